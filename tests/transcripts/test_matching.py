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
    assert updated_block(["a", "...", "z"], ["a", "b"]) == ["a", "b"]
