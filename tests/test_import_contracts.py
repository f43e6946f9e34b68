"""The import contracts follow the folders: every top-level module of crapsrepl but
``games/`` is a shared layer, and the contract that keeps games out of the shared layers
lists them all, so a new shared module cannot be left out by hand."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "crapsrepl"
NO_GAME = "The shared layers name no game"


Contract = dict[str, list[str] | str | bool]


def contracts() -> list[Contract]:
    with (ROOT / "pyproject.toml").open("rb") as file:
        found: list[Contract] = tomllib.load(file)["tool"]["importlinter"]["contracts"]
    return found


def listed(contract: Contract, key: str) -> list[str]:
    value = contract.get(key, [])
    assert isinstance(value, list)
    return value


def top_level_modules() -> set[str]:
    """What ``crapsrepl/`` holds: packages and modules, by their import names."""
    names = {
        f"crapsrepl.{entry.stem}"
        for entry in PACKAGE.iterdir()
        if (entry.is_dir() and (entry / "__init__.py").exists())
        or (entry.suffix == ".py" and entry.stem not in {"__init__", "__main__"})
    }
    return names - {"crapsrepl.games"}


def test_every_shared_module_is_kept_from_the_games() -> None:
    (contract,) = [c for c in contracts() if str(c["name"]).startswith(NO_GAME)]
    assert contract["forbidden_modules"] == ["crapsrepl.games"]
    assert contract["allow_indirect_imports"] is False
    assert set(listed(contract, "source_modules")) == top_level_modules()


def test_each_game_is_one_folder_independent_of_the_others() -> None:
    games = sorted(
        f"crapsrepl.games.{entry.name}"
        for entry in (PACKAGE / "games").iterdir()
        if (entry / "__init__.py").exists()
    )
    (contract,) = [c for c in contracts() if c["type"] == "independence"]
    assert sorted(listed(contract, "modules")) == games
    layered = {name for c in contracts() for name in listed(c, "containers")}
    assert set(games) <= layered


def test_no_top_level_folder_holds_one_games_code() -> None:
    """The names of the old layout (generic names for craps-only code) are gone."""
    gone = {"craps", "blackjack", "simulation", "strategies", "blackjack_sim"}
    gone |= {"blackjack_analysis"}
    assert not {entry.name for entry in PACKAGE.iterdir()} & gone
    assert not {entry.name for entry in (PACKAGE / "console").iterdir()} & gone


def import_circles(package: str) -> list[list[str]]:
    """Groups of modules that import each other round in a circle (type-only imports
    included: a circle of types is a circle a reader has to hold in mind too)."""
    import grimp

    graph = grimp.build_graph(package)
    modules = sorted(graph.modules)
    known = set(modules)
    edges = {m: sorted(set(graph.find_modules_directly_imported_by(m)) & known) for m in modules}
    order: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    circles: list[list[str]] = []

    def visit(module: str) -> None:  # Tarjan's strongly connected components
        order[module] = low[module] = len(order)
        stack.append(module)
        for other in edges[module]:
            if other not in order:
                visit(other)
                low[module] = min(low[module], low[other])
            elif other in stack:
                low[module] = min(low[module], order[other])
        if low[module] == order[module]:
            group = []
            while True:
                member = stack.pop()
                group.append(member)
                if member == module:
                    break
            if len(group) > 1:
                circles.append(sorted(group))

    for module in modules:
        if module not in order:
            visit(module)
    return circles


def test_no_modules_import_each_other_in_a_circle() -> None:
    assert import_circles("crapsrepl") == []


def test_the_circle_finder_finds_a_circle(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    package = tmp_path / "circled"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "a.py").write_text("from . import b\n")
    (package / "b.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from . import a\n"
    )
    monkeypatch.syspath_prepend(str(tmp_path))
    assert import_circles("circled") == [["circled.a", "circled.b"]]
