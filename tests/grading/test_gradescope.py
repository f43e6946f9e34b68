"""Gradescope: results.json, the autograder bundle run in a fake /autograder, the handout."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import jsonschema
import pytest

from crapsrepl.grading.autograder import main as autograder_main
from crapsrepl.grading.command import main as grade_main
from crapsrepl.grading.handout import main as handout_main
from crapsrepl.transcripts.facts import DEFAULT_REFUSAL
from crapsrepl.transcripts.format import TranscriptError, parse_text
from tests.helpers import DATA, FAKES, needs_jdk, run_crapsrepl

CLASS = FAKES / "class"
TRANSCRIPTS = DATA / "class_transcripts"
SCHEMA = json.loads((DATA / "gradescope_results.schema.json").read_text())


def results(path: Path) -> dict:  # type: ignore[type-arg]
    data = json.loads(path.read_text())
    jsonschema.validate(data, SCHEMA)
    return data  # type: ignore[no-any-return]


def test_results_json_has_one_test_per_transcript_with_feedback(tmp_path: Path) -> None:
    out = tmp_path / "results.json"
    code = grade_main(
        [str(TRANSCRIPTS), "--submission", str(CLASS / "bob"), "--gradescope", str(out)]
    )
    assert code == 1
    data = results(out)
    assert data["score"] == 3 and data["output"].startswith("Score: 3 / 4 (ok)")
    tests = {t["name"]: t for t in data["tests"]}
    natural = tests["natural.craps"]
    assert (natural["score"], natural["max_score"], natural["visibility"]) == (0, 1, "visible")
    assert natural["output"].startswith("A natural eleven on the come-out pays the pass line")
    assert "craps> chips(Bob)" in natural["output"] and "Bob has $90" in natural["output"]
    assert tests["seven_out.craps"]["score"] == 2


def test_a_hidden_transcript_counts_but_shows_only_its_feedback(tmp_path: Path) -> None:
    out = tmp_path / "results.json"
    grade_main([str(TRANSCRIPTS), "--submission", str(CLASS / "frank"), "--gradescope", str(out)])
    data = results(out)
    refusal = next(t for t in data["tests"] if t["name"] == "refusal.craps")
    assert refusal["visibility"] == "hidden" and refusal["max_score"] == 1
    assert refusal["output"] == "A bet larger than the rack is refused and takes no chips."
    assert "no entry point" in data["output"]


@needs_jdk
def test_a_build_error_is_shown_with_the_compiler_message(tmp_path: Path) -> None:
    out = tmp_path / "results.json"
    grade_main([str(TRANSCRIPTS), "--submission", str(CLASS / "erin"), "--gradescope", str(out)])
    data = results(out)
    assert data["score"] == 0 and "';' expected" in data["output"]


def test_the_visibility_directive_is_checked() -> None:
    assert parse_text("% visibility: after_due_date\ncraps> status\n").visibility == (
        "after_due_date"
    )
    with pytest.raises(TranscriptError, match="visibility is one of visible, hidden"):
        parse_text("% visibility: secret\n")


def test_the_bundle_unzipped_in_a_fake_autograder_grades_a_submission(tmp_path: Path) -> None:
    bundle = tmp_path / "autograder.zip"
    assert autograder_main(["bundle", str(bundle), str(TRANSCRIPTS)]) == 0
    root = tmp_path / "autograder"
    with zipfile.ZipFile(bundle) as archive:
        archive.extractall(root / "source")
        names = archive.namelist()
    assert {"setup.sh", "run_autograder", "transcripts/natural.craps"} <= set(names)
    assert "crapsrepl/crapsrepl/grading/student/drivers/LabDriver.java" in names
    run = root / "source" / "run_autograder"
    run.chmod(0o755)
    assert subprocess.run(["bash", "-n", str(root / "source" / "setup.sh")]).returncode == 0
    shutil.copytree(CLASS / "alice", root / "submission")
    env = dict(os.environ)
    env["CRAPSREPL_AUTOGRADER_ROOT"] = str(root)
    env["CRAPSREPL_COMMAND"] = f"{sys.executable} -m crapsrepl"
    env["PYTHONPATH"] = str(root / "source" / "crapsrepl")  # the bundled copy, not ours
    done = subprocess.run([str(run)], env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    data = results(root / "results" / "results.json")
    assert data["score"] == 4 and len(data["tests"]) == 3


def test_bundle_options_the_autograder_decides_are_refused(tmp_path: Path) -> None:
    for extra in ("--csv=x.csv", "--getter=chips=getChips"):
        with pytest.raises(SystemExit) as stop:
            autograder_main(
                ["bundle", str(tmp_path / "a.zip"), str(TRANSCRIPTS), "--grade-args", extra]
            )
        assert stop.value.code == 2
    assert not (tmp_path / "a.zip").exists()


def test_the_handout_shows_visible_transcripts_and_hidden_ones_by_title(tmp_path: Path) -> None:
    out = tmp_path / "handout.md"
    assert handout_main([str(TRANSCRIPTS), str(out)]) == 0
    text = out.read_text()
    assert "- `placeLineBet`: bet the pass line (point off) (as the tests call it: " in text
    assert "- `roll`: throw (as the tests call it: `roll(11)`, " not in text
    assert "- `roll`: throw (as the tests call it: `roll(11)`)" in text  # no roll(d1, d2)
    assert "placeOddsBet" not in text  # only the commands the transcripts use
    assert "- `addPlayer`: seat a player" in text  # seats the players: always there
    assert DEFAULT_REFUSAL in text and "`can't`" in text  # the pattern the grader uses
    assert "1. run.sh: started with `sh run.sh`" in text
    assert "`entry`, `cmd-template`, `build`, `java-class`, `python-class`, `method`" in text
    assert "fails, because `0` is one more number than `150`" in text
    assert "## An example session" in text and "craps> chips(Bob)\nBob has $90" in text
    assert "- `chips(PLAYER)`:" in text and "- `shooter()`:" in text
    assert (
        "### A seven-out loses the pass line and the dice go to the next player. (2 marks)" in text
    )
    assert "craps> shooter()\n[..]Adam[..]" in text
    hidden = text.split("## Tests you cannot read")[1]
    assert "- A bet larger than the rack is refused and takes no chips. (1 mark)" in hidden
    assert "placeLineBet(Bob, 500)" not in text


@pytest.mark.parametrize("argv", [["handout", "--help"], ["autograder", "bundle", "--help"]])
def test_the_new_subcommands_have_help(argv: list[str]) -> None:
    done = run_crapsrepl(*argv)
    assert done.returncode == 0 and done.stdout.startswith(f"usage: crapsrepl {argv[0]}")


def test_the_summary_names_no_line_of_a_hidden_transcript_that_timed_out(tmp_path: Path) -> None:
    """gina hangs on seven_out.craps's roll(7): the CSV (the instructor's) says where, the
    Gradescope summary (the student's, shown at once) only that a hidden one timed out."""
    answers = tmp_path / "t"
    shutil.copytree(DATA / "class_transcripts", answers)
    seven_out = answers / "seven_out.craps"
    first, rest = seven_out.read_text().split("\n", 1)
    seven_out.write_text(f"{first}\n% visibility: hidden\n{rest}")
    shutil.copytree(FAKES / "class" / "gina", tmp_path / "subs" / "gina")
    argv = [str(answers), "--many", str(tmp_path / "subs"), "--timeout", "3"]
    argv += ["--gradescope", str(tmp_path / "gs"), "--csv", str(tmp_path / "g.csv")]
    assert grade_main(argv) == 1
    assert (
        "seven_out.craps: timeout: stopped answering at line 12 roll(7)"
        in (tmp_path / "g.csv").read_text()
    )
    shown = results(tmp_path / "gs" / "gina.json")
    assert shown["output"] == "Score: 2 / 4 (timeout)\na transcript you cannot see yet: timeout"
    assert "roll(7)" not in json.dumps(shown)
