"""Blackjack: the model (``model/``, pure, with its basic and dealer-mimic strategies), its
console (``console/``, with the binding), the ``simulate`` fast path (``simulation/``) and
the exact analysis behind ``hint`` and the chart (``analysis/``).

Inside the folder the layers run console, then simulation and analysis side by side, then
the model; the model imports nothing else of crapsrepl.
"""
