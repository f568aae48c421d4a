/* test-tool-stone3.c: tests of `stonegame iii`, Stone Game III in the
   command-line tool build/stonegame (its path is in the environment
   variable SG_TOOL), run with fork and exec; its standard input, output
   and error are temporary files, so no pipe can fill up.  Stone Game III
   was the tool's first game, so its tests also try the tool's reading of
   arguments and standard input in depth: hostile invocations, endless and
   stalled input, a reader that goes away, a limit on the size of files. */
#define _GNU_SOURCE

#include <criterion/criterion.h>

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdarg.h>
#include <stdint.h>
#include <sys/resource.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include "stonegame.h"
#include "brute.h"
#include "tool-run.h"
#include "hostile.h"

#define LEN(a) (sizeof(a) / sizeof((a)[0]))

/* ---------------------------------------------------------------------
   The expected JSON, built from the library and the values. */

static char *expected_json(const int *v, size_t n)
{
    unsigned char *moves = malloc(n ? n : 1);
    size_t nmoves = 0, i, p = 0, cap = 128 + 3 * n, used;
    int64_t diff = 0, score[2] = { 0, 0 };
    char *buf = malloc(cap);
    const char *winner;

    cr_assert(moves && buf, "malloc failed");
    cr_assert_eq(sg_stone3_line(v, n, moves, &nmoves, &diff), SG_OK, "sg_stone3_line failed");
    for (i = 0; i < nmoves; i++) {
        unsigned k;
        for (k = 0; k < moves[i]; k++)
            score[i % 2] += v[p + k];
        p += moves[i];
    }
    cr_assert_eq(score[0] - score[1], diff, "the library's line does not score its value");
    winner = diff > 0 ? "Alice" : diff < 0 ? "Bob" : "Tie";
    used = (size_t)snprintf(buf, cap, "{\"game\":\"iii\",\"n\":%zu,\"winner\":\"%s\",\"alice\":%lld,\"bob\":%lld,\"moves\":[",
                            n, winner, (long long)score[0], (long long)score[1]);
    for (i = 0; i < nmoves; i++)
        used += (size_t)snprintf(buf + used, cap - used, "%s%u", i ? "," : "", (unsigned)moves[i]);
    snprintf(buf + used, cap - used, "]}\n");
    free(moves);
    return buf;
}

/* A strict parser of the tool's JSON line. */
struct result {
    size_t n;
    char winner[8];
    long long alice, bob;
    unsigned char moves[200000];
    size_t nmoves;
};

static int expect_lit(const char **p, const char *lit)
{
    size_t len = strlen(lit);
    if (strncmp(*p, lit, len) != 0)
        return 0;
    *p += len;
    return 1;
}

static int parse_ll(const char **p, long long *x)
{
    char *end;
    if (!(**p == '-' || (**p >= '0' && **p <= '9')))
        return 0;
    errno = 0;
    *x = strtoll(*p, &end, 10);
    if (errno != 0 || end == *p)
        return 0;
    *p = end;
    return 1;
}

/* Returns NULL on success, else what went wrong. */
static const char *parse_json(const char *s, struct result *res)
{
    const char *p = s;
    long long x;
    size_t w = 0;

    if (!expect_lit(&p, "{\"game\":\"iii\",\"n\":"))
        return "bad start";
    if (!parse_ll(&p, &x) || x < 0)
        return "bad n";
    res->n = (size_t)x;
    if (!expect_lit(&p, ",\"winner\":\""))
        return "no winner";
    while (*p && *p != '"' && w < sizeof res->winner - 1)
        res->winner[w++] = *p++;
    res->winner[w] = '\0';
    if (!expect_lit(&p, "\",\"alice\":") || !parse_ll(&p, &res->alice))
        return "bad alice";
    if (!expect_lit(&p, ",\"bob\":") || !parse_ll(&p, &res->bob))
        return "bad bob";
    if (!expect_lit(&p, ",\"moves\":["))
        return "no moves";
    res->nmoves = 0;
    if (*p != ']') {
        for (;;) {
            if (!parse_ll(&p, &x) || x < 1 || x > 3)
                return "bad move";
            if (res->nmoves >= sizeof res->moves)
                return "too many moves";
            res->moves[res->nmoves++] = (unsigned char)x;
            if (*p == ',')
                p++;
            else
                break;
        }
    }
    if (!expect_lit(&p, "]}\n"))
        return "bad end";
    if (*p != '\0')
        return "text after the line";
    return NULL;
}

/* Checks the tool's JSON for v[0..n-1] against the library and the
   oracle (when n is small). */
static void check_json(const char *out, const int *v, size_t n, const char *what)
{
    struct result res;
    const char *bad = parse_json(out, &res);
    int64_t d = 0, sum = 0;
    size_t i;
    const char *want_winner;

    cr_assert_null(bad, "%s: cannot parse the JSON (%s): %s", what, bad, out);
    cr_assert_eq(res.n, n, "%s: n = %zu, expected %zu", what, res.n, n);
    cr_assert_eq(sg_stone3(v, n, &d), SG_OK, "sg_stone3 failed");
    for (i = 0; i < n; i++)
        sum += v[i];
    cr_assert_eq((int64_t)(res.alice - res.bob), d, "%s: alice - bob = %lld, sg_stone3 says %lld",
                 what, res.alice - res.bob, (long long)d);
    cr_assert_eq((int64_t)(res.alice + res.bob), sum, "%s: alice + bob = %lld, the sum is %lld",
                 what, res.alice + res.bob, (long long)sum);
    want_winner = d > 0 ? "Alice" : d < 0 ? "Bob" : "Tie";
    cr_assert_str_eq(res.winner, want_winner, "%s: winner %s, expected %s", what, res.winner, want_winner);
    if (n <= 12) {
        char msg[256];
        int64_t line = 0;
        cr_assert(brute_check_line(v, n, res.moves, res.nmoves, 1, &line, msg, sizeof msg),
                  "%s: the moves are not the optimal line: %s", what, msg);
        cr_assert_eq(line, d, "%s: the moves score %lld", what, (long long)line);
    }
    {
        char *want = expected_json(v, n);
        cr_assert_str_eq(out, want, "%s: JSON differs from the library's line", what);
        free(want);
    }
}


/* ---------------------------------------------------------------------
   Successful runs. */

static const char json_1237[] =
    "{\"game\":\"iii\",\"n\":4,\"winner\":\"Bob\",\"alice\":6,\"bob\":7,\"moves\":[3,1]}\n";

Test(tool, json_example, .timeout = 30)
{
    struct run r;
    run_tool(&r, NULL, "iii", "--json", "1", "2", "3", "7", (char *)NULL);
    expect_success(&r, "iii --json 1 2 3 7");
    cr_assert_str_eq(r.out, json_1237, "iii --json 1 2 3 7 printed: %s", r.out);
    run_free(&r);
}

Test(tool, json_examples_exact, .timeout = 30)
{
    static const char *const cases[][9] = {
        { "1", "2", "3", "-9", NULL },
        { "1", "2", "3", "6", NULL },
        { "1", "2", "3", "-1", "-2", "-3", "7", NULL },
        { "-1", "-2", "-3", NULL },
        { "1", "2", "3", "4", "5", "-9", "7", NULL },
    };
    static const char *const want[] = {
        "{\"game\":\"iii\",\"n\":4,\"winner\":\"Alice\",\"alice\":6,\"bob\":-9,\"moves\":[3,1]}\n",
        "{\"game\":\"iii\",\"n\":4,\"winner\":\"Tie\",\"alice\":6,\"bob\":6,\"moves\":[3,1]}\n",
        NULL, NULL, NULL,
    };
    size_t c;

    for (c = 0; c < LEN(cases); c++) {
        const char *args[12];
        int v[9];
        size_t n = 0;
        struct run r;
        args[0] = "iii";
        args[1] = "--json";
        while (cases[c][n] != NULL) {
            args[n + 2] = cases[c][n];
            v[n] = atoi(cases[c][n]);
            n++;
        }
        run_tool_argv(&r, NULL, n + 2, args);
        expect_success(&r, "iii --json <example>");
        if (want[c] != NULL)
            cr_assert_str_eq(r.out, want[c], "example %zu printed: %s", c, r.out);
        check_json(r.out, v, n, "an example");
        run_free(&r);
    }
}

Test(tool, double_dash_and_negatives, .timeout = 30)
{
    static const int v[] = { 1, -2, 3 };
    struct run r;
    char *want = expected_json(v, 3);

    run_tool(&r, NULL, "iii", "--json", "--", "1", "-2", "3", (char *)NULL);
    expect_success(&r, "iii --json -- 1 -2 3");
    cr_assert_str_eq(r.out, want, "iii --json -- 1 -2 3 printed: %s", r.out);
    check_json(r.out, v, 3, "iii --json -- 1 -2 3");
    run_free(&r);

    run_tool(&r, NULL, "iii", "--json", "1", "-2", "3", (char *)NULL);
    expect_success(&r, "iii --json 1 -2 3");
    cr_assert_str_eq(r.out, want, "iii --json 1 -2 3 printed: %s", r.out);
    run_free(&r);

    /* After "--", everything is a value, even a negative first one. */
    {
        static const int w[] = { -5, 4 };
        char *want2 = expected_json(w, 2);
        run_tool(&r, NULL, "iii", "--json", "--", "-5", "4", (char *)NULL);
        expect_success(&r, "iii --json -- -5 4");
        cr_assert_str_eq(r.out, want2, "iii --json -- -5 4 printed: %s", r.out);
        run_free(&r);
        run_tool(&r, NULL, "iii", "--json", "-5", "4", (char *)NULL);
        expect_success(&r, "iii --json -5 4");
        cr_assert_str_eq(r.out, want2, "iii --json -5 4 printed: %s", r.out);
        run_free(&r);
        free(want2);
    }
    free(want);
}

Test(tool, negative_values, .timeout = 30)
{
    static const int v[] = { -1, -2, -3 };
    static const int w[] = { -7 };
    static const int m[] = { INT_MIN, INT_MAX, -1, INT_MIN };
    struct run r;

    run_tool(&r, NULL, "iii", "--json", "-1", "-2", "-3", (char *)NULL);
    expect_success(&r, "iii --json -1 -2 -3");
    cr_assert_str_eq(r.out, "{\"game\":\"iii\",\"n\":3,\"winner\":\"Tie\",\"alice\":-3,\"bob\":-3,\"moves\":[2,1]}\n",
                     "iii --json -1 -2 -3 printed: %s", r.out);
    check_json(r.out, v, 3, "iii --json -1 -2 -3");
    run_free(&r);

    run_tool(&r, NULL, "iii", "--json", "-7", (char *)NULL);
    expect_success(&r, "iii --json -7");
    cr_assert_str_eq(r.out, "{\"game\":\"iii\",\"n\":1,\"winner\":\"Bob\",\"alice\":-7,\"bob\":0,\"moves\":[1]}\n",
                     "iii --json -7 printed: %s", r.out);
    check_json(r.out, w, 1, "iii --json -7");
    run_free(&r);

    /* The extremes of int are values too. */
    run_tool(&r, NULL, "iii", "--json", "-2147483648", "2147483647", "-1", "-2147483648", (char *)NULL);
    expect_success(&r, "iii --json INT_MIN INT_MAX -1 INT_MIN");
    check_json(r.out, m, 4, "iii --json INT_MIN INT_MAX -1 INT_MIN");
    run_free(&r);
}

Test(tool, stdin_input, .timeout = 30)
{
    static const char *const inputs[] = {
        "1 2 3 7",
        "1 2 3 7\n",
        "1\n2\n3\n7\n",
        "\t1\t2\n\n3   7 \n\t",
        "  1\r\n2\r\n3\r\n7\r\n",
    };
    size_t i;

    for (i = 0; i < LEN(inputs); i++) {
        struct run r;
        run_tool(&r, inputs[i], "iii", "--json", (char *)NULL);
        expect_success(&r, "iii --json < input");
        cr_assert_str_eq(r.out, json_1237, "iii --json with stdin input %zu printed: %s", i, r.out);
        run_free(&r);
    }
    {
        static const int v[] = { 1, -2, 3, -4, 5 };
        struct run r;
        run_tool(&r, "1 -2\t3\n-4\n5", "iii", "--json", (char *)NULL);
        expect_success(&r, "negative values on stdin");
        check_json(r.out, v, 5, "negative values on stdin");
        run_free(&r);
    }
}

Test(tool, empty_stdin, .timeout = 30)
{
    static const char want[] =
        "{\"game\":\"iii\",\"n\":0,\"winner\":\"Tie\",\"alice\":0,\"bob\":0,\"moves\":[]}\n";
    static const char *const inputs[] = { "", " ", "\n", " \t\n \n" };
    size_t i;

    for (i = 0; i < LEN(inputs); i++) {
        struct run r;
        run_tool(&r, inputs[i], "iii", "--json", (char *)NULL);
        expect_success(&r, "iii --json < empty");
        cr_assert_str_eq(r.out, want, "iii --json with empty input %zu printed: %s", i, r.out);
        run_free(&r);
    }
}

Test(tool, plain_and_play_output, .timeout = 30)
{
    struct run r;

    run_tool(&r, NULL, "iii", "1", "2", "3", "7", (char *)NULL);
    expect_success(&r, "iii 1 2 3 7");
    cr_assert_gt(r.outlen, 0, "iii 1 2 3 7 printed nothing");
    cr_assert_not_null(strstr(r.out, "Bob"), "iii 1 2 3 7 does not name the winner: %s", r.out);
    run_free(&r);

    run_tool(&r, NULL, "iii", "--play", "1", "2", "3", "7", (char *)NULL);
    expect_success(&r, "iii --play 1 2 3 7");
    cr_assert_not_null(strstr(r.out, "Bob"), "--play does not mention the winner Bob: %s", r.out);
    cr_assert_not_null(strstr(r.out, "Alice"), "--play does not mention Alice: %s", r.out);
    run_free(&r);

    run_tool(&r, NULL, "iii", "--play", "1", "2", "3", "-9", (char *)NULL);
    expect_success(&r, "iii --play 1 2 3 -9");
    cr_assert_not_null(strstr(r.out, "Alice"), "--play does not mention the winner Alice: %s", r.out);
    run_free(&r);

    run_tool(&r, "1 2 3 7\n", "iii", "--play", (char *)NULL);
    expect_success(&r, "iii --play < 1 2 3 7");
    cr_assert_not_null(strstr(r.out, "Bob"), "--play on stdin does not mention the winner: %s", r.out);
    run_free(&r);
}

Test(tool, help_and_version, .timeout = 30)
{
    static const char *const opts[] = { "-h", "--help", "--version" };
    size_t i;

    for (i = 0; i < LEN(opts); i++) {
        struct run r;
        run_tool(&r, NULL, opts[i], (char *)NULL);
        cr_assert_eq(r.code, 0, "stonegame %s: exit status %d", opts[i], r.code);
        cr_assert_gt(r.outlen, 0, "stonegame %s printed nothing on stdout", opts[i]);
        cr_assert_eq(r.out[r.outlen - 1], '\n', "stonegame %s: output does not end a line", opts[i]);
        run_free(&r);
    }
    {
        struct run r;
        run_tool(&r, NULL, "--help", (char *)NULL);
        cr_assert_not_null(strstr(r.out, "iii"), "--help does not mention the game iii: %s", r.out);
        run_free(&r);
        run_tool(&r, NULL, "--version", (char *)NULL);
        cr_assert_not_null(strstr(r.out, "stonegame"), "--version does not name the tool: %s", r.out);
        run_free(&r);
    }
}

/* ---------------------------------------------------------------------
   Refused inputs: exit 2, nothing on stdout, one line on stderr. */

Test(tool, bad_games_and_options, .timeout = 30)
{
    static const char *const cases[][5] = {
        { NULL },
        { "foo", "1", "2", NULL },
        { "iii", "1", "x", NULL },
        { "III", "1", "2", NULL },
        { "iii", "--bogus", "1", "2", NULL },
        { "iii", "-x", "1", "2", NULL },
        { "--bogus", NULL },
        { "-x", NULL },
        { "iii", "--", "--json", NULL },
    };
    size_t c;

    for (c = 0; c < LEN(cases); c++) {
        const char *args[5];
        char what[128] = "stonegame";
        size_t n = 0;
        struct run r;
        while (cases[c][n] != NULL) {
            args[n] = cases[c][n];
            strncat(what, " ", sizeof what - strlen(what) - 1);
            strncat(what, args[n], sizeof what - strlen(what) - 1);
            n++;
        }
        run_tool_argv(&r, "1 2 3\n", n, args);
        expect_usage_error(&r, what);
        run_free(&r);
    }
}

static const char *const bad_values[] = {
    "1x", "0x10", "--5", "1e3", "", "+", "2147483648", "-2147483649",
    "99999999999999999999", "-99999999999999999999", "1.5", "x", "-", "2147483647x",
};

Test(tool, bad_values_in_arguments, .timeout = 30)
{
    size_t i;
    for (i = 0; i < LEN(bad_values); i++) {
        char what[96];
        struct run r;
        snprintf(what, sizeof what, "stonegame iii 1 '%s' 2", bad_values[i]);
        run_tool(&r, NULL, "iii", "1", bad_values[i], "2", (char *)NULL);
        expect_usage_error(&r, what);
        run_free(&r);
        snprintf(what, sizeof what, "stonegame iii --json -- '%s'", bad_values[i]);
        run_tool(&r, NULL, "iii", "--json", "--", bad_values[i], (char *)NULL);
        expect_usage_error(&r, what);
        run_free(&r);
    }
}

Test(tool, bad_values_on_stdin, .timeout = 30)
{
    size_t i;
    for (i = 0; i < LEN(bad_values); i++) {
        char input[96], what[128];
        struct run r;
        if (bad_values[i][0] == '\0')
            continue;     /* an empty token cannot occur between white space */
        snprintf(input, sizeof input, "1 2\n%s\n3\n", bad_values[i]);
        snprintf(what, sizeof what, "stonegame iii --json < \"1 2 %s 3\"", bad_values[i]);
        run_tool(&r, input, "iii", "--json", (char *)NULL);
        expect_usage_error(&r, what);
        run_free(&r);
        snprintf(input, sizeof input, "%s", bad_values[i]);
        snprintf(what, sizeof what, "stonegame iii < \"%s\"", bad_values[i]);
        run_tool(&r, input, "iii", (char *)NULL);
        expect_usage_error(&r, what);
        run_free(&r);
    }
}

Test(tool, int_limits_accepted, .timeout = 30)
{
    static const int v[] = { INT_MAX, INT_MIN };
    struct run r;

    run_tool(&r, NULL, "iii", "--json", "2147483647", "-2147483648", (char *)NULL);
    expect_success(&r, "iii --json INT_MAX INT_MIN");
    check_json(r.out, v, 2, "iii --json INT_MAX INT_MIN");
    run_free(&r);
    run_tool(&r, "2147483647\n-2147483648\n", "iii", "--json", (char *)NULL);
    expect_success(&r, "iii --json < INT_MAX INT_MIN");
    check_json(r.out, v, 2, "iii --json < INT_MAX INT_MIN");
    run_free(&r);
}

/* ---------------------------------------------------------------------
   Random arrays: the tool agrees with the library. */

Test(tool, random_arrays_arguments, .timeout = 120)
{
    uint64_t seed = 0x70013ULL;
    int a;

    for (a = 0; a < 150; a++) {
        size_t n = (size_t)rng_range(&seed, 0, 20), i;
        int v[20];
        char bufs[20][16];
        const char *args[22];
        struct run r;
        char what[64];

        if (n == 0)
            n = 1;    /* no values means stdin: tested elsewhere */
        args[0] = "iii";
        args[1] = "--json";
        for (i = 0; i < n; i++) {
            v[i] = a % 5 == 0 ? rng_range(&seed, INT_MIN / 2, INT_MAX / 2) * 2 + 1
                              : rng_range(&seed, -100, 100);
            snprintf(bufs[i], sizeof bufs[i], "%d", v[i]);
            args[i + 2] = bufs[i];
        }
        snprintf(what, sizeof what, "random array %d (n = %zu)", a, n);
        run_tool_argv(&r, NULL, n + 2, args);
        expect_success(&r, what);
        check_json(r.out, v, n, what);
        run_free(&r);
    }
}

Test(tool, random_arrays_stdin, .timeout = 120)
{
    uint64_t seed = 0x57D1ULL;
    static const char *const seps[] = { " ", "\n", "\t", "  \n\t" };
    int a;

    for (a = 0; a < 60; a++) {
        size_t n = (size_t)rng_range(&seed, 0, 30), i, used = 0;
        int v[30];
        char input[30 * 20 + 8];
        struct run r;
        char what[64];

        for (i = 0; i < n; i++) {
            v[i] = rng_range(&seed, -1000, 1000);
            used += (size_t)snprintf(input + used, sizeof input - used, "%s%d",
                                     seps[rng_range(&seed, 0, 3)], v[i]);
        }
        input[used] = '\0';
        snprintf(what, sizeof what, "random stdin array %d (n = %zu)", a, n);
        run_tool(&r, input, "iii", "--json", (char *)NULL);
        expect_success(&r, what);
        check_json(r.out, v, n, what);
        run_free(&r);
    }
}

Test(tool, large_stdin, .timeout = 120)
{
    size_t n = 100000, i, used = 0;
    int *v = malloc(n * sizeof *v);
    char *input = malloc(n * 13 + 1);
    uint64_t seed = 0xB16ULL;
    struct run r;
    char *want;

    cr_assert(v && input, "malloc failed");
    fill_random(v, n, &seed, -1000000, 1000000);
    for (i = 0; i < n; i++)
        used += (size_t)sprintf(input + used, "%d%c", v[i], i % 10 == 9 ? '\n' : ' ');
    run_tool(&r, input, "iii", "--json", (char *)NULL);
    expect_success(&r, "100000 values on stdin");
    want = expected_json(v, n);
    cr_assert_eq(strcmp(r.out, want), 0, "100000 values on stdin: the JSON differs from the library's");
    check_json(r.out, v, n, "100000 values on stdin");
    free(want);
    run_free(&r);
    free(v);
    free(input);
}

/* ---------------------------------------------------------------------
   Hostile invocations of Stone Game III (tests/hostile.h): bad arguments and
   bad bytes on standard input, each with the exit status it must give. */

static const struct hostile hostile_cases[] = {
    /* The empty argument and lone signs as values. */
    { { "iii", "" }, .status = 2, .err_has = "not an integer" },
    { { "iii", "1", "", "2" }, .status = 2, .err_has = "value 2" },
    { { "iii", "-" }, .status = 2, .err_has = "unknown option '-'" },
    { { "iii", "--", "-" }, .status = 2, .err_has = "not an integer" },
    { { "iii", "+" }, .status = 2, .err_has = "not an integer" },
    { { "iii", "--5" }, .status = 2, .err_has = "unknown option '--5'" },
    { { "iii", "--", "--5" }, .status = 2, .err_has = "not an integer" },
    { { "iii", "1 2" }, .status = 2, .err_has = "not an integer" },
    { { "iii", " 1" }, .status = 2, .err_has = "not an integer" },
    { { "iii", "\xd9\xa3" }, .status = 2, .err_has = "not an integer" },
    { { "iii", "+5" }, .status = 0, .out_has = "Alice 5" },
    /* The range of int, and the games' own bounds. */
    { { "iii", "2147483648" }, .status = 2, .err_has = "outside the range of int" },
    { { "iii", "--json", "2147483647", "-2147483648" }, .status = 0, .out_has = "\"n\":2" },
    /* 64 characters with leading zeros are a value, 65 are not: on the
       command line and on standard input. */
    { { "iii", "--json", V64 }, .status = 0, .out_has = "\"alice\":7" },
    { { "iii", "--json", N64 }, .status = 0, .out_has = "\"alice\":-9" },
    { { "iii", V65 }, .status = 2, .err_has = "too long" },
    { { "iii", N65 }, .status = 2, .err_has = "too long" },
    { { "iii", "--json" }, IN(V64 "\n"), .status = 0, .out_has = "\"alice\":7" },
    { { "iii", "--json" }, IN(N64), .status = 0, .out_has = "\"alice\":-9" },
    { { "iii" }, IN(V65 "\n"), .status = 2, .err_has = "too long" },
    { { "iii" }, IN("1 " N65), .status = 2, .err_has = "too long" },
    /* Bad tokens on standard input. */
    { { "iii" }, IN("1 2 x 3"), .status = 2, .err_has = "value 3" },
    { { "iii" }, IN("1\n2\n\n\n3 x"), .status = 2, .err_has = "line 5" },
    /* NUL bytes and bytes that are not UTF-8. */
    { { "iii" }, IN("1 \0 3"), .status = 2, .err_has = "value 2" },
    /* quoted up to the bad byte (and the digits after it, none here) */
    { { "iii" }, IN("\xc2\xa0" "1"), .status = 2, .err_has = "not an integer" },
    /* Every white-space byte separates; many spaces before a value. */
    { { "iii", "--json" }, IN("\r\r\r\v\v\f\f\t\t\n\n"), .status = 0, .out_has = "\"n\":0" },
    { { "iii", "--json" },
      IN("                                                                "
         "                                                                "
         "                                                              7"),
      .status = 0, .out_has = "\"alice\":7" },
    /* Messages stay on one line and short, whatever the token holds. */
    { { "iii", "1\n2" }, .status = 2, .err_has = "'1\\x0a2'" },
    { { "iii", "--a\nb" }, .status = 2, .err_has = "unknown option '--a\\x0ab'" },
    { { "iii", "-1x" }, .status = 2, .err_has = "not an integer" },
    { { "iii", X100 }, .status = 2, .err_has = "..." },
    { { "iii" }, IN("1 " X100 "\n"), .status = 2, .err_has = "'x': not an integer" },
    /* Options before and after values, and -- everywhere. */
    { { "iii", "--bogus", "1" }, .status = 2, .err_has = "unknown option '--bogus'" },
    { { "iii", "1", "2", "--bogus" }, .status = 2, .err_has = "unknown option '--bogus'" },
    { { "iii", "1", "-x" }, .status = 2, .err_has = "unknown option '-x'" },
    { { "--bogus", "iii", "1" }, .status = 2, .err_has = "unknown option" },
    { { "iii", "--jsonx" }, IN("1"), .status = 2, .err_has = "unknown option" },
    { { "iii", "--", "1", "--", "2" }, .status = 2, .err_has = "'--': not an integer" },
    { { "iii", "--", "--json" }, .status = 2, .err_has = "not an integer" },
    { { "iii", "--json", "1", "--", "-2" }, .status = 0, .out_has = "\"bob\":-2" },
    { { "iii", "1", "--json", "--", "-2" }, .status = 0, .out_has = "\"bob\":-2" },
    { { "--", "iii", "--json", "1" }, .status = 2, .err_has = "not an integer" },
    { { "--json", "iii", "--", "1" }, .status = 0, .out_has = "\"n\":1" },
    { { "iii", "--json", "--" }, IN("4 5"), .status = 0, .out_has = "\"n\":2" },
    { { "iii", "1", "--json" }, .status = 0, .out_has = "{\"game\":\"iii\"" },
    /* Help and version anywhere before --; --json with --play. */
    { { "iii", "1", "--help" }, .status = 0, .out_has = "Usage: stonegame" },
    { { "iii", "1", "-h" }, .status = 0, .out_has = "Usage: stonegame" },
    { { "iii", "--", "--help" }, .status = 2, .err_has = "not an integer" },
    { { "iii", "1", "--version" }, .status = 0, .out_has = "stonegame " SG_VERSION "\n" },
    { { "iii", "--json", "--play", "1" }, .status = 2, .err_has = "--json and --play" },
    { { "iii", "--play", "--json", "1" }, .status = 2, .err_has = "--json and --play" },
    { { "iii", "1", "--play", "2", "--json" }, .status = 2, .err_has = "--json and --play" },
    { { "iii", "--json", "--play" }, IN("1"), .status = 2, .err_has = "--json and --play" },
    /* Standard input that is not a file of bytes, and a closed one. */
    { { "iii" }, .in_path = "/dev/zero", .status = 2, .err_has = "\\x00" },
    { { "iii" }, .in_path = "/", .status = 1, .err_has = "error reading standard input" },
    { { "iii" }, .in_closed = true, .status = 1, .err_has = "error reading standard input" },
    { { "iii", "5" }, .in_closed = true, .status = 0, .out_has = "Alice wins" },
    /* Standard output that is full. */
    { { "iii", "1", "2", "3" }, .out_path = "/dev/full", .status = 1,
      .err_has = "error writing standard output: No space left on device" },
    { { "iii", "--json", "1", "2", "3" }, .out_path = "/dev/full", .status = 1,
      .err_has = "error writing standard output: No space left on device" },
};

Test(hostile, iii_invocations, .timeout = 120)
{
    check_hostile_table(hostile_cases, LEN(hostile_cases));
}

Test(hostile, iii_endless_streams_refused_at_once, .timeout = 120)
{
    static const struct endless streams[] = {
        { "iii on endless 'x'", { "iii", NULL }, PAT("x"), "not an integer" },
        { "iii on endless NUL bytes", { "iii", NULL }, "\0", 1, "\\x00" },
        { "iii --json on endless '0'", { "iii", "--json", NULL }, PAT("0"), "too long" },
    };

    for (size_t k = 0; k < LEN(streams); k++)
        expect_endless_refused(&streams[k]);
}

Test(hostile, iii_file_size_limit_is_a_write_error, .timeout = 120)
{
    expect_file_size_limit("iii", "--json");
    expect_file_size_limit("iii", "--play");
}

Test(hostile, iii_help_gives_the_limit, .timeout = 30)
{
    expect_help_says("iii", "at most 100000000 stones");
}

Test(hostile, read_error_names_the_reason, .timeout = 60)
{
    static const char *const args[] = { "iii", "--json", NULL };
    char want[200];
    struct setup s = { args, NULL, 0, "/", false, NULL };
    struct run r;

    snprintf(want, sizeof want, "stonegame: error reading standard input: %s\n",
             strerror(EISDIR));
    run_setup(&r, &s, "stonegame iii --json < /");
    expect_failure(&r, "stonegame iii --json < /");
    cr_assert_str_eq(r.err, want, "stonegame iii --json < / said: %s", r.err);
    run_free(&r);

    s.in_path = NULL;
    s.in_closed = true;
    snprintf(want, sizeof want, "stonegame: error reading standard input: %s\n",
             strerror(EBADF));
    run_setup(&r, &s, "stonegame iii --json <&-");
    expect_failure(&r, "stonegame iii --json <&-");
    cr_assert_str_eq(r.err, want, "stonegame iii --json <&- said: %s", r.err);
    run_free(&r);
}

/* ---------------------------------------------------------------------
   Input across the reader's blocks: a value after more white space than
   a block, and tokens that straddle the end of a block. */

static void expect_padded(size_t spaces, const char *token, int status, const char *has)
{
    static const char *const args[] = { "iii", "--json", NULL };
    size_t tlen = strlen(token);
    char *text = malloc(spaces + tlen + 1), what[160];
    struct setup s = { args, text, spaces + tlen, NULL, false, NULL };
    struct run r;

    cr_assert_not_null(text, "malloc failed");
    for (size_t i = 0; i < spaces; i++)
        text[i] = " \n\t\r\v\f"[i % 6];
    memcpy(text + spaces, token, tlen);
    snprintf(what, sizeof what, "iii --json on %zu white-space bytes and a token of %zu",
             spaces, tlen);
    run_setup(&r, &s, what);
    if (status == 0)
        expect_success(&r, what);
    else
        expect_usage_error(&r, what);
    cr_assert_not_null(strstr(status == 0 ? r.out : r.err, has), "%s: expected \"%s\", got: %s%s",
                       what, has, r.out, r.err);
    run_free(&r);
    free(text);
}

Test(hostile, tokens_across_blocks, .timeout = 120)
{
    static const size_t spaces[] = { 65536 - 1, 65536 - 10, 65536 - 40, 65536 - 64, 65536,
                                     3 * 65536 + 7, 1000000 };

    for (size_t k = 0; k < LEN(spaces); k++) {
        expect_padded(spaces[k], V64, 0, "\"alice\":7");
        expect_padded(spaces[k], N64, 0, "\"alice\":-9");
        expect_padded(spaces[k], V65, 2, "too long");
        expect_padded(spaces[k], "12345678901", 2, "outside the range of int");
        expect_padded(spaces[k], "1234x", 2, "not an integer");
    }
}

Test(hostile, iii_stalled_writer_refused_without_eof, .timeout = 120)
{
    static const char *const iii[] = { "iii", NULL };
    static const char *const json[] = { "iii", "--json", NULL };

    expect_stalled_writer(iii, PAT("1 2 x"), "value 3");
    expect_stalled_writer(json, PAT("1 2 x"), "'x'");
    expect_stalled_writer(iii, PAT("1 2 3 +-"), "value 4");
    expect_stalled_writer(iii, PAT("1 \0"), "value 2");
    expect_stalled_writer(iii, PAT("1\0"), "value 1");
    expect_stalled_writer(iii, PAT("7 2147483648"), "outside the range of int");
    expect_stalled_writer(iii, PAT("7 " V65), "too long");
}

/* The control of the test above: while a writer stalls on input that is
   still good, the tool must wait for more; the same input then closed
   succeeds. */
Test(hostile, stalled_writer_of_good_input_is_waited_for, .timeout = 60)
{
    static const char *const args[] = { "iii", "--json", NULL };
    static const char *const prefixes[] = { "1 2 3", "1 2 3 ", "1 2 -", "1 2 +", "1 2 " V64 };

    for (size_t k = 0; k < LEN(prefixes); k++) {
        int p[2], out = temp_fd(), err = temp_fd(), status;
        const char *text = prefixes[k];
        size_t len = strlen(text);
        char *got, *errs;
        size_t outlen, errlen;
        pid_t tool;

        cr_assert_eq(pipe2(p, O_CLOEXEC), 0, "pipe2 failed: %s", strerror(errno));
        tool = spawn_tool(args, p[0], out, err, false);
        close(p[0]);
        cr_assert_eq(write(p[1], text, len), (ssize_t)len, "write failed");
        bool exited = wait_exit(tool, 0.5, &status, NULL, 0);
        cr_assert_not(exited, "iii --json on \"%s\" and no end of file: the tool exited "
                      "(status %#x) before its input ended", text, status);
        close(p[1]);
        close(out);
        close(err);

        /* The same bytes and then the end of file: now the tool decides. */
        out = temp_fd();
        err = temp_fd();
        cr_assert_eq(pipe2(p, O_CLOEXEC), 0, "pipe2 failed: %s", strerror(errno));
        tool = spawn_tool(args, p[0], out, err, false);
        close(p[0]);
        cr_assert_eq(write(p[1], text, len), (ssize_t)len, "write failed");
        close(p[1]);
        cr_assert(wait_exit(tool, RUN_SECONDS, &status, NULL, 0),
                  "iii --json on \"%s\" then an end of file: still running after %d s", text,
                  RUN_SECONDS);
        got = read_all(out, &outlen);
        errs = read_all(err, &errlen);
        bool lone_sign = text[len - 1] == '-' || text[len - 1] == '+';
        cr_assert(WIFEXITED(status) && WEXITSTATUS(status) == (lone_sign ? 2 : 0),
                  "iii --json on \"%s\" then an end of file: status %#x, expected exit %d "
                  "(stderr: %s)", text, status, lone_sign ? 2 : 0, errs);
        cr_assert_eq(lone_sign ? errlen > 0 : outlen > 0, true,
                     "iii --json on \"%s\" then an end of file: stdout %s, stderr %s", text,
                     got, errs);
        free(got);
        free(errs);
        close(out);
        close(err);
    }
}

/* ---------------------------------------------------------------------
   --play to a reader that has gone. */

static void expect_stops_when_reader_gone(const char *option)
{
    static const size_t n = 1000000;
    const char *args[] = { "iii", option, NULL };
    int in = row_file(n), full = temp_fd(), err = temp_fd(), p[2], status;
    char io[1024], head[64], *errs;
    size_t fulllen, errlen, got = 0;
    pid_t tool;
    bool have_io = access("/proc/self/io", R_OK) == 0;

    /* The whole output, to a file first: its size. */
    tool = spawn_tool(args, in, full, err, false);
    cr_assert(wait_exit(tool, 60, &status, NULL, 0), "iii %s on %zu values: still running "
              "after 60 s", option, n);
    cr_assert(WIFEXITED(status) && WEXITSTATUS(status) == 0,
              "iii %s on %zu values to a file: status %#x", option, n, status);
    fulllen = (size_t)lseek(full, 0, SEEK_END);
    cr_assert_gt(fulllen, 1000000, "iii %s on %zu values printed only %zu bytes", option, n,
                 fulllen);
    close(full);
    close(err);

    /* Then to a pipe whose reader reads the first bytes and goes. */
    err = temp_fd();
    cr_assert_eq(lseek(in, 0, SEEK_SET), 0, "lseek failed");
    cr_assert_eq(pipe2(p, O_CLOEXEC), 0, "pipe2 failed: %s", strerror(errno));
    tool = spawn_tool(args, in, p[1], err, false);   /* SIGPIPE at its default */
    close(p[1]);
    while (got < sizeof head - 1) {
        ssize_t k = read(p[0], head + got, sizeof head - 1 - got);
        if (k <= 0)
            break;
        got += (size_t)k;
    }
    head[got] = '\0';
    close(p[0]);
    cr_assert(wait_exit(tool, 5, &status, have_io ? io : NULL, sizeof io),
              "iii %s on %zu values, reader gone: still running after 5 s (killed)", option, n);
    errs = read_all(err, &errlen);
    cr_assert(WIFEXITED(status) && WEXITSTATUS(status) == 1,
              "iii %s on %zu values, reader gone: status %#x, expected exit 1, not a "
              "death by SIGPIPE (stderr: %s)", option, n, status, errs);
    const char *start = strcmp(option, "--play") == 0 ? "Stone Game III with 1000000 stones"
                                                      : "{\"game\":\"iii\",\"n\":1000000,";
    cr_assert_eq(strncmp(head, start, strlen(start)), 0,
                 "iii %s: the reader should have read \"%s\" first, read: %s", option, start,
                 head);
    char want[128];
    snprintf(want, sizeof want, "stonegame: error writing standard output: %s\n",
             strerror(EPIPE));
    cr_assert_str_eq(errs, want, "iii %s, reader gone: stderr should name the broken pipe: %s",
                     option, errs);
    if (have_io) {
        /* Writes the tool tried, failed ones included: a tool that kept
           going would try one per buffer of the whole output. */
        long syscw = io_field(io, "syscw:"), wchar = io_field(io, "wchar:");
        cr_assert(syscw >= 0 && wchar >= 0, "cannot read the tool's /proc/PID/io: %s", io);
        cr_assert_lt((size_t)wchar, fulllen / 4, "iii %s, reader gone: wrote %ld of the %zu "
                     "bytes of the output", option, wchar, fulllen);
        cr_assert_lt(syscw, 64, "iii %s, reader gone: %ld calls of write (the whole output is "
                     "%zu bytes): it did not stop writing", option, syscw, fulllen);
    }
    free(errs);
    close(in);
    close(err);
}

Test(hostile, play_stops_when_the_reader_has_gone, .timeout = 180)
{
    expect_stops_when_reader_gone("--play");
}

Test(hostile, json_stops_when_the_reader_has_gone, .timeout = 180)
{
    expect_stops_when_reader_gone("--json");
}

