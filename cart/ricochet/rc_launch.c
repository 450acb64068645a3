/* rc_launch.c — the launch simulator (spec §3). See rc_launch.h.
 *
 * One rc_map lookup a tick: the map holds the frame too, so walls, sides
 * and corners need no bounds tests. */
#include "cart/ricochet/rc.h"
#include "cart/ricochet/rc_launch.h"

rc_shot_t rc_shot;

static void aim(void)
{
    rc_shot.delta = (int16_t)(rc_shot.dy * (int16_t)rc_stride + rc_shot.dx);
}

void rc_shot_start(uint8_t l)
{
    uint8_t w = rc_lay->w, h = rc_lay->h;
    rc_shot.launcher = l;
    rc_shot.side = RC_OWNER(l);
    rc_shot.x = (l & 2) ? (int8_t)w : -1;
    rc_shot.y = (l & 1) ? (int8_t)h : -1;
    rc_shot.dx = (l & 2) ? -1 : 1;
    rc_shot.dy = (l & 1) ? -1 : 1;
    rc_shot.at = (uint16_t)((uint8_t)(rc_shot.y + 1) * rc_stride + (uint8_t)(rc_shot.x + 1));
    aim();
    rc_shot.ticks = 0;
    rc_shot.done = 0;
    rc_shot.gain[0] = rc_shot.gain[1] = 0;
    rc_shot.lost[0] = rc_shot.lost[1] = 0;
    rc_shot.extra = 0;
    rc_shot.has_target = rc_target_at(&rc_shot.tx, &rc_shot.ty);
    --rc.count[l];
}

/* Side `owner`'s bumper or launcher was hit: its opponent scores V (M12, M13). */
static void pay(uint8_t owner)
{
    uint8_t to = (uint8_t)(owner ^ 1);
    rc.score[to] += rc.value[owner];
    rc_shot.gain[to] += rc.value[owner];
}

static void turn_x(void)
{
    rc_shot.dx = (int8_t)-rc_shot.dx;
    aim();
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
    uint16_t bit = (uint16_t)(1u << p);
    rc_shot.at += rc_shot.delta;
    rc_shot.x += rc_shot.dx;
    rc_shot.y += rc_shot.dy;
    ++rc.score[rc_shot.side];
    ++rc_shot.gain[rc_shot.side];
    if (rc.horiz & bit)
        rc_shot.dy = (int8_t)-rc_shot.dy;
    else
        rc_shot.dx = (int8_t)-rc_shot.dx;
    aim();
    rc.horiz ^= bit;
    rc_shot.arg = p;
    return RC_EV_PIECE;
}

static uint8_t hit_wall(void)
{
    int8_t wx = (int8_t)(rc_shot.x + rc_shot.dx), wy = (int8_t)(rc_shot.y + rc_shot.dy);
    rc_shot.arg = (uint8_t)wx;
    rc_shot.where = wy >= 0;
    if (rc_shot.has_target && wx == rc_shot.tx && wy == rc_shot.ty) {
        load_extra();
        return RC_EV_TARGET;
    }
    rc_shot.dy = (int8_t)-rc_shot.dy;
    aim();
    return RC_EV_WALL;
}

static uint8_t hit_launcher(uint8_t l)
{
    uint8_t owner = RC_OWNER(l);
    pay(owner);
    rc_shot.arg = l;
    if (rc.ko[l] != 0) {        /* knocked out: a bumper (§3 case 4) */
        turn_x();
        return RC_EV_KO_BUMP;
    }
    rc.ko[l] = RC_KO_FOREVER(rc.variant) ? RC_DEAD : 2;
    rc.hit |= (uint8_t)(1u << l);
    ++rc_shot.lost[owner];
    return RC_EV_LAUNCHER;
}

static uint8_t hit_side(uint8_t side)
{
    int8_t row = (int8_t)(rc_shot.y + rc_shot.dy);
    rc_shot.where = side;
    rc_shot.arg = (uint8_t)row;
    if (!rc_bumper_at(side, row))
        return RC_EV_EXIT;
    pay(side);
    turn_x();
    return RC_EV_BUMPER;
}

uint8_t rc_shot_tick(void)
{
    uint8_t c, ev;
    if (rc_shot.done)
        return RC_EV_CUTOFF;
    if (rc_shot.ticks >= RC_CUTOFF) {
        rc_shot.done = 1;
        return RC_EV_CUTOFF;
    }
    ++rc_shot.ticks;
    c = rc_map[(uint16_t)(rc_shot.at + rc_shot.delta)];
    if (c == RC_M_EMPTY) {
        rc_shot.at += rc_shot.delta;
        rc_shot.x += rc_shot.dx;
        rc_shot.y += rc_shot.dy;
        return RC_EV_STEP;
    }
    if (c <= RC_PIECES)
        return hit_piece((uint8_t)(c - 1));
    if (c == RC_M_WALL)
        ev = hit_wall();
    else if (c >= RC_M_CORNER)
        ev = hit_launcher((uint8_t)(c - RC_M_CORNER));
    else
        ev = hit_side((uint8_t)(c - RC_M_SIDE));
    if (RC_EV_ENDS(ev))
        rc_shot.done = 1;
    return ev;
}

uint8_t rc_shot_run(void)
{
    uint8_t ev;
    do
        ev = rc_shot_tick();
    while (!rc_shot.done);
    return ev;
}
