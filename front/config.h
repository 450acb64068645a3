/* config.h — annex.conf: settings and key bindings, one per line
 * (docs/host.md, Configuration). A bad line is reported as FILE:LINE: reason
 * and ignored; the settings are written back atomically, a changed one in
 * its line's place, one line per setting and per action's keys, and every
 * other line (unknown, bad, comments) as the user wrote it, with the file's
 * line ending. */
#ifndef FRONT_CONFIG_H
#define FRONT_CONFIG_H

#include <stdio.h>
#include "front/keymap.h"

/* A config file larger than this is not read (nor then overwritten). */
#define CFG_MAX (1u << 20)

typedef struct settings {
    int scale;        /* window scale, 0 = fit the desktop */
    int scanlines;    /* 0/1 */
    int volume;       /* 0-100 */
    int fullscreen;   /* 0/1 */
    int aspect;       /* 1 = the machine's pixel aspect, 0 = square pixels */
    int integer;      /* 1 = integer scaling */
    int slot;         /* state slot 1-9 */
} settings;

typedef struct cfg {
    char     path[4096];
    settings set;
    settings file;          /* as the file left them: a setting that differs is rewritten */
    unsigned once;          /* settings given for this run only (bit i: setting i), never saved */
    keymap   km;
    char    *text;          /* the file as read, cut into lines */
    char   **lines;
    size_t   nlines;
} cfg;

void cfg_defaults(cfg *c);
/* Reads `path` (a missing file is fine; anything else it cannot read
 * whole, a folder or a FIFO included, is reported with "(settings not read,
 * and not saved)" and never written). Bad lines are reported to `report`
 * and ignored; a setting or an action's keys given again by a good line is
 * reported citing the good line before it (the last good line counts), and
 * a key bound to two actions by the lines that count is the later line's
 * (the earlier action loses it), reported; each line once. Returns how many lines were
 * reported. */
int  cfg_load(cfg *c, const char *path, FILE *report);
/* A setting by name ("scale") for this run only (a command-line option):
 * in force now, never saved, whatever else changes. 0, or -1 for an
 * unknown name. */
int  cfg_run_only(cfg *c, const char *name, int value);
/* One line: 0 (applied or blank/comment), -1 with *why. */
int  cfg_apply_line(cfg *c, const char *line, const char **why);
/* The file with the current settings (malloc'ed, NUL-terminated): each
 * setting on one line, in the place of the first that named it (later ones
 * dropped): the line that decided it, as written, while the value is the
 * file's, else the first line with the new value in its value's place; a
 * setting no line names is appended (one-run values: the file's). An
 * action's keys: the line that set them, in its place, the others dropped. */
char *cfg_format(const cfg *c);
/* Writes cfg_format() atomically to c->path. 0, or -1 with err. */
int  cfg_save(const cfg *c, char *err, size_t n);
void cfg_free(cfg *c);

#endif
