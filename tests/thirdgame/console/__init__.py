"""The coin game's console: commands, controller, render, options and its binding."""
