"""A correct blackjack program in its own wording: no prompt, no echo, plain print()."""

from blackjack_table import Bugs, main

main(Bugs())
