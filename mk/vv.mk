# vv.mk — Vice Versa (cart/vv, docs/vice-versa.md): the movie-recording bot,
# the sim65 build, the compare checks and the think-time benchmark. The ROM
# and sim65 rules come from titles.mk (cart_title).

PROGS += tools/vvbot
$(eval $(call native_prog,tools/vvbot,tools/vvbot.c $(HW_SRCS) $(NAT_SRCS) $(CART_NATIVE_SRCS),))

all: $(B)/sim/vicevrsa.prg

# The shared search's unit tests.
TESTS += tests/test_ai
$(eval $(call native_prog,tests/test_ai,tests/test_ai.c $(AI_SRCS) $(RV_SRCS),-lcmocka))

# annex compare's logic (host/compare.c, linked with the host's modules).
TESTS += tests/test_compare
$(eval $(call native_prog,tests/test_compare,tests/test_compare.c $(HOST_SRCS) $(HOST_ENG_SRCS),-lcmocka $(SDL_LIBS) -lm))

CHECKS  += tests/check_vv.sh
BENCHES += bench/vv.sh

# Regenerates the committed movies (only when the game changes on purpose).
.PHONY: vv-movies
vv-movies: $(B)/tools/vvbot
	sh tools/vvmovies.sh $(B)
