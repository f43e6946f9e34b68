"""A game's command table as an object: lookup with a did-you-mean hint, binding, help.

Each game owns one table of ``CommandSpec`` entries (``craps.commands.TABLE``,
``blackjack.commands.TABLE``); this is the lookup and help over any of them, so the
prompt's completion, the controller and the grader read every game's commands one way.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Generic, Never

from .parser import ParsedLine, ParseError
from .session_commands import SESSION, SessionWords, session_specs
from .specs import Command, CommandSpec, GameT, Value


@dataclass(frozen=True, slots=True)
class VariadicSpec(CommandSpec[GameT]):
    """A command taking one or more words of the same kind, e.g. ``shoe(A, K, 9)``."""

    def bind(self, args: tuple[str, ...]) -> list[Value]:
        if not args:
            raise ParseError(f"{self.name} is missing its {self.params[0].name}: {self.usage}")
        return [tuple(args)]


# How alike a typo and a command must be to be suggested (difflib's ratio): a swapped
# pair of letters in a four-letter word ("hlep") is 0.75; "bogus" and "buy" (0.5) are not.
CLOSE = 0.75


class CommandTable(Generic[GameT]):
    def __init__(
        self,
        specs: Sequence[CommandSpec[GameT]],
        title: str,
        session: SessionWords,
        groups: Mapping[str, str] | None = None,
    ) -> None:
        """A game's own commands, then the session commands every table has (their words
        from ``session``). ``groups`` (group -> heading), when given, orders help by family
        of command; the session commands are the group ``session`` (headed ``Session`` unless
        the game heads it). A table no help can be drawn for is refused when the game loads
        (ValueError), under ``python -O`` too."""
        self.specs: tuple[CommandSpec[GameT], ...] = (*specs, *session_specs(session))
        self.title = title
        self.groups = dict(groups or {})
        if self.groups:
            self.groups.setdefault(SESSION, "Session")
        unknown = sorted({spec.group for spec in specs} - set(self.groups))
        if self.groups and unknown:
            named = ", ".join(sorted(self.groups))
            raise ValueError(f"commands in no help group: {', '.join(unknown)} (groups: {named})")
        self._by_name = {k.casefold(): s for s in self.specs for k in (s.name, *s.aliases)}
        if len(self._by_name) != sum(1 + len(s.aliases) for s in self.specs):
            raise ValueError("two commands share a name or an alias")

    def lookup(self, name: str) -> CommandSpec[GameT]:
        spec = self._by_name.get(name.casefold())
        if spec is None:
            import difflib  # only needed for a typo, so piped start-up does not pay for it

            close = difflib.get_close_matches(
                name.casefold(), list(self._by_name), n=1, cutoff=CLOSE
            )
            hint = (
                f"; did you mean {self._by_name[close[0]].name}?"
                if close
                else "; type help for the list"
            )
            raise ParseError(f"unknown command {name!r}{hint}")
        return spec

    def to_command(self, parsed: ParsedLine) -> Command[GameT]:
        spec = self.lookup(parsed.name)
        return Command(spec, tuple(spec.bind(parsed.args)))

    def families(self) -> dict[str, str]:
        """The words ``help <family>`` takes (a group's name, where no command has it)."""
        return {g: g for g in self.groups if g.casefold() not in self._by_name}

    def help_lines(self, topic: str | None = None) -> list[str]:
        """The command list, one family of it, or one command's usage, aliases and example."""
        width = max(len(spec.usage) for spec in self.specs)
        family = None if topic is None else self.families().get(topic.casefold())
        if topic is None or family is not None:
            lines = [self.title]
            groups = self.groups if family is None else {family: self.groups[family]}
            sections = [(heading, group) for group, heading in groups.items()] or [("", "")]
            for heading, group in sections:
                if heading:
                    lines.append(f" {heading}:")
                for spec in self.specs:
                    if not group or spec.group == group:
                        aliases = f"  [{', '.join(spec.aliases)}]" if spec.aliases else ""
                        lines.append(f"  {spec.usage:<{width}}  {spec.summary}{aliases}")
            lines.append("Type help <command> for one command.")
            if self.families():
                lines.append(f"Type help <family> for one family: {', '.join(self.families())}.")
            return lines
        spec = self.lookup(topic)
        lines = [f"{spec.usage}: {spec.summary}"]
        if spec.aliases:
            lines.append(f"  also: {', '.join(spec.aliases)}")
        if spec.pays:
            lines.append(f"  pays: {spec.pays}")
        lines.append(f"  example: {spec.example}")
        return lines


# Any game's table, as the shared layers read it (names, parameters, help) without calling
# an action: actions take the game, so a table of any game is one of these.
AnyTable = CommandTable[Never]
