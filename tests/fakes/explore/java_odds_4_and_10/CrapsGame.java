import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;

/**
 * tests/fakes/explore/java_class/CrapsGame.java with one rule broken: odds on 4 and 10 pay
 * 3:2 instead of 2:1 (the 5 and 9's price). For explore's shrinker, Java included: a
 * session that finds it shrinks to a handful of commands within the default budget.
 */
public class CrapsGame {
    static final int[] POINTS = {4, 5, 6, 8, 9, 10};

    /** A bet: who, "pass" or "come", how much, its number once it has one, its odds. */
    static final class Bet {
        final String player;
        final String kind;
        int amount;
        int number; // 0 while waiting for its first roll
        int odds;

        Bet(String player, String kind, int amount) {
            this.player = player;
            this.kind = kind;
            this.amount = amount;
        }
    }

    private final Map<String, Integer> racks = new HashMap<>();
    private final List<String> seats = new ArrayList<>();
    private final List<Bet> bets = new ArrayList<>();
    private final Random random;
    private int shooter = 0;
    private int point = 0; // 0: off

    public CrapsGame() {
        this(new Random());
    }

    public CrapsGame(long seed) {
        this(new Random(seed));
    }

    private CrapsGame(Random random) {
        this.random = random;
    }

    static boolean isPoint(int n) {
        for (int p : POINTS) {
            if (p == n) {
                return true;
            }
        }
        return false;
    }

    private String who(String name) {
        for (String seated : seats) {
            if (seated.toLowerCase(Locale.ROOT).equals(name.toLowerCase(Locale.ROOT))) {
                return seated;
            }
        }
        throw new IllegalArgumentException("there is no player called " + name);
    }

    private void take(String name, int amount) {
        if (amount <= 0) {
            throw new IllegalArgumentException("bets must be positive");
        }
        int rack = racks.get(name);
        if (amount > rack) {
            throw new IllegalArgumentException(name + " cannot cover $" + amount + ", only $" + rack + " left");
        }
        racks.put(name, rack - amount);
    }

    private void give(String name, int amount) {
        racks.put(name, racks.get(name) + amount);
    }

    private Bet find(String name, int where) {
        for (Bet b : bets) {
            if (b.player.equals(name) && b.number != 0 && b.number == where) {
                return b;
            }
        }
        return null;
    }

    // commands -------------------------------------------------------------------------
    public void addPlayer(String name, int chips) {
        if (racks.containsKey(name)) {
            throw new IllegalArgumentException(name + " is already playing");
        }
        seats.add(name);
        racks.put(name, chips);
    }

    public void placeLineBet(String name, int amount) {
        name = who(name);
        if (point != 0) {
            throw new IllegalStateException("pass line bets are not taken once the point is on");
        }
        take(name, amount);
        add(name, "pass", amount);
    }

    /** A second bet on the pass or come line adds to the one there, as at the table. */
    private void add(String name, String kind, int amount) {
        for (Bet bet : bets) {
            if (bet.player.equals(name) && bet.kind.equals(kind) && bet.number == 0) {
                bet.amount += amount;
                return;
            }
        }
        bets.add(new Bet(name, kind, amount));
    }

    public void placeComeBet(String name, int amount) {
        name = who(name);
        if (point == 0) {
            throw new IllegalStateException("come bets are not taken before a point is set");
        }
        take(name, amount);
        add(name, "come", amount);
    }

    public void placeOddsBet(String name, int number, int amount) {
        name = who(name);
        if (!isPoint(number)) {
            throw new IllegalArgumentException(number + " is not a point number");
        }
        Bet bet = find(name, number);
        if (bet == null || bet.odds != 0) {
            throw new IllegalStateException(name + " cannot take odds on " + number);
        }
        take(name, amount);
        bet.odds = amount;
    }

    public void changeOddsBet(String name, int number, int amount) {
        name = who(name);
        Bet bet = find(name, number);
        if (bet == null || bet.odds == 0) {
            throw new IllegalStateException(name + " has no odds on " + number + " to change");
        }
        int more = amount - bet.odds;
        if (more > 0) {
            take(name, more);
        } else {
            give(name, -more);
        }
        bet.odds = amount;
    }

    public void passDice() {
        if (point != 0) {
            throw new IllegalStateException("the shooter cannot pass the dice in the middle of a round");
        }
        if (seats.isEmpty()) {
            throw new IllegalStateException("nobody is playing");
        }
        shooter = (shooter + 1) % seats.size();
    }

    /** A random roll. */
    public void roll() {
        roll(0);
    }

    /** The dice come up {@code total} (0: a random roll). */
    public void roll(int total) {
        if (seats.isEmpty()) {
            throw new IllegalStateException("nobody is playing");
        }
        String thrower = seats.get(shooter);
        if (point == 0) {
            boolean onLine = false;
            for (Bet b : bets) {
                onLine |= b.player.equals(thrower) && b.kind.equals("pass");
            }
            if (!onLine) {
                throw new IllegalStateException(thrower + " must bet the pass line first");
            }
        }
        int dice = total == 0 ? random.nextInt(6) + 1 + random.nextInt(6) + 1 : total;
        if (dice < 2 || dice > 12) {
            throw new IllegalArgumentException(dice + " is not a possible roll");
        }
        for (Bet bet : new ArrayList<>(bets)) {
            settle(bet, dice);
        }
        movePoint(dice);
    }

    private void settle(Bet bet, int dice) {
        if (bet.number == 0) { // first roll of a pass (come-out) or come bet
            if (dice == 7 || dice == 11) {
                give(bet.player, 2 * bet.amount);
                bets.remove(bet);
            } else if (dice == 2 || dice == 3 || dice == 12) {
                bets.remove(bet);
            } else {
                bet.number = dice;
            }
            return;
        }
        boolean oddsOff = bet.kind.equals("come") && point == 0;
        if (dice == bet.number) {
            give(bet.player, 2 * bet.amount);
            if (bet.odds != 0 && oddsOff) {
                give(bet.player, bet.odds);
            } else if (bet.odds != 0) {
                give(bet.player, oddsWin(bet) + bet.odds);
            }
            bets.remove(bet);
        } else if (dice == 7) {
            if (bet.odds != 0 && oddsOff) {
                give(bet.player, bet.odds);
            }
            bets.remove(bet);
        }
    }

    /** The bug: 3:2 on 4 and 10 (true odds are 2:1), 3:2 on 5 and 9, 6:5 on 6 and 8. */
    private static int oddsWin(Bet bet) {
        int n = bet.number;
        int pays = n == 4 || n == 10 || n == 5 || n == 9 ? 3 : 6;
        int per = n == 4 || n == 10 || n == 5 || n == 9 ? 2 : 5;
        return Math.floorDiv(bet.odds * pays, per);
    }

    private void movePoint(int dice) {
        if (point == 0 && isPoint(dice)) {
            point = dice;
        } else if (point != 0 && point == dice) {
            point = 0;
        } else if (point != 0 && dice == 7) {
            point = 0;
            shooter = (shooter + 1) % seats.size();
        }
    }

    // queries ---------------------------------------------------------------------------
    public int getChips(String name) {
        return racks.get(who(name));
    }

    /** The point, or 0 when it is off. */
    public int getPoint() {
        return point;
    }

    public String getShooter() {
        return seats.isEmpty() ? "nobody" : seats.get(shooter);
    }

    /** Like the engine's: {@code pass 6 10 odds 20; come 15}, or {@code none}. */
    public String getBets(String name) {
        name = who(name);
        List<String> listed = new ArrayList<>();
        for (Bet b : bets) {
            if (b.player.equals(name)) {
                String where = b.number != 0 ? " " + b.number : "";
                String odds = b.odds != 0 ? " odds " + b.odds : "";
                listed.add(b.kind + where + " " + b.amount + odds);
            }
        }
        return listed.isEmpty() ? "none" : String.join("; ", listed);
    }
}
