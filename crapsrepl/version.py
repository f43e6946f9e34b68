"""The version, in a module of its own so that reading it imports no game."""

__version__ = "0.1.0"
