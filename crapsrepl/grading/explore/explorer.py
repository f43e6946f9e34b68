"""Exploring a program: sessions generated, each run once and judged against the engine;
the first disagreement confirmed by a rerun (a program that answers otherwise the second
time is flaky, not shrunk), shrunk, and written as a fact transcript a student can replay.
A hang that does not come back on its rerun was the machine's, not the program's: it is
noted and exploring goes on (a busy grader must not fault a correct student).
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field, replace

from ...transcripts.facts import DEFAULT_REFUSAL
from ...transcripts.format import Transcript
from ..failures import one_line
from ..run.marking import TranscriptGrade
from ..run.runners import Runner, Status, alongside
from ..sandbox.contained import stopping
from .generator import Generator, Shape
from .hurried import on_short_clock
from .sessions import Asked, Session, Written, binding, write
from .shrinker import Budget, Shrinker
from .trial import SLOW, TIMEOUT, Disagreement, Trials

EVERY = 3  # the facts are asked after the game's deciding commands and every EVERY commands


@dataclass(frozen=True, slots=True)
class ExploreSettings:
    sessions: int = 100
    seed: int = 0
    refusals: bool = False
    budget: Budget = field(default_factory=Budget)
    marks: int = 0  # what "no disagreement in the sessions tried" is worth
    jobs: int = 1
    refusal: str = DEFAULT_REFUSAL
    game: str = ""  # the game explored ("": the default game)
    hurry: float | None = None  # a hang's candidates run on this clock (hurried.Hurried)
    # Table options the program has shown it takes (``shown``): sessions may be played
    # under them.
    options: tuple[tuple[str, str], ...] = ()


def shown(
    settings: ExploreSettings | None,
    transcripts: Sequence[Transcript],
    grades: Sequence[TranscriptGrade],
) -> ExploreSettings | None:
    """``settings`` with the table options of every transcript the program passed: an
    option it has been seen to play right is one its sessions may be played under."""
    if settings is None:
        return None
    passed = [t for t, g in zip(transcripts, grades, strict=True) if g.status is Status.PASS]
    options = dict.fromkeys(d for t in passed for d in t.directives)
    return replace(settings, options=(*settings.options, *options))


@dataclass(slots=True)
class Exploration:
    """What exploring found: the numbers, and the minimal session if it disagreed."""

    seed: int
    sessions: int = 0
    runs: int = 0
    seconds: float = 0.0
    found: Disagreement | None = None
    flaky: bool = False
    transcript: str = ""  # the minimal session's fact transcript
    commands: int = 0
    exhausted: bool = False
    marks: int = 0
    ran: bool = True  # False: the program never ran (no entry point, a failed build)
    error: str = ""  # why the harness could not finish exploring ("": it finished)
    slow: str = ""  # a session it was still answering when its time ran out: where
    stalls: list[str] = field(default_factory=list)  # hangs its rerun did not repeat
    game: str = ""  # the game explored ("": the default game)

    @property
    def suffix(self) -> str:
        """The suffix of the minimal session's transcript: ``.explore`` then this one's
        (``STUDENT.explore.blackjack`` beside a class's reports)."""
        return binding(self.game).suffix

    @property
    def diverged(self) -> bool:
        return self.found is not None

    @property
    def earned(self) -> int:
        """Its marks, only for a search that finished without a disagreement; a session
        too slow to finish was not explored, so it earns nothing either."""
        return 0 if self.diverged or not self.ran or self.error or self.slow else self.marks

    def to_json(self) -> dict[str, object]:
        return {
            "sessions": self.sessions,
            "runs": self.runs,
            "seconds": round(self.seconds, 3),
            "diverged": self.diverged,
            "seed": self.seed,
            "flaky": self.flaky,
            "slow": self.slow or None,
            "transcript": self.transcript or None,
            "marks": self.earned,
            "max_marks": self.marks,
            "error": self.error or None,
            "stalls": list(self.stalls),
        }

    def lines(self) -> list[str]:
        """What the terminal and Gradescope say."""
        numbers = f"{self.sessions} sessions, {self.runs} runs, {self.seconds:.1f} s"
        numbers += f", seed {self.seed}"
        if self.marks:
            numbers += f"; {self.earned}/{self.marks} marks"
        if not self.ran:
            return [f"explore: not run, the program never started ({numbers})"]
        if self.error:
            return [f"explore: could not finish ({self.error}; {numbers})"]
        if self.slow:
            return [f"explore: too slow ({numbers}): {self.slow}"]
        if self.found is None:
            return [f"explore: no disagreement with the engine ({numbers})", *self._stalled()]
        what = "flaky: it answered otherwise on a rerun" if self.flaky else "disagreement"
        head = f"explore: {what} ({numbers})"
        if self.flaky:
            return [head, *self.transcript.rstrip("\n").split("\n")]
        shrunk = f"shrunk to {self.commands} commands" + (
            " (budget spent)" if self.exhausted else ""
        )
        return [f"{head}; {shrunk}:", *self.transcript.rstrip("\n").split("\n")]

    def _stalled(self) -> list[str]:
        return [f"  not counted: {stall}" for stall in self.stalls]


def _asked(session: Session) -> Asked:
    last = len(session.commands) - 1
    after = binding(session.game).lab.explorer.asks_after
    return lambda index, command: after(command) or index % EVERY == EVERY - 1 or index == last


def explore(runner: Runner, settings: ExploreSettings) -> Exploration:
    """What exploring found; whatever the explorer raises (the generator, a run, the
    shrinker), the exploration ends ``could not finish`` with the reason, never an
    exception that would cost the student the marks its transcripts earned."""
    started = time.monotonic()
    trials = Trials(runner, settings.refusal)
    result = Exploration(settings.seed, marks=settings.marks, game=settings.game)
    try:
        with alongside(runner, settings.jobs):  # generated sessions: nothing hidden in them
            _explore(trials, settings, result)
    except Exception as problem:  # the explorer's own failure is not the student's
        result.error = one_line(problem)
    result.runs, result.seconds = trials.runs, time.monotonic() - started
    return result


def _explore(trials: Trials, settings: ExploreSettings, result: Exploration) -> None:
    shape = Shape(refusals=settings.refusals)
    generator = Generator(settings.seed, shape, settings.game, settings.options)

    def one(index: int) -> tuple[Session, Written, Disagreement | None]:
        session = generator.session(index)
        written, found = trials.run(session, _asked(session), name=f"session-{index}")
        return session, written, found

    first: tuple[int, Session, Disagreement] | None = None
    again: Disagreement | None = None  # a hang's rerun, run here
    index = 0
    trials.runner.expect(settings.sessions)
    with ThreadPoolExecutor(max_workers=settings.jobs) as pool:
        while index < settings.sessions and first is None and not stopping():
            batch = range(index, min(index + settings.jobs, settings.sessions))
            for k, (session, _, found) in zip(batch, pool.map(one, batch), strict=True):
                if found is None or first is not None:
                    continue
                if found.key == TIMEOUT:
                    again = _rerun(trials, session)
                    if again is None:
                        result.stalls.append(_stall(k, found))
                        continue
                first = (k, session, found)
            index = batch.stop
        result.sessions = index
    result.sessions = index if first is None else first[0] + 1
    if first is not None:
        _shrink(first[1], first[2], trials, settings, result, again)


def _rerun(trials: Trials, session: Session) -> Disagreement | None:
    trials.runner.expect(1)
    return trials.run(session, _asked(session), name="rerun")[1]


def _stall(index: int, found: Disagreement) -> str:
    """A hang its rerun did not repeat: the machine was busy, not the program stuck."""
    return (
        f"session {index + 1} stopped answering at command {found.step + 1} "
        f"({_one_line(found.got)}) and answered in full on a rerun"
    )


def _shrink(
    session: Session,
    found: Disagreement,
    trials: Trials,
    settings: ExploreSettings,
    result: Exploration,
    again: Disagreement | None = None,
) -> None:
    """``again``: a hang's rerun, already run."""
    if found.key == SLOW:  # slowness, not a disagreement: nothing to confirm or shrink
        result.slow = f"session {result.sessions}: {found.got.removeprefix('too slow: ')}"
        return
    result.found = found
    trials.runner.expect(1 + settings.budget.runs + 2)  # the rerun, the shrinking, the final
    if found.key != TIMEOUT:
        again = _rerun(trials, session)
    if not found.same(again):
        result.flaky = True
        other = "no disagreement" if again is None else f"{again.key}: {_one_line(again.got)}"
        header = [
            f"# grade --explore: {found.key} disagreed with the engine after command "
            f"{found.step + 1}, but on a rerun the program gave {other}: flaky, not shrunk.",
        ]
        result.transcript = write(session, _asked(session), None, header).text
        return
    hurried = on_short_clock(trials.runner, settings.hurry) if found.key == TIMEOUT else None
    shrinker = Shrinker(trials, settings.budget, settings.refusals, settings.jobs, hurried)
    shrunk = shrinker.shrink(session, found)
    queries = None if shrunk.found.key in (TIMEOUT, "refused") else [shrunk.found.key]
    # The fact asked once, after the last command, if that still disagrees; else after each.
    final, seen = trials.run(shrunk.session, _last(shrunk.session), queries, "final")
    if seen is None or seen.key != shrunk.found.key:
        asked, queries = shrinker.asked(shrunk.found.key, shrunk.session.game)
        final = write(shrunk.session, asked, queries)
        if hurried is not None:  # shrunk on the short clock: it must hang on the full one
            final, seen = trials.run(shrunk.session, asked, queries, "final")
            if seen is None or seen.key != TIMEOUT:  # it did not: the session as found
                shrunk.session, seen = (
                    replace(session, commands=session.commands[: found.step + 1]),
                    found,
                )
                final = write(shrunk.session, _asked(session))
    if hurried is not None and seen is not None:
        shrunk.found = seen  # in the full clock's words ("past --timeout 5 s")
    result.found, result.exhausted = shrunk.found, shrunk.exhausted
    result.commands = len(shrunk.session.commands)
    header = _header(shrunk.session, shrunk.found)
    result.transcript = "\n".join(header) + "\n" + final.text


def _last(session: Session) -> Asked:
    last = len(session.commands) - 1
    return lambda index, _: index == last


def _one_line(text: str, width: int = 100) -> str:
    flat = " ".join("".join(c if c.isprintable() else " " for c in text).split())
    return flat if len(flat) <= width else flat[: width - 3] + "..."


def _header(session: Session, found: Disagreement) -> list[str]:
    """What happened at the disagreeing step, in the engine's own words (its reply's
    rendered events), then what the program said instead. A session shrunk to no command
    at all disagreed while its players were seated (a hang on ``addPlayer``)."""
    if session.commands:
        printed: Written = write(session, lambda _, __: False)
        step = min(max(found.step, 0), len(session.commands) - 1)
        said = " ".join(printed.printed[step]) or "nothing"
        command = session.commands[step]
        lines = [f"# grade --explore: at {command} the table says: {_one_line(said, 300)}"]
    else:
        seated = ", ".join(name for name, _ in session.players)
        lines = [f"# grade --explore: while the players were seated ({seated}), before any command"]
    if found.key == TIMEOUT:
        lines.append(f"# Your program stopped answering here ({_one_line(found.got)}).")
    else:
        lines.append(
            f"# Expected {found.key} => {found.expected}; your program: {_one_line(found.got)}"
        )
    return lines
