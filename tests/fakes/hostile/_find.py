"""Shared by the hostile programs: transcripts named on the parent's command line."""

import os
from pathlib import Path


def transcripts() -> list[Path]:
    found: list[Path] = []
    for pid in (os.getppid(), 1):
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
