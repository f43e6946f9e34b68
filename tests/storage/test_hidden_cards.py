"""What the table hides stays hidden: no saved blackjack table or journal shows a card
before it is shown (the shoe's unseen order, the dealer's face-down card: those are kept
only sealed), and loading one gives the same table to everyone at it."""

from __future__ import annotations

import json
import pickle
import random
from pathlib import Path

import pytest

from crapsrepl.games.blackjack.console import persistence
from crapsrepl.games.blackjack.console.controller import BlackjackController
from crapsrepl.games.blackjack.model import BlackjackGame, Phase, TableRules, parse_card
from tests.helpers import blackjack_conserved, run_crapsrepl


def seated(seed: int | None, *, decks: int = 6) -> BlackjackGame:
    game = BlackjackGame(seed=seed, rules=TableRules(decks=decks, late_surrender=True))
    for name in ("Bob", "Al"):
        game.add_player(name, 500)
    return game


def moments(seed: int | None) -> list[tuple[str, BlackjackGame]]:
    """A table at every moment of a round: betting after a round, the insurance offer,
    a hand in play before and after the dealer's peek."""
    out: list[tuple[str, BlackjackGame]] = []
    game = seated(seed)
    game.bet("Bob", 10)
    game.bet("Al", 10)
    out.append(("bets down", pickle.loads(pickle.dumps(game))))
    for up in ("As", "Kh", "9s"):
        table = pickle.loads(pickle.dumps(game))
        table.stack([parse_card(c) for c in ("5h", "9c", up, "8c", "6d")])
        table.deal()  # the hole card comes from the shuffled shoe, not the stack
        out.append((f"{up} up, {table.phase.value}", table))
    played = pickle.loads(pickle.dumps(game))
    played.stack([parse_card(c) for c in ("5h", "9c", "7s", "8c", "6d")])
    played.deal()
    played.stand("Bob")
    played.stand("Al")
    out.append(("round over", played))
    return out


def unseen_shuffled(game: BlackjackGame, rng: random.Random) -> BlackjackGame:
    """The same table with what nobody has seen dealt otherwise: the shoe's unseen cards
    in another order and, while it is face down, another card in the hole."""
    other: BlackjackGame = pickle.loads(pickle.dumps(game))
    shoe = other.shoe
    rest = shoe.unseen
    rng.shuffle(rest)
    if len(other.dealer.cards) > 1 and not other.hole_shown:
        hole = other.dealer.cards[1]
        swap = next(i for i, c in enumerate(rest) if c.rank != hole.rank and c.value != 10)
        other.dealer.cards[1], rest[swap] = rest[swap], hole
        assert other.hole_at is not None
        dealt = shoe.dealt
        dealt[other.hole_at[1]] = other.dealer.cards[1]
        shoe.restore(dealt + rest, len(dealt), list(shoe.stacked))
    else:
        shoe.restore(shoe.dealt + rest, shoe.position, list(shoe.stacked))
    return other


@pytest.mark.parametrize("seed", [None, 11])
def test_no_saved_table_depends_on_a_card_nobody_has_seen(seed: int | None) -> None:
    """Two tables alike in all that has been shown, different in every unseen card, save
    to the same document but for its seal: the file's readable part cannot tell anyone
    what is coming, and the seal shows no card."""
    rng = random.Random(5)
    for moment, game in moments(seed):
        other = unseen_shuffled(game, rng)
        assert other.shoe.unseen != game.shoe.unseen, moment
        mine, theirs = persistence.to_document(game), persistence.to_document(other)
        assert mine.pop("sealed") != theirs.pop("sealed"), moment
        assert mine == theirs, moment


def test_the_hole_card_is_written_face_down_and_the_shoe_is_not_written() -> None:
    _, game = moments(None)[1]
    assert game.phase is Phase.INSURANCE
    doc = persistence.to_document(game)
    assert doc["dealer"] == ["As", "??"]
    shoe = doc["shoe"]
    assert isinstance(shoe, dict) and set(shoe) == {"dealt", "stacked"}
    assert shoe["dealt"] == ["??"]  # five cards were stacked: the hole is the shoe's first
    assert "rng" not in doc  # an unseeded table keeps no generator: nothing to compute from


@pytest.mark.parametrize("seed", [None, 11])
def test_a_loaded_table_is_the_same_table_to_everyone_at_it(
    tmp_path: Path, seed: int | None
) -> None:
    for moment, game in moments(seed):
        saved = BlackjackController(game)
        path = tmp_path / "t.json"
        assert not saved.execute(f"save {path}").refused, moment
        loaded = BlackjackController(persistence.load(path))
        for view in ("status", "table", "dealer()", "hand(Bob)", "chips(Al)"):
            assert loaded.execute(view) == saved.execute(view), (moment, view)
        assert loaded.game.shoe.remaining == game.shoe.remaining, moment
        again, saved_doc = persistence.to_document(loaded.game), persistence.to_document(game)
        again.pop("rng", None)  # a seeded table's generator has shuffled the unseen cards
        saved_doc.pop("rng", None)
        assert again == saved_doc, moment
        for line in ("stand(Bob)", "stand(Al)", "bet(Bob, 10)", "deal()", "stand(Bob)"):
            loaded.execute(line)
        assert blackjack_conserved(loaded.game), moment


def test_after_the_peek_the_hole_card_dealt_on_load_is_never_a_blackjack(tmp_path: Path) -> None:
    """Under a ten the dealer has looked and found no blackjack: a loaded table deals its
    hole card from the cards that keep it so."""
    game = seated(None)
    game.bet("Bob", 10)
    game.bet("Al", 10)
    # the hole is stacked too: a shuffled one is an ace one time in thirteen, and the round ends
    game.stack([parse_card(c) for c in ("5h", "9c", "Kh", "8c", "6d", "7s")])
    game.deal()
    assert game.phase is Phase.PLAYING and game.dealer.cards[0].value == 10
    path = tmp_path / "t.json"
    persistence.save(game, path)
    for _ in range(300):
        loaded = persistence.load(path)
        assert not loaded.dealer.blackjack
        assert loaded.dealer.cards[0].label == "Kh"


def test_a_seeded_table_loads_the_same_way_every_time(tmp_path: Path) -> None:
    _, game = moments(11)[3]
    path = tmp_path / "t.json"
    persistence.save(game, path)
    first, second = (
        BlackjackController(persistence.load(path)),
        BlackjackController(persistence.load(path)),
    )
    for line in ("stand(Bob)", "hit(Al)", "stand(Al)", "bet(Bob, 10)", "deal()", "status"):
        assert first.execute(line) == second.execute(line), line


def test_the_journal_of_a_session_holds_no_card_before_it_is_shown(tmp_path: Path) -> None:
    """The journal keeps the table it started on (its shoe sealed) and the commands: the
    deal is replayed from the sealed shoe, never written out card by card."""
    journal = tmp_path / "j.jsonl"
    script = "addPlayer(Bob, 100)\nbet(Bob, 10)\nshoe(5h, 9s)\ndeal()\nstatus\n"
    played = run_crapsrepl("blackjack", "--seed", "3", "--journal", str(journal), stdin=script)
    lines = [json.loads(line) for line in journal.read_text().splitlines()]
    assert [line.get("command") for line in lines[1:]] == [
        "addPlayer(Bob, 100)",
        "bet(Bob, 10)",
        "shoe(5h, 9s)",
        "deal()",
    ]
    table = lines[0]["table"]
    assert set(table["shoe"]) == {"dealt", "stacked"} and "rng" not in table
    assert table["shoe"]["dealt"] == [] and table["dealer"] == []
    resumed = run_crapsrepl("--resume", str(journal), stdin="status\n")
    assert resumed.returncode == 0, resumed.stderr
    status = "blackjack> status\n"
    assert resumed.stdout.split(status)[1] == played.stdout.split(status)[1]
