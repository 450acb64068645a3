/* fuzz_movie.c — libFuzzer harness: any bytes as a movie (emu/movie.c),
 * cut into lines as the file loader does, played whole and then frame by
 * frame (up to 5000 frames) as the runners do. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "emu/movie_file.h"
#include "util/textfile.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    mvf m;
    mov_player p;
    hw_input in;
    memset(&m, 0, sizeof m);
    m.text = malloc(size + 1);
    memcpy(m.text, data, size);
    m.text[size] = 0;
    if (strlen(m.text) == size && txt_lines(m.text, &m.lines, &m.count) == 0) {
        mvf_play(&m, &p);
        mov_input(&p, UINT32_MAX, &in);
        if (!p.error) {
            uint32_t stop = p.last_frame < 5000 ? p.last_frame + 2 : 5000;
            mvf_play(&m, &p);
            for (uint32_t f = 1; f <= stop && !p.error; f++)
                mov_input(&p, f, &in);
            if (p.error)
                abort();             /* a movie that passed must play */
        }
    }
    mvf_free(&m);
    return 0;
}
