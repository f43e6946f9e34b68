package edu.school.craps;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** Kim's table, in a package under src/ as her IDE made it. */
public class Table {
    final Map<String, Integer> chips = new HashMap<>();
    final Map<String, Integer> bets = new HashMap<>();
    final List<String> order = new ArrayList<>();
    int point = 0;
    int shooter = 0;

    void add(String name, int amount) {
        chips.put(name, amount);
        bets.put(name, 0);
        order.add(name);
    }

    void bet(String name, int amount) {
        if (amount > chips.get(name)) throw new IllegalArgumentException(name + " cannot bet " + amount);
        chips.put(name, chips.get(name) - amount);
        bets.put(name, bets.get(name) + amount);
    }

    void roll(int total) {
        if (point == 0 && (total == 7 || total == 11)) settle(true);
        else if (point == 0 && (total == 2 || total == 3 || total == 12)) settle(false);
        else if (point == 0) point = total;
        else if (total == point) { settle(true); point = 0; }
        else if (total == 7) { settle(false); point = 0; shooter = (shooter + 1) % order.size(); }
    }

    private void settle(boolean won) {
        for (String name : order) {
            if (won) chips.put(name, chips.get(name) + 2 * bets.get(name));
            bets.put(name, 0);
        }
    }
}
