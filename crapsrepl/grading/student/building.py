"""A submission's build step (javac, or ``--build``), contained like its runs.

A compiler runs the student's code too (a Java annotation processor on the class path, a
Makefile), so the build starts through the same sandbox as every run: a fresh copy, the
limits below, no network, nothing of the instructor's. ``{dir}`` and ``{out}`` reach the
shell as ``"$1"`` and ``"$2"``, plain arguments the sandbox rewrites to the copy's paths.
When every command succeeds, the built copy replaces the submission's scratch folder
(regular files, folders and links only), so the runs start from what the build made.
"""

from __future__ import annotations

import math
import shlex
import shutil
import subprocess
import time
from dataclasses import replace
from pathlib import Path

from ...storage.reader import Ended, drain_pipe
from ..sandbox.contained import Contained
from ..sandbox.containment import Containment
from ..sandbox.sandbox import INSIDE, Limits
from ..sandbox.scratch import SandboxError, Value, copy_tree

BUILD_LOG_LIMIT = 20_000  # characters of a build's output kept for the log (its end)
BUILD_OUTPUT_CAP = 4_000_000  # bytes a build may print before it is stopped
DEFAULT_BUILD_TIMEOUT = 120.0


BUILD_FLOOR = Limits(cpu_seconds=1, memory_mb=2048, file_size_mb=64, processes=256)


def build_limits(timeout: float, runs: Limits) -> Limits:
    """A JVM compiler wants memory and threads: at least ``BUILD_FLOOR``, never less than
    the runs get (so ``--max-memory`` and the like raise them too); CPU follows the timeout."""
    return Limits(
        cpu_seconds=max(1, math.ceil(timeout)),
        memory_mb=max(BUILD_FLOOR.memory_mb, runs.memory_mb),
        file_size_mb=max(BUILD_FLOOR.file_size_mb, runs.file_size_mb),
        processes=max(BUILD_FLOOR.processes, runs.processes),
    )


def build(
    commands: list[str], source: Path, out: Path, timeout: float, runs: Containment
) -> tuple[bool, str]:
    """Run ``commands`` in order on ``source``, contained as the runs are (same isolation
    and extra folders) with the larger build limits; (False, the compiler's message) on
    failure."""
    contained = replace(runs, limits=build_limits(timeout, runs.limits))
    log: list[str] = []
    for command in commands:
        log.append(f"$ {fill(command, {'{dir}': str(source), '{out}': str(out)}, quote=True)}")
        script = fill(command, {"{dir}": '"$1"', "{out}": '"$2"'}, quote=False)
        try:
            run = contained.sandbox(source).start(
                ["sh", "-c", Value(script), Value("build"), str(source), str(out)],
                stdin=subprocess.DEVNULL,
                stderr=subprocess.STDOUT,
            )
        except SandboxError as problem:
            log.append(f"build cannot start: {problem}")
            return False, "\n".join(log)
        with run:
            ok, said = _finish(run, timeout)
            log.append(_host_paths(said, run, source))
            if not ok:
                return False, "\n".join(log)
            shutil.rmtree(source)
            source.mkdir()
            try:
                copy_tree(run.scratch, source)
            except SandboxError as problem:
                log.append(f"build made too much: {problem}")
                return False, "\n".join(log)
    return True, "\n".join(log)


def _finish(run: Contained, timeout: float) -> tuple[bool, str]:
    """The build's end and its message: its output is read as it comes, by the one reader
    of untrusted streams, keeping only the tail the log shows; a build that prints more
    than ``BUILD_OUTPUT_CAP`` bytes is stopped there, never read to its end."""
    assert run.process.stdout is not None
    deadline = time.monotonic() + timeout
    drained = drain_pipe(
        run.process.stdout.fileno(),
        cap=BUILD_OUTPUT_CAP,
        keep=4 * BUILD_LOG_LIMIT,  # bytes enough for the characters kept
        deadline=deadline,
    )
    if drained.ended is Ended.EOF:
        try:
            run.process.wait(timeout=max(deadline - time.monotonic(), 0.0))
        except subprocess.TimeoutExpired:
            drained = replace(drained, ended=Ended.TIMEOUT)
    if drained.ended is not Ended.EOF:
        run.kill()
        run.process.wait()
    if drained.ended is Ended.TIMEOUT:
        return False, f"build stopped after {timeout:g} s"
    said = drained.tail.decode("utf-8", "replace")[-BUILD_LOG_LIMIT:].rstrip()
    if drained.ended is Ended.CAP:
        stopped = f"it printed more than {BUILD_OUTPUT_CAP:,} bytes and was stopped"
        return False, f"{stopped}; its last lines follow\n{said}".rstrip()
    if run.process.returncode != 0:
        return False, f"{said}\n(exit status {run.process.returncode})".lstrip("\n")
    return True, said


def _host_paths(text: str, run: Contained, source: Path) -> str:
    """The compiler's paths into its copy, written as the submission's (for the log)."""
    if not run.sandboxed:
        return text.replace(str(run.scratch), str(source))
    pieces, start = [], 0
    while (found := text.find(INSIDE, start)) >= 0:
        end = found + len(INSIDE)
        before, after = text[found - 1 : found], text[end : end + 1]
        whole = not _path_character(before) and not (after.isalnum() or after == "_")
        pieces += [text[start:found], str(source) if whole else INSIDE]
        start = end
    return "".join([*pieces, text[start:]])


def _path_character(c: str) -> bool:
    return c.isalnum() or c in "_./-" if c else False


def fill(text: str, places: dict[str, str], *, quote: bool) -> str:
    for key, value in places.items():
        text = text.replace(key, shlex.quote(value) if quote else value)
    return text
