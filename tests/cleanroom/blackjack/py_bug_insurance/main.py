#!/usr/bin/env python3
"""Blackjack table for the course assignment.

Reads one command per line on standard input (e.g. ``bet(Bob, 10)``) and prints
one line for each.  Rule options come as command-line flags (see ``--help``).
"""
import argparse
import random
import re
import sys

RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
MAX_SEATS = 7
MAX_HANDS = 4
DECKS = 6


class GameError(Exception):
    """A command that is not allowed right now."""


def parse_card(text):
    """'10h' -> '10', 'As' -> 'A', 'k' -> 'K'.  Suits are dropped."""
    t = text.strip().upper()
    if t in RANKS:
        return t
    if len(t) >= 2 and t[-1] in "SHDC" and t[:-1] in RANKS:
        return t[:-1]
    if t == "T":
        return "10"
    raise GameError("invalid card: %r" % text.strip())


def card_value(rank):
    if rank == "A":
        return 1
    if rank in ("J", "Q", "K"):
        return 10
    return int(rank)


def total_of(cards):
    """(total, soft) with one ace counted as 11 when that does not bust."""
    hard = sum(card_value(c) for c in cards)
    if "A" in cards and hard + 10 <= 21:
        return hard + 10, True
    return hard, False


def parse_yes_no(value):
    v = str(value).strip().lower()
    if v in ("yes", "y", "true", "on", "1"):
        return True
    if v in ("no", "n", "false", "off", "0"):
        return False
    raise GameError("invalid yes/no value: %r" % value)


def parse_payout(value):
    m = re.fullmatch(r"\s*(\d+)\s*[:/]\s*(\d+)\s*", str(value))
    if not m or int(m.group(2)) == 0:
        raise GameError("invalid payout: %r" % value)
    return int(m.group(1)), int(m.group(2))


def parse_amount(value):
    if isinstance(value, bool):
        raise GameError("invalid amount")
    if isinstance(value, int):
        return value
    s = str(value).strip().lstrip("$")
    if not re.fullmatch(r"-?\d+", s):
        raise GameError("invalid amount: %r" % value)
    return int(s)


class Hand:
    def __init__(self, cards, bet, from_split=False, split_aces=False):
        self.cards = list(cards)
        self.bet = bet
        self.from_split = from_split
        self.split_aces = split_aces
        self.done = False
        # None while it waits on the dealer; else 'bust', 'surrendered', 'paid'
        self.status = None

    def total(self):
        return total_of(self.cards)

    def is_natural(self):
        return (not self.from_split and len(self.cards) == 2
                and self.total()[0] == 21)

    def describe(self):
        t, soft = self.total()
        if t > 21:
            return "%d bust" % t
        if self.is_natural():
            return "21 blackjack"
        if self.status == "surrendered":
            return "%d surrendered" % t
        return "%d soft" % t if soft else "%d" % t


class Player:
    def __init__(self, name, chips):
        self.name = name
        self.chips = chips
        self.pending_bet = 0
        self.hands = []
        self.insurance = 0
        self.answered = False


class BlackjackGame:
    def __init__(self):
        self.dealer_rule = "S17"
        self.payout = (3, 2)
        self.das = True
        self.resplit_aces = False
        self.surrender_allowed = False
        self.players = {}          # name -> Player, in seating order
        self.round = []            # players dealt into the current/last round
        self.phase = "idle"        # idle (between rounds), insurance, play
        self.dealer_cards = []
        self.hole_shown = False
        self.stacked = []
        self.rng = random.Random()
        self.shoe_cards = []
        self.shoe_size = 0
        self._new_shoe()
        self.msgs = []

    # ----- options -------------------------------------------------------
    def setOption(self, name, value):
        key = str(name).strip().lower().lstrip("-").replace("_", "-")
        if key == "dealer":
            v = str(value).strip().upper()
            if v not in ("S17", "H17"):
                raise GameError("invalid dealer rule: %r" % value)
            self.dealer_rule = v
        elif key == "payout":
            self.payout = parse_payout(value)
        elif key == "das":
            self.das = parse_yes_no(value)
        elif key in ("resplit-aces", "resplitaces"):
            self.resplit_aces = parse_yes_no(value)
        elif key == "surrender":
            self.surrender_allowed = parse_yes_no(value)
        else:
            raise GameError("unknown option: %r" % name)

    # ----- the shoe ------------------------------------------------------
    def _new_shoe(self):
        self.shoe_cards = [r for _ in range(DECKS * 4) for r in RANKS]
        self.rng.shuffle(self.shoe_cards)
        self.shoe_size = len(self.shoe_cards)

    def _draw(self):
        if self.stacked:
            return self.stacked.pop(0)
        if not self.shoe_cards:
            self._new_shoe()
        return self.shoe_cards.pop()

    def shoe(self, *cards):
        ranks = []
        for arg in cards:
            for part in re.split(r"[,\s]+", str(arg)):
                if part:
                    ranks.append(parse_card(part))
        self.stacked.extend(ranks)
        self.msgs.append("Stacked: " + " ".join(ranks))

    # ----- helpers -------------------------------------------------------
    def _player(self, name):
        p = self.players.get(str(name).strip())
        if p is None:
            raise GameError("no such player: %s" % name)
        return p

    def _current(self):
        for p in self.round:
            for h in p.hands:
                if not h.done:
                    return p, h
        return None

    def _say_hand(self, p, h):
        return "%s: %s (%s)" % (p.name, " ".join(h.cards), h.describe())

    def _dealer_text(self):
        if not self.dealer_cards:
            return "no cards yet"
        if not self.hole_shown:
            up = self.dealer_cards[0]
            t, soft = total_of([up])
            return "%s ?: %d%s" % (up, t, " soft" if soft else "")
        t, soft = total_of(self.dealer_cards)
        if t > 21:
            word = " bust"
        elif len(self.dealer_cards) == 2 and t == 21:
            word = " blackjack"
        elif soft:
            word = " soft"
        else:
            word = ""
        return "%s: %d%s" % (" ".join(self.dealer_cards), t, word)

    def _dealer_natural(self):
        return len(self.dealer_cards) == 2 and total_of(self.dealer_cards)[0] == 21

    # ----- seating and betting -------------------------------------------
    def addPlayer(self, player, chips):
        name = str(player).strip()
        if not re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", name):
            raise GameError("invalid player name: %r" % player)
        if name in self.players:
            raise GameError("%s is already seated" % name)
        if len(self.players) >= MAX_SEATS:
            raise GameError("the table is full (7 seats)")
        amount = parse_amount(chips)
        if amount < 0:
            raise GameError("invalid chip count")
        self.players[name] = Player(name, amount)
        self.msgs.append("Welcome %s, with $%d." % (name, amount))

    def bet(self, player, amount):
        p = self._player(player)
        amt = parse_amount(amount)
        if self.phase != "idle":
            raise GameError("bets are taken between rounds only")
        if p.pending_bet:
            raise GameError("%s has already bet on this round" % p.name)
        if amt <= 0:
            raise GameError("a bet must be at least $1")
        if amt > p.chips:
            raise GameError("%s cannot bet $%d with $%d" % (p.name, amt, p.chips))
        p.chips -= amt
        p.pending_bet = amt
        self.msgs.append("%s bets $%d." % (p.name, amt))

    # ----- the deal --------------------------------------------------------
    def deal(self):
        if self.phase != "idle":
            raise GameError("a round is already being played")
        bettors = [p for p in self.players.values() if p.pending_bet]
        if not bettors:
            raise GameError("no bets: nobody to deal to")
        if len(self.shoe_cards) < self.shoe_size * 0.25:
            self._new_shoe()
            self.msgs.append("New shoe shuffled.")
        for p in self.players.values():
            p.hands = []
            p.insurance = 0
            p.answered = False
        self.round = bettors
        for p in bettors:
            p.hands = [Hand([], p.pending_bet)]
            p.pending_bet = 0
        self.dealer_cards = []
        self.hole_shown = False
        for p in bettors:
            p.hands[0].cards.append(self._draw())
        self.dealer_cards.append(self._draw())
        for p in bettors:
            p.hands[0].cards.append(self._draw())
        self.dealer_cards.append(self._draw())
        for p in bettors:
            h = p.hands[0]
            if h.is_natural():
                h.done = True
            self.msgs.append(self._say_hand(p, h) + ".")
        up = self.dealer_cards[0]
        self.msgs.append("Dealer shows %s." % up)
        if up == "A":
            self.phase = "insurance"
            self.msgs.append("Insurance is open.")
        elif card_value(up) == 10:
            self._peek()
        else:
            self.phase = "play"
            self._advance()

    def _peek(self):
        """The dealer looks at the hole card (ten or ace up)."""
        if self._dealer_natural():
            self._dealer_blackjack()
        else:
            if self.dealer_cards[0] == "A":
                self.msgs.append("Dealer has no blackjack.")
                for p in self.round:
                    if p.insurance:
                        self.msgs.append("%s loses the $%d insurance." % (p.name, p.insurance))
                        p.insurance = 0
            self.phase = "play"
            self._advance()

    def _dealer_blackjack(self):
        self.hole_shown = True
        self.msgs.append("Dealer has blackjack: %s." % " ".join(self.dealer_cards))
        for p in self.round:
            if p.insurance:
                won = p.insurance
                p.chips += p.insurance + won
                self.msgs.append("%s's insurance wins $%d." % (p.name, won))
                p.insurance = 0
            for h in p.hands:
                h.done = True
                if h.status == "paid":
                    continue
                if h.is_natural():
                    p.chips += h.bet
                    self.msgs.append("%s pushes." % p.name)
                else:
                    self.msgs.append("%s loses $%d." % (p.name, h.bet))
                h.status = "settled"
        self.phase = "idle"

    # ----- insurance -----------------------------------------------------
    def _insurance_player(self, player):
        p = self._player(player)
        if self.phase != "insurance":
            raise GameError("insurance is not offered now")
        if p not in self.round:
            raise GameError("%s has no hand in this round" % p.name)
        if p.answered:
            raise GameError("%s has already answered the insurance offer" % p.name)
        return p

    def _after_answer(self):
        if all(p.answered for p in self.round):
            self._peek()

    def insurance(self, player, amount):
        p = self._insurance_player(player)
        amt = parse_amount(amount)
        bet = p.hands[0].bet
        if amt <= 0:
            raise GameError("insurance must be at least $1")
        if 2 * amt > bet:
            raise GameError("insurance is at most half the bet ($%d)" % (bet // 2))
        if amt > p.chips:
            raise GameError("%s cannot afford $%d of insurance" % (p.name, amt))
        p.chips -= amt
        p.insurance = amt
        p.answered = True
        self.msgs.append("%s insures for $%d." % (p.name, amt))
        self._after_answer()

    def evenMoney(self, player):
        p = self._insurance_player(player)
        h = p.hands[0]
        if not h.is_natural():
            raise GameError("even money is only for a blackjack")
        p.chips += 2 * h.bet
        h.status = "paid"
        h.done = True
        p.answered = True
        self.msgs.append("%s takes even money: wins $%d." % (p.name, h.bet))
        self._after_answer()

    def noInsurance(self, player):
        p = self._insurance_player(player)
        p.answered = True
        self.msgs.append("%s declines insurance." % p.name)
        self._after_answer()

    # ----- playing the hands -------------------------------------------------
    def _advance(self):
        """Move on to the next hand that needs a decision, or finish the round."""
        while True:
            cur = self._current()
            if cur is None:
                self._dealer_plays()
                return
            p, h = cur
            if len(h.cards) == 1:           # a split hand gets its second card
                h.cards.append(self._draw())
                self.msgs.append(self._say_hand(p, h) + ".")
                if h.split_aces and not (h.cards == ["A", "A"] and self.resplit_aces
                                         and len(p.hands) < MAX_HANDS):
                    h.done = True
                    continue
            if h.total()[0] >= 21:
                h.done = True
                continue
            return

    def _acting(self, player):
        p = self._player(player)
        if self.phase not in ("insurance", "play"):
            raise GameError("no hand is being played")
        if p not in self.round:
            raise GameError("%s has no hand in this round" % p.name)
        cur = self._current()
        if cur is None:
            raise GameError("no hand is being played")
        if cur[0] is not p:
            raise GameError("it is %s's turn" % cur[0].name)
        return p, cur[1]

    def _decide(self, action):
        if self.phase == "insurance":
            for q in self.round:
                q.answered = True
            self._peek()
            if self.phase != "play":
                return          # the dealer's blackjack ended the round
        action()
        self._advance()

    def hit(self, player):
        p, h = self._acting(player)
        if h.split_aces:
            raise GameError("a split ace takes one card only")

        def act():
            h.cards.append(self._draw())
            t, _ = h.total()
            if t > 21:
                h.status = "bust"
                h.done = True
                self.msgs.append(self._say_hand(p, h) + ": loses $%d." % h.bet)
            else:
                self.msgs.append(self._say_hand(p, h) + ".")
        self._decide(act)

    def stand(self, player):
        p, h = self._acting(player)

        def act():
            h.done = True
            self.msgs.append("%s stands on %s." % (p.name, h.describe()))
        self._decide(act)

    def double(self, player):
        p, h = self._acting(player)
        if len(h.cards) != 2:
            raise GameError("a double is on the first two cards only")
        if h.split_aces:
            raise GameError("a split ace takes one card only")
        if h.from_split and not self.das:
            raise GameError("no double after a split at this table")
        if h.bet > p.chips:
            raise GameError("%s cannot afford to double" % p.name)

        def act():
            p.chips -= h.bet
            h.bet *= 2
            h.cards.append(self._draw())
            h.done = True
            if h.total()[0] > 21:
                h.status = "bust"
                self.msgs.append("%s doubles: %s: loses $%d." % (p.name, self._say_hand(p, h), h.bet))
            else:
                self.msgs.append("%s doubles: %s." % (p.name, self._say_hand(p, h)))
        self._decide(act)

    def split(self, player):
        p, h = self._acting(player)
        if len(h.cards) != 2 or h.cards[0] != h.cards[1]:
            raise GameError("only a pair can be split")
        if len(p.hands) >= MAX_HANDS:
            raise GameError("at most %d hands" % MAX_HANDS)
        if h.split_aces and not self.resplit_aces:
            raise GameError("split aces are not split again")
        if h.bet > p.chips:
            raise GameError("%s cannot afford to split" % p.name)

        def act():
            p.chips -= h.bet
            aces = h.cards[0] == "A"
            new = Hand([h.cards[1]], h.bet, from_split=True, split_aces=aces)
            h.cards = [h.cards[0]]
            h.from_split = True
            h.split_aces = aces
            p.hands.insert(p.hands.index(h) + 1, new)
            self.msgs.append("%s splits %ss." % (p.name, h.cards[0]))
        self._decide(act)

    def surrender(self, player):
        p, h = self._acting(player)
        if not self.surrender_allowed:
            raise GameError("surrender is not offered at this table")
        if len(p.hands) != 1 or h.from_split or len(h.cards) != 2:
            raise GameError("surrender is only the first decision on the first two cards")

        def act():
            back = h.bet // 2
            p.chips += back
            h.status = "surrendered"
            h.done = True
            self.msgs.append("%s surrenders: $%d back." % (p.name, back))
        self._decide(act)

    # ----- the dealer and the settlement ----------------------------------
    def _dealer_hits(self):
        t, soft = total_of(self.dealer_cards)
        if t < 17:
            return True
        return t == 17 and soft and self.dealer_rule == "H17"

    def _dealer_plays(self):
        self.hole_shown = True
        waiting = [h for p in self.round for h in p.hands
                   if h.status is None and not h.is_natural()]
        if waiting:
            while self._dealer_hits():
                self.dealer_cards.append(self._draw())
        self.msgs.append("Dealer: %s." % self._dealer_text())
        d, _ = total_of(self.dealer_cards)
        for p in self.round:
            for h in p.hands:
                if h.status is not None:
                    continue
                h.status = "settled"
                if h.is_natural():
                    w, q = self.payout
                    won = h.bet * w // q
                    p.chips += h.bet + won
                    self.msgs.append("%s's blackjack wins $%d." % (p.name, won))
                    continue
                t, _ = h.total()
                if d > 21 or t > d:
                    p.chips += 2 * h.bet
                    self.msgs.append("%s wins $%d with %d." % (p.name, h.bet, t))
                elif t == d:
                    p.chips += h.bet
                    self.msgs.append("%s pushes with %d." % (p.name, t))
                else:
                    self.msgs.append("%s loses $%d with %d." % (p.name, h.bet, t))
        self.phase = "idle"

    # ----- queries -------------------------------------------------------
    def getChips(self, player):
        return self._player(player).chips

    def getHand(self, player):
        p = self._player(player)
        if not p.hands:
            return "no hand"
        return ", ".join(h.describe() for h in p.hands)

    def getDealer(self):
        return self._dealer_text()


# ----- the console around the game ----------------------------------------

COMMANDS = {
    "addplayer": ("addPlayer", 2), "bet": ("bet", 2), "deal": ("deal", 0),
    "insurance": ("insurance", 2), "evenmoney": ("evenMoney", 1),
    "noinsurance": ("noInsurance", 1), "hit": ("hit", 1), "stand": ("stand", 1),
    "double": ("double", 1), "split": ("split", 1), "surrender": ("surrender", 1),
    "chips": ("getChips", 1), "hand": ("getHand", 1), "dealer": ("getDealer", 0),
}


def split_line(line):
    m = re.fullmatch(r"\s*([A-Za-z_]\w*)\s*\((.*)\)\s*;?\s*", line)
    if m:
        name, inner = m.group(1), m.group(2)
        args = [a.strip() for a in inner.split(",")] if inner.strip() else []
        return name, args
    words = line.replace(",", " ").split()
    return words[0], words[1:]


def run_line(game, line):
    name, args = split_line(line)
    key = name.lower()
    if key == "shoe":
        game.msgs = []
        game.shoe(*args)
        return " ".join(game.msgs)
    if key not in COMMANDS:
        raise GameError("unknown command: %s" % name)
    method, nargs = COMMANDS[key]
    if len(args) != nargs:
        raise GameError("%s takes %d argument(s)" % (name, nargs))
    game.msgs = []
    result = getattr(game, method)(*args)
    if method.startswith("get"):
        return str(result)
    return " ".join(game.msgs) or "OK"


def main(argv=None):
    parser = argparse.ArgumentParser(description="Blackjack table (commands on stdin)")
    parser.add_argument("--dealer", default="S17", type=str.upper, choices=["S17", "H17"],
                        help="S17: dealer stands on soft 17 (default); H17: hits it")
    parser.add_argument("--payout", default="3:2", help="blackjack payout W:P (default 3:2)")
    parser.add_argument("--das", default="yes", help="double after split: yes|no")
    parser.add_argument("--resplit-aces", default="no", help="split aces may be split again: yes|no")
    parser.add_argument("--surrender", default="no", help="late surrender: yes|no")
    parser.add_argument("--shoe", default=None, help='cards stacked on the shoe: "A, K, 9, 7"')
    args, unknown = parser.parse_known_args(argv)
    if unknown:
        print("warning: ignoring arguments %s" % " ".join(unknown), file=sys.stderr)

    game = BlackjackGame()
    try:
        game.setOption("dealer", args.dealer)
        game.setOption("payout", args.payout)
        game.setOption("das", args.das)
        game.setOption("resplit-aces", args.resplit_aces)
        game.setOption("surrender", args.surrender)
        if args.shoe:
            game.shoe(args.shoe)
    except GameError as e:
        print("bad option: %s" % e, file=sys.stderr)
        return 2

    for raw in sys.stdin:
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if line.lower() in ("quit", "exit", "quit()", "exit()"):
            break
        try:
            out = run_line(game, line)
        except GameError as e:
            out = "error: %s" % e
        print(out, flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
