import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Which public method of the student's class answers to each of the lab's names: by name
 * (any case, underscores ignored), else by signature ({@code --signature}, from
 * each game's lab in crapsrepl), never when two fit. Used by {@link LabDriver}.
 */
final class LabDriverMethods {
    private LabDriverMethods() {}

    /** A name as compared: any case, underscores ignored. */
    static String plain(String name) {
        return name.replace("_", "").toLowerCase(java.util.Locale.ROOT);
    }

    /**
     * Fills {@code chosen} with each lab name's method: its first candidate the class has,
     * else the one method its signature fits (see {@link #bySignature}). Returns the line
     * to say on stderr, which the report keeps.
     */
    static String choose(Class<?> game, Map<String, List<String>> candidates,
            Map<String, List<String>> shapes, Map<String, String> chosen) {
        for (Map.Entry<String, List<String>> lab : candidates.entrySet()) {
            List<String> names = new ArrayList<>(lab.getValue());
            names.add(lab.getKey());
            String found = null;
            for (String name : names) {
                found = methodNamed(game, name);
                if (found != null) break;
            }
            chosen.put(lab.getKey(), found);
        }
        Map<String, String> notes = bySignature(game, chosen, shapes);
        StringBuilder said = new StringBuilder("crapsrepl-driver:");
        String between = " ";
        for (Map.Entry<String, String> lab : chosen.entrySet()) {
            said.append(between).append(lab.getKey()).append('=')
                .append(lab.getValue() == null ? "?" : lab.getValue())
                .append(notes.getOrDefault(lab.getKey(), ""));
            between = ", ";
        }
        return said.toString();
    }

    /**
     * Maps each unmatched lab name with shapes to the one public method, not chosen by name,
     * that fits them, when that method fits no other unmatched name: never a guess between
     * two. Returns the words the stderr line adds to each name looked for.
     */
    static Map<String, String> bySignature(Class<?> game, Map<String, String> chosen,
            Map<String, List<String>> shapes) {
        Set<String> taken = new HashSet<>(chosen.values());
        Map<String, List<String>> fitting = new LinkedHashMap<>();
        for (Map.Entry<String, String> lab : chosen.entrySet()) {
            if (lab.getValue() != null || !shapes.containsKey(lab.getKey())) continue;
            List<String> found = new ArrayList<>();
            for (Method method : game.getMethods()) {
                String name = method.getName();
                if (taken.contains(name) || found.contains(name) || !discoverable(method)) continue;
                for (String shape : shapes.get(lab.getKey())) {
                    if (fits(method, shape)) { found.add(name); break; }
                }
            }
            Collections.sort(found);
            fitting.put(lab.getKey(), found);
        }
        Map<String, String> notes = new HashMap<>();
        for (Map.Entry<String, List<String>> lab : fitting.entrySet()) {
            List<String> found = lab.getValue();
            String other = null;
            for (Map.Entry<String, List<String>> rival : fitting.entrySet()) {
                if (!rival.getKey().equals(lab.getKey()) && found.size() == 1 && rival.getValue().contains(found.get(0))) {
                    other = rival.getKey();
                }
            }
            if (found.size() == 1 && other == null) {
                chosen.put(lab.getKey(), found.get(0));
                notes.put(lab.getKey(), " (by signature)");
            } else if (found.size() == 1) {
                notes.put(lab.getKey(), " (" + found.get(0) + " fits " + other + " too)");
            } else if (!found.isEmpty()) {
                notes.put(lab.getKey(), " (" + String.join(" or ", found) + " fit)");
            }
        }
        return notes;
    }

    /** An instance method of the student's: not static, not Object's nor an override of one. */
    static boolean discoverable(Method method) {
        if (Modifier.isStatic(method.getModifiers()) || method.isSynthetic()) return false;
        try {
            Object.class.getMethod(method.getName(), method.getParameterTypes());
            return false;  // toString(), hashCode(), equals(Object)
        } catch (NoSuchMethodException notObjects) {
            return true;
        }
    }

    /** Whether a method has the shape {@code PARAMS->RETURNS} (kinds as naming.SIGNATURES). */
    static boolean fits(Method method, String shape) {
        String[] parts = shape.split("->", 2);
        List<String> params = new ArrayList<>();
        for (String kind : parts[0].split(",")) {
            if (!kind.isEmpty()) params.add(kind);
        }
        Class<?>[] types = method.getParameterTypes();
        if (types.length != params.size() || parts.length < 2) return false;
        for (int i = 0; i < types.length; i++) {
            if (!isKind(types[i], params.get(i))) return false;
        }
        for (String kind : parts[1].split("\\|")) {
            if (isKind(method.getReturnType(), kind)) return true;
        }
        return false;
    }

    static boolean isKind(Class<?> type, String kind) {
        List<Class<?>> ints = Arrays.asList(int.class, Integer.class, long.class, Long.class);
        switch (kind) {
            case "void": return type == void.class;
            case "int": return ints.contains(type);
            case "number": return ints.contains(type) || type == double.class || type == Double.class
                || type == float.class || type == Float.class;
            case "str": return type == String.class;
            case "bool": return type == boolean.class || type == Boolean.class;
            case "list": return type.isArray() || Collection.class.isAssignableFrom(type);
            default: return false;
        }
    }

    /** The public method whose name compares equal to {@code name}, or null. */
    static String methodNamed(Class<?> game, String name) {
        for (Method method : game.getMethods()) {
            if (method.getDeclaringClass() != Object.class && plain(method.getName()).equals(plain(name))) {
                return method.getName();
            }
        }
        return null;
    }
}
