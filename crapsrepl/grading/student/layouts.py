"""The shapes students hand in beyond one flat folder: a ``src/`` layout, and a script
that runs its code at the top level with no ``__main__`` block.

Both are read, never run: the source is parsed by ``ast`` (which evaluates nothing), and
a file it cannot parse (a syntax error, nesting deep enough to exhaust the parser) is
simply not an entry by this rule.
"""

from __future__ import annotations

import ast
import stat
from pathlib import Path

# Statements that define things; anything else at the top level runs when the file does.
_DEFINITIONS = (
    ast.Import,
    ast.ImportFrom,
    ast.FunctionDef,
    ast.AsyncFunctionDef,
    ast.ClassDef,
    ast.Assign,
    ast.AnnAssign,
)


def python_roots(folder: Path) -> list[str]:
    """Where a Python import name is looked for: the folder, then its ``src/`` (the
    packaging guide's layout), never through a link."""
    roots = [""]
    try:
        if stat.S_ISDIR((folder / "src").lstat().st_mode):
            roots.append("src/")
    except OSError:
        pass
    return roots


def top_level_code(text: str) -> bool:
    """Whether a module does something when run (reads input, loops, calls) rather than
    only defining names; a docstring alone does nothing."""
    try:
        tree = ast.parse(text)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return False
    for statement in tree.body:
        if isinstance(statement, _DEFINITIONS):
            continue
        if isinstance(statement, ast.Expr) and isinstance(statement.value, ast.Constant):
            continue
        return True
    return False
