from __future__ import annotations

import random

import pytest

from crapsrepl.games.blackjack.model import (
    AceCard,
    BlackjackError,
    Card,
    FaceCard,
    Hand,
    Rank,
    Suit,
    make_card,
    parse_card,
)
from crapsrepl.games.blackjack.model.cards import full_deck
from crapsrepl.games.blackjack.model.shoe import Shoe


def hand(text: str, **kw: bool) -> Hand:
    return Hand(bet=10, cards=[parse_card(c) for c in text.split()], **kw)


def test_card_classes_and_values() -> None:
    assert type(make_card(Rank.SEVEN)) is Card and make_card(Rank.SEVEN).value == 7
    for face in (Rank.JACK, Rank.QUEEN, Rank.KING):
        assert isinstance(make_card(face), FaceCard) and make_card(face).value == 10
    ace = make_card(Rank.ACE)
    assert isinstance(ace, AceCard) and ace.value == 1 and ace.is_ace


def test_only_an_ace_offers_insurance() -> None:
    offers = {rank: make_card(rank).offers_insurance for rank in Rank}
    assert offers == {rank: rank is Rank.ACE for rank in Rank}


@pytest.mark.parametrize(
    ("text", "label", "suit"),
    [
        ("A", "A", None),
        ("10h", "10h", Suit.HEARTS),
        ("ks", "Ks", Suit.SPADES),
        ("7C", "7c", Suit.CLUBS),
    ],
)
def test_parse_card(text: str, label: str, suit: Suit | None) -> None:
    card = parse_card(text)
    assert card.label == label and card.suit is suit


@pytest.mark.parametrize("text", ["1", "11", "X", "", "Ax", "s", "T"])
def test_parse_card_refuses(text: str) -> None:
    with pytest.raises(BlackjackError, match="a card is a rank 2-10"):
        parse_card(text)


def test_full_deck() -> None:
    deck = full_deck()
    assert len(deck) == 52 and len(set(deck)) == 52
    assert sum(c.value for c in deck) == 4 * (1 + 2 + 3 + 4 + 5 + 6 + 7 + 8 + 9 + 10 * 4)


@pytest.mark.parametrize(
    ("cards", "total", "soft", "text"),
    [
        ("A 6", 17, True, "17 soft"),
        ("A 6 10", 17, False, "17"),
        ("A A", 12, True, "12 soft"),
        ("A A 9", 21, True, "21 soft"),
        ("A K", 21, True, "21 blackjack"),
        ("K Q 5", 25, False, "25 bust"),
        ("9 7", 16, False, "16"),
        ("A 5 A 4", 21, True, "21 soft"),
    ],
)
def test_hand_totals(cards: str, total: int, soft: bool, text: str) -> None:
    h = hand(cards)
    assert (h.total, h.soft, h.describe()) == (total, soft, text)
    assert h.bust == (total > 21)


def test_blackjack_only_on_two_unsplit_cards() -> None:
    assert hand("A K").blackjack and hand("Q A").blackjack
    assert not hand("A K", from_split=True).blackjack
    assert hand("A K", from_split=True).describe() == "21 soft"
    assert not hand("7 7 7").blackjack


def test_pairs_are_same_rank() -> None:
    assert hand("8 8").pair and hand("A A").pair
    assert not hand("J Q").pair and not hand("8 8 8").pair


def test_shoe_sizes_and_cut_card() -> None:
    shoe = Shoe(6, 75, random.Random(1))
    assert shoe.size == 312 and shoe.cut_position == 234 and not shoe.past_cut
    for _ in range(234):
        shoe.draw()
    assert shoe.past_cut and shoe.remaining == 78


def test_shoe_is_deterministic_by_seed() -> None:
    a, b, c = (Shoe(2, 75, random.Random(s)) for s in (5, 5, 6))
    deal_a = [a.draw() for _ in range(50)]
    assert deal_a == [b.draw() for _ in range(50)]
    assert deal_a != [c.draw() for _ in range(50)]


def test_stacked_cards_come_first_and_take_nothing_from_the_shoe() -> None:
    plain, stacked = Shoe(1, 75, random.Random(3)), Shoe(1, 75, random.Random(3))
    stacked.stack([parse_card("A"), parse_card("K")])
    assert [c.label for c in (stacked.draw(), stacked.draw())] == ["A", "K"]
    assert [plain.draw() for _ in range(10)] == [stacked.draw() for _ in range(10)]


def test_an_emptied_shoe_reshuffles() -> None:
    shoe = Shoe(1, 75, random.Random(3))
    cards = [shoe.draw() for _ in range(60)]
    assert len(cards) == 60 and shoe.remaining == 44
