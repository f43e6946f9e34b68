"""Whole sessions at one table, each player at their own terminal through a real SSH
client: what every player sees, what is refused, and to whom."""

from __future__ import annotations

from crapsrepl.network.limits import Limits

from .conftest import Keys, Player, run, served


def test_a_craps_table_of_three_players_sees_every_bet_refusal_and_shooter(keys: Keys) -> None:
    async def scenario() -> None:
        async with served(keys) as table:
            bob = await Player.join(table.port, "Bob", keys)
            await bob.sees("You are watching: addPlayer(100) sits you down")
            adam = await Player.join(table.port, "Adam", keys)
            ann = await Player.join(table.port, "Ann", keys)
            await bob.sees("Adam joins the table (watching).")

            await bob.play("addPlayer(100)", "Bob sits down with $100.", "It is your turn, Bob.")
            for other in (adam, ann):
                await other.sees("Bob sits down with $100.")
            await adam.play("sit Adam 100", "Adam sits down with $100.")
            await bob.sees("Adam sits down with $100.")
            await bob.sees(" Bob | point off | shooter Bob | Bob $100  Adam $100")  # its bar

            await bob.play("placeLineBet(10)", "Bob bets $10 on the pass line (rack $90).")
            await adam.sees("Bob bets $10 on the pass line (rack $90).")
            await ann.sees("Bob bets $10 on the pass line (rack $90).")

            await adam.play(
                "placeLineBet(Bob, 5)",
                "error: you play as Adam, not as Bob: each player gives their own commands",
            )
            await adam.play("roll(7)", "error: roll is for Bob now, not for you")
            await ann.play("placeLineBet(10)", "error: you are not seated: addPlayer(Ann, 100)")
            await ann.play("bets(Bob)", "Bob: pass $10")  # looking is anyone's

            await bob.play("roll(4)", "Bob rolls 1 + 3 = 4.", "The point is 4.")
            await adam.play("come 10", "Adam bets $10 on the come line (rack $90).")
            await bob.play("roll(7)", "seven-out", "Adam has the dice.")
            await adam.sees("Adam wins $10 on the come line (rack $110).")
            await adam.sees("It is your turn, Adam.")
            await bob.play("roll", "error: roll is for Adam now, not for you")
            await adam.play("placeLineBet(20)", "Adam bets $20 on the pass line (rack $90).")
            await adam.play("roll(11)", "Adam rolls 5 + 6 = 11: eleven.", "Adam wins $20")
            await ann.sees("Adam wins $20 on the pass line (rack $130).")

            # Refusals went to the one who typed them, and changed nothing.
            await bob.play("status", "Point off. Shooter: Adam.")
            for refused in ("you play as Adam", "roll is for Bob now", "you are not seated"):
                assert not bob.saw(refused)
            assert table.table.controller.racks() == {"Bob": 90, "Adam": 130}
            await table.host_saw("Adam wins $20 on the pass line (rack $130).")

    run(scenario)


def test_a_blackjack_table_tells_the_player_to_act_and_refuses_the_others(keys: Keys) -> None:
    async def scenario() -> None:
        async with served(keys, game="blackjack", options=[("seed", "4")]) as table:
            bob = await Player.join(table.port, "Bob", keys)
            adam = await Player.join(table.port, "Adam", keys)
            await bob.play("addPlayer(100)", "Bob sits down with $100.")
            await adam.play("addPlayer(100)", "Adam sits down with $100.")
            await bob.play("bet 10", "Bob bets $10 (rack $90).")
            await adam.play("bet(Adam, 10)", "Adam bets $10 (rack $90).")
            await adam.play("shoe(A, K)", "error: shoe is the host's to give at a shared table")
            table.table.submit(table.table.host, "shoe(10, 9, 5, 7, 8, 10, 2, 10)")
            await adam.play("deal", "Bob gets 10: 10.", "Bob to play on 17.")
            await bob.sees("It is your turn, Bob.")
            await adam.play("stand", "error: it is Bob's turn, not Adam's")
            await adam.play("hit(Bob)", "error: you play as Adam, not as Bob")
            await bob.play("hint", "Bob: stand")
            await bob.play("hit", "Bob gets 2: 19.")
            await bob.play("stand", "Bob stands on 19.", "Adam to play on 17.")
            await adam.sees("It is your turn, Adam.")
            await adam.play("stand", "Adam stands on 17.")
            await bob.sees("Adam stands on 17.")
            await bob.sees("Bob wins")
            await adam.sees("Adam")

    run(scenario)


def test_a_turn_timer_plays_for_the_player_whose_time_is_up(keys: Keys) -> None:
    async def scenario() -> None:
        async with served(keys, game="blackjack", limits=Limits(turn_time=0.3)) as table:
            bob = await Player.join(table.port, "Bob", keys)
            adam = await Player.join(table.port, "Adam", keys)
            await bob.play("sit 100", "Bob sits down with $100.")
            await adam.play("sit 100", "Adam sits down with $100.")
            await bob.play("bet 10", "Bob bets $10")
            await adam.play("bet 10", "Adam bets $10")
            table.table.submit(table.table.host, "shoe(10, 9, 5, 7, 8, 10, 2, 10)")
            await bob.play("deal", "Bob to play on 17.")
            await adam.sees("Bob's time is up: the table plays stand(Bob).")
            await adam.sees("Bob stands on 17.")
            await adam.sees("Adam's time is up: the table plays stand(Adam).")
            await bob.sees("Adam stands on 17.")

    run(scenario)
