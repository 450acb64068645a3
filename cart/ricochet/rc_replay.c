/* rc_replay.c — see rc_replay.h. The record holds each turn's notation,
 * which is enough to play it again: the engine is deterministic. Only the
 * smart clock's bonus depends on the time a human took, so it is kept
 * beside the record, a byte a turn. */
#include "cart/console.h"
#include "cart/kit/kit.h"
#include "cart/ricochet/rc.h"
#include "cart/ricochet/rc_draw.h"
#include "cart/ricochet/rc_record.h"
#include "cart/ricochet/rc_anim.h"
#include "cart/ricochet/rc_ui.h"
#include "cart/ricochet/rc_replay.h"

static rc_state start, final;
static uint8_t bonus[RC_REC_TURNS], turns;

void rc_replay_begin(void)
{
    start = rc;
    turns = 0;
}

void rc_replay_bonus(uint8_t b)
{
    if (turns < RC_REC_TURNS)
        bonus[turns++] = b;
}

/* Plays a recorded turn: "T"/"B" a launch, else a direction and pieces. */
static void play(const char *note)
{
    uint8_t d;
    if (note[0] == 'T' || note[0] == 'B') {
        rc_anim_launch((uint8_t)(rc.turn * 2 + (note[0] == 'B')));
    } else {
        for (d = 0; d < 4 && rc_dir_keys[d] != note[0]; ++d)
            ;
        while (*++note)
            rc_move_piece((uint8_t)(*note - 'A'), d);
    }
    rc_end_turn();
    rc_draw_board();
}

/* The next turn's line and prompt; 0 when S stops the replay. */
static uint8_t ask_next(uint8_t i, const char *note)
{
    static char line[] = "REPLAY TURN ...  L ";
    line[12] = (char)('0' + (i + 1) / 100);
    line[13] = (char)('0' + (i + 1) / 10 % 10);
    line[14] = (char)('0' + (i + 1) % 10);
    line[17] = rc_ui_side[rc.turn];
    rc_draw_line(RC_ROW_INFO, line);
    con_puts(20, RC_ROW_INFO, note, rc_draw_attr());
    rc_draw_line(RC_ROW_PROMPT, "REPLAY: SPACE NEXT TURN  S STOP");
    return rc_ui_key() != 'S';
}

static void trace_turn(const char *note)
{
    rc_ui_word("replay", rc_ui_side[rc.turn]);
    con_trace_char(' ');
    con_trace(note);
    con_trace_end();
}

void rc_replay_watch(void)
{
    uint8_t i, n = rc_rec_turns();
    const char *note;
    final = rc;
    --rc_match.games;           /* the status shows the game watched, not the next */
    rc_restore(&start);
    rc_draw_game();
    for (i = 0; i < n; ++i) {
        note = rc_rec_turn(i);
        if (!ask_next(i, note))
            break;
        trace_turn(note);
        if (i < turns)
            rc.score[rc.turn ^ 1] += bonus[i];
        play(note);
    }
    con_trace(i == n ? "replay end " : "replay stop");
    if (i == n)
        rc_ui_score();
    con_trace_end();
    ++rc_match.games;
    rc_restore(&final);
    rc_draw_game();
}
