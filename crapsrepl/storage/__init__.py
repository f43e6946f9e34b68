"""What outlives a session, for every game alike: a table's file (``tablefile``, over the
hardened reading and writing of ``files`` and the JSON checks of ``jsontext``), the
journal of accepted commands (``journal``), a generator's saved state (``rngstate``) and
where per-user files live (``paths``).

It imports no game and nothing above it: a game turns its table into a document and back
(``console/<game>/persistence.py``), and the journal is handed the console's controller.
"""
