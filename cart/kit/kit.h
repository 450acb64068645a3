/* kit.h — the cartridge toolkit the titles share: logical frames that keep
 * typed-ahead keys, held controls as presses with auto-repeat, questions,
 * a line editor, and square pictures built from a pixel function. Built only
 * on cart/console.h, so it behaves identically on every target.
 *
 * Typical use (a title's main loop):
 *
 *     kit_init();                     once, when the title starts
 *     k = kit_get();                  one frame, then the oldest typed key (0 none)
 *     yes = kit_yes_no();             waits for Y or N
 *     kit_line_start(&l, buf, 7, x, y, attr);
 *     while (!kit_line_key(&l, kit_get())) ...   (or kit_line_read(&l))
 *
 * Every frame a title spends waiting should pass through kit_frame() (kit_get,
 * kit_wait, kit_ask ... do), so that a key typed during a title screen or an
 * animation waits in the queue instead of being lost. docs/console.md
 * (Input) describes the policy.
 */
#ifndef CART_KIT_KIT_H
#define CART_KIT_KIT_H

#include <stdint.h>
#include "cart/console.h"

/* ---- frames and the typed-key queue ---------------------------------- */

/* Keys typed and not yet read; beyond this the newest are dropped. */
#define KIT_KEYS 16

void    kit_init(void);         /* empties the queue (title start) */
void    kit_frame(void);        /* ends the frame (con_wait_frame); queues its key */
uint8_t kit_poll(void);         /* the same without waiting (con_poll); returns
                                   the key latched (a search looks for BREAK) */
void    kit_wait(uint8_t n);    /* n frames; keys typed meanwhile are kept */
uint8_t kit_key(void);          /* the oldest queued key, 0 when none (no frame) */
uint8_t kit_get(void);          /* kit_frame(), then kit_key() in upper case */
void    kit_flush(void);        /* forgets the queued keys */
uint8_t kit_upper(uint8_t k);   /* a-z as A-Z, other codes unchanged */

/* ---- held controls as presses (edges) with auto-repeat --------------- */

/* A press acts once when the control goes down; the controls in a repeat
 * mask act again after KIT_REPEAT_FIRST frames held, then every
 * KIT_REPEAT_NEXT frames, as a computer keyboard's repeat does. */
#define KIT_REPEAT_FIRST 20
#define KIT_REPEAT_NEXT   6

typedef struct kit_rep {
    uint16_t held;              /* last state seen */
    uint8_t  frames;            /* frames the same state has been held */
} kit_rep;

/* Forgets the state: whatever is down now is not a press. */
void     kit_rep_reset(kit_rep *r);
/* One frame's state `now` (con_pad, con_joy, con_buttons...): the controls
 * pressed this frame, plus those of `repeat` held long enough. */
uint16_t kit_rep_step(kit_rep *r, uint16_t now, uint16_t repeat);

/* ---- questions ------------------------------------------------------- */

/* Waits (a frame at a time) for one of `keys` (upper case; typed letters
 * count in either case); returns it. */
uint8_t kit_ask(const char *keys);
/* Waits for Y or N; returns 1 for Y. */
uint8_t kit_yes_no(void);

/* ---- the line editor ------------------------------------------------- */

/* A line typed at (x, y) in `attr`, echoed as typed: letters in upper case,
 * BACKSPACE (or LEFT) takes the last one back, ENTER ends it. It is fed one
 * key at a time, so a title may do other work every frame (blink, clocks). */
typedef struct kit_line {
    char    *buf;               /* max + 1 chars: the text, NUL-terminated */
    uint8_t  x, y, attr;
    uint8_t  max, len;
    uint8_t  cursor;            /* glyph shown after the text, 0 none */
    uint16_t limit;             /* nonzero: digits only, the value at most limit */
} kit_line;

/* Starts an empty line (no cursor, any printable key) and draws it. */
void    kit_line_start(kit_line *l, char *buf, uint8_t max,
                       uint8_t x, uint8_t y, uint8_t attr);
/* Sets the cursor glyph (0 none) and the digit limit (0 none); redraws. */
void    kit_line_set(kit_line *l, uint8_t cursor, uint16_t limit);
/* Shows the cursor (on) or a space in its place: a title blinks it from its
 * own frame loop. */
void    kit_line_blink(const kit_line *l, uint8_t on);
/* Feeds one key (0 does nothing); returns 1 when it was ENTER. Keys the
 * line cannot take (full, not a digit, over the limit) are ignored. */
uint8_t kit_line_key(kit_line *l, uint8_t k);
/* Empties the line and redraws it (after an error, say). */
void    kit_line_clear(kit_line *l);
/* Frames until ENTER (the line may be empty: check l->len). */
void    kit_line_read(kit_line *l);
/* The line's digits as a number (0 when empty). */
uint16_t kit_line_num(const kit_line *l);

/* ---- square pictures -------------------------------------------------- */

/* A 16x16 picture, pixel (x, y) of picture `pic`: 1 = foreground. */
typedef uint8_t (*kit_pixel_fn)(uint8_t pic, uint8_t x, uint8_t y);
/* Defines pictures 0..n-1 as four 8x8 glyphs each, from glyph `code` on:
 * picture p is code + 4p .. code + 4p + 3 (top-left, top-right,
 * bottom-left, bottom-right). */
void kit_pictures(uint8_t code, uint8_t n, kit_pixel_fn pixel);

#endif
