"""The transcript format, `crapsrepl check`, `--update`, `record` and the pytest plugin."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from crapsrepl.transcripts.check import main as check_main
from crapsrepl.transcripts.format import TranscriptError, parse_text
from tests.helpers import LIBRARY
from tests.helpers import run_crapsrepl as run_cli

WORKED = LIBRARY / "worked_example.craps"

pytest_plugins = ["pytester"]


def test_parse_comments_directives_and_steps() -> None:
    t = parse_text(
        "# hello\n% seed: 4\n% players: Bob:10\n% marks: 3\ncraps> roll()\nerror: x\n"
        "craps>\ncraps> status\nline\n\n\n",
        "t.craps",
    )
    assert t.header == ["# hello", "% seed: 4", "% players: Bob:10", "% marks: 3"]
    assert [(s.command, s.line, s.expected) for s in t.steps] == [
        ("roll()", 5, ["error: x"]),
        ("", 7, []),
        ("status", 8, ["line"]),
    ]
    assert t.setup.seed == 4 and t.setup.players == (("Bob", 10),) and t.marks == 3


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("% colour: red\ncraps> roll()\n", "t.craps:1: unknown directive 'colour'"),
        ("# ok\n% seed\n", "t.craps:2: a directive is written '% name: value'"),
        ("% seed: many\n", "t.craps:1: seed must be a whole number"),
        ("% max-odds: lots\n", "t.craps:1: max-odds: max odds must look like"),
        ("% marks: -1\n", "t.craps:1: marks cannot be negative"),
        ("hello\ncraps> roll()\n", "t.craps:1: before the first 'craps>' line only"),
        ("% players: Bob:10, bob:5\n", "t.craps:1: players: Bob is already seated"),
    ],
)
def test_parse_errors_name_file_and_line(text: str, message: str) -> None:
    with pytest.raises(TranscriptError) as caught:
        parse_text(text, "t.craps")
    assert str(caught.value).startswith(message)


def test_crlf_transcripts_are_read_like_lf() -> None:
    t = parse_text("craps> addPlayer(Bob, 5)\r\nBob sits down with $5.\r\nBob has the dice.  \r\n")
    assert t.steps[0].expected == ["Bob sits down with $5.", "Bob has the dice.  "]


def test_this_suite_loads_the_transcript_plugin_it_names(pytestconfig: pytest.Config) -> None:
    """pyproject.toml names its plugins (no autoload): without this one, every transcript in
    transcripts/ would be collected as nothing, and the suite would still pass."""
    assert pytestconfig.pluginmanager.has_plugin("crapsrepl.transcripts.pytest_plugin")


def test_library_passes_and_counts_at_least_30(capsys: pytest.CaptureFixture[str]) -> None:
    assert check_main([str(LIBRARY)]) == 0
    closing = capsys.readouterr().out.splitlines()[-1]
    passed = int(closing.split()[0])
    assert closing == f"{passed} passed, 0 failed" and passed >= 30


def test_an_edited_line_fails_with_a_diff_at_the_right_line_and_update_restores_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    copy = tmp_path / "worked.craps"
    shutil.copy(WORKED, copy)
    original = copy.read_text()
    lines = original.splitlines()
    target = lines.index("Bob wins $15 on the pass line (rack $125).")
    lines[target] = "Bob wins $15 on the pass line (rack $999)."
    copy.write_text("\n".join(lines) + "\n")
    command_line = max(i for i in range(target) if lines[i].startswith("craps> ")) + 1

    assert check_main([str(copy)]) == 1
    out = capsys.readouterr().out
    assert f"FAIL {copy}" in out
    assert f"{copy}:{command_line}: craps> roll(9)" in out
    assert "-Bob wins $15 on the pass line (rack $999)." in out
    assert "+Bob wins $15 on the pass line (rack $125)." in out
    assert out.splitlines()[-1] == "0 passed, 1 failed"

    assert check_main(["--update", str(copy)]) == 0
    assert f"UPDATED {copy}" in capsys.readouterr().out
    assert copy.read_text() == original


def test_update_keeps_comments_directives_and_matching_wildcards(tmp_path: Path) -> None:
    path = tmp_path / "w.craps"
    path.write_text(
        "# keep me\n% players: Bob:100\ncraps> placeLineBet(Bob, 10)\nBob bets [..]\n"
        "craps> roll(7)\nBob rolls [..]\nwrong line\n"
    )
    assert check_main(["--update", str(path)]) == 0
    assert path.read_text() == (
        "# keep me\n% players: Bob:100\ncraps> placeLineBet(Bob, 10)\nBob bets [..]\n"
        "craps> roll(7)\nBob rolls [..]\nBob wins $10 on the pass line (rack $110).\n"
    )


def test_unreadable_or_unparseable_transcripts_exit_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = tmp_path / "bad.craps"
    bad.write_text("% colour: red\n")
    assert check_main([str(bad), str(WORKED)]) == 2
    out = capsys.readouterr().out
    assert f"ERROR {bad}:1: unknown directive 'colour'" in out
    assert check_main([str(tmp_path / "missing.craps")]) == 2
    assert check_main([str(tmp_path / "empty_dir_has_none")]) == 2
    (tmp_path / "binary.craps").write_bytes(b"\xff\xfe\x00")
    assert check_main([str(tmp_path / "binary.craps")]) == 2
    capsys.readouterr()
    other = tmp_path / "notes.nosuchgame"  # not played as the default game's
    other.write_text("craps> roll(7)\n")
    assert check_main([str(other), str(WORKED)]) == 2
    error, *rest = capsys.readouterr().out.splitlines()
    assert error.startswith(f"ERROR {other}:0: not a transcript: its suffix names no game (")
    assert "*.craps" in error and "*.blackjack" in error
    assert rest == [f"PASS {WORKED}", "1 passed, 1 failed"]


def test_piped_output_with_matching_directives_is_a_passing_transcript(tmp_path: Path) -> None:
    commands = (
        "placeLineBet(Bob, 10)\nroll()\nroll()\nplaceComeBet(Adam, 5)\nroll()\nroll(1.5)\nstatus\n"
    )
    options = [
        "--seed",
        "99",
        "--players",
        "Bob:100,Adam:100",
        "--max-odds",
        "3-4-5",
        "--come-odds-working",
        "--table-min",
        "2",
        "--table-max",
        "50",
    ]
    piped = run_cli(*options, stdin=commands)
    header = (
        "% seed: 99\n% players: Bob:100, Adam:100\n% max-odds: 3-4-5\n"
        "% come-odds-working: yes\n% table-min: 2\n% table-max: 50\n"
    )
    path = tmp_path / "piped.craps"
    path.write_text(header + piped.stdout)
    result = run_cli("check", str(path))
    assert result.returncode == 0, result.stdout
    assert result.stdout.splitlines()[-1] == "1 passed, 0 failed"


def test_record_writes_a_transcript_with_directives(tmp_path: Path) -> None:
    path = tmp_path / "rec.craps"
    result = run_cli(
        "record",
        str(path),
        "--seed",
        "5",
        "--players",
        "Bob:50",
        stdin="placeLineBet(Bob, 5)\nroll()\nstatus\n",
    )
    assert result.returncode == 0
    text = path.read_text()
    assert "% seed: 5\n% players: Bob:50\ncraps> placeLineBet(Bob, 5)\n" in text
    assert run_cli("check", str(path)).returncode == 0
    assert result.stdout.startswith("craps> placeLineBet(Bob, 5)\n")


def test_record_picks_a_seed_when_none_is_given_and_will_not_overwrite(tmp_path: Path) -> None:
    path = tmp_path / "rec.craps"
    run_cli("record", str(path), stdin="addPlayer(Bob, 50)\nplaceLineBet(Bob, 5)\nroll()\n")
    assert "% seed: " in path.read_text()
    assert run_cli("check", str(path)).returncode == 0
    again = run_cli("record", str(path), stdin="status\n")
    assert again.returncode == 2 and "use --force" in again.stderr
    assert run_cli("record", str(path), "--force", stdin="status\n").returncode == 0
    assert "craps> status" in path.read_text()


def test_pytest_collects_transcripts_as_items(pytester: pytest.Pytester) -> None:
    pytester.makefile(
        ".craps",
        good="% players: Bob:5\ncraps> status\nPoint off. Shooter: Bob.\n  Bob: rack $5; no bets\n",
    )
    pytester.makefile(".craps", bad="% players: Bob:5\ncraps> status\nPoint on.\n")
    result = pytester.runpytest("-v")
    result.assert_outcomes(passed=1, failed=1)
    result.stdout.fnmatch_lines(
        ["*bad.craps:2: craps> status*", "*-Point on.*", "*+Point off. Shooter: Bob.*"]
    )
