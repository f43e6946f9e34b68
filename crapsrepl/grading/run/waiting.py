"""Is a program waiting for input? Read from /proc without touching the program.

A program is waiting when none of its threads (nor its children's) is running and one of
them sleeps in a read of our stdin pipe, or in an epoll_wait whose set holds it (event
loops). Linux shows the sleep in ``wchan`` and the descriptor in ``syscall``; either may
be hidden, hence three answers.
"""

from __future__ import annotations

import os

PROC = "/proc"
_MACHINE = os.uname().machine
_READ_SYSCALLS = {"x86_64": {"0", "17", "19"}, "aarch64": {"63", "67", "65"}}.get(_MACHINE, set())
_EPOLL_SYSCALLS = {"x86_64": {"232", "281", "441"}, "aarch64": {"22", "441"}}.get(_MACHINE, set())


def _read(path: str) -> str | None:
    """A /proc file's text (plain descriptors, no ``pathlib``: the grader asks a hundred
    times a session, and a Path's overhead was most of the 0.4 ms a question cost)."""
    try:
        fd = os.open(path, os.O_RDONLY)
    except OSError:
        return None
    try:
        chunks = []
        while chunk := os.read(fd, 65536):
            chunks.append(chunk)
    except OSError:
        return None
    finally:
        os.close(fd)
    return b"".join(chunks).decode("utf-8", "replace")


def _tasks(pid: int) -> list[str]:
    """The process's threads, as their /proc folders."""
    base = f"{PROC}/{pid}/task"
    try:
        return [f"{base}/{task}" for task in os.listdir(base)]
    except OSError:
        return []


def _children(task: str) -> list[int]:
    return [int(child) for child in (_read(f"{task}/children") or "").split()]


def _tree(pid: int) -> list[int]:
    """The process and all its descendants (through each thread's ``children`` list)."""
    found, queue = [], [pid]
    while queue:
        current = queue.pop()
        found.append(current)
        for task in _tasks(current):
            queue.extend(_children(task))
    return found


def _is_our_pipe(pid: int, fd: int, inode: int) -> bool:
    try:
        return os.readlink(f"{PROC}/{pid}/fd/{fd}") == f"pipe:[{inode}]"
    except OSError:
        return False


def _epoll_watches(pid: int, epoll_fd: int, inode: int) -> bool:
    """An event loop (Node, Go) asleep in epoll_wait on a set that holds our pipe."""
    info = _read(f"{PROC}/{pid}/fdinfo/{epoll_fd}") or ""
    for line in info.splitlines():
        if line.startswith("tfd:") and _is_our_pipe(pid, int(line.split()[1]), inode):
            return True
    return False


def _reads_our_pipe(pid: int, task: str, wchan: str, inode: int) -> bool | None:
    syscall = (_read(f"{task}/syscall") or "").split()
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
    Every thread's state is read first, the tree walked as it is (one running is enough
    to say busy); only then is each asked, in turn, whether it reads our pipe (the first
    that does is enough: a JVM's twenty threads are not each asked every poll)."""
    asleep: list[tuple[int, str]] = []
    queue = [pid]
    while queue:
        process = queue.pop()
        for task in _tasks(process):
            stat = _read(f"{task}/stat")
            if stat is None:
                continue
            if stat.rpartition(")")[2].split()[0] in ("R", "D"):
                return False
            asleep.append((process, task))
            queue.extend(_children(task))
    for process, task in asleep:
        if _reads_our_pipe(process, task, _read(f"{task}/wchan") or "", inode):
            return True
    return None


def cpu_seconds(pid: int) -> float:
    """The most CPU time any one process of the tree has used (the limit is per process)."""
    tick = os.sysconf("SC_CLK_TCK")
    most = 0.0
    for process in _tree(pid):
        fields = (_read(f"{PROC}/{process}/stat") or ")").rpartition(")")[2].split()
        if len(fields) > 12:
            most = max(most, (int(fields[11]) + int(fields[12])) / tick)
    return most
