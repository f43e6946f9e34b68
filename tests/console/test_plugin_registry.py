"""The registry defends itself: a plug-in that fails to import, breaks the rules, takes a
built-in name, has a name no game may have, or is switched off, breaks nothing else, and
each is one line naming it (docs/plugins.md, "How crapsrepl treats plug-ins")."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from crapsrepl.console import games
from crapsrepl.console.discovery import PluginFailed
from tests.helpers import ROOT, install_plugin

COIN = "tests.thirdgame.console.game:BINDING"
BROKEN = {"broken_game.py": "import no_such_module_anywhere\n"}
EXITS = {"exiting_game.py": "raise SystemExit(3)\n"}
WRONG_API = {
    "old_api_game.py": (
        "from dataclasses import replace\n"
        "from tests.thirdgame.console.game import BINDING as COIN\n"
        "BINDING = replace(COIN, name='old', api=99)\n"
    )
}
NOT_A_BINDING = {"not_binding.py": "BINDING = 42\n"}


@pytest.fixture
def site(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A folder on this process's path where tests install plug-ins; the registry asked
    afresh before and after."""
    folder = tmp_path / "site"
    folder.mkdir()
    monkeypatch.syspath_prepend(str(folder))
    monkeypatch.delenv("CRAPSREPL_DISABLE_PLUGINS", raising=False)
    games.rediscover()
    yield folder
    games.rediscover()


def run(site: Path, *args: str, stdin: str = "", **env: str) -> subprocess.CompletedProcess[str]:
    environment = {**os.environ, **env}
    environment["PYTHONPATH"] = os.pathsep.join([str(site), str(ROOT)])
    environment.pop("CRAPSREPL_DISABLE_PLUGINS", None)
    environment.update(env)
    return subprocess.run(
        [sys.executable, "-m", "crapsrepl", *args],
        input=stdin,
        capture_output=True,
        text=True,
        env=environment,
        cwd=site,
        timeout=120,
        check=False,
    )


def test_a_plugin_that_fails_to_import_is_one_line_naming_it(site: Path) -> None:
    install_plugin(site, "crapsrepl-broken", {"broken": "broken_game:BINDING"}, BROKEN)
    assert "broken" in games.names()  # found, not loaded: listing loads nothing
    with pytest.raises(PluginFailed) as failed:
        games.binding("broken")
    assert str(failed.value) == (
        "the game 'broken' from crapsrepl-broken 0.1 failed to load: "
        "ModuleNotFoundError: No module named 'no_such_module_anywhere'"
    )
    played = run(site, "broken", stdin="status\n")
    assert played.returncode == 2
    assert played.stderr.splitlines() == [
        "crapsrepl: error: the game 'broken' from crapsrepl-broken 0.1 failed to load: "
        "ModuleNotFoundError: No module named 'no_such_module_anywhere'"
    ]
    assert played.stdout == ""


def test_a_broken_plugin_breaks_nothing_else(site: Path, tmp_path: Path) -> None:
    install_plugin(site, "crapsrepl-broken", {"broken": "broken_game:BINDING"}, BROKEN)
    craps = run(site, stdin="addPlayer(Bob, 100)\nchips(Bob)\n")
    assert craps.returncode == 0 and "Bob: $100" in craps.stdout, craps.stderr
    blackjack = run(site, "blackjack", stdin="addPlayer(Bob, 100)\nchips(Bob)\n")
    assert blackjack.returncode == 0 and "chips(Bob)\n100\n" in blackjack.stdout
    assert run(site, "--help").returncode == 0
    checked = run(site, "check", str(ROOT / "transcripts" / "point"))
    assert checked.returncode == 0, checked.stdout + checked.stderr
    broken = tmp_path / "round.broken"
    broken.write_text("broken> status\n")
    worked = str(ROOT / "transcripts" / "worked_example.craps")
    checked = run(site, "check", worked, str(broken), worked)
    assert checked.returncode == 2 and checked.stderr == ""
    assert checked.stdout.splitlines() == [
        f"PASS {worked}",
        f"ERROR {broken}:1: the game 'broken' from crapsrepl-broken 0.1 failed to load: "
        "ModuleNotFoundError: No module named 'no_such_module_anywhere'",
        f"PASS {worked}",
        "2 passed, 1 failed",
    ]
    graded = run(site, "grade", str(ROOT / "transcripts" / "facts"))
    assert graded.returncode == 0, graded.stderr
    assert "failed to load" in graded.stderr  # grading asks every game's queries: warned
    assert len([line for line in graded.stderr.splitlines() if "broken" in line]) == 1
    # A journal written before tables named their game finds its game by format.
    journal = tmp_path / "old.journal"
    made = run(site, "--journal", str(journal), stdin="addPlayer(Bob, 100)\n")
    assert made.returncode == 0
    text = journal.read_text(encoding="utf-8").replace('"game": "craps", ', "")
    assert '"game"' not in text.splitlines()[1]
    journal.write_text(text, encoding="utf-8")
    resumed = run(site, "--resume", str(journal), stdin="chips(Bob)\n")
    assert resumed.returncode == 0, resumed.stderr
    assert "Bob: $100" in resumed.stdout


def test_an_exit_at_import_does_not_end_the_program(site: Path) -> None:
    install_plugin(site, "crapsrepl-exits", {"exits": "exiting_game:BINDING"}, EXITS)
    with pytest.raises(PluginFailed, match=r"^the game 'exits' .* SystemExit: 3$"):
        games.binding("exits")


def test_a_second_craps_is_refused_and_the_built_in_kept(
    site: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    install_plugin(site, "crapsrepl-fake", {"craps": COIN})
    assert games.names().count("craps") == 1
    assert games.binding("craps").commands.lookup("roll").name == "roll"
    warned = capsys.readouterr().err.splitlines()
    assert warned == [
        "crapsrepl: warning: crapsrepl-fake 0.1 also registers a game named 'craps'; "
        "keeping the one from crapsrepl 0.1.0"
    ]
    helped = run(site, "--help")
    assert helped.stdout.count("craps,") + helped.stdout.count("craps}") >= 1
    choices = helped.stdout[helped.stdout.index("{") : helped.stdout.index("}")].split(",")
    assert choices.count("craps") == 1


def test_a_name_no_game_may_have_is_skipped_and_shown_escaped(
    site: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    before = games.names()
    hostile = "red\x1b[31m"
    install_plugin(site, "crapsrepl-hostile", {hostile: COIN, "Upper": COIN, "has space": COIN})
    games.rediscover()
    assert games.names() == before
    warned = capsys.readouterr().err
    assert "\x1b" not in warned
    assert "ignoring the game 'red\\x1b[31m' from crapsrepl-hostile 0.1" in warned
    assert "ignoring the game 'Upper'" in warned
    helped = run(site, "--help")
    assert helped.returncode == 0 and "\x1b" not in helped.stdout + helped.stderr


@pytest.mark.parametrize(
    ("entry", "modules", "why"),
    [
        ("coin2", {}, "its binding is named 'coin', its entry point 'coin2'"),
        ("old", WRONG_API, "it is written for plug-in API 99; this is 1"),
        ("nb", NOT_A_BINDING, "its entry point names a int, not a GameBinding"),
    ],
)
def test_a_binding_that_breaks_the_rules_is_refused_when_loaded(
    site: Path, entry: str, modules: dict[str, str], why: str
) -> None:
    target = {"coin2": COIN, "old": "old_api_game:BINDING", "nb": "not_binding:BINDING"}
    install_plugin(site, "crapsrepl-rules", {entry: target[entry]}, modules)
    with pytest.raises(PluginFailed) as failed:
        games.binding(entry)
    assert str(failed.value) == f"the game {entry!r} from crapsrepl-rules 0.1 is not usable: {why}"


def test_plugins_are_switched_off_by_name_distribution_or_all(
    site: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    before = games.names()  # the built-in games and any plug-in installed (the example's)
    install_plugin(site, "crapsrepl-coin", {"coin": COIN})
    games.rediscover()
    assert games.names() == sorted([*before, "coin"])
    for switched_off in ("coin", "crapsrepl-coin", "other, coin"):
        monkeypatch.setenv("CRAPSREPL_DISABLE_PLUGINS", switched_off)
        games.rediscover()
        assert games.names() == before, switched_off
    monkeypatch.setenv("CRAPSREPL_DISABLE_PLUGINS", "*")
    games.rediscover()
    assert games.names() == ["blackjack", "craps"]
    monkeypatch.setenv("CRAPSREPL_DISABLE_PLUGINS", "craps,blackjack,crapsrepl")
    games.rediscover()
    assert games.names() == sorted([*before, "coin"])  # the built-in games stay


def test_listing_the_games_loads_none(site: Path) -> None:
    install_plugin(site, "crapsrepl-broken", {"broken": "broken_game:BINDING"}, BROKEN)
    helped = run(site, "--help")
    assert helped.returncode == 0 and "broken" in helped.stdout
    assert helped.stderr == ""


def test_help_groups_need_not_name_the_session_commands() -> None:
    """A game that orders its help in groups heads its own; the session commands come after
    them under ``Session`` (a clean-room game was refused for not naming that group), and a
    command in no group is refused in one line, ``python -O`` or not."""
    from crapsrepl.plugin import CommandTable, SessionWords
    from tests.thirdgame.console.game import TABLE

    own = [spec for spec in TABLE.specs if spec.group == "table"]
    words = SessionWords(status="every rack", table="the coin", rules="even money")
    lines = CommandTable(own, "Coin commands:", words, groups={"table": "Coin"}).help_lines()
    assert lines[:2] == ["Coin commands:", " Coin:"]
    session = lines.index(" Session:")
    assert [line.split()[0] for line in lines[2:session]] == [s.usage.split()[0] for s in own]
    assert lines[session + 1].split()[0] == "save(file)"
    with pytest.raises(
        ValueError, match=r"^commands in no help group: table \(groups: bets, session\)$"
    ):
        CommandTable(own, "Coin commands:", words, groups={"bets": "Bets"})
