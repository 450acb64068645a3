# capture.mk — Capture MG-302 (cart/capture, docs/capture.md): the keypad
# inlay for the ROM header, the movie bot, the
# unit tests, the cross-target check. The ROM and sim65 rules come from
# titles.mk (cart_title, with CAP_INLAY below).

# Keypad legends of keys 1-9, CLEAR, 0, ENTER (as cart/titles.c has them).
CAP_INLAY := MIN-,UP,MIN+,LEFT,,RIGHT,SEC-,DOWN,SEC+,CLEAR,,ENTER

PROGS += tools/capbot
$(eval $(call native_prog,tools/capbot,tools/capbot.c tools/movrec.c $(HW_SRCS) $(NAT_SRCS) $(CART_NATIVE_SRCS),))

TESTS += tests/test_capture
$(eval $(call native_prog,tests/test_capture,tests/test_capture.c $(HW_SRCS) $(NAT_SRCS) $(CART_NATIVE_SRCS),-lcmocka))

all: $(B)/sim/capture.prg
CHECKS  += tests/check_capture.sh
BENCHES += bench/capture.sh
