"""Bots at the other seats: a seat played by the table itself, by basic strategy or as a
card counter, so a player can practise among others (``bot(Ann, 500)``,
``bot(Cy, 1000, counter)``).

A bot bets when ``deal()`` is typed, before the cards come: the basic bot its unit every
round, the counter by a bet ramp on the Hi-Lo true count (``RAMP``). Whenever the decision
in front of the table is a bot's (insurance, even money or a play), the bot makes it at
once, after the command that brought it there: basic strategy's play within what the table
allows, the counter's with the index plays and insurance at +3. Bots' plays are the
table's events like any others, in the same reply.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..model import BlackjackError, BlackjackGame, Phase
from .counting import Count, table_count
from .hint import EVEN_MONEY, INSURANCE, hint, play_hint

KINDS = ("basic", "counter")
UNIT_CENTS = 1000  # a bot's betting unit: $10, or the table's minimum if more
# The counter's bet ramp: units bet at a true count of at most 1, 2, 3, 4, then 5 or more.
RAMP = (1, 2, 4, 6, 8)


@dataclass(frozen=True, slots=True)
class Bot:
    name: str
    kind: str  # "basic" or "counter"


def unit(game: BlackjackGame) -> int:
    """A bot's unit in chips: $10, or the table's minimum where that is more (at least one
    chip)."""
    cents = max(UNIT_CENTS, game.rules.table_min)
    return max(1, -(-cents // game.rules.chip_cents))


def ramp_units(true: float) -> int:
    """Units the counter bets at this true count: 1 up to +1, then 2, 4, 6, 8 from +5."""
    step = min(max(int(true), 1), len(RAMP))  # the true count, truncated, 1 to 5
    return RAMP[step - 1]


def bet_for(bot: Bot, game: BlackjackGame, count: Count) -> int:
    """What the bot puts down for the next round, in chips (0: it sits this one out, its
    rack below the table's minimum)."""
    units = ramp_units(count.true) if bot.kind == "counter" else 1
    chips = min(units * unit(game), game.chips(bot.name))
    if game.rules.table_max:
        chips = min(chips, game.rules.table_max // game.rules.chip_cents)
    return chips if chips * game.rules.chip_cents >= max(game.rules.table_min, 1) else 0


def decision(bots: dict[str, Bot], game: BlackjackGame) -> tuple[Bot, str] | None:
    """The bot whose decision is in front of the table, and its play (``hit``, ``stand``,
    ``double``, ``split``, ``surrender``, ``insurance``, ``even money``, ``no
    insurance``); None when the decision is a person's, or there is none."""
    waiting = game.awaiting_insurance()
    if waiting:
        bot = bots.get(waiting[0])
        if bot is None:
            return None
        play = hint(game, bot.name, count=_count(bot, game)).play
        if play == INSURANCE and _most_insurance(game, bot.name) < 1:
            play = "no insurance"
        return bot, play if play in (INSURANCE, EVEN_MONEY) else "no insurance"
    turn = game.turn()
    if turn is None or game.phase is Phase.BETTING or turn[0] not in bots:
        return None
    bot = bots[turn[0]]
    try:
        return bot, play_hint(game, bot.name, count=_count(bot, game)).play
    except BlackjackError:
        return None


def play(game: BlackjackGame, bot: Bot, what: str) -> list[object]:
    """The bot's play on the model, its events."""
    name = bot.name
    if what == INSURANCE:
        return list(game.take_insurance(name, _most_insurance(game, name)))
    if what == EVEN_MONEY:
        return list(game.even_money(name))
    if what == "no insurance":
        return list(game.decline_insurance(name))
    if what == "double":  # for less where the rack is short
        less = game.double_for_less(name)
        return list(game.double(name, less or None))
    plays = {
        "hit": game.hit,
        "stand": game.stand,
        "split": game.split,
        "surrender": game.surrender,
    }
    return list(plays[what](name))


def _most_insurance(game: BlackjackGame, name: str) -> int:
    return min(game.hands(name)[0].bet // 2, game.chips(name))


def _count(bot: Bot, game: BlackjackGame) -> Count | None:
    return table_count(game) if bot.kind == "counter" else None
