"""A deliberately wrong implementation: this package, but odds pay even money."""

import sys

from crapsrepl.cli import main
from crapsrepl.games.craps.model import bets

bets.TRUE_ODDS.update({n: (1, 1) for n in bets.TRUE_ODDS})
sys.exit(main())
