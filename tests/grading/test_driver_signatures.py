"""The drivers map a lab name by its method's signature when no name matches (never a guess
between two methods), and a method called by its own name answers as a REPL would."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from crapsrepl.grading.command import main as grade_main
from crapsrepl.grading.student.entry import JAVA_DRIVER, PYTHON_DRIVER
from crapsrepl.grading.student.naming import driver_flags
from tests.helpers import DRIVER_GAME as GAME
from tests.helpers import needs_jdk

# seat, balanceOf, who and toss fit addPlayer, chips, shooter and roll, and nothing else
# does: toString() and the static helper are not the student's instance methods.
JAVA_BANK = """
import java.util.HashMap;
import java.util.Map;
public class Bank {
    private final Map<String, Integer> racks = new HashMap<>();
    private String shooter;
    public void seat(String name, int chips) {
        racks.put(name, chips);
        if (shooter == null) shooter = name;
    }
    public void betPass(String name, int amount) { racks.put(name, racks.get(name) - amount); }
    public int balanceOf(String name) { return racks.get(name); }
    public String who() { return shooter; }
    public void toss(int total) {}
    public String describe(int table) { return "table " + table; }
    public void note(String text) {}
    public static int helper(String name) { return 1; }
    @Override public String toString() { return "Bank"; }
    EXTRA
}
"""

PYTHON_BANK = """
from __future__ import annotations


class Bank:
    def __init__(self) -> None:
        self.racks: dict[str, int] = {}
        self.shooter: str | None = None

    def seat(self, name: str, chips: int) -> None:
        self.racks[name] = chips
        self.shooter = self.shooter or name

    def bet_pass(self, name: str, amount: int) -> None:
        self.racks[name] -= amount

    def balance_of(self, name: str) -> int:
        return self.racks[name]

    def who(self) -> str | None:
        return self.shooter

    def toss(self, total: int) -> None:
        pass

    def describe(self, table: int) -> str:
        return f"table {table}"

    def note(self, text: str) -> None:
        pass

    @staticmethod
    def helper(name: str) -> int:
        return 1

    def settle(self, won):  # unannotated: fits no signature
        return won
EXTRA
"""

# One more method beside balanceOf for chips, and one beside seat for addPlayer.
JAVA_TWICE = """public int creditsOf(String name) { return 0; }
    public void wager(String name, int amount) {}"""
PYTHON_TWICE = """
    def credits_of(self, name: str) -> int:
        return 0

    def wager(self, name: str, amount: int) -> None:
        pass
"""

SCRIPT = "addPlayer(Bob, 100)\nplaceLineBet(Bob, 10)\nchips(Bob)\nshooter()\nroll(6)\n"


def java_bank(folder: Path, extra: str = "") -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "Bank.java").write_text(JAVA_BANK.replace("EXTRA", extra))
    subprocess.run(
        ["javac", "-d", str(folder), str(folder / "Bank.java"), *map(str, JAVA_DRIVER)], check=True
    )
    return folder


def python_bank(folder: Path, extra: str = "") -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "bank.py").write_text(PYTHON_BANK.replace("EXTRA", extra))
    return folder


def drive(language: str, folder: Path, *flags: str, stdin: str) -> tuple[list[str], str]:
    """The driver's stdout lines and its stderr line saying what it chose."""
    if language == "java":
        argv = ["java", "-cp", str(folder), "LabDriver", "--class", "Bank", *GAME]
    else:
        argv = [
            sys.executable,
            str(PYTHON_DRIVER),
            "--class",
            "bank:Bank",
            "--path",
            str(folder),
            *GAME,
        ]
    done = subprocess.run([*argv, *flags], input=stdin, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    return done.stdout.splitlines(), done.stderr.strip()


def bank(language: str, folder: Path, twice: bool = False) -> Path:
    if language == "java":
        return java_bank(folder, JAVA_TWICE if twice else "")
    return python_bank(folder, PYTHON_TWICE if twice else "")


LANGUAGES = [pytest.param("java", marks=needs_jdk), "python"]


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_lab_name_no_method_is_named_for_is_mapped_by_its_signature(
    language: str, tmp_path: Path
) -> None:
    out, said = drive(
        language, bank(language, tmp_path), *driver_flags("craps", [], []), stdin=SCRIPT
    )
    balance, placed = ("balanceOf", "betPass") if language == "java" else ("balance_of", "bet_pass")
    assert out == [
        "craps> addPlayer(Bob, 100)",
        "craps> placeLineBet(Bob, 10)",
        "craps> chips(Bob)",
        "90",
        "craps> shooter()",
        "Bob",
        "craps> roll(6)",
    ]
    pairs = said.removeprefix("crapsrepl-driver: ").split(", ")
    assert f"chips={balance} (by signature)" in pairs
    assert "shooter=who (by signature)" in pairs and "roll=toss (by signature)" in pairs
    assert "addPlayer=seat (by signature)" in pairs and f"placeLineBet={placed}" in pairs
    # by name only: their shapes are each other's; nothing fits point or bets
    assert {"placeComeBet=?", "placeOddsBet=?", "point=?", "bets=?"} <= set(pairs)


@pytest.mark.parametrize("language", LANGUAGES)
def test_two_methods_fitting_one_signature_map_neither(language: str, tmp_path: Path) -> None:
    folder = bank(language, tmp_path, twice=True)
    out, said = drive(language, folder, *driver_flags("craps", [], []), stdin="chips(Bob)\n")
    assert out == ["craps> chips(Bob)", "error: unknown command 'chips'"]
    pairs = said.removeprefix("crapsrepl-driver: ").split(", ")
    fit = "balanceOf or creditsOf" if language == "java" else "balance_of or credits_of"
    assert f"chips=? ({fit} fit)" in pairs and "addPlayer=? (seat or wager fit)" in pairs
    assert "shooter=who (by signature)" in pairs


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_method_fitting_two_lab_names_is_given_to_neither(language: str, tmp_path: Path) -> None:
    folder = bank(language, tmp_path)
    flags = ["--query", "mine=", "--query", "yours="]
    flags += ["--signature", "mine=str->number", "--signature", "yours=str->int"]
    out, said = drive(language, folder, *flags, stdin="mine(Bob)\n")
    balance = "balanceOf" if language == "java" else "balance_of"
    assert said == (
        f"crapsrepl-driver: mine=? ({balance} fits yours too), yours=? ({balance} fits mine too)"
    )
    assert out[1] == "error: unknown command 'mine'"


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_method_called_by_its_own_name_answers_as_its_lab_name_or_as_a_repl(
    language: str, tmp_path: Path
) -> None:
    """``% query chips: balanceOf({player})`` sends ``balanceOf(Bob)``: the chips query."""
    folder = bank(language, tmp_path)
    stdin = "seat(Bob, 100)\nbalanceOf(Bob)\ndescribe(3)\nnote(hi)\nwho()\n"
    out, _ = drive(language, folder, *driver_flags("craps", [], []), stdin=stdin)
    assert out == [
        "craps> seat(Bob, 100)",  # addPlayer's method: a lab command prints nothing
        "craps> balanceOf(Bob)",
        "100",
        "craps> describe(3)",  # no lab name's: its value, as a REPL prints it
        "table 3",
        "craps> note(hi)",  # returns nothing: prints nothing
        "craps> who()",
        "Bob",
    ]


def test_an_unannotated_python_method_fits_no_signature(tmp_path: Path) -> None:
    folder = python_bank(tmp_path)
    flags = ["--query", "won=", "--signature", "won=int->int"]
    out, said = drive("python", folder, *flags, stdin="won(1)\nsettle(1)\n")
    assert said == "crapsrepl-driver: won=?"
    assert out == ["craps> won(1)", "error: unknown command 'won'", "craps> settle(1)", "1"]


TRANSCRIPT = """craps> addPlayer(Bob, 100)
...
craps> placeLineBet(Bob, 10)
...
? chips(Bob) => 90
"""


def grade_bank(tmp_path: Path, language: str, twice: bool = False) -> dict:  # type: ignore[type-arg]
    """Grade the bank through its driver: one plain transcript, one with ``% query``."""
    folder = tmp_path / "student"
    if language == "java":
        folder.mkdir()
        (folder / "Bank.java").write_text(JAVA_BANK.replace("EXTRA", JAVA_TWICE if twice else ""))
        driver = ["--java-class", "Bank"]
    else:
        python_bank(folder, PYTHON_TWICE if twice else "")
        driver = ["--python-class", "bank:Bank"]
    transcripts = tmp_path / "transcripts"
    transcripts.mkdir()
    (transcripts / "plain.craps").write_text(TRANSCRIPT)
    renamed = "% query chips: balanceOf({player})\n" + TRANSCRIPT
    (transcripts / "renamed.craps").write_text(renamed)
    report = tmp_path / "report.json"
    grade_main([str(transcripts), "--submission", str(folder), *driver, "--report", str(report)])
    return json.loads(report.read_text())  # type: ignore[no-any-return]


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_report_says_which_methods_were_found_by_signature(
    language: str, tmp_path: Path
) -> None:
    data = grade_bank(tmp_path, language)
    balance = "balanceOf" if language == "java" else "balance_of"
    assert data["score"] == data["max"] == 2
    assert data["submission"]["status"] == "ok"
    assert (
        f"chips={balance} (by signature), shooter=who (by signature)"
        in (data["submission"]["entry"])
    )


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_report_says_which_methods_fit_when_none_was_chosen(
    language: str, tmp_path: Path
) -> None:
    data = grade_bank(tmp_path, language, twice=True)
    fit = "balanceOf or creditsOf" if language == "java" else "balance_of or credits_of"
    entry = data["submission"]["entry"]
    assert f"chips ({fit} fit)" in entry and "addPlayer (seat or wager fit)" in entry
    assert data["score"] == 0
