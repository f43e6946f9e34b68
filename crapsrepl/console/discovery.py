"""Finding the installed games, defensively: the registry's guard against plug-ins.

Any distribution can register a game in the ``crapsrepl.games`` entry-point group, so what
is found is checked before anything uses it, the way pytest and pluggy treat their
plug-ins: a name that is not a game's name is skipped, a second distribution registering a
name already taken is refused (the built-in game is kept), ``CRAPSREPL_DISABLE_PLUGINS``
turns plug-ins off, and each skip is one warning line, printed once per process. Loading a
game (``load``) happens only when it is used; a plug-in that fails to import, or whose
binding breaks the rules of docs/plugins.md, is one ``PluginFailed`` line naming its
distribution, and every other game goes on working.
"""

from __future__ import annotations

import os
import sys
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING

from .text import visible

if TYPE_CHECKING:
    from importlib.metadata import EntryPoint

GROUP = "crapsrepl.games"
BUILT_IN = "crapsrepl"  # the distribution whose games win a clash of names
DISABLE = "CRAPSREPL_DISABLE_PLUGINS"  # comma-separated game or distribution names, or *
NAME_RULE = "a game's name is 1 to 20 lower-case letters, digits or '_', starting with a letter"
_NAME_CHARACTERS = frozenset("abcdefghijklmnopqrstuvwxyz0123456789_")


class PluginFailed(ValueError):
    """A game that was found but cannot be used; the message is one line naming it."""


def valid_name(name: str) -> bool:
    """Whether ``name`` may be a game's: it becomes a prompt, a file suffix, a ``--game``
    choice and a command word, so nothing there may surprise a terminal or a shell."""
    return (
        0 < len(name) <= 20
        and name[0].isascii()
        and name[0].isalpha()
        and set(name) <= _NAME_CHARACTERS
    )


def one_line(text: str, limit: int = 300) -> str:
    """A plug-in's own text (its error, its name) as one short line that cannot drive the
    terminal it is printed on."""
    flat = " ".join(visible(part) for part in str(text).splitlines() if part.strip())
    return flat if len(flat) <= limit else flat[: limit - 3] + "..."


@dataclass(frozen=True, slots=True)
class Found:
    """A game as installed: its entry point, not yet loaded."""

    name: str
    entry: EntryPoint
    distribution: str  # "NAME VERSION", for messages

    @property
    def built_in(self) -> bool:
        return self.distribution.split(" ")[0] == BUILT_IN


@dataclass(frozen=True, slots=True)
class Installed:
    games: dict[str, Found]
    warnings: tuple[str, ...]


def _distribution(entry: EntryPoint) -> str:
    dist = getattr(entry, "dist", None)
    if dist is None:
        return "an unknown distribution"
    return one_line(f"{dist.metadata['Name']} {dist.version}", 80)


def _disabled(found: Found, switched_off: set[str]) -> bool:
    if found.built_in:
        return False
    return bool({"*", found.name, found.distribution.split(" ")[0]} & switched_off)


@cache
def installed() -> Installed:
    """Every usable game name with its entry point, and why any other was skipped; the
    warnings are printed to stderr the first time this is asked in a process."""
    from importlib.metadata import entry_points

    switched_off = {part.strip() for part in os.environ.get(DISABLE, "").split(",")}
    games: dict[str, Found] = {}
    warnings: list[str] = []
    candidates = [
        Found(entry.name, entry, _distribution(entry)) for entry in entry_points(group=GROUP)
    ]
    # Built-in games first, then by distribution: which one wins a clash never depends on
    # the order an installer wrote the metadata in.
    for found in sorted(candidates, key=lambda f: (not f.built_in, f.distribution, f.name)):
        if _disabled(found, switched_off):
            continue
        if not valid_name(found.name):
            warnings.append(
                f"ignoring the game {one_line(repr(found.name), 60)} from "
                f"{found.distribution}: {NAME_RULE}"
            )
            continue
        kept = games.get(found.name)
        if kept is not None:
            if kept.entry.value != found.entry.value or kept.distribution != found.distribution:
                warnings.append(
                    f"{found.distribution} also registers a game named {found.name!r}; "
                    f"keeping the one from {kept.distribution}"
                )
            continue
        games[found.name] = found
    for warning in warnings:
        print(f"crapsrepl: warning: {warning}", file=sys.stderr)
    return Installed(dict(sorted(games.items())), tuple(warnings))


def load(found: Found) -> object:
    """The object the entry point names, or ``PluginFailed`` saying in one line what went
    wrong. Whatever the plug-in's import raises is caught, ``SystemExit`` included: a
    broken game must not end the program that found it."""
    try:
        return found.entry.load()
    except (Exception, SystemExit) as problem:
        raise PluginFailed(
            f"the game {found.name!r} from {found.distribution} failed to load: "
            f"{type(problem).__name__}: {one_line(str(problem))}"
        ) from None
