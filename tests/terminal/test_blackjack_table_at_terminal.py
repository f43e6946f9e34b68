"""The blackjack table as a player sees it at a real terminal (tmux, the screen read back):
the next round's bet drawn at the full screen, only the keys that play, an empty Enter
doing nothing, the screen's log kept when it closes, and the status line at 80 columns."""

from __future__ import annotations

from pathlib import Path

from crapsrepl.version import __version__

from .test_drawn_table_on_screen import pytestmark as needs_tmux
from .test_drawn_table_on_screen import screen_after, tmux
from .test_screen import start, terminal, type_in

__all__ = ["terminal"]  # the fixture, used by name


@needs_tmux
def test_the_screen_draws_the_next_rounds_bet(terminal: tuple[str, Path]) -> None:
    session, state = terminal
    start(session, state, 80, 30, "blackjack", "--screen", "--no-journal", "--players", "Bob:100")
    screen_after(session, "╭─ dealer")
    type_in(session, "bet(Bob, 5)", "shoe(A, 9, K, 7)", "deal()", "bet(Bob, 25)")
    lines = screen_after(session, "bet $25 ")
    assert any(line.startswith("╭─ Bob  $82.50  bet $25 ") for line in lines)
    assert any("│ last round: [A K]  21 blackjack  $5 " in line for line in lines)


@needs_tmux
def test_the_rule_offers_only_keys_that_play_and_empty_enter_does_nothing(
    terminal: tuple[str, Path],
) -> None:
    session, state = terminal
    start(session, state, 100, 40, "blackjack", "--screen", "--no-journal", "--players", "Bob:100")
    screen_after(session, "╭─ dealer")
    type_in(session, "bet(Bob, 10)", "shoe(5, 9, 4, 7, 2)", "deal()")
    lines = screen_after(session, "one key, then Enter:")
    rule = next(line for line in lines if "one key, then Enter:" in line)
    assert "d double  h hit  s stand" in rule and "split" not in rule and "surrender" not in rule
    tmux("send-keys", "-t", session, "Enter")  # an empty line
    type_in(session, "hand(Bob)")
    lines = screen_after(session, "blackjack> hand(Bob)")
    assert not any("error" in line for line in lines)


@needs_tmux
def test_what_was_played_at_the_screen_is_kept_when_it_closes(terminal: tuple[str, Path]) -> None:
    session, state = terminal
    start(session, state, 100, 40, "blackjack", "--screen", "--no-journal", "--players", "Bob:100")
    screen_after(session, "╭─ dealer")
    type_in(session, "bet(Bob, 7.50)", "screen off")
    screen_after(session, f"crapsrepl {__version__}: type help")  # the line mode's
    lines = screen_after(session, "Bob bets $7.50 (rack $92.50).")
    assert not any(line.startswith("╭") for line in lines)
    assert "blackjack> bet(Bob, 7.50)" in lines


@needs_tmux
def test_the_status_line_at_80_columns_names_the_split_hand_to_act(
    terminal: tuple[str, Path],
) -> None:
    session, state = terminal
    players = "Bob:1000,Amy:500,Christopher:250"
    shoe = "10, 8, 9, 9, 6, 8, 8, 7, 10, 3"
    start(session, state, 80, 24, "blackjack", "--no-journal", "--players", players, "--shoe", shoe)
    screen_after(session, "blackjack>")
    type_in(session, "bet(Bob, 25)", "bet(Amy, 10)", "bet(Christopher, 5)", "deal()")
    type_in(session, "stand(Bob)", "split(Amy)", "stand(Amy)")
    lines = screen_after(session, " Amy h2 | 9 up | ")  # shortened to fit, the hand named
    bar = next(line for line in lines if "Amy" in line and "▸" in line)
    assert "[18 ▸11]" in bar and "Christopher" in bar and len(bar.rstrip()) <= 80


@needs_tmux
def test_the_coach_and_the_chart_at_the_screen_and_the_summary(terminal: tuple[str, Path]) -> None:
    session, state = terminal
    flags = ["--screen", "--no-journal", "--players", "Bob:100", "--coach", "yes"]
    start(session, state, 100, 40, "blackjack", *flags)
    screen_after(session, "╭─ dealer")
    type_in(session, "bet(Bob, 10)", "shoe(8, 10, 8, 7)", "deal()", "stand(Bob)")
    screen_after(session, "Coach: split, not stand, on a pair of 8s against a 10: $0.62")
    type_in(session, "chart")
    lines = screen_after(session, "Rp surrender (else split).")
    assert any(line.startswith("pair 8,8 ") for line in lines)
    type_in(session, "quit")
    lines = screen_after(session, "Session summary:")
    assert "  Coach: 0 of 1 decisions right (0%); $0.62 of expected value given up." in lines


@needs_tmux
def test_a_european_table_with_a_bot_at_the_screen(terminal: tuple[str, Path]) -> None:
    session, state = terminal
    flags = ["--screen", "--no-journal", "--players", "Bob:100", "--preset", "european"]
    start(session, state, 100, 40, "blackjack", *flags)
    screen_after(session, "╭─ dealer")
    type_in(session, "bot(Ann, 500)", "bet(Bob, 10)", "shoe(10, 9, K, 7, 6, 9)", "deal()")
    lines = screen_after(session, "Bob to play on 17.")
    assert any("│ K   (10 showing) " in line for line in lines)  # no hole card
    type_in(session, "stand(Bob)")
    lines = screen_after(session, "Ann (a bot): ")
    assert any(line.startswith("╭─ Ann  $") for line in lines)


@needs_tmux
def test_simulate_a_counter_at_a_terminal(terminal: tuple[str, Path]) -> None:
    session, state = terminal
    argv = ["simulate", "--game", "blackjack", "counter", "--hands", "300000", "--seed", "2"]
    start(session, state, 100, 30, *argv)
    lines = screen_after(session, "risk of ruin  ")
    assert any(line.startswith("counter: 300,000 rounds, seed 2 (Hi-Lo; ") for line in lines)
    assert any(line.startswith("N0            ") for line in lines)


@needs_tmux
def test_early_surrender_by_key_before_the_peek_at_the_screen(terminal: tuple[str, Path]) -> None:
    session, state = terminal
    flags = ["--screen", "--no-journal", "--players", "Bob:100", "--early-surrender", "yes"]
    start(session, state, 100, 40, "blackjack", *flags)
    screen_after(session, "╭─ dealer")
    type_in(session, "bet(Bob, 10)", "shoe(10, K, 6, A)", "deal()")
    lines = screen_after(session, "one key, then Enter:")
    rule = next(line for line in lines if "one key, then Enter:" in line)
    assert "u surrender" in rule
    type_in(session, "u")
    lines = screen_after(session, "The dealer turns over A: 21 blackjack.")
    assert "Bob surrenders: $5 back (rack $95)." in lines
    assert not any("The dealer peeks" in line for line in lines)
