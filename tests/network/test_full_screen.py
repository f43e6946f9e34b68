"""The full-screen table over SSH (``screen on`` at a served table, ``serve --screen``):
each player's window emulated (pyte) and read row by row, as the player sees it."""

from __future__ import annotations

from pathlib import Path

from crapsrepl.terminal.remote import fronts

from .conftest import Keys, Player, ServeProcess, run, served
from .test_guards import children, seated

ON = "\x1b[?1049h"  # the alternate screen: what the full screen is drawn on
RULE = "── Tab completes · PageUp/PageDown scroll the log · screen off: the line mode ─"


def rule(columns: int) -> str:
    """The rule under the log, as wide as the window."""
    return RULE.ljust(columns, "─")


def test_screen_on_draws_the_table_and_the_others_bets_come_into_it(keys: Keys) -> None:
    async def scenario() -> None:
        async with served(keys) as table:
            bob = await Player.join(table.port, "Bob", keys, size=(100, 40))
            adam = await Player.join(table.port, "Adam", keys)
            await bob.play("sit 100", "Bob sits down with $100.")
            await adam.play("sit 100", "Adam sits down with $100.")

            bob.send("screen on")
            rows = await bob.shows("╭───", RULE, "Adam sits down with $100.")
            assert rows[1].startswith("│ point off ○   shooter Bob")
            assert rows[-1] == "craps>"
            assert "* Welcome to the craps table, Bob." in rows  # the log goes back to it

            bob.chan.write("fie")  # half a command, when Adam bets
            await adam.play("line 10", "Adam bets $10 on the pass line (rack $90).")
            rows = await bob.shows("Adam bets $10 on the pass line (rack $90).", "pass line  A10")
            assert rows[-1] == "craps> fie"
            assert any(row.startswith("Bob $100 ▁") and "  Adam $90 █" in row for row in rows)

            bob.send("ld 5")
            rows = await bob.shows("Bob bets $5 on the field (rack $95).", "│ field      B5")
            assert "craps> field 5" in rows and rows[-1] == "craps>"
            await adam.sees("Bob bets $5 on the field (rack $95).")
            assert ON not in adam.screen.text  # each connection has its own mode

            bob.resize(120, 45)
            rows = await bob.shows(rule(120))
            assert len(rows) == 45 and rows[-2] == rule(120)
            bob.send("screen off")
            rows = await bob.shows(" Bob | point off | shooter Bob | Bob $95  Adam $90")
            assert not any(row.startswith("╭") for row in rows)
            assert "Bob sits down with $100." in rows  # the line mode's window, as it was
            await bob.play("line 10", "Bob bets $10 on the pass line (rack $85).")
            await bob.shows("Bob bets $10 on the pass line (rack $85).")

    run(scenario)


def test_a_window_too_small_stays_in_the_line_mode_until_it_grows(keys: Keys) -> None:
    async def scenario() -> None:
        async with served(keys) as table:
            (adam,) = await seated(table.port, keys, "Adam")
            bob = await Player.join(table.port, "Bob", keys, size=(70, 24))
            bob.send("screen on")
            await bob.shows(  # one line, wrapped at spaces to the window
                "crapsrepl: the full-screen table needs 80x30; this terminal is 70x24:",
                "  going on in the line mode; the table comes back when the window is",
                "  that big.",
            )
            await bob.play("sit 100", "Bob sits down with $100.")
            assert ON not in bob.screen.text

            bob.chan.write("line")  # half typed when the window grows
            bob.resize(100, 40)
            rows = await bob.shows("╭───", RULE)
            assert rows[-1] == "craps> line"
            bob.send(" 10")
            await bob.shows("Bob bets $10 on the pass line (rack $90).", "pass line  B10")

            bob.resize(70, 24)
            rows = await bob.shows(" Bob | point off")
            assert any("needs 80x30; this terminal is 70x24:" in row for row in rows)
            await adam.play("field 5", "Adam bets $5 on the field")
            await bob.sees("Adam bets $5 on the field (rack $95).")  # printed, not drawn

    run(scenario)


def test_serve_screen_opens_it_for_each_player_and_keeps_their_choice(keys: Keys) -> None:
    async def scenario() -> None:
        async with served(keys, front=fronts(screen=True)) as table:
            bob = await Player.join(table.port, "Bob", keys, size=(100, 40), welcome=False)
            await bob.shows("╭───", "* Welcome to the craps table, Bob.", RULE)
            bob.send("screen off")
            await bob.shows(" Bob | point off")
            await bob.leave()
            again = await Player.join(table.port, "Bob", keys, size=(100, 40))
            await again.play("sit 100", "Bob sits down with $100.")
            assert ON not in again.screen.text  # Bob's screen off holds for Bob
            adam = await Player.join(table.port, "Adam", keys, size=(100, 40), welcome=False)
            await adam.shows(
                "╭───", "B Bob $100 (shooter)", "* Welcome to the craps table, Adam.", RULE
            )

    run(scenario)


def test_serve_takes_screen_as_an_option(keys: Keys) -> None:
    server = ServeProcess(
        [
            "--authorized-keys",
            str(keys.players),
            "--host-key",
            str(keys.host),
            "--port",
            "0",
            "--no-journal",
            "--screen",
        ]
    )

    async def scenario() -> None:
        ann = await Player.join(server.port, "Ann", keys, size=(90, 32), welcome=False)
        await ann.shows("╭───", "* Welcome to the craps table, Ann.")
        ann.send("sit 100")
        await ann.shows("Ann sits down with $100.", "Ann $100 ▁")

    try:
        run(scenario)
    finally:
        server.stop()
    assert "Traceback" not in server.text


def test_the_full_screens_ways_out_to_the_server_are_shut(keys: Keys) -> None:
    """At the full screen as at the prompt: Ctrl-Z, Meta-!, Ctrl-X Ctrl-E and Tab after a
    path start nothing, stop nothing and offer no file name."""

    async def scenario() -> None:
        async with served(keys) as table:
            before = children()
            bob = await Player.join(table.port, "Bob", keys, size=(100, 40))
            bob.send("screen on")
            await bob.shows("╭───", RULE)
            bob.chan.write("\x1a")  # Ctrl-Z
            bob.chan.write("\x1b!echo owned > /tmp/crapsrepl-owned\r")  # Meta-!
            bob.chan.write("\x18\x05")  # Ctrl-X Ctrl-E
            bob.chan.write("\x15load /et\t\t")  # Tab after a path
            rows = await bob.shows("craps> load /et")
            bob.chan.write("\x15")
            bob.send("sit 100")
            rows = await bob.shows("Bob sits down with $100.", "Bob $100")
            assert children() == before
            assert not Path("/tmp/crapsrepl-owned").exists()
            assert not any("etc/" in row for row in rows) and "etc/" not in bob.screen.text
            assert rows[1].startswith("│ point off ○   shooter Bob")

    run(scenario)


def test_a_flood_of_window_changes_is_laid_out_a_few_times(keys: Keys) -> None:
    """Each window change redraws the whole screen: a client sending them without end is
    laid out at most once every quarter of a second, and the others play on."""

    async def scenario() -> None:
        async with served(keys) as table:
            adam, ann = await seated(table.port, keys, "Adam", "Ann")
            bob = await Player.join(table.port, "Bob", keys, size=(100, 40))
            bob.send("screen on")
            await bob.shows("╭───", RULE)
            drawn = len(bob.screen.text)
            for count in range(400):
                bob.chan.change_terminal_size(100 + count % 20, 40)
            bob.resize(110, 42)
            await adam.play("line 10", "Adam bets $10 on the pass line (rack $90).")
            await ann.play("field 5", "Ann bets $5 on the field (rack $95).")
            await adam.sees("Ann bets $5 on the field (rack $95).")
            rows = await bob.shows(rule(110), "Ann bets $5 on the field (rack $95).")
            assert rows[-2] == rule(110) and len(rows) == 42
            repaints = bob.screen.text[drawn:].count("╭───")
            assert repaints < 40, f"{repaints} whole screens for 401 window changes"

    run(scenario)
