"""``crapsrepl simulate`` as a user runs it: figures, files, seeds, jobs, refusals."""

from __future__ import annotations

import csv
import json
import signal
import subprocess
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from crapsrepl.console.simulate import main
from crapsrepl.games.craps.strategies import STRATEGIES
from tests.helpers import CRAPSREPL, ctrl_c_as_at_a_terminal, run_crapsrepl

BASE = ["--sessions", "300", "--stake", "100", "--max-rolls", "60", "--seed", "5"]


def simulate(capsys: pytest.CaptureFixture[str], *args: str) -> str:
    assert main([*args]) == 0
    return capsys.readouterr().out


def test_the_report_has_every_figure(capsys: pytest.CaptureFixture[str]) -> None:
    out = simulate(capsys, "pass-line", *BASE)
    assert out.splitlines()[0].startswith("pass-line (base bet $10): 300 sessions")
    for figure in (
        "Final bankroll: mean $",
        "standard deviation $",
        "Sessions ahead: ",
        "busted: ",
        "Session length: ",
        "Total wagered: $",
        "House edge per dollar wagered: measured ",
        "95% CI ",
        "exact 1.414%",
        "Final bankrolls:",
    ):
        assert figure in out
    assert sum("#" in line for line in out.splitlines()) >= 3


def test_same_seed_same_numbers_for_any_number_of_jobs(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("crapsrepl.games.craps.simulation.parallel.CHUNK", 70)
    one = simulate(capsys, "three-point-molly", *BASE, "--csv", str(tmp_path / "one.csv"))
    two = simulate(
        capsys, "three-point-molly", *BASE, "--jobs", "2", "--csv", str(tmp_path / "two.csv")
    )
    assert one == two
    assert (tmp_path / "one.csv").read_text() == (tmp_path / "two.csv").read_text()
    other = simulate(capsys, "three-point-molly", *BASE[:-1], "6")
    assert other != one


def test_the_chunk_size_does_not_change_the_numbers(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    whole = simulate(capsys, "martingale", *BASE)
    monkeypatch.setattr("crapsrepl.games.craps.simulation.parallel.CHUNK", 7)
    assert simulate(capsys, "martingale", *BASE) == whole


def test_csv_and_json_hold_every_session(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    out = simulate(
        capsys,
        "pass-odds",
        *BASE,
        "--csv",
        str(tmp_path / "s.csv"),
        "--json",
        str(tmp_path / "s.json"),
    )
    rows = list(csv.DictReader((tmp_path / "s.csv").open()))
    assert len(rows) == 300 and [int(r["session"]) for r in rows] == list(range(300))
    finals = [int(r["final"]) for r in rows]
    mean = sum(finals) / len(finals)
    assert f"mean ${mean:,.2f}" in out
    ahead = 100 * sum(f > 100 for f in finals) / len(finals)
    assert f"Sessions ahead: {ahead:.1f}%" in out
    assert max(int(r["rolls"]) for r in rows) > 60  # the round in play is finished
    assert all(
        int(r["wagered"]) == sum(int(r[k]) for k in r if k.startswith("wagered_")) for r in rows
    )
    document = json.loads((tmp_path / "s.json").read_text())
    assert document["strategy"] == "pass-odds" and document["seed"] == 5
    assert [r["final"] for r in document["results"]] == finals
    assert document["summary"]["sessions"] == 300


def test_busted_sessions_end_early(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    simulate(
        capsys,
        "martingale",
        "--sessions",
        "200",
        "--stake",
        "30",
        "--max-rolls",
        "500",
        "--seed",
        "2",
        "--csv",
        str(tmp_path / "m.csv"),
    )
    rows = list(csv.DictReader((tmp_path / "m.csv").open()))
    busted = [r for r in rows if int(r["final"]) == 0]
    assert busted and all(int(r["rolls"]) < 500 for r in busted)


def test_quit_rules_apply_to_any_strategy(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    simulate(
        capsys,
        "pass-line",
        *BASE,
        "--win-goal",
        "20",
        "--loss-limit",
        "30",
        "--csv",
        str(tmp_path / "q.csv"),
    )
    for row in csv.DictReader((tmp_path / "q.csv").open()):
        final, rolls = int(row["final"]), int(row["rolls"])
        assert rolls >= 60 or final >= 120 or final <= 70


def test_the_pass_line_edge_is_measured_near_the_exact_one(
    capsys: pytest.CaptureFixture[str],
) -> None:
    out = simulate(
        capsys,
        "pass-line",
        "--sessions",
        "4000",
        "--max-rolls",
        "300",
        "--seed",
        "9",
        "--stake",
        "10000",
    )
    line = next(line for line in out.splitlines() if line.startswith("House edge"))
    low, high = (float(part.split("%")[0]) for part in line.split("CI ")[1].split(" to "))
    assert low < 1.414 < high


def test_a_progress_bar_hears_of_every_session(capsys: pytest.CaptureFixture[str]) -> None:
    heard: list[int] = []

    @contextmanager
    def bar(total: int) -> Iterator[Callable[[int], None]]:
        heard.append(total)
        yield heard.append

    assert main(["pass-line", *BASE], progress=bar) == 0
    assert heard[0] == 300 and sum(heard[1:]) == 300


def test_help_lists_every_strategy_with_its_line() -> None:
    result = run_crapsrepl("simulate", "--help")
    assert result.returncode == 0
    for name, cls in STRATEGIES.items():
        assert any(name in line and cls.summary in line for line in result.stdout.splitlines())
    for flag in (
        "--sessions",
        "--stake",
        "--max-rolls",
        "--seed",
        "--jobs",
        "--dask",
        "--max-odds",
    ):
        assert flag in result.stdout
    assert "--players" not in result.stdout  # simulate seats its own single player


def test_the_title_names_the_odds_multiple_only_for_a_strategy_taking_odds(
    capsys: pytest.CaptureFixture[str],
) -> None:
    first = simulate(capsys, "pass-odds", *BASE, "--odds", "3").splitlines()[0]
    assert first.startswith("pass-odds (base bet $10, odds multiple 3): 300 sessions")
    first = simulate(capsys, "field", *BASE, "--odds", "3").splitlines()[0]
    assert first.startswith("field (base bet $10): 300 sessions")


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["martingail"], "unknown strategy 'martingail'"),
        ([], "name one STRATEGY or give --strategy-file"),
        (["pass-line", "--players", "Bob:100"], "unrecognized arguments: --players"),
        (["pass-line", "--sessions", "0"], "expected at least 1"),
        (["pass-line", "--max-odds", "3-4"], "max odds must look like"),
        (["--strategy-file", "missing.py:Nobody"], "no strategy file missing.py"),
    ],
)
def test_bad_options_are_refused_in_one_line(args: list[str], message: str) -> None:
    result = run_crapsrepl("simulate", *args)
    assert result.returncode == 2
    assert message in result.stderr and "Traceback" not in result.stderr


@pytest.mark.parametrize(
    ("source", "message"),
    [
        ("class Other:\n    pass\n", "has no Strategy subclass named 'MyPlayer'"),
        ("import nowhere_to_be_found\n", "ModuleNotFoundError"),
        ("def broken(:\n", "SyntaxError"),
    ],
)
def test_a_bad_strategy_file_is_one_line(tmp_path: Path, source: str, message: str) -> None:
    path = tmp_path / "mine.py"
    path.write_text(source, encoding="utf-8")
    result = run_crapsrepl("simulate", "--strategy-file", f"{path}:MyPlayer", "--sessions", "3")
    assert result.returncode == 2
    assert message in result.stderr and "Traceback" not in result.stderr


@pytest.mark.parametrize(
    "args",
    [
        ["--stake", "99999999999999999999999"],
        ["--stake", "9000000000000000000", "--bet", "4000000000000000000"],
        ["--bet", "1000000000001"],
        ["--win-goal", "10000000000000"],
    ],
)
def test_amounts_that_could_overflow_a_session_are_refused_in_one_line(args: list[str]) -> None:
    result = run_crapsrepl("simulate", "pass-line", "--sessions", "3", *args)
    assert result.returncode == 2
    assert "expected at most 1,000,000,000, not" in result.stderr
    assert "Traceback" not in result.stderr and len(result.stderr.splitlines()) <= 12


def test_jobs_are_capped_at_the_chunks_and_the_cpus_and_said_once(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["pass-line", *BASE, "--jobs", "10000"]) == 0
    err = capsys.readouterr().err
    assert err == (
        "crapsrepl simulate: --jobs 10000: 1 workers (at most one per 10,000 sessions "
        "and 4 per CPU)\n"
    )


def test_ctrl_c_stops_promptly_and_quietly_with_130() -> None:
    process = subprocess.Popen(
        # a run of minutes (the fast path ends 400,000 sessions of 200 rolls in 3 s)
        [*CRAPSREPL, "simulate", "pass-line", "--sessions", "400000", "--max-rolls", "20000"]
        + ["--jobs", "2"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        preexec_fn=ctrl_c_as_at_a_terminal,
    )
    time.sleep(3)  # the workers are busy with their first chunks
    process.send_signal(signal.SIGINT)
    started = time.monotonic()
    out, err = process.communicate(timeout=60)
    assert process.returncode == 130 and out == b"" and err == b""
    assert time.monotonic() - started < 5
