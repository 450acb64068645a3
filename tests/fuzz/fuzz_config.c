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
            if (memcmp(&a.km, &b.km, sizeof a.km))
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
