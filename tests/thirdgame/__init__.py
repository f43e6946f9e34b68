"""A third game that proves the seam: coin, heads or tails at even money. Its model and its
console live here, in tests/, and it is registered through the ``crapsrepl.games`` entry
point by a distribution the tests make (``tests/thirdgame/plugin.py``): the shared layers
play, record, check, save, load and resume it without a line of shared code naming it."""
