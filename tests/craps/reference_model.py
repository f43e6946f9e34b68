"""An independent second implementation of the lab rules, as plain functions on a dict.

It shares no code with the engine: the property tests play both side by side and require
the same racks, shooter and point after every call.
"""

from __future__ import annotations

import random
import re
from typing import Any

POINTS = (4, 5, 6, 8, 9, 10)
ODDS_PAY = {4: (2, 1), 10: (2, 1), 5: (3, 2), 9: (3, 2), 6: (6, 5), 8: (6, 5)}
NAME = re.compile(r"[A-Za-z][A-Za-z0-9_.-]{0,19}")

Table = dict[str, Any]


def new_table(seed: int) -> Table:
    return {
        "rng": random.Random(seed),
        "seats": [],
        "rack": {},
        "point": None,
        "shooter": 0,
        "bets": [],
    }


def _who(t: Table, name: str) -> str | None:
    return next((s for s in t["seats"] if s.lower() == name.lower()), None)


def add_player(t: Table, name: str, chips: int) -> bool:
    if not NAME.fullmatch(name) or chips < 1 or _who(t, name):
        return False
    t["seats"].append(name)
    t["rack"][name] = chips
    return True


def remove_player(t: Table, name: str) -> bool:
    who = _who(t, name)
    if who is None or any(b["who"] == who for b in t["bets"]):
        return False
    i = t["seats"].index(who)
    t["seats"].remove(who)
    del t["rack"][who]
    if i < t["shooter"]:
        t["shooter"] -= 1
    elif i == t["shooter"] and t["seats"]:
        t["shooter"] = i % len(t["seats"])
    elif not t["seats"]:
        t["shooter"] = 0
    return True


def _bet(t: Table, kind: str, name: str, amount: int) -> bool:
    who = _who(t, name)
    if who is None or amount < 1 or amount > t["rack"][who]:
        return False
    t["rack"][who] -= amount
    for b in t["bets"]:
        if b["who"] == who and b["kind"] == kind and b["num"] is None:
            b["amt"] += amount
            return True
    t["bets"].append({"who": who, "kind": kind, "num": None, "amt": amount, "odds": 0})
    return True


def line_bet(t: Table, name: str, amount: int) -> bool:
    return t["point"] is None and _bet(t, "pass", name, amount)


def come_bet(t: Table, name: str, amount: int) -> bool:
    return t["point"] is not None and _bet(t, "come", name, amount)


def _line_on(t: Table, name: str, number: int) -> dict[str, Any] | None:
    who = _who(t, name)
    return next((b for b in t["bets"] if b["who"] == who and b["num"] == number), None)


def odds_bet(t: Table, name: str, number: int, amount: int) -> bool:
    bet = _line_on(t, name, number) if number in POINTS else None
    if bet is None or bet["odds"] or amount < 1 or amount > t["rack"][bet["who"]]:
        return False
    t["rack"][bet["who"]] -= amount
    bet["odds"] = amount
    return True


def change_odds(t: Table, name: str, number: int, amount: int) -> bool:
    bet = _line_on(t, name, number) if number in POINTS else None
    if bet is None or not bet["odds"] or amount < 0 or amount - bet["odds"] > t["rack"][bet["who"]]:
        return False
    t["rack"][bet["who"]] -= amount - bet["odds"]
    bet["odds"] = amount
    return True


def pass_dice(t: Table) -> bool:
    if not t["seats"] or t["point"] is not None:
        return False
    t["shooter"] = (t["shooter"] + 1) % len(t["seats"])
    return True


def roll(t: Table, d1: int | None = None, d2: int | None = None) -> bool:
    """d1 None: random; d2 None: d1 is a forced total (0 means random)."""
    if not t["seats"]:
        return False
    if d1 is not None and d2 is None and d1 != 0 and not 2 <= d1 <= 12:
        return False
    if d2 is not None and not (1 <= d1 <= 6 and 1 <= d2 <= 6):  # type: ignore[operator]
        return False
    shooter = t["seats"][t["shooter"]]
    if t["point"] is None and not any(
        b["who"] == shooter and b["kind"] == "pass" for b in t["bets"]
    ):
        return False
    if d1 is None or (d2 is None and d1 == 0):
        rng = t["rng"]
        total = 1 + int(rng.random() * 6)
        total += 1 + int(rng.random() * 6)
    else:
        total = d1 if d2 is None else d1 + d2
    odds_work = t["point"] is not None
    settled = []
    for b in [b for b in t["bets"] if b["num"] is not None]:
        if total == b["num"]:
            t["rack"][b["who"]] += 2 * b["amt"]
            num, den = ODDS_PAY[b["num"]]
            t["rack"][b["who"]] += b["odds"] + (b["odds"] * num // den if odds_work else 0)
            settled.append(b)
        elif total == 7:
            t["rack"][b["who"]] += 0 if odds_work else b["odds"]
            settled.append(b)
    for b in [b for b in t["bets"] if b["num"] is None]:
        if total in (7, 11):
            t["rack"][b["who"]] += 2 * b["amt"]
            settled.append(b)
        elif total in (2, 3, 12):
            settled.append(b)
        else:
            b["num"] = total
    t["bets"] = [b for b in t["bets"] if b not in settled]
    if t["point"] is None:
        t["point"] = total if total in POINTS else None
    elif total == t["point"]:
        t["point"] = None
    elif total == 7:
        t["point"] = None
        t["shooter"] = (t["shooter"] + 1) % len(t["seats"])
    return True
