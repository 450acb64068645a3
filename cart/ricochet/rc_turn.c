/* rc_turn.c — see rc_turn.h. Every wait is a frame of the clock
 * (timed_key), so the bonus accrues while a prompt waits. */
#include "cart/console.h"
#include "cart/kit/kit.h"
#include "cart/ricochet/rc.h"
#include "cart/ricochet/rc_draw.h"
#include "cart/ricochet/rc_record.h"
#include "cart/ricochet/rc_anim.h"
#include "cart/ricochet/rc_recshow.h"
#include "cart/ricochet/rc_joy.h"
#include "cart/ricochet/rc_replay.h"
#include "cart/ricochet/rc_ui.h"
#include "cart/ricochet/rc_turn.h"

static uint16_t frames;          /* of the human's turn so far */
static uint8_t joy;              /* what the stick decided this frame (rc_joy.h) */

/* One frame of a human's turn: the clock runs, the bonus shows as it
 * accrues; the stick is read (its presses act only when `live`, the turn's
 * prompt). */
static uint8_t timed_key(uint8_t live)
{
    uint16_t limit = rc_clock_limit(rc.turn);
    uint8_t k = kit_get();
    joy = rc_joy_step(rc.turn, live);
    if (frames < 60000u)
        ++frames;
    if (frames % 60 == 0)
        rc_draw_clock(frames / 60, limit);
    return k;
}

/* The next key, the clock running. */
static uint8_t timed_any(void)
{
    uint8_t k;
    do
        k = timed_key(0);
    while (!k);
    return k;
}

/* A key answering a one-key question; RETURN is no answer (a stray one
 * after S or V, out of the habit of typed lines, must not cancel). */
static uint8_t timed_wait(void)
{
    uint8_t k;
    do
        k = timed_any();
    while (k == CON_K_ENTER);
    return k;
}

static void book_clock(void)
{
    uint8_t side = rc.turn, bonus = rc_clock_book(side, frames / 60);
    rc_replay_bonus(bonus);
    rc_ui_word("clock", rc_ui_side[side]);
    con_trace_char(' ');
    con_trace_u16(frames / 60);
    con_trace_char(' ');
    con_trace_u16(bonus);
    con_trace_end();
}

/* The turn is decided: no cursor, no refusal left up. */
static void decided(void)
{
    rc_draw_cursor_off();
    rc_draw_line(RC_ROW_NOTE, "");
    book_clock();
}

static void launch(uint8_t l)
{
    decided();
    rc_rec_add((l & 1) ? "B" : "T");
    rc_anim_launch(l);
    rc_end_turn();
}

static void moved(const char *note)
{
    decided();
    rc_rec_add(note);
    rc_ui_word("move", rc_ui_side[rc.turn]);
    con_trace_char(' ');
    con_trace(note);
    con_trace_end();
    rc_draw_said(rc.turn, note);
    rc_end_turn();
}

/* Pieces typed after DIRECTION?: returns how many moved; 0xFF when M
 * cancelled before any did. */
static uint8_t move_pieces(uint8_t dir, char *note)
{
    uint8_t k, n = 0;
    rc_draw_line(RC_ROW_PROMPT, "PIECE?");
    for (;;) {
        k = timed_key(0);
        if (k == ' ')
            return n;
        if (k == 'M' && n == 0)
            return 0xFF;
        if (k < 'A' || k > 'L')
            continue;
        if (rc_move_piece((uint8_t)(k - 'A'), dir)) {
            rc_ui_buzz();
            continue;
        }
        note[++n] = (char)k;
        note[n + 1] = 0;
        rc_draw_board();
        rc_draw_line(RC_ROW_PROMPT, "PIECE?");
    }
}

static uint8_t try_move(void)
{
    static char note[8];
    uint8_t k, d;
    rc_draw_line(RC_ROW_PROMPT, "DIRECTION?");
    k = timed_wait();
    for (d = 0; d < 4 && rc_dir_keys[d] != k; ++d)
        ;
    if (d == 4)
        return 0;
    note[0] = (char)k;
    note[1] = 0;
    k = move_pieces(d, note);
    if (k == 0 || k == 0xFF)
        return 0;
    moved(note);
    return 1;
}

static uint8_t try_launch(void)
{
    uint8_t k, l;
    rc_draw_line(RC_ROW_PROMPT, "TOP OR BOTTOM LAUNCHER?");
    k = timed_wait();
    if (k != 'T' && k != 'B')
        return 0;                       /* any other key: no launch */
    l = (uint8_t)(rc.turn * 2 + (k == 'B'));
    if (!rc_launch_ok(l)) {
        rc_ui_refuse(l);
        return 0;
    }
    launch(l);
    return 1;
}

/* A key at the turn's prompt; 1 when the turn is over. */
static uint8_t command(uint8_t k, uint8_t side)
{
    static const char launch_key[2] = { 'S', 'L' }, move_key[2] = { 'V', 'M' };
    rc_draw_line(RC_ROW_NOTE, "");      /* a refusal stands until the next key */
    if (k == launch_key[side])
        return try_launch();
    if (k == move_key[side])
        return try_move();
    if (k == 'R')
        rc_recshow_screen(timed_any);
    if (k == 'P')
        rc_recshow_print();
    return 0;
}

void rc_turn_human(void)
{
    static const char *const prompt[2] = { "LEFT: S LAUNCH  V MOVE", "RIGHT: L LAUNCH  M MOVE" };
    uint8_t k, side = rc.turn;
    frames = 0;
    rc_joy_start(side);
    rc_draw_line(RC_ROW_PROMPT, prompt[side]);
    for (;;) {
        k = timed_key(1);
        if (joy == RC_JOY_MOVED) {
            moved(rc_joy_note());
            return;
        }
        if (joy != RC_JOY_NONE) {
            launch(joy);
            return;
        }
        if (!k)
            continue;
        if (command(k, side))
            return;
        rc_draw_line(RC_ROW_PROMPT, prompt[side]);
    }
}
