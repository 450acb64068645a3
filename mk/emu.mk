# emu.mk — the emulated console's tools: mkrom packs the cc65 image into an
# annex ROM file (docs/rom.md); romrun runs a ROM headless (emu/headless.h).
# EMU_SRCS (core.mk) is every emulator source.

PROGS += tools/mkrom tools/romrun
$(eval $(call native_prog,tools/mkrom,tools/mkrom.c emu/rom.c,))
$(eval $(call native_prog,tools/romrun,tools/romrun.c $(EMU_SRCS) $(CART_NATIVE_SRCS),))
