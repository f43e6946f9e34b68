"""A student program that answers everything until a roll of 7, then loops for ever."""

import student_game
from student_game import Table


class Hangs(Table):
    def roll(self, total: str = "0") -> None:
        while total.strip() == "7":
            pass
        super().roll(total)


student_game.Table = Hangs  # type: ignore[misc]
student_game.main()
