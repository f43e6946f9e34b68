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
    assert out[1].startswith("house edge ") and "95% interval" in out[1]
    assert out[2] == (
        "exact         0.407%  (off the top of a fresh 6-deck shoe, as --penetration 0 deals; "
        "a cut card adds its own effect)"
    )
    assert out[3].startswith("published     0.42%")


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
        main(["--game", "blackjack", "basic", "--hands", "300", "--seed", "1", "--decks", "1"]) == 0
    )
    assert "published" not in capsys.readouterr().out


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
