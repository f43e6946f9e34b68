"""Blackjack's binding to the shared text front end: its command table, controller,
renderer, table options and status line, and how it is graded (``lab``). The shared
layers reach it only through the game registry (``console.games``), never by importing
it directly."""
