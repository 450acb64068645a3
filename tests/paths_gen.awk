# paths_gen.awk — tests/paths.list to the C driver of one group:
#   awk -v group=GROUP -f tests/paths_gen.awk tests/paths.list > paths_GROUP.c
# Each function line becomes one C function that calls it over its domain
# (every value when the domain has at most CALLS points, else CALLS random
# draws) and prints one line per call (tests/sim/pt_lib.h). Functions are
# numbered over the whole list, so a line keeps its number in every group.
BEGIN { FS = "[ \t]*[|][ \t]*"; nf = 0 }
/^[ \t]*#/ || NF < 2 { next }
{ sub(/^[ \t]+/, "", $1) }
$2 ~ /^include / {
  if ($1 == group) inc[++ninc] = substr($2, 9)
  next
}
$2 ~ /^unit / {
  if ($1 == group) inc[++ninc] = substr($2, 6)
  next
}
$2 ~ /^setup / {
  if ($1 == group) setup[++nsetup] = substr($2, 7)
  next
}
{ ++fn }
$1 != group { next }
{
  name[++nf] = $2; num[nf] = fn; calls[nf] = $4 + 0; args[nf] = $3
  if (calls[nf] < 1) { print "paths.list: " $0 ": no CALLS" > "/dev/stderr"; exit 2 }
}
function ctype(t) {
  if (t == "u8") return "uint8_t"; if (t == "i8") return "int8_t"
  if (t == "u16") return "uint16_t"; if (t == "i16") return "int16_t"
  if (t == "u32") return "uint32_t"; if (t == "i32") return "int32_t"
  print "paths.list: unknown argument type " t > "/dev/stderr"; exit 2
}
function lit(x) { return (x + 0 > 2147483647) ? "(int32_t)" x "ul" : "(int32_t)" x "l" }
END {
  if (!nf) { print "paths.list: no function in group " group > "/dev/stderr"; exit 2 }
  print "/* paths_" group ".c — generated from tests/paths.list by tests/paths_gen.awk. */"
  print "#include <stdint.h>"
  print "#include <stdlib.h>"
  print "#include \"tests/sim/pt_lib.h\""
  for (i = 1; i <= ninc; ++i) print "#include \"" inc[i] "\""
  for (f = 1; f <= nf; ++f) {
    na = split(args[f], a, /[ \t]*;[ \t]*/); if (args[f] ~ /^[ \t]*$/) na = 0
    size = 1; strs = 0; decl = ""; nn = 0; sarg = "\"\""
    for (i = 1; i <= na; ++i) {
      split(a[i], w, /[ \t]+/); kind[i] = w[1]; lo[i] = w[2]; hi[i] = w[3]
      if (w[1] == "str") strs = 1; else size *= hi[i] - lo[i] + 1
    }
    all = (!strs && size <= calls[f]); n = all ? size : calls[f]; st = 1; body = ""
    for (i = 1; i <= na; ++i) {
      v = sprintf("%c", 64 + i)
      if (kind[i] == "str") {
        decl = decl "    static char " v "[" hi[i] + 1 "];\n"
        body = body "        pt_str(" v ", \"" lo[i] "\", " hi[i] ");\n"; sarg = v
        continue
      }
      decl = decl "    static " ctype(kind[i]) " " v ";\n"
      body = body sprintf("        v[%d] = pt_arg(k, %s, %s, %.0ful);\n", nn, lit(lo[i]), lit(hi[i]), all ? st : 0)
      body = body "        " v " = (" ctype(kind[i]) ")v[" nn++ "];\n"
      st *= hi[i] - lo[i] + 1
    }
    printf "\nstatic void f%d(uint32_t scale)\n{\n%s    int32_t v[%d], r;\n    uint32_t k, n = %.0ful%s;\n", num[f], decl, nn ? nn : 1, n, all ? ";\n    (void)scale" : " * scale"
    q = name[f]; gsub(/\\/, "\\\\\\\\", q); gsub(/"/, "\\\"", q)
    printf "    pt_start(%d, \"%s\", n, %d);\n", num[f], q, all
    printf "    for (k = 0; k < n; ++k) {\n%s        r = (int32_t)(%s);\n", body, name[f]
    printf "        pt_line(v, %d, %s, r);\n    }\n}\n", nn, sarg
  }
  print "\n/* [SCALE]: the random calls of each function times SCALE (default 1). */"
  print "int main(int argc, char **argv)\n{"
  print "    uint32_t scale = argc > 1 ? (uint32_t)atol(argv[1]) : 1;"
  for (i = 1; i <= nsetup; ++i) print "    " setup[i] ";"
  for (f = 1; f <= nf; ++f) printf "    f%d(scale);\n", num[f]
  print "    return 0;\n}"
}
