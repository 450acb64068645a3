/* ioreg.c — see ioreg.h; the table follows docs/console.md. */
#include "debug/ioreg.h"

#include <stddef.h>
#include <strings.h>
#include "emu/bus.h"

#define R(off) (uint16_t)(BUS_IO_BASE + (off))

const ioreg ioreg_table[] = {
    { "MODE_COLS", R(BUS_R_MODE_COLS), 1, "columns for the next MODE_SET" },
    { "MODE_ROWS", R(BUS_R_MODE_ROWS), 1, "rows" },
    { "MODE_CELLW", R(BUS_R_MODE_CELLW), 1, "cell width in pixels" },
    { "MODE_CELLH", R(BUS_R_MODE_CELLH), 1, "cell height in pixels" },
    { "MODE_PROFILE", R(BUS_R_MODE_PROFILE), 1, "machine profile" },
    { "MODE_ATTR", R(BUS_R_MODE_ATTR), 1, "attribute the screen is cleared to" },
    { "MODE_SET", R(BUS_R_MODE_SET), 1, "1: the last MODE_SET was rejected" },
    { "BORDER", R(BUS_R_BORDER), 1, "border colour" },
    { "MACHINE", R(BUS_R_MACHINE), 1, "the look asked for ($FF: none)" },
    { "KEY", R(BUS_R_KEY), 1, "the key typed in this frame" },
    { "KEYMOD", R(BUS_R_KEYMOD), 1, "bit 0: SHIFT" },
    { "PAD1_LO", R(BUS_R_PAD1_LO), 1, "left keypad, keys 1-8" },
    { "PAD1_HI", R(BUS_R_PAD1_HI), 1, "left keypad, 9 CLEAR 0 ENTER" },
    { "PAD2_LO", R(BUS_R_PAD2_LO), 1, "right keypad, keys 1-8" },
    { "PAD2_HI", R(BUS_R_PAD2_HI), 1, "right keypad, 9 CLEAR 0 ENTER" },
    { "JOY1", R(BUS_R_JOY1), 1, "up down left right fire A B" },
    { "JOY2", R(BUS_R_JOY2), 1, "as JOY1" },
    { "BUTTONS", R(BUS_R_BUTTONS), 1, "START SELECT-A SELECT-B OPTION" },
    { "POLL", R(BUS_R_POLL), 0, "write: latch the next frame's input" },
    { "WAIT", R(BUS_R_WAIT), 0, "write: wait for the frame boundary" },
    { "FRAME", R(BUS_R_FRAME), 1, "logical frame count (32-bit)" },
    { "TONE0", R(BUS_R_SOUND), 1, "FREQ_LO FREQ_HI VOL DUR" },
    { "TONE1", R(BUS_R_SOUND + 4), 1, "FREQ_LO FREQ_HI VOL DUR" },
    { "NOISE", R(BUS_R_SOUND + 8), 1, "FREQ_LO FREQ_HI VOL DUR" },
    { "TRACE", R(BUS_R_TRACE), 0, "write: a trace character" },
    { "EXIT", R(BUS_R_EXIT), 0, "write: stop with this exit code" },
    { "PRINT", R(BUS_R_PRINT), 0, "write: a printer character" },
    { "EXT_LO", R(BUS_R_EXT_LO), 1, "extension pointer, low" },
    { "EXT_HI", R(BUS_R_EXT_HI), 1, "extension pointer, high" },
    { "EXT_DATA", R(BUS_R_EXT_DATA), 1, "read: the extension byte (moves on)" },
};
const int ioreg_count = (int)(sizeof ioreg_table / sizeof ioreg_table[0]);

const ioreg *ioreg_named(const char *name)
{
    for (int i = 0; i < ioreg_count; i++)
        if (!strcasecmp(ioreg_table[i].name, name))
            return &ioreg_table[i];
    return NULL;
}
