"""Issue 22's probes of the sandbox: the grader's environment, memory as a whole, crapsrepl
itself out of reach of the program it grades."""

from __future__ import annotations

import json
import re
import shutil
import sys
from pathlib import Path
from typing import Any

import pytest

from crapsrepl.grading.command import main as grade_main
from crapsrepl.grading.sandbox import sandbox as sandbox_module
from crapsrepl.grading.sandbox.cgroup import memory_bounded
from crapsrepl.grading.sandbox.containment import Containment
from crapsrepl.grading.sandbox.host import package, runtime_roots
from crapsrepl.grading.sandbox.sandbox import HIDDEN, Isolation
from crapsrepl.grading.student.building import build
from tests.helpers import DATA, needs_bwrap

PY = sys.executable
SECRET = "s3cret-only-in-the-graders-environment"

READS_ENVIRON = """\
import glob, os, sys
print("craps> status")
places = ["/proc/1/environ", f"/proc/{os.getppid()}/environ", *glob.glob("/proc/*/environ")]
for place in places:
    try:
        with open(place, "rb") as f:
            print(place, f.read().replace(b"\\0", b" ").decode())
    except OSError as problem:
        print(place, "unreadable:", problem.strerror)
"""


def program(tmp_path: Path, source: str, name: str = "main.py") -> Path:
    folder = tmp_path / "sub"
    folder.mkdir(exist_ok=True)
    (folder / name).write_text(source)
    return folder / name


def transcripts(tmp_path: Path) -> Path:
    folder = tmp_path / "t"
    folder.mkdir()
    (folder / "a.craps").write_text("craps> status\nexpected\n")
    return folder


def grade(tmp_path: Path, *argv: str) -> dict[str, Any]:
    report = tmp_path / "report.json"
    grade_main([*argv, "--report", str(report), "--jobs", "1"])
    return dict(json.loads(report.read_text()))


def printed(report: dict[str, Any]) -> str:
    return "\n".join(report["transcripts"][0]["commands"][0]["actual"] or [])


@needs_bwrap
def test_no_proc_environ_shows_the_graders_environment(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("GRADER_SECRET", SECRET)
    monkeypatch.setenv("HOME", str(tmp_path / "instructor-home"))
    monkeypatch.chdir(tmp_path)
    main = program(tmp_path, READS_ENVIRON)
    report = grade(tmp_path, str(transcripts(tmp_path)), "--cmd", f"{PY} {main}")
    seen = printed(report)
    assert "/proc/1/environ PATH=" in seen  # it did read its pid 1: bubblewrap
    assert SECRET not in seen and "instructor-home" not in seen and f"PWD={tmp_path}" not in seen


@needs_bwrap
def test_a_build_step_cannot_read_the_graders_environment_either(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("GRADER_SECRET", SECRET)
    source, out = tmp_path / "src", tmp_path / "src" / "out"
    out.mkdir(parents=True)
    (source / "reads.py").write_text(READS_ENVIRON)
    ok, log = build([f"{PY} {{dir}}/reads.py"], source, out, 60, Containment(Isolation.BWRAP))
    assert ok, log
    assert "/proc/1/environ PATH=" in log and SECRET not in log


@needs_bwrap
def test_dev_shm_holds_no_more_than_the_tmp_size(tmp_path: Path) -> None:
    main = program(
        tmp_path,
        "import os\nprint('craps> status')\n"
        "try:\n"
        "    for n in range(10):  # each file within --max-file-size\n"
        "        with open(f'/dev/shm/pinned{n}', 'wb') as f:\n"
        "            f.write(b'x' * 10 * 2**20)\n"
        "    print('wrote 100 MiB')\n"
        "except OSError as problem:\n"
        "    print('refused:', problem.strerror)\n",
    )
    seen = printed(grade(tmp_path, str(transcripts(tmp_path)), "--cmd", f"{PY} {main}"))
    assert "refused: No space left on device" in seen  # 4 x --max-file-size: 64 MiB


SHARED = """\
import mmap
print("craps> status", flush=True)
pinned = mmap.mmap(-1, 400 * 2**20, flags=mmap.MAP_SHARED)  # RLIMIT_DATA counts no MAP_SHARED
for page in range(0, len(pinned), mmap.PAGESIZE):
    pinned[page] = 1
print("kept 400 MiB")
"""


@pytest.mark.skipif(not memory_bounded(), reason="no writable memory cgroup on this machine")
@pytest.mark.parametrize("mode", [pytest.param("bwrap", marks=needs_bwrap), "none"])
def test_a_memory_cgroup_bounds_what_rlimit_data_does_not_count(tmp_path: Path, mode: str) -> None:
    main = program(tmp_path, SHARED)
    argv = [str(transcripts(tmp_path)), "--cmd", f"{PY} {main}", "--max-memory", "128"]
    report = grade(tmp_path, *argv, "--sandbox", mode)
    (entry,) = report["transcripts"]
    assert "kept 400 MiB" not in printed(report)
    assert entry["status"] == "crash" and entry["reason"] == "killed by SIGKILL"


RUNS_CRAPSREPL = """\
import runpy, sys
sys.argv = ["crapsrepl"] + sys.argv[1:]
runpy.run_module("crapsrepl", run_name="__main__")
"""

WRAPS_GAME = """\
import crapsrepl


class CrapsGame:
    def __init__(self, seed=None):
        self.game = crapsrepl.Game(seed=seed)

    def __getattr__(self, name):
        return getattr(self.game, name)
"""

CLASS_TRANSCRIPTS = DATA / "class_transcripts"
NOT_FOUND = re.compile(r"No module named '?crapsrepl")


def test_the_package_is_never_a_folder_the_sandbox_shows() -> None:
    assert not any(package().is_relative_to(root) for root in runtime_roots())


@needs_bwrap
def test_a_program_running_crapsrepl_itself_scores_nothing(tmp_path: Path) -> None:
    main = program(tmp_path, RUNS_CRAPSREPL)
    report = grade(tmp_path, str(CLASS_TRANSCRIPTS), "--cmd", f"{PY} {main}", "--partial")
    assert report["score"] == 0
    assert all(NOT_FOUND.search(t["stderr_tail"]) for t in report["transcripts"])
    assert not any(f["pass"] for t in report["transcripts"] for f in t.get("facts", []))


@needs_bwrap
def test_a_class_wrapping_crapsrepls_game_scores_nothing(tmp_path: Path) -> None:
    program(tmp_path, WRAPS_GAME, "cheat.py")
    argv = [str(CLASS_TRANSCRIPTS), "--submission", str(tmp_path / "sub")]
    report = grade(tmp_path, *argv, "--python-class", "cheat:CrapsGame", "--partial")
    assert report["score"] == 0
    # The driver is shown from inside the package, so the package is there, refusing.
    assert all(HIDDEN in t["stderr_tail"] for t in report["transcripts"])


@needs_bwrap
def test_an_installed_crapsrepl_in_a_shown_folder_is_hidden(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # As if crapsrepl were installed (not editable) in the site-packages the sandbox shows.
    prefix = tmp_path / "prefix"
    shutil.copytree(package(), prefix / "crapsrepl", ignore=shutil.ignore_patterns("__pycache__"))
    shown = runtime_roots()
    monkeypatch.setattr(sandbox_module, "runtime_roots", lambda: [*shown, prefix])
    monkeypatch.setattr(sandbox_module, "package", lambda: prefix / "crapsrepl")
    main = program(
        tmp_path,
        f"import sys\nsys.path.insert(0, {str(prefix)!r})\nprint('craps> status')\n"
        "try:\n    import crapsrepl.grading\n    print('imported', crapsrepl.__file__)\n"
        "except ImportError as problem:\n    print('refused:', problem)\n",
    )
    seen = printed(grade(tmp_path, str(transcripts(tmp_path)), "--cmd", f"{PY} {main}"))
    assert seen.strip() == f"refused: {HIDDEN}"


def class_folder(tmp_path: Path) -> Path:
    subs = tmp_path / "subs"
    (subs / "alice").mkdir(parents=True)
    (subs / "alice" / "main.py").write_text("print('craps> status')\n")
    return subs


@pytest.mark.parametrize("how", ["--many", "--submission"])
def test_without_bubblewrap_student_folders_are_graded_with_a_warning(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    how: str,
) -> None:
    monkeypatch.setattr(sandbox_module, "bwrap", lambda: None)
    subs = class_folder(tmp_path)
    folder = subs if how == "--many" else subs / "alice"
    grade_main([str(transcripts(tmp_path)), how, str(folder)])
    err = capsys.readouterr().err
    assert err.count("warning: programs run WITHOUT a sandbox") == 1


def test_sandbox_none_is_warned_as_chosen_not_as_missing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    grade_main(
        [str(transcripts(tmp_path)), "--many", str(class_folder(tmp_path)), "--sandbox", "none"]
    )
    warned = [line for line in capsys.readouterr().err.splitlines() if "WITHOUT" in line]
    assert warned == [
        "crapsrepl grade: warning: programs run WITHOUT a sandbox (--sandbox none): a scratch "
        "copy, limits and a clean environment only; see docs/security.md"
    ]


def test_many_with_sandbox_bwrap_but_no_bubblewrap_grades_no_one(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(sandbox_module, "bwrap", lambda: None)
    csv_path = tmp_path / "grades.csv"
    argv = [str(transcripts(tmp_path)), "--many", str(class_folder(tmp_path))]
    code = grade_main([*argv, "--sandbox", "bwrap", "--csv", str(csv_path)])
    out, err = capsys.readouterr()
    assert code == 2 and out == "" and not csv_path.exists()
    assert err == (
        "crapsrepl grade: bubblewrap (bwrap) is missing or cannot make namespaces here\n"
    )


def test_a_submission_folder_holding_the_transcripts_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    subs = class_folder(tmp_path)
    answers = transcripts(subs / "alice")
    assert grade_main([str(answers), "--submission", str(subs / "alice")]) == 2
    (line,) = capsys.readouterr().err.splitlines()
    assert line.startswith("crapsrepl grade: ") and "holds the transcripts" in line


@pytest.mark.parametrize("linked", ["class", "student"])
def test_a_class_folder_linked_to_the_transcripts_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], linked: str
) -> None:
    answers = transcripts(tmp_path)
    (answers / "copied").mkdir()  # a "student" folder inside, as --many would list it
    if linked == "class":
        many = tmp_path / "class-link"
        many.symlink_to(answers)
    else:
        many = class_folder(tmp_path)
        (many / "bob").symlink_to(answers)
    assert grade_main([str(answers), "--many", str(many)]) == 2
    out, err = capsys.readouterr()
    assert out == "" and len(err.splitlines()) == 1 and "holds the transcripts" in err
