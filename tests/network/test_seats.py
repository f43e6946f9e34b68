"""Seats outlive connections: a player who goes keeps their seat, rack and bets for the
grace time and finds them on coming back; after it the seat is cleared, the chips counted
in the summary. And who a line is for, when a player leaves their own name out."""

from __future__ import annotations

import io
import json
from collections import deque
from pathlib import Path

import pytest

from crapsrepl.console.command_table import AnyTable
from crapsrepl.console.games import binding
from crapsrepl.console.parser import parse
from crapsrepl.console.specs import Arg
from crapsrepl.network.host import HELP, HostConsole
from crapsrepl.network.limits import Bucket, Limits
from crapsrepl.network.link import Link, Role
from crapsrepl.network.seats import Claims, Refused, call_line, for_player
from crapsrepl.network.table import SharedTable

from .conftest import Keys, Player, run, served

CRAPS: AnyTable = binding("craps").commands


def mine(line: str, me: str = "Bob", seated: tuple[str, ...] = ("Bob", "Adam")) -> str:
    parsed = parse(line)
    return for_player(line, parsed, CRAPS.lookup(parsed.name), me, seated)


@pytest.mark.parametrize(
    ("line", "played"),
    [
        ("placeLineBet(10)", "placeLineBet(Bob, 10)"),
        ("line 10", "line(Bob, 10)"),
        ("placeLineBet(bob, 10)", "placeLineBet(bob, 10)"),
        ("placeOddsBet(6, 20)", "placeOddsBet(Bob, 6, 20)"),
        ("addPlayer(100)", "addPlayer(Bob, 100)"),
        ("chips()", "chips(Bob)"),
        ("bets(Adam)", "bets(Adam)"),  # looking at another's bets is anyone's
        ("roll(7)", "roll(7)"),  # no player: the shooter's, checked by turn
        ("takeDown(place, 6)", "takeDown(Bob, place, 6)"),
    ],
)
def test_a_line_is_for_the_connections_own_player(line: str, played: str) -> None:
    assert mine(line) == played


@pytest.mark.parametrize(
    "line", ["placeLineBet(Adam, 10)", "addPlayer(Zed, 100)", "removePlayer(Adam)", "leave Adam"]
)
def test_a_change_for_another_player_is_refused(line: str) -> None:
    with pytest.raises(Refused, match="you play as Bob, not as"):
        mine(line)


def test_a_word_that_cannot_be_passed_on_is_refused_and_others_are_quoted() -> None:
    assert call_line("save", ("my table.json",)) == 'save("my table.json")'
    assert call_line("say", ('he said "hi"',)) == "say('he said \"hi\"')"
    with pytest.raises(Refused):
        call_line("say", ("both ' and \"",))


def test_a_name_belongs_to_the_first_key_and_survives_in_notes() -> None:
    kept: list[tuple[str, str]] = []
    claims = Claims(lambda name, key: kept.append((name, key)))
    assert claims.claim("Bob", "SHA256:a") and claims.claim("bob", "SHA256:a")
    assert not claims.claim("BOB", "SHA256:b")
    assert kept == [("Bob", "SHA256:a")]
    again = Claims(lambda name, key: None)
    for note in ({"claim": "Bob", "key": "SHA256:a"}, {"claim": "x;rm", "key": "k"}, "junk"):
        again.restore(note)
    assert again.owners == {"bob": "SHA256:a"}


def test_the_bucket_saves_up_to_its_burst_and_refills_at_its_rate() -> None:
    now = [0.0]
    bucket = Bucket(2, 3, clock=lambda: now[0])
    assert [bucket.take() for _ in range(4)] == [True, True, True, False]
    now[0] = 1.0
    assert [bucket.take() for _ in range(3)] == [True, True, False]
    assert bucket.spend(4) == pytest.approx(2.0)


def test_a_player_who_goes_finds_seat_rack_and_bets_on_coming_back(keys: Keys) -> None:
    async def scenario() -> None:
        async with served(keys) as table:
            bob = await Player.join(table.port, "Bob", keys)
            adam = await Player.join(table.port, "Adam", keys)
            await bob.play("sit 100", "Bob sits down with $100.")
            await adam.play("sit 100", "Adam sits down with $100.")
            await bob.play("line 10", "Bob bets $10 on the pass line (rack $90).")
            await bob.play("roll(5)", "The point is 5.")
            await bob.leave()
            await adam.sees("Bob has gone; the seat and its bets wait 300 s for them.")
            await adam.play("roll", "error: roll is for Bob now, not for you")
            bob = await Player.join(table.port, "Bob", keys)
            await bob.sees("You have your seat with $90 in the rack")
            await bob.sees("It is your turn, Bob.")
            await adam.sees("Bob is back.")
            await bob.play("bets", "Bob: pass 5 $10")
            await bob.play("roll(5)", "Bob wins $10 on the pass line (rack $110).")
            await adam.sees("Bob wins $10 on the pass line (rack $110).")

    run(scenario)


def test_after_the_grace_a_gone_shooters_hand_is_played_out_and_the_seat_cleared(
    keys: Keys, tmp_path: Path
) -> None:
    async def scenario() -> None:
        limits = Limits(grace=0.2)
        async with served(keys, options=[("seed", "5")], limits=limits) as table:
            bob = await Player.join(table.port, "Bob", keys)
            adam = await Player.join(table.port, "Adam", keys)
            await bob.play("sit 100", "Bob sits down with $100.")
            await adam.play("sit 100", "Adam sits down with $100.")
            await bob.play("line 10", "Bob bets $10 on the pass line")
            await adam.play("line 5", "Adam bets $5 on the pass line")
            await bob.play("roll(4)", "The point is 4.")
            await bob.leave()
            await adam.sees("Bob has gone; the seat and its bets wait 0.2 s for them.")
            await adam.sees(
                "Bob has not come back: the seat is cleared as soon as the game allows."
            )
            await adam.sees("Bob has gone: the table plays roll().")
            await adam.sees("Adam has the dice.")  # the point made, the dice pass between rounds
            await adam.sees("Bob leaves with $110.")
            await adam.sees("Bob's seat is cleared.")
            assert table.table.controller.players() == ["Adam"]
            summary = "\n".join(table.table.controller.summary())
            assert "Bob: started $100, left with $110 (+$10)" in summary

    run(scenario)


def test_the_host_sends_a_player_away_and_the_names_claimed_are_journaled(
    keys: Keys, tmp_path: Path
) -> None:
    async def scenario() -> None:
        journal = tmp_path / "table.jsonl"
        async with served(keys, journal=journal) as table:
            bob = await Player.join(table.port, "Bob", keys)
            adam = await Player.join(table.port, "Adam", keys)
            await bob.play("sit 100", "Bob sits down with $100.")
            await adam.play("sit 100", "Adam sits down with $100.")
            assert table.table.kick("bob")
            assert "crapsrepl: the host has removed you from the table" in await bob.ended()
            await adam.sees("Bob leaves with $100.")
            await adam.sees("Bob's seat is cleared.")
            assert not table.table.kick("Nobody")
        entries = [json.loads(line) for line in journal.read_text().splitlines()]
        notes = [entry["note"] for entry in entries if "note" in entry]
        assert [note["claim"] for note in notes] == ["Bob", "Adam"]
        assert all(note["key"].startswith("SHA256:") for note in notes)
        assert {"command": "removePlayer(Bob)"} in entries

    run(scenario)


def test_every_command_spec_of_every_game_names_at_most_one_player() -> None:
    """``player_index`` takes the first PLAYER parameter: a command with two would let a
    player act for another through the second."""
    for name in ("craps", "blackjack"):
        for spec in binding(name).commands.specs:
            assert sum(param.kind is Arg.PLAYER for param in spec.params) <= 1, spec.name


def test_after_the_grace_a_gone_blackjack_players_hand_stands_and_the_seat_clears(
    keys: Keys,
) -> None:
    async def scenario() -> None:
        async with served(keys, game="blackjack", limits=Limits(grace=0.2)) as table:
            bob = await Player.join(table.port, "Bob", keys)
            adam = await Player.join(table.port, "Adam", keys)
            await bob.play("sit 100", "Bob sits down with $100.")
            await adam.play("sit 100", "Adam sits down with $100.")
            await bob.play("bet 10", "Bob bets $10")
            await adam.play("bet 10", "Adam bets $10")
            table.table.submit(table.table.host, "shoe(10, 9, 5, 7, 8, 10, 2, 10)")
            await bob.play("deal", "Bob to play on 17.")
            await bob.leave()
            await adam.sees("Bob has gone: the table plays stand(Bob).")
            await adam.play("stand", "Adam stands on 17.")
            await adam.sees("Bob leaves with $")
            await adam.sees("Bob's seat is cleared.")
            assert table.table.controller.players() == ["Adam"]

    run(scenario)


def table_of(game: str = "craps") -> SharedTable:
    chosen = binding(game)
    return SharedTable(chosen, chosen.new_controller(chosen.default_setup(), None), None, Limits())


def test_a_connection_with_too_much_waiting_to_be_shown_is_let_go() -> None:
    link = Link("Bob", "SHA256:a", Role.PLAYER, Limits(pending_deliveries=2))
    why: list[str] = []
    link.close = why.append
    link.deliver(["one", "two"])
    assert not link.closed
    link.deliver(["three"])
    assert link.closed and link.outbox == deque()
    assert why == ["too much output waiting to be shown: is the connection reading?"]
    link.deliver(["four"])  # nothing more is kept for it
    assert link.outbox == deque()


def test_nobody_joins_a_closed_table() -> None:
    async def scenario() -> None:
        table = table_of()
        table.close()
        with pytest.raises(Refused, match="the table is closed"):
            table.join("Bob", "SHA256:a", Role.PLAYER)

    run(scenario)


def test_the_hosts_commands_and_their_refusals() -> None:
    async def scenario() -> None:
        table = table_of()
        out = io.StringIO()
        console = HostConsole(table, out)
        table.host.sink = console.show
        for line in ("/kick Nobody", "/who", "addPlayer(Zed, 50)", "/say hi", "/kick", "/close"):
            console.line(line)
        console.close()
        assert out.getvalue().splitlines() == [
            "* nobody named Nobody is connected or seated",
            "* nobody is connected",
            "Zed sits down with $50.",
            "Zed has the dice.",
            "* host: hi",
            *(f"* {line}" for line in HELP),
            "* The table is closing: the host has closed the table.",
        ]
        assert table.closed.is_set()

    run(scenario)
