"""The classic bug: a natural paid 6:5 at a 3:2 table ($10 wins $12, not $15)."""

from blackjack_table import Bugs, main

main(Bugs(pays_6_to_5=True))
