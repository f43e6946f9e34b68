"""What each player did in a session, for the summary shown on leaving: the chips they
came with and end with, their biggest win, and how much they played (rolls shot, hands).
Each game's controller tells it what its events mean; the arithmetic is here once."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(slots=True)
class PlayerTally:
    start: int
    biggest_win: int = 0
    played: int = 0
    left_with: int | None = None


@dataclass(slots=True)
class Tally:
    """``played`` counts what the game calls a turn: ``rolls shot`` at craps, ``hands``."""

    played_word: str
    players: dict[str, PlayerTally] = field(default_factory=dict)

    def seated(self, name: str, chips: int) -> None:
        self.players[name] = PlayerTally(chips)

    def seen(self, name: str, rack: int) -> PlayerTally:
        """A player met mid-session (a loaded table): their rack now is where they start."""
        return self.players.setdefault(name, PlayerTally(rack))

    def won(self, name: str, rack: int, amount: int) -> None:
        player = self.seen(name, rack)
        player.biggest_win = max(player.biggest_win, amount)

    def played(self, name: str, rack: int) -> None:
        self.seen(name, rack).played += 1

    def left(self, name: str, chips: int) -> None:
        self.seen(name, chips).left_with = chips

    def lines(self, racks: dict[str, int]) -> list[str]:
        """One line a player, or nothing if no one sat down."""
        lines = []
        for name, player in self.players.items():
            end = racks.get(name, player.left_with)
            if end is None:
                continue
            net = end - player.start
            sign = "+" if net >= 0 else "-"
            lines.append(
                f"{name}: started ${player.start}, "
                + ("left with" if name not in racks else "ends with")
                + f" ${end} ({sign}${abs(net)}); biggest win ${player.biggest_win}; "
                f"{player.played} {self.played_word}"
            )
        return ["Session summary:", *(f"  {line}" for line in lines)] if lines else []
