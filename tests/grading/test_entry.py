"""Finding a submission's entry point in the documented order, and its build step."""

from __future__ import annotations

import json
import os
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from crapsrepl.grading.command import main as grade_main
from crapsrepl.grading.student.entry import (
    JAVA,
    JAVA_BUILD,
    Entry,
    EntryOptions,
    NoEntry,
    find_entry,
)
from crapsrepl.grading.student.reading import READ_CAP, read_text
from tests.helpers import DATA, FAKES

MAIN_BLOCK = 'if __name__ == "__main__":\n    print("hi")\n'
JAVA_MAIN = "public class {name} {{ public static void main(String[] a) {{ }} }}\n"


def folder(tmp_path: Path, **files: str) -> Path:
    for name, text in files.items():
        (tmp_path / name.replace("__", ".")).write_text(text)
    return tmp_path


def how(path: Path, options: EntryOptions | None = None) -> str:
    entry = find_entry(path, options or EntryOptions())
    return entry.how if isinstance(entry, Entry) else f"none: {entry.reason}"


def test_run_sh_comes_before_main_py(tmp_path: Path) -> None:
    assert how(folder(tmp_path, run__sh="python3 main.py\n", main__py="")) == "run.sh"


def test_main_py_comes_before_other_python_files(tmp_path: Path) -> None:
    assert how(folder(tmp_path, main__py="", game__py=MAIN_BLOCK)) == "main.py"


def test_the_one_python_file_with_a_main_block(tmp_path: Path) -> None:
    found = how(folder(tmp_path, game__py=MAIN_BLOCK, util__py="x = 1\n"))
    assert found == "game.py (its __main__ block)"


def test_two_python_files_with_main_blocks_are_no_entry_point_with_a_reason(
    tmp_path: Path,
) -> None:
    found = how(folder(tmp_path, a__py=MAIN_BLOCK, b__py=MAIN_BLOCK))
    assert found == "none: no entry point: several *.py files have a __main__ block (a.py, b.py)"


def test_python_before_java_and_main_java_before_other_classes(tmp_path: Path) -> None:
    files = {
        "Main__java": JAVA_MAIN.format(name="Main"),
        "Game__java": JAVA_MAIN.format(name="Game"),
    }
    assert how(folder(tmp_path, **files)) == "Main.java"
    (tmp_path / "main.py").write_text("")
    assert how(tmp_path) == "main.py"


def test_two_java_classes_with_main_and_no_main_java_are_no_entry_point(tmp_path: Path) -> None:
    files = {"A__java": JAVA_MAIN.format(name="A"), "B__java": JAVA_MAIN.format(name="B")}
    found = how(folder(tmp_path, **files))
    assert found == "none: no entry point: several *.java files have a main method (A.java, B.java)"


def test_the_one_java_class_with_main_is_built_with_javac(tmp_path: Path) -> None:
    entry = find_entry(folder(tmp_path, Game__java=JAVA_MAIN.format(name="Game")), EntryOptions())
    assert isinstance(entry, Entry)
    assert entry.run == [*JAVA, "-cp", "{out}", "Game"]
    assert entry.build == JAVA_BUILD


def test_a_requested_driver_comes_first_when_its_class_is_there(tmp_path: Path) -> None:
    options = EntryOptions(java_class="CrapsGame", python_class="craps_game:CrapsGame")
    folder(tmp_path, main__py="", craps_game__py="class CrapsGame: pass\n")
    assert how(tmp_path, options) == "method calls on craps_game:CrapsGame (Python driver)"
    (tmp_path / "CrapsGame.java").write_text("public class CrapsGame {}\n")
    assert how(tmp_path, options) == "method calls on CrapsGame (Java driver)"


def test_without_its_class_the_program_is_detected(tmp_path: Path) -> None:
    options = EntryOptions(java_class="CrapsGame")
    assert how(folder(tmp_path, main__py=""), options) == "main.py"


def test_a_cmd_template_is_used_as_given(tmp_path: Path) -> None:
    entry = find_entry(tmp_path, EntryOptions(cmd_template="python3 {dir}/x.py --quiet"))
    assert isinstance(entry, Entry) and entry.run == ["python3", "{dir}/x.py", "--quiet"]


def test_an_empty_folder_names_what_was_looked_for(tmp_path: Path) -> None:
    entry = find_entry(tmp_path, EntryOptions())
    assert isinstance(entry, NoEntry)
    assert entry.reason == (
        "no entry point (looked for run.sh, main.py, a *.py with a __main__ block, main.js, "
        "a *.java with main, CrapsGame.java, a *.py with class CrapsGame, "
        "a *.py with top-level code, a *.js; saw no files)"
    )
    asked = find_entry(tmp_path, EntryOptions(java_class="CrapsGame", python_class="g:Craps"))
    assert isinstance(asked, NoEntry)
    assert asked.reason.startswith(
        "no entry point (looked for CrapsGame.java, g.py (or src/g.py), run.sh,"
    )
    assert asked.reason.count("CrapsGame.java") == 1


def test_a_class_named_like_the_labs_is_graded_by_method_calls_last(tmp_path: Path) -> None:
    folder(tmp_path, game__py="class CrapsGame:\n    pass\n")
    assert how(tmp_path) == "method calls on game:CrapsGame (Python driver)"
    (tmp_path / "CrapsGame.java").write_text("public class CrapsGame {}\n")
    assert how(tmp_path) == "method calls on CrapsGame (Java driver)"
    (tmp_path / "main.py").write_text("")
    assert how(tmp_path) == "main.py"


def submission_report(tmp_path: Path, *options: str) -> dict:  # type: ignore[type-arg]
    report = tmp_path / "report.json"
    transcripts = str(DATA / "class_transcripts")
    grade_main(
        [
            transcripts,
            "--submission",
            str(FAKES / "class" / "alice"),
            *options,
            "--report",
            str(report),
        ]
    )
    return json.loads(report.read_text())["submission"]  # type: ignore[no-any-return]


def test_a_failing_build_command_is_a_build_error_with_its_message(tmp_path: Path) -> None:
    got = submission_report(tmp_path, "--build", "echo 'make: no rule' >&2; exit 3")
    assert got["status"] == "build-error" and got["reason"] == "build failed: make: no rule"
    assert "(exit status 3)" in got["build_log"]


def test_a_build_that_takes_too_long_is_stopped(tmp_path: Path) -> None:
    got = submission_report(tmp_path, "--build", "sleep 30", "--build-timeout", "0.5")
    assert got["status"] == "build-error"
    assert got["reason"] == "build failed: build stopped after 0.5 s"


def test_a_build_runs_in_the_scratch_copy_never_in_the_instructors_folder(
    tmp_path: Path,
) -> None:
    got = submission_report(tmp_path, "--build", "touch {dir}/built {out}/built && ls {dir} >&2")
    assert got["status"] == "ok" and "built" in got["build_log"]
    assert not (FAKES / "class" / "alice" / "built").exists()


def test_a_cmd_template_grades_one_submission(tmp_path: Path) -> None:
    got = submission_report(tmp_path, "--cmd-template", f"{sys.executable} {{dir}}/main.py")
    assert (
        got["status"] == "ok" and got["entry"] == f"cmd-template: {sys.executable} {{dir}}/main.py"
    )


@pytest.mark.parametrize("name", ["alice", "hank"])
def test_exit_status_is_zero_only_for_full_marks(name: str) -> None:
    argv = [str(DATA / "class_transcripts"), "--submission", str(FAKES / "class" / name)]
    assert grade_main([*argv, "--python-class", "craps_game:CrapsGame"]) == 0


def test_a_submission_that_cannot_be_read_is_a_harness_error(tmp_path: Path, mocker) -> None:  # type: ignore[no-untyped-def]
    mocker.patch(
        "crapsrepl.grading.student.submission.copy_tree", side_effect=PermissionError("denied")
    )
    argv = [str(DATA / "class_transcripts"), "--submission", str(FAKES / "class" / "alice")]
    assert grade_main(argv) == 2
    assert grade_main([str(DATA / "class_transcripts"), "--submission", str(tmp_path / "no")]) == 2


def test_one_submission_writes_junit_for_ci(tmp_path: Path) -> None:
    junit = tmp_path / "report.xml"
    argv = [str(DATA / "class_transcripts"), "--submission", str(FAKES / "class" / "bob")]
    assert grade_main([*argv, "--junit", str(junit)]) == 1
    suite = ET.parse(junit).getroot()
    assert (suite.get("tests"), suite.get("failures")) == ("3", "1")


def test_java_in_packages_anywhere_is_found_and_run_by_its_package_name(tmp_path: Path) -> None:
    source = tmp_path / "src" / "edu" / "school" / "craps"
    source.mkdir(parents=True)
    (source / "App.java").write_text("package edu.school.craps;\n" + JAVA_MAIN.format(name="App"))
    (source / "Table.java").write_text("package edu.school.craps;\npublic class Table {}\n")
    entry = find_entry(tmp_path, EntryOptions())
    assert isinstance(entry, Entry) and entry.how == "src/edu/school/craps/App.java"
    assert entry.run[-1] == "edu.school.craps.App" and entry.build == JAVA_BUILD
    (source / "App.java").write_text("package edu.school.craps;\npublic class App {}\n")
    (source / "CrapsGame.java").write_text("package edu.school.craps;\npublic class CrapsGame {}")
    assert how(tmp_path) == "method calls on edu.school.craps.CrapsGame (Java driver)"


def test_no_entry_point_lists_the_files_it_saw(tmp_path: Path) -> None:
    folder(tmp_path, notes__txt="", helpers__py="def f(): pass\n")
    (tmp_path / "lib").mkdir()
    (tmp_path / "lib" / "util.c").write_text("")
    entry = find_entry(tmp_path, EntryOptions())
    assert isinstance(entry, NoEntry)
    assert entry.reason.endswith("; saw helpers.py, notes.txt, lib/util.c)")


def test_detection_reads_no_link_device_or_fifo(tmp_path: Path) -> None:
    (tmp_path / "evil.py").symlink_to("/dev/zero")
    (tmp_path / "main.py").symlink_to("/etc/passwd")
    os.mkfifo(tmp_path / "pipe.py")
    entry = find_entry(tmp_path, EntryOptions())  # would read /dev/zero until MemoryError
    assert isinstance(entry, NoEntry) and "saw no files" in entry.reason


def test_a_huge_file_is_read_only_up_to_the_cap(tmp_path: Path) -> None:
    big = "x = 1\n" * (READ_CAP // 6) + 'if __name__ == "__main__":\n    pass\n'
    folder(tmp_path, big__py=big)
    assert read_text(tmp_path / "big.py").count("\n") <= READ_CAP // 6 + 1
    assert isinstance(find_entry(tmp_path, EntryOptions()), NoEntry)


def test_an_entry_file_names_how_it_starts(tmp_path: Path) -> None:
    folder(tmp_path, run__js="", main__py="")
    entry = find_entry(tmp_path, EntryOptions(entry="run.js"))
    assert isinstance(entry, Entry) and entry.run == ["node", "{dir}/run.js"]
    missing = find_entry(tmp_path, EntryOptions(entry="src/none.py"))
    assert isinstance(missing, NoEntry) and "--entry src/none.py is not a file" in missing.reason


def test_a_named_entry_through_a_link_out_of_the_folder_is_not_followed(tmp_path: Path) -> None:
    """``entry = "up/Secret.java"`` with ``up`` a link to a host folder: the host file is
    neither read nor told apart from a missing one (no one-bit oracle)."""
    host = tmp_path / "host"
    host.mkdir()
    (host / "Secret.java").write_text("package instructor.secrets;\n" + JAVA_MAIN.format(name="S"))
    student = tmp_path / "student"
    student.mkdir()
    (student / "up").symlink_to(host)
    there = find_entry(student, EntryOptions(entry="up/Secret.java"))
    absent = find_entry(student, EntryOptions(entry="up/Absent.java"))
    assert isinstance(there, NoEntry) and isinstance(absent, NoEntry)
    assert there.reason.replace("Secret", "Absent") == absent.reason
    assert "instructor" not in there.reason


def test_a_named_entry_may_still_be_in_a_subfolder(tmp_path: Path) -> None:
    (tmp_path / "app").mkdir()
    (tmp_path / "app" / "play.py").write_text("print(1)\n")
    entry = find_entry(tmp_path, EntryOptions(entry="app/play.py"))
    assert isinstance(entry, Entry) and entry.run[1:] == ["{dir}/app/play.py"]


def test_a_folder_with_no_program_is_graded_through_the_graded_games_lab_class(
    tmp_path: Path,
) -> None:
    folder(tmp_path, game__py="class BlackjackGame:\n    pass\n")
    blackjack = EntryOptions(game="blackjack")
    assert how(tmp_path, blackjack) == "method calls on game:BlackjackGame (Python driver)"
    assert how(tmp_path).startswith("none: no entry point")  # craps looks for CrapsGame
    empty = find_entry(tmp_path / "nothing", blackjack)
    assert isinstance(empty, NoEntry)
    assert "BlackjackGame.java, a *.py with class BlackjackGame" in empty.reason
