"""A program that hangs when passDice() hands the dice back to the first seat. It hangs
asleep (as a program waiting on a lock would), not in a busy loop like gina's in
tests/fakes/class: the grader tells both from a program waiting for input, and explore's
shrinking hangs it dozens of times, each a core's worth of clock when it spins."""

import time

from student_game import Table, main

plain = Table.passDice


def passDice(self: Table) -> None:
    plain(self)
    while self.shooter == 0:
        time.sleep(1)


Table.passDice = passDice  # type: ignore[method-assign]
main()
