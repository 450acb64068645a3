/* native.h — runs a natively compiled cartridge against a console state.
 *
 * The cartridge is ordinary C with its own main loop; it gives control back
 * at every con_wait_frame(). It runs on its own thread with a strict hand-off
 * (only one of host and cartridge runs at a time), so a native run is as
 * deterministic as the ROM: the host resumes it for one displayed frame, the
 * cartridge runs until its next con_wait_frame() and parks.
 *
 * Only one native cartridge runs per process at a time (cart code keeps its
 * state in globals, as on the 6502).
 */
#ifndef NATIVE_NATIVE_H
#define NATIVE_NATIVE_H

#include "emu/hw.h"

typedef void (*nat_entry)(void);

enum { NAT_FRAME = 0,  /* the cartridge reached con_wait_frame() */
       NAT_BUSY  = 1,  /* still computing when the timeout ran out */
       NAT_EXIT  = 2   /* the cartridge ended (con_exit or return) */ };

/* Starts `entry` parked at its beginning; returns 0, or -1 when a native
 * cartridge is already running or no thread could be made. */
int  nat_start(hw *h, nat_entry entry);
/* Lets the cartridge run until its next con_wait_frame(), its end, or
 * timeout_ms (negative = no timeout). A timed-out frame keeps running in the
 * background; call again to wait for it. */
int  nat_frame(int timeout_ms);
/* Ends the running cartridge (at its next latch) and joins its thread. */
void nat_stop(void);

/* For native/con_native.c: the state the running cartridge acts on, and the
 * hand-off points. */
hw  *nat_hw(void);
void nat_yield(void);   /* park until the host asks for the next frame */
void nat_check(void);   /* leave the thread if the host asked us to stop */
void nat_exit(void);    /* the cartridge has ended: never returns */

#endif
