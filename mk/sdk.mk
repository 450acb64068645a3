# sdk.mk — the SDK that `make install` puts in place (mk/install.mk,
# docs/sdk.md): what a cartridge folder outside this tree builds with.
#   build/sdk/annex.lib   cc65 library: the kit and the shared engines
#                         (cart/kit, cart/search, cart/reversi) built for the
#                         ROM with the titles' own flags (mk/roms.mk), in the
#                         order the titles list them, so a title rebuilt
#                         against it gives the same ROM byte for byte;
#   build/sdk/libannex.a  everything the annex program links but the titles:
#                         the window, front end, both engines, the native
#                         runtime and the same shared cart code; its main is
#                         sdk/cart_host.c (one title, the cartridge's), annex's
#                         own main compiled as annex_main.
# The ROM's start-up code and console runtime (crt0, con_lib, con_rom) are
# installed as objects: they come first in the link, as in mk/roms.mk.
SDK_CART_SRCS := $(KIT_SRCS) $(SRCH_SRCS) $(RV_SRCS)
SDK_ROM_OBJS  := $(call cc65_objs,rom,port/crt0.s cart/con_lib.c port/con_rom.c)
# sdl/*.c, not SDL_SRCS: sdl.mk is read after this fragment (debug.mk before).
SDK_NATIVE_SRCS := $(filter-out sdl/main.c,$(wildcard sdl/*.c)) $(FRONT_SRCS) $(EMU_SRCS) \
                   $(NAT_SRCS) $(SDK_CART_SRCS) $(DEBUG_SRCS) sdk/cart_host.c

$(B)/sdk/annex.lib: $(call cc65_objs,rom,$(SDK_CART_SRCS))
	@mkdir -p $(dir $@)
	rm -f $@ && $(AR65) a $@ $^
$(B)/sdk/annex_main.o: sdl/main.c $(FLAGS_TXT) | deps-ok
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) $(DEPFLAGS) -Dmain=annex_main -c -o $@ $<
$(B)/sdk/libannex.a: $(B)/sdk/annex_main.o $(call native_objs,native,$(SDK_NATIVE_SRCS))
	rm -f $@ && $(AR) rcs $@ $^
-include $(B)/sdk/annex_main.d

SDK_BUILT := $(B)/sdk/annex.lib $(B)/sdk/libannex.a $(SDK_ROM_OBJS) $(B)/tools/mkrom
# Built with everything, so that `make install` (run by several checks at
# once) only copies.
.PHONY: sdk
sdk: $(SDK_BUILT)
all: sdk

# tests/check_sdk.sh: a cartridge out of tree from the installed SDK alone.
CHECKS += tests/check_sdk.sh

# annex new's copying and refusals (front/newcart.c).
TESTS += tests/test_newcart
$(eval $(call native_prog,tests/test_newcart,tests/test_newcart.c $(TESTLIB_SRCS) front/newcart.c front/places.c util/fileio.c util/textfile.c,-lcmocka))
