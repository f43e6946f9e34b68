"""One table shared by every connection: who plays as whom, who may act, what each sees.

Everything here runs on the server's one event loop and never waits: a command is checked,
played on the game's controller, journaled and handed to every connection's outbox in one
synchronous step, so two players' commands never interleave and no player's slow link
holds up a command. Each connection's front end shows its outbox when it can; one that
lets ``Limits.pending_deliveries`` pile up is dropped.

The game is reached only through its binding and controller: who is to act
(``Controller.to_act``), what is played for a player whose time is up (``timeout_move``),
who a command is for (``CommandSpec.player_index``), who may give it (``CommandSpec.turn``,
``CommandSpec.forces``), how a seat is taken and cleared (the binding's ``seat_command``
and ``leave_command``).
"""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING

from ..console.events import Refusal, Reply
from ..console.parser import ParseError
from ..console.text import is_remark
from .allowed import checked
from .limits import Limits
from .link import Link, Notice, Role
from .seats import Claims, Refused, call_line, name_problem
from .turns import TurnTimer

if TYPE_CHECKING:
    from ..console.games import AnyBinding, GameController
    from ..storage.journal import Journal

TIDY_STEP = 0.5  # seconds between the moves the table plays for a player who has gone


class SharedTable:
    def __init__(
        self,
        binding: AnyBinding,
        controller: GameController,
        journal: Journal | None,
        limits: Limits,
        *,
        forced: bool = False,
    ) -> None:
        self.binding = binding
        self.controller = controller
        self.journal = journal
        self.limits = limits
        self.forced = forced
        self.links: list[Link] = []
        self.host = Link("host", "", Role.HOST, limits, sink=lambda items: None)
        self.claims = Claims(self._keep_claim)
        self.away: dict[str, asyncio.TimerHandle] = {}  # casefolded name -> its grace
        self.leaving: dict[str, str] = {}  # casefolded name -> name: cleared when it may be
        self.waiting: list[str] = controller.to_act()
        self.closed = asyncio.Event()
        self.turns = TurnTimer(self.limits.turn_time, self._turn_over)
        self._tidy: asyncio.Handle | None = None

    # connections -------------------------------------------------------------------
    def join(self, name: str, key: str, role: Role, peer: str = "") -> Link:
        """A connection sits at the table as ``name``; Refused (one line) if it may not."""
        if self.closed.is_set():
            raise Refused("the table is closed")
        problem = name_problem(name)
        if problem:
            raise Refused(problem)
        owner = self.claims.owner(name)
        if owner not in (None, key) or role is Role.PLAYER and not self.claims.claim(name, key):
            raise Refused(f"the name {name} belongs to another key: connect as another name")
        if sum(link.key == key for link in self.links) >= self.limits.max_per_key:
            raise Refused(f"this key has {self.limits.max_per_key} connections open already")
        link = Link(name, key, role, self.limits, peer)
        self.links.append(link)
        known = name.casefold()
        back = known in self.away or known in self.leaving
        if known in self.away:
            self.away.pop(known).cancel()
        self.leaving.pop(known, None)
        seat = self.seated(name)
        said = f"{seat or name} is back." if back else f"{seat or name} joins the table"
        if not back:
            said += "." if seat else " (watching)."
        self._notify(said, but=link)
        link.deliver([Notice(line) for line in self._welcome(link, seat)])
        if seat and self._folded(seat) in map(self._folded, self.waiting):
            link.deliver([Notice(f"It is your turn, {seat}.")])
        return link

    def _welcome(self, link: Link, seat: str | None) -> list[str]:
        name = seat or link.name
        lines = [f"Welcome to the {self.binding.name} table, {name}."]
        if link.role is Role.SPECTATOR:
            return [*lines, "This key may watch, not play."]
        if seat:
            rack = self.controller.racks().get(seat)
            held = "" if rack is None else f" with ${rack} in the rack"
            return [*lines, f"You have your seat{held}; type help for the commands."]
        sit = call_line(self.binding.seat_name, ("100",))  # the player's own name left out
        return [*lines, f"You are watching: {sit} sits you down; type help for the commands."]

    def part(self, link: Link) -> None:
        """A connection has gone (quit, Ctrl-D, dropped): its seat waits for it."""
        link.closed = True
        if link not in self.links:  # sent away by the host, or the table closed
            return
        self.links.remove(link)
        if any(self._folded(other.name) == self._folded(link.name) for other in self.links):
            return
        seat = self.seated(link.name)
        if seat is None or link.role is not Role.PLAYER:
            self._notify(f"{link.name} has left.")
            return
        grace = self.limits.grace
        self._notify(f"{seat} has gone; the seat and its bets wait {grace:g} s for them.")
        loop = asyncio.get_running_loop()
        self.away[self._folded(seat)] = loop.call_later(grace, self._time_up, seat)

    def _time_up(self, name: str) -> None:
        self.away.pop(self._folded(name), None)
        if self.seated(name) is None:
            return
        self._notify(f"{name} has not come back: the seat is cleared as soon as the game allows.")
        self.leaving[self._folded(name)] = name
        self._schedule_tidy()

    def resumed(self) -> None:
        """After a restart every seat with a claimed name waits for its player, as if they
        had all just gone."""
        loop = asyncio.get_running_loop()
        for name in self.controller.players():
            if self.claims.owner(name) is not None:
                self.away[self._folded(name)] = loop.call_later(
                    self.limits.grace, self._time_up, name
                )
        self.turns.rearm(self.waiting[0] if self.waiting else None, acted=True)

    def kick(self, name: str) -> bool:
        """The host sends a player away: their connections close and the seat is cleared
        now, or as soon as their bets allow."""
        found = False
        for link in [link for link in self.links if self._folded(link.name) == self._folded(name)]:
            found = True
            self.links.remove(link)
            link.drop("the host has removed you from the table")
        seat = self.seated(name)
        if seat is not None:
            found = True
            handle = self.away.pop(self._folded(seat), None)
            if handle is not None:
                handle.cancel()
            self.leaving[self._folded(seat)] = seat
            self._schedule_tidy()
        return found

    def close(self, why: str = "the host has closed the table") -> None:
        if self.closed.is_set():
            return
        summary = self.controller.summary()
        self._notify(f"The table is closing: {why}.")
        for link in self.links:
            link.deliver([Notice(line) for line in summary])
        for link in list(self.links):
            link.drop(why, keep=True)
        self.links.clear()
        for handle in self.away.values():
            handle.cancel()
        self.turns.cancel()
        if self._tidy is not None:
            self._tidy.cancel()
        self.closed.set()

    # commands ------------------------------------------------------------------------
    def submit(self, link: Link, line: str) -> Reply:
        """Play one line from ``link``: its reply goes to it alone, or, if it changed the
        table, its events to everyone."""
        if is_remark(line):
            return Reply()
        if link.role is not Role.HOST and not link.commands.take():
            rate = self.limits.commands_per_second
            return self._refuse(
                link, f"too many commands: at most {rate:g} a second; wait a moment"
            )
        try:
            line, spec = checked(link, line, self.binding, self.controller, self.forced)
        except (Refused, ParseError) as why:
            return self._refuse(link, str(why))
        if spec.name == "quit":
            if link.role is Role.HOST:
                self.close()
            return Reply(quit=True)
        acted = link.role is Role.HOST or any(
            self._folded(link.name) == self._folded(name) for name in self.waiting
        )
        return self.play(line, link, acted)

    def play(self, line: str, link: Link, acted: bool = True) -> Reply:
        """Play a line already allowed: refusals and views to ``link``, changes to all."""
        reply = self.controller.execute(line)
        if self.journal is not None:
            self.journal.record(line, reply, self.controller)
        if reply.refused or not reply.changed:
            link.deliver(reply.events)
            return reply
        for each in (*self.links, self.host):
            each.deliver(reply.events)
        self._after_change(acted)
        return reply

    def _refuse(self, link: Link, why: str) -> Reply:
        reply = Reply([Refusal(why)], refused=True)
        link.deliver(reply.events)
        return reply

    # turns and seats left --------------------------------------------------------------
    def _after_change(self, acted: bool) -> None:
        now = self.controller.to_act()
        before = set(map(self._folded, self.waiting))
        for name in now:
            if self._folded(name) not in before:
                self._tell(name, f"It is your turn, {name}.")
        self.waiting = now
        self.turns.rearm(self.waiting[0] if self.waiting else None, acted)
        if self.leaving:
            self._schedule_tidy()

    def _turn_over(self, name: str) -> None:
        waiting = self.controller.to_act()
        if not waiting or self._folded(waiting[0]) != self._folded(name):
            return
        move = self.controller.timeout_move(name)
        if move is None:
            return
        self._notify(f"{name}'s time is up: the table plays {move}.")
        self.play(move, self.host)

    def _schedule_tidy(self, delay: float = 0.0) -> None:
        if self._tidy is None and not self.closed.is_set():
            self._tidy = asyncio.get_running_loop().call_later(delay, self._tidy_up)

    def _tidy_up(self) -> None:
        """For each player past their grace, one step: their move if the table waits on
        them, else the command that clears their seat. What the game refuses now is tried
        again after the next change."""
        self._tidy = None
        again = False
        for known, name in list(self.leaving.items()):
            if self.seated(name) is None:
                del self.leaving[known]
                continue
            if known in map(self._folded, self.controller.to_act()):
                move = self.controller.timeout_move(name)
                if move is not None:
                    self._notify(f"{name} has gone: the table plays {move}.")
                    again = not self.play(move, self.host).refused
                continue
            if not self.binding.leave_command:
                continue
            reply = self.play(self.binding.leave_command.format(name=name), self.host)
            if not reply.refused:
                self.leaving.pop(known, None)
                self._notify(f"{name}'s seat is cleared.")
        if again and self.leaving:
            self._schedule_tidy(TIDY_STEP)

    # helpers -------------------------------------------------------------------------
    def seated(self, name: str) -> str | None:
        """The seated player's name as first written, or None."""
        known = self._folded(name)
        return next((p for p in self.controller.players() if self._folded(p) == known), None)

    def is_mine(self, link: Link, line: str) -> bool:
        """Whether ``line`` is one ``link`` may give as it is (a quick key's command)."""
        try:
            return checked(link, line, self.binding, self.controller, self.forced)[0] == line
        except (Refused, ParseError):
            return False

    @staticmethod
    def _folded(name: str) -> str:
        return name.casefold()

    def _notify(self, text: str, but: Link | None = None) -> None:
        for each in (*self.links, self.host):
            if each is not but:
                each.deliver([Notice(text)])

    def _tell(self, name: str, text: str) -> None:
        for link in self.links:
            if self._folded(link.name) == self._folded(name):
                link.deliver([Notice(text)])

    def _keep_claim(self, name: str, key: str) -> None:
        if self.journal is not None:
            self.journal.note({"claim": name, "key": key})
