# cart.mk — the annex SDK's rules for a cartridge folder (docs/sdk.md),
# installed as PREFIX/share/annex/cart.mk. The folder's Makefile sets NAME,
# includes its descriptor (title.mk: NAME.main, NAME.srcs, NAME.header ...)
# and then this file, which builds from the installed SDK alone:
#   NAME.rom  cc65: the SDK's start-up code, console runtime and linker
#             configuration, the cartridge's sources and annex.lib (the kit
#             and the shared engines built for the ROM), with NAME.dbg and
#             NAME.lbl beside it for `annex debug`;
#   ./NAME    the native program (libannex, pkg-config annex): the window,
#             keypads, looks, recording and states of `annex`, one title.
# Objects go under build/. `make test` plays every tests/*.mov on both and
# compares the traces (with tests/*.trace too); `make play` opens the ROM
# in annex's window.

PKG_CONFIG ?= pkg-config
annex_var   = $(shell $(PKG_CONFIG) --variable=$(1) annex)
ANNEX_SHARE := $(call annex_var,sdkdir)
ANNEX_INC   := $(call annex_var,includedir)/annex
ANNEX_CC65  := $(call annex_var,cc65lib)
ANNEX       := $(call annex_var,bindir)/annex
MKROM       := $(call annex_var,mkrom)
ANNEX_CFLAGS := $(shell $(PKG_CONFIG) --cflags annex)
ANNEX_LIBS   := $(shell $(PKG_CONFIG) --libs annex)

# The repository's own flags, so a title builds here into the same ROM byte
# for byte: -Ors, and -Oirs for the hot code (*_ai.c and what the descriptor
# adds to CC65_HOT, less what it adds to CC65_COLD: mk/roms.mk);
# --static-locals (a recursive function keeps per-ply state in arrays).
CL65      ?= cl65
AR65      ?= ar65
CC65FLAGS ?= -W error --static-locals -g
CC65_HOT  += %_ai.c
CFLAGS    ?= -std=c99 -Wall -Wextra -Werror -O2 -g
B         ?= build

SRCS := $($(NAME).srcs)
cc65_opt = $(if $(filter-out $(CC65_COLD),$(filter $(CC65_HOT),$(1))),-Oirs,-Ors)
# NAME.ext: cold sources whose code and constants go to the cartridge's
# extension, copied to RAM at start-up (docs/rom.md).
cc65_seg = $(if $(filter $($(NAME).ext),$(1)),--code-name EXTCODE --rodata-name EXTDATA)

.PHONY: all test traces play clean
.SECONDARY:
all: $(NAME).rom $(NAME)

# ---- the ROM (cc65) ----
$(B)/rom/%.s: %.c title.mk
	@mkdir -p $(dir $@)
	$(CL65) -t none $(CC65FLAGS) -I . -I $(ANNEX_INC) $(call cc65_opt,$<) $(call cc65_seg,$<) --create-dep $@.d -S -o $@ $<
$(B)/rom/%.o: $(B)/rom/%.s
	$(CL65) -t none -g -c -o $@ $<
$(B)/rom/cart_main.s: $(ANNEX_SHARE)/cart_main.c title.mk
	@mkdir -p $(dir $@)
	$(CL65) -t none $(CC65FLAGS) -I $(ANNEX_INC) -Ors -DCART_MAIN=$($(NAME).main) --create-dep $@.d -S -o $@ $<
# The cartridge's own objects go in through a library, as the SDK's do:
# the linker takes only the modules used (the 32 KB window is tight).
$(B)/$(NAME).lib: $(patsubst %.c,$(B)/rom/%.o,$(SRCS))
	rm -f $@ && $(AR65) a $@ $^
$(B)/$(NAME).bin: $(ANNEX_SHARE)/crt0.o $(B)/rom/cart_main.o $(ANNEX_SHARE)/con_lib.o \
                  $(ANNEX_SHARE)/con_rom.o $(B)/$(NAME).lib $(ANNEX_CC65) $(ANNEX_SHARE)/rom.cfg
	$(CL65) -t none -C $(ANNEX_SHARE)/rom.cfg -m $@.map -Ln $(NAME).lbl -Wl --dbgfile,$(NAME).dbg \
	  -o $@ $(filter %.o %.lib,$^)
$(NAME).rom: $(B)/$(NAME).bin title.mk
	$(MKROM) --title "$($(NAME).header)" --profile $($(NAME).profile) \
	  --controllers $(or $($(NAME).controllers),0) --inlay "$($(NAME).inlay)" $< $@

# ---- the native program (gcc) ----
# Its registry row (front/titles.h) from the descriptor, rewritten only
# when the descriptor's fields change.
include $(ANNEX_SHARE)/title_row.mk
$(shell mkdir -p $(B)/native)
ifneq ($(strip $(call title_row,$(NAME))),$(strip $(file <$(B)/titles.tsv)))
$(file >$(B)/titles.tsv,$(call title_row,$(NAME)))
endif
$(B)/native/titles.c: $(B)/titles.tsv $(ANNEX_SHARE)/mktitles.awk
	awk -f $(ANNEX_SHARE)/mktitles.awk $< > $@.tmp && mv $@.tmp $@
$(B)/native/titles.o: $(B)/native/titles.c
	$(CC) $(CFLAGS) $(ANNEX_CFLAGS) -MMD -MP -c -o $@ $<
$(B)/native/%.o: %.c
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) -I . $(ANNEX_CFLAGS) -MMD -MP -c -o $@ $<
$(NAME): $(patsubst %.c,$(B)/native/%.o,$(SRCS)) $(B)/native/titles.o
	$(CC) $(CFLAGS) -o $@ $^ $(ANNEX_LIBS)

# ---- the same game on both, and the game as recorded ----
# Each tests/M.mov is played natively and as the ROM (by the installed
# annex): the traces must be equal, and equal to tests/M.trace when there is
# one (`make traces` writes them after a change you meant).
test: $(NAME).rom $(NAME)
	@for m in $(sort $(wildcard tests/*.mov)); do \
	  t=$(B)/$$(basename $$m .mov); \
	  ./$(NAME) --headless --movie $$m --trace $$t.native.trace || exit 1; \
	  $(ANNEX) --headless $(NAME).rom --movie $$m --trace $$t.rom.trace || exit 1; \
	  if ! [ -s $$t.rom.trace ] || ! cmp -s $$t.native.trace $$t.rom.trace; then \
	    echo "FAIL $$m: the traces differ"; ./$(NAME) compare --movie $$m; exit 1; fi; \
	  if [ -f $${m%.mov}.trace ] && ! cmp -s $${m%.mov}.trace $$t.rom.trace; then \
	    echo "FAIL $$m: both builds changed the game (diff $${m%.mov}.trace $$t.rom.trace):"; \
	    diff $${m%.mov}.trace $$t.rom.trace | head -n 12; exit 1; fi; \
	  echo "ok   $$m: native and ROM traces equal$$([ -f $${m%.mov}.trace ] && echo ', as recorded') ($$(wc -l < $$t.rom.trace) lines)"; \
	done
traces: $(NAME)
	@for m in $(sort $(wildcard tests/*.mov)); do \
	  ./$(NAME) --headless --movie $$m --trace $${m%.mov}.trace && echo "$${m%.mov}.trace"; done

play: $(NAME).rom
	$(ANNEX) $(NAME).rom

clean:
	rm -rf $(B) $(NAME) $(NAME).rom $(NAME).dbg $(NAME).lbl

-include $(shell find $(B) -name '*.d' 2>/dev/null)
