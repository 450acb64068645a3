#!/bin/sh
# check_screens.sh BUILD TITLE — what a title's screen shows, natively and
# as the ROM. tests/movies/TITLE.screens lists `MOVIE FRAMES|PATTERN;...`:
# the screen after FRAMES logical frames of the movie (annex --screen: text,
# block graphics as #, the cartridge's glyphs as *) must match every PATTERN
# (grep -e; !PATTERN: must not match; @ROW:PATTERN: screen row ROW, from 0,
# must match) on both targets.
# Prints one "ok" line; exit 1 on the first failure.
B=${1:-build}; title=$2
here=$(dirname "$0")
list=$here/movies/$title.screens
[ -n "$title" ] || { echo "usage: check_screens.sh BUILD TITLE"; exit 2; }
[ -r "$list" ] || { echo "FAIL $title screens: no $list"; exit 1; }
for f in "$B/annex" "$B/rom/$title.rom"; do
  [ -e "$f" ] || { echo "FAIL $title screens: $f missing (run make)"; exit 1; }
done
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
n=0
while IFS='|' read -r what pats; do
  case $what in ''|\#*) continue;; esac
  name=${what% *}; frames=${what#* }
  for t in native rom; do
    case $t in native) src=$title;; rom) src="--rom $B/rom/$title.rom";; esac
    # shellcheck disable=SC2086  # src is two words for the ROM
    "$B/annex" --headless $src --movie "$here/movies/$name.mov" --frames "$frames" --screen \
      >"$tmp/screen.$t" 2>&1 || { echo "FAIL $title screen: $name $t run failed"; exit 1; }
    rest=$pats
    while [ -n "$rest" ]; do
      pat=${rest%%;*}
      [ "$pat" = "$rest" ] && rest= || rest=${rest#*;}
      case $pat in
        !*) ! grep -q -e "${pat#!}" "$tmp/screen.$t" ;;
        @*:*) row=${pat%%:*}; row=${row#@}
              sed -n "$((row + 1))p" "$tmp/screen.$t" | grep -q -e "${pat#*:}" ;;
        *) grep -q -e "$pat" "$tmp/screen.$t" ;;
      esac || { echo "FAIL $title screen: $name at frame $frames ($t): \"$pat\" fails on the screen:"; cat "$tmp/screen.$t"; exit 1; }
      n=$((n + 1))
    done
  done
done <"$list"
echo "ok   $title screens: $n patterns on the screens of $title.screens, natively and as the ROM"
