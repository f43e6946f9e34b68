"""Real tables: presets of casinos' rules, the European no-hole-card rule, unlike tens split,
split aces played on, table limits, leaving the table, and bots at the other seats."""

from __future__ import annotations

import pytest

from crapsrepl.games.blackjack.analysis.player import against_table
from crapsrepl.games.blackjack.analysis.table import Table
from crapsrepl.games.blackjack.console import persistence
from crapsrepl.games.blackjack.console.binding import BINDING
from crapsrepl.games.blackjack.console.bots import ramp_units
from crapsrepl.games.blackjack.console.controller import BlackjackController
from crapsrepl.games.blackjack.console.options import OPTIONS, BlackjackSetup
from crapsrepl.games.blackjack.console.presets import PRESETS
from crapsrepl.games.blackjack.model import BlackjackError, TableRules
from tests.helpers import blackjack_conserved, blackjack_table, play, run_crapsrepl


def table(*lines: str, **options: str) -> BlackjackController:
    setup = BlackjackSetup()
    for name, value in options.items():
        setup = OPTIONS.with_option(setup, name.replace("_", "-"), value)
    controller = BINDING.new_controller(setup, None)
    assert isinstance(controller, BlackjackController)
    for line in lines:
        controller.execute(line)
    return controller


# presets ------------------------------------------------------------------------------------
def test_preset_list_names_them_and_exits_cleanly() -> None:
    result = run_crapsrepl("blackjack", "--preset", "list")
    assert result.returncode == 0 and result.stderr == ""
    assert result.stdout.splitlines()[0] == "Presets (--preset NAME):"
    assert [line.split()[0] for line in result.stdout.splitlines()[1:]] == [p.name for p in PRESETS]


def test_an_unknown_preset_is_one_error_naming_them() -> None:
    result = run_crapsrepl("blackjack", "--preset", "monte-carlo")
    assert result.returncode == 2
    assert "preset: no preset named 'monte-carlo'; the presets are:" in result.stderr
    assert "vegas-strip-shoe" in result.stderr


def test_a_preset_sets_the_rules_and_an_option_changes_one_of_them() -> None:
    result = run_crapsrepl(
        "blackjack", "--no-journal", "--surrender", "yes", "--preset", "downtown-double-deck",
        stdin="rules\n",
    )  # fmt: skip
    lines = result.stdout.splitlines()
    assert "  2 decks, cut card at 65% of the shoe" in lines
    assert "  the dealer hits soft 17 (H17)" in lines and "  late surrender: yes" in lines


def test_a_preset_writes_itself_back_and_only_what_changes_it() -> None:
    setup = OPTIONS.with_option(BlackjackSetup(), "preset", "european")
    setup = OPTIONS.with_option(setup, "decks", "8")
    assert OPTIONS.directives_for(setup) == ["% preset: european", "% decks: 8"]


@pytest.mark.parametrize("preset", [p for p in PRESETS if p.published is not None])
def test_each_presets_exact_edge_is_within_three_thousandths_of_its_published_one(
    preset: object,
) -> None:
    from crapsrepl.games.blackjack.console.presets import Preset

    assert isinstance(preset, Preset) and preset.published is not None
    rules = preset.rules
    shoe = [4 * rules.decks] * 9 + [16 * rules.decks]
    card_by_card = -sum(
        n / (52 * rules.decks) * against_table(Table.of(rules), up, by_composition=True).value
        for n, up in zip(shoe, range(10), strict=True)
    )
    assert abs(100 * card_by_card - preset.published) < 0.003


# the European rule ------------------------------------------------------------------------
def test_no_hole_card_deals_one_dealer_card_and_never_peeks() -> None:
    controller = table(
        "addPlayer(Bob, 100)", "bet(Bob, 10)", "shoe(10, K, 9, 5, 7)", no_hole_card="yes"
    )
    lines = play(controller, "deal()", "blackjack")
    assert lines == [
        "Bob gets 10: 10.",
        "The dealer gets K: 10.",
        "Bob gets 9: 19.",
        "Bob to play on 19.",
    ]
    assert play(controller, "dealer()", "blackjack") == ["K: 10"]
    assert "│ K   (10 showing) " in controller.draw()[1]


def test_a_dealer_blackjack_without_a_hole_card_takes_doubles_and_splits() -> None:
    game = blackjack_table("8 K 8 5 A 3 A", {"Bob": 10}, no_hole_card=True)
    game.deal()
    game.split("Bob")  # 8 5: 13; the second 8 gets an A: 19
    game.double("Bob")  # 13 doubled takes 3: 16
    game.stand("Bob")
    assert game.dealer.blackjack and game.chips("Bob") == 1000 - 30
    assert blackjack_conserved(game)


def test_a_natural_pushes_a_dealer_blackjack_and_insurance_settles_at_the_end() -> None:
    game = blackjack_table("A A A K 9 10", {"Bob": 10, "Al": 10}, no_hole_card=True)
    game.deal()  # Bob A K, Al A 9, the dealer A; the dealer's 10 comes at the end
    game.decline_insurance("Bob")
    game.take_insurance("Al", 5)
    assert game.insurance("Al") == 5  # no peek: still on the felt
    game.stand("Al")
    assert game.chips("Bob") == 1000 and game.chips("Al") == 1000 - 10 - 5 + 15


def test_a_european_table_in_play_saves_and_loads() -> None:
    game = blackjack_table("10 K 6", {"Bob": 10}, no_hole_card=True)
    game.deal()
    loaded = persistence.from_document(persistence.to_document(game))
    assert [c.label for c in loaded.dealer.cards] == ["K"] and loaded.turn() == ("Bob", 1)


def test_no_hole_card_and_late_surrender_do_not_go_together() -> None:
    with pytest.raises(ValueError, match="a no-hole-card table has none"):
        TableRules(no_hole_card=True, late_surrender=True)


def test_the_european_chart_hits_eleven_against_a_ten() -> None:
    lines = play(table(preset="european"), "chart", "blackjack")
    cells = next(line for line in lines if line.startswith("hard 11 "))[10:].split()
    assert cells == ["D"] * 8 + ["H", "H"]


# tens, split aces -----------------------------------------------------------------------------
def test_unlike_tens_split_where_the_table_says_so() -> None:
    plain = blackjack_table("K 9 Q 7", {"Bob": 10})
    plain.deal()
    with pytest.raises(BlackjackError, match="only two cards of the same rank split"):
        plain.split("Bob")
    tens = blackjack_table("K 9 Q 7 5 6", {"Bob": 10}, split_tens=True)
    tens.deal()
    tens.split("Bob")
    assert [[c.label for c in h.cards] for h in tens.hands("Bob")] == [["K", "5"], ["Q"]]


def test_split_aces_are_played_on_where_the_table_says_so() -> None:
    game = blackjack_table("A 9 A 7 5 3 4", {"Bob": 10}, hit_split_aces=True)
    game.deal()
    game.split("Bob")  # A 5: soft 16, waits for a decision
    assert game.turn() == ("Bob", 1)
    game.hit("Bob")
    assert game.hands("Bob")[0].describe() == "19 soft"
    plain = blackjack_table("A 9 A 7 5 3", {"Bob": 10})
    plain.deal()
    plain.split("Bob")
    assert plain.turn() is None  # each ace took its card and stood


# limits and leaving ---------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("amount", "said"),
    [
        ("2", "error: the table's minimum bet is $5"),
        ("600", "error: the table's maximum bet is $500"),
    ],
)
def test_bets_outside_the_table_limits_are_refused(amount: str, said: str) -> None:
    controller = table("addPlayer(Bob, 1000)", min_bet="5", max_bet="500")
    assert play(controller, f"bet(Bob, {amount})", "blackjack") == [said]


def test_limits_the_wrong_way_round_are_refused() -> None:
    result = run_crapsrepl("blackjack", "--min-bet", "50", "--max-bet", "10")
    assert result.returncode == 2 and "the minimum $50 is above the maximum $10" in result.stderr


def test_a_winner_leaves_with_cents_and_the_table_still_adds_up() -> None:
    """A half-dollar win taken home: the rack leaves in chips and is told in dollars."""
    controller = table("addPlayer(Bob, 100)", "addPlayer(Al, 100)", "bet(Bob, 5)")
    controller.execute("shoe(A, 9, K, 7)")
    controller.execute("deal()")
    assert play(controller, "leave Bob", "blackjack") == ["Bob leaves with $107.50."]
    assert blackjack_conserved(controller.game)
    assert any("left with $107.50" in line for line in controller.summary())
    loaded = persistence.from_document(controller.to_document())
    assert loaded.players == ["Al"] and blackjack_conserved(loaded)


# bots ---------------------------------------------------------------------------------------------
def test_a_bot_bets_and_plays_basic_strategy_in_the_same_reply() -> None:
    controller = table("addPlayer(Bob, 100)", "bot(Ann, 500)", "bet(Bob, 10)", seed="4")
    controller.execute("shoe(10, 8, 6, 8, 8, 10, 6)")
    lines = play(controller, "deal()", "blackjack")
    assert lines[0] == "Ann bets $10 (rack $490)."
    lines = play(controller, "stand(Bob)", "blackjack")
    assert "Ann (a bot): split." in lines
    assert lines[-1] == "Round over."


def test_a_bot_answers_insurance_and_a_counter_ramps_its_bet() -> None:
    controller = table("bot(Ann, 500)", "addPlayer(Bob, 100)", "bet(Bob, 10)")
    controller.execute("shoe(9, 10, A, 9, 8, 7)")
    lines = play(controller, "deal()", "blackjack")
    assert "Ann (a bot): no insurance." in lines
    assert [ramp_units(t) for t in (-3.0, 1.9, 2.0, 3.5, 4.2, 5.0, 9.0)] == [1, 1, 2, 4, 6, 8, 8]


def test_bots_are_refused_with_words() -> None:
    controller = table()
    assert play(controller, "bot(Dee, 50, genius)", "blackjack") == [
        "error: a bot plays basic or counter, not 'genius'"
    ]
    assert play(controller, "bot(9lives, 50)", "blackjack") == [
        "error: a name starts with a letter and has only letters, digits, '_', '-' or '.'"
    ]


def test_bots_come_back_with_a_resumed_table() -> None:
    controller = table("bot(Ann, 500, counter)")
    restored = BINDING.restore(controller.to_document())
    assert isinstance(restored, BlackjackController)
    assert [(b.name, b.kind) for b in restored.bots.values()] == [("Ann", "counter")]


def test_a_table_of_bots_plays_itself_round_after_round() -> None:
    controller = table("bot(Ann, 500)", "bot(Cy, 500, counter)", seed="11")
    for _ in range(30):
        reply = controller.execute("deal()")
        assert not reply.refused
    assert blackjack_conserved(controller.game) and controller.game.turn() is None


# double for less --------------------------------------------------------------------------
def test_double_for_less() -> None:
    controller = table("addPlayer(Bob, 15)", "bet(Bob, 10)", "shoe(6, 5, 5, 7, 9, K)")
    controller.execute("deal()")
    assert play(controller, "hint", "blackjack")[0].endswith(
        "; the rack covers a double for less: double(Bob, 5))"
    )
    assert controller.quick_line("d") == "double(Bob, 5)"
    assert play(controller, "double(Bob)", "blackjack") == ["error: Bob has only $5"]
    assert play(controller, "double(Bob, 0)", "blackjack") == [
        "error: a double must be at least one chip ($0.50), not $0"
    ]
    assert play(controller, "double(Bob, 2.50)", "blackjack")[:2] == [
        "Bob doubles to $12.50 (rack $2.50).",
        "Bob gets 9: 20.",
    ]


def test_a_double_is_at_most_the_bet() -> None:
    game = blackjack_table("6 5 5 7", {"Bob": 10})
    game.deal()
    with pytest.raises(BlackjackError, match=r"a double is at most the bet, \$10"):
        game.double("Bob", 11)
    assert game.double_for_less("Bob") == 0  # the rack covers a whole double
