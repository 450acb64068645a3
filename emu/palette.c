/* palette.c — each machine look's 16 colours (0xRRGGBB), from the looks
 * table (cart/con_looks.def). One table for the host and the golden tests. */
#include "emu/hw.h"

#define CON_LOOK(id, name, label, caption, mode, colours, aspect, voice, palette) \
    { CON_TUPLE palette },
static const uint32_t palettes[CON_PROF_COUNT][16] = {
#include "cart/con_looks.def"
};
#undef CON_LOOK

const uint32_t *palette_of(uint8_t profile)
{
    return palettes[profile < CON_PROF_COUNT ? profile : CON_PROF_GENERIC];
}
