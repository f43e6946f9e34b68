"""Grading students' programs against transcripts: ``crapsrepl grade``, ``handout`` and
``autograder`` (``command``, ``handout``, ``autograder``, each with its ``main``).

One subpackage per responsibility, each importing only those below it:

- ``options``: the command line and its checks;
- ``classroom``: a class of student folders, graded in parallel and reported;
- ``student``: one student's folder found, built and graded; the method-call drivers;
- ``report``: the summary, JSON, JUnit and Gradescope reports;
- ``run``: one program fed the transcripts, its output attributed and marked;
- ``sandbox``: every program (and build) contained, limited and stoppable.

``progress`` is how a long run reports progress without knowing the terminal. It may
import transcripts, the console and the models, never the terminal (the progress bar is
passed in).
"""
