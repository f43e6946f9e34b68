"""``crapsrepl simulate``: many sessions of one strategy, on a fast path built from the model.

``tables`` reads the bet classes into lookup tables, ``engine`` plays them for many sessions
at once (what a strategy reads of it in ``fast_reads``), ``sessions`` runs a chunk,
``reference`` plays one through ``Game``, ``parallel`` spreads chunks over processes or a
Dask cluster, ``stats`` and ``report`` turn the results into figures.
"""
