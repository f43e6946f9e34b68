"""``crapsrepl autograder bundle OUT.zip TRANSCRIPTS``: a ready Gradescope autograder.

The zip holds ``setup.sh`` (installs a JDK and the bundled copy of crapsrepl, so the image
needs nothing from outside but Debian/Ubuntu packages), ``run_autograder`` (grades
``/autograder/submission`` into ``/autograder/results/results.json``), the transcripts and
crapsrepl's own source. ``CRAPSREPL_AUTOGRADER_ROOT`` and ``CRAPSREPL_COMMAND`` move the
``/autograder`` folder and the grader, so the bundle can be tried outside Gradescope.
"""

from __future__ import annotations

import argparse
import shlex
import sys
import zipfile
from collections.abc import Sequence
from pathlib import Path

from ..transcripts.format import TranscriptError
from ..version import __version__
from .exits import Exit
from .options.arguments import build_parser as grade_parser
from .options.arguments import check_args
from .run.batch import load_all

SETUP_SH = """#!/usr/bin/env bash
# Gradescope runs this once, when it builds the autograder image.
set -euo pipefail
apt-get update -qq
apt-get install -y -qq python3 python3-venv python3-pip default-jdk-headless
python3 -m venv /autograder/venv
/autograder/venv/bin/pip install -q /autograder/source/crapsrepl
"""

RUN_AUTOGRADER = """#!/usr/bin/env bash
# Gradescope runs this for each submission; it writes results/results.json.
set -u
ROOT="${{CRAPSREPL_AUTOGRADER_ROOT:-/autograder}}"
CRAPSREPL="${{CRAPSREPL_COMMAND:-$ROOT/venv/bin/crapsrepl}}"
mkdir -p "$ROOT/results"
$CRAPSREPL grade "$ROOT/source/transcripts" --submission "$ROOT/submission" \\
    --gradescope "$ROOT/results/results.json" {grade_args}
exit 0
"""

PYPROJECT = """[build-system]
requires = ["setuptools>=68"]
build-backend = "setuptools.build_meta"

[project]
name = "crapsrepl"
version = "{version}"
requires-python = ">=3.11"
dependencies = ["prompt_toolkit>=3.0.36"]

[project.scripts]
crapsrepl = "crapsrepl.cli:main"

[tool.setuptools.packages.find]
include = ["crapsrepl*"]

[tool.setuptools.package-data]
crapsrepl = [
    "py.typed",
    "**/*.schema.json",
    "grading/student/drivers/*.java",
    "grading/student/drivers/*.py",
]
"""

# Options that make no sense inside the autograder: it decides the target and the outputs.
_DECIDED = ("--cmd", "--many", "--submission", "--gradescope", "--report-dir", "--csv")


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="crapsrepl autograder",
        description="Make a Gradescope autograder that grades each submission with crapsrepl.",
    )
    actions = parser.add_subparsers(dest="action", required=True, metavar="bundle")
    bundle = actions.add_parser(
        "bundle", help="write the autograder zip", description="Write the autograder zip."
    )
    bundle.add_argument("out", metavar="OUT.zip", help="the zip to write")
    bundle.add_argument("transcripts", metavar="TRANSCRIPTS", help="transcript file or directory")
    bundle.add_argument(
        "--grade-args",
        default="",
        metavar="ARGS",
        help='more grade options, e.g. "--java-class CrapsGame --timeout 5"',
    )
    return parser


def main(argv: Sequence[str]) -> Exit:
    parser = build_parser()
    args = parser.parse_args(argv)
    extra = shlex.split(args.grade_args)
    decided = [word for word in extra if word.split("=")[0] in _DECIDED]
    if decided:
        parser.error(f"--grade-args: the autograder sets {', '.join(decided)} itself")
    try:
        grading = grade_parser()
        check_args(grading, grading.parse_args([args.transcripts, "--submission", ".", *extra]))
    except SystemExit:
        parser.error(f"--grade-args: not valid grade options: {args.grade_args!r}")
    try:
        transcripts = load_all(args.transcripts)
    except TranscriptError as problem:
        print(f"crapsrepl autograder: {problem}", file=sys.stderr)
        return Exit.HARNESS
    write_bundle(Path(args.out), [t.path for t in transcripts], Path(args.transcripts), extra)
    print(f"wrote {args.out}: {len(transcripts)} transcripts; upload it to Gradescope")
    return Exit.OK


def write_bundle(out: Path, files: list[Path], root: Path, grade_args: list[str]) -> None:
    package = Path(__file__).parent.parent
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as bundle:
        _add(bundle, "setup.sh", SETUP_SH)
        _add(bundle, "run_autograder", RUN_AUTOGRADER.format(grade_args=shlex.join(grade_args)))
        for file in files:
            name = file.relative_to(root).as_posix() if root.is_dir() else file.name
            bundle.write(file, f"transcripts/{name}")
        _add(bundle, "crapsrepl/pyproject.toml", PYPROJECT.format(version=__version__), 0o644)
        for source in sorted(package.rglob("*")):
            if source.is_file() and "__pycache__" not in source.parts:
                name = source.relative_to(package.parent).as_posix()
                bundle.write(source, f"crapsrepl/{name}")


def _add(bundle: zipfile.ZipFile, name: str, text: str, mode: int = 0o755) -> None:
    info = zipfile.ZipInfo(name)
    info.external_attr = (0o100000 | mode) << 16
    info.compress_type = zipfile.ZIP_DEFLATED
    bundle.writestr(info, text)
