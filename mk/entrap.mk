# entrap.mk — 8088 Entrap (cart/entrap, docs/entrap.md): the unit tests, the
# movie bot, the cross-target check and the benchmark. The ROM and sim65
# rules of both looks (entrap, entrap-bw) come from titles.mk (cart_title).

TESTS   += tests/test_entrap
PROGS   += tools/entbot
CHECKS  += tests/check_entrap.sh
BENCHES += bench/entrap.sh

$(eval $(call native_prog,tests/test_entrap,tests/test_entrap.c $(HW_SRCS) $(NAT_SRCS) $(CART_NATIVE_SRCS),-lcmocka))
$(eval $(call native_prog,tools/entbot,tools/entbot.c tools/movrec.c $(HW_SRCS) $(NAT_SRCS) $(CART_NATIVE_SRCS),))

# Entrap's think time on the 6502 (bench/entrap.sh).
ENT_BENCH_SRCS := tests/sim/ent_bench.c $(ENT_SRCS) $(AI_SRCS) $(RV_SRCS) cart/con_sim.c cart/con_lib.c emu/movie.c
$(eval $(call sim_prog,$(B)/sim/ent_bench.prg,$(filter-out cart/entrap/ent.c,$(ENT_BENCH_SRCS))))
all: $(B)/sim/ent_bench.prg $(B)/sim/entrap.prg $(B)/sim/entrap-bw.prg
