"""What each player did in a session, for the summary shown on leaving: the chips they
came with and end with, their biggest win, and how much they played (rolls shot, hands).
Each game's controller tells it what its events mean; the arithmetic is here once.

A player who leaves with bets still up ends with their rack *and* those chips: the summary
counts both, and says so (``$738 in the rack and $23 on the table``), so the net is what
they really have, not what they have in hand."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field


def whole_dollars(amount: int) -> str:
    """Money in whole dollars, ``$90``: the default."""
    return f"${amount}"


@dataclass(slots=True)
class PlayerTally:
    start: int
    biggest_win: int = 0
    played: int = 0
    left_with: int | None = None


@dataclass(slots=True)
class Tally:
    """``played`` counts what the game calls a turn, as (one, many): ``("roll shot",
    "rolls shot")`` at craps, ``("hand", "hands")`` at blackjack. ``money`` writes an
    amount as the game counts it (a module-level function: the tally is pickled for undo)."""

    played_words: tuple[str, str]
    players: dict[str, PlayerTally] = field(default_factory=dict)
    money: Callable[[int], str] = whole_dollars

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

    def lines(self, racks: dict[str, int], felt: dict[str, int] | None = None) -> list[str]:
        """One line a player, or nothing if no one sat down. ``felt`` is each seated
        player's chips on the table (bets not yet decided), counted in what they end with."""
        felt = felt or {}
        lines = []
        for name, player in self.players.items():
            end = racks.get(name, player.left_with)
            if end is None:
                continue
            held = felt.get(name, 0) if name in racks else 0
            net = end + held - player.start
            sign = "+" if net >= 0 else "-"
            money = self.money
            ends = (
                money(end)
                if not held
                else f"{money(end)} in the rack and {money(held)} on the table"
            )
            one, many = self.played_words
            lines.append(
                f"{name}: started {money(player.start)}, "
                + ("left with" if name not in racks else "ends with")
                + f" {ends} ({sign}{money(abs(net))}); biggest win {money(player.biggest_win)}; "
                f"{player.played} {one if player.played == 1 else many}"
            )
        return ["Session summary:", *(f"  {line}" for line in lines)] if lines else []
