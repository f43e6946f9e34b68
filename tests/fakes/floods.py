"""A deliberately broken implementation: output that never ends."""

import sys

sys.stdout.write("craps> flood\n")
while True:
    sys.stdout.write("x" * 1000 + "\n")
