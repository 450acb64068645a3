# core.mk — the console state, the native runtime, fonts, and the lists the
# other fragments build on.

# Default character generator: Debian's console fonts, converted at build time.
FONT_DIR := /usr/share/consolefonts
GEN_SRCS := $(B)/gen/font_8x8.c $(B)/gen/font_6x12.c

$(B)/tools/mkfont: tools/mkfont.c | deps-ok
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) -o $@ $< -lz
$(B)/gen/font_8x8.c: $(B)/tools/mkfont
	@mkdir -p $(dir $@)
	$(B)/tools/mkfont font_8x8 $(FONT_DIR)/Lat15-VGA8.psf.gz > $@.tmp && mv $@.tmp $@
$(B)/gen/font_6x12.c: $(B)/tools/mkfont
	@mkdir -p $(dir $@)
	$(B)/tools/mkfont font_6x12 $(FONT_DIR)/Lat15-Terminus12x6.psf.gz > $@.tmp && mv $@.tmp $@

# The console hardware state and the native runner (no CPU).
HW_SRCS  := emu/hw.c emu/font.c emu/palette.c emu/movie.c $(GEN_SRCS)
NAT_SRCS := emu/native.c emu/eng_native.c emu/engine.c
# The whole console: state, native runner, and the 6502 machine (ROM engine).
ROM_ENG_SRCS := $(filter-out $(HW_SRCS) $(NAT_SRCS),$(wildcard emu/*.c))
EMU_SRCS := $(HW_SRCS) $(NAT_SRCS) $(ROM_ENG_SRCS)

# Cart sources. Lists live here, first, so every fragment sees them whole.
RV_SRCS    := $(wildcard cart/reversi/*.c)
AI_SRCS    := cart/search/search.c cart/search/eval.c
SMOKE_SRCS := cart/smoke/smoke.c
VV_SRCS    := cart/vv/vv.c cart/vv/vv_draw.c cart/vv/vv_ai.c
CAP_SRCS   := $(sort $(wildcard cart/capture/*.c))
ODIN_SRCS  := $(sort $(wildcard cart/odin/*.c)) cart/search/endgame.c
ENT_SRCS   := $(sort $(wildcard cart/entrap/*.c))
# Every title's cart sources, for the native program.
TITLE_SRCS := $(SMOKE_SRCS) $(VV_SRCS) $(CAP_SRCS) $(ODIN_SRCS) $(ENT_SRCS) $(AI_SRCS)
# What the native annex program links for its cartridges.
CART_NATIVE_SRCS := cart/con_native.c cart/con_lib.c cart/titles.c $(TITLE_SRCS) $(RV_SRCS)

# Console-state unit tests.
TESTS += tests/test_console
$(eval $(call native_prog,tests/test_console,tests/test_console.c $(HW_SRCS) $(NAT_SRCS) $(CART_NATIVE_SRCS),-lcmocka))

CHECKS += tests/check_smoke.sh
