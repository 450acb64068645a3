/* palette.c — each machine profile's 16 colours (0xRRGGBB), from
 * ../shared/machines.md. One table for the host and the golden tests. */
#include "emu/hw.h"

static const uint32_t cga[16] = {
    0x000000, 0x0000AA, 0x00AA00, 0x00AAAA, 0xAA0000, 0xAA00AA, 0xAA5500, 0xAAAAAA,
    0x555555, 0x5555FF, 0x55FF55, 0x55FFFF, 0xFF5555, 0xFF55FF, 0xFFFF55, 0xFFFFFF };

/* MAME's VideoBrain colours: the dark set, then the light set. */
static const uint32_t videobrain[16] = {
    0x000000, 0xA00000, 0x00A000, 0xA0A000, 0x0000A0, 0xA000A0, 0x00A0A0, 0xA0A0A0,
    0xC0C0C0, 0xFFC0C0, 0xC0FFC0, 0xFFFFC0, 0xC0C0FF, 0xFFC0FF, 0xC0FFFF, 0xFFFFFF };

/* Apple II lo-res colours as MAME draws them. */
static const uint32_t apple2[16] = {
    0x000000, 0xA70B40, 0x401CF7, 0xE628FF, 0x007440, 0x808080, 0x1990FF, 0xBF9CFF,
    0x406300, 0xE66F00, 0x808080, 0xFF8BBF, 0x19D700, 0xBFE308, 0x58F4BF, 0xFFFFFF };

/* The TRS-80 is monochrome: white phosphor on black. */
static const uint32_t trs80[16] = {
    0x000000, 0xF0F0F0, 0xF0F0F0, 0xF0F0F0, 0xF0F0F0, 0xF0F0F0, 0xF0F0F0, 0xF0F0F0,
    0xF0F0F0, 0xF0F0F0, 0xF0F0F0, 0xF0F0F0, 0xF0F0F0, 0xF0F0F0, 0xF0F0F0, 0xF0F0F0 };

/* Arcadia-style console: 8 colours in GRB bit order (bit 0 blue, 1 red,
 * 2 green), repeated for 8-15. */
static const uint32_t arcadia[16] = {
    0x000000, 0x0000FF, 0xFF0000, 0xFF00FF, 0x00FF00, 0x00FFFF, 0xFFFF00, 0xFFFFFF,
    0x000000, 0x0000FF, 0xFF0000, 0xFF00FF, 0x00FF00, 0x00FFFF, 0xFFFF00, 0xFFFFFF };

/* CGA on a monochrome monitor: intensity levels of green-free grey. */
static const uint32_t cga_mono[16] = {
    0x000000, 0x2A2A2A, 0x4A4A4A, 0x5A5A5A, 0x3A3A3A, 0x4A4A4A, 0x5A5A5A, 0xAAAAAA,
    0x555555, 0x7A7A7A, 0x9A9A9A, 0xBABABA, 0x8A8A8A, 0x9A9A9A, 0xDADADA, 0xFFFFFF };

/* An Atari 8-bit looking subset of its 128 colours (GTIA NTSC hues). */
static const uint32_t atari[16] = {
    0x000000, 0x1C3C9C, 0x9C2020, 0x8C2C9C, 0x207C20, 0x3C8CB0, 0xA88C20, 0x9C9C9C,
    0x484848, 0x5C7CEC, 0xEC6C5C, 0xC070EC, 0x6CCC5C, 0x7CD0EC, 0xECD05C, 0xECECEC };

const uint32_t *palette_of(uint8_t profile)
{
    switch (profile) {
    case CON_PROF_VIDEOBRAIN: return videobrain;
    case CON_PROF_APPLE2:     return apple2;
    case CON_PROF_TRS80:      return trs80;
    case CON_PROF_ARCADIA:    return arcadia;
    case CON_PROF_CGA_MONO:   return cga_mono;
    case CON_PROF_ATARI:      return atari;
    default:                  return cga;
    }
}
