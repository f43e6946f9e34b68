"""Programs started ahead of their transcript, each used once, never reused.

Every transcript (and every explore session) runs in a program started for it alone, in a
sandbox and a scratch copy of its own: nothing a student's earlier run did (a module or
static field, ``builtins``, the environment, a thread left running, a file) can reach it.
What made one process per transcript slow was waiting for it to start (a JVM, an
interpreter and the driver's imports, the sandbox), so the next one is started while the
current transcript runs, and has run none of the student's code when it is taken: a
method-call driver waits for its begin line (it loads nothing of the student's before),
and a program is held before its command (the limiter waits for a byte, sent when it is
taken: ``Contained.release``), so nothing of it runs beside the current transcript's
program or on no clock. It is taken once, by the transcript that needs it, and closed
after it, like any run. Its start-up is watched as a run started late would be (until it
first waits for input, on the grader's clock: attribution.py), so the same program gets
the same grade either way.

A spare is started with the command the last run used (a driver's never changes; a
program's does when a transcript's flags do): taken only by a run with the same command,
and otherwise closed unused. A starter thread of its own starts every spare, because
bubblewrap's ``--die-with-parent`` follows the thread that started it.
"""

from __future__ import annotations

import contextlib
import queue
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ..sandbox.contained import Contained, stopping
from .attribution import Session
from .exchange import Clock, Outcome

Argv = tuple[str, ...]


@dataclass(slots=True)
class Spare:
    """A started program: its sandboxed run and its terminal and pipes, nothing sent yet."""

    argv: Argv
    run: Contained
    session: Session
    started: Outcome | None = None  # how its start-up ended, once watched

    def start_up(self) -> None:
        """Wait until it first waits for input (or exits, or runs out of time)."""
        self.started = self.session.timed(Clock.GRADER, self.session.settle)

    def close(self) -> None:
        self.session.close()
        self.run.close()


Starter = Callable[[Argv], Spare]
MOST_AHEAD = 4  # programs started ahead at most, per runner


class Spares:
    """Programs started ahead for the runner that owns it: one at first, one more each time
    a run finds none ready (a start-up slower than a transcript; a busy machine), up to
    ``MOST_AHEAD``, and never more than the runs still planned (``expect``): a spare nobody
    takes is a whole start-up spent for nothing (a JVM), and a busy machine, which keeps
    more ahead, is the one that can least afford it. A run that finds its spare still
    starting up waits for it (it began before any started now would). Those never taken
    are closed at the end."""

    def __init__(self, start: Starter) -> None:
        self._start = start
        self._ahead = 1
        self._ready: list[Spare] = []
        self._starting: list[Spare] = []  # started; their start-up being watched
        self._watchers: list[threading.Thread] = []
        self._wanted: queue.Queue[Argv | None] = queue.Queue()
        self._lock = threading.Lock()
        self._changed = threading.Condition(self._lock)  # a start-up watched to its end
        self._closed = False
        self._thread: threading.Thread | None = None
        self._left: int | None = None  # takes still planned; None: not said

    def expect(self, runs: int) -> None:
        """``runs`` runs come next: no program is started ahead beyond them."""
        with self._lock:
            self._left = max(0, runs)

    def take(self, argv: Sequence[str]) -> Spare:
        """A program started with ``argv``: a spare if one was (started up, or once it has),
        else started now (its start-up still to watch); either way, the next ones are asked
        for."""
        wanted = tuple(argv)
        with self._changed:
            # One still starting up began before any started now would: wait for it.
            waited = False
            while not self._closed and not any(s.argv == wanted for s in self._ready):
                if not any(s.argv == wanted for s in self._starting):
                    break
                waited = True
                self._changed.wait()
            found = next((s for s in self._ready if s.argv == wanted), None)
            if found is not None:
                self._ready.remove(found)
            if (found is None or waited) and self._thread is not None:
                self._ahead = min(self._ahead + 1, MOST_AHEAD)  # not ready in time: more ahead
            if self._left is not None:
                self._left = max(0, self._left - 1)  # this one; _left are still to come
            stale = [s for s in self._ready if s.argv != wanted]
            self._ready = [s for s in self._ready if s.argv == wanted]
        for spare in stale:
            spare.close()
        spare = found or self._start(wanted)
        self._ask(wanted)
        return spare

    def _short(self) -> int:
        """How many more to start (under the lock)."""
        if self._closed:
            return 0
        ahead = self._ahead if self._left is None else min(self._ahead, self._left)
        return ahead - len(self._ready) - len(self._starting)

    def _ask(self, argv: Argv) -> None:
        with self._lock:
            if stopping() or self._short() <= 0:
                return
            if self._thread is None:
                self._thread = threading.Thread(target=self._serve, daemon=True)
                self._thread.start()
        self._wanted.put(argv)

    def _serve(self) -> None:
        """Start what is asked for: this thread starts every spare (bubblewrap's
        ``--die-with-parent`` follows it), a watcher per spare waits for its start-up."""
        while (argv := self._wanted.get()) is not None:
            while True:
                with self._lock:
                    if self._short() <= 0 or stopping():
                        break
                try:
                    spare = self._start(argv)
                except OSError:
                    break  # the run that takes one will start it itself, and say why not
                if spare.run.held:  # nothing of it runs before it is taken: nothing to watch
                    with self._changed:
                        closed = self._closed
                        if not closed:
                            self._ready.append(spare)
                            self._changed.notify_all()
                    if closed:
                        spare.close()
                        break
                    continue
                watcher = threading.Thread(target=self._watch, args=(spare,), daemon=True)
                with self._lock:
                    closed = self._closed
                    if not closed:
                        self._starting.append(spare)
                        self._watchers = [w for w in self._watchers if w.is_alive()]
                        self._watchers.append(watcher)
                if closed:
                    spare.close()
                    break
                watcher.start()

    def _watch(self, spare: Spare) -> None:
        spare.start_up()
        with self._changed:
            self._starting.remove(spare)
            closed = self._closed
            if not closed:
                self._ready.append(spare)
            self._changed.notify_all()
        if closed:
            spare.close()

    def close(self) -> None:
        """Close every spare not taken, and stop the starter."""
        with self._changed:
            self._closed = True
            self._changed.notify_all()
            ready, self._ready = self._ready, []
            thread = self._thread
            for spare in self._starting:
                spare.run.kill()  # a start-up that hangs ends now
        self._wanted.put(None)
        if thread is not None:
            thread.join()
        with self._lock:
            watchers = list(self._watchers)
        for watcher in watchers:
            watcher.join()
        for spare in ready:
            with contextlib.suppress(OSError):
                spare.close()
