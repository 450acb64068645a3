/* act.h — the conformance scripts (tests/conform/NAME.act, docs/shells.md
 * Conformance): user actions, one a line, that each shell's adapter plays
 * through its own event path. Pure: no shell library.
 *
 *   title NAME          the title the shell opens (first line)
 *   wait N              run N frames
 *   down KEYS, up KEYS  a combination by HID usage names, "Ctrl+Insert",
 *                       split at each '+' but a last one ("Shift+Keypad +")
 *   key KEYS            down, one frame, up
 *   pad P K             a click (touch) on keypad P's key K (1-12): down,
 *                       one frame, up
 *   reset, record, save, load     F12, Ctrl+R (start / stop), F6, F7
 *   rewind N            the rewind held for N steps
 *   switch NAME         the title picker, then NAME
 * "Ctrl", "Alt" and "Shift" name the left modifier keys.
 *
 * A key held repeats as an OS's typematic repeat does, at the rate the
 * libretro core gives RetroArch's keyboard (lr_input.c): the last key
 * pressed other than a modifier, latched ACT_REPEAT_DELAY frames after its
 * press, then every ACT_REPEAT_EVERY frames, until it is released. The
 * window's and the page's adapters send those repeats as the system would. */
#ifndef TESTS_CONFORM_ACT_H
#define TESTS_CONFORM_ACT_H

#define ACT_REPEAT_DELAY 29
#define ACT_REPEAT_EVERY 4

#include <stddef.h>

#define ACT_MAX_STEPS 512
#define ACT_MAX_KEYS  4

enum { ACT_WAIT, ACT_DOWN, ACT_UP, ACT_PAD, ACT_RESET, ACT_RECORD, ACT_SAVE, ACT_LOAD,
       ACT_REWIND, ACT_SWITCH, ACT_END };

typedef struct act_keys { int n; int usage[ACT_MAX_KEYS]; } act_keys;

typedef struct act_step {
    int      kind;
    int      n;           /* frames, rewind steps, a keypad key (0-11) */
    int      pad, down;   /* ACT_PAD: keypad 0-1, pressed or released */
    act_keys keys;        /* ACT_DOWN, ACT_UP */
    char     name[32];    /* ACT_SWITCH: the title */
} act_step;

typedef struct act_script {
    char     title[32];
    unsigned n;
    act_step step[ACT_MAX_STEPS];   /* ends with ACT_END */
} act_script;

/* Reads a script: 0, or -1 with "PATH:LINE: reason" in err. */
int act_load(const char *path, act_script *s, char *err, size_t n);
/* A combination's usages ("Ctrl+F3"); n = 0 when a name is unknown. */
act_keys act_chord(const char *text);

#endif
