"""``hint``: what to do now, and why, for the player to act or to answer insurance.

A playing decision follows basic strategy for this table's rules (its chart, worked out by
``crapsrepl.games.blackjack.analysis``) within what the table allows right now: where the
chart's play is not allowed (a split or double the rack cannot cover, a double after a hit)
the allowed play worth most is advised instead, and the hint says why. Asked ``cards``, it
plays composition-dependent: the best play for these very cards. Asked ``ev``, it gives
each allowed play's expected result on the hand's bet. At an insurance offer it answers
insurance or even money: basic strategy never takes either (3:2 of a natural is worth more
than even money whenever insurance is worth less than nothing); ``cards`` takes it where
the cards in sight make a ten in the hole likely enough.

Values are worked out off the top of the shoe with the hand's own cards and the up card
out of it, the table's payouts on the hand's bet included (a $1 surrender at $1 chips gets
nothing back, so it is never advised there)."""

from __future__ import annotations

from dataclasses import dataclass

from ..model import Action, BlackjackError, BlackjackGame, Card, Doubles, Hand, TableRules
from .counting import INDEX_PLAYS, Count, index_play

_PLURAL = {"A": "aces", "J": "jacks", "Q": "queens", "K": "kings"}
INSURANCE, NO_INSURANCE, EVEN_MONEY, NO_EVEN_MONEY = (
    "insurance",
    "no insurance",
    "even money",
    "no even money",
)
# What the game offers, in its order, and each play's word.
_ORDER = (Action.SURRENDER, Action.SPLIT, Action.DOUBLE, Action.HIT, Action.STAND)


@dataclass(frozen=True, slots=True)
class Hint:
    """The advice for one decision: ``play`` is an action's value (``hit``) or an
    insurance answer; ``values`` each allowed play's expected result per unit of ``bet``
    chips, best first."""

    player: str
    hand: int
    play: str
    why: str
    bet: int
    values: tuple[tuple[str, float], ...]

    @property
    def line(self) -> str:
        return f"{self.player}: {self.play} ({self.why})"

    def value_of(self, play: str) -> float | None:
        return dict(self.values).get(play)


def _rank(card: Card) -> str:
    return card.label.rstrip("shdc")


def _kind(hand: Hand) -> str:
    if hand.pair:
        rank = _rank(hand.cards[0])
        return f"a pair of {_PLURAL.get(rank, rank + 's')}"
    return f"{'soft' if hand.soft else 'hard'} {hand.total}"


def _cards(hand: Hand) -> str:
    return " ".join(_rank(card) for card in hand.cards)


def _against(up: Card) -> str:
    if up.is_ace:
        return "an ace"
    return f"an {up.value}" if up.value == 8 else f"a {up.value}"


def assumed(rules: TableRules) -> str:
    """The rules a strategy depends on, as the hint names them."""
    parts = [f"{rules.decks} deck{'s' if rules.decks > 1 else ''}", rules.dealer]
    parts.append("DAS" if rules.double_after_split else "no DAS")
    if rules.doubles is not Doubles.ANY:
        parts.append(f"double on {rules.doubles.value}")
    if rules.max_hands == 1:
        parts.append("no splits")
    if rules.resplit_aces:
        parts.append("resplit aces")
    if rules.hit_split_aces:
        parts.append("split aces played on")
    if rules.no_hole_card:
        parts.append("no hole card")
    parts.append(
        "early surrender"
        if rules.early_surrender
        else ("surrender" if rules.late_surrender else "no surrender")
    )
    if rules.blackjack_pays.text != "3:2":
        parts.append(f"blackjack pays {rules.blackjack_pays.text}")
    return ", ".join(parts)


def hint(
    game: BlackjackGame,
    name: str | None = None,
    *,
    cards: bool = False,
    count: Count | None = None,
) -> Hint:
    """The advice for ``name`` (or whoever is to answer insurance or to play);
    BlackjackError when there is no decision to advise. With ``count`` (counting is on),
    basic strategy bends to the index plays at the count's true count."""
    waiting = game.awaiting_insurance()
    if waiting:
        player = waiting[0] if name is None else game.table.find(name).name
        if player not in waiting:
            raise BlackjackError(
                f"{player} has no insurance to answer: {', '.join(waiting)} "
                f"{'is' if len(waiting) == 1 else 'are'} still to answer"
            )
        return _insurance(game, player, cards, count)
    return play_hint(game, name, cards=cards, count=count)


def play_hint(
    game: BlackjackGame, name: str | None = None, *, cards: bool = False, count: Count | None = None
) -> Hint:
    """The advice for the hand to play (``name``'s, when it is theirs), also while
    insurance is open: a play then closes it (the coach judges such a play)."""
    turn = game.turn()
    if turn is None:
        raise BlackjackError("no hand is being played: a hint is for the player to act")
    player, number = turn
    if name is not None and game.table.find(name).name != player:
        raise BlackjackError(f"it is {player}'s turn, not {game.table.find(name).name}'s")
    return _play(game, player, number, cards, count)


def _play(game: BlackjackGame, player: str, number: int, cards: bool, count: Count | None) -> Hint:
    from ..analysis import ChartStrategy  # numpy: only once a hint is asked for
    from ..analysis.advice import hand_values

    hands = game.hands(player)
    hand, up = hands[number - 1], game.dealer.cards[0]
    rules = game.rules
    allowed = game.allowed(player)
    split_from = hand.cards[0] if hand.from_split else None
    valued = hand_values(
        rules,
        hand.bet,
        hand.cards,
        up,
        split_from=split_from,
        by_composition=cards,
        before_peek=game.peek_pending,
    )
    offered = [(action.value, valued[action.value]) for action in _ORDER if action in allowed]
    less = game.double_for_less(player)  # the rack short of a whole double: for less
    if less and "double" in valued:
        offered.append(("double", valued["double"] * (1 + less / hand.bet) / 2))
    values = sorted(offered, key=lambda item: -item[1])
    if cards:
        play = values[0][0]
        why = f"card by card for {assumed(rules)}: {_cards(hand)} against {_against(up)}"
        return Hint(player, number, play, why, hand.bet, tuple(values))
    strategy = ChartStrategy(rules, hand.bet)  # what the table pays on this bet
    wanted = _chart_play(strategy, hand, up, len(hand.cards) == 2 and len(hands) == 1)
    why = f"basic strategy for {assumed(rules)}: {_kind(hand)} against {_against(up)}"
    if wanted in allowed:
        play = wanted.value
    else:  # the chart's play is not on offer now: the best of what is
        play = values[0][0]
        if play == "double":  # for less: what the rack holds
            why += f"; the rack covers a double for less: double({player}, {_amount(game, less)})"
        else:
            why += f"; {_not_now(game, player, hand, wanted)}"
    if count is not None:
        first = len(hand.cards) == 2 and len(hands) == 1
        surrenders = play == Action.SURRENDER.value
        # an early surrender of basic strategy's stands: the Fab 4 are late surrender's
        bent = (
            None
            if surrenders and rules.early_surrender
            else _index(hand, up, first, {a.value for a in allowed}, count, surrenders)
        )
        if bent is not None and bent[0] != play:
            play, why = bent[0], f"{bent[1]}; {why}"
    return Hint(player, number, play, why, hand.bet, tuple(values))


def _index(
    hand: Hand, up: Card, first: bool, allowed: set[str], count: Count, surrenders: bool
) -> tuple[str, str] | None:
    """The play an index play makes of this hand at the count, and why; None where none
    applies (or its play is not on offer)."""
    true = count.true
    said = f"Hi-Lo true count {true:+.1f}"
    if first and "surrender" in allowed:
        found = index_play(hand, up, ("surrender",))
        if found is not None and true >= found.index:
            return "surrender", f"index play {found.name}, {said}"
        if found is None and surrenders:
            return None  # basic strategy's surrender stands, whatever the count
    found = index_play(hand, up, ("pair",) if hand.pair else ("hard",))
    if found is None:
        return None
    play = found.at if true >= found.index else found.below
    if play not in allowed:
        return None
    return play, f"index play {found.name}, {said}"


def _chart_play(strategy: object, hand: Hand, up: Card, first: bool) -> Action:
    """The chart's play for this hand, whatever the table allows now (in the game's order
    of offers: surrender, split, double, hit, stand)."""
    from ..analysis import ChartStrategy

    assert isinstance(strategy, ChartStrategy)
    if first and strategy.rules.surrenders and strategy.surrender(hand, up):
        return Action.SURRENDER
    if hand.pair and strategy.split(hand, up):
        return Action.SPLIT
    if len(hand.cards) == 2 and strategy.double_down(hand, up):
        return Action.DOUBLE
    return Action.HIT if strategy.hit(hand, up) else Action.STAND


def _amount(game: BlackjackGame, chips: int) -> str:
    """Chips as a command takes them: dollars, with cents when not whole (``5``, ``2.50``)."""
    from ..model.money import amount

    return amount(chips * game.rules.chip_cents)


def _not_now(game: BlackjackGame, player: str, hand: Hand, wanted: Action) -> str:
    """Why the chart's play is not on offer: the words a player needs."""
    rack = game.chips(player)
    if wanted in (Action.SPLIT, Action.DOUBLE) and rack < hand.bet:
        return f"the rack ({game.rules.money(rack)}) cannot cover a {wanted.value}"
    if wanted is Action.DOUBLE and hand.from_split and not game.rules.double_after_split:
        return "no double after a split here"
    if wanted is Action.DOUBLE and not game.rules.doubles.allows(hand):
        return f"doubles are on hard {game.rules.doubles.value} only"
    if wanted is Action.SPLIT:
        return "no more splits for this hand"
    return f"{wanted.value} is not on offer now"


def _insurance(game: BlackjackGame, player: str, cards: bool, count: Count | None) -> Hint:
    """Insurance (half the bet, 2:1 when the hole card is a ten) or, on a natural, even
    money (1:1 now, against the table's payout unless the dealer has one too). Basic
    strategy weighs them with the shoe less the up card and the player's own cards;
    ``cards``, less every card in sight."""
    from ..analysis.advice import insurance_value, ten_chance

    hand, up, rules = game.hands(player)[0], game.dealer.cards[0], game.rules
    seen = [up] + hand.cards
    if cards:
        seen = [up] + [c for seat in game.table.in_round() for h in seat.hands for c in h.cards]
    chance = ten_chance(rules.decks, seen)
    if hand.blackjack:
        pays = rules.blackjack_win(hand.bet) / hand.bet
        values = ((EVEN_MONEY, 1.0), (NO_EVEN_MONEY, pays * (1 - chance)))
        said = (
            f"even money wins 1:1 now; a natural left to play wins {rules.blackjack_pays.text} "
            f"unless the hole card is a ten, {chance:.1%} here"
        )
    else:
        worth = insurance_value(rules.decks, seen)
        values = ((INSURANCE, worth / 2), (NO_INSURANCE, 0.0))
        said = f"insurance pays 2:1 on a ten in the hole, {chance:.1%} here: worth {worth:+.1%}"
    ordered = tuple(sorted(values, key=lambda item: -item[1]))
    how = "card by card, the cards in sight out of the shoe" if cards else "basic strategy"
    play = ordered[0][0]
    if count is not None and not cards:  # insurance at a true count of +3
        rule = INDEX_PLAYS[0]
        insure = count.true >= rule.index
        play = (
            (EVEN_MONEY if insure else play)
            if hand.blackjack
            else (INSURANCE if insure else NO_INSURANCE)
        )
        how = f"index play {rule.name}, Hi-Lo true count {count.true:+.1f}"
    return Hint(player, 1, play, f"{how}: {said}", hand.bet, ordered)
