"""A student who keeps every call it has ever seen (in ``builtins`` and in a file of its
folder) and says them all in each chips answer: a transcript that could see an earlier
one would show that transcript's commands, hidden ones included, in its own feedback."""

import builtins
from pathlib import Path

LOG = Path(__file__).with_name("seen.txt")


def seen(call):
    builtins.craps_seen = [*getattr(builtins, "craps_seen", []), call]
    with LOG.open("a") as log:
        log.write(call + "\n")
    return sorted(set(builtins.craps_seen) | set(LOG.read_text().splitlines()))


class CrapsGame:
    def __init__(self):
        self.chips = {}

    def add_player(self, name, chips):
        seen(f"addPlayer {name} {chips}")
        self.chips[name] = chips

    def place_line_bet(self, name, amount):
        seen(f"placeLineBet {name} {amount}")
        raise ValueError("no bets today")

    def roll(self, total):
        seen(f"roll {total}")

    def get_chips(self, name):
        return f"{self.chips[name]} (seen: {'; '.join(seen('chips ' + name))})"

    def get_point(self):
        return 0

    def get_shooter(self):
        return next(iter(self.chips))
