"""Craps: the model (``model/``, pure), its console (``console/``, with the binding),
player strategies (``strategies/``) and the ``simulate`` fast path (``simulation/``).

Inside the folder the layers run console, then simulation, then strategies, then the model;
the model imports nothing else of crapsrepl.
"""
