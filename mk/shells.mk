# shells.mk — issue 29's conformance test (tests/check_conform.sh,
# docs/shells.md Conformance): one adapter per shell plays the scripts in
# tests/conform/ through that shell's own event path.

# The desktop's: the window's own loop, its event reads wrapped to play a
# script (tests/conform/drv_sdl.c). Built in $(B)/conform/, where the
# window finds the ROMs (../rom).
CONFORM_WRAP := -Wl,--wrap=SDL_PollEvent,--wrap=SDL_WaitEventTimeout,--wrap=SDL_Delay,--wrap=pl_run,--wrap=pl_rewind_step
$(eval $(call native_prog,conform/drv_sdl,tests/conform/drv_sdl.c tests/conform/act.c $(SDL_SRCS) $(FRONT_SRCS) $(ENG_SRCS),$(SDL_LIBS) -lm $(CONFORM_WRAP)))

# The libretro core's: a front end that dlopens it (tests/conform/drv_lr.c),
# with the core's keypad geometry to touch its keys.
$(eval $(call native_prog,conform/drv_lr,tests/conform/drv_lr.c tests/conform/act.c front/hidkey.c front/png.c libretro/lr_pad.c emu/font.c emu/rom.c util/fileio.c $(GEN_SRCS),-lz -ldl))
$(B)/obj/native/tests/conform/drv_lr.o: CFLAGS += -I/usr/include/libretro-common

# The page's: tests/conform/web.mjs in Chromium (tests/web's puppeteer-core),
# its canvas written as PNG by rawpng.
$(eval $(call native_prog,conform/rawpng,tests/conform/rawpng.c front/png.c util/fileio.c,-lz))

CONFORM_DRIVERS := $(B)/conform/drv_sdl $(B)/conform/drv_lr $(B)/conform/rawpng
CHECKS += tests/check_conform.sh
test: $(CONFORM_DRIVERS) libretro web
