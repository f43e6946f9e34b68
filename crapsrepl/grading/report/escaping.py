"""Student-controlled text (output, stderr, folder names) made safe for each destination.

The terminal gets escapes instead of control characters (no colours, no cleared screens,
no newline that could forge a summary line); JUnit XML gets only characters XML 1.0
allows (anything else shown as an escape, so the file always parses); a CSV cell that a
spreadsheet would run as a formula gets a leading apostrophe.
"""

from __future__ import annotations

import re

from ...console.text import visible

__all__ = ["csv_cell", "terminal", "xml_text"]

_XML_ILLEGAL = re.compile("[^\t\n\r\x20-\ud7ff\ue000-\ufffd\U00010000-\U0010ffff]")
_FORMULA_START = ("=", "+", "-", "@", "\t", "\r")


def terminal(text: str) -> str:
    """One line for the terminal, whatever ``text`` holds."""
    return visible(text)


def xml_text(text: str) -> str:
    return _XML_ILLEGAL.sub(lambda m: m.group().encode("unicode_escape").decode("ascii"), text)


def csv_cell(text: str) -> str:
    """OWASP's advice for CSV injection: a formula-like cell starts with an apostrophe;
    control characters (an ESC in a folder name) are shown as escapes, never raw."""
    text = "'" + text if text.startswith(_FORMULA_START) else text
    return visible(text)
