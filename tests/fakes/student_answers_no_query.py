"""A student program that plays but never learnt the queries: ``I don't understand``."""

import student_game
from student_game import Table


class Deaf(Table):
    def chips(self, name: str) -> None:
        self.say(f"I don't understand 'chips({name})'")

    def point_(self) -> None:
        self.say("I don't understand 'point()'")

    def shooter_(self) -> None:
        self.say("I don't understand 'shooter()'")

    def bets_(self, name: str) -> None:
        self.say(f"I don't understand 'bets({name})'")


student_game.Table = Deaf  # type: ignore[misc]
student_game.main()
