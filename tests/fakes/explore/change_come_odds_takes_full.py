"""A student bug the fact library does not test: changeOddsBet on a come bet takes the whole new
amount again.
"""

from student_game import Bugs, main

main(Bugs(change_come_odds_takes_full=True))
