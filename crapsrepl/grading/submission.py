"""Grading one student's folder: a scratch copy, its build, its entry point, its marks."""

from __future__ import annotations

import os
import shlex
import shutil
import signal
import subprocess
import tempfile
from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum
from pathlib import Path

from ..transcripts.format import Transcript
from .entry import Entry, EntryOptions, NoEntry, find_entry
from .launch import prepare
from .marking import TranscriptGrade
from .runners import Runner, Status

BUILD_LOG_LIMIT = 20_000


class Outcome(Enum):
    """What happened to a submission as a whole (the CSV's ``status`` column)."""

    OK = "ok"
    BUILD_ERROR = "build-error"
    NO_ENTRY_POINT = "no-entry-point"
    TIMEOUT = "timeout"
    CRASH = "crash"


@dataclass(slots=True)
class SubmissionResult:
    name: str
    outcome: Outcome
    reason: str
    how: str
    grades: list[TranscriptGrade]
    build_log: str = ""


# A runner for a command line run in a folder, through a launcher that may wrap it.
MakeRunner = Callable[[str, str, Callable[[list[str]], list[str]]], Runner]
GradeAll = Callable[[list[Transcript], Runner], list[TranscriptGrade]]


@dataclass(frozen=True, slots=True)
class SubmissionSettings:
    entry: EntryOptions
    make_runner: MakeRunner
    grade: GradeAll
    build_timeout: float = 120.0


BUILD_FOLDER = ".crapsrepl-build"


def grade_submission(
    folder: Path, transcripts: list[Transcript], settings: SubmissionSettings
) -> SubmissionResult:
    with tempfile.TemporaryDirectory(prefix="crapsrepl-grade-") as scratch:
        source = Path(scratch) / "submission"
        shutil.copytree(folder, source, symlinks=True)
        out = source / BUILD_FOLDER  # inside, so the sandbox's copy of the folder holds it
        out.mkdir(exist_ok=True)
        entry = find_entry(source, settings.entry)
        if isinstance(entry, NoEntry):
            return not_run(folder.name, Outcome.NO_ENTRY_POINT, entry.reason, "", transcripts)
        places = {"{dir}": str(source), "{out}": str(out)}
        ok, log = build(entry, source, places, settings.build_timeout)
        log = log.replace(str(out), "{out}").replace(f"{source}/", f"{folder.name}/")
        if not ok:
            said = [line for line in log.splitlines() if line.strip() and not line.startswith("$ ")]
            first = said[0] if said else "no message"
            reason = f"build failed: {first}"
            return not_run(folder.name, Outcome.BUILD_ERROR, reason, entry.how, transcripts, log)
        words = [_fill(word, places, quote=False) for word in entry.run]
        runner = settings.make_runner(
            shlex.join(words), str(source), lambda argv: prepare(source, argv)
        )
        grades = settings.grade(transcripts, runner)
    outcome, reason = _outcome(grades)
    return SubmissionResult(folder.name, outcome, reason, entry.how, grades, log)


def build(entry: Entry, source: Path, places: dict[str, str], timeout: float) -> tuple[bool, str]:
    """Run the entry's build commands in order; (False, the compiler's message) on failure."""
    log: list[str] = []
    for command in [c for c in (entry.build, *entry.extra_builds) if c]:
        filled = _fill(command, places, quote=True)
        log.append(f"$ {filled}")
        process = subprocess.Popen(
            prepare(source, ["sh", "-c", filled]),
            cwd=source,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            stdin=subprocess.DEVNULL,
            start_new_session=True,
        )
        try:
            output, _ = process.communicate(timeout=timeout)
        except subprocess.TimeoutExpired:
            _kill_group(process)
            log.append(f"build stopped after {timeout:g} s")
            return False, "\n".join(log)
        log.append(output.decode("utf-8", "replace")[-BUILD_LOG_LIMIT:].rstrip())
        if process.returncode != 0:
            log.append(f"(exit status {process.returncode})")
            return False, "\n".join(log)
    return True, "\n".join(log)


def _kill_group(process: subprocess.Popen[bytes]) -> None:
    try:
        os.killpg(process.pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        process.kill()
    process.communicate()


def _fill(text: str, places: dict[str, str], *, quote: bool) -> str:
    for key, value in places.items():
        text = text.replace(key, shlex.quote(value) if quote else value)
    return text


def _outcome(grades: list[TranscriptGrade]) -> tuple[Outcome, str]:
    for wanted, outcome in (
        ({Status.TIMEOUT}, Outcome.TIMEOUT),
        ({Status.CRASH, Status.OUTPUT_LIMIT, Status.ERROR}, Outcome.CRASH),
    ):
        bad = next((g for g in grades if g.status in wanted), None)
        if bad is not None:
            return outcome, f"{bad.name}: {bad.status.value}: {bad.reason}"
    return Outcome.OK, ""


def not_run(
    name: str,
    outcome: Outcome,
    reason: str,
    how: str,
    transcripts: list[Transcript],
    log: str = "",
) -> SubmissionResult:
    grades = [TranscriptGrade(t.name, t.marks, 0.0, Status.ERROR, reason) for t in transcripts]
    return SubmissionResult(name, outcome, reason, how, grades, log)
