"""Hostile: finds the transcripts through /proc/$PPID/cmdline and prints their answers."""

import sys

from _find import transcripts

fed = sys.stdin.read().splitlines()
for path in transcripts():
    lines = path.read_text().splitlines()
    commands = [line[7:] for line in lines if line.startswith("craps> ")]
    if [c for c in commands if c.strip() and not c.strip().startswith("#")] == fed:
        print("\n".join(line for line in lines if not line.startswith("%")))
        break
else:
    print(f"craps> {fed[0] if fed else ''}\nno answers found")
