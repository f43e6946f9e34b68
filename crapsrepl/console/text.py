"""Text helpers shared by every view; kept free of imports so piped start-up stays fast."""

MAX_LINE = 1000  # characters in a command line; longer ones are refused, never held


def visible(text: str) -> str:
    """Show non-printing characters as escapes, so nothing printed can drive a terminal."""
    if text.isprintable():
        return text
    return "".join(
        ch if ch.isprintable() else ch.encode("unicode_escape").decode("ascii") for ch in text
    )


_DECODED = {"t": "\t", "n": "\n", "r": "\r", "\\": "\\"}
_HEX_DIGITS = {"x": 2, "u": 4, "U": 8}


def escape(text: str) -> str:
    """``visible(text)``, plus a backslash doubled wherever ``unescape`` would otherwise
    read it as the start of an escape, so ``unescape(escape(t)) == t`` for every text."""
    if "\\" not in text:
        return visible(text)
    shown = [visible(ch) for ch in text]
    for i, ch in enumerate(text):
        following = shown[i + 1][:1] if i + 1 < len(shown) else ""
        if ch == "\\" and following and following in "\\tnrxuU":
            shown[i] = "\\\\"
    return "".join(shown)


def unescape(text: str) -> str:
    r"""The text ``escape`` was given: ``\\``, ``\t``, ``\n``, ``\r``, ``\xHH``,
    ``\uHHHH`` and ``\UHHHHHHHH`` decoded; any other backslash is itself."""
    if "\\" not in text:
        return text
    out: list[str] = []
    i = 0
    while i < len(text):
        ch, code = text[i], text[i + 1 : i + 2]
        digits = _HEX_DIGITS.get(code, 0)
        hex_part = text[i + 2 : i + 2 + digits]
        if ch == "\\" and code in _DECODED:
            out.append(_DECODED[code])
            i += 2
        elif ch == "\\" and digits and _code_point(hex_part, digits) is not None:
            out.append(chr(int(hex_part, 16)))
            i += 2 + digits
        else:
            out.append(ch)
            i += 1
    return "".join(out)


def _code_point(hex_part: str, digits: int) -> int | None:
    if len(hex_part) != digits or not all(c in "0123456789abcdefABCDEF" for c in hex_part):
        return None
    value = int(hex_part, 16)
    return value if value <= 0x10FFFF else None


def echo_line(line: str, prompt: str) -> str:
    """A command as the session shows it: after the prompt, escaped so that a transcript
    made of it replays the same command, no trailing spaces."""
    return (prompt + escape(line)).rstrip()


def is_remark(line: str) -> bool:
    """Blank lines and ``#`` comments are echoed but not executed."""
    stripped = line.strip()
    return not stripped or stripped.startswith("#")
