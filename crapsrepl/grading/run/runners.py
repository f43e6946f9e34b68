"""Getting each transcript command's output (and each query's reply) from an implementation.

The built-in one runs in-process; an external program is started once per transcript and fed
the plan's lines on stdin one at a time, each line's output attributed to it
(attribution.py), so programs need not echo commands or mark their turns.
"""

from __future__ import annotations

import shlex
import subprocess
from dataclasses import dataclass, field
from enum import Enum
from typing import Protocol

from ...console.text import is_remark
from ...transcripts.facts import render_query
from ...transcripts.format import Transcript
from ...transcripts.patterns import Pattern
from ...transcripts.plan import Feed, Role, build
from ...transcripts.replay import replay_feeds
from ..sandbox.contained import Contained, cannot_start, exit_reason
from ..sandbox.sandbox import Sandbox
from .attribution import Exchange, Outcome, Pacing, converse, converse_kept
from .cleaning import Cleaning, clean, split_by_echo, tidy
from .keeping import SERVE, SHARES, Keeper, begin_line

STDERR_TAIL = 2000


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


class Runner(Protocol):
    def run(self, transcript: Transcript) -> Run: ...


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


@dataclass(frozen=True, slots=True)
class ExternalOptions:
    timeout: float = 10.0
    max_output: int = 1_000_000
    setup_as_flags: bool = False
    separator: str | None = None
    prompt: Pattern | None = None  # matched against the program's output (linear time)
    quiet: float = 0.1
    watch_proc: bool = True
    cwd: str | None = None


class ExternalRunner:
    """A student's program speaking the command language on stdin and stdout."""

    def __init__(
        self,
        command: str,
        options: ExternalOptions | None = None,
        sandbox: Sandbox | None = None,
        *,
        kept: bool = False,
    ) -> None:
        self.command = shlex.split(command)
        self.options = options or ExternalOptions()
        self.sandbox = sandbox or Sandbox.for_command(self.command)
        # A method-call driver is kept running and begun afresh per transcript (keeping).
        self.keeper = Keeper(self.sandbox.limits.cpu_seconds) if kept else None
        if kept:
            self.sandbox = self.sandbox.with_cpu(self.sandbox.limits.cpu_seconds * SHARES)

    def close(self) -> None:
        """Stop the programs kept for later transcripts."""
        if self.keeper is not None:
            self.keeper.close()

    def setup(self, transcript: Transcript) -> tuple[list[str], list[str]]:
        """Extra command-line flags and set-up commands for the transcript's directives.

        Players are seated by ``addPlayer`` commands (every program reads those) unless the
        program takes options; the seed is passed only when the dice are really thrown.
        """
        binding = transcript.binding
        by_flags = self.options.setup_as_flags
        directives = [(k, v) for k, v in transcript.directives if by_flags or k != "players"]
        flags = binding.program_words(directives, [step.command for step in transcript.steps])
        commands = [] if by_flags else binding.seat_commands(transcript.setup.players)
        return flags, commands

    def run(self, transcript: Transcript) -> Run:
        flags, setup = self.setup(transcript)
        feeds = build(transcript)
        sent = [
            f.line if f.role is Role.COMMAND else render_query(f.line, transcript.queries)
            for f in feeds
        ]
        lines = setup + sent
        options = self.options
        pacing = Pacing(options.timeout, options.max_output, options.quiet, options.watch_proc)
        runs: list[Contained] = []
        try:
            exchange = self._converse(flags, lines, pacing, runs)
            problem = cannot_start(exchange.returncode, bytes(exchange.stderr))
            if problem:
                raise OSError(problem)
        except OSError as problem:
            count = len(graded_steps(transcript))
            nothing: list[list[str] | None] = [None] * len(feeds)
            why = f"cannot start: {problem}"
            return Run([None] * count, Status.ERROR, why, "", feeds, nothing, nothing)
        finally:
            for run in runs:
                run.close()
        return self._read(transcript, feeds, setup, lines, exchange)

    def _converse(
        self, flags: list[str], lines: list[str], pacing: Pacing, runs: list[Contained]
    ) -> Exchange:
        """Start the program (or begin a kept one again) and feed it ``lines``; each program
        started is added to ``runs``, and the one kept, if any, taken out again."""
        argv = [*self.command, *(flags if self.keeper is None else [SERVE])]

        def start(stdout: int) -> subprocess.Popen[bytes]:
            runs.append(self.sandbox.start(argv, stdout=stdout))
            return runs[-1].process

        def kill(_: subprocess.Popen[bytes]) -> None:
            runs[-1].kill()

        if self.keeper is None:
            exchange = converse(start, kill, lines, pacing)
        else:
            held = self.keeper.take()
            if held is not None:
                runs.append(held[1])
            first = begin_line(flags)
            exchange, kept = converse_kept(
                start, kill, lines, pacing, first, None if held is None else held[0]
            )
            if kept is not None:
                self.keeper.keep(kept, runs.pop())
        for run in runs:
            run.kill()  # whatever it left behind, such as a child holding its output
        return exchange

    def _read(
        self,
        transcript: Transcript,
        feeds: list[Feed],
        setup: list[str],
        lines: list[str],
        exchange: Exchange,
    ) -> Run:
        """Each fed line's output, cleaned, and the run's status."""
        how = Cleaning(self.options.prompt, self.options.separator, transcript.prompt)
        blocks, errors = [], []
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
        if status is Status.TIMEOUT:
            # What it answered before it hung stands; the line it hung on and all after
            # it got no reply.
            hung = max(exchange.answered - 1 - len(setup), 0)
            if len(exchange.marks) > exchange.answered:  # it answered all, then never exited
                hung = len(feeds)
            blocks = [b if k < hung else None for k, b in enumerate(blocks)]
            stopped, reason = _stopped(transcript, feeds, hung, exchange, len(setup), reason)
        stdout = exchange.stdout.decode("utf-8", "replace")
        stderr = exchange.stderr.decode("utf-8", "replace")
        return Run(
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
        )


def _stopped(
    transcript: Transcript,
    feeds: list[Feed],
    hung: int,
    exchange: Exchange,
    seated: int,
    reason: str,
) -> tuple[int | None, str]:
    """The file line of the fed line it never finished answering, and the reason naming it."""
    if hung >= len(feeds):
        return None, f"{reason}: it answered every line but did not exit at the end of input"
    if exchange.answered <= seated:
        return None, f"{reason}: it never waited for the transcript's first command"
    feed = feeds[hung]
    step = transcript.steps[feed.step]
    line = step.facts[feed.index].line if feed.role is Role.QUERY else step.line
    return line, f"stopped answering at line {line} {feed.line} ({reason})"


def _status(exchange: Exchange, options: ExternalOptions) -> tuple[Status | None, str]:
    if exchange.outcome is Outcome.TIMEOUT:
        return Status.TIMEOUT, f"no exit within {options.timeout:g} s"
    if exchange.outcome is Outcome.OVERFLOW:
        return Status.OUTPUT_LIMIT, f"output cut at {options.max_output} bytes"
    if exchange.returncode:
        return Status.CRASH, exit_reason(exchange.returncode)
    return None, ""
