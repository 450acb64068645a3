/* cli.c — see cli.h. */
#include "front/cli.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "cart/console.h"
#include "front/looks.h"

const char *cli_usage(void)
{
    return
"usage: annex                          the title picker\n"
"       annex TITLE [options]           play a title's native build\n"
"       annex TITLE --rom [options]     play its ROM (build/rom/) in the emulator\n"
"       annex --rom FILE [options]      play a ROM file\n"
"       annex FILE.rom [options]        the same\n"
"       annex --headless (TITLE | --rom FILE) [--movie FILE] [--frames N]\n"
"             [--trace FILE] [--print FILE] [--screenshot FILE.png] [--screen]\n"
"             [--wav FILE.wav]\n"
"       annex --headless --testcard --machine NAME --screenshot FILE.png\n"
"       annex compare TITLE --movie FILE [--max-frames N] [--trace FILE] [--any-title]\n"
"                                       run the native build and the ROM under one movie:\n"
"                                       identical traces and screens (every frame), or where\n"
"                                       they first differ; --trace FILE: the native trace\n"
"       annex new NAME                  a new cartridge folder NAME (docs/sdk.md)\n"
"       annex debug (FILE.rom | TITLE) [--movie FILE] [--compare] [--script FILE]\n"
"                                       the 6502 debugger (docs/debugger.md); --dap: DAP\n"
"options:\n"
"  --machine NAME     the machine look (docs/looks.md; a wrong NAME lists them)\n"
"  --movie FILE       play input from a movie (docs/movie.md)\n"
"  --any-title        play a movie recorded for another title (else refused)\n"
"  --record FILE      record the input as a movie\n"
"  --trace FILE       write the trace (docs/trace.md)\n"
"  --print FILE       write the printed pages into FILE (else the window saves\n"
"                     each page as annex-TITLE-NNN.txt)\n"
"  --frames N         stop after N logical frames (0 = until the cartridge ends)\n"
"  --screenshot FILE  write the last frame as a PNG\n"
"  --state FILE       load a machine state first (ROM only)\n"
"  --screen           headless: print the last screen as text\n"
"  --wav FILE         write the sound as a WAV file (48 kHz mono, 16-bit)\n"
"  --window-screenshot FILE  write the whole window (overlays too) at the end\n"
"  --scale N, --fullscreen, --scanlines, --no-audio, --config FILE\n"
"  --list             the titles this program carries: NAME ROM-FILE per line\n"
"  --help, --version\n"
"Keys: F1 in the window; docs/host.md.\n";
}

/* Options that take a value, and where it goes. */
static const char **value_slot(host_opts *o, const char *a)
{
    static const struct { const char *name; size_t off; } v[] = {
        { "--machine", offsetof(host_opts, machine) },
        { "--movie", offsetof(host_opts, movie) },
        { "--record", offsetof(host_opts, record) },
        { "--trace", offsetof(host_opts, trace) },
        { "--print", offsetof(host_opts, print) },
        { "--screenshot", offsetof(host_opts, screenshot) },
        { "--state", offsetof(host_opts, state) },
        { "--config", offsetof(host_opts, config) },
        { "--window-screenshot", offsetof(host_opts, window_shot) },
        { "--wav", offsetof(host_opts, wav) },
    };
    for (size_t i = 0; i < sizeof v / sizeof v[0]; i++)
        if (!strcmp(a, v[i].name))
            return (const char **)(void *)((char *)o + v[i].off);
    return NULL;
}

static int *flag_slot(host_opts *o, const char *a)
{
    if (!strcmp(a, "--help") || !strcmp(a, "-h")) return &o->help;
    if (!strcmp(a, "--version")) return &o->version;
    if (!strcmp(a, "--list")) return &o->list;
    if (!strcmp(a, "--headless")) return &o->headless;
    if (!strcmp(a, "--screen")) return &o->screen;
    if (!strcmp(a, "--testcard")) return &o->testcard;
    if (!strcmp(a, "--no-audio")) return &o->no_audio;
    if (!strcmp(a, "--any-title")) return &o->any_title;
    if (!strcmp(a, "--fullscreen")) return &o->fullscreen;
    if (!strcmp(a, "--scanlines")) return &o->scanlines;
    return NULL;
}

static int number(const char *s, long lo, long hi, long *v)
{
    char *end;
    long x = strtol(s, &end, 10);
    if (!*s || *end || x < lo || x > hi)
        return -1;
    *v = x;
    return 0;
}

/* Checks the combination once everything is read. */
static int finish(host_opts *o, char *err, size_t n)
{
    if (o->machine) {
        const look *l = look_find(o->machine);
        if (!l || (l->lores && !o->testcard)) {
            snprintf(err, n, "unknown machine '%s' (machines: %s)", o->machine, look_machine_names());
            return 2;
        }
        o->machine_profile = l->profile;
    }
    if (o->testcard && !o->machine) {
        snprintf(err, n, "--testcard needs --machine NAME");
        return 2;
    }
    if (o->title && o->rom) {
        snprintf(err, n, "give a TITLE or --rom FILE, not both");
        return 2;
    }
    if (o->headless && !o->title && !o->rom_flag && !o->testcard) {
        snprintf(err, n, "--headless needs a TITLE or --rom FILE");
        return 2;
    }
    if (o->headless && o->record) {
        snprintf(err, n, "--record needs the window (a headless run has no keyboard to record)");
        return 2;
    }
    if (o->rom_flag && !o->rom && !o->title) {
        snprintf(err, n, "--rom needs a FILE (or a TITLE before it)");
        return 2;
    }
    return 0;
}

int cli_parse(int argc, char **argv, host_opts *o, char *err, size_t n)
{
    memset(o, 0, sizeof *o);
    o->fullscreen = o->scanlines = -1;
    o->frames = -1;
    o->machine_profile = CON_MACHINE_ANY;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i], **slot;
        int *flag;
        long v;
        if ((flag = flag_slot(o, a)) != NULL) {
            *flag = 1;
        } else if (!strcmp(a, "--rom")) {
            o->rom_flag = 1;
            if (i + 1 < argc && strncmp(argv[i + 1], "--", 2))
                o->rom = argv[++i];
        } else if ((slot = value_slot(o, a)) != NULL || !strcmp(a, "--frames") || !strcmp(a, "--scale")) {
            if (i + 1 >= argc) {
                snprintf(err, n, "%s needs a value", a);
                return 2;
            }
            const char *val = argv[++i];
            if (slot) {
                *slot = val;
            } else if (!strcmp(a, "--frames")) {
                if (number(val, 0, 2000000000L, &v)) { snprintf(err, n, "--frames: not a number: %s", val); return 2; }
                o->frames = v;
            } else {
                if (number(val, 1, 16, &v)) { snprintf(err, n, "--scale: expected 1-16: %s", val); return 2; }
                o->scale = (int)v;
            }
        } else if (a[0] == '-' && a[1]) {
            snprintf(err, n, "unknown option %s (annex --help)", a);
            return 2;
        } else if (!o->title && !o->rom && strlen(a) > 4 && !strcmp(a + strlen(a) - 4, ".rom")) {
            o->rom_flag = 1;            /* annex FILE.rom: as --rom FILE */
            o->rom = a;
        } else if (!o->title) {
            o->title = a;
        } else {
            snprintf(err, n, "unexpected argument %s (annex --help)", a);
            return 2;
        }
    }
    return finish(o, err, n);
}
