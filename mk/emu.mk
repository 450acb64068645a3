# emu.mk — the emulated console's tools: mkrom packs the cc65 image into an
# annex ROM file (docs/rom.md); romrun runs a ROM headless (emu/headless.h).
# EMU_SRCS (core.mk) is every emulator source.

PROGS += tools/mkrom tools/romrun
$(eval $(call native_prog,tools/mkrom,tools/mkrom.c tools/toolopt.c emu/rom.c emu/fileio.c,))
$(eval $(call native_prog,tools/romrun,tools/romrun.c tools/toolopt.c $(EMU_SRCS),))

# Unit tests of ROM files, the bus, frames and machine states. The smoke ROM
# comes from this build folder ($ANNEX_BUILD overrides it at run time).
TESTS += tests/test_emu
$(eval $(call native_prog,tests/test_emu,tests/test_emu.c $(EMU_SRCS) $(CART_NATIVE_SRCS),-lcmocka))
# test_emu finds build/rom/smoke.rom in the folder it was built for.
$(B)/obj/native/tests/test_emu.o: CFLAGS += -DTEST_BUILD_DIR=\"$(B)\"
$(B)/obj/san/tests/test_emu.o: SANFLAGS += -DTEST_BUILD_DIR=\"$(B)\"
