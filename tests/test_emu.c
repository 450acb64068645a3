/* test_emu.c — the emulated console around the CPU: ROM files (emu/rom.c,
 * docs/rom.md), the bus and its registers (emu/bus.c, docs/console.md),
 * frames and machine states (emu/machine.c, docs/state.md).
 *
 * Bus tests run tiny hand-assembled 6502 programs as ROM images through
 * mach_init/mach_frame and look at RAM, the console state and the CPU. The
 * machine-state tests run the smoke ROM from the build folder: $ANNEX_BUILD,
 * else the folder this program was built for (TEST_BUILD_DIR, set by
 * mk/emu.mk), else "build" (tests run from the repo root).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include <dirent.h>
#include <sys/stat.h>
#include <unistd.h>
#include <zlib.h>

#include "emu/engine.h"
#include "emu/machine.h"
#include "emu/rom.h"
#include "port/titles.h"

#ifndef TEST_BUILD_DIR
#define TEST_BUILD_DIR "build"
#endif

#define F MACH_FRAME_CYCLES

/* ---- a scratch folder for the file tests ---------------------------------- */

static char tmpdir[64];

static int make_tmpdir(void **state)
{
    (void)state;
    snprintf(tmpdir, sizeof tmpdir, "/tmp/test_emu.XXXXXX");
    return mkdtemp(tmpdir) ? 0 : -1;
}

/* Removes the folder and what the tests left in it (one level deep). */
static void remove_tree(const char *dir)
{
    DIR *d = opendir(dir);
    struct dirent *e;
    char path[512];
    while (d && (e = readdir(d)) != NULL) {
        if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, ".."))
            continue;
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        if (rmdir(path) != 0)
            remove(path);
    }
    if (d)
        closedir(d);
    rmdir(dir);
}

static int drop_tmpdir(void **state)
{
    (void)state;
    remove_tree(tmpdir);
    return 0;
}

static const char *tmp_path(const char *name)
{
    static char path[4][256];
    static int next;
    char *p = path[next++ & 3];
    snprintf(p, sizeof path[0], "%s/%s", tmpdir, name);
    return p;
}

static void write_file(const char *path, const void *data, size_t len)
{
    FILE *f = fopen(path, "wb");
    assert_non_null(f);
    assert_int_equal(fwrite(data, 1, len, f), len);
    assert_int_equal(fclose(f), 0);
}

/* Names in the scratch folder, for "no temp file left behind". */
static int count_files(void)
{
    DIR *d = opendir(tmpdir);
    struct dirent *e;
    int n = 0;
    assert_non_null(d);
    while ((e = readdir(d)) != NULL)
        n += e->d_name[0] != '.';
    closedir(d);
    return n;
}

/* An error message is one line that names the file and says why. */
static void assert_one_line(const char *err, const char *name, const char *why)
{
    if (!strstr(err, name) || !strstr(err, why) || strchr(err, '\n'))
        fail_msg("message \"%s\" should name %s and say \"%s\" on one line", err, name, why);
}

/* ---- ROM files ------------------------------------------------------------- */

/* Header offsets as docs/rom.md lays them out. */
enum { H_VERSION = 8, H_PROFILE = 9, H_HDRSIZE = 10, H_SIZE = 12, H_CRC = 16,
       H_TITLE = 20, H_CTRL = 52, H_INLAY = 53 };

static void put32(uint8_t *p, uint32_t v)
{
    for (int i = 0; i < 4; i++)
        p[i] = (uint8_t)(v >> (8 * i));
}

static uint32_t get32(const uint8_t *p)
{
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

static uint8_t rom_buf[ROM_FILE_MAX + 16];

/* A good ROM (300-byte image, title, profile 3, two controllers, two
 * labels) encoded into rom_buf; returns the file length. */
static size_t good_rom(rom *r)
{
    uint8_t image[300];
    const char *inlay[ROM_INLAY_KEYS] = { "MOVE", "PASS" };
    char err[256];
    for (unsigned i = 0; i < sizeof image; i++)
        image[i] = (uint8_t)(i * 7 + 1);
    assert_int_equal(rom_make(r, image, sizeof image, "Test ROM", CON_PROF_TRS80, 2, inlay,
                              err, sizeof err), 0);
    return rom_encode(r, rom_buf);
}

static void test_rom_round_trip(void **state)
{
    (void)state;
    static rom r, back;
    char err[256];
    size_t len = good_rom(&r);
    assert_int_equal(len, ROM_HEADER_SIZE + 300);
    assert_int_equal(ROM_HEADER_SIZE, 149);
    /* The documented layout. */
    assert_memory_equal(rom_buf, "ANNEXROM", 8);
    assert_int_equal(rom_buf[H_VERSION], ROM_VERSION);
    assert_int_equal(rom_buf[H_PROFILE], CON_PROF_TRS80);
    assert_int_equal(rom_buf[H_HDRSIZE] | rom_buf[H_HDRSIZE + 1] << 8, ROM_HEADER_SIZE);
    assert_int_equal(rom_buf[H_SIZE] | rom_buf[H_SIZE + 1] << 8, 300);
    assert_int_equal(rom_buf[H_CTRL], 2);
    assert_string_equal((char *)rom_buf + H_TITLE, "Test ROM");
    assert_string_equal((char *)rom_buf + H_INLAY + ROM_INLAY_LEN, "PASS");
    uint32_t crc = (uint32_t)crc32(0, rom_buf + ROM_HEADER_SIZE, 300);
    assert_int_equal(r.h.crc, crc);
    assert_int_equal(get32(rom_buf + H_CRC), crc);

    assert_int_equal(rom_parse(rom_buf, len, "mem", &back, err, sizeof err), 0);
    assert_string_equal(back.h.title, "Test ROM");
    assert_int_equal(back.h.profile, CON_PROF_TRS80);
    assert_int_equal(back.h.controllers, 2);
    assert_int_equal(back.h.size, 300);
    assert_int_equal(back.h.crc, crc);
    assert_string_equal(back.h.inlay[0], "MOVE");
    assert_string_equal(back.h.inlay[1], "PASS");
    assert_string_equal(back.h.inlay[11], "");
    assert_memory_equal(back.image, r.image, 300);

    /* Through a file, written atomically. */
    const char *path = tmp_path("good.rom");
    int before = count_files();
    assert_int_equal(rom_save(path, &r, err, sizeof err), 0);
    assert_int_equal(count_files(), before + 1);      /* no temp file left */
    memset(&back, 0, sizeof back);
    assert_int_equal(rom_load(path, &back, err, sizeof err), 0);
    assert_memory_equal(&back.h, &r.h, sizeof r.h);
    assert_memory_equal(back.image, r.image, 300);
    /* A full 32 KB image and a full-length title and label also round-trip. */
    static uint8_t big[ROM_IMAGE_MAX];
    const char *inlay[ROM_INLAY_KEYS] = { [11] = "1234567" };
    memset(big, 0xA5, sizeof big);
    assert_int_equal(rom_make(&r, big, sizeof big, "0123456789abcdef0123456789ABCDEF", 0, 0,
                              inlay, err, sizeof err), 0);
    len = rom_encode(&r, rom_buf);
    assert_int_equal(rom_parse(rom_buf, len, "mem", &back, err, sizeof err), 0);
    assert_string_equal(back.h.title, "0123456789abcdef0123456789ABCDEF");
    assert_string_equal(back.h.inlay[11], "1234567");
}

typedef struct bad_rom {
    const char *name, *why;
    void (*spoil)(uint8_t *buf, size_t *len);
} bad_rom;

static void sp_empty(uint8_t *b, size_t *n) { (void)b; *n = 0; }
static void sp_magic(uint8_t *b, size_t *n) { (void)n; b[3] = 'x'; }
static void sp_short_hdr(uint8_t *b, size_t *n) { (void)b; *n = 100; }
static void sp_version(uint8_t *b, size_t *n) { (void)n; b[H_VERSION] = 2; }
static void sp_hdrsize(uint8_t *b, size_t *n) { (void)n; b[H_HDRSIZE]++; }
static void sp_size0(uint8_t *b, size_t *n) { (void)n; put32(b + H_SIZE, 0); }
static void sp_size_big(uint8_t *b, size_t *n) { (void)n; put32(b + H_SIZE, ROM_IMAGE_MAX + 1); }
static void sp_truncated(uint8_t *b, size_t *n) { (void)b; *n -= 1; }
static void sp_oversized(uint8_t *b, size_t *n) { b[*n] = 0; *n += 1; }
static void sp_crc(uint8_t *b, size_t *n) { b[*n - 1] ^= 0x40; }
static void sp_profile(uint8_t *b, size_t *n) { (void)n; b[H_PROFILE] = CON_PROF_COUNT; }
static void sp_ctrl(uint8_t *b, size_t *n) { (void)n; b[H_CTRL] = 3; }

static const bad_rom bad_roms[] = {
    { "empty.rom", "empty file", sp_empty },
    { "magic.rom", "not an annex ROM", sp_magic },
    { "short.rom", "truncated header (100 of 149 bytes)", sp_short_hdr },
    { "version.rom", "ROM format version 2 not supported", sp_version },
    { "hdrsize.rom", "bad header size 150", sp_hdrsize },
    { "size0.rom", "bad image size 0", sp_size0 },
    { "sizebig.rom", "bad image size 32769", sp_size_big },
    { "trunc.rom", "truncated image (299 of 300 bytes)", sp_truncated },
    { "over.rom", "oversized file (1 bytes after the 300-byte image)", sp_oversized },
    { "crc.rom", "CRC mismatch", sp_crc },
    { "profile.rom", "bad machine profile 8", sp_profile },
    { "ctrl.rom", "bad controller count 3", sp_ctrl },
};

static void test_rom_refused(void **state)
{
    (void)state;
    static rom r;
    char err[512];
    for (size_t i = 0; i < sizeof bad_roms / sizeof bad_roms[0]; i++) {
        size_t len = good_rom(&r);
        bad_roms[i].spoil(rom_buf, &len);
        const char *path = tmp_path(bad_roms[i].name);
        write_file(path, rom_buf, len);
        err[0] = 0;
        assert_int_equal(rom_load(path, &r, err, sizeof err), -1);
        assert_one_line(err, path, bad_roms[i].why);
        /* The engine refuses it the same way. */
        assert_null(eng_rom_open(path, err, sizeof err));
        assert_one_line(err, path, bad_roms[i].why);
    }
}

static void test_rom_refused_files(void **state)
{
    (void)state;
    static rom r;
    static uint8_t huge[ROM_FILE_MAX + 1];
    char err[512];
    const char *path = tmp_path("missing.rom");
    assert_int_equal(rom_load(path, &r, err, sizeof err), -1);
    assert_one_line(err, path, "cannot read (No such file or directory)");
    /* A folder is named as such. */
    assert_int_equal(rom_load(tmpdir, &r, err, sizeof err), -1);
    assert_one_line(err, tmpdir, "is a folder, not a file");
    path = tmp_path("huge.rom");
    memcpy(huge, "ANNEXROM", 8);
    write_file(path, huge, sizeof huge);
    assert_int_equal(rom_load(path, &r, err, sizeof err), -1);
    assert_one_line(err, path, "oversized file (more than 32917 bytes)");
    remove(path);
}

/* Every byte of the header spoiled in turn: loaded or refused in one line,
 * never a crash (the sanitizer build checks the reads). */
static void test_rom_spoiled_bytes(void **state)
{
    (void)state;
    static rom r, back;
    char err[512];
    size_t len = good_rom(&r);
    int refused = 0;
    for (size_t i = 0; i < ROM_HEADER_SIZE; i++) {
        rom_buf[i] ^= 0xFF;
        err[0] = 0;
        if (rom_parse(rom_buf, len, "spoiled", &back, err, sizeof err)) {
            assert_one_line(err, "spoiled", ":");
            refused++;
        } else {
            /* Only the text fields are free: shown with '?' for bytes that
             * are not printable. */
            assert_true(i >= H_TITLE && i != H_CTRL);
            assert_memory_equal(back.image, r.image, r.h.size);
        }
        rom_buf[i] ^= 0xFF;
    }
    assert_int_equal(refused, H_TITLE + 1);     /* and the controller count */
    rom_buf[H_TITLE] = 1;
    assert_int_equal(rom_parse(rom_buf, len, "x", &back, err, sizeof err), 0);
    assert_string_equal(back.h.title, "?est ROM");
}

static void test_rom_make_refuses(void **state)
{
    (void)state;
    static rom r;
    uint8_t image[4] = { 1, 2, 3, 4 };
    char err[256];
    const char *long_label[ROM_INLAY_KEYS] = { [3] = "TOOLONG8" };
    const char *bad_label[ROM_INLAY_KEYS] = { "A\tB" };
    assert_int_equal(rom_make(&r, image, 0, "t", 0, 0, NULL, err, sizeof err), -1);
    assert_non_null(strstr(err, "bad image size 0"));
    assert_int_equal(rom_make(&r, image, ROM_IMAGE_MAX + 1, "t", 0, 0, NULL, err, sizeof err), -1);
    assert_int_equal(rom_make(&r, image, 4, "t", CON_PROF_COUNT, 0, NULL, err, sizeof err), -1);
    assert_non_null(strstr(err, "bad machine profile"));
    assert_int_equal(rom_make(&r, image, 4, "t", 0, 3, NULL, err, sizeof err), -1);
    assert_non_null(strstr(err, "bad controller count"));
    assert_int_equal(rom_make(&r, image, 4, "0123456789abcdef0123456789ABCDEFx", 0, 0, NULL,
                              err, sizeof err), -1);
    assert_non_null(strstr(err, "longer than 32"));
    assert_int_equal(rom_make(&r, image, 4, "t", 0, 0, long_label, err, sizeof err), -1);
    assert_non_null(strstr(err, "'TOOLONG8' is longer than 7"));
    assert_int_equal(rom_make(&r, image, 4, "t", 0, 0, bad_label, err, sizeof err), -1);
    assert_non_null(strstr(err, "non-printable"));
}

static void test_rom_save_atomic(void **state)
{
    (void)state;
    static rom r, back;
    char err[512];
    const char *path = tmp_path("atomic.rom"), *bad = tmp_path("no/such/dir.rom");
    good_rom(&r);
    write_file(path, "old contents", 12);
    int before = count_files();
    assert_int_equal(rom_save(path, &r, err, sizeof err), 0);
    assert_int_equal(count_files(), before);          /* replaced, no temp left */
    assert_int_equal(rom_load(path, &back, err, sizeof err), 0);
    assert_string_equal(back.h.title, "Test ROM");
    /* A folder that does not exist: one line, nothing written. */
    assert_int_equal(rom_save(bad, &r, err, sizeof err), -1);
    assert_one_line(err, bad, "cannot write");
    assert_int_equal(count_files(), before);
}

/* ---- a console running a hand-assembled program ---------------------------- */

#define LO(a) ((a) & 0xFF)
#define HI(a) ((a) >> 8)
#define LDA_I(v) 0xA9, (v)
#define LDA(a)   0xAD, LO(a), HI(a)
#define STA(a)   0x8D, LO(a), HI(a)
#define LDX_I(v) 0xA2, (v)
#define INC_Z(z) 0xE6, (z)
#define COPY(from, to) LDA(from), STA(to)
#define SPIN     0xB8, 0x50, 0xFE                  /* CLV; BVC * */
#define EXIT(v)  LDA_I(v), STA(0x5C41)
#define R(r)     (0x5C00 + (r))

typedef struct rig {
    hw       h;
    mach     m;
    uint32_t base;              /* where the image starts */
    int      inputs;            /* input_fn calls */
    uint32_t input_frame[8];
    int      lines;             /* trace lines */
    uint32_t line_frame[8];
    char     line[8][HW_TRACE_LINE];
} rig;

/* A scripted input: every field derived from the frame number. */
static void script_input(void *ctx, uint32_t frame, hw_input *in)
{
    rig *r = ctx;
    if (r->inputs < 8)
        r->input_frame[r->inputs] = frame;
    r->inputs++;
    in->key = (uint8_t)('A' + frame);
    in->keymod = (uint8_t)(frame & 1);
    in->pad[0] = (uint16_t)(0x0A00 + frame);
    in->pad[1] = (uint16_t)(0x0B00 + frame);
    in->joy[0] = (uint8_t)(0x10 | frame);
    in->joy[1] = (uint8_t)(0x40 | frame);
    in->buttons = (uint8_t)frame;
}

static void record_trace(void *ctx, uint32_t frame, const char *line)
{
    rig *r = ctx;
    if (r->lines < 8) {
        r->line_frame[r->lines] = frame;
        snprintf(r->line[r->lines], HW_TRACE_LINE, "%s", line);
    }
    r->lines++;
}

/* Powers on a console whose ROM is `size` bytes: the program at the start
 * of the image, the RESET vector pointing at it, the rest $EA. */
static rig *boot_sized(const uint8_t *prog, size_t len, uint32_t size)
{
    static uint8_t image[BUS_ROM_SIZE];
    rig *r = calloc(1, sizeof *r);
    assert_non_null(r);
    assert_true(len + 6 <= size);
    r->base = 0x10000u - size;
    memset(image, 0xEA, size);
    memcpy(image, prog, len);
    for (int v = 0; v < 3; v++) {
        image[size - 6 + 2 * v] = (uint8_t)r->base;
        image[size - 5 + 2 * v] = (uint8_t)(r->base >> 8);
    }
    hw_init(&r->h);
    r->h.input_fn = script_input;
    r->h.input_ctx = r;
    r->h.trace_fn = record_trace;
    r->h.trace_ctx = r;
    mach_init(&r->m, &r->h, image, size, rom_crc32(image, size));
    return r;
}

static rig *boot(const uint8_t *prog, size_t len) { return boot_sized(prog, len, 256); }

/* Runs until the program writes EXIT; returns the displayed frames. */
static int run_to_exit(rig *r)
{
    for (int n = 1; n < 1000; n++) {
        int st = mach_frame(&r->m);
        if (st == MACH_EXIT)
            return n;
        if (st == MACH_ERROR)
            fail_msg("machine stopped: %s", r->m.error);
    }
    fail_msg("no EXIT within 1000 frames");
    return 0;
}

static uint8_t ram(rig *r, uint16_t a) { return r->m.bus.ram[a]; }

static void test_bus_mode(void **state)
{
    (void)state;
    static const uint8_t prog[] = {
        LDA_I(20), STA(R(0)), LDA_I(10), STA(R(1)), LDA_I(6), STA(R(2)),
        LDA_I(8), STA(R(3)), LDA_I(2), STA(R(4)), LDA_I(0x1F), STA(R(5)),
        STA(R(6)), COPY(R(6), 0x10), COPY(R(0), 0x11),
        LDA_I(200), STA(R(0)), STA(R(6)),               /* 200 columns: rejected */
        COPY(R(6), 0x12), COPY(R(0), 0x13), COPY(R(5), 0x14), COPY(R(4), 0x15),
        EXIT(0), SPIN
    };
    rig *r = boot(prog, sizeof prog);
    /* Power-on: generic 40x25 of 8x8 cells, registers zero. */
    assert_int_equal(r->h.disp.cols, 40);
    assert_int_equal(r->h.disp.rows, 25);
    assert_int_equal(bus_peek(&r->m.bus, R(0)), 0);
    run_to_exit(r);
    const hw_display *d = &r->h.disp;
    assert_int_equal(ram(r, 0x10), 0);             /* applied */
    assert_int_equal(ram(r, 0x11), 20);            /* registers read back */
    assert_int_equal(ram(r, 0x12), 1);             /* the second was rejected */
    assert_int_equal(ram(r, 0x13), 200);
    assert_int_equal(ram(r, 0x14), 0x1F);
    assert_int_equal(ram(r, 0x15), 2);
    assert_int_equal(d->cols, 20);                 /* the valid mode stays */
    assert_int_equal(d->rows, 10);
    assert_int_equal(d->cell_w, 6);
    assert_int_equal(d->cell_h, 8);
    assert_int_equal(d->profile, 2);
    assert_int_equal(d->mode_rejected, 1);
    for (unsigned i = 0; i < CON_CELLS_MAX; i++)
        assert_true(d->chars[i] == ' ' && d->attrs[i] == 0x1F);
    static uint8_t glyphs[HW_GLYPH_BYTES];
    font_load_defaults(glyphs, 2, 6, 8);
    assert_memory_equal(d->glyphs, glyphs, sizeof glyphs);
    free(r);
}

static void test_bus_display_memory(void **state)
{
    (void)state;
    static const uint8_t prog[] = {
        LDA_I('X'), STA(0x6000), LDA_I('Y'), STA(0x67FF), LDA_I(0x12), STA(0x6800),
        STA(0x6FFF), LDA_I(0xAA), STA(0x7000 + 16 * 65), STA(0x7FFF),
        COPY(0x6000, 0x10), COPY(0x6800, 0x11), COPY(0x7000 + 16 * 65, 0x12),
        LDA_I(5), STA(R(7)), COPY(R(7), 0x13), EXIT(0), SPIN
    };
    rig *r = boot(prog, sizeof prog);
    assert_int_equal(r->h.disp.border, 0);
    run_to_exit(r);
    const hw_display *d = &r->h.disp;
    assert_int_equal(d->chars[0], 'X');
    assert_int_equal(d->chars[2047], 'Y');
    assert_int_equal(d->attrs[0], 0x12);
    assert_int_equal(d->attrs[2047], 0x12);
    assert_int_equal(d->glyphs[16 * 65], 0xAA);
    assert_int_equal(d->glyphs[HW_GLYPH_BYTES - 1], 0xAA);
    assert_int_equal(ram(r, 0x10), 'X');
    assert_int_equal(ram(r, 0x11), 0x12);
    assert_int_equal(ram(r, 0x12), 0xAA);
    assert_int_equal(d->border, 5);                /* BORDER */
    assert_int_equal(ram(r, 0x13), 5);
    free(r);
}

static void test_bus_machine(void **state)
{
    (void)state;
    static const uint8_t prog[] = { COPY(R(8), 0x10), LDA_I(1), STA(R(8)), COPY(R(8), 0x11),
                                    EXIT(0), SPIN };
    rig *r = boot(prog, sizeof prog);
    run_to_exit(r);
    assert_int_equal(ram(r, 0x10), CON_MACHINE_ANY);
    assert_int_equal(ram(r, 0x11), CON_MACHINE_ANY);  /* read-only */
    free(r);
    r = boot(prog, sizeof prog);
    r->h.machine = CON_PROF_APPLE2;
    run_to_exit(r);
    assert_int_equal(ram(r, 0x10), CON_PROF_APPLE2);
    free(r);
}

static void test_bus_input_latching(void **state)
{
    (void)state;
    static const uint8_t prog[] = {
        COPY(R(0x10), 0x10), COPY(R(0x18), 0x11),      /* nothing latched yet */
        STA(R(0x1E)),                                   /* POLL: frame 1 */
        COPY(R(0x10), 0x20), COPY(R(0x11), 0x21), COPY(R(0x12), 0x22),
        COPY(R(0x13), 0x23), COPY(R(0x14), 0x24), COPY(R(0x15), 0x25),
        COPY(R(0x16), 0x26), COPY(R(0x17), 0x27), COPY(R(0x18), 0x28),
        COPY(R(0x1E), 0x29), COPY(R(0x1F), 0x2A),      /* write-only: read 0 */
        STA(R(0x1F)),                                   /* WAIT: frame 2 */
        COPY(R(0x10), 0x30), COPY(R(0x18), 0x31),
        EXIT(0), SPIN
    };
    rig *r = boot(prog, sizeof prog);
    assert_int_equal(mach_frame(&r->m), MACH_FRAME);
    /* The WAIT halted the CPU: the frame ends at its boundary exactly and
     * the reads after it have not run. */
    assert_int_equal(r->m.cpu.cycles, F);
    assert_int_equal(r->inputs, 2);
    assert_int_equal(ram(r, 0x30), 0);
    assert_int_equal(r->m.cpu.pc, r->base + 2 * 6 + 3 + 11 * 6 + 3);
    assert_int_equal(run_to_exit(r), 1);
    assert_int_equal(r->inputs, 2);                /* asked once per latch */
    assert_int_equal(r->input_frame[0], 1);
    assert_int_equal(r->input_frame[1], 2);
    assert_int_equal(r->h.frame, 2);
    assert_int_equal(ram(r, 0x10), 0);
    assert_int_equal(ram(r, 0x11), 0);
    static const uint8_t want1[] = { 'B', 1, 0x01, 0x0A, 0x01, 0x0B, 0x11, 0x41, 1, 0, 0 };
    assert_memory_equal(&r->m.bus.ram[0x20], want1, sizeof want1);
    assert_int_equal(ram(r, 0x30), 'C');
    assert_int_equal(ram(r, 0x31), 2);
    free(r);
}

static void test_bus_frame_counter(void **state)
{
    (void)state;
    static const uint8_t prog[] = {
        COPY(R(0x21), 0x10),                       /* nothing latched: 0 */
        COPY(R(0x20), 0x11),                       /* latches bytes 1-3 */
        STA(R(0x1E)),                              /* POLL: $443322FF -> $44332300 */
        COPY(R(0x21), 0x12), COPY(R(0x23), 0x13),  /* still the latched bytes */
        COPY(R(0x20), 0x14), COPY(R(0x21), 0x15), COPY(R(0x22), 0x16), COPY(R(0x23), 0x17),
        EXIT(0), SPIN
    };
    rig *r = boot(prog, sizeof prog);
    r->h.frame = 0x443322FFu;
    run_to_exit(r);
    static const uint8_t want[] = { 0, 0xFF, 0x22, 0x44, 0x00, 0x23, 0x33, 0x44 };
    assert_memory_equal(&r->m.bus.ram[0x10], want, sizeof want);
    free(r);
}

static void test_bus_sound(void **state)
{
    (void)state;
    static const uint8_t prog[] = {
        LDA_I(0x34), STA(R(0x34)), LDA_I(0x12), STA(R(0x35)), LDA_I(20), STA(R(0x36)),
        STA(R(0x1F)),                                     /* frame 1: not started */
        LDA_I(5), STA(R(0x37)),                           /* DUR starts tone 1 */
        COPY(R(0x34), 0x10), COPY(R(0x36), 0x11), COPY(R(0x37), 0x12),
        STA(R(0x1F)),
        LDA_I(0xB8), STA(R(0x38)), LDA_I(0x0B), STA(R(0x39)), LDA_I(6), STA(R(0x3A)),
        LDA_I(255), STA(R(0x3B)),                         /* noise held */
        LDA_I(0), STA(R(0x37)),                           /* tone 1 stopped */
        EXIT(0), SPIN
    };
    rig *r = boot(prog, sizeof prog);
    assert_int_equal(mach_frame(&r->m), MACH_FRAME);
    assert_int_equal(r->h.ch[1].serial, 0);
    assert_int_equal(mach_frame(&r->m), MACH_FRAME);
    const hw_channel *c = &r->h.ch[1];
    assert_int_equal(c->serial, 1);
    assert_int_equal(c->hz, 0x1234);
    assert_int_equal(c->vol, 15);                  /* volume 0-15 */
    assert_int_equal(c->frames, 4);                /* one frame played */
    assert_int_equal(r->h.ch[0].serial, 0);
    assert_int_equal(ram(r, 0x10), 0x34);          /* registers read as written */
    assert_int_equal(ram(r, 0x11), 20);
    assert_int_equal(ram(r, 0x12), 5);
    run_to_exit(r);
    assert_int_equal(r->h.ch[2].hz, 3000);
    assert_int_equal(r->h.ch[2].vol, 6);
    assert_int_equal(r->h.ch[2].frames, CON_DUR_HOLD);
    assert_int_equal(c->serial, 2);
    assert_int_equal(c->frames, 0);
    free(r);
}

static void test_bus_trace_exit(void **state)
{
    (void)state;
    static const uint8_t prog[] = {
        LDA_I('H'), STA(R(0x40)), LDA_I('I'), STA(R(0x40)), LDA_I('\n'), STA(R(0x40)),
        STA(R(0x1E)), LDA_I('X'), STA(R(0x40)), LDA_I('\n'), STA(R(0x40)),
        COPY(R(0x40), 0x10), COPY(R(0x41), 0x11),
        EXIT(42), INC_Z(0x12), SPIN
    };
    rig *r = boot(prog, sizeof prog);
    assert_int_equal(mach_frame(&r->m), MACH_EXIT);
    assert_int_equal(r->lines, 2);
    assert_string_equal(r->line[0], "HI");
    assert_int_equal(r->line_frame[0], 0);
    assert_string_equal(r->line[1], "X");
    assert_int_equal(r->line_frame[1], 1);
    assert_int_equal(ram(r, 0x10), 0);
    assert_int_equal(ram(r, 0x11), 0);
    /* Stopped right after the EXIT store: the INC did not run. */
    assert_true(r->h.exited);
    assert_int_equal(r->h.exit_code, 42);
    assert_int_equal(ram(r, 0x12), 0);
    assert_int_equal(r->m.cpu.pc, r->base + sizeof prog - 5);
    uint64_t cycles = r->m.cpu.cycles, ins = r->m.cpu.instructions;
    assert_int_equal(ins, 6 + 1 + 4 + 4 + 2);
    /* Further frames do nothing. */
    assert_int_equal(mach_frame(&r->m), MACH_EXIT);
    assert_int_equal(r->m.cpu.cycles, cycles);
    /* A power cycle starts it again. */
    mach_reset(&r->m);
    assert_false(r->h.exited);
    assert_int_equal(mach_frame(&r->m), MACH_EXIT);
    free(r);
}

typedef struct page_log {
    int      pages;
    uint32_t frame;
    uint16_t len;
    char     text[CON_PRINT_PAGE];
} page_log;

static void record_page(void *ctx, uint32_t frame, const char *page, uint16_t len)
{
    page_log *p = ctx;
    p->pages++;
    p->frame = frame;
    p->len = len;
    memcpy(p->text, page, len);
}

/* PRINT ($5C42): a form feed hands the page to the host; a page keeps
 * CON_PRINT_PAGE characters and drops the rest. */
static void test_bus_printer(void **state)
{
    (void)state;
    static const uint8_t prog[] = {
        LDA_I('A'), STA(R(0x42)), LDA_I('B'), STA(R(0x42)), STA(R(0x1E)),
        LDA_I('\f'), STA(R(0x42)), LDA_I('C'), STA(R(0x42)), EXIT(0), SPIN
    };
    page_log log = { 0 };
    rig *r = boot(prog, sizeof prog);
    r->h.print_fn = record_page;
    r->h.print_ctx = &log;
    assert_int_equal(mach_frame(&r->m), MACH_EXIT);
    assert_int_equal(log.pages, 1);
    assert_int_equal(log.len, 2);
    assert_memory_equal(log.text, "AB", 2);
    assert_int_equal(log.frame, 1);
    assert_int_equal(r->h.print_len, 1);        /* "C": the next page, not yet ended */
    mach_reset(&r->m);
    assert_int_equal(r->h.print_len, 0);
    for (int i = 0; i < (int)CON_PRINT_PAGE + 100; i++)
        hw_print_char(&r->h, (char)('a' + i % 26));
    hw_print_char(&r->h, '\f');
    assert_int_equal(log.pages, 2);
    assert_int_equal(log.len, CON_PRINT_PAGE);
    assert_int_equal(log.text[CON_PRINT_PAGE - 1], 'a' + (CON_PRINT_PAGE - 1) % 26);
    free(r);
}

static void test_bus_save_ram(void **state)
{
    (void)state;
    static const uint8_t prog[] = {
        LDA_I(3), STA(0x5805),                     /* the value it holds: not dirty */
        STA(R(0x1F)),
        LDA_I(7), STA(0x5800), LDA_I(9), STA(0x5BFF),
        COPY(0x5800, 0x10), COPY(0x5BFF, 0x11), EXIT(0), SPIN
    };
    rig *r = boot(prog, sizeof prog);
    r->h.sram[5] = 3;
    assert_int_equal(mach_frame(&r->m), MACH_FRAME);
    assert_false(r->h.sram_dirty);
    run_to_exit(r);
    assert_true(r->h.sram_dirty);
    assert_int_equal(r->h.sram[0], 7);
    assert_int_equal(r->h.sram[CON_SRAM_SIZE - 1], 9);
    assert_int_equal(ram(r, 0x10), 7);
    assert_int_equal(ram(r, 0x11), 9);
    /* Battery-backed: a power cycle keeps it, RAM is cleared. */
    mach_reset(&r->m);
    assert_int_equal(r->h.sram[0], 7);
    assert_int_equal(ram(r, 0x10), 0);
    free(r);
}

static void test_bus_unmapped_and_rom(void **state)
{
    (void)state;
    static const uint8_t prog[] = {
        COPY(0x5D00, 0x10), COPY(0x5FFF, 0x11),    /* unmapped: $FF */
        COPY(R(0x50), 0x12), COPY(R(0xFF), 0x13),  /* unlisted registers: $00 */
        COPY(0x8000, 0x14), COPY(0xFEFF, 0x15),    /* below a 256-byte image: $FF */
        LDA_I(0x77), STA(0x5D00), STA(R(0x50)), STA(0xFF00), STA(0x8000),
        COPY(0xFF00, 0x16), COPY(0x5D00, 0x17), COPY(R(0x50), 0x18),
        EXIT(0), SPIN
    };
    rig *r = boot(prog, sizeof prog);
    run_to_exit(r);
    static const uint8_t want[] = { 0xFF, 0xFF, 0, 0, 0xFF, 0xFF, 0xAD, 0xFF, 0 };
    assert_memory_equal(&r->m.bus.ram[0x10], want, sizeof want);
    assert_int_equal(bus_peek(&r->m.bus, 0xFF00), 0xAD);   /* the ROM is intact */
    assert_int_equal(bus_peek(&r->m.bus, 0xFFFD), 0xFF);   /* RESET vector high byte */
    assert_int_equal(bus_peek(&r->m.bus, 0x8000), 0xFF);
    free(r);
}

static void test_bus_rom_window(void **state)
{
    (void)state;
    /* A 16 KB image sits at $C000-$FFFF; $8000-$BFFF read $FF. */
    static const uint8_t prog[] = { COPY(0xC000, 0x10), COPY(0xBFFF, 0x11),
                                    COPY(0xE000, 0x12), EXIT(0), SPIN };
    rig *r = boot_sized(prog, sizeof prog, 0x4000);
    assert_int_equal(r->base, 0xC000);
    run_to_exit(r);
    assert_int_equal(ram(r, 0x10), 0xAD);
    assert_int_equal(ram(r, 0x11), 0xFF);
    assert_int_equal(ram(r, 0x12), 0xEA);
    free(r);
    /* A full 32 KB image fills the window. */
    r = boot_sized(prog, sizeof prog, BUS_ROM_SIZE);
    assert_int_equal(r->base, 0x8000);
    assert_int_equal(bus_peek(&r->m.bus, 0x8000), 0xAD);
    run_to_exit(r);
    assert_int_equal(ram(r, 0x11), 0xEA);
    free(r);
}

static void test_jam_stops(void **state)
{
    (void)state;
    static const uint8_t prog[] = { LDA_I(1), 0x12, SPIN };
    rig *r = boot(prog, sizeof prog);
    assert_int_equal(mach_frame(&r->m), MACH_ERROR);
    assert_string_equal(r->m.error, "CPU jammed at $FF02 (opcode $12)");
    assert_int_equal(mach_frame(&r->m), MACH_ERROR);
    free(r);
}

/* ---- frames ----------------------------------------------------------------- */

static void test_frames_exact(void **state)
{
    (void)state;
    /* A busy loop never waits: every frame still ends at its boundary,
     * overshooting by less than one instruction, so frames average exactly
     * MACH_FRAME_CYCLES. */
    static const uint8_t prog[] = { SPIN };
    rig *r = boot(prog, sizeof prog);
    for (uint64_t k = 1; k <= 300; k++) {
        assert_int_equal(mach_frame(&r->m), MACH_FRAME);
        assert_int_equal(r->m.frames, k);
        assert_in_range(r->m.cpu.cycles, k * F, k * F + 6);
        assert_int_equal(r->m.frame_end, (k + 1) * F);
    }
    free(r);
}

static void test_frames_wait(void **state)
{
    (void)state;
    static const uint8_t prog[] = { INC_Z(0), STA(R(0x1F)), 0xB8, 0x50, 0xF8 };
    rig *r = boot(prog, sizeof prog);
    for (uint64_t k = 1; k <= 100; k++) {
        assert_int_equal(mach_frame(&r->m), MACH_FRAME);
        assert_int_equal(r->m.cpu.cycles, k * F);     /* idle to the boundary */
        assert_int_equal(ram(r, 0), k);               /* one pass per frame */
        assert_int_equal(r->h.frame, k);
        assert_false(r->m.halted);
    }
    free(r);
}

/* A WAIT whose write cycle is the boundary's first cycle belongs to the
 * next frame: the CPU idles through all of it. One cycle earlier, it ends
 * the current frame. */
static void test_frames_wait_at_boundary(void **state)
{
    (void)state;
    static const uint8_t prog[] = { STA(R(0x1F)), INC_Z(0), SPIN };
    /* RESET takes 7 cycles; the STA's write is its 4th. */
    rig *r = boot(prog, sizeof prog);
    r->m.cpu.cycles = F - 7 - 4;                  /* write at cycle F - 1 */
    assert_int_equal(mach_frame(&r->m), MACH_FRAME);
    assert_int_equal(r->m.cpu.cycles, F);
    assert_false(r->m.halted);
    assert_int_equal(mach_frame(&r->m), MACH_FRAME);
    assert_int_equal(ram(r, 0), 1);
    free(r);

    r = boot(prog, sizeof prog);
    r->m.cpu.cycles = F - 7 - 3;                  /* write at cycle F */
    assert_int_equal(mach_frame(&r->m), MACH_FRAME);
    assert_int_equal(r->m.cpu.cycles, 2 * F);
    assert_true(r->m.halted);
    assert_int_equal(mach_frame(&r->m), MACH_FRAME);   /* the idle frame */
    assert_int_equal(r->m.cpu.cycles, 2 * F);
    assert_int_equal(r->m.frames, 2);
    assert_int_equal(ram(r, 0), 0);
    assert_false(r->m.halted);
    assert_int_equal(mach_frame(&r->m), MACH_FRAME);
    assert_int_equal(ram(r, 0), 1);
    free(r);
}

/* ---- machine states ----------------------------------------------------------- */

/* The smoke ROM with a fixed script: keys, a think broken by BREAK, a full
 * think, controls, then Q. The input is a function of the frame only, so a
 * restored machine gets the same. */
static void smoke_input(void *ctx, uint32_t frame, hw_input *in)
{
    (void)ctx;
    switch (frame) {
    case 3:  in->key = 'H'; break;
    case 5:  in->key = 'T'; break;
    case 12: in->key = CON_K_BREAK; break;
    case 20: in->key = 'T'; break;
    case 60: in->pad[0] = CON_PAD_ENTER; in->joy[1] = CON_J_FIRE; break;
    case 61: in->buttons = CON_B_OPTION; break;
    case 70: in->key = 'Q'; break;
    default: break;
    }
}

#define TRACE_MAX 200
typedef struct trace_log {
    int  n;
    char line[TRACE_MAX][HW_TRACE_LINE + 12];
} trace_log;

static void log_line(void *ctx, uint32_t frame, const char *line)
{
    trace_log *t = ctx;
    if (t->n < TRACE_MAX)
        snprintf(t->line[t->n], sizeof t->line[0], "%lu %s", (unsigned long)frame, line);
    t->n++;
}

typedef struct smoke {
    rom       r;
    hw        h;
    mach      m;
    trace_log t;
} smoke;

/* A ROM file of the build folder ($ANNEX_BUILD, else TEST_BUILD_DIR). */
static const char *rom_path(const char *file)
{
    static char path[512];
    const char *b = getenv("ANNEX_BUILD");
    snprintf(path, sizeof path, "%s/rom/%s", b && *b ? b : TEST_BUILD_DIR, file);
    return path;
}

static const char *smoke_path(void) { return rom_path("smoke.rom"); }

/* The ROM header and the native title table (port/titles.c) say the same
 * of every title: its machine profile, its keypads and their legends (the
 * host reads the header for a ROM and the table natively). */
static void test_rom_headers_match_titles(void **state)
{
    (void)state;
    static rom r;
    char err[512];
    for (unsigned i = 0; i < cart_title_count; i++) {
        const cart_title *t = &cart_titles[i];
        if (rom_load(rom_path(t->rom), &r, err, sizeof err))
            fail_msg("%s (build it, or set ANNEX_BUILD to the build folder)", err);
        assert_int_equal(r.h.profile, t->profile);
        assert_int_equal(r.h.controllers, t->controllers);
        for (unsigned k = 0; k < ROM_INLAY_KEYS; k++)
            if (strcmp(r.h.inlay[k], t->inlay[k] ? t->inlay[k] : ""))
                fail_msg("%s key %u: ROM legend \"%s\", title table \"%s\"", t->rom, k,
                         r.h.inlay[k], t->inlay[k] ? t->inlay[k] : "");
    }
}

static smoke *smoke_boot(void)
{
    char err[512];
    smoke *s = calloc(1, sizeof *s);
    assert_non_null(s);
    if (rom_load(smoke_path(), &s->r, err, sizeof err))
        fail_msg("%s (build it, or set ANNEX_BUILD to the build folder)", err);
    hw_init(&s->h);
    s->h.input_fn = smoke_input;
    s->h.trace_fn = log_line;
    s->h.trace_ctx = &s->t;
    mach_init(&s->m, &s->h, s->r.image, s->r.h.size, s->r.h.crc);
    return s;
}

static int smoke_finish(smoke *s)
{
    for (int n = 0; n < 5000; n++) {
        int st = mach_frame(&s->m);
        if (st == MACH_EXIT)
            return n;
        assert_int_equal(st, MACH_FRAME);
    }
    fail_msg("the smoke ROM did not end");
    return 0;
}

static void assert_same_machine(const smoke *a, const smoke *b)
{
    const cpu *x = &a->m.cpu, *y = &b->m.cpu;
    assert_int_equal(x->pc, y->pc);
    assert_int_equal(x->a, y->a);
    assert_int_equal(x->x, y->x);
    assert_int_equal(x->y, y->y);
    assert_int_equal(x->s, y->s);
    assert_int_equal(x->p, y->p);
    assert_int_equal(x->cycles, y->cycles);
    assert_int_equal(x->instructions, y->instructions);
    assert_int_equal(a->m.frames, b->m.frames);
    assert_memory_equal(a->m.bus.ram, b->m.bus.ram, sizeof a->m.bus.ram);
    assert_memory_equal(a->m.bus.regs, b->m.bus.regs, sizeof a->m.bus.regs);
    assert_memory_equal(&a->h.disp, &b->h.disp, sizeof a->h.disp);
    assert_memory_equal(a->h.sram, b->h.sram, sizeof a->h.sram);
    assert_memory_equal(a->h.ch, b->h.ch, sizeof a->h.ch);
    assert_int_equal(a->h.frame, b->h.frame);
    assert_int_equal(a->h.exit_code, b->h.exit_code);
}

/* Saves mid-run (in the middle of a think), continues; a fresh machine
 * restored from the state gives the same trace from there on, and ends
 * with the same RAM, registers and cycle count. */
static void test_state_restore_continues(void **state)
{
    (void)state;
    char err[512];
    const char *path = tmp_path("smoke.state");
    smoke *a = smoke_boot();
    /* A poll of the think takes some 7 displayed frames. */
    for (int n = 0; n < 100; n++)
        assert_int_equal(mach_frame(&a->m), MACH_FRAME);
    assert_false(a->m.halted);
    uint32_t latch = a->h.frame;
    assert_true(latch > 20 && latch < 52);        /* inside the second think */
    int before = count_files();
    assert_int_equal(mach_save_state(&a->m, path, err, sizeof err), 0);
    assert_int_equal(count_files(), before + 1);  /* atomic: no temp left */
    int mark = a->t.n;
    smoke_finish(a);
    assert_true(a->t.n < TRACE_MAX);
    assert_true(a->t.n - mark > 5);
    assert_string_equal(a->t.line[a->t.n - 1], "70 end 70");

    /* A fresh machine that first ran elsewhere, then restored. */
    smoke *b = smoke_boot();
    for (int n = 0; n < 7; n++)
        assert_int_equal(mach_frame(&b->m), MACH_FRAME);
    b->t.n = 0;
    assert_int_equal(mach_load_state(&b->m, path, err, sizeof err), 0);
    assert_int_equal(b->h.frame, latch);
    smoke_finish(b);
    assert_int_equal(b->t.n, a->t.n - mark);
    for (int i = 0; i < b->t.n; i++)
        assert_string_equal(b->t.line[i], a->t.line[mark + i]);
    assert_same_machine(a, b);
    /* The same state from memory, into a third machine. */
    uint8_t *buf;
    size_t len;
    assert_int_equal(mach_encode_state(&a->m, &buf, &len, err, sizeof err), 0);
    smoke *c = smoke_boot();
    assert_int_equal(mach_decode_state(&c->m, buf, len, "mem", err, sizeof err), 0);
    assert_int_equal(mach_frame(&c->m), MACH_EXIT);
    assert_same_machine(a, c);
    free(buf);
    free(a);
    free(b);
    free(c);
}

/* Tries a spoiled state on `s`; it must fail with one line naming `name`
 * and saying `why`, and leave the machine as it was. */
static void refuse_state(smoke *s, const uint8_t *buf, size_t len, const char *name,
                         const char *why)
{
    static mach m0;
    static hw h0;
    char err[512] = "";
    memcpy(&m0, &s->m, sizeof m0);
    memcpy(&h0, &s->h, sizeof h0);
    assert_int_equal(mach_decode_state(&s->m, buf, len, name, err, sizeof err), -1);
    assert_one_line(err, name, why);
    assert_memory_equal(&m0, &s->m, sizeof m0);
    assert_memory_equal(&h0, &s->h, sizeof h0);
}

static void test_state_refused(void **state)
{
    (void)state;
    char err[512];
    uint8_t *buf;
    size_t len;
    smoke *s = smoke_boot();
    for (int n = 0; n < 30; n++)
        mach_frame(&s->m);
    assert_int_equal(mach_encode_state(&s->m, &buf, &len, err, sizeof err), 0);
    assert_memory_equal(buf, MACH_STATE_MAGIC, 8);
    smoke *t = smoke_boot();
    mach_frame(&t->m);

    /* Another ROM: the smoke image with one byte changed. */
    static rom other;
    other = s->r;
    other.image[0] ^= 1;
    static hw oh;
    static mach om;
    hw_init(&oh);
    mach_init(&om, &oh, other.image, other.h.size, rom_crc32(other.image, other.h.size));
    mach_frame(&om);
    static mach om0;
    memcpy(&om0, &om, sizeof om);
    assert_int_equal(mach_decode_state(&om, buf, len, "s.state", err, sizeof err), -1);
    assert_one_line(err, "s.state", "machine state of another ROM");
    assert_memory_equal(&om0, &om, sizeof om);

    uint8_t *bad = malloc(len + 1);
    assert_non_null(bad);
    memcpy(bad, buf, len);
    char why[64];
    bad[8] = MACH_STATE_VERSION + 1;
    snprintf(why, sizeof why, "machine state version %u not supported", MACH_STATE_VERSION + 1);
    refuse_state(t, bad, len, "v.state", why);
    bad[8] = MACH_STATE_VERSION - 1;   /* an older format: no migration */
    snprintf(why, sizeof why, "machine state version %u not supported", MACH_STATE_VERSION - 1);
    refuse_state(t, bad, len, "v.state", why);
    bad[8] = MACH_STATE_VERSION;
    bad[0] = 'X';
    refuse_state(t, bad, len, "m.state", "not an annex machine state");
    bad[0] = 'A';
    refuse_state(t, bad, 0, "e.state", "not an annex machine state");
    refuse_state(t, bad, 15, "h.state", "truncated machine state");
    refuse_state(t, bad, len - 9, "t.state", "truncated machine state");
    bad[len] = 0;
    refuse_state(t, bad, len + 1, "o.state", "corrupt machine state");
    bad[len / 2] ^= 0x55;
    refuse_state(t, bad, len, "c.state", "corrupt machine state");
    bad[len / 2] ^= 0x55;
    bad[14] ^= 1;                                  /* payload size */
    refuse_state(t, bad, len, "p.state", "corrupt machine state");
    bad[14] ^= 1;

    /* Every byte spoiled in turn (the stream every 5th): refused, never a
     * crash, the machine untouched. */
    for (size_t i = 0; i < len; i += i < 22 ? 1 : 5) {
        bad[i] ^= 0xA5;
        refuse_state(t, bad, len, "x.state", "x.state: ");
        bad[i] ^= 0xA5;
    }
    /* Files: missing, too big. */
    static mach t0;
    memcpy(&t0, &t->m, sizeof t0);
    const char *path = tmp_path("none.state");
    assert_int_equal(mach_load_state(&t->m, path, err, sizeof err), -1);
    assert_one_line(err, path, "cannot read");
    path = tmp_path("big.state");
    uint8_t *big = calloc(1, MACH_STATE_MAX + 1);
    assert_non_null(big);
    write_file(path, big, MACH_STATE_MAX + 1);
    assert_int_equal(mach_load_state(&t->m, path, err, sizeof err), -1);
    assert_one_line(err, path, "not an annex machine state");
    assert_memory_equal(&t0, &t->m, sizeof t0);
    remove(path);
    /* A save into a folder that does not exist: one line, nothing left. */
    int before = count_files();
    path = tmp_path("no/such.state");
    assert_int_equal(mach_save_state(&t->m, path, err, sizeof err), -1);
    assert_one_line(err, path, "cannot write");
    assert_int_equal(count_files(), before);
    free(big);
    free(bad);
    free(buf);
    free(s);
    free(t);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_rom_round_trip),
        cmocka_unit_test(test_rom_refused),
        cmocka_unit_test(test_rom_refused_files),
        cmocka_unit_test(test_rom_spoiled_bytes),
        cmocka_unit_test(test_rom_make_refuses),
        cmocka_unit_test(test_rom_save_atomic),
        cmocka_unit_test(test_bus_mode),
        cmocka_unit_test(test_bus_display_memory),
        cmocka_unit_test(test_bus_machine),
        cmocka_unit_test(test_bus_input_latching),
        cmocka_unit_test(test_bus_frame_counter),
        cmocka_unit_test(test_bus_sound),
        cmocka_unit_test(test_bus_trace_exit),
        cmocka_unit_test(test_bus_printer),
        cmocka_unit_test(test_bus_save_ram),
        cmocka_unit_test(test_bus_unmapped_and_rom),
        cmocka_unit_test(test_bus_rom_window),
        cmocka_unit_test(test_jam_stops),
        cmocka_unit_test(test_frames_exact),
        cmocka_unit_test(test_frames_wait),
        cmocka_unit_test(test_frames_wait_at_boundary),
        cmocka_unit_test(test_state_restore_continues),
        cmocka_unit_test(test_state_refused),
        cmocka_unit_test(test_rom_headers_match_titles),
    };
    return cmocka_run_group_tests(tests, make_tmpdir, drop_tmpdir);
}
