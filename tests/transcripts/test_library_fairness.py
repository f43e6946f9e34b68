"""The library is fair by construction: each file declares the rules it is about (``%
rule:``), a table that breaks one rule loses exactly the files that declare it, and a
program that plays nothing scores 0 (every file holds a fact only a working table
answers)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from crapsrepl.grading.run.marking import Marking, grade_transcript
from crapsrepl.grading.run.runners import Run, Status, step_outputs
from crapsrepl.transcripts.facts import NOTHING_WORDS, numbers_in
from crapsrepl.transcripts.files import discover, load
from crapsrepl.transcripts.format import Transcript, TranscriptError, parse_text
from crapsrepl.transcripts.plan import Role, build
from tests.fakes.engine_bugs import BUGS, Bug
from tests.helpers import LIBRARY, BuggyRunner

FILES = discover([str(LIBRARY)])
SCRIPTS = {str(path.relative_to(LIBRARY)): load(path) for path in FILES}


def test_every_library_file_declares_the_rules_it_is_about() -> None:
    undeclared = [name for name, script in SCRIPTS.items() if not script.rules]
    assert undeclared == []


def test_a_rule_is_a_dash_separated_name() -> None:
    script = parse_text("% rule: push, natural-pays-3-2\n% players: Bob:1\n", "a.blackjack")
    assert script.rules == ("push", "natural-pays-3-2")
    with pytest.raises(TranscriptError, match="lower-case words joined by '-'"):
        parse_text("% rule: Push Loses\n", "a.blackjack")


def failing(bug: Bug) -> set[str]:
    runner = BuggyRunner(bug)
    return {
        name
        for name, script in SCRIPTS.items()
        if script.game == bug.game
        and grade_transcript(script, runner, Marking()).status is not Status.PASS
    }


@pytest.mark.parametrize("bug", BUGS, ids=[bug.name for bug in BUGS])
def test_a_table_with_one_rule_broken_loses_exactly_the_files_of_that_rule(bug: Bug) -> None:
    declared = {name for name, script in SCRIPTS.items() if set(script.rules) & bug.rules}
    assert declared, f"no library file is about {sorted(bug.rules)}"
    assert failing(bug) == declared


def test_the_matrix_holds_a_dozen_blackjack_bugs_and_ten_craps_bugs() -> None:
    games = [bug.game for bug in BUGS]
    assert (games.count("blackjack"), games.count("craps")) == (12, 10)
    assert len({bug.name for bug in BUGS}) == len(BUGS)


# Programs that play nothing ---------------------------------------------------------------

STAKES = re.compile(r"^(bet|insurance|placeLineBet|placeComeBet|placeOddsBet)\((\w+),.*?(\d+)\)$")
QUERY = re.compile(r"^(\w+)\((\w*)\)$")


@dataclass(frozen=True, slots=True)
class Idle:
    """A program that plays nothing: it refuses every command (or says nothing), answers
    every query with one ``constant``, and with ``racks`` answers ``chips(p)`` with p's
    chips less every amount p bet (nothing is ever paid)."""

    refuses: bool
    constant: str
    racks: bool = False

    def run(self, transcript: Transcript) -> Run:
        feeds = build(transcript)
        racks = dict(transcript.setup.players)
        blocks: list[list[str] | None] = []
        for feed in feeds:
            if feed.role is Role.COMMAND:
                stake = STAKES.match(feed.line)
                if stake and stake.group(2) in racks:
                    racks[stake.group(2)] -= int(stake.group(3))
                blocks.append(["error: not implemented"] if self.refuses else [])
                continue
            query = QUERY.match(feed.line)
            if self.racks and query and query.group(1) == "chips" and query.group(2) in racks:
                blocks.append([f"{query.group(2)} has {racks[query.group(2)]}"])
            else:
                blocks.append([self.constant])
        return Run(step_outputs(transcript, feeds, blocks), feeds=feeds, blocks=blocks)

    def expect(self, runs: int) -> None:
        """Nothing is started ahead."""


def constants(script: Transcript) -> Iterator[str]:
    """The answers a program answering everything alike might give, the ones that pass
    the most of this file: each expected answer as it is, nothing, a zero, a none, and
    every word of the file with each answer's numbers."""
    expected = [f.expected for s in script.steps for f in s.facts if not f.refused]
    words = {w for e in expected for w in re.findall(r"[A-Za-z]+", e)} - set(NOTHING_WORDS)
    yield from ("", "0", "none", "off")
    yield from dict.fromkeys(expected)
    for answer in dict.fromkeys(expected):
        numbers = " ".join(str(n) for n in numbers_in(answer).elements())
        yield f"{' '.join(sorted(words))} {numbers}".strip()


def idle_programs(script: Transcript) -> Iterator[Idle]:
    for constant in constants(script):
        for refuses in (True, False):
            for racks in (True, False):
                yield Idle(refuses, constant, racks)


@pytest.mark.parametrize("name", sorted(SCRIPTS))
def test_no_library_file_passes_a_program_that_plays_nothing(name: str) -> None:
    """The lint: every file holds a fact whose answer no idle program gives."""
    script = SCRIPTS[name]
    passed = [
        idle
        for idle in idle_programs(script)
        if grade_transcript(script, idle, Marking()).status is Status.PASS
    ]
    assert passed == [], f"{name} passes {passed[0]}"


def test_the_lint_catches_a_file_of_refusals_and_a_lost_bet() -> None:
    """``? refused`` and the rack less the bet: what the six blackjack files were."""
    text = (
        "# Surrender is refused where the table does not offer it.\n% players: Bob:100\n"
        "blackjack> bet(Bob, 10)\nblackjack> shoe(10, 10, 6, 7)\nblackjack> deal()\n"
        "blackjack> surrender(Bob)\n? refused\n? chips(Bob) => 90\n"
    )
    script = parse_text(text, Path("no_surrender.blackjack"))
    passes = [
        idle
        for idle in idle_programs(script)
        if grade_transcript(script, idle, Marking()).status is Status.PASS
    ]
    assert Idle(refuses=True, constant="", racks=True) in passes
