/* titles.c — looking up the registry of native titles (gcc only). The table
 * itself, ttl_titles[], is generated from the titles' descriptors
 * (cart/TITLE/title.mk, mk/titles.mk) into build/gen/titles.c. */
#include "front/titles.h"

#include <stdio.h>
#include <string.h>

const ttl_entry *ttl_find(const char *name)
{
    for (unsigned i = 0; i < ttl_count; i++)
        if (!strcmp(ttl_titles[i].name, name))
            return &ttl_titles[i];
    return NULL;
}

const ttl_entry *ttl_by_header(const char *header)
{
    for (unsigned i = 0; i < ttl_count; i++)
        if (ttl_titles[i].header[0] && !strcmp(ttl_titles[i].header, header))
            return &ttl_titles[i];
    return NULL;
}

const ttl_entry *ttl_by_movie_title(const char *title)
{
    const ttl_entry *t = ttl_find(title);
    return t ? t : ttl_by_header(title);
}

void ttl_display(const ttl_entry *e, char *buf, size_t n)
{
    size_t len = strcspn(e->caption, ":,");
    const char *paren = strstr(e->caption, " (");
    if (paren && (size_t)(paren - e->caption) < len)
        len = (size_t)(paren - e->caption);
    snprintf(buf, n, "%.*s", (int)len, e->caption);
}
