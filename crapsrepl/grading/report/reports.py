"""Grading results for people (a summary table) and for tools (JSON, JUnit XML)."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from ..run.marking import TranscriptGrade
from ..run.runners import Status
from .escaping import terminal, xml_text
from .writing import write_document

REPORT_VERSION = 2
SCHEMA_PATH = Path(__file__).with_name("report.schema.json")


def marks_text(value: float) -> str:
    return str(int(value)) if value == int(value) else f"{value:.2f}"


def totals(grades: Sequence[TranscriptGrade]) -> tuple[float, int]:
    return round(sum(g.marks for g in grades), 4), sum(g.max_marks for g in grades)


def summary_lines(grades: Sequence[TranscriptGrade], difference_width: int = 70) -> list[str]:
    name_width = max((len(g.name) for g in grades), default=10)
    lines = [f"{'transcript':<{name_width}}  {'marks':>7}  {'status':<12}  first difference"]
    for g in grades:
        marks = f"{marks_text(g.marks)}/{g.max_marks}"
        difference = g.difference_text()
        if len(difference) > difference_width:
            difference = difference[: difference_width - 3] + "..."
        line = f"{g.name:<{name_width}}  {marks:>7}  {g.status.value:<12}  {difference}"
        lines.append(terminal(line.rstrip()))
    score, maximum = totals(grades)
    lines.append(f"score: {marks_text(score)} / {maximum}")
    return lines


def report_dict(
    grades: Sequence[TranscriptGrade],
    implementation: str,
    sandboxed: bool | None = None,
    interrupted: bool = False,
    explored: Mapping[str, object] | None = None,
) -> dict[str, Any]:
    """``explored``: what ``--explore`` found, as its JSON object; its marks (if any) are
    added to the score."""
    score, maximum = totals(grades)
    contained: dict[str, bool] = {} if sandboxed is None else {"sandboxed": sandboxed}
    if interrupted:
        contained["interrupted"] = True
    extra: dict[str, object] = {} if explored is None else {"explore": dict(explored)}
    if explored is not None:
        score += _number(explored.get("marks"))
        maximum += int(_number(explored.get("max_marks")))
    return {
        "version": REPORT_VERSION,
        "implementation": implementation,
        **contained,
        **extra,
        "score": score,
        "max": maximum,
        "transcripts": [
            {
                "name": g.name,
                "marks": g.marks,
                "max_marks": g.max_marks,
                "status": g.status.value,
                "reason": g.reason,
                "seconds": g.seconds,
                "stderr_tail": g.stderr_tail,
                "stdout": g.stdout,
                "stderr": g.stderr,
                "commands": [
                    {
                        "line": c.line,
                        "command": c.command,
                        "expected": c.expected,
                        "actual": c.actual,
                        "match": c.match,
                        "graded": c.graded,
                    }
                    for c in g.commands
                ],
                "facts": [
                    {
                        "line": f.line,
                        "query": f.query,
                        "sent": f.sent,
                        "expected": f.expected,
                        "reply": f.reply,
                        "pass": f.passed,
                        "why": f.why,
                    }
                    for f in g.facts
                ],
            }
            for g in grades
        ],
    }


def _number(value: object) -> float:
    return float(value) if isinstance(value, int | float) else 0.0


def write_json(
    path: Path,
    grades: Sequence[TranscriptGrade],
    implementation: str,
    sandboxed: bool | None = None,
    interrupted: bool = False,
    explored: Mapping[str, object] | None = None,
) -> None:
    """``sandboxed``: whether an external program ran in bubblewrap (None: built-in);
    ``interrupted``: grading was stopped and only the transcripts listed were graded."""
    report = report_dict(grades, implementation, sandboxed, interrupted, explored)
    write_document(path, report)


def write_junit(
    path: Path,
    grades: Sequence[TranscriptGrade],
    implementation: str,
    seconds: float | None = None,
) -> None:
    """Every text passes through ``xml_text``: a program printing ESC or NUL must not make
    the file unreadable for the tools that consume it. ``time`` is each transcript's wall
    time and, on the suite, ``seconds`` (a student's whole grading, build included) or
    else the transcripts' sum."""
    failures = sum(g.status is Status.FAIL for g in grades)
    errors = sum(g.status not in (Status.PASS, Status.FAIL) for g in grades)
    total = sum(g.seconds for g in grades) if seconds is None else seconds
    suite = ET.Element(
        "testsuite",
        name=xml_text(f"crapsrepl grade: {implementation}"),
        tests=str(len(grades)),
        failures=str(failures),
        errors=str(errors),
        time=f"{total:.3f}",
    )
    for g in grades:
        case = ET.SubElement(
            suite,
            "testcase",
            classname="transcripts",
            name=xml_text(g.name),
            time=f"{g.seconds:.3f}",
        )
        ET.SubElement(case, "properties").append(
            ET.Element("property", name="marks", value=f"{marks_text(g.marks)}/{g.max_marks}")
        )
        if g.status is Status.FAIL:
            failure = ET.SubElement(case, "failure", message=xml_text(g.difference_text()))
            failure.text = xml_text(_details(g))
        elif g.status is not Status.PASS:
            message = xml_text(f"{g.status.value}: {g.difference_text()}")
            ET.SubElement(case, "error", message=message).text = xml_text(_details(g))
        if g.stderr_tail:
            ET.SubElement(case, "system-err").text = xml_text(g.stderr_tail)
    ET.ElementTree(suite).write(path, encoding="utf-8", xml_declaration=True)


def _details(grade: TranscriptGrade) -> str:
    return "\n".join(grade.details()) or grade.reason
