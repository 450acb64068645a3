/* rawpng.c — the page adapter's canvas (tests/conform/web.mjs: "W H\n"
 * and W*H RGB bytes) as a PNG written by front/png.c, so every shell's
 * screen is compared by the same encoder's bytes.
 *   rawpng SCREEN.raw SCREEN.png */
#include <stdio.h>
#include <stdlib.h>
#include "front/png.h"

int main(int argc, char **argv)
{
    char err[512];
    int w = 0, h = 0, st = 1;
    FILE *f = argc == 3 ? fopen(argv[1], "rb") : NULL;
    if (!f || fscanf(f, "%d %d", &w, &h) != 2 || fgetc(f) != '\n' || w <= 0 || h <= 0 || w > 4096 || h > 4096) {
        fprintf(stderr, "rawpng: %s: not a W H RGB file\n", argc > 1 ? argv[1] : "(none)");
        if (f) fclose(f);
        return 1;
    }
    uint32_t *px = malloc((size_t)w * (size_t)h * sizeof *px);
    for (long i = 0; px && i < (long)w * h; i++) {
        int r = fgetc(f), g = fgetc(f), b = fgetc(f);
        if (b == EOF)
            break;
        px[i] = (uint32_t)r << 16 | (uint32_t)g << 8 | (uint32_t)b;
        st = i + 1 < (long)w * h;
    }
    fclose(f);
    if (st || !px)
        fprintf(stderr, "rawpng: %s: short\n", argv[1]);
    else if ((st = png_write(argv[2], px, w, h, err, sizeof err)) != 0)
        fprintf(stderr, "rawpng: %s\n", err);
    free(px);
    return st ? 1 : 0;
}
