"""One student's folder: how it is started (``entry``), built in the sandbox
(``building``) and graded in a scratch copy (``submission``). ``drivers/`` holds the Java
and Python programs that turn commands into calls on a student's class: package data, run
by path inside the sandbox, never imported.

It may import ``run`` and ``sandbox``. It is handed plain settings, never the command line,
and never calls back up into the options or commands above it.
"""
