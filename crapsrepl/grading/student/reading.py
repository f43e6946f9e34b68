"""The one place where the grader touches a submission's bytes on the host: listing its
files, reading them, matching them, parsing them. Nothing else of ``grading/`` reads a
student's files, and no module of ``grading/`` imports Python's ``re`` or ``ast``
(``tests/grading/test_one_place.py`` holds both).

A student's folder is hostile input even before it runs, and the grader reads it in its
own process, beside the threads grading the classmates: any work it does there without a
bound is taken from them (``evil.py -> /dev/zero`` read until MemoryError; a ``Main.java``
followed by 50,000 newlines held the GIL for seconds in ``re``'s ``^\\s*package``, and a
correct classmate graded beside it timed out; ten ``.py`` files of 256 KiB took 7 s and
240 MiB in ``ast.parse``). So here:

- **every scan is capped**: at most ``WALK_CAP`` files looked at, ``READ_CAP`` bytes of
  each and ``SCAN_BYTES`` of the whole folder read; past a cap a file reads as empty;
- **every file is read by the one reader** (``storage/reader.py``): never through a link,
  never a FIFO or a device;
- **every match is linear in the text**: google-re2 (``transcripts/patterns.py``), never
  Python's backtracking ``re``;
- **source is parsed only in a bounded subprocess**: whether a script runs code at its top
  level is asked of ``ast`` in a sandboxed Python under CPU, memory and wall-clock limits,
  whose unfinished answers count as "no".
"""

from __future__ import annotations

import os
import stat
import subprocess
import sys
from collections.abc import Iterator, Sequence
from pathlib import Path

from ...storage.reader import read_file, read_head
from ...transcripts.patterns import compile_pattern
from ..sandbox.sandbox import Limits, Sandbox
from ..sandbox.scratch import SandboxError, Value

READ_CAP = 256 * 1024  # bytes of a source file read to detect an entry point
WALK_CAP = 2000  # files looked at under a submission
SCAN_BYTES = 8 * 1024 * 1024  # bytes read from one submission, all files together
# The parser's bounds: a student's script parses in milliseconds; a hostile one is stopped.
PARSE_LIMITS = Limits(cpu_seconds=4, memory_mb=512, file_size_mb=1, processes=8)
PARSE_WALL = 20.0

_PY_MAIN = r"""(?m)^if\s+__name__\s*==\s*["']__main__["']\s*:"""
_JAVA_MAIN = r"\bstatic\s+void\s+main\s*\("
_PACKAGE = r"(?m)^[ \t]*package\s+[\w.$]+\s*;"

# Run as ``python -I -S -c`` in the sandbox: the files' lengths on the first line, then
# their bytes; one "1" (runs code when run) or "0" per file, written as each is parsed.
_TOP_LEVEL = """
import ast, sys
DEFINES = (ast.Import, ast.ImportFrom, ast.FunctionDef, ast.AsyncFunctionDef,
           ast.ClassDef, ast.Assign, ast.AnnAssign)
def runs(source):
    try:
        tree = ast.parse(source)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return False
    for statement in tree.body:
        if isinstance(statement, DEFINES):
            continue
        if isinstance(statement, ast.Expr) and isinstance(statement.value, ast.Constant):
            continue
        return True
    return False
stream = sys.stdin.buffer
for size in map(int, stream.readline().split()):
    sys.stdout.write("1" if runs(stream.read(size)) else "0")
    sys.stdout.flush()
"""


def read_capped(path: Path, cap: int = READ_CAP) -> bytes | None:
    """Up to ``cap`` bytes of a regular file; None for a link, a device, a FIFO, a folder
    (read by the one reader of untrusted files, ``storage/reader.py``)."""
    try:
        return read_head(path, cap, follow=False)
    except OSError:
        return None


def read_text(path: Path, cap: int = READ_CAP) -> str:
    data = read_capped(path, cap)
    return "" if data is None else data.decode("utf-8", "replace")


def read_whole(folder: Path, name: str, cap: int) -> bytes:
    """The whole of ``folder/name`` (a submission's ``grading.toml``) if it is a regular
    file of at most ``cap`` bytes reached through no link; ``FileRefused`` otherwise."""
    return read_file(folder / name, cap, root=folder, follow=False)


def is_plain_file(path: Path) -> bool:
    """A regular file, not a link to one."""
    try:
        return stat.S_ISREG(path.lstat().st_mode)
    except OSError:
        return False


def plain_file_in(folder: Path, name: str) -> Path | None:
    """``folder/name`` if it is a regular file reached through no link and inside
    ``folder``; None otherwise. A named entry or class (``up/Secret.java`` with ``up`` a
    link to a host folder) must not make the grader read, or tell apart, a host file."""
    parts = Path(name).parts
    if not parts or Path(name).is_absolute() or ".." in parts:
        return None
    path = folder
    for part in parts[:-1]:
        path = path / part
        try:
            if not stat.S_ISDIR(path.lstat().st_mode):
                return None
        except OSError:
            return None
    path = path / parts[-1]
    return path if is_plain_file(path) else None


def python_roots(folder: Path) -> list[str]:
    """Where a Python import name is looked for: the folder, then its ``src/`` (the
    packaging guide's layout), never through a link."""
    roots = [""]
    try:
        if stat.S_ISDIR((folder / "src").lstat().st_mode):
            roots.append("src/")
    except OSError:
        pass
    return roots


def files_under(folder: Path, suffix: str, skip: str = "") -> Iterator[Path]:
    """Regular files ending in ``suffix`` anywhere under ``folder``, by path, links not
    followed, hidden folders and ``skip`` left out, at most ``WALK_CAP`` looked at."""
    seen = 0
    for root, dirs, files in os.walk(folder):
        dirs[:] = sorted(d for d in dirs if not d.startswith(".") and d != skip)
        for name in sorted(files):
            seen += 1
            if seen > WALK_CAP:
                return
            path = Path(root, name)
            if name.endswith(suffix) and is_plain_file(path):
                yield path


class Scan:
    """One look at a submission, for entry detection: its files listed once (at most
    ``WALK_CAP``), each read at most once and only up to ``READ_CAP``, and no more than
    ``SCAN_BYTES`` read in all; every question about their text answered here."""

    def __init__(self, folder: Path, skip: str = "", budget: int = SCAN_BYTES) -> None:
        self.folder = folder
        self.files = list(files_under(folder, "", skip))  # the cap: files_under's
        self.read = 0  # bytes read so far
        self._budget = budget
        self._texts: dict[Path, str] = {}

    def under(self, suffix: str) -> list[Path]:
        """The listed files ending in ``suffix``, anywhere in the folder."""
        return [p for p in self.files if p.name.endswith(suffix)]

    def top(self, suffix: str) -> list[Path]:
        """The listed files ending in ``suffix`` in the folder itself."""
        return [p for p in self.under(suffix) if p.parent == self.folder]

    def text(self, path: Path) -> str:
        """Its first ``READ_CAP`` bytes as text, while the scan's budget lasts ("" after)."""
        if path not in self._texts:
            left = max(0, self._budget - self.read)
            data = read_capped(path, min(READ_CAP, left)) if left else None
            self.read += 0 if data is None else len(data)
            self._texts[path] = "" if data is None else data.decode("utf-8", "replace")
        return self._texts[path]

    def has_python_main(self, path: Path) -> bool:
        """An ``if __name__ == "__main__":`` block at the top level."""
        return compile_pattern(_PY_MAIN).search(self.text(path)) is not None

    def has_java_main(self, path: Path) -> bool:
        return compile_pattern(_JAVA_MAIN).search(self.text(path)) is not None

    def defines_class(self, path: Path, name: str) -> bool:
        """A top-level ``class NAME`` (``name`` an identifier: the lab's class)."""
        if not name.isidentifier():
            return False
        return compile_pattern(rf"(?m)^class\s+{name}\b").search(self.text(path)) is not None

    def java_package(self, path: Path) -> str:
        """The package a Java file declares (``edu.school.craps``), or ""."""
        text = self.text(path)
        found = compile_pattern(_PACKAGE).search(text)
        if found is None:
            return ""
        declared = text[found.start() : found.end()].strip().removesuffix(";")
        return declared.strip().removeprefix("package").strip()

    def run_at_top(self, paths: Sequence[Path]) -> list[bool]:
        """For each file, whether it runs code at its top level (anything but imports,
        definitions, assignments and a docstring), as ``ast`` reads it in a bounded
        subprocess; a file it cannot answer for in time is no."""
        return top_level_code([self.text(p).encode() for p in paths])


def top_level_code(sources: Sequence[bytes]) -> list[bool]:
    """Whether each source runs code when run, asked of ``ast`` in a sandboxed Python
    limited in CPU, memory and wall time (``PARSE_LIMITS``): parsing is unbounded work
    (hundreds of MiB for a file of 256 KiB), never done in the grader's own process. The
    shortest are parsed first, so huge files beside a script cannot use up its time."""
    if not sources:
        return []
    order = sorted(range(len(sources)), key=lambda k: len(sources[k]))
    header = " ".join(str(len(sources[k])) for k in order).encode() + b"\n"
    argv = [sys.executable, "-I", "-S", "-c", Value(_TOP_LEVEL)]
    try:
        with Sandbox(None, PARSE_LIMITS).start(argv, stderr=subprocess.DEVNULL) as run:
            try:
                given = header + b"".join(sources[k] for k in order)
                said, _ = run.process.communicate(given, PARSE_WALL)
            except subprocess.TimeoutExpired:
                run.kill()
                said, _ = run.process.communicate()
    except (OSError, SandboxError):
        said = b""
    answers = [False] * len(sources)
    for place, k in enumerate(order):
        answers[k] = said[place : place + 1] == b"1"
    return answers
