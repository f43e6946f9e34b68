"""A program that does not echo, shouts, prints blank lines, and "===" after each command."""

import sys

from crapsrepl.games.craps.console.controller import CrapsController
from crapsrepl.games.craps.console.render import render
from crapsrepl.games.craps.model.game import Game

controller = CrapsController(Game())
for line in sys.stdin:
    for event in controller.execute(line.rstrip()).events:
        print("\n".join(render(event)).upper())
    print("===", flush=True)
