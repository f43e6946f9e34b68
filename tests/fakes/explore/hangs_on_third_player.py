"""A program that hangs when a third player sits down: transcripts with one or two players
pass; an explored session of three or four hangs while its players are seated. Asleep,
as hangs_on_wrap.py explains."""

import time

from student_game import Table, main

plain = Table.addPlayer


def addPlayer(self: Table, name: str, chips: str) -> None:
    plain(self, name, chips)
    while len(self.seats) >= 3:
        time.sleep(1)


Table.addPlayer = addPlayer  # type: ignore[method-assign]
main()
