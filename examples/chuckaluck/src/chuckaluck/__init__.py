"""Chuck-a-luck, a crapsrepl game plug-in: three dice, a bet on a number."""
