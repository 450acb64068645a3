/* rc_recshow.c — see rc_recshow.h. */
#include "cart/console.h"
#include "cart/ricochet/rc.h"
#include "cart/ricochet/rc_draw.h"
#include "cart/ricochet/rc_record.h"
#include "cart/ricochet/rc_recshow.h"

void rc_recshow_screen(void)
{
    static char line[RC_REC_LINE];
    uint8_t n = rc_rec_lines(), i = n > 4 ? (uint8_t)(n - 4) : 0, row = RC_ROW_INFO;
    rc_draw_line(row++, "LEFT    RIGHT");
    for (; i < n; ++i) {
        rc_rec_line(i, line);
        rc_draw_line(row++, line);
    }
    while (row < 24)
        rc_draw_line(row++, "");
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
