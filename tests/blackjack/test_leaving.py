"""A player gets up from the blackjack table (``removePlayer``): between hands, with the
rack and any bet not yet dealt; never with a hand or insurance in play. The chips they
take home still count, in play and in a saved table."""

from __future__ import annotations

import pytest

from crapsrepl.console.games import binding
from crapsrepl.games.blackjack.model import BlackjackError
from crapsrepl.games.blackjack.model.events import PlayerLeft
from tests.helpers import blackjack_conserved, blackjack_table, play


def test_a_player_leaves_between_hands_with_the_rack_and_an_undealt_bet() -> None:
    game = blackjack_table("", {"Bob": 10, "Al": 20})
    assert game.remove_player("bob") == [PlayerLeft("Bob", 1000)]
    assert game.players == ["Al"]
    assert blackjack_conserved(game)
    assert game.table.cashed_out == 1000


def test_a_hand_or_insurance_in_play_keeps_the_player_seated() -> None:
    game = blackjack_table("10 9 A 7 8", {"Bob": 10, "Al": 10})
    game.deal()  # the dealer shows an ace: insurance is offered
    game.take_insurance("Bob", 5)
    for name in ("Bob", "Al"):
        with pytest.raises(BlackjackError, match="has a hand in play: they may leave after"):
            game.remove_player(name)
    assert game.players == ["Bob", "Al"]
    assert blackjack_conserved(game)


def test_the_session_counts_what_a_leaving_player_took_and_a_saved_table_keeps_it() -> None:
    controller = binding("blackjack").new_controller(binding("blackjack").default_setup(), None)
    for line in ("addPlayer(Bob, 100)", "addPlayer(Al, 50)", "bet(Bob, 10)"):
        play(controller, line, "blackjack")
    assert play(controller, "leave Bob", "blackjack") == ["Bob leaves with $100."]
    assert "  Bob: started $100, left with $100 (+$0); biggest win $0; 0 hands" in (
        controller.summary()
    )
    document = controller.to_document()
    assert document["cashed_out"] == 200  # half-dollar chips: $100
    again = binding("blackjack").restore(document)
    assert again.players() == ["Al"]
    assert play(again, "removePlayer(Zed)", "blackjack") == [
        "error: no player named Zed",
    ]
