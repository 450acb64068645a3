/* con_looks.h — the machine looks: whose picture and sound the host
 * reproduces.
 * One row per look; every list of looks derives from this table
 * (docs/looks.md, "Adding a look"). A row is
 *   CON_LOOK(CON_PROF_ID, name, label, caption, mode, colours, aspect, voice, palette)
 *   CON_PROF_ID  the look's number, its place in the table: what a
 *            cartridge, a ROM header and a state file store; CON_PROF_ then
 *            the name in capitals, '-' as '_' (tools/mktitles.awk writes a
 *            descriptor's profile so)
 *   name     annex --machine NAME, a movie's MACHINE, a descriptor's profile
 *   label    the look for a menu ("Apple II")
 *   caption  the first line of its test card
 *   mode     (cols, rows, cell_w, cell_h): its test card's text mode
 *   colours  (ink, paper, border): its usual text colours
 *   aspect   (num, den, den_wide): one pixel is num/den as wide as tall on
 *            its 4:3 monitor; den_wide when the picture is over 320 wide
 *   voice    (wave, add, div, steps, one_tone, noise_pct, click): a tone's
 *            wave SQUARE, STAIR (a 2-bit DAC's stepped sine) or PULSE (a
 *            0.25 ms click per period); volume 0-15 heard as
 *            ((vol + add) / div) / steps; one_tone 1: one tone at a time,
 *            tone 0 first (the PC speaker); the noise at noise_pct percent;
 *            click 1: a 1-bit speaker, heard through a high-pass
 *   palette  (16 colours, 0xRRGGBB), from ../shared/machines.md
 * A reader defines CON_LOOK(id, name, label, caption, mode, colours, aspect,
 * voice, palette) to the part it needs, includes this file, and undefines
 * CON_LOOK (no include guard: it is read once per list). A cartridge sees only
 * the CON_PROF_* numbers (cart/console.h): the other columns are dropped by
 * the preprocessor, on cc65 too. */

CON_LOOK(CON_PROF_GENERIC, "generic", "annex generic", "annex generic: 40x25, 8x8 cells, CGA colours",
     (40, 25, 8, 8), (15, 0, 1), (1, 1, 1), (SQUARE, 0, 1, 15, 0, 60, 0),
     (0x000000, 0x0000AA, 0x00AA00, 0x00AAAA, 0xAA0000, 0xAA00AA, 0xAA5500, 0xAAAAAA,
      0x555555, 0x5555FF, 0x55FF55, 0x55FFFF, 0xFF5555, 0xFF55FF, 0xFFFF55, 0xFFFFFF))
/* MAME's VideoBrain colours: the dark set, then the light set. */
CON_LOOK(CON_PROF_VIDEOBRAIN, "videobrain", "VideoBrain", "VideoBrain: 32x16, 6x10 cells, 16 colours",
     (32, 16, 6, 10), (15, 4, 4), (1, 1, 1), (STAIR, 4, 5, 3, 0, 60, 0),
     (0x000000, 0xA00000, 0x00A000, 0xA0A000, 0x0000A0, 0xA000A0, 0x00A0A0, 0xA0A0A0,
      0xC0C0C0, 0xFFC0C0, 0xC0FFC0, 0xFFFFC0, 0xC0C0FF, 0xFFC0FF, 0xC0FFFF, 0xFFFFFF))
/* Apple II lo-res colours as MAME draws them; 280x192 on 4:3. */
CON_LOOK(CON_PROF_APPLE2, "apple2", "Apple II", "Apple II text: 40x24, 7x8 cells",
     (40, 24, 7, 8), (15, 0, 0), (32, 35, 35), (SQUARE, 14, 15, 1, 0, 60, 1),
     (0x000000, 0xA70B40, 0x401CF7, 0xE628FF, 0x007440, 0x808080, 0x1990FF, 0xBF9CFF,
      0x406300, 0xE66F00, 0x808080, 0xFF8BBF, 0x19D700, 0xBFE308, 0x58F4BF, 0xFFFFFF))
/* Monochrome, white phosphor on black; 384x192 on 4:3: tall pixels. */
CON_LOOK(CON_PROF_TRS80, "trs80", "TRS-80 Model I", "TRS-80 Model I: 64x16, 6x12 cells",
     (64, 16, 6, 12), (1, 0, 0), (2, 3, 3), (PULSE, 14, 15, 1, 0, 60, 1),
     (0x000000, 0xF0F0F0, 0xF0F0F0, 0xF0F0F0, 0xF0F0F0, 0xF0F0F0, 0xF0F0F0, 0xF0F0F0,
      0xF0F0F0, 0xF0F0F0, 0xF0F0F0, 0xF0F0F0, 0xF0F0F0, 0xF0F0F0, 0xF0F0F0, 0xF0F0F0))
/* 8 colours, GRB bit order (bit 0 blue), twice; 128x208 on 4:3: wide. */
CON_LOOK(CON_PROF_ARCADIA, "arcadia", "Arcadia 2001", "Arcadia-style: 16x26, 8x8 cells, 8 colours",
     (16, 26, 8, 8), (7, 1, 1), (13, 6, 6), (SQUARE, 0, 2, 7, 0, 60, 0),
     (0x000000, 0x0000FF, 0xFF0000, 0xFF00FF, 0x00FF00, 0x00FFFF, 0xFFFF00, 0xFFFFFF,
      0x000000, 0x0000FF, 0xFF0000, 0xFF00FF, 0x00FF00, 0x00FFFF, 0xFFFF00, 0xFFFFFF))
/* 320x200 (640x200) on 4:3; the PC speaker. */
CON_LOOK(CON_PROF_CGA, "cga", "IBM PC, CGA colour", "IBM PC CGA colour: 40x25, 8x8 cells",
     (40, 25, 8, 8), (7, 0, 0), (5, 6, 12), (SQUARE, 14, 15, 1, 1, 100, 0),
     (0x000000, 0x0000AA, 0x00AA00, 0x00AAAA, 0xAA0000, 0xAA00AA, 0xAA5500, 0xAAAAAA,
      0x555555, 0x5555FF, 0x55FF55, 0x55FFFF, 0xFF5555, 0xFF55FF, 0xFFFF55, 0xFFFFFF))
/* CGA on a monochrome monitor: intensity levels of grey. */
CON_LOOK(CON_PROF_CGA_MONO, "cga-mono", "IBM PC, monochrome monitor", "IBM PC CGA on a monochrome monitor",
     (40, 25, 8, 8), (7, 0, 0), (5, 6, 12), (SQUARE, 14, 15, 1, 1, 100, 0),
     (0x000000, 0x2A2A2A, 0x4A4A4A, 0x5A5A5A, 0x3A3A3A, 0x4A4A4A, 0x5A5A5A, 0xAAAAAA,
      0x555555, 0x7A7A7A, 0x9A9A9A, 0xBABABA, 0x8A8A8A, 0x9A9A9A, 0xDADADA, 0xFFFFFF))
/* Atari 8-bit: 16 of its 128 colours (GTIA NTSC hues), 320 wide. */
CON_LOOK(CON_PROF_ATARI, "atari", "Atari 8-bit", "Atari 8-bit: 40x24, 8x8 cells",
     (40, 24, 8, 8), (13, 1, 0), (6, 7, 7), (SQUARE, 0, 1, 15, 0, 60, 0),
     (0x000000, 0x1C3C9C, 0x9C2020, 0x8C2C9C, 0x207C20, 0x3C8CB0, 0xA88C20, 0x9C9C9C,
      0x484848, 0x5C7CEC, 0xEC6C5C, 0xC070EC, 0x6CCC5C, 0x7CD0EC, 0xECD05C, 0xECECEC))
