/* rom.c — the ROM file format (see rom.h and docs/rom.md). */
#include "emu/rom.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>
#include "cart/console.h"
#include "util/fileio.h"

/* Field offsets in the header. */
#define OFF_VERSION   8u
#define OFF_PROFILE   9u
#define OFF_HDRSIZE  10u
#define OFF_SIZE     12u
#define OFF_CRC      16u
#define OFF_TITLE    20u
#define OFF_CTRL     (OFF_TITLE + ROM_TITLE_LEN)
#define OFF_INLAY    (OFF_CTRL + 1u)

uint32_t rom_crc32(const uint8_t *p, size_t len)
{
    uLong c = crc32(0L, Z_NULL, 0);
    /* zlib takes uInt lengths; ROM images are far below that. */
    return (uint32_t)crc32(c, p, (uInt)len);
}

static uint16_t get16(const uint8_t *p) { return (uint16_t)(p[0] | p[1] << 8); }
static uint32_t get32(const uint8_t *p)
{
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}
static void put16(uint8_t *p, uint16_t v) { p[0] = (uint8_t)v; p[1] = (uint8_t)(v >> 8); }
static void put32(uint8_t *p, uint32_t v)
{
    for (int i = 0; i < 4; i++)
        p[i] = (uint8_t)(v >> (8 * i));
}

/* A NUL-padded text field: copied up to its first NUL, non-printable
 * characters shown as '?' (the title reaches window captions and logs). */
static void get_text(char *dst, const uint8_t *src, size_t len)
{
    size_t i = 0;
    for (; i < len && src[i]; i++)
        dst[i] = src[i] >= 32 && src[i] < 127 ? (char)src[i] : '?';
    dst[i] = 0;
}

/* The header checks, in the order a reader would trip over them. */
static int check_header(const uint8_t *buf, size_t len, const char *name,
                        char *err, size_t n)
{
    if (len == 0) {
        snprintf(err, n, "%s: empty file, not an annex ROM", name);
        return -1;
    }
    if (len < 8 || memcmp(buf, ROM_MAGIC, 8) != 0) {
        snprintf(err, n, "%s: not an annex ROM (no ANNEXROM magic)", name);
        return -1;
    }
    if (len < ROM_HEADER_SIZE) {
        snprintf(err, n, "%s: truncated header (%zu of %u bytes)", name, len, ROM_HEADER_SIZE);
        return -1;
    }
    if (buf[OFF_VERSION] != ROM_VERSION) {
        snprintf(err, n, "%s: ROM format version %u not supported (this annex reads %u)",
                 name, buf[OFF_VERSION], ROM_VERSION);
        return -1;
    }
    if (get16(buf + OFF_HDRSIZE) != ROM_HEADER_SIZE) {
        snprintf(err, n, "%s: bad header size %u (version %u has %u)",
                 name, get16(buf + OFF_HDRSIZE), ROM_VERSION, ROM_HEADER_SIZE);
        return -1;
    }
    uint32_t size = get32(buf + OFF_SIZE);
    if (size == 0 || size > ROM_IMAGE_MAX) {
        snprintf(err, n, "%s: bad image size %lu (1 to %u bytes)", name, (unsigned long)size, ROM_IMAGE_MAX);
        return -1;
    }
    if (len - ROM_HEADER_SIZE < size) {
        snprintf(err, n, "%s: truncated image (%zu of %lu bytes)", name,
                 len - ROM_HEADER_SIZE, (unsigned long)size);
        return -1;
    }
    if (len - ROM_HEADER_SIZE > size) {
        snprintf(err, n, "%s: oversized file (%zu bytes after the %lu-byte image)", name,
                 len - ROM_HEADER_SIZE - size, (unsigned long)size);
        return -1;
    }
    if (buf[OFF_PROFILE] >= CON_PROF_COUNT) {
        snprintf(err, n, "%s: bad machine profile %u (0 to %u)", name, buf[OFF_PROFILE], CON_PROF_COUNT - 1);
        return -1;
    }
    if (buf[OFF_CTRL] > ROM_CONTROLLERS_MAX) {
        snprintf(err, n, "%s: bad controller count %u (0 to %u)", name, buf[OFF_CTRL], ROM_CONTROLLERS_MAX);
        return -1;
    }
    return 0;
}

int rom_parse(const uint8_t *buf, size_t len, const char *name, rom *r,
              char *err, size_t n)
{
    if (check_header(buf, len, name, err, n))
        return -1;
    uint32_t size = get32(buf + OFF_SIZE), want = get32(buf + OFF_CRC);
    uint32_t got = rom_crc32(buf + ROM_HEADER_SIZE, size);
    if (got != want) {
        snprintf(err, n, "%s: CRC mismatch (header %08lx, image %08lx)", name,
                 (unsigned long)want, (unsigned long)got);
        return -1;
    }
    memset(r, 0, sizeof *r);
    r->h.version = buf[OFF_VERSION];
    r->h.profile = buf[OFF_PROFILE];
    r->h.controllers = buf[OFF_CTRL];
    r->h.size = size;
    r->h.crc = got;
    get_text(r->h.title, buf + OFF_TITLE, ROM_TITLE_LEN);
    for (unsigned k = 0; k < ROM_INLAY_KEYS; k++)
        get_text(r->h.inlay[k], buf + OFF_INLAY + k * ROM_INLAY_LEN, ROM_INLAY_LEN);
    memcpy(r->image, buf + ROM_HEADER_SIZE, size);
    return 0;
}

int rom_load(const char *path, rom *r, char *err, size_t n)
{
    uint8_t *buf;
    size_t len;
    int st = fio_read_file(path, ROM_FILE_MAX, &buf, &len, err, n);
    if (st == -2)
        snprintf(err, n, "%s: oversized file (more than %u bytes)", path, ROM_FILE_MAX);
    if (st)
        return -1;
    st = rom_parse(buf, len, path, r, err, n);
    free(buf);
    return st;
}

static int copy_label(char *dst, const char *src, size_t max, const char *what,
                      char *err, size_t n)
{
    if (!src)
        src = "";
    if (strlen(src) > max) {
        snprintf(err, n, "%s '%s' is longer than %zu characters", what, src, max);
        return -1;
    }
    for (const char *p = src; *p; p++)
        if (*p < 32 || *p > 126) {
            snprintf(err, n, "%s '%s' has a non-printable character", what, src);
            return -1;
        }
    strcpy(dst, src);
    return 0;
}

int rom_profile_by_name(const char *name)
{
#define CON_LOOK(id, nm, label, caption, mode, colours, aspect, voice, palette) nm,
    static const char *const names[CON_PROF_COUNT] = {
#include "cart/con_looks.def"
    };
#undef CON_LOOK
    for (int i = 0; i < CON_PROF_COUNT; i++)
        if (!strcmp(names[i], name))
            return i;
    return -1;
}

int rom_make(rom *r, const uint8_t *image, uint32_t size, const char *title,
             uint8_t profile, uint8_t controllers,
             const char *const inlay[ROM_INLAY_KEYS], char *err, size_t n)
{
    memset(r, 0, sizeof *r);
    if (size == 0 || size > ROM_IMAGE_MAX) {
        snprintf(err, n, "bad image size %lu (1 to %u bytes)", (unsigned long)size, ROM_IMAGE_MAX);
        return -1;
    }
    if (profile >= CON_PROF_COUNT) {
        snprintf(err, n, "bad machine profile %u (0 to %u)", profile, CON_PROF_COUNT - 1);
        return -1;
    }
    if (controllers > ROM_CONTROLLERS_MAX) {
        snprintf(err, n, "bad controller count %u (0 to %u)", controllers, ROM_CONTROLLERS_MAX);
        return -1;
    }
    if (copy_label(r->h.title, title, ROM_TITLE_LEN, "title", err, n))
        return -1;
    for (unsigned k = 0; k < ROM_INLAY_KEYS; k++)
        if (copy_label(r->h.inlay[k], inlay ? inlay[k] : NULL, ROM_LABEL_MAX, "inlay label", err, n))
            return -1;
    r->h.version = ROM_VERSION;
    r->h.profile = profile;
    r->h.controllers = controllers;
    r->h.size = size;
    memcpy(r->image, image, size);
    r->h.crc = rom_crc32(image, size);
    return 0;
}

size_t rom_encode(const rom *r, uint8_t *buf)
{
    memset(buf, 0, ROM_HEADER_SIZE);
    memcpy(buf, ROM_MAGIC, 8);
    buf[OFF_VERSION] = r->h.version;
    buf[OFF_PROFILE] = r->h.profile;
    put16(buf + OFF_HDRSIZE, ROM_HEADER_SIZE);
    put32(buf + OFF_SIZE, r->h.size);
    put32(buf + OFF_CRC, r->h.crc);
    /* Text fields are NUL-padded (the buffer is zeroed above); a field may
     * be full, without a NUL. */
    memcpy(buf + OFF_TITLE, r->h.title, strnlen(r->h.title, ROM_TITLE_LEN));
    buf[OFF_CTRL] = r->h.controllers;
    for (unsigned k = 0; k < ROM_INLAY_KEYS; k++)
        memcpy(buf + OFF_INLAY + k * ROM_INLAY_LEN, r->h.inlay[k],
               strnlen(r->h.inlay[k], ROM_INLAY_LEN));
    memcpy(buf + ROM_HEADER_SIZE, r->image, r->h.size);
    return ROM_HEADER_SIZE + r->h.size;
}

int rom_save(const char *path, const rom *r, char *err, size_t n)
{
    static uint8_t buf[ROM_FILE_MAX];
    size_t len = rom_encode(r, buf);
    return fio_write_atomic(path, buf, len, err, n);
}
