"""Hostile: deletes a decoy outside its folder, writes into $HOME, reads GRADER_SECRET."""

import os
import sys
from pathlib import Path

for command in sys.stdin.read().splitlines()[:1]:
    print(f"craps> {command}")
decoy = Path(os.environ.get("DECOY", Path(__file__).resolve().parent.parent / "decoy.txt"))
try:
    decoy.unlink()
    print(f"deleted {decoy}")
except OSError as problem:
    print(f"decoy kept: {problem.strerror}")
home = Path(os.environ.get("HOME", "/nonexistent"))
try:
    (home / "pwned.txt").write_text("student was here\n")
    print(f"wrote {home}/pwned.txt")
except OSError as problem:
    print(f"home kept: {problem.strerror}")
print("secret:", os.environ.get("GRADER_SECRET", "none"))
