# aifuzz.mk — the differential fuzzers (docs/portability.md): each computer
# player and rules engine on random legal positions, one C program per
# title (tests/sim/fz_*.c) built natively and for sim65 from the same
# sources; tests/check_ai_fuzz.sh compares the two outputs byte for byte
# (a few hundred positions per title in 'make test', more in 'make fuzz').
# fz_con.c is the console for both: no input, the trace on standard output.

FZ_BASE := tests/sim/fz_lib.c tests/sim/fz_con.c tests/sim/sim_obf.c cart/con_lib.c
FZ_SRCS_vv  := tests/sim/fz_vv.c $(FZ_BASE) $(vice-versa.srcs)
FZ_SRCS_cap := tests/sim/fz_cap.c $(FZ_BASE) $(capture.srcs)
FZ_SRCS_odin := tests/sim/fz_odin.c $(FZ_BASE) $(odin.srcs)
FZ_SRCS_ent := tests/sim/fz_ent.c $(FZ_BASE) $(entrap.srcs)
FZ_SRCS_rc  := tests/sim/fz_rc.c tests/sim/fz_lib.c tests/sim/sim_obf.c $(RC_ENGINE_SRCS) $(RV_SRCS)
AI_FUZZERS := vv cap odin ent rc

define ai_fuzzer
PROGS += tests/fz_$(1)
$(eval $(call native_prog,tests/fz_$(1),$(FZ_SRCS_$(1)),))
$(eval $(call sim_prog,$(B)/sim/fz_$(1).prg,$(FZ_SRCS_$(1))))
all: $(B)/sim/fz_$(1).prg
endef
$(foreach f,$(AI_FUZZERS),$(eval $(call ai_fuzzer,$(f))))

CHECKS += tests/check_ai_fuzz.sh
# 'make fuzz': AI_FUZZ_N positions per title (default 1000; Odin's full searches,
# levels G and X among them, take about 20 minutes of it).
AI_FUZZ_N ?= 1000
fuzz: ai-fuzz
.PHONY: ai-fuzz
ai-fuzz: $(addprefix $(B)/tests/fz_,$(AI_FUZZERS)) $(addprefix $(B)/sim/fz_,$(addsuffix .prg,$(AI_FUZZERS)))
	AI_FUZZ_N=$(AI_FUZZ_N) sh tests/check_ai_fuzz.sh $(B)
