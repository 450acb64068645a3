/* rc_ai.c — the four computer opponents (spec §10). See rc_ai.h.
 *
 * Every value is a launch's `net` for the side that fires it:
 *   own points - opponent's points - 8 x own launchers knocked out
 *   + 8 x opponent's launchers knocked out + w x extra launches (w = 3, or 8
 *   for the target hunter).
 * No function here calls itself: each ply has its own list and saved state
 * (cc65 --static-locals). */
#include "cart/ricochet/rc.h"
#include "cart/ricochet/rc_launch.h"
#include "cart/ricochet/rc_ai.h"

#define NO_LAUNCH (-99)     /* a side with nothing to fire */
#define WORST (-32000)

uint8_t (*rc_ai_poll)(void);
uint16_t rc_ai_sims;
uint8_t rc_ai_stopped;
uint32_t rc_ai_ticks;

/* Launch ticks an opponent may simulate a turn: a long launch costs up to
 * RC_CUTOFF ticks, so this, not the count of actions, bounds the worst
 * think time on the 6502 (bench/ricochet.sh). Counted, not timed: the same
 * position gives the same choice everywhere. */
static const uint32_t budget[5] = { 0, 9000, 9000, 9000, 140000ul };
static uint32_t allowed;

static uint8_t xw;          /* weight of an extra launch */

/* ---- actions ---- */

/* The mover's pieces of `mask` in the order that lets a column move: the
 * one furthest in the direction first (then alphabetical). Returns how many. */
static uint8_t order(uint8_t dir, uint8_t mask, uint8_t *out)
{
    uint8_t base = (uint8_t)(rc.turn * 6), n = 0, i, best, key, bkey;
    while (mask) {
        best = 0xFF;
        bkey = 0;
        for (i = 0; i < 6; ++i) {
            if (!(mask & (1u << i)))
                continue;
            key = dir == RC_UP ? (uint8_t)(32 - rc.y[base + i])
                : dir == RC_DOWN ? rc.y[base + i]
                : dir == RC_LEFTW ? (uint8_t)(32 - rc.x[base + i]) : rc.x[base + i];
            if (best == 0xFF || key > bkey) {
                best = i;
                bkey = key;
            }
        }
        out[n++] = (uint8_t)(base + best);
        mask &= (uint8_t)~(1u << best);
    }
    return n;
}

static void play(rc_action a)
{
    static uint8_t seq[6];
    uint8_t n, i;
    if (!RC_ACT_IS_MOVE(a)) {
        rc_shot_start(RC_ACT_CODE(a));
        rc_shot_run();
        ++rc_ai_sims;
        return;
    }
    n = order(RC_ACT_CODE(a), RC_ACT_MASK(a), seq);
    for (i = 0; i < n; ++i)
        rc_move_piece(seq[i], RC_ACT_CODE(a));
}

void rc_ai_apply(rc_action a)
{
    play(a);
    rc_end_turn();
}

uint8_t rc_ai_gen(rc_action *list)
{
    static rc_state save;
    uint8_t n = 0, l, d, i, base = (uint8_t)(rc.turn * 6);
    for (l = (uint8_t)(rc.turn * 2); l < rc.turn * 2 + 2; ++l)
        if (rc_launch_ok(l))
            list[n++] = RC_ACT_LAUNCH(l);
    for (d = 0; d < 4; ++d)
        for (i = 0; i < 6; ++i)
            if (rc_move_ok((uint8_t)(base + i), d))
                list[n++] = RC_ACT_MOVE(d, 1u << i);
    save = rc;
    for (d = 0; d < 4; ++d) {
        play(RC_ACT_MOVE(d, 0x3F));         /* every piece that can, leader first */
        if (rc.moved & (rc.moved - 1))      /* two or more */
            list[n++] = RC_ACT_MOVE(d, rc.moved);
        rc_restore(&save);
    }
    return n;
}

void rc_ai_notation(rc_action a, char *out)
{
    static uint8_t seq[6];
    uint8_t n, i;
    if (!RC_ACT_IS_MOVE(a)) {
        out[0] = (RC_ACT_CODE(a) & 1) ? 'B' : 'T';
        out[1] = 0;
        return;
    }
    out[0] = rc_dir_keys[RC_ACT_CODE(a)];
    n = order(RC_ACT_CODE(a), RC_ACT_MASK(a), seq);
    for (i = 0; i < n; ++i)
        out[i + 1] = (char)('A' + seq[i]);
    out[n + 1] = 0;
}

/* ---- values ---- */

static uint8_t stop;

static void poll(void)
{
    rc_ai_ticks += rc_shot.ticks;
    if (rc_ai_ticks > allowed)
        stop = 1;
    if ((rc_ai_sims & (RC_AI_POLL - 1)) == 0 && rc_ai_poll && rc_ai_poll())
        stop = rc_ai_stopped = 1;
}

/* The net of the launch just run, for the side that fired it. */
static int16_t net(void)
{
    uint8_t s = rc_shot.side, o = (uint8_t)(s ^ 1);
    poll();
    return (int16_t)(rc_shot.gain[s] - rc_shot.gain[o] - 8 * rc_shot.lost[s]
                     + 8 * rc_shot.lost[o] + xw * rc_shot.extra);
}

/* Side s's best launch with the target of `round` (the hunter's prospect:
 * only one that hits the target), its net; `none` when there is none. The
 * state is unchanged. */
static int16_t launch_best(uint8_t side, uint8_t round, uint8_t hunt, int16_t none)
{
    static rc_state save;
    static int16_t best, v;
    uint8_t l;
    best = none;
    save = rc;
    for (l = (uint8_t)(side * 2); l < side * 2 + 2; ++l) {
        if (rc.ko[l] != 0 || rc.count[l] == 0)
            continue;
        rc.round = round;
        rc_shot_start(l);
        rc_shot_run();
        ++rc_ai_sims;
        v = net();
        if (v > best && (!hunt || rc_shot.extra))
            best = v;
        rc = save;              /* a launch moves no piece: the map stands */
    }
    return best;
}

static int16_t best_launch(uint8_t side, uint8_t round)
{
    return launch_best(side, round, 0, NO_LAUNCH);
}

/* The round of side s's next turn, seen from the other side's turn. */
static uint8_t next_round(uint8_t s)
{
    return (uint8_t)(rc.round + (s == rc.first));
}

/* What a game-ending action is worth to `me` (the hunter's +20, and the
 * master's reading of a lost or won game). */
static int16_t ending(uint8_t me, int16_t bonus)
{
    int16_t d = rc.score[me] - rc.score[me ^ 1];
    return d > 0 ? bonus : d < 0 ? (int16_t)-bonus : 0;
}

/* ---- the opponents ---- */

static rc_action list[RC_AI_MAX], replies[RC_AI_MAX];
static rc_state root, after;
static uint8_t me, n;
static rc_action best_a;
static int16_t best_v;

static void consider(rc_action a, int16_t v)
{
    if (v > best_v) {
        best_v = v;
        best_a = a;
    }
}

/* 1: fire the best launch if it nets > 0; else the move that makes its own
 * next launch best. */
static void greedy(void)
{
    uint8_t i;
    int16_t v;
    for (i = 0; i < n && !RC_ACT_IS_MOVE(list[i]); ++i) {
        play(list[i]);
        consider(list[i], net());
        rc = root;
    }
    if (best_v > 0)
        return;
    for (; i < n && !stop; ++i) {
        rc_ai_apply(list[i]);
        v = rc.over ? NO_LAUNCH : best_launch(me, next_round(me));
        consider(list[i], v);
        rc_restore(&root);
    }
}

/* Action a just played: its own net (0 for a move) minus the opponent's
 * best reply launch; a game it ends counts +20 for the hunter when ahead,
 * and +-20 for who leads for the master. */
static int16_t one_ply(rc_action a, uint8_t hunter)
{
    int16_t v = RC_ACT_IS_MOVE(a) ? 0 : net();
    if (!rc.over)
        return (int16_t)(v - best_launch((uint8_t)(me ^ 1), rc.round));
    if (hunter == 2)
        return (int16_t)(v + ending(me, 20));
    return (int16_t)(v + (hunter && ending(me, 20) > 0 ? 20 : 0));
}

/* 2 and 3: an action's own net minus the opponent's best reply launch.
 * The hunter (3) also counts, after a move, half its best launch into next
 * round's target: it moves to line a launch up on the target, where the
 * defender only moves out of the way. */
static void defender(uint8_t hunter)
{
    uint8_t i;
    int16_t v;
    for (i = 0; i < n && !stop; ++i) {
        rc_ai_apply(list[i]);
        v = one_ply(list[i], hunter);
        if (hunter && RC_HAS_TARGET(rc.variant) && RC_ACT_IS_MOVE(list[i]) && !rc.over)
            v = (int16_t)(v + (uint16_t)launch_best(me, next_round(me), 1, 0) / 2u);   /* >= 0: unsigned halving */
        consider(list[i], v);
        rc_restore(&root);
    }
}

/* The worst a reply (any action) leaves `me`, after the own action in
 * `after`: the reply's net against it, then half its own best launch
 * (half: a defender replies by moving again rather than let it fire;
 * counting it whole made the master play for launches it never got).
 * Stops early once no better than `floor`. */
static int16_t worst_reply(int16_t floor)
{
    static int16_t worst, v;
    uint8_t i, m = rc_ai_gen(replies);
    worst = 32000;
    for (i = 0; i < m && !stop && worst > floor; ++i) {
        rc_ai_apply(replies[i]);
        v = RC_ACT_IS_MOVE(replies[i]) ? 0 : (int16_t)-net();
        v += rc.over ? ending(me, 20) : best_launch(me, rc.round) / 2;
        if (v < worst)
            worst = v;
        rc_restore(&after);
    }
    return worst;
}

/* The actions ranked by their one-ply value, best first (ties in the
 * spec's order), so the two-ply search meets the likely best early: its
 * reply loops stop sooner, and the budget cuts off the unlikely ones. */
static int16_t shallow[RC_AI_MAX];
static uint8_t rank[RC_AI_MAX];

static void rank_actions(void)
{
    uint8_t i, j;
    for (i = 0; i < n && !stop; ++i) {
        rc_ai_apply(list[i]);
        shallow[i] = one_ply(list[i], 2);
        rc_restore(&root);
        consider(list[i], shallow[i]);  /* kept if the budget ends before a two-ply value */
        for (j = i; j > 0 && shallow[rank[j - 1]] < shallow[i]; --j)
            rank[j] = rank[j - 1];
        rank[j] = i;
    }
    best_v = WORST;
}

/* 4: two plies — its action, every reply, then its own best launch; the
 * actions in the order of their one-ply value. */
static void master(void)
{
    uint8_t k, i;
    int16_t v, w;
    rank_actions();
    for (k = 0; k < n && !stop; ++k) {
        i = rank[k];
        rc_ai_apply(list[i]);
        v = RC_ACT_IS_MOVE(list[i]) ? 0 : net();
        if (rc.over) {
            consider(list[i], (int16_t)(v + ending(me, 20)));
        } else {
            after = rc;
            w = worst_reply((int16_t)(best_v - v));
            if (!stop)
                consider(list[i], (int16_t)(v + w));
        }
        rc_restore(&root);
    }
}

rc_action rc_ai_choose(uint8_t opponent)
{
    root = rc;
    me = rc.turn;
    n = rc_ai_gen(list);
    best_a = list[0];
    best_v = WORST;
    rc_ai_sims = 0;
    rc_ai_ticks = 0;
    allowed = budget[opponent > 4 ? 4 : opponent];
    stop = rc_ai_stopped = 0;
    xw = opponent == 3 ? 8 : 3;
    if (opponent <= 1)
        greedy();
    else if (opponent == 4)
        master();
    else
        defender(opponent == 3);
    rc_restore(&root);
    return best_a;
}

const uint8_t rc_ai_secs[5] = { 0, 8, 12, 16, 20 };

rc_action rc_ai_play(uint8_t opponent)
{
    rc_action a = rc_ai_choose(opponent);
    rc_clock_note(rc.turn, rc_ai_secs[opponent > 4 ? 4 : opponent]);
    rc_ai_apply(a);
    return a;
}

void rc_ai_match(uint8_t variant, uint8_t left, uint8_t right, uint8_t max_games)
{
    rc_match_start(variant, RC_LEFT);
    for (;;) {
        while (!rc.over)
            rc_ai_play(rc.turn == RC_LEFT ? left : right);
        rc_match_game_end();
        if (rc_match.over || rc_match.games >= max_games)
            return;
        rc_match_next();
    }
}
