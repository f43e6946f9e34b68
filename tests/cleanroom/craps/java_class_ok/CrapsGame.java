import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Craps lab as a class (no main): the grader makes new CrapsGame() and calls its methods.
 * It prints nothing; a command that is not allowed throws and changes nothing.
 */
public class CrapsGame {

    /** A command that is not allowed; nothing has been changed. */
    static class Refused extends RuntimeException {
        Refused(String message) {
            super(message);
        }
    }

    static final int[] POINT_NUMBERS = {4, 5, 6, 8, 9, 10};

    static boolean isPointNumber(int n) {
        for (int p : POINT_NUMBERS) {
            if (p == n) return true;
        }
        return false;
    }

    /** True odds, rounded down to whole dollars. */
    static int oddsWinnings(int number, int amount) {
        if (number == 4 || number == 10) return amount * 2;
        if (number == 5 || number == 9) return amount * 3 / 2;
        return amount * 6 / 5;
    }

    static class ComeBet {
        int number;
        int amount;
        int odds;

        ComeBet(int number, int amount) {
            this.number = number;
            this.amount = amount;
        }
    }

    static class Player {
        final String name;
        int rack;
        int passAmount;
        int passOdds;
        int comeWaiting;
        List<ComeBet> comeBets = new ArrayList<>();

        Player(String name, int rack) {
            this.name = name;
            this.rack = rack;
        }
    }

    static class Table {
        final List<Player> players = new ArrayList<>();
        int point = 0;
        int shooter = 0;
        final Random random = new Random();

        Player find(String name) {
            for (Player p : players) {
                if (p.name.equalsIgnoreCase(name)) return p;
            }
            throw new Refused("no player named " + name + " is seated");
        }

        void checkAmount(Player p, int amount) {
            if (amount < 1) throw new Refused("amount must be at least $1, " + amount + " is invalid");
            if (amount > p.rack) {
                throw new Refused(p.name + " cannot bet $" + amount + " (only $" + p.rack + " left)");
            }
        }

        /** null means the pass line bet; otherwise the come bet on number. */
        ComeBet lineBetOn(Player p, int number) {
            if (!isPointNumber(number)) {
                throw new Refused("odds go on 4, 5, 6, 8, 9 or 10, not " + number);
            }
            if (point == number && p.passAmount > 0) return null;
            for (ComeBet cb : p.comeBets) {
                if (cb.number == number) return cb;
            }
            throw new Refused(p.name + " has no line bet on " + number + ": odds not allowed");
        }

        String addPlayer(String name, int chips) {
            if (!name.matches("[A-Za-z][A-Za-z0-9_.\\-]{0,19}")) {
                throw new Refused("invalid name '" + name + "'");
            }
            for (Player p : players) {
                if (p.name.equalsIgnoreCase(name)) throw new Refused(p.name + " is already seated: cannot seat twice");
            }
            if (chips < 1) throw new Refused("chips must be at least $1, " + chips + " is invalid");
            players.add(new Player(name, chips));
            return "Welcome " + name + ", with $" + chips + ".";
        }

        String placeLineBet(String name, int amount) {
            Player p = find(name);
            if (point != 0) throw new Refused("cannot bet the pass line while the point is " + point);
            checkAmount(p, amount);
            p.rack -= amount;
            p.passAmount += amount;
            return p.name + " bets $" + amount + " on the pass line.";
        }

        String placeComeBet(String name, int amount) {
            Player p = find(name);
            if (point == 0) throw new Refused("cannot bet come while the point is off");
            checkAmount(p, amount);
            p.rack -= amount;
            p.comeWaiting += amount;
            return p.name + " bets $" + amount + " on come.";
        }

        String placeOddsBet(String name, int number, int amount) {
            Player p = find(name);
            ComeBet cb = lineBetOn(p, number);
            int current = cb == null ? p.passOdds : cb.odds;
            if (current > 0) {
                throw new Refused(p.name + " already has $" + current + " odds on " + number
                        + ": use changeOddsBet, cannot place twice");
            }
            checkAmount(p, amount);
            p.rack -= amount;
            if (cb == null) p.passOdds = amount; else cb.odds = amount;
            return p.name + " takes $" + amount + " odds on " + (cb == null ? "pass " : "come ") + number + ".";
        }

        String changeOddsBet(String name, int number, int amount) {
            Player p = find(name);
            ComeBet cb = lineBetOn(p, number);
            int current = cb == null ? p.passOdds : cb.odds;
            if (current == 0) {
                throw new Refused(p.name + " has no odds on " + number + " to change; use placeOddsBet");
            }
            if (amount < 0) throw new Refused("new odds cannot be below 0");
            if (amount - current > p.rack) {
                throw new Refused(p.name + " cannot raise the odds to $" + amount + " (only $" + p.rack + " left)");
            }
            p.rack -= amount - current;
            if (cb == null) p.passOdds = amount; else cb.odds = amount;
            if (amount == 0) return p.name + " takes down the odds on " + number + ".";
            return p.name + " now has $" + amount + " odds on " + number + ".";
        }

        String passDice() {
            if (players.isEmpty()) throw new Refused("no players seated: addPlayer first");
            if (point != 0) throw new Refused("the point is " + point + ": cannot pass the dice during a round");
            shooter = (shooter + 1) % players.size();
            return players.get(shooter).name + " has the dice.";
        }

        /** args: none or {0} random, {total}, or {die1, die2}. */
        String roll(int[] args) {
            if (players.isEmpty()) throw new Refused("no players seated: addPlayer first");
            int d1 = 0;
            int d2 = 0;
            if (args.length == 2) {
                d1 = args[0];
                d2 = args[1];
                if (d1 < 1 || d1 > 6 || d2 < 1 || d2 > 6) throw new Refused("a die shows 1 to 6: invalid roll");
            } else if (args.length == 1 && args[0] != 0) {
                int total = args[0];
                if (total < 2 || total > 12) throw new Refused("a roll totals 2 to 12, not " + total);
                d1 = Math.max(1, total - 6);
                d2 = total - d1;
            }
            Player s = players.get(shooter);
            if (point == 0 && s.passAmount == 0) {
                throw new Refused(s.name + " must bet the pass line before the come-out roll (or passDice())");
            }
            if (d1 == 0) {
                d1 = 1 + random.nextInt(6);
                d2 = 1 + random.nextInt(6);
            }
            return settle(s, d1, d2);
        }

        String settle(Player s, int d1, int d2) {
            int t = d1 + d2;
            boolean comeOut = point == 0;
            StringBuilder out = new StringBuilder(s.name + " rolls " + d1 + " + " + d2 + " = " + t + ".");

            // 1. come bets sitting on numbers, each with its odds
            for (Player p : players) {
                List<ComeBet> keep = new ArrayList<>();
                for (ComeBet cb : p.comeBets) {
                    if (t == cb.number) {
                        p.rack += 2 * cb.amount;
                        out.append(" ").append(p.name).append("'s come ").append(cb.number)
                                .append(" wins $").append(cb.amount);
                        if (cb.odds > 0) {
                            if (comeOut) {
                                p.rack += cb.odds;
                                out.append(", $").append(cb.odds).append(" odds returned (off on the come-out)");
                            } else {
                                int w = oddsWinnings(cb.number, cb.odds);
                                p.rack += cb.odds + w;
                                out.append(", odds win $").append(w);
                            }
                        }
                        out.append(".");
                    } else if (t == 7) {
                        out.append(" ").append(p.name).append("'s come ").append(cb.number)
                                .append(" loses $").append(cb.amount);
                        if (cb.odds > 0) {
                            if (comeOut) {
                                p.rack += cb.odds;
                                out.append(", $").append(cb.odds).append(" odds returned (off on the come-out)");
                            } else {
                                out.append(", odds lose $").append(cb.odds);
                            }
                        }
                        out.append(".");
                    } else {
                        keep.add(cb);
                    }
                }
                p.comeBets = keep;
            }

            // 2. the pass line, each with its odds
            for (Player p : players) {
                if (p.passAmount == 0) continue;
                int amt = p.passAmount;
                int odds = p.passOdds;
                if (comeOut) {
                    if (t == 7 || t == 11) {
                        p.rack += 2 * amt;
                        p.passAmount = 0;
                        out.append(" ").append(p.name).append("'s pass line wins $").append(amt).append(".");
                    } else if (t == 2 || t == 3 || t == 12) {
                        p.passAmount = 0;
                        out.append(" ").append(p.name).append("'s pass line loses $").append(amt).append(".");
                    }
                } else if (t == point) {
                    int w = odds > 0 ? oddsWinnings(t, odds) : 0;
                    p.rack += 2 * amt + odds + w;
                    p.passAmount = 0;
                    p.passOdds = 0;
                    out.append(" ").append(p.name).append("'s pass line wins $").append(amt);
                    if (odds > 0) out.append(", odds win $").append(w);
                    out.append(".");
                } else if (t == 7) {
                    p.passAmount = 0;
                    p.passOdds = 0;
                    out.append(" ").append(p.name).append("'s pass line loses $").append(amt);
                    if (odds > 0) out.append(", odds lose $").append(odds);
                    out.append(".");
                }
            }

            // 3. come bets waiting on the come line
            for (Player p : players) {
                int amt = p.comeWaiting;
                if (amt == 0) continue;
                p.comeWaiting = 0;
                if (t == 7 || t == 11) {
                    p.rack += 2 * amt;
                    out.append(" ").append(p.name).append("'s come bet wins $").append(amt).append(".");
                } else if (t == 2 || t == 3 || t == 12) {
                    out.append(" ").append(p.name).append("'s come bet loses $").append(amt).append(".");
                } else {
                    p.comeBets.add(new ComeBet(t, amt));
                    out.append(" ").append(p.name).append("'s $").append(amt).append(" come bet moves to ")
                            .append(t).append(".");
                }
            }

            // 4. the state change
            if (comeOut) {
                if (isPointNumber(t)) {
                    point = t;
                    out.append(" The point is ").append(t).append(".");
                } else if (t == 7) {
                    out.append(" Natural.");
                } else if (t == 11) {
                    out.append(" Eleven.");
                } else {
                    out.append(" Craps.");
                }
            } else if (t == point) {
                point = 0;
                out.append(" Point made. The point is off.");
            } else if (t == 7) {
                point = 0;
                out.append(" Seven out. The point is off.");
                if (players.size() > 1) {
                    shooter = (shooter + 1) % players.size();
                    out.append(" ").append(players.get(shooter).name).append(" has the dice.");
                } else {
                    out.append(" ").append(s.name).append(" keeps the dice.");
                }
            }
            return out.toString();
        }

        String chips(String name) {
            Player p = find(name);
            return p.name + " has $" + p.rack;
        }

        String pointText() {
            return point == 0 ? "off" : "Point: " + point;
        }

        String shooterText() {
            return players.isEmpty() ? "Shooter: none" : "Shooter: " + players.get(shooter).name;
        }

        String bets(String name) {
            Player p = find(name);
            List<String> parts = new ArrayList<>();
            if (p.passAmount > 0) {
                StringBuilder sb = new StringBuilder("pass");
                if (point != 0) sb.append(" ").append(point);
                sb.append(" $").append(p.passAmount);
                if (p.passOdds > 0) sb.append(" odds $").append(p.passOdds);
                parts.add(sb.toString());
            }
            for (ComeBet cb : p.comeBets) {
                String s = "come " + cb.number + " $" + cb.amount;
                if (cb.odds > 0) s += " odds $" + cb.odds;
                parts.add(s);
            }
            if (p.comeWaiting > 0) parts.add("come $" + p.comeWaiting);
            return parts.isEmpty() ? "no bets" : String.join("; ", parts);
        }
    }

    private final Table table = new Table();
    private String lastMessage = "";

    /** What the last accepted command did (not printed). */
    public String lastMessage() {
        return lastMessage;
    }

    public void addPlayer(String player, int chips) {
        lastMessage = table.addPlayer(player, chips);
    }

    public void placeLineBet(String player, int amount) {
        lastMessage = table.placeLineBet(player, amount);
    }

    public void placeComeBet(String player, int amount) {
        lastMessage = table.placeComeBet(player, amount);
    }

    public void placeOddsBet(String player, int point, int amount) {
        lastMessage = table.placeOddsBet(player, point, amount);
    }

    public void changeOddsBet(String player, int point, int amount) {
        lastMessage = table.changeOddsBet(player, point, amount);
    }

    /** A random throw. */
    public void roll() {
        lastMessage = table.roll(new int[0]);
    }

    /** A forced total from 2 to 12 (0 throws at random). */
    public void roll(int total) {
        lastMessage = table.roll(new int[] {total});
    }

    /** Both dice forced, each 1 to 6. */
    public void roll(int total, int die2) {
        lastMessage = table.roll(new int[] {total, die2});
    }

    public void passDice() {
        lastMessage = table.passDice();
    }

    public int getChips(String player) {
        return table.find(player).rack;
    }

    /** The point, 0 when it is off. */
    public int getPoint() {
        return table.point;
    }

    public String getShooter() {
        return table.players.isEmpty() ? null : table.players.get(table.shooter).name;
    }

    public String getBets(String player) {
        return table.bets(player);
    }
}
