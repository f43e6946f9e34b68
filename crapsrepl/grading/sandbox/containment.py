"""How every program of one grading run is contained, as plain data passed down.

The command line is read once, above; what starts programs (a single ``--cmd``, each
student folder, each build) is handed a ``Containment`` and makes its own sandboxes from
it, so nothing below calls back up into the command that read the options.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from .host import process_limit_enforced, runtime_roots
from .sandbox import Isolation, Limits, Sandbox
from .scratch import SandboxError
from .seccomp import lock_filter

UNSANDBOXED = (
    "crapsrepl grade: warning: programs run WITHOUT a sandbox ({why}): a scratch copy, "
    "limits and a clean environment only; see docs/security.md"
)
WHY_UNSANDBOXED = {
    Isolation.AUTO: "bubblewrap missing or unusable here",
    Isolation.NONE: "--sandbox none",
}

SHARED_LOCKS = (
    "crapsrepl grade: warning: libseccomp cannot be loaded here: sandboxes share the file "
    "locks of the files they all show, which programs can signal each other through; "
    "see docs/security.md"
)

NO_PROCESS_LIMIT = (
    "crapsrepl grade: warning: running as root with no writable pids cgroup: the process "
    "limit (--max-procs) cannot be enforced; see docs/security.md"
)


@dataclass(frozen=True, slots=True)
class Containment:
    """``--sandbox``, ``--allow-read`` and the per-process limits (``--max-*``)."""

    isolation: Isolation = Isolation.AUTO
    read_only: tuple[Path, ...] = ()
    limits: Limits = Limits()

    def sandbox(self, submission: Path | None) -> Sandbox:
        """A sandbox copying ``submission`` for each start (None: an empty copy)."""
        return Sandbox(submission, self.limits, self.isolation, self.read_only)

    def sandbox_for(
        self, argv: Sequence[str], submission: Path | None, transcripts: Path
    ) -> Sandbox:
        """The sandbox for one program (``submission`` None: found from ``argv``). A folder
        holding the transcripts is refused: the program would get the answers in its copy."""
        if submission is None:
            sandbox = Sandbox.for_command(argv, self.limits, self.isolation, self.read_only)
        else:
            sandbox = self.sandbox(submission)
        answers = transcripts.resolve()
        if sandbox.submission is not None and answers.is_relative_to(sandbox.submission):
            raise SandboxError(
                f"the submission folder {sandbox.submission} holds the transcripts; "
                "give the student's own folder with --submission"
            )
        shown = [*sandbox.read_only, *runtime_roots()]
        if any(answers.is_relative_to(folder) for folder in shown):
            raise SandboxError(
                "the transcripts are in a folder the sandbox shows (--allow-read, Python)"
            )
        return sandbox

    def check(self, transcripts: Path, *folders: Path) -> None:
        """Before grading student folders (``--many``, ``--submission``): refuse, with a
        ``SandboxError``, a sandbox that cannot be made as asked (``--sandbox bwrap``
        without bubblewrap) or a folder holding the transcripts (links followed: it would
        be copied in with the answers); then say on stderr what the containment lacks."""
        sandbox = self.sandbox(None)
        answers = transcripts.resolve()
        for folder in folders:
            if answers.is_relative_to(folder.resolve()):
                raise SandboxError(
                    f"{folder} holds the transcripts ({answers}); give the students' folders"
                )
        for line in warnings_for(sandbox):
            print(line, file=sys.stderr)


def warnings_for(sandbox: Sandbox) -> list[str]:
    """What the instructor must know before trusting this run's containment."""
    why = WHY_UNSANDBOXED.get(sandbox.isolation, "")
    lines = [] if sandbox.sandboxed else [UNSANDBOXED.format(why=why)]
    if sandbox.sandboxed and lock_filter() is None:
        lines.append(SHARED_LOCKS)
    return lines if process_limit_enforced() else [*lines, NO_PROCESS_LIMIT]
