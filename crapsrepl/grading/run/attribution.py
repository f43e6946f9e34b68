"""Which output answers which input line, for programs that neither echo nor mark their turns.

Lines are fed one at a time. After each, the harness waits until the program is blocked
reading its stdin again (seen in /proc: a thread asleep in a pipe read on our pipe, no
thread running, the line consumed); what it printed meanwhile is that line's output. Where
/proc cannot tell (another OS, a program polling its input), a short quiet period with the
line consumed stands in, until the program is once seen reading. Stdout is a
pseudo-terminal so C and Python programs flush each line as they print it; stderr is a
pipe, kept per line as well.

Two clocks, each of ``Pacing.timeout`` seconds: the program's own (answering the
transcript's own lines, then exiting at the end of input) and the grader's (starting up
until it first waits for input, a driver's begin line, the refusal probes the student
never sees). A line waits at most what is left on its clock, so a slow program is never
failed for lines the grader added, and a hang anywhere still ends.
"""

from __future__ import annotations

import contextlib
import fcntl
import functools
import os
import pty
import select
import struct
import subprocess
import termios
import time
import tty
from collections.abc import Callable, Collection, Sequence

from .exchange import Clock, Exchange, Outcome, Pacing
from .waiting import blocked_on_pipe

Start = Callable[[int], "subprocess.Popen[bytes]"]
Kill = Callable[["subprocess.Popen[bytes]"], None]
# Whether to send nothing more after line ``index``, given what it printed (out, err).
Halt = Callable[[int, bytes, bytes], bool]
_POLL_FIRST, _POLL_MAX, _GRACE = 0.0002, 0.005, 0.002


class Session:
    """One started program, its pseudo-terminal and pipes, and the time each clock has used."""

    def __init__(self, process: subprocess.Popen[bytes], master: int, pacing: Pacing) -> None:
        self.process, self.master, self.pacing = process, master, pacing
        assert process.stdin is not None and process.stderr is not None
        self.stdin, self.err = process.stdin.fileno(), process.stderr.fileno()
        self.pipe = os.fstat(self.stdin).st_ino
        self.exchange = Exchange()
        self.spent = {Clock.OWN: 0.0, Clock.GRADER: 0.0}
        self.deadline = 0.0
        self.broken = False  # a line could not be written: nothing more is sent
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

    def overflowing(self) -> bool:
        return len(self.exchange.stdout) + len(self.exchange.stderr) > self.pacing.max_output

    def unread_input(self) -> int:
        try:
            raw = fcntl.ioctl(self.stdin, termios.FIONREAD, b"\0\0\0\0")
        except OSError:
            return 0
        return int(struct.unpack("i", raw)[0])

    def timed(self, clock: Clock, wait: Callable[[], Outcome]) -> Outcome:
        """Run ``wait`` with what is left on ``clock`` as its deadline, and charge it."""
        began = time.monotonic()
        self.deadline = began + self.pacing.timeout - self.spent[clock]
        outcome = wait()
        self.spent[clock] += time.monotonic() - began
        if outcome is Outcome.TIMEOUT:
            self.exchange.ran_out, self.exchange.waited = clock, time.monotonic() - began
        return outcome

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

    def answer(self, line: str) -> Outcome:
        """Send ``line`` and wait for the program to take it and wait again (after a send
        that failed, ``broken``: until it exits or its time runs out)."""
        self.broken = not self.send(line)
        return self.settle()

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

    def close(self) -> None:
        """Release the terminal and pipes of a session never conversed with (a spare)."""
        with contextlib.suppress(OSError):
            os.close(self.master)
        for stream in (self.process.stdin, self.process.stderr):
            if stream is not None:
                with contextlib.suppress(OSError):
                    stream.close()


def open_session(start: Start, pacing: Pacing) -> Session:
    """Start the program with its stdout on a new pseudo-terminal; nothing is sent yet."""
    master, slave = pty.openpty()
    tty.setraw(slave)
    try:
        process = start(slave)
    except BaseException:
        os.close(master)
        raise
    finally:
        os.close(slave)
    return Session(process, master, pacing)


def _feed(
    session: Session,
    outcome: Outcome,
    lines: Sequence[str],
    grader: Collection[int],
    halt: Halt | None = None,
) -> Outcome:
    exchange = session.exchange
    for index, line in enumerate(lines):
        if outcome is not Outcome.IDLE or session.broken or exchange.halted is not None:
            break
        exchange.marks.append((len(exchange.stdout), len(exchange.stderr)))
        exchange.answered += 1
        clock = Clock.GRADER if index in grader else Clock.OWN
        outcome = session.timed(clock, functools.partial(session.answer, line))
        said = (exchange.segment(index) or b"", exchange.segment(index, err=True) or b"")
        if halt is not None and outcome is Outcome.IDLE and halt(index, *said):
            exchange.halted = index
    if outcome is Outcome.IDLE and not session.broken:
        exchange.marks.append((len(exchange.stdout), len(exchange.stderr)))  # after EOF
    return outcome


def _end(session: Session, outcome: Outcome, kill: Kill, began: float) -> Exchange:
    process, exchange = session.process, session.exchange
    if outcome in (Outcome.IDLE, Outcome.EXITED):
        outcome = session.timed(Clock.OWN, session.finish)
    if outcome in (Outcome.TIMEOUT, Outcome.OVERFLOW):
        kill(process)
    process.wait()
    os.close(session.master)
    if process.stderr is not None:
        process.stderr.close()
    exchange.outcome, exchange.returncode = outcome, process.returncode
    exchange.seconds = time.monotonic() - began
    return exchange


def converse_with(
    session: Session,
    kill: Kill,
    lines: Sequence[str],
    grader: Collection[int] = (),
    begin: str | None = None,
    started: Outcome | None = None,
    halt: Halt | None = None,
) -> Exchange:
    """Feed ``lines`` one at a time to a started program and keep, per line, where its
    output starts. ``grader`` holds the indexes of the grader's own lines (its probes);
    ``begin``, when given, is sent first and marks nothing (a driver's begin line: what it
    prints is before the first line's mark). ``started``: how its start-up ended, if it was
    watched already (a program started ahead); else it is watched now. ``halt``: after a
    line it holds, nothing more is sent (its input ends)."""
    began = time.monotonic()
    outcome = session.timed(Clock.GRADER, session.settle) if started is None else started
    if begin is not None and outcome is Outcome.IDLE:
        outcome = session.timed(Clock.GRADER, functools.partial(session.answer, begin))
    return _end(session, _feed(session, outcome, lines, grader, halt), kill, began)


def converse(
    start: Start,
    kill: Kill,
    lines: Sequence[str],
    pacing: Pacing,
    grader: Collection[int] = (),
    begin: str | None = None,
) -> Exchange:
    """Start the program, then ``converse_with`` it."""
    return converse_with(open_session(start, pacing), kill, lines, grader, begin)
