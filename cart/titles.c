/* titles.c — the registry of native titles (gcc only). */
#include "cart/titles.h"

#include <string.h>
#include "cart/console.h"

void smoke_main(void);
void vv_main(void);
void cap_main(void);
void odin_main(void);
void ent_main(void);
void ent_bw_main(void);

const cart_title cart_titles[] = {
    { .name = "smoke", .rom = "smoke.rom",
      .caption = "Smoke test cartridge: exercises the console API",
      .entry = smoke_main, .profile = CON_PROF_GENERIC, .controllers = 0, .inlay = { 0 } },
    { .name = "vice-versa", .rom = "vicevrsa.rom",
      .caption = "Vice Versa (VideoBrain, 1978): Reversi against five opponents or a friend",
      .entry = vv_main, .profile = CON_PROF_VIDEOBRAIN, .controllers = 0, .inlay = { 0 } },
    { .name = "capture", .rom = "capture.rom",
      .caption = "Capture MG-302 (Arcadia-style console): Othello, six levels, time limits",
      .entry = cap_main, .profile = CON_PROF_ARCADIA, .controllers = 2, .inlay = {
          "MIN-", "UP", "MIN+", "LEFT", "", "RIGHT", "SEC-", "DOWN", "SEC+", "CLEAR", "", "ENTER" } },
    { .name = "odin", .rom = "odin.rom",
      .caption = "Odin (TRS-80 / Apple II, 1982): Othello, 18 skill levels, perfect endgame",
      .entry = odin_main, .profile = CON_PROF_TRS80, .controllers = 0, .inlay = { 0 } },
    { .name = "entrap", .rom = "entrap.rom",
      .caption = "8088 Entrap (IBM PC, 1986): Othello by typed commands, five levels",
      .entry = ent_main, .profile = CON_PROF_CGA, .controllers = 0, .inlay = { 0 } },
    { .name = "entrap-bw", .rom = "entrap-bw.rom",
      .caption = "8088 Entrap, the black and white version (ENT-BW.COM)",
      .entry = ent_bw_main, .profile = CON_PROF_CGA_MONO, .controllers = 0, .inlay = { 0 } },
};
const unsigned cart_title_count = sizeof cart_titles / sizeof cart_titles[0];

const cart_title *cart_find(const char *name)
{
    for (unsigned i = 0; i < cart_title_count; i++)
        if (!strcmp(cart_titles[i].name, name))
            return &cart_titles[i];
    return NULL;
}
