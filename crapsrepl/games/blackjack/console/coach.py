"""The coach (``--coach``, ``coach on|off``): after each decision that is not the table's
best, one line with the right play and what the mistake costs on average; the session's
accuracy and the expected value given up, in ``status`` and the summary on leaving.

The best play is ``hint``'s: basic strategy for the table's rules within what the table
and the rack allow, bent by the index plays when counting is on. A mistake's cost is the
difference of the two plays' expected results on the hand's bet, worked out off the top of
the shoe with the hand's own cards out (``hint ... ev`` shows them); an index play's worth
comes from the count, which those values do not see, so a missed index play is counted as
a mistake without a cost.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..model.money import dollars

KEPT = 20  # mistakes listed in the summary; more are counted, not listed


@dataclass(frozen=True, slots=True)
class Mistake:
    player: str
    did: str
    best: str
    what: str  # the hand, as the hint names it: "a pair of 8s against a 10"
    cost: int  # cents given up on average; 0 where only the count can say (index plays)

    def text(self) -> str:
        cost = f"{dollars(self.cost)} given up on average" if self.cost else "by the count"
        return f"{self.player}: {self.best}, not {self.did}, on {self.what} ({cost})"


@dataclass(slots=True)
class Coach:
    on: bool = False
    counting: bool = False  # index plays and insurance at +3 in hints and the coach
    decisions: int = 0
    right: int = 0
    lost: int = 0  # cents
    mistakes: list[Mistake] = field(default_factory=list)

    def judged(self, mistake: Mistake | None) -> None:
        self.decisions += 1
        if mistake is None:
            self.right += 1
            return
        self.lost += mistake.cost
        if len(self.mistakes) < KEPT:
            self.mistakes.append(mistake)

    def accuracy(self) -> str:
        if not self.decisions:
            return "Coach: no decisions yet."
        share = self.right / self.decisions
        return (
            f"Coach: {self.right} of {self.decisions} decisions right ({share:.0%}); "
            f"{dollars(self.lost)} of expected value given up."
        )

    def summary(self) -> list[str]:
        """The quit summary's lines: accuracy, then each mistake and its cost."""
        if not self.decisions:
            return []
        wrong = self.decisions - self.right
        more = wrong - len(self.mistakes)
        return [
            f"  {self.accuracy()}",
            *(f"    {m.text()}" for m in self.mistakes),
            *([f"    and {more} more"] if more > 0 else []),
        ]
