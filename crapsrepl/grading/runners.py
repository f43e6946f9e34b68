"""Getting each transcript command's output from an implementation.

The built-in one runs in-process; an external program is started once per transcript, fed
the commands on stdin, and its stdout is split back into one block per command.
"""

from __future__ import annotations

import os
import shlex
import signal
import subprocess
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from enum import Enum
from typing import IO, Protocol

from ..console.options import BY_NAME as OPTION_SPECS
from ..console.options import parse_flag
from ..console.text import is_remark
from ..transcripts.format import Transcript, command_line
from ..transcripts.replay import replay

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


class Runner(Protocol):
    def run(self, transcript: Transcript) -> Run: ...


def graded_steps(transcript: Transcript) -> list[int]:
    """Indexes of the steps that are real commands (comments and blank lines are not graded)."""
    return [i for i, step in enumerate(transcript.steps) if not is_remark(step.command)]


class BuiltinRunner:
    """This package's own engine, in-process: no start-up cost per transcript."""

    def run(self, transcript: Transcript) -> Run:
        outputs = replay(transcript)
        return Run([outputs[i] for i in graded_steps(transcript)])


@dataclass(frozen=True, slots=True)
class ExternalOptions:
    timeout: float = 10.0
    max_output: int = 1_000_000
    setup_as_commands: bool = False
    separator: str | None = None
    same_line: Callable[[str, str], bool] = field(default=lambda a, b: a.rstrip() == b.rstrip())


class ExternalRunner:
    """A student's program speaking the command language on stdin and stdout."""

    def __init__(self, command: str, options: ExternalOptions | None = None) -> None:
        self.command = shlex.split(command)
        self.options = options or ExternalOptions()

    def setup(self, transcript: Transcript) -> tuple[list[str], list[str]]:
        """Extra command-line flags and set-up commands for the transcript's directives."""
        flags: list[str] = []
        commands: list[str] = []
        for key, value in transcript.directives:
            if key == "players" and self.options.setup_as_commands:
                commands += [
                    f"addPlayer({name}, {chips})" for name, chips in transcript.setup.players
                ]
            elif (spec := OPTION_SPECS.get(key)) is None:
                continue
            elif not spec.switch:
                flags += [spec.flag, value]
            elif parse_flag(value):
                flags.append(spec.flag)
        return flags, commands

    def run(self, transcript: Transcript) -> Run:
        flags, setup = self.setup(transcript)
        commands = [transcript.steps[i].command for i in graded_steps(transcript)]
        fed = setup + commands
        try:
            out, err, status, reason = self._execute([*self.command, *flags], fed)
        except OSError as problem:
            return Run([None] * len(commands), Status.ERROR, f"cannot start: {problem}")
        lines = out.decode("utf-8", "replace").replace("\r\n", "\n").split("\n")
        if self.options.separator is None:
            blocks = split_by_echo(lines, fed, self.options.same_line)
        else:
            blocks = split_by_separator(lines, len(fed), self.options.separator)
        tail = err.decode("utf-8", "replace")[-STDERR_TAIL:]
        if status is Status.TIMEOUT:
            return Run([None] * len(commands), status, reason, tail)
        return Run(blocks[len(setup) :], status, reason, tail)

    def _execute(
        self, argv: list[str], commands: list[str]
    ) -> tuple[bytes, bytes, Status | None, str]:
        limit = self.options.max_output
        process = subprocess.Popen(
            argv,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            start_new_session=True,
        )
        out, err = bytearray(), bytearray()
        overflow = threading.Event()
        pumps = [
            threading.Thread(
                target=_pump, args=(process.stdout, out, limit, overflow), daemon=True
            ),
            threading.Thread(
                target=_pump, args=(process.stderr, err, limit, overflow), daemon=True
            ),
            threading.Thread(target=_feed, args=(process.stdin, commands), daemon=True),
        ]
        for pump in pumps:
            pump.start()
        deadline = time.monotonic() + self.options.timeout
        status, reason = None, ""
        while process.poll() is None:
            if overflow.is_set():
                status, reason = Status.OUTPUT_LIMIT, f"output cut at {limit} bytes"
                break
            if time.monotonic() > deadline:
                status, reason = Status.TIMEOUT, f"no exit within {self.options.timeout:g} s"
                break
            time.sleep(0.005)
        if status is not None:
            _kill(process)
        process.wait()
        for pump in pumps[:2]:
            pump.join(timeout=2)
        if status is None and overflow.is_set():
            status, reason = Status.OUTPUT_LIMIT, f"output cut at {limit} bytes"
        if status is None and process.returncode != 0:
            status, reason = Status.CRASH, f"exit status {process.returncode}"
        return bytes(out[:limit]), bytes(err), status, reason


def _pump(stream: IO[bytes] | None, into: bytearray, limit: int, overflow: threading.Event) -> None:
    assert stream is not None
    while chunk := stream.read1(65536):  # type: ignore[attr-defined]
        if len(into) <= limit:
            into += chunk
        if len(into) > limit:
            overflow.set()


def _feed(stream: IO[bytes] | None, commands: list[str]) -> None:
    assert stream is not None
    try:
        stream.write("".join(f"{c}\n" for c in commands).encode())
        stream.close()
    except (BrokenPipeError, OSError):
        pass


def _kill(process: subprocess.Popen[bytes]) -> None:
    try:
        os.killpg(process.pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        process.kill()


def split_by_echo(
    lines: list[str], commands: list[str], same: Callable[[str, str], bool]
) -> list[list[str] | None]:
    """Blocks between the echoed ``craps> command`` lines; None from the first missing echo."""
    starts: list[int] = []
    position = 0
    for command in commands:
        echo = command_line(command)
        found = next((k for k in range(position, len(lines)) if same(lines[k], echo)), None)
        if found is None:
            break
        starts.append(found)
        position = found + 1
    ends = [*starts[1:], len(lines)][: len(starts)]
    blocks: list[list[str] | None] = [lines[s + 1 : e] for s, e in zip(starts, ends, strict=True)]
    return blocks + [None] * (len(commands) - len(starts))


def split_by_separator(lines: list[str], count: int, separator: str) -> list[list[str] | None]:
    """Blocks each ended by a line equal to ``separator``; None where none was printed."""
    blocks: list[list[str] | None] = []
    current: list[str] = []
    for line in lines:
        if line.strip() == separator.strip():
            blocks.append(current)
            current = []
        else:
            current.append(line)
    blocks = blocks[:count]
    return blocks + [None] * (count - len(blocks))
