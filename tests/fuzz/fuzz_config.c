/* fuzz_config.c — libFuzzer harness: any bytes as annex.conf
 * (front/config.c), each line applied as cfg_load does, then written back
 * (cfg_format); the file written back must give the same settings and
 * keys, and
 * once read again, write itself back byte for byte (no line added, none
 * folded: one line per setting already). */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "util/textfile.h"
#include "front/config.h"

static void apply_all(cfg *c)
{
    const char *why;
    for (size_t i = 0; i < c->nlines; i++)
        cfg_apply_line(c, c->lines[i], &why);
}

/* Field by field: a binding's padding byte is not part of it. */
static int same_keys(const keymap *x, const keymap *y)
{
    for (int a = 0; a < KM_ACTIONS; a++) {
        if (x->n[a] != y->n[a])
            return 0;
        for (int i = 0; i < x->n[a]; i++)
            if (x->b[a][i].usage != y->b[a][i].usage || x->b[a][i].mods != y->b[a][i].mods)
                return 0;
    }
    return 1;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static cfg a, b;
    cfg_defaults(&a);
    a.text = malloc(size + 1);
    memcpy(a.text, data, size);
    a.text[size] = 0;
    if (strlen(a.text) == size && txt_lines(a.text, &a.lines, &a.nlines) == 0) {
        apply_all(&a);
        char *out = cfg_format(&a), *kept = out ? strdup(out) : NULL;
        cfg_defaults(&b);
        b.text = out;
        if (out && txt_lines(b.text, &b.lines, &b.nlines) == 0) {
            apply_all(&b);
            if (memcmp(&a.set, &b.set, sizeof a.set))
                abort();             /* the rewrite changed a setting */
            if (!same_keys(&a.km, &b.km))
                abort();             /* folding an action's key lines changed its keys */
            b.file = b.set;
            char *again = cfg_format(&b);
            if (again && kept && strcmp(again, kept))
                abort();             /* a second rewrite changed the file */
            free(again);
        }
        cfg_free(&b);
        free(kept);
    }
    cfg_free(&a);
    return 0;
}
