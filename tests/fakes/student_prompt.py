"""A correct student program that prompts "Command: " with input(), never echoes, and
answers the fact queries tersely, the way getters print: 150, 0 for no point, Adam."""

import student_game
from student_game import Table


class Terse(Table):
    def chips(self, name: str) -> None:
        self.say(str(self.racks[self.who(name)]))

    def point_(self) -> None:
        self.say(str(self.point or 0))

    def shooter_(self) -> None:
        self.say(self.seats[self.shooter] if self.seats else "null")

    def bets_(self, name: str) -> None:
        mine = [b for b in self.bets if b.player == self.who(name)]
        parts = [f"{b.kind} {b.number or ''} {b.amount} odds {b.odds}" for b in mine]
        self.say(", ".join(p.replace(" odds 0", "") for p in parts) or "none")


student_game.Table = Terse  # type: ignore[misc]
student_game.main(prompt="Command: ")
