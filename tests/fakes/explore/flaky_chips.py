"""A flaky program: one chips() answer, at a random moment of each run, is wrong by a
random amount (so a rerun never gives the same wrong answer, whichever answer it is)."""

import random

from student_game import Table, main

wrong_at = random.randint(1, 30)
wrong_by = str(random.randint(1, 10**9))
asked = 0
plain = Table.chips


def chips(self: Table, name: str) -> None:
    global asked
    asked += 1
    plain(self, name)
    if asked == wrong_at:
        self.said[-1] = self.said[-1].replace(" has ", f" has {wrong_by}", 1)


Table.chips = chips  # type: ignore[method-assign]
main()
