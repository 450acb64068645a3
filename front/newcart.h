/* newcart.h — `annex new NAME`: a new cartridge folder from the SDK's
 * template (docs/sdk.md): a small working game using the kit, its
 * descriptor, a Makefile whose `make` builds NAME.rom and ./NAME with the
 * installed SDK and whose `make test` compares both on a recorded movie,
 * and a README. */
#ifndef FRONT_NEWCART_H
#define FRONT_NEWCART_H

#include <stddef.h>

/* The template folder: PREFIX/share/annex/template beside an installed
 * annex (PREFIX/bin), else sdk/template of the tree the program was built
 * in. 0, or -1 when there is none. */
int nc_template_dir(char *buf, size_t n);

/* Copies the template folder `tpl` to the new folder `dir` (which must not
 * exist), every @NAME@ replaced by the folder's last part (a lower-case
 * letter, then lower-case letters, digits and '-': at most 32) and every
 * @HEADER@ by the ROM header's title (the name in capitals, spaces for
 * '-'). 0, or -1 with "PATH: reason" in err. */
int nc_create(const char *tpl, const char *dir, char *err, size_t n);

/* annex new NAME: argv[0] is "new". Exit status 0, or 2 with one line on
 * stderr. */
int nc_main(int argc, char **argv);

#endif
