"""The one bounded loader for JSON and TOML (storage/documents.py): depth, numbers and
text checked, every failure one ``BadDocument`` line, never a RecursionError (issue 30, B)."""

from __future__ import annotations

import json

import pytest

from crapsrepl.storage.documents import MAX_DEPTH, BadDocument, parse_json, parse_toml

TOO_DEEP = "nested too deeply"

TOML_BOMBS = {
    "arrays": "x = " + "[" * 4000 + "]" * 4000,  # 8 KB: RecursionError in tomllib
    "inline tables": "x = " + "{a = " * 2000 + "1" + "}" * 2000,
    "dotted keys": "a" + ".b" * 2000 + " = 1",  # no bracket at all: tables nested by name
    "table header": "[" + ".".join(["t"] * 2000) + "]\nx = 1",
    "just over": "x = " + "[" * (MAX_DEPTH + 1) + "]" * (MAX_DEPTH + 1),
}


@pytest.mark.parametrize("text", list(TOML_BOMBS.values()), ids=list(TOML_BOMBS))
def test_deep_toml_is_one_refusal(text: str) -> None:
    with pytest.raises(BadDocument, match=TOO_DEEP):
        parse_toml(text)


@pytest.mark.parametrize(
    "text",
    ["[" * 100_000, '{"a": ' * 5000 + "1" + "}" * 5000, "[" * (MAX_DEPTH + 1)],
)
def test_deep_json_is_one_refusal(text: str) -> None:
    with pytest.raises(BadDocument, match=TOO_DEEP):
        parse_json(text)


def test_as_deep_as_allowed_is_read() -> None:
    depth = MAX_DEPTH - 1
    assert parse_toml("x = " + "[" * depth + "]" * depth)["x"] is not None
    assert parse_json("[" * MAX_DEPTH + "]" * MAX_DEPTH) == json.loads(
        "[" * MAX_DEPTH + "]" * MAX_DEPTH
    )


@pytest.mark.parametrize(
    "text",
    [
        'x = "' + "[" * 200 + '"',
        "x = '" + "{" * 200 + "'",
        'x = """\n' + "[" * 200 + '\n"""',
        "x = '''\n" + "[" * 200 + "\n'''",
        "# " + "[" * 200 + "\nx = 1",
        'x = "\\"' + "[" * 200 + '"',
    ],
)
def test_brackets_in_toml_strings_and_comments_do_not_count(text: str) -> None:
    assert parse_toml(text)


def test_brackets_in_json_strings_do_not_count() -> None:
    name = "[" * 200 + '\\"' + "{" * 200
    assert parse_json(f'{{"name": "{name}"}}') == {"name": "[" * 200 + '"' + "{" * 200}


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("x = " + "9" * 5000, "digits"),
        ("x = " + "9" * 21, "more than 20 digits"),
        ("x = 1e400", "out of range"),
        ("x = inf", "out of range"),
        ("x = [", "Invalid"),
    ],
)
def test_bad_toml_numbers_and_syntax_are_one_line(text: str, said: str) -> None:
    with pytest.raises(BadDocument, match=said) as bad:
        parse_toml(text)
    assert "\n" not in str(bad.value)


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("9" * 5000, "more than 20 digits"),
        ("1e400", "out of range"),
        ("NaN", "NaN is not a number"),
        ('{"a": ', "Expecting value at line 1"),
    ],
)
def test_bad_json_numbers_and_syntax_are_one_line(text: str, said: str) -> None:
    with pytest.raises(BadDocument, match=said):
        parse_json(text)


def test_bytes_that_are_not_utf8_are_one_refusal() -> None:
    with pytest.raises(BadDocument, match=r"not UTF-8 text \(byte 6\)"):
        parse_toml(b'x = "\xff"')
    with pytest.raises(BadDocument, match="not UTF-8"):
        parse_json(b'"\xfe"')


def test_an_unclosed_string_does_not_make_the_depth_scan_slow() -> None:
    """Each string may run to the end unclosed, so the scan is one pass: a 4 MB text of
    escaped quotes (quadratic for a scan that retried from every quote) is refused."""
    with pytest.raises(BadDocument):
        parse_json('"' + '\\"' * 500_000)
    with pytest.raises(BadDocument):
        parse_toml('x = """' + '\\"' * 500_000)
