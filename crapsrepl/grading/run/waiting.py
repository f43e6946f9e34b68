"""Is a program waiting for input? Read from /proc without touching the program.

A program is waiting when none of its threads (nor its children's) is running and one of
them sleeps in a read of our stdin pipe, or in an epoll_wait whose set holds it (event
loops). Linux shows the sleep in ``wchan`` and the descriptor in ``syscall``; either may
be hidden, hence three answers.
"""

from __future__ import annotations

import os
from pathlib import Path

PROC = Path("/proc")
_MACHINE = os.uname().machine
_READ_SYSCALLS = {"x86_64": {"0", "17", "19"}, "aarch64": {"63", "67", "65"}}.get(_MACHINE, set())
_EPOLL_SYSCALLS = {"x86_64": {"232", "281", "441"}, "aarch64": {"22", "441"}}.get(_MACHINE, set())


def _read(path: Path) -> str | None:
    try:
        return path.read_text()
    except OSError:
        return None


def _tree(pid: int) -> list[int]:
    """The process and all its descendants (through each thread's ``children`` list)."""
    found, queue = [], [pid]
    while queue:
        current = queue.pop()
        found.append(current)
        try:
            tasks = list((PROC / str(current) / "task").iterdir())
        except OSError:
            continue
        for task in tasks:
            children = _read(task / "children") or ""
            queue.extend(int(child) for child in children.split())
    return found


def _is_our_pipe(pid: int, fd: int, inode: int) -> bool:
    try:
        return os.readlink(PROC / str(pid) / "fd" / str(fd)) == f"pipe:[{inode}]"
    except OSError:
        return False


def _epoll_watches(pid: int, epoll_fd: int, inode: int) -> bool:
    """An event loop (Node, Go) asleep in epoll_wait on a set that holds our pipe."""
    info = _read(PROC / str(pid) / "fdinfo" / str(epoll_fd)) or ""
    for line in info.splitlines():
        if line.startswith("tfd:") and _is_our_pipe(pid, int(line.split()[1]), inode):
            return True
    return False


def _reads_our_pipe(pid: int, task: Path, wchan: str, inode: int) -> bool | None:
    syscall = (_read(task / "syscall") or "").split()
    try:
        fd = int(syscall[1], 16) if len(syscall) >= 2 else -1
    except ValueError:
        fd = -1
    if fd >= 0 and syscall[0] in _READ_SYSCALLS:
        return _is_our_pipe(pid, fd, inode)
    if fd >= 0 and syscall[0] in _EPOLL_SYSCALLS:
        return _epoll_watches(pid, fd, inode)
    if "pipe_read" in wchan or "pipe_wait" in wchan:
        return True if not syscall else None
    return False


def blocked_on_pipe(pid: int, inode: int) -> bool | None:
    """True: waiting to read the pipe; False: busy; None: asleep, but not visibly reading.
    Every thread's state is read first (one running is enough to say busy); only then is
    each asked, in turn, whether it reads our pipe (the first that does is enough: a JVM's
    twenty threads are not each asked every poll)."""
    asleep: list[tuple[int, Path]] = []
    for process in _tree(pid):
        try:
            tasks = list((PROC / str(process) / "task").iterdir())
        except OSError:
            continue
        for task in tasks:
            stat = _read(task / "stat")
            if stat is None:
                continue
            if stat.rpartition(")")[2].split()[0] in ("R", "D"):
                return False
            asleep.append((process, task))
    for process, task in asleep:
        if _reads_our_pipe(process, task, _read(task / "wchan") or "", inode):
            return True
    return None


def cpu_seconds(pid: int) -> float:
    """The most CPU time any one process of the tree has used (the limit is per process)."""
    tick = os.sysconf("SC_CLK_TCK")
    most = 0.0
    for process in _tree(pid):
        fields = (_read(PROC / str(process) / "stat") or ")").rpartition(")")[2].split()
        if len(fields) > 12:
            most = max(most, (int(fields[11]) + int(fields[12])) / tick)
    return most
