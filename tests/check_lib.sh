# check_lib.sh — shared by the check scripts (sourced: . tests/check_lib.sh):
# a scratch folder $tmp (removed on exit) holding HOME and the XDG folders,
# so no user file is touched, and the ok / fail / expect reporters.
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
export HOME="$tmp/home" XDG_CONFIG_HOME="$tmp/config" XDG_DATA_HOME="$tmp/data"
export SDL_AUDIODRIVER=dummy
mkdir -p "$HOME"
fails=0
ok()   { echo "ok   $1"; }
fail() { echo "FAIL $1"; fails=$((fails + 1)); }
# expect NAME STATUS PATTERN CMD...: exit status and the first stderr line
# (with status 2, stderr must be that one line).
expect() {
  name=$1 want=$2 pat=$3; shift 3
  "$@" >"$tmp/out" 2>"$tmp/err"; st=$?
  line=$(head -n 1 "$tmp/err")
  if [ "$st" != "$want" ]; then fail "$name: exit $st, wanted $want ($line)"
  elif ! printf '%s\n' "$line" | grep -q -- "$pat"; then fail "$name: stderr '$line' lacks '$pat'"
  elif [ "$want" = 2 ] && [ "$(wc -l <"$tmp/err")" -ne 1 ]; then fail "$name: more than one line"
  else ok "$name"; fi
}
# done_checks NAME: the closing line and the script's status.
done_checks() {
  [ "$fails" = 0 ] && echo "$1: all ok" || echo "$1: $fails failed"
  [ "$fails" = 0 ]
}
