"""Which output answers which input line, for programs that neither echo nor mark their turns.

Lines are fed one at a time. After each, the harness waits until the program is blocked
reading its stdin again (seen in /proc: a thread asleep in a pipe read on our pipe, no
thread running, the line consumed); what it printed meanwhile is that line's output. Where
/proc cannot tell (another OS, a program polling its input), a short quiet period with the
line consumed stands in, until the program is once seen reading. Stdout is a
pseudo-terminal so C and Python programs flush each line as they print it; stderr is a
pipe, kept per line as well.
"""

from __future__ import annotations

import contextlib
import fcntl
import os
import pty
import select
import struct
import subprocess
import termios
import time
import tty
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from enum import Enum

from .waiting import blocked_on_pipe

Start = Callable[[int], "subprocess.Popen[bytes]"]
Kill = Callable[["subprocess.Popen[bytes]"], None]
_POLL_FIRST, _POLL_MAX, _GRACE = 0.0002, 0.005, 0.002


class Outcome(Enum):
    IDLE = "idle"
    EXITED = "exited"
    TIMEOUT = "timeout"
    OVERFLOW = "overflow"


@dataclass(frozen=True, slots=True)
class Pacing:
    timeout: float = 10.0
    max_output: int = 1_000_000
    quiet: float = 0.1
    watch_proc: bool = True  # False: the quiet period alone decides (for comparison)


@dataclass(slots=True)
class Exchange:
    """Raw output and, per fed line, the byte offsets where its stdout and stderr start."""

    stdout: bytearray = field(default_factory=bytearray)
    stderr: bytearray = field(default_factory=bytearray)
    marks: list[tuple[int, int]] = field(default_factory=list)
    answered: int = 0
    outcome: Outcome = Outcome.EXITED
    returncode: int | None = None
    seconds: float = 0.0

    def segment(self, index: int, err: bool = False) -> bytes | None:
        """What fed line ``index`` printed; None if the program never read it."""
        if index >= self.answered:
            return None
        data = self.stderr if err else self.stdout
        start = self.marks[index][err]
        end = self.marks[index + 1][err] if index + 1 < len(self.marks) else len(data)
        return bytes(data[start:end])


class _Session:
    def __init__(self, process: subprocess.Popen[bytes], master: int, pacing: Pacing) -> None:
        self.process, self.master, self.pacing = process, master, pacing
        assert process.stdin is not None and process.stderr is not None
        self.stdin, self.err = process.stdin.fileno(), process.stderr.fileno()
        self.pipe = os.fstat(self.stdin).st_ino
        self.exchange = Exchange()
        self.deadline = time.monotonic() + pacing.timeout
        self.open = [master, self.err]
        # Once seen reading our pipe, a program is trusted to show it again: no quiet guess.
        self.seen_reading = False
        self.watch = pacing.watch_proc
        for fd in self.open:
            os.set_blocking(fd, False)

    def drain(self, wait: float) -> bool:
        """Read whatever is there (waiting up to ``wait``); True if anything came."""
        if not self.open:
            time.sleep(wait)
            return False
        ready, _, _ = select.select(self.open, [], [], wait)
        got = False
        for fd in ready:
            try:
                chunk = os.read(fd, 65536)
            except (BlockingIOError, InterruptedError):
                continue
            except OSError:  # EIO: the terminal's last writer is gone
                chunk = b""
            if not chunk:
                self.open.remove(fd)
                continue
            got = True
            (self.exchange.stdout if fd == self.master else self.exchange.stderr).extend(chunk)
        return got

    def renew(self, pacing: Pacing) -> None:
        """A fresh exchange and deadline for a kept program's next conversation."""
        self.pacing, self.exchange = pacing, Exchange()
        self.deadline = time.monotonic() + pacing.timeout

    def overflowing(self) -> bool:
        return len(self.exchange.stdout) + len(self.exchange.stderr) > self.pacing.max_output

    def unread_input(self) -> int:
        try:
            raw = fcntl.ioctl(self.stdin, termios.FIONREAD, b"\0\0\0\0")
        except OSError:
            return 0
        return int(struct.unpack("i", raw)[0])

    def settle(self) -> Outcome:
        """Wait until the program waits for input, exits, overflows or runs out of time."""
        delay, last_busy = _POLL_FIRST, time.monotonic()
        while True:
            if self.drain(delay):
                last_busy, delay = time.monotonic(), _POLL_FIRST
            if self.overflowing():
                return Outcome.OVERFLOW
            if self.process.poll() is not None:
                return Outcome.EXITED
            now = time.monotonic()
            if now > self.deadline:
                return Outcome.TIMEOUT
            blocked = blocked_on_pipe(self.process.pid, self.pipe) if self.watch else None
            if blocked is False or self.unread_input():
                last_busy = now
            elif blocked or (not self.seen_reading and now - last_busy >= self.pacing.quiet):
                self.seen_reading = self.seen_reading or bool(blocked)
                while self.drain(_GRACE):
                    pass
                return Outcome.IDLE
            delay = min(delay * 2, _POLL_MAX)

    def send(self, line: str) -> bool:
        data = (line + "\n").encode("utf-8", "replace")
        try:
            while data:
                _, writable, _ = select.select([], [self.stdin], [], _POLL_MAX)
                if writable:
                    data = data[os.write(self.stdin, data) :]
                if self.process.poll() is not None or time.monotonic() > self.deadline:
                    return False
        except (BrokenPipeError, OSError):
            return False
        return True

    def finish(self) -> Outcome:
        """Close stdin and collect what the program prints until it exits."""
        assert self.process.stdin is not None
        with contextlib.suppress(OSError):
            self.process.stdin.close()
        while self.process.poll() is None:
            self.drain(_POLL_MAX)
            if self.overflowing():
                return Outcome.OVERFLOW
            if time.monotonic() > self.deadline:
                return Outcome.TIMEOUT
        end = time.monotonic() + 0.2  # output still in flight from the exited program
        while self.open and time.monotonic() < end:
            self.drain(_POLL_MAX)
        return Outcome.EXITED


def _open(start: Start, pacing: Pacing) -> _Session:
    master, slave = pty.openpty()
    tty.setraw(slave)
    try:
        process = start(slave)
    finally:
        os.close(slave)
    return _Session(process, master, pacing)


def _feed(session: _Session, outcome: Outcome, lines: Sequence[str]) -> Outcome:
    exchange = session.exchange
    for line in lines:
        if outcome is not Outcome.IDLE:
            break
        exchange.marks.append((len(exchange.stdout), len(exchange.stderr)))
        exchange.answered += 1
        if not session.send(line):
            return session.settle()
        outcome = session.settle()
    if outcome is Outcome.IDLE:
        exchange.marks.append((len(exchange.stdout), len(exchange.stderr)))  # after EOF
    return outcome


def _end(session: _Session, outcome: Outcome, kill: Kill, began: float) -> Exchange:
    process, exchange = session.process, session.exchange
    if outcome in (Outcome.IDLE, Outcome.EXITED):
        outcome = session.finish()
    if outcome in (Outcome.TIMEOUT, Outcome.OVERFLOW):
        kill(process)
    process.wait()
    os.close(session.master)
    if process.stderr is not None:
        process.stderr.close()
    exchange.outcome, exchange.returncode = outcome, process.returncode
    exchange.seconds = time.monotonic() - began
    return exchange


def converse(start: Start, kill: Kill, lines: Sequence[str], pacing: Pacing) -> Exchange:
    """Feed ``lines`` one at a time and keep, per line, where its output starts."""
    began = time.monotonic()
    session = _open(start, pacing)
    return _end(session, _feed(session, session.settle(), lines), kill, began)


class Kept:
    """A program left running after its conversation, to begin the next one.

    Only a method-call driver is kept: it starts the student's class afresh on a begin
    line (runners.py), so a JVM or interpreter starts once per student rather than once
    per transcript. Its stdin stays open; it is closed for good by ``end``.
    """

    def __init__(self, session: _Session) -> None:
        self.session = session

    @property
    def pid(self) -> int:
        return self.session.process.pid

    def end(self, kill: Kill) -> None:
        """Stop it: nothing it says now is anyone's answer (the last exchange stands)."""
        self.session.exchange = Exchange()
        _end(self.session, Outcome.TIMEOUT, kill, time.monotonic())


def converse_kept(
    start: Start,
    kill: Kill,
    lines: Sequence[str],
    pacing: Pacing,
    begin: str,
    kept: Kept | None,
) -> tuple[Exchange, Kept | None]:
    """As ``converse``, for a program that can begin again: ``begin`` is sent first (to a
    kept program, or to a new one started with ``start``; a kept one that has exited is
    ended with ``kill`` first), and a program still waiting for input after the last line
    is returned to be kept, its exchange marked as exited cleanly (status 0), with nothing
    after the last line."""
    began = time.monotonic()
    reused = kept is not None and kept.session.process.poll() is None
    if kept is not None and reused:
        session = kept.session
        session.renew(pacing)
        outcome = Outcome.IDLE
    else:
        if kept is not None:
            kept.end(kill)
        session = _open(start, pacing)
        outcome = session.settle()
    if outcome is Outcome.IDLE:
        # What beginning prints is its banner: before the first line's mark.
        outcome = session.settle() if session.send(begin) else Outcome.EXITED
    outcome = _feed(session, outcome, lines)
    if outcome is not Outcome.IDLE:
        return _end(session, outcome, kill, began), None
    exchange = session.exchange
    exchange.outcome, exchange.returncode = Outcome.EXITED, 0
    exchange.seconds = time.monotonic() - began
    return exchange, Kept(session)
