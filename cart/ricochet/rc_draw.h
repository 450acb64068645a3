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

#define RC_ROW_SCORE  13
#define RC_ROW_MATCH  14
#define RC_ROW_CLOCK  15
#define RC_ROW_PROMPT 17
#define RC_ROW_INFO   19

/* Sets the mode of the look asked for; its name ("apple2", "atari"). */
void rc_draw_init(void);
const char *rc_draw_look(void);
/* The attribute of plain text (for the toolkit's line editor). */
uint8_t rc_draw_attr(void);
/* The whole board as `rc` stands, and the status rows. */
void rc_draw_board(void);
void rc_draw_status(void);
/* One map cell as the board shows it (a launch passed, a piece turned). */
void rc_draw_cell(uint16_t at);
/* A piece with its orientation bars. */
void rc_draw_piece(uint8_t p);
/* The launch on map cell `at`. */
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
 * rc_draw_clear. */
void rc_draw_said_again(void);
/* The joystick cursor on cell (x, y): what is there, in inverse. */
void rc_draw_cursor(int8_t x, int8_t y);
/* The running clock of the side to act: seconds, its limit, bonus so far. */
void rc_draw_clock(uint16_t secs, uint16_t limit);

#endif
