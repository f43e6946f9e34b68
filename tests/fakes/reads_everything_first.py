"""A program that reads its whole input before printing (a batch reader), echoing
commands the way crapsrepl does: only its echoes can tell which output is whose."""

import sys

from crapsrepl.games.craps.console.controller import CrapsController
from crapsrepl.games.craps.console.render import render
from crapsrepl.games.craps.model.game import Game

controller = CrapsController(Game())
for line in sys.stdin.read().splitlines():
    print(f"craps> {line}")
    for event in controller.execute(line).events:
        for text in render(event):
            print(text)
