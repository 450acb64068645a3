/* cli.h — the annex command line (annex --help; docs/host.md). */
#ifndef FRONT_CLI_H
#define FRONT_CLI_H

#include <stddef.h>
#include <stdint.h>

#define HOST_VERSION "0.1.0"

typedef struct host_opts {
    int help, version, list, headless, screen, testcard, no_audio;
    int rom_flag;             /* --rom given (with or without FILE) */
    int any_title;            /* --any-title: play a movie recorded for another title */
    int fullscreen, scanlines;/* -1 = as the config says */
    int scale;                /* 0 = as the config says */
    long frames;              /* -1 = not given */
    const char *title, *rom, *machine;
    const char *movie, *record, *trace, *screenshot, *state, *config;
    const char *print;        /* --print: every printed page into this file */
    const char *window_shot;  /* --window-screenshot: the whole window, at the end */
    const char *wav;          /* --wav: the sound as a WAV file (front/wav.h) */
    uint8_t machine_profile;  /* CON_MACHINE_ANY unless --machine */
    /* A ROM given as bytes rather than a file (a shell without files:
     * RetroArch's content, a carried ROM); `rom` names it in messages. */
    const uint8_t *rom_data;
    size_t rom_len;
    /* Save RAM the shell keeps rather than a file (RetroArch's
     * retro_get_memory_data, a page's storage), CON_SRAM_SIZE bytes, or
     * NULL (the data folder's NAME.sram): front/player.h. */
    uint8_t *sram_held;
    /* How the shell's user stops a recording, said when a command is
     * refused while recording; NULL: "Ctrl+R stops the movie". */
    const char *stop_hint;
    /* The folder of the files the player names itself (a movie recorded
     * without a path, printed pages): NULL, the current folder. */
    const char *out_dir;
} host_opts;

/* Parses argv into o. 0, or 2 with a one-line reason in err. */
int cli_parse(int argc, char **argv, host_opts *o, char *err, size_t n);
/* The --help text. */
const char *cli_usage(void);

#endif
