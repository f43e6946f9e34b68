"""Sealing: what a saved file must keep but must not show, kept unreadable and unforgeable.

A game's file may have to keep what nobody at the table has seen (a shoe's unseen order, a
card face down, the shuffling generator), or every load deals it anew and a player loads
until the cards suit them; it must not show it either. So it goes into a seal: AES-SIV
(RFC 5297, the ``cryptography`` package's ``AESSIV`` with a 512-bit key; nothing
home-made) under a key kept in the user's state folder (``paths.seal_key_file``, made on
first use with mode 0600), with the rest of the document as associated data. A seal
therefore opens only with that key and only in the very document it was made for: a file
whose visible part was edited, whose seal was changed, or that carries a seal from another
file is refused, and a file sealed elsewhere (another user's or machine's key) says so.
SIV is deterministic: the same table seals to the same text, so saving a table twice
writes the same file and two documents compare as their tables do; that tells only that
two seals hold the same thing, never what.

What it cannot do: whoever can read the key (the user it belongs to, root) can open every
seal made with it and make new ones. A game checks a loaded table against its own rules
for that reason (docs/security.md, "Threat model").
"""

from __future__ import annotations

import base64
import contextlib
import hashlib
import hmac
import json
import os
import stat
from pathlib import Path

from .paths import seal_key_file
from .reader import FileRefused, open_regular, read_open

KEY_BYTES = 64  # AES-256-SIV
_HEADER = b"crapsrepl seal key 1\n"
_PREFIX = "aessiv1"


class SealError(ValueError):
    """A seal that cannot be made or opened; the message says why, in one line."""


def seal(secret: bytes, bound_to: bytes) -> str:
    """``secret`` encrypted and authenticated together with ``bound_to`` (the visible
    document), as text to store beside it."""
    from cryptography.hazmat.primitives.ciphers.aead import AESSIV

    key = _key(create=True)
    blob = base64.b64encode(AESSIV(key).encrypt(secret, [bound_to])).decode("ascii")
    return f"{_PREFIX}.{_key_id(key)}.{blob}"


def unseal(sealed: object, bound_to: bytes) -> bytes:
    """What ``seal`` sealed, if ``sealed`` was made with this user's key for exactly
    ``bound_to``; SealError naming why not otherwise."""
    from cryptography.exceptions import InvalidTag
    from cryptography.hazmat.primitives.ciphers.aead import AESSIV

    parts = sealed.split(".") if isinstance(sealed, str) else []
    if len(parts) != 3 or parts[0] != _PREFIX:
        raise SealError("its seal is missing or damaged")
    try:
        data = base64.b64decode(parts[2].encode("ascii"), validate=True)
    except (ValueError, UnicodeEncodeError):
        raise SealError("its seal is missing or damaged") from None
    key = _key(create=False)
    if not hmac.compare_digest(parts[1], _key_id(key)):
        raise SealError(
            "it was sealed with another key (saved by another user or on another machine): "
            f"only the key it was sealed with, not {seal_key_file()}, opens it"
        )
    try:
        return AESSIV(key).decrypt(data, [bound_to])
    except (InvalidTag, ValueError):
        raise SealError(
            "its seal does not match it: the file was changed after it was saved"
        ) from None


def seal_json(secret: dict[str, object], bound_to: dict[str, object]) -> str:
    """``secret`` (a JSON document) sealed, bound to the visible document ``bound_to``."""
    return seal(json.dumps(secret, separators=(",", ":")).encode(), canonical(bound_to))


def unseal_json(sealed: object, bound_to: dict[str, object]) -> dict[str, object]:
    """The JSON document ``seal_json`` sealed for exactly ``bound_to``; SealError if the
    seal does not open or what it holds is not a document."""
    from .documents import BadDocument, parse_json

    try:
        found = parse_json(unseal(sealed, canonical(bound_to)))
    except BadDocument:
        found = None
    if not isinstance(found, dict):
        raise SealError("its seal holds no document")
    return found


SEALED = "sealed"  # the field of a document that holds its seal


def sealed_document(
    public: dict[str, object],
    secret: dict[str, object],
    error: type[ValueError] = SealError,
    what: str = "the table",
) -> dict[str, object]:
    """``public`` with ``secret`` sealed into its ``sealed`` field, bound to the rest; a
    seal that cannot be made is ``error("cannot seal WHAT: why")`` (the game's own)."""
    try:
        return {**public, SEALED: seal_json(secret, public)}
    except SealError as problem:
        raise error(f"cannot seal {what}: {problem}") from None


def opened_document(
    document: dict[str, object], error: type[ValueError] = SealError, what: str = "the table"
) -> tuple[dict[str, object], dict[str, object]]:
    """(``document`` without its seal, what its seal holds); ``error("WHAT cannot be read
    back: why")`` if the seal does not open for exactly that document."""
    public = {key: value for key, value in document.items() if key != SEALED}
    try:
        return public, unseal_json(document.get(SEALED), public)
    except SealError as problem:
        raise error(f"{what} cannot be read back: {problem}") from None


def canonical(document: dict[str, object]) -> bytes:
    """The one byte form of a JSON document a seal is bound to (keys sorted, no spaces),
    the same after the file is written and read back."""
    return json.dumps(document, sort_keys=True, separators=(",", ":"), ensure_ascii=True).encode()


def _key_id(key: bytes) -> str:
    """Which key sealed a file, without telling anything of the key."""
    return hmac.new(key, b"crapsrepl key id", hashlib.sha256).hexdigest()[:16]


def _key(*, create: bool) -> bytes:
    path = seal_key_file()
    try:
        return _read_key(path)
    except FileNotFoundError:
        if not create:
            raise SealError(
                f"it is sealed, and the key that opens it ({path}) is not here: it was saved "
                "by another user or on another machine"
            ) from None
    _make_key(path)
    return _read_key(path)


def _read_key(path: Path) -> bytes:
    """The key, only from a regular file of the user's that no one else can read."""
    try:
        fd = open_regular(path, follow=False)
    except FileRefused as problem:
        raise SealError(f"cannot use the key: {problem}") from None
    except FileNotFoundError:
        raise
    except OSError as problem:
        raise SealError(f"cannot read the key {path}: {problem.strerror}") from None
    try:
        info = os.fstat(fd)
        if info.st_uid != os.geteuid() or stat.S_IMODE(info.st_mode) & 0o077:
            raise SealError(
                f"the key {path} is not private (it must be yours, mode 0600): "
                "seals made with it could be read by others"
            )
        data = read_open(fd, len(_HEADER) + 2 * KEY_BYTES, path)  # base64 and a newline fit
    except FileRefused as problem:
        raise SealError(f"cannot use the key: {problem}") from None
    finally:
        os.close(fd)
    if not data.startswith(_HEADER):
        raise SealError(f"the key {path} is damaged")
    try:
        key = base64.b64decode(data[len(_HEADER) :].strip(), validate=True)
    except ValueError:
        raise SealError(f"the key {path} is damaged") from None
    if len(key) != KEY_BYTES:
        raise SealError(f"the key {path} is damaged")
    return key


def _make_key(path: Path) -> None:
    """A new key, written whole to a private file and then linked into place, so two
    sessions starting at once end up with one key, never half of one."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
        temporary = path.with_name(f".{path.name}.{os.getpid()}")
        fd = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW, 0o600)
        try:
            os.write(fd, _HEADER + base64.b64encode(os.urandom(KEY_BYTES)) + b"\n")
            os.fsync(fd)
        finally:
            os.close(fd)
        try:
            with contextlib.suppress(FileExistsError):  # another session's key won
                os.link(temporary, path)
        finally:
            temporary.unlink()
    except OSError as problem:
        raise SealError(f"cannot make the key {path}: {problem.strerror or problem}") from None
