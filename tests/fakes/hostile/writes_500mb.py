"""Hostile: writes 500 MB next to itself."""

import sys
from pathlib import Path

sys.stdin.read()
block = b"x" * (1 << 20)
with open(Path(__file__).resolve().parent / "big.bin", "wb") as out:
    for _ in range(500):
        out.write(block)
print("wrote 500 MB")
