"""What every connection to one table shares (``Hall``): the table, the keys, the limits,
the count of connections open, and the SSH options every connection is made with."""

from __future__ import annotations

from collections.abc import Callable

import asyncssh

from .front import FrontFactory
from .keys import KeyRing
from .limits import Limits
from .table import SharedTable


class Hall:
    """What every connection shares: the table, the keys, the limits, the count."""

    def __init__(
        self,
        table: SharedTable,
        keys: KeyRing,
        limits: Limits,
        front: FrontFactory,
        say: Callable[[str], None],
    ) -> None:
        self.table = table
        self.keys = keys
        self.limits = limits
        self.front = front
        self.say = say
        self.open = 0

    def options(self, host_key: asyncssh.SSHKey) -> asyncssh.SSHServerConnectionOptions:
        limits = self.limits
        return asyncssh.SSHServerConnectionOptions(
            server_host_keys=[host_key],
            public_key_auth=True,
            password_auth=False,
            kbdint_auth=False,
            host_based_auth=False,
            gss_auth=False,
            gss_kex=False,
            agent_forwarding=False,
            x11_forwarding=False,
            allow_scp=False,
            sftp_factory=None,
            line_editor=False,
            encoding="utf-8",
            errors="replace",
            window=max(limits.key_burst, 4096),
            max_pktsize=max(min(limits.key_burst, 32768), 4096),
            login_timeout=limits.login_timeout,
            keepalive_interval=limits.keepalive,
            keepalive_count_max=4,
        )
