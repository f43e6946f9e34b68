"""Hostile: an infinite loop (for Ctrl-C and SIGTERM tests)."""

while True:
    pass
