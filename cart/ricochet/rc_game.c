/* rc_game.c — see rc_game.h. The engine (rc.h, rc_launch.h, rc_ai.h)
 * decides everything; this file asks, shows and times.
 *
 * Trace words (docs/trace.md; docs/ricochet.md lists them): start LOOK,
 * variant N, computer y|n, opponent N, first l|r, move SIDE NOTATION,
 * launch SIDE T|B HITS END LEFT-RIGHT, think N NOTATION SIMS [break],
 * clock SIDE SECONDS BONUS, game LEFT-RIGHT WINNER, match LEFT-RIGHT WINNER,
 * rating SIDE R. */
#include "cart/console.h"
#include "cart/kit/kit.h"
#include "cart/ricochet/rc.h"
#include "cart/ricochet/rc_launch.h"
#include "cart/ricochet/rc_ai.h"
#include "cart/ricochet/rc_draw.h"
#include "cart/ricochet/rc_record.h"
#include "cart/ricochet/rc_game.h"

#define FRAMES_A_CELL 4      /* the launch advances a cell every 4 frames (§3) */
#define BUMPER_PAUSE 30

static uint8_t computer[2];      /* 0 human, else the opponent's number */
static uint16_t rating[2];
static const uint16_t computer_rating[5] = { 0, 600, 1000, 1400, 1800 };
static const char side_name[2] = { 'L', 'R' };

static void trace_word(const char *w, char c)
{
    con_trace(w);
    con_trace_char(' ');
    con_trace_char(c);
}

/* ---- keys: the toolkit's queue, so nothing typed ahead is lost ---- */

static uint8_t next_key(void)
{
    uint8_t k;
    do
        k = kit_get();
    while (!k);
    return k;
}

/* A question answered by one of `keys`; the answer's index. */
static uint8_t ask(const char *q, const char *keys)
{
    uint8_t k = 0, i;
    rc_draw_line(RC_ROW_PROMPT, q);
    k = kit_ask(keys);
    for (i = 0; keys[i] != (char)k; ++i)
        ;
    return i;
}

/* A rating, digits then RETURN (0 for a new player). */
static uint16_t ask_rating(const char *q)
{
    static char buf[5];
    static kit_line line;
    uint8_t n = 0;
    rc_draw_line(RC_ROW_PROMPT, q);
    while (q[n])
        ++n;
    kit_line_start(&line, buf, 4, (uint8_t)(n + 2), RC_ROW_PROMPT, rc_draw_attr());
    kit_line_set(&line, '_', 9999);
    kit_line_read(&line);
    return kit_line_num(&line);
}

static void buzz(void)
{
    con_sound(CON_CH_NOISE, 200, 8, 6);
}

/* ---- the set-up dialogue (§13, M24) ---- */

static void setup(void)
{
    uint8_t variant, first;
    rc_draw_clear();
    rc_draw_line(2, "RICOCHET");
    rc_draw_line(4, "(C) 1981 AUTOMATED SIMULATIONS");
    variant = (uint8_t)(1 + ask("ENTER VARIANT NUMBER (1-5)", "12345"));
    trace_word("variant", (char)('0' + variant));
    con_trace_end();
    computer[0] = computer[1] = 0;
    if (ask("DO YOU WANT TO PLAY THE COMPUTER?", "YN") == 0) {
        uint8_t op = (uint8_t)(1 + ask("ENTER COMPUTER OPPONENT NUMBER (1-4)", "1234"));
        trace_word("opponent", (char)('0' + op));
        con_trace_end();
        rating[0] = ask_rating("ENTER HUMAN RATING");
        first = ask("SHALL HUMAN PLAY FIRST OR SECOND?", "FS");
        computer[1] = op;             /* the human plays Left */
        rating[1] = computer_rating[op];
    } else {
        rating[0] = ask_rating("ENTER LEFT RATING");
        rating[1] = ask_rating("ENTER RIGHT RATING");
        first = ask("SHALL LEFT PLAY FIRST OR SECOND?", "FS");
    }
    con_trace("ratings ");
    con_trace_u16(rating[0]);
    con_trace_char(' ');
    con_trace_u16(rating[1]);
    con_trace_end();
    trace_word("first", first ? 'r' : 'l');
    con_trace_end();
    rc_match_start(variant, first);
}

/* ---- the launch, animated ---- */

static void tone(uint8_t ev)
{
    if (ev == RC_EV_PIECE)
        con_sound(CON_CH_TONE0, (uint16_t)(300 + 60 * rc_shot.arg), 10, 4);
    else if (ev == RC_EV_WALL)
        con_sound(CON_CH_NOISE, 1200, 6, 1);
    else if (ev != RC_EV_STEP)
        con_sound(CON_CH_TONE1, 880, 12, BUMPER_PAUSE);
}

/* Ticks with the ball drawn, until a key (the rest runs at once: the
 * same result) or the end. */
static uint8_t animate(void)
{
    uint16_t was;
    uint8_t ev, wait, skip = 0;
    do {
        was = rc_shot.at;
        ev = rc_shot_tick();
        if (skip)
            continue;
        rc_draw_cell(was);
        if (ev == RC_EV_PIECE)
            rc_draw_piece(rc_shot.arg);
        if (!rc_shot.done)
            rc_draw_ball(rc_shot.at);
        tone(ev);
        if (ev != RC_EV_STEP && ev != RC_EV_WALL && ev != RC_EV_PIECE)
            rc_draw_board();
        else
            rc_draw_status();
        wait = (ev == RC_EV_BUMPER || ev == RC_EV_KO_BUMP) ? BUMPER_PAUSE : FRAMES_A_CELL;
        while (wait-- && !skip) {
            kit_frame();
            skip = kit_key() != 0;
        }
    } while (!rc_shot.done);
    if (skip)
        rc_draw_board();
    return ev;
}

static void trace_int(int16_t v)
{
    if (v < 0) {
        con_trace_char('-');
        v = (int16_t)-v;
    }
    con_trace_u16((uint16_t)v);
}

static void trace_score(void)
{
    trace_int(rc.score[RC_LEFT]);
    con_trace_char('-');
    trace_int(rc.score[RC_RIGHT]);
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

/* "launch L T POINTS END L-R": END a launcher's name, target, exit or cutoff. */
static void launch(uint8_t l)
{
    uint8_t ev;
    rc_shot_start(l);
    ev = animate();
    trace_word("launch", side_name[rc_shot.side]);
    con_trace((l & 1) ? " B " : " T ");
    trace_int(rc_shot.gain[rc_shot.side]);
    con_trace_char(' ');
    con_trace(end_word(ev));
    con_trace_char(' ');
    trace_score();
    con_trace_end();
}

/* ---- the smart clock (§8) ---- */

static uint16_t frames;          /* of the human's turn so far */

/* One frame of a human's turn: the clock runs, the bonus shows as it accrues. */
static uint8_t timed_key(void)
{
    uint16_t limit = rc_clock_limit(rc.turn);
    uint8_t k = kit_get();
    if (frames < 60000u)
        ++frames;
    if (frames % 60 == 0)
        rc_draw_clock(frames / 60, limit);
    return k;
}

static void book_clock(void)
{
    uint8_t side = rc.turn, bonus = rc_clock_book(side, frames / 60);
    trace_word("clock", side_name[side]);
    con_trace_char(' ');
    con_trace_u16(frames / 60);
    con_trace_char(' ');
    con_trace_u16(bonus);
    con_trace_end();
}

/* ---- a human's turn: the keyboard commands (§13, M17, M18) ---- */

/* Pieces typed after DIRECTION?: returns how many moved; 0xFF when M
 * cancelled before any did. */
static uint8_t move_pieces(uint8_t dir, char *note)
{
    uint8_t k, n = 0, p;
    rc_draw_line(RC_ROW_PROMPT, "PIECE?");
    for (;;) {
        k = timed_key();
        if (k == ' ')
            return n;
        if (k == 'M' && n == 0)
            return 0xFF;
        if (k < 'A' || k > 'L')
            continue;
        p = (uint8_t)(k - 'A');
        if (rc_move_piece(p, dir)) {
            buzz();
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
    do
        k = timed_key();
    while (!k);
    for (d = 0; d < 4 && rc_dir_keys[d] != k; ++d)
        ;
    if (d == 4)
        return 0;
    note[0] = (char)k;
    note[1] = 0;
    k = move_pieces(d, note);
    if (k == 0 || k == 0xFF)
        return 0;
    book_clock();
    rc_rec_add(note);
    trace_word("move", side_name[rc.turn]);
    con_trace_char(' ');
    con_trace(note);
    con_trace_end();
    rc_end_turn();
    return 1;
}

static uint8_t try_launch(void)
{
    uint8_t k, l;
    rc_draw_line(RC_ROW_PROMPT, "TOP OR BOTTOM LAUNCHER?");
    do
        k = timed_key();
    while (!k);
    if (k != 'T' && k != 'B')
        return 0;                       /* any other key: no launch */
    l = (uint8_t)(rc.turn * 2 + (k == 'B'));
    if (!rc_launch_ok(l)) {
        buzz();
        return 0;
    }
    book_clock();
    rc_rec_add(k == 'B' ? "B" : "T");
    launch(l);
    rc_end_turn();
    return 1;
}

/* ---- the record (§12): R shows it, P prints it ---- */

static void show_record(void)
{
    static char line[RC_REC_LINE];
    uint8_t n = rc_rec_lines(), i = n > 4 ? (uint8_t)(n - 4) : 0, row = RC_ROW_INFO;
    rc_draw_line(row++, "LEFT    RIGHT");
    for (; i < n; ++i) {
        rc_rec_line(i, line);
        rc_draw_line(row++, line);
    }
    while (row < 24)
        rc_draw_line(row++, "");
}

static void print_record(void)
{
    static char line[RC_REC_LINE];
    uint8_t n = rc_rec_lines(), i;
    con_print("RICOCHET  VARIANT ");
    con_print_char((char)('0' + rc.variant));
    con_print("\nLEFT    RIGHT\n");
    for (i = 0; i < n; ++i) {
        rc_rec_line(i, line);
        con_print(line);
        con_print_char('\n');
    }
    con_print_char('\f');
    con_trace("print");
    con_trace_end();
}

/* ---- the joystick (§13): the cursor on a launcher + button launches; on
 * a piece + button, the stick's direction moves it, the cursor onto
 * further pieces moves them the same way, the button ends the move. ---- */

#define J_NONE   0xFF            /* jdir: nothing chosen */
#define J_PICKED 4               /* a piece chosen, no direction yet */

static int8_t cx, cy;
static uint8_t jprev, jdir, jpiece, jn;
static char jnote[8];

static void joy_start(uint8_t side)
{
    cx = side ? (int8_t)rc_lay->w : -1;
    cy = -1;
    jprev = con_joy(side);
    jdir = J_NONE;
    jn = 0;
}

static void joy_show(void)
{
    rc_draw_board();
    rc_draw_cursor(cx, cy);
}

/* The own piece under the cursor, or 0xFF. */
static uint8_t joy_piece(uint8_t side)
{
    uint8_t c = rc_map[(uint16_t)((uint8_t)(cy + 1) * (rc_lay->w + 2) + (uint8_t)(cx + 1))];
    return (c >= 1 && c <= RC_PIECES && (c - 1) / 6 == side) ? (uint8_t)(c - 1) : 0xFF;
}

/* Moves piece p the chosen way; the cursor follows it. */
static void joy_move(uint8_t p)
{
    if (rc_move_piece(p, jdir)) {
        buzz();
        return;
    }
    jnote[++jn] = (char)('A' + p);
    jnote[jn + 1] = 0;
    cx = (int8_t)rc.x[p];
    cy = (int8_t)rc.y[p];
}

static uint8_t joy_button(uint8_t side)
{
    uint8_t l;
    if (jdir == J_NONE) {
        for (l = (uint8_t)(side * 2); l < side * 2 + 2; ++l)
            if (cx == ((l & 2) ? (int8_t)rc_lay->w : -1) && cy == ((l & 1) ? (int8_t)rc_lay->h : -1)) {
                if (!rc_launch_ok(l)) {
                    buzz();
                    return 0;
                }
                book_clock();
                rc_rec_add((l & 1) ? "B" : "T");
                launch(l);
                rc_end_turn();
                return 1;
            }
        jpiece = joy_piece(side);
        if (jpiece != 0xFF)
            jdir = J_PICKED;
        return 0;
    }
    if (jn == 0) {                      /* nothing moved: the choice is dropped */
        jdir = J_NONE;
        return 0;
    }
    book_clock();
    rc_rec_add(jnote);
    trace_word("move", side_name[side]);
    con_trace_char(' ');
    con_trace(jnote);
    con_trace_end();
    rc_end_turn();
    return 1;
}

static uint8_t joy_step(uint8_t side)
{
    static const uint8_t bit[4] = { CON_J_UP, CON_J_DOWN, CON_J_LEFT, CON_J_RIGHT };
    static const int8_t ddx[4] = { 0, 0, -1, 1 }, ddy[4] = { -1, 1, 0, 0 };
    uint8_t j = con_joy(side), e = (uint8_t)(j & ~jprev), d, p;
    jprev = j;
    if (!e)
        return 0;
    if (e & CON_J_FIRE) {
        if (joy_button(side))
            return 1;
    } else {
        for (d = 0; d < 4 && !(e & bit[d]); ++d)
            ;
        if (d == 4)
            return 0;
        if (jdir == J_PICKED) {
            jdir = d;
            jnote[0] = rc_dir_keys[d];
            joy_move(jpiece);
        } else {
            if (cx + ddx[d] >= -1 && cx + ddx[d] <= (int8_t)rc_lay->w)
                cx = (int8_t)(cx + ddx[d]);
            if (cy + ddy[d] >= -1 && cy + ddy[d] <= (int8_t)rc_lay->h)
                cy = (int8_t)(cy + ddy[d]);
            p = joy_piece(side);
            if (jdir < 4 && p != 0xFF && !rc_piece_moved(p))
                joy_move(p);
        }
    }
    joy_show();
    return 0;
}

static void human_turn(void)
{
    static const char launch_key[2] = { 'S', 'L' }, move_key[2] = { 'V', 'M' };
    static const char *const prompt[2] = { "LEFT: S LAUNCH  V MOVE", "RIGHT: L LAUNCH  M MOVE" };
    uint8_t k, side = rc.turn;
    frames = 0;
    joy_start(side);
    rc_draw_line(RC_ROW_PROMPT, prompt[side]);
    for (;;) {
        k = timed_key();
        if (joy_step(side))
            return;
        if (!k)
            continue;
        if (k == launch_key[side] && try_launch())
            return;
        if (k == move_key[side] && try_move())
            return;
        if (k == 'R')
            show_record();
        if (k == 'P')
            print_record();
        rc_draw_line(RC_ROW_PROMPT, prompt[side]);
    }
}

/* ---- the computer's turn ---- */

static uint8_t poll_key(void)
{
    return kit_poll() != 0;     /* BREAK or any key: play the best so far */
}

static void computer_turn(void)
{
    static char note[8];
    uint8_t op = computer[rc.turn];
    rc_action a;
    rc_draw_line(RC_ROW_PROMPT, "THINKING...");
    rc_ai_poll = poll_key;
    a = rc_ai_choose(op);
    rc_ai_notation(a, note);
    trace_word("think", (char)('0' + op));
    con_trace_char(' ');
    con_trace(note);
    con_trace_char(' ');
    con_trace_u16(rc_ai_sims);
    if (rc_ai_stopped) {
        con_trace(" break");
        kit_flush();            /* the key that stopped it is spent */
    }
    con_trace_end();
    rc_clock_note(rc.turn, rc_ai_secs[op]);
    rc_rec_add(note);
    if (RC_ACT_IS_MOVE(a)) {
        rc_ai_apply(a);
        rc_draw_board();
    } else {
        launch(RC_ACT_CODE(a));
        rc_end_turn();
    }
}

/* ---- games and the match (§6, §7, §9) ---- */

static void wait_any_key(const char *s)
{
    rc_draw_line(RC_ROW_PROMPT, s);
    next_key();
}

static void game_over(void)
{
    uint8_t w = rc_match_game_end();
    con_trace("game ");
    trace_score();
    con_trace_char(' ');
    con_trace_char(w == 2 ? 't' : side_name[w]);
    con_trace_end();
    rc_draw_status();
    rc_draw_line(RC_ROW_INFO, w == 2 ? "A TIE" : w == RC_LEFT ? "LEFT WINS THE GAME" : "RIGHT WINS THE GAME");
    wait_any_key("GAME OVER: PRESS A KEY");
}

static void match_over(void)
{
    uint8_t w = rc_match_winner(), s;
    uint16_t r[2];
    con_trace("match ");
    con_trace_u16(rc_match.mpoints[RC_LEFT]);
    con_trace_char('-');
    con_trace_u16(rc_match.mpoints[RC_RIGHT]);
    con_trace_char(' ');
    con_trace_char(side_name[w]);
    con_trace_end();
    for (s = 0; s < 2; ++s)
        r[s] = rc_rating(rating[s], rating[s ^ 1], rc_match.mpoints[s],
                         rc_match.mpoints[s ^ 1], rc_match.games);
    rc_draw_line(RC_ROW_INFO, w == RC_LEFT ? "LEFT WINS THE MATCH" : "RIGHT WINS THE MATCH");
    for (s = 0; s < 2; ++s) {
        if (computer[s])
            continue;                   /* the computer's rating is fixed */
        rc_draw_line((uint8_t)(RC_ROW_INFO + 1 + s), s ? "NEW RIGHT RATING" : "NEW LEFT RATING");
        rc_draw_number((uint8_t)(RC_ROW_INFO + 1 + s), 20, r[s]);
        trace_word("rating", side_name[s]);
        con_trace_char(' ');
        con_trace_u16(r[s]);
        con_trace_end();
    }
    wait_any_key("MATCH OVER: PRESS A KEY");
}

static void match(void)
{
    for (;;) {
        rc_draw_clear();
        rc_draw_board();
        rc_rec_clear(rc.first);
        while (!rc.over) {
            rc_draw_status();
            if (computer[rc.turn])
                computer_turn();
            else
                human_turn();
        }
        rc_draw_board();
        game_over();
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
        setup();
        match();
    }
}
