import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * Blackjack on standard input: one command per line, one line of output per command.
 * Commands look like bet(Bob, 10) (or: bet Bob 10).
 */
public class Main {

    public static void main(String[] args) throws IOException {
        PrintStream out = new PrintStream(System.out, true, StandardCharsets.UTF_8);
        BjEngine game = new BjEngine();
        readOptions(game, args);

        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        String line;
        while ((line = in.readLine()) != null) {
            String reply = run(game, line);
            if (reply == null) continue;
            out.println(reply);
            out.flush();
            if (reply.equals("Bye.")) break;
        }
    }

    /** Options: --dealer H17, --payout 6:5, --das no, --resplit-aces yes, --surrender yes (also --name=value). */
    static void readOptions(BjEngine game, String[] args) {
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            if (!a.startsWith("--")) {
                System.err.println("ignoring argument " + a);
                continue;
            }
            String name = a.substring(2);
            String value;
            int eq = name.indexOf('=');
            if (eq >= 0) {
                value = name.substring(eq + 1);
                name = name.substring(0, eq);
            } else if (i + 1 < args.length && !args[i + 1].startsWith("--")) {
                value = args[++i];
            } else {
                value = "";
            }
            if (!game.setOption(name, value)) {
                System.err.println("ignoring option --" + name + " " + value);
            }
        }
    }

    static String run(BjEngine game, String raw) {
        String line = raw.trim();
        if (line.startsWith("blackjack>")) line = line.substring("blackjack>".length()).trim();
        if (line.isEmpty() || line.startsWith("#")) return null;

        String cmd;
        List<String> args = new ArrayList<>();
        int open = line.indexOf('(');
        if (open >= 0) {
            cmd = line.substring(0, open).trim();
            int close = line.lastIndexOf(')');
            String inside = close > open ? line.substring(open + 1, close) : line.substring(open + 1);
            for (String s : inside.split(",")) {
                if (!s.trim().isEmpty()) args.add(s.trim());
            }
        } else {
            String[] parts = line.split("[\\s,]+");
            cmd = parts[0];
            for (int i = 1; i < parts.length; i++) if (!parts[i].isEmpty()) args.add(parts[i]);
        }

        try {
            switch (cmd.toLowerCase()) {
                case "addplayer":
                    need(args, 2);
                    return game.addPlayer(args.get(0), number(args.get(1)));
                case "bet":
                    need(args, 2);
                    return game.bet(args.get(0), number(args.get(1)));
                case "deal":
                    return game.deal();
                case "insurance":
                    need(args, 2);
                    return game.insurance(args.get(0), number(args.get(1)));
                case "evenmoney":
                    need(args, 1);
                    return game.evenMoney(args.get(0));
                case "noinsurance":
                    need(args, 1);
                    return game.noInsurance(args.get(0));
                case "hit":
                    need(args, 1);
                    return game.hit(args.get(0));
                case "stand":
                    need(args, 1);
                    return game.stand(args.get(0));
                case "double":
                case "doubledown":
                    need(args, 1);
                    return game.doubleDown(args.get(0));
                case "split":
                    need(args, 1);
                    return game.split(args.get(0));
                case "surrender":
                    need(args, 1);
                    return game.surrender(args.get(0));
                case "shoe":
                    return game.shoe(args.toArray(new String[0]));
                case "chips":
                    need(args, 1);
                    return String.valueOf(game.chips(args.get(0)));
                case "hand":
                    need(args, 1);
                    return game.hand(args.get(0));
                case "dealer":
                    return game.dealer();
                case "quit":
                case "exit":
                    return "Bye.";
                default:
                    return "error: unknown command " + cmd;
            }
        } catch (IllegalStateException e) {
            return "error: " + e.getMessage();
        }
    }

    static void need(List<String> args, int n) {
        if (args.size() < n) throw new IllegalStateException("invalid command: missing arguments");
    }

    static int number(String s) {
        try {
            return Integer.parseInt(s.trim().replace("$", ""));
        } catch (NumberFormatException e) {
            throw new IllegalStateException("invalid number: " + s);
        }
    }
}
