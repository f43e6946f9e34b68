"""Writes ``start PID`` when it starts and ``end PID`` when its input ends, to the file
named by its argument (graded without a sandbox, so that file is the test's): two of a
student's programs running at once show as two starts in a row. Answers every line with
nothing, and lives half a second past the end of its input, time enough for a program
started beside it to say so."""

import os
import sys
import time

LOG = sys.argv[1]


def note(word):
    with open(LOG, "a") as log:
        log.write(f"{word} {os.getpid()}\n")


note("start")
for _ in sys.stdin:
    pass
time.sleep(0.5)
note("end")
