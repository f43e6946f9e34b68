"""The kit's checks through the command line, as the game's users run it: ``check``,
``record``, ``grade`` (in process, of a program, with ``--explore``), ``handout`` and a
piped session resumed after SIGKILL."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from collections.abc import Sequence
from pathlib import Path

from ..console.games import AnyBinding
from ..transcripts.format import Transcript
from .played import commands_of

_TIMEOUT = 300  # seconds for one command of the kit (a whole check, a grade)


def _run(args: Sequence[str], work: Path, stdin: str = "") -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "XDG_STATE_HOME": str(work / "state")}
    return subprocess.run(
        [sys.executable, "-m", "crapsrepl", *args],
        input=stdin,
        capture_output=True,
        text=True,
        cwd=work,
        env=env,
        timeout=_TIMEOUT,
        check=False,
    )


def cli(args: Sequence[str], work: Path) -> str:
    done = _run(args, work)
    if done.returncode != 0:
        return f"crapsrepl {' '.join(args)}: exit {done.returncode}: {_tail(done)}"
    return ""


def _tail(done: subprocess.CompletedProcess[str]) -> str:
    lines = (done.stderr or done.stdout).strip().splitlines()
    return lines[-1] if lines else "(nothing printed)"


def record(bound: AnyBinding, transcript: Transcript, work: Path) -> str:
    """A session played into ``record`` is a transcript ``check`` replays."""
    out = work / f"recorded{bound.suffix}"
    flags = [w for key, value in transcript.directives for w in bound.options.flags_for(key, value)]
    done = _run(["record", "--force", *flags, str(out)], work, "\n".join(commands_of(transcript)))
    if done.returncode != 0:
        return f"record: exit {done.returncode}: {_tail(done)}"
    return cli(["check", str(out)], work)


def grade(extra: Sequence[str], transcripts: Path, work: Path, name: str) -> str:
    """Full marks for the game itself, graded by the grader's own paths."""
    report = work / f"{name}.json"
    args = [a.replace("{report}", str(report)) for a in extra]
    if "--report" not in args:
        args += ["--report", str(report)]
    done = _run(["grade", *args, str(transcripts)], work)
    if done.returncode != 0:
        return f"grade ({name}): exit {done.returncode}: {_tail(done)}"
    data = json.loads(report.read_text(encoding="utf-8"))
    score, total = data.get("score"), data.get("max")
    return "" if score == total else f"grade ({name}): {score} of {total}"


def explore(transcripts: Path, work: Path) -> str:
    """Explore's random sessions of the game, played against the game itself, find no
    disagreement: its moves, plainer commands and fact queries all fit its engine."""
    report = work / "explore.json"
    args = ["grade", "--explore", "8", "--seed", "1", "--report", str(report), str(transcripts)]
    done = _run(args, work)
    if done.returncode != 0:
        return f"grade --explore: exit {done.returncode}: {_tail(done)}"
    explored = json.loads(report.read_text(encoding="utf-8")).get("explore")
    if not isinstance(explored, dict) or not explored.get("sessions"):
        return f"grade --explore played no session: {explored!r}"
    if explored.get("error"):
        return f"explore could not finish: {explored['error']}"
    if explored.get("diverged") or explored.get("flaky") or explored.get("slow"):
        return f"explore disagreed with the game itself: {explored.get('transcript')}"
    return ""


def resume(bound: AnyBinding, transcripts: Sequence[Transcript], work: Path) -> str:
    """A piped session with a journal, killed with SIGKILL half-way, resumes at the table
    it had: its status then is the status of the same commands played unbroken."""
    transcript = max(transcripts, key=lambda t: len(t.steps))
    commands = commands_of(transcript)
    half = max(1, len(commands) // 2)
    flags = [w for key, value in transcript.directives for w in bound.options.flags_for(key, value)]
    journal = work / "kit.journal"
    journal.unlink(missing_ok=True)
    env = {**os.environ, "XDG_STATE_HOME": str(work / "state")}
    started = subprocess.Popen(
        [sys.executable, "-m", "crapsrepl", bound.name, *flags, "--journal", str(journal)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
        cwd=work,
        env=env,
    )
    assert started.stdin is not None and started.stdout is not None
    marker = "status"
    started.stdin.write("\n".join([*commands[:half], marker]) + "\n")
    started.stdin.flush()
    deadline = time.monotonic() + _TIMEOUT
    echoed = 0
    while echoed < half + 1 and time.monotonic() < deadline:  # every command answered
        line = started.stdout.readline()
        if not line:
            break
        echoed += line.startswith(bound.prompt)
    started.send_signal(signal.SIGKILL)
    started.wait()
    resumed = _run(["--resume", str(journal)], work, "status\n")
    unbroken = _run([bound.name, *flags], work, "\n".join([*commands[:half], "status"]) + "\n")
    if resumed.returncode != 0:
        return f"--resume: exit {resumed.returncode}: {_tail(resumed)}"
    want = _after_last_prompt(unbroken.stdout, bound.prompt)
    got = _after_last_prompt(resumed.stdout, bound.prompt)
    return "" if got == want else f"resumed status {got!r}, unbroken {want!r}"


def _after_last_prompt(output: str, prompt: str) -> list[str]:
    lines = output.splitlines()
    starts = [i for i, line in enumerate(lines) if line.startswith(prompt)]
    return lines[starts[-1] + 1 :] if starts else lines
