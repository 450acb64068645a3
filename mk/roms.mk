# roms.mk — cart code built by cc65: console ROMs (build/rom/*.rom), sim65
# programs (build/sim/*.prg) and the helpers other fragments use for their
# own cc65 programs.
#
# All cart code is compiled with --static-locals (much faster on the 6502):
# a recursive function must keep per-ply state in arrays, not in locals.
#
# Every source is compiled once per target into build/obj/{rom,sim}/: cl65
# left to itself writes its temporary .s (and the .o) beside the source, so
# two programs compiling the same file at once (make -j) would overwrite each
# other's temporary — and the tree would fill with objects.
#
# Optimisation: the hot code (the search, the Reversi engine, the titles'
# *_ai.c, benchmarks and sim65 tests: CC65_HOT, which a descriptor may
# extend, less CC65_COLD) with -Oirs as everywhere; the rest (screens, dialogues, the
# toolkit) with -Ors, about a tenth smaller without inlining, so that the
# larger titles fit the 32 KB ROM window. Code generation only: the traces
# are the same (tests/cross.sh).
CART_CC65 := $(filter-out -O%,$(CC65FLAGS)) --static-locals
CC65_HOT := cart/search/% cart/reversi/% cart/%_ai.c bench/% tests/sim/%
CC65_COLD :=
cc65_opt = $(if $(filter-out $(CC65_COLD),$(filter $(CC65_HOT),$(1))),-Oirs,-Ors)
# Sources whose ROM code and constants go to the cartridge's extension
# (segments EXTCODE and EXTDATA, copied to RAM at start-up: port/rom.cfg, docs/rom.md):
# cold code of a title that outgrows the 32 KB window. A descriptor lists
# its own in NAME.ext (mk/titles.mk adds them here); never a shared module,
# whose one object serves every title.
CC65_EXT :=
cc65_ext = $(if $(filter $(CC65_EXT),$(1)),--code-name EXTCODE --rodata-name EXTDATA)
CC65_SEG_rom = $(call cc65_ext,$(1))
CC65_SEG_sim =
# The list as last built (mk/titles.mk rewrites it when it changes): a ROM
# object depends on it, so moving a source in or out is rebuilt.
CC65_EXT_LIST := $(B)/gen/cc65-ext.txt
CC65_DEP_rom := $(CC65_EXT_LIST)
CC65_DEP_sim :=
AR65 := ar65
CC65_T_rom := none
CC65_T_sim := sim6502

# cc65_objs(rom|sim, SOURCES): their objects.
cc65_objs = $(patsubst %,$(B)/obj/$(1)/%.o,$(basename $(2)))

# -g: debug symbols in the objects only (the code is the same), so that the
# ROM's label file (build/rom/NAME.lbl) names static functions too
# (tools/profile.sh, docs/profile.md).
define cc65_target_rules
$(B)/obj/$(1)/%.s: %.c $(CC65_DEP_$(1)) | deps-ok
	@mkdir -p $$(dir $$@)
	$$(CL65) -t $(CC65_T_$(1)) $$(CART_CC65) -g $$(call cc65_opt,$$<) $$(call CC65_SEG_$(1),$$<) --create-dep $$@.d -S -o $$@ $$<
$(B)/obj/$(1)/%.o: $(B)/obj/$(1)/%.s
	$$(CL65) -t $(CC65_T_$(1)) -g -c -o $$@ $$<
endef
$(eval $(call cc65_target_rules,rom))
$(eval $(call cc65_target_rules,sim))
.SECONDARY:

$(B)/obj/rom/port/crt0.o: port/crt0.s | deps-ok
	@mkdir -p $(dir $@)
	$(CL65) -t none -c -o $@ $<

# What every cartridge links besides crt0, its entry and its own sources
# (in the order the original single cl65 command had them).
CART_ROM_OBJS := $(call cc65_objs,rom,cart/con_lib.c port/con_rom.c)
CART_SIM_OBJS := $(call cc65_objs,sim,port/con_sim.c emu/movie.c)

# cart_entry(KIND, NAME, MAIN): the object of port/cart_main.c calling MAIN.
define cart_entry
$(B)/obj/$(1)/entry/$(2).s: port/cart_main.c | deps-ok
	@mkdir -p $$(dir $$@)
	$$(CL65) -t $(CC65_T_$(1)) $$(CART_CC65) -g -Ors -DCART_MAIN=$(3) --create-dep $$@.d -S -o $$@ $$<
endef

# cart_rom(OUT_BASE, NAME, MAIN, SOURCES, PROFILE, HEADER, CONTROLLERS, INLAY):
# OUT_BASE.bin (+ .bin.map, the labels OUT_BASE.lbl and cc65's debug file
# OUT_BASE.dbg for annex debug: docs/debugger.md) and OUT_BASE.rom.
# The title's own and shared sources go in through a library, so that the
# linker takes only the modules the title uses (the 32 KB window is tight).
define cart_rom
$(call cart_entry,rom,$(2),$(3))
$(1).lib: $(call cc65_objs,rom,$(4))
	@mkdir -p $$(dir $$@)
	rm -f $$@ && $$(AR65) a $$@ $$^
$(1).bin: $(B)/obj/rom/port/crt0.o $(B)/obj/rom/entry/$(2).o $(CART_ROM_OBJS) $(1).lib port/rom.cfg
	@mkdir -p $$(dir $$@)
	$$(CL65) -t none -C port/rom.cfg -m $$@.map -Ln $(1).lbl -Wl --dbgfile,$(1).dbg -o $$@ $$(filter %.o %.lib,$$^)
$(1).rom: $(1).bin $(B)/tools/mkrom
	$(B)/tools/mkrom --title "$(6)" --profile $(5) --controllers $(7) --inlay "$(8)" $$< $$@
endef

# cart_sim(OUT, NAME, MAIN, SOURCES): a title's logic as a sim65 program.
# Its C stack is 1 KB, not sim6502.cfg's 2 KB: with --static-locals the
# titles used at most 48 bytes of it over every test and bench movie
# (measured by filling it with a pattern), and Entrap's program needs the
# room (64 KB in all).
SIM_STACK := 0x400
define cart_sim
$(call cart_entry,sim,$(2),$(3))
$(1): $(B)/obj/sim/entry/$(2).o $(call cc65_objs,sim,cart/con_lib.c) $(CART_SIM_OBJS) $(call cc65_objs,sim,$(4))
	@mkdir -p $$(dir $$@)
	$$(CL65) -t sim6502 -Wl -D,__STACKSIZE__=$(SIM_STACK) -o $$@ $$^
endef

# sim_prog(OUT, SOURCES): a plain sim65 program (its own main).
define sim_prog
$(1): $(call cc65_objs,sim,$(2))
	@mkdir -p $$(dir $$@)
	$$(CL65) -t sim6502 -o $$@ $$^
endef

# cart_title(NAME): build/rom/NAME.rom and build/sim/NAME.prg from the
# title's descriptor variables (NAME.main, .srcs, .profile, .header,
# .controllers, .inlay: mk/titles.mk).
define cart_title
ROMS += $(B)/rom/$(1).rom
SIMS += $(B)/sim/$(1).prg
$(call cart_rom,$(B)/rom/$(1),$(1),$($(1).main),$($(1).srcs),$($(1).profile),$($(1).header),$(or $($(1).controllers),0),$($(1).inlay))
$(call cart_sim,$(B)/sim/$(1).prg,$(1),$($(1).main),$($(1).srcs))
endef

SIMS :=
