/**
 * Blackjack as a class: the grader makes one BlackjackGame() and calls its methods.
 * Nothing is read or printed here; a command that is not allowed throws an
 * IllegalStateException saying why, and changes nothing.
 */
public class BlackjackGame {

    private final BjEngine table = new BjEngine();

    public BlackjackGame() {
    }

    // ------------------------------------------------------------ table rules

    /**
     * dealer S17|H17, payout W:P, das yes|no, resplit-aces yes|no, surrender yes|no.
     * An option this class does not know is ignored (the table keeps its default).
     */
    public void setOption(String name, String value) {
        table.setOption(name, value);
    }

    // ------------------------------------------------------------ commands

    public void addPlayer(String player, int chips) {
        table.addPlayer(player, chips);
    }

    public void bet(String player, int amount) {
        table.bet(player, amount);
    }

    public void deal() {
        table.deal();
    }

    public void insurance(String player, int amount) {
        table.insurance(player, amount);
    }

    public void evenMoney(String player) {
        table.evenMoney(player);
    }

    public void noInsurance(String player) {
        table.noInsurance(player);
    }

    public void hit(String player) {
        table.hit(player);
    }

    public void stand(String player) {
        table.stand(player);
    }

    public void doubleDown(String player) {
        table.doubleDown(player);
    }

    public void split(String player) {
        table.split(player);
    }

    public void surrender(String player) {
        table.surrender(player);
    }

    public void shoe(String... cards) {
        table.shoe(cards);
    }

    // ------------------------------------------------------------ queries

    public int getChips(String player) {
        return table.chips(player);
    }

    public String getHand(String player) {
        return table.hand(player);
    }

    public String getDealer() {
        return table.dealer();
    }
}
