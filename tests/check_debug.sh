#!/bin/sh
# check_debug.sh BUILD — annex debug (docs/debugger.md), a scripted monitor
# session on Odin's ROM and its search, under a recorded game:
# - a breakpoint on a C line (odin_ai.c:179) is set at the address cc65's
#   debug file gives that line, and stops there;
# - bt names the callers (odin_moves, game, odin_main, main), with
#   odin_think's arguments; up selects odin_moves, whose locals show;
# - next lands on the next C line (180), and the local it initialised
#   (empties) reads the 59 empty squares of the second position;
# - a write watchpoint on the C global odin_broken stops after the
#   instruction that wrote it, at its address, on the line after the write;
# - callers' arguments allow for what their line pushed before the call
#   (Entrap's read_line(prompt, max) under kit_line_key(l, kit_get()));
# - the local sq of odin_moves, at each of its first three returns from the
#   search, names the square the native build traces at that point;
# - runs under the debugger that stop nowhere (no breakpoint; a breakpoint
#   that never hits, so one instruction at a time; a watchpoint on the
#   stack page's second byte, which nothing reaches (RESET's dummy reads
#   touch $0100), so every stack access goes
#   through the debugger's callbacks) give romrun's trace byte for byte;
# - --compare reports the first difference with the native line and shows
#   the two traces side by side, the differing row marked (Vice Versa's ROM
#   under Odin's name), and finds Odin's own ROM identical;
# - a missing ROM is one line and exit 2;
# - linking with the debug file changes no byte of the ROM.
# Exit 1 on failure.
B=${1:-build}
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
rom=$B/rom/odin.rom movie=tests/movies/odin-level2-game.mov
for f in "$B/annex" "$rom" "$B/rom/odin.dbg" "$B/rom/odin.lbl" "$B/tools/romrun"; do
  [ -e "$f" ] || { echo "FAIL debug: $f missing (run make)"; exit 1; }
done
fail() { echo "FAIL debug: $*"; [ -s "$tmp/out" ] && sed 's/^/  | /' "$tmp/out" | head -n 60; exit 1; }

# The address of FILE:LINE from the debug file itself: the lowest start of
# its C spans (seg start + span start).
line_addr() {
  awk -F'\t' -v file="$1" -v line="$2" '
    function hex(s,   i, c, v) { v = 0; s = tolower(s); sub(/^0x/, "", s)
      for (i = 1; i <= length(s); i++) { c = index("0123456789abcdef", substr(s, i, 1)) - 1; v = v * 16 + c }
      return v }
    function kv(rec, key,   n, i, p, a) { n = split(rec, a, ",")
      for (i = 1; i <= n; i++) { p = index(a[i], "="); if (substr(a[i], 1, p - 1) == key) return substr(a[i], p + 1) }
      return "" }
    $1 == "file" && kv($2, "name") == "\"" file "\"" { fid = kv($2, "id") }
    $1 == "seg" { seg[kv($2, "id")] = hex(kv($2, "start")) }
    $1 == "span" { sseg[kv($2, "id")] = kv($2, "seg"); sst[kv($2, "id")] = kv($2, "start") + 0 }
    $1 == "line" { lines[++nl] = $2 }
    END { best = -1
      for (i = 1; i <= nl; i++) {
        r = lines[i]
        if (kv(r, "file") != fid || kv(r, "line") != line || kv(r, "type") != "1") continue
        n = split(kv(r, "span"), sp, "+")
        for (k = 1; k <= n; k++) { a = seg[sseg[sp[k]]] + sst[sp[k]]; if (best < 0 || a < best) best = a }
      }
      printf "$%04X\n", best }' "$B/rom/odin.dbg"
}

# ---- the session ----
cat >"$tmp/script" <<'EOF'
break cart/odin/odin_ai.c:179
continue
registers
bt
up
locals
next
print empties
delete
watch odin_broken
continue
delete
break cart/odin/odin.c:187
continue
print sq
continue
print sq
continue
print sq
quit
EOF
"$B/annex" debug "$rom" --movie "$movie" --script "$tmp/script" </dev/null >"$tmp/out" 2>&1 \
  || fail "the session failed (exit $?)"
want=$(line_addr cart/odin/odin_ai.c 179)
[ "$want" != '$FFFFFFFF' ] && [ "$want" != '$-001' ] || fail "no span of odin_ai.c:179 in the debug file"
grep -q "^breakpoint 1 at $want .*(line 179)" "$tmp/out" || fail "the breakpoint is not at $want (odin_ai.c:179)"
grep -q "^at $want _odin_think.*odin_ai.c:179:" "$tmp/out" || fail "the breakpoint did not stop at $want"
awk '/^\(annex\) bt/ { on = 1; next } /^\(annex\)/ { on = 0 } on' "$tmp/out" >"$tmp/bt"
for f in "#0 .* in odin_think(" "#1 .* in odin_moves(" "#2 .* in game(" "#3 .* in odin_main(" "#4 .* in main("; do
  grep -q "$f" "$tmp/bt" || fail "bt does not name '$f'"
done
grep -q "odin_think(rec=\$[0-9A-F]*, nrec=1 (\$01), from_start=1 (\$01))" "$tmp/bt" \
  || fail "bt does not show odin_think's arguments (rec, nrec=1, from_start=1)"
awk '/^\(annex\) locals/ { on = 1; next } /^\(annex\)/ { on = 0 } on' "$tmp/out" >"$tmp/up"
grep -q "frame #1 odin_moves:" "$tmp/up" && grep -q "local  uint8_t sq = " "$tmp/up" && grep -q "local  char buf = {" "$tmp/up" \
  || fail "up then locals does not show odin_moves' locals (sq, k, buf)"
awk '/^\(annex\) next/ { getline; print; exit }' "$tmp/out" | grep -q "odin_ai.c:180:" \
  || fail "next from line 179 did not land on line 180"
grep -q "local  uint8_t empties = 59 (\$3B)" "$tmp/out" || fail "empties is not 59 after its line"
broken=$(awk '$3 == "._odin_broken" { print $2 }' "$B/rom/odin.lbl" | sed 's/^00//')
[ -n "$broken" ] || fail "no _odin_broken in odin.lbl"
grep -q "^watchpoint 2: write \$$broken = \$00" "$tmp/out" || fail "no stop on the write of odin_broken (\$$broken)"
awk '/^watchpoint 2: write [$][0-9A-F]* =/ { getline; print; exit }' "$tmp/out" | grep -q "odin_ai.c:184:" \
  || fail "the watchpoint did not stop after line 183's write (odin_broken = 0)"
# sq at each return from the search, as square names, against the native trace.
"$B/annex" --headless odin --movie "$movie" --trace "$tmp/native.tr" >/dev/null 2>&1 \
  || fail "the native run failed"
awk '$2 == "think" || $2 == "book" { print $3; if (++n == 3) exit }' "$tmp/native.tr" >"$tmp/want.sq"
awk '/^\(annex\) print sq/ { getline; v = $5 + 0; printf "%c%d\n", 97 + v % 8, int(v / 8) % 8 + 1 }' "$tmp/out" >"$tmp/got.sq"
[ "$(wc -l <"$tmp/want.sq")" -eq 3 ] && cmp -s "$tmp/want.sq" "$tmp/got.sq" \
  || fail "sq reads $(tr '\n' ' ' <"$tmp/got.sq")where the native build traces $(tr '\n' ' ' <"$tmp/want.sq")"

# ---- callers' arguments: Entrap waits for a key inside an argument list ----
# kit_line_read's `kit_line_key(l, kit_get())` has pushed l when kit_get
# runs: the callers' C stack bases must allow for it.
printf 'break kit_get\ncontinue\nbt\nframe 2\nprint [prompt]\nprint [prompt+1]\nquit\n' >"$tmp/ent"
"$B/annex" debug "$B/rom/entrap.rom" --movie tests/movies/entrap-bw.mov --script "$tmp/ent" </dev/null >"$tmp/out" 2>&1 \
  || fail "the Entrap session failed"
grep -q "#2 .* in read_line(prompt=\$[0-9A-F]*, max=16 (\$10)) at cart/entrap/ent.c:62" "$tmp/out" \
  || fail "bt does not show read_line's arguments (max = LINE_MAX = 16)"
grep -q "#3 .* in ask_level(level=0 (\$00))" "$tmp/out" || fail "bt does not show ask_level(level=0)"
[ "$(awk '/^\(annex\) print \[prompt/ { getline; print $1 }' "$tmp/out" | tr '\n' ' ')" = "80 76 " ] \
  || fail "read_line's prompt does not point at \"PLAY LEVEL\""

# ---- a run that stops nowhere changes nothing ----
"$B/tools/romrun" "$rom" --movie "$movie" --trace "$tmp/ref.tr" >/dev/null 2>&1 || fail "romrun failed"
for setup in "" "break \$FFF0" "watch rw \$0101"; do
  printf '%s\ncontinue\nquit\n' "$setup" >"$tmp/run"
  "$B/annex" debug "$rom" --movie "$movie" --trace "$tmp/dbg.tr" --script "$tmp/run" </dev/null >"$tmp/out" 2>&1 \
    || fail "the run with '$setup' failed"
  grep -q "the run is over" "$tmp/out" || fail "the run with '$setup' stopped before the movie's end"
  cmp -s "$tmp/ref.tr" "$tmp/dbg.tr" || fail "the trace under the debugger ('$setup') differs from romrun's"
done

# ---- --compare: another title's ROM under Odin's name differs at once ----
mkdir "$tmp/other" && cp "$B/rom/vice-versa.rom" "$tmp/other/odin.rom"
"$B/annex" debug "$tmp/other/odin.rom" --movie "$movie" --compare -e nextframe -e 'trace 2' -e quit \
  </dev/null >"$tmp/out" 2>&1 || fail "annex debug --compare failed"
grep -q "^first difference at trace event 1:" "$tmp/out" && grep -q "^  native frame 0: start trs80" "$tmp/out" \
  || fail "--compare did not report the first difference with the native line"
grep -q "^> *1 *0 title  *0 start trs80" "$tmp/out" || fail "trace does not show the two traces side by side, the difference marked"
"$B/annex" debug odin --movie "$movie" --compare -e quit </dev/null >"$tmp/out" 2>&1 \
  && grep -q "^native and ROM traces are identical" "$tmp/out" || fail "--compare on Odin's own ROM is not identical"
st=0; "$B/annex" debug "$tmp/missing.rom" </dev/null >"$tmp/out" 2>&1 || st=$?
[ $st -eq 2 ] && [ "$(wc -l <"$tmp/out")" -eq 1 ] && grep -q "missing.rom" "$tmp/out" \
  || fail "a missing ROM gave exit $st, not one line and exit 2"

# ---- the debug file changes no byte ----
cl65 -t none -C port/rom.cfg -o "$tmp/plain.bin" "$B/obj/rom/port/crt0.o" "$B/obj/rom/entry/odin.o" \
  "$B/obj/rom/cart/con_lib.o" "$B/obj/rom/port/con_rom.o" "$B/rom/odin.lib" 2>"$tmp/err" \
  || fail "cl65: $(head -n 1 "$tmp/err")"
cmp -s "$tmp/plain.bin" "$B/rom/odin.bin" || fail "the ROM linked with --dbgfile differs from one without"
echo "ok   debug: a scripted session on Odin (C-line break at $want, bt, next, locals, watch), stopless runs give romrun's trace, --compare"
