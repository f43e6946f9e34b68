"""Simulate's progress bar (prompt_toolkit's), counting sessions, only on a tty; a class
graded into a pipe prints plain progress lines, no control codes."""

from __future__ import annotations

import re
import shutil
from pathlib import Path
from typing import Any

import pytest
from prompt_toolkit.input import create_pipe_input
from prompt_toolkit.output import DummyOutput

from crapsrepl.console.simulate import main as simulate_main
from crapsrepl.terminal.progress import session_bar
from tests.helpers import DATA, FAKES, run_crapsrepl


def test_a_class_run_into_a_pipe_prints_no_control_codes(tmp_path: Path) -> None:
    shutil.copytree(FAKES / "class" / "frank", tmp_path / "subs" / "frank")
    done = run_crapsrepl("grade", str(DATA / "class_transcripts"), "--many", str(tmp_path / "subs"))
    assert done.returncode == 1
    assert done.stdout.startswith("name,natural.craps,")
    assert "frank" in done.stderr and "\x1b" not in done.stdout + done.stderr
    assert re.search(r"^\[1/1\] frank  0/4  no-entry-point  \d+\.\d s$", done.stderr, re.M)


def test_the_bar_counts_every_session(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("crapsrepl.games.craps.simulation.parallel.CHUNK", 40)
    counted: list[int] = []

    def watched(total: int):  # type: ignore[no-untyped-def]
        manager = session_bar(total, input=keys, output=DummyOutput())

        class Watch:
            def __enter__(self):  # type: ignore[no-untyped-def]
                advance = manager.__enter__()

                def tell(count: int) -> None:
                    counted.append(count)
                    advance(count)

                return tell

            def __exit__(self, *exc: Any) -> None:
                manager.__exit__(*exc)

        return Watch()

    args = ["pass-line", "--sessions", "100", "--max-rolls", "20", "--seed", "1"]
    with create_pipe_input() as keys:
        assert simulate_main(args, progress=watched) == 0
    assert counted == [40, 40, 20]
    assert capsys.readouterr().out.startswith("pass-line")
