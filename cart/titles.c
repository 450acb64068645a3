/* titles.c — the registry of native titles (gcc only). */
#include "cart/titles.h"

#include <string.h>
#include "cart/console.h"

void smoke_main(void);
void vv_main(void);
void cap_main(void);
void odin_main(void);

static const char *const vv_help[] = {
    "Roster: A-E an opponent, F a friend; Y / N answers",
    "Handicap: 0-32 and Return (Backspace corrects)",
    "Joystick 1 (arrows, Space) moves and plays black;",
    "joystick 2 (I J K L, U) plays white with a friend",
    "At the end: A-F, Y, N, Return or Space: the roster",
    NULL };
static const char *const cap_help[] = {
    "SELECT A (F3) level 1-6, SELECT B (F4) time limit,",
    "GAME START (F2) starts; keypad CLEAR forgets the games",
    "Keypad arrows move the cursor, ENTER places a disc",
    "MIN-/MIN+/SEC-/SEC+ set the limit; level 6: P2 is red",
    NULL };
static const char *const odin_help[] = {
    "SHIFT shows the legal squares; Enter or Space plays;",
    "A-H then 1-8 picks another square",
    "I menu  L level  M switch sides  N new game  P resume",
    "R replay  S set up (OBF: Ctrl+V)  T tutor  V analysis",
    "W record (then F prints)  X take back",
    "BREAK (Pause, End): play the best move found so far",
    NULL };

const cart_title cart_titles[] = {
    { .name = "smoke", .rom = "smoke.rom",
      .caption = "Smoke test cartridge: exercises the console API",
      .entry = smoke_main, .profile = CON_PROF_GENERIC, .controllers = 0, .inlay = { 0 } },
    { .name = "vice-versa", .rom = "vicevrsa.rom",
      .caption = "Vice Versa (VideoBrain, 1978): Reversi against five opponents or a friend",
      .entry = vv_main, .profile = CON_PROF_VIDEOBRAIN, .controllers = 0, .inlay = { 0 }, .help = vv_help },
    { .name = "capture", .rom = "capture.rom",
      .caption = "Capture MG-302 (Arcadia-style console): Othello, six levels, time limits",
      .entry = cap_main, .profile = CON_PROF_ARCADIA, .controllers = 2, .inlay = {
          "MIN-", "UP", "MIN+", "LEFT", "", "RIGHT", "SEC-", "DOWN", "SEC+", "CLEAR", "", "ENTER" }, .help = cap_help },
    { .name = "odin", .rom = "odin.rom",
      .caption = "Odin (TRS-80 / Apple II, 1982): Othello, 18 skill levels, perfect endgame",
      .entry = odin_main, .profile = CON_PROF_TRS80, .controllers = 0, .inlay = { 0 },
      .help = odin_help },
};
const unsigned cart_title_count = sizeof cart_titles / sizeof cart_titles[0];

const cart_title *cart_find(const char *name)
{
    for (unsigned i = 0; i < cart_title_count; i++)
        if (!strcmp(cart_titles[i].name, name))
            return &cart_titles[i];
    return NULL;
}
