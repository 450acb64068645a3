# check_lint_cmd.sh — lint_file FILE [CLANG ARGS]: the lint's hits in one C
# file as cc65 sees it (sourced by tests/check_lint.sh; needs $lint).
# msp430: int 16 bits and long 32, like cc65; -funsigned-char; cc65's own
# headers. clang's warnings for constants that overflow are hits too.
CC65_INC=${CC65_INC:-$(cl65 --print-target-path 2>/dev/null | sed 's#/target$#/include#')}
[ -d "$CC65_INC" ] || CC65_INC=/usr/share/cc65/include
lint_file() {
  f=$1; shift
  clang --target=msp430 -funsigned-char -nostdinc -isystem "$CC65_INC" -D__CC65__ -D__fastcall__= -D__cdecl__= -D__near__= -D__far__= -I. "$@" \
    -fsyntax-only -Wno-everything -Winteger-overflow -Wshift-count-overflow -Wshift-overflow \
    -Wconstant-conversion -Xclang -ast-dump=json "$f" 2>"$tmp/clang" | "$lint"
  sed -n 's/^\([^ :]*:[0-9]*\):[0-9]*: \(warning\|error\): \(.*\)/\1: clang: \3/p' "$tmp/clang"
}
