/* cap.c — Capture MG-302: game selection (button A levels, button B the time
 * limit, the keypad's time keys, CLEAR), the game, and its end. The spec is
 * the original manual; docs/capture.md tells our choices where it is silent.
 * Trace vocabulary: docs/capture.md. */
#include "cart/capture/cap.h"
#include "cart/reversi/rv.h"
#include "cart/search/search.h"

#define NO_MOVE     64          /* a human turn ended by the time limit */
#define BLINK_HALF   5          /* frames per half blink of a placed disc */
#define FLASH       16          /* frames per half period of the cursor's flash */

static uint8_t  level, timer_on;
static uint16_t own_limit[2];   /* seconds set on each keypad ([1]: level 6 only) */
static uint8_t  score[2];       /* [0] black, [1] red */
static uint32_t used[2];       /* frames each side has used */
static uint8_t  cursor;

/* Pre-placed red corners of levels 2-5 (docs/capture.md): a1, h8, h1, a8. */
static const uint8_t corners[4] = { 0, 63, 7, 56 };

static void trace_sq(uint8_t sq)
{
    con_trace_char((char)('a' + (sq & 7)));
    con_trace_char((char)('1' + (sq >> 3)));
}

static void trace_time(uint16_t seconds)
{
    con_trace_u16((uint16_t)(seconds / 60u));
    con_trace_char(':');
    con_trace_char((char)('0' + (seconds % 60u) / 10u));
    con_trace_char((char)('0' + seconds % 10u));
}

static uint16_t limit_of(uint8_t s)
{
    if (s == 1 && level != CAP_TWO_PLAYERS)
        return CAP_LIMIT_CPU;
    return own_limit[s];
}

static uint32_t limit_frames(uint8_t s)
{
    return timer_on ? (uint32_t)limit_of(s) * CAP_FPS : 0;
}

static void show_limits(void)
{
    uint16_t l[2];
    l[0] = limit_of(0);
    l[1] = limit_of(1);
    cap_limits(timer_on, l);
}

static void trace_memory(void)
{
    uint8_t i, n = cap_mem_count();
    const uint8_t *g = cap_mem_games();
    con_trace("memory ");
    con_trace_u16(n);
    for (i = 0; i < n; ++i) {
        con_trace_char(' ');
        con_trace_u16(g[2 * i]);
        con_trace_char('-');
        con_trace_u16(g[2 * i + 1]);
    }
    con_trace_end();
    cap_memory(n, g);
}

/* The level's start: fig 1 of the manual, plus the computer's corners. */
static void set_position(void)
{
    uint8_t cells[64], i;
    for (i = 0; i < 64; ++i)
        cells[i] = RV_EMPTY;
    cells[27] = cells[36] = RV_WHITE;          /* d4 e5 red */
    cells[28] = cells[35] = RV_BLACK;          /* e4 d5 black */
    if (level != CAP_TWO_PLAYERS)
        for (i = 0; i + 1 < level; ++i)
            cells[corners[i]] = RV_WHITE;
    rv_set(cells, RV_BLACK);
    score[0] = rv_count(RV_BLACK);
    score[1] = rv_count(RV_WHITE);
    cap_board();
    cap_scores(score, 0);
}

static void trace_corners(void)
{
    uint8_t i;
    con_trace("corners");
    for (i = 0; i + 1 < level; ++i) {
        con_trace_char(' ');
        trace_sq(corners[i]);
    }
    con_trace_end();
}

/* ---- selection --------------------------------------------------------- */

static void trace_level(void)
{
    con_trace("level ");
    con_trace_u16(level);
    con_trace_end();
    cap_level(level);
}

/* The time keys of keypad n change own_limit[n]. */
static void set_limit(uint8_t n, uint16_t keys)
{
    uint16_t l = own_limit[n];
    if ((keys & CAP_K_MIN_DOWN) && l >= CAP_LIMIT_MIN + 60u) l -= 60u;
    if ((keys & CAP_K_MIN_UP) && l + 60u <= CAP_LIMIT_MAX) l += 60u;
    if ((keys & CAP_K_SEC_DOWN) && l > CAP_LIMIT_MIN) --l;
    if ((keys & CAP_K_SEC_UP) && l < CAP_LIMIT_MAX) ++l;
    if (l == own_limit[n])
        return;
    own_limit[n] = l;
    cap_sfx_bip();
    con_trace(n ? "limit r " : "limit b ");
    trace_time(l);
    con_trace_end();
    show_limits();
}

static void select_keys(void)
{
    uint8_t n, pads = level == CAP_TWO_PLAYERS ? 2 : 1;
    uint16_t k;
    for (n = 0; n < pads; ++n) {
        k = cap_in_pad(n);
        if (k & CAP_K_CLEAR) {
            cap_mem_clear();
            con_trace("clear");
            con_trace_end();
            trace_memory();
        }
        if (timer_on)
            set_limit(n, k);
    }
}

/* Until GAME START: button A levels, button B the time limit, the keypad's
 * time keys and CLEAR. */
static void select_game(void)
{
    uint8_t b;
    for (;;) {
        cap_frame();
        b = cap_in_buttons();
        if (b & CON_B_START)
            return;
        if (b & CON_B_SEL_A) {
            level = (uint8_t)(level % CAP_LEVELS + 1);
            trace_level();
            cap_message("", CAP_WHITE);
            set_position();
            show_limits();
        }
        if (b & CON_B_SEL_B) {
            timer_on ^= 1;
            con_trace(timer_on ? "timer on" : "timer off");
            con_trace_end();
            show_limits();
        }
        select_keys();
    }
}

/* ---- the game ---------------------------------------------------------- */

/* One frame of side s's turn on its clock; nonzero when its time is up. */
static uint8_t tick(uint8_t s)
{
    uint32_t lim = limit_frames(s);
    cap_frame();
    ++used[s];
    if (used[s] % CAP_FPS == 0)
        cap_clock(s, used[s]);
    return lim && used[s] >= lim;
}

static uint8_t is_computer(uint8_t s)
{
    return s == 1 && level != CAP_TWO_PLAYERS;
}

static void move_cursor(uint16_t k)
{
    uint8_t x = (uint8_t)(cursor & 7), y = (uint8_t)(cursor >> 3);
    if ((k & CAP_K_LEFT) && x > 0) --x;
    if ((k & CAP_K_RIGHT) && x < 7) ++x;
    if ((k & CAP_K_UP) && y > 0) --y;
    if ((k & CAP_K_DOWN) && y < 7) ++y;
    cap_cursor(cursor, 0);
    cursor = (uint8_t)(y * 8 + x);
    cap_cursor(cursor, 1);
    cap_sfx_bip();
}

static void show_error(void)
{
    cap_message("ERROR", CAP_RED);
    cap_sfx_bar();
    con_trace("error ");
    trace_sq(cursor);
    con_trace_end();
}

/* The player at keypad n steers the flashing cursor and presses ENTER;
 * returns the square, or NO_MOVE when the time limit runs out. */
static uint8_t human_move(uint8_t s)
{
    uint8_t n = level == CAP_TWO_PLAYERS ? s : 0, t = 0;
    uint16_t k;
    cap_cursor(cursor, 1);
    for (;;) {
        if (tick(s)) {
            cap_square(cursor);                /* no cursor on a finished board */
            return NO_MOVE;
        }
        if (++t == FLASH)
            cap_cursor(cursor, 0);
        else if (t == 2 * FLASH)
            cap_cursor(cursor, 1), t = 0;
        k = cap_in_pad(n);
        if (k & (CAP_K_UP | CAP_K_DOWN | CAP_K_LEFT | CAP_K_RIGHT)) {
            cap_message("", CAP_WHITE);
            move_cursor(k);
            t = 0;
        } else if (k & CAP_K_ENTER) {
            if (rv_legal(cursor))
                break;
            show_error();
        }
    }
    cap_message("", CAP_WHITE);
    cap_square(cursor);
    return cursor;
}

/* Places sq for side s: 1 point plus the flipped discs, which the opponent
 * loses (section 8 of the manual). */
static void place(uint8_t s, uint8_t sq)
{
    uint8_t flips = rv_make(sq), i, j;
    const uint8_t *list = rv_flipped();
    score[s] = (uint8_t)(score[s] + 1 + flips);
    score[1 - s] = (uint8_t)(score[1 - s] - flips);
    con_trace(s ? "move r " : "move b ");
    trace_sq(sq);
    con_trace(" flips ");
    con_trace_u16(flips);
    con_trace(" score ");
    con_trace_u16(score[0]);
    con_trace_char(' ');
    con_trace_u16(score[1]);
    con_trace_end();
    cap_sfx_place();
    for (i = 0; i < 6; ++i) {
        cap_blink(sq, (uint8_t)(i & 1));
        for (j = 0; j < BLINK_HALF; ++j)
            tick(s);
    }
    for (i = 0; i < flips; ++i)
        cap_square(list[i]);
}

static void pass(uint8_t s)
{
    uint8_t i;
    cap_message(is_computer(s) ? "I PASS" : "NO MOVE - PASS", CAP_WHITE);
    con_trace(s ? "pass r" : "pass b");
    con_trace_end();
    for (i = 0; i < CAP_FPS; ++i)
        tick(s);
    cap_message("", CAP_WHITE);
    rv_pass();
}

/* One turn; returns 0, or 1 + the side whose time ran out. */
static uint8_t turn(void)
{
    uint8_t s = rv_side() == RV_BLACK ? 0 : 1, sq;
    cap_scores(score, (uint8_t)(s + 1));
    con_trace(s ? "turn r" : "turn b");
    con_trace_end();
    if (limit_frames(s) && used[s] >= limit_frames(s))
        return (uint8_t)(1 + s);
    if (!rv_can_move(rv_side())) {
        pass(s);
        return 0;
    }
    if (is_computer(s)) {
        cap_message("", CAP_WHITE);
        sq = cap_ai_move(level, &used[1], limit_frames(1));
        cap_clock(1, used[1]);
        cap_ai_trace();
        if (sq == SRCH_NONE)
            return 2;
    } else {
        sq = human_move(s);
        if (sq == NO_MOVE)
            return (uint8_t)(1 + s);
    }
    place(s, sq);
    return 0;
}

static void game_over(uint8_t timeout)
{
    const char *m;
    uint8_t i;
    cap_scores(score, 0);
    if (timeout) {
        cap_message("TIME UP", CAP_RED);
        cap_time_up((uint8_t)(timeout - 1));   /* until the limits are shown again */
        con_trace(timeout == 1 ? "timeout b" : "timeout r");
        con_trace_end();
        cap_sfx_bar();
        for (i = 0; i < 90; ++i)
            cap_frame();
    }
    if (score[0] == score[1])
        m = "DRAW";
    else if (level == CAP_TWO_PLAYERS)
        m = score[0] > score[1] ? "BLACK WINS" : "RED WINS";
    else
        m = score[0] > score[1] ? "YOU WIN" : "I WIN";
    cap_message(m, CAP_GREEN);
    cap_sfx_end();
    con_trace_pair("end ", score[0], score[1]);
    con_trace(" clock ");
    trace_time((uint16_t)(used[0] / CAP_FPS));
    con_trace_char(' ');
    trace_time((uint16_t)(used[1] / CAP_FPS));
    con_trace_end();
    cap_mem_add(score[0], score[1]);
    trace_memory();
}

static void play(void)
{
    uint8_t timeout = 0;
    con_trace("start level ");
    con_trace_u16(level);
    if (timer_on) {
        con_trace(" limits ");
        trace_time(limit_of(0));
        con_trace_char(' ');
        trace_time(limit_of(1));
    }
    con_trace_end();
    set_position();
    if (level > 1 && level < CAP_TWO_PLAYERS)
        trace_corners();
    used[0] = used[1] = 0;
    cap_clock(0, 0);
    cap_clock(1, 0);
    cap_message("", CAP_WHITE);
    show_limits();                             /* TIME UP of the last game goes */
    cursor = 19;                               /* d3: beside black's first plays */
    while (!timeout && !rv_game_over())
        timeout = turn();
    game_over(timeout);
}

void cap_main(void)
{
    level = 1;
    timer_on = 0;
    own_limit[0] = own_limit[1] = CAP_LIMIT_CPU;
    used[0] = used[1] = 0;
    cap_in_reset();
    cap_draw_init();
    con_trace("capture");
    con_trace_end();
    cap_mem_load();
    trace_memory();
    trace_level();
    set_position();
    show_limits();
    cap_clock(0, 0);
    cap_clock(1, 0);
    for (;;) {
        select_game();
        play();
    }
}
