"""Running the chunks on an existing Dask cluster (the optional ``crapsrepl[dask]`` extra).

The chunks are the same as for ``--jobs`` and come back in session order, so a cluster
gives the same numbers as one process for the same seed.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any

from .sessions import Results
from .setup import Simulation
from .slow import play_chunk


def _play_chunk(sim: Simulation, part: tuple[int, int]) -> Results:
    return play_chunk(sim, part)


def _distributed() -> Any:
    try:
        return importlib.import_module("dask.distributed")
    except ImportError:
        raise ImportError("--dask needs Dask: pip install 'crapsrepl[dask]'") from None


def run_on_dask(
    sim: Simulation, parts: list[tuple[int, int]], address: str, tell: Callable[[int], None]
) -> Results:
    distributed = _distributed()
    try:
        client = distributed.Client(address, timeout="5s")
    except OSError as problem:
        raise OSError(f"cannot reach the Dask scheduler at {address}: {problem}") from None
    with client:
        futures = client.map(_play_chunk, [sim] * len(parts), parts, pure=False)
        done: list[Results] = []
        for part, future in zip(parts, futures, strict=True):
            done.append(future.result())
            tell(part[1])
    return Results.join(done)
