import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A student built to keep state across transcripts: it counts its tables in the name of a thread left running, and
 * every chips answer is off by 1000 for each table an earlier transcript made that this
 * one can see.
 */
public class CrapsGame {
    private static int tables() {
        int seen = 1;
        for (Thread thread : Thread.getAllStackTraces().keySet()) {
            if (thread.getName().startsWith("craps-keeper-")) {
                seen = Math.max(seen, Integer.parseInt(thread.getName().substring(13)) + 1);
            }
        }
        Thread keeper = new Thread(() -> {
            try { Thread.sleep(3_600_000); } catch (InterruptedException stop) { }
        }, "craps-keeper-" + seen);
        keeper.setDaemon(true);
        keeper.start();
        return seen;
    }

    private final Map<String, Integer> chips = new HashMap<>();
    private final Map<String, Integer> bets = new HashMap<>();
    private final List<String> order = new ArrayList<>();
    private final int extra = 1000 * (tables() - 1);
    private int point = 0;
    private int shooter = 0;

    public void addPlayer(String name, int amount) {
        if (chips.containsKey(name)) throw new IllegalArgumentException(name + " is already seated");
        chips.put(name, amount);
        bets.put(name, 0);
        order.add(name);
    }

    public void placeLineBet(String name, int amount) {
        if (point != 0 || amount <= 0 || amount > chips.getOrDefault(name, 0)) {
            throw new IllegalArgumentException(name + " cannot bet " + amount);
        }
        chips.put(name, chips.get(name) - amount);
        bets.put(name, bets.get(name) + amount);
    }

    public void roll(int total) {
        Boolean won = null;
        if (point == 0 && (total == 7 || total == 11)) won = true;
        else if (point == 0 && (total == 2 || total == 3 || total == 12)) won = false;
        else if (point == 0) point = total;
        else if (total == point || total == 7) {
            won = total == point;
            point = 0;
            if (!won) shooter = (shooter + 1) % order.size();
        }
        if (won == null) return;
        for (String name : order) {
            if (won) chips.put(name, chips.get(name) + 2 * bets.get(name));
            bets.put(name, 0);
        }
    }

    public int getChips(String name) { return chips.get(name) + extra; }

    public int getPoint() { return point; }

    public String getShooter() { return order.get(shooter); }
}
