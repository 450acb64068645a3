/* ent_ai.c — Entrap's levels and the computer's move. The manual: "The
 * play level determines how many full moves the computer will look ahead"
 * and "Prunning is performed at each level ... obviously bad moves are
 * discarded": level n searches 2n plies with the shared alpha-beta
 * (cart/search), moves ordered by the weight table (ent_order), and below
 * the first two plies only the best K by that order go deeper (width_of;
 * top_of at ply 2, where level 5 keeps one more: a reply to its move;
 * last_of for the level's last full move); the search stops a full move
 * short and its leaves value that move (ent_eval_move; level 1:
 * ent_eval_reply, one ply). When the level's 2n plies reach the end of
 * the game (2n empty squares or fewer) nothing is pruned: the shared
 * exact endgame solver plays it out.
 * Level 5 also values mobility, which the weight table alone does not
 * know: each root move less by the replies it leaves the opponent, more
 * by the moves the computer has after each reply (ENT_MOB_REPLY,
 * ENT_MOB_OWN).
 * The widths make the levels a ladder (docs/entrap.md: each level takes
 * at least 60% of the points from the level below in self-play,
 * tools/entmatch.c).
 * Every search polls every POLL_NODES nodes, in the game and in the tools
 * alike, so it stops at the same node everywhere: at the level's node
 * budget (budget_of: level 5's worst middle-game moves would take over
 * 25 s on the 6502, docs/entrap.md) and, in the game, on BREAK; then the
 * best of the root moves searched in full is played. In the game the poll
 * also ends a logical frame and blinks the thinking mark.
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

/* K per level below ply 2 (level 1 searches only the two full plies), and
 * in the level's last full move (level 2: its only one below ply 2). */
static const uint8_t width_of[ENT_LEVELS + 1] = { 0, 0, 1, 2, 2, 2 };
static const uint8_t top_of[ENT_LEVELS + 1] = { 0, 0, 1, 2, 2, 3 };
static const uint8_t last_of[ENT_LEVELS + 1] = { 0, 0, 1, 1, 2, 2 };
/* The shared search's nodes at which a level stops (0: none; never in the
 * exact endgame): a level-5 node took up to 20,600 6502 cycles in the
 * bench's games (its leaves search the last full move), so 1,800 nodes
 * stay under 21 s at the console's 1,789,773 Hz; levels 1-4 stay within
 * 10 s whole. */
static const uint16_t budget_of[ENT_LEVELS + 1] = { 0, 0, 0, 0, 0, 1800 };

uint8_t ent_depth(uint8_t level) { return (uint8_t)(2 * level); }
uint8_t ent_width(uint8_t level) { return width_of[level]; }
uint8_t ent_top_width(uint8_t level) { return top_of[level]; }
uint8_t ent_last_width(uint8_t level) { return last_of[level]; }
uint16_t ent_budget(uint8_t level) { return budget_of[level]; }

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
    p->endgame = ent_depth(level);
    p->eval = 0;
    p->order = ent_order;
    p->width = ent_top_width(level);          /* the widest: ply 2's */
    p->best = p->width ? ent_best : 0;
    ent_top_search_width = p->width;
    ent_search_width = ent_width(level);
    ent_reply_width = ent_last_width(level);
    if (level == ENT_LEVELS)
        ent_wt_mobility(ENT_MOB_REPLY, ENT_MOB_OWN);
}

static uint8_t (*game_poll)(void);
static uint16_t budget;

/* The search's poll hook: the caller's, then the budget (srch_nodes is
 * exact at a poll, search.h). */
static uint8_t budget_poll(void)
{
    if (game_poll != 0 && game_poll())
        return 1;
    return (uint8_t)(budget != 0 && srch_nodes >= budget);
}

uint8_t ent_search(uint8_t level, uint8_t (*poll)(void))
{
    srch_params p;
    ent_wt_update();
    ent_params(level, &p);
    game_poll = poll;
    budget = budget_of[level];
    if (rv_count(RV_EMPTY) <= p.endgame)
        budget = 0;
    srch_poll_every = POLL_NODES;
    srch_poll = budget_poll;
    return srch_think(&p);
}

uint8_t ent_think(void)
{
    uint8_t sq;
    ent_broken = 0;
    ent_nodes = 0;
    ent_value = 0;
    if (!rv_mobility())
        return SRCH_PASS;
    mark = 0;
    sq = ent_search(ent_level, poll_hook);
    ent_nodes = srch_nodes;
    /* stopped before any move was valued: no value to show */
    if (srch_score > -SRCH_WIN * 2 && srch_score < SRCH_WIN * 2)
        ent_value = srch_score;
    ent_draw_think(0);
    return sq;
}
