/* lr_core.c — see lr_core.h. */
#include "libretro/lr_core.h"

#include <string.h>

lrc lr;

eng *lrc_eng(lrc *c) { return c->pl.s.e; }
mach *lrc_mach(lrc *c) { return mach_of_engine(c->pl.s.e); }

/* The live input the player latches: RetroArch's (lr_input.h), or the
 * test affordance's movie in its place. */
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
    sh.machine = lrc_eng(c)->hw.machine;
    memcpy(sh.sram, lrc_eng(c)->hw.sram, sizeof sh.sram);
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

/* What the player opens: the ROM's bytes, the look, the test
 * affordance's recording and trace (lr_feed.h). */
static host_opts open_opts(lrc *c, const uint8_t *buf, size_t len, const char *name)
{
    host_opts o;
    memset(&o, 0, sizeof o);
    o.frames = -1;
    o.rom = name;
    o.rom_flag = 1;
    o.rom_data = buf;
    o.rom_len = len;
    o.sram_held = c->sram;
    o.stop_hint = "the Record option stops the movie";
    o.out_dir = c->save_dir;
    o.machine_profile = start_look(c);
    o.record = lrf_path(c->feed.record);
    o.trace = lrf_path(c->feed.trace);
    return o;
}

int lrc_start(lrc *c, const uint8_t *buf, size_t len, const char *name,
              uint8_t builtin, char *err, size_t n)
{
    static rom r;
    if (rom_parse(buf, len, name, &r, err, n))
        return -1;
    host_opts o = open_opts(c, buf, len, name);
    lrc_stop(c);
    if (pl_open(&c->pl, &o, c->hooks, err, n))
        return -1;
    c->rom = r;
    c->builtin = builtin;
    c->keys = sess_keys(&c->pl.s);
    c->running = 1;
    input_set_source(&c->pl.in, latch, c);
    lrc_settle(c);
    lri_init(&c->in);
    synth_init(&c->syn, 100);
    return 0;
}

void lrc_stop(lrc *c)
{
    if (pl_is_open(&c->pl))
        pl_close(&c->pl, 0);
    c->running = 0;
    c->builtin = LRC_NO_ROM;
}

void lrc_reset(lrc *c)
{
    if (!c->running)
        return;
    if (!c->content) {                   /* started from the picker: back to it */
        lrc_stop(c);
        lri_init(&c->in);
        return;
    }
    uint8_t look = start_look(c);
    if (look != lrc_eng(c)->hw.machine && !c->pl.recording)
        pl_pick_look(&c->pl, look);
    else
        pl_reset(&c->pl);
    lri_init(&c->in);
}

void lrc_record(lrc *c, int on)
{
    if (!c->running || on == c->pl.recording)
        return;
    if (on)
        pl_record(&c->pl, NULL, 1);     /* annex-NAME-NNN.mov in the save folder */
    else
        pl_stop(&c->pl);
}
