"""The lab's table under the student's own class name; bets come back as a list."""

from __future__ import annotations


class CrapsTable:
    def __init__(self) -> None:
        self.racks: dict[str, int] = {}
        self.line: dict[str, int] = {}
        self.order: list[str] = []
        self.on = 0
        self.shooting = 0

    def addPlayer(self, name: str, chips: int) -> None:
        self.racks[name], self.line[name] = chips, 0
        self.order.append(name)

    def placeLineBet(self, name: str, amount: int) -> None:
        if self.on or amount > self.racks[name]:
            raise ValueError(f"{name} cannot bet {amount}")
        self.racks[name] -= amount
        self.line[name] += amount

    def roll(self, total: int) -> None:
        if self.on == 0 and total in (7, 11):
            self._settle(True)
        elif self.on == 0 and total in (2, 3, 12):
            self._settle(False)
        elif self.on == 0:
            self.on = total
        elif total == self.on:
            self._settle(True)
            self.on = 0
        elif total == 7:
            self._settle(False)
            self.on = 0
            self.shooting = (self.shooting + 1) % len(self.order)

    def _settle(self, won: bool) -> None:
        for name in self.order:
            self.racks[name] += 2 * self.line[name] if won else 0
            self.line[name] = 0

    def chips(self, name: str) -> int:
        return self.racks[name]

    def point(self) -> int:
        return self.on

    def shooter(self) -> str:
        return self.order[self.shooting]

    def bets(self, name: str) -> list[str]:
        if not self.line[name]:
            return []
        return [f"pass {self.on} {self.line[name]}" if self.on else f"pass {self.line[name]}"]
