"""The full-screen table over SSH (``screen on`` at a served table, ``serve --screen``):
each player's window emulated (pyte) and read row by row, as the player sees it."""

from __future__ import annotations

import asyncio
from dataclasses import replace
from pathlib import Path

from crapsrepl.terminal.remote import fronts

from .conftest import Keys, Player, Screen, ServeProcess, connect, run, served
from .test_guards import FAST_KEYS, children, seated

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


def test_blackjack_at_the_full_screen_plays_one_key_on_the_players_own_turn(keys: Keys) -> None:
    async def scenario() -> None:
        async with served(keys, game="blackjack", options=[("seed", "4")]) as table:
            bob = await Player.join(table.port, "Bob", keys, size=(100, 40))
            adam = await Player.join(table.port, "Adam", keys, size=(100, 40))
            for player in (bob, adam):
                player.send("screen on")
                await player.shows("╭─ dealer", "blackjack>")
                player.send("sit 100")
                await player.shows(f"{player.name} sits down with $100.")
                player.send("bet 10")
                await player.shows(f"{player.name} bets $10 (rack $90).")
            table.table.submit(table.table.host, "shoe(10, 9, 5, 7, 8, 10, 2, 10)")
            adam.send("deal")
            await bob.shows("Bob to play on 17.", "* It is your turn, Bob.")
            bob.chan.write("h")
            await bob.shows(" Enter plays hit(Bob) ")
            adam.chan.write("h")  # not Adam's turn: the key is only a key
            rows = await adam.shows("blackjack> h")
            assert not any("Enter plays" in row for row in rows)
            bob.send("")
            rows = await bob.shows("Bob gets 2: 19.", "blackjack> hit(Bob)")
            await adam.shows("Bob gets 2: 19.")
            adam.send("")  # h alone is help's short name
            await adam.shows("Type help <command> for one command.")

    run(scenario)


def test_the_rate_and_a_lines_length_are_held_at_the_full_screen(keys: Keys) -> None:
    async def scenario() -> None:
        # Twelve at once (the long line, her seat, ten bets), then one every hundred
        # seconds: past the rate whatever the pace of the machine.
        slow = replace(FAST_KEYS, commands_per_second=0.01, command_burst=12)
        async with served(keys, forced=False, limits=slow) as table:
            (bob,) = await seated(table.port, keys, "Bob")
            eve = await Player.join(table.port, "Eve", keys, size=(100, 40))
            eve.send("screen on")
            await eve.shows("╭───", RULE)
            eve.send("x" * 3000)
            await eve.shows("error: the line is too long (more than 1000 characters)")
            eve.send("sit 100")
            eve.chan.write("field 1\r" * 30 + "rules\r")  # rules: the flood's last line
            await eve.shows(
                "│ field      E10",
                "Eve $90 ",
                "error: too many commands: at most 0.01 a second; wait a moment",
            )
            # Her keys arrive at their own pace: all of them in before Bob plays, or her
            # refusals would scroll his line off her log.
            await eve.shows("craps> rules")
            await bob.play("line 10", "Bob bets $10 on the pass line (rack $90).")
            await eve.shows("Bob bets $10 on the pass line (rack $90).", "│ field      E10")
            assert table.table.controller.racks() == {"Bob": 90, "Eve": 90}

    run(scenario)


def test_a_full_screen_that_never_reads_is_dropped_and_the_others_play_on(keys: Keys) -> None:
    async def scenario() -> None:
        limits = replace(
            FAST_KEYS, output_buffer=16384, commands_per_second=1000, command_burst=1000
        )
        async with served(keys, limits=limits) as table:
            bob, adam = await seated(table.port, keys, "Bob", "Adam")
            zed = await Player.join(table.port, "Zed", keys, size=(100, 40), window=512)
            zed.send("screen on")
            await zed.shows("╭───", RULE)
            zed.chan.pause_reading()  # it reads nothing more
            for _ in range(40):  # spread out, so the screen is redrawn many times over
                bob.chan.write("line 1\rfield 1\rroll\r")
                await asyncio.sleep(0.05)
            await table.host_saw("Zed (127.0.0.1) let go: its output is not being read")
            await adam.sees("Zed has left.")
            await adam.play("field 5", "Adam bets $5 on the field")
            assert [link.name for link in table.table.links] == ["Bob", "Adam"]

    run(scenario)


def test_a_window_claimed_huge_is_laid_out_at_300x100(keys: Keys) -> None:
    """A pty request may claim any size: the server lays out at most 300 columns by 100
    rows (a bigger window shows the screen in its top-left corner), so a claim of 100,000
    by 100,000 costs what a big window costs, and the others play on."""

    async def scenario() -> None:
        async with served(keys) as table:
            (adam,) = await seated(table.port, keys, "Adam")
            bob = await Player.join(table.port, "Bob", keys, size=(400, 120))
            bob.send("screen on")
            rows = await bob.shows(rule(300))
            assert rows.index(rule(300)) == 98 and rows[99] == "craps>"
            assert rows[100:] == [""] * 20
            conn = await connect(table.port, "Eve", keys, "Eve")
            chan, eve = await conn.create_session(
                Screen, term_type="xterm", term_size=(100_000, 100_000)
            )
            assert isinstance(eve, Screen)
            chan.write("screen on\r")
            await adam.play("field 5", "Adam bets $5 on the field (rack $95).")
            chan.change_terminal_size(200_000, 200_000)
            await adam.play("field 5", "Adam adds $5 on the field, now $10 (rack $90).")
            await bob.shows("Adam adds $5 on the field, now $10 (rack $90).")
            chan.write("sit 100\r")
            await adam.sees("Eve sits down with $100.")
            assert "╭───" in eve.text and "Eve sits down with $100." in eve.text
            conn.close()

    run(scenario)


def test_the_session_ends_from_the_full_screen_as_from_the_prompt(keys: Keys) -> None:
    """quit at the full screen ends the connection, the seat waiting as for any player who
    has gone; the table closing shows its summary in the window the player is left with."""

    async def scenario() -> None:
        async with served(keys) as table:
            (adam,) = await seated(table.port, keys, "Adam")
            bob = await Player.join(table.port, "Bob", keys, size=(100, 40))
            bob.send("sit 100")
            bob.send("screen on")
            await bob.shows("╭───", "Bob sits down with $100.")
            bob.send("quit")
            await adam.sees("Bob has gone; the seat and its bets wait 300 s for them.")
            await bob.ended()
            ann = await Player.join(table.port, "Ann", keys, size=(100, 40))
            ann.send("screen on")
            await ann.shows("╭───", RULE)
            table.table.close()
            rows = await ann.shows(
                "* The table is closing: the host has closed the table.",
                "*   Adam: started $100, ends with $100 (+$0)",
                "crapsrepl: the host has closed the table",
            )
            assert not any(row.startswith("╭") for row in rows)

    run(scenario)
