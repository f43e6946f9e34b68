"""``grade``'s command line: its options (``arguments``; the student-folder ones in
``class_options``, the containment ones in ``isolation``), the checks made before anything
is graded (``preflight``), so a bad option costs one line and exit 2, never a class run,
and the plain settings the options become (``settings``), handed to the layers below
instead of the command line.

Only the commands import it; it may import the layers below, whose settings it fills in.
"""
