#!/bin/sh
# check_links.sh BUILD_DIR [ROOT] — the layers as linked, not only as
# included (tests/check_layers.sh checks the includes; docs/shells.md):
# - no object compiled from a source outside sdl/ uses an SDL symbol (nm),
#   but the tests of sdl/ (a tests/NAME.c that includes an sdl/ header);
# - no program or library of the build links SDL (nm -D) but the window's
#   (annex, or a cartridge's own program: it holds sdl/app.c's app_run) and
#   those tests: the front-end core, the tools, the libretro core and the
#   other tests run without SDL;
# - no C file outside web/ calls emscripten (emscripten_*, EM_ASM, EM_JS):
#   the page's fiber and its C API are web/'s.
# ROOT (default: this tree) holds the sources. Prints each offender; exit 1
# if any. tests/check_layers_planted.sh shows it failing.
B=${1:-build}
root=${2:-.}
[ -d "$B" ] || { echo "FAIL links: $B: no build folder"; exit 1; }
bad=0
fail() { echo "FAIL links: $*"; bad=1; }
tmp=$(mktemp); trap 'rm -f "$tmp" "$tmp".*' EXIT

# A test of sdl/: its source includes an sdl/ header.
sdl_test() { [ -f "$root/tests/$1.c" ] && grep -q '^[[:space:]]*#[[:space:]]*include[[:space:]]*"sdl/' "$root/tests/$1.c"; }
# FILE SYMBOL lines of the SDL symbols the files use (nm OPTION, one run).
sdl_uses() { xargs nm -A "$@" 2>/dev/null | awk '$(NF-1) == "U" && $NF ~ /^SDL_/ { f = $1; sub(/:.*/, "", f); print f, $NF }'; }

find "$B/obj" -name '*.o' 2>/dev/null | sort >"$tmp.objs"
find "$B" -path "$B/obj" -prune -o -type f \( -perm -u+x -o -name '*.so' \) -print 2>/dev/null \
  | while IFS= read -r p; do head -c 4 "$p" | grep -q ELF && echo "$p"; done | sort >"$tmp.progs"
# Each offender once, with up to three of its SDL symbols.
sdl_uses -u <"$tmp.objs" | awk '{ n[$1]++; if (n[$1] <= 3) s[$1] = s[$1] " " $2 } END { for (f in s) print f s[f] }' \
  | sort | while read -r o syms; do
  src=${o#"$B"/obj/*/}
  t=${src#tests/}   # tests/conform/drv_sdl.o: conform/drv_sdl
  case "$src" in sdl/*) continue;; tests/*) sdl_test "${t%.o}" && continue;; esac
  echo "FAIL links: $o (from ${src%.o}.c) uses SDL:$(printf ' %s' $syms)"
done >"$tmp.out"
sdl_uses -D <"$tmp.progs" | awk '{ n[$1]++; if (n[$1] <= 3) s[$1] = s[$1] " " $2 } END { for (f in s) print f s[f] }' \
  | sort | while read -r p syms; do
  name=$(basename "$p")
  # the window itself (annex, a cartridge's own program; app_run is local, t, where its object hid it)
  nm "$p" 2>/dev/null | grep -q ' [Tt] app_run$' && continue
  case "$p" in */tests/*) sdl_test "$name" && continue;; esac
  echo "FAIL links: $p links SDL outside sdl/ and its tests:$(printf ' %s' $syms)"
done >>"$tmp.out"
[ -s "$tmp.out" ] && { cat "$tmp.out"; bad=1; }
objs=$(wc -l <"$tmp.objs" | tr -d ' ')
progs=$(wc -l <"$tmp.progs" | tr -d ' ')

ems=$(cd "$root" && find . -path ./build -prune -o -path './build-*' -prune -o -path '*/node_modules' -prune \
      -o -path ./.git -prune -o -path ./web -prune -o -type f -name '*.[ch]' -print \
      | xargs grep -ln 'emscripten_\|EM_ASM\|EM_JS' 2>/dev/null | sed 's#^\./##')
for f in $ems; do fail "$f calls emscripten outside web/"; done

[ $bad = 0 ] && echo "ok   links: no SDL in $objs objects and $progs programs outside sdl/ and its tests, emscripten only in web/"
exit $bad
