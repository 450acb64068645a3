# core.mk — the console state, the native runtime, fonts, and the lists the
# other fragments build on.

# Default character generator: Debian's console fonts, converted at build time.
FONT_DIR := /usr/share/consolefonts
GEN_SRCS := $(B)/gen/font_8x8.c $(B)/gen/font_6x12.c

$(B)/tools/mkfont: tools/mkfont.c $(FLAGS_TXT) | deps-ok
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) -o $@ $< -lz
$(B)/gen/font_8x8.c: $(B)/tools/mkfont
	@mkdir -p $(dir $@)
	$(B)/tools/mkfont font_8x8 $(FONT_DIR)/Lat15-VGA8.psf.gz > $@.tmp && mv $@.tmp $@
$(B)/gen/font_6x12.c: $(B)/tools/mkfont
	@mkdir -p $(dir $@)
	$(B)/tools/mkfont font_6x12 $(FONT_DIR)/Lat15-Terminus12x6.psf.gz > $@.tmp && mv $@.tmp $@

# The console hardware state and the engine interface (no CPU, no cartridge).
HW_SRCS  := emu/hw.c emu/font.c emu/palette.c emu/movie.c emu/engine.c $(GEN_SRCS)
# What runs a title natively (native/), less the title itself: the
# cartridge thread, its engine and the native console primitives.
NAT_SRCS := native/native.c native/eng_native.c native/con_native.c cart/con_lib.c
# The same API on Emscripten fibers, for the web build only (mk/web.mk).
NAT_FIBER_SRC := web/native_fiber.c
# General file I/O (util/): whole files written atomically, text files.
UTIL_SRCS := util/fileio.c util/textfile.c
# The emulated console: the 6502 machine, ROM files, the engine interface
# and the headless run loop (emu/), with the file I/O it uses. Links no
# cartridge.
EMU_SRCS := $(HW_SRCS) $(filter-out $(HW_SRCS),$(wildcard emu/*.c)) $(UTIL_SRCS)

# Shared cart code the titles link (their descriptors name what they use).
RV_SRCS    := $(wildcard cart/reversi/*.c)
# The Othello search (cart/search) with its exact endgame solver.
SRCH_SRCS    := cart/search/search.c cart/search/eval.c cart/search/endgame.c
EG_SRCS    := cart/search/endgame.c
KIT_SRCS   := $(sort $(wildcard cart/kit/*.c))

# What several unit tests share (tests/testlib.h): a scratch folder, files,
# the one-line error check, and the ROMs of the build folder it was built for.
TESTLIB_SRCS := tests/testlib.c
$(B)/obj/native/tests/testlib.o: CFLAGS += -DTEST_BUILD_DIR=\"$(B)\"
$(B)/obj/san/tests/testlib.o: SANFLAGS += -DTEST_BUILD_DIR=\"$(B)\"


# The include graph follows the layers (docs/titles.md): the table of who
# may include whom, and the table failing on planted stray includes.
CHECKS += tests/check_layers.sh tests/check_layers_planted.sh
# The layers as linked: no SDL outside sdl/, emscripten only in web/.
CHECKS += tests/check_links.sh
# Every header guarded by its path (one style).
CHECKS += tests/check_guards.sh
