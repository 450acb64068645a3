# cart/vice-versa/title.mk — Vice Versa (docs/vice-versa.md): the title's
# descriptor (mk/titles.mk), the movie-recording bot and the think-time
# benchmark.
vice-versa.main        := vv_main
vice-versa.caption     := Vice Versa (VideoBrain, 1978): Reversi against five opponents or a friend
vice-versa.header      := VICE VERSA
vice-versa.profile     := videobrain
vice-versa.controllers := 0
vice-versa.machine     := VideoBrain
vice-versa.year        := 1978
vice-versa.controls    := keyboard gamepad
vice-versa.joysticks := 2
# What else it reads (front/titles.h): the roster's letters, the handicap.
vice-versa.reads       := letters digits enter backspace
vice-versa.help        := Roster: A-E an opponent, F a friend; Y / N answers|\
    H at the roster: ask for a handicap before each game|\
    (off at first: the VideoBrain kept none); then 0-32, Return|\
    Joystick 1 (arrows, Space) moves and plays black;|\
    joystick 2 (I J K L, U) plays white with a friend|\
    At the end: A-F, Y, N or Return: the roster
vice-versa.srcs        := cart/vice-versa/vv.c cart/vice-versa/vv_draw.c cart/vice-versa/vv_ai.c \
                          $(KIT_SRCS) $(SRCH_SRCS) $(RV_SRCS)

PROGS += tools/vvbot
$(eval $(call native_prog,tools/vvbot,tools/vvbot.c tools/movrec.c $(HW_SRCS) $(NAT_SRCS) $(vice-versa.srcs),))

BENCHES += bench/vv.sh

# Re-records the committed movies (only when the game changes on purpose).
.PHONY: vv-movies
vv-movies: $(B)/tools/vvbot
	sh tools/record.sh $(B) vvbot tests/movies/vice-versa.record

# What the screen shows (tests/movies/vice-versa.screens), natively and as the ROM.
CHECKS += tests/check_screens.sh:vice-versa
