import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Random;

/**
 * The table of tests/fakes/student_game.py, rule for rule: the same commands, refusals,
 * wording, payouts and rounding (odds pay down, as Python's {@code //} does).
 */
final class Table {
    static final int[] POINTS = {4, 5, 6, 8, 9, 10};

    /** A command the rules refuse: "Sorry, not allowed: ...". */
    static final class Refused extends Exception {
        Refused(String why) {
            super(why);
        }
    }

    /** Arguments that are not numbers, or too many or too few: "Invalid arguments.". */
    static final class BadArguments extends Exception {
        BadArguments() {
            super("Invalid arguments.");
        }
    }

    /** A bet; equal by value, as the Python dataclass is (list.remove takes the first equal). */
    static final class Bet {
        final String player;
        final String kind; // "pass" or "come"
        long amount;
        Integer number; // null while waiting for its first roll
        long odds;

        Bet(String player, String kind, long amount) {
            this.player = player;
            this.kind = kind;
            this.amount = amount;
        }

        @Override
        public boolean equals(Object other) {
            if (!(other instanceof Bet)) {
                return false;
            }
            Bet b = (Bet) other;
            return player.equals(b.player) && kind.equals(b.kind) && amount == b.amount
                    && Objects.equals(number, b.number) && odds == b.odds;
        }

        @Override
        public int hashCode() {
            return Objects.hash(player, kind, amount, number, odds);
        }
    }

    private final Map<String, Long> racks = new HashMap<>();
    private final List<String> seats = new ArrayList<>();
    private int shooter = 0;
    private Integer point = null;
    private final List<Bet> bets = new ArrayList<>();
    private final Random random = new Random();
    List<String> said = new ArrayList<>();

    private void say(String text) {
        said.add(text);
    }

    static boolean isPoint(long n) {
        for (int p : POINTS) {
            if (p == n) {
                return true;
            }
        }
        return false;
    }

    /** Python's int(): optional sign, digits with single underscores between them. */
    static long toInt(String text) throws BadArguments {
        String s = Main.strip(text);
        int i = 0;
        boolean negative = false;
        if (!s.isEmpty() && (s.charAt(0) == '+' || s.charAt(0) == '-')) {
            negative = s.charAt(0) == '-';
            i = 1;
        }
        if (i >= s.length()) {
            throw new BadArguments();
        }
        long value = 0;
        boolean lastDigit = false;
        for (; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '_' && lastDigit && i + 1 < s.length()) {
                lastDigit = false;
                continue;
            }
            int d = Character.digit(c, 10);
            if (d < 0) {
                throw new BadArguments();
            }
            try {
                value = Math.addExact(Math.multiplyExact(value, 10), d);
            } catch (ArithmeticException tooBig) {
                throw new BadArguments();
            }
            lastDigit = true;
        }
        if (!lastDigit) {
            throw new BadArguments();
        }
        return negative ? -value : value;
    }

    /** A seat's rack; a seat without one (its addPlayer had a bad number) crashes, as KeyError does. */
    private long rack(String name) {
        Long chips = racks.get(name);
        if (chips == null) {
            throw new IllegalStateException("KeyError: '" + name + "'");
        }
        return chips;
    }

    private String who(String name) throws Refused {
        for (String seated : seats) {
            if (seated.toLowerCase(Locale.ROOT).equals(name.toLowerCase(Locale.ROOT))) {
                return seated;
            }
        }
        throw new Refused("there is no player called " + name);
    }

    private void take(String name, long amount) throws Refused {
        if (amount <= 0) {
            throw new Refused("bets must be positive");
        }
        if (amount > rack(name)) {
            throw new Refused(name + " cannot cover $" + amount + ", only $" + rack(name) + " left");
        }
        racks.put(name, rack(name) - amount);
    }

    private void pay(Bet bet, long winnings, String what) {
        say("Nice! " + bet.player + " collects " + winnings + " on the " + what + ".");
        racks.put(bet.player, rack(bet.player) + winnings + (what.equals("odds") ? bet.odds : bet.amount));
    }

    private void remove(Bet bet) {
        bets.remove(bet); // the first bet equal to it, as Python's list.remove
    }

    private Bet find(String name, long where) {
        for (Bet b : bets) {
            if (b.player.equals(name) && b.number != null && b.number == where) {
                return b;
            }
        }
        return null;
    }

    // commands -------------------------------------------------------------
    void addPlayer(String name, String chips) throws Refused, BadArguments {
        if (racks.containsKey(name)) {
            throw new Refused(name + " is already playing");
        }
        seats.add(name);
        racks.put(name, toInt(chips));
        say("Welcome " + name + ", you have " + chips + " in chips.");
    }

    void placeLineBet(String name, String amount) throws Refused, BadArguments {
        name = who(name);
        if (point != null) {
            throw new Refused("pass line bets are not taken once the point is on");
        }
        take(name, toInt(amount));
        add(name, "pass", toInt(amount));
        say("OK, " + name + " is on the pass line for " + amount + ".");
    }

    /** A second bet on the pass or come line adds to the one there, as at the table. */
    private void add(String name, String kind, long amount) {
        for (Bet bet : bets) {
            if (bet.player.equals(name) && bet.kind.equals(kind) && bet.number == null) {
                bet.amount += amount;
                return;
            }
        }
        bets.add(new Bet(name, kind, amount));
    }

    void placeComeBet(String name, String amount) throws Refused, BadArguments {
        name = who(name);
        if (point == null) {
            throw new Refused("come bets are not taken before a point is set");
        }
        take(name, toInt(amount));
        add(name, "come", toInt(amount));
        say("OK, " + name + " has a come bet of " + amount + ".");
    }

    void placeOddsBet(String name, String number, String amount) throws Refused, BadArguments {
        name = who(name);
        long where = toInt(number);
        if (!isPoint(where)) {
            throw new Refused(where + " is not a point number");
        }
        Bet bet = find(name, where);
        if (bet == null || bet.odds != 0) {
            throw new Refused(name + " cannot take odds on " + where);
        }
        take(name, toInt(amount));
        bet.odds = toInt(amount);
        say("Odds of " + amount + " behind " + name + "'s " + where + ".");
    }

    void changeOddsBet(String name, String number, String amount) throws Refused, BadArguments {
        name = who(name);
        long where = toInt(number);
        Bet bet = find(name, where);
        if (bet == null || bet.odds == 0) {
            throw new Refused(name + " has no odds on " + where + " to change");
        }
        long more = toInt(amount) - bet.odds;
        if (more > 0) {
            take(name, more);
        } else {
            racks.put(name, rack(name) - more);
        }
        bet.odds = toInt(amount);
        say("Odds behind " + name + "'s " + where + " are now " + amount + ".");
    }

    void passDice() throws Refused {
        if (point != null) {
            throw new Refused("the shooter cannot pass the dice in the middle of a round");
        }
        shooter = (shooter + 1) % seats.size(); // nobody seated: crashes, as Python's % 0
        say("Dice go to " + seats.get(shooter) + ".");
    }

    void roll(String total) throws Refused, BadArguments {
        if (seats.isEmpty()) {
            throw new Refused("nobody is playing");
        }
        String thrower = seats.get(shooter);
        if (point == null) {
            boolean onLine = false;
            for (Bet b : bets) {
                onLine |= b.player.equals(thrower) && b.kind.equals("pass");
            }
            if (!onLine) {
                throw new Refused(thrower + " must bet the pass line first");
            }
        }
        long dice = toInt(total);
        if (dice == 0) {
            dice = random.nextInt(6) + 1 + random.nextInt(6) + 1;
        }
        if (dice < 2 || dice > 12) {
            throw new Refused(dice + " is not a possible roll");
        }
        say(thrower + " throws... " + dice + "!");
        for (Bet bet : new ArrayList<>(bets)) {
            settle(bet, (int) dice);
        }
        movePoint((int) dice);
    }

    private void settle(Bet bet, int dice) {
        if (bet.number == null) { // first roll of a pass (come-out) or come bet
            if (dice == 7 || dice == 11) {
                pay(bet, bet.amount, bet.kind);
                remove(bet);
            } else if (dice == 2 || dice == 3 || dice == 12) {
                say("Too bad, " + bet.player + " loses the " + bet.kind + " bet.");
                remove(bet);
            } else {
                bet.number = dice;
            }
            return;
        }
        boolean oddsOff = bet.kind.equals("come") && point == null;
        if (dice == bet.number) {
            pay(bet, bet.amount, bet.kind);
            if (bet.odds != 0 && oddsOff) {
                racks.put(bet.player, rack(bet.player) + bet.odds);
            } else if (bet.odds != 0) {
                pay(bet, oddsWin(bet), "odds");
            }
            remove(bet);
        } else if (dice == 7) {
            say("Seven! " + bet.player + " loses " + bet.amount + " on the " + bet.kind + ".");
            if (bet.odds != 0 && oddsOff) {
                racks.put(bet.player, rack(bet.player) + bet.odds);
            }
            remove(bet);
        }
    }

    /** True odds, rounded down (floor, as Python's //): 2:1 on 4 and 10, 3:2 on 5 and 9, 6:5 on 6 and 8. */
    private static long oddsWin(Bet bet) {
        int n = bet.number;
        long pays = n == 4 || n == 10 ? 2 : n == 5 || n == 9 ? 3 : 6;
        long per = n == 4 || n == 10 ? 1 : n == 5 || n == 9 ? 2 : 5;
        return Math.floorDiv(bet.odds * pays, per);
    }

    private void movePoint(int dice) {
        if (point == null && isPoint(dice)) {
            point = dice;
            say("The point is now " + dice + ".");
        } else if (point != null && point == dice) {
            point = null;
            say("Winner! Point made.");
        } else if (point != null && dice == 7) {
            point = null;
            shooter = (shooter + 1) % seats.size();
            say("Seven out. " + seats.get(shooter) + " shoots next.");
        }
    }

    // queries: the handout's contract --------------------------------------------
    void chips(String name) throws Refused {
        name = who(name);
        say(name + " has " + rack(name) + " chips");
    }

    void point() {
        say("Point: " + (point == null ? "OFF" : String.valueOf(point)));
    }

    void shooter() {
        say("The shooter is " + (seats.isEmpty() ? "nobody" : seats.get(shooter)));
    }

    void bets(String name) throws Refused {
        name = who(name);
        boolean any = false;
        for (Bet b : bets) {
            if (!b.player.equals(name)) {
                continue;
            }
            any = true;
            String where = b.number != null ? " on " + b.number : " (waiting)";
            String odds = b.odds != 0 ? " with odds $" + b.odds : "";
            say(b.kind + " line $" + b.amount + where + odds);
        }
        if (!any) {
            say(name + " has no bets");
        }
    }

    /** move_point(x) typed at the prompt: Python compares a string to numbers, so nothing happens. */
    void movePointTyped(String anything) {
    }
}
