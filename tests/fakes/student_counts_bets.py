"""A student program that answers chips(p) with a count of bets beside the chips:
``Bob: 95 chips, 0 bet(s) working`` carries an extra number, so the fact fails."""

import student_game
from student_game import Table


class Counts(Table):
    def chips(self, name: str) -> None:
        name = self.who(name)
        working = sum(b.player == name for b in self.bets)
        self.say(f"{name}: {self.racks[name]} chips, {working} bet(s) working")


student_game.Table = Counts  # type: ignore[misc]
student_game.main()
