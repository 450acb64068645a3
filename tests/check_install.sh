#!/bin/sh
# check_install.sh BUILD — `make install` into a scratch DESTDIR with a
# PREFIX: the program, the titles' ROMs (with their labels and debug files,
# the C sources under share/annex/src), the man page, the .desktop entry
# and the icon land where Linux expects them; the installed program runs
# headless from another folder (a title's native build and its ROM, found
# under PREFIX/share/annex/rom) and debugs one with its C source; the man
# page renders without warnings;
# `make uninstall` removes every file again.
# Run from the repository root: sh tests/check_install.sh build
B=${1:-build}
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
fails=0
ok()   { echo "ok   $1"; }
fail() { echo "FAIL $1"; fails=$((fails + 1)); }
root="$tmp/stage" prefix=/opt/annex-test
export HOME="$tmp/home" XDG_CONFIG_HOME="$tmp/config" XDG_DATA_HOME="$tmp/data"

if make -s B="$B" install DESTDIR="$root" PREFIX="$prefix" >"$tmp/log" 2>&1; then ok "make install"
else fail "make install: $(tail -n 3 "$tmp/log")"; fi
p="$root$prefix"
for f in bin/annex share/man/man6/annex.6 share/applications/annex.desktop \
         share/icons/hicolor/scalable/apps/annex.svg; do
  [ -f "$p/$f" ] || fail "missing $prefix/$f"
done
[ -x "$p/bin/annex" ] && ok "program installed executable" || fail "program not executable"
for r in "$B"/rom/*.rom; do
  [ -f "$r" ] || continue
  cmp -s "$r" "$p/share/annex/rom/$(basename "$r")" || fail "ROM $(basename "$r") not installed"
done

# The installed program from another folder: no build/ in sight.
mkdir -p "$tmp/elsewhere"
if (cd "$tmp/elsewhere" && "$p/bin/annex" --headless smoke --frames 5 --screen >"$tmp/out" 2>"$tmp/err") \
   && grep -q "ANNEX SMOKE CARTRIDGE" "$tmp/out"; then ok "installed annex runs headless elsewhere"
else fail "installed annex headless: $(head -n 1 "$tmp/err")"; fi
if [ -f "$B/rom/capture.rom" ]; then
  if (cd "$tmp/elsewhere" && "$p/bin/annex" --headless capture --rom --frames 5 --screen >"$tmp/out" 2>"$tmp/err") \
     && grep -q "CAPTURE" "$tmp/out"; then ok "installed annex finds its ROMs (capture --rom)"
  else fail "installed annex capture --rom: $(head -n 1 "$tmp/err")"; fi
fi
# Each ROM's labels and debug file beside it, the C sources they name under
# share/annex/src: the installed annex debugs a title with its C lines.
for r in "$B"/rom/*.rom; do
  n=$(basename "$r" .rom)
  cmp -s "$B/rom/$n.dbg" "$p/share/annex/rom/$n.dbg" && cmp -s "$B/rom/$n.lbl" "$p/share/annex/rom/$n.lbl" \
    || fail "$n.dbg and $n.lbl not installed beside $n.rom"
done
mov=$(pwd)/tests/movies/odin-level2-game.mov
if (cd "$tmp/elsewhere" && "$p/bin/annex" debug odin --movie "$mov" -e 'break odin_think' -e continue -e list -e quit \
      </dev/null >"$tmp/out" 2>&1) && grep -q "^at .*cart/odin/odin_ai.c:[0-9]*: [a-z]" "$tmp/out" \
   && grep -q "^>  *[0-9]*  " "$tmp/out" && ! grep -q "not found\|no debug information" "$tmp/out"
then ok "installed annex debug odin: C lines and sources from share/annex/src"
else fail "installed annex debug odin: $(grep -m 2 "not found\|no debug\|error" "$tmp/out")"; fi
[ -z "$(ls -A "$tmp/elsewhere")" ] && ok "nothing written in the current folder" || fail "files left in the current folder"

# The man page: every option of --help is in it, and it renders cleanly.
"$p/bin/annex" --help | grep -o -- '--[a-z-]*' | sort -u >"$tmp/opts"
missing=""
for o in $(cat "$tmp/opts"); do grep -q -- "$(printf '%s' "$o" | sed 's/-/\\\\-/g')" "$p/share/man/man6/annex.6" || missing="$missing $o"; done
[ -z "$missing" ] && ok "man page names every option" || fail "man page lacks:$missing"
if command -v groff >/dev/null 2>&1; then
  w=$(groff -ww -t -man -z "$p/share/man/man6/annex.6" 2>&1)
  [ -z "$w" ] && ok "man page renders without warnings" || fail "groff: $(printf '%s' "$w" | head -n 1)"
fi

# The desktop entry: the keys a menu needs, and the icon it names.
d="$p/share/applications/annex.desktop"
if [ "$(head -n 1 "$d")" = "[Desktop Entry]" ] && grep -q '^Type=Application$' "$d" \
   && grep -q '^Exec=annex$' "$d" && grep -q '^Icon=annex$' "$d" && grep -q '^Categories=.*Game;' "$d"; then
  ok ".desktop entry"
else fail ".desktop entry incomplete"; fi
command -v desktop-file-validate >/dev/null 2>&1 && { desktop-file-validate "$d" && ok "desktop-file-validate" || fail "desktop-file-validate"; }

make -s B="$B" uninstall DESTDIR="$root" PREFIX="$prefix" >"$tmp/log" 2>&1
left=$(find "$root" -type f | head -n 3)
[ -z "$left" ] && ok "make uninstall removes every file" || fail "left after uninstall: $left"

[ "$fails" = 0 ] && echo "check_install: all ok" || echo "check_install: $fails failed"
[ "$fails" = 0 ]
