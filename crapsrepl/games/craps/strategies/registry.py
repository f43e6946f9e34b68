"""Every built-in strategy by name, with its one-line description; and user files.

The table below is the one list: ``simulate --help``, ``addBot`` and the docs read it.
A user's own strategy is ``path/to/file.py:ClassName``, a ``Strategy`` subclass.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import TracebackType

from .base import Params, Strategy
from .come_odds import ComeOdds, ThreePointMolly
from .dont_pass_lay import DontPassLay
from .fibonacci import Fibonacci
from .field import Field
from .hold_and_quit import HoldAndQuit
from .iron_cross import IronCross
from .labouchere import Labouchere
from .martingale import Martingale
from .one_three_two_six import OneThreeTwoSix
from .paroli import Paroli
from .pass_line import PassLine
from .pass_odds import PassOdds
from .place_six_eight import PlaceSixEight

BUILT_IN: tuple[type[Strategy], ...] = (
    PassLine,
    PassOdds,
    ThreePointMolly,
    ComeOdds,
    Martingale,
    OneThreeTwoSix,
    Labouchere,
    Fibonacci,
    Paroli,
    HoldAndQuit,
    DontPassLay,
    PlaceSixEight,
    IronCross,
    Field,
)
STRATEGIES: dict[str, type[Strategy]] = {cls.name: cls for cls in BUILT_IN}


class StrategyError(ValueError):
    """A strategy name or file that cannot be used; the message says why."""


class StrategyFailed(StrategyError):
    """A strategy's own code raised (importing its file, or in a hook): one line says
    which strategy and what it raised, never a traceback. Picklable, so it comes back
    from a worker process or a Dask cluster as it is."""


MAX_ERROR = 300  # characters of a strategy's error message that are shown


def label(name: str) -> str:
    """How a strategy is named in a message: its class for a file, else its name."""
    return name.rpartition(":")[2] if _is_file(name) else name


def failure(name: str, problem: BaseException, doing: str = "") -> StrategyFailed:
    """``problem``, raised by the strategy ``name``'s code, as one printable line."""
    text = "".join(c if c.isprintable() else " " for c in str(problem))
    text = " ".join(text.split())
    if len(text) > MAX_ERROR:
        text = text[:MAX_ERROR] + "..."
    said = f"{type(problem).__name__}: {text}" if text else type(problem).__name__
    return StrategyFailed(f"strategy {label(name)} failed{doing}: {said}")


class blamed:  # noqa: N801 - used as a context manager, like contextlib's
    """Whatever the strategy ``name``'s code raises inside ``with``, as ``StrategyFailed``;
    ``passing`` goes through (the fast path's ``NotImplementedError``). Reusable."""

    def __init__(self, name: str, passing: tuple[type[Exception], ...] = ()) -> None:
        self.name = name
        self.passing: tuple[type[Exception], ...] = (StrategyError, *passing)

    def __enter__(self) -> None:
        return None

    def __exit__(
        self,
        kind: type[BaseException] | None,
        problem: BaseException | None,
        _: TracebackType | None,
    ) -> None:
        if problem is None or isinstance(problem, self.passing):
            return
        if isinstance(problem, Exception | SystemExit):
            raise failure(self.name, problem) from None


def _is_file(name: str) -> bool:
    return ":" in name and name.split(":", 1)[0].endswith(".py")


def describe() -> list[str]:
    width = max(map(len, STRATEGIES))
    return [f"{name:<{width}}  {cls.summary}" for name, cls in STRATEGIES.items()]


def find(name: str) -> type[Strategy]:
    """A built-in by name, or ``FILE.py:Class`` loaded from a file."""
    if _is_file(name):
        return load_file(name)
    cls = STRATEGIES.get(name.lower())
    if cls is None:
        raise StrategyError(f"unknown strategy {name!r}; choose from {', '.join(STRATEGIES)}")
    return cls


def make(name: str, params: Params | None = None) -> Strategy:
    return find(name)(params)


def load_file(spec: str) -> type[Strategy]:
    """``my.py:MyPlayer``: import the file as a module and take the named class."""
    path_text, _, class_name = spec.rpartition(":")
    path = Path(path_text)
    if not path.is_file():
        raise StrategyError(f"no strategy file {path_text}")
    module_name = f"crapsrepl_user_strategy_{abs(hash(str(path.resolve())))}"
    loader = importlib.util.spec_from_file_location(module_name, path)
    if loader is None or loader.loader is None:
        raise StrategyError(f"cannot load {path_text} as Python")
    module = importlib.util.module_from_spec(loader)
    sys.modules[module_name] = module
    try:
        loader.loader.exec_module(module)
    except (Exception, SystemExit) as problem:  # the user's file: one line, no traceback
        del sys.modules[module_name]
        raise failure(spec, problem, f" importing {path_text}") from None
    cls = getattr(module, class_name, None)
    if not (isinstance(cls, type) and issubclass(cls, Strategy)):
        raise StrategyError(f"{path_text} has no Strategy subclass named {class_name!r}")
    return cls
