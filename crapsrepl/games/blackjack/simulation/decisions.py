"""A strategy's answers as tables, asked of the strategy itself: the fast path plays the
same ``BlackjackPlayer`` the interactive table offers its choices to, never a second copy.

Each playing offer is asked once per (soft, total, dealer's up card) with a representative
hand, and the split offer once per pair rank; a strategy the fast path plays therefore
decides by the hand's total, its softness and, for splits, the pair's rank (``BasicStrategy``
and ``DealerMimic`` do; the differential tests hold the fast path to the interactive game
hand by hand). A strategy that takes insurance or even money is refused: both built-in
ones decline, so the fast path offers insurance and always sees it declined.
"""

from __future__ import annotations

from dataclasses import dataclass

from crapsrepl.games.blackjack.model import BlackjackPlayer, Card, Hand, Rank, make_card

SURRENDER, DOUBLE, HIT = 1, 2, 4  # bits of an ``act`` cell
TOTALS = 22  # totals 0..21 index the act table
UPS = 11  # dealer up-card values 1 (ace) .. 10 index the columns; 0 unused
RANKS = 14  # pair ranks 1 (ace) .. 13 (king) index the split table; 0 unused


@dataclass(frozen=True, slots=True)
class Decisions:
    """``act[(soft * TOTALS + total) * UPS + up]``: the bits of the offers the strategy
    takes on that hand; ``split[rank * UPS + up]``: 1 if it splits that pair, 2 if it
    splits it even where its total's cell surrenders (a pair of 8s against a 10)."""

    act: tuple[int, ...]
    split: tuple[int, ...]


def _card(value: int) -> Card:
    return make_card(Rank(value))


def _hand(total: int, soft: bool) -> Hand | None:
    """Two or three cards with this total and softness, or None if there is no such hand."""
    if soft and 12 <= total <= 21:
        cards = [_card(1), _card(total - 11)]  # A-A is soft 12, A-10 (a blackjack) soft 21
    elif not soft and 4 <= total <= 20:
        low = max(2, total - 10)
        cards = [_card(low), _card(total - low)]
    elif not soft and total == 21:
        cards = [_card(10), _card(9), _card(2)]
    else:
        return None
    hand = Hand(cards=cards)
    assert hand.total == total and hand.soft == soft, (total, soft, hand.cards)
    return hand


def tabulate(player: BlackjackPlayer) -> Decisions:
    act = [0] * (2 * TOTALS * UPS)
    split = [0] * (RANKS * UPS)
    for up_value in range(1, UPS):
        up = _card(up_value)
        for soft in (False, True):
            for total in range(TOTALS):
                hand = _hand(total, soft)
                if hand is None:
                    continue
                bits = SURRENDER * player.surrender(hand, up)
                bits |= DOUBLE * player.double_down(hand, up) | HIT * player.hit(hand, up)
                act[(soft * TOTALS + total) * UPS + up_value] = bits
                if player.insurance(hand, up) or player.even_money(hand, up):
                    raise NotImplementedError(
                        "the fast path plays strategies that decline insurance"
                    )
        for rank in Rank:
            pair = Hand(cards=[make_card(rank), make_card(rank)])
            splits = player.split(pair, up)
            cell = act[(pair.soft * TOTALS + pair.total) * UPS + up_value]
            keeps = splits and cell & SURRENDER and not player.surrender(pair, up)
            split[rank * UPS + up_value] = 2 if keeps else int(splits)
    return Decisions(tuple(act), tuple(split))
