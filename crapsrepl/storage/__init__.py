"""What outlives a session: save/load of a table (``persist``), the journal of accepted
commands (``journal``) and where per-user files live (``paths``).

It may import the game models only: the journal is handed the console's controller when it
replays, so the console can use storage for ``save`` and ``load`` without a cycle.
"""
