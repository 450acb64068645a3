# search.mk — the Othello search shared by the Reversi titles (cart/search,
# SRCH_SRCS and EG_SRCS from core.mk): its unit tests, its exact endgame
# solver's native twin (tools/eg_fast.c: bitboards and a table, for the
# tools), ffo over OBF positions, and the endgame module under sim65.

TESTS += tests/test_search
$(eval $(call native_prog,tests/test_search,tests/test_search.c $(SRCH_SRCS) $(RV_SRCS),-lcmocka))

EGF_SRCS := tools/eg_fast.c
PROGS += tools/ffo
TESTS += tests/test_endgame
$(eval $(call native_prog,tools/ffo,tools/ffo.c $(EGF_SRCS) $(EG_SRCS) $(RV_SRCS),))
$(eval $(call native_prog,tests/test_endgame,tests/test_endgame.c $(EGF_SRCS) $(EG_SRCS) $(RV_SRCS),-lcmocka))

# The endgame module under sim65: solves positions of 14 or fewer empties
# (tests/check_odin.sh compares with tools/ffo natively).
$(eval $(call sim_prog,$(B)/sim/eg_sim.prg,tests/sim/eg_sim.c tests/sim/sim_obf.c $(EG_SRCS) $(RV_SRCS)))
all: $(B)/sim/eg_sim.prg
