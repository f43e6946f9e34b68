"""Student folders graded as a class: every folder in parallel (``classrun``), the class's
CSV, table and folder of reports (``classreport``), and ``grade --many`` and
``grade --submission`` themselves (``classcommand``).

It may import ``student``, ``report``, ``run`` and ``sandbox``; never the options or the
commands above it.
"""
