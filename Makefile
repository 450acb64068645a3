# annex — top-level build. GNU make. Every output goes under build/.
#
# Each concern owns a fragment in mk/*.mk that appends to the lists below and
# uses the helper macros defined here, so this file stays the one place that
# knows compilers and flags.

B        := build
CC       := gcc
CFLAGS   := -std=c99 -Wall -Wextra -Werror -O2 -g -D_POSIX_C_SOURCE=200809L -I.
SANFLAGS := -std=c99 -Wall -Wextra -Werror -O1 -g -D_POSIX_C_SOURCE=200809L -I. \
            -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer
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

# The build uses every core unless -j is given (the tests then run one at a
# time: tests/run.sh). Rules name all their inputs, so any order is safe.
ifeq ($(filter -j%,$(MAKEFLAGS)),)
MAKEFLAGS += -j$(shell nproc 2>/dev/null || echo 2)
endif

.PHONY: all deps-ok test run bench clean
all: deps-ok

# Native objects: every source is compiled once per flavour (optimised into
# build/obj/native, sanitizers into build/obj/san) and shared by every
# program that links it.
$(B)/obj/native/%.o: %.c | deps-ok
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) $(DEPFLAGS) -c -o $@ $<
$(B)/obj/san/%.o: %.c | deps-ok
	@mkdir -p $(dir $@)
	$(CC) $(SANFLAGS) $(DEPFLAGS) -c -o $@ $<
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

-include $(shell find $(B)/obj -name '*.d' 2>/dev/null)

# Missing Debian packages are installed here (root or sudo), or the one command
# to run is printed. The stamp keeps later builds quiet.
deps-ok: $(B)/.deps-ok
$(B)/.deps-ok: tools/setup.sh
	@sh tools/setup.sh
	@mkdir -p $(B) && touch $@

test: all $(addprefix $(B)/,$(TESTS)) $(addprefix $(B)/san/,$(TESTS))
	@sh tests/run.sh $(B) "$(TESTS)" "$(CHECKS)"

# Build, then play: the title picker of the native program.
run: all
	./$(B)/annex

bench: all
	@for b in $(BENCHES); do sh $$b $(B) || exit 1; done

clean:
	rm -rf $(B)
