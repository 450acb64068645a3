/* hw.h — the console hardware state shared by both engines.
 *
 * The emulator's bus maps this state into the 6502 address space
 * (docs/console.md); the native cartridge runtime (native/con_native.c) acts on
 * it directly. The host draws and plays it the same way for both, so one host
 * serves both engines and the golden tests hash the same pixels.
 */
#ifndef EMU_HW_H
#define EMU_HW_H

#include <stdint.h>
#include "cart/console.h"

#define HW_GLYPH_BYTES (256u * CON_GLYPH_ROWS)
#define HW_TRACE_LINE  128u
#define HW_LINES_UNKNOWN 0xffffu

/* One logical frame's input, as latched (docs/console.md, Input). */
typedef struct hw_input {
    uint8_t  key;       /* typed key, CON_K_* or ASCII; 0 none */
    uint8_t  keymod;    /* CON_KEYMOD_* */
    uint16_t pad[2];    /* CON_PAD_* held */
    uint8_t  joy[2];    /* CON_J_* held */
    uint8_t  buttons;   /* CON_B_* held */
} hw_input;

/* Supplies the input of logical frame `frame` (1 for the first latch). The
 * host's live keyboard, a movie being played, or a test script. */
typedef void (*hw_input_fn)(void *ctx, uint32_t frame, hw_input *out);
/* Receives each completed trace line (without '\n') and its logical frame. */
typedef void (*hw_trace_fn)(void *ctx, uint32_t frame, const char *line);
/* Receives each printed page (its characters, without the form feed). */
typedef void (*hw_print_fn)(void *ctx, uint32_t frame, const char *page, uint16_t len);

typedef struct hw_display {
    uint8_t profile, cols, rows, cell_w, cell_h, border;
    uint8_t mode_rejected;                 /* last con_mode() was invalid */
    uint8_t chars[CON_CELLS_MAX];
    uint8_t attrs[CON_CELLS_MAX];
    uint8_t glyphs[HW_GLYPH_BYTES];        /* code * 16 + row */
} hw_display;

typedef struct hw_channel {
    uint16_t hz;
    uint8_t  vol;
    uint8_t  frames;                       /* frames left; CON_DUR_HOLD = hold */
    uint32_t serial;                       /* bumps on every start: the host restarts its phase */
} hw_channel;

typedef struct hw {
    hw_display disp;
    hw_input   in;                         /* latched input of the current frame */
    uint32_t   frame;                      /* logical frames (latches) so far */
    hw_channel ch[3];
    uint8_t    sram[CON_SRAM_SIZE];
    uint8_t    sram_dirty;                 /* set on a write; the host saves and clears */
    uint8_t    exited;                     /* the cartridge wrote EXIT */
    uint8_t    exit_code;
    uint8_t    machine;                    /* requested look, CON_MACHINE_ANY by default */
    char       trace_line[HW_TRACE_LINE];
    uint16_t   trace_len;
    uint16_t   trace_lines;                /* lines completed in this logical frame; HW_LINES_UNKNOWN
                                              after a state that did not say (docs/state.md) */
    char       print_page[CON_PRINT_PAGE];
    uint16_t   print_len;
    hw_input_fn input_fn;  void *input_ctx;
    hw_trace_fn trace_fn;  void *trace_ctx;
    hw_print_fn print_fn;  void *print_ctx;
} hw;

/* Power-on state: generic 40x25 8x8 mode, zero RAM-like state. The callbacks,
 * the requested machine and save RAM are kept (save RAM survives a reset, like
 * a battery). hw_init does the first power-on (machine = CON_MACHINE_ANY). */
void    hw_init(hw *h);
void    hw_reset(hw *h);
/* Applies a mode; returns 0, or 1 when out of range (nothing changes). */
uint8_t hw_set_mode(hw *h, uint8_t profile, uint8_t cols, uint8_t rows,
                    uint8_t cell_w, uint8_t cell_h, uint8_t attr);
/* Ends a logical frame: counts it and asks input_fn for its input. */
void    hw_latch(hw *h);
void    hw_trace_char(hw *h, char c);
void    hw_print_char(hw *h, char c);
void    hw_sound(hw *h, uint8_t ch, uint16_t hz, uint8_t vol, uint8_t frames);
/* Counts down sound durations; called once per displayed frame. */
void    hw_sound_tick(hw *h);
void    hw_sram_set(hw *h, uint16_t addr, uint8_t v);
/* Index of cell (x, y) in chars/attrs, or -1 outside the mode. */
int     hw_cell(const hw *h, uint8_t x, uint8_t y);

/* Default character generator (emu/font.c): fills glyph RAM for a profile
 * and cell size as MODE_SET does. */
void    font_load_defaults(uint8_t *glyphs, uint8_t profile,
                           uint8_t cell_w, uint8_t cell_h);

/* Palette of a profile: 16 entries of 0xRRGGBB (emu/palette.c). */
const uint32_t *palette_of(uint8_t profile);

#endif
