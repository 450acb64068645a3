# cart/capture/title.mk — Capture MG-302 (docs/capture.md): the title's
# descriptor (mk/titles.mk), the movie bot, the think-time benchmark tool,
# the unit tests, the cross-target check.
capture.main        := cap_main
capture.caption     := Capture MG-302 (Arcadia-style console): Othello, six levels, time limits
capture.header      := CAPTURE MG-302
capture.profile     := arcadia
capture.controllers := 2
# Keypad legends of keys 1-9, CLEAR, 0, ENTER.
capture.inlay       := MIN-,UP,MIN+,LEFT,,RIGHT,SEC-,DOWN,SEC+,CLEAR,,ENTER
capture.srcs        := $(sort $(wildcard cart/capture/*.c)) $(AI_SRCS) $(RV_SRCS)

PROGS += tools/capbot tools/capbench
$(eval $(call native_prog,tools/capbot,tools/capbot.c tools/movrec.c $(HW_SRCS) $(NAT_SRCS) $(capture.srcs),))
$(eval $(call native_prog,tools/capbench,tools/capbench.c $(EMU_SRCS),))

TESTS += tests/test_capture
$(eval $(call native_prog,tests/test_capture,tests/test_capture.c $(HW_SRCS) $(NAT_SRCS) $(capture.srcs),-lcmocka))

BENCHES += bench/capture.sh

# Re-records the committed movies (only when the game changes on purpose).
.PHONY: capture-movies
capture-movies: $(B)/tools/capbot
	sh tools/record.sh $(B) capbot tests/movies/capture.record
