"""A seccomp filter that leaves a sandboxed program no way to signal another sandbox
through the files they share: file locks, leases and change notifications.

Every sandbox shows the same read-only files (the Python install, ``/usr``), and the
kernel keeps one lock table for them all: a program holding ``flock`` on the shared
``os.py`` was seen by a program in another sandbox, the one started ahead for the next
transcript, which then printed the hidden transcript's commands in its feedback (and, at
``--jobs 2``, one student saw another's lock). A read-only bind does not stop a lock, a
lease or an inotify watch, so the calls themselves are filtered:

- taking a lock (``flock``; ``fcntl``'s ``F_SETLK``, ``F_SETLKW`` and their
  open-file-description forms) succeeds and does nothing: no sandboxed program ever holds a
  lock, so none can be seen (``F_GETLK`` answers truly: unlocked), and a program that locks
  its own files runs as before. Refusing them (``ENOLCK``) made every JVM print ``Cannot
  use file /tmp/hsperfdata_… because flock() failed`` on its stdout, at the top of each
  Java student's output and build log;
- leases, ``F_NOTIFY``, ``inotify_init``, ``inotify_init1`` and ``fanotify_init`` are
  refused (``EPERM``): nothing a craps program needs, each a signal from another sandbox.

Everything else is allowed.

The filter is compiled by libseccomp (``libseccomp.so.2``, on every Debian and Ubuntu
system: systemd needs it), called through ``ctypes``, and handed to bubblewrap as
``--seccomp FD``, which installs it just before the limiter starts. Where libseccomp
cannot be loaded, ``lock_filter()`` is None and the terminal says that locks are shared.
Standard library only, like the rest of the sandbox.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import errno
import functools
import os
import tempfile

_ALLOW = 0x7FFF0000  # SCMP_ACT_ALLOW
_CMP_EQ = 4  # SCMP_CMP_EQ
_LOCKS = (6, 7, 37, 38)  # fcntl's F_SETLK, F_SETLKW, F_OFD_SETLK, F_OFD_SETLKW
_LEASES_AND_NOTIFY = (1024, 1025, 1026)  # F_SETLEASE, F_GETLEASE, F_NOTIFY
_NOTHING = 0  # SCMP_ACT_ERRNO(0): the call returns 0, nothing done
_REFUSED = (
    ("flock", _NOTHING),
    ("inotify_init", errno.EPERM),
    ("inotify_init1", errno.EPERM),
    ("fanotify_init", errno.EPERM),
)


class _Compare(ctypes.Structure):
    """``struct scmp_arg_cmp``."""

    _fields_ = [
        ("arg", ctypes.c_uint),
        ("op", ctypes.c_int),
        ("datum_a", ctypes.c_uint64),
        ("datum_b", ctypes.c_uint64),
    ]


def _errno(number: int) -> int:
    """``SCMP_ACT_ERRNO(number)``: the call fails with ``number``, nothing done."""
    return 0x00050000 | (number & 0xFFFF)


@functools.cache
def lock_filter() -> bytes | None:
    """The compiled filter (classic BPF, as ``seccomp_export_bpf`` writes it), or None
    where libseccomp is missing or refuses."""
    name = ctypes.util.find_library("seccomp")
    if name is None:
        return None
    try:
        library = ctypes.CDLL(name, use_errno=True)
        return _compiled(library)
    except (OSError, AttributeError):
        return None


def _compiled(library: ctypes.CDLL) -> bytes | None:
    library.seccomp_init.restype = ctypes.c_void_p
    library.seccomp_init.argtypes = [ctypes.c_uint32]
    library.seccomp_release.argtypes = [ctypes.c_void_p]
    library.seccomp_syscall_resolve_name.argtypes = [ctypes.c_char_p]
    library.seccomp_rule_add_array.argtypes = [
        ctypes.c_void_p,
        ctypes.c_uint32,
        ctypes.c_int,
        ctypes.c_uint,
        ctypes.POINTER(_Compare),
    ]
    library.seccomp_export_bpf.argtypes = [ctypes.c_void_p, ctypes.c_int]
    context = library.seccomp_init(_ALLOW)
    if not context:
        return None
    try:

        def rule(call: str, action: int, command: int | None = None) -> bool:
            number = library.seccomp_syscall_resolve_name(call.encode())
            if number < 0:
                return call not in ("fcntl", "flock")  # unknown here: nothing to deny
            compare = _Compare(1, _CMP_EQ, command or 0, 0)
            count = 0 if command is None else 1
            added: int = library.seccomp_rule_add_array(
                context, action, number, count, ctypes.byref(compare) if count else None
            )
            return added == 0

        made = [rule(call, _errno(number)) for call, number in _REFUSED]
        made += [rule("fcntl", _errno(_NOTHING), command) for command in _LOCKS]
        made += [rule("fcntl", _errno(errno.EPERM), command) for command in _LEASES_AND_NOTIFY]
        if not all(made):
            return None
        with tempfile.TemporaryFile() as exported:
            if library.seccomp_export_bpf(context, exported.fileno()) != 0:
                return None
            exported.seek(0)
            program = os.read(exported.fileno(), 1 << 20)
        return program or None
    finally:
        library.seccomp_release(context)
