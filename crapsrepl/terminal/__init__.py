"""The interactive prompt: the only package that imports prompt_toolkit.

A prompt session around the console's loop (``session``), with completion (``completer``),
the status line (``toolbar``) and colours (``style``) in their own small modules. It may
import the console, storage and the models; nothing imports it except the entry point.
"""
