"""What students really hand in is found: an entry the build makes, a ``src/`` layout named
by its import name, an empty list meaning "no bets", a script with no ``__main__`` block."""

from __future__ import annotations

import contextlib
import csv
import io
import shutil
from pathlib import Path

import pytest

from crapsrepl.grading.command import main as grade_main
from crapsrepl.grading.student.drivers.lab_driver import shown
from crapsrepl.grading.student.entry import Entry, EntryOptions, NoEntry, find_entry
from crapsrepl.grading.student.reading import top_level_code
from tests.helpers import FAKES, LIBRARY, needs_c_and_node, needs_jdk

DISCOVERY = FAKES / "discovery"
# Line-bet facts that ask every query, `? bets(Bob) => none` among them.
FACTS = ("pass_natural", "pass_craps", "seven_out", "point_set_and_made")
# student: (status, score, entry)
EXPECTED = {
    "flood": ("crash", "0", "main.py"),
    "maker": ("ok", "4", "craps (--entry, made by the build)"),
    "maven": ("ok", "4", "src/main/java/edu/school/craps/Main.java"),
    "script": ("ok", "4", "craps.py (its top-level code)"),
    "slow": ("ok", "4", "main.py"),
    "srcpkg": ("ok", "4", "method calls on crapsim.table:CrapsTable (Python driver, from src/)"),
    "stateful": ("ok", "4", "main.py"),
}


@pytest.fixture(scope="module")
def graded(tmp_path_factory: pytest.TempPathFactory) -> tuple[int, list[dict[str, str]]]:
    out = tmp_path_factory.mktemp("discovery")
    facts = out / "facts"
    facts.mkdir()
    for name in FACTS:
        shutil.copy(LIBRARY / "facts" / f"{name}.craps", facts)
    grades = out / "grades.csv"
    argv = [str(facts), "--many", str(DISCOVERY), "--csv", str(grades), "--jobs", "2"]
    with contextlib.redirect_stdout(io.StringIO()):
        code = grade_main(argv)
    return code, list(csv.DictReader(grades.open()))


@needs_jdk
@needs_c_and_node
def test_every_shape_handed_in_is_found_and_every_mark_and_status_is_right(
    graded: tuple[int, list[dict[str, str]]],
) -> None:
    code, rows = graded
    got = {row["name"]: (row["status"], row["score"], row["max"]) for row in rows}
    assert got == {name: (status, score, "4") for name, (status, score, _) in EXPECTED.items()}
    for row in rows:  # a driver adds the lab's names it found no method for
        assert row["entry"].partition(";")[0] == EXPECTED[row["name"]][2]
    assert code == 1  # the flood lost its marks
    flood = next(row for row in rows if row["name"] == "flood")
    assert "output" in flood["reason"]


def test_an_entry_the_build_makes_is_looked_for_after_the_build(tmp_path: Path) -> None:
    (tmp_path / "Makefile").write_text("craps:\n\tcc -o craps craps.c\n")
    found = find_entry(tmp_path, EntryOptions(entry="craps"))
    assert isinstance(found, Entry)
    assert (found.build, found.produced, found.run) == ("make -C {dir}", "craps", ["{dir}/craps"])
    named = find_entry(tmp_path, EntryOptions(entry="bin/craps", build="gcc -o {dir}/bin/craps"))
    assert isinstance(named, Entry) and named.build == "gcc -o {dir}/bin/craps"


def test_without_a_build_a_missing_entry_is_no_entry_point(tmp_path: Path) -> None:
    found = find_entry(tmp_path, EntryOptions(entry="craps"))
    assert isinstance(found, NoEntry) and "--entry craps is not a file in it" in found.reason
    # A source file is never "made": naming a missing one is a mistake, said at once.
    (tmp_path / "Makefile").write_text("all:\n")
    assert isinstance(find_entry(tmp_path, EntryOptions(entry="main.py")), NoEntry)


def test_a_build_that_does_not_make_the_entry_is_no_entry_point_naming_it(
    tmp_path: Path,
) -> None:
    student = tmp_path / "subs" / "lazy"
    student.mkdir(parents=True)
    (student / "Makefile").write_text("craps:\n\ttrue\n")
    (student / "grading.toml").write_text('entry = "craps"\n')
    grades = tmp_path / "grades.csv"
    facts = LIBRARY / "facts" / "pass_natural.craps"
    with contextlib.redirect_stdout(io.StringIO()):
        grade_main([str(facts), "--many", str(tmp_path / "subs"), "--csv", str(grades)])
    row = next(csv.DictReader(grades.open()))
    assert row["status"] == "no-entry-point"
    assert row["reason"].startswith("no entry point: the build did not make craps (saw ")


def test_a_python_class_is_looked_for_in_src_and_the_reason_names_the_path(
    tmp_path: Path,
) -> None:
    options = EntryOptions(python_class="crapsim.table:CrapsTable")
    missing = find_entry(tmp_path, options)
    assert isinstance(missing, NoEntry)
    assert "crapsim/table.py (or src/crapsim/table.py)" in missing.reason
    assert "crapsim.table.py" not in missing.reason
    package = tmp_path / "src" / "crapsim"
    package.mkdir(parents=True)
    (package / "table.py").write_text("class CrapsTable:\n    pass\n")
    found = find_entry(tmp_path, options)
    assert isinstance(found, Entry) and "--path {dir}/src " in " ".join(found.run)
    # The old spelling with src in the import name still works, from the folder itself.
    spelt = find_entry(tmp_path, EntryOptions(python_class="src.crapsim.table:CrapsTable"))
    assert isinstance(spelt, Entry) and "--path {dir} " in " ".join(spelt.run)


def test_a_src_link_out_of_the_folder_is_not_followed(tmp_path: Path) -> None:
    host = tmp_path / "host" / "crapsim"
    host.mkdir(parents=True)
    (host / "table.py").write_text("class CrapsTable:\n    pass\n")
    student = tmp_path / "student"
    student.mkdir()
    (student / "src").symlink_to(tmp_path / "host")
    found = find_entry(student, EntryOptions(python_class="crapsim.table:CrapsTable"))
    assert isinstance(found, NoEntry)


@pytest.mark.parametrize(
    ("source", "runs"),
    [
        ("import sys\nfor line in sys.stdin:\n    print(line)\n", True),
        ("def main():\n    pass\nmain()\n", True),
        ('"""Only a docstring."""\nimport sys\nX = 1\nclass A:\n    pass\n', False),
        ("def f(:\n", False),  # does not parse: not an entry by this rule
        ("(" * 50 + ")" * 50 + "\n", True),  # parses: an expression runs
        ("[" * 100_000 + "]" * 100_000 + "\n", False),  # too deep to parse: no crash
    ],
)
def test_top_level_code_is_what_runs_when_the_file_does(source: str, runs: bool) -> None:
    assert top_level_code([source.encode()]) == [runs]


def test_a_lone_script_is_an_entry_but_not_beside_java_or_a_second_script(tmp_path: Path) -> None:
    (tmp_path / "play.py").write_text("print(input())\n")
    (tmp_path / "util.py").write_text("X = 1\n")
    found = find_entry(tmp_path, EntryOptions())
    assert isinstance(found, Entry) and found.how == "play.py (its top-level code)"
    (tmp_path / "other.py").write_text("print(2)\n")
    assert isinstance(find_entry(tmp_path, EntryOptions()), NoEntry)


@pytest.mark.parametrize("empty", [[], (), set(), {}, frozenset()])
def test_an_empty_collection_from_a_query_is_none(empty: object) -> None:
    assert shown(empty) == "none"
    assert shown(["pass", 9, 10]) == "pass 9 10"
