"""Grading students' programs against transcripts.

``runners`` run a program (the built-in engine, or an external command with limits) and
split its output per command; ``marking`` gives the marks; ``reports`` writes JSON, JUnit
and CSV; ``command`` is ``crapsrepl grade``. It may import transcripts, the console and the
models, never the terminal.
"""
