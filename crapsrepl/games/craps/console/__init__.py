"""Craps at the console: its commands (``commands``, ``bet_commands``) and the words for
its bets (``bet_words``), the controller with its views and bots (``controller``,
``facts``, ``bots``), how its events read (``render``), the table drawn (``layout``) and
its status line (``toolbar``), its table options (``options``), its saved tables
(``persistence``, ``consistency``, ``table_rules``), ``crapsrepl simulate`` (``simulate``),
how it is graded (``lab``) and the ``binding`` that hands all of it to the game registry.

It mirrors ``console/blackjack/``; it may import the console core, storage, the craps
model, strategies and the simulator, never blackjack.
"""
