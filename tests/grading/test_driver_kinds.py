"""The kinds in naming.SIGNATURES, as each driver reads them: boxed and wider Java types,
Python's float, bool, tuple and ``X | None`` annotations."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from crapsrepl.grading.student.entry import JAVA_DRIVER, PYTHON_DRIVER
from crapsrepl.grading.student.naming import driver_flags
from tests.helpers import DRIVER_GAME as GAME
from tests.helpers import needs_jdk

JAVA_WIDE = """
import java.util.List;
public class Wide {
    public boolean sit(String name, Integer chips) { return true; }
    public double cash(String name) { return 2.5; }
    public List<String> owed(String name) { return List.of("pass", "10"); }
    public Long thePoint() { return 4L; }
    public void dice(long d1, long d2) {}
}
"""

PYTHON_WIDE = """
class Wide:
    def sit(self, name: str, chips: int) -> bool:
        return True

    def cash(self, name: str) -> float:
        return 2.5

    def owed(self, name: str) -> tuple[str, ...]:
        return ("pass", "10")

    def the_point(self) -> "int | None":
        return 4

    def dice(self, d1: int, d2: int) -> None:
        pass
"""

STDIN = "addPlayer(Bob, 100)\nchips(Bob)\nbets(Bob)\npoint()\nroll(2, 2)\n"


def found(said: str) -> set[str]:
    return {p for p in said.strip().removeprefix("crapsrepl-driver: ").split(", ") if "(by" in p}


def assert_wide(done: subprocess.CompletedProcess[str], point: str, bets: str) -> None:
    """Every wide-typed method was found by signature, and each answer printed as shown."""
    assert found(done.stderr) == {
        "addPlayer=sit (by signature)",
        "chips=cash (by signature)",
        "bets=owed (by signature)",
        f"point={point} (by signature)",
        "roll=dice (by signature)",
    }
    assert done.stdout.splitlines()[1:] == [
        "craps> chips(Bob)",
        "2.5",
        "craps> bets(Bob)",
        bets,
        "craps> point()",
        "4",
        "craps> roll(2, 2)",
    ]


def test_the_python_driver_reads_float_bool_tuple_and_optional_annotations(
    tmp_path: Path,
) -> None:
    (tmp_path / "wide.py").write_text(PYTHON_WIDE)
    argv = [
        sys.executable,
        str(PYTHON_DRIVER),
        "--class",
        "wide:Wide",
        "--path",
        str(tmp_path),
        *GAME,
    ]
    done = subprocess.run(
        [*argv, *driver_flags("craps", [], [])],
        input=STDIN,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert_wide(done, point="the_point", bets="pass 10")


@needs_jdk
def test_the_java_driver_takes_boxed_long_double_and_collection_types(tmp_path: Path) -> None:
    (tmp_path / "Wide.java").write_text(JAVA_WIDE)
    sources = [str(tmp_path / "Wide.java"), *map(str, JAVA_DRIVER)]
    subprocess.run(["javac", "-d", str(tmp_path), *sources], check=True)
    argv = ["java", "-cp", str(tmp_path), "LabDriver", "--class", "Wide", *GAME]
    done = subprocess.run(
        [*argv, *driver_flags("craps", [], [])],
        input=STDIN,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert_wide(done, point="thePoint", bets="[pass, 10]")
