#!/bin/sh
# check_layers.sh BUILD_DIR [ROOT] — the include graph follows the layers
# (docs/titles.md, "The layers"): every #include of every C file under ROOT
# (default: this tree) must be allowed by the row of the file's folder in
# the table below, and every folder must have a row. The titles' rows come
# from the folders: a folder of cart/ with a title.mk is a title. Prints
# each offending #include (PATH: LINE: the include); exit 1 if any.
# tests/check_layers_planted.sh shows it failing on planted includes;
# tests/check_links.sh checks the layers as linked.
root=${2:-.}
cd "$root" || { echo "FAIL layers: $root: no such folder"; exit 1; }

# System headers, by kind.
CC65='<stdint.h> <stddef.h> <string.h>'       # what cart code may use (cc65 has them)
CSTD="$CC65 <assert.h> <ctype.h> <errno.h> <inttypes.h> <limits.h> <setjmp.h> <signal.h>"
CSTD="$CSTD <stdarg.h> <stdbool.h> <stdio.h> <stdlib.h> <time.h>"
POSIX='<dirent.h> <fcntl.h> <pthread.h> <strings.h> <sys/*> <unistd.h>'

# The titles: cart/NAME/ with a descriptor (docs/titles.md). Each may
# include its own folder, the console API and the shared modules (the other
# folders of cart/, which have rows of their own below), never another
# title: a new title needs no row.
titles=$(for d in cart/*/; do [ -f "${d}title.mk" ] && basename "$d"; done)
shared=$(for d in cart/*/; do [ -d "$d" ] && [ ! -f "${d}title.mk" ] && printf '%s ' "$d"; done)

# The table: a folder (the longest that holds the file wins), then what its
# files may include: "path/" a folder of this tree, "path.h" one header,
# "<h>" a system header ("<dir/*>" any under dir/). Nothing else.
table() {
for t in $titles; do echo "cart/$t cart/$t/ cart/console.h $shared $CC65"; done
cat <<EOF
cart            cart/console.h cart/con_looks.def $CC65
cart/reversi    cart/reversi/ $CC65
cart/search     cart/search/ cart/reversi/ $CC65
cart/kit        cart/kit/ cart/console.h $CC65
util            util/ $CSTD $POSIX
emu             emu/ util/ cart/console.h cart/con_looks.def $CSTD <zlib.h>
native          native/ emu/ cart/console.h $CSTD <pthread.h>
port            port/ cart/ emu/movie.h $CSTD
front           front/ emu/ util/ cart/console.h cart/con_looks.def $CSTD $POSIX <zlib.h>
sdl             sdl/ front/ emu/ util/ debug/dcli.h cart/console.h $CSTD $POSIX <SDL2/*>
debug           debug/ front/ emu/ util/ cart/console.h $CSTD $POSIX <cjson/*>
web             web/ front/ emu/ util/ native/ cart/console.h $CSTD <unistd.h> <emscripten.h> <emscripten/*>
web/zlib        web/zlib/ zlib.h $CSTD
libretro        libretro/ front/ emu/ util/ cart/console.h libretro.h <libretro.h> $CSTD $POSIX <zlib.h>
tools           tools/ cart/ emu/ util/ native/ front/ $CSTD $POSIX <zlib.h> <cjson/*>
bench           bench/ cart/console.h $CC65
tests           tests/ cart/ emu/ util/ native/ front/ sdl/ tools/ debug/ $CSTD $POSIX <zlib.h> <cjson/*> <cmocka.h> <SDL2/*>
tests/sim       tests/sim/ cart/ $CSTD
tests/fuzz      tests/fuzz/ emu/ util/ front/ libretro/ <libretro.h> $CSTD <zlib.h>
tests/libretro  tests/ libretro/ front/ emu/ util/ cart/console.h <libretro.h> <cmocka.h> <dlfcn.h> $CSTD <zlib.h>
tests/web       tests/web/ web/zlib/ $CSTD
tests/conform   tests/conform/ front/ emu/ util/ sdl/ libretro/lr_pad.h cart/console.h <libretro.h> <dlfcn.h> <SDL2/*> $CSTD $POSIX
sdk             front/titles.h front/compare.h debug/dcli.h $CSTD
sdk/template    cart/console.h cart/kit/ cart/reversi/ cart/search/ $CC65
EOF
}

files=$(find . -path ./build -prune -o -path './build-*' -prune -o -path '*/node_modules' -prune \
        -o -path ./.git -prune -o -type f -name '*.[ch]' -print | sed 's#^\./##' | sort)
[ -n "$files" ] || { echo "FAIL layers: no C files under $root"; exit 1; }
# shellcheck disable=SC2086  # one argument per file
out=$( { table; echo "--"; for f in $files; do echo "$f"; done; echo "--"; \
         grep -Hn '^[[:space:]]*#[[:space:]]*include' $files; } | awk '
  stage == 0 && $0 == "--" { stage = 1; next }
  stage == 0 { row[$1] = $0; next }
  stage == 1 && $0 == "--" { stage = 2; next }
  stage == 1 { if (layer($0) == "") { print "FAIL layers: " $0 ": no layer for its folder (add a row)"; bad = 1 } next }
  {
    # PATH:LINE:#include X
    path = $0; sub(/:.*/, "", path)
    rest = substr($0, length(path) + 2); ln = rest; sub(/:.*/, "", ln)
    inc = substr(rest, length(ln) + 2); sub(/^[[:space:]]*#[[:space:]]*include[[:space:]]*/, "", inc)
    if (inc ~ /^"/) { name = inc; sub(/^"/, "", name); sub(/".*/, "", name); shown = "\"" name "\"" }
    else { name = inc; sub(/>.*/, ">", name); shown = name }
    l = layer(path)
    if (l != "" && !allowed(l, name)) { print "FAIL layers: " path ": " ln ": #include " shown " (not in the row of " l "/)"; bad = 1 }
  }
  END { exit bad }
  # The longest folder of the table that holds path.
  function layer(path,   d) {
    d = path; sub(/\/[^\/]*$/, "", d)
    if (d == path) return ""
    while (d != "") {
      if (d in row) return d
      if (d !~ /\//) return ""
      sub(/\/[^\/]*$/, "", d)
    }
    return ""
  }
  function allowed(l, name,   n, a, i, t) {
    n = split(row[l], a, /[[:space:]]+/)
    for (i = 2; i <= n; i++) {
      t = a[i]
      if (t == name) return 1
      if (t ~ /\/\*>$/ && substr(name, 1, length(t) - 2) == substr(t, 1, length(t) - 2) && name ~ />$/) return 1
      if (t ~ /\/$/ && name !~ /^</ && substr(name, 1, length(t)) == t) return 1
    }
    return 0
  }') ; status=$?
[ -z "$out" ] || echo "$out"
[ $status = 0 ] && echo "ok   layers: every #include of $(echo "$files" | wc -l | tr -d ' ') C files allowed by its folder's row"
exit $status
