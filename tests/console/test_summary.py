"""The summary a session at a terminal ends with: per player, what they came with and end
with, the biggest win, how much they played."""

from __future__ import annotations

from crapsrepl import Game
from crapsrepl.games.blackjack.console.controller import BlackjackController
from crapsrepl.games.craps.console.controller import CrapsController
from tests.helpers import blackjack_table


def test_craps_counts_rolls_shot_and_the_biggest_win_of_one_roll() -> None:
    controller = CrapsController(Game(seed=1))
    for line in [
        "addPlayer(Bob, 100)",
        "addPlayer(Ann, 50)",
        "placeLineBet(Bob, 10)",
        "roll(6)",
        "placeOddsBet(Bob, 6, 20)",
        "roll(6)",  # Bob wins $10 and $24 on one roll: a $34 win
        "removePlayer(Ann)",
    ]:
        assert not controller.execute(line).refused, line
    assert controller.summary() == [
        "Session summary:",
        "  Bob: started $100, ends with $134 (+$34); biggest win $34; 2 rolls shot",
        "  Ann: started $50, left with $50 (+$0); biggest win $0; 0 rolls shot",
    ]


def test_players_already_seated_start_from_their_rack_and_no_one_means_no_summary() -> None:
    game = Game(seed=1)
    game.add_player("Cy", 80)
    assert CrapsController(game).summary() == [
        "Session summary:",
        "  Cy: started $80, ends with $80 (+$0); biggest win $0; 0 rolls shot",
    ]
    assert CrapsController(Game(seed=1)).summary() == []


def test_blackjack_counts_hands_and_the_biggest_hand_won() -> None:
    controller = BlackjackController(blackjack_table("A 9 K 7", {}))
    for line in ["addPlayer(Bob, 100)", "bet(Bob, 10)", "deal()"]:
        assert not controller.execute(line).refused, line
    assert controller.summary() == [
        "Session summary:",
        "  Bob: started $100, ends with $115 (+$15); biggest win $15; 1 hand",
    ]


def test_chips_on_the_table_count_in_what_a_player_ends_with_and_the_line_says_so() -> None:
    """Quitting with $23 still on the table: the net counts them, and the line says where
    the chips are (the rack alone said -$31 for a player $1 up)."""
    controller = CrapsController(Game(seed=1))
    for line in [
        "addPlayer(Bob, 100)",
        "placeLineBet(Bob, 10)",
        "roll(6)",
        "placeOddsBet(Bob, 6, 10)",
        "placePlaceBet(Bob, 8, 12)",
        "placeFieldBet(Bob, 1)",
        "roll(4)",  # the field wins $1 and comes down; pass, odds and place 8 stay
    ]:
        assert not controller.execute(line).refused, line
    assert controller.summary() == [
        "Session summary:",
        "  Bob: started $100, ends with $69 in the rack and $32 on the table (+$1); "
        "biggest win $1; 2 rolls shot",
    ]


def test_a_blackjack_hand_in_play_counts_in_what_the_player_ends_with() -> None:
    controller = BlackjackController(blackjack_table("10 9 6 7", {}))
    for line in ["addPlayer(Bob, 100)", "bet(Bob, 10)", "deal()"]:  # Bob's 16 waits
        assert not controller.execute(line).refused, line
    assert controller.summary() == [
        "Session summary:",
        "  Bob: started $100, ends with $90 in the rack and $10 on the table (+$0); "
        "biggest win $0; 0 hands",
    ]


def test_a_resumed_table_with_bets_up_starts_from_rack_and_table_together() -> None:
    game = Game(seed=1)
    game.add_player("Cy", 80)
    game.place_bet("Cy", "pass", 10)
    assert CrapsController(game).summary() == [
        "Session summary:",
        "  Cy: started $80, ends with $70 in the rack and $10 on the table (+$0); "
        "biggest win $0; 0 rolls shot",
    ]
