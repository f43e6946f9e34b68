import java.util.ArrayList;
import java.util.List;

/** A seat: a rack, the bet for the next round, hands in play, insurance. */
public class Player {
    final String name;
    int rack;
    int bet;
    final List<Hand> hands = new ArrayList<>();
    int insurance;
    boolean answered;

    Player(String name, int rack) {
        this.name = name;
        this.rack = rack;
    }
}
