/* con_sim.c — the console primitives for cc65's sim65 (headless logic
 * tests): the screen lives in RAM, the movie comes on standard input and the
 * trace goes to standard output in the headless trace format, printed pages
 * to standard error
 * (docs/trace.md), so its output compares line for line with the native
 * build and the ROM. cc65 only. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "cart/console.h"
#include "emu/movie.h"

static uint8_t cols = 40, rows = 25;
static uint8_t chars[CON_CELLS_MAX], attrs[CON_CELLS_MAX];
static uint8_t sram[CON_SRAM_SIZE];
static uint32_t frame;
static hw_input in;
static char trace_line[HW_TRACE_LINE];
static uint16_t trace_len;
static mov_player movie;
static uint8_t movie_started;
static char line[MOV_READ_MAX];

static const char *next_line(void *ctx)
{
    (void)ctx;
    return fgets(line, sizeof line, stdin);
}

uint8_t con_mode(uint8_t profile, uint8_t c, uint8_t r,
                 uint8_t cell_w, uint8_t cell_h, uint8_t attr)
{
    if (!CON_MODE_OK(profile, c, r, cell_w, cell_h))
        return 1;
    cols = c;
    rows = r;
    memset(chars, ' ', sizeof chars);
    memset(attrs, attr, sizeof attrs);
    return 0;
}

void con_border(uint8_t colour) { (void)colour; }

static int16_t cell(uint8_t x, uint8_t y)
{
    if (x >= cols || y >= rows)
        return -1;
    return (int16_t)((uint16_t)y * cols + x);
}

void con_put(uint8_t x, uint8_t y, uint8_t code, uint8_t attr)
{
    int16_t i = cell(x, y);
    if (i >= 0) {
        chars[i] = code;
        attrs[i] = attr;
    }
}

uint8_t con_char(uint8_t x, uint8_t y) { int16_t i = cell(x, y); return i < 0 ? 0 : chars[i]; }
uint8_t con_attr(uint8_t x, uint8_t y) { int16_t i = cell(x, y); return i < 0 ? 0 : attrs[i]; }

void con_glyph(uint8_t code, const uint8_t *src, uint8_t n)
{
    (void)code; (void)src; (void)n;    /* nothing is drawn under sim65 */
}

/* The movie starts at the first question the cartridge asks of it: its
 * header (a `machine` line) comes before the first event. */
static void start_movie(void)
{
    if (!movie_started) {
        mov_start(&movie, next_line, 0);
        movie_started = 1;
    }
}

uint8_t con_machine(void)
{
    start_movie();
    return movie.machine;
}

void con_poll(void)
{
    uint32_t stop;
    start_movie();
    ++frame;
    mov_input(&movie, frame, &in);
    if (movie.error) {
        fprintf(stderr, "movie line %lu: %s\n", (unsigned long)movie.line_no, movie.error);
        exit(2);
    }
    /* The run ends where every other runner ends it: at the movie's end
     * frame (events of that frame and later are not part of it), or
     * MOV_DEFAULT_TAIL frames after its last event (docs/movie.md). */
    stop = mov_stop_frame(&movie);
    if (stop && frame >= stop)
        exit(0);
}

void con_wait_frame(void) { con_poll(); }

uint32_t con_frame(void)    { return frame; }
uint8_t  con_key(void)      { return in.key; }
uint8_t  con_keymod(void)   { return in.keymod; }
uint16_t con_pad(uint8_t n) { return n < 2 ? in.pad[n] : 0; }
uint8_t  con_joy(uint8_t n) { return n < 2 ? in.joy[n] : 0; }
uint8_t  con_buttons(void)  { return in.buttons; }

void con_sound(uint8_t ch, uint16_t hz, uint8_t vol, uint8_t frames)
{
    (void)ch; (void)hz; (void)vol; (void)frames;   /* silent */
}

void con_trace_char(char c)
{
    if (c == '\n') {
        trace_line[trace_len] = 0;
        printf("%lu %s\n", (unsigned long)frame, trace_line);
        trace_len = 0;
    } else if (trace_len < sizeof trace_line - 1) {
        trace_line[trace_len++] = c;
    }
}

/* Pages go to standard error as they are, each followed by a form feed
 * (standard output is the trace). */
void con_print_char(char c) { fputc(c, stderr); }

uint8_t con_sram_get(uint16_t addr) { return addr < CON_SRAM_SIZE ? sram[addr] : 0; }
void con_sram_set(uint16_t addr, uint8_t v) { if (addr < CON_SRAM_SIZE) sram[addr] = v; }

void con_exit(uint8_t code) { exit(code); }
