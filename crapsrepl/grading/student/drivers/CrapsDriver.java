import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Runs a student's craps class as a program: each command on stdin becomes a method call.
 *
 * <p>Shipped with crapsrepl and compiled next to the student's classes by {@code crapsrepl
 * grade --java-class NAME}. It echoes each command as {@code craps> command} (as crapsrepl
 * does when piped), prints {@code error: <message>} when a method throws, and answers a query
 * ({@code chips(Bob)}, {@code point()}, {@code shooter()}, {@code bets(Bob)}) with one line
 * holding the getter's value. Student code then needs no input or output at all.
 */
public final class CrapsDriver {
    private CrapsDriver() {}

    public static void main(String[] args) throws Exception {
        String className = null;
        Long seed = null;
        String players = "";
        Map<String, String> getters = new HashMap<>();
        getters.put("chips", "getChips");
        getters.put("point", "getPoint");
        getters.put("shooter", "getShooter");
        getters.put("bets", "getBets");
        for (int i = 0; i < args.length; i++) {
            String flag = args[i];
            String value = i + 1 < args.length ? args[i + 1] : "";
            switch (flag) {
                case "--class": className = value; i++; break;
                case "--seed": seed = Long.parseLong(value); i++; break;
                case "--players": players = value; i++; break;
                case "--getter":
                    String[] pair = value.split("=", 2);
                    getters.put(pair[0], pair[1]);
                    i++;
                    break;
                default:  // table options the class cannot take: skip with their value
                    if (!value.startsWith("--") && !value.isEmpty()) i++;
            }
        }
        Object game = construct(Class.forName(className), seed);
        for (String seat : players.split(",")) {
            String[] parts = seat.split(":");
            if (parts.length == 2) {
                execute(game, "addPlayer(" + parts[0].trim() + ", " + parts[1].trim() + ")", getters);
            }
        }
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, "UTF-8"));
        String raw;
        while ((raw = in.readLine()) != null) {
            String line = raw.trim();
            System.out.println(("craps> " + line).trim());
            if (line.equals("quit") || line.equals("exit")) break;
            if (!line.isEmpty()) {
                String reply = execute(game, line, getters);
                if (reply != null) System.out.println(reply);
            }
            System.out.flush();
        }
        System.out.flush();
        System.exit(0);
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
    static String execute(Object game, String line, Map<String, String> getters) {
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
        boolean query = getters.containsKey(name);
        String methodName = query ? getters.get(name) : name;
        boolean named = false;
        for (Method method : game.getClass().getMethods()) {
            if (!method.getName().equalsIgnoreCase(methodName)) continue;
            named = true;
            Object[] values = convert(method.getParameterTypes(), args);
            if (values == null) continue;
            try {
                method.setAccessible(true);
                Object result = method.invoke(game, values);
                return query ? String.valueOf(result) : null;
            } catch (InvocationTargetException thrown) {
                Throwable cause = thrown.getCause();
                String message = cause.getMessage();
                return "error: " + (message == null ? cause.getClass().getSimpleName() : message);
            } catch (IllegalAccessException denied) {
                return "error: cannot call " + methodName + ": " + denied.getMessage();
            }
        }
        if (!named) return "error: unknown command '" + name + "'";
        return "error: " + methodName + " does not take these " + args.size() + " arguments";
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
