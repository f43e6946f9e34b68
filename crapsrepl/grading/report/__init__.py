"""Grades written down: the summary table, the JSON report (``report.schema.json``) and
JUnit XML (``reports``), Gradescope's ``results.json`` (``gradescope``), text a
student controls made safe for each destination (``escaping``), and the one filter every
student-facing text passes, so nothing of a hidden transcript reaches a student
(``disclosure``).

It runs nothing: it may import ``run`` (the grades it writes), the transcripts and the
console's text helpers and game registry (a game's words, for the filter).
"""
