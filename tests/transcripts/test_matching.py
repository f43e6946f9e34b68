from pathlib import Path

import pytest

from crapsrepl.transcripts.matching import block_matches, line_matches, normalize, updated_block


@pytest.mark.parametrize(
    ("expected", "actual", "ok"),
    [
        ("Bob rolls 3 + 4 = 7.", "Bob rolls 3 + 4 = 7.", True),
        ("Bob rolls [..]", "Bob rolls 3 + 4 = 7.", True),
        ("[..] = 7.", "Bob rolls 3 + 4 = 7.", True),
        ("Bob rolls [..] + [..] = 7.", "Bob rolls 3 + 4 = 7.", True),
        ("Bob rolls [..] + [..] = 8.", "Bob rolls 3 + 4 = 7.", False),
        ("[..]", "", True),
        ("a[..]a", "a", False),
        ("Bob [..]", "Adam rolls", False),
        ("Bob rolls", "Bob rolls 3", False),
    ],
)
def test_line_wildcards(expected: str, actual: str, ok: bool) -> None:
    assert line_matches(expected, actual) is ok


@pytest.mark.parametrize(
    ("expected", "actual", "ok"),
    [
        (["a", "b"], ["a", "b"], True),
        (["a"], ["a", "b"], False),
        (["a", "b"], ["a"], False),
        (["..."], [], True),
        (["..."], ["x", "y"], True),
        (["a", "...", "d"], ["a", "b", "c", "d"], True),
        (["a", "...", "d"], ["a", "d"], True),
        (["a", "...", "d"], ["a", "b", "c"], False),
        (["...", "c", "..."], ["a", "b", "c", "d"], True),
        (["a  ", "b\r", "", ""], ["a", "b"], True),
    ],
)
def test_block_matching_is_whole_block(expected: list[str], actual: list[str], ok: bool) -> None:
    assert block_matches(expected, actual) is ok


def test_normalize_trims_trailing_space_and_blank_lines() -> None:
    assert normalize(["x  ", "y\r", "", "  "]) == ["x", "y"]


def test_update_keeps_the_matching_head_and_its_wildcards() -> None:
    assert updated_block(["Bob rolls [..]", "old"], ["Bob rolls 1 + 2 = 3", "new"]) == [
        "Bob rolls [..]",
        "new",
    ]
    assert updated_block(["a", "...", "z"], ["a", "b", "z"]) == ["a", "...", "z"]
    assert updated_block(["a", "...", "z"], ["a", "b"]) == ["a", "...", "b"]


def test_update_keeps_every_loosened_line_that_still_matches_after_a_difference() -> None:
    old = ["Bob rolls [..]", "Bob wins $10 on the pass line", "The point is [..].", "re: Adam .*"]
    new = ["Bob rolls 3 + 3 = 6.", "Bob loses $10", "The point is 6.", "Adam bets"]
    assert updated_block(old, new) == [
        "Bob rolls [..]",
        "Bob loses $10",
        "The point is [..].",
        "re: Adam .*",
    ]
    assert block_matches(updated_block(old, new), new)


@pytest.mark.parametrize(
    ("expected", "actual", "ok"),
    [
        ("[..]Bob[..]117[..]", "Bobby needs 1175 to win", False),
        ("[..]Bob[..]117[..]", "Bob has 1175", False),
        ("[..]Bob[..]117[..]", "Bob: rack $117.", True),
        ("rack $[..].", "rack $117.", True),
        ("Bob[..]", "Bobby", False),
        ("[..]7", "17", False),
        ("[..] 7", "a 7", True),
    ],
)
def test_wildcards_stand_for_whole_words(expected: str, actual: str, ok: bool) -> None:
    assert line_matches(expected, actual) is ok


def test_regex_lines_match_the_whole_line() -> None:
    assert line_matches(r"re: Bob (wins|loses) \$\d+\.", "Bob wins $10.")
    assert not line_matches(r"re: Bob wins", "Bob wins $10.")
    assert not line_matches("re: (unclosed", "(unclosed")


@pytest.mark.parametrize(
    ("expected", "actual", "ok"),
    [
        (["% any-order", "a", "b"], ["b", "a"], True),
        (["% any-order", "a", "a"], ["a", "b"], False),
        (["% any-order", "a", "b"], ["b", "a", "c"], False),
        (["% any-order", "a", "..."], ["c", "a", "b"], True),
        (["% any-order", "Bob [..]", "re: Adam .*", "x"], ["Adam y", "x", "Bob z"], True),
        (["% any-order", "[..] wins", "Bob wins"], ["Bob wins", "Adam wins"], True),
    ],
)
def test_any_order_blocks_match_as_a_multiset(
    expected: list[str], actual: list[str], ok: bool
) -> None:
    assert block_matches(expected, actual) is ok


def test_long_blocks_match_without_recursion_and_in_linear_time() -> None:
    lines = [f"line {k}" for k in range(50_000)]
    assert block_matches(["...", "line 25000", "...", "line 49999"], lines)
    assert not block_matches(["...", "nowhere", "...", "line 49999"], lines)
    assert block_matches(lines, lines)
    assert block_matches(["line 0", "...", "...", "line 49999"], lines)


def test_a_nested_quantifier_answers_at_once_on_a_hostile_line() -> None:
    """Matching is linear-time (RE2): `(a+)+!` against 34 a's and no `!` would backtrack
    for minutes in Python's `re` (this test would not finish)."""
    assert not line_matches("re: (a+)+!", "a" * 34 + "?")
    assert line_matches("re: (a+)+!", "a" * 34 + "!")


def test_a_pattern_re2_cannot_compile_is_said_when_the_transcript_is_read() -> None:
    from crapsrepl.transcripts.format import TranscriptError, parse_text

    with pytest.raises(TranscriptError, match=r":2: bad pattern '\(a\)\\\\1'"):
        parse_text("craps> status\nre: (a)\\1\n", "t.craps")


def test_without_google_re2_patterns_fall_back_to_pythons_re(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A source checkout run without installing: `check` still works (Python's re, same
    syntax), and the module says matching is not bounded so `grade` can warn."""
    import importlib.util

    from crapsrepl.transcripts import patterns

    real = importlib.util.find_spec
    monkeypatch.setattr(
        importlib.util, "find_spec", lambda name, *a: None if name == "re2" else real(name, *a)
    )
    patterns.compile_pattern.cache_clear()
    try:
        assert not patterns.linear()
        assert line_matches(r"re: Bob (wins|loses) \$\d+\.", "Bob wins $10.")
        assert line_matches(r"re: (a)\1", "aa")  # Python's syntax, backreferences and all
        with pytest.raises(patterns.PatternError, match="bad pattern"):
            patterns.compile_pattern("(unclosed")
    finally:
        monkeypatch.undo()
        patterns.compile_pattern.cache_clear()
    assert patterns.linear()


def test_check_runs_from_a_checkout_without_google_re2(tmp_path: Path) -> None:
    """`python -m crapsrepl check` from the source tree where re2 cannot be imported."""
    import subprocess
    import sys

    from tests.helpers import LIBRARY, ROOT

    (tmp_path / "sitecustomize.py").write_text("import sys\nsys.modules['re2'] = None\n")
    done = subprocess.run(
        [sys.executable, "-m", "crapsrepl", "check", str(LIBRARY / "format")],
        capture_output=True,
        text=True,
        env={"PYTHONPATH": f"{tmp_path}:{ROOT}", "PATH": "/usr/bin:/bin"},
        timeout=120,
        check=False,
    )
    assert done.returncode == 0 and "Traceback" not in done.stderr, done.stderr[-500:]
    assert done.stdout.splitlines()[-1].endswith(" passed, 0 failed")
    warned = subprocess.run(
        [sys.executable, "-m", "crapsrepl", "grade", str(LIBRARY / "format" / "wildcards.craps")],
        capture_output=True,
        text=True,
        env={"PYTHONPATH": f"{tmp_path}:{ROOT}", "PATH": "/usr/bin:/bin"},
        timeout=120,
        check=False,
    )
    assert "warning: google-re2 is not installed" in warned.stderr
