"""A student bug: odds on come bets work (win and lose) on the come-out roll."""

from student_game import Bugs, main

main(Bugs(come_odds_work_on_come_out=True))
