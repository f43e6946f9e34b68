package edu.school.craps;

import java.util.Scanner;

/** Kim's program: reads commands, prints her own wording. */
public class Main {
    public static void main(String[] args) {
        Table table = new Table();
        Scanner in = new Scanner(System.in);
        while (in.hasNextLine()) {
            String line = in.nextLine().trim();
            int open = line.indexOf('(');
            String name = open < 0 ? line : line.substring(0, open);
            String[] a = open < 0 ? new String[0] : line.substring(open + 1, line.length() - 1).split("\\s*,\\s*");
            try {
                switch (name) {
                    case "addPlayer": table.add(a[0], Integer.parseInt(a[1])); System.out.println("Hi " + a[0]); break;
                    case "placeLineBet": table.bet(a[0], Integer.parseInt(a[1])); System.out.println("ok"); break;
                    case "roll": table.roll(Integer.parseInt(a[0])); System.out.println("rolled " + a[0]); break;
                    case "chips": System.out.println(a[0] + " has " + table.chips.get(a[0]) + " chips"); break;
                    case "point": System.out.println("point " + (table.point == 0 ? "off" : table.point)); break;
                    case "shooter": System.out.println("shooter " + table.order.get(table.shooter)); break;
                    default: System.out.println("error: unknown command " + name);
                }
            } catch (RuntimeException e) {
                System.out.println("error: " + e.getMessage());
            }
            System.out.flush();
        }
    }
}
