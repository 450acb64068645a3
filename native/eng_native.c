/* eng_native.c — the engine interface over a natively compiled title. */
#include "emu/engine.h"
#include "native/native.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    eng e;
    void (*entry)(void);
} eng_nat;

static int nat_eng_frame(eng *e, int timeout_ms)
{
    int r = nat_frame(timeout_ms);
    if (r == NAT_BUSY)
        return ENG_BUSY;
    if (r == NAT_EXIT)
        return ENG_EXIT;
    hw_sound_tick(&e->hw);
    return ENG_FRAME;
}

static void nat_eng_reset(eng *e)
{
    eng_nat *n = (eng_nat *)e;
    nat_stop();
    hw_reset(&e->hw);
    if (nat_start(&e->hw, n->entry) != 0)
        snprintf(e->error, sizeof e->error, "cannot restart %s", e->name);
}

static void nat_eng_destroy(eng *e)
{
    nat_stop();
    free(e);
}

static const eng_ops nat_ops = {
    nat_eng_frame, nat_eng_reset, NULL, NULL, nat_eng_destroy, NULL, NULL
};

eng *eng_native_open(const char *name, void (*entry)(void), char *err, size_t n)
{
    eng_nat *g = (eng_nat *)eng_new(sizeof *g, &nat_ops, ENG_NATIVE, name, err, n);
    if (!g)
        return NULL;
    g->entry = entry;
    if (nat_start(&g->e.hw, entry) != 0) {
        snprintf(err, n, "cannot start %s: a native title is already running", name);
        free(g);
        return NULL;
    }
    return &g->e;
}
