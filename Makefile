# annex — top-level build. GNU make. Every output goes under build/.
#
# Each concern owns a fragment in mk/*.mk that appends to the lists below and
# uses the helper macros defined here, so this file stays the one place that
# knows compilers and flags.

B        := build
CC       := gcc
# The flags every C build shares, written once: gcc's native and sanitizer
# builds, the libretro core (mk/libretro.mk), clang's fuzzers (mk/fuzz.mk)
# and emcc (mk/web.mk). C99, warnings as errors, POSIX 2008, the repository
# root on the include path, and plain char unsigned in all native code as it
# is under cc65 (one char rule: a file cc65 compiles reads the same chars in
# every build of it; tests/check_uchar.sh).
C_BASE   := -std=c99 -Wall -Wextra -Werror -D_POSIX_C_SOURCE=200809L -I. -funsigned-char
SAN_OPTS := -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer
# gcc's objects are position independent with their symbols hidden, as a
# shared object's must be (in a program the code is that of gcc's default
# -fPIE): the libretro core (mk/libretro.mk) links the very objects the
# programs link, so no source is compiled a second time for it.
PIC      := -fPIC -fvisibility=hidden
CFLAGS   := $(C_BASE) -O2 -g $(PIC)
SANFLAGS := $(C_BASE) -O1 -g $(SAN_OPTS) $(PIC)
# The sanitizer build's hot code (the searches, the Reversi engine, the
# computer players: cc65's CC65_HOT, mk/roms.mk) at -O2: the same checks,
# an eighth to a sixth less CPU in the tests that think (docs/build.md).
SAN_HOT   = $(CC65_HOT)
san_opt   = $(if $(filter $(SAN_HOT),$(1)),-O2)
# Every C object depends on this file, which holds each build's flags and is
# rewritten only when they change (below), so a flag change rebuilds them.
FLAGS_TXT := $(B)/gen/cflags.txt
LDLIBS   := -lz -lpthread
SDL_LIBS := $(shell sdl2-config --libs 2>/dev/null || echo -lSDL2)

# cc65: -Oirs as the guide says; warnings are errors.
CL65      := cl65
CC65FLAGS := -Oirs -W error -I .
SIM65     := sim65

# Header dependencies: each object's own, written beside it by the compiler
# (gcc -MMD -MP, cc65 --create-dep) and read back below.
DEPFLAGS := -MMD -MP

# Filled by mk/*.mk:
PROGS   :=   # native programs: build/<name>
TESTS   :=   # test programs, run by tests/run.sh (native and sanitizer builds)
ROMS    :=   # build/rom/*.rom
CHECKS  :=   # extra test scripts (shell), run after the unit tests
BENCHES :=   # benchmark scripts / programs, run by 'make bench'

# The build uses every core unless -j is given, and so do the tests
# (tests/run.sh -jN). Rules name all their inputs, so any order is safe.
ifeq ($(filter -j%,$(MAKEFLAGS)),)
MAKEFLAGS += -j$(shell nproc 2>/dev/null || echo 2)
endif
JOBS = $(or $(patsubst -j%,%,$(filter -j%,$(MAKEFLAGS))),$(shell nproc 2>/dev/null || echo 2))

.PHONY: all deps-ok test run bench clean
all: deps-ok

# Native objects: every source is compiled once per flavour (optimised into
# build/obj/native, sanitizers into build/obj/san) and shared by every
# program that links it.
$(B)/obj/native/%.o: %.c $(FLAGS_TXT) | deps-ok
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) $(DEPFLAGS) -c -o $@ $<
$(B)/obj/san/%.o: %.c $(FLAGS_TXT) | deps-ok
	@mkdir -p $(dir $@)
	$(CC) $(SANFLAGS) $(call san_opt,$<) $(DEPFLAGS) -c -o $@ $<
native_objs = $(patsubst %.c,$(B)/obj/$(1)/%.o,$(sort $(2)))

# native_prog(NAME, SOURCES, EXTRA_LIBS): build/NAME and build/san/NAME.
define native_prog
$(B)/$(1): $(call native_objs,native,$(2))
	@mkdir -p $$(dir $$@)
	$$(CC) $$(CFLAGS) -o $$@ $$^ $$(LDLIBS) $(3)
$(B)/san/$(1): $(call native_objs,san,$(2))
	@mkdir -p $$(dir $$@)
	$$(CC) $$(SANFLAGS) -o $$@ $$^ $$(LDLIBS) $(3)
endef

# core.mk (source lists), roms.mk (cc65 helpers) and titles.mk (the titles
# and the registry) first: the others use them.
MK_FIRST := mk/core.mk mk/roms.mk mk/titles.mk
include $(MK_FIRST) $(filter-out $(MK_FIRST),$(sort $(wildcard mk/*.mk)))

all: $(addprefix $(B)/,$(PROGS)) $(ROMS)

flags_text := $(CFLAGS)|$(SANFLAGS) -O2 for $(SAN_HOT)|$(FUZZ_FLAGS)|$(EMCFLAGS)
$(shell mkdir -p $(B)/gen)
ifneq ($(strip $(flags_text)),$(strip $(file <$(FLAGS_TXT))))
$(file >$(FLAGS_TXT),$(flags_text))
endif

-include $(shell find $(B)/obj -name '*.d' 2>/dev/null)

# Missing Debian packages are installed here (root or sudo), or the one command
# to run is printed (tools/setup.sh). Each goal installs only its own group:
# `make run` the desktop program's, `make web` emscripten's, `make test`
# everything. A fragment names the group of its own goals (PKG_GROUP.GOAL);
# a goal with none (a file, say) takes the whole test group. A stamp per group
# keeps later builds quiet; every object waits for deps-ok.
PKG_GROUP.all     := all
PKG_GROUP.run     := run
PKG_GROUP.test    := test
PKG_GROUP.bench   := test
PKG_GROUP.clean   :=
pkg_group = $(if $(filter undefined,$(origin PKG_GROUP.$(1))),test,$(PKG_GROUP.$(1)))
PKG_GROUPS := $(sort $(foreach g,$(or $(MAKECMDGOALS),all),$(call pkg_group,$(g))))
PKG_STAMPS := $(PKG_GROUPS:%=$(B)/.deps-%)
deps-ok: $(PKG_STAMPS)
ifneq ($(PKG_STAMPS),)
$(PKG_STAMPS) &: tools/setup.sh
	@sh tools/setup.sh $(PKG_GROUPS)
	@mkdir -p $(B) && touch $(PKG_STAMPS)
endif

test: all $(addprefix $(B)/,$(TESTS)) $(addprefix $(B)/san/,$(TESTS))
	@sh tests/run.sh -j$(JOBS) $(B) "$(TESTS)" "$(CHECKS)"

# Build, then play: the title picker of the native program (its ROMs beside
# it; nothing of the other shells).
TITLE_ROMS = $(TITLES:%=$(B)/rom/%.rom)
run: $(B)/annex $(TITLE_ROMS)
	./$(B)/annex

bench: all
	@for b in $(BENCHES); do sh $$b $(B) || exit 1; done

clean:
	rm -rf $(B)
