/* rc_match.c — the match around the games (spec §7), the smart clock (§8)
 * and the ratings (§9). See rc.h. */
#include <string.h>
#include "cart/console.h"
#include "cart/ricochet/rc.h"

rc_match_t rc_match;

void rc_match_start(uint8_t variant, uint8_t first)
{
    memset(&rc_match, 0, sizeof rc_match);
    rc_match.variant = variant;
    rc_match.bumpers[0] = rc_match.bumpers[1] = RC_BUMPERS(variant);
    rc_match.value[0] = rc_match.value[1] = 10;
    rc_match.next_first = first;
    rc_match.last_winner = 2;
    rc_match_next();
}

void rc_match_next(void)
{
    rc_new_game(rc_match.variant, rc_match.next_first, rc_match.bumpers, rc_match.value);
}

uint8_t rc_match_game_end(void)
{
    int16_t d = rc.score[RC_LEFT] - rc.score[RC_RIGHT];
    uint8_t w = RC_LEFT, tenths;
    ++rc_match.games;
    if (d == 0) {                       /* a tie changes nothing [C] */
        rc_match.last_winner = 2;
        rc_match.next_first = (uint8_t)(rc.first ^ 1);
        return 2;
    }
    if (d < 0) {
        w = RC_RIGHT;
        d = (int16_t)-d;
    }
    tenths = (uint8_t)(d / 10 > 98 ? 98 : d / 10);
    rc_match.mpoints[w] = (uint8_t)(rc_match.mpoints[w] + 1 + tenths);       /* M20 */
    rc_match.value[w] = (uint8_t)(rc_match.value[w] + tenths > 99 ? 99 : rc_match.value[w] + tenths);
    rc_match.bumpers[w ^ 1] /= 2;                                           /* M21 */
    if (rc_match.bumpers[w ^ 1] == 0)
        rc_match.over = 1;                                                  /* M22 */
    rc_match.last_winner = w;
    rc_match.next_first = (uint8_t)(w ^ 1);   /* the loser goes first [C] */
    return w;
}

uint8_t rc_match_winner(void)
{
    if (rc_match.mpoints[0] != rc_match.mpoints[1])
        return rc_match.mpoints[0] > rc_match.mpoints[1] ? RC_LEFT : RC_RIGHT;
    return rc_match.last_winner;
}

static uint16_t average(uint8_t side)
{
    return rc_match.clock_n[side] ? rc_match.clock_sum[side] / rc_match.clock_n[side] : 20;
}

uint16_t rc_clock_limit(uint8_t side)
{
    uint16_t a = average((uint8_t)(side ^ 1)), t = a + a / 2;
    return t < 5 ? 5 : t;
}

void rc_clock_note(uint8_t side, uint16_t secs)
{
    if (rc_match.clock_sum[side] < 60000u) {
        rc_match.clock_sum[side] += secs > 999 ? 999 : secs;
        ++rc_match.clock_n[side];
    }
}

uint8_t rc_clock_book(uint8_t side, uint16_t secs)
{
    uint16_t bonus = (secs > 999 ? 999 : secs) / rc_clock_limit(side);
    rc_clock_note(side, secs);
    rc.score[side ^ 1] += (int16_t)bonus;
    return (uint8_t)bonus;
}

uint16_t rc_rating(uint16_t r, uint16_t ro, uint8_t m, uint8_t mo, uint8_t g)
{
    int16_t d = (int16_t)m - (int16_t)mo, mag, sum;
    if (d > 20)
        d = 20;
    if (d < -20)
        d = -20;
    if (g == 0)
        g = 1;
    mag = (int16_t)(400 * (d < 0 ? -d : d) / (int16_t)g);
    sum = (int16_t)(r > 9999 ? 9999 : r) + (int16_t)(ro > 9999 ? 9999 : ro) + (d < 0 ? -mag : mag);
    if (sum <= 0)
        return 0;
    sum = CON_DIV(sum, 2);
    return (uint16_t)(sum > 9999 ? 9999 : sum);
}
