# mktitles.awk — build/gen/titles.tsv (one row per title: name, entry,
# caption, profile name, controllers, machine, year, controls, looks,
# hidden, joysticks, typed keys, inlay labels comma-separated, help lines separated by |,
# the ROM header's title, what else it reads, the Ctrl/Alt keys it asks for; written
# by mk/titles.mk from the descriptors cart/NAME/title.mk) to the C table
# ttl_titles[] of front/titles.h.
function cstr(s) { gsub(/\\/, "\\\\", s); gsub(/"/, "\\\"", s); return "\"" s "\"" }
BEGIN { FS = "\t" }
{ sub(/^ +/, "") }
NF < 13 { next }
{
    n++; name[n] = $1; entry[n] = $2; caption[n] = $3
    prof = toupper($4); gsub(/-/, "_", prof); profile[n] = "CON_PROF_" prof
    ctl[n] = $5 + 0; machine[n] = $6; year[n] = $7 + 0; controls[n] = $8; looks[n] = $9
    hidden[n] = ($10 == "yes"); joys[n] = $11 + 0; typed[n] = $12
    inlay[n] = $13; help[n] = $14; header[n] = $15; reads[n] = $16; chords[n] = $17
}
END {
    print "/* Generated from the titles' descriptors (cart/NAME/title.mk) by"
    print " * mk/titles.mk and tools/mktitles.awk: do not edit. */"
    print "#include \"front/titles.h\""
    print "#include \"cart/console.h\""
    print ""
    for (i = 1; i <= n; i++) print "void " entry[i] "(void);"
    print ""
    for (i = 1; i <= n; i++) {
        if (help[i] == "") continue
        print "static const char *const help_" i "[] = {"
        k = split(help[i], line, "|")
        for (j = 1; j <= k; j++) { sub(/^ +/, "", line[j]); sub(/ +$/, "", line[j]); print "    " cstr(line[j]) "," }
        print "    0 };"
    }
    print ""
    print "const ttl_entry ttl_titles[] = {"
    for (i = 1; i <= n; i++) {
        labels = ""
        if (inlay[i] != "") {
            k = split(inlay[i], lab, ",")
            for (j = 1; j <= k; j++) labels = labels (j > 1 ? ", " : "") cstr(lab[j])
        }
        printf "    { %s, %s, %s,\n      %s,\n      %s, %s, %d, { %s }, %s,\n      %s, %d, %s, %s, %d, %d, %s,\n      %s, %s },\n", \
            cstr(name[i]), cstr(name[i] ".rom"), cstr(header[i]), cstr(caption[i]), entry[i], profile[i], ctl[i], \
            (labels == "" ? "0" : labels), (help[i] == "" ? "0" : "help_" i), \
            cstr(machine[i]), year[i], cstr(controls[i]), cstr(looks[i]), hidden[i], joys[i], cstr(typed[i]), \
            cstr(reads[i]), cstr(chords[i])
    }
    print "};"
    print "const unsigned ttl_count = sizeof ttl_titles / sizeof ttl_titles[0];"
}
