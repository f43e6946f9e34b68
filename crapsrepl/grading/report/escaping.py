"""Student-controlled text (output, stderr, folder names) made safe for each destination.

The terminal gets escapes instead of control characters (no colours, no cleared screens,
no newline that could forge a summary line); JUnit XML gets only characters XML 1.0
allows (anything else shown as an escape, so the file always parses); a CSV cell that a
spreadsheet would run as a formula gets a leading apostrophe.
"""

from __future__ import annotations

from ...console.text import visible
from .writing import without_surrogates

__all__ = ["csv_cell", "terminal", "xml_text"]

# What XML 1.0 forbids (C0 controls but tab, newline and return; surrogates; U+FFFE and
# U+FFFF), each to its escape: one table, applied in one pass (str.translate).
_XML_ILLEGAL = {
    code: chr(code).encode("unicode_escape").decode("ascii")
    for code in (*range(0x20), *range(0xD800, 0xE000), 0xFFFE, 0xFFFF)
    if chr(code) not in "\t\n\r"
}
_FORMULA_START = ("=", "+", "-", "@", "\t", "\r")


def terminal(text: str) -> str:
    """One line for the terminal, whatever ``text`` holds."""
    return visible(text)


def xml_text(text: str) -> str:
    return without_surrogates(text).translate(_XML_ILLEGAL)


def csv_cell(text: str) -> str:
    """OWASP's advice for CSV injection: a formula-like cell starts with an apostrophe;
    control characters (an ESC in a folder name) are shown as escapes, never raw."""
    text = "'" + text if text.startswith(_FORMULA_START) else text
    return visible(without_surrogates(text))
