"""A correct student program in its own wording: no prompt, no echo, plain print()."""

from student_game import main

main()
