"""Where an external run's time ran out, said so a student can find the line: the feed
it stopped at, the transcript line it was answering (a fact's or a refusal's own line for
the grader's queries), and whether it was slow rather than stuck."""

from __future__ import annotations

from ...transcripts.format import Transcript
from ...transcripts.plan import Feed, Role
from .exchange import Exchange

PROBES = (Role.BEFORE, Role.AFTER)  # the grader's own lines round a ``? refused``


def stopped_at(
    transcript: Transcript,
    feeds: list[Feed],
    lines: list[str],
    exchange: Exchange,
    seated: int,
    timeout: float,
) -> tuple[int, int | None, str, bool]:
    """Where time ran out: the first feed without a whole answer, the file line it was
    answering, the reason naming both, and whether the program was slow rather than stuck
    (the line it was answering had waited less than half of ``--timeout``)."""
    limit = f"past --timeout {timeout:g} s"
    if len(exchange.marks) > exchange.answered:
        ended = f"it answered every line but did not exit at the end of input ({limit})"
        return len(feeds), None, ended, False
    index = exchange.answered - 1  # the fed line it was answering; those before, answered
    if index < 0:
        return 0, None, f"it never waited for the transcript's first command ({limit})", False
    if index < seated:
        return 0, None, f"stopped answering while its players were seated ({limit})", False
    feed = feeds[index - seated]
    step = transcript.steps[feed.step]
    line, what = step.line, feed.line
    if feed.role is Role.QUERY:
        line = step.facts[feed.index].line
    elif feed.role in PROBES:
        line = next(fact.line for fact in step.facts if fact.refused)
        when = "before" if feed.role is Role.BEFORE else "after"
        what = f"? refused (the grader's check {feed.line} {when} {step.command})"
    if exchange.waited < timeout / 2:
        answered = f"{index} of {len(lines)} lines answered"
        return index - seated, line, f"too slow: {answered}, at line {line} {what} ({limit})", True
    return index - seated, line, f"stopped answering at line {line} {what} ({limit})", False
