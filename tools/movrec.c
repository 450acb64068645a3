/* movrec.c — see movrec.h. */
#include "tools/movrec.h"

#include <errno.h>
#include <string.h>
#include "emu/movie.h"

int movrec_open(movrec *m, const char *tool, const char *title, void (*entry)(void),
                const char *path, const char *comment)
{
    char err[300];
    memset(m, 0, sizeof *m);
    m->out = fopen(path, "w");
    if (!m->out) {
        fprintf(stderr, "%s: %s: %s\n", tool, path, strerror(errno));
        return 2;
    }
    fprintf(m->out, "%s\ntitle %s\n# %s\n", MOV_MAGIC, title, comment);
    m->e = eng_native_open(title, entry, err, sizeof err);
    if (!m->e) {
        fprintf(stderr, "%s: %s\n", tool, err);
        fclose(m->out);
        return 2;
    }
    return 0;
}

void movrec_input(movrec *m, uint32_t frame, const hw_input *in)
{
    char line[MOV_LINE_MAX];
    if (mov_format(line, frame, &m->prev, in))
        fprintf(m->out, "%s\n", line);
    m->prev = *in;
    m->prev.key = 0;
}

int movrec_run(movrec *m, hw_input_fn input, hw_trace_fn trace, void *ctx,
               const int *done, uint32_t max_frames)
{
    eng *e = m->e;
    e->hw.input_fn = input;
    e->hw.input_ctx = ctx;
    e->hw.trace_fn = trace;
    e->hw.trace_ctx = ctx;
    while (!*done && e->hw.frame < max_frames && eng_frame(e, -1) == ENG_FRAME)
        ;
    /* a second more so the last screen settles, then the movie's end */
    uint32_t end = e->hw.frame + 60;
    while (e->hw.frame < end && eng_frame(e, -1) == ENG_FRAME)
        ;
    fprintf(m->out, "end %lu\n", (unsigned long)e->hw.frame);
    fclose(m->out);
    eng_close(e);
    return *done ? 0 : 1;
}
