/* web_keys.h — the page's keyboard in the one key space (docs/web.md,
 * Keys): web/keys.js hands each key press to aw_key, which asks
 * front/keymap.c km_key what it means in the title played, holds its held
 * actions until the key's release, types its typed keys and returns the
 * host commands for the page to run; aw_help is the F1 help of km_help
 * with the page's host commands. The held input given to the cartridge is
 * the keys', the page's own (aw_set_held: keypads drawn, touch, SHIFT) and
 * the game controllers' (aw_pad: front/padmap.c's table, as the desktop's
 * and RetroArch's). */
#ifndef WEB_WEB_KEYS_H
#define WEB_WEB_KEYS_H

#include "front/input.h"
#include "front/keymap.h"

/* A game opened with input `in`, the title as the key map sees it (the
 * player's session: front/session.h sess_keys, the desktop's): no key
 * down. */
void wk_open(input *in, km_title kt);

#endif
