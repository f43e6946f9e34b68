package edu.school.craps;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** A Maven student's craps: line bets, one reply line per command. */
public class Main {
    public static void main(String[] args) throws Exception {
        Map<String, Integer> racks = new HashMap<>(), line = new HashMap<>();
        List<String> order = new ArrayList<>();
        int point = 0, shooting = 0;
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        String raw;
        while ((raw = in.readLine()) != null) {
            String text = raw.trim();
            int open = text.indexOf('(');
            String name = open < 0 ? text : text.substring(0, open);
            String[] a = open < 0 ? new String[0] : text.substring(open + 1, text.length() - 1).split("\\s*,\\s*");
            if (name.equals("addPlayer")) {
                racks.put(a[0], Integer.parseInt(a[1])); line.put(a[0], 0); order.add(a[0]);
                System.out.println(a[0] + " is seated");
            } else if (name.equals("placeLineBet") && point == 0 && Integer.parseInt(a[1]) <= racks.get(a[0])) {
                int amount = Integer.parseInt(a[1]);
                racks.put(a[0], racks.get(a[0]) - amount); line.put(a[0], line.get(a[0]) + amount);
                System.out.println("bet placed");
            } else if (name.equals("roll")) {
                int total = Integer.parseInt(a[0]);
                Boolean won = null;
                if (point == 0 && (total == 7 || total == 11)) won = true;
                else if (point == 0 && (total == 2 || total == 3 || total == 12)) won = false;
                else if (point == 0) point = total;
                else if (total == point) { won = true; point = 0; }
                else if (total == 7) { won = false; point = 0; shooting = (shooting + 1) % order.size(); }
                if (won != null) for (String p : order) { racks.put(p, racks.get(p) + (won ? 2 * line.get(p) : 0)); line.put(p, 0); }
                System.out.println("rolled " + total);
            } else if (name.equals("chips")) {
                System.out.println(a[0] + " has " + racks.get(a[0]));
            } else if (name.equals("bets")) {
                int bet = line.get(a[0]);
                System.out.println(bet == 0 ? "none" : point != 0 ? "pass " + point + " " + bet : "pass " + bet);
            } else if (name.equals("point")) {
                System.out.println(point == 0 ? "point off" : "point " + point);
            } else if (name.equals("shooter")) {
                System.out.println(order.get(shooting) + " shoots");
            } else {
                System.out.println("error: not allowed");
            }
        }
    }
}
