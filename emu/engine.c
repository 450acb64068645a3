/* engine.c — what both engines do to come into being (see engine.h). */
#include "emu/engine.h"

#include <stdio.h>
#include <stdlib.h>

eng *eng_new(size_t size, const eng_ops *ops, eng_kind kind, const char *name,
             char *err, size_t n)
{
    eng *e = calloc(1, size);
    if (!e) {
        snprintf(err, n, "%s: out of memory", name);
        return NULL;
    }
    e->ops = ops;
    e->kind = kind;
    snprintf(e->name, sizeof e->name, "%s", name);
    hw_init(&e->hw);
    return e;
}
