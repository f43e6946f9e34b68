"""Grades written down: the summary table, the JSON report (``report.schema.json``) and
JUnit XML (``reports``), Gradescope's ``results.json`` (``gradescope``), and text a
student controls made safe for each destination (``escaping``).

It runs nothing: it may import ``run`` (the grades it writes), the transcripts and the
console's text helpers.
"""
