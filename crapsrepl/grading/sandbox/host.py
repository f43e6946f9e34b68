"""What this machine offers a sandbox: bubblewrap where it can make namespaces, whether the
process limit binds, the instructor's Python shown read-only, the package hidden from it,
and the PATH every contained program gets."""

from __future__ import annotations

import functools
import os
import shutil
import subprocess
import sys
from pathlib import Path

from .cgroup import pids_parent


@functools.cache
def bwrap() -> str | None:
    """bwrap's path when it is installed and can make namespaces here (not in every
    container), else None."""
    found = shutil.which("bwrap")
    if found is None:
        return None
    probe = [found, "--unshare-all", "--unshare-user", "--die-with-parent"]
    probe += ["--ro-bind", "/", "/", "--proc", "/proc", "--", "true"]
    try:
        done = subprocess.run(probe, capture_output=True, timeout=20, check=False)
    except (OSError, subprocess.SubprocessError):
        return None
    return found if done.returncode == 0 else None


def process_limit_enforced() -> bool:
    """RLIMIT_NPROC binds every user but root; for root it takes a pids cgroup."""
    return os.geteuid() != 0 or pids_parent() is not None


def runtime_roots() -> list[Path]:
    """The Python running crapsrepl: shown read-only, so ``python3`` in a command means the
    instructor's Python. Never this package (see ``package``)."""
    prefixes = {sys.prefix, sys.base_prefix, sys.exec_prefix, sys.base_exec_prefix}
    return sorted({Path(p).resolve() for p in prefixes})


def package() -> Path:
    """crapsrepl itself (above grading/sandbox/): a student's program must not import it (it
    would play the game for them), so where a shown folder holds it, or a folder of its own
    is shown, it is hidden."""
    return Path(__file__).resolve().parents[2]


def program_path() -> str:
    """The PATH every contained program (and build) gets, whatever the instructor's is: the
    Python running crapsrepl, then the system's folders, which the sandbox shows."""
    return f"{Path(sys.executable).parent}:/usr/local/bin:/usr/bin:/bin"
