"""A program that hangs when a third player sits down: transcripts with one or two players
pass; an explored session of three or four hangs while its players are seated."""

from student_game import Table, main

plain = Table.addPlayer


def addPlayer(self: Table, name: str, chips: str) -> None:
    plain(self, name, chips)
    while len(self.seats) >= 3:
        pass


Table.addPlayer = addPlayer  # type: ignore[method-assign]
main()
