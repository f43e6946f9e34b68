"""A cgroup per run, where this machine lets crapsrepl make one: processes and memory.

The kernel never applies RLIMIT_NPROC to processes whose real user is root, even inside
bubblewrap's user namespace (it maps the student to root outside). Run as root, the process
limit is a cgroup's ``pids.max`` instead, when a pids controller is writable here (cgroup
v1 ``/sys/fs/cgroup/pids`` or a v2 hierarchy with the pids controller).

Per-process limits cannot bound a submission's memory as a whole (shared memory, memfds,
tmpfs files, many children): where a memory controller is writable here (v1
``/sys/fs/cgroup/memory`` or v2 with the memory controller, usually as root), a run's
processes together get at most ``--max-memory``, swap included, and the kernel kills one of
them (SIGKILL) past it. Either cgroup also lets every process of the run be found and
killed, whatever session it moved to.
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
_PROBE = {"pids": 1, "memory": 1 << 30}  # a limit each controller accepts
# Per controller: the v1 limit files (then v2's), written in order; the first must work.
_LIMITS = {
    "pids": (("pids.max",), ("pids.max",)),
    "memory": (
        ("memory.limit_in_bytes", "memory.memsw.limit_in_bytes"),
        ("memory.max", "memory.swap.max"),
    ),
}


def _own_path(controller: str) -> str:
    """This process's cgroup path in the hierarchy that has ``controller`` ("" for v2)."""
    for line in Path("/proc/self/cgroup").read_text().splitlines():
        _, names, path = line.split(":", 2)
        if controller in names.split(",") or (controller == "" and names == ""):
            return path
    raise OSError("not in that hierarchy")


def _candidates(controller: str) -> list[tuple[Path, bool]]:
    """Where a child cgroup with ``controller`` could be made: (folder, is v2)."""
    found = []
    with contextlib.suppress(OSError, ValueError):
        found.append((Path("/sys/fs/cgroup", controller, _own_path(controller).lstrip("/")), False))
    for mount in (Path("/sys/fs/cgroup"), Path("/sys/fs/cgroup/unified")):
        with contextlib.suppress(OSError, ValueError):
            unified = mount / _own_path("").lstrip("/")
            if controller in (unified / "cgroup.subtree_control").read_text().split():
                found.append((unified, True))
    return found


@functools.cache
def parent(controller: str) -> tuple[Path, bool] | None:
    """Where a run's cgroup for ``controller`` can be made here (tried once), or None."""
    for folder, unified in _candidates(controller):
        _remove_stale(folder)
        try:
            probe = _Folder(folder, unified, {controller: _PROBE[controller]})
        except OSError:
            continue
        probe.remove()
        return folder, unified
    return None


def pids_parent() -> Path | None:
    """Where a run's pids cgroup can be made: root only (RLIMIT_NPROC binds everyone else)."""
    found = parent("pids") if os.geteuid() == 0 else None
    return None if found is None else found[0]


def memory_bounded() -> bool:
    """Whether a run's memory as a whole is bounded here (a writable memory controller)."""
    return parent("memory") is not None


def _remove_stale(folder: Path) -> None:
    """Empty cgroups left by a crapsrepl that was killed outright (SIGKILL)."""
    for stale in folder.glob("crapsrepl-*-*"):
        owner = stale.name.split("-")[1]
        if owner.isdigit() and not Path(f"/proc/{owner}").exists():
            with contextlib.suppress(OSError):
                stale.rmdir()


class _Folder:
    """One cgroup folder with its limits written (removed again if one cannot be)."""

    def __init__(self, under: Path, unified: bool, limits: dict[str, int]) -> None:
        self.path = under / f"crapsrepl-{os.getpid()}-{next(_COUNTER)}"
        self.path.mkdir()
        try:
            for controller, value in limits.items():
                first, *more = _LIMITS[controller][unified]
                (self.path / first).write_text(f"{value}\n")
                for name in more:  # swap: none beyond the limit (absent without swap)
                    with contextlib.suppress(OSError):
                        (self.path / name).write_text(f"{0 if unified else value}\n")
        except OSError:
            self.remove()
            raise
        self.procs = self.path / "cgroup.procs"

    def remove(self) -> None:
        for _ in range(50):
            try:
                self.path.rmdir()
                return
            except FileNotFoundError:
                return
            except OSError:  # the last processes are still being reaped
                time.sleep(0.01)


class RunCgroup:
    """One run's cgroups: at most ``processes`` processes and threads (as root) and
    ``memory`` bytes in all, each where this machine allows it."""

    def __init__(self, processes: int, memory: int) -> None:
        wanted: dict[tuple[Path, bool], dict[str, int]] = {}
        if pids_parent() is not None and (found := parent("pids")) is not None:
            wanted.setdefault(found, {})["pids"] = processes
        if (found := parent("memory")) is not None:
            wanted.setdefault(found, {})["memory"] = memory
        self._folders: list[_Folder] = []
        try:
            for (under, unified), limits in wanted.items():
                self._folders.append(_Folder(under, unified, limits))
        except OSError:
            self.remove()
            raise

    @property
    def procs(self) -> list[str]:
        """The ``cgroup.procs`` files a process writes its pid to, to join them all."""
        return [str(folder.procs) for folder in self._folders]

    def __bool__(self) -> bool:
        return bool(self._folders)

    def kill(self) -> None:
        """SIGKILL to every process in it, until it is empty (a fork bomb may still be
        forking while it is read; pids.max bounds how long that lasts)."""
        pause = 0.0005  # the killed are gone within a millisecond or two: look again soon
        for _ in range(100):
            pids: set[int] = set()
            for folder in self._folders:
                with contextlib.suppress(OSError, ValueError):
                    pids |= {int(p) for p in folder.procs.read_text().split()}
            if not pids:
                return
            for pid in pids:
                with contextlib.suppress(ProcessLookupError, PermissionError):
                    os.kill(pid, signal.SIGKILL)
            time.sleep(pause)
            pause = min(pause * 2, 0.01)

    def remove(self) -> None:
        for folder in self._folders:
            folder.remove()
