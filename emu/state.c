/* state.c — see state.h: the serialiser of a whole mach (docs/state.md). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>
#include "util/fileio.h"
#include "emu/state.h"

/* ---- machine states: serialisation ---- */

/* Fixed-layout little-endian fields, written and read by one list (the
 * FIELDS walk below) so the two directions cannot drift apart. */
typedef struct sbuf {
    uint8_t *p;
    size_t   len, pos;
    int      bad;        /* read past the end */
    int      reading;
    unsigned version;    /* of the file: older ones lack some fields */
} sbuf;

static void s_bytes(sbuf *s, void *v, size_t len)
{
    if (!s->p) {            /* counting */
        s->pos += len;
        return;
    }
    if (s->pos + len > s->len) {
        s->bad = 1;
        return;
    }
    if (s->reading)
        memcpy(v, s->p + s->pos, len);
    else
        memcpy(s->p + s->pos, v, len);
    s->pos += len;
}

static void s_u8(sbuf *s, uint8_t *v) { s_bytes(s, v, 1); }

static void s_uint(sbuf *s, void *v, unsigned width)
{
    uint8_t b[8];
    uint64_t x = 0;
    if (!s->reading) {
        if (width == 2) x = *(uint16_t *)v;
        else if (width == 4) x = *(uint32_t *)v;
        else x = *(uint64_t *)v;
        for (unsigned i = 0; i < width; i++)
            b[i] = (uint8_t)(x >> (8 * i));
    }
    s_bytes(s, b, width);
    if (s->reading && !s->bad) {
        for (unsigned i = 0; i < width; i++)
            x |= (uint64_t)b[i] << (8 * i);
        if (width == 2) *(uint16_t *)v = (uint16_t)x;
        else if (width == 4) *(uint32_t *)v = (uint32_t)x;
        else *(uint64_t *)v = x;
    }
}

static void s_u16(sbuf *s, uint16_t *v) { s_uint(s, v, 2); }
static void s_u32(sbuf *s, uint32_t *v) { s_uint(s, v, 4); }
static void s_u64(sbuf *s, uint64_t *v) { s_uint(s, v, 8); }

static void walk_cpu(sbuf *s, cpu *c)
{
    s_u16(s, &c->pc);
    s_u8(s, &c->a); s_u8(s, &c->x); s_u8(s, &c->y); s_u8(s, &c->s); s_u8(s, &c->p);
    s_u64(s, &c->cycles);
    s_u64(s, &c->instructions);
    s_u8(s, &c->pending); s_u8(s, &c->i_delay);
    s_u8(s, &c->jammed); s_u8(s, &c->jam_op); s_u16(s, &c->jam_addr);
}

static void walk_hw(sbuf *s, hw *h)
{
    hw_display *d = &h->disp;
    s_u8(s, &d->profile); s_u8(s, &d->cols); s_u8(s, &d->rows);
    s_u8(s, &d->cell_w); s_u8(s, &d->cell_h); s_u8(s, &d->border);
    s_u8(s, &d->mode_rejected);
    s_bytes(s, d->chars, sizeof d->chars);
    s_bytes(s, d->attrs, sizeof d->attrs);
    s_bytes(s, d->glyphs, sizeof d->glyphs);
    s_u8(s, &h->in.key); s_u8(s, &h->in.keymod);
    s_u16(s, &h->in.pad[0]); s_u16(s, &h->in.pad[1]);
    s_u8(s, &h->in.joy[0]); s_u8(s, &h->in.joy[1]); s_u8(s, &h->in.buttons);
    s_u32(s, &h->frame);
    for (int i = 0; i < 3; i++) {
        s_u16(s, &h->ch[i].hz); s_u8(s, &h->ch[i].vol);
        s_u8(s, &h->ch[i].frames); s_u32(s, &h->ch[i].serial);
    }
    s_bytes(s, h->sram, sizeof h->sram);
    s_u8(s, &h->exited); s_u8(s, &h->exit_code);
    s_u16(s, &h->trace_len);
    s_bytes(s, h->trace_line, sizeof h->trace_line);
    if (s->version >= 3)
        s_u16(s, &h->trace_lines);
    else
        h->trace_lines = HW_LINES_UNKNOWN;
    s_u16(s, &h->print_len);
    s_bytes(s, h->print_page, sizeof h->print_page);
}

/* The whole payload: CPU, machine timing, bus, console state. */
static void walk_state(sbuf *s, mach *m, hw *h)
{
    walk_cpu(s, &m->cpu);
    s_u64(s, &m->frame_end);
    s_u64(s, &m->frames);
    s_u8(s, &m->halted);
    s_bytes(s, m->bus.regs, sizeof m->bus.regs);
    s_bytes(s, m->bus.frame_hi, sizeof m->bus.frame_hi);
    s_bytes(s, m->bus.ram, sizeof m->bus.ram);
    walk_hw(s, h);
}

/* Header: magic, u16 version, u32 ROM CRC, u32 payload size, u32 zlib
 * stream size, then the zlib stream. */
#define STATE_HDR (8u + 2u + 4u + 4u + 4u)

/* The payload's size in a file of `version` (MACH_STATE_OLDEST or later). */
static size_t payload_size(unsigned version)
{
    static size_t size[MACH_STATE_VERSION + 1];
    if (!size[version]) {
        /* Measured by a counting walk: the layout is defined once, above. */
        static mach dm;
        static hw dh;
        sbuf s = { NULL, (size_t)-1, 0, 0, 0, version };
        walk_state(&s, &dm, &dh);
        size[version] = s.pos;
    }
    return size[version];
}

static void put32(uint8_t *p, uint32_t v)
{
    for (int i = 0; i < 4; i++)
        p[i] = (uint8_t)(v >> (8 * i));
}
static uint32_t get32(const uint8_t *p)
{
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

int st_encode(const mach *m, uint8_t **out, size_t *len, char *err, size_t n)
{
    size_t psize = payload_size(MACH_STATE_VERSION);
    uint8_t *payload = malloc(psize);
    uLongf zlen = compressBound((uLong)psize);
    uint8_t *file = malloc(STATE_HDR + zlen);
    *out = NULL;
    if (!payload || !file) {
        free(payload);
        free(file);
        snprintf(err, n, "out of memory");
        return -1;
    }
    /* The walk takes non-const pointers for both directions; writing only
     * reads the machine. */
    sbuf s = { payload, psize, 0, 0, 0, MACH_STATE_VERSION };
    walk_state(&s, (mach *)m, m->hw);
    int zr = compress2(file + STATE_HDR, &zlen, payload, (uLong)psize, Z_BEST_SPEED);
    free(payload);
    if (zr != Z_OK) {
        free(file);
        snprintf(err, n, "cannot compress the machine state (zlib %d)", zr);
        return -1;
    }
    memcpy(file, MACH_STATE_MAGIC, 8);
    file[8] = (uint8_t)MACH_STATE_VERSION;
    file[9] = (uint8_t)(MACH_STATE_VERSION >> 8);
    put32(file + 10, m->rom_crc);
    put32(file + 14, (uint32_t)psize);
    put32(file + 18, (uint32_t)zlen);
    *out = file;
    *len = STATE_HDR + zlen;
    return 0;
}

int st_save(const mach *m, const char *path, char *err, size_t n)
{
    uint8_t *file;
    size_t len;
    char why[128];
    if (st_encode(m, &file, &len, why, sizeof why)) {
        snprintf(err, n, "%s: %s", path, why);
        return -1;
    }
    int st = fio_write_atomic(path, file, len, err, n);
    free(file);
    return st;
}

/* ---- machine states: loading ---- */

static int check_state_header(const mach *m, const uint8_t *buf, size_t len,
                              const char *name, char *err, size_t n)
{
    if (len < 8 || memcmp(buf, MACH_STATE_MAGIC, 8) != 0) {
        snprintf(err, n, "%s: not an annex machine state", name);
        return -1;
    }
    if (len < STATE_HDR) {
        snprintf(err, n, "%s: truncated machine state (%zu-byte header)", name, len);
        return -1;
    }
    unsigned version = buf[8] | buf[9] << 8;
    if (version < MACH_STATE_OLDEST || version > MACH_STATE_VERSION) {
        snprintf(err, n, "%s: machine state version %u not supported (this annex reads %u to %u)",
                 name, version, MACH_STATE_OLDEST, MACH_STATE_VERSION);
        return -1;
    }
    uint32_t crc = get32(buf + 10);
    if (crc != m->rom_crc) {
        snprintf(err, n, "%s: machine state of another ROM (its ROM CRC %08lx, running %08lx)",
                 name, (unsigned long)crc, (unsigned long)m->rom_crc);
        return -1;
    }
    uint32_t zlen = get32(buf + 18);
    if (len - STATE_HDR != zlen) {
        snprintf(err, n, "%s: %s machine state (%zu of %lu compressed bytes)", name,
                 len - STATE_HDR < zlen ? "truncated" : "corrupt", len - STATE_HDR,
                 (unsigned long)zlen);
        return -1;
    }
    if (get32(buf + 14) != payload_size(version)) {
        snprintf(err, n, "%s: corrupt machine state (payload of %lu bytes, expected %zu)",
                 name, (unsigned long)get32(buf + 14), payload_size(version));
        return -1;
    }
    return 0;
}

/* The most displayed frames a state may have counted: some 580 years of
 * play, and far enough from 2^64 that no sum of cycles below can wrap. */
#define STATE_FRAMES_MAX (1ull << 40)

/* The frame timing mach_frame keeps: boundary n+1 is frame_end after n
 * frames, the CPU stands at or after the last boundary and at most one
 * frame past the next (a WAIT idles to it), and `halted` says which. A
 * state that breaks it could run a "frame" of 10^16 cycles: a hang. */
static const char *bad_timing(const mach *t)
{
    const cpu *c = &t->cpu;
    if (t->frames > STATE_FRAMES_MAX
        || t->frame_end != (t->frames + 1) * MACH_FRAME_CYCLES)
        return "bad frame timing";
    if (c->cycles < t->frame_end - MACH_FRAME_CYCLES
        || c->cycles > t->frame_end + MACH_FRAME_CYCLES
        || c->instructions > c->cycles)
        return "bad cycle count";
    if (t->halted != (c->cycles >= t->frame_end))
        return "bad halt flag";
    return NULL;
}

/* CPU registers only cpu.c's own paths can set (cpu.h). */
static const char *bad_cpu(const cpu *c)
{
    if ((c->p & (CPU_U | CPU_B)) != CPU_U)
        return "bad status register";
    if (c->pending > (CPU_PENDING_IRQ | CPU_PENDING_NMI | CPU_PENDING_RESET))
        return "bad pending interrupts";
    if (c->i_delay && (c->i_delay & (uint8_t)~CPU_I) != 0x80)
        return "bad interrupt delay";
    if (c->jammed > 1)
        return "bad jam flag";
    return NULL;
}

/* Every field checked against the values the machine can reach (input
 * masks, colours, RAM and registers can hold any byte): a file that passed
 * zlib's checksum but was made by a broken writer, or by hand. */
static const char *implausible(const mach *t, const hw *h)
{
    const hw_display *d = &h->disp;
    const char *why = bad_timing(t);
    if (!why)
        why = bad_cpu(&t->cpu);
    if (why)
        return why;
    if (!CON_MODE_OK(d->profile, d->cols, d->rows, d->cell_w, d->cell_h))
        return "bad display mode";
    if (d->mode_rejected > 1 || h->exited > 1)
        return "bad flag";
    if (h->trace_len >= HW_TRACE_LINE)
        return "bad trace line length";
    if (h->print_len > CON_PRINT_PAGE)
        return "bad printer page length";
    for (int i = 0; i < 3; i++)
        if (h->ch[i].vol > 15)
            return "bad sound volume";
    return NULL;
}

/* Copies the decoded state in, keeping what belongs to the host (the
 * callbacks, the --machine choice) and the bus map. */
static void commit(mach *m, const mach *t, const hw *th)
{
    hw *h = m->hw;
    int sram_changed = memcmp(h->sram, th->sram, sizeof h->sram) != 0;
    m->cpu = t->cpu;
    m->cpu.bus = &m->bus.map;
    m->frame_end = t->frame_end;
    m->frames = t->frames;
    m->halted = t->halted;
    m->failed = 0;
    m->error[0] = 0;
    memcpy(m->bus.regs, t->bus.regs, sizeof m->bus.regs);
    memcpy(m->bus.frame_hi, t->bus.frame_hi, sizeof m->bus.frame_hi);
    memcpy(m->bus.ram, t->bus.ram, sizeof m->bus.ram);
    m->bus.stop = BUS_RUN;
    h->disp = th->disp;
    h->in = th->in;
    h->frame = th->frame;
    memcpy(h->ch, th->ch, sizeof h->ch);
    memcpy(h->sram, th->sram, sizeof h->sram);
    h->sram_dirty |= (uint8_t)sram_changed;   /* the host saves the restored save RAM */
    h->exited = th->exited;
    h->exit_code = th->exit_code;
    memcpy(h->trace_line, th->trace_line, sizeof h->trace_line);
    h->trace_len = th->trace_len;
    h->trace_lines = th->trace_lines;
    memcpy(h->print_page, th->print_page, sizeof h->print_page);
    h->print_len = th->print_len;
}

static int decode_payload(mach *m, unsigned version, const uint8_t *z, size_t zlen,
                          const char *name, char *err, size_t n)
{
    size_t psize = payload_size(version);
    uint8_t *payload = malloc(psize);
    mach *t = malloc(sizeof *t);
    hw *th = malloc(sizeof *th);
    int st = -1;
    uLongf got = (uLongf)psize;
    if (!payload || !t || !th) {
        snprintf(err, n, "%s: out of memory", name);
        goto done;
    }
    int zr = uncompress(payload, &got, z, (uLong)zlen);
    if (zr != Z_OK || got != psize) {
        snprintf(err, n, "%s: corrupt machine state (%s)", name,
                 zr != Z_OK ? zError(zr) : "short payload");
        goto done;
    }
    memset(t, 0, sizeof *t);
    memset(th, 0, sizeof *th);
    sbuf s = { payload, psize, 0, 0, 1, version };
    walk_state(&s, t, th);
    const char *why = s.bad ? "short payload" : implausible(t, th);
    if (why) {
        snprintf(err, n, "%s: corrupt machine state (%s)", name, why);
        goto done;
    }
    commit(m, t, th);
    st = 0;
done:
    free(payload);
    free(t);
    free(th);
    return st;
}

int st_decode(mach *m, const uint8_t *buf, size_t len, const char *name,
                      char *err, size_t n)
{
    if (check_state_header(m, buf, len, name, err, n))
        return -1;
    return decode_payload(m, buf[8] | buf[9] << 8, buf + STATE_HDR, len - STATE_HDR, name, err, n);
}

int st_load(mach *m, const char *path, char *err, size_t n)
{
    uint8_t *buf;
    size_t len;
    int st = fio_read_file(path, MACH_STATE_MAX, &buf, &len, err, n);
    if (st == -2)
        snprintf(err, n, "%s: not an annex machine state (more than %u bytes)", path, MACH_STATE_MAX);
    if (st)
        return -1;
    st = st_decode(m, buf, len, path, err, n);
    free(buf);
    return st;
}
