/* rc_launch.h — a launch, tick by tick (spec §3-§5): ricochets off pieces,
 * walls, bumpers and knocked-out launchers; stops on a launcher, the
 * target, an open side, or after RC_CUTOFF ticks. Scores, launcher
 * counts, knock-outs and orientations change in `rc` as it goes.
 *
 * The animation calls rc_shot_tick once per drawn step; a search calls
 * rc_shot_run. Both make the same changes in the same order. */
#ifndef CART_RICOCHET_RC_LAUNCH_H
#define CART_RICOCHET_RC_LAUNCH_H

#include <stdint.h>

/* What a tick did (rc_shot_tick). The ones from RC_EV_LAUNCHER on end the launch. */
#define RC_EV_STEP     0   /* moved onto an empty marker */
#define RC_EV_PIECE    1   /* hit piece rc_shot.arg (moved onto it; it turned) */
#define RC_EV_WALL     2   /* wall at x = arg; rc_shot.where: 0 top, 1 bottom */
#define RC_EV_BUMPER   3   /* bumper on side `where` at row arg */
#define RC_EV_KO_BUMP  4   /* knocked-out launcher arg, hit as a bumper */
#define RC_EV_LAUNCHER 5   /* launcher arg hit and knocked out */
#define RC_EV_TARGET   6   /* the Extra-Launch Target */
#define RC_EV_EXIT     7   /* left the board on side `where` at row arg */
#define RC_EV_CUTOFF   8   /* RC_CUTOFF ticks without an end */
#define RC_EV_ENDS(e)  ((e) >= RC_EV_LAUNCHER)

typedef struct rc_shot_t {
    uint16_t at;                /* rc_map index of the launch (rc_col, rc_row) */
    int16_t delta;              /* rc_map step of its direction */
    uint8_t dir;                /* bit 0: moving right, bit 1: moving down */
    uint16_t ticks;
    uint8_t launcher, side;     /* fired from, by */
    uint8_t arg, where;         /* detail of the last event */
    uint8_t done;
    int16_t gain[2];            /* points this launch gave each side */
    uint8_t lost[2];            /* launchers of each side it knocked out */
    uint8_t extra;              /* launches it loaded from the target */
} rc_shot_t;
extern rc_shot_t rc_shot;

/* Fires launcher l (the caller checked rc_launch_ok): one launch fewer in
 * it, the launch on its corner. */
void rc_shot_start(uint8_t l);
/* One tick: returns RC_EV_*; after an ending event rc_shot.done is set and
 * further calls return RC_EV_CUTOFF without changing anything. */
uint8_t rc_shot_tick(void);
/* Ticks to the end; returns the ending event. */
uint8_t rc_shot_run(void);

#endif
