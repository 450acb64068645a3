/* fuzz_libretro.c — libFuzzer harness: the libretro core's loaders, through
 * its API (libretro/lr_api.c), three ways from each input (its first byte
 * picks):
 *   0. the bytes as ROM content (retro_load_game); a ROM that loads runs a
 *      few frames;
 *   1. the bytes as a core state (retro_unserialize) into a running title;
 *   2. the bytes as patches, 3 bytes each (a 16-bit offset, a byte), over a
 *      real core state of that title, so the core's own part (uncompressed,
 *      LRS_HEAD bytes) and the machine state behind it are both reached.
 * A state that loads must run a frame, and save and load again. The machine
 * state's payload has its own harness (fuzz_state.c). */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <libretro.h>
#include "libretro/lr_roms.h"
#include "libretro/lr_state.h"

static bool env(unsigned cmd, void *data)
{
    if (cmd == RETRO_ENVIRONMENT_SET_PIXEL_FORMAT)
        return true;
    (void)data;
    return false;
}
static void video(const void *d, unsigned w, unsigned h, size_t p) { (void)d; (void)w; (void)h; (void)p; }
static size_t audio(const int16_t *d, size_t f) { (void)d; return f; }
static void poll_cb(void) {}
static int16_t input_state(unsigned p, unsigned d, unsigned i, unsigned id) { (void)p; (void)d; (void)i; (void)id; return 0; }
static void log_cb(enum retro_log_level l, const char *fmt, ...) { (void)l; (void)fmt; }

static uint8_t base[LRS_SIZE], buf[LRS_SIZE], patched[LRS_SIZE];
static int title_up;                 /* a carried title runs, base is its state */

static void start(const uint8_t *rom, size_t len, int frames)
{
    retro_set_environment(env);
    retro_set_video_refresh(video);
    retro_set_audio_sample_batch(audio);
    retro_set_input_poll(poll_cb);
    retro_set_input_state(input_state);
    retro_init();
    struct retro_game_info g = { "fuzz.rom", rom, len, NULL };
    if (retro_load_game(&g))
        for (int i = 0; i < frames; i++)
            retro_run();
}

static void stop(void)
{
    retro_unload_game();
    retro_deinit();
}

static void try_state(const uint8_t *s, size_t len)
{
    if (!retro_unserialize(s, len))
        return;
    retro_run();
    if (!retro_serialize(buf, sizeof buf) || !retro_unserialize(buf, sizeof buf))
        abort();                     /* a state the core saved must load */
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    (void)log_cb;
    if (!size)
        return 0;
    uint8_t mode = data[0] % 3;
    data++, size--;
    if (mode == 0) {
        if (title_up)
            stop();
        title_up = 0;
        start(data, size, 1);
        stop();
        return 0;
    }
    if (!title_up) {                 /* Vice Versa after its first frames */
        start(lr_roms[0].data, lr_roms[0].len, 20);
        if (!retro_serialize(base, sizeof base))
            abort();
        title_up = 1;
    }
    if (!retro_unserialize(base, sizeof base))
        abort();
    if (mode == 1)
        try_state(data, size);
    else {
        memcpy(patched, base, sizeof patched);
        for (size_t i = 0; i + 3 <= size; i += 3) {
            unsigned off = ((unsigned)data[i] << 8 | data[i + 1]) % LRS_SIZE;
            patched[off] = data[i + 2];
        }
        try_state(patched, sizeof patched);
    }
    return 0;
}
