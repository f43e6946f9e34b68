"""The public API is one module, complete and documented, and games outside the package
use nothing else of crapsrepl (the built-in games are held to it by an import contract)."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import crapsrepl.plugin as plugin
from tests.helpers import ROOT

# Games written against the API from outside the package: the test game and the examples.
OUTSIDE_GAMES = [ROOT / "tests" / "thirdgame", *sorted((ROOT / "examples").glob("*/src"))]
ALLOWED = {"crapsrepl.plugin", "crapsrepl.testing"}


def crapsrepl_imports(folder: Path) -> dict[str, set[str]]:
    """Every crapsrepl module each file under ``folder`` imports, by file."""
    found: dict[str, set[str]] = {}
    for path in sorted(folder.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        names = set()
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                if node.module == "crapsrepl":  # its names are modules, or the craps model
                    names |= {f"crapsrepl.{alias.name}" for alias in node.names}
                else:
                    names.add(node.module)
            elif isinstance(node, ast.Import):
                names |= {alias.name for alias in node.names}
        found[str(path)] = {n for n in names if n.split(".")[0] == "crapsrepl"}
    return found


def test_games_outside_the_package_import_only_the_public_api() -> None:
    checked = 0
    for folder in OUTSIDE_GAMES:
        for path, modules in crapsrepl_imports(folder).items():
            if Path(path).name.startswith("test_"):
                continue  # a game's tests may drive crapsrepl as its users do
            assert modules <= ALLOWED, path
            checked += 1
    assert checked >= 2


def test_the_lint_catches_an_internal_import(tmp_path: Path) -> None:
    (tmp_path / "game.py").write_text("from crapsrepl.console.specs import word\n")
    (tmp_path / "other.py").write_text("from crapsrepl import plugin, storage\n")
    found = crapsrepl_imports(tmp_path)
    assert {m for modules in found.values() for m in modules} - ALLOWED == {
        "crapsrepl.console.specs",
        "crapsrepl.storage",
    }


def test_all_lists_every_public_name_once_and_each_exists() -> None:
    public = {name for name in vars(plugin) if not name.startswith("_")} - {"annotations"}
    assert sorted(plugin.__all__) == plugin.__all__
    assert set(plugin.__all__) == public
    assert all(hasattr(plugin, name) for name in plugin.__all__)


def test_the_plugin_page_documents_every_name_and_only_those() -> None:
    page = (ROOT / "docs" / "plugins.md").read_text(encoding="utf-8")
    table = page[page.index("## The public API") : page.index("## The binding")]
    documented = {
        name
        for row in table.splitlines()
        if row.startswith("| `")
        for name in re.findall(r"`(\w+)`", row.split("|")[1])
    }
    assert documented == set(plugin.__all__)
