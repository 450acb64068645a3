# odin.mk — Odin (cart/odin, docs/odin.md) and the exact endgame module
# (cart/search/endgame.c): the FFO solver tool, the unit tests, the sim65
# endgame cross-check, the movie checks and the benchmark. The ROM and sim65
# rules of the title come from titles.mk (cart_title); AI_SRCS (core.mk)
# carries endgame.c.

EG_SRCS := cart/search/endgame.c
EGF_SRCS := tools/eg_fast.c

PROGS   += tools/ffo tools/odinbot
TESTS   += tests/test_endgame
CHECKS  += tests/check_odin.sh
BENCHES += bench/odin.sh

$(eval $(call native_prog,tools/odinbot,tools/odinbot.c tools/movrec.c $(HW_SRCS) $(NAT_SRCS) $(CART_NATIVE_SRCS),))
$(eval $(call native_prog,tools/ffo,tools/ffo.c $(EGF_SRCS) $(EG_SRCS) $(RV_SRCS),))
$(eval $(call native_prog,tests/test_endgame,tests/test_endgame.c $(EGF_SRCS) $(EG_SRCS) $(RV_SRCS),-lcmocka))

# The endgame module under sim65: solves positions of 14 or fewer empties
# (tests/check_odin.sh compares with tools/ffo natively).
$(eval $(call sim_prog,$(B)/sim/eg_sim.prg,tests/sim/eg_sim.c tests/sim/sim_obf.c $(EG_SRCS) $(RV_SRCS)))
all: $(B)/sim/eg_sim.prg $(B)/sim/odin.prg

# Odin's think time on the 6502 (bench/odin.sh).
ODIN_BENCH_SRCS := tests/sim/odin_bench.c cart/odin/odin_ai.c cart/odin/odin_draw.c \
    cart/odin/odin_book.c $(AI_SRCS) $(RV_SRCS) cart/con_sim.c cart/con_lib.c emu/movie.c
$(eval $(call sim_prog,$(B)/sim/odin_bench.prg,$(ODIN_BENCH_SRCS)))
all: $(B)/sim/odin_bench.prg
