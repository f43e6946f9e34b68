"""The game's events as text, its drawn table, its rules as posted and its status line."""

from __future__ import annotations

from crapsrepl.plugin import shared_lines, visible

from .events import Answer, BetLost, BetPlaced, BetWon, DiceThrown, PlayerSeated, TableStatus
from .model import Rules, money

MATCHES = {1: "one", 2: "two", 3: "three"}


def render(event: object) -> list[str]:
    """One event -> its lines; the events every table shares fall back to crapsrepl's."""
    match event:
        case PlayerSeated(player, chips):
            return [f"{visible(player)} sits down with ${chips}."]
        case BetPlaced(player, number, amount, total, rack) if total == amount:
            return [f"{visible(player)} bets ${amount} on {number} (rack ${rack})."]
        case BetPlaced(player, number, amount, total, rack):
            return [f"{visible(player)} bets ${amount} more on {number}: ${total} (rack ${rack})."]
        case DiceThrown(d1, d2, d3):
            return [f"The dice show {d1}, {d2}, {d3}."]
        case BetWon(player, number, stake, matches, winnings, rack):
            shown = f"{MATCHES[matches]} {number}{'s' if matches > 1 else ''}"
            return [
                f"{visible(player)} wins ${winnings} on {number}: {shown}, "
                f"{winnings // stake} to 1 (rack ${rack})."
            ]
        case BetLost(player, number, stake, rack):
            return [f"{visible(player)} loses ${stake} on {number} (rack ${rack})."]
        case Answer(_, text):
            return [visible(text)]
        case TableStatus():
            return status_lines(event)
    return shared_lines(event)


def bets_text(bets: tuple[tuple[int, int], ...]) -> str:
    return ", ".join(f"${stake} on {number}" for number, stake in bets) or "none"


def status_lines(status: TableStatus) -> list[str]:
    last = ", ".join(map(str, status.last)) if status.last else "none yet"
    lines = [
        f"house {money(status.house)}   last throw {last}   triples pay {status.triple_pays}:1"
    ]
    if not status.seats:
        return [*lines, "No one is seated."]
    width = max(len(visible(seat.name)) for seat in status.seats)
    racks = max(len(f"${seat.rack}") for seat in status.seats)
    for seat in status.seats:
        name, rack = visible(seat.name).ljust(width), f"${seat.rack}".ljust(racks)
        lines.append(f"{name}  rack {rack}  bets: {bets_text(seat.bets)}")
    return lines


def rules_lines(rules: Rules) -> list[str]:
    return [
        "Chuck-a-luck: bet on a number from 1 to 6; the house throws three dice.",
        "A number on one die pays 1 to 1, on two dice 2 to 1, on all three "
        f"{rules.triple_pays} to 1",
        f"(the table's triple-pays is {rules.triple_pays}; 3 by default, 10 at some tables).",
        "A number on no die loses its bet. Every bet is settled on each throw.",
        "Bets are whole dollars, at least $1 and at most the player's rack;",
        "a player may bet on several numbers, and a second bet on a number adds to it.",
    ]


def tags(names: list[str]) -> dict[str, str]:
    """Each player's chip tag: the shortest start of the name no other name shares."""
    found = {}
    for name in names:
        others = [n.casefold() for n in names if n != name]
        size = 1
        while size < len(name) and any(o.startswith(name[:size].casefold()) for o in others):
            size += 1
        found[name] = visible(name[:size])
    return found


COLUMN = 9  # each number's column, inside its borders: 8 columns + 7 spots of 9 = 78


def _cell(text: str) -> str:
    return (text if len(text) <= COLUMN - 1 else text[: COLUMN - 2] + "…").ljust(COLUMN - 1)


def draw(status: TableStatus) -> list[str]:
    """The layout in 78 columns: a spot for each number with its chips, the last throw."""
    tag = tags([seat.name for seat in status.seats])
    spots: dict[int, list[str]] = {n: [] for n in range(1, 7)}
    for seat in status.seats:
        for number, stake in seat.bets:
            spots[number].append(f"{tag[seat.name]}{stake}")
    rows = max([1, *(len(chips) for chips in spots.values())])
    bar = "─" * COLUMN
    last = " ".join(map(str, status.last)) if status.last else "-"
    head = f" last throw {last}   house {money(status.house)}"
    lines = [
        "╭" + "─" * (COLUMN * 7 + 6) + "╮",
        "│" + head.ljust(COLUMN * 7 + 6)[: COLUMN * 7 + 6] + "│",
        "├" + "┬".join([bar] * 7) + "┤",
        "│" + "│".join([" number".ljust(COLUMN)] + [f"{n:^{COLUMN}}" for n in range(1, 7)]) + "│",
        "├" + "┼".join([bar] * 7) + "┤",
    ]
    for row in range(rows):
        label = " bets" if row == 0 else ""
        cells = [" " + _cell(spots[n][row] if row < len(spots[n]) else "") for n in range(1, 7)]
        lines.append("│" + "│".join([label.ljust(COLUMN), *cells]) + "│")
    lines.append("╰" + "┴".join([bar] * 7) + "╯")
    racks = [f"{tag[s.name]} {visible(s.name)} ${s.rack}" for s in status.seats]
    return lines + _wrapped(racks, COLUMN * 7 + 8) if racks else [*lines, "No one is seated."]


def _wrapped(parts: list[str], width: int, gap: str = "   ") -> list[str]:
    """Parts joined by ``gap`` on lines no wider than ``width`` (a part alone may be)."""
    lines: list[str] = []
    for part in parts:
        if lines and len(lines[-1]) + len(gap) + len(part) <= width:
            lines[-1] += gap + part
        else:
            lines.append(part)
    return lines


def status_line(status: TableStatus) -> str:
    racks = "  ".join(f"{visible(s.name)} ${s.rack}" for s in status.seats) or "no one seated"
    return f"house {money(status.house)} | {racks}"
