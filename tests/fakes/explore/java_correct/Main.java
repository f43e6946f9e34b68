import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * tests/fakes/student_game.py in Java: a correct craps table driven over stdin and stdout, one
 * command a line, the same answers line for line, so ``grade --explore`` finds no disagreement.
 */
public class Main {
    // Python's ^\s*(\w+)\s*(?:\((.*)\))?\s*$ (its "." takes anything but the newline, gone here).
    static final Pattern COMMAND = Pattern.compile(
            "^\\s*(\\w+)\\s*(?:\\((.*)\\))?\\s*$", Pattern.UNICODE_CHARACTER_CLASS | Pattern.DOTALL);

    /** How many arguments each command takes, as Python's call checks them: {fewest, most}. */
    static final Map<String, int[]> ARITY = Map.ofEntries(
            Map.entry("addPlayer", new int[] {2, 2}),
            Map.entry("placeLineBet", new int[] {2, 2}),
            Map.entry("placeComeBet", new int[] {2, 2}),
            Map.entry("placeOddsBet", new int[] {3, 3}),
            Map.entry("changeOddsBet", new int[] {3, 3}),
            Map.entry("passDice", new int[] {0, 0}),
            Map.entry("roll", new int[] {0, 1}),
            Map.entry("settle", new int[] {2, 2}),
            Map.entry("odds_win", new int[] {1, 1}),
            Map.entry("move_point", new int[] {1, 1}),
            Map.entry("chips", new int[] {1, 1}),
            Map.entry("point_", new int[] {0, 0}),
            Map.entry("shooter_", new int[] {0, 0}),
            Map.entry("bets_", new int[] {1, 1}));
    /** The Python table's fields: found by name, but not callable ("Invalid arguments."). */
    static final List<String> FIELDS = List.of("bugs", "racks", "seats", "said");
    static final List<String> HELPERS = List.of("say", "who", "take", "pay");

    /** Python's str.isspace, near enough. */
    static boolean isSpace(char c) {
        return Character.isWhitespace(c) || Character.isSpaceChar(c) || c == '\u0085';
    }

    /** Python's str.strip(). */
    static String strip(String s) {
        int start = 0;
        int end = s.length();
        while (start < end && isSpace(s.charAt(start))) {
            start++;
        }
        while (end > start && isSpace(s.charAt(end - 1))) {
            end--;
        }
        return s.substring(start, end);
    }

    /** The method Python's getattr(table, name + "_") or getattr(table, name) finds, or null. */
    static String lookup(String name) {
        if (ARITY.containsKey(name + "_")) {
            return name + "_";
        }
        if (ARITY.containsKey(name) || FIELDS.contains(name) || HELPERS.contains(name)) {
            return name;
        }
        return null;
    }

    static List<String> execute(Table table, String line) {
        table.said = new ArrayList<>();
        Matcher found = COMMAND.matcher(line);
        if (!found.matches()) {
            return strip(line).isEmpty() ? List.of() : List.of("Invalid input, try again.");
        }
        String name = found.group(1);
        String inside = found.group(2) == null ? "" : found.group(2);
        List<String> args = new ArrayList<>();
        for (String arg : inside.split(",", -1)) {
            String a = strip(arg);
            if (!a.isEmpty()) {
                args.add(a);
            }
        }
        String method = lookup(name);
        if (method == null || name.startsWith("_") || HELPERS.contains(name)) {
            return List.of("Invalid command: " + name);
        }
        try {
            int[] arity = ARITY.get(method);
            if (arity == null || args.size() < arity[0] || args.size() > arity[1]) {
                throw new Table.BadArguments();
            }
            call(table, method, args);
        } catch (Table.Refused why) {
            return List.of("Sorry, not allowed: " + why.getMessage() + ".");
        } catch (Table.BadArguments bad) {
            return List.of("Invalid arguments.");
        }
        return table.said;
    }

    static void call(Table table, String method, List<String> a)
            throws Table.Refused, Table.BadArguments {
        switch (method) {
            case "addPlayer": table.addPlayer(a.get(0), a.get(1)); break;
            case "placeLineBet": table.placeLineBet(a.get(0), a.get(1)); break;
            case "placeComeBet": table.placeComeBet(a.get(0), a.get(1)); break;
            case "placeOddsBet": table.placeOddsBet(a.get(0), a.get(1), a.get(2)); break;
            case "changeOddsBet": table.changeOddsBet(a.get(0), a.get(1), a.get(2)); break;
            case "passDice": table.passDice(); break;
            case "roll": table.roll(a.isEmpty() ? "0" : a.get(0)); break;
            case "chips": table.chips(a.get(0)); break;
            case "point_": table.point(); break;
            case "shooter_": table.shooter(); break;
            case "bets_": table.bets(a.get(0)); break;
            case "move_point": table.movePointTyped(a.get(0)); break;
            // settle(bet, dice) and odds_win(bet) given text: Python's AttributeError ends the program.
            default: throw new IllegalStateException("AttributeError: 'str' object has no attribute 'number'");
        }
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        PrintStream out = new PrintStream(System.out, false, StandardCharsets.UTF_8);
        Table table = new Table();
        String line;
        while ((line = in.readLine()) != null) {
            for (String text : execute(table, line)) {
                out.println(text);
            }
            out.flush();
        }
    }
}
