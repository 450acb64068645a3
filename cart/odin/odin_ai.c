/* odin_ai.c — Odin's skill levels (the manual's Skill Level Table), the
 * level-1 square priority, the opening library, and the search: srch_think
 * (cart/search) in the middle game, searched 1, 2, ... plies deep up to the
 * level's depth, the exact endgame module (cart/search/endgame) from the
 * level's trigger on. While either searches, the poll hook ends a logical
 * frame every POLL_NODES nodes, flickers the asterisk and stops the search
 * on BREAK: Odin plays the best move of the last depth he finished (in the
 * endgame, the best move proved so far).
 */
#include "cart/odin/odin.h"
#include "cart/search/search.h"
#include "cart/search/endgame.h"
#include "cart/reversi/rv.h"

const char odin_level_keys[ODIN_LEVELS + 1] = "123456789ABCDEFGTX";

uint8_t odin_level;
uint8_t odin_library;
uint8_t odin_pv[40];
uint8_t odin_pv_len;
int16_t odin_value;
uint8_t odin_value_kind;
uint8_t odin_depth;
uint8_t odin_in_book;
uint8_t odin_broken;

#define POLL_NODES 16
#define PRIORITY 0            /* "depth" of levels 1 and 2 */

/* Middle-game depth and endgame trigger (empties) per level, from the
 * manual's table; levels 1 and 2 use the square priority (trigger 0 / 3);
 * T is computed (tournament schedule). */
static const uint8_t depth_of[ODIN_LEVELS] = {
    PRIORITY, PRIORITY, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 8, 5, 10 };
static const uint8_t trigger_of[ODIN_LEVELS] = {
    0, 3, 3, 5, 5, 7, 7, 9, 9, 11, 11, 13, 13, 15, 15, 17, 13, 18 };

/* Level 1: squares from best to worst by location only (Frey, BYTE July
 * 1980): corners, A and B edge squares, the C3/D3 ring, inner squares next
 * to the edges, C-squares, X-squares last. */
static const uint8_t priority[60] = {
     0,  7, 56, 63,
     2,  5, 16, 23, 40, 47, 58, 61,
     3,  4, 24, 31, 32, 39, 59, 60,
    18, 21, 42, 45, 19, 20, 26, 29, 34, 37, 43, 44,
    10, 11, 12, 13, 17, 22, 25, 30, 33, 38, 41, 46, 50, 51, 52, 53,
     1,  6,  8, 15, 48, 55, 57, 62,
     9, 14, 49, 54,
};

/* Odin's evaluation (1/8 disc units): square classes (see cart/search/eval.c),
 * mobility, the corner rule. */
static const srch_eval odin_eval = {
    { 80, -20, 12, 8, -40, -6, -3, 3, 1, 0 }, 8, 0, 1 };

static uint8_t star;

static uint8_t poll_hook(void)
{
    con_poll();
    star ^= 1;
    odin_star(star);
    if (con_key() == CON_K_BREAK)
        odin_broken = 1;
    return odin_broken;
}

static uint8_t by_priority(void)
{
    uint8_t i;
    for (i = 0; i < 60; ++i)
        if (rv_legal(priority[i]))
            return priority[i];
    return SRCH_PASS;
}

/* The four symmetries of the start position (each its own inverse):
 * identity, half turn, main diagonal, anti-diagonal. */
static uint8_t sym(uint8_t t, uint8_t sq)
{
    uint8_t c = (uint8_t)(sq & 7), r = (uint8_t)(sq >> 3), x;
    if (t & 1) {
        c = (uint8_t)(7 - c);
        r = (uint8_t)(7 - r);
    }
    if (t & 2) {
        x = c;
        c = r;
        r = x;
    }
    return (uint8_t)(r * 8 + c);
}

/* The library's move after the game record rec[0..n) played from the
 * start: the next move of the first line (in file order, under the first
 * symmetry that fits) that the record begins; SRCH_NONE if none. */
static uint8_t book_move(const uint8_t *rec, uint8_t n)
{
    static uint8_t line[64];           /* the line being read, as squares */
    uint8_t t, j, len;
    const char *s;
    for (t = 0; t < 4; ++t)
        for (s = odin_book; *s;) {
            len = (uint8_t)(*s++ - 'A');   /* moves shared with the line before */
            for (; *s >= 'a'; s += 2)
                line[len++] = rv_sq_parse(s);
            for (j = 0; j < n && j < len && line[j] == sym(t, rec[j]); ++j)
                ;
            if (j == n && len > n)
                return sym(t, line[n]);
        }
    return SRCH_NONE;
}

static void take_pv(const uint8_t *pv, uint8_t n)
{
    uint8_t i;
    if (n > sizeof odin_pv)
        n = sizeof odin_pv;
    for (i = 0; i < n; ++i)
        odin_pv[i] = pv[i];
    odin_pv_len = n;
}

/* The tournament schedule: 5, 6, then 7 plies; the endgame at 14 empties
 * when the game is close or Odin is behind (his last value under two
 * discs), else at 13. */
static void tournament(uint8_t empties, uint8_t *depth, uint8_t *trigger)
{
    *depth = empties > 44 ? 5 : (empties > 20 ? 6 : 7);
    *trigger = odin_value < 16 ? 14 : 13;
}

/* The middle game, 1, 2, ... plies deep up to depth: each depth is a search
 * of its own (srch_think keeps nothing between calls), so the full depth plays
 * what one search of that depth plays; BREAK keeps the last finished depth
 * (the search's own best so far when even depth 1 was stopped). */
static uint8_t middle_game(uint8_t depth)
{
    static srch_params p;
    uint8_t d, sq = SRCH_NONE;
    srch_params_plain(&p, 1, 0, &odin_eval);
    for (d = 1; d <= depth; ++d) {
        p.depth = d;
        srch_think(&p);
        if (odin_broken && d > 1)
            break;
        sq = srch_pv[0];
        take_pv(srch_pv, srch_pv_len);
        if (odin_broken)
            break;
        odin_value = srch_score;
        odin_value_kind = ODIN_VALUE_EIGHTHS;
        odin_depth = d;
    }
    return sq;
}

/* The endgame module; stopped by BREAK, its score is a lower bound of the
 * move it plays once a move was proved; before that, V shows the move
 * unvalued. */
static uint8_t endgame(void)
{
    uint8_t sq = eg_solve();
    take_pv(eg_pv, eg_pv_len);
    if (!eg_pv_len) {                  /* stopped before a move was proved */
        odin_pv[0] = sq;
        odin_pv_len = 1;
    }
    if (eg_exact || eg_pv_len) {
        odin_value = eg_score;
        odin_value_kind = eg_exact ? ODIN_VALUE_FINAL : ODIN_VALUE_AT_LEAST;
    }
    return sq;
}

uint8_t odin_think(const uint8_t *rec, uint8_t nrec, uint8_t from_start)
{
    uint8_t empties = rv_count(RV_EMPTY), sq, depth, trigger;
    con_trace("thinking");         /* think times: tools/thinktime.sh */
    con_trace_end();
    odin_in_book = 0;
    odin_broken = 0;
    if (!rv_mobility())
        return SRCH_PASS;
    if (odin_library && from_start && nrec < 30) {
        sq = book_move(rec, nrec);
        if (sq != SRCH_NONE && rv_legal(sq)) {
            odin_in_book = 1;
            odin_pv_len = 0;
            return sq;
        }
    }
    depth = depth_of[odin_level];
    trigger = trigger_of[odin_level];
    if (odin_level == ODIN_LV_T)
        tournament(empties, &depth, &trigger);
    star = 0;
    srch_poll_every = POLL_NODES;
    srch_poll = poll_hook;
    eg_poll_every = POLL_NODES;
    eg_poll = poll_hook;
    odin_value_kind = ODIN_VALUE_NONE;
    odin_depth = 0;
    if (empties <= trigger) {
        sq = endgame();
    } else if (depth == PRIORITY) {
        sq = by_priority();
        odin_pv_len = 0;
    } else {
        sq = middle_game(depth);
    }
    if (odin_value_kind == ODIN_VALUE_NONE)
        odin_value = 0;                /* stopped before any move was valued */
    odin_star(0);
    return sq;
}

uint8_t odin_tutor(uint8_t *moves, int16_t *values)
{
    uint8_t n = srch_tutor(&odin_eval, moves, values), i;
    for (i = 0; i < n; ++i)
        /* in discs, cut toward zero on every target (cc65 shifts a
         * negative value's division by 8, rounding it down) */
        values[i] = (int16_t)(values[i] < 0 ? -(-values[i] / 8) : values[i] / 8);
    return n;
}
