/* player.h — the player every shell drives (docs/shells.md): one game
 * being played, and the rules of playing it, kept once. It owns the engine
 * (through front/session.h: the title, its identity, trace, print and WAV
 * files), the input latch and the typed-key queue (front/input.h), the
 * recorder, states, rewind and the history behind them, reset, save RAM,
 * pause and frame step.
 *
 * A shell translates its events into the calls below and draws and plays
 * what the engine made; it never touches the engine's rules itself. Each
 * user action is a command that says one result line through the say
 * hook ("state 3 saved", "no rewind while recording (...)"), the same in
 * every shell. The rules the commands keep:
 * - a movie replays from power-on on blank save RAM: recording power-cycles
 *   the console and stops saving save RAM; a reset while recording starts
 *   the movie again at that power-on; a state load, a rewind or a look
 *   change while recording is refused; a title or engine switch writes the
 *   movie first. So a recording always plays, or the command says why not;
 * - the movie names the title by its registry name (docs/movie.md), and a
 *   movie of another title is refused unless host_opts.any_title;
 * - the --trace file reads as the game played (front/tracelog.h).
 *
 * Not thread-safe: call from one thread (a native cartridge thinks on its
 * own thread; the player hands it input through the latch's lock). */
#ifndef FRONT_PLAYER_H
#define FRONT_PLAYER_H

#include <stdint.h>
#include "front/cli.h"
#include "front/history.h"
#include "front/input.h"
#include "front/record.h"
#include "front/session.h"

#define PL_LINE 300
/* pl_run: nothing ran (paused, ended, or the shell holds the game). */
#define PL_IDLE (-1)

/* What the shell gives the player. say: a result line, to show and print
 * (again: the same line as the last one said, to keep on screen rather
 * than print again). frame: the engine has a new picture and sound to
 * take (after a frame, a reset, a rewind, a state load). Both may be NULL. */
typedef struct pl_hooks {
    void (*say)(void *ctx, const char *line, int again);
    void (*frame)(void *ctx);
    void *ctx;
} pl_hooks;

/* What a shell that keeps its files its own way (a browser's storage,
 * RetroArch's memory) gives besides the hooks (pl_open_shell); each NULL
 * or 0: the player's default. The hooks' ctx is theirs too.
 * sram_load and sram_save: save RAM kept by the shell instead of the data
 * folder's NAME.sram (`name`: the title's file-safe name; the rules stay
 * the player's: none for a movie or a recording, saved a second after it
 * last changed, at the close and as a recording starts). sram_load fills `sram` as a game opens
 * (left blank: none kept).
 * movie: a recording was written to `path` (pl_stop, or the close before
 * a switch): the shell may hand it on, e.g. as a download.
 * headless_stop: a movie played ends where `annex --headless` ends it
 * (hl_stop_frame): that frame's latch takes no input and keeps the screen
 * of the moment (stop_disp), movie_stopped is set and the live input takes
 * over; the shell may pause there. 0: the live input takes over at the
 * movie's last event ("movie over: live input"). */
typedef struct pl_shell {
    void (*sram_load)(void *ctx, const char *name, uint8_t *sram, size_t n);
    void (*sram_save)(void *ctx, const char *name, const uint8_t *sram, size_t n);
    void (*movie)(void *ctx, const char *path);
    int headless_stop;
} pl_shell;

typedef struct player {
    session  s;
    input    in;
    int      input_ready;
    history  hist;
    recorder rec;
    int      recording;
    char     rec_path[4096];
    int      paused, advance, ended;
    int      done;                  /* a scripted run (--frames) is over: the shell quits */
    host_opts o;                    /* what was opened (its file options: the first game only) */
    pl_hooks hooks;
    char     line[PL_LINE];         /* the last result line */
    int      sram_save, sram_pending;
    uint32_t sram_since;            /* the shell's clock (ms) when save RAM changed */
    uint32_t now;                   /* the shell's clock at the last pl_poll */
    char     sram_path[4200];
    uint8_t  sram[CON_SRAM_SIZE];   /* copied at frame ends: the cartridge may be running */
    char     print_note[600];       /* what the printer did, said at the frame's end */
    uint32_t movie_stop;            /* hooks.headless_stop: the movie's stop frame (0: none) */
    int      movie_stopped;         /* ... reached: 1 at the latch, 2 once said */
    hw_display stop_disp;           /* the screen at that latch */
    pl_shell shell;                 /* pl_open_shell's (kept across pl_pick_title) */
} player;

/* Opens what `o` names (a title's native build or ROM, a ROM file, with
 * --movie, --state, --record, --trace, --print, --wav) and its save RAM.
 * 0, or the exit status (2: bad input) with one line in err; a failed open
 * leaves nothing to close. */
int  pl_open(player *p, const host_opts *o, pl_hooks hooks, char *err, size_t n);
/* The same for a shell that keeps its files its own way (sh: NULL for the
 * defaults, as pl_open). */
int  pl_open_shell(player *p, const host_opts *o, pl_hooks hooks, const pl_shell *sh,
                   char *err, size_t n);
/* Ends the game: writes the movie and the save RAM, closes the engine and
 * finishes the output files. Returns `status`, or 1 if a file failed. */
int  pl_close(player *p, int status);
int  pl_is_open(const player *p);

/* Runs the engine to its next displayed frame within `budget_ms` (a native
 * frame still thinking returns ENG_BUSY and goes on in the background);
 * nothing while paused (unless a frame step is due), ended, or `hold` (the
 * shell's own pause, e.g. its help). ENG_* or PL_IDLE. With --frames N the
 * run is `done` once frame N is latched or the cartridge ended. */
int  pl_run(player *p, int budget_ms, int hold);
/* The shell's clock, once a tick: save RAM is written a second after it
 * last changed. */
void pl_poll(player *p, uint32_t now_ms);

/* The commands; each says its result line. */
void pl_reset(player *p);
/* Starts recording into `path` (NULL: a fresh annex-NAME-NNN.mov,
 * pl_fresh_name); power-cycles first unless the console was just
 * switched on (power_cycle 0). 0, or -1 (said). */
int  pl_record(player *p, const char *path, int power_cycle);
/* Stops recording and writes the movie: 0, or -1 (said, and on stderr). */
int  pl_stop(player *p);
void pl_state_save(player *p, int slot);
void pl_state_load(player *p, int slot);
/* One step back: the ROM's previous snapshot (a displayed second), or 30
 * logical frames of the native build. */
void pl_rewind_step(player *p);
void pl_pause(player *p);
/* While paused: one more frame. */
void pl_frame_step(player *p);
/* Switches to another game: the current one ends as at a quit (its movie
 * written), then `o` opens. 0, or the exit status with err (nothing open). */
int  pl_pick_title(player *p, const host_opts *o, char *err, size_t n);
/* The same title in the other engine (rom: its ROM, else its native build). */
int  pl_pick_engine(player *p, int rom, char *err, size_t n);
/* Another machine look: the console power-cycles in it (refused while
 * recording: a movie has one look). */
void pl_pick_look(player *p, uint8_t profile);

/* A file name in the current folder (host_opts.out_dir when given) not
 * used yet: annex-NAME-NNN.EXT. 0, or -1. */
int  pl_fresh_name(const player *p, const char *ext, char *buf, size_t n);
/* The file of state slot `slot` (pl_state_save writes it, pl_state_load
 * reads it), its folder made: a shell may hand it on or put one there.
 * 0, or -1 (no data folder). */
int  pl_state_file(player *p, int slot, char *buf, size_t n);

/* A shell that keeps the engine's states itself (RetroArch: its states,
 * rewind, run-ahead and netplay restore the machine through
 * retro_unserialize) asks the player around each restore. pl_may_restore:
 * whether the user may load a state now — not while recording (a movie
 * replays from power-on: said, as pl_state_load refuses; said `again` when
 * it repeats, as a held rewind asks at every step). 0, or -1.
 * pl_restored: the engine was restored to logical frame hw.frame within
 * the game being played (the shell's own replays — run-ahead, netplay — may
 * do so while recording): the trace (to the lines the state says its
 * logical frame had written, hw.trace_lines) and the recording are cut
 * back to that frame and go on from there, a movie being played is taken
 * up there. A frame past the recording's end is outside the movie: the
 * recording stops there, written (said). */
int  pl_may_restore(player *p);
void pl_restored(player *p);
/* Save RAM the shell keeps (host_opts.sram_held) in place of the file:
 * the game powers on with it and each change is copied into it at the
 * frame's end, under the file's rules (left alone by a movie and while
 * recording). pl_sram_replaced: the shell replaced it before the game's
 * first frame (RetroArch reads its .srm after the game loads): the console
 * takes it, unless a movie or a recording leaves save RAM alone. */
void pl_sram_replaced(player *p);

#endif
