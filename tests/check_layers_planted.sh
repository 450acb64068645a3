#!/bin/sh
# check_layers_planted.sh BUILD_DIR — tests/check_layers.sh can fail: over
# a copy of this tree's C files it passes, then each stray include planted
# in the copy (one at a time) must fail it, naming the file, the line and
# the header; a libretro/ file over front/ and emu/ must pass.
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
status=0
fail() { echo "FAIL layers_planted: $*"; status=1; }
find . -path ./build -prune -o -path './build-*' -prune -o -path '*/node_modules' -prune \
     -o -path ./.git -prune -o -type f -name '*.[ch]' -print | sed 's#^\./##' | while IFS= read -r f; do
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
rm -f "$tmp.out"
[ $status = 0 ] && echo "check_layers_planted: all ok"
exit $status
