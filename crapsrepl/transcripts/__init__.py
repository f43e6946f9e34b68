"""Transcripts: saved sessions replayed as tests, for any game.

The file format (``format``), finding and reading the files (``files``), fact
assertions (``facts``), how expected lines match output
(``matching``, with instructors' regular expressions compiled in linear time by
``patterns``), what is fed to a program line by line (``plan``), how the replies to fact
assertions are judged (``judge``), where ``save`` and ``load`` may reach during a replay
(``confine``), replaying on the built-in engine (``replay``), and the ``check`` and
``record`` commands and the pytest plugin (``pytest_plugin``) built on them.

It may import the console core and storage. It names no game: a transcript's suffix picks
the game through the registry (``console.games``). It never imports the terminal
(``record`` is handed the terminal's runner by the entry point).
"""
