"""The simulation's results as text for the terminal, and per session as JSON or CSV."""

from __future__ import annotations

import csv
import json
from pathlib import Path

from .histogram import histogram
from .sessions import Results
from .setup import Simulation
from .stats import Summary


def _percent(value: float | None, places: int = 3) -> str:
    return "n/a" if value is None else f"{100 * value:.{places}f}%"


def _dollars(amount: int) -> str:
    return f"-${-amount:,}" if amount < 0 else f"${amount:,}"


def text(sim: Simulation, summary: Summary, results: Results, title: str) -> list[str]:
    s = summary
    lines = [
        f"{title}: {s.sessions:,} sessions, stake ${sim.stake:,}, betting for {sim.max_rolls:,} "
        f"rolls each, seed {sim.seed}",
        f"Final bankroll: mean ${s.mean_final:,.2f}, standard deviation ${s.sd_final:,.2f}",
        f"Sessions ahead: {s.percent_ahead:.1f}%   busted: {s.percent_busted:.1f}%",
        f"Session length: {s.mean_rolls:,.1f} rolls on average ({s.total_rolls:,} rolls in all)",
        f"Total wagered: ${s.total_wagered:,}   net result: {_dollars(s.net)}",
        f"House edge per dollar wagered: measured {_percent(s.edge)} "
        f"(95% CI {_percent(s.edge_low)} to {_percent(s.edge_high)}), "
        f"exact {_percent(s.exact_edge)}",
        "Final bankrolls:",
    ]
    if results.slow:
        lines.insert(-1, f"Played through the interactive Game (slow path): {results.slow}")
    return lines + histogram(results.final)


def columns(results: Results) -> list[str]:
    """The CSV's columns: dollars decided per kind of bet the strategy made, and odds."""
    names = ["session", "final", "rolls", "wagered"]
    for kind in results.kinds:
        names += [f"wagered_{kind}", f"wagered_{kind}_odds"]
    return names


def rows(results: Results) -> list[list[int]]:
    per_kind = results.wagered.reshape(len(results), -1)
    totals = per_kind.sum(axis=1)
    return [
        [i, int(results.final[i]), int(results.rolls[i]), int(totals[i]), *map(int, per_kind[i])]
        for i in range(len(results))
    ]


def write_csv(path: str, results: Results) -> None:
    with Path(path).open("w", newline="", encoding="utf-8") as out:
        writer = csv.writer(out)
        writer.writerow(columns(results))
        writer.writerows(rows(results))


def write_json(path: str, sim: Simulation, summary: Summary, results: Results) -> None:
    names = columns(results)
    document = {
        "strategy": sim.strategy.name,
        "bet": sim.strategy.params.bet,
        "odds": sim.strategy.params.odds,
        "sessions": sim.sessions,
        "stake": sim.stake,
        "max_rolls": sim.max_rolls,
        "seed": sim.seed,
        "summary": summary.as_dict(),
        "slow_path": results.slow,
        "results": [dict(zip(names, row, strict=True)) for row in rows(results)],
    }
    Path(path).write_text(json.dumps(document, indent=1) + "\n", encoding="utf-8")
