/* vv_ai.c — Vice Versa's five computer opponents. Each searches with
 * alpha-beta exactly the lookahead of the manual's table (computer + user
 * plies: 1+1, 2+1, 2+2, 3+2, 3+3) and evaluates in its own style, after the
 * manual's strategy section (corners, edges, mobility):
 *
 *   ABE      2 plies  counts pieces and grabs corners: quick, aggressive, not bright
 *   BETTY    3 plies  square values: quick and bright
 *   CHARLIE  4 plies  square values with the corner rule: does things right
 *   DOROTHY  5 plies  square values, corner rule, mobility, few flips: cautious
 *   ERNEST   6 plies  everything, heavier corners and mobility
 *
 * No opponent looks further than its row of the table (no endgame solver).
 * While searching, the title polls every POLL_NODES nodes: one logical
 * frame, and one row of the changing pattern above the board, drawn from
 * the search's working memory (the move lists of plies 1-3; a ply next to
 * the leaves keeps no list, so its row changes less).
 */
#include "cart/vice-versa/vv.h"
#include "cart/search/search.h"
#include "cart/kit/kit.h"

const char *const vv_names[6] = { "ABE", "BETTY", "CHARLIE", "DOROTHY", "ERNEST", "FRIEND" };

/* square classes: corner, C, edge A, edge B, X, inner-edge, inner, C3, D3, centre */
static const srch_eval evals[5] = {
    { {  40,   0,  0, 0,   0, 0, 0, 0, 0, 0 }, 0, 8, 0 },
    { {  64, -16, 12, 8, -32, -4, -2, 4, 1, 0 }, 0, 0, 0 },
    { {  64, -16, 12, 8, -32, -4, -2, 4, 1, 0 }, 0, 0, 1 },
    { {  64, -16, 10, 6, -32, -6, -3, 2, 0, 0 }, 6, 0, 1 },
    { {  80, -20, 12, 8, -40, -6, -3, 3, 1, 0 }, 8, 0, 1 },
};

static const uint8_t depths[5]   = { 2, 3, 4, 5, 6 };

/* Nodes between polls: about a tenth of a second of the ROM's work (the
 * thinking pattern costs a few per cent of the search at this rate). */
#define POLL_NODES 64

static uint8_t pattern_row;

static uint8_t poll_hook(void)
{
    kit_poll();                    /* keys typed meanwhile stay queued */
    vv_pattern(srch_moves[pattern_row + 1], pattern_row);
    if (++pattern_row == 3)
        pattern_row = 0;
    return 0;
}

uint8_t vv_ai_move(uint8_t opponent)
{
    srch_params p;
    uint8_t sq;
    con_trace("thinking");         /* think times: tools/thinktime.sh */
    con_trace_end();
    srch_params_plain(&p, depths[opponent], 0, &evals[opponent]);
    pattern_row = 0;
    srch_poll_every = POLL_NODES;
    srch_poll = poll_hook;
    sq = srch_think(&p);
    vv_pattern_clear();
    return sq;
}

void vv_ai_trace(void)
{
    con_trace("think nodes ");
    con_trace_u16((uint16_t)(srch_nodes > 65535u ? 65535u : srch_nodes));
    con_trace(" score ");
    con_trace_i16(srch_score);
    con_trace_end();
}
