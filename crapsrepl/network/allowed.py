"""Who may give which command at a shared table: the host anything; a player only their
own commands, once seated, on their turn where the game says so, never a host's; a
spectator nothing that changes the table. One check, for a typed line and a quick key
alike."""

from __future__ import annotations

from typing import TYPE_CHECKING, Never

from ..console.parser import parse
from ..console.specs import CommandSpec, Turn
from .link import Link, Role
from .seats import Refused, for_player

if TYPE_CHECKING:
    from ..console.games import AnyBinding, GameController

# Session commands a player at a shared table may not give: each reaches past their seat
# (a file on the server, another player's bet taken back, the host's own screen).
HOST_ONLY = {
    "save": "save writes a file on the server: the host's to give",
    "load": "load replaces the whole table: the host's to give",
    "undo": "undo could take back another player's bet: the host's to give",
}


def checked(
    link: Link, line: str, binding: AnyBinding, controller: GameController, forced: bool
) -> tuple[str, CommandSpec[Never]]:
    """The line as it will be played, and its command; Refused if ``link`` may not
    (``forced``: the table lets players choose the outcome)."""
    parsed = parse(line)
    spec: CommandSpec[Never] = binding.commands.lookup(parsed.name)
    if link.role is Role.HOST:
        return line, spec
    if spec.name == "screen":
        raise Refused("screen takes on or off: each connection opens its own full screen")
    if spec.name in HOST_ONLY:
        raise Refused(HOST_ONLY[spec.name])
    if spec.turn is Turn.HOUSE:
        raise Refused(f"{spec.name} is the host's to give at a shared table")
    line = for_player(line, parsed, spec, link.name, controller.players())
    command = binding.commands.to_command(parse(line))
    if not spec.changes_table:
        return line, spec
    if link.role is Role.SPECTATOR:
        raise Refused("this key may watch, not play")
    seated = any(_folded(p) == _folded(link.name) for p in controller.players())
    if not seated and spec.name.casefold() != binding.seat_name.casefold():
        sit = binding.seat_command.format(name=link.name, chips=100)
        raise Refused(f"you are not seated: {sit} sits you down")
    if spec.forces is not None and spec.forces(command.values) and not forced:
        raise Refused("at this table chance decides: only the host may choose the outcome")
    if spec.turn is Turn.TO_ACT:
        waiting = controller.to_act()
        if waiting and _folded(link.name) not in map(_folded, waiting):
            raise Refused(f"{spec.name} is for {' or '.join(waiting)} now, not for you")
    return line, spec


def _folded(name: str) -> str:
    return name.casefold()
