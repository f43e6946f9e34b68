#!/bin/sh
# Leo starts the program the build made.
exec "$(dirname "$0")/craps"
