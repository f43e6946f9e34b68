"""Blackjack at the console: its views (chips, hand, dealer, status) and a stacked shoe,
on the one controller every game shares."""

from __future__ import annotations

import random

from crapsrepl.plugin import (
    Controller,
    FilePolicy,
    ParseError,
    Reply,
    Tally,
    Values,
    View,
    anywhere,
    cents,
    parse,
    word,
    words,
)

from ..model import BlackjackError, BlackjackGame, Phase, parse_card
from ..model import events as ev
from ..model.cards import Card
from ..model.shoe import Cards
from . import bots, persistence
from .bots import Bot
from .chart import chart_lines
from .coach import Coach
from .coaching import advice_before, judgement
from .commands import HINT_WORDS, TABLE
from .counting import Count, Drill, drill_answered, drill_shown, table_count
from .hint import Hint, hint
from .keys import letter_play, quick_line
from .layout import draw
from .money import amount, chips_of, dollars, in_cents
from .options import rules_lines
from .table_events import (
    Answer,
    BotPlayed,
    BotSeated,
    CardsStacked,
    CoachReport,
    CountShown,
    PlayValues,
    SeatView,
    StackLeft,
    StrategyChart,
    TableStatus,
    TrainerSet,
)
from .toolbar import toolbar_text

# Events that show what the shoe held: a command with one cannot be taken back.
_CHANCE = (ev.CardDealt, ev.Shuffled, ev.HoleRevealed, ev.DealerPeeked)


# One key for the player to act, at a terminal; each is echoed and kept as the whole command.
class BlackjackController(Controller[BlackjackGame]):
    table = TABLE
    refusals = (BlackjackError,)
    state_names = ("game", "tally", "coach", "bots")
    chance_since = "cards have been dealt since"
    # the saved table keeps the shoe sealed, so a journal replays a deal exactly
    journal_table_after_chance = False
    shared = (Card, Cards)  # a card never changes, nor a shuffled order: undo shares them

    def __init__(
        self,
        game: BlackjackGame,
        files: FilePolicy = anywhere,
        *,
        coach: bool = False,
        counting: bool = False,
    ) -> None:
        super().__init__(game, files)
        self.coach = Coach(on=coach, counting=counting)
        self.bots: dict[str, Bot] = {}
        # the drill's own generator: a seeded table drills the same cards every time, and
        # the table's shuffles are never touched
        self.drill = Drill(random.Random(None if game.seed is None else f"drill {game.seed}"))
        self.tally = Tally(("hand", "hands"), money=dollars)  # in cents
        cent = game.rules.chip_cents
        for seat in game.table.seats:  # a resumed table: chips on the felt are theirs too
            self.tally.seen(seat.name, (seat.rack + seat.on_felt()) * cent)

    def execute(self, line: str) -> Reply:
        """The shared controller's reply, its amounts told in cents (``money.in_cents``).
        A play's letter and a seated player's name (``h Bob``) is that play
        (``letter_play``)."""
        line = self.letter_play(line)
        before = self._advice(line) if self.coach.on else None
        reply = super().execute(line)
        if before is not None and not reply.refused:
            reply.events += self._judge(*before, reply.events)
        if not reply.refused and self.bots:
            self._bots_play(reply)
        cent = self.game.rules.chip_cents
        reply.events = [in_cents(event, cent) for event in reply.events]
        stacked = self.game.shoe.stacked
        if stacked and any(isinstance(event, ev.RoundOver) for event in reply.events):
            reply.events.append(StackLeft(tuple(card.label for card in stacked)))
        return reply

    def letter_play(self, line: str) -> str:
        return letter_play(self.game, line)

    def _advice(self, line: str) -> tuple[Hint, str] | None:
        try:
            parsed = parse(line)
            name = self.table.lookup(parsed.name).name
        except ParseError:
            return None
        count = self.count() if self.coach.counting else None
        return advice_before(self.game, name, parsed.args, count)

    def _judge(self, advice: Hint, did: str, events: list[object]) -> list[object]:
        return judgement(self.coach, self.game, advice, did, events)

    def count(self) -> Count:
        return table_count(self.game)

    def touched_by_chance(self, events: list[object]) -> bool:
        return any(isinstance(event, _CHANCE) for event in events)

    def seen(self, events: list[object]) -> None:
        cent = self.game.rules.chip_cents
        for event in events:
            match event:
                case ev.PlayerSeated(player=name, chips=chips):
                    self.tally.seated(name, chips * cent)
                case ev.PlayerLeft(player=name, chips=chips):
                    self.tally.left(name, chips * cent)
                case ev.HandSettled(player=name, bet=bet, paid=paid, rack=rack):
                    self.tally.played(name, rack * cent)
                    self.tally.won(name, rack * cent, max(0, paid - bet) * cent)

    def summary(self) -> list[str]:
        seats, cent = self.game.table.seats, self.game.rules.chip_cents
        lines = self.tally.lines(
            {s.name: s.rack * cent for s in seats}, {s.name: s.on_felt() * cent for s in seats}
        )
        return lines + self.coach.summary() if lines else lines

    def views(self) -> dict[str, View]:
        return {
            "chips": lambda values: self._chips(word(values, 0)),
            "hand": lambda values: self._hand(word(values, 0)),
            "dealer": lambda values: self._dealer(),
            "status": lambda values: self._status(),
            "hint": lambda values: self._hint(*words(values)),
            "chart": lambda values: [StrategyChart(tuple(chart_lines(self.game.rules)))],
            "count": lambda values: [self._count_shown()],
            "drill": lambda values: drill_shown(self.drill, *words(values)),
            "guess": lambda values: drill_answered(self.drill, word(values, 0)),
        }

    def _count_shown(self) -> CountShown:
        found = self.count()
        return CountShown(
            found.running, round(found.true, 1), round(found.decks_left, 1), found.seen
        )

    def _bots_play(self, reply: Reply) -> None:
        """Every decision in front of the table that is a bot's, made now, its events added
        to the reply; a card dealt makes the journal keep the table, as a deal does."""
        while (found := bots.decision(self.bots, self.game)) is not None:
            bot, what = found
            events = [BotPlayed(bot.name, what), *bots.play(self.game, bot, what)]
            self.seen(events)
            reply.events += events  # told in cents with the command's own, after this
            if self.touched_by_chance(events):
                self.history.clear(self.chance_since)
                reply.checkpoint = True

    def _deal(self) -> list[object]:
        """``deal()``: the bots bet first, then the cards come."""
        events: list[object] = []
        count = self.count()
        for bot in self.bots.values():
            if bot.name in self.game.players and not self.game.pending_bet(bot.name):
                chips = bots.bet_for(bot, self.game, count)
                if chips:
                    events += self.game.bet(bot.name, chips)
        return events + list(self.game.deal())

    def _seat_bot(self, values: Values) -> list[object]:
        said = words(values)
        name, kind = said[0], said[2].casefold() if len(said) > 2 else "basic"
        if kind not in bots.KINDS:
            raise BlackjackError(f"a bot plays basic or counter, not {kind!r}")
        chips = chips_of(self.game.rules, cents(said[1], "chips"), "chips")
        events = self.game.add_player(name, chips)
        self.bots = {**self.bots, name: Bot(name, kind)}
        return [*events, BotSeated(name, kind)]

    def special(self, name: str, values: Values) -> Reply | None:
        if name == "shoe":
            return Reply(self._stack(words(values)), changed=True)
        if name == "deal" and self.bots:
            return Reply(self._deal(), changed=True)
        if name == "bot":
            return Reply(self._seat_bot(values), changed=True)
        if name in ("coach", "counting"):
            said = words(values)[0].casefold() if values else "on"
            if said not in ("on", "off"):
                raise BlackjackError(f"{name} is on or off, not {said!r}")
            setattr(self.coach, "on" if name == "coach" else "counting", said == "on")
            return Reply([TrainerSet(name, said == "on")], changed=True)
        return None

    def players(self) -> list[str]:
        return list(self.game.players)

    def racks(self) -> dict[str, int]:
        """Each rack in cents (``money`` writes them)."""
        cent = self.game.rules.chip_cents
        return {s.name: s.rack * cent for s in self.game.table.seats}

    def money(self, amount: int) -> str:
        return dollars(amount)

    def status_line(self) -> str:
        return toolbar_text(self.game)

    def rules(self) -> list[str]:
        return rules_lines(self.game.rules)

    def draw(self) -> list[str]:
        return draw(self.game)

    def to_document(self) -> dict[str, object]:
        """The table, and under ``trainer`` the coach's and counting's settings and the
        coach's tally, so a resumed session goes on coaching where it was."""
        coach = self.coach
        trainer = {
            "coach": coach.on,
            "counting": coach.counting,
            "decisions": coach.decisions,
            "right": coach.right,
            "lost": coach.lost,
            "bots": [[bot.name, bot.kind] for bot in self.bots.values()],
        }
        return persistence.to_document(self.game, {"trainer": trainer})

    def restore_trainer(self, document: object) -> None:
        """The trainer's part of a saved table, where it has one and it is sound (a table
        saved before the trainer, or a damaged part, leaves the trainer as it is)."""
        found = document.get("trainer") if isinstance(document, dict) else None
        if not isinstance(found, dict):
            return
        flags = (found.get("coach"), found.get("counting"))
        counts = (found.get("decisions"), found.get("right"), found.get("lost"))
        if not all(type(flag) is bool for flag in flags):
            return
        if not all(type(n) is int and n >= 0 for n in counts):
            return
        decisions, right, lost = counts
        assert isinstance(decisions, int) and isinstance(right, int) and isinstance(lost, int)
        if right > decisions:
            return
        self.coach = Coach(bool(flags[0]), bool(flags[1]), decisions, right, lost)
        seated = set(self.game.players)
        for entry in found.get("bots", []) if isinstance(found.get("bots"), list) else []:
            if (
                isinstance(entry, list)
                and len(entry) == 2
                and entry[0] in seated
                and entry[1] in bots.KINDS
            ):
                self.bots[entry[0]] = Bot(entry[0], entry[1])

    def from_document(self, document: object) -> BlackjackGame:
        return persistence.from_document(document)

    def _stack(self, cards: tuple[str, ...]) -> list[object]:
        parsed = [parse_card(card) for card in cards]
        under = tuple(card.label for card in self.game.shoe.stacked)
        self.game.stack(parsed)
        return [CardsStacked(tuple(card.label for card in parsed), under)]

    def _chips(self, name: str) -> list[object]:
        cents = self.game.chips(name) * self.game.rules.chip_cents
        return [Answer(f"chips({name})", amount(cents))]

    def _hand(self, name: str) -> list[object]:
        hands = self.game.hands(name)
        if not hands:
            raise BlackjackError(f"{self.game.table.find(name).name} has no hand")
        return [Answer(f"hand({name})", ", ".join(h.describe() for h in hands))]

    def to_act(self) -> list[str]:
        """The players still to answer insurance, or the one whose hand is to play."""
        waiting = self.game.awaiting_insurance()
        if waiting:
            return waiting
        turn = self.game.turn()
        return [] if turn is None else [turn[0]]

    def timeout_move(self, player: str) -> str | None:
        """Out of time, a player declines insurance, and stands."""
        if player in self.game.awaiting_insurance():
            return f"noInsurance({player})"
        return f"stand({player})"

    def warm_up(self) -> None:
        """``hint``'s chart for this table's rules, every up card's column worked out ahead
        and cached (a terminal does it as the session opens: the first hint answers at
        once)."""
        from ..analysis import warm

        warm(self.game.rules)

    def quick_line(self, key: str, player: str | None = None) -> str | None:
        return quick_line(self.game, key, player)

    def _hint(self, *said: str) -> list[object]:
        """``hint``, ``hint Bob``, ``hint ev``, ``hint Bob cards ev``: a player (or whoever
        is to decide) and the words ``cards`` (card by card) and ``ev`` (each play's
        value), in any order."""
        how = {word.casefold() for word in said if word.casefold() in HINT_WORDS}
        names = [word for word in said if word.casefold() not in HINT_WORDS]
        if len(names) > 1:
            raise BlackjackError(
                f"hint takes one player and the words ev and cards, not {names[1]!r}"
            )
        name = names[0] if names else None
        count = self.count() if self.coach.counting else None
        found = hint(self.game, name, cards="cards" in how, count=count)
        query = f"hint({', '.join(said)})"
        events: list[object] = [Answer(query, found.line)]
        if "ev" in how:
            cents = found.bet * self.game.rules.chip_cents
            events.append(PlayValues(found.player, cents, found.values))
        return events

    def _dealer(self) -> list[object]:
        cards, total = self._dealer_shown()
        return [Answer("dealer()", f"{' '.join(cards)}: {total}" if cards else "no cards")]

    def _dealer_shown(self) -> tuple[tuple[str, ...], str]:
        from ..model import Hand

        dealer = self.game.dealer
        if not dealer.cards:
            return (), ""
        if self.game.hole_shown:
            return tuple(c.label for c in dealer.cards), dealer.describe()
        up = dealer.cards[0]
        hidden = ("?",) if len(dealer.cards) > 1 else ()  # no hole card at a European table
        return (up.label, *hidden), Hand(cards=[up]).describe()

    def _status(self) -> list[object]:
        game = self.game
        cent = game.rules.chip_cents
        seats = tuple(
            SeatView(
                s.name,
                s.rack * cent,
                s.bet * cent,
                s.insurance * cent,
                tuple(
                    (
                        tuple(c.label for c in h.cards),
                        h.describe(),
                        h.bet * cent,
                        "surrendered" if h.surrendered else "",
                    )
                    for h in s.hands
                ),
            )
            for s in game.table.seats
        )
        turn = game.turn()
        cards, total = self._dealer_shown()
        trainer: list[object] = []
        if self.coach.on or self.coach.decisions:
            trainer.append(CoachReport(self.coach.decisions, self.coach.right, self.coach.lost))
        if self.coach.counting:
            trainer.append(self._count_shown())
        return [
            TableStatus(
                cards,
                total,
                game.phase.value,
                None if turn is None or game.phase is Phase.BETTING else f"{turn[0]}",
                seats,
                game.shoe.remaining,
                game.table.house * cent,
                tuple(card.label for card in game.shoe.stacked),
                game.peek_pending,
            ),
            *trainer,
        ]
