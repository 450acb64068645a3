/* lr_state.c — see lr_state.h. */
#include "libretro/lr_state.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "emu/state.h"
#include "libretro/lr_osk.h"
#include "libretro/lr_roms.h"

/* Offsets in the core's part. */
enum { O_VERSION = 8, O_SIZE = 10, O_BUILTIN = 14, O_RUNNING = 15, O_MACHINE = 16,
       O_PICK = 17, O_PICK_PREV = 18, O_HEAD = 19, O_COUNT = 20,
       O_QUEUE = 21, O_DOWN = O_QUEUE + LRI_QUEUE, O_PRESSED = O_DOWN + LRI_KEYS / 8,
       O_MACH_LEN = O_PRESSED + 8, O_OSK = O_MACH_LEN + 4,
       O_GONE = O_OSK + 3, O_PAD_PREV = O_GONE + LRI_KEYS / 8, O_PAD_GONE = O_PAD_PREV + 4,
       O_REPEAT = O_PAD_GONE + 4, O_END = O_REPEAT + 3 };
typedef char head_fits[O_END <= LRS_HEAD ? 1 : -1];

static void put16(uint8_t *p, uint32_t v) { p[0] = (uint8_t)v; p[1] = (uint8_t)(v >> 8); }
static void put32(uint8_t *p, uint32_t v) { put16(p, v); put16(p + 2, v >> 16); }
static uint32_t get16(const uint8_t *p) { return p[0] | (uint32_t)p[1] << 8; }
static uint32_t get32(const uint8_t *p) { return get16(p) | get16(p + 2) << 16; }

int lrs_save(const lrc *c, uint8_t *buf, char *err, size_t n)
{
    uint8_t *ms = NULL;
    size_t mlen = 0;
    if (c->running && st_encode(mach_of_engine(c->pl.s.e), &ms, &mlen, err, n))
        return -1;
    if (mlen > LRS_SIZE - LRS_HEAD) {
        free(ms);
        snprintf(err, n, "machine state of %zu bytes does not fit", mlen);
        return -1;
    }
    memset(buf, 0, LRS_SIZE);
    memcpy(buf, LRS_MAGIC, 8);
    put16(buf + O_VERSION, LRS_VERSION);
    put32(buf + O_SIZE, LRS_SIZE);
    buf[O_BUILTIN] = c->builtin;
    buf[O_RUNNING] = (uint8_t)c->running;
    buf[O_MACHINE] = c->running ? c->pl.s.e->hw.machine : CON_MACHINE_ANY;
    buf[O_PICK] = c->pick;
    buf[O_PICK_PREV] = c->pick_prev;
    buf[O_HEAD] = c->in.head;
    buf[O_COUNT] = c->in.count;
    memcpy(buf + O_QUEUE, c->in.queue, LRI_QUEUE);
    memcpy(buf + O_DOWN, c->in.down, LRI_KEYS / 8);
    const hw_input *pr = &c->in.pressed;
    put16(buf + O_PRESSED, pr->pad[0]);
    put16(buf + O_PRESSED + 2, pr->pad[1]);
    buf[O_PRESSED + 4] = pr->joy[0];
    buf[O_PRESSED + 5] = pr->joy[1];
    buf[O_PRESSED + 6] = pr->buttons;
    buf[O_PRESSED + 7] = pr->keymod;
    put32(buf + O_MACH_LEN, (uint32_t)mlen);
    buf[O_OSK] = c->in.osk;
    buf[O_OSK + 1] = c->in.osk_prev[0];
    buf[O_OSK + 2] = c->in.osk_prev[1];
    memcpy(buf + O_GONE, c->in.gone, LRI_KEYS / 8);
    put16(buf + O_PAD_PREV, c->in.pad_prev[0]);
    put16(buf + O_PAD_PREV + 2, c->in.pad_prev[1]);
    put16(buf + O_PAD_GONE, c->in.pad_gone[0]);
    put16(buf + O_PAD_GONE + 2, c->in.pad_gone[1]);
    buf[O_REPEAT] = c->in.rep_row;
    put16(buf + O_REPEAT + 1, c->in.rep_held);
    if (mlen)
        memcpy(buf + LRS_HEAD, ms, mlen);
    free(ms);
    return 0;
}

static int check_head(const lrc *c, const uint8_t *buf, size_t len, char *err, size_t n)
{
    if (len < LRS_HEAD || memcmp(buf, LRS_MAGIC, 8)) {
        snprintf(err, n, "not an annex core state");
        return -1;
    }
    if (get16(buf + O_VERSION) != LRS_VERSION) {
        snprintf(err, n, "core state version %u not supported (this core reads %u)",
                 (unsigned)get16(buf + O_VERSION), LRS_VERSION);
        return -1;
    }
    if (get32(buf + O_SIZE) != LRS_SIZE || len < LRS_SIZE) {
        snprintf(err, n, "truncated core state (%zu of %u bytes)", len, LRS_SIZE);
        return -1;
    }
    uint8_t b = buf[O_BUILTIN];
    uint32_t mlen = get32(buf + O_MACH_LEN);
    if ((b != LRC_NO_ROM && b >= lr_rom_count) || buf[O_RUNNING] > 1
        || buf[O_HEAD] >= LRI_QUEUE || buf[O_COUNT] > LRI_QUEUE || buf[O_OSK] >= LRO_KEYS
        || mlen > LRS_SIZE - LRS_HEAD || (mlen == 0) != (buf[O_RUNNING] == 0)
        || (!buf[O_RUNNING] && buf[O_PICK] >= lr_rom_count) || buf[O_REPEAT] > LRI_ROWS) {
        snprintf(err, n, "corrupt core state");
        return -1;
    }
    /* A ROM file's core loads that file's states; a core started without
     * content, the picker's and the carried titles'. */
    int fits = c->content ? b == LRC_NO_ROM && buf[O_RUNNING]
                          : !buf[O_RUNNING] || b != LRC_NO_ROM;
    if (!fits) {
        snprintf(err, n, "core state of another title");
        return -1;
    }
    return 0;
}

int lrs_load(lrc *c, const uint8_t *buf, size_t len, char *err, size_t n)
{
    if (check_head(c, buf, len, err, n))
        return -1;
    uint8_t b = buf[O_BUILTIN];
    uint32_t mlen = get32(buf + O_MACH_LEN);
    if (buf[O_RUNNING] && (b != c->builtin || !c->running)) {
        /* Another carried ROM: its state is checked on a scratch machine
         * before the core switches to that ROM. */
        static hw sh;
        static mach sm;
        static rom sr;
        if (rom_parse(lr_roms[b].data, lr_roms[b].len, lr_roms[b].file, &sr, err, n))
            return -1;
        hw_init(&sh);
        mach_init(&sm, &sh, sr.image, sr.h.size, sr.h.crc);
        if (st_decode(&sm, buf + LRS_HEAD, mlen, "core state", err, n)
            || lrc_start(c, lr_roms[b].data, lr_roms[b].len, lr_roms[b].file, b, err, n))
            return -1;
    }
    if (buf[O_RUNNING] && st_decode(lrc_mach(c), buf + LRS_HEAD, mlen, "core state", err, n))
        return -1;
    if (buf[O_RUNNING])
        lrc_eng(c)->hw.machine = buf[O_MACHINE];
    else
        lrc_stop(c);                   /* the picker's state */
    c->pick = buf[O_PICK];
    c->pick_prev = buf[O_PICK_PREV];
    c->in.head = buf[O_HEAD];
    c->in.count = buf[O_COUNT];
    memcpy(c->in.queue, buf + O_QUEUE, LRI_QUEUE);
    memcpy(c->in.down, buf + O_DOWN, LRI_KEYS / 8);
    c->in.osk = buf[O_OSK];
    c->in.osk_prev[0] = buf[O_OSK + 1];
    c->in.osk_prev[1] = buf[O_OSK + 2];
    memcpy(c->in.gone, buf + O_GONE, LRI_KEYS / 8);
    c->in.pad_prev[0] = (uint16_t)get16(buf + O_PAD_PREV);
    c->in.pad_prev[1] = (uint16_t)get16(buf + O_PAD_PREV + 2);
    c->in.pad_gone[0] = (uint16_t)get16(buf + O_PAD_GONE);
    c->in.pad_gone[1] = (uint16_t)get16(buf + O_PAD_GONE + 2);
    c->in.rep_row = buf[O_REPEAT];
    c->in.rep_held = (uint16_t)get16(buf + O_REPEAT + 1);
    hw_input *pr = &c->in.pressed;
    memset(pr, 0, sizeof *pr);
    pr->pad[0] = (uint16_t)get16(buf + O_PRESSED);
    pr->pad[1] = (uint16_t)get16(buf + O_PRESSED + 2);
    pr->joy[0] = buf[O_PRESSED + 4];
    pr->joy[1] = buf[O_PRESSED + 5];
    pr->buttons = buf[O_PRESSED + 6];
    pr->keymod = buf[O_PRESSED + 7];
    return 0;
}
