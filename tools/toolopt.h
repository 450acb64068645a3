/* toolopt.h — the command line of the small tools (mkrom, romrun): a table
 * of options (flags, string values, bounded decimal numbers) and the other
 * arguments in order. Bad input gets one line, "PROG: why (usage: ...)",
 * and status 2. */
#ifndef TOOLS_TOOLOPT_H
#define TOOLS_TOOLOPT_H

/* One option; exactly one of str, num, flag is set. */
typedef struct topt {
    const char *name;               /* "--movie" */
    const char **str;               /* takes a value: stored here */
    unsigned long long *num;        /* takes a number min..max: stored here */
    int *flag;                      /* no value: set to 1 */
    unsigned long long min, max;
} topt;

typedef struct topt_tool {
    const char *prog, *usage;       /* "romrun", "romrun ROM [--movie FILE] ..." */
} topt_tool;

/* Prints "PROG: why (usage: USAGE)" on stderr; returns 2. */
int topt_fail(const topt_tool *t, const char *why);
/* Parses argv[1..]: the options of `opts` (ended by a NULL name), the other
 * arguments into pos[0..npos-1] in order (unset ones left as they are).
 * 0, or 2 after topt_fail. */
int topt_parse(const topt_tool *t, int argc, char **argv, const topt *opts,
               const char **pos, int npos);

#endif
