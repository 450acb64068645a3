/* ui.h — drawing the window with SDL's renderer: the emulated screen, the
 * keypad controllers with their inlay legends, the console buttons, the
 * help and status overlays and the picker's text. Text uses the console's
 * own 8x8 font (emu/font.c), never a second font. */
#ifndef SDL_UI_H
#define SDL_UI_H

#include <stdint.h>
#include <SDL2/SDL.h>
#include "front/helpbox.h"
#include "front/layout.h"

typedef struct ui {
    SDL_Renderer *r;
    SDL_Texture  *font;          /* 16x16 grid of 8x8 glyphs, white on clear */
    SDL_Texture  *screen;
    int           tex_w, tex_h;
} ui;

int  ui_init(ui *u, SDL_Renderer *r);
void ui_free(ui *u);
/* Text at (x, y) with 8*scale pixel glyphs; returns the width drawn. */
int  ui_text(ui *u, int x, int y, int scale, uint32_t rgb, const char *s);
void ui_fill(ui *u, rect r, uint32_t rgb, uint8_t alpha);
/* The emulated pixels into `dst`; `fresh`: fb changed since the last call.
 * Scanlines darken the bottom third of each emulated row. */
void ui_screen(ui *u, const uint32_t *fb, int w, int h, rect dst, int fresh, int scanlines);
/* The keypads: legends (NULL = the key's name), keys held lit. */
void ui_pads(ui *u, const layout *l, int pads, const char *const inlay[12],
             const uint16_t held[2]);
/* The console buttons; `held` CON_B_* bits, reset_down lights RESET. */
void ui_buttons(ui *u, const layout *l, uint8_t held, int reset_down);
/* The status bar: a host message on the left (cut to fit), flags such as
 * "PAUSED" on the right; both may be empty. */
void ui_status(ui *u, rect bar, int scale, const char *msg, const char *flags);
/* How the status bar fits a message of msg_len characters and flags of
 * flags_len in bar_w pixels at text scale *scale: the message first, whole
 * (a smaller scale when it needs one, down to 1), the flags only where it
 * leaves them room. Returns whether the flags are drawn. */
int  ui_status_fit(int bar_w, int *scale, int msg_len, int flags_len);
/* The help's scroll key (HB_UP...) a key is, or -1: the arrows, Page Up /
 * Down, Home, End. */
int  ui_help_key(SDL_Scancode sc);
/* A help box centred in the window, laid out by hb_layout (front/helpbox.h):
 * it always fits the window, scrolled by *v when it is paged. */
void ui_box(ui *u, int win_w, int win_h, int scale, const char *const *lines, int n, hb_view *v);

#endif
