"""``crapsrepl simulate --game blackjack``: a blackjack strategy's edge beside the published one."""

from __future__ import annotations

import pytest

from crapsrepl.console.simulate import main


def test_basic_strategy_reports_its_edge_beside_the_published_figure(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["--game", "blackjack", "basic", "--hands", "3000", "--seed", "3"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "basic: 3000 rounds, seed 3"
    assert out[1].startswith("house edge ") and "95% interval" in out[1]
    assert out[2].startswith("published     0.42%")


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


def test_a_table_option_changes_the_game_and_drops_the_published_line(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert (
        main(["--game", "blackjack", "basic", "--hands", "300", "--seed", "1", "--decks", "1"]) == 0
    )
    assert "published" not in capsys.readouterr().out
