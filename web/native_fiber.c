/* native_fiber.c — native/native.h on Emscripten fibers, for the web build
 * (docs/web.md). The page has no threads (SharedArrayBuffer needs
 * cross-origin isolation), so the cartridge runs on a fiber of its own: the
 * host swaps to it for one displayed frame and it swaps back at its next
 * con_wait_frame(). The hand-off is the same strict one as native/native.c,
 * so a run is as deterministic.
 *
 * A timed frame: a fiber cannot be pre-empted, so the cartridge gives the
 * turn back itself at a con_poll() (nat_check) once the host's deadline has
 * passed: the frame is then NAT_BUSY and the next nat_frame() resumes it.
 * Cartridges poll while they think (docs/console.md), so the page keeps
 * drawing during a long search. The input latched at a poll does not depend
 * on where the frame was cut: movies count logical frames. */
#include "native/native.h"

#include <stdlib.h>
#include <emscripten.h>
#include <emscripten/fiber.h>

/* The cartridge's C stack (its searches recurse natively) and the
 * Asyncify buffers that hold each side's unwound call stack. */
#define CART_STACK   (1u << 20)
#define CART_ASYNC   (256u << 10)
#define HOST_ASYNC   (64u << 10)
/* nat_check() reads the clock every this many polls (the clock is a call
 * into JavaScript). */
#define CHECK_EVERY  64u

static struct {
    emscripten_fiber_t host, cart;
    int      running;    /* a cartridge was started and not stopped */
    int      in_frame;   /* the host asked for a frame not yet finished */
    int      ended;      /* the cartridge returned or exited */
    int      stop;       /* the host asked it to end */
    int      timed;      /* the current frame has a deadline */
    double   deadline;   /* emscripten_get_now() milliseconds */
    unsigned polls;
    hw      *h;
    nat_entry entry;
} N;

static char cart_stack[CART_STACK];
static char cart_async[CART_ASYNC];
static char host_async[HOST_ASYNC];

hw *nat_hw(void) { return N.h; }

/* The cartridge side gives the turn to the host; returns when resumed. */
static void to_host(void)
{
    emscripten_fiber_swap(&N.cart, &N.host);
    if (N.stop)
        nat_exit();
}

/* The host side runs the cartridge until it gives the turn back. */
static void to_cart(void)
{
    emscripten_fiber_init_from_current_context(&N.host, host_async, sizeof host_async);
    emscripten_fiber_swap(&N.host, &N.cart);
}

void nat_yield(void)
{
    N.in_frame = 0;
    to_host();
}

void nat_check(void)
{
    if (N.stop)
        nat_exit();
    if (!N.timed || ++N.polls % CHECK_EVERY)
        return;
    if (emscripten_get_now() >= N.deadline)
        to_host();       /* still in_frame: the host sees NAT_BUSY */
}

void nat_exit(void)
{
    N.ended = 1;
    N.in_frame = 0;
    /* The fiber is abandoned: the host never swaps back to an ended one. */
    emscripten_fiber_swap(&N.cart, &N.host);
    abort();
}

static void cart_main(void *arg)
{
    (void)arg;
    if (N.stop)          /* stopped before its first frame */
        nat_exit();
    N.entry();
    N.h->exited = 1;     /* a cartridge that returns ends with code 0, as the ROM's crt0 does */
    nat_exit();
}

int nat_start(hw *h, nat_entry entry)
{
    if (N.running)
        return -1;
    N.h = h;
    N.entry = entry;
    N.ended = N.stop = N.in_frame = 0;
    /* Parked at its beginning: the first nat_frame() enters cart_main. */
    emscripten_fiber_init(&N.cart, cart_main, NULL, cart_stack, sizeof cart_stack,
                          cart_async, sizeof cart_async);
    N.running = 1;
    return 0;
}

int nat_frame(int timeout_ms)
{
    if (!N.running || N.ended)
        return NAT_EXIT;
    N.in_frame = 1;      /* a BUSY frame just goes on */
    N.timed = timeout_ms >= 0;
    N.deadline = emscripten_get_now() + (timeout_ms >= 0 ? timeout_ms : 0);
    to_cart();
    return N.ended ? NAT_EXIT : N.in_frame ? NAT_BUSY : NAT_FRAME;
}

void nat_stop(void)
{
    if (!N.running)
        return;
    if (!N.ended) {
        N.stop = 1;
        to_cart();       /* it leaves at its resume point through nat_exit() */
    }
    N.running = 0;
    N.h = NULL;
}
