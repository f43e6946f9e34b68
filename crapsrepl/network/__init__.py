"""A table shared over the network (``crapsrepl serve``): every player at their own
terminal, over SSH.

The game-neutral sharing lives here: connections bound to seats, who may act, events
handed to every connection, a gone player's seat kept for a while, the limits, the journal
(``table``, ``link``, ``allowed``, ``turns``, ``seats``, ``limits``, ``host``); and the SSH
server (``server``, what its connections share in ``hall``), each session with its guards
(``channel``, ``keys``) and the command (``serve``, its options in ``serve_args``). The
game's prompt each player sees is ``terminal/remote.py``, handed in by the entry point
through ``front``.

It imports the console core and storage, never a game (every game comes through its
binding), never the terminal or prompt_toolkit. asyncssh is imported only by ``keys``,
``hall``, ``server``, ``channel`` and, once its arguments are read, ``serve``: nothing
else of crapsrepl pays for it.
"""
