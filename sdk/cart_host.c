/* cart_host.c — the main of a cartridge's native program built with the
 * installed SDK (libannex.a, docs/sdk.md): the program carries one title,
 * the cartridge's own registry row, and runs as `annex TITLE` would, so
 * `./hello --headless --movie M` is `annex hello --headless --movie M` and
 * `./hello compare --movie M` is `annex compare hello --movie M`.
 * annex's own main is in the library as annex_main (mk/sdk.mk). */
#include <stdio.h>
#include <string.h>
#include "front/titles.h"

int annex_main(int argc, char **argv);

int main(int argc, char **argv)
{
    static char *args[256];
    int n = 0, i = 1;
    if (argc > 254 || ttl_count != 1) {
        fprintf(stderr, "%s: %s\n", argv[0], ttl_count != 1 ? "a cartridge program carries one title" : "too many arguments");
        return 2;
    }
    args[n++] = argv[0];
    if (argc > 1 && !strcmp(argv[1], "compare"))
        args[n++] = argv[i++];
    args[n++] = (char *)ttl_titles[0].name;
    while (i < argc)
        args[n++] = argv[i++];
    args[n] = NULL;
    return annex_main(n, args);
}
