/* keymap.h — what each PC key does, in every shell: the actions, their
 * default keys (HID usages, front/hidkey.h), their names in the config
 * file, and what a key press does in the title played (km_key: the one
 * call a shell makes per key press; docs/host.md, Keys). */
#ifndef FRONT_KEYMAP_H
#define FRONT_KEYMAP_H

#include <stddef.h>
#include <stdint.h>
#include "emu/hw.h"
#include "front/hidkey.h"

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

/* Modifiers a binding needs (Ctrl, Alt), and Shift held (km_key). */
#define KM_CTRL  1
#define KM_ALT   2
#define KM_SHIFT 4
/* Super held (the Windows or Command key, HID's GUI): the system's
 * modifier (Super+Left tiles the window, Command+R reloads the page), so a
 * key pressed with it does nothing here, in any shell (km_press). */
#define KM_GUI   8
/* The modifiers that make a key press a chord, never the plain key's
 * meaning for the cartridge. */
#define KM_CHORD (KM_CTRL | KM_ALT | KM_GUI)

/* A key (a HID usage, front/hidkey.h) with the modifiers it needs. */
typedef struct km_bind { uint16_t usage; uint8_t mods; } km_bind;
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
/* Replaces an action's keys from "Key, Ctrl+Key, ..." (hidkey.h names).
 * 0, or -1 with *why. */
int  km_set(keymap *k, int action, const char *list, const char **why);
/* Removes key b (with its modifiers) from an action's keys: 1 when it was
 * one of them, else 0. */
int  km_unbind(keymap *k, int action, km_bind b);
/* The keys of an action as text ("Keypad 7, Ctrl+P"), for help and config. */
void km_keys_text(const keymap *k, int action, char *buf, size_t n);

/* Actions bound to a key pressed with `mods` (exact modifier match first,
 * then bindings without modifiers when none matched). Returns the count. */
int  km_find(const keymap *k, uint16_t usage, uint8_t mods, int *acts, int max);

int  km_is_held(int action);  /* pad, joystick, console button */
int  km_is_host(int action);  /* a host command */
/* Sets the input bits of a held action. */
void km_apply(int action, hw_input *in);
/* The console key code an action types (BREAK, CLEAR), or 0. */
uint8_t km_typed_action(int action);

/* What the key map knows of the title played. */
typedef struct km_title {
    char name[40];                /* its display name ("8088 Entrap"), the help's heading */
    int controllers;              /* keypads: 0-2 */
    const char *const *inlay;     /* 12 legends (NULL or "": the key's name), or NULL */
    const char *const *help;      /* the title's lines, NULL-terminated, or NULL */
    int joysticks;                /* joysticks it reads: 0-2; KM_JOY_UNKNOWN: a ROM
                                   * the registry does not know (both, and their
                                   * keys type too, as it may read either) */
    const char *typed;            /* keys its manual gives a typed meaning, never
                                   * a joystick here: "A-Z Space" (front/titles.h) */
    const char *reads;            /* what else it reads (front/titles.h), NULL or
                                   * "": not known, so everything */
    const char *chords;           /* the Ctrl/Alt keys it asks for ("Ctrl+Pause"), or NULL */
} km_title;
#define KM_JOY_UNKNOWN (-1)
/* Whether the title's descriptor names `word` among what it reads
 * (t->reads; a title that names nothing reads everything). */
int km_title_reads(const km_title *t, const char *word);
/* Whether the title reads an action's input (a keypad it has, a joystick,
 * console button or typed BREAK / CLEAR its descriptor names); host
 * actions: 1. */
int km_reads(const km_title *t, int action);

/* What pressing a key (a HID usage) with `mods` does in title t, one meaning
 * per key: the actions it starts (host commands, or held cartridge actions
 * and the typed BREAK / CLEAR) into acts, and *types whether it also types
 * its own key. A host shortcut's key, and Ctrl and Alt themselves, never
 * reach the cartridge. With Ctrl or Alt held, no key reaches it (no held
 * action, no typed key) unless bound with those modifiers or asked for by
 * the title (t->chords). With Super held (KM_GUI) a key does nothing.
 * Actions the title does not read are left out (their keys type); a key
 * that holds an action does not type. Returns the count. */
int km_press(const keymap *k, const km_title *t, uint16_t usage, uint8_t mods,
             int *acts, int max, int *types);

/* The whole of a key press, for any shell: km_press, and in *typed the
 * console key it types (0: none). mods: KM_CTRL | KM_ALT | KM_SHIFT |
 * KM_GUI held;
 * ch: the character the user's layout gives the key, or 0 (hid_typed).
 * The shell then holds the held actions until the key's release, types
 * BREAK / CLEAR (km_typed_action) and *typed, and runs the host commands
 * it offers. Shift pressed and released alone types CON_K_SHIFT: the
 * shell's to notice. Its key events in:
 *   SDL: the scancode (sdl/keymap_sdl.c);
 *   the page: hid_from_code(KeyboardEvent.code), ctrlKey / altKey /
 *     shiftKey / metaKey, KeyboardEvent.key when one printable character;
 *   libretro: its retro_key -> usage table, RETROKMOD_CTRL / ALT / SHIFT / META,
 *     the event's character. */
int km_key(const keymap *k, const km_title *t, uint16_t usage, uint8_t mods, uint8_t ch,
           int *acts, int max, uint8_t *typed);

/* Whether pressing `usage` with `mods` starts a SHIFT alone (Odin's "press
 * SHIFT"): a Shift key pressed with neither Ctrl, Alt nor Super held
 * (Ctrl+Shift is a chord, never the cartridge's). It types CON_K_SHIFT
 * when that Shift is released with no other key pressed in between. */
int km_shift_alone(uint16_t usage, uint8_t mods);

#endif
