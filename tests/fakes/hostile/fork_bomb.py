"""Hostile: a fork bomb. Run it ONLY in the sandbox with a process limit, never bare."""

import os
import sys
import time

fed = sys.stdin.read().splitlines()
root = os.getpid()
try:
    while True:
        os.fork()
except OSError as problem:
    if os.getpid() == root:
        print(f"craps> {fed[0]}\nfork refused: {problem.strerror}", flush=True)
        sys.exit(0)
time.sleep(100000)
