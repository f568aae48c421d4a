/* test-tool-cards.c: tests of `stonegame cards`, the card game in the
   command-line tool (its path is in the environment variable SG_TOOL).
   The expected output is built from the library: the line of play of
   sg_cards_line, each move of which keeps the value of its position
   (checked against sg_cards_relative's table on rows of up to 2000
   cards), and the scores it makes. */
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
#define TABLE_CHECK_MAX 2000     /* the longest row whose line is checked move by move */

/* ---------------------------------------------------------------------
   The expected output, built from the library and the values. */

struct expected {
    int64_t alice, bob;
    const char *winner;     /* "Alice", "Bob" or "Tie" */
    char *json;             /* the whole line, with its newline */
};

static void expect_from_library(const int *v, size_t n, struct expected *e)
{
    char *moves = malloc(n ? n : 1);
    size_t cap = 160 + 4 * n, used, t, lo = 0, hi = n;
    int64_t f = 0, s = 0, sc[2] = { 0, 0 }, f2 = 0, s2 = 0;

    e->json = malloc(cap);
    cr_assert(moves && e->json, "malloc failed");
    cr_assert_eq(sg_cards_line(v, n, moves, &f, &s), SG_OK, "sg_cards_line failed");
    cr_assert_eq(sg_cards(v, n, &f2, &s2), SG_OK, "sg_cards failed");
    cr_assert(f == f2 && s == s2, "sg_cards_line and sg_cards disagree");
    for (t = 0; t < n; t++) {
        cr_assert(moves[t] == 'L' || moves[t] == 'R', "sg_cards_line made move %d", (int)moves[t]);
        sc[t % 2] += moves[t] == 'L' ? v[lo++] : v[--hi];
    }
    cr_assert(sc[0] == f && sc[1] == s, "the library's line does not score its scores");
    if (n <= TABLE_CHECK_MAX) {
        int64_t *d = malloc(n * n * sizeof *d + 1);
        cr_assert_not_null(d, "malloc failed");
        cr_assert_eq(sg_cards_relative(v, n, d), SG_OK, "sg_cards_relative failed");
        cr_assert(n == 0 || d[n - 1] == f - s, "sg_cards_relative and sg_cards disagree");
        expect_ends_line_optimal(ENDS_CARDS, v, n, moves, d, false, "the library's line");
        free(d);
    }
    e->alice = f;
    e->bob = s;
    e->winner = f > s ? "Alice" : f < s ? "Bob" : "Tie";
    used = (size_t)snprintf(e->json, cap,
                            "{\"game\":\"cards\",\"n\":%zu,\"winner\":\"%s\",\"alice\":%lld,"
                            "\"bob\":%lld,\"best\":%lld,\"moves\":[",
                            n, e->winner, (long long)f, (long long)s, (long long)(f > s ? f : s));
    for (t = 0; t < n; t++)
        used += (size_t)snprintf(e->json + used, cap - used, "%s\"%c\"", t ? "," : "", moves[t]);
    snprintf(e->json + used, cap - used, "]}\n");
    free(moves);
}

/* What the tool prints on v with --json, for the tests of tool-run.h. */
static void expected_output(const int *v, size_t n, struct tool_expected *out)
{
    struct expected e;

    expect_from_library(v, n, &e);
    *out = (struct tool_expected){ e.json, NULL, NULL, 0 };
}

static const struct tool_game game_cards = { "cards", fill_kind, 4, expected_output, NULL, 1 };

/* ---------------------------------------------------------------------
   JSON. */

Test(cards_tool, json_1_5_2, .timeout = 30)
{
    /* Alice's two ends lose equally (3 against 5); the library's line
       takes the left. */
    static const char want[] =
        "{\"game\":\"cards\",\"n\":3,\"winner\":\"Bob\",\"alice\":3,\"bob\":5,\"best\":5,"
        "\"moves\":[\"L\",\"L\",\"L\"]}\n";
    static const int v[] = { 1, 5, 2 };
    struct expected e;
    struct run r;

    expect_from_library(v, LEN(v), &e);
    cr_assert_str_eq(e.json, want, "the library's line of [1,5,2] gives %s", e.json);
    run_tool(&r, NULL, "cards", "--json", "1", "5", "2", (char *)NULL);
    expect_success(&r, "cards --json 1 5 2");
    cr_assert_str_eq(r.out, want, "cards --json 1 5 2 printed: %s", r.out);
    run_free(&r);
    free(e.json);
}

Test(cards_tool, json_examples, .timeout = 30)
{
    static const int a[] = { 1, 5, 233, 7 }, b[] = { 5, 3, 4, 5 }, c[] = { 1, 2, 100, 4 },
                     d[] = { 7 }, f[] = { -3, 9 }, g[] = { 4, 4 }, h[] = { -1, -2, -3 };
    static const struct { const int *v; size_t n; const char *winner; } ex[] = {
        { a, LEN(a), "Alice" }, { b, LEN(b), "Alice" }, { c, LEN(c), "Alice" },
        { d, LEN(d), "Alice" }, { f, LEN(f), "Alice" }, { g, LEN(g), "Tie" },
        { h, LEN(h), "Bob" },
    };
    size_t k;

    for (k = 0; k < LEN(ex); k++) {
        struct expected e;
        struct run r;
        char desc[128];

        brute_format(ex[k].v, ex[k].n, desc, sizeof desc);
        expect_from_library(ex[k].v, ex[k].n, &e);
        cr_assert_str_eq(e.winner, ex[k].winner, "%s: the library says %s wins, expected %s",
                         desc, e.winner, ex[k].winner);
        run_values(&r, "cards", "--json", ex[k].v, ex[k].n, false);
        expect_success(&r, desc);
        cr_assert_str_eq(r.out, e.json, "cards --json %s printed\n%s\nexpected\n%s", desc, r.out, e.json);
        run_free(&r);
        free(e.json);
    }
}

Test(cards_tool, json_random_arguments, .timeout = 120)
{
    expect_json_random_arguments(&game_cards, 0xC0DE0001ULL, 120, 40);
}

Test(cards_tool, json_random_stdin, .timeout = 120)
{
    expect_json_random_stdin(&game_cards, 0xC0DE0002ULL, 50, 500, 2000);
}

Test(cards_tool, no_cards, .timeout = 30)
{
    static const char want[] =
        "{\"game\":\"cards\",\"n\":0,\"winner\":\"Tie\",\"alice\":0,\"bob\":0,\"best\":0,\"moves\":[]}\n";
    static const char *const inputs[] = { NULL, "", "   \n\t\n" };
    size_t k;

    for (k = 0; k < LEN(inputs); k++) {
        struct run r;
        run_tool(&r, inputs[k], "cards", "--json", (char *)NULL);
        expect_success(&r, "cards --json < (nothing)");
        cr_assert_str_eq(r.out, want, "cards --json with no cards printed: %s", r.out);
        run_free(&r);
    }
}

/* The tool's limit is TOOL_MAX_VALUES = 10^8 cards (--help says so;
   feeding that many takes seconds, so no test does): a row far beyond
   the quadratic lines' limit of 32768, on standard input, is printed as
   the library's line. */
Test(cards_tool, long_rows, .timeout = 120)
{
    uint64_t seed = 0xC0DE0004ULL;
    size_t n = 100001;
    int *v = malloc(n * sizeof *v);
    struct expected e;
    struct run r;
    char *text;

    cr_assert_not_null(v, "malloc failed");
    for (size_t i = 0; i < n; i++)
        v[i] = i % 3 ? rng_extreme(&seed) : rng_range(&seed, -1000, 1000);
    text = as_text(v, n, " ");
    expect_from_library(v, n, &e);
    run_tool(&r, text, "cards", "--json", (char *)NULL);
    expect_success(&r, "cards --json < 100001 cards");
    cr_assert_str_eq(r.out, e.json, "cards --json < 100001 cards printed\n%.300s\nexpected\n%.300s",
                     r.out, e.json);
    run_free(&r);
    free(e.json);
    free(text);
    free(v);
}

/* ---------------------------------------------------------------------
   For people. */

Test(cards_tool, play_mentions_the_winner, .timeout = 60)
{
    static const int a[] = { 1, 5, 2 }, b[] = { 1, 5, 233, 7 }, c[] = { 4, 4 };
    static const struct { const int *v; size_t n; const char *last; } ex[] = {
        { a, LEN(a), "Bob wins: Alice 3, Bob 5.\n" },
        { b, LEN(b), "Alice wins: Alice 234, Bob 12.\n" },
        { c, LEN(c), "Tie: Alice 4, Bob 4.\n" },
    };
    uint64_t seed = 0xC0DE0003ULL;
    int v[30];
    size_t k;
    int count;

    for (k = 0; k < LEN(ex); k++) {
        struct run r;
        char *text = as_text(ex[k].v, ex[k].n, " ");
        const char *last;

        run_tool(&r, text, "cards", "--play", (char *)NULL);
        expect_success(&r, "cards --play");
        last = strrchr(r.out, '\n');
        cr_assert_not_null(last, "cards --play printed no line: %s", r.out);
        /* The last line is the sentence with the winner. */
        while (last > r.out && last[-1] != '\n')
            last--;
        cr_assert_str_eq(last, ex[k].last, "cards --play %s ends with %s", text, last);
        cr_assert_eq(count_lines(r.out), ex[k].n + 2,
                     "cards --play on %zu cards printed %zu lines (a heading, a line per turn and "
                     "the result): %s", ex[k].n, count_lines(r.out), r.out);
        run_free(&r);

        run_tool(&r, text, "cards", (char *)NULL);
        expect_success(&r, "cards");
        cr_assert_str_eq(r.out, ex[k].last, "cards %s printed %s", text, r.out);
        run_free(&r);
        free(text);
    }
    for (count = 0; count < 30; count++) {
        size_t n = (size_t)rng_range(&seed, 1, 30);
        struct expected e;
        struct run r;
        char *text, want[160];

        fill_kind(v, n, &seed, count % 4);
        expect_from_library(v, n, &e);
        text = as_text(v, n, "\n");
        if (e.alice == e.bob)
            snprintf(want, sizeof want, "Tie: Alice %lld, Bob %lld.\n", (long long)e.alice, (long long)e.bob);
        else
            snprintf(want, sizeof want, "%s wins: Alice %lld, Bob %lld.\n", e.winner,
                     (long long)e.alice, (long long)e.bob);
        run_tool(&r, text, "cards", "--play", (char *)NULL);
        expect_success(&r, "cards --play (random)");
        cr_assert_eq(count_lines(r.out), n + 2, "cards --play on %zu cards printed %zu lines",
                     n, count_lines(r.out));
        cr_assert_not_null(strstr(r.out, e.winner), "cards --play does not mention %s: %s", e.winner, r.out);
        cr_assert(r.outlen >= strlen(want) && strcmp(r.out + r.outlen - strlen(want), want) == 0,
                  "cards --play should end with %s, printed:\n%s", want, r.out);
        run_free(&r);
        free(e.json);
        free(text);
    }
}

/* ---------------------------------------------------------------------
   Refused input. */

Test(cards_tool, bad_values, .timeout = 60)
{
    static const char *const bad[] = { "1x", "x", "0x10", "1e3", "1.5", "--5", "+-3", "",
                                       "2147483648", "-2147483649", "99999999999999999999" };
    static const char *const bad_stdin[] = { "1 2 x\n", "1\n2\n3.0\n", "5 -", "1 2147483648",
                                             "7,8", "1 2 3 four" };

    expect_bad_arguments_refused("cards", NULL, bad, LEN(bad));
    expect_bad_stdin_refused("cards", bad_stdin, LEN(bad_stdin), false);
}

Test(cards_tool, int_limits_accepted, .timeout = 30)
{
    static const int v[] = { INT_MIN, INT_MAX, INT_MAX, INT_MIN, -1, INT_MAX };
    struct expected e;
    struct run r;

    expect_from_library(v, LEN(v), &e);
    run_values(&r, "cards", "--json", v, LEN(v), false);
    expect_success(&r, "cards --json with INT_MIN and INT_MAX");
    cr_assert_str_eq(r.out, e.json, "cards --json with INT_MIN and INT_MAX printed\n%s\nexpected\n%s",
                     r.out, e.json);
    run_free(&r);
    free(e.json);
}

/* ---------------------------------------------------------------------
   Hostile invocations of the card game (tests/hostile.h): bad arguments and
   bad bytes on standard input, each with the exit status it must give. */

static const struct hostile hostile_cases[] = {
    /* The empty argument and lone signs as values. */
    { { "cards", "1e3" }, .status = 2, .err_has = "not an integer" },
    /* The range of int, and the games' own bounds. */
    { { "cards", "99999999999999999999999" }, .status = 2, .err_has = "outside the range" },
    /* Bad tokens on standard input. */
    { { "cards" }, IN("-"), .status = 2, .err_has = "not an integer" },
    { { "cards" }, IN("1 +\n"), .status = 2, .err_has = "not an integer" },
    /* quoted up to the bad byte (and the digits after it, none here) */
    { { "cards" }, IN("\xff\xfe"), .status = 2, .err_has = "'\\xff'" },
    { { "cards" }, IN("1 \xc3\xa9"), .status = 2, .err_has = "not an integer" },
};

Test(hostile, cards_invocations, .timeout = 120)
{
    check_hostile_table(hostile_cases, LEN(hostile_cases));
}

Test(hostile, cards_endless_streams_refused_at_once, .timeout = 120)
{
    static const struct endless streams[] = {
        { "cards on endless '-'", { "cards", NULL }, PAT("-"), "not an integer" },
    };

    for (size_t k = 0; k < LEN(streams); k++)
        expect_endless_refused(&streams[k]);
}

Test(hostile, cards_stalled_writer_refused_without_eof, .timeout = 120)
{
    static const char *const cards[] = { "cards", NULL };

    expect_stalled_writer(cards, PAT("1 0x"), "not an integer");
}

Test(hostile, cards_help_gives_the_limit, .timeout = 30)
{
    expect_help_says("cards", "at most 100000000 cards");
}

/* The command line cannot hold 10^8 values; 32769 of them, one more
   than the quadratic lines take, are accepted. */
Test(hostile, cards_many_cards_on_the_command_line, .timeout = 120)
{
    struct run r;
    char want[64];
    size_t n = SG_CARDS_LINE_MAX + 1;

    snprintf(want, sizeof want, "\"n\":%zu,", n);
    run_ones(&r, "cards", n);
    expect_success(&r, "cards --json with 32769 cards as arguments");
    cr_assert_not_null(strstr(r.out, want), "cards --json with 32769 cards printed: %.200s",
                       r.out);
    run_free(&r);
}
