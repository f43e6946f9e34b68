"""`crapsrepl grade` against the built-in engine and deliberately wrong programs."""

from __future__ import annotations

import json
import shutil
import signal
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import jsonschema
import pytest
from pytest_mock import MockerFixture

from crapsrepl.console.games import suffixes
from crapsrepl.games.craps.model import bets
from crapsrepl.grading.command import main as grade_main
from crapsrepl.grading.exits import Exit
from crapsrepl.grading.report.reports import SCHEMA_PATH
from crapsrepl.grading.run.marking import Normalizer
from crapsrepl.grading.run.runners import BuiltinRunner
from tests.grading import WITH_CRAPSREPL
from tests.helpers import FAKES, ROOT, fake_command

LIBRARY = ROOT / "transcripts"

PY = sys.executable

ODDS_WINS = {
    "odds/pass_4_and_10.craps",
    "odds/pass_5_and_9.craps",
    "odds/pass_6_and_8.craps",
    "odds/on_come_bets.craps",
    "odds/change.craps",
    "odds/take_down.craps",
    "odds/come_odds_working_option.craps",
    "odds/max_odds_3_4_5.craps",
    "facts/come_odds.craps",
    "facts/change_odds.craps",
    "facts/odds_4_and_10.craps",
    "facts/odds_5_and_9.craps",
    "facts/odds_6_and_8.craps",
    "facts/odds_rounding_5_and_9.craps",
    "facts/odds_rounding_6_and_8.craps",
    "bets/dont_and_put.craps",  # odds behind a put bet
    "bets/numbers.craps",  # buy bets pay true odds
    "bets/options.craps",  # buy bets pay true odds
}


def library_size() -> int:
    """Every transcript in the library, of every installed game (by the registry)."""
    return sum(len(list(LIBRARY.rglob(f"*{suffix}"))) for suffix in suffixes())


def copy_transcripts(tmp_path: Path, *names: str) -> Path:
    folder = tmp_path / "t"
    folder.mkdir()
    for name in names:
        shutil.copy(LIBRARY / name, folder / name.replace("/", "_"))
    return folder


def test_builtin_gets_full_marks(capsys: pytest.CaptureFixture[str]) -> None:
    assert grade_main([str(LIBRARY)]) == 0
    assert capsys.readouterr().out.splitlines()[-1] == f"score: {library_size()} / {library_size()}"


def test_our_own_program_as_an_external_command_gets_full_marks(tmp_path: Path) -> None:
    folder = copy_transcripts(
        tmp_path,
        "worked_example.craps",
        "rolls/seeded.craps",
        "odds/come_odds_working_option.craps",
        "refusals/table_limits.craps",
        "odds/max_odds_3_4_5.craps",
        "format/help_and_comments.craps",
    )
    assert grade_main([str(folder), "--cmd", f"{PY} -m crapsrepl", *WITH_CRAPSREPL]) == 0


def test_odds_paid_even_money_fails_exactly_the_odds_transcripts(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The whole library against the engine with odds paid even money (in-process: the
    external path is the next test's), so a transcript that fails for another reason, or
    an odds transcript that does not notice, shows."""
    for number in list(bets.TRUE_ODDS):
        monkeypatch.setitem(bets.TRUE_ODDS, number, (1, 1))
    report, junit = tmp_path / "r.json", tmp_path / "r.xml"
    code = grade_main([str(LIBRARY), "--report", str(report), "--junit", str(junit)])
    assert code == 1
    data = json.loads(report.read_text())
    failed = {t["name"] for t in data["transcripts"] if t["status"] != "pass"}
    assert failed == ODDS_WINS
    assert data["score"] == library_size() - len(ODDS_WINS) and data["max"] == library_size()
    out = capsys.readouterr().out
    assert f"score: {library_size() - len(ODDS_WINS)} / {library_size()}" in out
    suite = ET.parse(junit).getroot()
    assert suite.get("tests") == str(library_size())
    assert suite.get("failures") == str(len(ODDS_WINS))


def test_an_external_program_paying_odds_even_money_is_shown_where(tmp_path: Path) -> None:
    folder = copy_transcripts(
        tmp_path, "odds/pass_5_and_9.craps", "worked_example.craps", "come/travels_and_wins.craps"
    )
    report, junit = tmp_path / "r.json", tmp_path / "r.xml"
    student = fake_command(tmp_path / "student", "odds_one_to_one.py")
    argv = [str(folder), "--cmd", student, *WITH_CRAPSREPL, "--jobs", "2"]
    assert grade_main([*argv, "--report", str(report), "--junit", str(junit)]) == 1
    data = json.loads(report.read_text())
    jsonschema.validate(data, json.loads(SCHEMA_PATH.read_text()))
    failed = [t["name"] for t in data["transcripts"] if t["status"] != "pass"]
    assert failed == ["odds_pass_5_and_9.craps"] and (data["score"], data["max"]) == (2, 3)
    (odds,) = (t for t in data["transcripts"] if t["name"] == "odds_pass_5_and_9.craps")
    bad = next(c for c in odds["commands"] if not c["match"])
    assert bad["command"] == "roll(5)" and "Bob wins $5 on odds on 5 (rack $115)." in bad["actual"]
    suite = ET.parse(junit).getroot()
    assert (suite.get("tests"), suite.get("failures")) == ("3", "1")


def test_a_hanging_program_times_out_with_zero_marks(tmp_path: Path) -> None:
    folder = copy_transcripts(tmp_path, "come_out/eleven.craps")
    report = tmp_path / "r.json"
    code = grade_main(
        [
            str(folder),
            "--cmd",
            fake_command(tmp_path / "student", "hangs.py"),
            "--timeout",
            "1",
            "--partial",
            "--report",
            str(report),
        ]
    )
    assert code == 1
    (entry,) = json.loads(report.read_text())["transcripts"]
    assert entry["status"] == "timeout" and entry["marks"] == 0 and "1 s" in entry["reason"]


def test_a_crash_keeps_what_matched_and_the_stderr_tail(tmp_path: Path) -> None:
    folder = copy_transcripts(tmp_path, "come_out/natural_seven.craps")
    report = tmp_path / "r.json"
    command = ["--cmd", fake_command(tmp_path / "student", "crashes.py"), *WITH_CRAPSREPL]
    grade_main([str(folder), *command, "--partial", "--report", str(report)])
    (entry,) = json.loads(report.read_text())["transcripts"]
    assert entry["status"] == "crash"
    assert [c["match"] for c in entry["commands"]] == [True, True, False, False]
    assert entry["marks"] == 0.5
    assert "RuntimeError: student bug" in entry["stderr_tail"]


def test_endless_output_is_cut_at_the_limit(tmp_path: Path) -> None:
    folder = copy_transcripts(tmp_path, "come_out/eleven.craps")
    report = tmp_path / "r.json"
    code = grade_main(
        [
            str(folder),
            "--cmd",
            fake_command(tmp_path / "student", "floods.py"),
            "--max-output",
            "20000",
            "--report",
            str(report),
        ]
    )
    assert code == 1
    (entry,) = json.loads(report.read_text())["transcripts"]
    assert entry["status"] == "output-limit" and entry["marks"] == 0


def test_no_echo_with_separator_setup_commands_and_leniency(tmp_path: Path) -> None:
    folder = copy_transcripts(tmp_path, "come/travels_and_wins.craps", "point/seven_out.craps")
    command = [
        "--cmd",
        fake_command(tmp_path / "student", "quiet.py"),
        "--separator",
        "===",
        *WITH_CRAPSREPL,
    ]
    assert grade_main([str(folder), *command]) == 1
    assert grade_main([str(folder), *command, "--ignore-case"]) == 1  # it also prints blank lines
    assert grade_main([str(folder), *command, "--ignore-case", "--ignore-space"]) == 0


def test_marks_directive_and_partial_marks(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = tmp_path / "t"
    folder.mkdir()
    (folder / "a.craps").write_text(
        "% marks: 4\n% players: Bob:10\ncraps> status\nPoint off. Shooter: Bob.\n"
        "  Bob: rack $10; no bets\ncraps> roll(2)\nwrong\n"
    )
    assert grade_main([str(folder)]) == 1
    assert capsys.readouterr().out.splitlines()[-1] == "score: 0 / 4"
    grade_main([str(folder), "--partial"])
    out = capsys.readouterr().out
    assert out.splitlines()[-1] == "score: 2 / 4"
    assert "line 7 roll(2): expected 'wrong', got \"error: Bob must bet the pass" in out
    assert "a.craps:6: craps> roll(2)\n  --- expected\n  +++ actual" in out


def test_grade_many_writes_one_csv_row_per_submission(tmp_path: Path) -> None:
    subs = tmp_path / "subs"
    (subs / "alice").mkdir(parents=True)
    (subs / "alice" / "run.sh").write_text(f'exec {PY} -m crapsrepl "$@"\n')
    (subs / "bob").mkdir()
    shutil.copy(FAKES / "odds_one_to_one.py", subs / "bob" / "main.py")
    (subs / "bob" / "run.sh").write_text(f'exec {PY} "$(dirname "$0")/main.py" "$@"\n')
    folder = copy_transcripts(tmp_path, "odds/pass_5_and_9.craps", "come_out/eleven.craps")
    csv_path = tmp_path / "grades.csv"
    code = grade_main(
        [
            str(folder),
            "--many",
            str(subs),
            "--cmd-template",
            "sh {dir}/run.sh",
            "--csv",
            str(csv_path),
            *WITH_CRAPSREPL,
        ]
    )
    assert code == 1
    header, alice, bob = csv_path.read_text().splitlines()
    assert header == (
        "name,come_out_eleven.craps,odds_pass_5_and_9.craps,score,max,status,reason,entry,sandboxed,"
        "seconds"
    )
    assert alice.startswith("alice,1,1,2,2,ok,,cmd-template: sh {dir}/run.sh,")
    assert bob.startswith("bob,1,0,1,2,ok,,cmd-template: sh {dir}/run.sh,")


@pytest.mark.parametrize(
    "args",
    [
        ["--quiet-period", "0"],
        ["--prompt", "(unclosed"],
        ["--cmd-template", "{dir}"],
        ["--many", "x", "--cmd-template", "nodir"],
        ["--jobs", "0"],
    ],
)
def test_bad_option_combinations_are_harness_errors(args: list[str]) -> None:
    with pytest.raises(SystemExit) as stop:
        grade_main([str(LIBRARY), *args])
    assert stop.value.code == 2


def test_unparseable_or_missing_transcripts_are_harness_errors(tmp_path: Path) -> None:
    (tmp_path / "bad.craps").write_text("% colour: red\n")
    assert grade_main([str(tmp_path)]) == 2
    assert grade_main([str(tmp_path / "nothing_here")]) == 2


def test_a_program_that_cannot_start_scores_zero(tmp_path: Path) -> None:
    folder = copy_transcripts(tmp_path, "come_out/eleven.craps")
    report = tmp_path / "r.json"
    assert grade_main([str(folder), "--cmd", "/no/such/program", "--report", str(report)]) == 1
    (entry,) = json.loads(report.read_text())["transcripts"]
    assert entry["status"] == "error" and "cannot start" in entry["reason"]


def test_normalizer_options() -> None:
    assert Normalizer(ignore_space=True)(["  a   b ", "", "c"]) == ["a b", "c"]
    assert Normalizer(ignore_case=True)(["Bob WINS"]) == ["bob wins"]


def test_an_unexpected_failure_in_one_transcript_does_not_stop_the_others(
    tmp_path: Path,
    mocker: MockerFixture,
    capsys: pytest.CaptureFixture[str],
) -> None:
    folder = copy_transcripts(tmp_path, "come_out/eleven.craps", "come_out/craps.craps")
    real_run = BuiltinRunner.run

    def flaky(self: BuiltinRunner, transcript):  # type: ignore[no-untyped-def]
        if "eleven" in transcript.name:
            raise RuntimeError("disk on fire")
        return real_run(self, transcript)

    mocker.patch.object(BuiltinRunner, "run", flaky)
    assert grade_main([str(folder)]) == 1
    out = capsys.readouterr().out
    assert "come_out_eleven.craps      0/1  error" in out and "RuntimeError: disk on fire" in out
    assert "come_out_craps.craps       1/1  pass" in out


def test_the_exit_statuses_are_the_numbers_the_docs_promise() -> None:
    assert [int(status) for status in Exit] == [0, 1, 2, 130, 143]
    assert Exit.stopped_by(signal.SIGINT) is Exit.INTERRUPTED
    assert Exit.stopped_by(signal.SIGTERM) is Exit.TERMINATED
