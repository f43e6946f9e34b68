/*
 * Craps lab: pass line, come and odds bets, several players.
 * Reads one command per line on standard input and answers each with one line.
 * Built and started by run.sh.
 */
#define _GNU_SOURCE
#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>

#define MAX_NAME 20
#define MAX_COME 6 /* at most one come bet per point number */
#define MAX_ARGS 8

typedef struct {
    int number;
    long long amount;
    long long odds;
} ComeBet;

typedef struct {
    char name[MAX_NAME + 1];
    long long rack;
    long long pass_amount;
    long long pass_odds;
    long long come_waiting;
    ComeBet come[MAX_COME];
    int ncome;
} Player;

static Player *players = NULL;
static int nplayers = 0;
static int cap = 0;
static int point = 0; /* 0 = off */
static int shooter = 0;

static char msg[8192]; /* the answer line */

static int refuse(const char *fmt, ...) {
    va_list ap;
    int n = snprintf(msg, sizeof msg, "error: ");
    va_start(ap, fmt);
    vsnprintf(msg + n, sizeof msg - n, fmt, ap);
    va_end(ap);
    return -1;
}

static void say(const char *fmt, ...) { /* appends to msg */
    va_list ap;
    size_t n = strlen(msg);
    if (n >= sizeof msg - 1) return;
    va_start(ap, fmt);
    vsnprintf(msg + n, sizeof msg - n, fmt, ap);
    va_end(ap);
}

static int is_point_number(int n) {
    return n == 4 || n == 5 || n == 6 || n == 8 || n == 9 || n == 10;
}

/* True odds, rounded down to whole dollars. */
static long long odds_winnings(int number, long long amount) {
    if (number == 4 || number == 10) return amount * 2;
    if (number == 5 || number == 9) return amount * 3 / 2;
    return amount * 6 / 5;
}

static Player *find(const char *name) {
    for (int i = 0; i < nplayers; i++)
        if (strcasecmp(players[i].name, name) == 0) return &players[i];
    return NULL;
}

#define FIND_OR_REFUSE(p, name)                                        \
    Player *p = find(name);                                            \
    if (!p) return refuse("no player named %s is seated", name)

static int check_amount(Player *p, long long amount) {
    if (amount < 1) return refuse("amount must be at least $1, %lld is invalid", amount);
    if (amount > p->rack)
        return refuse("%s cannot bet $%lld (only $%lld left)", p->name, amount, p->rack);
    return 0;
}

/* Sets *cb to the come bet on number, or NULL for the pass line bet. */
static int line_bet_on(Player *p, long long number, ComeBet **cb) {
    if (!is_point_number((int)number) || number != (int)number)
        return refuse("odds go on 4, 5, 6, 8, 9 or 10, not %lld", number);
    if (point == number && p->pass_amount > 0) {
        *cb = NULL;
        return 0;
    }
    for (int i = 0; i < p->ncome; i++) {
        if (p->come[i].number == number) {
            *cb = &p->come[i];
            return 0;
        }
    }
    return refuse("%s has no line bet on %lld: odds not allowed", p->name, number);
}

static int valid_name(const char *s) {
    size_t n = strlen(s);
    if (n < 1 || n > MAX_NAME || !isalpha((unsigned char)s[0])) return 0;
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)s[i];
        if (c > 127 || !(isalnum(c) || c == '_' || c == '.' || c == '-')) return 0;
    }
    return 1;
}

static int add_player(const char *name, long long chips) {
    if (!valid_name(name)) return refuse("invalid name '%s'", name);
    Player *twin = find(name);
    if (twin) return refuse("%s is already seated: cannot seat twice", twin->name);
    if (chips < 1) return refuse("chips must be at least $1, %lld is invalid", chips);
    if (nplayers == cap) {
        cap = cap ? cap * 2 : 8;
        players = realloc(players, (size_t)cap * sizeof *players);
        if (!players) {
            perror("realloc");
            exit(1);
        }
    }
    Player *p = &players[nplayers++];
    memset(p, 0, sizeof *p);
    strcpy(p->name, name);
    p->rack = chips;
    say("Welcome %s, with $%lld.", name, chips);
    return 0;
}

static int place_line_bet(const char *name, long long amount) {
    FIND_OR_REFUSE(p, name);
    if (point) return refuse("cannot bet the pass line while the point is %d", point);
    if (check_amount(p, amount)) return -1;
    p->rack -= amount;
    p->pass_amount += amount;
    say("%s bets $%lld on the pass line.", p->name, amount);
    return 0;
}

static int place_come_bet(const char *name, long long amount) {
    FIND_OR_REFUSE(p, name);
    if (!point) return refuse("cannot bet come while the point is off");
    if (check_amount(p, amount)) return -1;
    p->rack -= amount;
    p->come_waiting += amount;
    say("%s bets $%lld on come.", p->name, amount);
    return 0;
}

static int place_odds_bet(const char *name, long long number, long long amount) {
    FIND_OR_REFUSE(p, name);
    ComeBet *cb;
    if (line_bet_on(p, number, &cb)) return -1;
    long long current = cb ? cb->odds : p->pass_odds;
    if (current > 0)
        return refuse("%s already has $%lld odds on %lld: use changeOddsBet, cannot place twice",
                      p->name, current, number);
    if (check_amount(p, amount)) return -1;
    p->rack -= amount;
    if (cb) cb->odds = amount;
    else p->pass_odds = amount;
    say("%s takes $%lld odds on %s %lld.", p->name, amount, cb ? "come" : "pass", number);
    return 0;
}

static int change_odds_bet(const char *name, long long number, long long amount) {
    FIND_OR_REFUSE(p, name);
    ComeBet *cb;
    if (line_bet_on(p, number, &cb)) return -1;
    long long current = cb ? cb->odds : p->pass_odds;
    if (current == 0)
        return refuse("%s has no odds on %lld to change; use placeOddsBet", p->name, number);
    if (amount < 0) return refuse("new odds cannot be below 0");
    if (amount - current > p->rack)
        return refuse("%s cannot raise the odds to $%lld (only $%lld left)", p->name, amount, p->rack);
    p->rack -= amount - current;
    if (cb) cb->odds = amount;
    else p->pass_odds = amount;
    if (amount == 0) say("%s takes down the odds on %lld.", p->name, number);
    else say("%s now has $%lld odds on %lld.", p->name, amount, number);
    return 0;
}

static int pass_dice(void) {
    if (nplayers == 0) return refuse("no players seated: addPlayer first");
    if (point) return refuse("the point is %d: cannot pass the dice during a round", point);
    shooter = (shooter + 1) % nplayers;
    say("%s has the dice.", players[shooter].name);
    return 0;
}

static void settle(Player *s, int d1, int d2) {
    int t = d1 + d2;
    int come_out = point == 0;
    say("%s rolls %d + %d = %d.", s->name, d1, d2, t);

    /* 1. come bets sitting on numbers, each with its odds */
    for (int i = 0; i < nplayers; i++) {
        Player *p = &players[i];
        int k = 0;
        for (int j = 0; j < p->ncome; j++) {
            ComeBet cb = p->come[j];
            if (t == cb.number) {
                p->rack += 2 * cb.amount;
                say(" %s's come %d wins $%lld", p->name, cb.number, cb.amount);
                if (cb.odds > 0) {
                    if (come_out) {
                        p->rack += cb.odds;
                        say(", $%lld odds returned (off on the come-out)", cb.odds);
                    } else {
                        long long w = odds_winnings(cb.number, cb.odds);
                        p->rack += cb.odds + w;
                        say(", odds win $%lld", w);
                    }
                }
                say(".");
            } else if (t == 7) {
                say(" %s's come %d loses $%lld", p->name, cb.number, cb.amount);
                if (cb.odds > 0) {
                    if (come_out) {
                        p->rack += cb.odds;
                        say(", $%lld odds returned (off on the come-out)", cb.odds);
                    } else {
                        say(", odds lose $%lld", cb.odds);
                    }
                }
                say(".");
            } else {
                p->come[k++] = cb;
            }
        }
        p->ncome = k;
    }

    /* 2. the pass line, each with its odds */
    for (int i = 0; i < nplayers; i++) {
        Player *p = &players[i];
        long long amt = p->pass_amount, odds = p->pass_odds;
        if (!amt) continue;
        if (come_out) {
            if (t == 7 || t == 11) {
                p->rack += 2 * amt;
                p->pass_amount = 0;
                say(" %s's pass line wins $%lld.", p->name, amt);
            } else if (t == 2 || t == 3 || t == 12) {
                p->pass_amount = 0;
                say(" %s's pass line loses $%lld.", p->name, amt);
            }
        } else if (t == point) {
            long long w = odds > 0 ? odds_winnings(t, odds) : 0;
            p->rack += 2 * amt + odds + w;
            p->pass_amount = p->pass_odds = 0;
            say(" %s's pass line wins $%lld", p->name, amt);
            if (odds > 0) say(", odds win $%lld", w);
            say(".");
        } else if (t == 7) {
            p->pass_amount = p->pass_odds = 0;
            say(" %s's pass line loses $%lld", p->name, amt);
            if (odds > 0) say(", odds lose $%lld", odds);
            say(".");
        }
    }

    /* 3. come bets waiting on the come line */
    for (int i = 0; i < nplayers; i++) {
        Player *p = &players[i];
        long long amt = p->come_waiting;
        if (!amt) continue;
        p->come_waiting = 0;
        if (t == 7 || t == 11) {
            p->rack += 2 * amt;
            say(" %s's come bet wins $%lld.", p->name, amt);
        } else if (t == 2 || t == 3 || t == 12) {
            say(" %s's come bet loses $%lld.", p->name, amt);
        } else {
            ComeBet nb = {t, amt, 0};
            p->come[p->ncome++] = nb; /* the bet on t, if any, was decided in step 1 */
            say(" %s's $%lld come bet moves to %d.", p->name, amt, t);
        }
    }

    /* 4. the state change */
    if (come_out) {
        if (is_point_number(t)) {
            point = t;
            say(" The point is %d.", t);
        } else if (t == 7) {
            say(" Natural.");
        } else if (t == 11) {
            say(" Eleven.");
        } else {
            say(" Craps.");
        }
    } else if (t == point) {
        point = 0;
        say(" Point made. The point is off.");
    } else if (t == 7) {
        point = 0;
        say(" Seven out. The point is off.");
        if (nplayers > 1) {
            shooter = (shooter + 1) % nplayers;
            say(" %s has the dice.", players[shooter].name);
        } else {
            say(" %s keeps the dice.", s->name);
        }
    }
}

static int roll(int nargs, const long long *args) {
    if (nplayers == 0) return refuse("no players seated: addPlayer first");
    int d1 = 0, d2 = 0;
    if (nargs == 2) {
        if (args[0] < 1 || args[0] > 6 || args[1] < 1 || args[1] > 6)
            return refuse("a die shows 1 to 6: invalid roll");
        d1 = (int)args[0];
        d2 = (int)args[1];
    } else if (nargs == 1 && args[0] != 0) {
        if (args[0] < 2 || args[0] > 12) return refuse("a roll totals 2 to 12, not %lld", args[0]);
        int total = (int)args[0];
        d1 = total - 6 > 1 ? total - 6 : 1;
        d2 = total - d1;
    }
    Player *s = &players[shooter];
    if (!point && s->pass_amount == 0)
        return refuse("%s must bet the pass line before the come-out roll (or passDice())", s->name);
    if (d1 == 0) {
        d1 = 1 + rand() % 6;
        d2 = 1 + rand() % 6;
    }
    settle(s, d1, d2);
    return 0;
}

static int query_bets(const char *name) {
    FIND_OR_REFUSE(p, name);
    int parts = 0;
    if (p->pass_amount) {
        say("pass");
        if (point) say(" %d", point);
        say(" $%lld", p->pass_amount);
        if (p->pass_odds) say(" odds $%lld", p->pass_odds);
        parts++;
    }
    for (int i = 0; i < p->ncome; i++) {
        say("%scome %d $%lld", parts++ ? "; " : "", p->come[i].number, p->come[i].amount);
        if (p->come[i].odds) say(" odds $%lld", p->come[i].odds);
    }
    if (p->come_waiting) say("%scome $%lld", parts++ ? "; " : "", p->come_waiting);
    if (!parts) say("no bets");
    return 0;
}

/* ----- the command line ----- */

static char *trim(char *s) {
    while (isspace((unsigned char)*s)) s++;
    char *e = s + strlen(s);
    while (e > s && isspace((unsigned char)e[-1])) *--e = '\0';
    return s;
}

static int parse_number(const char *s, long long *out) {
    const char *q = s;
    if (*q == '+' || *q == '-') q++;
    size_t n = strlen(q);
    if (n == 0 || n > 12) return refuse("'%s' is not a whole number", s);
    for (size_t i = 0; i < n; i++)
        if (!isdigit((unsigned char)q[i])) return refuse("'%s' is not a whole number", s);
    *out = strtoll(s, NULL, 10);
    return 0;
}

static int arity(const char *name, int nargs, int n) {
    if (nargs != n) return refuse("%s takes %d argument(s), not %d", name, n, nargs);
    return 0;
}

static int execute(char *line) {
    char *s = trim(line);
    size_t len = strlen(s);
    if (len && s[len - 1] == ';') s[--len] = '\0', s = trim(s);
    char name[64];
    size_t i = 0;
    if (!(isalpha((unsigned char)s[0]) || s[0] == '_')) return refuse("cannot read the line '%s'", s);
    while (isalnum((unsigned char)s[i]) || s[i] == '_') i++;
    if (i >= sizeof name) return refuse("unknown command");
    memcpy(name, s, i);
    name[i] = '\0';
    char *rest = trim(s + i);
    char *argv[MAX_ARGS];
    int nargs = 0;
    if (*rest) {
        size_t rl = strlen(rest);
        if (rest[0] != '(' || rest[rl - 1] != ')') return refuse("cannot read the line '%s'", s);
        rest[rl - 1] = '\0';
        char *inner = trim(rest + 1);
        if (*inner) {
            char *a = inner;
            for (;;) {
                char *comma = strchr(a, ',');
                if (comma) *comma = '\0';
                if (nargs == MAX_ARGS) return refuse("too many arguments");
                argv[nargs++] = trim(a);
                if (!comma) break;
                a = comma + 1;
            }
        }
    }
    char key[64];
    size_t k = 0;
    for (size_t j = 0; name[j]; j++)
        if (name[j] != '_') key[k++] = (char)tolower((unsigned char)name[j]);
    key[k] = '\0';

    long long n1, n2;
    if (!strcmp(key, "addplayer")) {
        if (arity(name, nargs, 2) || parse_number(argv[1], &n1)) return -1;
        return add_player(argv[0], n1);
    }
    if (!strcmp(key, "placelinebet")) {
        if (arity(name, nargs, 2) || parse_number(argv[1], &n1)) return -1;
        return place_line_bet(argv[0], n1);
    }
    if (!strcmp(key, "placecomebet")) {
        if (arity(name, nargs, 2) || parse_number(argv[1], &n1)) return -1;
        return place_come_bet(argv[0], n1);
    }
    if (!strcmp(key, "placeoddsbet")) {
        if (arity(name, nargs, 3) || parse_number(argv[1], &n1) || parse_number(argv[2], &n2)) return -1;
        return place_odds_bet(argv[0], n1, n2);
    }
    if (!strcmp(key, "changeoddsbet")) {
        if (arity(name, nargs, 3) || parse_number(argv[1], &n1) || parse_number(argv[2], &n2)) return -1;
        return change_odds_bet(argv[0], n1, n2);
    }
    if (!strcmp(key, "roll")) {
        long long v[2];
        if (nargs > 2) return refuse("roll takes at most 2 arguments, not %d", nargs);
        for (int j = 0; j < nargs; j++)
            if (parse_number(argv[j], &v[j])) return -1;
        return roll(nargs, v);
    }
    if (!strcmp(key, "passdice")) {
        if (arity(name, nargs, 0)) return -1;
        return pass_dice();
    }
    if (!strcmp(key, "chips")) {
        if (arity(name, nargs, 1)) return -1;
        FIND_OR_REFUSE(p, argv[0]);
        say("%s has $%lld", p->name, p->rack);
        return 0;
    }
    if (!strcmp(key, "point")) {
        if (arity(name, nargs, 0)) return -1;
        if (point) say("Point: %d", point);
        else say("off");
        return 0;
    }
    if (!strcmp(key, "shooter")) {
        if (arity(name, nargs, 0)) return -1;
        say("Shooter: %s", nplayers ? players[shooter].name : "none");
        return 0;
    }
    if (!strcmp(key, "bets")) {
        if (arity(name, nargs, 1)) return -1;
        return query_bets(argv[0]);
    }
    return refuse("unknown command '%s'", name);
}

int main(void) {
    char *line = NULL;
    size_t size = 0;
    srand((unsigned)time(NULL));
    while (getline(&line, &size, stdin) != -1) {
        char *t = trim(line);
        if (!*t || *t == '#') continue;
        msg[0] = '\0';
        execute(t);
        printf("%s\n", msg);
        fflush(stdout);
    }
    free(line);
    return 0;
}
