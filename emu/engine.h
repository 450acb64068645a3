/* engine.h — one interface over the two ways to run a title: natively
 * compiled (native/native.c) or as a ROM in the emulated console (emu/machine.c).
 * The host, the headless runner and the compare tool use only this.
 *
 * Set e->hw.input_fn / trace_fn (and their ctx) before the first frame.
 */
#ifndef EMU_ENGINE_H
#define EMU_ENGINE_H

#include <stddef.h>
#include "emu/hw.h"

enum { ENG_FRAME = 0,   /* a frame is ready to show */
       ENG_BUSY  = 1,   /* native only: still computing after the timeout */
       ENG_EXIT  = 2,   /* the cartridge ended (hw.exit_code) */
       ENG_ERROR = 3 }; /* the machine stopped (e->error says why) */

typedef enum { ENG_NATIVE, ENG_ROM } eng_kind;

typedef struct eng eng;
typedef struct eng_ops {
    /* Runs to the next displayed frame: native, the cartridge's next
     * con_wait_frame(); ROM, the next 29,830-cycle frame boundary. */
    int  (*frame)(eng *e, int timeout_ms);
    void (*reset)(eng *e);          /* power-cycle: save RAM is kept */
    /* Machine states (NULL when the engine has none). 0 = ok, else -1 with
     * a one-line reason in err. */
    int  (*save_state)(eng *e, const char *path, char *err, size_t n);
    int  (*load_state)(eng *e, const char *path, char *err, size_t n);
    void (*destroy)(eng *e);
    /* The same in memory, for rewind (NULL when the engine has none: the
     * native build rewinds by replaying its input, front/history.h). */
    int  (*snapshot)(eng *e, uint8_t **out, size_t *len, char *err, size_t n);
    int  (*restore)(eng *e, const uint8_t *buf, size_t len, char *err, size_t n);
} eng_ops;

struct eng {
    const eng_ops *ops;
    eng_kind kind;
    hw hw;
    char name[64];        /* title name or ROM title */
    char error[256];
};

/* For the engines: a zeroed engine object of `size` bytes (an eng first),
 * its ops, kind and name set and its console powered on (hw_init). NULL
 * with "NAME: out of memory" in err. */
eng *eng_new(size_t size, const eng_ops *ops, eng_kind kind, const char *name,
             char *err, size_t n);

/* Opens a title's native build: `name` for messages, `entry` its main.
 * NULL with a reason in err on failure. */
eng *eng_native_open(const char *name, void (*entry)(void), char *err, size_t n);
/* Opens a ROM file (docs/rom.md); NULL with a one-line reason on failure. */
eng *eng_rom_open(const char *path, char *err, size_t n);
/* The same for a ROM held in memory (a shell without files: RetroArch
 * hands the content as bytes); `name` names it in messages. The bytes are
 * copied. */
eng *eng_rom_open_mem(const char *name, const uint8_t *buf, size_t len, char *err, size_t n);

static inline int  eng_frame(eng *e, int timeout_ms) { return e->ops->frame(e, timeout_ms); }
static inline void eng_close(eng *e) { if (e) e->ops->destroy(e); }

#endif
