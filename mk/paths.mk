# paths.mk — the path drivers (docs/fuzzing.md): tests/paths.list lists
# every cartridge function that turns numbers into numbers; for each group
# of it tests/paths_gen.awk writes a C driver, built natively and for sim65
# from the same sources; tests/check_paths.sh compares the two outputs.
# A group's sources: its title's (or the shared code), the fuzzers' console.
PT_BASE := tests/sim/pt_lib.c tests/sim/fz_con.c cart/con_lib.c $(KIT_SRCS)
PT_SRCS_rc   := $(ricochet.srcs)
PT_SRCS_ent  := $(entrap.srcs)
PT_SRCS_cap  := $(capture.srcs)
PT_SRCS_odin := $(odin.srcs)
PT_SRCS_vv   := $(vice-versa.srcs)
PT_SRCS_lib  := $(RV_SRCS)
PATH_GROUPS := rc ent cap odin vv lib
# A `unit` of the list is included by its driver (its static functions are
# reached), so the group does not link it again.
pt_units = $(shell sed -n 's/^$(1) *| *unit *//p' tests/paths.list)
pt_srcs = $(B)/gen/paths_$(1).c $(sort $(filter-out $(call pt_units,$(1)),$(PT_BASE) $(PT_SRCS_$(1))))

# The generated drivers are cart code too: plain char unsigned (mk/same.mk).
$(B)/obj/native/$(B)/gen/paths_%.o: CFLAGS += -funsigned-char
$(B)/obj/san/$(B)/gen/paths_%.o: SANFLAGS += -funsigned-char

define path_group
$(B)/gen/paths_$(1).c: tests/paths.list tests/paths_gen.awk
	@mkdir -p $$(dir $$@)
	awk -v group=$(1) -f tests/paths_gen.awk tests/paths.list >$$@.tmp && mv $$@.tmp $$@
PROGS += tests/paths_$(1)
$(eval $(call native_prog,tests/paths_$(1),$(call pt_srcs,$(1)),))
$(eval $(call sim_prog,$(B)/sim/paths_$(1).prg,$(call pt_srcs,$(1))))
all: $(B)/sim/paths_$(1).prg
endef
$(foreach g,$(PATH_GROUPS),$(eval $(call path_group,$(g))))

CHECKS += tests/check_paths.sh
# A group's sources, for tests/check_paths_planted.sh.
paths-srcs-%:
	@echo $(call pt_srcs,$*)
CHECKS += tests/check_paths_planted.sh

# Whole matches to their end with extreme typed ratings (tests/check_matches.sh).
PROGS += tools/rcmatch
$(eval $(call native_prog,tools/rcmatch,tools/rcmatch.c tools/rckeys.c tools/movrec.c $(HW_SRCS) $(NAT_SRCS) $(ricochet.srcs),))
CHECKS += tests/check_matches.sh

# 'make fuzz': every random path PATHS_SCALE times as many calls.
PATHS_SCALE ?= 20
fuzz: fuzz-paths
.PHONY: fuzz-paths
fuzz-paths: $(foreach g,$(PATH_GROUPS),$(B)/tests/paths_$(g) $(B)/sim/paths_$(g).prg)
	sh tests/check_paths.sh $(B) $(PATHS_SCALE)
