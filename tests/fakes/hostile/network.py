"""Hostile: tries to reach a server of the grading machine (host and port as arguments)."""

import socket
import sys

for command in sys.stdin.read().splitlines()[:1]:
    print(f"craps> {command}")
try:
    socket.create_connection((sys.argv[1], int(sys.argv[2])), timeout=5).close()
    print("connected")
except OSError as problem:
    print(f"no network: {problem.strerror or problem}")
