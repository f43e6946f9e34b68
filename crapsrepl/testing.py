"""The conformance kit: a game played against every rule of docs/plugins.md, through the
same paths its users take. A game's author runs it from a test::

    from crapsrepl.testing import assert_conforms

    def test_my_game_conforms(tmp_path):
        assert_conforms("mygame", Path(__file__).parent / "transcripts", tmp_path)

It checks what a reader of the binding cannot: that the game loads and passes the
registry's checks, that its model survives ``undo``'s copies (it pickles) and its saved
tables come back as they were, that every command chance has not touched can be undone,
that its own transcripts replay (``check``), record again, grade full marks in process,
through its own program on stdin, and under ``--explore``, that its handout is written,
and that a piped session killed with SIGKILL resumes from its journal at the same table.
Each check is a ``Finding``; ``assert_conforms`` fails with every one that failed.
"""

from __future__ import annotations

import contextlib
import json
import os
import pickle
import signal
import subprocess
import sys
import time
from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass
from pathlib import Path

from .console.games import AnyBinding, GameController, binding, binding_problems
from .transcripts.files import discover, load
from .transcripts.format import Transcript

__all__ = ["Finding", "assert_conforms", "conformance"]

_TIMEOUT = 300  # seconds for one command of the kit (a whole check, a grade)


@dataclass(frozen=True, slots=True)
class Finding:
    """One rule checked: its name, whether the game kept it, and what was seen if not."""

    check: str
    ok: bool
    detail: str = ""


def conformance(
    game: str, transcripts: Path, work: Path, checks: Collection[str] | None = None
) -> list[Finding]:
    """Every check of the kit on ``game`` (or only the named ``checks``), with its
    transcripts (a folder of ``*.GAME`` files, commands the game accepts and refuses),
    writing only under ``work`` (the checks played in this process run there, so a
    transcript's ``save table.json`` lands in it, not in the folder pytest started in)."""
    work.mkdir(parents=True, exist_ok=True)
    work = work.resolve()
    transcripts = transcripts.resolve()
    try:
        bound = binding(game)
    except ValueError as problem:
        return [Finding("loads", False, str(problem))]
    files = [p for p in discover([str(transcripts)]) if p.suffix == bound.suffix]
    if not files:
        return [Finding("transcripts", False, f"no *{bound.suffix} files in {transcripts}")]
    try:
        loaded = [load(path) for path in files]
    except ValueError as problem:  # a transcript that cannot be read: the game's to fix
        return [Finding("transcripts", False, str(problem))]
    planned: list[tuple[str, Callable[[], str]]] = [
        ("loads", lambda: "; ".join(binding_problems(game, bound))),
        ("every command answered", lambda: _answered(bound, loaded)),
        ("picklable", lambda: _picklable(bound, loaded)),
        ("queries answer in one line", lambda: _queries(bound, loaded)),
        ("save and load", lambda: _save_and_load(bound, loaded, work)),
        ("undo", lambda: _undo(bound, loaded)),
        ("check", lambda: _cli(["check", str(transcripts)], work)),
        ("record", lambda: _record(bound, loaded[0], work)),
        ("grade", lambda: _grade(["--report", "{report}"], transcripts, work, "grade")),
        (
            "grade a program",
            lambda: _grade(
                ["--sandbox", "none", "--cmd", f"{sys.executable} -m crapsrepl {game}"],
                transcripts,
                work,
                "program",
            ),
        ),
        ("explore", lambda: _explore(transcripts, work)),
        ("handout", lambda: _cli(["handout", "--game", game, str(transcripts), "h.md"], work)),
        ("resume after SIGKILL", lambda: _resume(bound, loaded, work)),
    ]
    findings = []
    with contextlib.chdir(work):
        for name, check in planned:
            if checks is not None and name not in checks:
                continue
            try:
                seen = check()
            except Exception as error:  # the kit reports a game's crash, it does not crash
                seen = f"{type(error).__name__}: {error}"
            findings.append(Finding(name, not seen, seen))
    return findings


def assert_conforms(
    game: str, transcripts: Path, work: Path, checks: Collection[str] | None = None
) -> None:
    failed = [f for f in conformance(game, transcripts, work, checks) if not f.ok]
    assert not failed, "\n".join(f"{f.check}: {f.detail}" for f in failed)


def _controller(bound: AnyBinding, transcript: Transcript) -> GameController:
    return bound.new_controller(transcript.setup, None)


def _commands(transcript: Transcript) -> list[str]:
    return [step.command for step in transcript.steps]


def _is_undo(command: str) -> bool:
    return command.strip().split("(")[0].strip().casefold() == "undo"


# Commands every table has that the controller answers itself; any other command without
# an action is a view (``status`` included) or one the game's controller answers.
_ANSWERED = {"save", "load", "table", "screen", "rules", "help", "undo", "quit"}


def _answered(bound: AnyBinding, transcripts: Sequence[Transcript]) -> str:
    """Every command is answered: by its action, by the controller (``changes``, its
    ``special``), or as a view. A command with none of them fails only when typed, with
    the controller's assertion, so the kit types none but looks."""
    views = bound.new_controller(transcripts[0].setup, None).views()
    for spec in bound.commands.specs:
        unanswered = spec.action is None and not spec.changes and spec.name not in _ANSWERED
        if unanswered and spec.name not in views:
            return f"{spec.name} has no action, is not a view and does not change the table"
    return ""


def _status(controller: GameController) -> list[str]:
    return [repr(event) for event in controller.execute("status").events]


def _picklable(bound: AnyBinding, transcripts: Sequence[Transcript]) -> str:
    """``undo`` keeps copies of the table by pickling it: a model holding a lambda, a
    generator or an open file breaks every command that changes the table."""
    for transcript in transcripts:
        controller = _controller(bound, transcript)
        for command in _commands(transcript):
            controller.execute(command)
            game = getattr(controller, "game", None)
            try:
                pickle.loads(pickle.dumps(game))
            except Exception as problem:
                return f"{transcript.path.name}: after {command!r}: {problem}"
    return ""


def _queries(bound: AnyBinding, transcripts: Sequence[Transcript]) -> str:
    """A fact query is answered on one line (``LABEL: value`` or the value alone): the
    grader reads one line, and drops what comes before ``: ``."""
    for transcript in transcripts:
        controller = _controller(bound, transcript)
        for command in _commands(transcript):
            controller.execute(command)
        names = controller.players() or ["Nobody"]
        for call in bound.lab.session_calls(names):
            reply = controller.execute(call)
            lines = [line for event in reply.events for line in bound.render(event)]
            if reply.changed or len(lines) != 1:
                return f"{transcript.path.name}: {call} printed {lines!r} (one line expected)"
    return ""


def _save_and_load(bound: AnyBinding, transcripts: Sequence[Transcript], work: Path) -> str:
    """After every command, the table saved and loaded again is the same table: the same
    status, the same drawing, and it goes on the same way (the rest of the commands)."""
    for transcript in transcripts:
        commands = _commands(transcript)
        for cut in range(len(commands) + 1):
            first = _controller(bound, transcript)
            for command in commands[:cut]:
                first.execute(command)
            document = json.loads(json.dumps(first.to_document()))
            second = bound.restore(document)
            rest = commands[cut:]
            # A saved table keeps no undo history: compare up to the first undo.
            rest = rest[: next((i for i, c in enumerate(rest) if _is_undo(c)), len(rest))]
            for command in ["status", *rest, "status"]:
                a, b = first.execute(command), second.execute(command)
                if (a.refused, a.events) != (b.refused, b.events):
                    return (
                        f"{transcript.path.name}: saved after {cut} commands, "
                        f"{command!r} then gave {b.events!r}, not {a.events!r}"
                    )
    return ""


def _undo(bound: AnyBinding, transcripts: Sequence[Transcript]) -> str:
    """Every command ``undo`` accepts puts the table back as it was before the command."""
    for transcript in transcripts:
        commands = _commands(transcript)
        for cut, command in enumerate(commands):
            table = _controller(bound, transcript)
            for earlier in commands[:cut]:
                table.execute(earlier)
            before = _status(table), table.draw(), table.racks()
            if _is_undo(command) or not table.execute(command).changed:
                continue
            if table.execute("undo").refused:
                continue
            after = _status(table), table.draw(), table.racks()
            if after != before:
                return f"{transcript.path.name}: undo after {command!r} left {after[0]!r}"
    return ""


def _run(args: Sequence[str], work: Path, stdin: str = "") -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "XDG_STATE_HOME": str(work / "state")}
    return subprocess.run(
        [sys.executable, "-m", "crapsrepl", *args],
        input=stdin,
        capture_output=True,
        text=True,
        cwd=work,
        env=env,
        timeout=_TIMEOUT,
        check=False,
    )


def _cli(args: Sequence[str], work: Path) -> str:
    done = _run(args, work)
    if done.returncode != 0:
        return f"crapsrepl {' '.join(args)}: exit {done.returncode}: {_tail(done)}"
    return ""


def _tail(done: subprocess.CompletedProcess[str]) -> str:
    lines = (done.stderr or done.stdout).strip().splitlines()
    return lines[-1] if lines else "(nothing printed)"


def _record(bound: AnyBinding, transcript: Transcript, work: Path) -> str:
    """A session played into ``record`` is a transcript ``check`` replays."""
    out = work / f"recorded{bound.suffix}"
    flags = [w for key, value in transcript.directives for w in bound.options.flags_for(key, value)]
    done = _run(["record", "--force", *flags, str(out)], work, "\n".join(_commands(transcript)))
    if done.returncode != 0:
        return f"record: exit {done.returncode}: {_tail(done)}"
    return _cli(["check", str(out)], work)


def _grade(extra: Sequence[str], transcripts: Path, work: Path, name: str) -> str:
    """Full marks for the game itself, graded by the grader's own paths."""
    report = work / f"{name}.json"
    args = [a.replace("{report}", str(report)) for a in extra]
    if "--report" not in args:
        args += ["--report", str(report)]
    done = _run(["grade", *args, str(transcripts)], work)
    if done.returncode != 0:
        return f"grade ({name}): exit {done.returncode}: {_tail(done)}"
    data = json.loads(report.read_text(encoding="utf-8"))
    score, total = data.get("score"), data.get("max")
    return "" if score == total else f"grade ({name}): {score} of {total}"


def _explore(transcripts: Path, work: Path) -> str:
    """Explore's random sessions of the game, played against the game itself, find no
    disagreement: its moves, plainer commands and fact queries all fit its engine."""
    report = work / "explore.json"
    args = ["grade", "--explore", "8", "--seed", "1", "--report", str(report), str(transcripts)]
    done = _run(args, work)
    if done.returncode != 0:
        return f"grade --explore: exit {done.returncode}: {_tail(done)}"
    explored = json.loads(report.read_text(encoding="utf-8")).get("explore")
    if not isinstance(explored, dict) or not explored.get("sessions"):
        return f"grade --explore played no session: {explored!r}"
    if explored.get("error"):
        return f"explore could not finish: {explored['error']}"
    if explored.get("diverged") or explored.get("flaky") or explored.get("slow"):
        return f"explore disagreed with the game itself: {explored.get('transcript')}"
    return ""


def _resume(bound: AnyBinding, transcripts: Sequence[Transcript], work: Path) -> str:
    """A piped session with a journal, killed with SIGKILL half-way, resumes at the table
    it had: its status then is the status of the same commands played unbroken."""
    transcript = max(transcripts, key=lambda t: len(t.steps))
    commands = _commands(transcript)
    half = max(1, len(commands) // 2)
    flags = [w for key, value in transcript.directives for w in bound.options.flags_for(key, value)]
    journal = work / "kit.journal"
    journal.unlink(missing_ok=True)
    env = {**os.environ, "XDG_STATE_HOME": str(work / "state")}
    started = subprocess.Popen(
        [sys.executable, "-m", "crapsrepl", bound.name, *flags, "--journal", str(journal)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
        cwd=work,
        env=env,
    )
    assert started.stdin is not None and started.stdout is not None
    marker = "status"
    started.stdin.write("\n".join([*commands[:half], marker]) + "\n")
    started.stdin.flush()
    deadline = time.monotonic() + _TIMEOUT
    echoed = 0
    while echoed < half + 1 and time.monotonic() < deadline:  # every command answered
        line = started.stdout.readline()
        if not line:
            break
        echoed += line.startswith(bound.prompt)
    started.send_signal(signal.SIGKILL)
    started.wait()
    resumed = _run(["--resume", str(journal)], work, "status\n")
    unbroken = _run([bound.name, *flags], work, "\n".join([*commands[:half], "status"]) + "\n")
    if resumed.returncode != 0:
        return f"--resume: exit {resumed.returncode}: {_tail(resumed)}"
    want = _after_last_prompt(unbroken.stdout, bound.prompt)
    got = _after_last_prompt(resumed.stdout, bound.prompt)
    return "" if got == want else f"resumed status {got!r}, unbroken {want!r}"


def _after_last_prompt(output: str, prompt: str) -> list[str]:
    lines = output.splitlines()
    starts = [i for i, line in enumerate(lines) if line.startswith(prompt)]
    return lines[starts[-1] + 1 :] if starts else lines
