"""A student bug the fact library does not test: a come bet's first roll of 12 gives the bet
back instead of losing it.
"""

from student_game import Bugs, main

main(Bugs(come_12_pushes=True))
