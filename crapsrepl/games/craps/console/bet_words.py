"""The words a player types for a kind of bet (``dontPass``, ``any 7``, ``hop 2 5``), and
the one spelling each is shown by in help, completion and refusals."""

from __future__ import annotations

from crapsrepl.plugin import ParseError

# What a player may type for a kind of bet (spaces, '-', '_' and '&' ignored, any case).
_KIND_WORDS: dict[str, str] = {
    "pass": "pass",
    "line": "pass",
    "passline": "pass",
    "come": "come",
    "dontpass": "dont_pass",
    "dp": "dont_pass",
    "dontcome": "dont_come",
    "dc": "dont_come",
    "put": "put",
    "place": "place",
    "buy": "buy",
    "lay": "lay",
    "big": "big",
    "field": "field",
    "hard": "hard",
    "hardway": "hard",
    "any7": "any7",
    "anyseven": "any7",
    "anycraps": "any_craps",
    "2": "two",
    "two": "two",
    "3": "three",
    "three": "three",
    "11": "yo",
    "yo": "yo",
    "eleven": "yo",
    "12": "twelve",
    "twelve": "twelve",
    "horn": "horn",
    "world": "world",
    "whirl": "world",
    "ce": "ce",
    "crapseleven": "ce",
    "hop": "hop",
    "fire": "fire",
    "all": "all",
    "tall": "tall",
    "small": "small",
}
PROPS = ("any7", "any_craps", "two", "three", "yo", "twelve", "horn", "world", "ce", "hop")
ATS = ("all", "tall", "small")
PROP_WORDS = ("any7", "anyCraps", "2", "3", "11", "12", "horn", "world", "ce", "hop")
KIND_WORDS = (
    *("pass", "come", "dontPass", "dontCome", "put", "place", "buy", "lay", "big", "field"),
    *("hard", *PROP_WORDS, "fire", *ATS),
)
TAKE_DOWN_WORDS = (*KIND_WORDS, "odds", "layOdds")


def squash(text: str) -> str:
    """A typed word as compared: any case, spaces, '-', '_' and '&' ignored."""
    return "".join(ch for ch in text.casefold() if ch not in " -_&")


# The one spelling a player sees for each kind (help, completion, refusals): the word help
# lists, not the API's name (``anyCraps``, not ``any_craps``).
SHOWN: dict[str, str] = {_KIND_WORDS[squash(word)]: word for word in KIND_WORDS}


def read_kind(text: str, allowed: tuple[str, ...] | None = None) -> tuple[str, int | None]:
    """A typed kind of bet as (kind, hop dice or None): 'dontPass', 'any 7', 'hop 2 5'."""
    word = squash(text)
    number = None
    if word.startswith("hop") and len(word) > 3:
        dice = word[3:]
        if len(dice) != 2 or not all(d in "123456" for d in dice):
            raise ParseError(f"a hop bet names two dice, as hop 2 5, not {text!r}")
        low, high = sorted(int(d) for d in dice)
        word, number = "hop", 10 * low + high
    kind = _KIND_WORDS.get(word)
    if kind is None or (allowed is not None and kind not in allowed):
        names = ", ".join(SHOWN[kind] for kind in allowed or SHOWN)
        raise ParseError(f"no bet called {text!r} here; one of: {names}")
    return kind, number
