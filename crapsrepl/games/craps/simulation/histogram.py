"""A histogram of final bankrolls in plain text: one line per bin, a bar of '#'."""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

WIDTH = 40


def _edges(low: int, high: int, bins: int) -> list[int]:
    """Whole-dollar bin edges from ``low`` to past ``high``, in round-ish steps."""
    span = max(high - low, 1)
    raw = span / bins
    magnitude = 10 ** max(len(str(int(raw))) - 1, 0)
    step = next(m * magnitude for m in (1, 2, 5, 10) if m * magnitude >= raw)
    start = low // step * step
    edges = [start]
    while edges[-1] <= high:
        edges.append(edges[-1] + step)
    return edges


def histogram(finals: npt.NDArray[np.int64], bins: int = 12) -> list[str]:
    """Lines like ``  $150 to $199  ########  123  12.3%`` (each bin holds low to high)."""
    if not len(finals):
        return []
    edges = _edges(int(finals.min()), int(finals.max()), bins)
    counts, _ = np.histogram(finals, bins=edges)
    top = max(int(counts.max()), 1)
    labels = [f"${lo:,} to ${hi - 1:,}" for lo, hi in zip(edges, edges[1:], strict=False)]
    width, digits = max(map(len, labels)), len(str(len(finals)))
    lines = []
    for label, count in zip(labels, counts, strict=True):
        bar = "#" * round(WIDTH * int(count) / top)
        share = 100 * int(count) / len(finals)
        lines.append(f"  {label:>{width}}  {bar:<{WIDTH}}  {int(count):>{digits}}  {share:5.1f}%")
    return lines
