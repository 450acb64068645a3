/* gallery.h — what the title gallery shows and remembers (SDL-free; the
 * window draws it in sdl/picker.c): every title a player may choose (the
 * descriptors' `hidden` ones left out: the smoke cartridge, entrap-bw,
 * which is entrap's cga-mono look), each with its own looks, its name,
 * machine and year, its controls and its picture in the look chosen; and
 * the last title, look and engine played (docs/host.md, The gallery). */
#ifndef FRONT_GALLERY_H
#define FRONT_GALLERY_H

#include <stddef.h>
#include <stdint.h>
#include "front/titles.h"

#define GAL_MAX    16
#define GAL_LOOKS  4
/* The picture: the title's screen after this many frames of its native
 * build with no input (its title or first question), in the look chosen. */
#define GAL_FRAMES 120

typedef struct gallery {
    int n;
    const ttl_entry *t[GAL_MAX];
    uint8_t looks[GAL_MAX][GAL_LOOKS];  /* profiles, the first the title's own */
    int nlooks[GAL_MAX];
    int look[GAL_MAX];                  /* the look chosen, an index into looks */
    int sel;                            /* the title chosen */
    int rom;                            /* 1: play the ROM, 0: the native build */
} gallery;

/* The titles a player may choose, each in its first look, the first chosen. */
void gal_init(gallery *g);
/* The title's name as players say it: its caption up to " (" or ":"
 * ("Vice Versa", "Capture MG-302", "8088 Entrap"). */
void gal_name(const ttl_entry *t, char *buf, size_t n);
/* "VideoBrain, 1978" and "keyboard, gamepad" lines. */
void gal_machine_line(const ttl_entry *t, char *buf, size_t n);
void gal_controls_line(const ttl_entry *t, char *buf, size_t n);
/* The chosen title's next own look (wrapping). */
void gal_next_look(gallery *g);
/* The profile of title i's chosen look. */
uint8_t gal_profile(const gallery *g, int i);
/* The picture of title i in its chosen look into px (RENDER_MAX_PIXELS),
 * its size in *w, *h. 0, or -1 (the native build failed: err). */
int  gal_picture(const gallery *g, int i, uint32_t *px, int *w, int *h, char *err, size_t n);
/* The last choice: "title NAME", "look NAME", "engine rom|native" lines
 * in `path`. Loading keeps what it cannot use (an unknown title or look,
 * a bad or missing file: the defaults stay); saving is atomic. 0 or -1. */
int  gal_load(gallery *g, const char *path);
int  gal_save(const gallery *g, const char *path, char *err, size_t n);
/* The file of the last choice: DATA_DIR/gallery. 0, or -1 (no home). */
int  gal_path(char *buf, size_t n);

#endif
