#!/bin/sh
# bench/idle.sh BUILD_DIR — the window's CPU use while nothing moves: the
# capture title waiting for a key at power-on, in a real X window (Xvfb,
# SDL's renderer as it comes) for 10 seconds (600 frames). Prints the share
# of one core annex used (user + system time over wall time, annex's
# process alone) and its counters: frames, presents (goal: at most 5%).
B=${1:-build}
A="$B/annex"
[ -x "$A" ] || { echo "bench/idle.sh: $A not built" >&2; exit 1; }
if ! command -v xvfb-run >/dev/null 2>&1 || [ ! -x /usr/bin/time ]; then
  echo "idle: skipped (needs xvfb-run and /usr/bin/time)"; exit 0
fi
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
XDG_CONFIG_HOME="$tmp" XDG_DATA_HOME="$tmp" SDL_AUDIODRIVER=dummy ANNEX_STATS=1 \
  env -u SDL_VIDEODRIVER xvfb-run -a -s "-screen 0 1600x1000x24" \
  /usr/bin/time -f "time %e %U %S" "$A" capture --no-audio --frames 600 >/dev/null 2>"$tmp/err" \
  || { echo "bench/idle.sh: annex failed: $(head -n 1 "$tmp/err")" >&2; exit 1; }
awk '/^time / { wall = $2; cpu = $3 + $4 }
     /^annex: stats:/ { ticks = $3; presents = $11 }
     END { if (wall <= 0) wall = 1e-9
           printf "idle: capture waiting for a key, 600 frames in Xvfb: %.1f%% of a core (%.2f s CPU in %.2f s; %d ticks, %d presents; goal: at most 5%%)\n",
                  100 * cpu / wall, cpu, wall, ticks, presents }' "$tmp/err"
