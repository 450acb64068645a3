/* con_rom.c — the console primitives on the 6502: memory-mapped registers
 * (docs/console.md). cc65 only. */
#include "cart/console.h"

#define REG(a)     (*(volatile uint8_t *)(a))
#define CHARS      ((volatile uint8_t *)0x6000)
#define ATTRS      ((volatile uint8_t *)0x6800)
#define GLYPHS     ((volatile uint8_t *)0x7000)
#define SRAM       ((volatile uint8_t *)0x5800)

#define R_MODE_COLS    0x5C00
#define R_MODE_ROWS    0x5C01
#define R_MODE_CELLW   0x5C02
#define R_MODE_CELLH   0x5C03
#define R_MODE_PROFILE 0x5C04
#define R_MODE_ATTR    0x5C05
#define R_MODE_SET     0x5C06
#define R_BORDER       0x5C07
#define R_MACHINE      0x5C08
#define R_KEY          0x5C10
#define R_KEYMOD       0x5C11
#define R_PAD1_LO      0x5C12
#define R_JOY1         0x5C16
#define R_BUTTONS      0x5C18
#define R_POLL         0x5C1E
#define R_WAIT         0x5C1F
#define R_FRAME        0x5C20
#define R_SOUND        0x5C30
#define R_TRACE        0x5C40
#define R_EXIT         0x5C41
#define R_PRINT        0x5C42

/* The current mode, kept here so con_put needs no multiply: row offsets. */
static uint8_t cols = 40, rows = 25;
static uint16_t rowoff[CON_ROWS_MAX];

static void set_rows(void)
{
    uint8_t y;
    uint16_t off = 0;
    for (y = 0; y < rows; ++y) {
        rowoff[y] = off;
        off += cols;
    }
}

uint8_t con_mode(uint8_t profile, uint8_t c, uint8_t r,
                 uint8_t cell_w, uint8_t cell_h, uint8_t attr)
{
    REG(R_MODE_COLS) = c;
    REG(R_MODE_ROWS) = r;
    REG(R_MODE_CELLW) = cell_w;
    REG(R_MODE_CELLH) = cell_h;
    REG(R_MODE_PROFILE) = profile;
    REG(R_MODE_ATTR) = attr;
    REG(R_MODE_SET) = 1;
    if (REG(R_MODE_SET))
        return 1;
    cols = c;
    rows = r;
    set_rows();
    return 0;
}

void con_border(uint8_t colour) { REG(R_BORDER) = colour; }
uint8_t con_machine(void) { return REG(R_MACHINE); }

void con_put(uint8_t x, uint8_t y, uint8_t code, uint8_t attr)
{
    uint16_t i;
    if (x >= cols || y >= rows)
        return;
    if (!rowoff[1])
        set_rows();        /* first use after power-on */
    i = rowoff[y] + x;
    CHARS[i] = code;
    ATTRS[i] = attr;
}

uint8_t con_char(uint8_t x, uint8_t y)
{
    if (x >= cols || y >= rows)
        return 0;
    if (!rowoff[1])
        set_rows();
    return CHARS[rowoff[y] + x];
}

uint8_t con_attr(uint8_t x, uint8_t y)
{
    if (x >= cols || y >= rows)
        return 0;
    if (!rowoff[1])
        set_rows();
    return ATTRS[rowoff[y] + x];
}

void con_glyph(uint8_t code, const uint8_t *src, uint8_t n)
{
    volatile uint8_t *g = GLYPHS + ((uint16_t)code << 4);
    uint8_t r;
    for (r = 0; r < CON_GLYPH_ROWS; ++r)
        g[r] = r < n ? src[r] : 0;
}

void con_wait_frame(void) { REG(R_WAIT) = 1; }
void con_poll(void)       { REG(R_POLL) = 1; }

uint32_t con_frame(void)
{
    uint32_t f = REG(R_FRAME);          /* reading the low byte latches the rest */
    f |= (uint32_t)REG(R_FRAME + 1) << 8;
    f |= (uint32_t)REG(R_FRAME + 2) << 16;
    f |= (uint32_t)REG(R_FRAME + 3) << 24;
    return f;
}

uint8_t con_key(void)    { return REG(R_KEY); }
uint8_t con_keymod(void) { return REG(R_KEYMOD); }

uint16_t con_pad(uint8_t n)
{
    uint16_t a;
    if (n > 1)
        return 0;
    a = R_PAD1_LO + (uint16_t)(n << 1);
    return REG(a) | (uint16_t)REG(a + 1) << 8;
}

uint8_t con_joy(uint8_t n)  { return n > 1 ? 0 : REG(R_JOY1 + n); }
uint8_t con_buttons(void)   { return REG(R_BUTTONS); }

void con_sound(uint8_t ch, uint16_t hz, uint8_t vol, uint8_t frames)
{
    uint16_t a;
    if (ch > CON_CH_NOISE)
        return;
    a = R_SOUND + (uint16_t)(ch << 2);
    REG(a) = (uint8_t)hz;
    REG(a + 1) = (uint8_t)(hz >> 8);
    REG(a + 2) = vol;
    REG(a + 3) = frames;               /* the DUR write starts the channel */
}

void con_trace_char(char c) { REG(R_TRACE) = (uint8_t)c; }
void con_print_char(char c) { REG(R_PRINT) = (uint8_t)c; }

uint8_t con_sram_get(uint16_t addr)
{
    return addr < CON_SRAM_SIZE ? SRAM[addr] : 0;
}

void con_sram_set(uint16_t addr, uint8_t v)
{
    if (addr < CON_SRAM_SIZE)
        SRAM[addr] = v;
}

void con_exit(uint8_t code)
{
    REG(R_EXIT) = code;
    for (;;)
        ;
}
