"""A class of 200 graded with ``--explore 100 --jobs 2``: the whole run and each student's
seconds, beside the floor a bare interpreter's start-ups set in the same run.

    python benchmarks/class_200.py [--students N] [--explore S] [--jobs J] [--cold]

The class is the fake class (tests/fakes/class: Python, Java, C and node programs and
classes, a build error, no entry point, one that hangs, one that answers no query) and the
explore fakes (tests/fakes/explore: six bugs, a flaky program, two that hang, a correct Java
main and class), with the correct program (tests/fakes/student_correct.py), taken in turn
until there are N folders, each with tests/data/class.toml's settings. It is graded against
tests/data/class_transcripts with ``--explore S --seed 1``.

Printed: the total and per-student seconds; each kind's mean seconds (from the CSV's
``seconds``) with its program runs (transcripts plus explore runs, from the JSON reports);
and the floor, every one of those runs as a bare ``python -c pass`` start-up, divided by
``--jobs``, measured now. ``--cold`` grades the class a second time with ``--cold-start``
(a program started only when its transcript begins), the peer that the programs started
ahead are measured against. Issue 29's target: 200 students in 20 minutes, 6 s a student.
"""

from __future__ import annotations

import argparse
import contextlib
import csv
import io
import json
import shutil
import subprocess
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path

from crapsrepl.grading.command import main as grade_main

ROOT = Path(__file__).resolve().parent.parent
FAKES = ROOT / "tests" / "fakes"
TRANSCRIPTS = ROOT / "tests" / "data" / "class_transcripts"
CONFIG = ROOT / "tests" / "data" / "class.toml"


def kinds() -> list[tuple[str, Path]]:
    """Each kind of student once: its name and what its folder is made of."""
    found = [(p.name, p) for p in sorted((FAKES / "class").iterdir()) if p.is_dir()]
    for fake in sorted((FAKES / "explore").iterdir()):
        found.append((fake.stem, fake))
    found.append(("correct", FAKES / "student_correct.py"))
    return found


def spinning(name: str, program: str) -> str:
    """The fakes that hang (gina, the explore fakes) do it asleep, cheap for the suite; here
    they spin, a core for each whole clock: the worst case the target includes."""
    if name.startswith("hangs") or name == "gina/game.py":
        assert "time.sleep(1)" in program, f"{name} no longer hangs asleep: spin it otherwise"
    return program.replace("time.sleep(1)", "pass")


def make_class(root: Path, count: int) -> tuple[dict[str, str], Path]:
    """``count`` folders under ``root / "subs"`` (``007-gina``), their kinds, and a config
    giving each copy the settings its original has in class.toml."""
    config = CONFIG.read_text()
    own = {
        line.split(".", 1)[1].rstrip("]")
        for line in config.splitlines()
        if line.startswith("[students.")
    }
    tables = config.split("\n[students.")
    kind_of: dict[str, str] = {}
    extra: list[str] = []
    pool = kinds()
    for index in range(count):
        kind, source = pool[index % len(pool)]
        name = f"{index:03d}-{kind}"
        folder = root / "subs" / name
        if source.is_dir():
            shutil.copytree(source, folder, symlinks=True)
            for program in folder.glob("*.py"):
                program.write_text(spinning(f"{kind}/{program.name}", program.read_text()))
        else:  # an explore fake: its main.py, the table the fakes build on beside it
            folder.mkdir(parents=True)
            shutil.copy(FAKES / "student_game.py", folder)
            (folder / "main.py").write_text(spinning(source.stem, source.read_text()))
        kind_of[name] = kind
        if kind in own:
            table = next(t for t in tables[1:] if t.startswith(f"{kind}]"))
            extra.append(f'[students."{name}"]' + table[len(kind) + 1 :])
    path = root / "class.toml"
    path.write_text(tables[0].rstrip("\n") + "\n\n" + "\n".join(extra))
    return kind_of, path


def graded(root: Path, config: Path, args: argparse.Namespace, cold: bool) -> tuple[float, Path]:
    out = root / ("cold" if cold else "ahead")
    argv = [str(TRANSCRIPTS), "--many", str(root / "subs"), "--config", str(config)]
    argv += ["--jobs", str(args.jobs), "--explore", str(args.explore), "--seed", "1"]
    argv += ["--csv", str(out / "grades.csv"), "--report-dir", str(out / "reports")]
    out.mkdir()
    started = time.perf_counter()
    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
        grade_main(argv + (["--cold-start"] if cold else []))
    return time.perf_counter() - started, out


def runs_of(report: Path) -> int:
    data = json.loads(report.read_text())
    ran = sum(1 for t in data["transcripts"] if t["status"] != "error")
    return ran + data.get("explore", {}).get("runs", 0)


def bare_start(times: int = 20) -> float:
    started = time.perf_counter()
    for _ in range(times):
        subprocess.run([sys.executable, "-c", "pass"], check=True)
    return (time.perf_counter() - started) / times


def report(label: str, seconds: float, out: Path, kind_of: dict[str, str], jobs: int) -> int:
    rows = list(csv.DictReader((out / "grades.csv").open()))
    count = len(rows)
    each = seconds / count
    print(f"{label}: {count} students at --jobs {jobs}: {seconds:.1f} s, {each:.2f} s a student")
    by_kind: dict[str, list[tuple[float, int, str]]] = defaultdict(list)
    for row in rows:
        runs = runs_of(out / "reports" / f"{row['name']}.json")
        by_kind[kind_of[row["name"]]].append((float(row["seconds"]), runs, row["status"]))
    total_runs = 0
    print(f"  {'kind':<38} {'n':>3} {'s each':>7} {'runs':>5} {'ms/run':>7}  status explore")
    for kind, seen in sorted(by_kind.items(), key=lambda kv: -sum(s for s, _, _ in kv[1])):
        mean = sum(s for s, _, _ in seen) / len(seen)
        runs = sum(r for _, r, _ in seen) / len(seen)
        total_runs += sum(r for _, r, _ in seen)
        per_run = 1000 * mean / runs if runs else 0.0
        explore = next(r.get("explore", "") for r in rows if kind_of[r["name"]] == kind)
        numbers = f"{len(seen):>3} {mean:7.2f} {runs:5.0f} {per_run:7.0f}"
        print(f"  {kind:<38} {numbers}  {seen[0][2]} {explore}")
    return total_runs


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--students", type=int, default=200)
    parser.add_argument("--explore", type=int, default=100)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--cold", action="store_true", help="also grade with --cold-start")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="class200-") as scratch:
        root = Path(scratch)
        kind_of, config = make_class(root, args.students)
        seconds, out = graded(root, config, args, cold=False)
        runs = report("started ahead", seconds, out, kind_of, args.jobs)
        bare = bare_start()
        floor = runs * bare / args.jobs
        print(
            f"floor: {runs} program runs x bare python start-up {1000 * bare:.0f} ms / "
            f"{args.jobs} jobs = {floor:.1f} s ({floor / args.students:.2f} s a student); "
            f"the run is {seconds / floor:.1f}x the floor"
        )
        if args.cold:
            cold_seconds, cold_out = graded(root, config, args, cold=True)
            report("--cold-start", cold_seconds, cold_out, kind_of, args.jobs)
            print(f"started ahead is {cold_seconds / seconds:.2f}x faster than --cold-start")
        per_student = seconds / args.students
        met = "met" if per_student <= 6 else "NOT met"
        print(f"target 6 s a student: {met} ({per_student:.2f} s)")


if __name__ == "__main__":
    main()
