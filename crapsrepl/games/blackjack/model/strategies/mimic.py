"""The chapter's first player: it plays the dealer's rule, hit 16 or less, stand on 17."""

from __future__ import annotations

from crapsrepl.games.blackjack.model import BlackjackPlayer


class DealerMimic(BlackjackPlayer):
    """Everything is inherited: the chapter's stub already answers as the dealer would.
    Named so a simulation can ask for it; its house edge is about 5.5%, far worse than
    the dealer's rule suggests, because the player busts first."""
