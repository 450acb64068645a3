/* cap_ai.c — the computer of levels 1-5, its strength rising with the level
 * (docs/capture.md has the table): a deeper search and a finer evaluation
 * each level, and from level 4 an exact endgame.
 *
 * Time is charged by work, not by how fast the machine is: the search polls
 * every POLL_NODES nodes, each poll ends one logical frame, and each frame
 * is a 60th of a second on the computer's clock, on every target alike.
 * POLL_NODES is about the nodes the ROM searches in one 60 Hz frame, so the
 * clock tells roughly the ROM's real thinking time (bench/capture.sh). */
#include "cart/capture/cap.h"
#include "cart/search/search.h"
#include "cart/reversi/rv.h"
#include "cart/kit/kit.h"

#define POLL_NODES 2

/* square classes: corner, C, edge A, edge B, X, inner-edge, inner, C3, D3, centre */
static const srch_eval evals[5] = {
    { {   0,   0,  0, 0,   0,  0,  0, 0, 0, 0 }, 0, 8, 0 },   /* greedy: most discs */
    { {  48,  -8,  8, 6, -24, -2, -1, 2, 1, 0 }, 0, 2, 0 },   /* likes corners and edges */
    { {  64, -16, 12, 8, -32, -4, -2, 4, 1, 0 }, 0, 0, 1 },   /* square values, corner rule */
    { {  64, -16, 10, 6, -32, -6, -3, 2, 0, 0 }, 6, 0, 1 },   /* and mobility */
    { {  80, -20, 12, 8, -40, -6, -3, 3, 1, 0 }, 8, 0, 1 },
};
static const uint8_t depths[5]   = { 1, 2, 3, 3, 3 };
static const uint8_t endgames[5] = { 0, 0, 0, 6, 8 };
/* Level 5 looks one ply further when it has few moves (a cheap search). */
#define DEEPER_MOVES 6

static uint32_t *charged;
static uint32_t limit;

static uint8_t poll_hook(void)
{
    kit_poll();                    /* keys typed meanwhile stay queued */
    ++*charged;
    if (*charged % CAP_FPS == 0)
        cap_clock(1, *charged);
    return limit && *charged >= limit;
}

uint8_t cap_ai_move(uint8_t level, uint32_t *clock, uint32_t limit_frames)
{
    srch_params p;
    uint8_t sq, i = (uint8_t)(level - 1);
    con_trace("thinking");         /* think times: tools/thinktime.sh */
    con_trace_end();
    srch_params_plain(&p, depths[i], endgames[i], &evals[i]);
    if (level == 5 && rv_mobility() <= DEEPER_MOVES)
        ++p.depth;
    charged = clock;
    limit = limit_frames;
    srch_poll_every = POLL_NODES;
    srch_poll = poll_hook;
    sq = srch_think(&p);
    if (limit && *clock >= limit)
        return SRCH_NONE;
    return sq;
}

void cap_ai_trace(void)
{
    con_trace("think nodes ");
    con_trace_u16((uint16_t)(srch_nodes > 65535u ? 65535u : srch_nodes));
    con_trace(srch_exact ? " exact " : " score ");
    if (srch_score < 0) {
        con_trace_char('-');
        con_trace_u16((uint16_t)-srch_score);
    } else {
        con_trace_u16((uint16_t)srch_score);
    }
    con_trace_end();
}
