"""The correct program beside the buggy ones (the same table, no bug)."""

from table import main

main()
