"""``grade --inspect``: what each submission is and the status it would get, without
grading it. The same table heads a class run's output and its report folder: tested on
test_class.py's class run."""

from __future__ import annotations

import contextlib
import io
import shutil
from pathlib import Path

import pytest

from crapsrepl.grading.command import main as grade_main
from crapsrepl.grading.student.inspection import TAIL_WIDTH, one_line_tail
from tests.helpers import DATA, FAKES, LIBRARY, needs_c_and_node, needs_jdk

CLASS = FAKES / "class"
TRANSCRIPTS = DATA / "class_transcripts"
# student: (language, build, status it would get)
EXPECTED = {
    "alice": ("python", "-", "ready"),
    "bob": ("python", "-", "ready"),
    "carol": ("java", "ok", "ready"),
    "dave": ("java", "ok", "ready"),
    "erin": ("java", "failed", "build-error"),
    "frank": ("-", "-", "no-entry-point"),
    "gina": ("python", "-", "ready"),  # hangs on a seven-out: only grading finds that
    "hank": ("python", "-", "ready"),
    "ivan": ("python", "-", "ready"),
    "judy": ("java", "ok", "ready"),
    "kim": ("java", "ok", "ready"),
    "leo": ("c", "ok", "ready"),
    "mia": ("node", "-", "ready"),
    "ned": ("python", "-", "ready"),  # answers no query: only grading finds that
}


def inspected(*argv: str) -> tuple[int, list[str]]:
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        code = grade_main([str(TRANSCRIPTS), *argv, "--inspect"])
    return code, out.getvalue().splitlines()


def rows(lines: list[str]) -> dict[str, list[str]]:
    return {line.split()[0]: line.split() for line in lines[1:] if not line.startswith(" ")}


@needs_jdk
@needs_c_and_node
def test_every_student_is_shown_with_the_status_it_would_get() -> None:
    code, lines = inspected("--many", str(CLASS), "--config", str(DATA / "class.toml"))
    assert lines[0].split() == ["student", "language", "build", "status", "entry"]
    got = {name: tuple(cells[1:4]) for name, cells in rows(lines).items()}
    assert got == EXPECTED
    assert code == 1  # erin and frank would not be graded as they are
    assert "  build failed: erin/Main.java:4: error: ';' expected" in lines
    judy = next(line for line in lines if line.startswith("judy"))
    assert "method calls on CrapsGame (Java driver): chips=getBalance" in judy
    assert "(build: javac (every .java file, with the driver))" in judy
    leo = next(line for line in lines if line.startswith("leo"))
    assert leo.endswith("run.sh (build: gcc -O0 -o {dir}/craps {dir}/craps.c)")


def test_a_name_no_method_answers_gives_the_key_that_would_map_it(tmp_path: Path) -> None:
    student = tmp_path / "subs" / "pat"
    student.mkdir(parents=True)
    source = (CLASS / "ivan" / "table.py").read_text()
    (student / "table.py").write_text(source.replace("def who_shoots", "def _who_shoots"))
    shutil.copy(CLASS / "ivan" / "grading.toml", student)
    (student / "grading.toml").write_text(
        (student / "grading.toml").read_text().replace('getter = ["shooter=who_shoots"]\n', "")
    )
    code, lines = inspected("--many", str(tmp_path / "subs"))
    assert rows(lines)["pat"][1:4] == ["python", "-", "interface"]
    assert "  no method for shooter (getShooter), which the transcripts call" in lines
    fix = "  to map them, in its grading.toml, or [students.pat] in --config: "
    fix += 'getter = ["shooter=METHOD"]'
    assert fix in lines
    assert code == 1


def test_one_submission_can_be_inspected_and_nothing_is_graded(tmp_path: Path) -> None:
    code, lines = inspected("--submission", str(CLASS / "alice"))
    assert code == 0
    assert lines == [
        "student  language  build  status  entry",
        "alice    python    -      ready   main.py",
    ]


def test_inspect_without_student_folders_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stopped:
        grade_main([str(TRANSCRIPTS), "--inspect"])
    assert stopped.value.code == 2
    assert "--inspect is used with --many or --submission" in capsys.readouterr().err


@pytest.mark.parametrize(
    "option",
    [
        ["--csv", "g.csv"],
        ["--report-dir", "out"],
        ["--gradescope", "gs"],
        ["--junit", "j"],
        ["--explore", "10"],
    ],
)
def test_inspect_with_an_option_that_writes_marks_is_refused(
    option: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as stopped:
        grade_main([str(TRANSCRIPTS), "--many", str(CLASS), "--inspect", *option])
    assert stopped.value.code == 2
    assert f"--inspect grades nothing: drop {option[0]}" in capsys.readouterr().err


def test_a_hostile_folder_name_is_shown_escaped(tmp_path: Path) -> None:
    student = tmp_path / "subs" / "x\x1b[2Jy"
    shutil.copytree(CLASS / "alice", student)
    _, lines = inspected("--many", str(tmp_path / "subs"))
    assert "\x1b" not in "\n".join(lines)
    assert lines[1].startswith("x\\x1b[2Jy")


def test_a_class_that_cannot_be_told_the_tables_rules_is_shown_with_the_key(
    tmp_path: Path,
) -> None:
    """Blackjack transcripts set rules (``% dealer: H17``); a class with no option method
    would play its own: the instructor is told before grading."""
    source = (FAKES / "blackjack" / "class" / "blackjack_game.py").read_text()
    for name, text in (("told", source), ("deaf", source.replace("def setOption(", "def set_("))):
        (tmp_path / "subs" / name).mkdir(parents=True)
        (tmp_path / "subs" / name / "blackjack_game.py").write_text(text)
    out = io.StringIO()
    facts = LIBRARY / "facts_blackjack"
    with contextlib.redirect_stdout(out):
        code = grade_main([str(facts), "--many", str(tmp_path / "subs"), "--inspect"])
    lines = out.getvalue().splitlines()
    assert {name: cells[3] for name, cells in rows(lines).items()} == {
        "deaf": "interface",
        "told": "ready",
    }
    fix = "  to map them, in its grading.toml, or [students.deaf] in --config: "
    assert fix + 'method = ["option=METHOD"]' in lines
    assert code == 1


def test_a_class_that_does_not_load_is_shown_with_why(tmp_path: Path) -> None:
    """The driver starts once: a class whose import fails or hangs never says its methods,
    and the row says so instead of ``ready``."""
    for name, head in (("broken", "import nosuchmodule\n"), ("sleepy", "while True:\n    pass\n")):
        (tmp_path / "subs" / name).mkdir(parents=True)
        (tmp_path / "subs" / name / "game.py").write_text(f"{head}\n\nclass CrapsGame:\n    pass\n")
    code, lines = inspected("--many", str(tmp_path / "subs"), "--timeout", "2")
    assert {name: cells[3] for name, cells in rows(lines).items()} == {
        "broken": "crash",
        "sleepy": "timeout",
    }
    assert "  the driver could not load the class: ModuleNotFoundError: No module named" in (
        "\n".join(lines)
    )
    assert code == 1


def test_a_students_last_stderr_line_is_cut_to_one_short_line() -> None:
    assert one_line_tail("Traceback...\n  File x\nValueError: no\n\n") == "ValueError: no"
    shown = one_line_tail("E" * 5000)
    assert len(shown) == TAIL_WIDTH and shown.endswith("...")
    assert one_line_tail("") == ""


STUCK_PYTHON = "class CrapsGame:\n    def __init__(self):\n        while True:\n            pass\n"
STUCK_JAVA = """public class CrapsGame {
    static boolean forever = true;
    static { while (forever) { } }
    public int getChips(String name) { return 0; }
}
"""


def _stuck_in_the_making(subs: Path, java: bool) -> None:
    folder = subs / ("java" if java else "python")
    folder.mkdir(parents=True)
    if java:
        (folder / "CrapsGame.java").write_text(STUCK_JAVA)
    else:
        (folder / "game.py").write_text(STUCK_PYTHON)


@pytest.mark.parametrize("java", [pytest.param(True, marks=needs_jdk), False])
def test_a_class_that_is_never_made_is_not_ready(tmp_path: Path, java: bool) -> None:
    """A Java class whose static initializer never ends (or a Python class whose
    constructor never returns) was ``ready``: the driver said its methods before making
    it, and every transcript then timed out. The class is made as grading makes it, on the
    same clock, and the row says it was not."""
    _stuck_in_the_making(tmp_path / "subs", java)
    code, lines = inspected("--many", str(tmp_path / "subs"), "--timeout", "2")
    assert [cells[3] for cells in rows(lines).values()] == ["timeout"]
    assert "  the driver could not " in "\n".join(lines)  # load (Python's import) or make
    assert code == 1
