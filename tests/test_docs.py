"""The docs stand alone: every link resolves, nothing points outside the project, and the
README's test command is the one CI runs. CONTRIBUTING.md's links, the files and tools its
commands name, and its list of import contracts are checked too. Some packages'
``__init__.py`` docstrings name every module that lives there."""

from __future__ import annotations

import ast
import re
import sys
import tomllib
from pathlib import Path

import pytest

from tests.helpers import ROOT, run_crapsrepl

DOCS = sorted((ROOT / "docs").glob("*.md"))
CONTRIBUTING = ROOT / "CONTRIBUTING.md"
PAGES = [ROOT / "README.md", CONTRIBUTING, *DOCS]

# Markdown links [text](target); the target stops at a space or ')'.
_LINK = re.compile(r"\[[^\]]*\]\(([^)\s]+)\)")
_HEADING = re.compile(r"^#{1,6}\s+(.*)$", re.M)
# Built from parts so this file does not name them itself.
_OUTSIDE = ("shared" + "/", "RULES" + ".md", "RULES" + " §")
_SCANNED = [
    "README.md",
    "CONTRIBUTING.md",
    "docs",
    "crapsrepl",
    "tests",
    "transcripts",
    "benchmarks",
]
_SKIPPED_DIRS = {"__pycache__", ".pytest_cache", ".mypy_cache", ".ruff_cache"}
# Code spans and code blocks, where a page names files and commands.
_CODE = re.compile(r"^```[^\n]*\n(.*?)^```|`([^`\n]+)`", re.M | re.S)
# A path in the project, as a command or a code span names it: `tests/x.py::test_y`.
_PATH = re.compile(
    r"(?<![\w./<-])((?:\.ci|benchmarks|crapsrepl|docs|tests|transcripts)/[^\s`'\",;)]*)"
)
_TOOL = re.compile(r"\.venv/bin/([\w-]+)")
_PIP_INSTALL = re.compile(r"pip install (?:-q )?([\w-]+)")
_TOML_TABLE = re.compile(r"`\[(tool\.[\w.-]+)\]`")


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


def code_text(text: str) -> str:
    """The page's code blocks and code spans, one after the other."""
    return "\n".join(block or span for block, span in _CODE.findall(text))


def missing_named_files(text: str, root: Path) -> list[str]:
    """Paths the page's code names that do not exist, and ``file::test`` names whose test
    is not defined in the file. A path with a ``<placeholder>`` is an example, not a file."""
    missing = []
    for named in _PATH.findall(code_text(text)):
        if "<" in named:
            continue
        path, _, test = named.partition("::")
        target = root / path
        if not target.exists() or (test and f"def {test}(" not in target.read_text("utf-8")):
            missing.append(named)
    return missing


def missing_tools(text: str, bin_dir: Path) -> list[str]:
    """``.venv/bin/TOOL`` the page runs that the test extra does not install (a tool the
    page itself installs with ``pip install TOOL`` is fine)."""
    code = code_text(text)
    own = set(_PIP_INSTALL.findall(code))
    return sorted({t for t in _TOOL.findall(code) if t not in own and not (bin_dir / t).exists()})


def missing_toml_tables(text: str, pyproject: dict[str, object]) -> list[str]:
    missing = []
    for table in _TOML_TABLE.findall(text):
        here: object = pyproject
        for key in table.split("."):
            here = here.get(key) if isinstance(here, dict) else None
        if here is None:
            missing.append(table)
    return missing


def import_contract_names(pyproject: dict[str, object]) -> list[str]:
    tool = pyproject["tool"]
    assert isinstance(tool, dict)
    return [contract["name"] for contract in tool["importlinter"]["contracts"]]


# Packages whose __init__ docstring lists what lives there, module by module.
DESCRIBED_PACKAGES = ["console", "terminal", "transcripts", "network", "grading/handout"]


def unnamed_modules(package: Path) -> list[str]:
    """Modules and subpackages of ``package`` its ``__init__`` docstring does not name as
    ``name`` or ``name/``."""
    init = package / "__init__.py"
    doc = ast.get_docstring(ast.parse(init.read_text(encoding="utf-8"))) or ""
    names = [p.stem for p in package.glob("*.py") if p.name not in ("__init__.py", "__main__.py")]
    names += [p.name for p in package.iterdir() if (p / "__init__.py").exists()]
    return sorted(n for n in names if f"``{n}``" not in doc and f"``{n}/``" not in doc)


def pyproject() -> dict[str, object]:
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))


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


def test_the_readme_points_to_contributing_before_its_first_section() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "CONTRIBUTING.md" in relative_links(readme[: readme.index("\n## ")])


def test_contributing_names_only_files_and_tests_that_exist() -> None:
    assert missing_named_files(CONTRIBUTING.read_text(encoding="utf-8"), ROOT) == []


def test_contributing_runs_only_tools_the_test_extra_installs() -> None:
    """Run by the suite's own Python, which is the venv's in the README's command."""
    text = CONTRIBUTING.read_text(encoding="utf-8")
    assert missing_tools(text, Path(sys.executable).parent) == []


def test_contributing_runs_the_checks_ci_runs() -> None:
    text = CONTRIBUTING.read_text(encoding="utf-8")
    script = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    checks = code_text(text[text.index("## Run every check") :]).splitlines()[0]
    assert ci_command(script).endswith(" && " + checks)


def test_contributing_names_real_pyproject_tables_and_every_import_contract() -> None:
    text = CONTRIBUTING.read_text(encoding="utf-8")
    assert missing_toml_tables(text, pyproject()) == []
    one_line = " ".join(text.split())
    assert [n for n in import_contract_names(pyproject()) if n not in one_line] == []


def test_an_editable_install_is_the_plain_path_entry_contributing_says() -> None:
    """Not setuptools' import hook, which every Python started from the venv would run."""
    import sysconfig

    pth = sorted(Path(sysconfig.get_path("purelib")).glob("__editable__.crapsrepl-*.pth"))
    if not pth:
        pytest.skip("crapsrepl is not installed in editable mode here")
    assert [line.strip() for line in pth[0].read_text().splitlines()] == [str(ROOT)]


@pytest.mark.parametrize("name", DESCRIBED_PACKAGES)
def test_the_package_docstring_names_every_module_in_it(name: str) -> None:
    assert unnamed_modules(ROOT / "crapsrepl" / name) == []


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
    (tmp_path / "tests").mkdir()
    (tmp_path / "tests" / "t.py").write_text("def test_a() -> None: ...\n")
    named = "`tests/t.py::test_a` `tests/t.py::test_b` `tests/gone.py` `tests/<x>.py` tests/t.py\n"
    assert missing_named_files(named, tmp_path) == ["tests/t.py::test_b", "tests/gone.py"]
    tools = "```\n.venv/bin/pip install mutmut\n.venv/bin/mutmut run\n.venv/bin/nope\n```\n"
    (tmp_path / "pip").write_text("")
    assert missing_tools(tools, tmp_path) == ["nope"]
    toml: dict[str, object] = {"tool": {"mutmut": {}}}
    assert missing_toml_tables("`[tool.mutmut]` `[tool.nothing]`", toml) == ["tool.nothing"]
    package = tmp_path / "pkg"
    (package / "sub").mkdir(parents=True)
    (package / "sub" / "__init__.py").write_text("")
    (package / "__init__.py").write_text('"""The ``a`` module."""\n')
    for module in ("a", "b"):
        (package / f"{module}.py").write_text("")
    assert unnamed_modules(package) == ["b", "sub"]


_TABLE_ROW = re.compile(r"^\| \[`([^`]+)`\]\(\.\./crapsrepl/([^)]+)\) \|", re.M)


def architecture_folders() -> list[str]:
    """The folders (and top-level modules) the architecture page's table lists."""
    text = (ROOT / "docs" / "architecture.md").read_text(encoding="utf-8")
    rows = _TABLE_ROW.findall(text)
    assert all(shown.rstrip("/") == target.rstrip("/") for shown, target in rows), rows
    return sorted(target.rstrip("/") for _, target in rows)


def tree_folders() -> list[str]:
    """What a reader must find in that table: every top-level package and module but the
    package's own files, and each game's folders (``games/NAME/PART``)."""
    package = ROOT / "crapsrepl"
    top = [
        entry.name
        for entry in package.iterdir()
        if ((entry / "__init__.py").exists() and entry.name != "games")
        or (entry.suffix == ".py" and entry.stem not in {"__init__", "__main__", "version"})
    ]
    games = [
        f"games/{game.name}/{part.name}"
        for game in (package / "games").iterdir()
        if (game / "__init__.py").exists()
        for part in game.iterdir()
        if (part / "__init__.py").exists()
    ]
    return sorted(top + games)


def test_the_architecture_table_lists_every_folder_of_the_tree() -> None:
    assert architecture_folders() == tree_folders()


_SUFFIXES = (".craps", ".blackjack")


def transcripts_under(folder: str, suffix: str = "") -> int:
    """How many transcripts the tree holds under ``folder`` (of one game's ``suffix``)."""
    found = [p for p in (ROOT / folder).rglob("*") if p.suffix in _SUFFIXES]
    return len([p for p in found if not suffix or p.suffix == suffix])


# Claims of a count of transcripts in a folder, as the docs write them.
_COUNTS = [
    re.compile(r"the (\d+) library transcripts under `(transcripts/)`"),
    re.compile(r"the (\d+) in `(transcripts/[\w/]+?)/?`"),
    re.compile(r"\d+/(\d+) on `(transcripts/[\w/]+?)/?`"),
    re.compile(r"`(?P<path>transcripts/[\w/]+?)/?` holds (?P<count>\d+)"),
]
_BY_GAME = re.compile(
    r"library transcripts under `(transcripts/)` \((\d+) craps, (\d+) blackjack\)"
)


def count_claims(text: str) -> list[tuple[str, int]]:
    """Every (folder, count) a page claims."""
    claims = []
    for pattern in _COUNTS:
        for found in pattern.finditer(" ".join(text.split())):
            groups = found.groupdict()
            if groups:
                claims.append((groups["path"], int(groups["count"])))
            else:
                claims.append((found.group(2), int(found.group(1))))
    return claims


def test_the_counts_of_transcripts_in_the_docs_are_the_trees() -> None:
    claims = [claim for page in PAGES for claim in count_claims(page.read_text("utf-8"))]
    assert len(claims) >= 3  # the ones grading.md and grading-facts.md make
    assert [(path, n) for path, n in claims if transcripts_under(path) != n] == []
    for page in PAGES:
        for found in _BY_GAME.finditer(" ".join(page.read_text("utf-8").split())):
            folder, craps, blackjack = found.group(1), int(found.group(2)), int(found.group(3))
            assert (craps, blackjack) == (
                transcripts_under(folder, ".craps"),
                transcripts_under(folder, ".blackjack"),
            ), page


def test_a_wrong_count_is_found() -> None:
    assert count_claims("the 7 in `transcripts/facts/` and 2/3 on `transcripts/point`") == [
        ("transcripts/facts", 7),
        ("transcripts/point", 3),
    ]


def help_options(*words: str) -> dict[str, str]:
    """Each option of ``crapsrepl WORDS --help`` and its help text, one line."""
    shown: dict[str, str] = {}
    current = None
    for line in run_crapsrepl(*words, "--help").stdout.splitlines():
        found = re.match(r"^  (?:-\w, )?(--[\w-]+)(.*)$", line)
        if found:
            current = found.group(1)
            shown[current] = found.group(2).strip()
        elif current and line.startswith("    "):
            shown[current] += " " + line.strip()
        else:
            current = None
    return shown


_DEFAULT = re.compile(r"default:? ([\d][\d.,]*)")


def _number(text: str) -> float:
    return float(text.replace(",", "").rstrip("."))


@pytest.mark.parametrize(
    ("page", "words"),
    [("docs/grading.md", ("grade",)), ("docs/security.md", ("grade",)), ("README.md", ())],
)
def test_the_option_tables_say_what_help_says(page: str, words: tuple[str, ...]) -> None:
    """Every flag a page's option table lists is one ``--help`` lists, with the same
    default where both give a number (grading.md's ``--timeout`` once said one clock where
    ``--help`` said another)."""
    options = help_options(*words)
    rows = [row for row in (ROOT / page).read_text("utf-8").splitlines() if row.startswith("| `--")]
    assert rows
    for row in rows:
        cells = [cell.strip() for cell in row.strip("|").split("|")]
        for flag in re.findall(r"`(--[\w-]+)", cells[0]):
            assert flag in options, (page, flag)
            documented = _DEFAULT.search(cells[1]) or (
                re.fullmatch(r"([\d][\d.,]*)", cells[2]) if len(cells) > 3 else None
            )
            helped = _DEFAULT.search(options[flag])
            if documented and helped:
                assert _number(documented.group(1)) == _number(helped.group(1)), (page, flag)


def test_contributing_names_what_mutmut_mutates_and_runs() -> None:
    """CONTRIBUTING's mutation-testing paragraph names every folder ``[tool.mutmut]``
    mutates and every test folder it runs, and no other test folder."""
    mutmut = pyproject()["tool"]["mutmut"]  # type: ignore[index]
    text = " ".join(CONTRIBUTING.read_text(encoding="utf-8").split())
    paragraph = text[text.index("## Mutation testing") : text.index("## The import contracts")]
    folders = {str(Path(path).parent) for path in mutmut["only_mutate"]}
    named_folders = set(re.findall(r"`(crapsrepl/[\w/]+?)/?`", paragraph))
    assert {f for f in folders if not any(f.startswith(n) for n in named_folders)} == set()
    assert set(re.findall(r"`(tests/\w+)`", paragraph)) == set(
        mutmut["pytest_add_cli_args_test_selection"]
    )
