"""The conformance kit catches what it says it checks: the coin game passes it, and each
variant of the coin game that breaks one rule of docs/plugins.md fails that check."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from crapsrepl.console import games
from crapsrepl.testing import conformance
from tests.helpers import ROOT, install_plugin

TRANSCRIPTS = ROOT / "tests" / "thirdgame" / "transcripts"
IN_PROCESS = (
    "loads",
    "every command answered",
    "picklable",
    "queries answer in one line",
    "save and load",
    "undo",
)

VARIANTS = """
from dataclasses import replace

from crapsrepl.plugin import Controller
from tests.thirdgame.console.game import BINDING, Answer, CoinController, CoinSetup, _game


class Unpicklable(CoinController):
    def __init__(self, game, files=None):
        super().__init__(game)
        self.game.note = lambda: None  # a model holding a lambda cannot be copied


class Forgetful(CoinController):
    def to_document(self):
        document = super().to_document()
        document["bets"] = {}  # the calls on the table are lost
        return document


class Viewless(CoinController):
    def views(self):
        return {"status": super().views()["status"]}  # rack answers nothing


class Wordy(CoinController):
    def views(self):
        shown = super().views()
        rack = shown["rack"]
        shown["rack"] = lambda a: [*rack(a), Answer("and that is all")]
        return shown


class Sticky(CoinController):
    state_names = ()  # undo puts nothing back


def variant(name, controller):
    return replace(
        BINDING,
        name=name,
        new_controller=lambda setup, files: controller(setup.new_game()),
        restore=lambda document: controller(_game(document)),
    )


UNPICKLABLE = variant("unpicklable", Unpicklable)
FORGETFUL = variant("forgetful", Forgetful)
VIEWLESS = variant("viewless", Viewless)
WORDY = variant("wordy", Wordy)
STICKY = variant("sticky", Sticky)
"""


@pytest.fixture
def variants(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    names = ("unpicklable", "forgetful", "viewless", "wordy", "sticky")
    entries = {name: f"kit_variants:{name.upper()}" for name in names}
    entries["coin"] = "tests.thirdgame.console.game:BINDING"
    site = install_plugin(tmp_path / "site", "kit-variants", entries, {"kit_variants.py": VARIANTS})
    monkeypatch.syspath_prepend(str(site))
    games.rediscover()
    yield
    games.rediscover()


def failed(game: str, work: Path) -> set[str]:
    """The checks ``game`` fails, on the coin game's transcripts under its own suffix."""
    folder = work / "transcripts"
    folder.mkdir()
    for path in TRANSCRIPTS.glob("*.coin"):
        text = path.read_text(encoding="utf-8").replace("coin> ", f"{game}> ")
        (folder / f"{path.stem}.{game}").write_text(text, encoding="utf-8")
    findings = conformance(game, folder, work / "kit", checks=IN_PROCESS)
    assert {f.check for f in findings} == set(IN_PROCESS)
    return {f.check for f in findings if not f.ok}


def test_the_coin_game_keeps_every_rule_the_kit_checks_in_process(
    variants: None, tmp_path: Path
) -> None:
    assert failed("coin", tmp_path) == set()


@pytest.mark.parametrize(
    ("game", "check"),
    [
        ("unpicklable", "picklable"),
        ("forgetful", "save and load"),
        ("viewless", "every command answered"),
        ("wordy", "queries answer in one line"),
        ("sticky", "undo"),
    ],
)
def test_a_game_breaking_one_rule_fails_that_check(
    variants: None, tmp_path: Path, game: str, check: str
) -> None:
    assert check in failed(game, tmp_path)


def test_the_kit_writes_only_under_work(
    variants: None, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A transcript's ``save`` played by the kit lands in ``work``, never in the folder the
    tests run from (a clean-room game author found ``table.json`` in their project)."""
    elsewhere = tmp_path / "where pytest runs"
    elsewhere.mkdir()
    monkeypatch.chdir(elsewhere)
    folder = tmp_path / "transcripts"
    folder.mkdir()
    basics = (TRANSCRIPTS / "basics.coin").read_text(encoding="utf-8")
    (folder / "saves.coin").write_text(basics + "coin> save table.json\n", encoding="utf-8")
    findings = conformance("coin", folder, tmp_path / "kit", checks=IN_PROCESS)
    assert all(f.ok for f in findings), findings
    assert list(elsewhere.iterdir()) == []
    assert (tmp_path / "kit" / "table.json").is_file()


def test_a_game_that_does_not_load_is_one_finding(tmp_path: Path) -> None:
    findings = conformance("no_such_game", TRANSCRIPTS, tmp_path)
    assert [(f.check, f.ok) for f in findings] == [("loads", False)]
    assert "no game named 'no_such_game'" in findings[0].detail
