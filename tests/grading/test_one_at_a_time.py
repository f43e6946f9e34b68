"""A student's programs never run at once, a program started ahead runs none of the
student's code before its transcript is handed to it, and sandboxes share no lock
(issue 31, round five, B).

A program holding ``flock`` on the shared Python install told the program started ahead
for the next transcript what it had been sent: a hidden transcript's commands showed in a
visible one's Gradescope feedback (and at ``--jobs 2`` one student saw another's lock). A
program started ahead did four seconds of work before its transcript, on no clock: 1/4
started ahead, 4/4 with ``--cold-start``. ``test_isolation.py`` grades such students
(``tests/fakes/stateful/py_lock``, ``py_ahead``) both ways and compares every report byte
for byte; the tests here hold each guard on its own.
"""

from __future__ import annotations

import contextlib
import io
import sys
from pathlib import Path

import pytest

from crapsrepl.grading.command import main as grade_main
from crapsrepl.grading.sandbox.sandbox import Isolation, Sandbox
from crapsrepl.grading.sandbox.seccomp import lock_filter
from tests.helpers import DATA, FAKES, needs_bwrap

LOCKS = FAKES / "locks"


@needs_bwrap
@pytest.mark.skipif(lock_filter() is None, reason="needs libseccomp (libseccomp2)")
def test_no_sandbox_can_signal_another_through_a_file_they_share() -> None:
    """Two sandboxes at once, each trying every kind of lock, lease and notification on
    the Python install both show: a lock taken is taken as nothing (the JVM locks its own
    files and must not fail), so neither sees the other's; the rest are refused."""
    sandbox = Sandbox(LOCKS, isolation=Isolation.BWRAP)
    probe = [sys.executable, str(LOCKS / "probe.py")]
    with sandbox.start(probe) as first:
        assert first.process.stdout is not None
        held = [first.process.stdout.readline().decode().strip() for _ in range(9)]
        with sandbox.start(probe) as second:
            out, _ = second.process.communicate(b"\n", timeout=60)
        first.process.communicate(b"\n", timeout=60)
    seen = out.decode().splitlines()
    assert [line for line in seen if " sees: " in line] == [
        "flock sees: none",
        "posix sees: none",
        "ofd sees: none",
    ]
    for said in (held, seen):
        refused = {line.partition(" ")[0] for line in said if " take: refused" in line}
        assert refused == {"lease", "notify", "inotify"}, said


def test_a_students_programs_never_run_at_once(tmp_path: Path) -> None:
    """A program that notes its start and its end in a file of the test's (no sandbox):
    three transcripts at ``--jobs 2`` with programs started ahead, and the notes alternate
    (a start, its end, the next start): no two ever ran at once."""
    log = tmp_path / "lives.txt"
    folder = tmp_path / "student"
    folder.mkdir()
    (folder / "main.py").write_text((LOCKS / "lifetime.py").read_text())
    argv = [str(DATA / "class_transcripts"), "--cmd", f"{sys.executable} main.py {log}"]
    argv += ["--submission", str(folder), "--jobs", "2", "--sandbox", "none", "--timeout", "5"]
    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
        grade_main(argv)
    notes = log.read_text().split()
    words, pids = notes[0::2], notes[1::2]
    assert words == ["start", "end"] * 3
    assert pids[0::2] == pids[1::2]  # each start followed by its own end


@pytest.mark.parametrize("isolation", [pytest.param("bwrap", marks=needs_bwrap), "none"])
def test_a_held_program_runs_only_once_released(tmp_path: Path, isolation: str) -> None:
    """Held, the sandbox and the limiter are up and the command has not started: closed
    unused, it never runs at all; released, it runs."""
    sandbox = Sandbox(tmp_path, isolation=Isolation(isolation))
    marker = [sys.executable, "-c", "print('ran', flush=True)"]
    with sandbox.start(marker, held=True) as unused:
        assert unused.held
    assert unused.process.stdout is not None and unused.process.stdout.read() == b""
    with sandbox.start(marker, held=True) as used:
        used.release()
        out, _ = used.process.communicate(timeout=60)
    assert not used.held and out == b"ran\n"
