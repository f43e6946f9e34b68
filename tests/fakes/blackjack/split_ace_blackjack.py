"""The classic bug: a split ace and a ten counted as a natural, paid 3:2."""

from blackjack_table import Bugs, main

main(Bugs(split_ace_blackjack=True))
