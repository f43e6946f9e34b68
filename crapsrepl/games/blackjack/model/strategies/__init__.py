"""Player strategies for the blackjack model, built on its public API only. Basic strategy
is worked out for each table's rules by ``crapsrepl.games.blackjack.analysis``."""

from .mimic import DealerMimic
from .simulate import DealerBusts, SimulationResult, dealer_bust_rates, simulate

__all__ = [
    "DealerBusts",
    "DealerMimic",
    "SimulationResult",
    "dealer_bust_rates",
    "simulate",
]
