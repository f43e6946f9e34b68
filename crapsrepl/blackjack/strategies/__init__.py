"""Player strategies for the blackjack model, built on its public API only."""

from .basic import BasicStrategy
from .mimic import DealerMimic
from .simulate import DealerBusts, SimulationResult, dealer_bust_rates, simulate

STRATEGIES = {"mimic": DealerMimic, "basic": BasicStrategy}

__all__ = [
    "STRATEGIES",
    "BasicStrategy",
    "DealerBusts",
    "DealerMimic",
    "SimulationResult",
    "dealer_bust_rates",
    "simulate",
]
