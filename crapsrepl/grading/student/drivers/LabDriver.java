import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Runs a student's game class as a program: each command on stdin becomes a method call.
 *
 * <p>Shipped with crapsrepl and compiled next to the student's classes by {@code crapsrepl
 * grade}. Flags (from the graded game's binding, {@code naming.driver_flags}: the Python
 * driver is given the same) name the game ({@code --game GAME}, its prompt), its seat
 * command ({@code --seat addPlayer}), each lab name with the method names to try, in order
 * ({@code --query chips=getChips,getBalance}, {@code --command bet=bet,wager}: the
 * instructor's {@code --getter}/{@code --method} first, then common synonyms), and the
 * arguments each command takes ({@code --form bet=player:text,amount:number}, one per way it
 * is called, from the game's command table, the one the handout reads). A method matches in
 * any case, underscores ignored, and by its number of arguments. A name none matches is
 * mapped by {@code --signature NAME=PARAMS->RETURNS} to the one unchosen public method that
 * fits, if it fits no other unmatched name. It says what it chose ({@code crapsrepl-driver:
 * chips=getBalance, bets=owed (by signature), ...}) on the grader's own pipe ({@code
 * --report-fd N}; stderr when run by hand), before any of the student's code has run (the
 * class is loaded, not initialized, to choose), so nothing the student prints comes first;
 * it echoes each command as {@code GAME> command} (as crapsrepl does when piped), passes each
 * argument as its form says (a word to a {@code String}, a whole number to an {@code int} or
 * {@code long}, a stack of cards to {@code String...}: lab_driver.py passes the same), prints
 * {@code error: <message>} when a method throws, answers a query (called by its lab name or
 * its method's, as {@code % query} sends it) with one line holding the method's value, and
 * prints what any other method returns, as a REPL would; a lab command prints nothing.
 * Student code then needs no input or output at all.
 *
 * <p>With {@code --wait-begin} it loads nothing of the student's until its first line, a
 * {@link #BEGIN} line holding the transcript's flags ({@code --seed}, {@code --players}):
 * the grader starts the JVM before the transcript is known and uses it for that one
 * transcript only. A table's rules come as lines like any command ({@code option(dealer,
 * H17)}), never as flags.
 */
public final class LabDriver {
    private LabDriver() {}

    /** The first line with {@code --wait-begin}: the transcript's flags follow, tab-separated. */
    static final String BEGIN = "\u0001crapsrepl-begin";

    /** The student's class, constructed, and the methods chosen for the lab's names. */
    static final class Table {
        final Object game;
        final Map<String, String> chosen;
        final Set<String> queries;
        final Map<String, List<String[][]>> forms;
        final String prompt;

        Table(Object game, Map<String, String> chosen, Set<String> queries,
                Map<String, List<String[][]>> forms, String prompt) {
            this.game = game;
            this.chosen = chosen;
            this.queries = queries;
            this.forms = forms;
            this.prompt = prompt;
        }

        String execute(String line) {
            return LabDriver.execute(game, line, chosen, queries, forms);
        }
    }

    public static void main(String[] args) throws Exception {
        boolean waiting = false;
        for (String arg : args) waiting = waiting || arg.equals("--wait-begin");
        Table table = waiting ? null : begin(args);
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, "UTF-8"));
        String raw;
        while ((raw = in.readLine()) != null) {
            if (table == null) {  // the first line begins: a class made, nothing echoed
                if (!raw.startsWith(BEGIN)) {
                    System.out.println("error: the grader sent a command before beginning");
                    System.out.flush();
                    System.exit(2);
                }
                String[] more = raw.substring(BEGIN.length()).split("\t");
                String[] all = Arrays.copyOf(args, args.length + more.length);
                System.arraycopy(more, 0, all, args.length, more.length);
                table = begin(all);
                System.out.flush();
                continue;
            }
            String line = raw.trim();
            System.out.println((table.prompt + line).trim());
            if (line.equals("quit") || line.equals("exit")) break;
            if (!line.isEmpty()) {
                String reply = table.execute(line);
                if (reply != null) System.out.println(reply);
            }
            System.out.flush();
        }
        System.out.flush();
        System.exit(0);
    }

    /** The class constructed from {@code args}, its methods chosen for the lab's names. */
    static Table begin(String[] args) throws Exception {
        String className = null;
        Long seed = null;
        String players = "";
        String reportTo = null;
        String game = "";
        String seatWith = "";
        Map<String, List<String>> candidates = new LinkedHashMap<>();
        Map<String, List<String>> shapes = new HashMap<>();
        Map<String, List<String[][]>> forms = new HashMap<>();
        Set<String> queries = new HashSet<>();
        for (int i = 0; i < args.length; i++) {
            String flag = args[i];
            if (flag.isEmpty() || flag.equals("--wait-begin")) continue;
            if (i + 1 >= args.length) throw new IllegalArgumentException("no value for " + flag);
            String value = args[++i];
            switch (flag) {
                case "--class": className = value; break;
                case "--seed": seed = Long.parseLong(value); break;
                case "--players": players = value; break;
                case "--report-fd": reportTo = value; break;
                case "--game": game = value; break;
                case "--seat": seatWith = value; break;
                case "--query":
                case "--command":
                    String[] pair = value.split("=", 2);
                    List<String> names = candidates.computeIfAbsent(pair[0], k -> new ArrayList<>());
                    for (String name : (pair.length > 1 ? pair[1] : "").split(",")) {
                        if (!name.isEmpty()) names.add(name);
                    }
                    if (flag.equals("--query")) queries.add(pair[0]);
                    break;
                case "--signature":
                    String[] shape = value.split("=", 2);
                    shapes.computeIfAbsent(shape[0], k -> new ArrayList<>()).add(shape.length > 1 ? shape[1] : "");
                    break;
                case "--form":
                    String[] form = value.split("=", 2);
                    List<String[]> params = new ArrayList<>();
                    for (String param : (form.length > 1 ? form[1] : "").split(",")) {
                        if (!param.isEmpty()) params.add(param.split(":", 2));
                    }
                    forms.computeIfAbsent(LabDriverMethods.plain(form[0]), k -> new ArrayList<>())
                        .add(params.toArray(new String[0][]));
                    break;
                default:
                    throw new IllegalArgumentException("unknown flag " + flag);
            }
        }
        Class<?> cls = Class.forName(className, false, LabDriver.class.getClassLoader());
        Map<String, String> chosen = new LinkedHashMap<>();
        report(LabDriverMethods.choose(cls, candidates, shapes, chosen), reportTo);
        Object made = construct(cls, seed);  // the student's code runs from here on
        Table table = new Table(made, chosen, queries, forms, game + "> ");
        for (String seat : players.split(",")) {
            String[] parts = seat.split(":");
            if (parts.length == 2 && !seatWith.isEmpty()) {
                table.execute(seatWith + "(" + parts[0].trim() + ", " + parts[1].trim() + ")");
            }
        }
        return table;
    }

    /** What was chosen: on the grader's own pipe when given, else on stderr. */
    private static void report(String said, String fd) throws java.io.IOException {
        if (fd == null) {
            System.err.println(said);
            System.err.flush();
            return;
        }
        try (java.io.FileOutputStream pipe = new java.io.FileOutputStream("/proc/self/fd/" + fd)) {
            pipe.write((said + "\n").getBytes(java.nio.charset.StandardCharsets.UTF_8));
        }
    }

    private static Object construct(Class<?> cls, Long seed) throws Exception {
        if (seed != null) {
            for (Constructor<?> c : cls.getDeclaredConstructors()) {
                Class<?>[] types = c.getParameterTypes();
                if (types.length == 1 && (types[0] == long.class || types[0] == int.class)) {
                    c.setAccessible(true);
                    return types[0] == long.class ? c.newInstance(seed) : c.newInstance(seed.intValue());
                }
            }
        }
        Constructor<?> plain = cls.getDeclaredConstructor();
        plain.setAccessible(true);
        return plain.newInstance();
    }

    /** What to print for one command: a query's answer, a refusal, or null for nothing. */
    static String execute(Object game, String line, Map<String, String> chosen, Set<String> queries,
            Map<String, List<String[][]>> forms) {
        int open = line.indexOf('(');
        int space = line.indexOf(' ');
        String inside = "";
        String name = line;
        if (open >= 0) {  // roll(6)
            int close = line.lastIndexOf(')');
            name = line.substring(0, open).trim();
            inside = line.substring(open + 1, close > open ? close : line.length());
        } else if (space >= 0) {  // roll 6
            name = line.substring(0, space);
            inside = line.substring(space + 1).replace(' ', ',');
        }
        List<String> args = new ArrayList<>();
        for (String word : inside.split(",")) {
            if (!word.trim().isEmpty()) args.add(word.trim());
        }
        String lab = null;
        for (String known : chosen.keySet()) {
            if (known.equalsIgnoreCase(name)) lab = known;
        }
        String methodName = lab != null ? chosen.get(lab) : LabDriverMethods.methodNamed(game.getClass(), name);
        if (lab == null && methodName != null) {  // a method by its own name, as `% query` sends it
            for (Map.Entry<String, String> mapped : chosen.entrySet()) {
                if (methodName.equals(mapped.getValue()) && (lab == null || queries.contains(mapped.getKey()))) {
                    lab = mapped.getKey();
                }
            }
        }
        boolean query = lab != null && queries.contains(lab);
        if (methodName == null) return "error: unknown command '" + name + "'";
        String called = lab != null ? lab : name;
        List<String[][]> known = forms.get(LabDriverMethods.plain(called));
        List<Object> typed = null;
        if (known != null) {
            Object fitted = typed(called, args, known);
            if (fitted instanceof String refusal) return refusal;
            @SuppressWarnings("unchecked")
            List<Object> values = (List<Object>) fitted;
            typed = values;
        }
        for (Method method : game.getClass().getMethods()) {
            if (!method.getName().equals(methodName)) continue;
            Object[] values = typed != null ? given(method.getParameterTypes(), typed)
                : method.isVarArgs() ? varargs(method.getParameterTypes(), args)
                : convert(method.getParameterTypes(), args);
            if (values == null) continue;
            try {
                method.setAccessible(true);
                Object result = method.invoke(game, values);
                boolean value = lab == null && method.getReturnType() != void.class;
                return query || value ? shown(result) : null;
            } catch (InvocationTargetException thrown) {
                Throwable cause = thrown.getCause();
                String message = cause.getMessage();
                return "error: " + (message == null ? cause.getClass().getSimpleName() : message);
            } catch (IllegalAccessException denied) {
                return "error: cannot call " + methodName + ": " + denied.getMessage();
            }
        }
        return "error: " + methodName + " does not take these " + args.size() + " arguments";
    }

    /** A reply as a student means it: null and an empty collection, map or array are
     *  "none" (no bets), an array its elements, anything else its toString. */
    static String shown(Object result) {
        if (result == null) return "none";
        if (result instanceof java.util.Collection<?> items) return items.isEmpty() ? "none" : items.toString();
        if (result instanceof Map<?, ?> map) return map.isEmpty() ? "none" : map.toString();
        if (result.getClass().isArray()) {
            int length = java.lang.reflect.Array.getLength(result);
            if (length == 0) return "none";
            List<String> items = new ArrayList<>();
            for (int i = 0; i < length; i++) items.add(String.valueOf(java.lang.reflect.Array.get(result, i)));
            return String.join(" ", items);
        }
        return String.valueOf(result);
    }

    /**
     * The words as one of the command's forms types them: a word a String, a whole number a
     * Long, {@code words} the words left as a String[], {@code rest} the words left as one
     * String; or the refusal. The same words and refusals as lab_driver.py's {@code typed}.
     */
    static Object typed(String name, List<String> words, List<String[][]> forms) {
        String bad = "";
        for (String[][] form : forms) {
            String many = form.length > 0 && (form[form.length - 1][1].equals("words")
                || form[form.length - 1][1].equals("rest")) ? form[form.length - 1][1] : "";
            int fixed = many.isEmpty() ? form.length : form.length - 1;
            if (words.size() < fixed + (many.isEmpty() ? 0 : 1) || (many.isEmpty() && words.size() > fixed)) continue;
            List<Object> values = new ArrayList<>();
            boolean fits = true;
            for (int i = 0; i < fixed; i++) {
                String word = words.get(i);
                if (form[i][1].equals("number")) {
                    if (!word.matches("[+-]?\\d+")) {
                        bad = "error: " + name + ": '" + word + "' is not a whole number";
                        fits = false;
                        break;
                    }
                    try {
                        values.add(Long.parseLong(word.startsWith("+") ? word.substring(1) : word));
                    } catch (NumberFormatException tooLong) {
                        bad = "error: " + name + ": '" + word + "' is not a whole number";
                        fits = false;
                        break;
                    }
                } else {
                    values.add(word);
                }
            }
            if (!fits) continue;
            List<String> rest = words.subList(fixed, words.size());
            if (many.equals("words")) values.add(rest.toArray(new String[0]));
            if (many.equals("rest")) values.add(String.join(", ", rest));
            return values;
        }
        if (!bad.isEmpty()) return bad;
        List<String> shown = new ArrayList<>();
        for (String[][] form : forms) {
            List<String> params = new ArrayList<>();
            for (String[] param : form) params.add(param[0]);
            shown.add("(" + String.join(", ", params) + ")");
        }
        return "error: " + name + " takes " + String.join(" or ", shown) + ", not " + words.size() + " arguments";
    }

    /** Typed values for a method's parameters: a String to a String, a number to an int or a
     *  long (boxed or not), the words left to a String[] ({@code String...}); else null. */
    private static Object[] given(Class<?>[] types, List<Object> typed) {
        if (types.length != typed.size()) return null;
        Object[] values = new Object[types.length];
        for (int i = 0; i < types.length; i++) {
            Object value = typed.get(i);
            Class<?> type = types[i];
            if (value instanceof String && type == String.class) values[i] = value;
            else if (value instanceof String[] && type == String[].class) values[i] = value;
            else if (value instanceof Long number && (type == long.class || type == Long.class)) values[i] = number;
            else if (value instanceof Long number && (type == int.class || type == Integer.class)
                && number >= Integer.MIN_VALUE && number <= Integer.MAX_VALUE) values[i] = number.intValue();
            else return null;
        }
        return values;
    }

    /** A method ending in {@code String...} (a stack of cards) takes the words left over. */
    private static Object[] varargs(Class<?>[] types, List<String> args) {
        int fixed = types.length - 1;
        if (types[fixed] != String[].class || args.size() < fixed) return null;
        Object[] first = convert(Arrays.copyOf(types, fixed), args.subList(0, fixed));
        if (first == null) return null;
        Object[] values = Arrays.copyOf(first, types.length);
        values[fixed] = args.subList(fixed, args.size()).toArray(new String[0]);
        return values;
    }

    private static Object[] convert(Class<?>[] types, List<String> args) {
        if (types.length != args.size()) return null;
        Object[] values = new Object[types.length];
        try {
            for (int i = 0; i < types.length; i++) {
                String text = args.get(i);
                Class<?> type = types[i];
                if (type == String.class) values[i] = text;
                else if (type == int.class || type == Integer.class) values[i] = Integer.parseInt(text);
                else if (type == long.class || type == Long.class) values[i] = Long.parseLong(text);
                else if (type == double.class || type == Double.class) values[i] = Double.parseDouble(text);
                else return null;
            }
        } catch (NumberFormatException notANumber) {
            return null;
        }
        return values;
    }
}
