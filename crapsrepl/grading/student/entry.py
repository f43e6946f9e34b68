"""How a submission is built and started: named by the instructor, or found in its folder.

Detection order (documented in docs/grading-class.md, and in the handout from
``detection``): ``--cmd-template``, ``--entry``, a method-call driver when asked for and
its class file is there, ``run.sh``, ``main.py``, the one ``*.py`` file with a ``__main__``
block, ``main.js``, ``Main.java`` or the one ``*.java`` file (anywhere, in a package or
not) with a ``main`` method, a class named like the graded game's lab class (its binding's
``Lab``), graded through a driver, a lone script with top-level code, and last the one
``*.js`` file. Every file is listed, read, matched and parsed by ``reading.Scan``, the one
place the grader touches a submission's bytes (capped, linear, parsed only in a bounded
subprocess).
"""

from __future__ import annotations

import shlex
import sys
from dataclasses import dataclass, field, replace
from pathlib import Path

from ...console.games import binding, default_game
from .naming import driver_flags
from .reading import Scan, is_plain_file, plain_file_in, python_roots

DRIVERS = Path(__file__).with_name("drivers")
# The Java driver's sources: the command loop, and how it chooses the student's methods.
JAVA_DRIVER = (DRIVERS / "LabDriver.java", DRIVERS / "LabDriverMethods.java")
_JAVA_DRIVER_FILES = " ".join(shlex.quote(str(path)) for path in JAVA_DRIVER)
PYTHON_DRIVER = DRIVERS / "lab_driver.py"
BUILD_FOLDER = ".crapsrepl-build"  # {out}, inside the submission's scratch copy
# javac on the quick compiler: about a third faster for a class's few files.
JAVAC = "javac -J-XX:TieredStopAtLevel=1 -J-XX:+UseSerialGC -encoding UTF-8 -d {out}"
# Every .java file under the submission, in packages or not, into {out}.
JAVA_BUILD = (
    f"find {{dir}} -name '*.java' -not -path '*/{BUILD_FOLDER}/*' -print0 | xargs -0 {JAVAC}"
)
# The same, with the driver in the same javac (one compiler start, not two).
JAVA_DRIVER_BUILD = f"{JAVA_BUILD} {_JAVA_DRIVER_FILES}"
# Class data sharing and the quick compiler start a JVM faster (one JVM per transcript, the
# next started while the current one runs: run/spares.py).
JAVA = ["java", "-Xshare:auto", "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC"]
SHOWN_FILES = 12  # files a no-entry-point reason lists


def detection(lab_class: str) -> tuple[tuple[str, str], ...]:
    """What detection looks for, in order, and how it starts what it finds (the handout and
    the no-entry-point reason say it from here); ``lab_class`` is the graded game's."""
    return (
        ("run.sh", "started with `sh run.sh`"),
        ("main.py", "started with `python3 main.py`"),
        ("a *.py with a __main__ block", "the one such file, started with `python3`"),
        ("main.js", "started with `node main.js`"),
        (
            "a *.java with main",
            "`Main.java`, else the one class with `public static void main`, anywhere in the "
            "folder, packages included: every `.java` file is compiled, the class run by its "
            "package name",
        ),
        (f"{lab_class}.java", "a class with no main: the grader calls its methods (below)"),
        (f"a *.py with class {lab_class}", "the same, in Python"),
        ("a *.py with top-level code", "the one such file (no Java beside it), `python3`"),
        ("a *.js", "the one such file (no Python or Java beside it), started with `node`"),
    )


def build_shown(command: str) -> str:
    """A build as the inspection table shows it: the built-in Java builds by name."""
    if command == JAVA_BUILD:
        return "javac (every .java file)"
    if command == JAVA_DRIVER_BUILD:
        return "javac (every .java file, with the driver)"
    return command


@dataclass(frozen=True, slots=True)
class EntryOptions:
    """What the instructor (or a submission's grading.toml) said about starting it."""

    cmd_template: str | None = None
    build: str | None = None
    java_class: str | None = None
    python_class: str | None = None
    getters: tuple[str, ...] = ()  # QUERY=METHOD
    methods: tuple[str, ...] = ()  # COMMAND=METHOD
    entry: str | None = None  # a file in the submission that starts it
    game: str = ""  # the game graded (its lab's class is looked for); "": the default game


@dataclass(frozen=True, slots=True)
class Entry:
    """``run`` and ``build`` hold ``{dir}`` (the submission) and ``{out}`` (its build folder)."""

    how: str
    run: list[str]
    build: str | None = None
    extra_builds: tuple[str, ...] = field(default=())
    driver: bool = False  # method calls on a class (its methods can be named)
    # An entry the build is to make (``entry = "craps"`` beside a Makefile): looked for
    # once the build has run, in the built copy.
    produced: str | None = None


@dataclass(frozen=True, slots=True)
class NoEntry:
    reason: str


def lab_class_of(options: EntryOptions) -> str:
    """The class a folder with no program is graded through: the graded game's lab's."""
    return binding(options.game or default_game()).lab.lab_class


def find_entry(folder: Path, options: EntryOptions) -> Entry | NoEntry:
    if options.cmd_template:
        how = f"cmd-template: {options.cmd_template}"
        return Entry(how, shlex.split(options.cmd_template), options.build)
    scan = Scan(folder, BUILD_FOLDER)
    if options.entry:
        return _named(scan, options)
    java = scan.under(".java")
    found = (
        _driver(scan, options, java)
        or _program(scan, options.build, java)
        or _lab_class(scan, options, java)
        or _script(scan, options.build, java)
        or _javascript(scan, options.build, java)
    )
    if found is not None:
        return found
    asked = []
    if options.java_class:
        asked.append(f"{options.java_class}.java")
    if options.python_class:
        asked.append(_module_file(options.python_class))
    rules = detection(lab_class_of(options))
    looked = ", ".join(dict.fromkeys([*asked, *(looked for looked, _ in rules)]))
    return NoEntry(f"no entry point (looked for {looked}; saw {_seen(scan)})")


def _seen(scan: Scan) -> str:
    names = [p.relative_to(scan.folder).as_posix() for p in scan.files]
    shown = ", ".join(names[:SHOWN_FILES]) or "no files"
    return shown + (f" and {len(names) - SHOWN_FILES} more" if len(names) > SHOWN_FILES else "")


def _java_name(scan: Scan, path: Path) -> str:
    """The class a file holds, with its package: ``edu.school.craps.Main``."""
    package = scan.java_package(path)
    return f"{package}.{path.stem}" if package else path.stem


def _module_file(python_class: str) -> str:
    """Where a ``module.path:Class`` is looked for, as the no-entry-point reason says it."""
    module = python_class.partition(":")[0].replace(".", "/")
    return f"{module}.py (or src/{module}.py)"


def _named(scan: Scan, options: EntryOptions) -> Entry | NoEntry:
    folder, name = scan.folder, options.entry or ""
    path = plain_file_in(folder, name)
    how, build = f"{name} (--entry)", options.build or _makefile(folder)
    if path is None:
        if build is not None and _may_be_made(name):
            return Entry(
                f"{name} (--entry, made by the build)", [f"{{dir}}/{name}"], build, produced=name
            )
        return NoEntry(f"no entry point: --entry {name} is not a file in it (saw {_seen(scan)})")
    if name.endswith(".py"):
        return Entry(how, [sys.executable, f"{{dir}}/{name}"], build)
    if name.endswith(".sh"):
        return Entry(how, ["sh", f"{{dir}}/{name}"], build)
    if name.endswith(".js"):
        return Entry(how, ["node", f"{{dir}}/{name}"], build)
    if name.endswith(".java"):
        return Entry(how, [*JAVA, "-cp", "{out}", _java_name(scan, path)], build or JAVA_BUILD)
    return Entry(how, [f"{{dir}}/{name}"], build)


def _makefile(folder: Path) -> str | None:
    """A named entry beside a Makefile and no build command: ``make`` is the build a C
    student means (its output shown in the build log)."""
    return "make -C {dir}" if is_plain_file(folder / "Makefile") else None


def _may_be_made(name: str) -> bool:
    """A program a build makes, not a source file (one missing is a mistake, said at once);
    where it is, and that it is reached through no link, is checked after the build."""
    return not name.endswith((".py", ".sh", ".js", ".java"))


def produced_problem(folder: Path, entry: Entry) -> str | None:
    """Why an entry the build was to make is not there to run, or None."""
    if entry.produced is None or plain_file_in(folder, entry.produced) is not None:
        return None
    seen = _seen(Scan(folder, BUILD_FOLDER))
    return f"no entry point: the build did not make {entry.produced} (saw {seen})"


def _getter_flags(options: EntryOptions) -> list[str]:
    return driver_flags(options.game or default_game(), options.getters, options.methods)


def _driver(scan: Scan, options: EntryOptions, java: list[Path]) -> Entry | None:
    folder = scan.folder
    if options.java_class:
        stem = options.java_class.rpartition(".")[2]
        files = [p for p in java if p.stem == stem]
        if files:
            name = _java_name(scan, files[0])
            run = [*JAVA, "-cp", "{out}", "LabDriver", "--class", name]
            own = options.build  # the driver then compiled on its own, after it
            return Entry(
                f"method calls on {name} (Java driver)",
                [*run, *_getter_flags(options)],
                own or JAVA_DRIVER_BUILD,
                (f"{JAVAC} {_JAVA_DRIVER_FILES}",) if own else (),
                driver=True,
            )
    if options.python_class:
        module = options.python_class.partition(":")[0].replace(".", "/")
        for root in python_roots(folder):
            if plain_file_in(folder, f"{root}{module}.py") is not None:
                run = [sys.executable, str(PYTHON_DRIVER), "--class", options.python_class]
                where = "{dir}" + (f"/{root.rstrip('/')}" if root else "")
                return Entry(
                    f"method calls on {options.python_class} (Python driver"
                    + (f", from {root}" if root else "")
                    + ")",
                    [*run, "--path", where, *_getter_flags(options)],
                    options.build,
                    driver=True,
                )
    return None


def _program(scan: Scan, build: str | None, java: list[Path]) -> Entry | NoEntry | None:
    folder = scan.folder
    if is_plain_file(folder / "run.sh"):
        return Entry("run.sh", ["sh", "{dir}/run.sh"], build)
    if is_plain_file(folder / "main.py"):
        return Entry("main.py", [sys.executable, "{dir}/main.py"], build)
    with_main = [p for p in scan.top(".py") if scan.has_python_main(p)]
    if len(with_main) == 1:
        name = with_main[0].name
        return Entry(f"{name} (its __main__ block)", [sys.executable, f"{{dir}}/{name}"], build)
    if len(with_main) > 1:
        names = ", ".join(p.name for p in with_main)
        return NoEntry(f"no entry point: several *.py files have a __main__ block ({names})")
    if is_plain_file(folder / "main.js"):
        return Entry("main.js", ["node", "{dir}/main.js"], build)
    mains = [p for p in java if scan.has_java_main(p)]
    top = [p for p in mains if p.name == "Main.java" and p.parent == folder]
    if len(mains) > 1 and not top:
        names = ", ".join(p.relative_to(folder).as_posix() for p in mains)
        return NoEntry(f"no entry point: several *.java files have a main method ({names})")
    if mains:
        chosen = (top or mains)[0]
        shown = chosen.relative_to(folder).as_posix()
        return Entry(shown, [*JAVA, "-cp", "{out}", _java_name(scan, chosen)], build or JAVA_BUILD)
    return None


def _script(scan: Scan, build: str | None, java: list[Path]) -> Entry | None:
    """After everything else: the one ``*.py`` file that runs code at its top level, in a
    folder with no Java (a script with no ``__main__`` block)."""
    if java:
        return None
    python = scan.top(".py")
    running = [p for p, runs in zip(python, scan.run_at_top(python), strict=True) if runs]
    if len(running) != 1:
        return None
    name = running[0].name
    return Entry(f"{name} (its top-level code)", [sys.executable, f"{{dir}}/{name}"], build)


def _javascript(scan: Scan, build: str | None, java: list[Path]) -> Entry | None:
    """Last: the one ``*.js`` file at the top of a folder with no Python or Java."""
    scripts = sorted(scan.top(".js"))
    if len(scripts) != 1 or java or scan.top(".py"):
        return None
    name = scripts[0].name
    return Entry(f"{name} (the one *.js file)", ["node", f"{{dir}}/{name}"], build)


def _lab_class(scan: Scan, options: EntryOptions, java: list[Path]) -> Entry | None:
    """Last resort: a class named like the lab's, with no program around it."""
    lab_class = lab_class_of(options)
    if any(p.stem == lab_class for p in java):
        return _driver(scan, replace(options, java_class=lab_class), java)
    modules = [p.stem for p in scan.top(".py") if scan.defines_class(p, lab_class)]
    if len(modules) == 1:
        return _driver(scan, replace(options, python_class=f"{modules[0]}:{lab_class}"), java)
    return None
