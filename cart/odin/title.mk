# cart/odin/title.mk — Odin (docs/odin.md): the title's descriptor
# (mk/titles.mk), the exact endgame module's FFO solver tool, unit tests and
# sim65 cross-check, the movie checks and the benchmark.
odin.main        := odin_main
odin.caption     := Odin (TRS-80 / Apple II, 1982): Othello, 18 skill levels, perfect endgame
odin.header      := ODIN
odin.profile     := trs80
odin.controllers := 0
odin.machine     := TRS-80 / Apple II
odin.year        := 1982
odin.controls    := keyboard
# What it reads (front/titles.h): typed keys (the Left arrow backs up in
# set-up and edits the name), SHIFT alone and BREAK.
odin.reads       := letters digits space enter backspace left shift break
odin.looks       := trs80 apple2
odin.help        := SHIFT shows the legal squares; Enter or Space plays;|\
    A-H then 1-8 picks another square|\
    I menu  L level  M switch sides  N new game  P resume|\
    R replay  S set up (OBF: Ctrl+V)  T tutor  V analysis|\
    W record (then F prints)  X take back|\
    BREAK (Pause, End): play the best move found so far
odin.srcs        := $(sort $(wildcard cart/odin/*.c)) $(KIT_SRCS) $(SRCH_SRCS) $(RV_SRCS)
# Odin outgrew the 32 KB window: its commands and dialogues (odin.c, about
# 5 KB) run from RAM, loaded from the cartridge's extension (docs/rom.md);
# its levels and book glue are not the search (cart/search is), so they are
# built small.
odin.ext         := cart/odin/odin.c
CC65_COLD += cart/odin/odin_ai.c

PROGS   += tools/odinbot
$(eval $(call native_prog,tools/odinbot,tools/odinbot.c tools/movrec.c $(HW_SRCS) $(NAT_SRCS) $(odin.srcs),))
# Its endgame against tools/ffo and build/sim/eg_sim.prg (mk/search.mk).
CHECKS  += tests/check_odin.sh
BENCHES += bench/odin.sh

# Odin's think time on the 6502 (bench/odin.sh).
ODIN_BENCH_SRCS := tests/sim/odin_bench.c cart/odin/odin_ai.c cart/odin/odin_draw.c \
    cart/odin/odin_book.c $(SRCH_SRCS) $(RV_SRCS) port/con_sim.c cart/con_lib.c emu/movie.c
$(eval $(call sim_prog,$(B)/sim/odin_bench.prg,$(ODIN_BENCH_SRCS)))
all: $(B)/sim/odin_bench.prg
