"""A student bug: announces plausible winnings but never puts them in the rack."""

from student_game import Bugs, main

main(Bugs(pays_nothing=True))
