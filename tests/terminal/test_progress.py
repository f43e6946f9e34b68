"""The grading progress bar: prompt_toolkit's, ticked from grading threads, only on a tty."""

from __future__ import annotations

import io
import shutil
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from prompt_toolkit.data_structures import Size
from prompt_toolkit.input import create_pipe_input
from prompt_toolkit.output.vt100 import Vt100_Output

from crapsrepl.terminal.progress import progress_bar
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
