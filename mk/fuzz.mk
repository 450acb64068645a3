# fuzz.mk — libFuzzer harnesses (tests/fuzz/, docs/fuzzing.md) for the ROM,
# machine-state, movie and config loaders and for the CPU on random bytes,
# built by Debian's clang with ASan + UBSan. 'make fuzz' runs each for
# FUZZ_S seconds; 'make test' runs each a fixed number of inputs (check_fuzz.sh).

FUZZ_CC    := clang
FUZZ_OPT   := -O1
FUZZ_FLAGS = $(C_BASE) -g $(FUZZ_OPT) -fsanitize=fuzzer $(SAN_OPTS)
FUZZ_S     ?= 60
FUZZERS    := rom state movie config cpu webzlib

FUZZ_MACH_SRCS := emu/machine.c emu/state.c emu/bus.c emu/cpu.c emu/hw.c emu/font.c \
                  emu/palette.c util/fileio.c $(GEN_SRCS)
FUZZ_SRCS_rom    := emu/rom.c util/fileio.c
FUZZ_SRCS_state  := $(FUZZ_MACH_SRCS)
FUZZ_SRCS_cpu    := $(FUZZ_MACH_SRCS)
FUZZ_SRCS_movie  := emu/movie.c emu/movie_file.c util/textfile.c util/fileio.c
FUZZ_SRCS_config := front/config.c front/hidkey.c front/keymap.c front/places.c util/fileio.c util/textfile.c
# The browser's inflater against Debian's zlib (-lz, linked by every harness).
FUZZ_SRCS_webzlib := tests/web/wz.c

# Each source is compiled once for the fuzzers (build/obj/fuzz, with its
# header dependencies like every object) and shared by the harnesses.
$(B)/obj/fuzz/%.o: %.c $(FLAGS_TXT) | deps-ok
	@mkdir -p $(dir $@)
	$(FUZZ_CC) $(FUZZ_FLAGS) $(DEPFLAGS) -c -o $@ $<
# The CPU core is one large threaded function: clang takes minutes to
# optimise it under the fuzzer's instrumentation, seconds at -O0.
$(B)/obj/fuzz/emu/cpu.o: FUZZ_OPT := -O0
define fuzz_prog
$(B)/fuzz/fuzz_$(1): $(patsubst %.c,$(B)/obj/fuzz/%.o,tests/fuzz/fuzz_$(1).c $(FUZZ_SRCS_$(1)))
	@mkdir -p $$(dir $$@)
	$(FUZZ_CC) $(FUZZ_FLAGS) -o $$@ $$^ -lz $(FUZZ_LIBS_$(1))
endef
$(foreach f,$(FUZZERS),$(eval $(call fuzz_prog,$(f))))

FUZZ_PROGS := $(addprefix $(B)/fuzz/fuzz_,$(FUZZERS))
# The seeds need the ROMs (and romrun for the states).
.PHONY: fuzz fuzz-build
PKG_GROUP.fuzz       := fuzz
PKG_GROUP.fuzz-build := fuzz
fuzz-build: $(FUZZ_PROGS) $(ROMS) $(B)/tools/romrun
fuzz: fuzz-build
	@sh tests/fuzz/run.sh $(B) $(FUZZ_S)

# 'make test' builds them for its smoke run.
test: fuzz-build
CHECKS += tests/check_fuzz.sh
