"""Spreading sessions over processes or a Dask cluster, with the same results either way.

Sessions are cut into fixed chunks (``CHUNK`` sessions, whatever the number of workers) and
every session's dice depend only on the master seed and its number, so results come back
in session order and are identical for one job, two jobs or a cluster.
"""

from __future__ import annotations

import signal
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor

from .sessions import Results
from .setup import Simulation
from .slow import play_chunk

CHUNK = 10_000
Progress = Callable[[int], None]


def chunks(sessions: int, size: int | None = None) -> list[tuple[int, int]]:
    size = size or CHUNK
    return [(first, min(size, sessions - first)) for first in range(0, sessions, size)]


def _play_chunk(sim: Simulation, part: tuple[int, int]) -> Results:
    return play_chunk(sim, part)


def run(
    sim: Simulation,
    jobs: int = 1,
    progress: Progress | None = None,
    dask: str | None = None,
) -> Results:
    """All of ``sim.sessions``, in order; ``progress(n)`` hears of each chunk done."""
    parts = chunks(sim.sessions)
    done: list[Results] = []
    tell = progress or (lambda count: None)
    if dask is not None:
        from .cluster import run_on_dask

        return run_on_dask(sim, parts, dask, tell)
    if jobs <= 1 or len(parts) == 1:
        for part in parts:
            done.append(_play_chunk(sim, part))
            tell(part[1])
        return Results.join(done)
    pool = ProcessPoolExecutor(max_workers=jobs, initializer=_leave_ctrl_c_to_the_parent)
    try:
        futures = [pool.submit(_play_chunk, sim, part) for part in parts]
        for part, future in zip(parts, futures, strict=True):
            done.append(future.result())
            tell(part[1])
    except BaseException:  # Ctrl-C: end the workers now, not after their chunks
        for process in list((pool._processes or {}).values()):
            process.terminate()
        pool.shutdown(wait=False, cancel_futures=True)
        raise
    pool.shutdown()
    return Results.join(done)


def _leave_ctrl_c_to_the_parent() -> None:
    """Workers ignore SIGINT: the parent stops them, so Ctrl-C prints no worker tracebacks."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
