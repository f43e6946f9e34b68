import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * The lab's class with the book's names and no main: the grader calls its methods through
 * the Java driver. A refused request throws; the queries return their values.
 */
public class BlackjackGame {
    private final List<Player> players = new ArrayList<>();
    private final List<Card> stacked = new ArrayList<>();
    private final Random random = new Random();
    private Hand dealer = new Hand(0);
    private String phase = "betting";
    private boolean holeShown;
    private boolean h17;
    private int win = 3;
    private int per = 2;
    private boolean das = true;
    private boolean resplitAces;
    private boolean surrender;
    private int maxHands = 4;

    public void setOption(String name, String value) {
        switch (name) {
            case "dealer": h17 = value.equalsIgnoreCase("H17"); break;
            case "payout":
                String[] parts = value.split(":");
                win = Integer.parseInt(parts[0]);
                per = Integer.parseInt(parts[1]);
                break;
            case "das": das = value.equals("yes"); break;
            case "resplit-aces": resplitAces = value.equals("yes"); break;
            case "surrender": surrender = value.equals("yes"); break;
            case "max-hands": maxHands = Integer.parseInt(value); break;
            default: break;
        }
    }

    private static IllegalStateException refused(String why) {
        return new IllegalStateException(why);
    }

    private Player find(String name) {
        for (Player player : players) if (player.name.equalsIgnoreCase(name)) return player;
        throw refused("nobody called " + name + " sits here");
    }

    private Card draw() {
        return stacked.isEmpty() ? new Card(Card.RANKS[random.nextInt(13)]) : stacked.remove(0);
    }

    public void addPlayer(String name, int chips) {
        for (Player player : players) {
            if (player.name.equalsIgnoreCase(name)) throw refused(name + " is already seated");
        }
        if (chips < 1) throw refused("chips must be positive");
        players.add(new Player(name, chips));
    }

    private void stake(Player player, int amount) {
        if (amount < 1 || amount > player.rack) throw refused(player.name + " cannot cover $" + amount);
        player.rack -= amount;
    }

    public void bet(String name, int amount) {
        Player player = find(name);
        if (!phase.equals("betting") || player.bet > 0) throw refused("no bet now");
        stake(player, amount);
        player.bet = amount;
    }

    public void shoe(String... cards) {
        List<Card> parsed = new ArrayList<>();
        for (String card : cards) parsed.add(new Card(card));
        stacked.addAll(parsed);
    }

    public void deal() {
        List<Player> playing = new ArrayList<>();
        for (Player player : players) if (player.bet > 0) playing.add(player);
        if (!phase.equals("betting") || playing.isEmpty()) throw refused("cannot deal now");
        for (Player player : players) {
            player.hands.clear();
            if (player.bet > 0) player.hands.add(new Hand(player.bet));
            player.bet = 0;
            player.answered = false;
        }
        dealer = new Hand(0);
        holeShown = false;
        for (int round = 0; round < 2; round++) {
            for (Player player : playing) player.hands.get(0).cards.add(draw());
            dealer.cards.add(draw());
        }
        for (Player player : playing) player.hands.get(0).done = player.hands.get(0).blackjack();
        Card up = dealer.cards.get(0);
        if (up.isAce()) {
            phase = "insurance";
            return;
        }
        phase = "playing";
        if (up.value() == 10) peek();
        else advance();
    }

    private Player insurable(String name) {
        Player player = find(name);
        if (!phase.equals("insurance") || player.hands.isEmpty() || player.answered) {
            throw refused("no insurance now");
        }
        return player;
    }

    public void insurance(String name, int amount) {
        Player player = insurable(name);
        if (amount > player.hands.get(0).bet / 2) throw refused("insurance is at most half the bet");
        stake(player, amount);
        player.insurance = amount;
        answered(player);
    }

    public void evenMoney(String name) {
        Player player = insurable(name);
        if (!player.hands.get(0).blackjack()) throw refused("even money is for a blackjack");
        settle(player, player.hands.get(0), 2 * player.hands.get(0).bet);
        answered(player);
    }

    public void noInsurance(String name) {
        answered(insurable(name));
    }

    private void answered(Player player) {
        player.answered = true;
        for (Player other : inRound()) if (!other.answered) return;
        peek();
    }

    private void peek() {
        boolean natural = dealer.blackjack();
        for (Player player : inRound()) {
            if (player.insurance > 0) {
                player.rack += natural ? 3 * player.insurance : 0;
                player.insurance = 0;
            }
        }
        phase = "playing";
        if (natural) finish(false);
        else advance();
    }

    private List<Player> inRound() {
        List<Player> found = new ArrayList<>();
        for (Player player : players) if (!player.hands.isEmpty()) found.add(player);
        return found;
    }

    private Object[] current() {
        for (Player player : inRound()) {
            for (Hand hand : player.hands) if (!hand.done) return new Object[] {player, hand};
        }
        return null;
    }

    private Object[] turn(String name) {
        Player player = find(name);
        Object[] now = current();
        if (phase.equals("betting") || now == null || now[0] != player) {
            throw refused("it is not " + player.name + "'s turn");
        }
        return now;
    }

    /** A decision closes the insurance offer; false when the dealer's peek ended the round. */
    private boolean begin() {
        if (phase.equals("insurance")) peek();
        return !phase.equals("betting");
    }

    public void hit(String name) {
        Object[] now = turn(name);
        Player player = (Player) now[0];
        Hand hand = (Hand) now[1];
        if (hand.splitAces) throw refused("split aces get one card");
        if (!begin()) return;
        hand.cards.add(draw());
        if (hand.bust()) settle(player, hand, 0);
        else if (hand.total() == 21) hand.done = true;
        else return;
        advance();
    }

    public void stand(String name) {
        Hand hand = (Hand) turn(name)[1];
        if (!begin()) return;
        hand.done = true;
        advance();
    }

    public void doubleDown(String name) {
        Object[] now = turn(name);
        Player player = (Player) now[0];
        Hand hand = (Hand) now[1];
        if (hand.splitAces || hand.cards.size() != 2 || hand.fromSplit && !das) throw refused("no double here");
        if (hand.bet > player.rack) throw refused("not enough chips to double");
        if (!begin()) return;
        stake(player, hand.bet);
        hand.bet *= 2;
        hand.cards.add(draw());
        hand.done = true;
        if (hand.bust()) settle(player, hand, 0);
        advance();
    }

    public void split(String name) {
        Object[] now = turn(name);
        Player player = (Player) now[0];
        Hand hand = (Hand) now[1];
        if (!hand.pair() || player.hands.size() >= maxHands) throw refused("no split here");
        if (hand.splitAces && !resplitAces) throw refused("split aces are split once");
        if (hand.bet > player.rack) throw refused("not enough chips to split");
        if (!begin()) return;
        stake(player, hand.bet);
        boolean aces = hand.cards.get(0).isAce();
        Hand second = new Hand(hand.bet);
        second.cards.add(hand.cards.remove(1));
        second.fromSplit = hand.fromSplit = true;
        second.splitAces = hand.splitAces = aces;
        player.hands.add(player.hands.indexOf(hand) + 1, second);
        advance();
    }

    public void surrender(String name) {
        Object[] now = turn(name);
        Player player = (Player) now[0];
        Hand hand = (Hand) now[1];
        if (!surrender || player.hands.size() > 1 || hand.cards.size() != 2) throw refused("no surrender");
        if (!begin()) return;
        settle(player, hand, hand.bet / 2);
        advance();
    }

    private void advance() {
        Object[] now;
        while ((now = current()) != null) {
            Player player = (Player) now[0];
            Hand hand = (Hand) now[1];
            if (hand.cards.size() == 1) hand.cards.add(draw());
            boolean resplit = hand.pair() && resplitAces && player.hands.size() < maxHands;
            if (hand.splitAces && !resplit || hand.total() == 21) {
                hand.done = true;
                continue;
            }
            return;
        }
        finish(true);
    }

    private void finish(boolean dealerPlays) {
        holeShown = true;
        boolean live = false;
        for (Player player : players) {
            for (Hand hand : player.hands) live |= !hand.settled && !hand.blackjack();
        }
        if (dealerPlays && live) {
            while (dealer.total() < 17 || h17 && dealer.total() == 17 && dealer.soft()) {
                dealer.cards.add(draw());
            }
        }
        for (Player player : inRound()) {
            for (Hand hand : player.hands) if (!hand.settled) settle(player, hand, returned(hand));
        }
        phase = "betting";
    }

    private int returned(Hand hand) {
        if (hand.bust()) return 0;
        if (hand.blackjack()) return dealer.blackjack() ? hand.bet : hand.bet + hand.bet * win / per;
        if (dealer.blackjack()) return 0;
        if (dealer.bust() || hand.total() > dealer.total()) return 2 * hand.bet;
        return hand.total() == dealer.total() ? hand.bet : 0;
    }

    private void settle(Player player, Hand hand, int paid) {
        player.rack += paid;
        hand.settled = true;
        hand.done = true;
    }

    public int getChips(String name) {
        return find(name).rack;
    }

    public String getHand(String name) {
        Player player = find(name);
        if (player.hands.isEmpty()) throw refused(player.name + " has no cards");
        List<String> shown = new ArrayList<>();
        for (Hand hand : player.hands) shown.add(hand.toString());
        return String.join(", ", shown);
    }

    public String getDealer() {
        if (dealer.cards.isEmpty()) return "dealer has no cards";
        if (holeShown) {
            List<String> labels = new ArrayList<>();
            for (Card card : dealer.cards) labels.add(card.label);
            return "dealer: " + String.join(" ", labels) + " (" + dealer + ")";
        }
        Hand up = new Hand(0);
        up.cards.add(dealer.cards.get(0));
        return "dealer: " + dealer.cards.get(0) + " ? (" + up + ")";
    }
}
