/* rc_launch.c — the launch simulator (spec §3). See rc_launch.h.
 *
 * One rc_map lookup a tick: the map holds the frame too, marked with the
 * game's bumpers and the round's target, so walls, sides and corners need
 * no tests of coordinates. The direction is two bits; a ricochet flips one. */
#include "cart/ricochet/rc.h"
#include "cart/ricochet/rc_launch.h"

rc_shot_t rc_shot;

/* The map step of each direction (a table: the 6502 has no multiply). */
static int16_t steps[4];
static const uint16_t bits[RC_PIECES] = {
    1u, 2u, 4u, 8u, 16u, 32u, 64u, 128u, 256u, 512u, 1024u, 2048u
};

static void turn(uint8_t flip)
{
    rc_shot.dir ^= flip;
    rc_shot.delta = steps[rc_shot.dir];
}

void rc_shot_start(uint8_t l)
{
    uint8_t w = rc_lay->w, h = rc_lay->h;
    steps[0] = (int16_t)-(int16_t)(rc_stride + 1);
    steps[1] = (int16_t)(1 - (int16_t)rc_stride);
    steps[2] = (int16_t)(rc_stride - 1);
    steps[3] = (int16_t)(rc_stride + 1);
    rc_map_frame();
    rc_shot.launcher = l;
    rc_shot.side = RC_OWNER(l);
    /* from its corner, inwards: right unless on the right, down unless at the bottom */
    rc_shot.at = (uint16_t)(((l & 1) ? (uint16_t)(h + 1) * rc_stride : 0) + ((l & 2) ? w + 1 : 0));
    rc_shot.dir = 0;
    turn((uint8_t)(((l & 2) ? 0 : 1) | ((l & 1) ? 0 : 2)));
    rc_shot.ticks = 0;
    rc_shot.done = 0;
    rc_shot.gain[0] = rc_shot.gain[1] = 0;
    rc_shot.lost[0] = rc_shot.lost[1] = 0;
    rc_shot.extra = 0;
    --rc.count[l];
}

/* Side `owner`'s bumper or launcher was hit: its opponent scores V (M12, M13). */
static void pay(uint8_t owner)
{
    if (owner == RC_LEFT) {
        rc.score[RC_RIGHT] += rc.value[RC_LEFT];
        rc_shot.gain[RC_RIGHT] += rc.value[RC_LEFT];
    } else {
        rc.score[RC_LEFT] += rc.value[RC_RIGHT];
        rc_shot.gain[RC_LEFT] += rc.value[RC_RIGHT];
    }
}

/* Extra launches go into the launcher not used (M16), at most 9 in it. */
static void load_extra(void)
{
    uint8_t other = (uint8_t)(rc_shot.launcher ^ 1), add = rc_target_value();
    if (rc.ko[other] == RC_DEAD)
        return;
    if (rc.count[other] + add > 9)
        add = (uint8_t)(9 - rc.count[other]);
    rc.count[other] += add;
    rc_shot.extra = add;
}

static uint8_t hit_piece(uint8_t p)
{
    uint16_t bit = bits[p];
    rc_shot.at += rc_shot.delta;
    if (rc_shot.side == RC_LEFT) {
        ++rc.score[RC_LEFT];
        ++rc_shot.gain[RC_LEFT];
    } else {
        ++rc.score[RC_RIGHT];
        ++rc_shot.gain[RC_RIGHT];
    }
    turn((rc.horiz & bit) ? 2 : 1);     /* horizontal: north-south; vertical: east-west */
    rc.horiz ^= bit;
    rc_shot.arg = p;
    return RC_EV_PIECE;
}

static uint8_t hit_launcher(uint8_t l)
{
    uint8_t owner = RC_OWNER(l);
    pay(owner);
    rc_shot.arg = l;
    if (rc.ko[l] != 0) {        /* knocked out: a bumper (§3 case 4) */
        turn(1);
        return RC_EV_KO_BUMP;
    }
    rc.ko[l] = RC_KO_FOREVER(rc.variant) ? RC_DEAD : 2;
    rc.hit |= (uint8_t)(1u << l);
    ++rc_shot.lost[owner];
    return RC_EV_LAUNCHER;
}

/* Anything but a piece or an empty marker at map index q, code c. */
static uint8_t hit_frame(uint16_t q, uint8_t c)
{
    rc_shot.arg = (uint8_t)rc_col[q];
    rc_shot.where = rc_row[q] >= 0;
    if (c == RC_M_WALL) {
        turn(2);
        return RC_EV_WALL;
    }
    if (c == RC_M_TARGET) {
        load_extra();
        return RC_EV_TARGET;
    }
    if (c >= RC_M_CORNER)
        return hit_launcher((uint8_t)(c - RC_M_CORNER));
    rc_shot.arg = (uint8_t)rc_row[q];
    rc_shot.where = (uint8_t)(c & 1);
    if (c < RC_M_BUMPER)
        return RC_EV_EXIT;
    pay((uint8_t)(c & 1));
    turn(1);
    return RC_EV_BUMPER;
}

uint8_t rc_shot_tick(void)
{
    uint16_t q;
    uint8_t c, ev;
    if (rc_shot.done)
        return RC_EV_CUTOFF;
    if (rc_shot.ticks >= RC_CUTOFF) {
        rc_shot.done = 1;
        return RC_EV_CUTOFF;
    }
    ++rc_shot.ticks;
    q = (uint16_t)(rc_shot.at + rc_shot.delta);
    c = rc_map[q];
    if (c == RC_M_EMPTY) {
        rc_shot.at = q;
        return RC_EV_STEP;
    }
    if (c <= RC_PIECES)
        return hit_piece((uint8_t)(c - 1));
    ev = hit_frame(q, c);
    if (RC_EV_ENDS(ev))
        rc_shot.done = 1;
    return ev;
}

/* Straight runs over empty markers are most of a launch: a pointer walk,
 * with the ticks added at once. */
uint8_t rc_shot_run(void)
{
    static const uint8_t *p;
    static uint8_t k, left;
    uint8_t ev;
    do {
        p = rc_map + rc_shot.at;
        left = RC_CUTOFF - rc_shot.ticks > 255 ? 255 : (uint8_t)(RC_CUTOFF - rc_shot.ticks);
        for (k = 0; k < left && p[rc_shot.delta] == RC_M_EMPTY; ++k)
            p += rc_shot.delta;
        rc_shot.at = (uint16_t)(p - rc_map);
        rc_shot.ticks += k;
        ev = rc_shot_tick();
    } while (!rc_shot.done);
    return ev;
}
