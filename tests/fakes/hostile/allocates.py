"""Hostile: allocates 2 GiB and touches every page."""

import sys

sys.stdin.read()
memory = bytearray(2 << 30)
memory[::4096] = b"x" * len(range(0, 2 << 30, 4096))
print("allocated 2 GiB")
