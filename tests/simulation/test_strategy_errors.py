"""A strategy's own error is one line naming the strategy and the error, exit 2, no
traceback: raised in its hook, its start, its constructor or at import, with one job or
two (the error comes back from a worker process), on the fast path or the slow one."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.helpers import run_crapsrepl

HEADER = (
    "import numpy as np\nfrom crapsrepl.games.craps.strategies import Strategy, bet_pass_line\n\n"
)

HOOK = (
    HEADER
    + """
class Cls(Strategy):
    def place_bets(self, table, bets):
        bet_pass_line(table, bets, 10)
        if (table.point > 0).any():
            1 / 0
"""
)


def _simulate(tmp_path: Path, source: str, *args: str) -> tuple[int, str, str]:
    path = tmp_path / "bad.py"
    path.write_text(source, encoding="utf-8")
    result = run_crapsrepl("simulate", "--strategy-file", f"{path}:Cls", "--seed", "1", *args)
    return result.returncode, result.stdout, result.stderr


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_an_error_in_the_hook_is_one_line(tmp_path: Path, jobs: str) -> None:
    code, out, err = _simulate(tmp_path, HOOK, "--sessions", "20001", "--jobs", jobs)
    assert (code, out) == (2, "")
    assert err == "crapsrepl simulate: strategy Cls failed: ZeroDivisionError: division by zero\n"


@pytest.mark.parametrize(
    ("body", "said"),
    [
        (
            "    def __init__(self, params=None):\n        raise KeyError('knob')\n",
            "KeyError: 'knob'",
        ),
        (
            "    def start(self, sessions, stake):\n        raise RuntimeError('no')\n",
            "RuntimeError: no",
        ),
        ("    def place_bets(self, table, bets):\n        raise SystemExit(3)\n", "SystemExit: 3"),
        (
            "    def place_bets(self, table, bets):\n"
            "        raise ValueError('two\\nlines\\x1b[2J')\n",
            "ValueError: two lines [2J",
        ),
    ],
)
def test_an_error_anywhere_in_the_strategy_is_one_line(
    tmp_path: Path, body: str, said: str
) -> None:
    source = HEADER + "class Cls(Strategy):\n" + body
    if "place_bets" not in body:
        source += "    def place_bets(self, table, bets):\n        pass\n"
    code, out, err = _simulate(tmp_path, source, "--sessions", "5")
    assert (code, out) == (2, "")
    assert err == f"crapsrepl simulate: strategy Cls failed: {said}\n"


def test_an_error_at_import_is_one_line(tmp_path: Path) -> None:
    code, out, err = _simulate(tmp_path, "x = 1 / 0\n", "--sessions", "5")
    assert (code, out) == (2, "")
    assert err == (
        f"crapsrepl simulate: strategy Cls failed importing {tmp_path / 'bad.py'}: "
        "ZeroDivisionError: division by zero\n"
    )


def test_an_error_on_the_slow_path_is_one_line(tmp_path: Path) -> None:
    """NotImplementedError sends a chunk to the slow path; raised by the strategy itself it
    is the strategy's error there too."""
    source = HEADER + "class Cls(Strategy):\n    def place_bets(self, table, bets):\n"
    source += "        raise NotImplementedError('not yet')\n"
    code, out, err = _simulate(tmp_path, source, "--sessions", "5")
    assert (code, out) == (2, "")
    assert err == "crapsrepl simulate: strategy Cls failed: NotImplementedError: not yet\n"


@pytest.mark.parametrize(
    ("write", "said"),
    [
        ("table.rack[:] = 10**6", "ValueError: assignment destination is read-only"),
        (
            "table.rules.max_odds.multiples[4] = 100",
            "TypeError: 'mappingproxy' object does not support item assignment",
        ),
        ("table.rules.max_odds = None", "FrozenInstanceError: cannot assign to field 'max_odds'"),
    ],
)
@pytest.mark.parametrize("jobs", ["1", "2"])
def test_a_strategy_that_writes_to_the_table_is_stopped_in_one_line(
    tmp_path: Path, write: str, said: str, jobs: str
) -> None:
    source = (
        HEADER + f"class Cls(Strategy):\n    def place_bets(self, table, bets):\n        {write}\n"
    )
    code, out, err = _simulate(
        tmp_path, source, "--sessions", "20001", "--jobs", jobs, "--max-odds", "2x"
    )
    assert (code, out) == (2, "")
    assert err == f"crapsrepl simulate: strategy Cls failed: {said}\n"
