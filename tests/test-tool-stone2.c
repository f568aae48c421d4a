/* test-tool-stone2.c: tests of `stonegame ii`, Stone Game II in the
   command-line tool (its path is in the environment variable SG_TOOL).
   The expected output is built from the library: Alice's stones and the
   line of play of sg_stone2_line, Bob's stones the rest of the total. */
#include <criterion/criterion.h>

#include <limits.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "stonegame.h"
#include "brute.h"
#include "tool-run.h"
#include "hostile.h"

#define LEN(a) (sizeof(a) / sizeof((a)[0]))

/* ---------------------------------------------------------------------
   The expected output, built from the library and the piles. */

struct expected {
    int64_t alice, bob;
    const char *winner;     /* "Alice", "Bob" or "Tie" */
    size_t nmoves;
    char *json;             /* the whole line, with its newline */
};

static void expect_from_library(const int *v, size_t n, struct expected *e)
{
    size_t *moves = malloc((n ? n : 1) * sizeof *moves);
    size_t cap = 160 + 8 * n, used, t, i = 0, m = 1, k;
    int64_t alice = 0, again = 0, total = 0, score[2] = { 0, 0 };

    e->json = malloc(cap);
    cr_assert(moves && e->json, "malloc failed");
    cr_assert_eq(sg_stone2_line(v, n, moves, &e->nmoves, &alice), SG_OK, "sg_stone2_line failed");
    cr_assert_eq(sg_stone2(v, n, &again), SG_OK, "sg_stone2 failed");
    cr_assert_eq(alice, again, "sg_stone2_line and sg_stone2 disagree");
    /* The library's line is legal and scores what it says. */
    for (t = 0; t < e->nmoves; t++) {
        cr_assert(i < n && moves[t] >= 1 && moves[t] <= 2 * m && moves[t] <= n - i,
                  "sg_stone2_line made an illegal move %zu", moves[t]);
        for (k = 0; k < moves[t]; k++)
            score[t % 2] += v[i + k];
        i += moves[t];
        m = moves[t] > m ? moves[t] : m;
    }
    cr_assert(i == n && score[0] == alice, "the library's line does not score its result");
    for (k = 0; k < n; k++)
        total += v[k];
    e->alice = alice;
    e->bob = total - alice;
    cr_assert_eq(e->bob, score[1], "the library's line gives Bob %lld, not %lld",
                 (long long)score[1], (long long)e->bob);
    e->winner = e->alice > e->bob ? "Alice" : e->alice < e->bob ? "Bob" : "Tie";
    used = (size_t)snprintf(e->json, cap,
                            "{\"game\":\"ii\",\"n\":%zu,\"winner\":\"%s\",\"alice\":%lld,"
                            "\"bob\":%lld,\"moves\":[",
                            n, e->winner, (long long)e->alice, (long long)e->bob);
    for (t = 0; t < e->nmoves; t++)
        used += (size_t)snprintf(e->json + used, cap - used, "%s%zu", t ? "," : "", moves[t]);
    snprintf(e->json + used, cap - used, "]}\n");
    free(moves);
}

/* The sentence with the winner, as the tool ends its output for people. */
static void winner_sentence(const struct expected *e, char *buf, size_t size)
{
    if (e->alice == e->bob)
        snprintf(buf, size, "Tie: Alice %lld, Bob %lld.\n", (long long)e->alice, (long long)e->bob);
    else
        snprintf(buf, size, "%s wins: Alice %lld, Bob %lld.\n", e->winner, (long long)e->alice,
                 (long long)e->bob);
}

/* What the tool prints on v with --json, for the tests of tool-run.h. */
static void expected_output(const int *v, size_t n, struct tool_expected *out)
{
    struct expected e;

    expect_from_library(v, n, &e);
    *out = (struct tool_expected){ e.json, NULL, NULL, 0 };
}

static const struct tool_game game_ii = { "ii", fill_kind, 4, expected_output, NULL, 1 };

/* ---------------------------------------------------------------------
   JSON. */

Test(ii_tool, json_2_7_9_4_4, .timeout = 30)
{
    static const char want[] =
        "{\"game\":\"ii\",\"n\":5,\"winner\":\"Bob\",\"alice\":10,\"bob\":16,\"moves\":[1,2,2]}\n";
    static const int v[] = { 2, 7, 9, 4, 4 };
    struct expected e;
    struct run r;

    expect_from_library(v, LEN(v), &e);
    cr_assert_str_eq(e.json, want, "the library's line of [2,7,9,4,4] gives %s", e.json);
    run_tool(&r, NULL, "ii", "--json", "2", "7", "9", "4", "4", (char *)NULL);
    expect_success(&r, "ii --json 2 7 9 4 4");
    cr_assert_str_eq(r.out, want, "ii --json 2 7 9 4 4 printed: %s", r.out);
    run_free(&r);
    run_tool(&r, "2 7 9 4 4\n", "ii", "--json", (char *)NULL);
    expect_success(&r, "ii --json < 2 7 9 4 4");
    cr_assert_str_eq(r.out, want, "ii --json < 2 7 9 4 4 printed: %s", r.out);
    run_free(&r);
    free(e.json);
}

Test(ii_tool, json_examples, .timeout = 30)
{
    static const int a[] = { 1, 2, 3, 4, 5, 100 }, b[] = { 5, -10 }, c[] = { 5, -10, 3, 1 },
                     d[] = { 7 }, f[] = { -1 }, g[] = { -1, -1 }, h[] = { 0, 0, 0 },
                     k4[] = { 1, 2, 3 };
    static const struct { const int *v; size_t n; const char *winner; int64_t alice; } ex[] = {
        { a, LEN(a), "Alice", 104 }, { b, LEN(b), "Alice", 5 }, { c, LEN(c), "Alice", 6 },
        { d, LEN(d), "Alice", 7 }, { f, LEN(f), "Bob", -1 }, { g, LEN(g), "Tie", -1 },
        { h, LEN(h), "Tie", 0 }, { k4, LEN(k4), "Tie", 3 },
    };
    size_t k;

    for (k = 0; k < LEN(ex); k++) {
        struct expected e;
        struct run r;
        char desc[128];

        brute_format(ex[k].v, ex[k].n, desc, sizeof desc);
        expect_from_library(ex[k].v, ex[k].n, &e);
        cr_assert_eq(e.alice, ex[k].alice, "%s: the library gives Alice %lld, expected %lld",
                     desc, (long long)e.alice, (long long)ex[k].alice);
        cr_assert_str_eq(e.winner, ex[k].winner, "%s: the library says %s wins, expected %s",
                         desc, e.winner, ex[k].winner);
        run_values(&r, "ii", "--json", ex[k].v, ex[k].n, false);
        expect_success(&r, desc);
        cr_assert_str_eq(r.out, e.json, "ii --json %s printed\n%s\nexpected\n%s", desc, r.out, e.json);
        run_free(&r);
        free(e.json);
    }
}

Test(ii_tool, json_random_arguments, .timeout = 120)
{
    expect_json_random_arguments(&game_ii, 0x11C0DE01ULL, 120, 40);
}

Test(ii_tool, json_random_stdin, .timeout = 120)
{
    expect_json_random_stdin(&game_ii, 0x11C0DE02ULL, 52, 500, 3000);
}

Test(ii_tool, no_piles, .timeout = 30)
{
    static const char want[] =
        "{\"game\":\"ii\",\"n\":0,\"winner\":\"Tie\",\"alice\":0,\"bob\":0,\"moves\":[]}\n";
    static const char *const inputs[] = { NULL, "", "   \n\t\n" };
    struct expected e;
    size_t k;

    expect_from_library(NULL, 0, &e);
    cr_assert_str_eq(e.json, want, "the library's outcome for no piles gives %s", e.json);
    free(e.json);
    for (k = 0; k < LEN(inputs); k++) {
        struct run r;
        run_tool(&r, inputs[k], "ii", "--json", (char *)NULL);
        expect_success(&r, "ii --json < (nothing)");
        cr_assert_str_eq(r.out, want, "ii --json with no piles printed: %s", r.out);
        run_free(&r);
        run_tool(&r, inputs[k], "ii", (char *)NULL);
        expect_success(&r, "ii < (nothing)");
        cr_assert_str_eq(r.out, "Tie: Alice 0, Bob 0.\n", "ii with no piles printed: %s", r.out);
        run_free(&r);
    }
}

Test(ii_tool, int_limits_accepted, .timeout = 30)
{
    static const int v[] = { INT_MIN, INT_MAX, INT_MAX, INT_MIN, -1, INT_MAX, INT_MAX, INT_MAX };
    struct expected e;
    struct run r;

    expect_from_library(v, LEN(v), &e);
    run_values(&r, "ii", "--json", v, LEN(v), false);
    expect_success(&r, "ii --json with INT_MIN and INT_MAX");
    cr_assert_str_eq(r.out, e.json, "ii --json with INT_MIN and INT_MAX printed\n%s\nexpected\n%s",
                     r.out, e.json);
    run_free(&r);
    free(e.json);
}

/* ---------------------------------------------------------------------
   For people. */

Test(ii_tool, play_mentions_the_winner, .timeout = 60)
{
    static const int a[] = { 2, 7, 9, 4, 4 }, b[] = { 1, 2, 3, 4, 5, 100 }, c[] = { -1, -1 };
    static const struct { const int *v; size_t n; const char *last; } ex[] = {
        { a, LEN(a), "Bob wins: Alice 10, Bob 16.\n" },
        { b, LEN(b), "Alice wins: Alice 104, Bob 11.\n" },
        { c, LEN(c), "Tie: Alice -1, Bob -1.\n" },
    };
    uint64_t seed = 0x11C0DE03ULL;
    int v[30];
    size_t k;
    int count;

    for (k = 0; k < LEN(ex); k++) {
        struct expected e;
        struct run r;
        char *text = as_text(ex[k].v, ex[k].n, " "), want[160];
        const char *last;

        expect_from_library(ex[k].v, ex[k].n, &e);
        winner_sentence(&e, want, sizeof want);
        cr_assert_str_eq(want, ex[k].last, "the library's outcome of %s gives %s", text, want);
        run_tool(&r, text, "ii", "--play", (char *)NULL);
        expect_success(&r, "ii --play");
        cr_assert_eq(strncmp(r.out, "Stone Game II with ", 19), 0,
                     "ii --play %s does not start with the game's title: %s", text, r.out);
        last = strrchr(r.out, '\n');
        cr_assert_not_null(last, "ii --play printed no line: %s", r.out);
        /* The last line is the sentence with the winner. */
        while (last > r.out && last[-1] != '\n')
            last--;
        cr_assert_str_eq(last, ex[k].last, "ii --play %s ends with %s", text, last);
        cr_assert_eq(count_lines(r.out), e.nmoves + 2,
                     "ii --play on %s printed %zu lines (a heading, a line per move and "
                     "the result), expected %zu: %s", text, count_lines(r.out), e.nmoves + 2, r.out);
        run_free(&r);

        run_tool(&r, text, "ii", (char *)NULL);
        expect_success(&r, "ii");
        cr_assert_str_eq(r.out, ex[k].last, "ii %s printed %s", text, r.out);
        run_free(&r);
        free(text);
        free(e.json);
    }
    for (count = 0; count < 30; count++) {
        size_t n = (size_t)rng_range(&seed, 1, 30);
        struct expected e;
        struct run r;
        char *text, want[160];

        fill_kind(v, n, &seed, count % 4);
        expect_from_library(v, n, &e);
        text = as_text(v, n, "\n");
        winner_sentence(&e, want, sizeof want);
        run_tool(&r, text, "ii", "--play", (char *)NULL);
        expect_success(&r, "ii --play (random)");
        cr_assert_eq(count_lines(r.out), e.nmoves + 2, "ii --play on %zu piles (%zu moves) "
                     "printed %zu lines", n, e.nmoves, count_lines(r.out));
        cr_assert_not_null(strstr(r.out, e.winner), "ii --play does not mention %s: %s", e.winner, r.out);
        cr_assert(r.outlen >= strlen(want) && strcmp(r.out + r.outlen - strlen(want), want) == 0,
                  "ii --play should end with %s, printed:\n%s", want, r.out);
        run_free(&r);
        run_tool(&r, text, "ii", (char *)NULL);
        expect_success(&r, "ii (random)");
        cr_assert_str_eq(r.out, want, "ii printed %s, expected %s", r.out, want);
        run_free(&r);
        free(e.json);
        free(text);
    }
}

/* ---------------------------------------------------------------------
   Refused input. */

Test(ii_tool, bad_values, .timeout = 60)
{
    static const char *const bad[] = { "1x", "x", "0x10", "1e3", "1.5", "--5", "+-3", "",
                                       "2147483648", "-2147483649", "99999999999999999999" };
    static const char *const bad_stdin[] = { "1 2 x\n", "1\n2\n3.0\n", "5 -", "1 2147483648",
                                             "7,8", "1 2 3 four", "-2147483649" };
    static const char *const play[] = { "3", NULL };       /* ii --play 3 BAD */

    expect_bad_arguments_refused("ii", play, bad, LEN(bad));
    expect_bad_stdin_refused("ii", bad_stdin, LEN(bad_stdin), true);
}

/* More than SG_STONE2_MAX piles: refused with a message that names the
   limit, on standard input and on the command line. */
Test(ii_tool, too_many_piles, .timeout = 60)
{
    size_t n = SG_STONE2_MAX + 1, i;
    char *text = malloc(2 * n + 1);
    const char **args = malloc((n + 2) * sizeof *args);
    struct run r;
    char limit[32];

    cr_assert(text && args, "malloc failed");
    snprintf(limit, sizeof limit, "%zu", (size_t)SG_STONE2_MAX);
    for (i = 0; i < n; i++) {
        text[2 * i] = (char)('0' + i % 10);
        text[2 * i + 1] = i % 100 == 99 ? '\n' : ' ';
    }
    text[2 * n] = '\0';
    run_tool(&r, text, "ii", "--json", (char *)NULL);
    expect_usage_error(&r, "SG_STONE2_MAX + 1 piles on stdin");
    cr_assert_not_null(strstr(r.err, limit), "the message for %zu piles does not mention "
                       "%s: %s", n, limit, r.err);
    run_free(&r);
    run_tool(&r, text, "ii", "--play", (char *)NULL);
    expect_usage_error(&r, "SG_STONE2_MAX + 1 piles on stdin, --play");
    cr_assert_not_null(strstr(r.err, limit), "the message for %zu piles does not mention "
                       "%s: %s", n, limit, r.err);
    run_free(&r);

    /* The same piles as arguments: each digit ends its own string. */
    args[0] = "ii";
    for (i = 0; i < n; i++) {
        text[2 * i + 1] = '\0';
        args[i + 1] = text + 2 * i;
    }
    run_tool_argv(&r, NULL, n + 1, args);
    expect_usage_error(&r, "SG_STONE2_MAX + 1 piles as arguments");
    cr_assert_not_null(strstr(r.err, limit), "the message for %zu piles does not mention "
                       "%s: %s", n, limit, r.err);
    run_free(&r);
    free(text);
    free(args);
}

/* ---------------------------------------------------------------------
   Hostile invocations of Stone Game II (tests/hostile.h): bad arguments and
   bad bytes on standard input, each with the exit status it must give. */

static const struct hostile hostile_cases[] = {
    /* The empty argument and lone signs as values. */
    { { "ii", "0x10" }, .status = 2, .err_has = "not an integer" },
    /* Bad tokens on standard input. */
    { { "ii" }, IN("0x10"), .status = 2, .err_has = "not an integer" },
    /* NUL bytes and bytes that are not UTF-8. */
    { { "ii" }, IN("1 2\0"), .status = 2, .err_has = "value 2" },
};

Test(hostile, ii_invocations, .timeout = 120)
{
    check_hostile_table(hostile_cases, LEN(hostile_cases));
}

Test(hostile, ii_help_gives_the_limit, .timeout = 30)
{
    expect_help_says("ii", "at most %zu piles", SG_STONE2_MAX);
}
