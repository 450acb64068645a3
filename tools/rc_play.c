/* rc_play.c — Ricochet's computer opponents against each other (natively).
 *
 *   rc_play table
 *       Every pair of opponents, every variant, both colours: one match
 *       each; prints the match points of each pair and the totals.
 *   rc_play differ
 *       The bench's 40 games (bench/movies/rc-oN-vV-F.mov: opponent N as
 *       Right, Left choosing as opponent 1, Left first or second, every
 *       variant), played again natively: at each of the computer's turns
 *       all four opponents choose; prints how often each pair chooses
 *       differently (docs/ricochet.md).
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

static void play(uint8_t op, rc_action act)
{
    rc_clock_note(rc.turn, rc_ai_secs[op]);
    rc_ai_apply(act);
}

static int differ(void)
{
    unsigned diff[5][5] = { { 0 } }, first[5][5] = { { 0 } }, same[5][5] = { { 0 } };
    unsigned turns[5] = { 0 }, all = 0, a, b, k, g[5][5];
    rc_action c[5];
    uint8_t n, v, f, o;
    for (n = 1; n <= 4; ++n)
        for (v = 1; v <= 5; ++v)
            for (f = 0; f < 2; ++f) {
                rc_match_start(v, f ? RC_RIGHT : RC_LEFT);
                memset(g, 0, sizeof g);
                k = 0;
                while (!rc.over) {
                    if (rc.turn == RC_LEFT) {
                        play(1, rc_ai_choose(1));
                        continue;
                    }
                    for (o = 1; o <= 4; ++o)
                        c[o] = rc_ai_choose(o);
                    for (a = 1; a <= 4; ++a)
                        for (b = a + 1; b <= 4; ++b) {
                            diff[a][b] += c[a] != c[b];
                            g[a][b] += c[a] != c[b];
                            first[a][b] += k == 0 && c[a] != c[b];
                        }
                    ++k;
                    ++turns[n];
                    ++all;
                    play(n, c[n]);
                }
                for (a = 1; a <= 4; ++a)
                    for (b = a + 1; b <= 4; ++b)
                        same[a][b] += g[a][b] == 0;
            }
    printf("the bench's 40 games: %u computer turns (opponent 1: %u, 2: %u, 3: %u, 4: %u)\n",
           all, turns[1], turns[2], turns[3], turns[4]);
    printf("pair    turns chosen differently   first turn differs   games agreeing on every turn\n");
    for (a = 1; a <= 4; ++a)
        for (b = a + 1; b <= 4; ++b)
            printf("%u vs %u  %3u of %u  %3u%%          %2u of 40             %2u of 40\n", a, b, diff[a][b],
                   all, (diff[a][b] * 100 + all / 2) / all, first[a][b], same[a][b]);
    return 0;
}

static int game(uint8_t variant, uint8_t a, uint8_t b)
{
    const uint8_t op[2] = { a, b };
    static char note[8];
    rc_action act;
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
    if (argc == 2 && strcmp(argv[1], "differ") == 0)
        return differ();
    if (argc == 5 && strcmp(argv[1], "game") == 0) {
        int v = atoi(argv[2]), a = atoi(argv[3]), b = atoi(argv[4]);
        if (v >= 1 && v <= 5 && a >= 1 && a <= 4 && b >= 1 && b <= 4)
            return game((uint8_t)v, (uint8_t)a, (uint8_t)b);
    }
    fputs("usage: rc_play table | rc_play differ | rc_play game VARIANT LEFT RIGHT (1-5, 1-4, 1-4)\n", stderr);
    return 2;
}
