"""A student program that answers everything but point(), where it loops for ever."""

import student_game
from student_game import Table


class Hangs(Table):
    def point_(self) -> None:
        while True:
            pass


student_game.Table = Hangs  # type: ignore[misc]
student_game.main()
