"""The classic bug: the dealer draws to a hard 17 (10, 7) instead of standing."""

from blackjack_table import Bugs, main

main(Bugs(dealer_hits_hard_17=True))
