"""The shared layers name no game: no identifier or string constant (docstrings aside) in
cli, terminal, transcripts, storage, network, the console's core or grading holds a game's
name or one of its multi-word command names (``placeLineBet``, ``evenMoney``). A game
reaches them only through its binding, so a third game needs no shared file touched."""

from __future__ import annotations

import ast
import re
from pathlib import Path

from crapsrepl.console.games import binding, names
from crapsrepl.console.session_commands import SessionWords, session_specs

ROOT = Path(__file__).resolve().parents[1] / "crapsrepl"
SHARED = sorted(
    [
        ROOT / "cli.py",
        *ROOT.glob("console/*.py"),
        *ROOT.glob("terminal/*.py"),
        *ROOT.glob("transcripts/*.py"),
        *ROOT.glob("storage/*.py"),
        *ROOT.glob("network/*.py"),
        *ROOT.glob("grading/**/*.py"),
    ]
)
# What grading still names, to be emptied as grading reaches games through their bindings
# (the lab class: each binding's ``lab.lab_class``; the report's suffix: the binding's
# ``suffix``); a word gone from a module must go from here too.
NOT_YET: dict[str, set[str]] = {}


def game_words() -> set[str]:
    """Each installed game's name and its commands named in more than one word."""
    session = {spec.name for spec in session_specs(SessionWords("", "", ""))}
    words = set()
    for name in names():
        words.add(name.casefold())
        for spec in binding(name).commands.specs:
            if spec.name not in session and spec.name != spec.name.lower():
                words.add(spec.name.casefold())
    return words


def _docstrings(tree: ast.Module) -> set[int]:
    kinds = (ast.Module, ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, kinds) and node.body and isinstance(node.body[0], ast.Expr):
            value = node.body[0].value
            if isinstance(value, ast.Constant) and isinstance(value.value, str):
                found.add(id(value))
    return found


def _tokens(node: ast.AST, docstrings: set[int]) -> list[str]:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [] if id(node) in docstrings else re.findall(r"[A-Za-z_]\w*", node.value)
    if isinstance(node, ast.Name):
        return [node.id]
    if isinstance(node, ast.Attribute):
        return [node.attr]
    if isinstance(node, ast.FunctionDef | ast.ClassDef):
        return [node.name]
    if isinstance(node, ast.arg):
        return [node.arg]
    return []


def named_games(path: Path, words: set[str]) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docstrings = _docstrings(tree)
    found = set()
    for node in ast.walk(tree):
        for token in _tokens(node, docstrings):
            parts = {token, token.replace("_", ""), *re.split(r"_|(?<=[a-z])(?=[A-Z])", token)}
            found |= {part.casefold() for part in parts if part} & words
    return found


def test_the_shared_layers_name_no_game() -> None:
    words = game_words()
    assert {"craps", "blackjack", "placelinebet", "evenmoney"} <= words
    found = {}
    for path in SHARED:
        hits = named_games(path, words)
        if hits:
            found[str(path.relative_to(ROOT))] = hits
    assert found == NOT_YET


def test_the_scan_finds_a_game_named_in_code(tmp_path: Path) -> None:
    sample = tmp_path / "sample.py"
    sample.write_text(
        '"""A docstring may say craps."""\n'
        'def f(placeLineBet: int) -> str:\n    return "play blackjack"\n'
    )
    assert named_games(sample, game_words()) == {"placelinebet", "blackjack"}
