"""Over/Under 7, a crapsrepl game plug-in."""
