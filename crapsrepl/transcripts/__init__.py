"""Transcripts: saved sessions replayed as tests.

The file format (``format``), how expected lines match output (``matching``), replaying
against the built-in engine (``replay``), and the ``check`` and ``record`` commands and the
pytest plugin built on them. It may import the console, storage and the models, but not
the terminal (``record`` is handed the terminal's runner by the entry point).
"""
