"""Hostile: echoes each command and loops forever at "spin" (for Ctrl-C and SIGTERM)."""

import sys

for line in sys.stdin:
    print(f"craps> {line.rstrip()}", flush=True)
    while line.strip() == "spin":
        pass
