/* rc_game.c — see rc_game.h. The engine (rc.h, rc_launch.h, rc_ai.h)
 * decides everything; the title's screens are rc_setup.c (the dialogue),
 * rc_turn.c and rc_joy.c (a human's turn), rc_anim.c (the launch),
 * rc_recshow.c (the record), rc_replay.c (a game watched again); this file runs the match and the computer's
 * turns.
 *
 * Trace words (docs/trace.md; docs/ricochet.md lists them): start LOOK,
 * the set-up's (rc_setup.h), a turn's (rc_turn.h, rc_anim.h),
 * thinking (a computer starts), think N NOTATION SIMS [break], game LEFT-RIGHT WINNER,
 * match LEFT-RIGHT WINNER, rating SIDE R. */
#include "cart/console.h"
#include "cart/kit/kit.h"
#include "cart/ricochet/rc.h"
#include "cart/ricochet/rc_ai.h"
#include "cart/ricochet/rc_draw.h"
#include "cart/ricochet/rc_record.h"
#include "cart/ricochet/rc_anim.h"
#include "cart/ricochet/rc_replay.h"
#include "cart/ricochet/rc_setup.h"
#include "cart/ricochet/rc_turn.h"
#include "cart/ricochet/rc_ui.h"
#include "cart/ricochet/rc_game.h"

/* ---- the computer's turn ---- */

/* BREAK or any key but RETURN (a stray one after the last set-up answer,
 * or after a typed line): play the best so far. */
static uint8_t poll_key(void)
{
    uint8_t k = kit_poll();
    return k != 0 && k != CON_K_ENTER;
}

static void trace_think(uint8_t op, const char *note)
{
    rc_ui_word("think", (char)('0' + op));
    con_trace_char(' ');
    con_trace(note);
    con_trace_char(' ');
    con_trace_u16(rc_ai_sims);
    if (rc_ai_stopped) {
        con_trace(" break");
        kit_flush();            /* the key that stopped it is spent */
    }
    con_trace_end();
}

static void computer_turn(void)
{
    static char note[8];
    uint8_t op = rc_setup_computer[rc.turn];
    rc_action a;
    rc_draw_line(RC_ROW_PROMPT, "THINKING...");
    con_trace("thinking");
    con_trace_end();
    rc_ai_poll = poll_key;
    a = rc_ai_choose(op);
    rc_ai_notation(a, note);
    trace_think(op, note);
    rc_clock_note(rc.turn, rc_ai_secs[op]);
    rc_rec_add(note);
    rc_replay_bonus(0);
    if (RC_ACT_IS_MOVE(a)) {
        rc_draw_said(rc.turn, note);        /* a move in words: pieces do not just jump */
        rc_draw_line(RC_ROW_PROMPT, "");
        rc_ai_apply(a);
        rc_draw_board();
    } else {
        rc_anim_launch(RC_ACT_CODE(a));
        rc_end_turn();
    }
}

/* ---- games and the match (§6, §7, §9) ---- */

static void wait_any_key(const char *s)
{
    rc_draw_line(RC_ROW_PROMPT, s);
    rc_ui_key();
}

/* The game's end: its result, then W watches it again (rc_replay.h) as
 * often as wanted; any other key goes on. */
static void game_over(void)
{
    uint8_t w = rc_match_game_end(), k;
    con_trace("game ");
    rc_ui_score();
    con_trace_char(' ');
    con_trace_char(w == 2 ? 't' : rc_ui_side[w]);
    con_trace_end();
    rc_draw_line(RC_ROW_CLOCK, "");
    do {
        rc_draw_status();
        rc_draw_line(RC_ROW_INFO, w == 2 ? "A TIE" : w == RC_LEFT ? "LEFT WINS THE GAME" : "RIGHT WINS THE GAME");
        rc_draw_line(RC_ROW_PROMPT, "GAME OVER: W REPLAY, OTHER KEYS GO ON");
        k = rc_ui_key();
        if (k == 'W')
            rc_replay_watch();
    } while (k == 'W');
}

/* Each human's new rating, shown and traced (the computer's is fixed). */
static void ratings(void)
{
    uint8_t s, row;
    uint16_t r;
    for (s = 0; s < 2; ++s) {
        if (rc_setup_computer[s])
            continue;
        r = rc_rating(rc_setup_rating[s], rc_setup_rating[s ^ 1], rc_match.mpoints[s],
                      rc_match.mpoints[s ^ 1], rc_match.games);
        row = (uint8_t)(RC_ROW_INFO + 1 + s);
        rc_draw_line(row, s ? "NEW RIGHT RATING" : "NEW LEFT RATING");
        rc_draw_number(row, 20, r);
        rc_ui_word("rating", rc_ui_side[s]);
        con_trace_char(' ');
        con_trace_u16(r);
        con_trace_end();
    }
}

static void match_over(void)
{
    uint8_t w = rc_match_winner();
    con_trace("match ");
    con_trace_u16(rc_match.mpoints[RC_LEFT]);
    con_trace_char('-');
    con_trace_u16(rc_match.mpoints[RC_RIGHT]);
    con_trace_char(' ');
    con_trace_char(rc_ui_side[w]);
    con_trace_end();
    rc_draw_line(RC_ROW_INFO, w == RC_LEFT ? "LEFT WINS THE MATCH" : "RIGHT WINS THE MATCH");
    ratings();
    wait_any_key("MATCH OVER: PRESS A KEY");
}

static void play_game(void)
{
    rc_draw_game();
    rc_rec_clear(rc.first);
    rc_replay_begin();
    while (!rc.over) {
        rc_draw_status();
        rc_draw_line(RC_ROW_CLOCK, "");     /* the last turn's clock goes */
        if (rc_setup_computer[rc.turn])
            computer_turn();
        else
            rc_turn_human();
    }
    rc_draw_board();
    game_over();
}

static void match(void)
{
    for (;;) {
        play_game();
        if (rc_match.over)
            break;
        rc_match_next();
    }
    match_over();
}

void ricochet_main(void)
{
    kit_init();
    rc_draw_init();
    con_trace("start ");
    con_trace(rc_draw_look());
    con_trace_end();
    for (;;) {
        rc_setup();
        match();
    }
}
