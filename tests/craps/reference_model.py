"""An independent second implementation of the table's rules, as plain functions on a dict.

The lab's bets (pass, come, odds) and most of the wider layout: don't pass and don't come,
place, buy, lay (with the default 5% commission, rounded down, at least $1, paid up front),
big 6/8, hardways, the field and the one-roll propositions (not put, hop, lay odds, fire or
all/tall/small, which crapssim checks instead).

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
    return next(
        (
            b
            for b in t["bets"]
            if b["who"] == who and b["num"] == number and b["kind"] in ("pass", "come")
        ),
        None,
    )


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
        b["who"] == shooter and b["kind"] in ("pass", "dont_pass") for b in t["bets"]
    ):
        return False
    if d1 is None or (d2 is None and d1 == 0):
        rng = t["rng"]
        a = 1 + int(rng.random() * 6)
        b_ = 1 + int(rng.random() * 6)
    elif d2 is None:
        a = max(1, d1 - 6)
        b_ = d1 - a
    else:
        a, b_ = d1, d2
    total = a + b_
    odds_work = t["point"] is not None
    settled = [b for b in t["bets"] if b["kind"] in OTHER and _settle(t, b, total, a == b_)]
    lines = [b for b in t["bets"] if b["kind"] in ("pass", "come")]
    for b in [b for b in lines if b["num"] is not None]:
        if total == b["num"]:
            t["rack"][b["who"]] += 2 * b["amt"]
            num, den = ODDS_PAY[b["num"]]
            t["rack"][b["who"]] += b["odds"] + (b["odds"] * num // den if odds_work else 0)
            settled.append(b)
        elif total == 7:
            t["rack"][b["who"]] += 0 if odds_work else b["odds"]
            settled.append(b)
    for b in [b for b in lines if b["num"] is None]:
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


# The wider layout ----------------------------------------------------------------------
PLACE_PAY = {4: (9, 5), 10: (9, 5), 5: (7, 5), 9: (7, 5), 6: (7, 6), 8: (7, 6)}
LAY_PAY = {4: (1, 2), 10: (1, 2), 5: (2, 3), 9: (2, 3), 6: (5, 6), 8: (5, 6)}
ONE_ROLL = {
    "field": {2: (2, 1), 3: (1, 1), 4: (1, 1), 9: (1, 1), 10: (1, 1), 11: (1, 1), 12: (2, 1)},
    "any7": {7: (4, 1)},
    "any_craps": {2: (7, 1), 3: (7, 1), 12: (7, 1)},
    "two": {2: (30, 1)},
    "three": {3: (15, 1)},
    "yo": {11: (15, 1)},
    "twelve": {12: (30, 1)},
    "horn": {2: (27, 4), 12: (27, 4), 3: (3, 1), 11: (3, 1)},
    "world": {2: (26, 5), 12: (26, 5), 3: (11, 5), 11: (11, 5), 7: (0, 1)},
    "ce": {2: (3, 1), 3: (3, 1), 12: (3, 1), 11: (7, 1)},
}
NUMBERS = {"place": POINTS, "buy": POINTS, "lay": POINTS, "big": (6, 8), "hard": (4, 6, 8, 10)}
OTHER = {"dont_pass", "dont_come", *NUMBERS, *ONE_ROLL}


def _pay(amount: int, ratio: tuple[int, int]) -> int:
    return amount * ratio[0] // ratio[1]


def _vig(kind: str, amount: int, number: int | None) -> int:
    if kind == "buy":
        return max(1, amount * 5 // 100)
    if kind == "lay":
        return max(1, _pay(amount, LAY_PAY[number]) * 5 // 100)  # type: ignore[index]
    return 0


def layout_bet(t: Table, name: str, kind: str, amount: int, number: int | None = None) -> bool:
    """Any of the wider layout's bets; False (nothing changed) when refused."""
    who = _who(t, name)
    if who is None or kind not in OTHER or amount < 1:
        return False
    if (number is None) != (kind not in NUMBERS) or (
        kind in NUMBERS and number not in NUMBERS[kind]
    ):
        return False
    if (kind == "dont_pass") != (t["point"] is None) and kind in ("dont_pass", "dont_come"):
        return False
    if kind == "lay" and _pay(amount, LAY_PAY[number]) < 1:  # type: ignore[index]
        return False
    same = next(
        (b for b in t["bets"] if (b["who"], b["kind"], b["num"]) == (who, kind, number)), None
    )
    total = amount + (same["amt"] if same else 0)
    vig = _vig(kind, total, number) - (_vig(kind, same["amt"], number) if same else 0)
    if amount + vig > t["rack"][who]:
        return False
    t["rack"][who] -= amount + vig
    if same:
        same["amt"] = total
    else:
        t["bets"].append({"who": who, "kind": kind, "num": number, "amt": amount, "odds": 0})
    return True


def _settle(t: Table, b: dict[str, Any], total: int, hard: bool) -> bool:
    """Settle one bet of the wider layout; True when it comes off the table."""
    rack, kind, num, amt = t["rack"], b["kind"], b["num"], b["amt"]
    if kind in ONE_ROLL:
        if total in ONE_ROLL[kind]:
            rack[b["who"]] += amt + _pay(amt, ONE_ROLL[kind][total])
        return True
    if kind in ("dont_pass", "dont_come") and num is None:
        if total in (2, 3):
            rack[b["who"]] += 2 * amt
        elif total == 12:
            rack[b["who"]] += amt
        elif total in POINTS:
            b["num"] = total
            return False
        return True
    if kind in ("dont_pass", "dont_come", "lay"):
        if total == 7:
            win = amt if kind != "lay" else _pay(amt, LAY_PAY[num])
            rack[b["who"]] += amt + win
        return total in (7, num)
    if t["point"] is None:  # place, buy, big and hardways are off on a come-out roll
        return False
    if kind == "hard" and total == num:
        rack[b["who"]] += amt + amt * (7 if num in (4, 10) else 9) if hard else 0
        return True
    if total == num:
        win = {"place": _pay(amt, PLACE_PAY[num]), "buy": _pay(amt, ODDS_PAY[num])}.get(kind, amt)
        rack[b["who"]] += win if kind == "place" else amt + win
        return bool(kind != "place")
    return bool(total == 7)
