"""The Gradescope bundle end to end: ``setup.sh`` run in a clean root (a fresh venv
installing the bundled crapsrepl; the apt step skipped, this machine has the packages),
then ``run_autograder`` per student, giving the marks ``grade --many`` gives."""

from __future__ import annotations

import csv
import json
import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from crapsrepl.grading.autograder import main as autograder_main
from crapsrepl.grading.command import main as grade_main
from tests.helpers import DATA, FAKES, nest, remove_tree

TRANSCRIPTS = DATA / "class_transcripts"
CONFIG = DATA / "class.toml"
STUDENTS = ("alice", "ivan", "ned")  # a program, a class with its grading.toml, no queries


def bundle(tmp_path: Path, *flags: str) -> Path:
    out = tmp_path / "autograder.zip"
    assert autograder_main(["bundle", str(out), str(TRANSCRIPTS), *flags]) == 0
    root = tmp_path / "autograder"
    with zipfile.ZipFile(out) as archive:
        archive.extractall(root / "source")
    for script in ("setup.sh", "run_autograder"):
        (root / "source" / script).chmod(0o755)
    return root


def test_setup_installs_a_recent_python_bubblewrap_and_the_toolchains_asked_for(
    tmp_path: Path,
) -> None:
    root = bundle(tmp_path, "--with-java", "--with-c", "--config", str(CONFIG))
    setup = (root / "source" / "setup.sh").read_text()
    assert 'TOOLCHAINS="default-jdk-headless gcc libc6-dev"' in setup
    assert "bubblewrap $TOOLCHAINS" in setup and "python3.11 python3.11-venv" in setup
    assert "ppa:deadsnakes/ppa" in setup
    assert subprocess.run(["bash", "-n", str(root / "source" / "setup.sh")]).returncode == 0
    run = (root / "source" / "run_autograder").read_text()
    assert '--config "$ROOT/source/config.toml"' in run
    assert (root / "source" / "config.toml").read_text() == CONFIG.read_text()
    project = (root / "source" / "crapsrepl" / "pyproject.toml").read_text()
    assert '"google-re2>=1.1"' in project  # the real requirements, not a second list
    assert "nodejs" not in setup


def test_a_bad_config_is_refused_when_bundling(tmp_path: Path) -> None:
    bad = tmp_path / "bad.toml"
    bad.write_text("[defaults]\ntimout = 5\n")
    with pytest.raises(SystemExit) as stop:
        autograder_main(["bundle", str(tmp_path / "a.zip"), str(TRANSCRIPTS), "--config", str(bad)])
    assert stop.value.code == 2 and not (tmp_path / "a.zip").exists()


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """setup.sh run for real in a clean root: a fresh venv with the bundled crapsrepl."""
    tmp_path = tmp_path_factory.mktemp("gradescope")
    root = bundle(tmp_path, "--config", str(CONFIG))
    env = {**os.environ, "CRAPSREPL_AUTOGRADER_ROOT": str(root), "CRAPSREPL_SKIP_APT": "1"}
    env.pop("PYTHONPATH", None)
    setup = [str(root / "source" / "setup.sh")]
    done = subprocess.run(setup, env=env, capture_output=True, text=True, timeout=600)
    if done.returncode != 0 and "No matching distribution" in done.stderr:
        pytest.skip(f"setup.sh could not install the requirements here: {done.stderr[-300:]}")
    assert done.returncode == 0, done.stderr
    return root


def test_the_bundle_set_up_from_scratch_grades_as_grade_many_does(
    installed: Path, tmp_path: Path
) -> None:
    root, subs = installed, tmp_path / "subs"
    for name in STUDENTS:
        shutil.copytree(FAKES / "class" / name, subs / name)
    csv_path = tmp_path / "grades.csv"
    grade_main(
        [str(TRANSCRIPTS), "--many", str(subs), "--config", str(CONFIG), "--csv", str(csv_path)]
    )
    many = {row["name"]: row["score"] for row in csv.DictReader(csv_path.open())}
    env = {**os.environ, "CRAPSREPL_AUTOGRADER_ROOT": str(root)}
    env.pop("PYTHONPATH", None)
    for name in STUDENTS:
        shutil.rmtree(root / "submission", ignore_errors=True)
        shutil.copytree(subs / name, root / "submission")
        run = [str(root / "source" / "run_autograder")]
        done = subprocess.run(run, env=env, capture_output=True, text=True, timeout=300)
        assert done.returncode == 0, done.stderr
        results = json.loads((root / "results" / "results.json").read_text())
        assert f"{results['score']:g}" == many[name], name
    assert many == {"alice": "4", "ivan": "4", "ned": "0"}
    assert "(interface)" in results["output"]  # ned, last


HOSTILE = {
    "toml bomb": "(config-error)",
    "20,001 files": "(harness-error)",
    "1,200 nested folders": "(harness-error)",
}


@pytest.mark.parametrize("what", list(HOSTILE))
def test_run_autograder_writes_results_whatever_the_submission_holds(
    tmp_path: Path, what: str
) -> None:
    """Each of these once left no results.json: Gradescope showed the student nothing."""
    root = bundle(tmp_path)
    submission = root / "submission"
    shutil.copytree(FAKES / "class" / "alice", submission)
    if what == "toml bomb":
        (submission / "grading.toml").write_text("x = " + "[" * 4000 + "]" * 4000)
    elif what == "20,001 files":
        (submission / "many").mkdir()
        for number in range(20_001):
            (submission / "many" / str(number)).touch()
    else:
        nest(submission, 1200)
    try:
        done = run_autograder(root)
    finally:
        remove_tree(submission)
    assert done.returncode == 0
    results = json.loads((root / "results" / "results.json").read_text())
    assert results["score"] == 0 and HOSTILE[what] in results["output"], results["output"]
    assert [t["score"] for t in results["tests"]] == [0, 0, 0]


def run_autograder(root: Path, command: str = "") -> subprocess.CompletedProcess[str]:
    """``run_autograder`` without setup.sh: the grader is this checkout's crapsrepl."""
    env = {**os.environ, "CRAPSREPL_AUTOGRADER_ROOT": str(root)}
    env["CRAPSREPL_COMMAND"] = command or f"{sys.executable} -m crapsrepl"
    run = [str(root / "source" / "run_autograder")]
    return subprocess.run(run, env=env, capture_output=True, text=True, timeout=300)


def test_when_the_grader_itself_fails_the_student_is_told_so(tmp_path: Path) -> None:
    root = bundle(tmp_path)
    shutil.copytree(FAKES / "class" / "alice", root / "submission")
    crash = tmp_path / "crash.sh"
    crash.write_text("#!/bin/sh\necho 'Traceback (most recent call last):' >&2\n"
                     "echo 'MemoryError: out of memory' >&2\nexit 1\n")  # fmt: skip
    crash.chmod(0o755)
    done = run_autograder(root, str(crash))
    assert done.returncode == 0 and "MemoryError" in done.stderr
    results = json.loads((root / "results" / "results.json").read_text())
    assert results == {
        "score": 0,
        "output": "The autograder could not grade this submission: MemoryError: out of memory"
        "\nPlease tell your instructor.",
        "visibility": "visible",
        "tests": [],
    }
