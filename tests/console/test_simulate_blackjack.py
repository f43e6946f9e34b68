"""``crapsrepl simulate --game blackjack``: a blackjack strategy's edge beside the published one."""

from __future__ import annotations

import os
import subprocess
from collections.abc import Callable, Iterator
from contextlib import contextmanager

import pytest

from crapsrepl.console.simulate import main
from tests.helpers import CRAPSREPL, run_crapsrepl


def test_basic_strategy_reports_its_edge_beside_the_published_figure(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["--game", "blackjack", "basic", "--hands", "3000", "--seed", "3"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "basic: 3,000 rounds, seed 3"
    assert out[1].startswith(("house edge ", "player's edge ")) and "95% interval" in out[1]
    assert out[2] == (
        "exact         0.407%  (off the top of a fresh 6-deck shoe, as --penetration 0 deals; "
        "a cut card adds its own effect)"
    )
    assert out[3] == "card by card  0.404%  (each hand at its best for its own cards)"
    assert out[4].startswith("published     0.42%")


def test_the_same_seed_gives_the_same_figures(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["--game=blackjack", "mimic", "--hands", "500", "--seed", "9", "--bust-rates"]
    main(argv)
    first = capsys.readouterr().out
    main(argv)
    assert capsys.readouterr().out == first
    assert "dealer busts  2: " in first and "A: " in first
    assert "published" not in first  # only basic strategy has a published figure


def test_an_unknown_strategy_is_a_one_line_error(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stop:
        main(["--game", "blackjack", "martingale"])
    assert stop.value.code == 2
    assert "invalid choice: 'martingale'" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("hands", "message"),
    [("0", "expected at least 1, not 0"), ("many", "expected a whole number, not 'many'")],
)
def test_a_count_below_one_is_refused_as_at_the_craps_table(
    capsys: pytest.CaptureFixture[str], hands: str, message: str
) -> None:
    with pytest.raises(SystemExit) as stop:
        main(["--game", "blackjack", "basic", "--hands", hands])
    assert stop.value.code == 2
    assert f"argument --hands: {message}" in capsys.readouterr().err


def test_a_table_option_changes_the_game_and_drops_the_published_line(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert (
        main(["--game", "blackjack", "basic", "--hands", "300", "--seed", "1", "--decks", "3"]) == 0
    )
    assert "published" not in capsys.readouterr().out  # no analysis published three decks


def test_the_progress_bar_moves_to_the_number_of_hands(capsys: pytest.CaptureFixture[str]) -> None:
    ticks: list[int] = []
    totals: list[int] = []

    @contextmanager
    def bar(total: int) -> Iterator[Callable[[int], None]]:
        totals.append(total)
        yield ticks.append

    argv = ["--game", "blackjack", "basic", "--hands", "600000", "--seed", "4"]
    assert main(argv, progress=bar) == 0
    assert totals == [600_000] and sum(ticks) == 600_000 and len(ticks) > 1
    assert capsys.readouterr().out.startswith("basic: 600,000 rounds, seed 4")


@pytest.mark.parametrize(
    "argv",
    [
        ["--game", "blackjack", "basic", "--hands", "2000", "--seed", "1", "--bust-rates"],
        ["pass-line", "--sessions", "50", "--seed", "1"],
    ],
)
def test_a_reader_that_closes_the_pipe_early_ends_the_report_quietly(argv: list[str]) -> None:
    """``crapsrepl simulate ... | head``: nothing but the report's lost end, exit 0."""
    read, write = os.pipe()
    os.close(read)  # the reader has gone before the first line is written
    try:
        done = subprocess.run(
            [*CRAPSREPL, "simulate", *argv], stdout=write, stderr=subprocess.PIPE, timeout=120
        )
    finally:
        os.close(write)
    assert done.stderr == b"" and done.returncode == 0


@pytest.mark.parametrize("game", [["--game", "blackjack", "basic"], []])
def test_simulate_offers_no_players_option(game: list[str]) -> None:
    shown = run_crapsrepl("simulate", *game, "--help")
    assert shown.returncode == 0 and "--seed" in shown.stdout
    assert "--players" not in shown.stdout


def test_basic_strategy_gives_the_card_by_card_figure_and_a_bankrolls_figures(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["--game", "blackjack", "basic", "--hands", "20000", "--seed", "3"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[3] == "card by card  0.404%  (each hand at its best for its own cards)"
    assert out[5].startswith("per round     ") and " on average, standard deviation $11." in out[5]
    assert out[5].endswith(" units of $10)") and out[6].startswith("N0            ")
    assert out[7].startswith("risk of ruin  ") and "with $1000 over endless play" in out[7]


def test_every_rule_set_with_a_published_edge_shows_it(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["--game", "blackjack", "basic", "--hands", "2000", "--seed", "1"]
    assert main([*argv, "--preset", "european"]) == 0
    assert (
        "published     0.727%  (Wizard of Odds, blackjack appendix 9, 6 decks, H17, no hole "
        "card; card by card)"
    ) in capsys.readouterr().out.splitlines()
    assert main([*argv, "--decks", "2", "--dealer", "H17", "--das", "no"]) == 0
    assert "published     0.525%" in capsys.readouterr().out
    # no exact analysis is published for late surrender or 6:5: the rule-effect estimate
    assert main([*argv, "--preset", "atlantic-city"]) == 0
    assert (
        "published     0.380%  (rule-effect estimate, thecolorofblackjack.com: one deck "
        "-0.02, eight decks -0.55, DAS +0.13, late surrender +0.06)"
    ) in capsys.readouterr().out.splitlines()
    assert main([*argv, "--preset", "single-deck-6-5", "--chip-unit", "1"]) == 0
    assert "published     1.610%  (rule-effect estimate" in capsys.readouterr().out
    assert main([*argv, "--preset", "atlantic-city", "--decks", "6"]) == 0
    assert "published" not in capsys.readouterr().out  # rules no figure is published for


def test_a_counter_ramps_its_bets_and_wins(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["--game", "blackjack", "counter", "--hands", "2000000", "--seed", "1"]
    assert main([*argv, "--ramp", "1,2,4,8,12", "--penetration", "85"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == (
        "counter: 2,000,000 rounds, seed 1 (Hi-Lo; 1, 2, 4, 8, 12 units of $10 by the true "
        "count, index plays)"
    )
    assert out[1].startswith("player's edge ")
    assert out[3].startswith("N0            ") and "expected win" in out[3]


@pytest.mark.parametrize(
    ("flags", "said"),
    [
        (["--ramp", "1,two"], "--ramp is up to 20 whole numbers of units"),
        (["--index-plays", "maybe"], "--index-plays is yes or no, not 'maybe'"),
        (["--bankroll", "0"], "--bankroll is more than $0"),
        (["--bankroll", "1.25"], "--bankroll must be a whole number of the table's $0.50 chips"),
    ],
)
def test_counter_and_bankroll_flags_are_refused_in_one_line(
    capsys: pytest.CaptureFixture[str], flags: list[str], said: str
) -> None:
    with pytest.raises(SystemExit) as stop:
        main(["--game", "blackjack", "counter", "--hands", "10", *flags])
    assert stop.value.code == 2 and said in capsys.readouterr().err


def test_the_risk_of_ruin() -> None:
    from crapsrepl.games.blackjack.console.simulate import ruin

    assert ruin(-0.01, 1.15, 100, None) == 1.0
    assert ruin(0.02, 2.0, 100, None) == pytest.approx(0.3679, abs=1e-4)  # e^-1
    assert ruin(0.0, 1.0, 10, 100) == pytest.approx(0.3173, abs=1e-3)  # 2 P(Z < -1)
    assert 0.99 < ruin(-0.05, 1.15, 100, 1_000_000) <= 1.0
    assert ruin(0.02, 2.0, 100, 10**9) == pytest.approx(ruin(0.02, 2.0, 100, None), abs=1e-6)
