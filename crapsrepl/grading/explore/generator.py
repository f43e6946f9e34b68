"""Random sessions of the lab's commands, drawn by the game's explorer (its binding's
``lab.explorer``) towards the states where bugs live.

Each step asks the game for the commands that fit the engine's state now, weighted, and
draws one. A command the engine refuses is dropped and another drawn, unless refusals are
explored, when a few are kept on purpose (each asserted ``? refused``); a command that
leaves a table no other program can know (a blackjack card from the engine's own shuffle)
is taken back, and played again after the game's refill (blackjack: cards stacked for it),
or another move drawn. A game with no move left (``moves`` empty: every rack empty) ends the
session there. The same seed always gives the same sessions.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from .sessions import Session, Table, binding

TRIES = 20  # draws per step before giving the step up


@dataclass(frozen=True, slots=True)
class Shape:
    """How long sessions are and whether refused commands are kept."""

    shortest: int = 10
    longest: int = 28
    refusals: bool = False


class Generator:
    """Sessions of ``game`` for ``seed``: session ``index`` is the same whatever was
    generated before."""

    def __init__(
        self,
        seed: int,
        shape: Shape | None = None,
        game: str = "",
        options: tuple[tuple[str, str], ...] = (),
    ) -> None:
        """``options``: the table options the program has shown it takes; a session is
        played under some of those the game's explorer plays, half the time."""
        self.seed = seed
        self.shape = shape or Shape()
        self.game = game
        self.explorer = binding(game).lab.explorer
        self.options = tuple(o for o in self.explorer.options if o in options)

    def session(self, index: int) -> Session:
        rng = random.Random(f"{self.seed}:{index}")
        players = self.explorer.players(rng)
        options = self._options(rng, index)
        table = Table(players, self.game, options)
        commands: list[str] = []
        length = rng.randint(self.shape.shortest, self.shape.longest)
        while len(commands) < length:
            picked, table = self._step(rng, table, players, commands, options)
            if not picked:
                break
            commands += picked
        return Session(players, tuple(commands), self.game, options)

    def _options(self, rng: random.Random, index: int) -> tuple[tuple[str, str], ...]:
        """Every other session at the table's defaults; the others under the options in
        turn (so each is played within twice as many sessions as there are options), a
        third of them with another option drawn besides (one value a key)."""
        if not self.options or (index + self.seed) % 2 == 0:
            return ()
        turn = self.options[(index // 2 + self.seed) % len(self.options)]
        picked = [turn, rng.choice(self.options)] if rng.random() < 1 / 3 else [turn]
        return tuple({key: (key, value) for key, value in picked}.values())

    def _step(
        self,
        rng: random.Random,
        table: Table,
        players: tuple[tuple[str, int], ...],
        commands: list[str],
        options: tuple[tuple[str, str], ...],
    ) -> tuple[list[str], Table]:
        """The next command (the refill and the move it was for, when it needed one), or
        none: the session ends."""
        names = [name for name, _ in players]
        for _ in range(TRIES):
            if self.shape.refusals and rng.random() < 0.08:
                command = self.explorer.unlikely(rng, names)
            else:
                choices = self.explorer.moves(rng, table.answer, names)
                if not choices:  # nothing left to play (every rack empty): the session ends
                    return [], table
                weights = [weight for weight, _ in choices]
                command = rng.choices([c for _, c in choices], weights)[0]
            refused, _ = table.execute(command)
            if not table.fair():
                table = _replayed(players, commands, self.game, options)
                fill = self.explorer.refill(rng, table.answer, names)
                if fill is None or table.execute(fill)[0]:
                    continue
                if not table.execute(command)[0] and table.fair():
                    return [fill, command], table
                table = _replayed(players, commands, self.game, options)
                continue
            if not refused or self.shape.refusals and rng.random() < 0.5:
                return [command], table
        return [], table


def _replayed(
    players: tuple[tuple[str, int], ...],
    commands: list[str],
    game: str,
    options: tuple[tuple[str, str], ...],
) -> Table:
    """The engine's table after ``commands`` again: one command taken back."""
    table = Table(players, game, options)
    for command in commands:
        table.execute(command)
    return table
