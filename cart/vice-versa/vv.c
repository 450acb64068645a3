/* vv.c — Vice Versa (VideoBrain, 1978): title, roster, first turn, the
 * handicap, and the game itself. The spec is the original manual. */
#include "cart/vice-versa/vv.h"
#include "cart/reversi/rv.h"
#include "cart/search/search.h"
#include "cart/kit/kit.h"

#define DIRS (CON_J_UP | CON_J_DOWN | CON_J_LEFT | CON_J_RIGHT)

static uint8_t opponent;        /* 0-4 computer, VV_FRIEND */
static uint8_t human;           /* vs computer: the human's colour */
static uint8_t handicap, novice;/* points, and the novice's colour (0 = none) */
static uint8_t ask_for_handicap;/* H at the roster: the handicap question is on */
static uint8_t cursor;

static uint8_t is_computer(uint8_t colour)
{
    return opponent != VV_FRIEND && colour != human;
}

/* Name of a colour's player, as the score line and messages say it. */
static const char *player_name(uint8_t colour)
{
    if (opponent == VV_FRIEND)
        return colour == RV_BLACK ? "BLACK" : "WHITE";
    if (colour == human)
        return "YOU";
    return vv_names[opponent];
}

static void trace_sq(const char *what, uint8_t sq)
{
    con_trace(what);
    con_trace_char(' ');
    con_trace_char((char)('a' + (sq & 7)));
    con_trace_char((char)('1' + (sq >> 3)));
    con_trace_end();
}

static void title(void)
{
    vv_draw_init();
    vv_text(8, "VIDEOBRAIN");
    vv_text(11, "VICE VERSA");
    vv_text(15, "BY DR. ARTHUR SAMUEL");
    con_trace("title");
    con_trace_end();
    kit_wait(120);              /* the title shows for two seconds */
}

/* The roster's lines are 10 characters, centred: their first column. */
#define VV_ROSTER_X ((VV_COLS - 10) / 2)

static void roster(void)
{
    static const char *const lines[6] = {
        "ABE      A", "BETTY    B", "CHARLIE  C", "DOROTHY  D", "ERNEST   E", "A FRIEND F" };
    uint8_t i, k;
    vv_background(VV_BLUE);
    vv_clear_text();
    vv_text(4, "TO PLAY   TYPE");
    for (i = 0; i < 6; ++i)
        vv_text((uint8_t)(7 + 2 * i), lines[i]);
    for (;;) {                  /* H turns the handicap question on or off */
        /* one line under the table, its name and key in the table's columns */
        vv_text_at(VV_ROSTER_X, 19, ask_for_handicap ? "HANDICAP H: ON" : "HANDICAP H: OFF");
        k = kit_ask("ABCDEFH");
        if (k != 'H')
            break;
        ask_for_handicap = (uint8_t)!ask_for_handicap;
        con_trace(ask_for_handicap ? "handicap-ask on" : "handicap-ask off");
        con_trace_end();
    }
    opponent = (uint8_t)(k - 'A');
    con_trace("opponent ");
    con_trace(vv_names[opponent]);
    con_trace_end();
}

static void first_turn(void)
{
    human = RV_BLACK;           /* with a friend, joystick #1 plays black */
    if (opponent == VV_FRIEND)
        return;
    vv_clear_text();
    vv_text(10, "FIRST TURN?");
    vv_text(12, "TYPE Y OR N");
    human = kit_yes_no() ? RV_BLACK : RV_WHITE;
    con_trace(human == RV_BLACK ? "first you" : "first computer");
    con_trace_end();
}

/* Beyond the original: a handicap agreed before the game, applied by the
 * program to the final score (the VideoBrain kept none and left that to the
 * players), asked only when H at the roster turned the question on. */
static void ask_handicap(void)
{
    static char digits[3];
    kit_line line;
    novice = 0;
    handicap = 0;
    if (!ask_for_handicap)
        return;
    vv_clear_text();
    vv_text(8, "HANDICAP?");
    vv_text(10, "TYPE 0-32, THEN RETURN");
    kit_line_start(&line, digits, 2, 13, 13, CON_ATTR(VV_WHITE, VV_BLUE));
    kit_line_set(&line, 0, 32);
    kit_line_read(&line);
    handicap = (uint8_t)kit_line_num(&line);
    if (!handicap)
        return;
    vv_text(16, "WHO IS THE NOVICE?");
    if (opponent == VV_FRIEND) {
        vv_text(18, "TYPE 1 OR 2 (JOYSTICK)");
        novice = kit_ask("12") == '1' ? RV_BLACK : RV_WHITE;
    } else {
        vv_text(18, "Y = YOU, N = COMPUTER");
        novice = kit_yes_no() ? human : (uint8_t)(3 - human);
    }
    con_trace("handicap ");
    con_trace_u16(handicap);
    con_trace(novice == RV_BLACK ? " novice black" : " novice white");
    con_trace_end();
}

/* Score line and background after a turn. Against the computer the human's
 * score comes first and colours the screen; with a friend, the mover's. */
static void show_score(void)
{
    uint8_t first = opponent == VV_FRIEND ? rv_side() : human;
    uint8_t a = rv_count(first), b = rv_count((uint8_t)(3 - first));
    const char *name = player_name(first); /* one call an argument (lint6502) */
    vv_score(first, name, player_name((uint8_t)(3 - first)));
    /* even: blue; ahead: green; behind: red (our choice; the manual is silent) */
    vv_background(a == b ? VV_BLUE : a > b ? VV_GREEN : VV_RED);
    con_trace("score ");
    con_trace_u16(rv_count(RV_BLACK));
    con_trace_char(' ');
    con_trace_u16(rv_count(RV_WHITE));
    con_trace_end();
}

static void move_cursor(uint8_t joy)
{
    uint8_t x = (uint8_t)(cursor & 7), y = (uint8_t)(cursor >> 3);
    if ((joy & CON_J_LEFT) && x > 0) --x;
    if ((joy & CON_J_RIGHT) && x < 7) ++x;
    if ((joy & CON_J_UP) && y > 0) --y;
    if ((joy & CON_J_DOWN) && y < 7) ++y;
    vv_square(cursor, 0);
    cursor = (uint8_t)(y * 8 + x);
    vv_square(cursor, 1);
}

/* Checks a hit on the cursor square; returns 1 when the play is legal. */
static uint8_t try_play(void)
{
    if (rv_get(cursor) != RV_EMPTY) {
        vv_message("NON EMPTY SQUARE");
        trace_sq("illegal nonempty", cursor);
    } else if (!rv_legal(cursor)) {
        vv_message("DOES NOT FLANK");
        trace_sq("illegal noflank", cursor);
    } else {
        return 1;
    }
    con_sound(CON_CH_TONE0, 110, 12, 20);
    return 0;
}

/* The human at joystick `n` guides the cursor and presses the hit button.
 * A push moves the cursor one square; held, it repeats after a delay, as
 * the toolkit's presses do (a quick push never moves it twice). */
static uint8_t human_move(uint8_t n)
{
    static kit_rep joy;
    uint8_t pressed;
    kit_rep_reset(&joy);
    vv_square(cursor, 1);
    for (;;) {
        kit_frame();
        pressed = (uint8_t)kit_rep_step(&joy, con_joy(n), DIRS);
        if (pressed & DIRS) {
            move_cursor(pressed);
            vv_message("");
        }
        if ((pressed & CON_J_FIRE) && try_play())
            break;
    }
    vv_square(cursor, 0);
    return cursor;
}

static void play_move(uint8_t sq)
{
    uint8_t side = rv_side();
    rv_make(sq);
    con_trace(side == RV_BLACK ? "move b " : "move w ");
    con_trace_char((char)('a' + (sq & 7)));
    con_trace_char((char)('1' + (sq >> 3)));
    con_trace(" flips ");
    con_trace_u16(rv_flipped_count());
    con_trace_end();
    vv_blink(sq);
    vv_turn_pieces();
}

static void pass_turn(void)
{
    uint8_t side = rv_side();
    vv_message(opponent == VV_FRIEND || side == human ? "NO PLAY - PASS" : "I MUST PASS");
    con_trace(side == RV_BLACK ? "pass b" : "pass w");
    con_trace_end();
    con_sound(CON_CH_TONE0, 220, 8, 30);
    kit_wait(90);
    vv_message("");
    rv_pass();
}

static void one_turn(void)
{
    uint8_t side = rv_side(), sq;
    if (!rv_can_move(side)) {
        pass_turn();
        return;
    }
    if (is_computer(side)) {
        vv_message("THINKING");
        sq = vv_ai_move(opponent);
        vv_ai_trace();
        vv_message("");
    } else {
        sq = human_move(opponent == VV_FRIEND && side == RV_WHITE ? 1 : 0);
    }
    cursor = sq;
    play_move(sq);
}

/* Final score with the handicap: subtracted from the expert, added to the
 * novice (a final score may go below zero). */
static void game_over(void)
{
    int16_t b = rv_count(RV_BLACK), w = rv_count(RV_WHITE);
    uint8_t winner = RV_EMPTY;
    if (novice == RV_BLACK) { b += handicap; w -= handicap; }
    if (novice == RV_WHITE) { w += handicap; b -= handicap; }
    if (b > w) winner = RV_BLACK;
    if (w > b) winner = RV_WHITE;
    vv_text(1, handicap ? "FINAL SCORE WITH HANDICAP" : "FINAL SCORE");
    vv_final(b, w);
    if (winner == RV_EMPTY) {
        vv_message("A TIE GAME");
    } else if (opponent != VV_FRIEND && winner == human) {
        vv_message("YOU WIN");
    } else if (opponent != VV_FRIEND) {
        vv_message("THE COMPUTER WINS");
    } else {
        vv_message(winner == RV_BLACK ? "BLACK WINS" : "WHITE WINS");
    }
    con_trace_pair("end ", b, w);
    con_trace_end();
    con_sound(CON_CH_TONE0, 523, 10, 40);
    kit_flush();               /* keys typed during play do not skip the score */
    kit_wait(60);
    kit_ask("ABCDEFYN\r ");        /* any answer key returns to the roster */
}

static void play(void)
{
    rv_init();
    cursor = 19;               /* d3, next to black's usual first plays */
    vv_clear_text();
    vv_background(VV_BLUE);
    vv_board();
    show_score();
    while (!rv_game_over()) {
        one_turn();
        show_score();
    }
    game_over();
}

void vv_main(void)
{
    kit_init();
    ask_for_handicap = 0;       /* off at power-on: native statics outlive a reset and the page's restart */
    title();
    for (;;) {
        roster();
        first_turn();
        ask_handicap();
        play();
    }
}
