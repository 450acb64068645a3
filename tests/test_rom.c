/* test_rom.c — ROM files (emu/rom.c, docs/rom.md): the documented layout,
 * round trips through memory and files (written atomically), every way a
 * file is refused (one line, naming the file), and the headers of the
 * build's ROMs against the native title registry (front/titles.c). The
 * ROMs come from the build folder (tests/testlib.h).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>
#include <zlib.h>

#include "emu/engine.h"
#include "emu/rom.h"
#include "front/looks.h"
#include "front/titles.h"
#include "tests/testlib.h"

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
    const char *path = tl_path("good.rom");
    int before = tl_count_files();
    assert_int_equal(rom_save(path, &r, err, sizeof err), 0);
    assert_int_equal(tl_count_files(), before + 1);      /* no temp file left */
    memset(&back, 0, sizeof back);
    assert_int_equal(rom_load(path, &back, err, sizeof err), 0);
    assert_memory_equal(&back.h, &r.h, sizeof r.h);
    assert_memory_equal(back.image, r.image, 300);
    /* A full 48 KB image (window + extension) and a full-length title and label also round-trip. */
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
    { "sizebig.rom", "bad image size 49153", sp_size_big },
    { "trunc.rom", "truncated image (299 of 300 bytes)", sp_truncated },
    { "over.rom", "oversized file (1 bytes after the 300-byte image)", sp_oversized },
    { "crc.rom", "CRC mismatch", sp_crc },
    { "profile.rom", "bad machine profile", sp_profile },   /* CON_PROF_COUNT: one past the looks */
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
        const char *path = tl_path(bad_roms[i].name);
        tl_write_file(path, rom_buf, len);
        err[0] = 0;
        assert_int_equal(rom_load(path, &r, err, sizeof err), -1);
        tl_assert_one_line(err, path, bad_roms[i].why);
        /* The engine refuses it the same way. */
        assert_null(eng_rom_open(path, err, sizeof err));
        tl_assert_one_line(err, path, bad_roms[i].why);
    }
}

static void test_rom_refused_files(void **state)
{
    (void)state;
    static rom r;
    static uint8_t huge[ROM_FILE_MAX + 1];
    char err[512];
    const char *path = tl_path("missing.rom");
    assert_int_equal(rom_load(path, &r, err, sizeof err), -1);
    tl_assert_one_line(err, path, "cannot read (No such file or directory)");
    /* A folder is named as such. */
    assert_int_equal(rom_load(tl_dir(), &r, err, sizeof err), -1);
    tl_assert_one_line(err, tl_dir(), "is a folder, not a file");
    /* A FIFO with no writer is refused at once, not waited on. */
    path = tl_fifo("rom.fifo");
    assert_int_equal(rom_load(path, &r, err, sizeof err), -1);
    tl_fifo_done();
    tl_assert_one_line(err, path, "not a regular file");
    path = tl_path("huge.rom");
    memcpy(huge, "ANNEXROM", 8);
    tl_write_file(path, huge, sizeof huge);
    assert_int_equal(rom_load(path, &r, err, sizeof err), -1);
    tl_assert_one_line(err, path, "oversized file (more than 49301 bytes)");
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
            tl_assert_one_line(err, "spoiled", ":");
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
    const char *path = tl_path("atomic.rom"), *bad = tl_path("no/such/dir.rom");
    good_rom(&r);
    tl_write_file(path, "old contents", 12);
    int before = tl_count_files();
    assert_int_equal(rom_save(path, &r, err, sizeof err), 0);
    assert_int_equal(tl_count_files(), before);          /* replaced, no temp left */
    assert_int_equal(rom_load(path, &back, err, sizeof err), 0);
    assert_string_equal(back.h.title, "Test ROM");
    /* A folder that does not exist: one line, nothing written. */
    assert_int_equal(rom_save(bad, &r, err, sizeof err), -1);
    tl_assert_one_line(err, bad, "cannot write");
    assert_int_equal(tl_count_files(), before);
}

/* The ROM header and the native title table (front/titles.c) say the same
 * of every title: its machine profile, its keypads and their legends (the
 * host reads the header for a ROM and the table natively). */
static void test_rom_headers_match_titles(void **state)
{
    (void)state;
    static rom r;
    char err[512];
    for (unsigned i = 0; i < ttl_count; i++) {
        const ttl_entry *t = &ttl_titles[i];
        if (rom_load(tl_rom_path(t->rom), &r, err, sizeof err))
            fail_msg("%s (build it, or set ANNEX_BUILD to the build folder)", err);
        assert_int_equal(r.h.profile, t->profile);
        assert_int_equal(r.h.controllers, t->controllers);
        for (unsigned k = 0; k < ROM_INLAY_KEYS; k++)
            if (strcmp(r.h.inlay[k], t->inlay[k] ? t->inlay[k] : ""))
                fail_msg("%s key %u: ROM legend \"%s\", title table \"%s\"", t->rom, k,
                         r.h.inlay[k], t->inlay[k] ? t->inlay[k] : "");
    }
}

/* The gallery's fields of each title: a machine and what it is played with
 * (words of keyboard mouse gamepad), its own looks are --machine names with
 * its profile's first, and the players see every title but the developer's
 * smoke cartridge and entrap-bw (entrap's cga-mono look). */
static void test_titles_gallery_fields(void **state)
{
    (void)state;
    unsigned shown = 0;
    for (unsigned i = 0; i < ttl_count; i++) {
        const ttl_entry *t = &ttl_titles[i];
        char looks[64], controls[64];
        assert_true(t->machine && t->machine[0]);
        assert_true(t->hidden || (t->year >= 1970 && t->year < 2000));
        snprintf(controls, sizeof controls, " %s ", t->controls);
        assert_true(strstr(controls, " keyboard ") || strstr(controls, " mouse ")
                    || strstr(controls, " gamepad "));
        for (char *w = strtok(controls, " "); w; w = strtok(NULL, " "))
            if (strcmp(w, "keyboard") && strcmp(w, "mouse") && strcmp(w, "gamepad"))
                fail_msg("%s: control \"%s\"", t->name, w);
        snprintf(looks, sizeof looks, "%s", t->looks);
        char *first = strtok(looks, " ");
        assert_non_null(first);
        assert_string_equal(first, look_profile_name(t->profile));
        for (char *w = first; w; w = strtok(NULL, " "))
            if (!look_find(w) || look_find(w)->lores)
                fail_msg("%s: look \"%s\"", t->name, w);
        shown += !t->hidden;
    }
    assert_true(ttl_find("smoke")->hidden);
    assert_true(ttl_find("entrap-bw")->hidden);
    assert_int_equal(shown, ttl_count - 2);
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
        cmocka_unit_test(test_rom_headers_match_titles),
        cmocka_unit_test(test_titles_gallery_fields),
    };
    return cmocka_run_group_tests(tests, tl_setup, tl_teardown);
}
