"""Cutting a disagreeing session down to the shortest one that still disagrees on the same
fact: the session cut after the step that disagreed, the game's rewrites, the session
started over from a quiet table (no bet down: the game's ``restart``, the players seated
with the chips they hold there; the last two, once), commands dropped in halves then one
by one (delta debugging), players dropped with their commands, then the game's own plainer
commands (its explorer's ``simpler``: plainer dice or cards, lower amounts) and lower
racks. Every candidate is first played on the engine (free) and must be accepted there;
only then is the program run, and the runs and seconds are bounded by a budget.

With ``jobs`` above one, the next candidates are run that many at a time and the first
of them (in the order they were made) that still disagrees is taken: the candidate one at
a time would have taken, charged to the budget as the runs up to it, so the session it
ends with is the same whatever ``jobs`` is (the runs after it in its batch are spent, and
counted in the exploration's ``runs``, but not charged).
"""

from __future__ import annotations

import itertools
import time
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, replace

from ...console.lab import Restart
from ..run.runners import Runner
from .sessions import Asked, Session, Table, accepted_all, binding
from .trial import TIMEOUT, Disagreement, Trials

RUNS, SECONDS = 60, 60.0  # the default budget
# The quiet tables a session is started over from, the latest first, and only in the first
# pass: a bug that needs the rounds before (the seats' order, the dice's history) costs
# no more than these runs.
RESTARTS = 2


@dataclass(frozen=True, slots=True)
class Budget:
    runs: int = RUNS
    seconds: float = SECONDS

    @classmethod
    def parse(cls, text: str) -> Budget:
        """``RUNS`` or ``RUNS/SECONDS``, both positive."""
        runs, _, seconds = text.partition("/")
        budget = cls(int(runs), float(seconds) if seconds else SECONDS)
        if budget.runs < 1 or budget.seconds <= 0:
            raise ValueError("the explore budget is RUNS[/SECONDS], both positive")
        return budget

    def text(self) -> str:
        return f"{self.runs}/{self.seconds:g}"


@dataclass(slots=True)
class Shrunk:
    session: Session
    found: Disagreement
    runs: int = 0
    exhausted: bool = False  # the budget ran out before no smaller session disagreed


Probe = Callable[[Session], Disagreement | None]


class Shrinker:
    def __init__(
        self,
        trials: Trials,
        budget: Budget,
        refusals: bool = False,
        jobs: int = 1,
        hurried: Runner | None = None,
    ) -> None:
        """``hurried``: the program on a shorter clock, for the candidates of a hang."""
        self.trials, self.budget, self.refusals = trials, budget, refusals
        self.jobs = max(1, jobs)
        self.hurried = hurried

    def asked(self, key: str, game: str = "") -> tuple[Asked, list[str] | None]:
        """While shrinking, the disagreeing fact alone is asked after every command (a hang
        or a refusal keeps the questions asked when it was found: after the commands the
        game's explorer asks after)."""
        if key in (TIMEOUT, "refused"):
            after = binding(game).lab.explorer.asks_after
            return (lambda _, command: after(command)), None
        return (lambda _, __: True), [key]

    def shrink(self, session: Session, found: Disagreement) -> Shrunk:
        started, runs = time.monotonic(), 0
        asked, queries = self.asked(found.key, session.game)
        best = Shrunk(_cut(session, found.step), found)

        runner = self.hurried if found.key == TIMEOUT else None

        def probe(candidate: Session) -> Disagreement | None:
            _, seen = self.trials.run(candidate, asked, queries, "shrinking", runner)
            return seen if seen is not None and seen.key == found.key else None

        with ThreadPoolExecutor(max_workers=self.jobs) as pool:
            changed, first = True, True
            while changed and not best.exhausted:
                changed = False
                tried = (
                    c
                    for c in _candidates(best.session, found.key, restart=first)
                    if self.refusals or accepted_all(c)
                )
                first = False
                while not changed:
                    spent = time.monotonic() - started > self.budget.seconds
                    left = 0 if spent else self.budget.runs - runs
                    batch = list(itertools.islice(tried, max(1, min(self.jobs, left))))
                    if not batch:
                        break
                    if left <= 0:  # a candidate was left to try, and no budget to try it
                        best.exhausted = True
                        break
                    for k, seen in enumerate(pool.map(probe, batch)):
                        if seen is not None:
                            best.session, best.found = _cut(batch[k], seen.step), seen
                            runs += k + 1
                            changed = True
                            break
                    else:
                        runs += len(batch)
        best.runs = runs
        return best


def _cut(session: Session, step: int) -> Session:
    return replace(session, commands=session.commands[: step + 1])


def _words(text: str) -> list[str]:
    """The words of a command or a fact (a player's name is one of them)."""
    return "".join(c if c.isalnum() or c == "_" else " " for c in text).split()


def _candidates(session: Session, key: str, restart: bool = False) -> Iterator[Session]:
    """Smaller sessions, the boldest first (after the game's rewrites, which play the same);
    with ``restart``, the session started over from its last quiet tables first."""
    explorer = binding(session.game).lab.explorer
    for rewritten in explorer.rewrite(session.commands, session.names(), session.options):
        yield replace(session, commands=rewritten)
    if restart:
        for start, (players, first) in reversed(_quiet(session)[-RESTARTS:]):
            yield replace(session, players=players, commands=first + session.commands[start:])
    commands = session.commands
    size = len(commands) // 2
    while size >= 1:
        for start in range(0, len(commands), size):
            yield replace(session, commands=commands[:start] + commands[start + size :])
        size //= 2
    for name, _ in session.players:
        if len(session.players) > 1 and name not in _words(key):
            kept = tuple(c for c in commands if name not in _words(c))
            players = tuple(p for p in session.players if p[0] != name)
            yield replace(session, players=players, commands=kept)
    for index, command in enumerate(commands):
        for plainer in explorer.simpler(command):
            yield replace(session, commands=(*commands[:index], plainer, *commands[index + 1 :]))
    for option in session.options:  # the table's default is plainer than any option
        yield replace(session, options=tuple(o for o in session.options if o != option))
    for seat, (name, chips) in enumerate(session.players):
        for lower in explorer.lower_chips:
            if lower < chips:
                players = (*session.players[:seat], (name, lower), *session.players[seat + 1 :])
                yield replace(session, players=players)


def _quiet(session: Session) -> list[tuple[int, Restart]]:
    """Where the session could start afresh (the game's ``restart``: no bet down, no round
    under way), after its first command, with the players seated as they are there."""
    restart = binding(session.game).lab.explorer.restart
    try:
        table = Table(session.players, session.game, session.options)
    except ValueError:
        return []
    names, found = session.names(), []
    for index, command in enumerate(session.commands):
        if index:
            fresh = restart(table.answer, names)
            if fresh is not None and len(fresh[1]) < index:
                found.append((index, fresh))
        table.execute(command)
    return found
