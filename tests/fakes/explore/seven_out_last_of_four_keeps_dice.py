"""A student bug the fact library does not test: with four players, a seven-out from the last
seat keeps the dice there.
"""

from student_game import Bugs, main

main(Bugs(seven_out_last_of_four_keeps_dice=True))
