"""Bob's notes; not a program."""
