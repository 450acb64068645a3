/* cart_host.c — the main of a cartridge's native program built with the
 * installed SDK (libannex.a, docs/sdk.md): the program carries one title,
 * the cartridge's own registry row, and runs as `annex TITLE` would, so
 * `./hello --headless --movie M` is `annex hello --headless --movie M`,
 * `./hello compare --movie M` is `annex compare hello --movie M` and
 * `./hello debug --movie M --compare` is `annex debug hello ...` with the
 * native side the cartridge's own (installed annex has no such title).
 * The title stays the title whatever its name ("debug" too): the
 * subcommands are called here, never looked up by annex's own main, which is
 * in the library as annex_main (mk/sdk.mk). */
#include <stdio.h>
#include <string.h>
#include "debug/dcli.h"
#include "front/compare.h"
#include "front/titles.h"

int annex_main(int argc, char **argv);

int main(int argc, char **argv)
{
    static char *args[256];
    static char debug_cmd[4096];
    int n = 0, i = 1;
    if (argc > 254 || ttl_count != 1) {
        fprintf(stderr, "%s: %s\n", argv[0], ttl_count != 1 ? "a cartridge program carries one title" : "too many arguments");
        return 2;
    }
    int (*sub)(int, char **) = NULL;
    if (argc > 1 && (!strcmp(argv[1], "compare") || !strcmp(argv[1], "debug")))
        sub = argv[1][0] == 'c' ? cmp_main : dcli_main;
    args[n++] = sub ? argv[i++] : argv[0];
    args[n++] = (char *)ttl_titles[0].name;
    while (i < argc)
        args[n++] = argv[i++];
    args[n] = NULL;
    if (!sub)
        return annex_main(n, args);
    snprintf(debug_cmd, sizeof debug_cmd, "%s debug", argv[0]);
    cmp_debug_cmd = debug_cmd;
    return sub(n, args);
}
