#!/bin/sh
# check_libretro_info.sh BUILD — the core's .info as a RetroArch user meets
# it: Debian's RetroArch 1.14 in a real window (Xvfb, the gl driver on Mesa,
# the x input driver, keys by xdotool) opens Information > Core Information
# for the core, and what that screen shows is read back through RetroArch's
# own screen reader (accessibility_enable: it speaks each menu line as the
# cursor reaches it, through `espeak`, here a stand-in that writes the line
# down). Each line is compared with what the project says of itself, not
# with the .info: the name, the system, the version (front/cli.h), the
# licence (LICENSE holds zlib's text), the authors (LICENSE's copyright
# holder), the extensions (the core's own retro_get_system_info) and the
# deterministic states. A copy of the .info with a planted licence must
# fail the same comparison. The screen is kept as BUILD/libretro/info/*.png.
# Skipped (exit 0 with a note) without xvfb-run, xdotool or import.
B=${1:-build}
for t in xvfb-run xdotool import; do
  command -v $t >/dev/null 2>&1 || { echo "skip libretro info: no $t"; exit 0; }
done
rm -rf "$B/libretro/info" && mkdir -p "$B/libretro/info/bin"
W=$(cd "$B/libretro/info" && pwd)
status=0
fail() { echo "FAIL libretro info: $*"; status=1; }
ok() { echo "ok   libretro info: $*"; }

# What the screen must say.
version=$(sed -n 's/^#define HOST_VERSION "\(.*\)"/\1/p' front/cli.h)
holder=$(sed -n 's/^Copyright (C) [0-9]* //p' LICENSE | head -n 1)
exts=$(sed -n 's/.*valid_extensions = "\(.*\)";/\1/p' libretro/lr_api.c | sed 's/|/, /g')
grep -q "This software is provided 'as-is', without any express or implied" LICENSE \
  || fail "LICENSE does not hold the zlib licence"
[ -n "$version" ] && [ -n "$holder" ] && [ -n "$exts" ] || { fail "no version, holder or extensions"; exit 1; }

cat >"$W/bin/espeak" <<'EOF'
#!/bin/sh
# RetroArch runs `espeak -v VOICE -s SPEED TEXT`: TEXT is written down,
# and who wrote it (RetroArch drops a menu line while an espeak still runs).
for a; do t=$a; done
echo $$ >"$SPOKEN.pid"
printf '%s\n' "$t" >>"$SPOKEN"
EOF
chmod +x "$W/bin/espeak"

# screen NAME INFO APART: the core and INFO as its .info in NAME/, RetroArch
# on the Core Information screen; NAME.spoken holds the lines read out,
# NAME.png the screen. APART: how far its X display number is from the
# other screen's (both run at once).
screen() {
  d=$W/$1
  mkdir -p "$d/home"
  cp "$B/libretro/annex_libretro.so" "$d/"
  cp "$2" "$d/annex_libretro.info"
  { cat tests/libretro/window.cfg; cat <<CFG
libretro_directory = "$d"
libretro_info_path = "$d"
accessibility_enable = "true"
CFG
  } >"$d/ra.cfg"
  : >"$d.spoken"
  cat >"$d/run.sh" <<EOF
S="$d.spoken"
PATH="$W/bin:\$PATH" SPOKEN="\$S" HOME="$d/home" XDG_CONFIG_HOME="$d/home/.config" \
  retroarch --config="$d/ra.cfg" -L "$d/annex_libretro.so" --menu --verbose >"$d.log" 2>&1 &
ra=\$!
win=\$(xdotool search --sync --onlyvisible --class retroarch | head -n 1)
xdotool windowactivate --sync "\$win" 2>/dev/null || xdotool windowfocus "\$win"
# Keys from when RetroArch has its video driver (one sent earlier is lost,
# and pressed again).
i=0
while ! grep -q 'Found display driver' "$d.log" && [ \$i -lt 300 ]; do sleep 0.1; i=\$((i + 1)); done
lines() { wc -l <"\$S"; }
# key K: K pressed (0.12 s: a frame sees it, RetroArch's menu does not
# repeat it yet) and released (0.4 s: a frame sees that, or the next press
# is no press), then the screen reader's next line awaited (the menu moved)
# and its espeak's end (a line read while one runs is dropped): at most 3 s
# each (a key lost: the callers press again).
key() {
  was=\$(lines) i=0
  xdotool keydown --window "\$win" \$1; sleep 0.12; xdotool keyup --window "\$win" \$1; sleep 0.4
  while [ "\$(lines)" = "\$was" ] && [ \$i -lt 60 ]; do sleep 0.05; i=\$((i + 1)); done
  i=0
  while kill -0 "\$(cat "\$S.pid")" 2>/dev/null && [ \$i -lt 60 ]; do sleep 0.05; i=\$((i + 1)); done
}
said() { grep -c "\$1" "\$S"; }
# down_to TEXT: Down until the line read last ends with TEXT.
down_to() {
  n=0
  until tail -n 1 "\$S" | grep -q "\$1\\\$"; do
    n=\$((n+1)); [ \$n -gt 25 ] && return 1
    key Down
  done
}
# open ENTRY NEXT: to ENTRY, then OK (x) until a line with NEXT is read.
open() {
  down_to "\$1" || return 1
  before=\$(said "\$2"); n=0
  while [ "\$(said "\$2")" = "\$before" ]; do
    n=\$((n+1)); [ \$n -gt 4 ] && return 1
    key x
  done
}
# all_read: every line compared below has been read (a line the cursor
# passed too fast to be read comes round again: the list wraps).
all_read() {
  for l in "Core Name" "Core Label" "Core Version" "System Name" Author License \
           "Supported Extensions" "Save State Support"; do
    grep -q "\$l: " "\$S" || return 1
  done
}
open Information "Core Information" && open "Core Information" "Core Name: " \
  && n=0 && until all_read || [ \$n -gt 60 ]; do key Down; n=\$((n+1)); done
sleep 0.5
import -window root "$d.png"
kill -TERM \$ra
wait \$ra
EOF
  # -n: a display number of its own (two -a started at once can pick the same)
  timeout 120 nice xvfb-run -a -n $((200 + ($$ + $3) % 700)) -s "-screen 0 1280x1024x24 -noreset" dbus-run-session -- sh "$d/run.sh" 2>"$d.err"
}

# shown NAME LABEL: the value read out after "LABEL: " on the screen.
shown() { sed -n "s/.*$2: \(.*\)/\1/p" "$W/$1.spoken" | head -n 1 | sed 's/ *$//'; }

# compare NAME: every line as the project says; prints the lines that differ.
compare() {
  bad=
  for pair in "Core Name=annex" "Core Label=annex (6502 console)" "Core Version=$version" \
              "System Name=annex 6502 cartridge console" "Author=$holder" "License=zlib" \
              "Supported Extensions=$exts"; do
    label=${pair%%=*} want=${pair#*=}
    got=$(shown "$1" "$label")
    [ "$got" = "$want" ] || bad="$bad; $label: '$got', not '$want'"
  done
  shown "$1" "Save State Support" | grep -q '^Deterministic' || bad="$bad; states not deterministic"
  echo "${bad#; }"
}

# The true .info and one with a planted licence, both screens at once (the
# check mostly waits on RetroArch's menu): 25 s instead of 50.
sed 's/^license = .*/license = "GPLv3"/' "$B/libretro/annex_libretro.info" >"$W/planted.info"
screen good "$B/libretro/annex_libretro.info" 0 &
screen planted "$W/planted.info" 350 &
wait
if ! grep -q 'Core Name: ' "$W/good.spoken"; then
  fail "the Core Information screen was not reached ($W/good.spoken, $W/good.log)"
else
  bad=$(compare good)
  if [ -z "$bad" ]; then
    ok "Core Information shows $(shown good 'Core Label'), $(shown good 'System Name'), $(shown good 'Core Version'), licence $(shown good License), by $(shown good Author), for $(shown good 'Supported Extensions') ($W/good.png)"
  else fail "Core Information: $bad"; fi
fi

# The same screen with a planted licence must not pass.
bad=$(compare planted)
case $bad in
  *"License: 'GPLv3'"*) ok "a planted licence is caught ($bad)" ;;
  *) fail "a planted licence was not caught (${bad:-no difference})" ;;
esac
exit $status
