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
Each check is a ``Finding``; ``assert_conforms`` fails with every one that failed. The
checks played in this process are in ``played``, those through the command line in
``commands``.
"""

from __future__ import annotations

import contextlib
import sys
from collections.abc import Callable, Collection
from dataclasses import dataclass
from pathlib import Path

from ..console.games import binding, binding_problems
from ..transcripts.files import discover, load
from .commands import cli, explore, grade, record, resume
from .played import answered, picklable, queries, save_and_load, undo_restores

__all__ = ["Finding", "assert_conforms", "conformance"]


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
        ("every command answered", lambda: answered(bound, loaded)),
        ("picklable", lambda: picklable(bound, loaded)),
        ("queries answer in one line", lambda: queries(bound, loaded)),
        ("save and load", lambda: save_and_load(bound, loaded, work)),
        ("undo", lambda: undo_restores(bound, loaded)),
        ("check", lambda: cli(["check", str(transcripts)], work)),
        ("record", lambda: record(bound, loaded[0], work)),
        ("grade", lambda: grade(["--report", "{report}"], transcripts, work, "grade")),
        (
            "grade a program",
            lambda: grade(
                ["--sandbox", "none", "--cmd", f"{sys.executable} -m crapsrepl {game}"],
                transcripts,
                work,
                "program",
            ),
        ),
        ("explore", lambda: explore(transcripts, work)),
        ("handout", lambda: cli(["handout", "--game", game, str(transcripts), "h.md"], work)),
        ("resume after SIGKILL", lambda: resume(bound, loaded, work)),
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
