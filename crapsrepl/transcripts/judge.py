"""Judging a transcript's fact assertions from the blocks a plan's lines got back."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .facts import DEFAULT_REFUSAL, answer_mismatch, refusal_shown, render_query, same_facts
from .format import Transcript
from .plan import Feed, Role

Block = list[str] | None


@dataclass(slots=True)
class FactResult:
    line: int
    query: str
    sent: str
    expected: str
    reply: list[str] | None
    passed: bool
    why: str = ""

    def text(self) -> str:
        reply = "no reply" if self.reply is None else " / ".join(self.reply) or "empty reply"
        if self.query == "refused":
            return f"? refused: {self.why}; got {reply!r}"
        if self.reply is None and self.why:
            return f"? {self.query} => {self.expected}: {self.why}"
        why = f" ({self.why})" if self.why else ""
        return f"? {self.query} => {self.expected}: got {reply!r}{why}"


def reply_text(block: Sequence[str]) -> str:
    return " ".join(line.strip() for line in block if line.strip())


def judge_facts(
    transcript: Transcript,
    feeds: Sequence[Feed],
    blocks: Sequence[Block],
    errors: Sequence[Block] | None = None,
    refusal: str = DEFAULT_REFUSAL,
) -> list[FactResult]:
    """One result per assertion, in file order; ``errors`` are the stderr blocks, if kept."""
    errors = errors or [None] * len(feeds)
    by_key = {
        (f.step, f.role, f.index): (b, e) for f, b, e in zip(feeds, blocks, errors, strict=True)
    }
    results: list[FactResult] = []
    for number, step in enumerate(transcript.steps):
        for k, fact in enumerate(step.facts):
            if fact.refused:
                results.append(_refusal(number, fact.line, feeds, by_key, refusal))
                continue
            reply, _ = by_key.get((number, Role.QUERY, k), (None, None))
            sent = render_query(fact.query, transcript.queries)
            why = "no reply" if reply is None else answer_mismatch(fact.expected, reply_text(reply))
            results.append(
                FactResult(fact.line, fact.query, sent, fact.expected, reply, not why, why)
            )
    return results


def _refusal(
    step: int,
    line: int,
    feeds: Sequence[Feed],
    by_key: dict[tuple[int, Role, int], tuple[Block, Block]],
    pattern: str,
) -> FactResult:
    out, err = by_key.get((step, Role.COMMAND, 0), (None, None))
    reply = None if out is None else [*out, *(err or [])]
    if reply is None:
        return FactResult(line, "refused", "", "", None, False, "no reply")
    if not refusal_shown(reply, pattern):
        return FactResult(line, "refused", "", "", reply, False, "no refusal message")
    for feed in feeds:
        if feed.step != step or feed.role is not Role.BEFORE:
            continue
        before, _ = by_key[(step, Role.BEFORE, feed.index)]
        after, _ = by_key.get((step, Role.AFTER, feed.index), (None, None))
        if before is None or after is None or not same_facts(before, after):
            why = f"{feed.line} changed from {_show(before)!r} to {_show(after)!r}"
            return FactResult(line, "refused", "", "", reply, False, why)
    return FactResult(line, "refused", "", "", reply, True)


def _show(block: Block) -> str:
    return "nothing" if block is None else reply_text(block)
