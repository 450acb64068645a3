#!/bin/sh
# check_sdk.sh BUILD — the installed SDK, out of tree (docs/sdk.md):
# `make install PREFIX=<scratch>` (and a DESTDIR staged install), then in a
# fresh folder `annex new hello`, `make` and `make test` from the installed
# files alone: both targets build, their traces are equal, no command or
# dependency names this tree; `annex hello.rom` plays it with the header the
# descriptor gives; a planted ROM-only difference, and a planted bug both
# builds share, make `make test` fail; the debugger command the first
# prints (./hello debug --movie M --compare) runs and shows both traces;
# annex new refuses a subcommand's name, and a cartridge titled `debug`
# still plays as its title;
# every title's sources, copied out, rebuild into its build/rom/NAME.rom
# byte for byte; `make uninstall` removes everything installed.
# Run from the repository root: sh tests/check_sdk.sh build
B=${1:-build}
root=$(pwd)
s="$root/$B/sdk-check"            # scratch (never /tmp): removed at the end
rm -rf "$s"; mkdir -p "$s/carts" "$s/home"
trap 'rm -rf "$s"' EXIT
fails=0
ok()   { echo "ok   $1"; }
fail() { echo "FAIL $1"; fails=$((fails + 1)); }
p="$s/prefix"
export HOME="$s/home" XDG_CONFIG_HOME="$s/home/config" XDG_DATA_HOME="$s/home/data"
# The cartridge's make is the author's: nothing of this tree's make.
cmake() { env -u MAKEFLAGS -u MFLAGS -u MAKELEVEL PATH="$sdk/bin:$PATH" PKG_CONFIG_PATH="$sdk/lib/pkgconfig" make "$@"; }
# A log or dependency file names nothing of this tree outside the scratch folder.
clean_of_tree() { sed "s#$s##g" "$@" | grep -q "$root" && return 1; return 0; }

if make -s B="$B" install PREFIX="$p" >"$s/log" 2>&1; then ok "make install PREFIX=scratch"
else fail "make install: $(tail -n 3 "$s/log")"; fi
for f in include/annex/cart/console.h include/annex/cart/kit/kit.h include/annex/cart/reversi/rv.h \
         include/annex/cart/search/search.h lib/annex.lib lib/libannex.a lib/pkgconfig/annex.pc \
         lib/annex/mkrom share/annex/crt0.o share/annex/con_rom.o share/annex/rom.cfg \
         share/annex/cart_main.c share/annex/cart.mk share/annex/template/game.c; do
  [ -f "$p/$f" ] || fail "missing PREFIX/$f"
done

sdk="$p"
cd "$s/carts" || exit 1
if PATH="$sdk/bin:$PATH" annex new hello >"$s/new.log" 2>&1 && [ -f hello/Makefile ] && [ -f hello/tests/play.mov ]
then ok "annex new hello"; else fail "annex new hello: $(head -n 1 "$s/new.log")"; fi
PATH="$sdk/bin:$PATH" annex new hello 2>"$s/err" && fail "annex new over an existing folder succeeded"
grep -q "hello: already exists" "$s/err" && ok "annex new refuses an existing folder" || fail "annex new existing: $(cat "$s/err")"
PATH="$sdk/bin:$PATH" annex new Bad_Name 2>"$s/err"; [ $? = 2 ] && [ ! -e Bad_Name ] && [ "$(wc -l < "$s/err")" = 1 ] \
  && ok "annex new refuses a bad name in one line" || fail "annex new Bad_Name: $(cat "$s/err")"
grep -q "@NAME@\|@HEADER@" -r hello && fail "placeholders left in hello/"

cd hello || exit 1
if cmake >"$s/make.log" 2>&1 && [ -f hello.rom ] && [ -x hello ] && [ -f hello.dbg ]; then ok "make: hello.rom, hello.dbg and ./hello"
else fail "make: $(tail -n 3 "$s/make.log")"; fi
if cmake test >"$s/test.log" 2>&1 && grep -q "^ok   tests/play.mov: native and ROM traces equal, as recorded" "$s/test.log"
then ok "make test: $(grep '^ok' "$s/test.log" | cut -c6-)"; else fail "make test: $(tail -n 3 "$s/test.log")"; fi
grep -q "solved 3 5" build/play.rom.trace && ok "the ROM's trace is the game's (solved 3 5)" || fail "ROM trace: $(tail -n 2 build/play.rom.trace)"
# Built from the installed files alone: the commands and every dependency
# (gcc -MMD, cc65 --create-dep) name the scratch folder, never this tree.
grep -q -- "-I *$sdk/include/annex" "$s/make.log" && clean_of_tree "$s/make.log" $(find build -name '*.d') \
  && ok "compile commands and dependencies: the installed SDK only" || fail "this tree is named while building hello"

# One char rule (docs/build.md): the cartridge's native objects read plain
# char as unsigned, as cc65 does and as libannex.a was built (annex.pc's Cflags).
grep -- ' -c -o ' "$s/make.log" | grep -v 'cl65' >"$s/native.cmds"
n=$(grep -c . "$s/native.cmds"); u=$(grep -c -- ' -funsigned-char' "$s/native.cmds")
[ "$n" -gt 0 ] && [ "$u" = "$n" ] \
  && ok "the cartridge's native compiles: all with -funsigned-char" || fail "a native compile of hello without -funsigned-char"

# The ROM header carries the descriptor's title, profile, keypads and inlay (docs/rom.md).
hdr() { od -A n -t u1 -j "$1" -N 1 hello.rom | tr -d ' '; }
str() { dd if=hello.rom bs=1 skip="$1" count="$2" 2>/dev/null | tr -d '\000'; }
[ "$(hdr 9)" = 1 ] && [ "$(hdr 52)" = 1 ] && [ "$(str 20 32)" = HELLO ] && [ "$(str 53 8)" = NW ] && [ "$(str 141 8)" = "" ] \
  && ok "ROM header: HELLO, videobrain, one keypad, inlay NW..." || fail "ROM header: profile $(hdr 9) controllers $(hdr 52) title $(str 20 32) inlay $(str 53 8)"
if PATH="$sdk/bin:$PATH" annex --headless hello.rom --frames 3 --screen >"$s/screen" 2>&1 && grep -q "PUZZLE 1" "$s/screen"
then ok "annex hello.rom plays the ROM"; else fail "annex hello.rom: $(head -n 1 "$s/screen")"; fi

# make test can fail: a trace line only the ROM writes.
cp game.c "$s/game.c"
sed -i 's|^    kit_init();|#ifdef __CC65__\n    con_trace("rom only");\n    con_trace_end();\n#endif\n    kit_init();|' game.c
if cmake test >"$s/bad.log" 2>&1; then fail "make test passed with a ROM-only trace line"
elif grep -q "^FAIL tests/play.mov: the traces differ" "$s/bad.log"; then ok "make test fails when the ROM parts ways"
else fail "make test (planted): $(tail -n 2 "$s/bad.log")"; fi
# ... and the debugger command it names works: the cartridge's program opens
# its ROM at the first difference, its own native trace beside the ROM's.
hint=$(sed -n 's/^debug the ROM at that frame: //p' "$s/bad.log")
if [ "$hint" = "./hello debug --movie tests/play.mov --compare" ] \
   && ./hello debug --movie tests/play.mov --compare -e nextframe -e 'trace 2' -e quit </dev/null >"$s/dbg.log" 2>&1 \
   && grep -q "^  ROM    frame 0: rom only" "$s/dbg.log" && grep -q "^> *1 *0 rom only" "$s/dbg.log"
then ok "make test's hint, $hint, shows both traces at the difference"
else fail "the debugger hint '$hint': $(head -n 4 "$s/dbg.log" | tr '\n' '|')"; fi
st=0; PATH="$sdk/bin:$PATH" annex debug hello --movie tests/play.mov --compare </dev/null >"$s/dbg.log" 2>&1 || st=$?
[ $st = 2 ] && [ "$(wc -l <"$s/dbg.log")" = 1 ] && grep -q "not a title of this program" "$s/dbg.log" \
  || fail "annex debug hello (the native program's name): exit $st, $(head -n 2 "$s/dbg.log")"
cp "$s/game.c" game.c
# ... and a bug both builds share (docs/sdk.md's): the game as recorded changes.
sed -i 's/n = (uint8_t)(n + lamps\[i\]);/n = lamps[i];/' game.c
if cmake test >"$s/bad.log" 2>&1; then fail "make test passed with a planted bug"
elif grep -q "^FAIL tests/play.mov: both builds changed the game" "$s/bad.log"; then ok "make test fails on a bug both builds share"
else fail "make test (planted bug): $(tail -n 2 "$s/bad.log")"; fi
cp "$s/game.c" game.c

# A cartridge named like a subcommand (annex new refuses the name; a
# descriptor written by hand can still say it): its program plays its title.
PATH="$sdk/bin:$PATH" annex new debug 2>"$s/err"; [ $? = 2 ] && [ ! -e ../debug ] && grep -q "is a subcommand of annex" "$s/err" \
  && ok "annex new refuses debug (a subcommand)" || fail "annex new debug: $(cat "$s/err")"
mkdir ../debug && cp -r Makefile title.mk game.c tests ../debug/ && sed -i 's/hello/debug/g' ../debug/Makefile ../debug/title.mk
sed -i 's/^title hello$/title debug/' ../debug/tests/play.mov   # a movie names its title
if (cd ../debug && cmake debug >"$s/debug.log" 2>&1 && ./debug --headless --movie tests/play.mov --trace "$s/debug.trace" >>"$s/debug.log" 2>&1) \
   && cmp -s "$s/debug.trace" tests/play.trace
then ok "a cartridge titled debug: ./debug --headless plays its game"
else fail "./debug --headless: $(tail -n 2 "$s/debug.log")"; fi

# The template is cart code: the 6502-hazard lint (docs/portability.md) finds nothing.
cd "$root" || exit 1
if [ -x "$B/tools/lint6502" ] && command -v clang >/dev/null 2>&1; then
  lint=$B/tools/lint6502 tmp=$s; . tests/check_lint_cmd.sh
  hits=$(lint_file sdk/template/game.c)
  [ -z "$hits" ] && ok "the template passes the 6502-hazard lint" || fail "lint: $(echo "$hits" | head -n 2)"
fi

# docs/sdk.md's debugging step breaks on lit()'s `return n;`: the line it names is that line.
l=$(sed -n 's/^break game\.c:\([0-9]*\) .*/\1/p' docs/sdk.md)
[ -n "$l" ] && sed -n "${l}p" sdk/template/game.c | grep -q '^    return n;$' \
  && ok "docs/sdk.md's breakpoint game.c:$l is lit()'s return" || fail "docs/sdk.md: break game.c:$l is not lit()'s return n;"

# Every title from its sources alone: its own files copied out, its
# descriptor's fields as make reads them (the shared modules come from the
# SDK), the same ROM byte for byte as this tree's.
cat >"$s/desc.mk" <<'EOF'
desc:
	@echo '$(T).main := $($(T).main)'
	@echo '$(T).header := $($(T).header)'
	@echo '$(T).profile := $($(T).profile)'
	@echo '$(T).controllers := $($(T).controllers)'
	@echo '$(T).inlay := $($(T).inlay)'
	@echo '$(T).srcs := $(filter cart/$(D)/%,$($(T).srcs))'
	@echo '$(T).ext := $($(T).ext)'
	@echo 'CC65_HOT += $(filter cart/$(D)/%,$(CC65_HOT))'
	@echo 'CC65_COLD += $(CC65_COLD)'
EOF
for tm in "$root"/cart/*/title.mk; do
  d=$(basename "$(dirname "$tm")")
  for t in $(sed -n 's/^\([a-z0-9-]*\)\.main .*/\1/p' "$tm"); do
    c="$s/titles/$t"; mkdir -p "$c/cart/$d" && cp "$root/cart/$d"/*.[ch] "$c/cart/$d/"
    make -s --no-print-directory B="$B" -f mk/core.mk -f mk/roms.mk -f "$tm" -f "$s/desc.mk" T="$t" D="$d" desc >"$c/title.mk"
    printf 'NAME := %s\ninclude title.mk\ninclude $(shell pkg-config --variable=sdkdir annex)/cart.mk\n' "$t" >"$c/Makefile"
    if (cd "$c" && cmake "$t.rom" >"$c/log" 2>&1) && cmp -s "$c/$t.rom" "$root/$B/rom/$t.rom"
    then ok "$t rebuilt from the SDK: the same ROM byte for byte"
    else fail "$t rebuilt: $(cmp "$c/$t.rom" "$root/$B/rom/$t.rom" 2>&1 | head -n 1) $(tail -n 1 "$c/log")"; fi
  done
done
# ... and a title's native program from libannex: Vice Versa's native build
# and its ROM agree on a recorded game.
c="$s/titles/vice-versa"
if (cd "$c" && cmake vice-versa >>"$c/log" 2>&1 && ./vice-versa compare --movie "$root/tests/movies/vv-abe-first.mov" >"$c/cmp" 2>&1) \
   && grep -q "^identical" "$c/cmp"
then ok "vice-versa's native program from libannex: annex compare identical"
else fail "vice-versa native: $(tail -n 2 "$c/cmp" "$c/log" 2>/dev/null | tail -n 2)"; fi

cd "$root" || exit 1
make -s B="$B" uninstall PREFIX="$p" >"$s/log" 2>&1
left=$(find "$p" -type f | head -n 3)
[ -z "$left" ] && [ ! -e "$p/include/annex" ] && [ ! -e "$p/share/annex" ] && [ ! -e "$p/lib/annex" ] \
  && ok "make uninstall removes the SDK" || fail "left after uninstall: $left $(ls -d "$p"/include/annex "$p"/share/annex "$p"/lib/annex 2>/dev/null)"

# A staged install (DESTDIR): the files under the stage, annex.pc naming the
# final PREFIX; pkgconf's --define-prefix builds from the stage as it lies.
stage="$s/stage" final=/opt/annex-sdk
make -s B="$B" install DESTDIR="$stage" PREFIX="$final" >"$s/log" 2>&1 || fail "make install DESTDIR: $(tail -n 3 "$s/log")"
grep -q "^prefix=$final$" "$stage$final/lib/pkgconfig/annex.pc" && ok "staged annex.pc names PREFIX $final" \
  || fail "staged annex.pc: $(head -n 5 "$stage$final/lib/pkgconfig/annex.pc")"
sdk="$stage$final"
if (cd "$s/carts" && PATH="$sdk/bin:$PATH" annex new staged >/dev/null && cd staged \
    && cmake test PKG_CONFIG="pkg-config --define-prefix" >"$s/staged.log" 2>&1) && grep -q "^ok" "$s/staged.log"
then ok "a cartridge builds and tests against the staged SDK"; else fail "staged SDK: $(tail -n 2 "$s/staged.log")"; fi
make -s B="$B" uninstall DESTDIR="$stage" PREFIX="$final" >"$s/log" 2>&1
left=$(find "$stage" -type f | head -n 3)
[ -z "$left" ] && ok "make uninstall DESTDIR removes every file" || fail "left after staged uninstall: $left"

[ "$fails" = 0 ] && echo "check_sdk: all ok" || echo "check_sdk: $fails failed"
[ "$fails" = 0 ]
