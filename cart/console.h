/* console.h — the cartridge's only view of the annex console.
 *
 * Cart code (everything under cart/) is compiled by gcc for the native `annex` program, by
 * cc65 into a 6502 ROM for the emulated console, and by cc65 for sim65
 * (headless logic tests). Each target supplies the primitives below
 * (native/con_native.c, port/con_rom.c, port/con_sim.c); con_lib.c builds the conveniences on
 * top of them, identically everywhere. docs/console.md is the hardware spec.
 *
 * Rules for cart code: fixed-width types only, no floating point, no malloc,
 * no wall-clock time, nothing that depends on int width or char signedness.
 * Initialise mutable state in code, not with static initialisers: the native
 * program may run a cartridge more than once in the same process.
 */
#ifndef CART_CONSOLE_H
#define CART_CONSOLE_H

#include <stdint.h>

/* ---- machine looks (whose picture and sound the host reproduces) ----
 * CON_PROF_GENERIC, CON_PROF_VIDEOBRAIN, ...: a look's number, in the order
 * of the table cart/con_looks.def. */
#define CON_LOOK(id, name, label, caption, mode, colours, aspect, voice, palette) id,
enum {
#include "cart/con_looks.def"
    CON_PROF_COUNT
};
#undef CON_LOOK
#ifndef __CC65__
/* A look's column group, unparenthesized: { CON_TUPLE palette } (hosts). */
#define CON_TUPLE(...) __VA_ARGS__
#endif

/* ---- display limits ---- */
#define CON_COLS_MIN   8
#define CON_COLS_MAX  80
#define CON_ROWS_MIN   4
#define CON_ROWS_MAX  32
#define CON_CELLS_MAX 2048u
#define CON_CELLW_MIN  4
#define CON_CELLW_MAX  8
#define CON_CELLH_MIN  4
#define CON_CELLH_MAX 16
#define CON_GLYPH_ROWS 16

/* Whether a mode is within the limits (one definition for every target). */
#define CON_MODE_OK(profile, cols, rows, cell_w, cell_h) \
    ((profile) < CON_PROF_COUNT \
     && (cols) >= CON_COLS_MIN && (cols) <= CON_COLS_MAX \
     && (rows) >= CON_ROWS_MIN && (rows) <= CON_ROWS_MAX \
     && (uint16_t)((uint16_t)(cols) * (rows)) <= CON_CELLS_MAX \
     && (cell_w) >= CON_CELLW_MIN && (cell_w) <= CON_CELLW_MAX \
     && (cell_h) >= CON_CELLH_MIN && (cell_h) <= CON_CELLH_MAX)

/* Signed division by a power-of-two constant D that truncates toward zero,
 * as C requires, on every target: cc65 compiles a signed `/` by a power of
 * two as a shift, which rounds a negative value down (-17 / 2 is -9 on the
 * 6502, -8 natively). A is read twice: pass a variable, not a call (the
 * lint's macro-twice rule); it fits 16 bits.
 * The lint (tools/lint6502.c) refuses a signed `/` by a power of two on
 * anything else: docs/portability.md. */
#define CON_DIV(a, d) ((int16_t)((a) < 0 ? -(int16_t)((uint16_t)-(a) / (d)) \
                                         : (int16_t)((uint16_t)(a) / (d))))

/* Attribute byte: foreground in the low nibble, background in the high one. */
#define CON_ATTR(fg, bg) ((uint8_t)(((bg) << 4) | ((fg) & 15)))

/* First glyph codes of the default character generator. */
#define CON_GLYPH_BLOCKS 128  /* 128..191: TRS-80 2x3 block graphics */
#define CON_GLYPH_USER   192  /* 192..255: free for the cartridge */

/* ---- keys (con_key) ---- */
#define CON_K_NONE      0x00
#define CON_K_BREAK     0x03
#define CON_K_BACKSPACE 0x08
#define CON_K_CLEAR     0x0C
#define CON_K_ENTER     0x0D
#define CON_K_SHIFT     0x0E
#define CON_K_UP        0x11
#define CON_K_DOWN      0x12
#define CON_K_LEFT      0x13
#define CON_K_RIGHT     0x14
#define CON_K_ESC       0x1B
#define CON_KEYMOD_SHIFT 0x01

/* ---- hand-controller keypad (con_pad): 12 keys, 1-9 then CLEAR 0 ENTER ---- */
#define CON_PAD_KEY(n) ((uint16_t)(1u << ((n) - 1)))  /* n = 1..9 */
#define CON_PAD_CLEAR  0x0200u
#define CON_PAD_0      0x0400u
#define CON_PAD_ENTER  0x0800u

/* ---- joystick (con_joy) ---- */
#define CON_J_UP     0x01
#define CON_J_DOWN   0x02
#define CON_J_LEFT   0x04
#define CON_J_RIGHT  0x08
#define CON_J_FIRE   0x10
#define CON_J_SIDE_A 0x20
#define CON_J_SIDE_B 0x40

/* ---- console buttons (con_buttons) ---- */
#define CON_B_START  0x01
#define CON_B_SEL_A  0x02
#define CON_B_SEL_B  0x04
#define CON_B_OPTION 0x08

/* ---- sound ---- */
#define CON_CH_TONE0 0
#define CON_CH_TONE1 1
#define CON_CH_NOISE 2
#define CON_DUR_HOLD 255

#define CON_SRAM_SIZE 1024u

/* ================= primitives (one implementation per target) ========== */

/* Display mode: returns 0 when applied, 1 when rejected (out of the limits
 * above; the previous mode stays). Clears the screen to spaces in `attr` and
 * loads the profile's character generator. */
uint8_t con_mode(uint8_t profile, uint8_t cols, uint8_t rows,
                 uint8_t cell_w, uint8_t cell_h, uint8_t attr);
void    con_border(uint8_t colour);
/* The look the user asked for (annex --machine NAME): a CON_PROF_* value, or
 * CON_MACHINE_ANY. Titles with several looks start in this one. */
#define CON_MACHINE_ANY 0xFF
uint8_t con_machine(void);
/* Cells outside the current mode are ignored (writes) or read as 0. */
void    con_put(uint8_t x, uint8_t y, uint8_t code, uint8_t attr);
uint8_t con_char(uint8_t x, uint8_t y);
uint8_t con_attr(uint8_t x, uint8_t y);
/* Defines glyph `code` from `n` row bytes (bit 7 = leftmost pixel); the rows
 * after n are cleared. */
void    con_glyph(uint8_t code, const uint8_t *rows, uint8_t n);

/* Ends the logical frame: waits for the next frame (60 Hz) and latches input. */
void    con_wait_frame(void);
/* Ends the logical frame without waiting: for long computations that must
 * notice keys (BREAK) and charge clocks deterministically. */
void    con_poll(void);
/* Logical frames so far (latches since power-on). */
uint32_t con_frame(void);

uint8_t  con_key(void);          /* key typed this frame, CON_K_* or ASCII, 0 none */
uint8_t  con_keymod(void);       /* CON_KEYMOD_* held */
uint16_t con_pad(uint8_t n);     /* keypad keys held on controller n (0, 1) */
uint8_t  con_joy(uint8_t n);     /* joystick n (0, 1): CON_J_* */
uint8_t  con_buttons(void);      /* console buttons held: CON_B_* */

/* Starts channel ch (CON_CH_*) at hz, volume 0-15, for `frames` frames
 * (0 stops it, CON_DUR_HOLD holds it until stopped). */
void    con_sound(uint8_t ch, uint16_t hz, uint8_t vol, uint8_t frames);

/* Trace port: characters of logical events; '\n' ends an event line. */
void    con_trace_char(char c);

/* Printer port: characters of a page; '\f' (form feed) ends the page and
 * the host saves it as one text file (docs/console.md, Printer). A page
 * holds CON_PRINT_PAGE characters, more are dropped. */
#define CON_PRINT_PAGE 1024u
void con_print_char(char c);

/* Save RAM (CON_SRAM_SIZE bytes, survives power-off). */
uint8_t con_sram_get(uint16_t addr);
void    con_sram_set(uint16_t addr, uint8_t v);

/* Stops the machine with an exit code (headless runs end here). */
void    con_exit(uint8_t code);

/* ================= conveniences (con_lib.c, shared by every target) ====== */

void con_puts(uint8_t x, uint8_t y, const char *s, uint8_t attr);
void con_fill(uint8_t x, uint8_t y, uint8_t w, uint8_t h,
              uint8_t code, uint8_t attr);
/* Writes v in decimal at (x, y), right-aligned in `width` cells (0: as
 * many as the digits take); con_puti with a '-' before a negative one. */
void con_putu(uint8_t x, uint8_t y, uint16_t v, uint8_t width, uint8_t attr);
void con_puti(uint8_t x, uint8_t y, int16_t v, uint8_t width, uint8_t attr);
void con_trace(const char *s);
void con_trace_u16(uint16_t v);
void con_trace_i16(int16_t v);     /* signed: '-' before a negative one */
void con_trace_end(void);          /* '\n' */
/* "WORD A B" (signed; the line goes on): the scores of a game's end and
 * the like, which every title traces. */
void con_trace_pair(const char *word, int16_t a, int16_t b);
void con_print(const char *s);     /* characters to the printer */
/* Waits n frames; keys typed meanwhile are lost (a title keeps them with
 * kit_wait, cart/kit/kit.h). */
void con_wait(uint8_t n);

#endif
