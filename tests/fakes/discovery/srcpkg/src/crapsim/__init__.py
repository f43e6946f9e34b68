"""A craps table, packaged the way the packaging guide says: src/crapsim."""
