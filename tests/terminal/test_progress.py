"""The progress bar simulate shows on a terminal (prompt_toolkit's), counting sessions."""

from __future__ import annotations

import pytest
from prompt_toolkit.input import create_pipe_input
from prompt_toolkit.output import DummyOutput

from crapsrepl.console.simulate import main
from crapsrepl.terminal.progress import progress_bar


def test_the_bar_counts_every_session(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("crapsrepl.simulation.parallel.CHUNK", 40)
    counted: list[int] = []

    def watched(total: int):  # type: ignore[no-untyped-def]
        manager = progress_bar(total, input=keys, output=DummyOutput())

        class Watch:
            def __enter__(self):  # type: ignore[no-untyped-def]
                advance = manager.__enter__()

                def tell(count: int) -> None:
                    counted.append(count)
                    advance(count)

                return tell

            def __exit__(self, *exc: object) -> None:
                manager.__exit__(*exc)

        return Watch()

    args = ["pass-line", "--sessions", "100", "--max-rolls", "20", "--seed", "1"]
    with create_pipe_input() as keys:
        assert main(args, progress=watched) == 0
    assert counted == [40, 40, 20]
    assert capsys.readouterr().out.startswith("pass-line")
