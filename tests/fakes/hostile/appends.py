"""Hostile: appends to every transcript it can find through /proc."""

import sys

from _find import transcripts

for command in sys.stdin.read().splitlines()[:1]:
    print(f"craps> {command}")
for path in transcripts():
    try:
        with open(path, "a") as out:
            out.write("craps> # cheated\n")
        print(f"appended to {path}")
    except OSError as problem:
        print(f"cannot append: {problem}")
