#!/bin/sh
# bench/web.sh BUILD_DIR — the wasm emulator in Chromium beside the native
# romrun on the same ROM (bench/work.c, as bench/emu.sh), best of 3 each:
# emulated cycles per second, cold (the page's first run) and warm (the
# fastest of its runs 3 to 6, after two runs have warmed the engine:
# bench/web.mjs), by wall time and by CPU time (the page's renderer
# process; romrun's own, from `times`), and their ratios to native, wall
# to wall and CPU to CPU (goal: warm at least 0.5); the page's load time (navigation to its first frame
# running, from `make serve`'s server; goal: within 1 s); and the idle
# page's CPU use in three states (Capture waiting for a key, paused, the
# gallery; goal: at most 5% of a core each).
B=${1:-build}
ROM="$B/bench/work.rom"; RUN="$B/tools/romrun"
for f in "$ROM" "$RUN" "$B/web/annex.wasm" tests/web/node_modules/puppeteer-core; do
  [ -e "$f" ] || { echo "bench/web.sh: $f missing (make bench builds it)" >&2; exit 1; }
done
tmp=$(mktemp -d); server=""
trap '[ -n "$server" ] && kill -- "-$server" 2>/dev/null; rm -rf "$tmp"' EXIT
fail() { echo "bench/web.sh: $*" >&2; exit 1; }

. tests/web/serve.sh
web_serve "$B" "$tmp/serve.log" || fail "make serve did not answer"

best_rate() { awk '{ r = $1 / $2; if (r > b) b = r } END { printf "%.0f", b }'; }
# romrun: "CYCLES WALL_S CPU_S" (its user + system time: the subshell's
# children's line of `times`).
native_run() {
  ( "$RUN" "$ROM" --frames 0 --time 2>"$tmp/romrun" >/dev/null; times >"$tmp/times" )
  c_s=$(sed -n 's/^romrun: \([0-9]*\) cycles in \([0-9.]*\) s.*/\1 \2/p' "$tmp/romrun")
  [ -n "$c_s" ] || return 0
  sed -n 2p "$tmp/times" | awk -v cs="$c_s" '{ split($1, u, "m"); split($2, s, "m"); print cs, u[1] * 60 + u[2] + s[1] * 60 + s[2] }'
}
for i in 1 2 3; do
  native_run >>"$tmp/native"
  node bench/web.mjs "http://127.0.0.1:$port/" "$ROM" >>"$tmp/web" || fail "the Chromium run failed"
done
[ -s "$tmp/native" ] || fail "no cycle count from romrun"
native=$(cut -d' ' -f1,2 "$tmp/native" | best_rate)
native_cpu=$(cut -d' ' -f1,3 "$tmp/native" | best_rate)
cold=$(cut -d' ' -f2,3 "$tmp/web" | best_rate)
wasm=$(cut -d' ' -f4,5 "$tmp/web" | best_rate)
wasm_cpu=$(cut -d' ' -f4,6 "$tmp/web" | best_rate)
load=$(cut -d' ' -f1 "$tmp/web" | sort -n | head -n 1)
node bench/web.mjs "http://127.0.0.1:$port/" --idle >"$tmp/idle" || fail "the idle run failed"
awk -v n="$native" -v nc="$native_cpu" -v w="$wasm" -v wc="$wasm_cpu" -v c="$cold" -v l="$load" 'BEGIN {
  printf "web: wasm emulator in Chromium %6.1f M cycles/s warm (%6.1f by the renderer'"'"'s CPU time), %6.1f cold (bench/work.c ROM)\n", w / 1e6, wc / 1e6, c / 1e6
  printf "web: native romrun             %6.1f M cycles/s (%6.1f by its CPU time)\n", n / 1e6, nc / 1e6
  printf "web: wasm / native = %.2f warm by wall time (goal: at least 0.5), %.2f by CPU time; %.2f cold; page load to first frame: %d ms (goal: within 1000; best of 3)\n", w / n, wc / nc, c / n, l
}'
while read -r state all page secs; do
  echo "web: idle page, $state, over $secs s: the page (its renderer) $page% of a core, every Chromium process $all% (goal: at most 5%)"
done <"$tmp/idle"
