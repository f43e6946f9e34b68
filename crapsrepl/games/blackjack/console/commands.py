"""Blackjack's command table: every command's name, arguments, aliases, help and, for
the commands that change the table, the action on the game (the controller answers the
others itself: views, files, quit)."""

from __future__ import annotations

from crapsrepl.plugin import (
    Action,
    Arg,
    CommandSpec,
    CommandTable,
    Param,
    SessionWords,
    Turn,
    Values,
    VariadicSpec,
    number,
    word,
)

from ..model import BlackjackGame
from .money import chips_of

_PLAYER = Param("player", Arg.PLAYER)
HINT_WORDS = ("ev", "cards")  # hint's words: each play's value; play card by card
_AMOUNT = Param("amount", Arg.MONEY)


def _chips(game: BlackjackGame, values: Values, index: int, what: str) -> int:
    """Argument ``index``, dollars typed, as whole chips of the table (or a refusal)."""
    return chips_of(game.rules, number(values, index), what)


def _play(
    name: str, summary: str, action: Action[BlackjackGame], *aliases: str
) -> CommandSpec[BlackjackGame]:
    return CommandSpec(name, (_PLAYER,), summary, aliases, f"{name}(Bob)", action=action)


SPECS: tuple[CommandSpec[BlackjackGame], ...] = (
    CommandSpec(
        "addPlayer",
        (_PLAYER, Param("chips", Arg.MONEY, choices=("100", "200", "500", "1000"))),
        "seat a player with a rack of chips (7 seats)",
        ("add", "sit"),
        "addPlayer(Bob, 100)",
        action=lambda g, a: g.add_player(word(a, 0), _chips(g, a, 1, "chips")),
    ),
    CommandSpec(
        "bot",
        (
            _PLAYER,
            Param("chips", Arg.WORD, choices=("100", "500", "1000")),
            Param("kind", Arg.WORD, True, choices=("basic", "counter")),
        ),
        "seat a bot the table plays: basic strategy, or a counter that ramps its bets",
        (),
        "bot(Ann, 500, counter)",
        changes=True,
        turn=Turn.HOUSE,  # the whole table's: the host's at a shared table
    ),
    CommandSpec(
        "removePlayer",
        (_PLAYER,),
        "a player with no hand in play leaves",
        ("leave",),
        "removePlayer(Bob)",
        action=lambda g, a: g.remove_player(word(a, 0)),
    ),
    CommandSpec(
        "bet",
        (_PLAYER, _AMOUNT),
        "bet on the next round",
        (),
        "bet(Bob, 10)",
        action=lambda g, a: g.bet(word(a, 0), _chips(g, a, 1, "a bet")),
    ),
    CommandSpec(
        "deal", (), "deal the round to everyone who bet", (), "deal()", action=lambda g, a: g.deal()
    ),
    CommandSpec(
        "insurance",
        (_PLAYER, _AMOUNT),
        "insure against a dealer blackjack (up to half the bet; pays 2:1)",
        ("ins",),
        "insurance(Bob, 5)",
        action=lambda g, a: g.take_insurance(word(a, 0), _chips(g, a, 1, "insurance")),
    ),
    _play(
        "evenMoney",
        "take 1:1 now for a blackjack against an ace",
        lambda g, a: g.even_money(word(a, 0)),
        "even",
    ),
    _play(
        "noInsurance",
        "decline insurance or even money",
        lambda g, a: g.decline_insurance(word(a, 0)),
        "decline",
    ),
    _play("hit", "take a card", lambda g, a: g.hit(word(a, 0))),
    _play("stand", "take no more cards", lambda g, a: g.stand(word(a, 0))),
    CommandSpec(
        "double",
        (_PLAYER, Param("amount", Arg.MONEY, True)),
        "double the bet and take exactly one card; with an amount below the bet, double for less",
        ("dd",),
        "double(Bob)",
        action=lambda g, a: g.double(
            word(a, 0), _chips(g, a, 1, "a double") if len(a) > 1 else None
        ),
    ),
    _play(
        "split",
        "split a pair into two hands, the bet again on the second",
        lambda g, a: g.split(word(a, 0)),
    ),
    _play(
        "surrender",
        "give up the hand for half the bet back (if the table allows)",
        lambda g, a: g.surrender(word(a, 0)),
    ),
    VariadicSpec(
        "shoe",
        (Param("card", Arg.WORD),),
        "stack known cards on top of the shoe, dealt next in casino order",
        (),
        "shoe(A, K, 9, 7)",
        "shoe(card, ...)",
        changes=True,
        turn=Turn.HOUSE,
    ),
    CommandSpec("chips", (_PLAYER,), "a player's rack, as a number", (), "chips(Bob)"),
    CommandSpec(
        "hand", (_PLAYER,), "a player's total: 17, 17 soft, blackjack, bust", (), "hand(Bob)"
    ),
    CommandSpec("dealer", (), "the dealer's cards as far as they are shown", (), "dealer()"),
    CommandSpec(
        "coach",
        (Param("on|off", Arg.WORD, True, choices=("on", "off")),),
        "a line after each decision that is not the best, with its cost; accuracy in status",
        (),
        "coach on",
        changes=True,
        turn=Turn.HOUSE,  # the whole table's: the host's at a shared table
    ),
    CommandSpec(
        "counting",
        (Param("on|off", Arg.WORD, True, choices=("on", "off")),),
        "count the cards: index plays and insurance at +3 in hint and the coach",
        (),
        "counting on",
        changes=True,
        turn=Turn.HOUSE,  # the whole table's: the host's at a shared table
    ),
    CommandSpec("count", (), "the Hi-Lo running and true count of the cards seen", (), "count"),
    CommandSpec(
        "drill",
        (Param("cards", Arg.WORD, True, choices=("10", "20", "52")),),
        "a counting drill: cards to keep the running count of (10 unless said)",
        (),
        "drill 20",
    ),
    CommandSpec(
        "guess",
        (Param("count", Arg.WORD),),
        "answer the drill: its running count",
        (),
        "guess(-2)",
    ),
    CommandSpec(
        "chart",
        (),
        "basic strategy for the table's rules: hard, soft, pairs, surrender",
        (),
        "chart",
    ),
    CommandSpec(
        "hint",
        (
            Param("player", Arg.PLAYER, True),
            Param("how", Arg.WORD, True, choices=HINT_WORDS),
            Param("how", Arg.WORD, True, choices=HINT_WORDS),
        ),
        "what to do now and why: basic strategy, or `cards` card by card; `ev` values each play",
        (),
        "hint(Bob, ev)",
        "hint([p], [ev|cards])",
    ),
)

TABLE = CommandTable(
    SPECS,
    "Commands (names in any case; `bet Bob 10` works as well as `bet(Bob, 10)`):",
    SessionWords(
        status="dealer, every hand and rack, the shoe",
        table="the table drawn: dealer, seats, hands",
        rules="the table's decks, dealer rule and payouts",
        undo="take back the last bet, seat, stacked cards or insurance answer, until a card "
        "is dealt",
    ),
)
