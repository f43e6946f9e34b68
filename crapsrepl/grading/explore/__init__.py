"""``grade --explore``: random sessions asked of a program and of the engine, the first
disagreement shrunk to the shortest session that still shows it.

``sessions`` holds a session (players and commands) and turns it into a fact transcript
whose expected answers are the engine's own; ``generator`` makes random sessions of the
lab's commands, weighted towards the states where bugs live; ``shrinker`` cuts a
disagreeing session down (``hurried``: a hang's candidates on a shorter clock);
``explorer`` runs sessions through any ``run`` runner (so the sandbox, entry points and
drivers are the ones grading uses) and says what it found.

It sits beside ``student`` and ``report``: it may import ``run``, ``sandbox``, the
transcripts and the console's game registry, never a game package.
"""
