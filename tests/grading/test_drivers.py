"""The method-call drivers: commands on stdin become calls on a student's class."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from crapsrepl.grading.student.entry import JAVA_DRIVER, PYTHON_DRIVER
from crapsrepl.grading.student.naming import driver_flags
from tests.helpers import DRIVER_GAME as GAME
from tests.helpers import needs_jdk

JAVA_CLASS = """
public class Table {
    private int chips = 100;
    private long seed = -1;
    private String last = "";
    public Table() {}
    public Table(long seed) { this.seed = seed; }
    public void addPlayer(String name, int amount) { last = name; chips = amount; }
    public void placeLineBet(String name, int amount) {
        if (amount > chips) throw new IllegalArgumentException(name + " cannot bet " + amount);
        chips -= amount;
    }
    public void roll() { last = "random"; }
    public void roll(int total) { last = "total " + total; }
    public void roll(int d1, int d2) { last = "dice " + d1 + " " + d2; }
    public void passDice() { throw new IllegalStateException(); }
    public int money(String name) { return chips; }
    public String lastCall() { return last; }
    public long seed() { return seed; }
    public Integer getPoint() { return null; }
}
"""

PYTHON_CLASS = """
class Table:
    def __init__(self):
        self.chips = 100
        self.last = ""

    def add_player(self, name, chips):
        self.last, self.chips = name, chips

    def placeLineBet(self, name, amount):
        if amount > self.chips:
            raise ValueError(f"{name} cannot bet {amount}")
        self.chips -= amount

    def roll(self, *dice):
        self.last = " ".join(map(str, dice)) or "random"

    def pass_dice(self):
        raise RuntimeError()

    def money(self, name):
        return self.chips

    def last_call(self):
        return self.last

    def get_point(self):
        return None
"""

SCRIPT = """placeLineBet(Bob, 30)
chips(Bob)
placeLineBet(Bob, 500)
roll()
last()
roll(6)
last()
roll(2, 3)
last()
passDice()
point()
fly(1)
"""

EXPECTED = [
    "craps> placeLineBet(Bob, 30)",
    "craps> chips(Bob)",
    "70",
    "craps> placeLineBet(Bob, 500)",
    "error: Bob cannot bet 500",
    "craps> roll()",
    "craps> last()",
    "random",
    "craps> roll(6)",
    "craps> last()",
    "{six}",
    "craps> roll(2, 3)",
    "craps> last()",
    "{dice}",
    "craps> passDice()",
    "{refusal}",
    "craps> point()",
    "{none}",
    "craps> fly(1)",
    "error: unknown command 'fly'",
]


def expected(**words: str) -> list[str]:
    return [line.format(**words) for line in EXPECTED]


@pytest.fixture(scope="module")
def java_table(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("java")
    (folder / "Table.java").write_text(JAVA_CLASS)
    subprocess.run(
        ["javac", "-d", str(folder), str(folder / "Table.java"), *map(str, JAVA_DRIVER)], check=True
    )
    return folder


def run_java(folder: Path, *args: str, stdin: str) -> list[str]:
    argv = ["java", "-cp", str(folder), "LabDriver", "--class", "Table", *GAME, *args]
    done = subprocess.run(argv, input=stdin, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    return done.stdout.splitlines()


def run_python(folder: Path, *args: str, stdin: str) -> list[str]:
    argv = [
        sys.executable,
        str(PYTHON_DRIVER),
        "--class",
        "table:Table",
        "--path",
        str(folder),
        *GAME,
    ]
    done = subprocess.run([*argv, *args], input=stdin, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    return done.stdout.splitlines()


@needs_jdk
def test_java_driver_calls_overloads_refuses_and_answers_queries(java_table: Path) -> None:
    getters = [*driver_flags("craps", ["chips=money"], []), "--query", "last=lastCall"]
    out = run_java(java_table, *getters, "--players", "Bob:100", stdin=SCRIPT)
    assert out == expected(
        six="total 6", dice="dice 2 3", refusal="error: IllegalStateException", none="none"
    )


@needs_jdk
def test_java_driver_passes_the_seed_to_a_seeded_constructor(java_table: Path) -> None:
    out = run_java(java_table, "--query", "seed=seed", "--seed", "42", stdin="seed()\n")
    assert out == ["craps> seed()", "42"]
    assert run_java(java_table, "--query", "seed=seed", stdin="seed()\n")[1] == "-1"


@needs_jdk
def test_java_driver_reports_a_wrong_number_of_arguments(java_table: Path) -> None:
    out = run_java(java_table, stdin="placeLineBet(Bob)\nplaceLineBet(Bob, ten)\n")
    assert out[1] == "error: placeLineBet does not take these 1 arguments"
    assert out[3] == "error: placeLineBet does not take these 2 arguments"


def test_python_driver_calls_camel_or_snake_methods_and_answers_queries(tmp_path: Path) -> None:
    (tmp_path / "table.py").write_text(PYTHON_CLASS)
    getters = [*driver_flags("craps", ["chips=money"], []), "--query", "last=lastCall"]
    out = run_python(tmp_path, *getters, "--players", "Bob:100", stdin=SCRIPT)
    assert out == expected(six="6", dice="2 3", refusal="error: RuntimeError", none="none")


@needs_jdk
def test_java_driver_takes_the_spaced_form_and_any_case(java_table: Path) -> None:
    out = run_java(java_table, "--query", "last=lastCall", stdin="ROLL 2 3\nlast()\nroll 6\nlast\n")
    assert out == [
        "craps> ROLL 2 3",
        "craps> last()",
        "dice 2 3",
        "craps> roll 6",
        "craps> last",
        "total 6",
    ]


def test_python_driver_takes_the_spaced_form_and_any_case(tmp_path: Path) -> None:
    (tmp_path / "table.py").write_text(PYTHON_CLASS)
    out = run_python(tmp_path, "--query", "last=LastCall", stdin="ROLL 2 3\nlast()\nroll 6\nlast\n")
    assert out == ["craps> ROLL 2 3", "craps> last()", "2 3", "craps> roll 6", "craps> last", "6"]


def test_python_driver_ends_at_quit(tmp_path: Path) -> None:
    (tmp_path / "table.py").write_text(PYTHON_CLASS)
    out = run_python(tmp_path, stdin="quit\nroll(6)\n")
    assert out == ["craps> quit"]
