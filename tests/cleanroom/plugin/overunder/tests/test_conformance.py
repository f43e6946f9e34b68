"""The conformance kit of docs/plugins.md, run on Over/Under 7."""

from pathlib import Path

import pytest

from crapsrepl.testing import assert_conforms, conformance

TRANSCRIPTS = Path(__file__).parent.parent / "transcripts"


def test_overunder_conforms(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # Run from an empty folder: the kit leaves a saved table in the working folder (below).
    monkeypatch.chdir(tmp_path)
    assert_conforms("overunder", TRANSCRIPTS, tmp_path / "work")


def test_the_kit_writes_only_under_work(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    cwd, work = tmp_path / "cwd", tmp_path / "work"
    cwd.mkdir()
    work.mkdir()
    monkeypatch.chdir(cwd)
    findings = conformance("overunder", TRANSCRIPTS, work, checks=["save and load"])
    assert all(f.ok for f in findings)
    assert sorted(p.name for p in cwd.iterdir()) == []
