"""A pids cgroup per run, for when crapsrepl runs as root.

The kernel never applies RLIMIT_NPROC to processes whose real user is root, even inside
bubblewrap's user namespace (it maps the student to root outside). Run as root, the process
limit is a cgroup's ``pids.max`` instead, when a pids controller is writable here (cgroup
v1 ``/sys/fs/cgroup/pids`` or a v2 hierarchy with the pids controller); the cgroup also
lets every process of the run be found and killed, whatever session it moved to.
"""

from __future__ import annotations

import contextlib
import functools
import itertools
import os
import signal
import time
from pathlib import Path

_COUNTER = itertools.count()


def _own_path(controller: str) -> str:
    """This process's cgroup path in the hierarchy that has ``controller`` ("" for v2)."""
    for line in Path("/proc/self/cgroup").read_text().splitlines():
        _, names, path = line.split(":", 2)
        if controller in names.split(",") or (controller == "" and names == ""):
            return path
    raise OSError("not in that hierarchy")


@functools.cache
def pids_parent() -> Path | None:
    """Where a run's pids cgroup can be made: root only, and only if that works here."""
    if os.geteuid() != 0:
        return None
    candidates = []
    with contextlib.suppress(OSError, ValueError):
        candidates.append(Path("/sys/fs/cgroup/pids") / _own_path("pids").lstrip("/"))
    with contextlib.suppress(OSError, ValueError):
        unified = Path("/sys/fs/cgroup") / _own_path("").lstrip("/")
        if "pids" in (unified / "cgroup.subtree_control").read_text().split():
            candidates.append(unified)
    for parent in candidates:
        _remove_stale(parent)
        try:
            probe = PidsCgroup(1, parent)
        except OSError:
            continue
        probe.remove()
        return parent
    return None


def _remove_stale(parent: Path) -> None:
    """Empty cgroups left by a crapsrepl that was killed outright (SIGKILL)."""
    for folder in parent.glob("crapsrepl-*-*"):
        owner = folder.name.split("-")[1]
        if owner.isdigit() and not Path(f"/proc/{owner}").exists():
            with contextlib.suppress(OSError):
                folder.rmdir()


class PidsCgroup:
    """One run's cgroup: at most ``limit`` processes and threads."""

    def __init__(self, limit: int, parent: Path) -> None:
        self.path = parent / f"crapsrepl-{os.getpid()}-{next(_COUNTER)}"
        self.path.mkdir()
        try:
            (self.path / "pids.max").write_text(f"{limit}\n")
        except OSError:
            self.remove()
            raise
        self.procs = self.path / "cgroup.procs"

    def kill(self) -> None:
        """SIGKILL to every process in it, until it is empty (a fork bomb may still be
        forking while it is read; pids.max bounds how long that lasts)."""
        for _ in range(100):
            try:
                pids = [int(p) for p in self.procs.read_text().split()]
            except OSError:
                return
            if not pids:
                return
            for pid in pids:
                with contextlib.suppress(ProcessLookupError, PermissionError):
                    os.kill(pid, signal.SIGKILL)
            time.sleep(0.01)

    def remove(self) -> None:
        for _ in range(50):
            try:
                self.path.rmdir()
                return
            except FileNotFoundError:
                return
            except OSError:  # the last processes are still being reaped
                time.sleep(0.01)
