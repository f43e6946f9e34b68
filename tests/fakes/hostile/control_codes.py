"""Hostile: prints ESC, NUL and other characters XML forbids, on stdout and stderr."""

import sys

NASTY = "\x1b[2J\x1b[31mred\x00nul\x0bvt\ufffeend"
for line in sys.stdin:
    print(f"craps> {line.rstrip()}")
    print(NASTY)
sys.stderr.write(NASTY + "\n")
sys.exit(3)
