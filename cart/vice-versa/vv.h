/* vv.h — Vice Versa (VideoBrain, 1978): shared declarations of the title's
 * files: vv.c (the game flow), vv_draw.c (screen, pieces, animations),
 * vv_ai.c (the five computer opponents and their thinking display). */
#ifndef CART_VICE_VERSA_VV_H
#define CART_VICE_VERSA_VV_H

#include <stdint.h>
#include "cart/console.h"

/* Screen: VideoBrain profile, 28x24 cells of 8x8 (224x192 dots). The board's
 * squares are 2x2 cells; rows 0-2 hold the thinking pattern. */
#define VV_COLS   28
#define VV_ROWS   24
#define VV_BX      6          /* board origin, cells */
#define VV_BY      6
#define VV_MSG_Y  23
#define VV_SCORE_Y 4

/* VideoBrain palette indices (docs/console.md). */
#define VV_BLACK  0
#define VV_RED    1
#define VV_GREEN  2
#define VV_YELLOW 3
#define VV_BLUE   4
#define VV_GREY   7
#define VV_LYELLOW 11
#define VV_WHITE  15

/* Opponents: 0-4 = ABE..ERNEST, 5 = a friend. */
#define VV_FRIEND 5

/* vv_draw.c */
void vv_main(void);                 /* the title's entry */
void vv_draw_init(void);
void vv_background(uint8_t colour);
void vv_clear_text(void);
void vv_text(uint8_t y, const char *s);        /* centred */
void vv_text_at(uint8_t x, uint8_t y, const char *s);   /* from column x; the row cleared */
void vv_message(const char *s);                /* bottom line; "" clears */
void vv_square(uint8_t sq, uint8_t cursor);    /* draws the square as the engine has it */
void vv_board(void);
void vv_blink(uint8_t sq);                     /* the new piece blinks with a tone */
void vv_turn_pieces(void);                     /* captured pieces turn one by one */
void vv_score(uint8_t first_colour, const char *first, const char *second);
void vv_final(int16_t black, int16_t white);   /* row 2: the final score (may be < 0) */
void vv_pattern(const uint8_t *mem, uint8_t row); /* one row (0-2) of the thinking display */
void vv_pattern_clear(void);

/* vv_ai.c */
extern const char *const vv_names[6];
uint8_t vv_ai_move(uint8_t opponent);          /* best square, or SRCH_PASS */
void    vv_ai_trace(void);                     /* "think" trace line of the last search */

#endif
