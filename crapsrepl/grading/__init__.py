"""Grading students' programs against transcripts: ``crapsrepl grade`` (``command``),
``crapsrepl handout`` and ``crapsrepl autograder``, each module with its ``main``.

One subpackage per responsibility, each importing only those listed below it (an
import-linter contract in ``pyproject.toml`` holds the order; ``student`` and ``report``
sit side by side):

- ``options``: the command line, its checks, and the plain settings it becomes;
- ``classroom``: a class of student folders, graded in parallel and reported;
- ``student``: one student's folder found, built and graded; the method-call drivers;
- ``report``: the summary, JSON, JUnit and Gradescope reports;
- ``explore``: ``grade --explore``: generated sessions checked against the engine, the
  first disagreement shrunk to the shortest session that shows it;
- ``run``: one program fed the transcripts, its output attributed and marked;
- ``sandbox``: every program (and build) contained, limited and stoppable.

Under them all, ``exits`` holds the exit statuses, ``progress`` how a long run reports
progress without knowing the terminal, and ``failures`` how a harness failure is said in
one line. Grading may import transcripts and the console's
core (a game only through the registry), never the terminal (a progress display is passed
in; the default is plain lines on stderr).
"""
