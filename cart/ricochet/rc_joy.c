/* rc_joy.c — see rc_joy.h. Presses are edges of the stick's bits (held
 * directions do not repeat: one space a press). */
#include "cart/console.h"
#include "cart/ricochet/rc.h"
#include "cart/ricochet/rc_draw.h"
#include "cart/ricochet/rc_ui.h"
#include "cart/ricochet/rc_joy.h"

#define J_NONE   0xFF            /* jdir: nothing chosen */
#define J_PICKED 4               /* a piece chosen, no direction yet */

static int8_t cx, cy;
static uint8_t jprev, jdir, jpiece, jn;
static char jnote[8];

void rc_joy_start(uint8_t side)
{
    cx = side ? (int8_t)rc_lay->w : -1;
    cy = -1;
    jprev = con_joy(side);
    jdir = J_NONE;
    jn = 0;
}

/* The own piece under the cursor, or 0xFF. */
static uint8_t piece_under(uint8_t side)
{
    uint8_t c = rc_map[(uint16_t)((uint8_t)(cy + 1) * (rc_lay->w + 2) + (uint8_t)(cx + 1))];
    return (c >= 1 && c <= RC_PIECES && (uint8_t)(c - 1) / 6 == side) ? (uint8_t)(c - 1) : 0xFF;
}

/* The own launcher under the cursor, or 0xFF. */
static uint8_t launcher_under(uint8_t side)
{
    uint8_t l;
    for (l = (uint8_t)(side * 2); l < side * 2 + 2; ++l)
        if (cx == ((l & 2) ? (int8_t)rc_lay->w : -1) && cy == ((l & 1) ? (int8_t)rc_lay->h : -1))
            return l;
    return 0xFF;
}

/* Moves piece p the chosen way; the cursor follows it. */
static void move(uint8_t p)
{
    if (rc_move_piece(p, jdir)) {
        rc_ui_buzz();
        return;
    }
    jnote[++jn] = (char)('A' + p);
    jnote[jn + 1] = 0;
    cx = (int8_t)rc.x[p];
    cy = (int8_t)rc.y[p];
}

/* Nothing chosen yet: the button launches, or picks the piece under the
 * cursor. */
static uint8_t pick(uint8_t side)
{
    uint8_t l = launcher_under(side);
    if (l == 0xFF) {
        jpiece = piece_under(side);
        if (jpiece != 0xFF)
            jdir = J_PICKED;
        return RC_JOY_NONE;
    }
    if (!rc_launch_ok(l)) {
        rc_ui_refuse(l);
        return RC_JOY_NONE;
    }
    return l;
}

static uint8_t button(uint8_t side)
{
    if (jdir == J_NONE)
        return pick(side);
    if (jn == 0) {                      /* nothing moved: the choice is dropped */
        jdir = J_NONE;
        return RC_JOY_NONE;
    }
    return RC_JOY_MOVED;
}

const char *rc_joy_note(void)
{
    return jnote;
}

/* A character typed this frame (SPACE, a letter: a key with a meaning
 * here); the arrows and the like type control codes. */
static uint8_t typed(void)
{
    uint8_t k = con_key();
    return k >= ' ' && k < 0x7F;
}

/* A stick direction d: the picked piece's move, or the cursor (moving the
 * own piece it lands on when a move is under way). */
static void stick(uint8_t side, uint8_t d)
{
    static const int8_t ddx[4] = { 0, 0, -1, 1 }, ddy[4] = { -1, 1, 0, 0 };
    uint8_t p;
    if (jdir == J_PICKED) {
        jdir = d;
        jnote[0] = rc_dir_keys[d];
        move(jpiece);
        return;
    }
    if (cx + ddx[d] >= -1 && cx + ddx[d] <= (int8_t)rc_lay->w)
        cx = (int8_t)(cx + ddx[d]);
    if (cy + ddy[d] >= -1 && cy + ddy[d] <= (int8_t)rc_lay->h)
        cy = (int8_t)(cy + ddy[d]);
    p = piece_under(side);
    if (jdir < 4 && p != 0xFF && !rc_piece_moved(p))
        move(p);
}

uint8_t rc_joy_step(uint8_t side, uint8_t live)
{
    static const uint8_t bit[4] = { CON_J_UP, CON_J_DOWN, CON_J_LEFT, CON_J_RIGHT };
    uint8_t j = con_joy(side), e = (uint8_t)(j & ~jprev), d;
    jprev = j;
    if (!e || !live || typed())
        return RC_JOY_NONE;
    if (e & CON_J_FIRE) {
        d = button(side);
        if (d != RC_JOY_NONE)
            return d;
    } else {
        for (d = 0; d < 4 && !(e & bit[d]); ++d)
            ;
        if (d == 4)
            return RC_JOY_NONE;
        stick(side, d);
    }
    rc_draw_board();
    rc_draw_cursor(cx, cy);
    return RC_JOY_NONE;
}
