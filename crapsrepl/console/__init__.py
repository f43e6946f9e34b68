"""The text front end: one game-neutral core, and each game's console in its own folder.

The core names no game. The one loop (``loop``, over the standard streams set up in
``streams``; ``piped`` plays a piped input through it) reads a line; ``parser`` splits
it into words; the game's command table
(``command_table``, built of ``specs``, the game's own and the ``session_commands`` every
table has) binds them; the one ``controller`` runs the command.
The events that come back are printed as lines by the game's renderer, which falls back to
``shared_render`` for the events every table shares (``events``), or as JSON
(``jsonout``). ``options`` is the machinery of table options, ``simulate`` runs
``crapsrepl simulate`` for the chosen game, ``tally`` keeps what each player did for the
summary on leaving, ``undo`` the snapshots that make every command all or nothing and
let ``undo`` take one back, ``text`` holds small text helpers, ``lab`` the shape of the
words a game gives grading (its fact queries, lab class and methods, explore's moves), and
``games`` is the registry through which every shared layer reaches a game, over
``discovery``, which finds the installed games and defends against a broken plug-in.

Each game's commands, controller, renderer, options, saved tables and binding live in its
own folder under ``crapsrepl/games/``, and reach this core through ``crapsrepl.plugin``.

The core may import ``storage``, never a game: it reaches one only through ``games``. A
game's folder may import its own model (craps' also its strategies and simulator), never
another game's. Nothing here imports prompt_toolkit, so piped runs stay fast and plain.
"""
