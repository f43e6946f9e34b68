"""Craps at the console: its commands and bet words (``commands``, ``bet_commands``), the
controller with its views and bots (``controller``, ``facts``, ``bots``), how its events
read (``render``) and its status line (``toolbar``), its table options (``options``), its
saved tables (``persistence``, ``consistency``, ``table_rules``), ``crapsrepl simulate``
(``simulate``) and the ``binding`` that hands all of it to the game registry.

It mirrors ``console/blackjack/``; it may import the console core, storage, the craps
model, strategies and the simulator, never blackjack.
"""
