/* titles.h — the titles the native `annex` program carries (gcc only).
 *
 * One entry per title, generated from the title's descriptor
 * (cart/TITLE/title.mk) by mk/titles.mk: the same descriptor gives the ROM
 * its header (tools/mkrom), so the two cannot disagree. docs/titles.md says
 * how to add a title. */
#ifndef FRONT_TITLES_H
#define FRONT_TITLES_H

#include <stddef.h>
#include <stdint.h>

typedef struct ttl_entry {
    const char *name;     /* command-line name, e.g. "vice-versa" */
    const char *rom;      /* ROM file name under build/rom/: NAME.rom */
    const char *header;   /* the title in its ROM's header ("8088 ENTRAP"):
                           * what identifies a ROM file, whatever its name */
    const char *caption;  /* one line for the title picker */
    void (*entry)(void);  /* the cartridge's main */
    uint8_t profile;      /* CON_PROF_* it starts in */
    uint8_t controllers;  /* keypad hand controllers drawn by the host: 0, 1 or 2 */
    /* The keypad inlay legend: labels of keys 1-9, CLEAR, 0, ENTER (the
     * CON_PAD_* bit order), up to 7 characters each; NULL = the key's own name. */
    const char *inlay[12];
    /* The title's own keys for the F1 help, NULL-terminated lines of at
     * most 60 characters (the host adds its keypads, buttons and commands). */
    const char *const *help;
    /* The gallery's: the original machine as players know it ("VideoBrain"),
     * its year (0: none), what it is played with on a PC (space-separated
     * words of keyboard mouse gamepad), its own looks (space-separated
     * --machine names, the first its profile's) and hidden (1: not in the
     * gallery, e.g. the smoke cartridge; run by name only). */
    const char *machine;
    uint16_t year;
    const char *controls;
    const char *looks;
    uint8_t hidden;
    /* The keyboard's share (front/keymap.h km_press): the joysticks it reads
     * (0-2; the keys of the others type) and the keys its manual gives a
     * typed meaning ("A-Z Space": SDL key names or letter ranges), which
     * never act as a joystick in this title. */
    uint8_t joysticks;
    const char *typed;
    /* What else it reads (front/keymap.h km_reads; "": everything): the
     * console buttons start select-a select-b option, the typed break clear,
     * the side buttons side-a side-b, and typed letters digits space enter
     * backspace left (the Left arrow typed: a line editor's or Odin's set-up
     * back up) shift. The help lists only these (front/keyhelp.h). */
    const char *reads;
    /* The Ctrl/Alt keys it asks for, which reach it with their plain key's
     * meaning ("Ctrl+Pause"): other Ctrl/Alt keys never reach a title. */
    const char *chords;
} ttl_entry;

extern const ttl_entry ttl_titles[];
extern const unsigned ttl_count;

/* The title's name as players say it (the gallery's, the F1 help's
 * heading): its caption up to " (", ":" or "," ("Vice Versa",
 * "Capture MG-302", "8088 Entrap"). */
void ttl_display(const ttl_entry *e, char *buf, size_t n);

/* The title called `name`, or NULL. */
const ttl_entry *ttl_find(const char *name);
/* The title whose ROM header names it `header` (exactly: "8088 ENTRAP" is
 * entrap, "8088 ENTRAP BW" entrap-bw), or NULL: how a ROM file is known,
 * under any file name. */
const ttl_entry *ttl_by_header(const char *header);
/* The title a movie's `title` line names: its registry name, or (movies
 * written before the registry name was the rule, e.g. by the page) its ROM
 * header's title; NULL for neither. */
const ttl_entry *ttl_by_movie_title(const char *title);

#endif
