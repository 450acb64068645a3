/* rc_draw.h — Ricochet's screens (spec §13) in the console's 40x24
 * character cells: the Apple II look (default) or the Atari look
 * (annex --machine atari). The playfield cell (x, y) is text column x + 6,
 * row y + 2: the frame fills columns 5-33 and rows 1-11, the side values
 * stand in columns 1-3 and 35-37, the launchers' balls in columns 0-4 and
 * 34-38 of rows 1 and 11; rows 13-23 hold the scores, the match (game,
 * round, target), the clock, the prompt and the info row (the last action,
 * the game's end). */
#ifndef CART_RICOCHET_RC_DRAW_H
#define CART_RICOCHET_RC_DRAW_H

#include <stdint.h>
#include "cart/console.h"

#define RC_COLS 40
#define RC_ROWS 24
#define RC_ROW_SCORE  13
#define RC_ROW_MATCH  14
#define RC_ROW_CLOCK  15
#define RC_ROW_PROMPT 17
#define RC_ROW_NOTE   18        /* why a choice was refused */
#define RC_ROW_INFO   19

/* The cartridge's glyphs (codes from CON_GLYPH_USER): the marker, a
 * piece's orientation bars (above, below, left, right of its letter), the
 * bumper's half disc (Left's, Right's), the wall's bricks, the launch, and
 * the balls of launches left. Tests read the screen by them. */
enum { RC_G_DOT = CON_GLYPH_USER, RC_G_BAR_N, RC_G_BAR_S, RC_G_BAR_W, RC_G_BAR_E, RC_G_BUMPER_L,
       RC_G_BUMPER_R, RC_G_WALL, RC_G_BALL, RC_G_BALLS2, RC_G_BALL_L, RC_G_BALL_R };

/* rc_draw.c draws the board, rc_draw_rows.c the text rows under it. */

/* Sets the mode of the look asked for; its name ("apple2", "atari"). */
void rc_draw_init(void);
const char *rc_draw_look(void);
/* The attribute of plain text (for the toolkit's line editor), and of a
 * side's pieces and names. */
uint8_t rc_draw_attr(void);
uint8_t rc_draw_side_attr(uint8_t side);
/* The board brought in line with `rc`, and the status rows. After
 * rc_draw_clear every cell is drawn; else only what changed (a piece moved
 * or turned, the frame's counts, knock-outs and target), each cell written
 * once with what it shows at the end and a moved piece at its new place
 * before its old one is cleared: on the ROM, which draws while frames are
 * shown, no frame shows the board blank or half drawn. A piece's bars
 * stand on the field's cells only, never in the frame. */
void rc_draw_board(void);
/* A game's screen: the board (rc_draw_board), the clock's row and those
 * below it cleared, nothing said yet. */
void rc_draw_game(void);
/* The scores, '>' at the side to act, the match row (the clock's row is
 * the caller's: it stays while a turn redraws the board). */
void rc_draw_status(void);
/* The pieces that moved or turned since drawn, with their bars (as
 * rc_draw_board draws them). */
void rc_draw_pieces(void);
/* The launch on map cell `at` (RC_DRAW_NO_BALL: none); the cell it left
 * shows what is there again. */
#define RC_DRAW_NO_BALL 0xFFFFu
void rc_draw_ball(uint16_t at);
/* A text row cleared, then s at column 1. */
void rc_draw_line(uint8_t row, const char *s);
/* The whole screen cleared; a number (4 wide) at a row and column. */
void rc_draw_clear(void);
void rc_draw_number(uint8_t row, uint8_t col, uint16_t v);
/* Each launcher's launches left as a row of balls beside its corner. */
void rc_draw_launchers(void);
/* What side `side` just did, in words on the info row: "LEFT: LAUNCH FROM
 * THE TOP", "RIGHT: MOVE DOWN  C B A" (note: the notation, T B or DCBA). */
void rc_draw_said(uint8_t side, const char *note);
/* The last one again (after the record covered it); nothing after
 * rc_draw_clear, rc_draw_game or rc_draw_unsay. */
void rc_draw_said_again(void);
void rc_draw_unsay(void);
/* The joystick cursor on map cell (x, y): what is there, in inverse; the
 * cell it left shows plain again. rc_draw_cursor_off: no cursor. */
void rc_draw_cursor(int8_t x, int8_t y);
void rc_draw_cursor_off(void);
/* Why launcher l cannot fire, on the note row: "TOP KNOCKED OUT: BACK IN
 * 2 TURNS" (its owner's turns, this one included, rc.ko), "... BACK NEXT
 * TURN", "... FOR THE GAME" (variant 5), or "BOTTOM LAUNCHER IS EMPTY". */
void rc_draw_refused(uint8_t l);
/* The running clock of the side to act: seconds, its limit, bonus so far. */
void rc_draw_clock(uint16_t secs, uint16_t limit);

#endif
