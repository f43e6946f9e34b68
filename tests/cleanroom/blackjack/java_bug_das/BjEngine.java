import java.util.ArrayList;
import java.util.ArrayDeque;
import java.util.Collections;
import java.util.Deque;
import java.util.List;
import java.util.Random;

/**
 * The blackjack table: players, the shoe, the dealer and one round at a time.
 * Every command returns a one-line message, or throws IllegalStateException
 * (with a message that says why) when it is not allowed; a refused command
 * changes nothing.
 */
public class BjEngine {

    // ------------------------------------------------------------ cards

    static final class Card {
        final String rank;   // "A", "2".."10", "J", "Q", "K"
        final String suit;   // "" or "s","h","d","c"

        Card(String rank, String suit) {
            this.rank = rank;
            this.suit = suit;
        }

        int value() {
            switch (rank) {
                case "A": return 1;
                case "J": case "Q": case "K": case "10": return 10;
                default: return Integer.parseInt(rank);
            }
        }

        boolean isAce() { return rank.equals("A"); }

        @Override public String toString() { return rank; }

        /** Parses "A", "10", "As", "10h", "q"; returns null for anything else. */
        static Card parse(String text) {
            String t = text.trim();
            if (t.isEmpty()) return null;
            String suit = "";
            char last = Character.toLowerCase(t.charAt(t.length() - 1));
            if (t.length() > 1 && (last == 's' || last == 'h' || last == 'd' || last == 'c')) {
                suit = String.valueOf(last);
                t = t.substring(0, t.length() - 1);
            }
            String r = t.toUpperCase();
            switch (r) {
                case "A": case "J": case "Q": case "K": case "10":
                case "2": case "3": case "4": case "5": case "6": case "7": case "8": case "9":
                    return new Card(r, suit);
                default:
                    return null;
            }
        }
    }

    // ------------------------------------------------------------ hands

    static final class Hand {
        final List<Card> cards = new ArrayList<>();
        int bet;
        boolean fromSplit;     // a hand made by a split (never a blackjack, DAS rule)
        boolean splitAce;      // a hand made by splitting aces
        boolean done;          // no more decisions
        boolean doubled;
        boolean surrendered;
        boolean evenMoney;     // paid 1:1 at once

        Hand(int bet) { this.bet = bet; }

        int hardTotal() {
            int s = 0;
            for (Card c : cards) s += c.value();
            return s;
        }

        boolean hasAce() {
            for (Card c : cards) if (c.isAce()) return true;
            return false;
        }

        boolean isSoft() { return hasAce() && hardTotal() + 10 <= 21; }

        int total() { return isSoft() ? hardTotal() + 10 : hardTotal(); }

        boolean isBust() { return hardTotal() > 21; }

        boolean isNatural() { return !fromSplit && cards.size() == 2 && total() == 21; }

        boolean isPair() { return cards.size() == 2 && cards.get(0).rank.equals(cards.get(1).rank); }

        String describe() {
            String s = String.valueOf(total());
            if (surrendered) return s + " surrendered";
            if (isBust()) return s + " bust";
            if (isNatural()) return s + " blackjack";
            if (isSoft()) return s + " soft";
            return s;
        }
    }

    // ------------------------------------------------------------ players

    static final class Player {
        final String name;
        int chips;
        int pendingBet;               // bet placed for the next round (already out of the rack)
        List<Hand> hands = new ArrayList<>();
        boolean inRound;
        boolean answeredInsurance;
        int insurance;

        Player(String name, int chips) {
            this.name = name;
            this.chips = chips;
        }
    }

    enum Phase { BETWEEN, INSURANCE, PLAYING }

    // ------------------------------------------------------------ table rules

    private boolean hitSoft17 = false;
    private int payWin = 3, payPer = 2;
    private boolean das = true;
    private boolean resplitAces = false;
    private boolean surrenderAllowed = false;
    private int decks = 6;
    private static final int MAX_HANDS = 4;
    private static final int SEATS = 7;

    // ------------------------------------------------------------ state

    private final List<Player> players = new ArrayList<>();
    private final Deque<Card> stacked = new ArrayDeque<>();
    private final List<Card> shuffled = new ArrayList<>();
    private int shoeSize;
    private final Random random = new Random();
    private Phase phase = Phase.BETWEEN;
    private final List<Card> dealer = new ArrayList<>();
    private boolean holeShown = false;

    public BjEngine() {
        refill();
    }

    // ------------------------------------------------------------ options

    /** Sets a table rule; returns false if the name or value is not understood. */
    public boolean setOption(String name, String value) {
        String n = name.trim().toLowerCase().replace('_', '-');
        String v = value == null ? "" : value.trim();
        String lv = v.toLowerCase();
        switch (n) {
            case "dealer":
                if (lv.equals("h17")) { hitSoft17 = true; return true; }
                if (lv.equals("s17")) { hitSoft17 = false; return true; }
                return false;
            case "payout": {
                String[] p = v.split("[:/]");
                if (p.length != 2) return false;
                try {
                    int w = Integer.parseInt(p[0].trim());
                    int per = Integer.parseInt(p[1].trim());
                    if (w < 0 || per <= 0) return false;
                    payWin = w;
                    payPer = per;
                    return true;
                } catch (NumberFormatException e) {
                    return false;
                }
            }
            case "das":
                if (isYes(lv)) { das = true; return true; }
                if (isNo(lv)) { das = false; return true; }
                return false;
            case "resplit-aces":
                if (isYes(lv)) { resplitAces = true; return true; }
                if (isNo(lv)) { resplitAces = false; return true; }
                return false;
            case "surrender":
                if (isYes(lv)) { surrenderAllowed = true; return true; }
                if (isNo(lv)) { surrenderAllowed = false; return true; }
                return false;
            case "decks":
                try {
                    int d = Integer.parseInt(v);
                    if (d < 1 || d > 8) return false;
                    decks = d;
                    refill();
                    return true;
                } catch (NumberFormatException e) {
                    return false;
                }
            case "shoe":
                try {
                    shoe(v.split("[,\\s]+"));
                    return true;
                } catch (IllegalStateException e) {
                    return false;
                }
            default:
                return false;
        }
    }

    private static boolean isYes(String v) { return v.equals("yes") || v.equals("y") || v.equals("true") || v.equals("on"); }

    private static boolean isNo(String v) { return v.equals("no") || v.equals("n") || v.equals("false") || v.equals("off"); }

    // ------------------------------------------------------------ shoe

    private void refill() {
        shuffled.clear();
        String[] ranks = {"A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"};
        String[] suits = {"s", "h", "d", "c"};
        for (int d = 0; d < decks; d++)
            for (String s : suits)
                for (String r : ranks)
                    shuffled.add(new Card(r, s));
        Collections.shuffle(shuffled, random);
        shoeSize = shuffled.size();
    }

    private Card draw() {
        if (!stacked.isEmpty()) return stacked.pollFirst();
        if (shuffled.isEmpty()) refill();
        return shuffled.remove(shuffled.size() - 1);
    }

    public String shoe(String... cards) {
        List<Card> parsed = new ArrayList<>();
        for (String c : cards) {
            if (c == null || c.trim().isEmpty()) continue;
            Card card = Card.parse(c);
            if (card == null) throw new IllegalStateException("invalid card: " + c.trim());
            parsed.add(card);
        }
        stacked.addAll(parsed);
        StringBuilder sb = new StringBuilder("Stacked:");
        for (Card c : parsed) sb.append(' ').append(c.rank).append(c.suit);
        return sb.toString();
    }

    // ------------------------------------------------------------ players and bets

    private Player find(String name) {
        for (Player p : players) if (p.name.equals(name)) return p;
        return null;
    }

    private Player need(String name) {
        Player p = find(name);
        if (p == null) throw new IllegalStateException("no such player: " + name);
        return p;
    }

    public String addPlayer(String name, int chips) {
        if (name == null || name.trim().isEmpty()) throw new IllegalStateException("invalid name");
        name = name.trim();
        if (find(name) != null) throw new IllegalStateException(name + " is already seated: cannot seat twice");
        if (players.size() >= SEATS) throw new IllegalStateException("cannot seat " + name + ": the table is full");
        if (chips < 0) throw new IllegalStateException("invalid chips");
        players.add(new Player(name, chips));
        return "Welcome " + name + ", with $" + chips + ".";
    }

    public String bet(String name, int amount) {
        Player p = need(name);
        if (phase != Phase.BETWEEN) throw new IllegalStateException("cannot bet while a round is in play");
        if (p.pendingBet > 0) throw new IllegalStateException(name + " has already bet: cannot bet twice");
        if (amount <= 0) throw new IllegalStateException("invalid bet");
        if (amount > p.chips) throw new IllegalStateException(name + " cannot bet $" + amount + ": only $" + p.chips + " in the rack");
        p.chips -= amount;
        p.pendingBet = amount;
        return name + " bets $" + amount + ".";
    }

    // ------------------------------------------------------------ the deal

    public String deal() {
        if (phase != Phase.BETWEEN) throw new IllegalStateException("cannot deal: a round is in play");
        List<Player> round = new ArrayList<>();
        for (Player p : players) if (p.pendingBet > 0) round.add(p);
        if (round.isEmpty()) throw new IllegalStateException("cannot deal: nobody has bet");

        if (shuffled.size() < shoeSize / 4) refill();   // the cut card came out

        for (Player p : players) {
            p.hands = new ArrayList<>();
            p.inRound = false;
            p.answeredInsurance = false;
            p.insurance = 0;
        }
        for (Player p : round) {
            p.inRound = true;
            p.hands.add(new Hand(p.pendingBet));
            p.pendingBet = 0;
        }
        dealer.clear();
        holeShown = false;
        for (Player p : round) p.hands.get(0).cards.add(draw());
        dealer.add(draw());
        for (Player p : round) p.hands.get(0).cards.add(draw());
        dealer.add(draw());
        for (Player p : round) {
            Hand h = p.hands.get(0);
            if (h.isNatural()) h.done = true;
        }

        StringBuilder sb = new StringBuilder("Dealt.");
        for (Player p : round) sb.append(' ').append(p.name).append(": ").append(cardsText(p.hands.get(0).cards)).append('.');
        sb.append(" Dealer: ").append(dealer.get(0)).append(" ?.");

        Card up = dealer.get(0);
        if (up.isAce()) {
            phase = Phase.INSURANCE;
            sb.append(" Insurance?");
            return sb.toString();
        }
        if (up.value() == 10) {
            if (dealerNatural()) {
                holeShown = true;
                sb.append(" Dealer has blackjack. ").append(settle());
                return sb.toString();
            }
        }
        sb.append(' ').append(startPlay());
        return sb.toString().trim();
    }

    private boolean dealerNatural() {
        return dealer.size() == 2 && handTotal(dealer) == 21;
    }

    private static String cardsText(List<Card> cards) {
        StringBuilder sb = new StringBuilder();
        for (Card c : cards) {
            if (sb.length() > 0) sb.append(' ');
            sb.append(c.rank);
        }
        return sb.toString();
    }

    private static int handTotal(List<Card> cards) {
        int s = 0;
        boolean ace = false;
        for (Card c : cards) {
            s += c.value();
            if (c.isAce()) ace = true;
        }
        return (ace && s + 10 <= 21) ? s + 10 : s;
    }

    private static boolean handSoft(List<Card> cards) {
        int s = 0;
        boolean ace = false;
        for (Card c : cards) {
            s += c.value();
            if (c.isAce()) ace = true;
        }
        return ace && s + 10 <= 21;
    }

    // ------------------------------------------------------------ insurance

    private void insuranceOpen(Player p) {
        if (phase != Phase.INSURANCE) throw new IllegalStateException("insurance is not offered now");
        if (!p.inRound) throw new IllegalStateException(p.name + " is not in this round");
        if (p.answeredInsurance) throw new IllegalStateException(p.name + " has already answered insurance");
    }

    public String insurance(String name, int amount) {
        Player p = need(name);
        insuranceOpen(p);
        Hand h = p.hands.get(0);
        if (amount <= 0) throw new IllegalStateException("invalid insurance amount");
        if (amount * 2 > h.bet) throw new IllegalStateException("insurance cannot be more than half the bet");
        if (amount > p.chips) throw new IllegalStateException(name + " cannot afford $" + amount);
        p.chips -= amount;
        p.insurance = amount;
        p.answeredInsurance = true;
        String msg = name + " insures for $" + amount + ".";
        return (msg + ' ' + maybeCloseInsurance()).trim();
    }

    public String evenMoney(String name) {
        Player p = need(name);
        insuranceOpen(p);
        Hand h = p.hands.get(0);
        if (!h.isNatural()) throw new IllegalStateException("even money is only for a blackjack");
        p.chips += 2 * h.bet;
        h.evenMoney = true;
        h.done = true;
        p.answeredInsurance = true;
        String msg = name + " takes even money: wins $" + h.bet + ".";
        return (msg + ' ' + maybeCloseInsurance()).trim();
    }

    public String noInsurance(String name) {
        Player p = need(name);
        insuranceOpen(p);
        p.answeredInsurance = true;
        String msg = name + " declines insurance.";
        return (msg + ' ' + maybeCloseInsurance()).trim();
    }

    private String maybeCloseInsurance() {
        for (Player p : players) if (p.inRound && !p.answeredInsurance) return "";
        return closeInsurance();
    }

    /** Closes the insurance offer and peeks. Leaves phase BETWEEN if the dealer had blackjack. */
    private String closeInsurance() {
        for (Player p : players) if (p.inRound) p.answeredInsurance = true;
        if (dealerNatural()) {
            holeShown = true;
            StringBuilder sb = new StringBuilder("Dealer has blackjack.");
            for (Player p : players) {
                if (p.inRound && p.insurance > 0) {
                    p.chips += 3 * p.insurance;
                    sb.append(' ').append(p.name).append("'s insurance wins $").append(2 * p.insurance).append('.');
                    p.insurance = 0;
                }
            }
            sb.append(' ').append(settle());
            return sb.toString();
        }
        StringBuilder sb = new StringBuilder("Dealer has no blackjack.");
        for (Player p : players) {
            if (p.inRound && p.insurance > 0) {
                sb.append(' ').append(p.name).append("'s insurance loses.");
                p.insurance = 0;
            }
        }
        sb.append(' ').append(startPlay());
        return sb.toString().trim();
    }

    // ------------------------------------------------------------ turns

    private String startPlay() {
        phase = Phase.PLAYING;
        return advance();
    }

    /** Moves the turn to the next hand that needs a decision; plays the dealer when none does. */
    private String advance() {
        for (Player p : players) {
            if (!p.inRound) continue;
            for (Hand h : p.hands) {
                if (h.done) continue;
                if (h.cards.size() < 2) {
                    h.cards.add(draw());
                    autoStand(p, h);
                    if (h.done) continue;
                }
                return p.name + " to play: " + h.describe() + ".";
            }
        }
        return dealerPlays();
    }

    /** The rules for a split hand that just got its second card. */
    private void autoStand(Player p, Hand h) {
        if (h.total() == 21) {
            h.done = true;
            return;
        }
        if (h.splitAce) {
            boolean mayResplit = resplitAces && h.isPair() && p.hands.size() < MAX_HANDS;
            if (!mayResplit) h.done = true;
        }
    }

    private Player turnPlayer() {
        for (Player p : players) {
            if (!p.inRound) continue;
            for (Hand h : p.hands) if (!h.done) return p;
        }
        return null;
    }

    private Hand turnHand() {
        for (Player p : players) {
            if (!p.inRound) continue;
            for (Hand h : p.hands) if (!h.done) return h;
        }
        return null;
    }

    /** Checks that it is this player's turn to play; returns the hand to play. */
    private Hand checkTurn(String name) {
        Player p = need(name);
        if (phase == Phase.BETWEEN) throw new IllegalStateException("no hand is being played");
        Player t = turnPlayer();
        if (t == null) throw new IllegalStateException("no hand is being played");
        if (t != p) throw new IllegalStateException("it is " + t.name + "'s turn, not " + name + "'s");
        return turnHand();
    }

    /**
     * A playing decision while insurance is still open closes it for everyone who has not
     * answered; if the dealer then shows a blackjack the round is over and the decision is
     * not played. Returns the message of the peek, or null when play goes on.
     */
    private String closeInsuranceForDecision() {
        peekNote = "";
        if (phase != Phase.INSURANCE) return null;
        String msg = closeInsurance();
        if (phase == Phase.BETWEEN) return msg;
        peekNote = msg + " ";   // "Dealer has no blackjack. Bob to play: 16. "
        return null;
    }

    /** What the peek said when a decision closed insurance (told before the decision). */
    private String peekNote = "";

    // ------------------------------------------------------------ decisions

    public String hit(String name) {
        Hand h = checkTurn(name);
        if (h.splitAce && h.cards.size() >= 2) throw new IllegalStateException("split aces cannot take another card");
        String peek = closeInsuranceForDecision();
        if (peek != null) return peek;
        Card c = draw();
        h.cards.add(c);
        String msg = peekNote + name + " hits: " + c.rank + ", " + h.describe() + ".";
        if (h.isBust() || h.total() == 21) {
            h.done = true;
            msg += ' ' + advance();
        }
        return msg;
    }

    public String stand(String name) {
        Hand h = checkTurn(name);
        String peek = closeInsuranceForDecision();
        if (peek != null) return peek;
        h.done = true;
        return peekNote + name + " stands on " + h.total() + ". " + advance();
    }

    public String doubleDown(String name) {
        Player p = need(name);
        Hand h = checkTurn(name);
        if (h.cards.size() != 2) throw new IllegalStateException("cannot double: only on the first two cards");
        if (h.splitAce) throw new IllegalStateException("split aces cannot double");
        if (h.fromSplit) throw new IllegalStateException("cannot double after a split");
        if (p.chips < h.bet) throw new IllegalStateException(name + " cannot afford to double");
        String peek = closeInsuranceForDecision();
        if (peek != null) return peek;
        p.chips -= h.bet;
        h.bet *= 2;
        h.doubled = true;
        Card c = draw();
        h.cards.add(c);
        h.done = true;
        return peekNote + name + " doubles to $" + h.bet + ": " + c.rank + ", " + h.describe() + ". " + advance();
    }

    public String split(String name) {
        Player p = need(name);
        Hand h = checkTurn(name);
        if (!h.isPair()) throw new IllegalStateException("cannot split: not a pair");
        if (p.hands.size() >= MAX_HANDS) throw new IllegalStateException("cannot split: " + MAX_HANDS + " hands at most");
        if (h.splitAce && !resplitAces) throw new IllegalStateException("split aces cannot be split again");
        if (p.chips < h.bet) throw new IllegalStateException(name + " cannot afford to split");
        String peek = closeInsuranceForDecision();
        if (peek != null) return peek;
        p.chips -= h.bet;
        boolean aces = h.cards.get(0).isAce();
        Hand second = new Hand(h.bet);
        second.cards.add(h.cards.remove(1));
        second.fromSplit = true;
        h.fromSplit = true;
        if (aces) {
            h.splitAce = true;
            second.splitAce = true;
        }
        p.hands.add(p.hands.indexOf(h) + 1, second);
        h.cards.add(draw());
        autoStand(p, h);
        String msg = peekNote + name + " splits: " + h.describe() + ".";
        if (h.done) msg += ' ' + advance();
        return msg;
    }

    public String surrender(String name) {
        Player p = need(name);
        Hand h = checkTurn(name);
        if (!surrenderAllowed) throw new IllegalStateException("surrender is not offered at this table");
        if (h.fromSplit || h.cards.size() != 2) throw new IllegalStateException("cannot surrender: only the first decision on the first two cards");
        String peek = closeInsuranceForDecision();
        if (peek != null) return peek;
        int back = h.bet / 2;
        p.chips += back;
        h.surrendered = true;
        h.done = true;
        return peekNote + name + " surrenders: $" + back + " back. " + advance();
    }

    // ------------------------------------------------------------ the dealer and settlement

    private String dealerPlays() {
        holeShown = true;
        boolean waiting = false;
        for (Player p : players) {
            if (!p.inRound) continue;
            for (Hand h : p.hands)
                if (!h.isBust() && !h.surrendered && !h.evenMoney && !h.isNatural()) waiting = true;
        }
        if (waiting) {
            while (true) {
                int t = handTotal(dealer);
                boolean soft = handSoft(dealer);
                if (t < 17 || (t == 17 && soft && hitSoft17)) dealer.add(draw());
                else break;
            }
        }
        return "Dealer: " + cardsText(dealer) + ", " + dealerTotalText() + ". " + settle();
    }

    private String dealerTotalText() {
        int t = handTotal(dealer);
        if (t > 21) return t + " bust";
        if (dealerNatural()) return t + " blackjack";
        if (handSoft(dealer)) return t + " soft";
        return String.valueOf(t);
    }

    /** Pays every hand of the round and ends it. */
    private String settle() {
        holeShown = true;
        boolean dealerBj = dealerNatural();
        int d = handTotal(dealer);
        boolean dealerBust = d > 21;
        StringBuilder sb = new StringBuilder();
        for (Player p : players) {
            if (!p.inRound) continue;
            int net = 0;
            for (Hand h : p.hands) {
                if (h.evenMoney) { net += h.bet; continue; }              // already paid
                if (h.surrendered) { net -= h.bet - h.bet / 2; continue; } // already paid
                if (h.isBust()) { net -= h.bet; continue; }
                if (h.isNatural()) {
                    if (dealerBj) { p.chips += h.bet; }
                    else {
                        int win = h.bet * payWin / payPer;
                        p.chips += h.bet + win;
                        net += win;
                    }
                    continue;
                }
                if (dealerBj) { net -= h.bet; continue; }
                int t = h.total();
                if (dealerBust || t > d) { p.chips += 2 * h.bet; net += h.bet; }
                else if (t == d) { p.chips += h.bet; }
                else net -= h.bet;
            }
            p.inRound = false;
            if (net > 0) sb.append(p.name).append(" wins $").append(net).append(". ");
            else if (net < 0) sb.append(p.name).append(" loses $").append(-net).append(". ");
            else sb.append(p.name).append(" breaks even. ");
        }
        phase = Phase.BETWEEN;
        return sb.toString().trim();
    }

    // ------------------------------------------------------------ queries

    public int chips(String name) {
        return need(name).chips;
    }

    public String hand(String name) {
        Player p = need(name);
        if (p.hands.isEmpty()) return "none";
        StringBuilder sb = new StringBuilder();
        for (Hand h : p.hands) {
            if (sb.length() > 0) sb.append(", ");
            sb.append(h.describe());
        }
        return sb.toString();
    }

    public String dealer() {
        if (dealer.isEmpty()) return "none";
        if (!holeShown) {
            Card up = dealer.get(0);
            List<Card> one = new ArrayList<>();
            one.add(up);
            String t = handTotal(one) + (handSoft(one) ? " soft" : "");
            return up.rank + " ?: " + t;
        }
        return cardsText(dealer) + ": " + dealerTotalText();
    }
}
