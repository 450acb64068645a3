# cart/vice-versa/title.mk — Vice Versa (docs/vice-versa.md): the title's
# descriptor (mk/titles.mk), the movie-recording bot, the cross-target check
# and the think-time benchmark.
vice-versa.main        := vv_main
vice-versa.caption     := Vice Versa (VideoBrain, 1978): Reversi against five opponents or a friend
vice-versa.header      := VICE VERSA
vice-versa.profile     := videobrain
vice-versa.controllers := 0
vice-versa.srcs        := cart/vice-versa/vv.c cart/vice-versa/vv_draw.c cart/vice-versa/vv_ai.c \
                          $(AI_SRCS) $(RV_SRCS)

PROGS += tools/vvbot
$(eval $(call native_prog,tools/vvbot,tools/vvbot.c tools/movrec.c $(HW_SRCS) $(NAT_SRCS) $(vice-versa.srcs),))

# The think-time benchmark: a cartridge (ROM + native) and its timing tool.
vvbench.main    := vv_bench_main
vvbench.srcs    := cart/vice-versa/vv_bench.c $(vice-versa.srcs)
vvbench.profile := videobrain
vvbench.header  := VV BENCH
$(eval $(call cart_title,vvbench))
PROGS += tools/vvbench
$(eval $(call native_prog,tools/vvbench,tools/vvbench.c $(EMU_SRCS) $(NAT_SRCS) $(vvbench.srcs),))

BENCHES += bench/vv.sh

# Re-records the committed movies (only when the game changes on purpose).
.PHONY: vv-movies
vv-movies: $(B)/tools/vvbot
	sh tools/record.sh $(B) vvbot tests/movies/vice-versa.record
