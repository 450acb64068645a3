/* config.h — annex.conf: settings and key bindings, one per line
 * (docs/host.md, Configuration). A bad line is reported as FILE:LINE: reason
 * and ignored; the settings are written back atomically, a changed one in
 * its line's place, one line per setting, and every other line (unknown,
 * bad, comments, keys) as the user wrote it. */
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
    keymap   km;
    char    *text;          /* the file as read, cut into lines */
    char   **lines;
    size_t   nlines;
} cfg;

void cfg_defaults(cfg *c);
/* Reads `path` (a missing file is fine). Bad lines are reported to `report`
 * and ignored, and a setting given again is reported (the last good line
 * counts), each line once; returns how many lines were reported. */
int  cfg_load(cfg *c, const char *path, FILE *report);
/* One line: 0 (applied or blank/comment), -1 with *why. */
int  cfg_apply_line(cfg *c, const char *line, const char **why);
/* The file with the current settings (malloc'ed, NUL-terminated): each
 * setting on one line, in the place of the first that named it (later ones
 * dropped): the line that decided it, as written, while the value is the
 * file's, else the first line with the new value in its value's place; a
 * setting no line names is appended. */
char *cfg_format(const cfg *c);
/* Writes cfg_format() atomically to c->path. 0, or -1 with err. */
int  cfg_save(const cfg *c, char *err, size_t n);
void cfg_free(cfg *c);

#endif
