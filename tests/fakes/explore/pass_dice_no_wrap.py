"""A student bug the fact library does not test: passDice() from the last seat keeps the dice
instead of going to the first.
"""

from student_game import Bugs, main

main(Bugs(pass_dice_no_wrap=True))
