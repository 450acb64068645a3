# cart/capture/title.mk — Capture MG-302 (docs/capture.md): the title's
# descriptor (mk/titles.mk), the movie bot, the unit tests, the think-time
# benchmark.
capture.main        := cap_main
capture.caption     := Capture MG-302 (Arcadia-style console): Othello, six levels, time limits
capture.header      := CAPTURE MG-302
capture.profile     := arcadia
capture.controllers := 2
capture.machine     := Emerson Arcadia 2001
capture.year        := 1982
capture.controls    := keyboard mouse gamepad
# What it reads beyond its keypads (front/titles.h): three console buttons.
capture.reads       := start select-a select-b
capture.help        := SELECT A (F3) level 1-6, SELECT B (F4) time limit,|\
    GAME START (F2) starts; keypad CLEAR forgets the games|\
    Keypad arrows move the cursor, ENTER places a disc|\
    MIN-/MIN+/SEC-/SEC+ set the limit; level 6: P2 is red
# Keypad legends of keys 1-9, CLEAR, 0, ENTER.
capture.inlay       := MIN-,UP,MIN+,LEFT,,RIGHT,SEC-,DOWN,SEC+,CLEAR,,ENTER
capture.srcs        := $(sort $(wildcard cart/capture/*.c)) $(KIT_SRCS) $(SRCH_SRCS) $(RV_SRCS)

PROGS += tools/capbot
$(eval $(call native_prog,tools/capbot,tools/capbot.c tools/movrec.c $(HW_SRCS) $(NAT_SRCS) $(capture.srcs),))

TESTS += tests/test_capture
$(eval $(call native_prog,tests/test_capture,tests/test_capture.c $(HW_SRCS) $(NAT_SRCS) $(capture.srcs),-lcmocka))

BENCHES += bench/capture.sh

# Re-records the committed movies (only when the game changes on purpose).
.PHONY: capture-movies
capture-movies: $(B)/tools/capbot
	sh tools/record.sh $(B) capbot tests/movies/capture.record

# What the screen shows (tests/movies/capture.screens), natively and as the ROM.
CHECKS += tests/check_screens.sh:capture
