"""The one exception a refused blackjack command raises."""


class BlackjackError(ValueError):
    """A refused command; its message is exactly what the table prints after ``error: ``.

    Every game method checks everything before changing anything, so a call raising this
    left racks, hands, the shoe and the random generator exactly as they were.
    """
