/* main.c — annex: parses the command line and hands over to the headless
 * runner or the window (docs/host.md). */
#define SDL_MAIN_HANDLED
#include <stdio.h>
#include <string.h>
#include "front/titles.h"
#include "sdl/app.h"
#include "front/cli.h"
#include "front/compare.h"
#include "front/batch.h"
#include "front/newcart.h"
#include "debug/dcli.h"

int main(int argc, char **argv)
{
    host_opts o;
    char err[512];
    if (argc > 1 && !strcmp(argv[1], "compare"))
        return cmp_main(argc - 1, argv + 1);
    if (argc > 1 && !strcmp(argv[1], "new"))
        return nc_main(argc - 1, argv + 1);
    if (argc > 1 && !strcmp(argv[1], "debug"))
        return dcli_main(argc - 1, argv + 1);
    if (cli_parse(argc, argv, &o, err, sizeof err)) {
        fprintf(stderr, "annex: %s\n", err);
        return 2;
    }
    if (o.help) {
        fputs(cli_usage(), stdout);
        return 0;
    }
    if (o.version) {
        printf("annex %s\n", HOST_VERSION);
        return 0;
    }
    if (o.list) {                    /* for scripts: every title, as the picker has them */
        for (unsigned i = 0; i < ttl_count; i++)
            printf("%s %s\n", ttl_titles[i].name, ttl_titles[i].rom);
        return 0;
    }
    if (o.headless || o.testcard)
        return batch_run(&o);
    return app_run(&o);
}
