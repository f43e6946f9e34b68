"""Text helpers shared by every view; kept free of imports so piped start-up stays fast."""

PROMPT = "craps> "


def visible(text: str) -> str:
    """Show non-printing characters as escapes, so nothing printed can drive a terminal."""
    if text.isprintable():
        return text
    return "".join(
        ch if ch.isprintable() else ch.encode("unicode_escape").decode("ascii") for ch in text
    )


def echo_line(line: str, prompt: str = PROMPT) -> str:
    """A command as the session shows it: after the prompt, escaped, no trailing spaces."""
    return visible(prompt + line).rstrip()


def is_remark(line: str) -> bool:
    """Blank lines and ``#`` comments are echoed but not executed."""
    stripped = line.strip()
    return not stripped or stripped.startswith("#")
