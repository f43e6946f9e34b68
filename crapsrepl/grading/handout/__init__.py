"""``crapsrepl handout TRANSCRIPTS OUT.md``: the specification students are given, and the
contract the grader keeps.

Every promise in it is read from the table the grader itself sends by: the commands the
transcripts use (the game binding's command table), how a program is started, its
environment and the lines sent before a test's own (``run.contract``, which the runner
sends), the queries and what a refusal must leave alone (the binding's ``lab``), how a
program is found (entry detection's order), and for a class every method it is called,
with each argument's type (``student.naming``'s forms, which the drivers are given) and
how a table's rules reach it. Examples come from the visible transcripts or the lab's
built-in ones, and the whole passes the filter every student-facing text passes
(``report.disclosure``). ``tests/grading/test_recorders.py`` grades programs and classes
that log all they receive, and fails on anything this page does not say.

The page in order is ``page``; how a program is started, with its clocks, ``started``; a
class instead of a program and ``grading.toml``, ``classes``; the command line, ``command``.
"""

from .command import build_parser, main
from .page import handout

__all__ = ["build_parser", "handout", "main"]
