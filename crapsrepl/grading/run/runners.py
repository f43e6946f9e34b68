"""Getting each transcript command's output (and each query's reply) from an implementation.

The built-in one runs in-process; an external program is started once per transcript and fed
the plan's lines on stdin one at a time, each line's output attributed to it
(attribution.py), so programs need not echo commands or mark their turns.
"""

from __future__ import annotations

import contextlib
import shlex
import subprocess
import threading
from collections.abc import Iterator, Sequence
from contextlib import AbstractContextManager
from dataclasses import dataclass, field, replace
from enum import Enum
from typing import Protocol

from ...console.parser import ParseError, parse
from ...console.text import is_remark, visible
from ...transcripts.facts import DEFAULT_REFUSAL, refusal_shown, render_query
from ...transcripts.format import Transcript
from ...transcripts.patterns import Pattern
from ...transcripts.plan import Feed, Role, build
from ...transcripts.replay import replay_feeds
from ..sandbox.contained import Contained, exit_reason
from ..sandbox.sandbox import Sandbox
from ..sandbox.scratch import Value
from .attribution import Halt, converse_with, open_session
from .cleaning import Cleaning, clean, split_by_echo, tidy
from .contract import TIMEOUT, given
from .exchange import Exchange, Outcome, Pacing
from .spares import Argv, Spare, Spares
from .stopped import PROBES, stopped_at

STDERR_TAIL = 2000
TAIL_WIDTH = 200  # characters of a program's last stderr line a reason quotes
STARTUP = "at start-up, before reading a line"  # in the reason of a program that died so
# Beside the refusal pattern: how programs say they do not know a command at all.
NOT_UNDERSTOOD = r"(?i)\b(unknown|unrecogni[sz]ed|understand|no such|not a command)\b"
# A method-call driver started ahead waits for this line: its flags follow, tab-separated.
BEGIN = "\x01crapsrepl-begin"
WAIT_FOR_BEGIN = "--wait-begin"
REPORT_TO = "--report-fd"  # a driver's report goes to the harness's own pipe, never stderr


def begin_line(flags: Sequence[str]) -> str:
    """The line that begins a driver's transcript: its flags (no flag holds a tab)."""
    return "\t".join([BEGIN, *flags])


class Status(Enum):
    PASS = "pass"
    FAIL = "fail"
    TIMEOUT = "timeout"
    CRASH = "crash"
    OUTPUT_LIMIT = "output-limit"
    ERROR = "error"


@dataclass(slots=True)
class Run:
    """Per graded step, the lines printed (None where the program never got to it)."""

    outputs: list[list[str] | None]
    status: Status | None = None
    reason: str = ""
    stderr_tail: str = ""
    feeds: list[Feed] = field(default_factory=list)
    blocks: list[list[str] | None] = field(default_factory=list)
    errors: list[list[str] | None] = field(default_factory=list)
    stdout: str = ""
    stderr: str = ""
    stopped_line: int | None = None  # the file line it stopped answering at (a timeout)
    slow: bool = False  # a timeout while it was still answering lines, not stuck on one
    said: str = ""  # a driver's report, from the harness's own pipe (what it chose)
    # The lines sent before the transcript's own (players, stacked cards, a class's rules)
    # and what each got back (None: never read).
    setup: list[tuple[str, list[str] | None]] = field(default_factory=list)
    # Why nothing more was sent: the program refused the stacked cards (``stacking``).
    refused: str = ""


class Runner(Protocol):
    def run(self, transcript: Transcript) -> Run: ...

    def expect(self, runs: int) -> None:
        """``runs`` runs come next: a runner that starts programs ahead starts none beyond."""


def graded_steps(transcript: Transcript) -> list[int]:
    """Indexes of the steps that are real commands (comments and blank lines are not graded)."""
    return [i for i, step in enumerate(transcript.steps) if not is_remark(step.command)]


def step_outputs(
    transcript: Transcript, feeds: list[Feed], blocks: list[list[str] | None]
) -> list[list[str] | None]:
    """Per graded step, its command's output block."""
    by_step = {f.step: b for f, b in zip(feeds, blocks, strict=True) if f.role is Role.COMMAND}
    return [by_step.get(i) for i in graded_steps(transcript)]


class BuiltinRunner:
    """This package's own engine, in-process: no start-up cost per transcript."""

    def run(self, transcript: Transcript) -> Run:
        feeds = build(transcript)
        blocks = replay_feeds(transcript, feeds)
        outputs = step_outputs(transcript, feeds, blocks)
        printed = "".join(f"{line}\n" for block in blocks for line in block or [])
        nothing: list[list[str] | None] = [None] * len(feeds)
        return Run(outputs, feeds=feeds, blocks=blocks, errors=nothing, stdout=printed)

    def expect(self, runs: int) -> None:
        """Nothing is started ahead in-process."""


@dataclass(frozen=True, slots=True)
class ExternalOptions:
    timeout: float = TIMEOUT
    max_output: int = 1_000_000
    setup_as_flags: bool = False
    separator: str | None = None
    prompt: Pattern | None = None  # matched against the program's output (linear time)
    quiet: float = 0.1
    watch_proc: bool = True
    cwd: str | None = None
    prestart: bool = True  # False (--cold-start): each program started when its run begins
    refusal: str = DEFAULT_REFUSAL  # what a refusal looks like (--refusal)


class OneAtATime:
    """A student's programs run one at a time: whatever threads grade its transcripts,
    no program of its own runs beside another (a hidden transcript's program once told
    the next one its commands through a file lock, and its feedback showed them). Only
    ``alongside`` widens it, for explore's sessions, which hold nothing hidden."""

    def __init__(self) -> None:
        self._changed = threading.Condition()
        self._running = 0
        self._width = 1

    @contextlib.contextmanager
    def turn(self) -> Iterator[None]:
        """While a program of the student's runs (from its start to its last process)."""
        with self._changed:
            while self._running >= self._width:
                self._changed.wait()
            self._running += 1
        try:
            yield
        finally:
            with self._changed:
                self._running -= 1
                self._changed.notify_all()

    @contextlib.contextmanager
    def alongside(self, runs: int) -> Iterator[None]:
        with self._changed:
            self._width = max(1, runs)
            self._changed.notify_all()
        try:
            yield
        finally:
            with self._changed:
                self._width = 1


def alongside(runner: Runner, runs: int) -> AbstractContextManager[None]:
    """``runs`` of ``runner``'s programs may run at once meanwhile (explore's generated
    sessions, after every transcript is graded); one otherwise."""
    if isinstance(runner, ExternalRunner):
        return runner.one_at_a_time.alongside(runs)
    return contextlib.nullcontext()


class ExternalRunner:
    """A student's program speaking the command language on stdin and stdout, a new one
    (in a new sandbox and scratch copy) for every transcript, started ahead (spares) but
    held before the student's command until its transcript is handed to it, and never
    running beside another of the same runner's (``OneAtATime``)."""

    def __init__(
        self,
        command: str,
        options: ExternalOptions | None = None,
        sandbox: Sandbox | None = None,
        *,
        begin: bool = False,
    ) -> None:
        self.command = shlex.split(command)
        self.options = options or ExternalOptions()
        self.sandbox = sandbox or Sandbox.for_command(self.command)
        # A method-call driver is started before its transcript's flags are known: they
        # come on its begin line (drivers wait for it before loading the student's class).
        self.begin = begin
        self.spares = Spares(self._started) if self.options.prestart else None
        self.one_at_a_time = OneAtATime()

    def close(self) -> None:
        """Stop the programs started ahead and not used."""
        if self.spares is not None:
            self.spares.close()

    def expect(self, runs: int) -> None:
        if self.spares is not None:
            self.spares.expect(runs)

    def setup(self, transcript: Transcript) -> tuple[list[str], list[str]]:
        """The flags and the lines before the transcript's own that the program (or the
        class, through its driver) is given: ``contract.given``, which the handout says."""
        told = given(transcript, driver=self.begin, seats_as_flags=self.options.setup_as_flags)
        return list(told.flags), list(told.lines)

    def run(self, transcript: Transcript, timeout: float | None = None) -> Run:
        """``timeout``: this run's clocks, if not ``--timeout`` (``Hurried``)."""
        flags, setup = self.setup(transcript)
        feeds = build(transcript)
        sent = [
            f.line if f.role is Role.COMMAND else render_query(f.line, transcript.queries)
            for f in feeds
        ]
        lines = setup + sent
        probes = {len(setup) + k for k, f in enumerate(feeds) if f.role in PROBES}
        stops = stacking(transcript, setup, feeds)
        how = Cleaning(self.options.prompt, self.options.separator, transcript.prompt)

        def halt(index: int, out: bytes, err: bytes) -> bool:
            said = [*clean(out, lines[index], how), *clean(err, lines[index], Cleaning())]
            return index in stops and refuses(said, self.options.refusal)

        runs: list[Contained] = []
        with self.one_at_a_time.turn():
            try:
                exchange = self._converse(
                    flags, lines, probes, runs, timeout, halt if stops else None
                )
                problem = runs[0].cannot_start()
                if problem:
                    raise OSError(problem)
                said = runs[0].said()
            except OSError as problem:
                count = len(graded_steps(transcript))
                nothing: list[list[str] | None] = [None] * len(feeds)
                why = f"cannot start: {problem}"
                return Run([None] * count, Status.ERROR, why, "", feeds, nothing, nothing)
            finally:
                for run in runs:
                    run.close()
        clock = self.options.timeout if timeout is None else timeout
        result = self._read(transcript, feeds, setup, lines, exchange, clock)
        result.said = said
        if exchange.halted is not None and transcript.binding.lab.stacking is not None:
            what = transcript.binding.lab.stacking.what
            out = exchange.segment(exchange.halted) or b""
            err = exchange.segment(exchange.halted, err=True) or b""
            line = lines[exchange.halted]
            got = " / ".join([*clean(out, line, how), *clean(err, line, Cleaning())])
            result.refused = f"your program refused {what}: {line} got {got!r}"
        return result

    def _started(self, argv: Argv) -> Spare:
        """``argv`` started in a new sandbox and scratch copy, nothing sent yet: a program
        held before its command (released when taken), a driver waiting for its begin line
        (it loads nothing of the student's before it)."""
        options = self.options
        pacing = Pacing(options.timeout, options.max_output, options.quiet, options.watch_proc)
        runs: list[Contained] = []

        def start(stdout: int) -> subprocess.Popen[bytes]:
            held = not self.begin
            runs.append(self.sandbox.start(argv, stdout=stdout, channel=self.begin, held=held))
            return runs[-1].process

        try:
            session = open_session(start, pacing)
        except BaseException:
            for run in runs:
                run.close()
            raise
        return Spare(argv, runs[0], session)

    def _converse(
        self,
        flags: list[str],
        lines: list[str],
        probes: set[int],
        runs: list[Contained],
        timeout: float | None = None,
        halt: Halt | None = None,
    ) -> Exchange:
        """A program of its own for these ``lines`` (started ahead, or now), fed them; it is
        added to ``runs`` to be closed."""
        argv = (*self.command, *map(Value, [WAIT_FOR_BEGIN] if self.begin else flags))
        spare = self._started(argv) if self.spares is None else self.spares.take(argv)
        runs.append(spare.run)
        if timeout is not None:
            spare.session.pacing = replace(spare.session.pacing, timeout=timeout)
        channel = spare.run.channel
        begin = None
        if self.begin and channel is not None:  # where the driver reports what it chose
            begin = begin_line([*flags, REPORT_TO, str(channel[0])])

        def kill(_: subprocess.Popen[bytes]) -> None:
            spare.run.kill()

        spare.run.release()  # its start-up is watched now, on the grader's clock
        exchange = converse_with(spare.session, kill, lines, probes, begin, spare.started, halt)
        spare.run.kill()  # whatever it left behind, such as a child holding its output
        return exchange

    def _read(
        self,
        transcript: Transcript,
        feeds: list[Feed],
        setup: list[str],
        lines: list[str],
        exchange: Exchange,
        timeout: float,
    ) -> Run:
        """Each fed line's output, cleaned, and the run's status."""
        how = Cleaning(self.options.prompt, self.options.separator, transcript.prompt)
        blocks, errors = [], []
        before = []
        for index, line in enumerate(setup):
            out, err = exchange.segment(index), exchange.segment(index, err=True)
            said = (
                None
                if out is None
                else [*clean(out, line, how), *clean(err or b"", line, Cleaning())]
            )
            before.append((line, said))
        for index, line in enumerate(lines[len(setup) :], start=len(setup)):
            out, err = exchange.segment(index), exchange.segment(index, err=True)
            blocks.append(None if out is None else clean(out, line, how))
            errors.append(None if err is None else clean(err, line, Cleaning()))
        if not any(blocks) and exchange.stdout.strip():
            # It read everything before printing anything (or printed without reading):
            # only echoes can split it.
            echoed = split_by_echo(bytes(exchange.stdout), lines, transcript.prompt)[len(setup) :]
            blocks = [None if b is None else tidy(b, how) for b in echoed]
        status, reason = _status(exchange, self.options)
        stopped: int | None = None
        slow = False
        if status is Status.TIMEOUT:
            # What it answered before time ran out stands; the line it was answering and
            # all after it got no reply.
            where = stopped_at(transcript, feeds, lines, exchange, len(setup), timeout)
            hung, stopped, reason, slow = where
            blocks = [b if k < hung else None for k, b in enumerate(blocks)]
        stdout = exchange.stdout.decode("utf-8", "replace")
        stderr = exchange.stderr.decode("utf-8", "replace")
        if status is Status.CRASH and not exchange.answered and reason.startswith("exit status"):
            reason = started_and_died(reason, stderr)
        result = Run(
            step_outputs(transcript, feeds, blocks),
            status,
            reason,
            stderr[-STDERR_TAIL:],
            feeds,
            blocks,
            errors,
            stdout,
            stderr,
            stopped,
            slow,
        )
        result.setup = before
        return result


def refuses(said: Sequence[str], refusal: str) -> bool:
    """Whether a reply refuses: the refusal pattern, or a program not knowing the command."""
    return refusal_shown(said, refusal) or refusal_shown(said, NOT_UNDERSTOOD)


def stacking(transcript: Transcript, setup: Sequence[str], feeds: Sequence[Feed]) -> set[int]:
    """The indexes, among the lines sent, of the commands that decide what chance would
    (the game's ``Stacking``: ``shoe(...)``) and that the engine takes: after a program
    refuses one, it would deal from its own shuffle, so nothing more is sent. A ``% shoe:``
    line's cards were taken when the transcript was read; a transcript's own are played on
    the engine (once, in-process) only when it has some."""
    rule = transcript.binding.lab.stacking
    if rule is None:
        return set()
    names = {name.casefold() for name in rule.commands}
    stops = {k for k, line in enumerate(setup) if _name(line) in names}
    mine = [k for k, f in enumerate(feeds) if f.role is Role.COMMAND and _name(f.line) in names]
    if mine:
        engine = replay_feeds(transcript, list(feeds))
        stops |= {len(setup) + k for k in mine if not refusal_shown(engine[k] or [])}
    return stops


def _name(line: str) -> str:
    try:
        return parse(line).name.casefold()
    except ParseError:
        return ""


def last_stderr_line(text: str) -> str:
    """The last line a program wrote on stderr (a traceback's exception, argparse's
    complaint), escaped and cut to one short line."""
    lines = [line for line in text.splitlines() if line.strip()]
    last = visible(lines[-1].strip()) if lines else ""
    return last if len(last) <= TAIL_WIDTH else last[: TAIL_WIDTH - 3] + "..."


def started_and_died(status: str, stderr: str) -> str:
    """Why a program that exited before reading its first line failed, in its own words:
    ``exit status 2`` alone once hid argparse's message in the JSON's ``stderr_tail``."""
    last = last_stderr_line(stderr)
    said = f"its last line on stderr: '{last}'" if last else "nothing on stderr"
    return f"{status} {STARTUP}; {said}"


def _status(exchange: Exchange, options: ExternalOptions) -> tuple[Status | None, str]:
    if exchange.outcome is Outcome.TIMEOUT:
        return Status.TIMEOUT, ""  # the reason names where (stopped_at)
    if exchange.outcome is Outcome.OVERFLOW:
        return Status.OUTPUT_LIMIT, f"output cut at {options.max_output} bytes"
    if exchange.returncode:
        return Status.CRASH, exit_reason(exchange.returncode)
    return None, ""
