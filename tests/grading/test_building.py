"""A submission's build step runs contained, like its program: sandbox, limits, a copy."""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path
from typing import Any

import pytest

from crapsrepl.grading.command import main as grade_main
from crapsrepl.grading.student.building import BUILD_LOG_LIMIT, BUILD_OUTPUT_CAP
from tests.helpers import DATA, FAKES, SANDBOX_MODES, needs_bwrap


def alice(tmp_path: Path) -> Path:
    folder = tmp_path / "alice"
    shutil.copytree(FAKES / "class" / "alice", folder)
    return folder


def graded(folder: Path, tmp_path: Path, *options: str) -> dict[str, Any]:
    report = tmp_path / "report.json"
    transcripts = str(DATA / "class_transcripts")
    grade_main([transcripts, "--submission", str(folder), *options, "--report", str(report)])
    whole = json.loads(report.read_text())
    return {**whole["submission"], "score": whole["score"], "max": whole["max"]}


@needs_bwrap
def test_a_build_cannot_read_the_instructors_files(tmp_path: Path) -> None:
    secret = tmp_path / "answers.txt"
    secret.write_text("the answers\n")
    got = graded(alice(tmp_path), tmp_path, "--sandbox", "bwrap", "--build", f"cat {secret}")
    assert got["status"] == "build-error"
    assert "No such file" in got["reason"] and "the answers" not in got["build_log"]


@pytest.mark.parametrize("mode", SANDBOX_MODES)
def test_a_build_is_held_by_the_file_size_limit(tmp_path: Path, mode: str) -> None:
    build = "head -c 100000000 /dev/zero > {out}/big"
    got = graded(alice(tmp_path), tmp_path, "--sandbox", mode, "--build", build)
    assert got["status"] == "build-error" and "(exit status" in got["build_log"]


@pytest.mark.parametrize("mode", SANDBOX_MODES)
def test_what_the_build_makes_in_the_folder_is_what_the_program_runs(
    tmp_path: Path, mode: str
) -> None:
    folder = alice(tmp_path)
    (folder / "main.py").rename(folder / "main.py.in")
    build = "cp {dir}/main.py.in {dir}/main.py"
    got = graded(
        folder,
        tmp_path,
        "--sandbox",
        mode,
        "--build",
        build,
        "--cmd-template",
        "python3 {dir}/main.py",
    )
    assert got["status"] == "ok" and got["score"] == got["max"]
    assert not (folder / "main.py").exists()


def test_the_compilers_paths_are_the_students_folder_not_the_sandboxs(tmp_path: Path) -> None:
    folder = alice(tmp_path)
    got = graded(folder, tmp_path, "--build", "ls {dir}/main.py {out} >&2; exit 1")
    assert got["reason"] == "build failed: alice/main.py"
    assert "/submission" not in got["build_log"].replace("$ ", "")


def test_a_named_pipe_in_a_submission_is_left_out_not_waited_on(tmp_path: Path) -> None:
    folder = alice(tmp_path)
    os.mkfifo(folder / "pipe")
    got = graded(folder, tmp_path, "--timeout", "5")
    assert got["status"] == "ok" and got["score"] == got["max"]


def test_the_runs_limits_raise_the_builds_when_set_higher(tmp_path: Path) -> None:
    build = "head -c 80000000 /dev/zero > {out}/big && rm {out}/big"
    assert graded(alice(tmp_path), tmp_path, "--build", build)["status"] == "build-error"
    again = tmp_path / "again"
    again.mkdir()
    got = graded(alice(again), again, "--build", build, "--max-file-size", "100")
    assert got["status"] == "ok"


@pytest.mark.parametrize("mode", SANDBOX_MODES)
def test_a_flooding_build_is_stopped_at_the_output_cap_not_read_whole(
    tmp_path: Path, mode: str
) -> None:
    """A student's ``build = "yes AAAA… {dir}"`` was read whole (communicate) and only
    then cut: 1 GiB in 3 s, its memory the grader's. It is read as it comes and stopped
    at BUILD_OUTPUT_CAP; the log keeps its last BUILD_LOG_LIMIT characters."""
    folder = alice(tmp_path)
    (folder / "grading.toml").write_text('build = "yes ' + "A" * 200 + ' {dir}"\n')
    got = graded(folder, tmp_path, "--sandbox", mode, "--build-timeout", "60")
    assert got["status"] == "build-error" and got["score"] == 0
    assert got["reason"] == (
        f"build failed: it printed more than {BUILD_OUTPUT_CAP:,} bytes and was stopped; "
        "its last lines follow"
    )
    log = got["build_log"].splitlines()
    assert log[0].startswith("$ yes AAAA") and len(got["build_log"]) < 2 * BUILD_LOG_LIMIT
    assert log[-1].startswith("AAAA")


def test_grading_toml_builds_once_and_starts_by_its_template_as_the_handout_promises(
    tmp_path: Path,
) -> None:
    """The handout's words, which a clean-room C author asked for: ``{dir}`` and ``{out}``
    are filled in quoted (a folder with a space in its name builds), the template is one
    word each without a shell, and a ``run.sh`` beside it is never run."""
    from crapsrepl.grading.handout import handout
    from crapsrepl.grading.run.batch import load_all

    folder = alice(tmp_path / "with space")
    (folder / "main.py").rename(folder / "entry.py.in")
    (folder / "run.sh").write_text("echo 'run.sh was run'; exit 3\n")
    (folder / "grading.toml").write_text(
        'build = "cp {dir}/game.py {out} && cp {dir}/entry.py.in {out}/entry.py"\n'
        'cmd-template = "python3 {out}/entry.py"\n'
    )
    got = graded(folder, tmp_path)
    assert (got["status"], got["score"]) == ("ok", got["max"])
    assert got["entry"] == "cmd-template: python3 {out}/entry.py"
    page = " ".join(handout(load_all(str(DATA / "class_transcripts"))).split())
    assert "both filled in already quoted (do not quote them)" in page
    assert "no shell runs it (no `&&`, pipes or variables)" in page
    assert "a `run.sh` beside it is never run" in page
