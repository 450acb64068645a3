#!/bin/sh
# check_layers.sh — the include graph follows the layers (docs/titles.md):
#   cart/  portable game code: includes only cart/ headers (and <stdint.h>,
#          <string.h>, <stddef.h>, the C headers cc65 has);
#   emu/   the console: includes emu/ and cart/console.h, no registry, no
#          port/ or host/ code;
#   port/  the console API per target: cart/, emu/, port/;
#   host/  on top.
# Prints each offending #include; exit 1 if any.
status=0
tmp=$(mktemp); trap 'rm -f "$tmp"' EXIT
bad() { echo "FAIL layers: $1"; status=1; }
for f in $(find cart -name '*.[ch]'); do
  grep -n '^[[:space:]]*#[[:space:]]*include' "$f" | while IFS= read -r l; do
    case $l in
      *'"cart/'*|*'<stdint.h>'*|*'<string.h>'*|*'<stddef.h>'*) ;;
      *) echo "$f: $l" ;;
    esac
  done
done >"$tmp"
for f in $(find emu -name '*.[ch]'); do
  grep -n '#include "' "$f" | grep -v '"emu/\|"util/\|"cart/console.h"' | sed "s#^#$f: #"
done >>"$tmp"
for f in $(find port -name '*.[ch]'); do
  grep -n '#include "' "$f" | grep -v '"emu/\|"cart/\|"port/' | sed "s#^#$f: #"
done >>"$tmp"
while IFS= read -r l; do bad "$l"; done <"$tmp"
[ $status = 0 ] && echo "ok   layers: cart/ includes only cart/, emu/ no registry or host, port/ no host"
exit $status
