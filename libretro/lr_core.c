/* lr_core.c — see lr_core.h. */
#include "libretro/lr_core.h"

#include <string.h>
#include "front/keyhelp.h"

lrc lr;

/* RetroArch's input, or the test affordance's movie in its place. */
static void latch(void *ctx, uint32_t frame, hw_input *out)
{
    lrc *c = ctx;
    lri_latch(&c->in, frame, out);
    lrf_latch(&c->feed, frame, out);
}

/* The look a start or reset applies: the test movie's, else the option's. */
static uint8_t start_look(const lrc *c)
{
    return lrf_machine(&c->feed) != CON_MACHINE_ANY ? lrf_machine(&c->feed) : c->opt_machine;
}

/* How long a title may take to leave the power-on mode. */
#define SETTLE_MAX 120

/* The title's first mode after power-on's, from a scratch machine run
 * without input (the same ROM, look and save RAM): the window opens at the
 * title's size, not at the power-on mode's. A title that keeps the
 * power-on mode settles at once. */
static void lrc_settle(lrc *c)
{
    static hw sh;
    static mach sm;
    int w0, h0, w, h;
    hw_init(&sh);
    sh.machine = c->machine;
    memcpy(sh.sram, c->hw.sram, sizeof sh.sram);
    mach_init(&sm, &sh, c->rom.image, c->rom.h.size, c->rom.h.crc);
    render_size(&sh.disp, &w0, &h0);
    c->settled = sh.disp;
    c->settle_frames = 0;
    while (sm.frames < SETTLE_MAX && mach_frame(&sm) == MACH_FRAME) {
        render_size(&sh.disp, &w, &h);
        if (w != w0 || h != h0) {
            c->settled = sh.disp;
            c->settle_frames = sm.frames;
            return;
        }
    }
}

/* What the descriptor says of the title's input: the registry's entry
 * for the ROM's header, under any file name (as the desktop knows a ROM);
 * else unknown (the keyboard's keys then both hold and type, as there). */
static void lrc_identify(lrc *c)
{
    const ttl_entry *e = ttl_by_header(c->rom.h.title);
    km_title unknown = { "", c->rom.h.controllers, NULL, NULL, KM_JOY_UNKNOWN, NULL, NULL, NULL };
    c->keys = e ? km_title_of(e) : unknown;
    c->name = e ? e->name : c->rom.h.title;
}

int lrc_start(lrc *c, const uint8_t *buf, size_t len, const char *name,
              uint8_t builtin, char *err, size_t n)
{
    static rom r;
    if (rom_parse(buf, len, name, &r, err, n))
        return -1;
    c->rom = r;
    c->builtin = builtin;
    lrc_identify(c);
    c->running = 1;
    c->machine = start_look(c);
    c->hw.machine = c->machine;
    lrc_settle(c);
    mach_init(&c->m, &c->hw, c->rom.image, c->rom.h.size, c->rom.h.crc);
    c->hw.input_fn = latch;
    c->hw.input_ctx = c;
    lri_init(&c->in);
    synth_init(&c->syn, 100);
    c->stopped_said = 0;
    return 0;
}

void lrc_reset(lrc *c)
{
    if (!c->running)
        return;
    if (!c->content) {                   /* started from the picker: back to it */
        c->running = 0;
        c->builtin = LRC_NO_ROM;
        lri_init(&c->in);
        return;
    }
    c->machine = start_look(c);
    c->hw.machine = c->machine;
    /* The player's rule (front/player.c): a reset while recording starts
     * the movie again from a blank save RAM, so the movie plays back. */
    if (lrf_recording(&c->feed))
        memset(c->hw.sram, 0, CON_SRAM_SIZE);
    mach_reset(&c->m);
    lri_init(&c->in);
    c->stopped_said = 0;
}

