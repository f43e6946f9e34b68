"""The text front end every game shares: parser, command table, controller, rendering, JSON.

A typed line becomes a parsed call (``parser``), a command from the one command table
(``commands``), a call on the model made by the ``controller``, and events rendered as
lines (``render``) or JSON (``jsonout``) by the one loop (``loop``). It may import the
game models and ``storage``; never prompt_toolkit, so piped runs stay fast and plain.
"""
