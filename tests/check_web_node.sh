#!/bin/sh
# check_web_node.sh BUILD — the wasm build (make web) gives the same trace as
# `annex --headless`, byte for byte: every movie of tests/movies on the
# title's native build (on fibers, web/native_fiber.c), headless and as the
# page runs it with frames cut short (the fiber's busy path, which must
# have run), and the first movie of each title on its ROM in the wasm
# emulator (all of them take minutes; the browser test, check_web.sh, plays
# more). Under Node.
B=${1:-build}
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
jobs=""; seen=" "; i=0
for m in tests/movies/*.mov; do
  t=$(sed -n 's/^title //p' "$m" | head -n 1)
  [ -n "$t" ] || continue
  i=$((i + 1))
  "$B/annex" --headless "$t" --movie "$m" --trace "$tmp/$i.native" >/dev/null 2>&1 \
    || { echo "FAIL web node: annex --headless $t $m failed"; exit 1; }
  jobs="$jobs native,$t,$m,$tmp/$i.wasm-native live,$t,$m,$tmp/$i.wasm-live"
  case $seen in *" $t "*) ;; *)
    seen="$seen$t "
    jobs="$jobs rom,$B/rom/$t.rom,$m,$tmp/$i.wasm-rom" ;;
  esac
done
# shellcheck disable=SC2086  # the jobs are meant to split
node --no-experimental-fetch tests/web/node_trace.cjs "$B/web" $jobs || exit 1
status=0; n=0
# Input from the first displayed frame: the same game on both engines (a ROM's start-up).
node --no-experimental-fetch tests/web/boot.cjs "$B/web" || status=1
node --no-experimental-fetch tests/web/keys.mjs "$B/web" || status=1
node --no-experimental-fetch tests/web/player.mjs "$B/web" || status=1
# Game controllers: front/padmap.c's table, as the native build prints it.
node --no-experimental-fetch tests/web/pads.mjs "$B" || status=1
for j in $jobs; do
  out=${j##*,}; ref=${out%.wasm-*}.native
  n=$((n + 1))
  cmp -s "$out" "$ref" || { echo "FAIL web node: $j: trace differs from annex --headless"; diff "$ref" "$out" | head -n 5; status=1; }
done
busy=$(cat "$tmp"/*.busy | awk '{ s += $1 } END { print s + 0 }')
[ "$busy" -gt 0 ] || { echo "FAIL web node: no live frame was cut short: the busy path never ran"; status=1; }
[ $status = 0 ] && echo "ok   web (Node): $n wasm runs give annex --headless's traces byte for byte ($busy busy frames)"
exit $status
