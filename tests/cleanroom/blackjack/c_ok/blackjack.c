/*
 * Blackjack on standard input: one command per line (bet(Bob, 10) or bet Bob 10),
 * one line of output per command. A command that is not allowed prints
 * "error: ..." and changes nothing.
 *
 * Options: --dealer S17|H17, --payout W:P, --das yes|no, --resplit-aces yes|no,
 *          --surrender yes|no (also --name=value; unknown options are ignored).
 */
#define _POSIX_C_SOURCE 200809L
#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define SEATS 7
#define MAX_HANDS 4
#define MAX_CARDS 24
#define NAME_LEN 64
#define MSG_LEN 8192

/* ------------------------------------------------------------ cards */

typedef struct {
    char rank[3]; /* "A", "2".."10", "J", "Q", "K" */
    char suit;    /* 0 or 's','h','d','c' */
} Card;

static int card_value(const Card *c) {
    if (strcmp(c->rank, "A") == 0) return 1;
    if (strcmp(c->rank, "J") == 0 || strcmp(c->rank, "Q") == 0 || strcmp(c->rank, "K") == 0) return 10;
    return atoi(c->rank);
}

static int card_is_ace(const Card *c) { return strcmp(c->rank, "A") == 0; }

/* Parses "A", "10", "As", "10h", "q"; returns 0 on anything else. */
static int card_parse(const char *text, Card *out) {
    char t[16];
    size_t n = strlen(text);
    if (n == 0 || n >= sizeof t) return 0;
    strcpy(t, text);
    out->suit = 0;
    char last = (char)tolower((unsigned char)t[n - 1]);
    if (n > 1 && (last == 's' || last == 'h' || last == 'd' || last == 'c')) {
        out->suit = last;
        t[--n] = 0;
    }
    for (size_t i = 0; i < n; i++) t[i] = (char)toupper((unsigned char)t[i]);
    static const char *ranks[] = {"A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"};
    for (int i = 0; i < 13; i++) {
        if (strcmp(t, ranks[i]) == 0) {
            strcpy(out->rank, ranks[i]);
            return 1;
        }
    }
    return 0;
}

static int cards_hard(const Card *cs, int n) {
    int s = 0;
    for (int i = 0; i < n; i++) s += card_value(&cs[i]);
    return s;
}

static int cards_soft(const Card *cs, int n) {
    int ace = 0;
    for (int i = 0; i < n; i++) if (card_is_ace(&cs[i])) ace = 1;
    return ace && cards_hard(cs, n) + 10 <= 21;
}

static int cards_total(const Card *cs, int n) {
    return cards_soft(cs, n) ? cards_hard(cs, n) + 10 : cards_hard(cs, n);
}

/* ------------------------------------------------------------ hands and players */

typedef struct {
    Card cards[MAX_CARDS];
    int n;
    int bet;
    int from_split;  /* made by a split: never a blackjack; DAS rule */
    int split_ace;   /* made by splitting aces */
    int done;        /* no more decisions */
    int doubled;
    int surrendered;
    int even_money;  /* paid 1:1 at once */
} Hand;

typedef struct {
    char name[NAME_LEN];
    long chips;
    int pending_bet;
    Hand hands[MAX_HANDS];
    int nhands;
    int in_round;
    int answered;
    int insurance;
} Player;

static int hand_total(const Hand *h) { return cards_total(h->cards, h->n); }
static int hand_soft(const Hand *h) { return cards_soft(h->cards, h->n); }
static int hand_bust(const Hand *h) { return cards_hard(h->cards, h->n) > 21; }
static int hand_natural(const Hand *h) { return !h->from_split && h->n == 2 && hand_total(h) == 21; }
static int hand_pair(const Hand *h) { return h->n == 2 && strcmp(h->cards[0].rank, h->cards[1].rank) == 0; }

static void hand_describe(const Hand *h, char *buf, size_t size) {
    int t = hand_total(h);
    if (h->surrendered) snprintf(buf, size, "%d surrendered", t);
    else if (hand_bust(h)) snprintf(buf, size, "%d bust", t);
    else if (hand_natural(h)) snprintf(buf, size, "%d blackjack", t);
    else if (hand_soft(h)) snprintf(buf, size, "%d soft", t);
    else snprintf(buf, size, "%d", t);
}

/* ------------------------------------------------------------ the table */

enum { BETWEEN, INSURANCE, PLAYING };

static int hit_soft17 = 0;
static int pay_win = 3, pay_per = 2;
static int das = 1;
static int resplit_aces = 0;
static int surrender_allowed = 0;
static int decks = 6;

static Player players[SEATS];
static int nplayers = 0;

static Card *stacked = NULL;
static int stacked_head = 0, stacked_len = 0, stacked_cap = 0;
static Card shuffled[8 * 52];
static int nshuffled = 0, shoe_size = 0;

static int phase = BETWEEN;
static Card dealer[MAX_CARDS];
static int ndealer = 0;
static int hole_shown = 0;

/* the reply to the current command, and the reason for a refusal */
static char msg[MSG_LEN];
static char **line_args = NULL;
static char err[512];

static void say(const char *fmt, ...) {
    size_t len = strlen(msg);
    if (len >= MSG_LEN - 1) return;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg + len, MSG_LEN - len, fmt, ap);
    va_end(ap);
}

static int refuse(const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(err, sizeof err, fmt, ap);
    va_end(ap);
    return -1;
}

/* ------------------------------------------------------------ shoe */

static void refill(void) {
    static const char *ranks[] = {"A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"};
    static const char suits[] = {'s', 'h', 'd', 'c'};
    nshuffled = 0;
    for (int d = 0; d < decks; d++)
        for (int s = 0; s < 4; s++)
            for (int r = 0; r < 13; r++) {
                strcpy(shuffled[nshuffled].rank, ranks[r]);
                shuffled[nshuffled].suit = suits[s];
                nshuffled++;
            }
    for (int i = nshuffled - 1; i > 0; i--) {
        int j = rand() % (i + 1);
        Card t = shuffled[i];
        shuffled[i] = shuffled[j];
        shuffled[j] = t;
    }
    shoe_size = nshuffled;
}

static Card draw(void) {
    if (stacked_head < stacked_len) return stacked[stacked_head++];
    if (nshuffled == 0) refill();
    return shuffled[--nshuffled];
}

static void stack_card(Card c) {
    if (stacked_len == stacked_cap) {
        stacked_cap = stacked_cap ? stacked_cap * 2 : 64;
        stacked = realloc(stacked, sizeof(Card) * (size_t)stacked_cap);
        if (!stacked) { perror("realloc"); exit(1); }
    }
    stacked[stacked_len++] = c;
}

static int cmd_shoe(char **args, int nargs) {
    Card c;
    /* check every card first: a refused shoe stacks nothing */
    for (int i = 0; i < nargs; i++)
        if (args[i][0] && !card_parse(args[i], &c)) return refuse("invalid card: %s", args[i]);
    say("Stacked:");
    for (int i = 0; i < nargs; i++) {
        if (!args[i][0]) continue;
        card_parse(args[i], &c);
        stack_card(c);
        if (c.suit) say(" %s%c", c.rank, c.suit);
        else say(" %s", c.rank);
    }
    return 0;
}

/* ------------------------------------------------------------ players and bets */

static Player *find_player(const char *name) {
    for (int i = 0; i < nplayers; i++)
        if (strcmp(players[i].name, name) == 0) return &players[i];
    return NULL;
}

static Player *need_player(const char *name) {
    Player *p = find_player(name);
    if (!p) refuse("no such player: %s", name);
    return p;
}

static int cmd_add_player(const char *name, long chips) {
    if (!name[0]) return refuse("invalid name");
    if (strlen(name) >= NAME_LEN) return refuse("invalid name: too long");
    if (find_player(name)) return refuse("%s is already seated: cannot seat twice", name);
    if (nplayers >= SEATS) return refuse("cannot seat %s: the table is full", name);
    if (chips < 0) return refuse("invalid chips");
    Player *p = &players[nplayers++];
    memset(p, 0, sizeof *p);
    strcpy(p->name, name);
    p->chips = chips;
    say("Welcome %s, with $%ld.", name, chips);
    return 0;
}

static int cmd_bet(const char *name, long amount) {
    Player *p = need_player(name);
    if (!p) return -1;
    if (phase != BETWEEN) return refuse("cannot bet while a round is in play");
    if (p->pending_bet > 0) return refuse("%s has already bet: cannot bet twice", name);
    if (amount <= 0) return refuse("invalid bet");
    if (amount > p->chips) return refuse("%s cannot bet $%ld: only $%ld in the rack", name, amount, p->chips);
    p->chips -= amount;
    p->pending_bet = (int)amount;
    say("%s bets $%ld.", name, amount);
    return 0;
}

/* ------------------------------------------------------------ dealer helpers */

static int dealer_natural(void) { return ndealer == 2 && cards_total(dealer, ndealer) == 21; }

static void say_cards(const Card *cs, int n) {
    for (int i = 0; i < n; i++) say(i ? " %s" : "%s", cs[i].rank);
}

static void dealer_total_text(char *buf, size_t size) {
    int t = cards_total(dealer, ndealer);
    if (t > 21) snprintf(buf, size, "%d bust", t);
    else if (dealer_natural()) snprintf(buf, size, "%d blackjack", t);
    else if (cards_soft(dealer, ndealer)) snprintf(buf, size, "%d soft", t);
    else snprintf(buf, size, "%d", t);
}

/* ------------------------------------------------------------ settlement */

/* Pays every hand of the round and ends it. */
static void settle(void) {
    hole_shown = 1;
    int dealer_bj = dealer_natural();
    int d = cards_total(dealer, ndealer);
    int dealer_bust = d > 21;
    for (int i = 0; i < nplayers; i++) {
        Player *p = &players[i];
        if (!p->in_round) continue;
        long net = 0;
        for (int k = 0; k < p->nhands; k++) {
            Hand *h = &p->hands[k];
            if (h->even_money) { net += h->bet; continue; }                 /* already paid */
            if (h->surrendered) { net -= h->bet - h->bet / 2; continue; }  /* already paid */
            if (hand_bust(h)) { net -= h->bet; continue; }
            if (hand_natural(h)) {
                if (dealer_bj) p->chips += h->bet;
                else {
                    long win = (long)h->bet * pay_win / pay_per;
                    p->chips += h->bet + win;
                    net += win;
                }
                continue;
            }
            if (dealer_bj) { net -= h->bet; continue; }
            int t = hand_total(h);
            if (dealer_bust || t > d) { p->chips += 2L * h->bet; net += h->bet; }
            else if (t == d) p->chips += h->bet;
            else net -= h->bet;
        }
        p->in_round = 0;
        if (net > 0) say(" %s wins $%ld.", p->name, net);
        else if (net < 0) say(" %s loses $%ld.", p->name, -net);
        else say(" %s breaks even.", p->name);
    }
    phase = BETWEEN;
}

static void dealer_plays(void) {
    hole_shown = 1;
    int waiting = 0;
    for (int i = 0; i < nplayers; i++) {
        Player *p = &players[i];
        if (!p->in_round) continue;
        for (int k = 0; k < p->nhands; k++) {
            Hand *h = &p->hands[k];
            if (!hand_bust(h) && !h->surrendered && !h->even_money && !hand_natural(h)) waiting = 1;
        }
    }
    if (waiting) {
        for (;;) {
            int t = cards_total(dealer, ndealer);
            int soft = cards_soft(dealer, ndealer);
            if ((t < 17 || (t == 17 && soft && hit_soft17)) && ndealer < MAX_CARDS) dealer[ndealer++] = draw();
            else break;
        }
    }
    char tt[32];
    dealer_total_text(tt, sizeof tt);
    say(" Dealer: ");
    say_cards(dealer, ndealer);
    say(", %s.", tt);
    settle();
}

/* ------------------------------------------------------------ turns */

/* The rules for a split hand that just got its second card. */
static void auto_stand(Player *p, Hand *h) {
    if (hand_total(h) == 21) {
        h->done = 1;
        return;
    }
    if (h->split_ace) {
        int may_resplit = resplit_aces && hand_pair(h) && p->nhands < MAX_HANDS;
        if (!may_resplit) h->done = 1;
    }
}

/* Moves the turn to the next hand that needs a decision; plays the dealer when none does. */
static void advance(void) {
    for (int i = 0; i < nplayers; i++) {
        Player *p = &players[i];
        if (!p->in_round) continue;
        for (int k = 0; k < p->nhands; k++) {
            Hand *h = &p->hands[k];
            if (h->done) continue;
            if (h->n < 2) {
                h->cards[h->n++] = draw();
                auto_stand(p, h);
                if (h->done) continue;
            }
            char d[32];
            hand_describe(h, d, sizeof d);
            say(" %s to play: %s.", p->name, d);
            return;
        }
    }
    dealer_plays();
}

static void start_play(void) {
    phase = PLAYING;
    advance();
}

static Hand *turn_hand(Player **who) {
    for (int i = 0; i < nplayers; i++) {
        Player *p = &players[i];
        if (!p->in_round) continue;
        for (int k = 0; k < p->nhands; k++)
            if (!p->hands[k].done) {
                *who = p;
                return &p->hands[k];
            }
    }
    return NULL;
}

/* Checks that it is this player's turn to play; returns the hand to play or NULL (refused). */
static Hand *check_turn(const char *name, Player **pp) {
    Player *p = need_player(name);
    if (!p) return NULL;
    if (phase == BETWEEN) { refuse("no hand is being played"); return NULL; }
    Player *t = NULL;
    Hand *h = turn_hand(&t);
    if (!h) { refuse("no hand is being played"); return NULL; }
    if (t != p) { refuse("it is %s's turn, not %s's", t->name, name); return NULL; }
    *pp = p;
    return h;
}

/* ------------------------------------------------------------ the deal and insurance */

static void close_insurance(void) {
    for (int i = 0; i < nplayers; i++) if (players[i].in_round) players[i].answered = 1;
    if (dealer_natural()) {
        hole_shown = 1;
        say(" Dealer has blackjack.");
        for (int i = 0; i < nplayers; i++) {
            Player *p = &players[i];
            if (p->in_round && p->insurance > 0) {
                p->chips += 3L * p->insurance;
                say(" %s's insurance wins $%d.", p->name, 2 * p->insurance);
                p->insurance = 0;
            }
        }
        settle();
        return;
    }
    say(" Dealer has no blackjack.");
    for (int i = 0; i < nplayers; i++) {
        Player *p = &players[i];
        if (p->in_round && p->insurance > 0) {
            say(" %s's insurance loses.", p->name);
            p->insurance = 0;
        }
    }
    start_play();
}

static void maybe_close_insurance(void) {
    for (int i = 0; i < nplayers; i++)
        if (players[i].in_round && !players[i].answered) return;
    close_insurance();
}

/*
 * A playing decision while insurance is still open closes it for everyone who has not
 * answered; if the dealer then shows a blackjack the round is over and the decision is
 * not played: returns 1 then.
 */
static int close_insurance_for_decision(void) {
    if (phase != INSURANCE) return 0;
    close_insurance();
    return phase == BETWEEN;
}

static int cmd_deal(void) {
    if (phase != BETWEEN) return refuse("cannot deal: a round is in play");
    int any = 0;
    for (int i = 0; i < nplayers; i++) if (players[i].pending_bet > 0) any = 1;
    if (!any) return refuse("cannot deal: nobody has bet");

    if (nshuffled < shoe_size / 4) refill(); /* the cut card came out */

    for (int i = 0; i < nplayers; i++) {
        Player *p = &players[i];
        p->nhands = 0;
        p->in_round = 0;
        p->answered = 0;
        p->insurance = 0;
        if (p->pending_bet > 0) {
            p->in_round = 1;
            memset(&p->hands[0], 0, sizeof(Hand));
            p->hands[0].bet = p->pending_bet;
            p->nhands = 1;
            p->pending_bet = 0;
        }
    }
    ndealer = 0;
    hole_shown = 0;
    for (int i = 0; i < nplayers; i++) if (players[i].in_round) { Hand *h = &players[i].hands[0]; h->cards[h->n++] = draw(); }
    dealer[ndealer++] = draw();
    for (int i = 0; i < nplayers; i++) if (players[i].in_round) { Hand *h = &players[i].hands[0]; h->cards[h->n++] = draw(); }
    dealer[ndealer++] = draw();
    for (int i = 0; i < nplayers; i++)
        if (players[i].in_round && hand_natural(&players[i].hands[0])) players[i].hands[0].done = 1;

    say("Dealt.");
    for (int i = 0; i < nplayers; i++) {
        if (!players[i].in_round) continue;
        say(" %s: ", players[i].name);
        say_cards(players[i].hands[0].cards, players[i].hands[0].n);
        say(".");
    }
    say(" Dealer: %s ?.", dealer[0].rank);

    if (card_is_ace(&dealer[0])) {
        phase = INSURANCE;
        say(" Insurance?");
        return 0;
    }
    if (card_value(&dealer[0]) == 10 && dealer_natural()) {
        hole_shown = 1;
        say(" Dealer has blackjack.");
        settle();
        return 0;
    }
    start_play();
    return 0;
}

static int insurance_open(Player *p) {
    if (phase != INSURANCE) return refuse("insurance is not offered now");
    if (!p->in_round) return refuse("%s is not in this round", p->name);
    if (p->answered) return refuse("%s has already answered insurance", p->name);
    return 0;
}

static int cmd_insurance(const char *name, long amount) {
    Player *p = need_player(name);
    if (!p) return -1;
    if (insurance_open(p) < 0) return -1;
    Hand *h = &p->hands[0];
    if (amount <= 0) return refuse("invalid insurance amount");
    if (amount * 2 > h->bet) return refuse("insurance cannot be more than half the bet");
    if (amount > p->chips) return refuse("%s cannot afford $%ld", name, amount);
    p->chips -= amount;
    p->insurance = (int)amount;
    p->answered = 1;
    say("%s insures for $%ld.", name, amount);
    maybe_close_insurance();
    return 0;
}

static int cmd_even_money(const char *name) {
    Player *p = need_player(name);
    if (!p) return -1;
    if (insurance_open(p) < 0) return -1;
    Hand *h = &p->hands[0];
    if (!hand_natural(h)) return refuse("even money is only for a blackjack");
    p->chips += 2L * h->bet;
    h->even_money = 1;
    h->done = 1;
    p->answered = 1;
    say("%s takes even money: wins $%d.", name, h->bet);
    maybe_close_insurance();
    return 0;
}

static int cmd_no_insurance(const char *name) {
    Player *p = need_player(name);
    if (!p) return -1;
    if (insurance_open(p) < 0) return -1;
    p->answered = 1;
    say("%s declines insurance.", name);
    maybe_close_insurance();
    return 0;
}

/* ------------------------------------------------------------ decisions */

static int cmd_hit(const char *name) {
    Player *p;
    Hand *h = check_turn(name, &p);
    if (!h) return -1;
    if (h->split_ace && h->n >= 2) return refuse("split aces cannot take another card");
    if (h->n >= MAX_CARDS) return refuse("cannot take more cards");
    if (close_insurance_for_decision()) return 0;
    Card c = draw();
    h->cards[h->n++] = c;
    char d[32];
    hand_describe(h, d, sizeof d);
    say(" %s hits: %s, %s.", name, c.rank, d);
    if (hand_bust(h) || hand_total(h) == 21) {
        h->done = 1;
        advance();
    }
    return 0;
}

static int cmd_stand(const char *name) {
    Player *p;
    Hand *h = check_turn(name, &p);
    if (!h) return -1;
    if (close_insurance_for_decision()) return 0;
    h->done = 1;
    say(" %s stands on %d.", name, hand_total(h));
    advance();
    return 0;
}

static int cmd_double(const char *name) {
    Player *p;
    Hand *h = check_turn(name, &p);
    if (!h) return -1;
    if (h->n != 2) return refuse("cannot double: only on the first two cards");
    if (h->split_ace) return refuse("split aces cannot double");
    if (h->from_split && !das) return refuse("cannot double after a split at this table");
    if (p->chips < h->bet) return refuse("%s cannot afford to double", name);
    if (close_insurance_for_decision()) return 0;
    p->chips -= h->bet;
    h->bet *= 2;
    h->doubled = 1;
    Card c = draw();
    h->cards[h->n++] = c;
    h->done = 1;
    char d[32];
    hand_describe(h, d, sizeof d);
    say(" %s doubles to $%d: %s, %s.", name, h->bet, c.rank, d);
    advance();
    return 0;
}

static int cmd_split(const char *name) {
    Player *p;
    Hand *h = check_turn(name, &p);
    if (!h) return -1;
    if (!hand_pair(h)) return refuse("cannot split: not a pair");
    if (p->nhands >= MAX_HANDS) return refuse("cannot split: %d hands at most", MAX_HANDS);
    if (h->split_ace && !resplit_aces) return refuse("split aces cannot be split again");
    if (p->chips < h->bet) return refuse("%s cannot afford to split", name);
    if (close_insurance_for_decision()) return 0;
    p->chips -= h->bet;
    int idx = (int)(h - p->hands);
    int aces = card_is_ace(&h->cards[0]);
    /* the new hand goes to the right of the one split */
    for (int k = p->nhands; k > idx + 1; k--) p->hands[k] = p->hands[k - 1];
    p->nhands++;
    Hand *second = &p->hands[idx + 1];
    memset(second, 0, sizeof *second);
    second->bet = h->bet;
    second->cards[0] = h->cards[1];
    second->n = 1;
    second->from_split = 1;
    h->n = 1;
    h->from_split = 1;
    if (aces) {
        h->split_ace = 1;
        second->split_ace = 1;
    }
    h->cards[h->n++] = draw();
    auto_stand(p, h);
    char d[32];
    hand_describe(h, d, sizeof d);
    say(" %s splits: %s.", name, d);
    if (h->done) advance();
    return 0;
}

static int cmd_surrender(const char *name) {
    Player *p;
    Hand *h = check_turn(name, &p);
    if (!h) return -1;
    if (!surrender_allowed) return refuse("surrender is not offered at this table");
    if (h->from_split || h->n != 2) return refuse("cannot surrender: only the first decision on the first two cards");
    if (close_insurance_for_decision()) return 0;
    int back = h->bet / 2;
    p->chips += back;
    h->surrendered = 1;
    h->done = 1;
    say(" %s surrenders: $%d back.", name, back);
    advance();
    return 0;
}

/* ------------------------------------------------------------ queries */

static int query_chips(const char *name) {
    Player *p = need_player(name);
    if (!p) return -1;
    say("%ld", p->chips);
    return 0;
}

static int query_hand(const char *name) {
    Player *p = need_player(name);
    if (!p) return -1;
    if (p->nhands == 0) { say("none"); return 0; }
    for (int k = 0; k < p->nhands; k++) {
        char d[32];
        hand_describe(&p->hands[k], d, sizeof d);
        say(k ? ", %s" : "%s", d);
    }
    return 0;
}

static int query_dealer(void) {
    if (ndealer == 0) { say("none"); return 0; }
    if (!hole_shown) {
        int t = cards_total(dealer, 1);
        say("%s ?: %d%s", dealer[0].rank, t, cards_soft(dealer, 1) ? " soft" : "");
        return 0;
    }
    char tt[32];
    dealer_total_text(tt, sizeof tt);
    say_cards(dealer, ndealer);
    say(": %s", tt);
    return 0;
}

/* ------------------------------------------------------------ options */

static int is_yes(const char *v) { return !strcmp(v, "yes") || !strcmp(v, "y") || !strcmp(v, "true") || !strcmp(v, "on"); }
static int is_no(const char *v) { return !strcmp(v, "no") || !strcmp(v, "n") || !strcmp(v, "false") || !strcmp(v, "off"); }

static void lower(char *s) { for (; *s; s++) *s = (char)tolower((unsigned char)*s); }

static int split_args(char *s, char **out, int max, const char *seps);

/* Sets a table rule; returns 0 if the name or value is not understood. */
static int set_option(const char *name_in, const char *value_in) {
    char name[128], v[512];
    snprintf(name, sizeof name, "%s", name_in);
    snprintf(v, sizeof v, "%s", value_in);
    lower(name);
    for (char *c = name; *c; c++) if (*c == '_') *c = '-';
    char lv[512];
    snprintf(lv, sizeof lv, "%s", v);
    lower(lv);
    if (!strcmp(name, "dealer")) {
        if (!strcmp(lv, "h17")) { hit_soft17 = 1; return 1; }
        if (!strcmp(lv, "s17")) { hit_soft17 = 0; return 1; }
        return 0;
    }
    if (!strcmp(name, "payout")) {
        int w, per;
        char extra;
        if (sscanf(lv, "%d:%d%c", &w, &per, &extra) == 2 && w >= 0 && per > 0) {
            pay_win = w;
            pay_per = per;
            return 1;
        }
        return 0;
    }
    int *flag = NULL;
    if (!strcmp(name, "das")) flag = &das;
    else if (!strcmp(name, "resplit-aces")) flag = &resplit_aces;
    else if (!strcmp(name, "surrender")) flag = &surrender_allowed;
    if (flag) {
        if (is_yes(lv)) { *flag = 1; return 1; }
        if (is_no(lv)) { *flag = 0; return 1; }
        return 0;
    }
    if (!strcmp(name, "decks")) {
        int d = atoi(lv);
        if (d < 1 || d > 8) return 0;
        decks = d;
        refill();
        return 1;
    }
    if (!strcmp(name, "shoe")) {
        char **cards = malloc(sizeof(char *) * (strlen(v) + 1));
        if (!cards) return 0;
        int n = split_args(v, cards, (int)strlen(v) + 1, ", \t");
        msg[0] = 0;
        int ok = cmd_shoe(cards, n) == 0;
        msg[0] = 0;
        free(cards);
        return ok;
    }
    return 0;
}

/* ------------------------------------------------------------ the command loop */

static char *trim(char *s) {
    while (isspace((unsigned char)*s)) s++;
    char *e = s + strlen(s);
    while (e > s && isspace((unsigned char)e[-1])) *--e = 0;
    return s;
}

/* Splits s in place at any of seps; empty pieces are dropped. */
static int split_args(char *s, char **out, int max, const char *seps) {
    int n = 0;
    char *tok = strtok(s, seps);
    while (tok && n < max) {
        char *t = trim(tok);
        if (*t) out[n++] = t;
        tok = strtok(NULL, seps);
    }
    return n;
}

static int need_args(int have, int want) {
    if (have < want) return refuse("invalid command: missing arguments");
    return 0;
}

static int parse_amount(const char *s, long *out) {
    if (*s == '$') s++;
    char *end;
    long v = strtol(s, &end, 10);
    if (end == s || *trim(end)) return refuse("invalid number: %s", s);
    if (v > 1000000000L || v < -1000000000L) return refuse("invalid number: %s", s);
    *out = v;
    return 0;
}

/* Runs one line; returns 1 if a reply was made (in msg), 0 for a line to skip, 2 to quit. */
static int run_line(char *raw) {
    char *line = trim(raw);
    if (!strncmp(line, "blackjack>", 10)) line = trim(line + 10);
    if (!*line || *line == '#') return 0;

    char *cmd;
    free(line_args);
    line_args = malloc(sizeof(char *) * (strlen(line) + 1));
    if (!line_args) { perror("malloc"); exit(1); }
    char **args = line_args;
    int maxargs = (int)strlen(line) + 1;
    int nargs = 0;
    char *open = strchr(line, '(');
    if (open) {
        *open = 0;
        cmd = trim(line);
        char *inside = open + 1;
        char *close = strrchr(inside, ')');
        if (close) *close = 0;
        nargs = split_args(inside, args, maxargs, ",");
    } else {
        char *sp = line;
        while (*sp && !isspace((unsigned char)*sp) && *sp != ',') sp++;
        if (*sp) {
            *sp = 0;
            nargs = split_args(sp + 1, args, maxargs, ", \t");
        }
        cmd = line;
    }
    char lc[64];
    snprintf(lc, sizeof lc, "%s", cmd);
    lower(lc);

    msg[0] = 0;
    err[0] = 0;
    int rc;
    long amount;
    if (!strcmp(lc, "addplayer")) {
        rc = need_args(nargs, 2);
        if (rc == 0) rc = parse_amount(args[1], &amount);
        if (rc == 0) rc = cmd_add_player(args[0], amount);
    } else if (!strcmp(lc, "bet")) {
        rc = need_args(nargs, 2);
        if (rc == 0) rc = parse_amount(args[1], &amount);
        if (rc == 0) rc = cmd_bet(args[0], amount);
    } else if (!strcmp(lc, "deal")) {
        rc = cmd_deal();
    } else if (!strcmp(lc, "insurance")) {
        rc = need_args(nargs, 2);
        if (rc == 0) rc = parse_amount(args[1], &amount);
        if (rc == 0) rc = cmd_insurance(args[0], amount);
    } else if (!strcmp(lc, "evenmoney")) {
        rc = need_args(nargs, 1);
        if (rc == 0) rc = cmd_even_money(args[0]);
    } else if (!strcmp(lc, "noinsurance")) {
        rc = need_args(nargs, 1);
        if (rc == 0) rc = cmd_no_insurance(args[0]);
    } else if (!strcmp(lc, "hit")) {
        rc = need_args(nargs, 1);
        if (rc == 0) rc = cmd_hit(args[0]);
    } else if (!strcmp(lc, "stand")) {
        rc = need_args(nargs, 1);
        if (rc == 0) rc = cmd_stand(args[0]);
    } else if (!strcmp(lc, "double") || !strcmp(lc, "doubledown")) {
        rc = need_args(nargs, 1);
        if (rc == 0) rc = cmd_double(args[0]);
    } else if (!strcmp(lc, "split")) {
        rc = need_args(nargs, 1);
        if (rc == 0) rc = cmd_split(args[0]);
    } else if (!strcmp(lc, "surrender")) {
        rc = need_args(nargs, 1);
        if (rc == 0) rc = cmd_surrender(args[0]);
    } else if (!strcmp(lc, "shoe")) {
        rc = cmd_shoe(args, nargs);
    } else if (!strcmp(lc, "chips")) {
        rc = need_args(nargs, 1);
        if (rc == 0) rc = query_chips(args[0]);
    } else if (!strcmp(lc, "hand")) {
        rc = need_args(nargs, 1);
        if (rc == 0) rc = query_hand(args[0]);
    } else if (!strcmp(lc, "dealer")) {
        rc = query_dealer();
    } else if (!strcmp(lc, "quit") || !strcmp(lc, "exit")) {
        snprintf(msg, sizeof msg, "Bye.");
        return 2;
    } else {
        rc = refuse("unknown command %s", cmd);
    }
    if (rc < 0) snprintf(msg, sizeof msg, "error: %s", err);
    return 1;
}

int main(int argc, char **argv) {
    srand((unsigned)time(NULL) ^ (unsigned)clock());
    refill();

    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (strncmp(a, "--", 2) != 0) {
            fprintf(stderr, "ignoring argument %s\n", a);
            continue;
        }
        char name[128];
        const char *value = "";
        snprintf(name, sizeof name, "%s", a + 2);
        char *eq = strchr(name, '=');
        if (eq) {
            *eq = 0;
            value = a + 2 + (eq - name) + 1;
        } else if (i + 1 < argc && strncmp(argv[i + 1], "--", 2) != 0) {
            value = argv[++i];
        }
        if (!set_option(name, value)) fprintf(stderr, "ignoring option --%s %s\n", name, value);
    }

    char *line = NULL;
    size_t cap = 0;
    while (getline(&line, &cap, stdin) != -1) {
        int r = run_line(line);
        if (r == 0) continue;
        /* one line out per command */
        for (char *c = msg; *c; c++) if (*c == '\n' || *c == '\r') *c = ' ';
        puts(trim(msg));
        fflush(stdout);
        if (r == 2) break;
    }
    free(line);
    return 0;
}
