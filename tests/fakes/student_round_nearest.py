"""A student bug: odds winnings rounded to the nearest dollar instead of down."""

from student_game import Bugs, main

main(Bugs(round_odds_to_nearest=True))
