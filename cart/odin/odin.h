/* odin.h — Odin (TRS-80 / Apple II, 1982, Odesta): the modules of the title
 * and what they share. The spec is the original manual
 * (../shared/manuals/odin-trs80-apple2-1982.txt); docs/odin.md describes this
 * recreation: looks, keys, levels, trace vocabulary.
 *
 *   odin.c       start-up prompts, the game loop, move entry, the commands
 *   odin_draw.c  the two looks (TRS-80 64x16 block graphics, Apple II 40x24)
 *   odin_ai.c    skill levels, square priority, library, search + endgame
 *   odin_book.c  the opening library table
 */
#ifndef CART_ODIN_ODIN_H
#define CART_ODIN_ODIN_H

#include <stdint.h>
#include "cart/console.h"

/* ---- skill levels: 0..14 = '1'..'9','A'..'F'; then G, T, X ---- */
#define ODIN_LV_G 15
#define ODIN_LV_T 16
#define ODIN_LV_X 17
#define ODIN_LEVELS 18
extern const char odin_level_keys[ODIN_LEVELS + 1];   /* "123456789ABCDEFGTX" */

/* ---- odin_draw.c ---- */
void odin_draw_init(void);              /* the look: con_machine() picks it */
void odin_draw_board(void);             /* every square from the engine */
void odin_draw_square(uint8_t sq);
/* Square sq shown as colour c (RV_*) whatever the engine says. */
void odin_draw_as(uint8_t sq, uint8_t colour);
/* Designation ("F5") written in square sq, blinking phase on/off. */
void odin_draw_label(uint8_t sq, uint8_t on);
/* A number (-999..999) written in square sq (tutor). */
void odin_draw_value(uint8_t sq, int16_t v);
void odin_text_clear(void);             /* the text panel */
void odin_text(uint8_t row, const char *s);
/* v right-aligned in width cells (0: as wide as it is) at column col. */
void odin_text_num(uint8_t row, uint8_t col, int16_t v, uint8_t width);
void odin_screen_clear(void);           /* whole screen (menus, records) */
void odin_screen_text(uint8_t x, uint8_t y, const char *s);
uint8_t odin_text_rows(void);
uint8_t odin_text_cols(void);            /* the panel's width */
/* The look odin_draw_init chose: "trs80" or "apple2" (the trace says it). */
const char *odin_look(void);
void odin_star(uint8_t on);             /* the thinking asterisk, lower right */
void odin_status(void);                 /* the panel: names, counts, level */

/* ---- odin_ai.c ---- */
extern uint8_t odin_level;
extern uint8_t odin_library;            /* opening library on */
/* Odin's last analysis, for V: moves, length, value and what the value is
 * (odin_pv_len 0: none, e.g. after a library move or X). */
extern uint8_t odin_pv[40];
extern uint8_t odin_pv_len;
extern int16_t odin_value;
#define ODIN_VALUE_NONE     0  /* BREAK before any move was valued (value 0) */
#define ODIN_VALUE_EIGHTHS  1  /* middle game: an estimate in 1/8 disc */
#define ODIN_VALUE_AT_LEAST 2  /* endgame stopped by BREAK: discs, a lower bound */
#define ODIN_VALUE_FINAL    3  /* endgame solved: the final disc margin */
extern uint8_t odin_value_kind;
extern uint8_t odin_depth;              /* middle-game plies finished (0: none) */
extern uint8_t odin_in_book;            /* the last move came from the library */
extern uint8_t odin_broken;             /* BREAK stopped the last search */
/* Odin's move for the side to move (SRCH_PASS when it must pass), with
 * the thinking asterisk flickering; BREAK plays the best found so far. */
uint8_t odin_think(const uint8_t *rec, uint8_t nrec, uint8_t from_start);
/* Tutor: the value of every legal move (static evaluation). */
uint8_t odin_tutor(uint8_t *moves, int16_t *values);

/* ---- odin_book.c ---- */
/* Line after line: 'A' + the moves shared with the line before, then the
 * line's own moves ("f6e6"); see odin_book.c. */
extern const char odin_book[];

/* ---- odin.c ---- */
void odin_main(void);
void odin_trace_sq(const char *what, uint8_t sq);

#endif
