import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** Judy's craps class: the lab's name, but her chips getter is getBalance. */
public class CrapsGame {
    private final Map<String, Integer> chips = new HashMap<>();
    private final Map<String, Integer> bets = new HashMap<>();
    private final List<String> order = new ArrayList<>();
    private int point = 0;
    private int shooter = 0;

    public void addPlayer(String name, int amount) {
        if (chips.containsKey(name)) throw new IllegalArgumentException(name + " is already seated");
        chips.put(name, amount);
        bets.put(name, 0);
        order.add(name);
    }

    public void placeLineBet(String name, int amount) {
        if (!chips.containsKey(name)) throw new IllegalArgumentException("no player " + name);
        if (point != 0) throw new IllegalStateException("the point is on");
        if (amount <= 0 || amount > chips.get(name)) {
            throw new IllegalArgumentException(name + " cannot bet " + amount);
        }
        chips.put(name, chips.get(name) - amount);
        bets.put(name, bets.get(name) + amount);
    }

    public void roll(int total) {
        if (point == 0) {
            if (total == 7 || total == 11) settle(true);
            else if (total == 2 || total == 3 || total == 12) settle(false);
            else point = total;
        } else if (total == point) {
            settle(true);
            point = 0;
        } else if (total == 7) {
            settle(false);
            point = 0;
            shooter = (shooter + 1) % order.size();
        }
    }

    private void settle(boolean won) {
        for (String name : order) {
            if (won) chips.put(name, chips.get(name) + 2 * bets.get(name));
            bets.put(name, 0);
        }
    }

    public int getBalance(String name) {
        return chips.get(name);
    }

    public int getPoint() {
        return point;
    }

    public String getShooter() {
        return order.get(shooter);
    }
}
