"""A program that does not echo, shouts, prints blank lines, and "===" after each command."""

import sys

from crapsrepl.console.controller import Controller
from crapsrepl.console.render import render
from crapsrepl.craps.game import Game

controller = Controller(Game())
for line in sys.stdin:
    for event in controller.execute(line.rstrip()).events:
        print("\n".join(render(event)).upper())
    print("===", flush=True)
