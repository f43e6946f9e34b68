"""The grader touches a submission's bytes in one place (``grading/student/reading.py``):
every scan capped in files and bytes, every match linear (google-re2), source parsed only
in a bounded subprocess (issue 31, round five, A).

A ``Main.java`` followed by 50,000 newlines held the GIL for 6 s in ``re``'s
``^\\s*package`` (a correct classmate graded beside it timed out); ``glob("*.py")`` read
past the 2,000-file cap; ``ast.parse`` of ten top-level ``.py`` files of 256 KiB took 9 s
and 240 MiB of the grader's own process. The lint test below keeps the class closed: no
module of ``grading/`` imports Python's ``re`` or ``ast`` (nor calls ``compile``, ``eval``
or ``exec``), and only the modules listed read files through the one reader.
"""

from __future__ import annotations

import ast
import time
from pathlib import Path

import pytest

from crapsrepl.grading.sandbox.sandbox import Limits
from crapsrepl.grading.student import reading
from crapsrepl.grading.student.entry import Entry, EntryOptions, NoEntry, find_entry
from crapsrepl.grading.student.reading import READ_CAP, SCAN_BYTES, WALK_CAP
from crapsrepl.storage.reader import read_head

GRADING = Path(__file__).parents[2] / "crapsrepl" / "grading"
ONE_PLACE = "student/reading.py"
# Run inside the sandbox, standard library only: they are the student's side.
SANDBOXED = "student/drivers/"
FORBIDDEN_MODULES = {"re", "ast", "regex", "sre_compile", "sre_parse", "_sre"}
FORBIDDEN_CALLS = {"compile", "eval", "exec", "__import__"}
READERS = {"read_head", "read_file", "read_text", "open_regular", "read_open", "drain_pipe"}
# (module, name imported from storage.reader): why it reads no submission file.
READS_ELSEWHERE = {
    (ONE_PLACE, "read_head"): "the one place itself",
    (ONE_PLACE, "read_file"): "the one place itself (a submission's grading.toml)",
    ("options/config.py", "read_file"): "the instructor's --config file",
    ("autograder.py", "read_text"): "the instructor's transcripts and --config, bundled",
    ("student/building.py", "drain_pipe"): (
        "a build's output stream, capped while reading (BUILD_OUTPUT_CAP), its tail kept"
    ),
}
JAVA_MAIN = "public class Main {\n    public static void main(String[] args) {}\n}\n"


def _modules() -> list[tuple[str, ast.Module]]:
    found = []
    for path in sorted(GRADING.rglob("*.py")):
        name = path.relative_to(GRADING).as_posix()
        if not name.startswith(SANDBOXED):
            found.append((name, ast.parse(path.read_text(), name)))
    return found


def test_no_module_of_grading_uses_re_or_ast_or_compiles_code() -> None:
    used = []
    for name, tree in _modules():
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                roots = {alias.name.partition(".")[0] for alias in node.names}
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                roots = {node.module.partition(".")[0]}
            elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
                roots = {node.func.id} & FORBIDDEN_CALLS
            else:
                continue
            used += [
                f"{name}:{node.lineno} {root}"
                for root in roots & (FORBIDDEN_MODULES | FORBIDDEN_CALLS)
            ]
    assert used == []


def test_only_the_one_place_reads_a_submissions_files() -> None:
    """Every name a grading module imports from the one reader is listed with its reason;
    a listed one no longer imported fails too, so the list stays true."""
    imported = set()
    for name, tree in _modules():
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and (node.module or "").endswith("storage.reader"):
                imported |= {(name, a.name) for a in node.names if a.name in READERS}
    assert imported == set(READS_ELSEWHERE)


def test_a_java_file_of_newlines_costs_detection_no_time(tmp_path: Path) -> None:
    """A valid Main.java, then 50,000 newlines: 6 s of the grader's CPU, holding the GIL,
    in ``re``; RE2 answers in about a millisecond (1 s is the generous budget)."""
    (tmp_path / "Main.java").write_text("package edu.school;\n" + JAVA_MAIN + "\n" * 50_000)
    (tmp_path / "Other.java").write_text("class Other {}\n" + "\n" * 50_000)
    started = time.process_time()
    entry = find_entry(tmp_path, EntryOptions())
    spent = time.process_time() - started
    assert isinstance(entry, Entry) and entry.run[-1] == "edu.school.Main"
    assert spent < 1.0


def test_parsing_a_students_python_costs_the_grader_nothing(tmp_path: Path) -> None:
    """Ten files of 256 KiB of assignments (0.9 s and 90 MiB of ``ast.parse`` each) beside
    the one script: parsed in the bounded subprocess, the shortest first, so the script is
    still found; the grader's own process spends well under a second."""
    for k in range(10):
        (tmp_path / f"big{k}.py").write_text("x=1\n" * (READ_CAP // 4))
    (tmp_path / "play.py").write_text("import sys\nfor line in sys.stdin:\n    print(line)\n")
    started = time.process_time()
    entry = find_entry(tmp_path, EntryOptions())
    spent = time.process_time() - started
    assert isinstance(entry, Entry) and entry.how == "play.py (its top-level code)"
    assert spent < 1.0


def test_a_parser_that_cannot_finish_answers_no(monkeypatch: pytest.MonkeyPatch) -> None:
    """Past its CPU limit the parser is killed: what it had not answered counts as no.
    Six scripts of 256 KiB (0.9 s of parsing each) on a clock of one CPU second: at most
    one is answered; the short one, parsed first, is."""
    slow = b"x=1\n" * (READ_CAP // 4 - 3) + b"f()\n"
    bounded = Limits(cpu_seconds=1, memory_mb=512, file_size_mb=1, processes=8)
    monkeypatch.setattr(reading, "PARSE_LIMITS", bounded)
    answers = reading.top_level_code([slow] * 6 + [b"print(2)\n"])
    assert answers[-1] is True and answers[:6].count(True) <= 1


def _count_reads(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """The bytes of each read detection makes of a submission's files."""
    sizes: list[int] = []

    def counted(path: Path, limit: int, *, follow: bool = True) -> bytes:
        data = read_head(path, limit, follow=follow)
        sizes.append(len(data))
        return data

    monkeypatch.setattr(reading, "read_head", counted)
    return sizes


def test_detection_reads_no_more_files_than_the_cap(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """2,500 top-level ``.py`` files: ``glob`` listed them all and each was read three
    times (7,500 reads); the scan looks at ``WALK_CAP`` and reads each at most once."""
    for k in range(WALK_CAP + 500):
        (tmp_path / f"m{k:04}.py").write_text("X = 1\n")
    reads = _count_reads(monkeypatch)
    entry = find_entry(tmp_path, EntryOptions())
    assert isinstance(entry, NoEntry) and entry.reason.endswith(f"and {WALK_CAP - 12} more)")
    assert len(reads) <= WALK_CAP


def test_detection_reads_no_more_bytes_than_the_cap(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Forty Java files of 256 KiB (10 MiB) with no main: each was read whole, and again
    for each rule; the scan stops at ``SCAN_BYTES`` in all."""
    for k in range(40):
        (tmp_path / f"C{k:02}.java").write_text(f"class C{k:02} {{}}\n" + " " * READ_CAP)
    reads = _count_reads(monkeypatch)
    assert isinstance(find_entry(tmp_path, EntryOptions()), NoEntry)
    assert sum(reads) <= SCAN_BYTES
