"""Speed of `crapsrepl simulate` beside crapssim 0.4.1, in one run on one machine.

    python benchmarks/simulate_speed.py [--quick]

For every built-in strategy, on one core: crapssim's rolls per second playing its peer
(benchmarks/crapssim_peers.py; $10 base bet, 2x odds, a bankroll no session runs through),
and crapsrepl's at 10,000 sessions x 200 rolls (goal: 100x crapssim) and at 200 sessions
x 5,000 rolls (goal: 40x), then the edge measured in the 10,000-session run beside the
exact one. crapssim plays one session after another at its own speed, so its rate is
measured once per session length. Both are timed in CPU seconds of this process, so other
jobs on a shared machine move the ratio less than the wall clock would. crapsrepl's runs
are timed after one warm-up run in the same process: the one-time start (building the
tables, loading the numba kernel) is printed on its own. Then the interactive Game's
rate, --jobs 2 against --jobs 1 (wall clock), the pass line's edge over 10^8 rolls and
the peak memory of 10^6 sessions. --quick is a smoke run: smaller runs, shorter budgets,
not the goal's sizes. About 3 minutes without it.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time

import numpy as np
from crapssim_peers import PEERS

from crapsrepl.games.craps.simulation import parallel
from crapsrepl.games.craps.simulation.sessions import Results
from crapsrepl.games.craps.simulation.settle import compiled
from crapsrepl.games.craps.simulation.setup import Simulation, StrategySpec
from crapsrepl.games.craps.simulation.stats import summarize
from crapsrepl.games.craps.strategies import STRATEGIES, Params

BIG = 10**9  # a bankroll no session runs through, so both simulators play every roll


def crapssim_rate(name: str, rolls: int, budget: float) -> float:
    import crapssim

    played, start, seed = 0, time.process_time(), 0
    while time.process_time() - start < budget:
        table = crapssim.Table(seed=seed)
        table.add_player(bankroll=BIG, strategy=PEERS[name]())
        table.run(max_rolls=rolls, verbose=False)
        played += table.dice.n_rolls
        seed += 1
    return played / (time.process_time() - start)


def sim_of(name: str, sessions: int, rolls: int) -> Simulation:
    return Simulation(StrategySpec(name, Params(10, 2)), sessions, BIG, rolls, seed=1)


def run(sim: Simulation, jobs: int = 1, wall: bool = False) -> tuple[Results, float]:
    """The results and the seconds they took: this process's CPU time for one job (so
    other work on a shared machine moves the figures less), else the wall clock."""
    clock = time.perf_counter if wall or jobs > 1 else time.process_time
    start = clock()
    results = parallel.run(sim, jobs)
    return results, clock() - start


def game_rate(budget: float) -> float:
    """The interactive engine (``Game``) on come-odds, through the strategy adapter."""
    from crapsrepl.games.craps.simulation.reference import play_in_game

    sim = sim_of("come-odds", 1, 500)
    rolls, start, session = 0, time.process_time(), 0
    while time.process_time() - start < budget:
        rolls += len(play_in_game(sim, session).racks)
        session += 1
    return rolls / (time.process_time() - start)


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


def percent(value: float | None) -> str:
    return "n/a" if value is None else f"{100 * value:.3f}%"


def strategies(quick: bool) -> None:
    wide, long = ((2_000, 200), (40, 5_000)) if quick else ((10_000, 200), (200, 5_000))
    budget = 0.5 if quick else 2.0
    start = time.perf_counter()
    run(sim_of("iron-cross", 50, 20))
    kernel = "numba kernel" if compiled() else "numpy (numba not installed)"
    print(f"settle: {kernel}; one-time start {time.perf_counter() - start:.1f} s")
    print(
        f"{'strategy':<18} {'crapssim':>9}  {wide[0]:,} x {wide[1]:,} rolls{'':>8}"
        f"{long[0]:,} x {long[1]:,} rolls{'':>7}edge measured (95% CI)       exact"
    )
    for name in STRATEGIES:
        peer_wide = crapssim_rate(name, wide[1], budget)
        peer_long = crapssim_rate(name, long[1], budget)
        results, seconds = run(sim_of(name, *wide))
        ours_wide = int(results.rolls.sum()) / seconds
        summary = summarize(results, sim_of(name, *wide))
        longer, seconds = run(sim_of(name, *long))
        ours_long = int(longer.rolls.sum()) / seconds
        ci = f"({percent(summary.edge_low)} to {percent(summary.edge_high)})"
        print(
            f"{name:<18} {peer_wide:>9,.0f}  {ours_wide:>10,.0f}/s {ours_wide / peer_wide:>5.0f}x"
            f"  {ours_long:>14,.0f}/s {ours_long / peer_long:>5.0f}x"
            f"  {percent(summary.edge):>7} {ci:<22} {percent(summary.exact_edge):>7}"
        )
    print("(crapssim: rolls/s at 200-roll sessions; the 5,000-roll ratio uses its own rate there)")


def extras(quick: bool) -> None:
    game = game_rate(1 if quick else 5)
    peer = crapssim_rate("come-odds", 500, 1 if quick else 5)
    print(
        f"crapsrepl Game (interactive), come-odds: {game:,.0f} rolls/s"
        f" = {game / peer:.1f}x crapssim"
    )
    sessions = 4_000 if quick else 20_000
    one, seconds = run(sim_of("come-odds", sessions, 250), 1, wall=True)
    two, seconds_two = run(sim_of("come-odds", sessions, 250), 2)
    print(
        f"come-odds --jobs 2: {seconds / seconds_two:.2f}x --jobs 1; identical results: "
        f"{'yes' if same(one, two) else 'NO'}"
    )
    edge_sessions = 20_000 if quick else 200_000
    line, seconds = run(sim_of("pass-line", edge_sessions, 500), 2)
    summary = summarize(line, sim_of("pass-line", edge_sessions, 500))
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


def main() -> None:
    quick = "--quick" in sys.argv
    strategies(quick)
    extras(quick)


if __name__ == "__main__":
    main()
