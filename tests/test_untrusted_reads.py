"""Every read of bytes crapsrepl did not write goes through the one reader
(``storage/reader.py``) and every TOML or JSON parse through the one bounded loader
(``storage/documents.py``): issue 30, class A and B.

The package's source is scanned (its AST, so comments and docstrings do not count) for
every other way to read a file or a stream: ``open()`` or ``Path.open()`` for reading,
``os.open`` without ``O_WRONLY``, ``os.fdopen`` for reading, ``read_text``/``read_bytes``,
``os.read``, a stream's ``read``/``readline``/``readlines``, ``communicate``,
``subprocess.run(capture_output=...)``/``check_output``, ``json``/``tomllib``/
``pickle``/``marshal`` ``load``/``loads``, and ``pickle.Unpickler`` (made or subclassed).
Each one found must be in ``TRUSTED`` below, with the reason it needs no guard; an entry
that no longer matches anything fails too, so the list stays short and true.
"""

from __future__ import annotations

import ast
import functools
from collections import Counter
from pathlib import Path

PACKAGE = Path(__file__).parent.parent / "crapsrepl"
READER = "storage/reader.py"
LOADER = "storage/documents.py"

# (module, what): why that read needs no guard of the reader's.
TRUSTED: dict[tuple[str, str], str] = {
    (READER, "os.read"): "the reader itself",
    (READER, "os.open for reading"): "the reader itself",
    (LOADER, "json.loads"): "the bounded loader itself, on text the reader capped",
    (LOADER, "tomllib.loads"): "the bounded loader itself, on text the reader capped",
    ("grading/run/attribution.py", "os.read"): (
        "a student's pty and stderr pipe, read in 64 KiB chunks as they come, with "
        "--max-output checked after every chunk (capped while reading, never after)"
    ),
    ("grading/sandbox/contained.py", "os.read"): (
        "the harness's own pipes (the limiter's status, a driver's report channel): read "
        "without waiting, at most 64 KiB, the cap counted while reading"
    ),
    ("grading/run/waiting.py", "os.open for reading"): (
        "/proc/PID/task/*/{children,syscall,stat,wchan}, /proc/PID/fdinfo/N: the kernel's "
        "own few lines about a process (plain descriptors: asked a hundred times a session)"
    ),
    ("grading/run/waiting.py", "os.read"): (
        "the same /proc files, read in 64 KiB chunks up to PROC_CAP (capped while reading)"
    ),
    ("grading/sandbox/cgroup.py", "read_text"): (
        "/proc/self/cgroup and cgroup control files: the kernel's, a few lines each"
    ),
    ("grading/sandbox/host.py", "subprocess capture"): (
        "bwrap's own probe (`bwrap ... true`): no student code runs in it"
    ),
    ("grading/student/reading.py", "communicate"): (
        "the answers of the grader's own parser script (one byte a file), from the bounded "
        "subprocess that parses a student's Python: the student's bytes only go in"
    ),
    ("grading/sandbox/limiter.py", "os.read"): (
        "one byte from the harness's own go pipe, read by a held run's limiter before the "
        "student's command starts (nothing of the student's has run yet)"
    ),
    ("grading/sandbox/seccomp.py", "os.read"): (
        "the seccomp filter libseccomp just compiled for this process, from a private "
        "temporary file, at most 1 MiB"
    ),
    ("storage/journal.py", "os.open for reading"): (
        "an old journal opened only to take its lock before it is pruned; nothing is read"
    ),
    ("grading/report/disclosure.py", "read_text"): (
        "crapsrepl's own grading source, whose words (every reason's template) are no "
        "secret of a hidden transcript: nothing a student or an instructor wrote"
    ),
    ("grading/classroom/spool.py", "read_bytes"): (
        "this process's own spool file, in a private folder, its HMAC checked before use"
    ),
    ("grading/classroom/spool.py", "pickle.loads"): (
        "this process's own spool file, unpickled only once its HMAC (a key only this "
        "process holds) matches"
    ),
    ("console/undo.py", "pickle.Unpickler"): (
        "undo's snapshot of the table, pickled in memory by this process a command ago; "
        "never written to disk nor read from anywhere else"
    ),
    ("testing/commands.py", "subprocess capture"): (
        "the conformance kit, run by a game's author on their own game: what crapsrepl "
        "prints for that game (never a student's program)"
    ),
    ("testing/commands.py", "json.loads"): "the kit: a report crapsrepl grade wrote a moment ago",
    ("testing/played.py", "json.loads"): "the kit: the game's own saved table, a moment ago",
    ("testing/commands.py", "read_text"): "the kit: a report crapsrepl grade wrote a moment ago",
    ("testing/commands.py", ".readline"): "the kit: the piped output of the game being checked",
    ("testing/played.py", "pickle.loads"): (
        "the kit: the game's own model, pickled in memory a moment ago, as undo does"
    ),
    ("network/host.py", "os.read"): (
        "the host's own terminal (stdin of crapsrepl serve), read without waiting in 64 KiB "
        "chunks, a line kept to 4 x MAX_LINE characters"
    ),
    ("console/streams.py", ".readline"): (
        "the user's own piped input, read at most MAX_LINE + 1 characters a line and the "
        "rest of a long line drained in 64 KiB pieces (docs/robustness.md, Input)"
    ),
}

_READ_MODES = frozenset("r+")
_PARSERS = {"json", "tomllib", "pickle", "marshal"}


def _mode(call: ast.Call, position: int) -> str | None:
    """The mode argument when it is a literal (``"r"`` when it is left out), else None."""
    given = next((k.value for k in call.keywords if k.arg == "mode"), None)
    if given is None and len(call.args) > position:
        given = call.args[position]
    if given is None:
        return "r"
    return given.value if isinstance(given, ast.Constant) and isinstance(given.value, str) else None


def _reads(mode: str | None) -> bool:
    return mode is None or bool(_READ_MODES & set(mode))


def _names(node: ast.AST) -> set[str]:
    return {n.attr for n in ast.walk(node) if isinstance(n, ast.Attribute)} | {
        n.id for n in ast.walk(node) if isinstance(n, ast.Name)
    }


def _kind(call: ast.Call) -> str | None:
    """What sort of read ``call`` is, or None if it reads nothing."""
    func = call.func
    if isinstance(func, ast.Name):
        return "open" if func.id == "open" and _reads(_mode(call, 1)) else None
    if not isinstance(func, ast.Attribute):
        return None
    owner = func.value.id if isinstance(func.value, ast.Name) else None
    name = func.attr
    if owner in _PARSERS and name in ("load", "loads"):
        return f"{owner}.{name}"
    if owner == "pickle" and name == "Unpickler":
        return "pickle.Unpickler"
    if owner == "os" and name == "read":
        return "os.read"
    if owner == "os" and name == "open":
        flags = _names(call.args[1]) if len(call.args) > 1 else set()
        opens_no_file = {"O_WRONLY", "O_PATH", "O_DIRECTORY"} & flags
        return None if opens_no_file else "os.open for reading"
    if owner == "os" and name == "fdopen":
        return "os.fdopen for reading" if _reads(_mode(call, 1)) else None
    if owner == "subprocess" and (
        name == "check_output" or any(k.arg == "capture_output" for k in call.keywords)
    ):
        return "subprocess capture"
    if name in ("read_text", "read_bytes", "communicate"):
        return name
    if name in ("read", "readline", "readlines"):
        return f".{name}"
    if name == "open":
        return ".open for reading" if _reads(_mode(call, 0)) else None
    return None


@functools.cache
def found_reads() -> Counter[tuple[str, str]]:
    """Every read in the package, by module and kind (scanned once: both tests ask)."""
    reads: Counter[tuple[str, str]] = Counter()
    for path in sorted(PACKAGE.rglob("*.py")):
        module = path.relative_to(PACKAGE).as_posix()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and (kind := _kind(node)) is not None:
                reads[module, kind] += 1
            if isinstance(node, ast.ClassDef) and any(map(_unpickler, node.bases)):
                reads[module, "pickle.Unpickler"] += 1
    return reads


def _unpickler(base: ast.expr) -> bool:
    """A class that is a pickle.Unpickler reads pickles however its ``load`` is called."""
    return (
        isinstance(base, ast.Attribute)
        and base.attr == "Unpickler"
        and isinstance(base.value, ast.Name)
        and base.value.id == "pickle"
    )


def test_every_read_of_a_file_or_stream_goes_through_the_reader() -> None:
    unguarded = sorted(f"{m}: {kind}" for m, kind in found_reads() if (m, kind) not in TRUSTED)
    assert unguarded == [], (
        "read these through crapsrepl.storage.reader (and parse TOML/JSON with "
        "crapsrepl.storage.documents), or add them to TRUSTED with the reason"
    )


def test_every_trusted_read_is_still_there() -> None:
    found = found_reads()
    stale = sorted(f"{m}: {kind}" for m, kind in TRUSTED if (m, kind) not in found)
    assert stale == []


def test_the_scan_finds_each_way_of_reading() -> None:
    """The scan itself, on code that reads every way it looks for (so a test that cannot
    fail would show here)."""
    source = """
open(p); open(p, "rb"); open(p, mode="r+"); open(p, "w")
Path(p).open(); Path(p).open("w"); p.read_text(); p.read_bytes()
os.open(p, os.O_RDONLY); os.open(p, os.O_WRONLY | os.O_CREAT); os.open(p, os.O_RDWR)
os.fdopen(fd, "rb"); os.fdopen(fd, "w"); os.read(fd, 10)
json.load(f); json.loads(t); tomllib.loads(t); pickle.load(f); pickle.Unpickler(f).load()
stream.read(); stream.readline(); proc.communicate()
subprocess.run(a, capture_output=True); subprocess.check_output(a); subprocess.run(a)
"""
    kinds = Counter(
        kind
        for node in ast.walk(ast.parse(source))
        if isinstance(node, ast.Call) and (kind := _kind(node)) is not None
    )
    subclass = ast.parse("class Mine(pickle.Unpickler): pass").body[0]
    assert isinstance(subclass, ast.ClassDef) and _unpickler(subclass.bases[0])
    assert kinds == {
        "open": 2 + 1,
        ".open for reading": 1,
        "read_text": 1,
        "read_bytes": 1,
        "os.open for reading": 2,
        "os.fdopen for reading": 1,
        "os.read": 1,
        "json.load": 1,
        "json.loads": 1,
        "tomllib.loads": 1,
        "pickle.load": 1,
        "pickle.Unpickler": 1,
        ".read": 1,
        ".readline": 1,
        "communicate": 1,
        "subprocess capture": 2,
    }
