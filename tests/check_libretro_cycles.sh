#!/bin/sh
# check_libretro_cycles.sh [BUILD] — no cycle among the libretro core's
# modules (issue 29: lr_core and lr_state called each other). A module is
# libretro/NAME.c with its NAME.h; it uses another when either file includes
# "libretro/OTHER.h". tsort(1) finds a loop in that graph. A planted include
# (the old lr_core.c including lr_state.h) must be found too.
# Run from the repository root.
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
status=0
edges() {  # edges DIR: "A B" for module A using module B, "A A" for each module
  for f in "$1"/*.c "$1"/*.h; do
    a=$(basename "$f"); a=${a%.*}
    echo "$a $a"
    sed -n 's#^\#include "libretro/\(.*\)\.h".*#\1#p' "$f" | while read -r b; do
      [ "$b" = "$a" ] || echo "$a $b"
    done
  done
}
loop() { edges "$1" | tsort >/dev/null 2>"$tmp/tsort.err"; grep -q loop "$tmp/tsort.err"; }
if loop libretro; then
  echo "FAIL libretro cycles: a loop through $(grep -v "input contains a loop" "$tmp/tsort.err" | sed "s/tsort: //" | tr "\n" " ")"; status=1
else echo "ok   libretro cycles: none among $(ls libretro/*.c | wc -l) modules"; fi
mkdir -p "$tmp/planted" && cp libretro/*.c libretro/*.h "$tmp/planted/"
printf '#include "libretro/lr_state.h"\n' >>"$tmp/planted/lr_core.c"
if loop "$tmp/planted"; then echo "ok   libretro cycles: a planted lr_core -> lr_state include is found"
else echo "FAIL libretro cycles: the planted cycle was not found"; status=1; fi
exit $status
