"""The craps model: dice, bets, the point-off/point-on states, the table and the game.

Pure game logic: no printing, no files, no terminal. A command's effects come back as event
objects for a front end to show. It imports nothing else of crapsrepl (an import-linter
contract in ``pyproject.toml`` enforces this), so it can be read, tested and simulated on
its own; the bets live one family per module in ``bets/``.
"""
