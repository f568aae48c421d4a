/* tool-run.h: running the tool under test (its path is in the environment
   variable SG_TOOL) with fork and exec, and checking what it did. */
#ifndef SG_TESTS_TOOL_RUN_H
#define SG_TESTS_TOOL_RUN_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

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

/* Scores that the tool adds up in 128 bits (Stone Game VII, Stone Game
   VIII), added up the same way by their tests. */
__extension__ typedef __int128 wide;
__extension__ typedef unsigned __int128 uwide;

/* w in decimal, in buf[0..47]; returns the start of the digits. */
const char *wide_decimal(wide w, char buf[48]);

/* ---------------------------------------------------------------------
   The tests that every game's tool tests run, on the rows of that game. */

/* What the tool must print on a row, as a game's tests build it from the
   library: the JSON line (with its newline), the whole output of --play
   and the output without options (NULL where a test builds none), each a
   string that tool_expected_free frees, and the number of lines of
   --play. */
struct tool_expected {
    char *json;
    char *play;
    char *sentence;
    size_t play_lines;
};
void tool_expected_free(struct tool_expected *e);

/* A game of the tool, as its tests drive it. */
struct tool_game {
    const char *game;       /* its name on the command line: "v", "vii", ... */
    /* Draws v[0..n-1] of a kind; random row t is of kind t % kinds. */
    void (*fill)(int *v, size_t n, uint64_t *seed, int kind);
    int kinds;
    /* What the tool must print on v[0..n-1]. */
    void (*expect)(const int *v, size_t n, struct tool_expected *e);
    /* More checks of the tool's JSON on v[0..n-1] (NULL: none); desc
       names the row in messages. */
    void (*check_json)(const char *out, const int *v, size_t n, const char *desc);
    /* The number of values that describe one piece (1, or 2 for Stone
       Game VI): the random rows have a multiple of it, the length drawn
       rounded down. */
    size_t per_piece;
};

/* GAME --json on v[0..n-1] as arguments, after "--" if dashdash: it must
   succeed and print the expected JSON (then check_json). */
void expect_json_of_arguments(const struct tool_game *g, const int *v, size_t n, bool dashdash);

/* expect_json_of_arguments on count random rows from seed: row t has
   n = rng_range(&seed, 1, t % 2 ? short_max : 40) values, drawn by fill,
   and "--" before them when t % 3 == 0. */
void expect_json_random_arguments(const struct tool_game *g, uint64_t seed, int count,
                                  int short_max);

/* 60 random rows from seed, given to GAME --json on standard input,
   their values followed by " ", "\n", "\t" or "  \r\n" in turn: row t has
   n = rng_range(&seed, 0, 60) values while t < short_rows, and
   rng_range(&seed, long_lo, long_hi) after (long_hi at most 5000).  The
   tool must succeed and print the expected JSON (then check_json). */
void expect_json_random_stdin(const struct tool_game *g, uint64_t seed, int short_rows,
                              int long_lo, int long_hi);

/* 40 random rows from seed of 1 to 30 values, one a line on standard
   input: GAME --play must print the expected play (its play_lines
   lines), and GAME alone the expected sentence. */
void expect_play_random(const struct tool_game *g, uint64_t seed);

/* GAME --json with the arguments values[0..], up to max of them or the
   first NULL: the expected JSON of those values (read with atoi) must be
   want, and the tool must print it (then check_json). */
void expect_json_example(const struct tool_game *g, const char *const *values, size_t max,
                         const char *want);

/* GAME with no value, on no input, on "" and on white space: --json must
   print json, --play play, and GAME alone sentence. */
void expect_no_values(const char *game, const char *json, const char *play,
                      const char *sentence);

/* Each of bad[0..nbad-1] is refused as a value on the command line:
   GAME 1 BAD 2, GAME --json BAD and, unless play is NULL, GAME --play
   followed by the arguments play[] (up to a NULL) and BAD. */
void expect_bad_arguments_refused(const char *game, const char *const *play,
                                  const char *const *bad, size_t nbad);

/* Each of bad[0..nbad-1] is refused on standard input by GAME --json
   and, if bare, by GAME alone. */
void expect_bad_stdin_refused(const char *game, const char *const *bad, size_t nbad, bool bare);

/* Runs SG_TOOL with the arguments, a NULL-terminated list, and input on
   standard input (nothing if NULL): it must succeed and print want. */
void expect_tool_output(const char *want, const char *input, ...);

/* The winner of a game with two scores, "Alice", "Bob" or "Tie", and in
   *sentence the last line of its output for people, "Alice wins: Alice
   A, Bob B.\n", "Bob wins: ..." or "Tie: Alice A, Bob B.\n" (the caller
   frees it). */
const char *scores_winner(int64_t alice, int64_t bob, char **sentence);

/* GAME --play -- VALUES, with the arguments values[0..], up to max of
   them or the first NULL: the expected play of those values (read with
   atoi) must be want, and the tool must print it; GAME -- VALUES must
   print the expected sentence. */
void expect_play_example(const struct tool_game *g, const char *const *values, size_t max,
                         const char *want);

/* Unknown options are refused, before the values and after another
   option: GAME OPTION 1 2, and GAME --json OPTION and GAME --play OPTION
   on input (which game accepts) on standard input, for OPTION among
   --bogus, -x, --jsonx, --json=1, --plays, -j and -p. */
void expect_unknown_options_refused(const char *game, const char *input);

/* Runs SG_TOOL with the arguments, a NULL-terminated list of at most 8,
   and input on standard input (nothing if NULL): a refused input,
   status 2 and one line on stderr, which contains has. */
void expect_refused_line(const char *has, const char *input, ...);

#endif
