# libretro.mk — annex as a libretro core (docs/libretro.md): `make libretro`
# builds build/libretro/annex_libretro.so and its .info. The core is a thin
# shell (libretro/) over the emulated console (emu/) and the SDL-free front
# end (front/render.c, front/synth.c); it carries the titles' ROMs for its
# no-content picker (build/gen/lr_roms.c, generated from build/rom/*.rom).
# The API header is Debian's retroarch-dev (tools/setup.sh installs it for
# this goal alone: `make` and `make run` build no libretro core).

LR_DIR    := $(B)/libretro
LR_EMU    := emu/machine.c emu/state.c emu/bus.c emu/cpu.c emu/hw.c emu/font.c emu/palette.c \
             emu/rom.c emu/movie.c emu/movie_file.c util/textfile.c util/fileio.c $(GEN_SRCS)
LR_SHELL  := $(sort $(wildcard libretro/*.c))
LR_KEYS   := front/padmap.c front/keymap.c front/hidkey.c front/keyhelp.c front/titles.c $(B)/gen/lr_titles.c
# The player the core drives (front/player.h), over the engine interface
# (a ROM's; the native engine links without titles: none is ever opened).
LR_PLAYER := front/player.c front/session.c front/tracelog.c front/input.c front/history.c \
             front/record.c front/wav.c front/cli.c front/places.c emu/engine.c emu/eng_rom.c \
             emu/headless.c $(NAT_SRCS)
LR_SRCS   := $(LR_SHELL) $(LR_EMU) front/render.c front/synth.c front/looks.c $(LR_KEYS) \
             $(LR_PLAYER) $(B)/gen/lr_roms.c
# The picker's titles: every ROM but the smoke test's.
LR_ROMS   := $(filter-out %/smoke.rom,$(ROMS))

# The registry (front/titles.h) without the cartridges' native mains: the
# core knows a ROM by its header there, as the desktop does.
$(B)/gen/lr_titles.c: $(TITLES_TSV) tools/mktitles.awk
	@mkdir -p $(dir $@)
	awk -v entries=0 -f tools/mktitles.awk $(TITLES_TSV) > $@.tmp && mv $@.tmp $@

# Each carried ROM (the picker's list).
lr_row = { "$(notdir $(1))", rom$(2), sizeof rom$(2) },
$(B)/gen/lr_roms.c: $(LR_ROMS) mk/libretro.mk
	@mkdir -p $(dir $@)
	@{ echo '#include "libretro/lr_roms.h"'; i=1; \
	  for r in $(LR_ROMS); do echo "static const uint8_t rom$$i[] = {"; \
	    od -An -v -tu1 $$r | sed 's/  */,/g; s/^,//; s/$$/,/'; echo "};"; i=$$((i+1)); done; \
	  echo "const lr_rom lr_roms[] = {"; \
	  $(foreach i,$(shell seq 1 $(words $(LR_ROMS))),echo '    $(call lr_row,$(word $(i),$(LR_ROMS)),$(i))';) \
	  echo "};"; echo "const unsigned lr_rom_count = $(words $(LR_ROMS));"; } > $@.tmp && mv $@.tmp $@

# The programs' own objects (position independent: CFLAGS in the Makefile).
LR_OBJS := $(patsubst %.c,$(B)/obj/native/%.o,$(LR_SRCS))
$(LR_DIR)/annex_libretro.so: $(LR_OBJS)
	@mkdir -p $(dir $@)
	$(CC) -shared -Wl,--no-undefined -Wl,-z,defs -o $@ $^ -lz -lm -lpthread
# The core's version is the program's (front/cli.h), in the .info and in
# retro_get_system_info.
LR_VERSION := $(shell sed -n 's/^\#define HOST_VERSION "\(.*\)"/\1/p' front/cli.h)
LR_VERSION_FLAG := -DLR_VERSION=\"$(LR_VERSION)\"
$(B)/obj/native/libretro/lr_api.o: CFLAGS += $(LR_VERSION_FLAG)
$(B)/obj/san/libretro/lr_api.o: SANFLAGS += $(LR_VERSION_FLAG)
$(B)/obj/fuzz/libretro/lr_api.o: FUZZ_FLAGS += $(LR_VERSION_FLAG)
$(B)/obj/native/libretro/lr_api.o $(B)/obj/san/libretro/lr_api.o $(B)/obj/fuzz/libretro/lr_api.o: front/cli.h
$(LR_DIR)/annex_libretro.info: libretro/annex_libretro.info front/cli.h
	@mkdir -p $(dir $@)
	sed 's/@VERSION@/$(LR_VERSION)/' $< >$@.tmp && mv $@.tmp $@

.PHONY: libretro
libretro: $(LR_DIR)/annex_libretro.so $(LR_DIR)/annex_libretro.info
PKG_GROUP.libretro := libretro

# The RetroArch tests (tests/check_libretro.sh) and their tools: mkbsv
# (annex movie -> RetroArch BSV movie, with the core's own input code) and
# pngcmp (screenshots compared pixel for pixel).
LR_INC := -I/usr/include/libretro-common
$(B)/obj/native/libretro/%.o $(B)/obj/native/tests/libretro/%.o: CFLAGS += $(LR_INC)
$(B)/obj/san/libretro/%.o $(B)/obj/san/tests/libretro/%.o: SANFLAGS += $(LR_INC)
$(eval $(call native_prog,tests/libretro/mkbsv,tests/libretro/mkbsv.c libretro/lr_input.c libretro/lr_pad.c libretro/lr_osk.c \
  front/padmap.c front/keymap.c front/hidkey.c \
  emu/movie_file.c emu/movie.c util/textfile.c util/fileio.c emu/rom.c emu/font.c $(GEN_SRCS),))
$(eval $(call native_prog,tests/libretro/pngcmp,tests/libretro/pngcmp.c,))
LR_TEST_TOOLS := $(B)/tests/libretro/mkbsv $(B)/tests/libretro/pngcmp
CHECKS += tests/check_libretro.sh
test: libretro $(LR_TEST_TOOLS)

# The core through its API (tests/libretro/test_libretro.c, a tiny front end that
# dlopens it), also as a sanitizer build of the core.
$(B)/san/libretro/annex_libretro.so: $(patsubst %.c,$(B)/obj/san/%.o,$(LR_SRCS))
	@mkdir -p $(dir $@)
	$(CC) -shared -fsanitize=address,undefined -o $@ $^ -lz -lm -lpthread
TESTS += tests/libretro/test_libretro tests/libretro/test_lr_pad
$(eval $(call native_prog,tests/libretro/test_lr_pad,tests/libretro/test_lr_pad.c libretro/lr_pad.c emu/font.c $(GEN_SRCS),-lcmocka))
# It also links the core's RetroPad half (LR_PADS) to check it against the pad table.
LR_PADS := libretro/lr_input.c libretro/lr_osk.c libretro/lr_pad.c emu/font.c $(GEN_SRCS) $(LR_KEYS)
$(eval $(call native_prog,tests/libretro/test_libretro,tests/libretro/test_libretro.c $(TESTLIB_SRCS) $(LR_PADS),-lcmocka -ldl))
$(B)/obj/native/tests/libretro/test_libretro.o: CFLAGS += $(LR_INC) -DLR_CORE=\"$(B)/libretro/annex_libretro.so\"
$(B)/obj/san/tests/libretro/test_libretro.o: SANFLAGS += $(LR_INC) -DLR_CORE=\"$(B)/san/libretro/annex_libretro.so\"
$(B)/tests/libretro/test_libretro: | $(LR_DIR)/annex_libretro.so
$(B)/san/tests/libretro/test_libretro: | $(B)/san/libretro/annex_libretro.so
test: $(B)/san/libretro/annex_libretro.so

# The core's loaders (ROM content, core states) under libFuzzer
# (tests/fuzz/fuzz_libretro.c; tests/fuzz/run.sh runs it with the others).
FUZZ_SRCS_libretro := $(LR_SRCS)
$(B)/obj/fuzz/libretro/%.o $(B)/obj/fuzz/tests/fuzz/fuzz_libretro.o: FUZZ_FLAGS += $(LR_INC)
$(eval $(call fuzz_prog,libretro))
FUZZ_PROGS += $(B)/fuzz/fuzz_libretro
fuzz-build: $(B)/fuzz/fuzz_libretro
CHECKS += tests/check_libretro_install.sh
CHECKS += tests/check_libretro_keys.sh
CHECKS += tests/check_libretro_cycles.sh
CHECKS += tests/check_libretro_info.sh
