"""Output attributed to each input line by watching the program wait for input."""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
from pathlib import Path

from crapsrepl.grading.run.attribution import converse
from crapsrepl.grading.run.cleaning import Cleaning, clean
from crapsrepl.grading.run.exchange import Outcome, Pacing
from crapsrepl.grading.run.waiting import blocked_on_pipe

PY = sys.executable


def spawn(argv: list[str], stdout: int) -> subprocess.Popen[bytes]:
    """A program as the runner starts one: stdin and stderr pipes, its own session."""
    return subprocess.Popen(
        argv, stdin=subprocess.PIPE, stdout=stdout, stderr=subprocess.PIPE, start_new_session=True
    )


def _kill(process: subprocess.Popen[bytes]) -> None:
    os.killpg(process.pid, signal.SIGKILL)


def talk(tmp_path: Path, source: str, lines: list[str], timeout: float = 20) -> list[bytes | None]:
    program = tmp_path / "p.py"
    program.write_text(source)
    # A quiet period longer than the timeout: only seeing the program wait in /proc works.
    pacing = Pacing(timeout, quiet=timeout * 2)
    exchange = converse(lambda fd: spawn([PY, str(program)], fd), _kill, lines, pacing)
    assert exchange.outcome is Outcome.EXITED
    return [exchange.segment(i) for i in range(len(lines))]


def test_each_line_gets_the_output_printed_before_the_next_read(tmp_path: Path) -> None:
    source = (
        "import sys, time\nprint('banner')\nfor line in sys.stdin:\n"
        "    print('got', line.strip())\n    time.sleep(0.05)\n    print('done', line.strip())\n"
    )
    blocks = talk(tmp_path, source, ["a", "b", "c"])
    assert blocks == [b"got a\ndone a\n", b"got b\ndone b\n", b"got c\ndone c\n"]


def test_an_event_loop_waiting_in_epoll_is_seen_waiting(tmp_path: Path) -> None:
    source = (
        "import os, selectors, sys\nloop = selectors.EpollSelector()\n"
        "loop.register(sys.stdin.fileno(), selectors.EVENT_READ)\nwhile True:\n"
        "    loop.select()\n    data = os.read(0, 100)\n    if not data:\n        break\n"
        "    print('got', data.decode().strip(), flush=True)\n"
    )
    assert talk(tmp_path, source, ["a", "b"]) == [b"got a\n", b"got b\n"]


def test_a_program_that_quits_early_leaves_later_lines_unanswered(tmp_path: Path) -> None:
    source = "import sys\nfor line in sys.stdin:\n    print('bye')\n    break\n"
    assert talk(tmp_path, source, ["a", "b"]) == [b"bye\n", None]


def test_stderr_is_kept_per_line(tmp_path: Path) -> None:
    program = tmp_path / "p.py"
    program.write_text(
        "import sys\nfor line in sys.stdin:\n    print('oops', line.strip(), file=sys.stderr)\n"
    )
    exchange = converse(lambda fd: spawn([PY, str(program)], fd), _kill, ["a", "b"], Pacing(20))
    assert [exchange.segment(i, err=True) for i in range(2)] == [b"oops a\n", b"oops b\n"]


def test_a_program_that_never_reads_again_times_out(tmp_path: Path) -> None:
    source = "import sys, time\nsys.stdin.readline()\nwhile True:\n    time.sleep(0.01)\n"
    program = tmp_path / "p.py"
    program.write_text(source)
    exchange = converse(lambda fd: spawn([PY, str(program)], fd), _kill, ["a", "b"], Pacing(1))
    assert exchange.outcome is Outcome.TIMEOUT


def test_proc_sees_a_program_blocked_on_our_pipe() -> None:
    process = subprocess.Popen(
        [PY, "-c", "import sys, time; sys.stdin.readline(); time.sleep(30)"],
        stdin=subprocess.PIPE,
    )
    assert process.stdin is not None
    inode = os.fstat(process.stdin.fileno()).st_ino
    try:
        while blocked_on_pipe(process.pid, inode) is not True:
            pass
        process.stdin.write(b"x\n")
        process.stdin.flush()
        while blocked_on_pipe(process.pid, inode) is True:
            pass
        assert blocked_on_pipe(process.pid, inode) is not True  # now asleep in time.sleep
    finally:
        process.kill()
        process.wait()


def test_cleaning_drops_prompts_echoes_and_separators() -> None:
    assert clean(b"Bob: 150\ncraps> ", "chips(Bob)", Cleaning()) == ["Bob: 150"]
    assert clean(b"Command: ", "x", Cleaning()) == []
    assert clean(b"150", "chips(Bob)", Cleaning()) == ["150"]
    assert clean(b"craps> roll(7)\nBob rolls\n", "roll(7)", Cleaning()) == ["Bob rolls"]
    assert clean(b"roll(7)\r\nBob rolls\r\n", "roll(7)", Cleaning()) == ["Bob rolls"]
    prompt = Cleaning(prompt=re.compile(r">>> "), separator="---")
    assert clean(b">>> Bob rolls\n---\n>>> \n", "roll(7)", prompt) == ["Bob rolls"]


def test_without_proc_a_quiet_period_stands_in(tmp_path: Path) -> None:
    program = tmp_path / "p.py"
    program.write_text("import sys\nfor line in sys.stdin:\n    print('got', line.strip())\n")
    pacing = Pacing(20, quiet=0.2, watch_proc=False)
    exchange = converse(lambda fd: spawn([PY, str(program)], fd), _kill, ["a", "b"], pacing)
    assert [exchange.segment(i) for i in range(2)] == [b"got a\n", b"got b\n"]
