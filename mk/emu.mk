# emu.mk — the emulated console's tools: mkrom packs the cc65 image into an
# annex ROM file (docs/rom.md); romrun runs a ROM headless (emu/headless.h).
# EMU_SRCS (core.mk) is every emulator source.

PROGS += tools/mkrom tools/romrun
$(eval $(call native_prog,tools/mkrom,tools/mkrom.c tools/toolopt.c emu/rom.c util/fileio.c,))
# romrun runs the emulator's own core; romprof is romrun over
# tools/cpu_prof.c (emu/cpu.c with --profile's hook, a sixth slower).
$(eval $(call native_prog,tools/romrun,tools/romrun.c tools/toolopt.c $(EMU_SRCS),))
PROGS += tools/romprof
$(eval $(call native_prog,tools/romprof,tools/romprof.c tools/toolopt.c tools/cpu_prof.c $(filter-out emu/cpu.c,$(EMU_SRCS)),))
# The profiler (docs/profile.md) over a Vice Versa movie.
CHECKS += tests/check_profile.sh

# Unit tests, one per module: ROM files (and the build's ROM headers against
# the title registry, from this build folder: tests/testlib.h), the bus and
# frames, the headless helpers, movie files (machine states: hardening.mk).
TESTS += tests/test_rom tests/test_bus tests/test_headless tests/test_movie_file
$(eval $(call native_prog,tests/test_rom,tests/test_rom.c front/looks.c $(TESTLIB_SRCS) $(EMU_SRCS) $(CART_NATIVE_SRCS),-lcmocka))
$(eval $(call native_prog,tests/test_bus,tests/test_bus.c $(EMU_SRCS),-lcmocka))
$(eval $(call native_prog,tests/test_headless,tests/test_headless.c $(TESTLIB_SRCS) $(EMU_SRCS),-lcmocka))
# Its machine names are checked against annex --machine's (front/looks.c).
$(eval $(call native_prog,tests/test_movie_file,tests/test_movie_file.c $(TESTLIB_SRCS) emu/movie_file.c util/textfile.c util/fileio.c front/looks.c $(HW_SRCS),-lcmocka))
