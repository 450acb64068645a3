/* history.c — see history.h. */
#include "front/history.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "util/fileio.h"

void hist_start(history *h, const uint8_t *sram, uint8_t machine)
{
    for (unsigned i = 0; i < HIST_SNAPS; i++)
        free(h->snap[i].buf);
    hw_input *keep = h->in;
    uint32_t cap = h->cap;
    hist_marks marks = h->marks;
    memset(h, 0, sizeof *h);
    h->in = keep;
    h->cap = cap;
    h->marks = marks;
    memcpy(h->sram0, sram, CON_SRAM_SIZE);
    h->machine = machine;
}

void hist_frame(history *h, uint32_t frame, const hw_input *in)
{
    if (h->failed || frame == 0)
        return;
    if (frame > h->cap) {
        uint32_t cap = h->cap ? h->cap * 2 : 4096;
        while (cap < frame)
            cap *= 2;
        hw_input *t = realloc(h->in, (size_t)cap * sizeof *t);
        if (!t) {
            h->failed = 1;
            return;
        }
        h->in = t;
        h->cap = cap;
    }
    for (uint32_t f = h->n + 1; f < frame; f++)    /* latches not seen: none held */
        memset(&h->in[f - 1], 0, sizeof *h->in);
    h->in[frame - 1] = *in;
    h->n = frame;
}

/* Snapshots after `frame` no longer belong to the game. */
static void drop_snaps_after(history *h, uint32_t frame)
{
    for (unsigned i = 0; i < HIST_SNAPS; i++)
        if (h->snap[i].buf && h->snap[i].frame > frame) {
            free(h->snap[i].buf);
            h->snap[i].buf = NULL;
        }
}

void hist_displayed(history *h, eng *e)
{
    if (!e->ops->snapshot || ++h->displayed % HIST_EVERY)
        return;
    hist_snap *s = &h->snap[h->nsnap++ % HIST_SNAPS];
    char err[128];
    free(s->buf);
    s->buf = NULL;
    if (e->ops->snapshot(e, &s->buf, &s->len, err, sizeof err) == 0) {
        s->frame = e->hw.frame;
        s->mark = h->marks.mark_fn ? h->marks.mark_fn(h->marks.ctx) : 0;
    }
}

static void went_back(history *h, long mark)
{
    if (h->marks.back_fn)
        h->marks.back_fn(h->marks.ctx, mark);
}

/* The replay's input: the log (all of it: a latch past the frame asked
 * within the same displayed frame is still the game played), then nothing,
 * which the log keeps. */
static void feed(void *ctx, uint32_t frame, hw_input *out)
{
    history *h = ctx;
    static const hw_input none;
    if (frame >= 1 && frame <= h->n) {
        *out = h->in[frame - 1];
        return;
    }
    *out = none;
    hist_frame(h, frame, out);
}

/* Runs e on the log until it has latched `frame`; the log is cut there. */
static int replay(history *h, eng *e, uint32_t frame, char *err, size_t n)
{
    e->hw.input_fn = feed;
    e->hw.input_ctx = h;
    while (e->hw.frame < frame) {
        int r = eng_frame(e, 60000);
        if (r == ENG_EXIT)
            break;
        if (r != ENG_FRAME && r != ENG_BUSY) {
            snprintf(err, n, "%s: %s", e->name, e->error);
            return -1;
        }
    }
    h->n = e->hw.frame < h->n ? e->hw.frame : h->n;
    return 0;
}

int hist_rewind(history *h, eng *e, uint32_t frame, char *err, size_t n)
{
    hist_snap *best = NULL;
    for (unsigned i = 0; i < HIST_SNAPS; i++)
        if (h->snap[i].buf && h->snap[i].frame <= frame && (!best || h->snap[i].frame > best->frame))
            best = &h->snap[i];
    if (best && e->ops->restore) {
        if (e->ops->restore(e, best->buf, best->len, err, n))
            return -1;
        went_back(h, best->mark);
        drop_snaps_after(h, best->frame);
        h->n = best->frame < h->n ? best->frame : h->n;
        return 0;                      /* a snapshot is a point the game passed */
    }
    if (h->no_power_on) {
        snprintf(err, n, "no earlier point kept (a state was loaded)");
        return -1;
    }
    e->ops->reset(e);
    went_back(h, 0);
    memcpy(e->hw.sram, h->sram0, CON_SRAM_SIZE);
    e->hw.machine = h->machine;
    drop_snaps_after(h, 0);
    return replay(h, e, frame, err, n);
}

/* The file: a header line, the title, the look, the frame count; the save
 * RAM at power-on; then each frame's input, 9 bytes. */
#define REC_BYTES 9

static void pack(uint8_t *p, const hw_input *in)
{
    p[0] = in->key; p[1] = in->keymod;
    p[2] = (uint8_t)in->pad[0]; p[3] = (uint8_t)(in->pad[0] >> 8);
    p[4] = (uint8_t)in->pad[1]; p[5] = (uint8_t)(in->pad[1] >> 8);
    p[6] = in->joy[0]; p[7] = in->joy[1]; p[8] = in->buttons;
}

static void unpack(hw_input *in, const uint8_t *p)
{
    in->key = p[0]; in->keymod = p[1];
    in->pad[0] = (uint16_t)(p[2] | p[3] << 8);
    in->pad[1] = (uint16_t)(p[4] | p[5] << 8);
    in->joy[0] = p[6]; in->joy[1] = p[7]; in->buttons = p[8];
}

int hist_save(const history *h, const char *name, const char *path, char *err, size_t n)
{
    char head[160];
    int hl = snprintf(head, sizeof head, "%s %d\n%s\n%u %lu\n", HIST_MAGIC, HIST_VERSION, name,
                      h->machine, (unsigned long)h->n);
    size_t len = (size_t)hl + CON_SRAM_SIZE + (size_t)h->n * REC_BYTES;
    uint8_t *buf = malloc(len);
    if (!buf || h->failed) {
        free(buf);
        snprintf(err, n, "%s: out of memory", path);
        return -1;
    }
    memcpy(buf, head, (size_t)hl);
    memcpy(buf + hl, h->sram0, CON_SRAM_SIZE);
    for (uint32_t f = 0; f < h->n; f++)
        pack(buf + hl + CON_SRAM_SIZE + (size_t)f * REC_BYTES, &h->in[f]);
    int st = fio_write_atomic(path, buf, len, err, n);
    free(buf);
    return st;
}

int hist_load(history *h, eng *e, const char *name, const char *path, char *err, size_t n)
{
    uint8_t *buf;
    size_t len;
    char magic[32], title[64];
    int version, machine, used = 0;
    unsigned long frames;
    if (fio_read_file(path, 64u << 20, &buf, &len, err, n))
        return -1;
    char head[200];
    snprintf(head, sizeof head, "%.*s", (int)(len < sizeof head - 1 ? len : sizeof head - 1), (const char *)buf);
    if (sscanf(head, "%31s %d\n%63s\n%d %lu\n%n", magic, &version, title, &machine, &frames, &used) != 5
        || !used || strcmp(magic, HIST_MAGIC)) {
        snprintf(err, n, "%s: not a native annex state", path);
    } else if (version != HIST_VERSION) {
        snprintf(err, n, "%s: state version %d, this annex reads %d", path, version, HIST_VERSION);
    } else if (strcmp(title, name)) {
        snprintf(err, n, "%s: a state of %s, not of %s", path, title, name);
    } else if (len != (size_t)used + CON_SRAM_SIZE + frames * REC_BYTES) {
        snprintf(err, n, "%s: cut short or too long (%lu frames)", path, frames);
    } else {
        static history t;
        memset(&t, 0, sizeof t);
        hist_start(&t, buf + used, (uint8_t)machine);
        for (unsigned long f = 0; f < frames; f++) {
            hw_input in;
            unpack(&in, buf + used + CON_SRAM_SIZE + f * REC_BYTES);
            hist_frame(&t, (uint32_t)f + 1, &in);
        }
        free(buf);
        if (t.failed) {
            hist_free(&t);
            snprintf(err, n, "%s: out of memory", path);
            return -1;
        }
        t.marks = h->marks;
        hist_free(h);
        *h = t;
        memset(&t, 0, sizeof t);
        return hist_rewind(h, e, h->n, err, n);
    }
    free(buf);
    return -1;
}

void hist_free(history *h)
{
    for (unsigned i = 0; i < HIST_SNAPS; i++)
        free(h->snap[i].buf);
    free(h->in);
    memset(h, 0, sizeof *h);
}
