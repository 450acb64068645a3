/* lr_menu.c — see lr_menu.h. */
#include "libretro/lr_menu.h"

#include <string.h>
#include "emu/rom.h"
#include "libretro/lr_roms.h"

uint8_t lrm_controls(const hw_input *in)
{
    uint8_t c = 0;
    if (in->joy[0] & CON_J_UP || in->key == CON_K_UP) c |= LRM_UP;
    if (in->joy[0] & CON_J_DOWN || in->key == CON_K_DOWN) c |= LRM_DOWN;
    if (in->joy[0] & CON_J_FIRE || in->buttons & CON_B_START || in->key == CON_K_ENTER)
        c |= LRM_PICK;
    return c;
}

int lrm_step(uint8_t *sel, uint8_t *prev, uint8_t controls)
{
    uint8_t went = controls & (uint8_t)~*prev;
    *prev = controls;
    if (went & LRM_UP && *sel > 0) (*sel)--;
    if (went & LRM_DOWN && *sel + 1u < lr_rom_count) (*sel)++;
    return went & LRM_PICK && *sel < lr_rom_count ? *sel : -1;
}

static void text(hw_display *d, int x, int y, const char *s, uint8_t attr)
{
    for (; *s && x < d->cols; s++, x++) {
        d->chars[y * d->cols + x] = (uint8_t)*s;
        d->attrs[y * d->cols + x] = attr;
    }
}

/* The title of a carried ROM, from its header as emu's parser reads it
 * (the build made the ROM: a ROM that did not parse would show no title). */
static void title_of(unsigned i, char *out)
{
    static rom r;
    char err[256];
    out[0] = 0;
    if (!rom_parse(lr_roms[i].data, lr_roms[i].len, lr_roms[i].file, &r, err, sizeof err))
        memcpy(out, r.h.title, sizeof r.h.title);
}

/* One title every other row, the chosen one in bright yellow after a
 * marker (no inverse video: it reads poorly in 8 x 8 cells). */
void lrm_draw(hw_display *d, uint8_t sel)
{
    static hw h;
    hw_init(&h);             /* the power-on mode: 40 x 25, 8 x 8 cells */
    *d = h.disp;
    memset(d->chars, ' ', sizeof d->chars);
    memset(d->attrs, 0x07, sizeof d->attrs);
    text(d, 2, 1, "ANNEX", 0x0F);
    text(d, 8, 1, "- choose a title", 0x07);
    for (unsigned i = 0; i < lr_rom_count && 2 * i + 4 < (unsigned)d->rows - 3; i++) {
        char t[ROM_TITLE_LEN + 1];
        title_of(i, t);
        text(d, 3, (int)(2 * i + 4), i == sel ? ">" : " ", 0x0E);
        text(d, 5, (int)(2 * i + 4), t, i == sel ? 0x0E : 0x07);
    }
    text(d, 2, d->rows - 2, "UP/DOWN, then START, B or ENTER", 0x07);
}
