/* native.c — the native cartridge thread and its hand-off with the host. */
#define _GNU_SOURCE
#include "native/native.h"

#include <errno.h>
#include <pthread.h>
#include <time.h>

/* Whose turn it is: the host waits while the cartridge runs and vice versa. */
enum { TURN_HOST, TURN_CART };

static struct {
    pthread_t       thread;
    pthread_mutex_t lock;
    pthread_cond_t  cond;
    int             running;   /* a thread exists */
    int             turn;
    int             ended;     /* the cartridge returned or exited */
    int             stop;      /* the host asked it to end */
    hw             *h;
    nat_entry       entry;
} N = { .lock = PTHREAD_MUTEX_INITIALIZER, .cond = PTHREAD_COND_INITIALIZER };

hw *nat_hw(void) { return N.h; }

/* Hands the turn to the host and waits until it is ours again. */
static void park(void)
{
    pthread_mutex_lock(&N.lock);
    N.turn = TURN_HOST;
    pthread_cond_broadcast(&N.cond);
    while (N.turn != TURN_CART)
        pthread_cond_wait(&N.cond, &N.lock);
    int stop = N.stop;
    pthread_mutex_unlock(&N.lock);
    if (stop)
        nat_exit();
}

void nat_yield(void) { park(); }

void nat_check(void)
{
    pthread_mutex_lock(&N.lock);
    int stop = N.stop;
    pthread_mutex_unlock(&N.lock);
    if (stop)
        nat_exit();
}

void nat_exit(void)
{
    pthread_mutex_lock(&N.lock);
    N.ended = 1;
    N.turn = TURN_HOST;
    pthread_cond_broadcast(&N.cond);
    pthread_mutex_unlock(&N.lock);
    pthread_exit(NULL);
}

static void *cart_thread(void *arg)
{
    (void)arg;
    park();              /* start parked: the first nat_frame() runs us */
    N.entry();
    N.h->exited = 1;     /* a cartridge that returns ends with code 0, as the ROM's crt0 does */
    nat_exit();
    return NULL;
}

int nat_start(hw *h, nat_entry entry)
{
    if (N.running)
        return -1;
    N.h = h;
    N.entry = entry;
    N.ended = 0;
    N.stop = 0;
    N.turn = TURN_CART;  /* cart_thread's first park() hands it back */
    if (pthread_create(&N.thread, NULL, cart_thread, NULL) != 0)
        return -1;
    N.running = 1;
    pthread_mutex_lock(&N.lock);
    while (N.turn != TURN_HOST)
        pthread_cond_wait(&N.cond, &N.lock);
    pthread_mutex_unlock(&N.lock);
    return 0;
}

static void deadline_in(struct timespec *ts, int ms)
{
    clock_gettime(CLOCK_REALTIME, ts);
    ts->tv_sec += ms / 1000;
    ts->tv_nsec += (long)(ms % 1000) * 1000000L;
    if (ts->tv_nsec >= 1000000000L) {
        ts->tv_sec++;
        ts->tv_nsec -= 1000000000L;
    }
}

int nat_frame(int timeout_ms)
{
    if (!N.running || N.ended)
        return NAT_EXIT;
    struct timespec ts;
    if (timeout_ms >= 0)
        deadline_in(&ts, timeout_ms);
    pthread_mutex_lock(&N.lock);
    /* A previous timed-out frame may still be running: then just wait. */
    if (N.turn == TURN_HOST) {
        N.turn = TURN_CART;
        pthread_cond_broadcast(&N.cond);
    }
    int rc = 0;
    while (N.turn != TURN_HOST && rc != ETIMEDOUT)
        rc = timeout_ms >= 0 ? pthread_cond_timedwait(&N.cond, &N.lock, &ts)
                             : pthread_cond_wait(&N.cond, &N.lock);
    int result = N.turn != TURN_HOST ? NAT_BUSY : N.ended ? NAT_EXIT : NAT_FRAME;
    pthread_mutex_unlock(&N.lock);
    return result;
}

void nat_stop(void)
{
    if (!N.running)
        return;
    pthread_mutex_lock(&N.lock);
    N.stop = 1;
    while (!N.ended) {
        if (N.turn == TURN_HOST) {
            N.turn = TURN_CART;
            pthread_cond_broadcast(&N.cond);
        }
        pthread_cond_wait(&N.cond, &N.lock);
    }
    pthread_mutex_unlock(&N.lock);
    pthread_join(N.thread, NULL);
    N.running = 0;
    N.h = NULL;
}
