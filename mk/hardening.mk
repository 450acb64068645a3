# hardening.mk — the checks that bad input is refused and files are written
# safely (docs/promises.md): machine-state fields, file writing.

# Machine states of the smoke ROM, from this build folder (tests/testlib.h).
TESTS += tests/test_state
$(eval $(call native_prog,tests/test_state,tests/test_state.c $(TESTLIB_SRCS) $(EMU_SRCS),-lcmocka -lz))

TESTS += tests/test_fileio
$(eval $(call native_prog,tests/test_fileio,tests/test_fileio.c util/fileio.c,-lcmocka))
CHECKS += tests/check_files.sh

TESTS += tests/test_record
$(eval $(call native_prog,tests/test_record,tests/test_record.c front/record.c $(EMU_SRCS) $(CART_NATIVE_SRCS),-lcmocka))

TESTS += tests/test_config
$(eval $(call native_prog,tests/test_config,tests/test_config.c $(TESTLIB_SRCS) front/config.c front/hidkey.c front/keymap.c front/places.c util/fileio.c util/textfile.c,-lcmocka))

TESTS += tests/test_movie_limits
$(eval $(call native_prog,tests/test_movie_limits,tests/test_movie_limits.c emu/movie.c,-lcmocka))
CHECKS += tests/check_movie_sim.sh

# The key storm (tests/check_storm.sh): a seeded random-input movie for
# every title the program lists, compared natively and as a ROM.
PROGS += tools/storm
# --quiet plays the titles natively while it writes (tools/movrec.c).
$(eval $(call native_prog,tools/storm,tools/storm.c tools/movrec.c $(HW_SRCS) $(CART_NATIVE_SRCS),))
CHECKS += tests/check_storm.sh
