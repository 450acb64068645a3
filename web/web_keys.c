/* web_keys.c — the page's keyboard in the one key space (web_keys.h). */
#include <stdio.h>
#include <string.h>
#include <emscripten.h>

#include "front/keyhelp.h"
#include "front/padmap.h"
#include "web/web_keys.h"

#define API EMSCRIPTEN_KEEPALIVE

static struct {
    input     *in;              /* the game's; NULL before the first */
    keymap     km;              /* the defaults (the page reads no annex.conf) */
    km_title   kt;              /* the title played, as the key map sees it */
    hw_input   pointer;         /* held by the page's keypads, touch and SHIFT */
    unsigned   pads[2];         /* the game controllers' buttons held (PM_BIT) */
    hw_input   key_held[HID_KEYS];   /* held by each key down */
    uint32_t   key_hosts[HID_KEYS];  /* the host commands it started */
} W;

void wk_open(input *in, km_title kt)
{
    km_defaults(&W.km);
    W.kt = kt;
    W.in = in;
    memset(W.key_held, 0, sizeof W.key_held);
    memset(W.key_hosts, 0, sizeof W.key_hosts);
    memset(&W.pointer, 0, sizeof W.pointer);
    memset(W.pads, 0, sizeof W.pads);
}

/* The held input: the page's (keypads drawn, touch, SHIFT), every key's
 * down and the game controllers' buttons as front/padmap.c's table says. */
static void set_held(void)
{
    hw_input h = W.pointer;
    for (int p = 0; p < 2; p++)
        pm_apply(&W.kt, p, W.pads[p], &h);
    for (int u = 0; u < HID_KEYS; u++) {
        h.pad[0] |= W.key_held[u].pad[0];
        h.pad[1] |= W.key_held[u].pad[1];
        h.joy[0] |= W.key_held[u].joy[0];
        h.joy[1] |= W.key_held[u].joy[1];
        h.buttons |= W.key_held[u].buttons;
    }
    if (W.in)
        input_set_held(W.in, &h);
}

API void aw_set_held(int pad1, int pad2, int joy1, int joy2, int buttons, int keymod)
{
    hw_input h = { 0, (uint8_t)keymod, { (uint16_t)pad1, (uint16_t)pad2 },
                   { (uint8_t)joy1, (uint8_t)joy2 }, (uint8_t)buttons };
    W.pointer = h;
    set_held();
}

/* Game controller `player` (0, 1) holds `held`: the Gamepad API's
 * standard buttons at front/padmap.h's positions (PM_BIT), the left stick
 * past half way as the D-pad. They do what they do on the desktop and in
 * RetroArch (docs/host.md, Gamepads). */
API void aw_pad(int player, int held)
{
    if (player < 0 || player > 1)
        return;
    W.pads[player] = (unsigned)held;
    set_held();
}

/* aw_key's answer: the host commands (bit a - KM_HELP, aw_host_name), and: */
#define AW_KEY_GAME  (1 << 28)     /* the key reached the cartridge (held or typed) */
#define AW_KEY_ACTS  (1 << 29)     /* the key means something here */
#define AW_KEY_SHIFT (1 << 30)     /* a Shift key: down, a SHIFT alone (km_shift_alone) */

/* A key pressed (KeyboardEvent.code; mods KM_CTRL | KM_ALT | KM_SHIFT; ch
 * the character typed, 0 if none) in the title played: with `apply`, its
 * held actions are held until aw_key_up, its typed keys typed (a repeat
 * types again and holds nothing new); the host commands it means are
 * returned for the page to run. Without `apply`, only what it means. */
API int aw_key(const char *code, int mods, int ch, int apply, int repeat)
{
    int32_t u = hid_from_code(code);
    int acts[8], r = 0;
    uint8_t typed = 0;
    if (u < 0 || u >= HID_KEYS || !W.in)
        return 0;
    int n = km_key(&W.km, &W.kt, (uint16_t)u, (uint8_t)mods, (uint8_t)ch, acts, 8, &typed);
    hw_input held = { 0 };
    int game = typed != 0;
    for (int i = 0; i < n; i++) {
        game |= !km_is_host(acts[i]);
        if (km_is_host(acts[i]))
            r |= (int)KM_HOST_BIT(acts[i]);
        else if (km_is_held(acts[i]))
            km_apply(acts[i], &held);
        else if (apply && km_typed_action(acts[i]))
            input_type(W.in, km_typed_action(acts[i]));
    }
    if (apply && typed)
        input_type(W.in, typed);
    if (apply && !repeat) {
        W.key_held[u] = held;
        W.key_hosts[u] = (uint32_t)r;
        set_held();
    }
    return r | (game ? AW_KEY_GAME : 0) | (n || typed ? AW_KEY_ACTS : 0)
             | (km_shift_alone((uint16_t)u, (uint8_t)mods) ? AW_KEY_SHIFT : 0);
}

/* A key released: what it held is let go; returns the host commands it
 * started (a held warp ends) and AW_KEY_SHIFT for a Shift key. */
API int aw_key_up(const char *code)
{
    int32_t u = hid_from_code(code);
    if (u < 0 || u >= HID_KEYS)
        return 0;
    int r = (int)W.key_hosts[u] | (hid_is_shift((uint16_t)u) ? AW_KEY_SHIFT : 0);
    memset(&W.key_held[u], 0, sizeof W.key_held[u]);
    W.key_hosts[u] = 0;
    set_held();
    return r;
}

/* Every key let go (the page lost the focus). */
API void aw_keys_up(void)
{
    memset(W.key_held, 0, sizeof W.key_held);
    memset(W.key_hosts, 0, sizeof W.key_hosts);
    set_held();
}

/* The config name of host command i (bit i of aw_key's answer): the
 * page's command of that name ("save-state"); "" past the last. */
API const char *aw_host_name(int i)
{
    return i >= 0 && KM_HELP + i < KM_ACTIONS ? km_action_name(KM_HELP + i) : "";
}

/* The F1 help of the title played in the page (front/keyhelp.c km_help). */
API const char *aw_help(void)
{
    static char lines[64][KM_HELP_W], text[64 * KM_HELP_W];
    size_t len = 0;
    int n = W.in ? km_help(&W.km, &W.kt, &km_page, lines, 64) : 0;
    text[0] = 0;
    for (int i = 0; i < n; i++)
        len += (size_t)snprintf(text + len, sizeof text - len, "%s%s", i ? "\n" : "", lines[i]);
    return text;
}
