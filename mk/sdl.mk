# sdl.mk — the annex program: the SDL2 shell (sdl/: window, audio device,
# title picker, main) over the front-end core (front/, mk/front.mk) and both
# engines (docs/host.md), its unit tests and its check script.

# The shell's own modules (main.c apart, so the tests can link the rest).
SDL_SRCS := $(filter-out sdl/main.c,$(sort $(wildcard sdl/*.c)))

PROGS += annex
$(eval $(call native_prog,annex,sdl/main.c $(SDL_SRCS) $(FRONT_SRCS) $(ENG_SRCS),$(SDL_LIBS) -lm))

# The shell's unit tests (the front-end core's: mk/front.mk).
TESTS += tests/test_sound tests/test_app_events
$(eval $(call native_prog,tests/test_sound,tests/test_sound.c front/synth.c sdl/audio.c,-lcmocka $(SDL_LIBS) -lm))
$(eval $(call native_prog,tests/test_app_events,tests/test_app_events.c $(SDL_SRCS) $(FRONT_SRCS) $(ENG_SRCS),-lcmocka $(SDL_LIBS) -lm))

TESTS += tests/test_ui
$(eval $(call native_prog,tests/test_ui,tests/test_ui.c $(SDL_SRCS) $(FRONT_SRCS) $(ENG_SRCS),-lcmocka $(SDL_LIBS) -lm))

CHECKS += tests/check_host.sh tests/check_window.sh
BENCHES += bench/idle.sh

# The README's pictures (docs/img/), made with annex's own screenshot
# feature: each look's test card and the titles' screens (emulated pixels),
# and one whole window with the keypad controllers (needs xvfb-run).
# Settings and save files go to a scratch folder, never the user's.
HOST_LOOKS := videobrain apple2 apple2-lores trs80 arcadia cga cga-mono atari
.PHONY: screenshots
PKG_GROUP.screenshots := all
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

# annex compare's logic (front/compare.c, with the session it opens titles
# through: no SDL, tests/check_links.sh).
TESTS += tests/test_compare
$(eval $(call native_prog,tests/test_compare,tests/test_compare.c front/compare.c front/session.c front/tracelog.c front/wav.c front/synth.c front/cli.c front/looks.c front/places.c $(ENG_SRCS),-lcmocka))
