"""Left only because ``console/bots.py`` still imports ``table_is_wide``: every table has
the wider layout now, so no strategy is marked as needing it. Delete this module (and
``Strategy.needs_wider_table``) together with that import and its check in the console.
"""

from __future__ import annotations


def table_is_wide() -> bool:
    return True
