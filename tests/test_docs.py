"""The docs stand alone: every link resolves, nothing points outside the project, and the
README's test command is the one CI runs."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.helpers import ROOT

DOCS = sorted((ROOT / "docs").glob("*.md"))
PAGES = [ROOT / "README.md", *DOCS]

# Markdown links [text](target); the target stops at a space or ')'.
_LINK = re.compile(r"\[[^\]]*\]\(([^)\s]+)\)")
_HEADING = re.compile(r"^#{1,6}\s+(.*)$", re.M)
# Built from parts so this file does not name them itself.
_OUTSIDE = ("shared" + "/", "RULES" + ".md", "RULES" + " §")
_SCANNED = ["README.md", "docs", "crapsrepl", "tests", "transcripts", "benchmarks"]
_SKIPPED_DIRS = {"__pycache__", ".pytest_cache", ".mypy_cache", ".ruff_cache"}


def relative_links(text: str) -> list[str]:
    return [t for t in _LINK.findall(text) if not re.match(r"[a-z][a-z0-9+.-]*:", t)]


def anchor(heading: str) -> str:
    """A heading's anchor as GitHub makes it: lower case, punctuation dropped, '-' for ' '."""
    text = re.sub(r"[^\w\- ]", "", heading.strip().lower())
    return text.replace(" ", "-")


def broken_links(page: Path) -> list[str]:
    broken = []
    for target in relative_links(page.read_text(encoding="utf-8")):
        path_part, _, fragment = target.partition("#")
        dest = (page.parent / path_part).resolve() if path_part else page
        if not dest.exists():
            broken.append(target)
        elif fragment and dest.suffix == ".md":
            headings = _HEADING.findall(dest.read_text(encoding="utf-8"))
            if fragment not in {anchor(h) for h in headings}:
                broken.append(target)
    return broken


def outside_references(root: Path) -> list[str]:
    found = []
    for name in _SCANNED:
        top = root / name
        files = [top] if top.is_file() else top.rglob("*") if top.is_dir() else []
        for path in files:
            if not path.is_file() or _SKIPPED_DIRS & set(path.parts):
                continue
            try:
                text = path.read_text(encoding="utf-8")
            except (UnicodeDecodeError, OSError):
                continue
            found += [f"{path.relative_to(root)}: {s}" for s in _OUTSIDE if s in text]
    return found


def readme_test_command(readme: str) -> str:
    block = re.search(r"^```[^\n]*\n(.*?)^```", readme, re.M | re.S)
    assert block, "the README has no code block"
    lines = block.group(1).splitlines()
    assert len(lines) >= 2, "the README's first code block has no second line"
    return lines[1]


def ci_command(script: str) -> str:
    return script.rstrip("\n").splitlines()[-1]


def test_the_rules_and_architecture_pages_exist_and_come_first_in_the_readme() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    docs_links = [t for t in relative_links(readme) if t.startswith("docs/")]
    listed = readme[readme.index("## Documentation") :]
    first_two = [t for t in relative_links(listed) if t.startswith("docs/")][:2]
    assert first_two == ["docs/rules.md", "docs/architecture.md"]
    assert {f"docs/{p.name}" for p in DOCS} <= set(docs_links)


@pytest.mark.parametrize("page", PAGES, ids=lambda p: p.name)
def test_every_relative_link_points_to_a_file_that_exists(page: Path) -> None:
    assert broken_links(page) == []


def test_nothing_points_outside_the_project() -> None:
    assert outside_references(ROOT) == []


def test_the_readme_test_command_is_the_one_ci_runs() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    script = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert readme_test_command(readme) == ci_command(script)


def test_the_checks_find_what_they_look_for(tmp_path: Path) -> None:
    """Each check fails on a planted fault, so a passing run means something."""
    (tmp_path / "docs").mkdir()
    page = tmp_path / "docs" / "a.md"
    page.write_text("# Top\n[ok](a.md#top) [gone](b.md) [bad](a.md#nowhere) [web](https://x.y)\n")
    assert broken_links(page) == ["b.md", "a.md#nowhere"]
    (tmp_path / "README.md").write_text("see ../" + _OUTSIDE[0] + _OUTSIDE[1] + "\n")
    assert len(outside_references(tmp_path)) == 2
    assert readme_test_command("x\n```sh\none\ntwo\n```\n") == "two"
    assert ci_command("#!/bin/sh\nset -e\nrun it\n") == "run it"
    assert anchor("Point off and point on") == "point-off-and-point-on"
    assert anchor("`save` and `load`") == "save-and-load"
