# cart/entrap/title.mk — 8088 Entrap (docs/entrap.md): the descriptors of its
# two looks, which the original shipped as two programs — ENTRAP.COM (colour,
# the title `entrap`) and ENT-BW.COM (black and white, `entrap-bw`: the same
# game, always on a monochrome monitor) — then the unit tests, the movie bot,
# the storm check and the benchmark.
entrap.main        := ent_main
entrap.caption     := 8088 Entrap (IBM PC, 1986): Othello by typed commands, five levels
entrap.header      := 8088 ENTRAP
entrap.profile     := cga
entrap.controllers := 0
entrap.machine     := IBM PC
entrap.year        := 1986
entrap.controls    := keyboard
# What it reads (front/titles.h): typed commands (the Left arrow edits as
# Backspace) and BREAK, which the IBM PC's Ctrl+Break (Ctrl+Pause) types too.
entrap.reads       := letters digits enter backspace left break
entrap.chords      := Ctrl+Pause
entrap.looks       := cga cga-mono
entrap.help        := Type the level 1-5, then ENTER, before each game|\
    Commands, then ENTER: d3 a move (A-H, 1-8)  P pass|\
    U unmove  S swap colours  Q quit (new game); Backspace edits|\
    BREAK (Pause, End, Ctrl+Break): the best move found so far
entrap.srcs        := $(sort $(wildcard cart/entrap/*.c)) $(KIT_SRCS) $(SRCH_SRCS) $(RV_SRCS)
# The weight table's hooks are the search's hot code (mk/roms.mk: -Oirs).
CC65_HOT += cart/entrap/ent_wt.c
# The command line and the screen run from RAM, loaded from the cartridge's
# extension (docs/rom.md): the search and the weight table need the window.
entrap.ext         := cart/entrap/ent.c cart/entrap/ent_cmd.c cart/entrap/ent_draw.c

TITLES += entrap-bw
entrap-bw.main        := ent_bw_main
entrap-bw.caption     := 8088 Entrap, the black and white version (ENT-BW.COM)
entrap-bw.header      := 8088 ENTRAP BW
entrap-bw.profile     := cga-mono
entrap-bw.controllers := 0
entrap-bw.machine     := $(entrap.machine)
entrap-bw.year        := $(entrap.year)
entrap-bw.controls    := $(entrap.controls)
entrap-bw.reads       := $(entrap.reads)
entrap-bw.chords      := $(entrap.chords)
# Not in the gallery: it is entrap's cga-mono look there (ent_main reads the
# MACHINE register); `annex entrap-bw` still runs it by name.
entrap-bw.hidden      := yes
entrap-bw.help        := $(entrap.help)
entrap-bw.srcs        := $(entrap.srcs)
entrap-bw.ext         := $(entrap.ext)

TESTS   += tests/test_entrap
PROGS   += tools/entbot
CHECKS  += tests/check_entrap.sh
BENCHES += bench/entrap.sh

$(eval $(call native_prog,tests/test_entrap,tests/test_entrap.c tools/entmatch.c $(HW_SRCS) $(NAT_SRCS) $(entrap.srcs),-lcmocka))
$(eval $(call native_prog,tools/entbot,tools/entbot.c tools/entmatch.c tools/movrec.c $(HW_SRCS) $(NAT_SRCS) $(entrap.srcs),))

# Re-records the committed movies (only when the game changes on purpose).
.PHONY: entrap-movies
entrap-movies: $(B)/tools/entbot
	sh tools/record.sh $(B) entbot tests/movies/entrap.record
