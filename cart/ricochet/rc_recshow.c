/* rc_recshow.c — see rc_recshow.h. */
#include "cart/console.h"
#include "cart/ricochet/rc.h"
#include "cart/ricochet/rc_draw.h"
#include "cart/ricochet/rc_record.h"
#include "cart/ricochet/rc_recshow.h"

#define TOP        16           /* below the scores and the running clock */
#define PAGE_LINES 6

/* Page `p` of the record (lines numbered), `pages` in all. */
static void page(uint8_t p, uint8_t pages)
{
    static char line[RC_REC_LINE];
    uint8_t n = rc_rec_lines(), i = (uint8_t)(p * PAGE_LINES), row, a = rc_draw_attr();
    con_fill(0, TOP, 40, 24 - TOP, ' ', a);
    con_puts(5, TOP, "LEFT    RIGHT", a);
    con_puts(26, TOP, "PAGE", a);
    con_putu(31, TOP, (uint16_t)(p + 1), 2, a);
    con_puts(34, TOP, "OF", a);
    con_putu(37, TOP, pages, 2, a);
    for (row = TOP + 1; row <= TOP + PAGE_LINES && i < n; ++row, ++i) {
        rc_rec_line(i, line);
        con_putu(1, row, (uint16_t)(i + 1), 3, a);
        con_puts(5, row, line, a);
    }
    rc_draw_line(23, p + 1 < pages ? "SPACE: NEXT PAGE  OTHER KEYS: BACK" : "ANY KEY: BACK TO THE GAME");
}

void rc_recshow_screen(uint8_t (*key)(void))
{
    uint8_t n = rc_rec_lines(), pages = (uint8_t)((n + (PAGE_LINES - 1)) / PAGE_LINES), p = 0;
    if (!pages)
        pages = 1;
    for (;;) {
        page(p, pages);
        if (key() != ' ' || ++p == pages)
            break;
    }
    con_fill(0, TOP, 40, 24 - TOP, ' ', rc_draw_attr());
    rc_draw_said_again();
}

void rc_recshow_print(void)
{
    static char line[RC_REC_LINE];
    uint8_t n = rc_rec_lines(), i;
    con_print("RICOCHET  VARIANT ");
    con_print_char((char)('0' + rc.variant));
    con_print("\nLEFT    RIGHT\n");
    for (i = 0; i < n; ++i) {
        rc_rec_line(i, line);
        con_print(line);
        con_print_char('\n');
    }
    con_print_char('\f');
    con_trace("print");
    con_trace_end();
}
