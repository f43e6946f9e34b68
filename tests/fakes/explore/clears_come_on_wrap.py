"""A student bug the fact library does not test: come bets on numbers are cleared when the dice
go round to the first seat.
"""

from student_game import Bugs, main

main(Bugs(clears_come_on_wrap=True))
