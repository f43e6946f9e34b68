"""The games: one folder each, holding everything of that game and nothing shared.

``craps/`` and ``blackjack/`` each hold the game's pure model (``model/``), its console
(``console/``: commands, controller, renderer, options, saved tables, the lab, the
binding the registry loads), and what only that game has: craps' strategies and
simulator, blackjack's simulator and analysis. The shared layers (cli, terminal,
transcripts, grading, storage, the console's core) never import this package: they reach
a game through its binding, found by ``crapsrepl.console.games``. A game installed from
another distribution has the same shape in its own package.
"""
