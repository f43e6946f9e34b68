"""The one exception a refused command raises."""


class GameError(ValueError):
    """A refused command; its message is exactly what the REPL prints after ``error: ``.

    The game guarantees that a call raising this left every rack, bet, state and the RNG
    untouched, so callers may simply report it and carry on.
    """
