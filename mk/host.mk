# host.mk — the annex program: the SDL2 front end shared by the native build
# and the ROM emulator (docs/host.md), its unit tests and its check script.

SDL_LIBS := $(shell sdl2-config --libs 2>/dev/null || echo -lSDL2)

# The host's own modules (main.c apart, so the tests can link the rest).
HOST_SRCS := $(filter-out host/main.c,$(sort $(wildcard host/*.c)))
# The engines. EMU_SRCS (core.mk) is every emulator source, the ROM engine
# included; until it exists the native engine alone is linked and --rom says
# "no ROM engine" (host/session.c refers to eng_rom_open weakly).
HOST_ENG_SRCS := $(if $(EMU_SRCS),$(EMU_SRCS),$(HW_SRCS) $(NAT_SRCS)) $(CART_NATIVE_SRCS)

PROGS += annex
$(eval $(call native_prog,annex,host/main.c $(HOST_SRCS) $(HOST_ENG_SRCS),$(SDL_LIBS) -lm))

TESTS += tests/test_host
$(eval $(call native_prog,tests/test_host,tests/test_host.c $(HOST_SRCS) $(HOST_ENG_SRCS),-lcmocka $(SDL_LIBS) -lm))

CHECKS += tests/check_host.sh
