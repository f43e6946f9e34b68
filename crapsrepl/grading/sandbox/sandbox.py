"""Running a student's program (or its build) contained: a copy, limits, no way out.

Every ``start`` makes a fresh scratch copy of the submission and runs the command there,
under the resource limits, with a scrubbed environment (PATH, LANG, HOME, TMPDIR only).
With bubblewrap (``bwrap``) the program also gets its own mount, PID, network, IPC and
user namespaces: it sees the copy (read-write, at ``/submission``, its working folder), a
fresh empty HOME and /tmp, and the system's read-only files (/usr, /lib*, /bin, a few of
/etc, the Python running crapsrepl and this package); nothing of the instructor's, not the
transcripts, not the harness's arguments. When the sandbox ends, the kernel kills every
process left in it. Without bwrap the program runs in a process group in the copy with the
same limits and environment, and ``sandboxed`` says so plainly.

The API, the same for a single program, a class run and a build step::

    sandbox = Sandbox(Path("student"), Limits(cpu_seconds=10))  # or Sandbox.for_command(argv)
    with sandbox.start(["python3", "student/main.py"]) as run:  # -> contained.Contained
        out, err = run.process.communicate(b"roll(7)\\n", timeout=10)
    # leaving the block kills every process it started and deletes the scratch copy

Arguments naming paths in the submission are rewritten to the copy's. A build (javac)
gets its own larger ``Limits`` and reads its results from ``run.scratch`` (the host path
of the copy) before the block ends, then the runs use ``Sandbox(built_folder, limits)``.
``contained.stop_all()`` kills everything running and refuses new starts (Ctrl-C).
Start and close a run in one thread: bwrap's ``--die-with-parent`` follows the thread that
started it, so a run outliving that thread is killed.
"""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum
from pathlib import Path

from . import limiter
from .cgroup import RunCgroup
from .contained import Contained, stopping
from .host import bwrap, package, program_path, runtime_roots
from .scratch import SandboxError, fresh_copy, remove, submission_of, translate
from .seccomp import lock_filter

INSIDE = "/submission"
HOME = "/home/student"
# A contained program's whole environment, by name (the handout lists them to students);
# PWD is its working folder, as bubblewrap would set it anyway.
ENVIRONMENT = ("PATH", "LANG", "HOME", "TMPDIR", "PWD")
SYSTEM = ("/usr", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32")
ETC = (
    "alternatives",
    "ld.so.cache",
    "ld.so.conf",
    "ld.so.conf.d",
    "localtime",
    "nsswitch.conf",
    "passwd",
    "group",
    "java-11-openjdk",
    "java-17-openjdk",
    "java-21-openjdk",
)
MB = 1024 * 1024
LIMITER = "/run/crapsrepl/limiter.py"  # the limiter script alone, not its package
# Into the run's cgroups (their cgroup.procs files, then "--"), then the command: a shell,
# not an interpreter, as it runs for every program (a millisecond, not ten).
JOIN = 'while [ "$1" != -- ]; do echo $$ > "$1" || exit 126; shift; done; shift; exec "$@"'
HIDDEN = "crapsrepl is not available to graded programs"


class Isolation(Enum):
    AUTO = "auto"  # bwrap when it works here, else unsandboxed (reported)
    BWRAP = "bwrap"  # refuse to run without it
    NONE = "none"  # limits and a scratch copy only


@dataclass(frozen=True, slots=True)
class Limits:
    """Per process; a build step (javac) usually needs more memory and processes."""

    cpu_seconds: int = 10
    memory_mb: int = 1024
    file_size_mb: int = 16
    processes: int = 128

    def values(self) -> tuple[int, int, int, int]:
        return (self.cpu_seconds, self.memory_mb * MB, self.file_size_mb * MB, self.processes)


def _pipe(opened: list[int]) -> tuple[int, int]:
    """A pipe whose ends are added to ``opened`` (to be closed if starting fails)."""
    ends = os.pipe()
    opened.extend(ends)
    return ends


def _filled(data: bytes) -> int:
    """The read end of a pipe holding ``data`` (written whole and closed: bwrap reads its
    options and its seccomp filter this way, both far below a pipe's 64 KiB)."""
    read, write = os.pipe()
    with open(write, "wb", closefd=True) as pipe:
        pipe.write(data)
    return read


def _handed(
    status: tuple[int, int], given: tuple[int, int] | None, go: tuple[int, int] | None
) -> tuple[int, ...]:
    """The ends the program holds: the limiter's status, a channel's if given (both
    written to), and a held run's go pipe (read)."""
    return (status[1], *(given[1:] if given else ()), *(go[:1] if go else ()))


class Sandbox:
    def __init__(
        self,
        submission: Path | None,
        limits: Limits | None = None,
        isolation: Isolation = Isolation.AUTO,
        read_only: Sequence[Path] = (),
    ) -> None:
        self.submission = None if submission is None else Path(submission).resolve()
        if self.submission is not None and not self.submission.is_dir():
            raise SandboxError(f"submission {submission} is not a folder")
        self.limits = limits or Limits()
        self.read_only = [Path(p).resolve() for p in read_only]
        self.isolation = isolation
        self.bwrap = None if isolation is Isolation.NONE else bwrap()
        if isolation is Isolation.BWRAP and self.bwrap is None:
            raise SandboxError("bubblewrap (bwrap) is missing or cannot make namespaces here")

    @classmethod
    def for_command(
        cls,
        argv: Sequence[str],
        limits: Limits | None = None,
        isolation: Isolation = Isolation.AUTO,
        read_only: Sequence[Path] = (),
    ) -> Sandbox:
        """The submission is the folder of the command's first own file (see scratch)."""
        shared = [Path(p).resolve() for p in SYSTEM if os.path.exists(p)]
        shared += runtime_roots()
        return cls(submission_of(argv, shared), limits, isolation, read_only)

    @property
    def sandboxed(self) -> bool:
        return self.bwrap is not None

    def start(
        self,
        argv: Sequence[str],
        stdin: int | None = subprocess.PIPE,
        stdout: int | None = subprocess.PIPE,
        stderr: int | None = subprocess.PIPE,
        *,
        channel: bool = False,
        held: bool = False,
    ) -> Contained:
        """Run ``argv`` (paths into the submission rewritten to the copy) contained. With
        ``channel``, the program also gets a pipe of the harness's own to write to
        (``Contained.channel``: its number inside, and the end the harness reads). With
        ``held``, the sandbox is made and the limiter waits: the command starts only at
        ``Contained.release()`` (a program started ahead of its transcript)."""
        if stopping():
            raise SandboxError("grading was stopped")
        top = fresh_copy(self.submission)
        group = None
        pipes: list[int] = []
        try:  # bwrap and the limiter itself count too
            group = RunCgroup(self.limits.processes + 3, self.limits.memory_mb * MB) or None
            status = _pipe(pipes)
            given = _pipe(pipes) if channel else None
            go = _pipe(pipes) if held else None
            process = self._spawn(argv, top, (stdin, stdout, stderr), group, status, given, go)
            for end in _handed(status, given, go):
                os.close(end)
                pipes.remove(end)
            return Contained(
                process,
                top,
                self.sandboxed,
                group,
                status[0],
                None if given is None else (given[1], given[0]),
                None if go is None else go[1],
            )
        except BaseException:
            for end in pipes:
                os.close(end)
            remove(top)
            if group is not None:
                group.remove()
            raise

    def _spawn(
        self,
        argv: Sequence[str],
        top: Path,
        streams: tuple[int | None, int | None, int | None],
        group: RunCgroup | None,
        status: tuple[int, int],
        given: tuple[int, int] | None,
        go: tuple[int, int] | None,
    ) -> subprocess.Popen[bytes]:
        inside = INSIDE if self.bwrap else str(top / "submission")
        command = translate(argv, self.submission, inside)
        inner = [sys.executable, "-I", "-S", LIMITER if self.bwrap else limiter.__file__]
        limits = [*map(str, self.limits.values()), str(status[1])]
        limited = [*inner, *limits, "-" if go is None else str(go[0]), "--", *command]
        handed = _handed(status, given, go)
        values = (program_path(), "C.UTF-8", HOME, "/tmp", inside)
        env = dict(zip(ENVIRONMENT, values, strict=True))
        if self.bwrap is None:
            env.update(HOME=str(top / "home"), TMPDIR=str(top / "tmp"))
        joined: list[str] = []
        if group is not None:  # the shell adds PWD (ours): env -i gives the scrubbed one back
            pairs = [f"{key}={value}" for key, value in env.items()]
            joined = ["sh", "-c", JOIN, "sh", *group.procs, "--", "env", "-i", *pairs]
        if self.bwrap is None:
            return subprocess.Popen(
                [*joined, *limited],
                cwd=inside,
                env=env,
                pass_fds=handed,
                start_new_session=True,
                stdin=streams[0],
                stdout=streams[1],
                stderr=streams[2],
            )
        given_bwrap: list[int] = []  # read ends bwrap reads: the filter, then its options
        try:
            program = lock_filter()
            options = self._bwrap_options(top, env)
            if program is not None:
                given_bwrap.append(_filled(program))
                options = ["--seccomp", str(given_bwrap[-1]), *options]
            packed = b"\0".join(o.encode() for o in options) + b"\0"
            if len(packed) > 60_000:  # written before bwrap starts: must fit in the pipe
                raise SandboxError("too many folders to show in the sandbox")
            given_bwrap.append(_filled(packed))
            return subprocess.Popen(  # bwrap is the sandbox's pid 1: the scrubbed env too
                [*joined, self.bwrap, "--args", str(given_bwrap[-1]), "--", *limited],
                env=env,
                pass_fds=(*given_bwrap, *handed),
                start_new_session=True,
                stdin=streams[0],
                stdout=streams[1],
                stderr=streams[2],
            )
        finally:
            for end in given_bwrap:
                os.close(end)

    def _bwrap_options(self, top: Path, env: dict[str, str]) -> list[str]:
        size = str(4 * self.limits.file_size_mb * MB)
        options = ["--unshare-all", "--unshare-user", "--uid", "1000", "--gid", "1000"]
        options += ["--hostname", "sandbox", "--die-with-parent", "--new-session"]
        options += ["--proc", "/proc", "--dev", "/dev"]  # first: binds below may be in /tmp
        for place in ("/tmp", HOME, "/dev/shm"):  # unsized, each would hold half the RAM
            options += ["--size", size, "--tmpfs", place]
        for name in SYSTEM:
            if os.path.islink(name):
                options += ["--symlink", os.readlink(name), name]
            elif os.path.isdir(name):
                options += ["--ro-bind", name, name]
        for name in ETC:
            options += ["--ro-bind-try", f"/etc/{name}", f"/etc/{name}"]
        roots = runtime_roots()
        for root in roots:
            options += ["--ro-bind", str(root), str(root)]
        options += ["--ro-bind", limiter.__file__, LIMITER]
        hidden = package()
        # A folder shown from inside the package (the drivers) brings its parents along: on
        # a path entry (an editable install) those would import as an empty package.
        inside = any(p.is_relative_to(hidden) for p in self.read_only)
        if inside or any(hidden.is_relative_to(p) for p in [*roots, *map(Path, SYSTEM)]):
            (top / "hidden.py").write_text(f"raise ImportError({HIDDEN!r})\n")
            options += ["--tmpfs", str(hidden), "--ro-bind", str(top / "hidden.py")]
            options += [str(hidden / "__init__.py")]
        for root in self.read_only:  # after: --allow-read may show the package on purpose
            options += ["--ro-bind", str(root), str(root)]
        options += ["--bind", str(top / "submission"), INSIDE, "--chdir", INSIDE, "--clearenv"]
        for key, value in env.items():
            options += ["--setenv", key, value]
        return options
