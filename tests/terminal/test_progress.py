"""The progress bars (prompt_toolkit's): grading's, ticked from threads, only on a tty;
simulate's, counting sessions."""

from __future__ import annotations

import io
import shutil
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import pytest
from prompt_toolkit.data_structures import Size
from prompt_toolkit.input import create_pipe_input
from prompt_toolkit.output import DummyOutput
from prompt_toolkit.output.vt100 import Vt100_Output

from crapsrepl.console.simulate import main as simulate_main
from crapsrepl.terminal.progress import progress_bar, session_bar
from tests.helpers import DATA, FAKES, run_crapsrepl


def test_the_bar_is_drawn_with_its_title_and_total_and_ticked_from_threads() -> None:
    screen = io.StringIO()
    output = Vt100_Output(screen, lambda: Size(rows=10, columns=80), term="xterm")
    with (
        create_pipe_input() as keys,
        progress_bar("Grading submissions", 6, output=output, input=keys) as advance,
        ThreadPoolExecutor(max_workers=3) as pool,
    ):
        list(pool.map(advance, [f"student{i}" for i in range(6)]))
    shown = screen.getvalue()
    assert "Grading submissions" in shown and "/  6" in shown


def test_a_class_run_into_a_pipe_prints_no_control_codes(tmp_path: Path) -> None:
    shutil.copytree(FAKES / "class" / "frank", tmp_path / "subs" / "frank")
    done = run_crapsrepl("grade", str(DATA / "class_transcripts"), "--many", str(tmp_path / "subs"))
    assert done.returncode == 1
    assert done.stdout.startswith("name,natural.craps,")
    assert "frank" in done.stderr and "\x1b" not in done.stdout + done.stderr


def test_the_bar_counts_every_session(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("crapsrepl.simulation.parallel.CHUNK", 40)
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
