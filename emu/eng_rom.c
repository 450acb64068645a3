/* eng_rom.c — the engine interface over a ROM in the emulated console. */
#include "emu/engine.h"
#include "emu/machine.h"
#include "emu/state.h"
#include "emu/rom.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct eng_rom {
    eng  e;            /* first: the engine pointer is the eng_rom pointer */
    mach m;
    rom  r;
} eng_rom;

static const eng_ops rom_ops;

static eng_rom *of(eng *e) { return (eng_rom *)e; }

static int rom_eng_frame(eng *e, int timeout_ms)
{
    /* A ROM frame is a bounded amount of emulation: no timeout needed. */
    (void)timeout_ms;
    int r = mach_frame(&of(e)->m);
    if (r == MACH_EXIT)
        return ENG_EXIT;
    if (r == MACH_ERROR) {
        snprintf(e->error, sizeof e->error, "%s", of(e)->m.error);
        return ENG_ERROR;
    }
    return ENG_FRAME;
}

static void rom_eng_reset(eng *e)
{
    mach_reset(&of(e)->m);
    e->error[0] = 0;
}

static int rom_eng_save(eng *e, const char *path, char *err, size_t n)
{
    return st_save(&of(e)->m, path, err, n);
}

static int rom_eng_load(eng *e, const char *path, char *err, size_t n)
{
    int st = st_load(&of(e)->m, path, err, n);
    if (!st)
        e->error[0] = 0;
    return st;
}

static int rom_eng_snapshot(eng *e, uint8_t **out, size_t *len, char *err, size_t n)
{
    return st_encode(&of(e)->m, out, len, err, n);
}

static int rom_eng_restore(eng *e, const uint8_t *buf, size_t len, char *err, size_t n)
{
    int st = st_decode(&of(e)->m, buf, len, "rewind", err, n);
    if (!st)
        e->error[0] = 0;
    return st;
}

static void rom_eng_destroy(eng *e)
{
    free(e);
}

static const eng_ops rom_ops = {
    rom_eng_frame, rom_eng_reset, rom_eng_save, rom_eng_load, rom_eng_destroy,
    rom_eng_snapshot, rom_eng_restore
};

/* The engine over a ROM that `load` reads into g->r (a file or bytes). */
static eng *open_with(const char *name, int (*load)(eng_rom *g, const void *ctx, char *err, size_t n),
                      const void *ctx, char *err, size_t n)
{
    eng_rom *g = (eng_rom *)eng_new(sizeof *g, &rom_ops, ENG_ROM, name, err, n);
    if (!g)
        return NULL;
    if (load(g, ctx, err, n)) {
        free(g);
        return NULL;
    }
    if (g->r.h.title[0])
        snprintf(g->e.name, sizeof g->e.name, "%s", g->r.h.title);
    mach_init(&g->m, &g->e.hw, g->r.image, g->r.h.size, g->r.h.crc);
    return &g->e;
}

static int load_file(eng_rom *g, const void *path, char *err, size_t n)
{
    return rom_load(path, &g->r, err, n);
}

eng *eng_rom_open(const char *path, char *err, size_t n)
{
    return open_with(path, load_file, path, err, n);
}

typedef struct rom_bytes { const char *name; const uint8_t *buf; size_t len; } rom_bytes;

static int load_bytes(eng_rom *g, const void *ctx, char *err, size_t n)
{
    const rom_bytes *b = ctx;
    return rom_parse(b->buf, b->len, b->name, &g->r, err, n);
}

eng *eng_rom_open_mem(const char *name, const uint8_t *buf, size_t len, char *err, size_t n)
{
    rom_bytes b = { name, buf, len };
    return open_with(name, load_bytes, &b, err, n);
}

mach *mach_of_engine(eng *e)
{
    return e && e->ops == &rom_ops ? &of(e)->m : NULL;
}

const rom_header *rom_of_engine(eng *e)
{
    return e && e->ops == &rom_ops ? &of(e)->r.h : NULL;
}
