"""Ctrl-C and SIGTERM stop `grade` at once, kill every program and keep the reports."""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import time
from pathlib import Path

import pytest

from tests.grading.test_sandbox import alive, gone
from tests.helpers import CRAPSREPL, FAKES, SANDBOX_MODES


def spinning(marker: str, besides: int = 0) -> int:
    """Programs holding ``marker`` that have used 0.2 s of CPU: the endless loops (not
    ``besides``: a grader whose own command line holds it)."""
    count = 0
    for pid in set(alive(marker)) - {besides}:
        try:
            stat = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
            command = Path(f"/proc/{pid}/cmdline").read_bytes()
        except OSError:
            continue
        if b"bwrap" not in command and int(stat[11]) + int(stat[12]) >= 20:
            count += 1
    return count


@pytest.mark.parametrize("mode", SANDBOX_MODES)
@pytest.mark.parametrize("number", [signal.SIGINT, signal.SIGTERM])
def test_a_signal_stops_grading_kills_the_programs_and_writes_the_reports(
    tmp_path: Path, mode: str, number: signal.Signals
) -> None:
    folder, sub = tmp_path / "t", tmp_path / "sub"
    folder.mkdir()
    sub.mkdir()
    shutil.copy(FAKES / "hostile" / "spins.py", sub / "spins.py")
    (folder / "a.craps").write_text("craps> status\n")
    for name in ("b", "c", "d"):
        (folder / f"{name}.craps").write_text("craps> spin\n")
    marker = f"{os.getpid()}{int(number)}{len(mode)}"
    report, junit = tmp_path / "r.json", tmp_path / "r.xml"
    grade = subprocess.Popen(
        [*CRAPSREPL, "grade", str(folder), "--cmd", f"python3 {sub / 'spins.py'} {marker}"]
        + ["--jobs", "2", "--timeout", "300", "--sandbox", mode]
        + ["--report", str(report), "--junit", str(junit)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        while spinning(marker, grade.pid) < 1 and grade.poll() is None:  # one at a time
            time.sleep(0.05)
        grade.send_signal(number)
        out, err = grade.communicate(timeout=60)
    finally:
        grade.kill()
    assert grade.returncode == 128 + number, err
    assert f"stopped by {signal.Signals(number).name}" in err
    data = json.loads(report.read_text())
    assert [t["name"] for t in data["transcripts"]] == ["a.craps"] and data["interrupted"]
    assert junit.exists() and "a.craps" in out
    assert gone(marker)


def test_a_stopped_class_run_writes_the_csv_of_the_submissions_graded(tmp_path: Path) -> None:
    folder, subs = tmp_path / "t", tmp_path / "subs"
    folder.mkdir()
    (folder / "a.craps").write_text("craps> spin\n")
    marker = f"{os.getpid()}77"
    for name, line in (("alice", "status"), ("bob", "spin")):
        (subs / name).mkdir(parents=True)
        shutil.copy(FAKES / "hostile" / "spins.py", subs / name / "spins.py")
        (subs / name / "run.sh").write_text(f"echo {line} | python3 spins.py {marker}\n")
    grades = tmp_path / "grades.csv"
    grade = subprocess.Popen(
        [*CRAPSREPL, "grade", str(folder), "--many", str(subs), "--timeout", "300"]
        + ["--cmd-template", "sh {dir}/run.sh", "--csv", str(grades)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        while spinning(marker) < 1 and grade.poll() is None:
            time.sleep(0.05)
        grade.send_signal(signal.SIGTERM)
        grade.communicate(timeout=60)
    finally:
        grade.kill()
    assert grade.returncode == 128 + signal.SIGTERM
    header, *rows = grades.read_text().splitlines()
    assert header == "name,a.craps,score,max,status,reason,entry,sandboxed,seconds"
    assert [row.rsplit(",", 2)[0] for row in rows] == [
        "alice,0,0,1,ok,,cmd-template: sh {dir}/run.sh"
    ]
    assert gone(marker)


EXPLORED = """import sys

for line in sys.stdin:
    print(flush=True)
    while line.startswith("addPlayer"):
        pass
"""


def _spinning_in(step: str, bob: Path, marker: str) -> list[str]:
    """Bob's folder, made to spin in ``step``; the grade options that reach it there."""
    if step == "build":
        (bob / "main.py").write_text("import sys\nfor line in sys.stdin:\n    print()\n")
        shutil.copy(FAKES / "hostile" / "spins.py", bob / "spins.py")
        build = f"echo spin | python3 {{dir}}/spins.py {marker}"
        (bob / "grading.toml").write_text(f"build = {build!r}\n")
        return []
    if step == "explore":
        (bob / "main.py").write_text(EXPLORED)
        template = f"python3 {{dir}}/main.py {marker}"
        return ["--explore", "3", "--explore-marks", "1", "--cmd-template", template]
    (bob / f"spin{marker}.py").write_text("while True:\n    pass\n\nclass CrapsGame:\n    pass\n")
    return ["--inspect"]


@pytest.mark.parametrize("step", ["build", "explore", "inspect"])
def test_a_stop_mid_step_is_no_grade(tmp_path: Path, step: str) -> None:
    """SIGTERM while bob's build, an explore session or his class's import spins: bob is
    left out of the CSV (or ``interrupted`` in the --inspect table), never graded on what
    the stop killed (it was ``0/1 build-error (exit status -9)``, an explore
    disagreement, an inspected ``timeout``); alice, graded in full before, is kept."""
    folder, subs = tmp_path / "t", tmp_path / "subs"
    folder.mkdir()
    (folder / "a.craps").write_text("craps> status\n")
    marker = f"{os.getpid()}{len(step)}8"
    (subs / "alice").mkdir(parents=True)
    (subs / "alice" / "main.py").write_text("import sys\nfor line in sys.stdin:\n    print()\n")
    (subs / "bob").mkdir()
    extra = _spinning_in(step, subs / "bob", marker)
    grades = tmp_path / "grades.csv"
    grade = subprocess.Popen(
        [*CRAPSREPL, "grade", str(folder), "--many", str(subs), "--timeout", "300"]
        + ["--jobs", "1", *([] if step == "inspect" else ["--csv", str(grades)]), *extra],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        while spinning(marker, grade.pid) < 1 and grade.poll() is None:
            time.sleep(0.05)
        grade.send_signal(signal.SIGTERM)
        out, err = grade.communicate(timeout=60)
    finally:
        grade.kill()
    assert grade.returncode == 128 + signal.SIGTERM, err
    assert gone(marker)
    if step == "inspect":
        table = [line.split() for line in out.splitlines()[1:] if line[:1].strip()]
        assert {row[0]: row[3] for row in table} == {"alice": "ready", "bob": "interrupted"}
        return
    _, *rows = grades.read_text().splitlines()
    assert [row.split(",")[0] for row in rows] == ["alice"], rows
