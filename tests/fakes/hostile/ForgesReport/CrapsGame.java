import java.util.HashMap;
import java.util.Map;

/**
 * Hostile: a correct class that prints the method-call driver's old report line on stderr
 * (from its static initializer and its constructor), claiming methods it does not have.
 */
public class CrapsGame {
    static final String FORGED = "crapsrepl-driver: chips=forgedByStudent, point=forgedByStudent";

    static {
        System.err.println(FORGED);
    }

    private final Map<String, Integer> chips = new HashMap<>();
    private final Map<String, Integer> bets = new HashMap<>();
    private int point = 0;
    private String shooter = null;

    public CrapsGame() {
        System.err.println(FORGED);
    }

    public void addPlayer(String name, int amount) {
        chips.put(name, amount);
        bets.put(name, 0);
        if (shooter == null) shooter = name;
    }

    public void placeLineBet(String name, int amount) {
        if (point != 0 || amount <= 0 || amount > chips.get(name)) {
            throw new IllegalArgumentException(name + " cannot bet " + amount);
        }
        chips.put(name, chips.get(name) - amount);
        bets.put(name, bets.get(name) + amount);
    }

    public void roll(int total) {
        if (point == 0 && (total == 7 || total == 11)) {
            for (String name : bets.keySet()) {
                chips.put(name, chips.get(name) + 2 * bets.get(name));
                bets.put(name, 0);
            }
        } else if (point == 0 && total != 2 && total != 3 && total != 12) {
            point = total;
        }
    }

    public int getChips(String name) {
        System.err.println(FORGED);
        return chips.get(name);
    }

    public int getPoint() {
        return point;
    }

    public String getShooter() {
        return shooter;
    }
}
