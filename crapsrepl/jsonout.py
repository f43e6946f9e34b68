"""Events as JSON objects, one per line, for programs that drive the table."""

from __future__ import annotations

import json
import re
from dataclasses import fields, is_dataclass
from enum import Enum
from typing import Any

from .events import Event

_CAMEL = re.compile(r"(?<!^)(?=[A-Z])")


def event_name(event: Event) -> str:
    return _CAMEL.sub("_", type(event).__name__).lower()


def _plain(value: Any) -> Any:
    if isinstance(value, Enum):
        return value.value
    if is_dataclass(value) and not isinstance(value, type):
        return {f.name: _plain(getattr(value, f.name)) for f in fields(value)}
    if isinstance(value, tuple | list):
        return [_plain(item) for item in value]
    return value


def to_json(event: Event) -> str:
    body = {"event": event_name(event), **_plain(event)}
    return json.dumps(body, ensure_ascii=True)


def command_json(line: str) -> str:
    return json.dumps({"event": "command", "line": line}, ensure_ascii=True)
