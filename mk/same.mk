# same.mk — the same game on every target, by construction and by test
# (docs/portability.md): the 6502-hazard lint over every file cc65 compiles
# (tools/lint6502.c, tests/check_lint.sh), plain char unsigned in every
# native build of that code as it is under cc65, and every recorded game
# compared (tests/check_movies_all.sh; the differential fuzzers and their
# 'make fuzz' run: mk/aifuzz.mk).

PROGS  += tools/lint6502
CHECKS += tests/check_lint.sh
CHECKS += tests/check_lint_probes.sh
$(eval $(call native_prog,tools/lint6502,tools/lint6502.c,-lcjson))

# cc65's char is unsigned; gcc's, clang's and emcc's on x86 are signed. All
# native code follows cc65 (C_BASE in the Makefile), and the check fails on
# any native compile of a file cc65 compiles that lacks -funsigned-char.
CHECKS += tests/check_uchar.sh

# Every bench movie, natively and as the ROM ('make test': all but Odin's
# level G game); all of them with sim65 too under 'make fuzz' (hours of
# emulated thinking: minutes).
# One check a title (the titles the movies name), so they spread over the cores.
BENCH_MOVIE_TITLES := $(sort $(shell sed -n 's/^title //p' bench/movies/*.mov))
CHECKS += $(foreach t,$(BENCH_MOVIE_TITLES),tests/check_movies_all.sh:$(t))
.PHONY: fuzz-movies
fuzz: fuzz-movies
fuzz-movies: all
	CROSS_ALL=1 sh tests/check_movies_all.sh $(B) bench/movies

# The screen comparison can fail: two hazards that change only the picture,
# planted in a copy of the tree and built there (BUILD/planted-screens).
CHECKS += tests/check_compare_planted.sh

# Odin's level X: two whole games (bench/odin-x/, tools/odinbot --level X,
# with and without his opening library), 12 and 24 console hours of 6502
# thinking, past annex compare's default hang guard: compared natively and
# as the ROM in 'make fuzz' with a guard that fits them (55 hours;
# docs/odin.md).
ODIN_X_GUARD := 12000000
.PHONY: fuzz-odin-x
fuzz: fuzz-odin-x
fuzz-odin-x: all
	MOVIES_MAX_FRAMES=$(ODIN_X_GUARD) sh tests/check_movies_all.sh $(B) bench/odin-x
