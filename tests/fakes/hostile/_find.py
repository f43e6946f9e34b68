"""Shared by the hostile programs: every transcript reachable through /proc command lines."""

import os
from pathlib import Path


def transcripts() -> list[Path]:
    found: list[Path] = []
    pids = [os.getppid(), *(int(p) for p in os.listdir("/proc") if p.isdigit())]
    for pid in pids:
        try:
            args = Path(f"/proc/{pid}/cmdline").read_bytes().split(b"\0")
            cwd = Path(os.readlink(f"/proc/{pid}/cwd"))
        except OSError:
            continue
        for arg in args:
            path = cwd / os.fsdecode(arg)
            try:
                if path.is_dir():
                    found += sorted(path.rglob("*.craps"))
                elif path.suffix == ".craps" and path.is_file():
                    found.append(path)
            except OSError:
                pass
    return list(dict.fromkeys(found))
