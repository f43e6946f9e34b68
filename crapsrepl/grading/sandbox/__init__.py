"""Containing a student's program (or its build) while it runs, and stopping it for good.

``sandbox`` starts a command contained (``Sandbox``, ``Limits``, ``Isolation``): a fresh
copy of its submission (``scratch``), resource limits set by the ``limiter`` script inside,
bubblewrap's namespaces when they work here, and a pids cgroup (``cgroup``) when crapsrepl
runs as root. ``containment`` is the plain data (isolation, folders shown, limits) a
grading run hands down and makes each program's sandbox from, with the warnings for when
it holds less than asked. ``contained`` is one running program and the register that kills
them all; ``stopping`` turns SIGINT and SIGTERM into exactly that.

Standard library only: it imports nothing else of crapsrepl (an import-linter contract
says so), so what holds a hostile program can be read on its own.
"""
