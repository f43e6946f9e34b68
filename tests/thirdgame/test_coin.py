"""The third game, played, recorded, checked, saved, loaded and resumed by the shared
layers, which name no game: it is found through its entry point alone."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from crapsrepl.console import games
from tests.thirdgame.plugin import ROOT, install

HERE = Path(__file__).parent


@pytest.fixture
def coin_env(tmp_path: Path) -> dict[str, str]:
    """An environment in which the coin game is installed (a subprocess's)."""
    site = install(tmp_path / "site")
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([str(site), str(ROOT), env.get("PYTHONPATH", "")])
    return env


@pytest.fixture
def coin_here(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The coin game installed in this process, the registry asked afresh."""
    monkeypatch.syspath_prepend(str(install(tmp_path / "site")))
    games.rediscover()
    yield
    games.rediscover()


def crapsrepl(env: dict[str, str], *args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "crapsrepl", *args],
        input=stdin,
        text=True,
        capture_output=True,
        env=env,
        cwd=env.get("CWD"),
        timeout=120,
        check=False,
    )


def test_the_registry_finds_the_game_by_its_entry_point(coin_here: None) -> None:
    assert "coin" in games.names()
    binding = games.binding("coin")
    assert (binding.prompt, binding.suffix) == ("coin> ", ".coin")
    assert games.game_for_path("x/y.coin") == "coin"


PLAY = "sit(Ann, 50)\ncall(Ann, heads, 10)\nflip(tails)\nrack(Ann)\nundo\n"


def test_it_is_played_piped(coin_env: dict[str, str]) -> None:
    for start in (["--game", "coin"], ["coin"]):
        result = crapsrepl(coin_env, *start, stdin=PLAY)
        assert result.returncode == 0, result.stderr
        assert result.stdout.splitlines() == [
            "coin> sit(Ann, 50)",
            "Ann sits with $50.",
            "coin> call(Ann, heads, 10)",
            "Ann calls heads for $10 (rack $40).",
            "coin> flip(tails)",
            "The coin lands tails.",
            "Ann loses $10 (rack $40).",
            "coin> rack(Ann)",
            "40",
            "coin> undo",
            "error: nothing to undo: chance has touched the table since",
        ]


def test_its_transcripts_are_checked(coin_env: dict[str, str]) -> None:
    result = crapsrepl(coin_env, "check", str(HERE / "transcripts" / "basics.coin"))
    assert result.returncode == 0, result.stdout + result.stderr
    assert "1 passed" in result.stdout


def test_a_recorded_session_replays(coin_env: dict[str, str], tmp_path: Path) -> None:
    target = tmp_path / "recorded.coin"
    made = crapsrepl(coin_env, "record", str(target), "--seed", "9", stdin=PLAY)
    assert made.returncode == 0, made.stderr
    assert target.read_text().splitlines()[0].startswith("#")
    checked = crapsrepl(coin_env, "check", str(target))
    assert checked.returncode == 0, checked.stdout + checked.stderr


def test_it_saves_loads_and_resumes(coin_env: dict[str, str], tmp_path: Path) -> None:
    saved, journal = tmp_path / "t.json", tmp_path / "j.jsonl"
    script = f"sit(Ann, 50)\ncall(Ann, heads, 10)\nsave {saved}\nsit(Bo, 5)\nload {saved}\n"
    first = crapsrepl(coin_env, "coin", "--journal", str(journal), stdin=script)
    assert first.returncode == 0, first.stderr
    assert "Table loaded from" in first.stdout
    resumed = crapsrepl(coin_env, "--resume", str(journal), stdin="status\nflip(heads)\n")
    assert resumed.returncode == 0, resumed.stderr
    assert resumed.stdout.splitlines() == [
        "coin> status",
        "Ann $40",
        "coin> flip(heads)",
        "The coin lands heads.",
        "Ann wins $10 (rack $60).",
    ]


def test_an_unknown_game_is_still_one_error_with_the_plugin_installed(
    coin_env: dict[str, str],
) -> None:
    result = crapsrepl(coin_env, "--game", "coins")
    assert result.returncode == 2 and "invalid choice: 'coins'" in result.stderr
    assert "'coin'" in result.stderr  # the installed games are the choices


COIN_PROGRAM = """import sys
racks, bets = {{}}, {{}}
for line in sys.stdin:
    name, _, rest = line.strip().partition("(")
    args = [a.strip() for a in rest.rstrip(")").split(",") if a.strip()]
    try:
        if name == "sit":
            racks[args[0]] = int(args[1])
        elif name == "call":
            if args[0] in bets or not 1 <= int(args[2]) <= racks[args[0]]:
                raise ValueError("no")
            racks[args[0]] -= int(args[2])
            bets[args[0]] = (args[1], int(args[2]))
        elif name == "flip":
            for who, (side, amount) in bets.items():
                racks[who] += {pays} * amount if side == args[0] else 0
            bets.clear()
        elif name == "rack":
            print(racks[args[0]])
            continue
        print("ok")
    except (KeyError, ValueError, IndexError):
        print("error: refused")
    sys.stdout.flush()
"""


@pytest.mark.parametrize(("pays", "diverged"), [(2, False), (3, True)])
def test_the_coin_game_is_explored_through_its_binding(
    coin_here: None, tmp_path: Path, pays: int, diverged: bool
) -> None:
    """Explore draws the coin game's sessions from its binding's lab: a program paying
    even money agrees with the engine, one paying 2:1 is found and shrunk."""
    from crapsrepl.grading.explore.explorer import ExploreSettings, explore
    from crapsrepl.grading.run.runners import ExternalRunner

    program = tmp_path / "coin.py"
    program.write_text(COIN_PROGRAM.format(pays=pays))
    runner = ExternalRunner(f"{sys.executable} {program}")
    found = explore(runner, ExploreSettings(sessions=15, seed=0, game="coin"))
    assert (found.diverged, found.error) == (diverged, "")
    if diverged:
        assert "coin> flip(" in found.transcript and found.transcript.count("coin> ") <= 4
