# titles.mk — the titles. Each title is one folder, cart/NAME/, holding its
# portable game code and its descriptor cart/NAME/title.mk (docs/titles.md,
# "Adding a title"). Adding a title = that folder + its name in TITLES.
TITLES := smoke vice-versa capture odin entrap ricochet

# A descriptor sets NAME.main (the C entry), NAME.caption (the picker's
# line), NAME.header (the ROM header title), NAME.profile (its machine, by
# name: a row of cart/con_looks.def, e.g. videobrain, docs/looks.md),
# NAME.controllers (keypads drawn: 0-2), the gallery's NAME.machine (the
# original machine, as players know it), NAME.year, NAME.controls (what it is
# played with on a PC: keyboard mouse gamepad), NAME.looks (its own looks,
# --machine names, the first its profile; default: the profile alone) and
# NAME.hidden (yes: not in the gallery, run by name only), NAME.joysticks
# (the joysticks it reads: 0-2, default 0; the keys of the others type),
# NAME.typed (keys its manual gives a typed meaning, SDL names or ranges
# such as A-Z: never a joystick in this title), NAME.inlay (legends of keypad keys
# 1-9, CLEAR, 0, ENTER, comma-separated), NAME.help (its own keys for the
# window's F1 help, lines separated by |) and NAME.srcs (its cart sources,
# shared modules included), then its own tests, tools, checks and benches.
# Optional: NAME.ext, the title's own sources whose ROM code goes to the
# cartridge's extension (mk/roms.mk, CC65_EXT) when the title outgrows the
# 32 KB window.
include $(foreach t,$(TITLES),cart/$(t)/title.mk)
CC65_EXT += $(foreach t,$(TITLES),$($(t).ext))
$(shell mkdir -p $(B)/gen)
ifneq ($(strip $(CC65_EXT)),$(strip $(file <$(CC65_EXT_LIST))))
$(file >$(CC65_EXT_LIST),$(CC65_EXT))
endif

# Every title's ROM (build/rom/NAME.rom) and sim65 program (build/sim/NAME.prg).
$(foreach t,$(TITLES),$(eval $(call cart_title,$(t))))
all: $(SIMS)

# Every title's movies give the same game on every target (tests/check_title.sh).
CHECKS += $(foreach t,$(TITLES),tests/check_title.sh:$(t))

# The registry of the native program (front/titles.h), generated from the
# descriptors: one tab-separated row per title in build/gen/titles.tsv,
# rewritten only when a descriptor changed, then C by tools/mktitles.awk.
include sdk/title_row.mk
TITLES_TSV := $(B)/gen/titles.tsv
titles_tsv_text := $(foreach t,$(TITLES),$(call title_row,$(t)))
$(shell mkdir -p $(B)/gen)
ifneq ($(strip $(titles_tsv_text)),$(strip $(file <$(TITLES_TSV))))
$(file >$(TITLES_TSV),$(titles_tsv_text))
endif
$(B)/gen/titles.c: $(TITLES_TSV) tools/mktitles.awk
	awk -f tools/mktitles.awk $(TITLES_TSV) > $@.tmp && mv $@.tmp $@

# What the native annex program links for its cartridges: the runtime, the
# registry and every title.
CART_NATIVE_SRCS := $(NAT_SRCS) front/titles.c $(B)/gen/titles.c \
    $(sort $(foreach t,$(TITLES),$($(t).srcs)))
