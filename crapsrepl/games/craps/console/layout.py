"""The craps layout drawn in box-drawing characters (``table``): the point puck, the
numbers with the bets on them, the line, come and field, hardways, props and side bets.
Each bet is a chip, a player's tag and the amount (``B10``, odds after a ``+``), so every
bet on the table can be read off it. It is 80 columns wide and plain text: the same lines
at a terminal, in a pipe and in a transcript."""

from __future__ import annotations

from ..model.game import BetInfo, Snapshot
from .bet_words import SHOWN

WIDTH = 80
NUMBERS = (4, 5, 6, 8, 9, 10)
_LABEL = 12  # the row names' column
_CELL = 10  # each number's column: 12 + 6 * (10 + 1) + 2 borders = 80

# Which row of the grid a bet on a number sits in, by its kind.
_GRID_ROWS: dict[str, str] = {
    "come": "come / put",
    "put": "come / put",
    "place": "place / buy",
    "buy": "place / buy",
    "dont_come": "don't / lay",
    "lay": "don't / lay",
}
# The rows under the grid, in order, and the kinds each holds.
_ROWS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("come", ("come",)),
    ("don't come", ("dont_come",)),
    ("field", ("field",)),
    ("big 6 / 8", ("big",)),
    ("hardways", ("hard",)),
    ("props", ("any7", "any_craps", "two", "three", "yo", "twelve", "horn", "world", "ce", "hop")),
    ("side", ("fire", "all", "tall", "small")),
    ("pass line", ("pass",)),
    ("don't pass", ("dont_pass",)),
)
_NAMED = {"hard", "big", "hop", *_ROWS[5][1], *_ROWS[6][1]}  # chips that say their bet


def tags(names: list[str]) -> dict[str, str]:
    """A short tag per player: the initial, or as many letters as tell two apart."""
    found: dict[str, str] = {}
    for name in names:
        for size in range(1, len(name) + 1):
            tag = name[:size].capitalize()
            if tag not in found.values():
                break
        else:
            tag = f"{name}{len(found)}"
        found[name] = tag
    return found


def chip(tag: str, bet: BetInfo) -> str:
    odds = f"+{bet.odds}" if bet.odds else ""
    if bet.kind not in _NAMED:
        return f"{tag}{bet.amount}{odds}"
    if bet.kind == "hop" and bet.number is not None:
        word = f"hop{bet.number // 10}{bet.number % 10}"
    elif bet.number is not None:
        word = f"{SHOWN.get(bet.kind, bet.kind)}{bet.number}"
    else:
        word = SHOWN.get(bet.kind, bet.kind)
    return f"{word}:{tag}{bet.amount}{odds}"


def _fit(parts: list[str], width: int, sep: str = " ") -> str:
    """As many chips as fit, then how many more there are."""
    shown = ""
    for index, part in enumerate(parts):
        more = len(parts) - index - 1
        candidate = f"{shown}{sep}{part}" if shown else part
        room = width - (len(f" +{more}") if more else 0)
        if len(candidate) > room:
            return f"{shown} +{len(parts) - index}".strip()[:width]
        shown = candidate
    return shown


def _row(text: str) -> str:
    return f"│ {text:<{WIDTH - 4}} │"


def draw(snapshot: Snapshot) -> list[str]:
    players = [p.name for p in snapshot.players]
    tag = tags(players)
    grid: dict[tuple[str, int], list[str]] = {}
    rows: dict[str, list[str]] = {name: [] for name, _ in _ROWS}
    for player in snapshot.players:
        for bet in player.bets:
            kind = str(bet.kind)
            placed = chip(tag[player.name], bet)
            if kind in _GRID_ROWS and bet.number is not None:
                grid.setdefault((_GRID_ROWS[kind], bet.number), []).append(placed)
            else:
                row = next(name for name, kinds in _ROWS if kind in kinds)
                rows[row].append(placed)
    point = "off ○" if snapshot.point is None else f"● ON {snapshot.point}"
    shooter = snapshot.shooter or "no one"
    top = f"╭{'─' * (WIDTH - 2)}╮"
    house = f"{'-' if snapshot.house < 0 else ''}${abs(snapshot.house)}"
    lines = [top, _row(f"point {point}   shooter {shooter}   house {house}")]
    rule = "─" * _CELL
    lines.append(f"├{'─' * _LABEL}┬" + "┬".join([rule] * len(NUMBERS)) + "┤")
    heads = [("● " if n == snapshot.point else "") + str(n) for n in NUMBERS]
    lines.append(f"│{'':<{_LABEL}}│" + "│".join(f"{h:^{_CELL}}" for h in heads) + "│")
    for name in ("come / put", "place / buy", "don't / lay"):
        cells = [_fit(grid.get((name, n), []), _CELL - 1) for n in NUMBERS]
        lines.append(
            f"│ {name:<{_LABEL - 1}}│" + "│".join(f" {c:<{_CELL - 1}}" for c in cells) + "│"
        )
    lines.append(f"├{'─' * _LABEL}┴" + "┴".join([rule] * len(NUMBERS)) + "┤")
    for name, _ in _ROWS:
        lines.append(_row(f"{name:<{_LABEL - 1}}{_fit(rows[name], WIDTH - 4 - (_LABEL - 1))}"))
    lines.append(f"╰{'─' * (WIDTH - 2)}╯")
    legend = [
        f"{tag[p.name]} {p.name} ${p.rack}" + (" (shooter)" if p.name == snapshot.shooter else "")
        for p in snapshot.players
    ]
    lines.append(_fit(legend, WIDTH, "   ") if legend else "No players: addPlayer(Name, 100).")
    return lines
