/* titles.c — looking up the registry of native titles (gcc only). The table
 * itself, cart_titles[], is generated from the titles' descriptors
 * (cart/TITLE/title.mk, mk/titles.mk) into build/gen/titles.c. */
#include "front/titles.h"

#include <string.h>

const cart_title *cart_find(const char *name)
{
    for (unsigned i = 0; i < cart_title_count; i++)
        if (!strcmp(cart_titles[i].name, name))
            return &cart_titles[i];
    return NULL;
}
