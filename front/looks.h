/* looks.h — the machine looks by name (annex --machine NAME) and a test card
 * per look: the fixed screen the golden hashes and the README pictures use.
 * The looks are the rows of cart/con_looks.def (docs/looks.md). */
#ifndef FRONT_LOOKS_H
#define FRONT_LOOKS_H

#include <stddef.h>
#include <stdint.h>
#include "emu/hw.h"

/* A look: a profile plus the geometry its machine used. */
typedef struct look {
    const char *name;      /* e.g. "trs80" */
    const char *label;     /* e.g. "TRS-80 Model I", for a menu */
    const char *caption;   /* e.g. "TRS-80 Model I: 64x16, 6x12 cells" */
    uint8_t profile, cols, rows, cell_w, cell_h;
    uint8_t lores;         /* test card in Apple II lo-res blocks */
    uint8_t ink, paper, border;   /* the machine's usual text colours */
} look;

/* The looks table's rows, in CON_PROF_* order (looks[p] is look p), then
 * extra test cards of a look (apple2-lores). */
extern const look looks[];
extern const unsigned look_count;

/* The look called `name` (a --machine name or a test-card name), or NULL. */
const look *look_find(const char *name);
/* Look `profile` (a CON_PROF_* value: a shell's menu of looks loops over
 * 0 .. CON_PROF_COUNT - 1), or NULL. */
const look *look_of(uint8_t profile);
/* The --machine name of a profile ("generic" for CON_PROF_GENERIC). */
const char *look_profile_name(uint8_t profile);
/* Space-separated --machine names in CON_PROF_* order, for messages. */
const char *look_machine_names(void);
/* The --machine names in CON_PROF_* order joined by sep into out (n
 * bytes, e.g. "generic|videobrain|..." for a libretro option); returns the
 * length, or 0 (out "" or cut) when they do not fit. */
size_t look_names_join(char *out, size_t n, const char *sep);
/* Fills h's display with the look's test card (h is hw_init'ed first). */
void look_test_card(const look *l, hw *h);

#endif
