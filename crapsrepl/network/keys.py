"""The keys of ``crapsrepl serve``: its own host key, and the public keys that may join.

Both files are read through the one reader (``storage/reader.py``: a regular file, capped)
and parsed by asyncssh, which is imported only by ``serve``. A missing host key is made
(Ed25519), written only by its owner; the authorized keys are OpenSSH's format, with
``from="..."`` honoured and certificate authorities (``cert-authority``) not: a player is a
key listed by itself.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

import asyncssh

from ..storage.reader import read_text
from .link import Role

MAX_KEY_FILE = 1 << 20


class KeyFileError(ValueError):
    """A key file ``serve`` cannot use; the message says which and why, in one line."""


def read_keys(path: Path) -> asyncssh.SSHAuthorizedKeys:
    try:
        text = read_text(path, MAX_KEY_FILE)
    except OSError as problem:
        raise KeyFileError(
            f"cannot read the keys in {path}: {problem.strerror or problem}"
        ) from None
    try:
        return asyncssh.import_authorized_keys(text)
    except (ValueError, asyncssh.KeyImportError):
        raise KeyFileError(
            f"{path} holds no public key in OpenSSH's authorized_keys format"
        ) from None


@dataclass(frozen=True, slots=True)
class KeyRing:
    """Who may come in: ``players`` may sit and play, ``spectators`` only watch."""

    players: asyncssh.SSHAuthorizedKeys
    spectators: asyncssh.SSHAuthorizedKeys | None = None

    def role_of(self, key: asyncssh.SSHKey, host: str, address: str) -> Role | None:
        if self.players.validate(key, host, address) is not None:
            return Role.PLAYER
        if self.spectators is not None and self.spectators.validate(key, host, address) is not None:
            return Role.SPECTATOR
        return None


def host_key(path: Path) -> tuple[asyncssh.SSHKey, bool]:
    """The server's key from ``path``, made there first if there is none (True then)."""
    if not path.exists():
        key = asyncssh.generate_private_key("ssh-ed25519")
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
            with os.fdopen(fd, "wb") as out:
                out.write(key.export_private_key())
        except OSError as problem:
            raise KeyFileError(f"cannot write the host key {path}: {problem.strerror}") from None
        return key, True
    try:
        text = read_text(path, MAX_KEY_FILE)
    except OSError as problem:
        raise KeyFileError(
            f"cannot read the host key {path}: {problem.strerror or problem}"
        ) from None
    try:
        return asyncssh.import_private_key(text), False
    except (ValueError, asyncssh.KeyImportError):
        raise KeyFileError(
            f"{path} is not a private key asyncssh can read (a passphrase?)"
        ) from None


def fingerprint(key: asyncssh.SSHKey) -> str:
    return key.get_fingerprint("sha256")
