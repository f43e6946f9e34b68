"""``crapsrepl autograder bundle OUT.zip TRANSCRIPTS``: a ready Gradescope autograder.

The zip holds ``setup.sh`` (installs a Python >= 3.11, bubblewrap, the toolchains asked
for with ``--with-java``/``--with-c``/``--with-node`` and the bundled copy of crapsrepl,
so the image needs nothing from outside but Ubuntu packages and crapsrepl's
requirements), ``run_autograder`` (grades
``/autograder/submission`` into ``/autograder/results/results.json``), the transcripts and
crapsrepl's own source. ``CRAPSREPL_AUTOGRADER_ROOT`` and ``CRAPSREPL_COMMAND`` move the
``/autograder`` folder and the grader, and ``CRAPSREPL_SKIP_APT=1`` skips the packages,
so the bundle can be tried outside Gradescope. ``--config`` bundles the class's file.
"""

from __future__ import annotations

import argparse
import importlib.metadata
import shlex
import sys
import zipfile
from collections.abc import Sequence
from pathlib import Path

from ..storage.reader import read_text
from ..transcripts.files import MAX_TRANSCRIPT_BYTES
from ..transcripts.format import TranscriptError
from ..version import __version__
from .exits import Exit
from .options.arguments import build_parser as grade_parser
from .options.arguments import check_args
from .options.config import CONFIG_CAP, ConfigError, configured
from .run.batch import load_all

SETUP_SH = """#!/usr/bin/env bash
# Gradescope runs this once, when it builds the autograder image. Written for its Ubuntu
# images, 22.04 and 24.04: crapsrepl needs Python >= 3.11, which 24.04 has as python3
# (3.12) and 22.04 has as python3.11 in its universe archive (3.10 is its python3); the
# deadsnakes PPA is the fallback. Also bubblewrap (the sandbox) and the class's toolchains.
set -euo pipefail
ROOT="${{CRAPSREPL_AUTOGRADER_ROOT:-/autograder}}"
TOOLCHAINS="{toolchains}"
recent() {{ "$1" -c 'import sys; sys.exit(sys.version_info < (3, 11))' 2>/dev/null; }}
if [ "${{CRAPSREPL_SKIP_APT:-0}}" != 1 ]; then  # 1: packages already there (a test)
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq python3 python3-venv bubblewrap $TOOLCHAINS
    if ! recent python3; then
        apt-get install -y -qq python3.11 python3.11-venv || {{
            apt-get install -y -qq software-properties-common
            add-apt-repository -y ppa:deadsnakes/ppa
            apt-get update -qq
            apt-get install -y -qq python3.11 python3.11-venv
        }}
    fi
fi
PYTHON=""
for candidate in python3 python3.13 python3.12 python3.11; do
    if command -v "$candidate" >/dev/null && recent "$candidate"; then
        PYTHON="$candidate"
        break
    fi
done
if [ -z "$PYTHON" ]; then
    echo "setup.sh: no Python >= 3.11 found" >&2
    exit 1
fi
"$PYTHON" -m venv "$ROOT/venv"
"$ROOT/venv/bin/pip" install -q "$ROOT/source/crapsrepl"
"""

RUN_AUTOGRADER = """#!/usr/bin/env bash
# Gradescope runs this for each submission; it writes results/results.json, always: when
# the grader writes none (it failed), one that says so, so no student is shown nothing.
set -u
ROOT="${{CRAPSREPL_AUTOGRADER_ROOT:-/autograder}}"
CRAPSREPL="${{CRAPSREPL_COMMAND:-$ROOT/venv/bin/crapsrepl}}"
RESULTS="$ROOT/results/results.json"
mkdir -p "$ROOT/results"
rm -f "$RESULTS"
SAID="$(mktemp)"
$CRAPSREPL grade "$ROOT/source/transcripts" --submission "$ROOT/submission" \\
    --gradescope "$RESULTS" {config}{grade_args} 2>"$SAID"
cat "$SAID" >&2
if [ ! -s "$RESULTS" ]; then
    PYTHON="$ROOT/venv/bin/python"
    [ -x "$PYTHON" ] || PYTHON=python3
    "$PYTHON" - "$RESULTS" "$SAID" <<'FALLBACK'
import json, os, sys
results, said = sys.argv[1], sys.argv[2]
with open(said, "rb") as stream:
    stream.seek(max(os.fstat(stream.fileno()).st_size - 4000, 0))
    lines = [line.strip() for line in stream.read().decode("utf-8", "replace").splitlines()]
why = ([line for line in lines if line] or ["the grader stopped without a message"])[-1]
output = f"The autograder could not grade this submission: {{why}}\\nPlease tell your instructor."
with open(results, "w", encoding="utf-8") as out:
    json.dump({{"score": 0, "output": output, "visibility": "visible", "tests": []}}, out)
FALLBACK
fi
rm -f "$SAID"
exit 0
"""

# The packages a class's programs need, per --with-LANGUAGE flag (Debian/Ubuntu names).
TOOLCHAINS = {
    "java": "default-jdk-headless",
    "c": "gcc libc6-dev",
    "node": "nodejs",
}

PYPROJECT = """[build-system]
requires = ["setuptools>=68"]
build-backend = "setuptools.build_meta"

[project]
name = "crapsrepl"
version = "{version}"
requires-python = ">=3.11"
dependencies = {dependencies}

[project.scripts]
crapsrepl = "crapsrepl.cli:main"
{entry_points}
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
_DECIDED = (
    "--cmd",
    "--many",
    "--submission",
    "--gradescope",
    "--report-dir",
    "--csv",
    "--config",
)


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
        help='more grade options, e.g. "--java-class DiceTable --timeout 5"',
    )
    bundle.add_argument(
        "--config",
        metavar="FILE.toml",
        help="the class's grade --config file ([defaults] apply; [students.NAME] cannot, as "
        "Gradescope names no student folder)",
    )
    for language, packages in TOOLCHAINS.items():
        bundle.add_argument(
            f"--with-{language}",
            action="store_true",
            help=f"setup.sh installs {packages} for {language} submissions",
        )
    return parser


def main(argv: Sequence[str]) -> Exit:
    parser = build_parser()
    args = parser.parse_args(argv)
    extra = shlex.split(args.grade_args)
    decided = [word for word in extra if word.split("=")[0] in _DECIDED]
    if decided:
        parser.error(f"--grade-args: the autograder sets {', '.join(decided)} itself")
    config = ["--config", args.config] if args.config else []
    try:
        grading = grade_parser()
        check_args(grading, grading.parse_args([args.transcripts, "--submission", ".", *extra]))
        configured(
            [args.transcripts, "--submission", ".", *config, *extra], grade_parser, check_args
        )
    except SystemExit:
        parser.error(f"--grade-args: not valid grade options: {args.grade_args!r}")
    except ConfigError as problem:
        parser.error(str(problem))
    toolchains = " ".join(p for lang, p in TOOLCHAINS.items() if getattr(args, f"with_{lang}"))
    try:
        transcripts = load_all(args.transcripts)
    except TranscriptError as problem:
        print(f"crapsrepl autograder: {problem}", file=sys.stderr)
        return Exit.HARNESS
    config_path = Path(args.config) if args.config else None
    files = [t.path for t in transcripts]
    write_bundle(Path(args.out), files, Path(args.transcripts), extra, toolchains, config_path)
    print(f"wrote {args.out}: {len(transcripts)} transcripts; upload it to Gradescope")
    return Exit.OK


def write_bundle(
    out: Path,
    files: list[Path],
    root: Path,
    grade_args: list[str],
    toolchains: str = "",
    config: Path | None = None,
) -> None:
    package = Path(__file__).parent.parent
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as bundle:
        _add(bundle, "setup.sh", SETUP_SH.format(toolchains=toolchains))
        given = '--config "$ROOT/source/config.toml" ' if config else ""
        run = RUN_AUTOGRADER.format(config=given, grade_args=shlex.join(grade_args))
        _add(bundle, "run_autograder", run)
        if config is not None:
            _add(bundle, "config.toml", read_text(config, CONFIG_CAP), 0o644)
        for file in files:  # read again, as when they were loaded: never a pipe or a device
            name = file.relative_to(root).as_posix() if root.is_dir() else file.name
            text = read_text(file, MAX_TRANSCRIPT_BYTES, root=root if root.is_dir() else None)
            _add(bundle, f"transcripts/{name}", text, 0o644)
        project = PYPROJECT.format(
            version=__version__, dependencies=_dependencies(), entry_points=_entry_points()
        )
        _add(bundle, "crapsrepl/pyproject.toml", project, 0o644)
        for source in sorted(package.rglob("*")):
            if source.is_file() and "__pycache__" not in source.parts:
                name = source.relative_to(package.parent).as_posix()
                bundle.write(source, f"crapsrepl/{name}")


def _dependencies() -> str:
    """The installed crapsrepl's own requirements (not extras), as a TOML list."""
    needs = [r for r in importlib.metadata.requires("crapsrepl") or [] if "extra ==" not in r]
    return "[" + ", ".join(f'"{need}"' for need in needs) + "]"


def _entry_points() -> str:
    """The installed crapsrepl's own game entry points (the games it registers,
    the default game), as pyproject tables: the bundle's install finds its games alike."""
    tables: dict[str, list[str]] = {}
    for entry in importlib.metadata.distribution("crapsrepl").entry_points:
        if entry.group.startswith("crapsrepl."):
            tables.setdefault(entry.group, []).append(f'{entry.name} = "{entry.value}"')
    return "".join(
        f'\n[project.entry-points."{group}"]\n' + "\n".join(lines) + "\n"
        for group, lines in sorted(tables.items())
    )


def _add(bundle: zipfile.ZipFile, name: str, text: str, mode: int = 0o755) -> None:
    info = zipfile.ZipInfo(name)
    info.external_attr = (0o100000 | mode) << 16
    info.compress_type = zipfile.ZIP_DEFLATED
    bundle.writestr(info, text)
