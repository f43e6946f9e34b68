/* A C student's craps: line bets only, answers the grader's queries one line each. */
#include <stdio.h>
#include <string.h>

static char names[8][32];
static int chips[8], bets[8], players = 0, point = 0, shooter = 0;

static int find(const char *name) {
    for (int i = 0; i < players; i++) if (strcmp(names[i], name) == 0) return i;
    return -1;
}

static void settle(int won) {
    for (int i = 0; i < players; i++) { if (won) chips[i] += 2 * bets[i]; bets[i] = 0; }
}

int main(void) {
    char line[256], name[32];
    int n, p;
    while (fgets(line, sizeof line, stdin)) {
        if (sscanf(line, "addPlayer(%31[^,], %d)", name, &n) == 2 && players < 8) {
            strcpy(names[players], name); chips[players] = n; bets[players++] = 0;
            printf("%s sits down\n", name);
        } else if (sscanf(line, "placeLineBet(%31[^,], %d)", name, &n) == 2) {
            p = find(name);
            if (p < 0 || n > chips[p] || point) printf("error: cannot bet %d\n", n);
            else { chips[p] -= n; bets[p] += n; printf("bet taken\n"); }
        } else if (sscanf(line, "roll(%d)", &n) == 1) {
            if (point == 0 && (n == 7 || n == 11)) settle(1);
            else if (point == 0 && (n == 2 || n == 3 || n == 12)) settle(0);
            else if (point == 0) point = n;
            else if (n == point) { settle(1); point = 0; }
            else if (n == 7) { settle(0); point = 0; shooter = (shooter + 1) % players; }
            printf("rolled %d\n", n);
        } else if (sscanf(line, "chips(%31[^)])", name) == 1 && find(name) >= 0) {
            printf("%s: %d\n", name, chips[find(name)]);
        } else if (sscanf(line, "bets(%31[^)])", name) == 1 && find(name) >= 0) {
            p = find(name);
            if (bets[p] && point) printf("pass %d %d\n", point, bets[p]);
            else if (bets[p]) printf("pass %d\n", bets[p]);
            else printf("no bets\n");
        } else if (strncmp(line, "shooter()", 9) == 0 && players > 0) {
            printf("shooter: %s\n", names[shooter]);
        } else if (strncmp(line, "point()", 7) == 0) {
            if (point) printf("point: %d\n", point); else printf("point: off\n");
        } else {
            printf("error: unknown command\n");
        }
        fflush(stdout);
    }
    return 0;
}
