"""Grading students' programs against transcripts.

``runners`` run a program (the built-in engine, or an external command with limits) and
split its output per command; ``marking`` gives the marks; ``reports`` writes JSON and
JUnit; ``command`` is ``crapsrepl grade``. Student folders: ``entry`` finds how to start
one, ``building`` builds it in the sandbox, ``submission`` grades it in a scratch copy,
``classrun``/``classreport``/``classcommand`` grade and report a class, ``drivers/``
call a student's class's methods, ``gradescope``, ``autograder`` and ``handout`` serve
Gradescope and students. It may import transcripts, the console and the models,
never the terminal (a progress bar is passed in: ``progress``).
"""
