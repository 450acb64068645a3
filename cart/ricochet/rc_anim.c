/* rc_anim.c — see rc_anim.h. The engine's tick (rc_shot_tick) is the
 * animation's step, so the animated launch and the skipped one are the
 * same launch. */
#include "cart/console.h"
#include "cart/kit/kit.h"
#include "cart/ricochet/rc.h"
#include "cart/ricochet/rc_launch.h"
#include "cart/ricochet/rc_draw.h"
#include "cart/ricochet/rc_ui.h"
#include "cart/ricochet/rc_anim.h"

#define FRAMES_A_CELL 4      /* the launch advances a cell every 4 frames (§3) */
#define BUMPER_PAUSE 30
#define RISE_FRAMES 5        /* a bumper's rising tone: 6 steps of 5 frames */

static void tone(uint8_t ev)
{
    if (ev == RC_EV_PIECE)
        con_sound(CON_CH_TONE0, (uint16_t)(300 + 60 * rc_shot.arg), 10, 4);
    else if (ev == RC_EV_WALL)
        con_sound(CON_CH_NOISE, 1200, 6, 1);
    else if (ev == RC_EV_TARGET)
        con_sound(CON_CH_TONE1, 1320, 12, 20);
}

/* Frame f of the pause after a bumper or launcher hit: the rising tone
 * (§3: "a rising tone on each bumper or launcher hit"), a step every
 * `len` frames. */
static void rise(uint8_t f, uint8_t len)
{
    if (f % len == 0)
        con_sound(CON_CH_TONE1, (uint16_t)(440 + 44 * (f / len)), 12, len);
}

/* One tick drawn and heard: the launch moved on, a turned piece, the
 * board when a score or launcher changed. */
static void show(uint8_t ev)
{
    rc_draw_ball(rc_shot.done ? RC_DRAW_NO_BALL : rc_shot.at);
    if (ev == RC_EV_PIECE)
        rc_draw_pieces();
    tone(ev);
    if (ev != RC_EV_STEP && ev != RC_EV_WALL && ev != RC_EV_PIECE)
        rc_draw_board();
    else
        rc_draw_status();
}

/* Ticks with the launch drawn, until a key (the rest runs at once: the
 * same result) or the end; the last event. A bumper or launcher hit
 * pauses with its rising tone. */
static uint8_t animate(void)
{
    uint8_t ev, wait, f, k, bump, skip = 0;
    do {
        ev = rc_shot_tick();
        if (skip)
            continue;
        show(ev);
        bump = ev == RC_EV_BUMPER || ev == RC_EV_KO_BUMP;
        wait = bump ? BUMPER_PAUSE : FRAMES_A_CELL;
        for (f = 0; f < wait && !skip; ++f) {
            if (bump || ev == RC_EV_LAUNCHER)
                rise(f, bump ? RISE_FRAMES : 1);
            kit_frame();
            k = kit_key();
            skip = k != 0 && k != CON_K_ENTER;    /* a stray RETURN after T or B does not skip */
        }
    } while (!rc_shot.done);
    if (skip) {
        rc_draw_ball(RC_DRAW_NO_BALL);
        rc_draw_board();
    }
    return ev;
}

static const char *end_word(uint8_t ev)
{
    static const char *const launchers[4] = { "LT", "LB", "RT", "RB" };
    if (ev == RC_EV_LAUNCHER)
        return launchers[rc_shot.arg];
    if (ev == RC_EV_TARGET)
        return "target";
    return ev == RC_EV_EXIT ? "exit" : "cutoff";
}

void rc_anim_launch(uint8_t l)
{
    uint8_t ev;
    rc_draw_line(RC_ROW_PROMPT, "");                /* no question stands while it runs */
    rc_draw_said(rc.turn, (l & 1) ? "B" : "T");
    rc_shot_start(l);
    rc_draw_launchers();
    ev = animate();
    rc_ui_word("launch", rc_ui_side[rc_shot.side]);
    con_trace((l & 1) ? " B " : " T ");
    rc_ui_int(rc_shot.gain[rc_shot.side]);
    con_trace_char(' ');
    con_trace(end_word(ev));
    con_trace_char(' ');
    rc_ui_score();
    con_trace_end();
}
