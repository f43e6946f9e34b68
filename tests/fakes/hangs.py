"""A deliberately broken implementation: echoes the first command, then never exits."""

import sys
import time

print(f"craps> {sys.stdin.readline().strip()}", flush=True)
while True:
    time.sleep(1)
