"""Each graded student's whole result kept on disk until the reports are written, so a
class run holds one student's output at a time, never the class's.

A student whose program floods its output holds about 25 MiB once graded (each
transcript's stdout and stderr, up to ``--max-output``, and every command's lines), and a
class run kept every student's to the end (``benchmarks/class_memory.py``). Here each
result is handed over as soon as it is graded: it is written to a private temporary
folder and a light copy comes back (marks, statuses, reasons, no output), which is all
the class table and the CSV need; each student's reports are then written from the whole
result read back, one student at a time.

The files are this process's own: a pickle, signed with a key only this process holds,
so a file changed by anyone else (a student's program run without a sandbox, as you) is
refused rather than unpickled.
"""

from __future__ import annotations

import hashlib
import hmac
import itertools
import pickle
import secrets
import shutil
import tempfile
import threading
from dataclasses import replace
from pathlib import Path
from types import TracebackType

from ..student.submission import SubmissionResult

_DIGEST = hashlib.sha256().digest_size


class SpoolError(RuntimeError):
    """A spooled result that cannot be read back as it was written."""


class Spool:
    """Whole results by student name, on disk; ``keep`` one, ``whole`` it back later."""

    def __init__(self) -> None:
        self._folder = Path(tempfile.mkdtemp(prefix="crapsrepl-spool-"))
        self._key = secrets.token_bytes(32)
        self._files: dict[str, Path] = {}
        self._numbers = itertools.count()
        self._lock = threading.Lock()

    def keep(self, result: SubmissionResult) -> SubmissionResult:
        """``result`` written out; its light copy. If it cannot be written (a full disk),
        the whole result is kept in memory instead: nothing is lost."""
        data = pickle.dumps(result, protocol=pickle.HIGHEST_PROTOCOL)
        with self._lock:
            path = self._folder / f"{next(self._numbers)}.result"
        try:
            path.write_bytes(self._sign(data) + data)
        except OSError:
            return result
        with self._lock:
            self._files[result.name] = path
        return light(result)

    def whole(self, result: SubmissionResult) -> SubmissionResult:
        """The whole result a light copy stands for (``result`` itself if it was kept in
        memory)."""
        path = self._files.get(result.name)
        if path is None:
            return result
        signed = path.read_bytes()
        mac, data = signed[:_DIGEST], signed[_DIGEST:]
        if not hmac.compare_digest(mac, self._sign(data)):
            raise SpoolError(f"{path} was changed by someone else: not read")
        whole = pickle.loads(data)
        if not isinstance(whole, SubmissionResult):
            raise SpoolError(f"{path} does not hold a result")
        return whole

    def _sign(self, data: bytes) -> bytes:
        return hmac.new(self._key, data, hashlib.sha256).digest()

    def close(self) -> None:
        shutil.rmtree(self._folder, ignore_errors=True)

    def __enter__(self) -> Spool:
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        value: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        self.close()


def light(result: SubmissionResult) -> SubmissionResult:
    """``result`` without the program's output: its transcripts' marks, statuses and
    reasons only (what the class table and the CSV show)."""
    grades = [replace(g, commands=[], facts=[], stdout="", stderr="") for g in result.grades]
    return replace(result, grades=grades)
