"""Every way one sandbox could signal another through a file both see (the Python
install, read-only in each): locks of each kind, a lease, change notifications. For each,
it says whether it sees one another program holds (``sees: other``, ``sees: none`` or
``sees: refused ERRNO``) and whether it could take one itself (``took`` or ``refused
ERRNO``), one line each; then it waits for a line on stdin, holding what it took."""

import ctypes
import errno
import fcntl
import os
import signal
import struct
import sys

F_OFD_GETLK, F_OFD_SETLK = 36, 37
FLOCK = "hhqqi4x"  # struct flock: type, whence, start, len, pid
KEPT = []


def shared():
    KEPT.append(open(os.__file__, "rb"))  # noqa: SIM115 (held until the end)
    return KEPT[-1]


def said(name, what, call):
    try:
        result = call()
    except BlockingIOError:
        result = "other"
    except OSError as problem:
        result = f"refused {errno.errorcode.get(problem.errno, problem.errno)}"
    print(f"{name} {what}: {result}", flush=True)


def flock_seen():
    handle = shared()
    fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
    fcntl.flock(handle, fcntl.LOCK_UN)
    return "none"


def record_seen(command):
    asked = struct.pack(FLOCK, fcntl.F_WRLCK, 0, 0, 0, 0)
    kind = struct.unpack(FLOCK, fcntl.fcntl(shared(), command, asked))[0]
    return "none" if kind == fcntl.F_UNLCK else "other"


def took(call):
    call()
    return "took"


def inotify():
    libc = ctypes.CDLL(None, use_errno=True)
    if libc.inotify_init1(0) < 0:
        raise OSError(ctypes.get_errno(), "inotify_init1")
    return "took"


READ = struct.pack(FLOCK, fcntl.F_RDLCK, 0, 0, 0, 0)
said("flock", "sees", flock_seen)
said("posix", "sees", lambda: record_seen(fcntl.F_GETLK))
said("ofd", "sees", lambda: record_seen(F_OFD_GETLK))
said("flock", "take", lambda: took(lambda: fcntl.flock(shared(), fcntl.LOCK_SH | fcntl.LOCK_NB)))
said("posix", "take", lambda: took(lambda: fcntl.fcntl(shared(), fcntl.F_SETLK, READ)))
said("ofd", "take", lambda: took(lambda: fcntl.fcntl(shared(), F_OFD_SETLK, READ)))
said("lease", "take", lambda: took(lambda: fcntl.fcntl(shared(), fcntl.F_SETLEASE, fcntl.F_RDLCK)))
signal.signal(signal.SIGIO, signal.SIG_IGN)  # what a change notification sends
FOLDER = os.open(os.path.dirname(os.__file__), os.O_RDONLY)
said("notify", "take", lambda: took(lambda: fcntl.fcntl(FOLDER, fcntl.F_NOTIFY, fcntl.DN_ACCESS)))
said("inotify", "take", inotify)
sys.stdin.readline()
