"""A student bug the fact library does not test: once the dice have been passed, come odds work
on the come-out.
"""

from student_game import Bugs, main

main(Bugs(come_odds_work_after_pass_dice=True))
