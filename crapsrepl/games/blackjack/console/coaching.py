"""The coach at work: before a decision is played, the advice for it and the play the line
makes; after, a note when it was not the best play, with its cost, and the tally of both
(``coach.Coach`` keeps the tally and the session's report)."""

from __future__ import annotations

from ..model import BlackjackError, BlackjackGame, Phase
from ..model import events as ev
from .coach import Coach, Mistake
from .counting import Count
from .hint import Hint, hint, play_hint
from .table_events import CoachNote

# The decisions the coach judges, and the play each makes.
DECISIONS = {
    "hit": "hit",
    "stand": "stand",
    "double": "double",
    "split": "split",
    "surrender": "surrender",
    "insurance": "insurance",
    "evenMoney": "even money",
    "noInsurance": "no insurance",
}
INSURANCE_ANSWERS = {n: DECISIONS[n] for n in ("insurance", "evenMoney", "noInsurance")}


def advice_before(
    game: BlackjackGame, name: str, args: tuple[str, ...], count: Count | None
) -> tuple[Hint, str] | None:
    """The coach's view of command ``name`` about to be made: the hint for it and the play
    it makes (None for a command that decides nothing the coach judges)."""
    if name not in DECISIONS or not args:
        return None
    insuring = name in INSURANCE_ANSWERS
    if insuring and game.phase is not Phase.INSURANCE:
        return None
    try:
        advise = hint if insuring else play_hint
        advice = advise(game, args[0], count=count)
    except BlackjackError:  # not this player's decision: the command is refused too
        return None
    did = DECISIONS[name]
    if insuring and game.hands(advice.player)[0].blackjack:
        did = {"insurance": "insurance", "no insurance": "no even money"}.get(did, did)
    return advice, did


def judgement(
    coach: Coach, game: BlackjackGame, advice: Hint, did: str, events: list[object]
) -> list[object]:
    """The coach's line for a decision that was not the best, and the tally of both."""
    if any(isinstance(e, ev.DealerPeeked) and e.blackjack for e in events):
        return []  # the dealer's blackjack ended the round: the play was never played
    if did == advice.play:
        coach.judged(None)
        return []
    best, chosen = advice.value_of(advice.play), advice.value_of(did)
    counted = advice.why.startswith("index play")
    cents = advice.bet * game.rules.chip_cents
    cost = 0 if counted or best is None or chosen is None else round((best - chosen) * cents)
    what = advice.why.rsplit(": ", 1)[-1] if advice.hand and ": " in advice.why else ""
    if did in INSURANCE_ANSWERS.values() or advice.play in INSURANCE_ANSWERS.values():
        what = "the insurance offer"
    mistake = Mistake(advice.player, did, advice.play, what, max(0, cost))
    coach.judged(mistake)
    return [CoachNote(mistake.player, did, advice.play, mistake.what, mistake.cost)]
