# roms.mk — titles built by cc65: console ROMs (build/rom/*.rom) and sim65
# programs (build/sim/*.prg) from the same sources.
#
# All cart code is compiled with --static-locals (much faster on the 6502):
# a recursive function must keep per-ply state in arrays, not in locals.
CART_CC65 := $(CC65FLAGS) --static-locals
CART_COMMON := cart/cart_main.c cart/con_lib.c

# cart_title(NAME, MAIN, SOURCES, PROFILE, CAPTION, CONTROLLERS, INLAY)
define cart_title
ROMS += $(B)/rom/$(1).rom
SIMS += $(B)/sim/$(1).prg
$(B)/rom/$(1).bin: $(3) $(CART_COMMON) cart/con_rom.c cart/crt0.s cart/rom.cfg $$(HDRS) | deps-ok
	@mkdir -p $$(dir $$@) $(B)/obj/rom/$(1)
	$$(CL65) -t none -C cart/rom.cfg $$(CART_CC65) -DCART_MAIN=$(2) \
	    --obj-path $(B)/obj/rom/$(1) -m $$@.map -o $$@ cart/crt0.s $(CART_COMMON) cart/con_rom.c $(3)
$(B)/rom/$(1).rom: $(B)/rom/$(1).bin $(B)/tools/mkrom
	$(B)/tools/mkrom --title "$(5)" --profile $(4) --controllers $(6) --inlay "$(7)" $$< $$@
$(B)/sim/$(1).prg: $(3) $(CART_COMMON) cart/con_sim.c emu/movie.c $$(HDRS) | deps-ok
	@mkdir -p $$(dir $$@) $(B)/obj/sim/$(1)
	$$(CL65) -t sim6502 $$(CART_CC65) -DCART_MAIN=$(2) \
	    --obj-path $(B)/obj/sim/$(1) -o $$@ $(CART_COMMON) cart/con_sim.c emu/movie.c $(3)
endef

SIMS :=
$(eval $(call cart_title,smoke,smoke_main,cart/smoke/smoke.c,0,annex smoke test,0,))
all: $(SIMS)
