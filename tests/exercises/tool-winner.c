/* tool-winner.c: the exercise tool-winner, the tool's option --winner.
   The tool (its path is in the environment variable SG_TOOL) is run with
   fork and exec. */
#define _POSIX_C_SOURCE 200809L

#include <criterion/criterion.h>

#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include "sg-exercises.h"
#include "brute.h"
#include "tool-run.h"

#define LEN(a) (sizeof(a) / sizeof((a)[0]))

static const char json_1237[] =
    "{\"game\":\"iii\",\"n\":4,\"winner\":\"Bob\",\"alice\":6,\"bob\":7,\"moves\":[3,1]}\n";

/* s on one line, with a newline shown as \n, cut to fit in buf. */
static const char *one_line(const char *s, char *buf, size_t size)
{
    size_t used = 0;
    for (; *s != '\0' && used + 8 < size; s++) {
        if (*s == '\n') {
            buf[used++] = '\\';
            buf[used++] = 'n';
        } else
            buf[used++] = *s;
    }
    if (*s != '\0')
        used += (size_t)snprintf(buf + used, size - used, "...");
    buf[used] = '\0';
    return buf;
}

/* The command line args[0..nargs-1] as one string, for messages. */
static const char *shown(const char *const *args, size_t nargs, const char *input,
                         char *buf, size_t size)
{
    size_t used = (size_t)snprintf(buf, size, "stonegame");
    for (size_t i = 0; i < nargs && used < size; i++)
        used += (size_t)snprintf(buf + used, size - used, " %s", args[i]);
    if (input != NULL && used < size) {
        char in[200];
        snprintf(buf + used, size - used, " < \"%s\"", one_line(input, in, sizeof in));
    }
    return buf;
}

/* Runs the tool and checks that it succeeds and prints exactly want. */
static void expect_output(const char *input, const char *want, size_t nargs,
                          const char *const *args)
{
    struct run r;
    char what[512], got[320], wanted[320];
    shown(args, nargs, input, what, sizeof what);
    run_tool_argv(&r, input, nargs, args);
    cr_assert_eq(r.code, 0, "%s: exit status %d, expected 0 (stderr: %s)", what, r.code,
                 one_line(r.err, got, sizeof got));
    cr_assert_str_eq(r.out, want, "%s: printed \"%s\", expected \"%s\"", what,
                     one_line(r.out, got, sizeof got), one_line(want, wanted, sizeof wanted));
    cr_assert_eq(r.errlen, 0, "%s: unexpected stderr: %s", what,
                 one_line(r.err, got, sizeof got));
    run_free(&r);
}

#define EXPECT(input, want, ...)                                              \
    do {                                                                      \
        const char *const args_[] = {__VA_ARGS__};                            \
        expect_output((input), (want), LEN(args_), args_);                    \
    } while (0)

static const char *winner_line(int64_t d)
{
    return d > 0 ? "Alice\n" : d < 0 ? "Bob\n" : "Tie\n";
}

Test(tool_winner, example_bob)
{
    EXPECT(NULL, "Bob\n", "iii", "--winner", "1", "2", "3", "7");
}

Test(tool_winner, alice_bob_and_tie)
{
    EXPECT(NULL, "Alice\n", "iii", "--winner", "1", "2", "3", "-9");
    EXPECT(NULL, "Tie\n", "iii", "--winner", "1", "2", "3", "6");
    EXPECT(NULL, "Alice\n", "iii", "--winner", "1", "2", "3", "-1", "-2", "-3", "7");
    EXPECT(NULL, "Tie\n", "iii", "--winner", "-1", "-2", "-3");
    EXPECT(NULL, "Alice\n", "iii", "--winner", "42");
}

Test(tool_winner, values_on_stdin)
{
    EXPECT("1 2 3 7\n", "Bob\n", "iii", "--winner");
    EXPECT("1\n2\n3\n-9", "Alice\n", "iii", "--winner");
    EXPECT("", "Tie\n", "iii", "--winner");            /* no stones: a tie */
    EXPECT(" \n\t", "Tie\n", "iii", "--winner");
}

Test(tool_winner, anywhere_on_the_command_line)
{
    EXPECT(NULL, "Bob\n", "--winner", "iii", "1", "2", "3", "7");
    EXPECT(NULL, "Bob\n", "iii", "1", "2", "3", "7", "--winner");
    EXPECT(NULL, "Bob\n", "iii", "1", "--winner", "2", "3", "7");
    EXPECT(NULL, "Bob\n", "iii", "--winner", "1", "2", "--winner", "3", "7");
    /* [-5, 9]: Alice takes both stones and wins 4 to 0. */
    EXPECT(NULL, "Alice\n", "iii", "-5", "--winner", "9");
    EXPECT(NULL, "Alice\n", "iii", "-5", "9", "--winner");
}

Test(tool_winner, json_wins)
{
    EXPECT(NULL, json_1237, "iii", "--winner", "--json", "1", "2", "3", "7");
    EXPECT(NULL, json_1237, "iii", "--json", "--winner", "1", "2", "3", "7");
    EXPECT(NULL, json_1237, "iii", "1", "2", "3", "7", "--json", "--winner");
    EXPECT(NULL, json_1237, "iii", "--winner", "1", "2", "3", "7", "--json");
    EXPECT(NULL, json_1237, "iii", "--json", "1", "2", "3", "7", "--winner");
    EXPECT("1 2 3 7", json_1237, "iii", "--winner", "--json");
}

Test(tool_winner, play_prints_only_the_winner)
{
    EXPECT(NULL, "Bob\n", "iii", "--play", "--winner", "1", "2", "3", "7");
    EXPECT(NULL, "Bob\n", "iii", "--winner", "--play", "1", "2", "3", "7");
    EXPECT(NULL, "Bob\n", "iii", "--winner", "1", "2", "3", "7", "--play");
    EXPECT(NULL, "Bob\n", "iii", "1", "2", "3", "7", "--play", "--winner");
    EXPECT("1 2 3 -9", "Alice\n", "iii", "--play", "--winner");
    EXPECT(NULL, json_1237, "iii", "--winner", "--json", "1", "2", "3", "7");
}

Test(tool_winner, double_dash)
{
    EXPECT(NULL, "Bob\n", "iii", "--winner", "--", "1", "2", "3", "7");
    EXPECT(NULL, "Alice\n", "iii", "--winner", "--", "-5", "9");
    /* After "--" every token is a value, and "--winner" is not an integer. */
    struct run r;
    run_tool(&r, NULL, "iii", "--", "1", "--winner", (char *)NULL);
    expect_usage_error(&r, "stonegame iii -- 1 --winner (after --, --winner is a value)");
    run_free(&r);
    run_tool(&r, NULL, "iii", "--winner", "--", "--winner", (char *)NULL);
    expect_usage_error(&r, "stonegame iii --winner -- --winner");
    run_free(&r);
}

Test(tool_winner, other_options_still_refused)
{
    static const char *const cases[][4] = {
        {"iii", "--winners", "1", "2"},
        {"iii", "--Winner", "1", "2"},
        {"iii", "--win", "1", "2"},
        {"iii", "-winner", "1", "2"},
        {"iii", "1", "2", "winner"},
    };
    EXPECT(NULL, "Tie\n", "iii", "--winner", "1", "2", "3", "6");
    for (size_t c = 0; c < LEN(cases); c++) {
        struct run r;
        char what[256];
        shown(cases[c], 4, NULL, what, sizeof what);
        run_tool_argv(&r, NULL, 4, cases[c]);
        expect_usage_error(&r, what);
        run_free(&r);
    }
    /* --winner names no game. */
    struct run r;
    run_tool(&r, "1 2 3", "--winner", (char *)NULL);
    expect_usage_error(&r, "stonegame --winner (no game)");
    run_free(&r);
}

Test(tool_winner, random_rows_against_brute_force, .timeout = 120)
{
    uint64_t seed = 31;
    for (int t = 0; t < 400; t++) {
        size_t n = (size_t)rng_range(&seed, 0, 12), nargs = 0;
        int v[12];
        char text[12][16], input[12 * 16 + 1] = "";
        const char *args[16];
        int on_stdin = t % 3 == 0;
        size_t where = (size_t)rng_range(&seed, 0, (int)n);   /* before value `where` */
        fill_random(v, n, &seed, -20, 20);
        for (size_t i = 0; i < n; i++)
            snprintf(text[i], sizeof text[i], "%d", v[i]);
        args[nargs++] = "iii";
        if (on_stdin) {
            args[nargs++] = "--winner";
            for (size_t i = 0; i < n; i++) {
                strcat(input, text[i]);
                strcat(input, i % 4 == 3 ? "\n" : " ");
            }
        } else {
            for (size_t i = 0; i <= n; i++) {
                if (i == where)
                    args[nargs++] = "--winner";
                if (i < n)
                    args[nargs++] = text[i];
            }
        }
        expect_output(on_stdin ? input : NULL, winner_line(brute_stone3(v, n)), nargs, args);
    }
}

Test(tool_winner, write_error_is_reported)
{
    /* The tool must check its output: with standard output on /dev/full
       the answer cannot be written, and that is exit status 1 with a
       message, not success. */
    EXPECT(NULL, "Bob\n", "iii", "--winner", "1", "2", "3", "7");
    int out = open("/dev/full", O_WRONLY), err = open("/dev/null", O_WRONLY);
    cr_assert(out >= 0 && err >= 0, "cannot open /dev/full or /dev/null: %s", strerror(errno));
    fflush(NULL);
    pid_t pid = fork();
    cr_assert_neq(pid, -1, "fork failed: %s", strerror(errno));
    if (pid == 0) {
        char *argv[] = {(char *)SG_TOOL, (char *)"iii", (char *)"--winner", (char *)"1",
                        (char *)"2", (char *)"3", (char *)"7", NULL};
        if (dup2(out, 1) < 0 || dup2(err, 2) < 0)
            _exit(126);
        execv(SG_TOOL, argv);
        _exit(127);
    }
    int status;
    while (waitpid(pid, &status, 0) < 0)
        cr_assert_eq(errno, EINTR, "waitpid failed: %s", strerror(errno));
    close(out);
    close(err);
    cr_assert(WIFEXITED(status), "stonegame iii --winner 1 2 3 7 > /dev/full did not exit "
              "normally (status %d)", status);
    cr_assert_eq(WEXITSTATUS(status), 1, "stonegame iii --winner 1 2 3 7 > /dev/full: exit "
                 "status %d, expected 1 (standard output could not be written: check "
                 "fflush and ferror before returning EXIT_OK)", WEXITSTATUS(status));
}
