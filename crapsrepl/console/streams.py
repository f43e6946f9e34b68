"""Standard streams for piped play, set up so no input or output can fail on encoding,
and no input line, however long, is ever held whole."""

from __future__ import annotations

import io
import os
import sys
from collections.abc import Iterator
from typing import TextIO

from .text import MAX_LINE

_DRAIN = 65536


def piped_streams() -> tuple[Iterator[str], TextIO]:
    """Stdin as UTF-8 lines that never fail to decode; stdout that never fails to encode.

    Only a line feed ends a line (a CR before it is dropped with it): a bare carriage
    return is a character of the line, so a flood of them is one over-long line, refused
    once, rather than millions of blank commands."""
    stdin = io.TextIOWrapper(sys.stdin.buffer, encoding="utf-8", errors="replace", newline="\n")
    out = sys.stdout
    if isinstance(out, io.TextIOWrapper):
        out.reconfigure(errors="backslashreplace")
    return bounded_lines(stdin), out


def bounded_lines(stream: TextIO, limit: int = MAX_LINE) -> Iterator[str]:
    """Each line of ``stream``; a line longer than ``limit`` is read past in chunks and
    handed on cut to ``limit + 1`` characters, so the parser refuses it as too long."""
    while line := stream.readline(limit + 1):
        if len(line) > limit and not line.endswith("\n"):
            while (rest := stream.readline(_DRAIN)) and not rest.endswith("\n"):
                pass
        yield line


def reader_gone() -> int:
    """``crapsrepl ... | head``: the reader closed the pipe, so the output ends there
    quietly; what Python would flush at exit goes nowhere instead of failing."""
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, sys.stdout.fileno())
    return 0
