"""How a submission is built and started: named by the instructor, or found in its folder.

Detection order (documented in docs/grading-class.md): a method-call driver when asked for
and its class file is there, ``run.sh``, ``main.py``, the one ``*.py`` file with a
``__main__`` block, ``Main.java`` or the one ``*.java`` file with a ``main`` method, and
last a class named like the lab's (``CrapsGame``), graded through a driver.
"""

from __future__ import annotations

import re
import shlex
import sys
from dataclasses import dataclass, field, replace
from pathlib import Path

DRIVERS = Path(__file__).with_name("drivers")
JAVA_DRIVER = DRIVERS / "CrapsDriver.java"
PYTHON_DRIVER = DRIVERS / "craps_driver.py"
JAVA_BUILD = "javac -d {out} {dir}/*.java"
_PY_MAIN = re.compile(r"""^if\s+__name__\s*==\s*["']__main__["']\s*:""", re.MULTILINE)
_JAVA_MAIN = re.compile(r"\bstatic\s+void\s+main\s*\(")
LAB_CLASS = "CrapsGame"  # the lab's class name: graded by method calls without being named
_PY_LAB_CLASS = re.compile(rf"^class\s+{LAB_CLASS}\b", re.MULTILINE)


@dataclass(frozen=True, slots=True)
class EntryOptions:
    """What the instructor said about starting submissions (all optional)."""

    cmd_template: str | None = None
    build: str | None = None
    java_class: str | None = None
    python_class: str | None = None
    getters: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Entry:
    """``run`` and ``build`` hold ``{dir}`` (the submission) and ``{out}`` (its build folder)."""

    how: str
    run: list[str]
    build: str | None = None
    extra_builds: tuple[str, ...] = field(default=())


@dataclass(frozen=True, slots=True)
class NoEntry:
    reason: str


def find_entry(folder: Path, options: EntryOptions) -> Entry | NoEntry:
    if options.cmd_template:
        return Entry("--cmd-template", shlex.split(options.cmd_template), options.build)
    found = (
        _driver(folder, options) or _program(folder, options.build) or _lab_class(folder, options)
    )
    if found is not None:
        return found
    asked = []
    if options.java_class:
        asked.append(f"{options.java_class}.java")
    if options.python_class:
        asked.append(f"{options.python_class.partition(':')[0]}.py")
    looked = ", ".join(
        dict.fromkeys(
            [
                *asked,
                "run.sh",
                "main.py",
                "a *.py with a __main__ block",
                "a *.java with main",
                f"{LAB_CLASS}.java",
                f"a *.py with class {LAB_CLASS}",
            ]
        )
    )
    return NoEntry(f"no entry point (looked for {looked})")


def _getter_flags(options: EntryOptions) -> list[str]:
    return [flag for getter in options.getters for flag in ("--getter", getter)]


def _driver(folder: Path, options: EntryOptions) -> Entry | None:
    if options.java_class and (folder / f"{options.java_class}.java").is_file():
        run = ["java", "-cp", "{out}", "CrapsDriver", "--class", options.java_class]
        return Entry(
            f"method calls on {options.java_class} (Java driver)",
            [*run, *_getter_flags(options)],
            options.build or JAVA_BUILD,
            (f"javac -d {{out}} {shlex.quote(str(JAVA_DRIVER))}",),
        )
    if options.python_class:
        module = options.python_class.partition(":")[0]
        if (folder / f"{module.replace('.', '/')}.py").is_file():
            run = [sys.executable, str(PYTHON_DRIVER), "--class", options.python_class]
            return Entry(
                f"method calls on {options.python_class} (Python driver)",
                [*run, "--path", "{dir}", *_getter_flags(options)],
                options.build,
            )
    return None


def _program(folder: Path, build: str | None) -> Entry | NoEntry | None:
    if (folder / "run.sh").is_file():
        return Entry("run.sh", ["sh", "{dir}/run.sh"], build)
    if (folder / "main.py").is_file():
        return Entry("main.py", [sys.executable, "{dir}/main.py"], build)
    with_main = [p for p in sorted(folder.glob("*.py")) if _PY_MAIN.search(_read(p))]
    if len(with_main) == 1:
        name = with_main[0].name
        return Entry(f"{name} (its __main__ block)", [sys.executable, f"{{dir}}/{name}"], build)
    if len(with_main) > 1:
        names = ", ".join(p.name for p in with_main)
        return NoEntry(f"no entry point: several *.py files have a __main__ block ({names})")
    mains = [p.stem for p in sorted(folder.glob("*.java")) if _JAVA_MAIN.search(_read(p))]
    if (folder / "Main.java").is_file():
        mains = ["Main"]
    if len(mains) > 1:
        names = ", ".join(f"{name}.java" for name in mains)
        return NoEntry(f"no entry point: several *.java files have a main method ({names})")
    if mains:
        return Entry(f"{mains[0]}.java", ["java", "-cp", "{out}", mains[0]], build or JAVA_BUILD)
    return None


def _lab_class(folder: Path, options: EntryOptions) -> Entry | None:
    """Last resort: a class named like the lab's, with no program around it."""
    if (folder / f"{LAB_CLASS}.java").is_file():
        return _driver(folder, replace(options, java_class=LAB_CLASS))
    modules = [p.stem for p in sorted(folder.glob("*.py")) if _PY_LAB_CLASS.search(_read(p))]
    if len(modules) == 1:
        return _driver(folder, replace(options, python_class=f"{modules[0]}:{LAB_CLASS}"))
    return None


def _read(path: Path) -> str:
    try:
        return path.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return ""
