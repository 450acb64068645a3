/* ent_ai.c — Entrap's levels and the computer's move. The manual: "The
 * play level determines how many full moves the computer will look ahead"
 * and "Prunning is performed at each level ... obviously bad moves are
 * discarded": level n searches 2n plies with the shared alpha-beta
 * (cart/search), moves ordered by the weight table (ent_order), and below
 * the first two plies only the best K by that order go deeper (width_of);
 * the search stops a full move short and its leaves value that move
 * (ent_eval_move; level 1: ent_eval_reply, one ply).
 * While it searches, the poll hook ends a logical frame every POLL_NODES
 * nodes, blinks the thinking mark and stops the search on BREAK (the best
 * move found so far is played).
 */
#include "cart/entrap/ent.h"
#include "cart/search/search.h"
#include "cart/reversi/rv.h"
#include "cart/kit/kit.h"

uint8_t ent_level;
int16_t ent_value;
uint32_t ent_nodes;
uint8_t ent_broken;

#define POLL_NODES 8

/* K per level (level 1 searches only the two full plies). */
static const uint8_t width_of[ENT_LEVELS + 1] = { 0, 0, 3, 1, 1, 2 };

uint8_t ent_depth(uint8_t level) { return (uint8_t)(2 * level); }
uint8_t ent_width(uint8_t level) { return width_of[level]; }

static uint8_t mark;

/* A frame of the search: typed keys are queued for the command line
 * (kit_poll), BREAK stops it. */
static uint8_t poll_hook(void)
{
    kit_poll();
    mark ^= 1;
    ent_draw_think(mark);
    if (con_key() == CON_K_BREAK)
        ent_broken = 1;
    return ent_broken;
}

/* The last two of the level's plies are ent_eval_move's (level 1: the
 * last one is ent_eval_reply's): the search stops above them. */
void ent_params(uint8_t level, srch_params *p)
{
    p->depth = (uint8_t)(ent_depth(level) - 2);
    p->evaluate = ent_eval_move;
    if (level == 1) {
        p->depth = 1;
        p->evaluate = ent_eval_reply;
    }
    p->endgame = 0;
    p->eval = 0;
    p->order = ent_order;
    p->width = ent_width(level);
    ent_reply_width = p->width;
}

uint8_t ent_think(void)
{
    srch_params p;
    uint8_t sq;
    ent_broken = 0;
    ent_nodes = 0;
    ent_value = 0;
    if (!rv_mobility())
        return SRCH_PASS;
    ent_wt_update();
    ent_params(ent_level, &p);
    mark = 0;
    srch_poll_every = POLL_NODES;
    srch_poll = poll_hook;
    sq = srch_think(&p);
    ent_nodes = srch_nodes;
    /* stopped before any move was valued: no value to show */
    if (srch_score > -SRCH_WIN * 2 && srch_score < SRCH_WIN * 2)
        ent_value = srch_score;
    ent_draw_think(0);
    return sq;
}
