"""The command line read into the plain settings the layers below are handed.

How a program is fed and timed, how it is marked, and everything grading a student's
folder needs: read here once, so nothing below sees an ``argparse.Namespace`` it would have
to interpret, and nothing is passed down that calls back up into the command.
"""

from __future__ import annotations

import argparse
from dataclasses import replace
from pathlib import Path

from ...transcripts.facts import DEFAULT_REFUSAL
from ..run.marking import Marking, Normalizer
from ..run.runners import ExternalOptions
from ..student.building import DEFAULT_BUILD_TIMEOUT
from ..student.submission import SubmissionSettings
from .class_options import entry_options
from .explore_options import explore_settings
from .isolation import containment_from


def marking_from(args: argparse.Namespace) -> Marking:
    return Marking(
        args.partial,
        args.facts_only,
        args.refusal.pattern if args.refusal else DEFAULT_REFUSAL,
        Normalizer(args.ignore_case, args.ignore_space),
    )


def program_options(args: argparse.Namespace) -> ExternalOptions:
    return ExternalOptions(
        timeout=args.timeout,
        max_output=args.max_output,
        setup_as_flags=args.setup_as_flags,
        separator=args.separator,
        prompt=args.prompt,
        quiet=args.quiet_period,
        prestart=not args.cold_start,
        refusal=args.refusal.pattern if args.refusal else DEFAULT_REFUSAL,
    )


# A student's explore sessions run this many at a time in a class run (each student's
# transcripts one at a time). A session mostly waits (for the program to take a line and
# wait again, ~3 ms a line, 70 lines): 50 ms of the grader's CPU in 350 ms, so at --jobs 2
# the two cores stood mostly idle while a correct program's 100 sessions took 35 to 50 s.
EXPLORE_AT_ONCE = 3


def submission_settings(args: argparse.Namespace) -> SubmissionSettings:
    """Student folders are graded like ``--cmd``, in their scratch copy; a class run is
    parallel over submissions, one submission alone over its transcripts."""
    explored = explore_settings(args)
    if explored is not None and args.many:
        explored = replace(explored, jobs=EXPLORE_AT_ONCE)
    return SubmissionSettings(
        entry=entry_options(args),
        program=program_options(args),
        marking=marking_from(args),
        containment=containment_from(args),
        transcripts=Path(args.transcripts),
        jobs=1 if args.many else args.jobs,
        build_timeout=args.build_timeout or DEFAULT_BUILD_TIMEOUT,
        explore=explored,
    )
