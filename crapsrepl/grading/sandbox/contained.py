"""A program running contained, and every such program of this process (to stop them all).

``Sandbox.start`` returns a ``Contained``; closing it kills every process the program
started and deletes its scratch copy. ``stop_all`` (Ctrl-C, SIGTERM) kills every running
one and refuses new starts until ``resume_all``.
"""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import threading
from pathlib import Path
from types import TracebackType

from .cgroup import RunCgroup
from .scratch import remove

_LIVE: set[Contained] = set()
_LOCK = threading.Lock()
_STOPPED = threading.Event()


def stop_all() -> None:
    """Kill every running program and refuse new ones, for good (grading is stopping)."""
    _STOPPED.set()
    with _LOCK:
        live = list(_LIVE)
    for run in live:
        run.kill()


def stopping() -> bool:
    return _STOPPED.is_set()


def resume_all() -> None:
    """Allow new starts again (a later grading run in the same process)."""
    _STOPPED.clear()


def exit_reason(code: int) -> str:
    """A signal named, and the limit it means; bwrap reports a killed program as 128+N."""
    number = -code if code < 0 else code - 128 if code > 128 else 0
    try:
        name = signal.Signals(number).name if number else ""
    except ValueError:
        name = ""
    if not name:
        return f"exit status {code}"
    meaning = _LIMIT_SIGNALS.get(name)
    return f"killed by {name}" + (f" ({meaning})" if meaning else "")


_LIMIT_SIGNALS = {"SIGXCPU": "CPU time limit", "SIGXFSZ": "file size limit"}


def _read_all(fd: int | None, limit: int = 65536) -> bytes:
    """What is in a pipe now, up to ``limit`` bytes, without waiting for more."""
    if fd is None:
        return b""
    os.set_blocking(fd, False)
    data = b""
    with contextlib.suppress(OSError):
        while len(data) < limit:
            chunk = os.read(fd, limit - len(data))
            if not chunk:
                break
            data += chunk
    return data


class Contained:
    """One running program in its own scratch copy; closing it kills every process it
    started and deletes the copy. ``status`` is the read end of the limiter's pipe (why
    the command could not be started); ``channel``, when asked for, the number the program
    has for a pipe of the harness's own and the end the harness reads."""

    def __init__(
        self,
        process: subprocess.Popen[bytes],
        top: Path,
        sandboxed: bool,
        group: RunCgroup | None = None,
        status: int | None = None,
        channel: tuple[int, int] | None = None,
        go: int | None = None,
    ) -> None:
        self.process = process
        self._go = go  # a held run's byte, not yet sent
        self._group = group
        self._status = status
        self.channel = channel
        self.scratch = top / "submission"
        self.sandboxed = sandboxed
        self._top = top
        with _LOCK:
            _LIVE.add(self)
        if stopping():
            self.kill()

    def kill(self) -> None:
        """SIGKILL to the process group: with bwrap that ends the sandbox's PID namespace,
        so every process in it dies, even those that left the group (setsid)."""
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.killpg(self.process.pid, signal.SIGKILL)
        if self._group is not None:
            self._group.kill()

    @property
    def held(self) -> bool:
        """Started ahead and waiting: the student's command has not run yet."""
        return self._go is not None

    def release(self) -> None:
        """Let a held run's command start now (nothing if it was not held)."""
        if self._go is not None:
            with contextlib.suppress(OSError):  # it died meanwhile: its end shows that
                os.write(self._go, b"\n")
            os.close(self._go)
            self._go = None

    def cannot_start(self) -> str | None:
        """Why the command could not be started (not found, not executable), as the
        limiter said on its own pipe once the program has ended; None if it started."""
        said = _read_all(self._status)
        return said.decode("utf-8", "replace").strip() or "not found" if said else None

    def said(self, limit: int = 65536) -> str:
        """The first line the program wrote on its channel ("" without one)."""
        data = _read_all(None if self.channel is None else self.channel[1], limit)
        return data.decode("utf-8", "replace").partition("\n")[0]

    def close(self) -> None:
        self.kill()
        self.process.wait()
        for end in (self._status, self._go, None if self.channel is None else self.channel[1]):
            if end is not None:
                with contextlib.suppress(OSError):
                    os.close(end)
        self._status = self.channel = self._go = None
        with _LOCK:
            _LIVE.discard(self)
        if self._group is not None:
            self._group.kill()
            self._group.remove()
        remove(self._top)

    def __enter__(self) -> Contained:
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        value: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        self.close()
