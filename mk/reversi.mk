# reversi.mk — the Reversi engine shared by four titles (cart/reversi,
# docs/reversi.md): the perft tool, the unit tests, the sim65 cross-check
# and the benchmark. RV_SRCS (every cart/reversi/*.c) comes from core.mk.

PROGS  += tools/perft
TESTS  += tests/test_reversi
CHECKS += tests/check_reversi_sim.sh
BENCHES += bench/reversi.sh

$(eval $(call native_prog,tools/perft,tools/perft.c $(RV_SRCS),))
$(eval $(call native_prog,tests/test_reversi,tests/test_reversi.c $(TESTLIB_SRCS) $(RV_SRCS),-lcmocka))

# The engine under sim65: perft cross-check and 6502 cycle benchmark.
$(eval $(call sim_prog,$(B)/sim/rv_sim.prg,tests/sim/rv_sim.c tests/sim/sim_obf.c $(RV_SRCS)))
all: $(B)/sim/rv_sim.prg
