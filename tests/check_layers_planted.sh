#!/bin/sh
# check_layers_planted.sh BUILD_DIR — tests/check_layers.sh can fail: over
# a copy of this tree's C files (and the titles' descriptors, which make
# their rows) it passes, then each stray include planted in the copy (one
# at a time) must fail it, naming the file, the line and the header; a
# libretro/ file over front/ and emu/ must pass; a new title's folder gets
# its row. Then tests/check_links.sh can fail: a planted object and program
# that use SDL outside sdl/, and emscripten called outside web/.
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
status=0
fail() { echo "FAIL layers_planted: $*"; status=1; }
find . -path ./build -prune -o -path './build-*' -prune -o -path '*/node_modules' -prune \
     -o -path ./.git -prune -o -type f \( -name '*.[ch]' -o -path './cart/*/title.mk' \) -print | sed 's#^\./##' | while IFS= read -r f; do
  mkdir -p "$tmp/$(dirname "$f")" && cp "$f" "$tmp/$f"
done
check() { sh tests/check_layers.sh "$1" "$tmp" >"$tmp.out" 2>&1; }
check build || { cat "$tmp.out"; fail "the unchanged copy does not pass"; }

# plant FILE INCLUDE: appends the include to FILE (made if missing), runs
# the checker, which must fail on that line and no other, then undoes it.
plant() {
  f=$tmp/$1
  if [ -f "$f" ]; then cp "$f" "$f.orig"; else mkdir -p "$(dirname "$f")"; : >"$f"; fi
  printf '#include %s\n' "$2" >>"$f"
  n=$(wc -l <"$f" | tr -d ' ')
  if check build; then fail "$1: #include $2 was let through"
  elif [ "$(grep -c '^FAIL layers' "$tmp.out")" != 1 ] || ! grep -q "^FAIL layers: $1: $n: #include $2 " "$tmp.out"; then
    cat "$tmp.out"; fail "$1: #include $2: not the one line expected"
  else echo "ok   layers catch $1: #include $2"; fi
  if [ -f "$f.orig" ]; then mv "$f.orig" "$f"; else rm -f "$f"; fi
}
plant front/render.c '"sdl/ui.h"'              # the core over the SDL shell
plant front/render.c '<SDL2/SDL.h>'            # SDL in the SDL-free core
plant emu/cpu.c '"front/looks.h"'              # the machine over the front end
plant emu/machine.c '"native/native.h"'        # the machine over a native runner
plant util/fileio.c '"emu/hw.h"'               # file I/O over the machine
plant cart/kit/kit_line.c '<stdio.h>'          # a C header cc65 cart code may not use
plant cart/search/search.c '"cart/odin/odin.h"' # the shared search over a title
plant cart/odin/odin.c '"emu/hw.h"'            # a title over the console's insides
plant port/con_rom.c '"front/titles.h"'        # a cc65 target over the registry
plant tools/romrun.c '"sdl/app.h"'             # a tool over the SDL shell
plant web/annex_web.c '<SDL2/SDL.h>'           # SDL in the web shell
plant libretro/lr_core.c '<SDL2/SDL.h>'        # SDL in the libretro shell
plant cart/capture/cap.c '"cart/odin/odin.h"'  # a title over another title
plant native/native.c '<emscripten.h>'         # emscripten outside web/
plant front/player.c '"sdl/app.h"'             # the player over a shell

# A new title (a folder with a descriptor) gets its row from the folder: it
# may use the shared modules, and not another title.
mkdir -p "$tmp/cart/newt" && : >"$tmp/cart/newt/title.mk"
printf '#include "cart/console.h"\n#include "cart/kit/kit.h"\n#include "cart/newt/newt.h"\n' >"$tmp/cart/newt/newt.c"
if check build; then echo "ok   layers give a new title (cart/newt/ with a title.mk) its row"
else cat "$tmp.out"; fail "a new title's folder was refused"; fi
plant cart/newt/newt.c '"cart/smoke/smoke.h"'  # the new title over another
rm -rf "$tmp/cart/newt"

# A folder with no row fails as a whole.
mkdir -p "$tmp/nolayer" && echo 'int x;' >"$tmp/nolayer/x.c"
if check build || ! grep -q '^FAIL layers: nolayer/x.c: no layer' "$tmp.out"; then
  cat "$tmp.out"; fail "a C file in a folder with no row was let through"
else echo "ok   layers catch a folder with no row (nolayer/)"; fi
rm -rf "$tmp/nolayer"

# The libretro shell may stand on front/, emu/, util/ and the API header.
mkdir -p "$tmp/libretro"
printf '#include "libretro/lr_core.h"\n#include "front/render.h"\n#include "emu/machine.h"\n#include "util/fileio.h"\n#include "libretro.h"\n' \
  >"$tmp/libretro/lr_core.c"
if check build; then echo "ok   layers let libretro/ include front/, emu/, util/, libretro.h"
else cat "$tmp.out"; fail "libretro/ over front/ and emu/ was refused"; fi

# check_links.sh over a build of planted files: an object of front/ and a
# tool that call SDL, a test of sdl/ that may; emscripten in native/.
links() { sh tests/check_links.sh "$tmp/b" "$tmp" >"$tmp.out" 2>&1; }
mkdir -p "$tmp/b/obj/native/front" "$tmp/b/obj/native/tests" "$tmp/b/tools" "$tmp/b/tests"
printf 'int SDL_Init(unsigned);\nint f(void) { return SDL_Init(0); }\n' >"$tmp/sdl.c"
printf 'int SDL_Init(unsigned);\nint main(void) { return SDL_Init(0); }\n' >"$tmp/sdlmain.c"
if ! command -v nm >/dev/null 2>&1 || ! ${CC:-cc} -c -o "$tmp/b/obj/native/tests/test_ui.o" "$tmp/sdl.c" 2>/dev/null; then
  echo "skip links: no nm or C compiler"
else
  # tests/test_ui.c includes sdl/: a test of sdl/, which may use SDL.
  links && echo "ok   links pass a test of sdl/ that uses SDL" || { cat "$tmp.out"; fail "links refused a test of sdl/"; }
  cp "$tmp/b/obj/native/tests/test_ui.o" "$tmp/b/obj/native/front/x.o"
  if links || ! grep -q '^FAIL links: .*front/x.o (from front/x.c) uses SDL: SDL_Init' "$tmp.out"; then
    cat "$tmp.out"; fail "an object of front/ using SDL was let through"
  else echo "ok   links catch an object of front/ that uses SDL"; fi
  rm -f "$tmp/b/obj/native/front/"*.o
  if ${CC:-cc} -o "$tmp/b/tools/planted" "$tmp/sdlmain.c" -lSDL2 2>/dev/null; then
    if links || ! grep -q '^FAIL links: .*tools/planted links SDL' "$tmp.out"; then
      cat "$tmp.out"; fail "a tool linking SDL was let through"
    else echo "ok   links catch a tool that links SDL"; fi
    rm -f "$tmp/b/tools/planted"
  else echo "skip links: cannot link -lSDL2"; fi
  printf 'void emscripten_sleep(unsigned);\nvoid g(void) { emscripten_sleep(1); }\n' >"$tmp/native/planted.c"
  if links || ! grep -q '^FAIL links: native/planted.c calls emscripten outside web/' "$tmp.out"; then
    cat "$tmp.out"; fail "emscripten in native/ was let through"
  else echo "ok   links catch emscripten called in native/"; fi
  rm -f "$tmp/native/planted.c"
fi
rm -f "$tmp.out"
[ $status = 0 ] && echo "check_layers_planted: all ok"
exit $status
