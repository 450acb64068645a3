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
#include "front/layout.h"
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
/* "VideoBrain, 1978" and "keyboard, gamepad" lines. */
void gal_machine_line(const ttl_entry *t, char *buf, size_t n);
void gal_controls_line(const ttl_entry *t, char *buf, size_t n);
/* Chooses the card of title t (a hidden one's: the card of its machine
 * with its look, e.g. entrap-bw's is Entrap's) in look `profile` when it
 * has that look; CON_MACHINE_ANY (a game run without --machine) is t's own
 * look (entrap-bw: cga-mono). 0, or -1 when no card has it (nothing
 * changed). */
int  gal_select(gallery *g, const ttl_entry *t, uint8_t profile);
/* The chosen title's next own look (wrapping). */
void gal_next_look(gallery *g);
/* The profile of title i's chosen look. */
uint8_t gal_profile(const gallery *g, int i);
/* A title's picture: its size in the machine's pixels and their aspect
 * (render_aspect: num/den wide per tall). */
typedef struct gal_pic { int w, h, par_num, par_den; } gal_pic;
/* The picture of title i in its chosen look into px (RENDER_MAX_PIXELS).
 * 0, or -1 (the native build failed: err). */
int  gal_picture(const gallery *g, int i, uint32_t *px, gal_pic *p, char *err, size_t n);
/* The part of a picture worth showing: the smallest rectangle holding
 * every pixel unlike its corner's (the border), with a margin of
 * GAL_MARGIN pixels; the whole picture when it is all one colour. */
#define GAL_MARGIN 4
rect gal_content(const uint32_t *px, int w, int h);

/* The lines under card i's picture: name; machine and year; controls;
 * look (with "(M: look)" when it has several). */
#define GAL_LINES 4
#define GAL_LINE_MAX 80
void gal_card_lines(const gallery *g, int i, char lines[GAL_LINES][GAL_LINE_MAX]);
/* The longest of every card's lines, in characters. */
int  gal_text_width(const gallery *g);
/* The key line along the gallery's bottom. */
#define GAL_HINT "Arrows choose, Enter or click: play, M: look, R: engine, F1: help, Esc: quit"
/* The gallery's window is never smaller than this (sdl/picker.c): every
 * card's lines, the key line and a picture that shows the game fit. */
#define GAL_MIN_W 640
#define GAL_MIN_H 480

/* The gallery window's grid of cards (in pixels; unit: the text's scale,
 * 8-pixel glyphs) and the place of card i: three columns when a card
 * holds lines of text_w characters whole, else two, else one. */
typedef struct gal_grid { int cols, rows, unit, x0, y0, cw, ch; } gal_grid;
gal_grid gal_grid_of(int ncards, int text_w, int win_w, int win_h);
rect gal_card(const gal_grid *d, int i);
/* The card's room for its picture (GAL_LINES lines of text go under it). */
rect gal_picture_box(rect card, int unit);
/* How a picture is drawn in `box` so that it stays readable: the content
 * (gal_content) at the largest whole scale that fits (the machine's pixel
 * aspect on the long side of the pixel, as the game's window), never
 * smaller than 1x: at 1x a content bigger than the box is cut instead, at
 * its right, and evenly at its top and bottom (the middle rows show: the
 * board and its pieces, not an empty top row; *src: the part shown, in the
 * picture's pixels). *dst is centred in the box; *scale is the whole
 * scale. */
void gal_place(const gal_pic *p, rect content, rect box, rect *src, rect *dst, int *scale);

/* The gallery's F1 help: n lines (the first its heading) into lines. */
int  gal_help(const char **lines, int max);
/* The last choice: "title NAME", "look NAME", "engine rom|native" lines
 * in `path`. Loading keeps what it cannot use (an unknown title or look,
 * a bad or missing file: the defaults stay); saving is atomic. 0 or -1. */
int  gal_load(gallery *g, const char *path);
int  gal_save(const gallery *g, const char *path, char *err, size_t n);
/* The file of the last choice: DATA_DIR/gallery. 0, or -1 (no home). */
int  gal_path(char *buf, size_t n);

#endif
