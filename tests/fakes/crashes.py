"""A deliberately broken implementation: right for two commands, then a traceback."""

import sys

from crapsrepl.console.options import parse_players
from crapsrepl.games.craps.console.controller import CrapsController
from crapsrepl.games.craps.console.render import render
from crapsrepl.games.craps.model.game import Game

game = Game()
if "--players" in sys.argv:
    for name, chips in parse_players(sys.argv[sys.argv.index("--players") + 1]):
        game.add_player(name, chips)
controller = CrapsController(game)
commands = 0
for line in sys.stdin:
    commands += not line.startswith("addPlayer")
    if commands == 3:
        raise RuntimeError("student bug: rack went negative")
    print(f"craps> {line.rstrip()}")
    for event in controller.execute(line.rstrip()).events:
        print("\n".join(render(event)))
    sys.stdout.flush()
