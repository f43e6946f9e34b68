"""Speed of `crapsrepl simulate` beside crapssim 0.4.1, in one run on one machine.

    python benchmarks/simulate_speed.py [--quick]

The script both play: one player, $10 pass line + $20 odds, $10 come bets with $20 odds
(crapsrepl's `come-odds` strategy; crapssim's BetPassLine + PassLineOddsAmount + BetCome +
ComeOddsAmount). Prints rolls per second of each and their ratio (goal: 40x on one core),
the same run with --jobs 1 and 2 (results must be identical), the pass line's measured edge
over enough rolls (goal: within 0.05 points of 1.414% in under 60 s) and the peak memory of
`crapsrepl simulate` over 10^6 sessions.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time

import numpy as np

from crapsrepl.simulation import parallel
from crapsrepl.simulation.sessions import Results
from crapsrepl.simulation.setup import Simulation, StrategySpec
from crapsrepl.simulation.stats import summarize
from crapsrepl.strategies import Params

BIG = 10**9  # a bankroll no session runs through, so both simulators play every roll


def crapssim_rate(budget: float) -> tuple[int, float]:
    import crapssim
    from crapssim.strategy.odds import ComeOddsAmount, PassLineOddsAmount
    from crapssim.strategy.single_bet import BetCome, BetPassLine
    from crapssim.strategy.tools import AggregateStrategy

    rolls, start, seed = 0, time.perf_counter(), 0
    while time.perf_counter() - start < budget:
        table = crapssim.Table(seed=seed)
        strategy = AggregateStrategy(
            BetPassLine(10), PassLineOddsAmount(20), BetCome(10), ComeOddsAmount(20)
        )
        table.add_player(bankroll=BIG, strategy=strategy)
        table.run(max_rolls=500, verbose=False)
        rolls += table.dice.n_rolls
        seed += 1
    return rolls, time.perf_counter() - start


def game_rate(budget: float) -> tuple[int, float]:
    """The interactive engine (``Game``) on the same script, through the strategy adapter."""
    from crapsrepl.simulation.reference import play_in_game

    sim = Simulation(StrategySpec("come-odds", Params(10, 2)), 1, BIG, 500, seed=1)
    rolls, start, session = 0, time.perf_counter(), 0
    while time.perf_counter() - start < budget:
        rolls += len(play_in_game(sim, session)[0])
        session += 1
    return rolls, time.perf_counter() - start


def crapsrepl_run(name: str, sessions: int, rolls: int, jobs: int) -> tuple[Results, float]:
    sim = Simulation(StrategySpec(name, Params(10, 2)), sessions, BIG, rolls, seed=1)
    start = time.perf_counter()
    results = parallel.run(sim, jobs)
    summarize(results, sim)
    return results, time.perf_counter() - start


def same(a: Results, b: Results) -> bool:
    return all(
        np.array_equal(x, y) for x, y in zip(vars(a).values(), vars(b).values(), strict=True)
    )


def peak_memory(sessions: int, rolls: int) -> tuple[float, float]:
    command = [sys.executable, "-m", "crapsrepl", "simulate", "pass-line", "--seed", "1"]
    command += ["--sessions", str(sessions), "--max-rolls", str(rolls)]
    start = time.perf_counter()
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL)
    _, status, usage = os.wait4(process.pid, 0)
    if os.waitstatus_to_exitcode(status):
        raise SystemExit("crapsrepl simulate failed")
    return usage.ru_maxrss / 1024, time.perf_counter() - start


def main() -> None:
    quick = "--quick" in sys.argv
    sessions, rolls = (10_000, 100) if quick else (20_000, 250)
    print("script: one player, $10 pass line + $20 odds, $10 come bets with $20 odds")
    theirs, seconds = crapssim_rate(3 if quick else 10)
    peer = theirs / seconds
    print(f"  crapssim 0.4.1             {peer:>12,.0f} rolls/s  ({theirs:,} rolls)")
    game, seconds = game_rate(3 if quick else 10)
    print(
        f"  crapsrepl Game (interactive) {game / seconds:>10,.0f} rolls/s  ({game:,} rolls)"
        f"  = {game / seconds / peer:.1f}x crapssim"
    )
    one, seconds = crapsrepl_run("come-odds", sessions, rolls, 1)
    ours = int(one.rolls.sum()) / seconds
    print(
        f"  crapsrepl simulate --jobs 1 {ours:>11,.0f} rolls/s  ({int(one.rolls.sum()):,} rolls)"
        f"  = {ours / peer:,.0f}x crapssim (goal 40x)"
    )
    two, seconds = crapsrepl_run("come-odds", sessions, rolls, 2)
    both = int(two.rolls.sum()) / seconds
    print(
        f"  crapsrepl simulate --jobs 2 {both:>11,.0f} rolls/s  = {both / ours:.2f}x --jobs 1;"
        f" identical results: {'yes' if same(one, two) else 'NO'}"
    )
    edge_sessions = 20_000 if quick else 200_000
    line, seconds = crapsrepl_run("pass-line", edge_sessions, 500, 2)
    sim = Simulation(StrategySpec("pass-line"), edge_sessions, BIG, 500, seed=1)
    summary = summarize(line, sim)
    assert summary.edge is not None
    print(
        f"pass line alone, --jobs 2: measured edge {100 * summary.edge:.3f}% over "
        f"{summary.total_rolls:,} rolls in {seconds:.1f} s; off the exact 1.414% by "
        f"{100 * (summary.edge - 7 / 495):+.3f} points (goal: within 0.05 in under 60 s)"
    )
    count = 100_000 if quick else 1_000_000
    peak, seconds = peak_memory(count, 20)
    print(
        f"memory: simulate pass-line, {count:,} sessions x 20 rolls: peak RSS {peak:.0f} MiB "
        f"({seconds:.1f} s)"
    )


if __name__ == "__main__":
    main()
