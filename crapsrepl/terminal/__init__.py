"""The interactive prompt: the only package that imports prompt_toolkit.

A prompt session around the console's loop (``session``), the full-screen table (``screen``)
and the log and sparklines it keeps for the whole session (``screen_log``), with its history
(``history``), completion (``completer``), key bindings (``keys``), lines fitted to the
window's width (``fit``), colours (``style``), progress bars (``progress``) and clean
stopping on signals (``signals``); the status line under the prompt is the game controller's
own. ``remote`` is the same prompt in each player's own terminal over SSH (``crapsrepl
serve``), handed to ``network`` by the entry point, with the full screen of each
(``remote_screen``), its keys and output (``remote_channel``) and what a player keeps across
connections (``remote_kept``). It may import the console core, storage
and (for ``remote``) ``network``'s table-sharing core, never a game: a game comes through the
registry. Nothing imports it except the entry point.
"""
