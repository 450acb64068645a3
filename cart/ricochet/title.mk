# cart/ricochet/title.mk — Ricochet (docs/ricochet.md): the title's
# descriptor (mk/titles.mk), the engine's unit tests with every launch
# vector of ../shared/ricochet, the same vectors under sim65
# (tests/check_ricochet_sim.sh), the self-play tool, the bench's game
# recorder (tools/rcbot) and the benchmark.
ricochet.main        := ricochet_main
ricochet.caption     := Ricochet (Apple II / Atari, 1981): launches, ricochets, bumpers, four opponents
ricochet.header      := RICOCHET
ricochet.profile     := apple2
ricochet.controllers := 0
ricochet.machine     := Apple II / Atari
ricochet.year        := 1981
ricochet.controls    := keyboard gamepad
ricochet.joysticks   := 2
# Keys its manual gives a meaning (commands, pieces A-L, SPACE): they type
# only, never a joystick (fire is Insert, joystick 2 a game controller).
ricochet.typed       := A-Z Space
# What else it reads (front/titles.h): typed answers and BREAK.
ricochet.reads       := letters digits space enter backspace break
ricochet.looks       := apple2 atari
ricochet.help        := Left: S launch (then T or B), V move (then U D L R, pieces, SPACE)|\
    Right: L launch, M move; M before a piece: never mind|\
    Sticks: cursor on a launcher, button; on a piece, button, stick, button|\
    R the record (SPACE: next page), P print it; a key skips a launch|\
    Game over: W watches the game again, another key goes on|\
    BREAK or a key: the computer plays its best so far
ricochet.srcs        := $(sort $(wildcard cart/ricochet/*.c)) $(KIT_SRCS)

RC_ENGINE_SRCS := cart/ricochet/rc.c cart/ricochet/rc_layout.c cart/ricochet/rc_launch.c \
    cart/ricochet/rc_match.c cart/ricochet/rc_ai.c cart/ricochet/rc_record.c
RC_VEC_SRCS := tests/sim/rc_vec.c

TESTS += tests/test_ricochet

$(eval $(call native_prog,tests/test_ricochet,tests/test_ricochet.c $(TESTLIB_SRCS) $(RC_VEC_SRCS) $(RC_ENGINE_SRCS),-lcmocka))

# The vectors as a program, natively and under sim65 (tests/sim/rc_vec_main.c).
PROGS += tools/rc_vec
CHECKS += tests/check_ricochet_sim.sh
# The four opponents choose differently (tools/rc_play differ over the bench's games).
CHECKS += tests/check_ricochet_differ.sh
# What the screen shows (tests/movies/ricochet.screens), natively and as the ROM.
CHECKS += tests/check_screens.sh:ricochet
$(eval $(call native_prog,tools/rc_vec,tests/sim/rc_vec_main.c $(RC_VEC_SRCS) $(RC_ENGINE_SRCS),))
$(eval $(call sim_prog,$(B)/sim/rc_vec.prg,tests/sim/rc_vec_main.c $(RC_VEC_SRCS) $(RC_ENGINE_SRCS)))
all: $(B)/sim/rc_vec.prg

# The opponents against each other (tools/rc_play.c: the table of all pairs,
# a game in notation).
PROGS += tools/rc_play
$(eval $(call native_prog,tools/rc_play,tools/rc_play.c $(RC_ENGINE_SRCS),))
# The same under sim65: the self-play on the 6502 (docs/ricochet.md).
$(eval $(call sim_prog,$(B)/sim/rc_play.prg,tools/rc_play.c $(RC_ENGINE_SRCS)))
all: $(B)/sim/rc_play.prg

# The bench's games (bench/movies/rc-*.mov): tools/rcbot types the human's
# side (make ricochet-bench-movies re-records them).
PROGS += tools/rcbot
$(eval $(call native_prog,tools/rcbot,tools/rcbot.c tools/rckeys.c tools/movrec.c $(HW_SRCS) $(NAT_SRCS) $(ricochet.srcs),))
.PHONY: ricochet-bench-movies
ricochet-bench-movies: $(B)/tools/rcbot
	sh bench/ricochet-movies.sh $(B)

# The bench (bench/ricochet.sh): a launch loop on the 6502 (sim65), think
# times over the recorded games on the ROM.
BENCHES += bench/ricochet.sh
$(eval $(call sim_prog,$(B)/sim/rc_launches.prg,tests/sim/rc_launches.c $(RC_ENGINE_SRCS)))
all: $(B)/sim/rc_launches.prg
