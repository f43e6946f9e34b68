/** A card as the tests name it: A, 2 to 10, J, Q or K, with an optional suit (As, 10h). */
public class Card {
    static final String[] RANKS = {"A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"};
    final String label;
    final String rank;

    Card(String label) {
        String text = label.trim().toUpperCase();
        String rank = text.length() > 1 && "SHDC".indexOf(text.charAt(text.length() - 1)) >= 0
            ? text.substring(0, text.length() - 1) : text;
        if (!java.util.Arrays.asList(RANKS).contains(rank)) {
            throw new IllegalArgumentException("'" + label + "' is not a card");
        }
        this.label = label.trim();
        this.rank = rank;
    }

    int value() {
        if (rank.equals("A")) return 1;
        if (rank.equals("10") || rank.equals("J") || rank.equals("Q") || rank.equals("K")) return 10;
        return Integer.parseInt(rank);
    }

    boolean isAce() {
        return rank.equals("A");
    }

    @Override
    public String toString() {
        return label;
    }
}
