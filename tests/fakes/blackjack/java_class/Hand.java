import java.util.ArrayList;
import java.util.List;

/** A hand of cards with its own bet; a player holds several after splits. */
public class Hand {
    int bet;
    final List<Card> cards = new ArrayList<>();
    boolean fromSplit;
    boolean splitAces;
    boolean done;
    boolean settled;

    Hand(int bet) {
        this.bet = bet;
    }

    int hard() {
        int total = 0;
        for (Card card : cards) total += card.value();
        return total;
    }

    boolean soft() {
        if (hard() > 11) return false;
        for (Card card : cards) if (card.isAce()) return true;
        return false;
    }

    int total() {
        return hard() + (soft() ? 10 : 0);
    }

    boolean blackjack() {
        return cards.size() == 2 && total() == 21 && !fromSplit;
    }

    boolean bust() {
        return hard() > 21;
    }

    boolean pair() {
        return cards.size() == 2 && cards.get(0).rank.equals(cards.get(1).rank);
    }

    @Override
    public String toString() {
        if (blackjack()) return "21 blackjack";
        if (bust()) return total() + " bust";
        return soft() ? total() + " soft" : String.valueOf(total());
    }
}
