"""A program that hangs when passDice() hands the dice back to the first seat."""

from student_game import Table, main

plain = Table.passDice


def passDice(self: Table) -> None:
    plain(self)
    while self.shooter == 0:
        pass


Table.passDice = passDice  # type: ignore[method-assign]
main()
