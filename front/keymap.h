/* keymap.h — what each PC key (and game-controller button) does: the
 * actions, their default keys, their names in the config file, and the
 * typed-key translation (docs/host.md, Keys). */
#ifndef FRONT_KEYMAP_H
#define FRONT_KEYMAP_H

#include <stddef.h>
#include <stdint.h>
#include "emu/hw.h"

/* Actions. Held actions set a bit of the latched input while held; typed
 * actions put a key code in the queue; host actions run a command. */
enum {
    KM_PAD1 = 0,                 /* + 0..11: keys 1-9, CLEAR, 0, ENTER */
    KM_PAD2 = 12,                /* + 0..11 */
    KM_JOY1 = 24,                /* + 0..6: up down left right fire side-a side-b */
    KM_JOY2 = 31,                /* + 0..6 */
    KM_START = 38, KM_SEL_A, KM_SEL_B, KM_OPTION,
    KM_BREAK, KM_CLEAR,          /* typed: BREAK and CLEAR */
    KM_HELP, KM_PAUSE, KM_ADVANCE, KM_WARP, KM_FULLSCREEN, KM_SCREENSHOT,
    KM_SAVE_STATE, KM_LOAD_STATE, KM_NEXT_SLOT, KM_RECORD, KM_RESET,
    KM_SCANLINES, KM_VOL_UP, KM_VOL_DOWN, KM_PASTE, KM_GALLERY, KM_REWIND, KM_QUIT,
    KM_ACTIONS
};
#define KM_PAD_KEYS 12
#define KM_JOY_BITS 7
#define KM_MAX_BINDS 4

/* Modifiers a binding needs. */
#define KM_CTRL 1
#define KM_ALT  2

typedef struct km_bind { uint16_t scancode; uint8_t mods; } km_bind;
typedef struct keymap {
    km_bind b[KM_ACTIONS][KM_MAX_BINDS];
    uint8_t n[KM_ACTIONS];
} keymap;

void km_defaults(keymap *k);
/* Action by config name ("pad1.7", "joy1.fire", "screenshot"), or -1. */
int  km_action(const char *name);
const char *km_action_name(int action);
/* One line about an action for the F1 help ("player 1 keypad 7"). */
const char *km_action_help(int action);
/* Replaces an action's keys from "Key, Ctrl+Key, ...". 0, or -1 with *why. */
int  km_set(keymap *k, int action, const char *list, const char **why);
/* Removes key b (with its modifiers) from an action's keys: 1 when it was
 * one of them, else 0. */
int  km_unbind(keymap *k, int action, km_bind b);
/* The keys of an action as text ("Keypad 7, Ctrl+P"), for help and config. */
void km_keys_text(const keymap *k, int action, char *buf, size_t n);

/* Actions bound to a key pressed with `mods` (exact modifier match first,
 * then bindings without modifiers when none matched). Returns the count. */
int  km_find(const keymap *k, uint16_t scancode, uint8_t mods, int *acts, int max);

int  km_is_held(int action);  /* pad, joystick, console button */
int  km_is_host(int action);  /* a host command */
/* Sets the input bits of a held action. */
void km_apply(int action, hw_input *in);
/* The console key code an action types (BREAK, CLEAR), or 0. */
uint8_t km_typed_action(int action);

/* The shell's part (sdl/keymap_sdl.c: SDL's names and key codes). */
/* The scancode of a key name ("Keypad 7"), or -1 when it has none. */
int32_t km_key_code(const char *name);
/* The name of a scancode ("" when it has none). */
const char *km_key_name(uint16_t scancode);
/* The console key a PC key (an SDL key code) types, US layout for shifted
 * symbols: letters in upper case, ENTER, BACKSPACE, ESC, arrows; 0 for none. */
uint8_t km_typed(int32_t keycode, int shift);

/* The F1 help for the title being played: its name, its own commands
 * (the registry's help lines), its keypads with their inlay legends and
 * the PC keys bound to them, then the console buttons and host commands
 * from the current mapping. Lines of at most KM_HELP_W-1 characters;
 * returns the count. */
#define KM_HELP_W 72
typedef struct km_title {
    const char *name;             /* shown in the heading */
    int controllers;              /* keypads: 0-2 */
    const char *const *inlay;     /* 12 legends (NULL or "": the key's name), or NULL */
    const char *const *help;      /* the title's lines, NULL-terminated, or NULL */
    int joysticks;                /* joysticks it reads: 0-2; KM_JOY_UNKNOWN: a ROM
                                   * the registry does not know (both, and their
                                   * keys type too, as it may read either) */
    const char *typed;            /* keys its manual gives a typed meaning, never
                                   * a joystick here: "A-Z Space" (front/titles.h) */
} km_title;
#define KM_JOY_UNKNOWN (-1)
int km_help(const keymap *k, const km_title *t, char lines[][KM_HELP_W], int max);

/* What pressing a key with `mods` does in title t, one meaning per key:
 * the actions it starts (host commands, or held cartridge actions and the
 * typed BREAK / CLEAR) into acts, and *types whether it also types its own
 * key. A host shortcut's key — and Ctrl and Alt themselves, the shortcuts'
 * modifiers — never reach the cartridge; held actions the title does not
 * read are left out (their keys type); a key that holds an action does not
 * type. Returns the count. */
int km_press(const keymap *k, const km_title *t, uint16_t scancode, uint8_t mods,
             int *acts, int max, int *types);

#endif
