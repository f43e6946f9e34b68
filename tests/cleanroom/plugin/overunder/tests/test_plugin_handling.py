"""What docs/plugins.md says crapsrepl does with other plug-ins beside this one: a broken
one, a name already taken, a name no game may have, and CRAPSREPL_DISABLE_PLUGINS.

Each plug-in here is a distribution made on the fly (a ``.dist-info`` folder and a module on
PYTHONPATH, found by ``importlib.metadata`` exactly like an installed one), so nothing is
installed into the venv.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

CRAPSREPL = str(Path(sys.executable).with_name("crapsrepl"))
TRANSCRIPTS = Path(__file__).parent.parent / "transcripts"


def distribution(root: Path, dist: str, entries: dict[str, str], modules: dict[str, str]) -> None:
    info = root / f"{dist.replace('-', '_')}-0.1.dist-info"
    info.mkdir(parents=True)
    (info / "METADATA").write_text(f"Metadata-Version: 2.1\nName: {dist}\nVersion: 0.1\n")
    lines = "".join(f"{name} = {target}\n" for name, target in entries.items())
    (info / "entry_points.txt").write_text("[crapsrepl.games]\n" + lines)
    for name, source in modules.items():
        (root / f"{name}.py").write_text(source)


def run(args: list[str], root: Path, stdin: str = "", **env: str) -> subprocess.CompletedProcess[str]:
    environ = {k: v for k, v in os.environ.items() if k != "CRAPSREPL_DISABLE_PLUGINS"}
    environ.update(PYTHONPATH=str(root), **env)
    return subprocess.run(
        [CRAPSREPL, *args], input=stdin, capture_output=True, text=True, env=environ, timeout=120,
        cwd=root,
    )


@pytest.fixture
def broken(tmp_path: Path) -> Path:
    distribution(
        tmp_path,
        "crapsrepl-broken",
        {"broken": "broken_game:BINDING"},
        {"broken_game": "import a_module_that_does_not_exist\n"},
    )
    return tmp_path


def test_a_broken_plugin_is_one_line_naming_it_and_every_other_game_works(broken: Path) -> None:
    asked = run(["broken"], broken, "status\n")
    assert asked.returncode == 2
    assert asked.stderr.splitlines() == [
        "crapsrepl: error: the game 'broken' from crapsrepl-broken 0.1 failed to load: "
        "ModuleNotFoundError: No module named 'a_module_that_does_not_exist'"
    ]
    listed = run(["--help"], broken)
    assert listed.returncode == 0 and "overunder" in listed.stdout and listed.stderr == ""
    played = run(["overunder"], broken, "sit(Bob, 5)\nhouse()\n")
    assert played.returncode == 0 and "house: $1000" in played.stdout and played.stderr == ""
    checked = run(["check", str(TRANSCRIPTS)], broken)
    assert checked.returncode == 0, checked.stdout + checked.stderr


def test_check_goes_on_past_a_transcript_of_a_broken_game(broken: Path) -> None:
    folder = broken / "t"
    folder.mkdir()
    (folder / "a.broken").write_text("broken> status\n")
    for name in ("payouts.overunder", "seeded.overunder"):
        shutil.copy(TRANSCRIPTS / name, folder / name)
    checked = run(
        ["check", str(folder / "payouts.overunder"), str(folder / "a.broken"),
         str(folder / "seeded.overunder")],
        broken,
    )
    assert checked.returncode == 2
    assert "PASS" in checked.stdout and f"PASS {folder / 'seeded.overunder'}" in checked.stdout
    assert "2 passed, 1 failed" in checked.stdout


def test_a_name_already_taken_is_refused_and_the_first_kept(tmp_path: Path) -> None:
    distribution(
        tmp_path,
        "crapsrepl-squatter",
        {"craps": "squatter:BINDING", "blackjack": "squatter:BINDING"},
        {"squatter": "raise SystemExit('the squatter was imported')\n"},
    )
    helped = run(["--help"], tmp_path)
    assert helped.returncode == 0
    assert "crapsrepl-squatter 0.1 also registers a game named 'craps'; keeping the one from" in helped.stderr
    played = run(["craps"], tmp_path, "status\n")
    assert played.returncode == 0 and "Point off" in played.stdout


def test_a_name_no_game_may_have_is_skipped_and_shown_escaped(tmp_path: Path) -> None:
    distribution(tmp_path, "crapsrepl-odd", {"Over\x1b[31mUnder": "odd:BINDING"}, {"odd": ""})
    helped = run(["--help"], tmp_path)
    assert helped.returncode == 0
    assert "\x1b" not in helped.stderr
    assert "ignoring the game 'Over\\x1b[31mUnder' from crapsrepl-odd 0.1" in helped.stderr


@pytest.mark.parametrize("value", ["broken", "crapsrepl-broken", "*", "craps,broken"])
def test_crapsrepl_disable_plugins_turns_one_off(broken: Path, value: str) -> None:
    helped = run(["--help"], broken, CRAPSREPL_DISABLE_PLUGINS=value)
    assert helped.returncode == 0
    usage = helped.stdout.split("\n\n")[0]
    assert "broken" not in usage
    assert ("overunder" in usage) == (value != "*")
    assert "craps" in usage  # a built-in game is never turned off


def test_help_groups_need_not_name_the_session_commands(tmp_path: Path) -> None:
    distribution(
        tmp_path,
        "crapsrepl-grouped",
        {"grouped": "grouped:BINDING"},
        {
            "grouped": (
                "import dataclasses\n"
                "from crapsrepl.plugin import CommandTable, SessionWords\n"
                "from overunder import binding as b\n"
                "TABLE = CommandTable(b.SPECS, 'Over/Under 7', SessionWords('s', 't', 'r'),\n"
                "                     groups={'table': 'Playing', 'facts': 'Facts'})\n"
                "class Grouped(b.OverUnderController):\n"
                "    table = TABLE\n"
                "BINDING = dataclasses.replace(\n"
                "    b.BINDING, name='grouped', commands=TABLE,\n"
                "    new_controller=lambda setup, files: Grouped(setup.new_game(), files or b.anywhere))\n"
            )
        },
    )
    played = run(["grouped"], tmp_path, "help\n")
    assert played.returncode == 0, played.stderr


def imported_by(args: list[str]) -> set[str]:
    """The modules a `crapsrepl ARGS` run imports (python -X importtime)."""
    result = subprocess.run(
        [sys.executable, "-X", "importtime", "-m", "crapsrepl", *args],
        capture_output=True, text=True, timeout=120, input="",
    )
    return {line.rsplit("|", 1)[-1].strip() for line in result.stderr.splitlines() if "|" in line}


def test_listing_the_games_imports_no_plugin() -> None:
    assert not any(m.startswith("overunder") for m in imported_by(["--help"]))
    assert not any(m.startswith("overunder") for m in imported_by(["craps"]))
