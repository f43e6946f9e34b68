#!/bin/sh
# Builds the C program and starts it, passing on the table's options (--dealer H17 ...).
# The grader runs this as `sh run.sh [options]` in a copy of this folder.
here=$(dirname "$0")
out="${TMPDIR:-/tmp}/blackjack-$$"
if ! gcc -std=c11 -O2 -o "$out" "$here/blackjack.c" >&2; then
    echo "run.sh: could not compile blackjack.c" >&2
    exit 1
fi
exec "$out" "$@"
