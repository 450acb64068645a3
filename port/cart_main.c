/* cart_main.c — the C entry of a title built by cc65 (ROM and sim65): runs the title
 * named by -DCART_MAIN=... and reports a normal end through EXIT. */
#include "cart/console.h"

void CART_MAIN(void);

int main(void)
{
    CART_MAIN();
    con_exit(0);
    return 0;
}
