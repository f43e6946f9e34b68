"""Prints without end once a command arrives."""

import sys

sys.stdin.readline()
while True:
    sys.stdout.write("x" * 1000 + "\n")
