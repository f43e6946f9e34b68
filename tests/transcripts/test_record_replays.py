"""What ``record`` writes replays: ``save`` and ``load`` behave while recording exactly as
they will on replay (confined to the transcript's folder), and the transcript holds whole
entries only, a command with all its output or not at all, however the session is cut."""

from __future__ import annotations

import io
from collections.abc import Iterator
from pathlib import Path

import pytest

from crapsrepl.transcripts import record
from tests.helpers import run_crapsrepl as run_cli

REFUSAL = "error: a transcript saves and loads only files in its own folder"


def test_an_absolute_save_is_refused_while_recording_and_replays(tmp_path: Path) -> None:
    table = tmp_path / "abs.json"
    path = tmp_path / "course" / "t.craps"
    path.parent.mkdir()
    commands = f"addPlayer(Bob, 100)\nsave {table}\nload({table})\nplaceLineBet(Bob, 10)\n"
    result = run_cli("record", str(path), "--seed", "1", stdin=commands)
    assert result.returncode == 0
    said = result.stdout.splitlines()
    assert said[4].startswith(REFUSAL) and said[6].startswith(REFUSAL)
    assert said[-1] == "Bob bets $10 on the pass line (rack $90)."
    assert not table.exists()
    assert run_cli("check", str(path)).stdout.startswith("PASS")


def test_a_relative_save_and_load_replay_and_fixtures_load_from_the_transcripts_folder(
    tmp_path: Path,
) -> None:
    folder = tmp_path / "course"
    folder.mkdir()
    run_cli("--no-journal", stdin=f"addPlayer(Zed, 7)\nsave {folder / 'fixture.json'}\n")
    path = folder / "t.craps"
    commands = "addPlayer(Bob, 100)\nsave t.json\nload t.json\nload fixture.json\nstatus\n"
    result = run_cli("record", str(path), "--seed", "1", stdin=commands)  # run from elsewhere
    assert "Table saved to t.json.\n" in result.stdout
    assert "Table loaded from t.json (1 player seated).\n" in result.stdout
    assert "Table loaded from fixture.json (1 player seated).\n" in result.stdout
    assert "Zed: rack $7" in result.stdout
    assert sorted(p.name for p in folder.iterdir()) == ["fixture.json", "t.craps"]
    assert run_cli("check", str(path)).stdout.startswith("PASS")


class ClosedPipe(io.StringIO):
    """Standard output whose reader leaves (``| head``) at the ``broken``-th write."""

    def __init__(self, broken: int) -> None:
        super().__init__()
        self.writes = 0
        self.broken = broken

    def write(self, text: str) -> int:
        self.writes += 1
        if self.writes >= self.broken:
            raise BrokenPipeError(32, "Broken pipe")
        return super().write(text)


COMMANDS = ["addPlayer(Bob, 50)", "# a remark", "status", "placeLineBet(Bob, 10)", "roll(6)"]


@pytest.mark.parametrize("broken", range(1, 14))
def test_a_closed_pipe_leaves_whole_entries_only(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, broken: int
) -> None:
    """Whichever write fails (a command's echo or a line of its output), the transcript
    holds the commands played before it, each with all its output, and replays."""
    out = ClosedPipe(broken)

    def streams() -> tuple[Iterator[str], io.StringIO]:
        return iter(COMMANDS), out

    monkeypatch.setattr(record, "piped_streams", streams)
    monkeypatch.setattr(record, "_silence_stdout", lambda: None)
    path = tmp_path / "cut.craps"
    assert record.main([str(path), "--seed", "4"]) == 0
    text = path.read_text()
    full = run_cli("--seed", "4", stdin="\n".join(COMMANDS) + "\n").stdout
    body = text.split("% seed: 4\n", 1)[1]
    assert full.startswith(body)  # a prefix of the whole session ...
    assert body == "" or full[len(body) :] == "" or full[len(body) :].startswith("craps> ")
    assert run_cli("check", str(path)).stdout.startswith("PASS")  # ... cut between entries
