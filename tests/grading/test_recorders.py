"""The handout is the contract: programs and classes that log everything they receive are
graded, and anything they got that the handout does not describe fails the test. A stdin
program (Python) logs its arguments, its environment's names and every line; a Python class
and a Java class, written from the handout's own table, log every call with its
arguments' types. Both drivers make the same calls with the same types."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest

from crapsrepl.grading.command import main as grade_main
from crapsrepl.grading.handout import handout
from crapsrepl.grading.run.batch import load_all
from tests.helpers import LIBRARY, needs_jdk

# Beside the fact libraries: a rule given as a switch and as a value, a seed that decides
# the dice (craps: random rolls) or the shuffle (blackjack), and stacked cards.
EXTRA = {
    "craps": (
        "rules.craps",
        "# Odds capped at twice the line bet, come odds working, random dice.\n"
        "% seed: 5\n% max-odds: 2x\n% come-odds-working: yes\n% players: Bob:100, Adam:50\n"
        "craps> placeLineBet(Bob, 10)\ncraps> roll()\n? chips(Bob) => 90\n",
    ),
    "blackjack": (
        "seeded.blackjack",
        "# A seeded shoe under stacked cards, an H17 dealer.\n"
        "% seed: 3\n% dealer: H17\n% shoe: 10, 9, 10, 8\n% players: Bob:100\n"
        "blackjack> bet(Bob, 10)\nblackjack> deal()\nblackjack> stand(Bob)\n"
        "? chips(Bob) => 110\n",
    ),
}
LIBRARIES = {"craps": LIBRARY / "facts", "blackjack": LIBRARY / "facts_blackjack"}

STDIN_RECORDER = """\
import json, os, sys
print("RECORD argv " + json.dumps(sys.argv[1:]), flush=True)
print("RECORD env " + json.dumps(sorted(os.environ)), flush=True)
for line in sys.stdin:
    print("RECORD line " + json.dumps(line.rstrip("\\n")), flush=True)
"""

_ROW = re.compile(
    r"^\| `(\w+)\((.*?)\)` "
    r"\| `def (\w+)\(self(.*?)\) -> (\w+)` "
    r"\| `public (\w+) (\w+)\((.*?)\)` \|$"
)


class Handout:
    """What the handout promises, read back from its Markdown."""

    def __init__(self, text: str, lab_class: str) -> None:
        self.text = text
        started = section(text, "## How your program is started")
        self.flags = dict(re.findall(r"^- `(--[\w-]+)( \S+)?`", started, re.MULTILINE))
        self.environment = set(re.findall(r"`([A-Z]+)`", started))
        names = section(text, "## Commands") + section(text, "## Queries") + started
        self.lines = set(re.findall(r"^- `(\w+)[`(]", names, re.MULTILINE))
        self.rows = [found.groups() for found in map(_ROW.match, text.splitlines()) if found]
        self.calls: dict[str, list[tuple[str, ...]]] = {}
        for sent, _, _, params, _, _, _, _ in self.rows:
            kinds = tuple(
                ("*" if p.strip().startswith("*") else "") + p.split(":")[1].strip()
                for p in params.split(",")
                if ":" in p
            )
            self.calls.setdefault(sent, []).append(kinds)
        self.seeded = f"`{lab_class}(seed)` (Python `int`" in text

    def allows(self, name: str, kinds: list[str]) -> bool:
        """Whether a row of the class table has this call: these types, one ``*`` kind
        taking one argument or more."""
        for form in self.calls.get(name, []):
            if form and form[-1].startswith("*"):
                fixed, many = form[:-1], form[-1][1:]
                rest = kinds[len(fixed) :]
                if list(fixed) == kinds[: len(fixed)] and rest and set(rest) == {many}:
                    return True
            elif list(form) == kinds:
                return True
        return False


def section(text: str, heading: str) -> str:
    start = text.index(heading + "\n")
    end = text.find("\n## ", start + len(heading))
    return text[start : end if end >= 0 else None]


def python_recorder(promised: Handout, lab_class: str) -> str:
    """A Python class with every method of the handout's table, each logging its lab name
    and its arguments' types."""
    lines = [
        "import json, os",
        "",
        "def log(kind, name, args):",
        "    said = json.dumps([name, [type(a).__name__ for a in args]])",
        '    print(f"RECORD {kind} {said}", flush=True)',
        "",
        f"class {lab_class}:",
        "    def __init__(self, *args):",
        '        print("RECORD env " + json.dumps(sorted(os.environ)), flush=True)',
        '        log("new", "", args)',
    ]
    done = set()
    for sent, _, _, python, _, returns, _, _, _ in ((r[0], *r) for r in promised.rows):
        if python in done:
            continue
        done.add(python)
        value = {"int": "0", "str": '"x"'}.get(returns, "None")
        lines += [
            f"    def {python}(self, *args):",
            f'        log("call", "{sent}", args)',
            f"        return {value}",
        ]
    return "\n".join(lines) + "\n"


def java_recorder(promised: Handout, lab_class: str) -> str:
    """A Java class declaring each row of the handout's table as it is written, and beside
    each an overload taking only Strings: a number sent as text lands there and shows."""
    kinds = {"String": '"str"', "int": '"int"', "long": '"int"'}
    body = [
        "import java.util.*;",
        f"public class {lab_class} {{",
        "    static void log(String kind, String name, List<String> types) {",
        '        StringBuilder said = new StringBuilder("[\\"" + name + "\\", [");',
        "        for (int i = 0; i < types.size(); i++) {",
        '            said.append(i == 0 ? "" : ", ").append("\\"" + types.get(i) + "\\"");',
        "        }",
        '        System.out.println("RECORD " + kind + " " + said + "]]");',
        "        System.out.flush();",
        "    }",
        "    static void env() {",
        '        StringBuilder said = new StringBuilder("RECORD env [");',
        '        String between = "";',
        "        for (String key : new TreeSet<>(System.getenv().keySet())) {",
        '            said.append(between).append("\\"" + key + "\\"");',
        '            between = ", ";',
        "        }",
        '        System.out.println(said + "]");',
        "    }",
        f'    public {lab_class}() {{ env(); log("new", "", List.of()); }}',
        f'    public {lab_class}(long seed) {{ env(); log("new", "", List.of("int")); }}',
    ]
    declared = set()
    for sent, _, _, _, _, returns, method, params in promised.rows:
        pairs = [p.strip().rsplit(" ", 1) for p in params.split(",") if p.strip()]
        value = {"int": "return 0;", "String": 'return "x";'}.get(returns, "")
        for texts in (False, True):
            types = [
                "String..." if t == "String..." else "String" if texts else t for t, _ in pairs
            ]
            if (method, tuple(types)) in declared:
                continue
            declared.add((method, tuple(types)))
            args = ", ".join(f"{t} {name}" for t, (_, name) in zip(types, pairs, strict=True))
            logged = [kinds.get(t, '"?"') for t in types if t != "String..."]
            many = [n for t, (_, n) in zip(types, pairs, strict=True) if t == "String..."]
            logs = f"new ArrayList<>(List.of({', '.join(logged)}))"
            body += [
                f"    public {returns} {method}({args}) {{",
                f"        List<String> types = {logs};",
                *(f'        for (String card : {n}) types.add("str");' for n in many),
                f'        log("call", "{sent}", types);',
                f"        {value}",
                "    }",
            ]
    return "\n".join([*body, "}"]) + "\n"


def transcripts_for(game: str, root: Path) -> Path:
    folder = root / f"{game}_transcripts"
    shutil.copytree(LIBRARIES[game], folder)
    name, text = EXTRA[game]
    (folder / name).write_text(text)
    return folder


def records(report: Path) -> list[list[tuple[str, object]]]:
    """Per transcript, every ``RECORD kind value`` line its program printed, in order."""
    data = json.loads(report.read_text())
    graded = []
    for transcript in data["transcripts"]:
        found = re.findall(r"^RECORD (\w+) (.*)$", transcript["stdout"], re.MULTILINE)
        graded.append([(kind, json.loads(value)) for kind, value in found])
    return graded


def graded(transcripts: Path, folder: Path, report: Path) -> list[list[tuple[str, object]]]:
    grade_main([str(transcripts), "--submission", str(folder), "--report", str(report)])
    return records(report)


@pytest.fixture(scope="module", params=["craps", "blackjack"])
def game(request: pytest.FixtureRequest) -> str:
    return str(request.param)


@pytest.fixture(scope="module")
def setting(game: str, tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Handout, str]:
    root = tmp_path_factory.mktemp(game)
    transcripts = transcripts_for(game, root)
    loaded = load_all(str(transcripts))
    lab_class = loaded[0].binding.lab.lab_class
    return transcripts, Handout(handout(loaded, game), lab_class), lab_class


def test_a_program_receives_only_what_the_handout_describes(
    setting: tuple[Path, Handout, str], tmp_path: Path
) -> None:
    transcripts, promised, _ = setting
    student = tmp_path / "student"
    student.mkdir()
    (student / "main.py").write_text(STDIN_RECORDER)
    runs = graded(transcripts, student, tmp_path / "report.json")
    assert len(runs) == len(list(transcripts.iterdir()))
    flags_seen, lines_seen = set(), set()
    for run in runs:
        kinds = [kind for kind, _ in run]
        assert kinds[:2] == ["argv", "env"], kinds[:3]
        argv = strings(run[0][1])
        while argv:
            flag = argv.pop(0)
            assert flag in promised.flags, f"{flag} is not in the handout"
            if promised.flags[flag]:  # a flag with a value: the value follows it
                assert argv and not argv.pop(0).startswith("--")
            flags_seen.add(flag)
        env = strings(run[1][1])
        assert set(env) <= promised.environment, env
        for _, line in run[2:]:
            assert isinstance(line, str)
            name = re.match(r"\w+", line)
            assert name is not None and name.group() in promised.lines, line
            lines_seen.add(name.group())
    assert "--game" not in promised.flags and "--seed" in flags_seen
    assert {"addPlayer", "chips"} <= lines_seen


def class_calls(runs: list[list[tuple[str, object]]], promised: Handout) -> list[list[str]]:
    """Every call each transcript made, checked against the handout's table: the object
    made as it says, the environment it lists, each call a row of the table."""
    made = []
    for run in runs:
        assert run[0][0] == "env" and set(strings(run[0][1])) <= promised.environment
        assert run[1][0] == "new"
        _, given = call(run[1][1])
        assert given == [] or (promised.seeded and given == ["int"]), given
        calls = []
        for kind, value in run[2:]:
            assert kind == "call", (kind, value)
            name, types = call(value)
            assert promised.allows(name, types), f"{name}({', '.join(types)}) is not in the handout"
            calls.append(f"{name}({','.join(types)})")
        made.append(calls)
    return made


def strings(value: object) -> list[str]:
    assert isinstance(value, list) and all(isinstance(v, str) for v in value), value
    return [str(v) for v in value]


def call(value: object) -> tuple[str, list[str]]:
    """A logged call: its lab name and its arguments' types."""
    assert isinstance(value, list) and len(value) == 2 and isinstance(value[0], str), value
    return value[0], strings(value[1])


@pytest.fixture(scope="module")
def python_class(
    setting: tuple[Path, Handout, str], tmp_path_factory: pytest.TempPathFactory
) -> list[list[str]]:
    transcripts, promised, lab_class = setting
    student = tmp_path_factory.mktemp("python_class")
    (student / "lab_game.py").write_text(python_recorder(promised, lab_class))
    runs = graded(transcripts, student, student.parent / f"{student.name}.json")
    return class_calls(runs, promised)


@pytest.fixture(scope="module")
def java_class(
    setting: tuple[Path, Handout, str], tmp_path_factory: pytest.TempPathFactory
) -> list[list[str]]:
    transcripts, promised, lab_class = setting
    student = tmp_path_factory.mktemp("java_class")
    (student / f"{lab_class}.java").write_text(java_recorder(promised, lab_class))
    runs = graded(transcripts, student, student.parent / f"{student.name}.json")
    return class_calls(runs, promised)


def test_a_python_class_receives_only_what_the_handout_describes(
    python_class: list[list[str]], game: str
) -> None:
    made = {call for calls in python_class for call in calls}
    assert "setOption" not in made and any(call.startswith("option(str,str)") for call in made)
    if game == "blackjack":
        assert "shoe(str,str,str,str)" in made  # the cards of % shoe: 10, 9, 10, 8: text


@needs_jdk
def test_a_java_class_receives_only_what_the_handout_describes(
    java_class: list[list[str]], game: str
) -> None:
    made = {call for calls in java_class for call in calls}
    assert any(call.startswith("option(str,str)") for call in made)
    assert any(call.startswith("addPlayer(str,int)") for call in made)


@needs_jdk
def test_both_drivers_make_the_same_calls_with_the_same_types(
    python_class: list[list[str]], java_class: list[list[str]]
) -> None:
    assert python_class == java_class
    assert sum(len(calls) for calls in python_class) > 100


@pytest.mark.parametrize("library", ["facts", "facts_blackjack"])
def test_the_handout_names_no_flag_a_program_is_not_started_with(library: str) -> None:
    """A flag named anywhere in the handout (a shown transcript's comment included) is one
    of those its start-up section lists: a clean-room student once read a stale comment's
    ``--shoe`` as a flag to take, against the section that lists none."""
    loaded = load_all(str(LIBRARY / library))
    promised = Handout(handout(loaded, loaded[0].game), loaded[0].binding.lab.lab_class)
    named = set(re.findall(r"(?<![\w-])(--[a-z][\w-]*)", promised.text))
    assert named <= set(promised.flags), named - set(promised.flags)


def test_the_handout_gives_no_refused_call_as_an_example_of_a_call() -> None:
    """A call a test expects refused (a bet past the rack, three dice) is no example of how
    the tests call a command, nor a form of it a class must take (a clean-room game's
    handout showed its refusals as its examples)."""
    from crapsrepl.transcripts.format import parse_text

    text = parse_text(
        "% players: Bob:100\ncraps> placeLineBet(Bob, 1000)\n? refused\n"
        "craps> roll(7, 7, 7)\n? refused\ncraps> placeLineBet(Bob, 10)\n? chips(Bob) => 90\n",
        "refusals.craps",
    )
    written = handout([text], "craps").splitlines()
    assert "(as the tests call it: `placeLineBet(Bob, 10)`)" in " ".join(written)
    roll_forms = [line.split("|")[1] for line in written if line.startswith("| `roll")]
    assert roll_forms and all(form.count(",") <= 1 for form in roll_forms), roll_forms
