"""Python's random generator state as JSON, for any game's saved table: the dice and the
shuffle are both ``random.Random``, so both keep and check their state here."""

from __future__ import annotations

import math

_VERSION, _WORDS = 3, 624

RngState = tuple[int, tuple[int, ...], float | None]


def rng_to_json(state: tuple[object, ...]) -> list[object]:
    version, internal, gauss = state
    assert isinstance(internal, tuple)
    return [version, list(internal), gauss]


def _whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def rng_from_json(data: object) -> RngState:
    """Only a state Python's generator could itself have produced: version 3, 624 32-bit
    words and a position from 0 to 624, and no cached gaussian or a finite one (anything
    else makes ``setstate`` fail later or the generator misbehave); ValueError otherwise."""
    if not isinstance(data, list) or len(data) != 3:
        raise ValueError("not a generator state")
    version, internal, gauss = data
    if (
        version != _VERSION
        or not isinstance(internal, list)
        or len(internal) != _WORDS + 1
        or not all(_whole(x) and 0 <= x < 2**32 for x in internal[:-1])
        or not (_whole(internal[-1]) and 0 <= internal[-1] <= _WORDS)
        or not (gauss is None or (isinstance(gauss, float) and math.isfinite(gauss)))
    ):
        raise ValueError("not a generator state")
    return (version, tuple(internal), gauss)
