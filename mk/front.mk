# front.mk — the SDL-free front-end core every shell shares (front/: render,
# synth, input latch, record, session, batch, compare, looks, keymap,
# layout, cli, config, png, file places, the title registry), and its unit
# tests (config: hardening.mk). Each test links what it needs.

FRONT_SRCS := $(sort $(wildcard front/*.c))
# The key space and its meanings (HID usages, key map, F1 help): no SDL.
KEYMAP_SRCS := front/hidkey.c front/keymap.c front/keyhelp.c
# The engines: every emulator source (core.mk), native and ROM, and the
# titles' native builds (with the registry).
ENG_SRCS := $(EMU_SRCS) $(CART_NATIVE_SRCS)

TESTS += tests/test_render tests/test_png tests/test_places tests/test_keymap \
         tests/test_input tests/test_layout tests/test_cli tests/test_session
# Every look's voice by golden values (the score's samples hashed).
TESTS += tests/test_synth
$(eval $(call native_prog,tests/test_synth,tests/test_synth.c front/synth.c front/looks.c $(HW_SRCS),-lcmocka))
$(eval $(call native_prog,tests/test_render,tests/test_render.c front/render.c front/looks.c $(HW_SRCS),-lcmocka))
$(eval $(call native_prog,tests/test_png,tests/test_png.c front/png.c front/places.c util/fileio.c,-lcmocka))
$(eval $(call native_prog,tests/test_places,tests/test_places.c $(TESTLIB_SRCS) front/places.c util/fileio.c util/textfile.c,-lcmocka))
$(eval $(call native_prog,tests/test_keymap,tests/test_keymap.c $(KEYMAP_SRCS) $(ENG_SRCS),-lcmocka))
$(eval $(call native_prog,tests/test_input,tests/test_input.c $(TESTLIB_SRCS) front/input.c front/history.c front/record.c front/places.c emu/movie.c util/textfile.c util/fileio.c,-lcmocka))
$(eval $(call native_prog,tests/test_layout,tests/test_layout.c front/layout.c front/helpbox.c,-lcmocka))
$(eval $(call native_prog,tests/test_cli,tests/test_cli.c front/cli.c front/looks.c $(HW_SRCS),-lcmocka))
# Sessions open titles: the engines and the registry.
$(eval $(call native_prog,tests/test_session,tests/test_session.c front/session.c front/tracelog.c front/wav.c front/synth.c front/cli.c front/looks.c front/places.c $(KEYMAP_SRCS) $(TESTLIB_SRCS) $(ENG_SRCS),-lcmocka))
# The player's commands, as a shell gives them (front/player.h).
TESTS += tests/test_player
$(eval $(call native_prog,tests/test_player,tests/test_player.c front/player.c front/session.c front/tracelog.c front/input.c front/history.c front/record.c front/wav.c front/synth.c front/cli.c front/looks.c front/places.c $(KEYMAP_SRCS) $(TESTLIB_SRCS) $(ENG_SRCS),-lcmocka))
# The gallery's data: the registry, each title's picture by its native build and
# where the window draws it.
TESTS += tests/test_gallery
$(eval $(call native_prog,tests/test_gallery,tests/test_gallery.c front/gallery.c front/layout.c front/render.c front/looks.c front/places.c $(ENG_SRCS),-lcmocka))
# States and rewind from the input log, on both engines.
TESTS += tests/test_history
$(eval $(call native_prog,tests/test_history,tests/test_history.c front/history.c $(TESTLIB_SRCS) $(ENG_SRCS),-lcmocka))
