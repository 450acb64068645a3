# host.mk — the annex program: the SDL2 front end shared by the native build
# and the ROM emulator (docs/host.md), its unit tests and its check script.

SDL_LIBS := $(shell sdl2-config --libs 2>/dev/null || echo -lSDL2)

# The host's own modules (main.c apart, so the tests can link the rest).
HOST_SRCS := $(filter-out host/main.c,$(sort $(wildcard host/*.c)))
# The engines: every emulator source (core.mk), native and ROM, and the
# titles' native builds.
HOST_ENG_SRCS := $(EMU_SRCS) $(CART_NATIVE_SRCS)

PROGS += annex
$(eval $(call native_prog,annex,host/main.c $(HOST_SRCS) $(HOST_ENG_SRCS),$(SDL_LIBS) -lm))

# Unit tests, one per module (config: hardening.mk): each links what it needs.
TESTS += tests/test_render tests/test_png tests/test_host_fileio tests/test_keymap \
         tests/test_input tests/test_sound tests/test_layout tests/test_cli \
         tests/test_session tests/test_app_events
$(eval $(call native_prog,tests/test_render,tests/test_render.c host/render.c host/looks.c $(HW_SRCS),-lcmocka))
$(eval $(call native_prog,tests/test_png,tests/test_png.c host/png.c host/fileio.c emu/fileio.c,-lcmocka))
$(eval $(call native_prog,tests/test_host_fileio,tests/test_host_fileio.c $(TESTLIB_SRCS) host/fileio.c emu/fileio.c emu/textfile.c,-lcmocka))
$(eval $(call native_prog,tests/test_keymap,tests/test_keymap.c host/keymap.c,-lcmocka $(SDL_LIBS)))
$(eval $(call native_prog,tests/test_input,tests/test_input.c $(TESTLIB_SRCS) host/input.c host/record.c host/fileio.c emu/movie.c emu/textfile.c emu/fileio.c,-lcmocka))
$(eval $(call native_prog,tests/test_sound,tests/test_sound.c host/synth.c host/audio.c,-lcmocka $(SDL_LIBS) -lm))
$(eval $(call native_prog,tests/test_layout,tests/test_layout.c host/layout.c,-lcmocka))
$(eval $(call native_prog,tests/test_cli,tests/test_cli.c host/cli.c host/looks.c $(HW_SRCS),-lcmocka))
# Sessions open titles: the engines and the registry.
$(eval $(call native_prog,tests/test_session,tests/test_session.c host/session.c host/cli.c host/looks.c host/fileio.c $(HOST_ENG_SRCS),-lcmocka))
$(eval $(call native_prog,tests/test_app_events,tests/test_app_events.c $(HOST_SRCS) $(HOST_ENG_SRCS),-lcmocka $(SDL_LIBS) -lm))

TESTS += tests/test_ui
$(eval $(call native_prog,tests/test_ui,tests/test_ui.c $(HOST_SRCS) $(HOST_ENG_SRCS),-lcmocka $(SDL_LIBS) -lm))

CHECKS += tests/check_host.sh
BENCHES += bench/idle.sh

# The README's pictures (docs/img/), made with annex's own screenshot
# feature: each look's test card and the titles' screens (emulated pixels),
# and one whole window with the keypad controllers (needs xvfb-run).
# Settings and save files go to a scratch folder, never the user's.
HOST_LOOKS := videobrain apple2 apple2-lores trs80 arcadia cga cga-mono atari
.PHONY: screenshots
screenshots: $(B)/annex
	@mkdir -p docs/img $(B)/shots
	@for m in $(HOST_LOOKS); do \
	  $(B)/annex --headless --testcard --machine $$m --screenshot docs/img/look-$$m.png || exit 1; \
	  echo "docs/img/look-$$m.png"; done
	@for t in vice-versa:vv-abe-first:vice-versa capture:cap-level1:capture \
	          odin:odin-level2-game:odin-trs80 odin-apple2:odin-level2-game:odin-apple2 \
	          entrap:entrap-look:entrap-cga entrap-bw:entrap-bw:entrap-bw \
	          ricochet:rc-sample1:ricochet-apple2 ricochet:rc-atari-opp4:ricochet-atari; do \
	  n=$${t%%:*}; rest=$${t#*:}; mov=tests/movies/$${rest%%:*}.mov; out=docs/img/title-$${rest#*:}.png; \
	  case $$n in *-apple2) n=$${n%-apple2}; m="--machine apple2";; *) m="";; esac; \
	  if [ -f $$mov ] && $(B)/annex --headless $$n $$m --movie $$mov --screenshot $$out 2>/dev/null; \
	  then echo "$$out"; else echo "skip $$out: no $$n or $$mov in this tree"; fi; done
	@if command -v xvfb-run >/dev/null && $(B)/annex --headless capture --frames 1 2>/dev/null; then \
	  XDG_CONFIG_HOME=$(B)/shots XDG_DATA_HOME=$(B)/shots SDL_AUDIODRIVER=dummy \
	  xvfb-run -a -s "-screen 0 1600x1000x24" $(B)/annex capture --scale 2 --no-audio --frames 100 \
	    --window-screenshot docs/img/window-capture.png && echo "docs/img/window-capture.png"; \
	else echo "skip docs/img/window-capture.png: needs xvfb-run and the capture title"; fi

# annex compare's logic (host/compare.c, linked with the host's modules).
TESTS += tests/test_compare
$(eval $(call native_prog,tests/test_compare,tests/test_compare.c $(HOST_SRCS) $(HOST_ENG_SRCS),-lcmocka $(SDL_LIBS) -lm))
