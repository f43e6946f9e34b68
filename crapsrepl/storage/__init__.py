"""What outlives a session, for every game alike: a table's file (``tablefile``, over the
hardened writing of ``files``), the journal of accepted commands (``journal``), a
generator's saved state (``rngstate``), the seal on what a saved table keeps but must not
show (``seal``, under a key of the user's) and where per-user files live (``paths``); and the
one reader of bytes crapsrepl did not write (``reader``) with the one bounded loader of
TOML and JSON (``documents``), which every other package reads such input through.

It imports no game and nothing above it: a game turns its table into a document and back
(``console/<game>/persistence.py``), and the journal is handed the console's controller.
"""
