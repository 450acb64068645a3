/* keyhelp.h — the F1 help each shell shows, generated from the key map
 * (front/keymap.h) and the title's descriptor: only keys that act in this
 * title, in this shell (docs/host.md, F1 help). */
#ifndef FRONT_KEYHELP_H
#define FRONT_KEYHELP_H

#include "front/keymap.h"
#include "front/titles.h"

/* A title of the registry as the key map sees it (its display name:
 * ttl_display). */
km_title km_title_of(const ttl_entry *e);

/* The shell showing the help: the host actions it offers (bit a - KM_HELP
 * set) and whether a pointer clicks the keypads. */
typedef struct km_shell {
    uint32_t hosts;
    int pointer;
    const char *note;             /* after "F1 closes" in the heading, or NULL */
} km_shell;
#define KM_HOST_BIT(a) (1u << ((a) - KM_HELP))
#define KM_HOSTS_ALL   (KM_HOST_BIT(KM_ACTIONS) - 1u)
extern const km_shell km_desktop;   /* sdl/: every host action, the mouse */
/* web/: all but the state slots, scanlines and quit (its rewind is the
 * player's, held); a pointer presses the drawn keypads. */
extern const km_shell km_page;

/* The keys of an action that do it in title t in shell s (km_press): none
 * for an action the title does not read or the shell does not offer.
 * Returns the count (at most KM_MAX_BINDS). */
int km_help_keys(const keymap *k, const km_title *t, const km_shell *s, int action, km_bind *out);

/* The F1 help, generated from the key map: the title's display name, its
 * own lines (the registry's), its keypads with their inlay legends and
 * keys, then each action the title reads and the shell offers with its keys
 * (km_help_keys: a key that does nothing here is never listed), then the
 * typed keys it reads. Lines of at most KM_HELP_W-1 characters; returns the
 * count. */
#define KM_HELP_W 72
int km_help(const keymap *k, const km_title *t, const km_shell *s, char lines[][KM_HELP_W], int max);

#endif
