/* ai.c — fixed-depth alpha-beta and the exact endgame search (ai.h). */
#include "cart/ai/ai.h"
#include "cart/reversi/rv.h"

uint32_t ai_nodes;
uint8_t  ai_pv[AI_MAX_PLY];
uint8_t  ai_pv_len;
int16_t  ai_score;
uint8_t  ai_exact;
uint8_t  ai_ply;
uint8_t  ai_moves[AI_MAX_PLY][AI_MAX_MOVES];
int16_t  ai_alpha[AI_MAX_PLY];
uint16_t ai_poll_every;
uint8_t (*ai_poll)(void);

#define INF 32000

/* Per-ply state (see the cc65 note in ai.h). */
static int16_t beta[AI_MAX_PLY], best[AI_MAX_PLY];
static uint8_t left[AI_MAX_PLY];           /* plies left; exact mode ignores it */
static uint8_t count[AI_MAX_PLY], idx[AI_MAX_PLY];
static uint8_t pv[AI_MAX_PLY][AI_MAX_PLY];  /* triangular PV table */
static uint8_t pv_len[AI_MAX_PLY];
static uint8_t exact, stop;
static uint16_t until_poll;
static const ai_eval *eval;

/* Static move order: corners first, then edges and the centre, X-squares
 * last; ties keep the generator's order. Lower rank = tried first. */
static const uint8_t rank[64] = {
    0, 7, 2, 3, 3, 2, 7, 0,
    7, 9, 5, 5, 5, 5, 9, 7,
    2, 5, 1, 4, 4, 1, 5, 2,
    3, 5, 4, 6, 6, 4, 5, 3,
    3, 5, 4, 6, 6, 4, 5, 3,
    2, 5, 1, 4, 4, 1, 5, 2,
    7, 9, 5, 5, 5, 5, 9, 7,
    0, 7, 2, 3, 3, 2, 7, 0,
};

/* Insertion sort of ply p's moves by rank (n is small). */
static void order(uint8_t p)
{
    uint8_t *m = ai_moves[p];
    uint8_t i, j, sq;
    for (i = 1; i < count[p]; ++i) {
        sq = m[i];
        for (j = i; j > 0 && rank[m[j - 1]] > rank[sq]; --j)
            m[j] = m[j - 1];
        m[j] = sq;
    }
}

/* Final score for the side to move: disc difference, empties to the winner,
 * pushed beyond AI_WIN unless the search is exact (then it is the score). */
static int16_t final_score(void)
{
    int16_t d = (int16_t)rv_count(rv_side()) - (int16_t)rv_count((uint8_t)(3 - rv_side()));
    int16_t empties = (int16_t)(64 - rv_count(RV_BLACK) - rv_count(RV_WHITE));
    if (d > 0) d += empties;
    else if (d < 0) d -= empties;
    if (exact)
        return d;
    return d > 0 ? (int16_t)(AI_WIN + d) : d < 0 ? (int16_t)(-AI_WIN + d) : 0;
}

static void poll_tick(void)
{
    if (!ai_poll_every || --until_poll)
        return;
    until_poll = ai_poll_every;
    if (ai_poll && ai_poll())
        stop = 1;
}

static int16_t search(void);

/* Searches the child after the move just made (or pass) and returns its
 * value from this ply's side. */
static int16_t child(uint8_t p)
{
    int16_t v;
    ai_alpha[p + 1] = (int16_t)-beta[p];
    beta[p + 1] = (int16_t)-ai_alpha[p];
    left[p + 1] = (uint8_t)(left[p] - 1);
    ai_ply = (uint8_t)(p + 1);
    v = (int16_t)-search();
    ai_ply = p;
    rv_undo();
    return v;
}

static void take_pv(uint8_t p, uint8_t sq)
{
    uint8_t i, n = pv_len[p + 1];
    pv[p][p] = sq;
    for (i = (uint8_t)(p + 1); i < p + 1 + n && i < AI_MAX_PLY; ++i)
        pv[p][i] = pv[p + 1][i];
    pv_len[p] = (uint8_t)(n + 1);
}

/* No legal move at ply p: pass, or score the finished game. */
static int16_t no_moves(uint8_t p)
{
    int16_t v;
    if (!rv_can_move((uint8_t)(3 - rv_side())))
        return final_score();
    if (p + 1 >= AI_MAX_PLY)
        return ai_evaluate(eval);
    rv_pass();
    v = child(p);
    take_pv(p, AI_PASS);
    return v;
}

static int16_t search(void)
{
    uint8_t p = ai_ply, sq;
    int16_t v;
    ++ai_nodes;
    poll_tick();
    pv_len[p] = 0;
    if (stop)
        return 0;
    if ((!exact && left[p] == 0) || p + 1 >= AI_MAX_PLY)
        return ai_evaluate(eval);
    count[p] = rv_gen(ai_moves[p]);
    if (count[p] == 0)
        return no_moves(p);
    order(p);
    best[p] = -INF;
    for (idx[p] = 0; idx[p] < count[p]; ++idx[p]) {
        sq = ai_moves[p][idx[p]];
        rv_make(sq);
        v = child(p);
        if (stop)
            break;
        if (v > best[p]) {
            best[p] = v;
            take_pv(p, ai_moves[p][idx[p]]);
            if (v > ai_alpha[p]) {
                ai_alpha[p] = v;
                if (v >= beta[p])
                    break;
            }
        }
    }
    return best[p];
}

uint8_t ai_think(const ai_params *prm)
{
    uint8_t empties = (uint8_t)(64 - rv_count(RV_BLACK) - rv_count(RV_WHITE));
    uint8_t list[AI_MAX_MOVES];
    if (rv_gen(list) == 0)
        return AI_PASS;
    eval = prm->eval;
    exact = prm->endgame && empties <= prm->endgame;
    stop = 0;
    ai_nodes = 0;
    until_poll = ai_poll_every;
    ai_ply = 0;
    ai_alpha[0] = -INF;
    beta[0] = INF;
    left[0] = prm->depth ? prm->depth : 1;
    pv_len[0] = 0;
    ai_score = search();
    ai_exact = exact && !stop;
    ai_pv_len = pv_len[0];
    for (empties = 0; empties < ai_pv_len; ++empties)
        ai_pv[empties] = pv[0][empties];
    /* Stopped before any move was valued: play the first in order. */
    if (!ai_pv_len) {
        ai_pv[0] = ai_moves[0][0];
        ai_pv_len = 1;
    }
    return ai_pv[0];
}
