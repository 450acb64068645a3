/* rc_play.c — Ricochet's computer opponents against each other (natively).
 *
 *   rc_play table
 *       Every pair of opponents, every variant, both colours: one match
 *       each; prints the match points of each pair and the totals.
 *   rc_play game VARIANT LEFT RIGHT
 *       One game (the first of a match, Left first): one line per turn,
 *       "SIDE ACTION-CODE NOTATION SCORE-SCORE" — the record bench/ricochet.sh
 *       replays on the 6502 to time each turn.
 * A match stops after RC_PLAY_GAMES games (ties could go on for ever). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "cart/ricochet/rc.h"
#include "cart/ricochet/rc_ai.h"

#define RC_PLAY_GAMES 12

/* A match of opponent a (Left) against b (Right); match points added to mp. */
static void match(uint8_t variant, uint8_t a, uint8_t b, unsigned mp[2])
{
    rc_ai_match(variant, a, b, RC_PLAY_GAMES);
    mp[0] += rc_match.mpoints[0];
    mp[1] += rc_match.mpoints[1];
}

static int table(void)
{
    unsigned tot[5] = { 0 }, mp[2];
    uint8_t a, b, v, side;
    printf("opponents  match points over 5 variants x both colours (10 matches)\n");
    for (a = 1; a <= 4; ++a)
        for (b = (uint8_t)(a + 1); b <= 4; ++b) {
            unsigned pa = 0, pb = 0;
            for (v = 1; v <= 5; ++v)
                for (side = 0; side < 2; ++side) {
                    mp[0] = mp[1] = 0;
                    if (side == 0)
                        match(v, a, b, mp);
                    else
                        match(v, b, a, mp);
                    pa += mp[side];
                    pb += mp[side ^ 1];
                }
            printf("%u vs %u     %3u - %3u\n", a, b, pa, pb);
            tot[a] += pa;
            tot[b] += pb;
        }
    printf("totals     1: %u  2: %u  3: %u  4: %u\n", tot[1], tot[2], tot[3], tot[4]);
    return 0;
}

static int game(uint8_t variant, uint8_t a, uint8_t b)
{
    uint8_t op[2];                  /* cc65: no initialiser from variables */
    static char note[8];
    rc_action act;
    op[0] = a;
    op[1] = b;
    rc_match_start(variant, RC_LEFT);
    while (!rc.over) {
        uint8_t side = rc.turn;
        act = rc_ai_choose(op[side]);
        rc_ai_notation(act, note);
        rc_clock_note(side, rc_ai_secs[op[side]]);
        rc_ai_apply(act);
        printf("%c %u %s %d-%d\n", side ? 'R' : 'L', (unsigned)act, note, rc.score[0], rc.score[1]);
    }
    return 0;
}

int main(int argc, char **argv)
{
    if (argc == 2 && strcmp(argv[1], "table") == 0)
        return table();
    if (argc == 5 && strcmp(argv[1], "game") == 0) {
        int v = atoi(argv[2]), a = atoi(argv[3]), b = atoi(argv[4]);
        if (v >= 1 && v <= 5 && a >= 1 && a <= 4 && b >= 1 && b <= 4)
            return game((uint8_t)v, (uint8_t)a, (uint8_t)b);
    }
    fputs("usage: rc_play table | rc_play game VARIANT LEFT RIGHT (1-5, 1-4, 1-4)\n", stderr);
    return 2;
}
