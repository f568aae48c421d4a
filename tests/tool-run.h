/* tool-run.h: running the tool under test (its path is in the environment
   variable SG_TOOL) with fork and exec, and checking what it did. */
#ifndef SG_TESTS_TOOL_RUN_H
#define SG_TESTS_TOOL_RUN_H

#include <stdbool.h>
#include <stddef.h>

/* The path of the tool under test, from the environment variable SG_TOOL
   (the Makefile and tests/exercises/run set it); a test that needs it
   fails if it is not set. */
const char *tool_path(void);
#define SG_TOOL (tool_path())

struct run {
    int exited;       /* non-zero if the tool exited normally */
    int code;         /* its exit status, if it did */
    char *out;        /* standard output, NUL-terminated */
    size_t outlen;
    char *err;        /* standard error, NUL-terminated */
    size_t errlen;
};

/* Runs SG_TOOL with the nargs arguments args (argv[0] is added) and the
   given text (or nothing, if NULL) on standard input. */
void run_tool_argv(struct run *r, const char *input, size_t nargs,
                   const char *const *args);
/* The same with the arguments given as a NULL-terminated list. */
void run_tool(struct run *r, const char *input, ...);
void run_free(struct run *r);
/* A successful run: exit 0, and nothing on stderr. */
void expect_success(const struct run *r, const char *what);
/* A refused input: exit 2, empty stdout, exactly one line on stderr that
   starts with "stonegame: ". */
void expect_usage_error(const struct run *r, const char *what);

/* Runs SG_TOOL with the arguments game, option (left out if NULL), "--"
   if dashdash, then the values v[0..n-1] in decimal (negative numbers
   are values, not options), and nothing on standard input. */
void run_values(struct run *r, const char *game, const char *option,
                const int *v, size_t n, bool dashdash);
/* The values as text for standard input, each followed by sep; the
   caller frees it. */
char *as_text(const int *v, size_t n, const char *sep);
/* The number of newlines in s. */
size_t count_lines(const char *s);

/* The limit of a game's line of play, max values: `GAME --json` on max +
   1 zeros on standard input, and `GAME OPTION` (no option if NULL), must
   be refused with a message that gives max; `GAME --json` on exactly max
   zeros must succeed and print want_head followed by max moves "L" and
   the end of the JSON.  pieces names the values in messages ("cards",
   "stones"). */
void expect_line_limit(const char *game, const char *option, const char *pieces,
                       size_t max, const char *want_head);

#endif
