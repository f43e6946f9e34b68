"""A flaky program: one chips() answer, at a random moment of each run, is a dollar off."""

import random

from student_game import Table, main

wrong_at = random.randint(1, 30)
asked = 0
plain = Table.chips


def chips(self: Table, name: str) -> None:
    global asked
    asked += 1
    plain(self, name)
    if asked == wrong_at:
        self.said[-1] = self.said[-1].replace(" has ", " has 1", 1)


Table.chips = chips  # type: ignore[method-assign]
main()
