"""The one reader of untrusted bytes (storage/reader.py): nothing waited on, no device or
pipe opened, links only where allowed, and the cap held while reading (issue 30, A)."""

from __future__ import annotations

import os
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from crapsrepl.storage import reader
from crapsrepl.storage.reader import Ended, FileRefused, Refusal, drain_pipe, read_file
from tests.helpers import within


@pytest.fixture
def reads(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[int]]:
    """Every ``os.read`` the reader makes, by the bytes it returned."""
    counted: list[int] = []
    real = os.read

    def counting(fd: int, size: int) -> bytes:
        data = real(fd, size)
        counted.append(len(data))
        return data

    monkeypatch.setattr(os, "read", counting)
    yield counted


@pytest.fixture
def opened(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """Every path the reader opens."""
    paths: list[str] = []
    real = os.open

    def recording(path: str | Path, flags: int, *rest: int) -> int:
        paths.append(str(path))
        return real(path, flags, *rest)

    monkeypatch.setattr(os, "open", recording)
    yield paths


def test_a_large_file_is_refused_having_read_no_more_than_the_cap(
    tmp_path: Path, reads: list[int]
) -> None:
    big = tmp_path / "big"
    with big.open("wb") as out:  # 1 GiB, sparse: a whole read would take seconds and 1 GiB
        out.truncate(2**30)
    with pytest.raises(FileRefused, match=r"big is larger than 1,000 bytes") as refused:
        read_file(big, 1000)
    assert refused.value.refusal is Refusal.TOO_LARGE
    assert sum(reads) == 1001


@pytest.mark.parametrize("device", ["/dev/zero", "/dev/urandom"])
def test_a_device_is_refused_without_being_opened(
    device: str, opened: list[str], reads: list[int]
) -> None:
    with pytest.raises(FileRefused, match=rf"^{device} is not a regular file \(a device\)$"):
        read_file(device, 1000)
    assert (opened, reads) == ([], [])


def test_a_named_pipe_is_refused_not_waited_on(tmp_path: Path, opened: list[str]) -> None:
    pipe = tmp_path / "x.craps"
    os.mkfifo(pipe)
    with pytest.raises(FileRefused, match=r"is not a regular file \(a named pipe\)"):
        within(5, lambda: read_file(pipe, 1000))
    assert opened == []


def test_a_link_to_a_device_is_refused_too(tmp_path: Path, opened: list[str]) -> None:
    (tmp_path / "x.craps").symlink_to("/dev/zero")
    with pytest.raises(FileRefused, match=r"not a regular file \(a device\)"):
        read_file(tmp_path / "x.craps", 1000)
    assert opened == []


def test_a_folder_is_refused(tmp_path: Path) -> None:
    with pytest.raises(FileRefused, match=r"not a regular file \(a folder\)"):
        read_file(tmp_path, 1000)


def test_without_follow_a_link_is_refused_even_to_a_regular_file(tmp_path: Path) -> None:
    (tmp_path / "real").write_text("fine")
    (tmp_path / "link").symlink_to(tmp_path / "real")
    assert read_file(tmp_path / "real", 10, follow=False) == b"fine"
    with pytest.raises(FileRefused, match="is a link") as refused:
        read_file(tmp_path / "link", 10, follow=False)
    assert refused.value.refusal is Refusal.LINK


def test_within_a_root_a_link_may_not_lead_out(tmp_path: Path) -> None:
    root, outside = tmp_path / "root", tmp_path / "outside"
    root.mkdir()
    outside.mkdir()
    (outside / "secret").write_text("the answers")
    (root / "inside").write_text("mine")
    (root / "near").symlink_to(root / "inside")
    (root / "far").symlink_to(outside / "secret")
    (root / "up").symlink_to(outside)
    assert read_file(root / "near", 100, root=root) == b"mine"
    for name in ("far", "up/secret"):
        with pytest.raises(FileRefused, match=f"leads out of {root}") as refused:
            read_file(root / name, 100, root=root)
        assert refused.value.refusal is Refusal.OUTSIDE


def test_a_file_swapped_for_a_link_after_the_check_is_still_refused(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The root is checked again on the descriptor itself, so a link planted between the
    look and the open cannot lead out."""
    root = tmp_path / "root"
    root.mkdir()
    (tmp_path / "secret").write_text("the answers")
    target = root / "grading.toml"
    target.write_text("fine")
    real_open = os.open

    def swapping(path: str | Path, flags: int, *rest: int) -> int:
        os.unlink(target)
        target.symlink_to(tmp_path / "secret")
        return real_open(path, flags, *rest)

    monkeypatch.setattr(os, "open", swapping)
    with pytest.raises(FileRefused, match="leads out of"):
        read_file(target, 100, root=root)


def test_text_that_is_not_utf8_is_one_refusal(tmp_path: Path) -> None:
    (tmp_path / "t").write_bytes(b"ok\xff")
    with pytest.raises(FileRefused, match=r"is not UTF-8 text \(byte 3\)"):
        reader.read_text(tmp_path / "t", 100)


def test_a_head_is_read_from_a_file_larger_than_it(tmp_path: Path, reads: list[int]) -> None:
    (tmp_path / "f").write_bytes(b"x" * 300_000)
    assert reader.read_head(tmp_path / "f", 70_000) == b"x" * 70_000
    assert sum(reads) == 70_000


def _writer(data: bytes, then_wait: float = 0.0) -> tuple[int, threading.Thread]:
    read_end, write_end = os.pipe()

    def write() -> None:
        try:
            view = memoryview(data)
            while view:
                view = view[os.write(write_end, view) :]
            time.sleep(then_wait)
        except BrokenPipeError:
            pass
        finally:
            os.close(write_end)

    thread = threading.Thread(target=write, daemon=True)
    thread.start()
    return read_end, thread


def test_a_pipe_is_read_to_its_end_keeping_its_tail() -> None:
    fd, thread = _writer(b"a" * 100_000 + b"the end")
    drained = drain_pipe(fd, cap=10**6, keep=100, deadline=time.monotonic() + 30)
    os.close(fd)
    thread.join()
    assert drained.ended is Ended.EOF and drained.total == 100_007
    assert drained.tail == b"a" * 93 + b"the end"


def test_a_flooding_pipe_is_cut_at_the_cap_holding_only_the_tail(
    reads: list[int],
) -> None:
    fd, thread = _writer(b"b" * (20 * 2**20))
    drained = drain_pipe(fd, cap=2**20, keep=1000, deadline=time.monotonic() + 30)
    os.close(fd)
    thread.join()
    assert drained.ended is Ended.CAP
    assert 2**20 < drained.total == sum(reads) <= 2**20 + reader.CHUNK
    assert drained.tail == b"b" * 1000


def test_a_silent_pipe_ends_at_the_deadline() -> None:
    fd, thread = _writer(b"a little", then_wait=3)
    drained = drain_pipe(fd, cap=10**6, keep=100, deadline=time.monotonic() + 0.3)
    os.close(fd)
    thread.join()
    assert (drained.ended, drained.tail) == (Ended.TIMEOUT, b"a little")
