"""Helpers every test folder shares: running the program as a user does, chip checks, and
what a test needs of the machine (a JDK, bubblewrap) as skip markers."""

from __future__ import annotations

import contextlib
import csv
import io
import json
import os
import py_compile
import re
import shutil
import signal
import subprocess
import sys
import threading
import tomllib
from collections.abc import Callable
from pathlib import Path

import pytest

from crapsrepl import Game, GameError
from crapsrepl import TableRules as CrapsRules
from crapsrepl.console.games import GAMES, GameController
from crapsrepl.games.blackjack.model import BlackjackGame, TableRules, parse_card
from crapsrepl.games.craps.model.events import BetPlaced, Event
from crapsrepl.grading.run.runners import BuiltinRunner, Run
from crapsrepl.grading.sandbox.host import bwrap, program_path
from crapsrepl.transcripts.format import Transcript

TYPE_CHECKING = False
if TYPE_CHECKING:
    from crapsrepl.games.craps.strategies import Strategy
    from tests.fakes.engine_bugs import Bug

ROOT = Path(__file__).parent.parent
TESTS = ROOT / "tests"
DATA = TESTS / "data"
FAKES = TESTS / "fakes"
LIBRARY = ROOT / "transcripts"


def _jdk_found() -> bool:
    """javac and java where the tests call them (PATH) and where a build in the sandbox
    looks (its own PATH, whatever the test's is)."""
    return all(
        shutil.which(tool, path=p) for tool in ("javac", "java") for p in (None, program_path())
    )


# Tests that compile or run Java: a machine without a JDK skips them, never fails them.
needs_jdk = pytest.mark.skipif(
    not _jdk_found(), reason="needs a JDK (javac and java): .ci/run installs one"
)
# The fake class's C and JavaScript students.
needs_c_and_node = pytest.mark.skipif(
    not all(shutil.which(tool, path=program_path()) for tool in ("gcc", "node")),
    reason="needs gcc and node where the sandbox looks",
)
# bubblewrap installed and able to make namespaces here (some containers refuse).
needs_bwrap = pytest.mark.skipif(
    bwrap() is None, reason="needs bubblewrap (bwrap) that can make namespaces here"
)
# Tests run both in bubblewrap and without it.
SANDBOX_MODES = [pytest.param("bwrap", marks=needs_bwrap), "none"]


def student_folder(folder: Path, fake: str) -> Path:
    """``folder``, made a student's submission: ``tests/fakes/<fake>`` as its ``main.py`` and
    the table the fakes build on (student_game.py) beside it. The grader runs a copy of the
    program's own folder and, sandboxed, shows it nothing else, so a fake kept in a folder
    of its own (``explore/``) finds the one shared table only here."""
    folder.mkdir(parents=True, exist_ok=True)
    compiled_beside(folder, FAKES / "student_game.py")
    shutil.copy(FAKES / fake, folder / "main.py")
    return folder


def compiled_beside(folder: Path, module: Path) -> None:
    """``module`` copied into ``folder`` with its bytecode (a hash-checked-never .pyc, so
    the grader's copies, which keep no file times, still use it): every run of a fake would
    compile the table it builds on again, about 3 ms of each sandboxed run. A test that
    edits the copy must compile it again (none does)."""
    shutil.copy(module, folder)
    cache = folder / "__pycache__" / f"{module.stem}.{sys.implementation.cache_tag}.pyc"
    py_compile.compile(
        str(folder / module.name),
        cfile=str(cache),
        doraise=True,
        invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH,
    )


def fake_command(folder: Path, fake: str) -> str:
    """The command that runs ``tests/fakes/<fake>`` from a student folder of its own: the
    grader copies the program's folder for every run, and all of tests/fakes is 160 files."""
    return f"{sys.executable} {student_folder(folder, fake) / 'main.py'}"


def conserved(g: Game) -> bool:
    accounted, brought = g.chips_accounted()
    return accounted == brought


CRAPSREPL = [sys.executable, "-m", "crapsrepl"]


def ctrl_c_as_at_a_terminal() -> None:
    """``preexec_fn`` for a program a test will Ctrl-C: a shell's background job (``cmd &``,
    as mutmut or CI may be started) ignores SIGINT, and its children inherit that."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def play(controller: GameController, line: str, game: str = "craps") -> list[str]:
    """What a player reads after typing ``line`` at ``game``'s table."""
    render = GAMES[game].render
    return [text for event in controller.execute(line).events for text in render(event)]


def run_crapsrepl(*args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    """The program as a user runs it, input piped in, text out."""
    return subprocess.run(
        [*CRAPSREPL, *args], input=stdin, text=True, capture_output=True, timeout=120, check=False
    )


def blackjack_table(
    cards: str, bets: dict[str, int], chips: int = 1000, **rules: object
) -> BlackjackGame:
    """A blackjack table with ``bets`` placed and ``cards`` (``"8 A 6 K"``) stacked in
    casino order, not yet dealt; ``rules`` are TableRules fields."""
    game = BlackjackGame(seed=7, rules=TableRules(**rules))  # type: ignore[arg-type]
    for name, amount in bets.items():
        game.add_player(name, chips)
        game.bet(name, amount)
    game.stack([parse_card(c) for c in cards.split()])
    return game


def blackjack_conserved(game: BlackjackGame) -> bool:
    accounted, brought = game.chips_accounted()
    return accounted == brought


def play_scripted(
    strategy: Strategy, throws: list[int], chips: int = 1000, rules: CrapsRules | None = None
) -> list[list[Event]]:
    """A strategy alone at a ``Game`` on forced totals: the bets it made before each throw.

    Stops early when the shooter has no pass line bet for a come-out (the strategy quit).
    """
    from crapsrepl.games.craps.strategies.game_adapter import GameBets, GameView

    game = Game(rules=rules)
    game.add_player("Bot", chips)
    strategy.start(1, chips)
    view, bets = GameView(game, "Bot", chips), GameBets(game, "Bot")
    log: list[list[Event]] = []
    for total in throws:
        bets.events = []
        strategy.place_bets(view, bets)
        log.append(bets.events)
        try:
            view.saw(game.roll(total))
        except GameError:
            break
    return log


def line_bets(log: list[list[Event]]) -> list[int]:
    """The pass line amounts a scripted strategy put down, in order."""
    return [
        e.amount for events in log for e in events if isinstance(e, BetPlaced) and e.bet == "pass"
    ]


def within(seconds: float, work: Callable[[], object]) -> object:
    """``work()``'s result (or what it raised), or a failure if it takes longer than
    ``seconds``: a test of something that must not wait fails rather than hangs."""
    result: list[object] = []

    def run() -> None:
        try:
            result.append(work())
        except BaseException as problem:  # handed back to the test
            result.append(problem)

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(seconds)
    assert not thread.is_alive(), f"still running after {seconds} s"
    if isinstance(result[0], BaseException):
        raise result[0]
    return result[0]


def nest(folder: Path, levels: int, name: str = "d") -> None:
    """``levels`` folders nested in ``folder``, made one step at a time (the whole path
    is too long for one system call). Remove them with ``remove_tree``."""
    here = os.open(folder, os.O_RDONLY | os.O_DIRECTORY)
    try:
        for _ in range(levels):
            os.mkdir(name, dir_fd=here)
            inner = os.open(name, os.O_RDONLY | os.O_DIRECTORY, dir_fd=here)
            os.close(here)
            here = inner
    finally:
        os.close(here)


def remove_tree(top: Path) -> None:
    """``shutil.rmtree`` without recursion, for a tree deeper than Python's recursion
    limit (pytest's own clean-up of old temporary folders would fail on one)."""
    here = os.open(top, os.O_RDONLY | os.O_DIRECTORY)
    names: list[str] = []
    try:
        while True:
            below = None
            for entry in list(os.scandir(here)):
                if entry.is_dir(follow_symlinks=False):
                    below = entry.name
                    break
                os.unlink(entry.name, dir_fd=here)
            if below is not None:
                down = os.open(below, os.O_RDONLY | os.O_DIRECTORY, dir_fd=here)
                os.close(here)
                here, names = down, [*names, below]
                continue
            if not names:
                break
            up = os.open("..", os.O_RDONLY | os.O_DIRECTORY, dir_fd=here)
            os.close(here)
            here = up
            os.rmdir(names.pop(), dir_fd=here)
    finally:
        os.close(here)
    os.rmdir(top)


# Report fields that hold a time (wall seconds): not the same from run to run.
TIMED = ("seconds", "time")


def untimed(path: Path) -> bytes:
    """A report file's bytes with every time left out (a JSON key or CSV column named in
    ``TIMED``, a JUnit ``time`` attribute), for comparing two runs' reports."""
    data = path.read_bytes()
    if path.suffix == ".json":
        return json.dumps(_drop_timed(json.loads(data)), sort_keys=True).encode()
    if path.suffix == ".csv":
        rows = list(csv.reader(io.StringIO(data.decode())))
        keep = [k for k, name in enumerate(rows[0]) if name not in TIMED]
        return "\n".join(",".join(row[k] for k in keep) for row in rows).encode()
    if path.suffix == ".xml":
        return re.sub(rb' time="[0-9.]+"', b"", data)
    return data


def _drop_timed(value: object) -> object:
    if isinstance(value, dict):
        return {k: _drop_timed(v) for k, v in value.items() if k not in TIMED}
    if isinstance(value, list):
        return [_drop_timed(v) for v in value]
    return value


# A method-call driver run by hand is told the game it plays, as ``driver_flags`` tells it.
DRIVER_GAME = ("--game", "craps", "--seat", "addPlayer")


def blackjack_folder(folder: Path, fake: str) -> Path:
    """``folder``, made a student's blackjack submission: ``tests/fakes/blackjack/<fake>.py``
    as its ``main.py`` and the table the blackjack fakes build on beside it."""
    folder.mkdir(parents=True, exist_ok=True)
    compiled_beside(folder, FAKES / "blackjack" / "blackjack_table.py")
    shutil.copy(FAKES / "blackjack" / f"{fake}.py", folder / "main.py")
    return folder


def json_events(text: str, game: str) -> list[dict[str, object]]:
    """``--json`` lines as objects, each checked to name ``game``, shown without it (the
    tests compare the events' own fields)."""
    records = [json.loads(line) for line in text.splitlines()]
    assert all(record.pop("game") == game for record in records), records
    return records


def event_json(event: object, game: str = "craps") -> dict[str, object]:
    """One event as ``--json`` prints it at ``game``'s table, without its ``game`` key."""
    from crapsrepl.console.jsonout import to_json

    return json_events(to_json(event, game), game)[0]


def install_plugin(
    folder: Path,
    distribution: str,
    games: dict[str, str],
    modules: dict[str, str] | None = None,
) -> Path:
    """A distribution's metadata (and any modules it needs) written in ``folder``, as pip
    would install it: ``games`` maps each game's name to its entry point's target. Put the
    folder on ``sys.path`` or ``PYTHONPATH`` for the games to be installed."""
    folder.mkdir(parents=True, exist_ok=True)
    info = folder / f"{distribution.replace('-', '_')}-0.1.dist-info"
    info.mkdir(exist_ok=True)
    (info / "METADATA").write_text(
        f"Metadata-Version: 2.1\nName: {distribution}\nVersion: 0.1\n", encoding="utf-8"
    )
    lines = [f"{name} = {target}" for name, target in games.items()]
    (info / "entry_points.txt").write_text(
        "[crapsrepl.games]\n" + "\n".join(lines) + "\n", encoding="utf-8"
    )
    for name, source in (modules or {}).items():
        (folder / name).write_text(source, encoding="utf-8")
    return folder


def resealed(
    document: dict[str, object],
    change: Callable[[dict[str, object]], object],
    secret_change: Callable[[dict[str, object]], object] | None = None,
) -> dict[str, object]:
    """A saved table (either game's) changed as someone holding this user's seal key can
    change it: the seal opened, ``change`` made to the visible part (``secret_change`` to
    the sealed part), and sealed again, so the seal no longer refuses it and the checks
    behind it are what a test meets."""
    from crapsrepl.plugin import opened_document, sealed_document

    public, secret = opened_document(document)
    change(public)
    if secret_change is not None:
        secret_change(secret)
    return sealed_document(public, secret)


class BuggyRunner:
    """The engine with one rule broken (``tests/fakes/engine_bugs.py``), graded in-process:
    the bug's patches hold only while it plays a transcript, so whatever else runs between
    (explore's own engine) plays the rules. One at a time: explore it with ``jobs=1``."""

    def __init__(self, bug: Bug) -> None:
        self.bug = bug

    def run(self, transcript: Transcript) -> Run:
        with contextlib.ExitStack() as patched:
            for patch in self.bug.patches:
                patched.enter_context(patch())
            return BuiltinRunner().run(transcript)

    def expect(self, runs: int) -> None:
        """Nothing is started ahead in-process."""


CLEAN_ROOM = TESTS / "cleanroom"
CLEAN_ROOM_MANIFEST = tomllib.loads((CLEAN_ROOM / "manifest.toml").read_text(encoding="utf-8"))
CLEAN_ROOM_LIBRARIES = {"blackjack": LIBRARY / "facts_blackjack", "craps": LIBRARY / "facts"}
Reports = dict[str, dict[str, object]]


def clean_room_class(game: str, out: Path) -> Reports:
    """Each student's JSON report from one ``grade --many`` run of ``game``'s clean-room
    class (docs/cleanroom.md), explore on, six students at a time as an instructor with a
    class of mostly waiting programs would run it; the buggy students lose marks. What
    explore finds is shrunk on 5 runs, not 60: these tests ask only that it fault no
    correct student (how far it shrinks is tests/grading/test_explore*.py's). ``--timeout
    30``: the C students compile at every start (1 s of CPU), and in CI both classes, six
    students each, share two cores with the rest of the suite; on 10 s a start waited out
    its clock (docs/cleanroom.md)."""
    from crapsrepl.grading.command import main as grade_main
    from crapsrepl.grading.exits import Exit

    argv = [str(CLEAN_ROOM_LIBRARIES[game]), "--many", str(CLEAN_ROOM / game)]
    argv += ["--report-dir", str(out), "--csv", str(out / "class.csv"), "--jobs", "6"]
    argv += ["--explore", "5", "--seed", "1", "--explore-budget", "5", "--timeout", "30"]
    assert grade_main(argv) == Exit.LOST_MARKS
    return {path.stem: json.loads(path.read_text()) for path in out.glob("*.json")}


Grade = tuple[list[str], list[str], object, object]  # lost, statuses, score, max


def clean_room_grades(game: str, reports: Reports) -> tuple[dict[str, Grade], dict[str, Grade]]:
    """Each student's grade as graded and as the manifest promises: the files it lost, its
    statuses other than pass and fail (none may time out or crash), its score."""
    got: dict[str, Grade] = {}
    wanted: dict[str, Grade] = {}
    for name, student in CLEAN_ROOM_MANIFEST[game].items():
        transcripts = reports[name]["transcripts"]
        assert isinstance(transcripts, list)
        lost = sorted(t["name"] for t in transcripts if t["marks"] < t["max_marks"])
        reasons = {t["status"] for t in transcripts} - {"pass", "fail"}
        got[name] = (lost, sorted(reasons), reports[name]["score"], reports[name]["max"])
        expected = sorted(student.get("lost", []))
        total = len(transcripts)
        wanted[name] = (expected, [], total - len(expected), total)
    return got, wanted


def clean_room_faults(game: str, reports: Reports) -> dict[str, object]:
    """The minimal session explore found against each correct student (none is right)."""
    faulted: dict[str, object] = {}
    for name, student in CLEAN_ROOM_MANIFEST[game].items():
        explored = reports[name]["explore"]
        assert isinstance(explored, dict)
        assert explored["error"] in (None, ""), (name, explored["error"])
        if "bug" not in student and explored["diverged"]:
            faulted[name] = explored["transcript"]
    return faulted


def clean_room_tests(game: str) -> tuple[object, Callable[..., None], Callable[..., None]]:
    """The fixture and the two tests of ``game``'s clean-room class, for its own test file
    (one file a game, so the two classes are graded side by side)."""

    @pytest.fixture(scope="module")
    def reports(tmp_path_factory: pytest.TempPathFactory) -> Reports:
        return clean_room_class(game, tmp_path_factory.mktemp(game))

    def every_student_gets_the_grade_the_handout_promises(reports: Reports) -> None:
        got, wanted = clean_room_grades(game, reports)
        assert got == wanted

    def explore_never_faults_a_correct_student(reports: Reports) -> None:
        assert clean_room_faults(game, reports) == {}

    return (
        reports,
        every_student_gets_the_grade_the_handout_promises,
        explore_never_faults_a_correct_student,
    )
