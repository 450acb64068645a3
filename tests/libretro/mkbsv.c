/* mkbsv.c — turns an annex movie (docs/movie.md) into a RetroArch BSV1
 * input movie, so the RetroArch tests feed input through RetroArch itself:
 * a BSV file holds the value of every input_state call the front end
 * answers, in order. The movie's frame F becomes displayed frames
 * K*(F-1)+1 to K*F (K = 1 by default): a press held for K displayed frames
 * is still seen by a title that does not latch every frame.
 *
 *   mkbsv core ROM MOVIE OUT.bsv FRAMES [K [QUIET]]   the core's own polls
 *       (lr_input.c, linked here, makes exactly the calls the core makes;
 *       none in the first QUIET frames: ANNEX_LIBRETRO_QUIET)
 *   mkbsv netplay PORT MOVIE OUT.bsv FRAMES [K]   RetroArch 1.14's netplay
 *       reads of the local RetroPad (16 buttons a frame, none on frame 0)
 *       for player PORT+1 (its joystick, keypad and, for port 0, the
 *       console buttons)
 *
 * The bindings are the core's (docs/libretro.md): joystick on the D-pad
 * and B/A/Y, console buttons START/SELECT/X/L2, a keypad key as L held
 * with its button, a typed key as its keyboard key held for that frame. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "emu/movie_file.h"
#include "emu/rom.h"
#include "libretro/lr_input.h"

static FILE *out;
static unsigned buttons[2];          /* RetroPad ids held, per port */
static unsigned key;                 /* RETROK held, 0 none */

static void put16(int v)
{
    fputc(v & 0xFF, out);
    fputc((v >> 8) & 0xFF, out);
}

static int16_t answer(unsigned port, unsigned device, unsigned index, unsigned id)
{
    (void)index;
    int v = 0;
    if (device == RETRO_DEVICE_JOYPAD && port < 2)
        v = buttons[port] >> id & 1;
    else if (device == RETRO_DEVICE_KEYBOARD)
        v = key && id == key;
    put16(v);
    return (int16_t)v;
}

#define BIT(id) (1u << RETRO_DEVICE_ID_JOYPAD_##id)
/* The RetroPad of controller p for the movie's input (the core's binds). */
static unsigned pad_of(const hw_input *in, unsigned p)
{
    static const unsigned keypad[12] = {
        BIT(Y), BIT(UP), BIT(X), BIT(LEFT), BIT(R2), BIT(RIGHT),
        BIT(B), BIT(DOWN), BIT(A), BIT(SELECT), BIT(L2), BIT(START) };
    unsigned b = 0;
    if (in->pad[p]) {
        b = BIT(L);
        for (int k = 0; k < 12; k++)
            if (in->pad[p] >> k & 1) b |= keypad[k];
        return b;
    }
    uint8_t j = in->joy[p];
    if (j & CON_J_UP) b |= BIT(UP);
    if (j & CON_J_DOWN) b |= BIT(DOWN);
    if (j & CON_J_LEFT) b |= BIT(LEFT);
    if (j & CON_J_RIGHT) b |= BIT(RIGHT);
    if (j & CON_J_FIRE) b |= BIT(B);
    if (j & CON_J_SIDE_A) b |= BIT(A);
    if (j & CON_J_SIDE_B) b |= BIT(Y);
    if (p == 0) {
        if (in->buttons & CON_B_START) b |= BIT(START);
        if (in->buttons & CON_B_SEL_A) b |= BIT(SELECT);
        if (in->buttons & CON_B_SEL_B) b |= BIT(X);
        if (in->buttons & CON_B_OPTION) b |= BIT(L2);
    }
    return b;
}

/* The keyboard key that types k without SHIFT in a title the core does
 * not know (its keys both hold and type): the first retro_key whose usage
 * types it, or whose action types it (BREAK, CLEAR), by the core's key map. */
static unsigned retrok_of(uint8_t k)
{
    static const km_title unknown = { "", 0, NULL, NULL, KM_JOY_UNKNOWN, NULL, NULL, NULL };
    if (!k) return 0;
    for (unsigned r = 1; r < RETROK_LAST; r++) {
        int acts[8];
        uint8_t typed;
        int n = lri_usage(r) ? km_key(lri_keymap(), &unknown, lri_usage(r), 0, 0, acts, 8, &typed) : 0;
        for (int i = 0; i < n; i++)
            if (km_typed_action(acts[i]) == k)
                typed = k;
        if (lri_usage(r) && typed == k)
            return r;
    }
    return 0;
}

int main(int argc, char **argv)
{
    if (argc < 6 || argc > 8 || (strcmp(argv[1], "core") && strcmp(argv[1], "netplay"))) {
        fprintf(stderr, "usage: mkbsv core ROM MOVIE OUT.bsv FRAMES [K [QUIET]] | netplay PORT MOVIE OUT.bsv FRAMES [K]\n");
        return 2;
    }
    int core = !strcmp(argv[1], "core");
    char err[512];
    static rom r;
    unsigned port = 0;
    if (core && rom_load(argv[2], &r, err, sizeof err)) {
        fprintf(stderr, "mkbsv: %s\n", err);
        return 2;
    }
    if (!core)
        port = (unsigned)atoi(argv[2]) & 1;
    static mvf m;
    mov_player pl;
    if (mvf_load(&m, argv[3], err, sizeof err)) {
        fprintf(stderr, "mkbsv: %s\n", err);
        return 2;
    }
    mvf_play(&m, &pl);
    out = fopen(argv[4], "wb");
    if (!out) {
        fprintf(stderr, "mkbsv: %s: cannot write\n", argv[4]);
        return 2;
    }
    static const uint8_t head[16] = { 0x31, 0x56, 0x53, 0x42 };  /* BSV1, no state */
    fwrite(head, 1, sizeof head, out);
    long frames = atol(argv[5]), k = argc > 6 ? atol(argv[6]) : 1, quiet = argc > 7 ? atol(argv[7]) : 0;
    if (k < 1) k = 1;
    lri in;
    lri_init(&in);
    static const km_title any = { "", 0, NULL, NULL, KM_JOY_UNKNOWN, NULL, NULL, NULL };
    lri_view v = { 320, 200, r.h.controllers, 0, !r.h.controllers, &any };   /* the polls do not depend on it */
    hw_input hi;
    memset(&hi, 0, sizeof hi);
    for (long d = 0; d < frames; d++) {
        if (d % k == 0)
            mov_input(&pl, (uint32_t)(d / k + 1), &hi);
        else
            hi.key = 0;
        buttons[0] = pad_of(&hi, 0);
        buttons[1] = pad_of(&hi, 1);
        key = retrok_of(hi.key);
        if (core) {
            if (d >= quiet)
                lri_poll(&in, answer, &v);
        } else if (d > 0)             /* netplay reads nothing on its frame 0 */
            for (unsigned id = 0; id < 16; id++)
                answer(port, RETRO_DEVICE_JOYPAD, 0, id);
    }
    mvf_free(&m);
    return fclose(out) ? 2 : 0;
}
