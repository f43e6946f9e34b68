import java.util.Scanner;

/** Carol's program: reads commands, prints her own wording, answers the queries. */
public class Main {
    public static void main(String[] args) {
        Table table = new Table();
        Scanner in = new Scanner(System.in);
        while (in.hasNextLine()) {
            String line = in.nextLine().trim();
            System.out.println("craps> " + line);
            String name = line.contains("(") ? line.substring(0, line.indexOf('(')) : line;
            String inside = line.contains("(")
                ? line.substring(line.indexOf('(') + 1, line.lastIndexOf(')')) : "";
            String[] a = inside.split(",");
            for (int i = 0; i < a.length; i++) a[i] = a[i].trim();
            try {
                switch (name) {
                    case "addPlayer": table.addPlayer(a[0], Integer.parseInt(a[1])); break;
                    case "placeLineBet": table.placeLineBet(a[0], Integer.parseInt(a[1])); break;
                    case "roll": table.roll(Integer.parseInt(a[0])); break;
                    case "chips": System.out.println(a[0] + " now holds " + table.getChips(a[0])); break;
                    case "point": System.out.println("Point: " + table.getPoint()); break;
                    case "shooter": System.out.println("Shooter is " + table.getShooter()); break;
                    default: System.out.println("error: what is " + name + "?");
                }
            } catch (RuntimeException e) {
                System.out.println("error: " + e.getMessage());
            }
        }
    }
}
