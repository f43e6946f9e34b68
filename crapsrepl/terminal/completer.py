"""Tab completion: command names first, then seated players and each parameter's own
choices, as the game's command table gives them."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Never

from prompt_toolkit.completion import CompleteEvent, Completer, Completion, PathCompleter
from prompt_toolkit.document import Document

from ..console.command_table import AnyTable
from ..console.parser import ParseError
from ..console.specs import Arg, CommandSpec

AMOUNTS = ("5", "10", "25", "50", "100")  # an amount whose command offers no choices


class CommandCompleter(Completer):
    """Completes any game's commands, from its command table."""

    def __init__(
        self, players: Callable[[], list[str]], table: AnyTable, files: bool = True
    ) -> None:
        """``files`` False offers no file names (a player over SSH must not list the
        server's folders)."""
        self.players = players
        self.files = files
        self.commands: Sequence[CommandSpec[Never]] = table.specs
        self.find = table.lookup

    def get_completions(
        self, document: Document, complete_event: CompleteEvent
    ) -> Iterable[Completion]:
        text = document.text_before_cursor
        word = _current_word(text)
        if "(" not in text and " " not in text.lstrip():
            yield from self._matching((spec.name for spec in self.commands), word)
            return
        name, args = _split(text)
        try:
            spec = self.find(name)
        except ParseError:
            return
        if args < len(spec.params) and spec.params[args].kind is Arg.FILE:
            if self.files:
                yield from _paths(text)
            return
        yield from self._matching(self._candidates(spec, args), word)

    def _candidates(self, spec: CommandSpec[Never], index: int) -> Iterable[str]:
        if index >= len(spec.params):
            return ()
        param = spec.params[index]
        if param.kind is Arg.PLAYER:
            return self.players()
        if param.choices_later is not None:
            return param.choices_later()
        if param.choices:  # the game's own words or numbers for this parameter
            return param.choices
        if param.kind is Arg.WORD:
            return (s.name for s in self.commands)
        return AMOUNTS if param.kind in (Arg.AMOUNT, Arg.MONEY) else ()

    @staticmethod
    def _matching(candidates: Iterable[str], word: str) -> Iterable[Completion]:
        for candidate in candidates:
            if candidate.casefold().startswith(word.casefold()):
                yield Completion(candidate, start_position=-len(word))


def _paths(text: str) -> Iterable[Completion]:
    """File names for the path being typed (after ``save ``, ``load(``, ...)."""
    start = max(text.rfind(sep) for sep in " (,") + 1
    typed = text[start:].lstrip("'\"")
    yield from PathCompleter(expanduser=True).get_completions(Document(typed), CompleteEvent())


def _current_word(text: str) -> str:
    start = len(text)
    while start > 0 and (text[start - 1].isalnum() or text[start - 1] in "_-."):
        start -= 1
    return text[start:]


def _split(text: str) -> tuple[str, int]:
    """The command name and the index of the argument being typed."""
    if "(" in text:
        name, _, rest = text.partition("(")
        return name.strip(), rest.count(",")
    parts = text.replace(",", " ").split()
    index = len(parts) - 1 if text.endswith((" ", ",")) else len(parts) - 2
    return parts[0], index
