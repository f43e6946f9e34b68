"""Real casinos' rule sets, one word each (``--preset NAME``, ``% preset: NAME``): a preset
sets every rule of the table at once, as the casino posts it; an option given after it
changes that one rule of it (``--preset downtown-double-deck --surrender yes``).

Each names the published house edge for its rules where one exists: the Wizard of Odds'
blackjack appendix 9 (exact combinatorial analysis, composition-dependent play, resplit to
four hands except aces, one card to split aces), against which docs/blackjack.md sets the
engine's own exact figures. Where no exact analysis published the rules (late surrender,
6:5), the figure is the rule-effect estimate (a baseline plus each rule's published effect,
thecolorofblackjack.com's "solution one" table), said as an estimate.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ..model import Doubles, Payout, TableRules


@dataclass(frozen=True, slots=True)
class Preset:
    name: str
    title: str  # where such a table is found
    rules: TableRules
    published: float | None  # the house edge in % for these rules, where published
    source: str = ""
    # where no exact analysis is published: the rule-effect estimate (%) and its sum
    estimate: float | None = None
    estimate_source: str = ""


def _table(**rules: object) -> TableRules:
    """A preset's rules on the console's table (half-dollar chips)."""
    return TableRules(chip_cents=50, **rules)  # type: ignore[arg-type]


APPENDIX_9 = "Wizard of Odds, blackjack appendix 9"
RULE_EFFECTS = "rule-effect estimate, thecolorofblackjack.com"
PRESETS = (
    Preset(
        "vegas-strip-shoe",
        "a Las Vegas Strip shoe: 6 decks, H17, DAS, split to 4",
        _table(decks=6, dealer="H17"),
        0.615,
        f"{APPENDIX_9}, 6 decks, H17 (expected return -0.006151)",
    ),
    Preset(
        "downtown-double-deck",
        "a downtown Las Vegas double deck: 2 decks, H17, DAS, split to 4",
        _table(decks=2, dealer="H17", penetration=65),
        0.380,
        f"{APPENDIX_9}, 2 decks, H17 (expected return -0.003797)",
    ),
    Preset(
        "atlantic-city",
        "Atlantic City: 8 decks, S17, DAS, late surrender, split to 4",
        _table(decks=8, late_surrender=True),
        None,
        estimate=0.38,
        estimate_source=f"{RULE_EFFECTS}: one deck -0.02, eight decks -0.55, DAS +0.13, "
        "late surrender +0.06",
    ),
    Preset(
        "european",
        "a European table: 6 decks, H17, no hole card, DAS, split to 4",
        _table(decks=6, dealer="H17", no_hole_card=True),
        0.727,
        f"{APPENDIX_9}, 6 decks, H17, no hole card (expected return -0.0072705)",
    ),
    Preset(
        "single-deck-6-5",
        "a 6:5 single deck: 1 deck, H17, blackjack pays 6:5, double any two, no DAS",
        _table(
            decks=1,
            dealer="H17",
            blackjack_pays=Payout(6, 5),
            double_after_split=False,
            doubles=Doubles.ANY,
            penetration=60,
        ),  # fmt: skip
        None,
        estimate=1.61,
        estimate_source=f"{RULE_EFFECTS}: one deck -0.02, 6:5 -1.39, H17 -0.20",
    ),
)
BY_NAME = {preset.name: preset for preset in PRESETS}


def preset_list() -> list[str]:
    """One line a preset: its name and what it is."""
    width = max(len(p.name) for p in PRESETS)
    return [f"  {p.name:<{width}}  {p.title}" for p in PRESETS]


# Appendix 9's expected returns (house edge in %, 3:2, double any two, resplit to four but
# aces, one card to split aces, no surrender), by (decks, dealer, DAS, no hole card). The
# six-deck H17 figure is as quoted from its page (-0.006151); the others were read there.
APPENDIX = {
    (1, "S17", True, False): -0.1839,
    (1, "S17", False, False): -0.0423,
    (1, "H17", True, False): 0.0072,
    (1, "H17", False, False): 0.1513,
    (2, "H17", True, False): 0.3797,
    (2, "H17", False, False): 0.5252,
    (5, "S17", True, False): 0.380,
    (5, "H17", True, False): 0.5918,
    (5, "H17", False, False): 0.7366,
    (6, "H17", True, False): 0.6151,
    (6, "H17", True, True): 0.72705,
    (6, "H17", False, True): 0.86975,
    (8, "H17", True, True): 0.7562,
    (8, "H17", False, True): 0.89865,
}


def published(rules: TableRules, bet: int | None = None) -> tuple[float, str] | None:
    """The published house edge (%) for these rules and where it comes from, where one
    exists: appendix 9's, for the rules it analyses, paid as posted on this bet; else, for a
    preset's rules, its rule-effect estimate."""
    posted = bet is None or (
        rules.blackjack_win(bet) * rules.blackjack_pays.per == bet * rules.blackjack_pays.win
        and rules.surrender_back(bet) * 2 == bet
    )
    plain = (
        rules.blackjack_pays == Payout(3, 2)
        and rules.doubles is Doubles.ANY
        and rules.max_hands == 4
        and not rules.resplit_aces
        and not rules.surrenders
        and not rules.hit_split_aces
    )
    key = (rules.decks, rules.dealer, rules.double_after_split, rules.no_hole_card)
    if posted and not rules.early_surrender:
        # the chip, its rounding and the cut card change no figure off the top
        bare = replace(rules, chip_cents=50, whole_dollars=False, penetration=0)
        for preset in PRESETS:
            if preset.estimate is not None and bare == replace(preset.rules, penetration=0):
                return preset.estimate, preset.estimate_source
    if not (posted and plain) or key not in APPENDIX:
        return None
    hole = ", no hole card" if rules.no_hole_card else ""
    das = "" if rules.double_after_split else ", no DAS"
    deck = f"{rules.decks} deck{'s' if rules.decks > 1 else ''}"
    return APPENDIX[key], f"{APPENDIX_9}, {deck}, {rules.dealer}{hole}{das}; card by card"
