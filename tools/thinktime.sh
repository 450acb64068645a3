#!/bin/sh
# thinktime.sh BUILD ROM MOVIE... — the computer's think time per move over
# whole recorded games, on the ROM in the emulated console (every title, one
# trace convention): each title's search writes "thinking" when the
# computer starts and a line beginning "think " when it has chosen
# (cart/*/*_ai.c) — 8088 Entrap's own vocabulary, "think b|w level N" when
# it starts and "value ..." when it has chosen, counts the same; romrun --trace-cycles stamps every trace line with the
# emulated cycle, and the time of a move is the cycles between the two lines
# / 1,789,773 Hz (the console clock, docs/console.md). Moves are grouped by
# the last "opponent NAME" or "level L" trace line before them.
# Prints per group: moves, average and worst seconds, and the movie and
# frame of the worst move. Runs two movies at a time. Exit 1 if a run fails.
# --moves (first): one line per move instead, tab-separated: group, cycles,
# movie, frame, and the moves played since the last `game` line (Odin:
# empties = 60 - that, in games from the start).
raw=; [ "$1" = --moves ] && { raw=1; shift; }
B=$1; rom=$2; shift 2
[ -e "$B/tools/romrun" ] && [ -e "$rom" ] || { echo "thinktime: $B/tools/romrun or $rom missing (run make)"; exit 1; }
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
for m in "$@"; do echo "$m"; done | xargs -P 2 -I{} sh -c \
  '"$0/tools/romrun" "$1" --max-frames 2000000 --movie "$2" --trace "$3/$(basename "$2").t" --trace-cycles >/dev/null 2>"$3/$(basename "$2").err" \
     || { echo "thinktime: $2: $(head -n 1 "$3/$(basename "$2").err")"; exit 255; }' "$B" "$rom" {} "$tmp" || exit 1
for m in "$@"; do
  n=$(basename "$m")
  awk -v movie="$n" '
    { text = $0; sub(/^[0-9]+ [0-9]+ /, "", text) }
    text ~ /^(opponent|level|start level) / { split(text, w, " "); k = w[1] == "start"; g = w[1 + k] " " w[2 + k] }
    text == "game" { played = 0 }
    text ~ /^move / { played++ }
    text == "thinking" || text ~ /^think [bw] level [0-9]+$/ { start = $1; next }
    text ~ /^(think|value) / && start != "" { printf "%s\t%.0f\t%s\t%s\t%d\n", g, $1 - start, movie, $2, played; start = "" }
  ' "$tmp/$n.t"
done | if [ -n "$raw" ]; then cat; else awk -F '\t' '
  { if (!($1 in n)) order[++groups] = $1
    n[$1]++; sum[$1] += $2
    if ($2 > worst[$1]) { worst[$1] = $2; where[$1] = $3 " frame " $4 } }
  END { hz = 1789773
        printf "%-18s %5s %9s %9s  %s\n", "opponent/level", "moves", "average", "worst", "worst move"
        for (i = 1; i <= groups; i++) { g = order[i]
          printf "%-18s %5d %7.2f s %7.2f s  %s\n", g, n[g], sum[g] / n[g] / hz, worst[g] / hz, where[g] } }'; fi
