/* rom.h — the annex ROM file: a small header (title, machine profile,
 * controllers, keypad legends, image size and CRC-32) and the cartridge image:
 * up to 32 KB mapped at the top of $8000-$FFFF, the bytes past 32 KB the
 * cartridge's extension (read through I/O registers). The format is described in docs/rom.md.
 *
 * The loader checks everything before it hands out an image: a file that is
 * truncated, too big, of another format or version, or whose image does not
 * match its CRC is refused with one line naming the file and the reason.
 */
#ifndef EMU_ROM_H
#define EMU_ROM_H

#include <stddef.h>
#include <stdint.h>

#define ROM_MAGIC        "ANNEXROM"   /* 8 bytes, no NUL in the file */
#define ROM_VERSION      1u
#define ROM_TITLE_LEN    32u          /* NUL-padded in the file */
#define ROM_INLAY_KEYS   12u          /* keys 1-9, CLEAR, 0, ENTER */
#define ROM_INLAY_LEN    8u           /* per label, NUL-padded */
#define ROM_LABEL_MAX    7u           /* characters a label may have */
#define ROM_CONTROLLERS_MAX 2u
/* magic, version, profile, header size, image size, CRC, title,
 * controllers, inlay */
#define ROM_HEADER_SIZE  (8u + 1u + 1u + 2u + 4u + 4u + ROM_TITLE_LEN + 1u \
                          + ROM_INLAY_KEYS * ROM_INLAY_LEN)
#define ROM_IMAGE_MAX    49152u       /* the $8000-$FFFF window + 16 KB extension */
#define ROM_FILE_MAX     (ROM_HEADER_SIZE + ROM_IMAGE_MAX)

typedef struct rom_header {
    uint8_t  version;
    uint8_t  profile;                 /* CON_PROF_* the title starts in */
    uint8_t  controllers;             /* keypad controllers the host draws */
    uint32_t size;                    /* image bytes, 1..ROM_IMAGE_MAX */
    uint32_t crc;                     /* zlib crc32 of the image */
    char     title[ROM_TITLE_LEN + 1];
    char     inlay[ROM_INLAY_KEYS][ROM_INLAY_LEN + 1]; /* "" = the key's own name */
} rom_header;

typedef struct rom {
    rom_header h;
    uint8_t    image[ROM_IMAGE_MAX];  /* h.size bytes used */
} rom;

/* Reads and checks a ROM file. 0, or -1 with "PATH: reason" in err. */
int  rom_load(const char *path, rom *r, char *err, size_t n);
/* Checks a ROM held in memory; `name` prefixes the error. */
int  rom_parse(const uint8_t *buf, size_t len, const char *name, rom *r,
               char *err, size_t n);

/* Fills a header for an image: version, size and CRC computed, the title
 * and labels copied (NULL labels = ""). 0, or -1 with the reason in err
 * (title or label too long, bad profile/controllers, bad image size). */
int  rom_make(rom *r, const uint8_t *image, uint32_t size, const char *title,
              uint8_t profile, uint8_t controllers,
              const char *const inlay[ROM_INLAY_KEYS], char *err, size_t n);
/* The CON_PROF_* value of a machine profile named as in the title
 * descriptors ("trs80", "cga-mono", ...), or -1. */
int  rom_profile_by_name(const char *name);
/* Serialises a ROM into buf (ROM_FILE_MAX bytes); returns the length. */
size_t rom_encode(const rom *r, uint8_t *buf);
/* Writes a ROM file atomically (temp file, then rename). 0 or -1 (err). */
int  rom_save(const char *path, const rom *r, char *err, size_t n);

/* zlib's CRC-32 of a buffer (the image CRC). */
uint32_t rom_crc32(const uint8_t *p, size_t len);

/* The header of the ROM a ROM engine runs (eng_rom_open; its controllers
 * and keypad legends are for the host), or NULL for another engine. */
struct eng;
const rom_header *rom_of_engine(struct eng *e);

#endif
