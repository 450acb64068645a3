/* cap.h — Capture MG-302 (Emerson Arcadia-style console, 1982): the shared
 * declarations of the title's files (docs/capture.md):
 *   cap.c       the game flow: selection (levels, time limits, CLEAR), the game, its end
 *   cap_draw.c  the 16x26 Arcadia-style screen: board, scores, clocks, memory, messages
 *   cap_ai.c    the computer's strength per level; its thinking charged to its clock
 *   cap_mem.c   the previous four games, kept in save RAM
 *   cap_in.c    keypad and console buttons as presses (with auto-repeat); the sounds
 * Colours: the player (left controller) is black = RV_BLACK, the computer (or
 * the right controller in level 6) red = RV_WHITE.
 */
#ifndef CART_CAPTURE_CAP_H
#define CART_CAPTURE_CAP_H

#include <stdint.h>
#include "cart/console.h"

/* Screen: Arcadia profile, 16x26 cells of 8x8 (128x208 pixels). Rows 0-8
 * hold the information (cap_draw.c), the board's 2x2-cell squares fill rows
 * 9-24, row 25 is the message line (ERROR). */
#define CAP_COLS    16
#define CAP_ROWS    26
#define CAP_MEM_Y    1              /* rows 1-2 */
#define CAP_SCORE_Y  4
#define CAP_LIMIT_Y  6
#define CAP_CLOCK_Y  8
#define CAP_BOARD_Y  9
#define CAP_MSG_Y   25

/* Arcadia-style palette indices (docs/console.md). */
#define CAP_BLACK   0
#define CAP_BLUE    1
#define CAP_RED     2
#define CAP_GREEN   4
#define CAP_WHITE   7

#define CAP_LEVELS   6
#define CAP_TWO_PLAYERS 6               /* level 6: two players */
#define CAP_MEM_GAMES 4

/* Keypad keys of the inlay plate (docs/capture.md). */
#define CAP_K_MIN_DOWN CON_PAD_KEY(1)
#define CAP_K_UP       CON_PAD_KEY(2)
#define CAP_K_MIN_UP   CON_PAD_KEY(3)
#define CAP_K_LEFT     CON_PAD_KEY(4)
#define CAP_K_RIGHT    CON_PAD_KEY(6)
#define CAP_K_SEC_DOWN CON_PAD_KEY(7)
#define CAP_K_DOWN     CON_PAD_KEY(8)
#define CAP_K_SEC_UP   CON_PAD_KEY(9)
#define CAP_K_CLEAR    CON_PAD_CLEAR
#define CAP_K_ENTER    CON_PAD_ENTER

/* Clocks: frames per second, and the time-limit bounds in seconds. */
#define CAP_FPS          60u
#define CAP_LIMIT_CPU   180u            /* the computer's preset 3 minutes */
#define CAP_LIMIT_MIN    10u
#define CAP_LIMIT_MAX   599u            /* 9:59 */

/* cap_draw.c */
void cap_main(void);                         /* the title's entry */
void cap_draw_init(void);
void cap_square(uint8_t sq);                  /* as the engine has it */
void cap_cursor(uint8_t sq, uint8_t on);      /* the blue "+" shown or hidden */
void cap_board(void);
void cap_level(uint8_t level);                /* row 0 */
void cap_scores(const uint8_t *score, uint8_t to_move);  /* [0] black, [1] red; 0 = no "+" */
void cap_limits(uint8_t on, const uint16_t *limit);      /* seconds, [0] black, [1] red */
void cap_clock(uint8_t side, uint32_t frames);           /* side 0 black, 1 red */
void cap_memory(uint8_t n, const uint8_t *games);        /* n games of (black, red), newest first */
void cap_message(const char *s, uint8_t colour);         /* bottom line; "" clears */
void cap_time_up(uint8_t side);               /* TIME UP for side 0/1's limit (cap_limits clears) */
void cap_blink(uint8_t sq, uint8_t on);       /* the placed disc blinking */

/* cap_ai.c: the computer's move for `level` (1-5), its clock charged one
 * frame per poll; stops (returns SRCH_NONE) once *clock reaches limit_frames
 * (0 = no limit). */
uint8_t cap_ai_move(uint8_t level, uint32_t *clock, uint32_t limit_frames);
void    cap_ai_trace(void);                   /* "think ..." trace line */

/* cap_mem.c */
uint8_t        cap_mem_load(void);            /* games kept (0-4), from save RAM */
uint8_t        cap_mem_count(void);           /* games kept now */
const uint8_t *cap_mem_games(void);           /* (black, red) pairs, newest first */
void           cap_mem_add(uint8_t black, uint8_t red);
void           cap_mem_clear(void);

/* cap_in.c */
void     cap_in_reset(void);                  /* forget held keys (nothing pressed) */
void     cap_in_frame(void);                  /* after each latch: compute presses */
uint16_t cap_in_pad(uint8_t n);               /* keys pressed (or repeating) this frame */
uint8_t  cap_in_buttons(void);                /* console buttons pressed this frame */
void     cap_sfx_bip(void);                   /* "bip-p": a cursor move */
void     cap_sfx_bar(void);                   /* "bar-r": ERROR */
void     cap_sfx_place(void);
void     cap_sfx_end(void);
/* One logical frame: wait, latch, presses, sound steps. */
void     cap_frame(void);

#endif
