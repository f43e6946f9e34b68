"""An independent, exact calculation of the dealer's bust probability by up card for a
fresh shoe (only the up card removed), by recursion over the remaining cards. It shares
no code with the model; its one-deck figures are checked against a published table."""

from __future__ import annotations

from functools import cache


def bust_probability(decks: int, up: int, hits_soft_17: bool = False) -> float:
    """``up`` is 1 (ace) to 10; a dealer blackjack counts as not busting (no peek)."""
    counts = [4 * decks] * 9 + [16 * decks]
    counts[up - 1] -= 1

    @cache
    def bust(remaining: tuple[int, ...], hard: int, ace: bool) -> float:
        soft = ace and hard + 10 <= 21
        total = hard + 10 if soft else hard
        if total > 21:
            return 1.0
        if total > 17 or (total == 17 and not (soft and hits_soft_17)):
            return 0.0
        left = sum(remaining)
        probability = 0.0
        for index, count in enumerate(remaining):
            if count:
                after = remaining[:index] + (count - 1,) + remaining[index + 1 :]
                probability += count / left * bust(after, hard + index + 1, ace or index == 0)
        return probability

    return bust(tuple(counts), up, up == 1)
