/* test-tool-stone7.c: tests of `stonegame vii`, Stone Game VII in the
   command-line tool (its path is in the environment variable SG_TOOL).
   The expected output is built from the library: the line of play of
   sg_stone7_line, which the tool calls without scores; each of its moves
   keeps the value of its position (checked against sg_stone7_table on
   rows of up to 2000 stones, the brute force's value on short rows), its
   scores are those of replaying it, added up here in 128 bits as the
   tool adds them, and their difference is sg_stone7's. */
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
    wide alice, bob;
    const char *winner;     /* "Alice", "Bob" or "Tie" */
    char *json;             /* the whole JSON line, with its newline */
    char *play;             /* the whole output of --play */
    char *sentence;         /* its last line, the output without options */
};

/* The library's line on v: every move optimal, and its difference the
   value (the brute force's too on short rows); the library's scores,
   where it gives them, those of the replay. */
static void check_library_line(const int *v, size_t n, const char *moves, int64_t value,
                               wide alice, wide bob)
{
    int64_t a = 0, b = 0;
    char *again = malloc(n + 1);

    cr_assert_not_null(again, "malloc failed");
    cr_assert(alice - bob == (wide)value, "the line's scores differ by another value than "
              "sg_stone7's %lld", (long long)value);
    if (n <= TABLE_CHECK_MAX) {
        int64_t *d = malloc(n * n * sizeof *d + 1);
        cr_assert_not_null(d, "malloc failed");
        cr_assert_eq(sg_stone7_table(v, n, d), SG_OK, "sg_stone7_table failed");
        cr_assert(n == 0 || d[n - 1] == value, "sg_stone7_table and sg_stone7 disagree");
        expect_ends_line_optimal(ENDS_STONE7, v, n, moves, d, false, "the library's line");
        free(d);
    }
    if (n <= 12) {
        struct brute_score s = brute_stone7(v, n);
        cr_assert_eq(s.alice - s.bob, value, "sg_stone7 gives %lld, the brute force %lld",
                     (long long)value, (long long)(s.alice - s.bob));
    }
    if (n <= SG_STONE7_SCORES_MAX) {
        cr_assert_eq(sg_stone7_line(v, n, again, &a, &b), SG_OK, "sg_stone7_line with scores failed");
        cr_assert(n == 0 || memcmp(again, moves, n) == 0, "sg_stone7_line plays another line "
                  "when the scores are asked for");
        cr_assert(a == alice && b == bob, "sg_stone7_line scores %lld, %lld; its line's replay "
                  "gives others", (long long)a, (long long)b);
    }
    free(again);
}

static void expect_from_library(const int *v, size_t n, struct expected *e)
{
    char *moves = malloc(n ? n : 1), a[48], b[48], d[48], sa[48], sb[48];
    size_t jcap = 200 + 4 * n, pcap = 200 + 160 * n, jused, pused, t, lo = 0, hi = n;
    int64_t value = 0, rest = sum_of(v, n);
    wide sc[2] = { 0, 0 };

    e->json = malloc(jcap);
    e->play = malloc(pcap);
    e->sentence = malloc(160);
    cr_assert(moves && e->json && e->play && e->sentence, "malloc failed");
    cr_assert_eq(sg_stone7_line(v, n, moves, NULL, NULL), SG_OK, "sg_stone7_line failed");
    cr_assert_eq(sg_stone7(v, n, &value), SG_OK, "sg_stone7 failed");
    e->winner = value > 0 ? "Alice" : value < 0 ? "Bob" : "Tie";
    pused = (size_t)snprintf(e->play, pcap, "Stone Game VII with %zu stone%s; %s.\n", n,
                             n == 1 ? "" : "s", n ? "Alice moves first" : "nobody moves");
    for (t = 0; t < n; t++) {
        int x;
        cr_assert(moves[t] == 'L' || moves[t] == 'R', "sg_stone7_line made move %d", (int)moves[t]);
        x = moves[t] == 'L' ? v[lo++] : v[--hi];
        rest -= x;
        sc[t % 2] += rest;
        pused += (size_t)snprintf(e->play + pused, pcap - pused,
                                  "%4zu. %-5s removes the %s (%d), scoring %lld.  Alice %s, Bob %s.\n",
                                  t + 1, t % 2 ? "Bob" : "Alice",
                                  moves[t] == 'L' ? "leftmost" : "rightmost", x, (long long)rest,
                                  wide_decimal(sc[0], sa), wide_decimal(sc[1], sb));
    }
    check_library_line(v, n, moves, value, sc[0], sc[1]);
    e->alice = sc[0];
    e->bob = sc[1];
    if (value == 0)
        snprintf(e->sentence, 160, "Tie: Alice %s, Bob %s.\n", wide_decimal(sc[0], a),
                 wide_decimal(sc[1], b));
    else
        snprintf(e->sentence, 160, "%s wins: Alice %s, Bob %s.\n", e->winner,
                 wide_decimal(sc[0], a), wide_decimal(sc[1], b));
    jused = (size_t)snprintf(e->json, jcap,
                             "{\"game\":\"vii\",\"n\":%zu,\"winner\":\"%s\",\"alice\":%s,"
                             "\"bob\":%s,\"difference\":%s,\"moves\":[",
                             n, e->winner, wide_decimal(sc[0], a), wide_decimal(sc[1], b),
                             wide_decimal(value, d));
    for (t = 0; t < n; t++)
        jused += (size_t)snprintf(e->json + jused, jcap - jused, "%s\"%c\"", t ? "," : "", moves[t]);
    snprintf(e->json + jused, jcap - jused, "]}\n");
    snprintf(e->play + pused, pcap - pused, "%s", e->sentence);
    free(moves);
}

static void expected_free(struct expected *e)
{
    free(e->json);
    free(e->play);
    free(e->sentence);
}

/* What the tool prints on v, for the tests of tool-run.h. */
static void expected_output(const int *v, size_t n, struct tool_expected *out)
{
    struct expected e;

    expect_from_library(v, n, &e);
    *out = (struct tool_expected){ e.json, e.play, e.sentence, n + 2 };
}

static const struct tool_game game_vii = { "vii", fill_kind, 4, expected_output, NULL, 1 };

/* ---------------------------------------------------------------------
   JSON. */

Test(vii_tool, json_leetcode_examples, .timeout = 30)
{
    static const char want_a[] =
        "{\"game\":\"vii\",\"n\":5,\"winner\":\"Alice\",\"alice\":18,\"bob\":12,\"difference\":6,"
        "\"moves\":[\"R\",\"L\",\"L\",\"L\",\"L\"]}\n";
    static const char want_b[] =
        "{\"game\":\"vii\",\"n\":8,\"winner\":\"Alice\",\"alice\":479,\"bob\":357,\"difference\":122,"
        "\"moves\":[\"R\",\"L\",\"L\",\"L\",\"L\",\"L\",\"L\",\"L\"]}\n";
    static const int a[] = { 5, 3, 1, 4, 2 }, b[] = { 7, 90, 5, 1, 100, 10, 10, 2 };
    struct expected e;
    struct run r;

    expect_from_library(a, LEN(a), &e);
    cr_assert_str_eq(e.json, want_a, "the library's line of [5,3,1,4,2] gives %s", e.json);
    expected_free(&e);
    expect_from_library(b, LEN(b), &e);
    cr_assert_str_eq(e.json, want_b, "the library's line of [7,90,5,1,100,10,10,2] gives %s", e.json);
    expected_free(&e);

    run_tool(&r, NULL, "vii", "--json", "5", "3", "1", "4", "2", (char *)NULL);
    expect_success(&r, "vii --json 5 3 1 4 2");
    cr_assert_str_eq(r.out, want_a, "vii --json 5 3 1 4 2 printed: %s", r.out);
    run_free(&r);
    run_tool(&r, "5 3 1 4 2\n", "vii", "--json", (char *)NULL);
    expect_success(&r, "vii --json < 5 3 1 4 2");
    cr_assert_str_eq(r.out, want_a, "vii --json < 5 3 1 4 2 printed: %s", r.out);
    run_free(&r);
    run_tool(&r, NULL, "vii", "--json", "--", "7", "90", "5", "1", "100", "10", "10", "2", (char *)NULL);
    expect_success(&r, "vii --json -- 7 90 5 1 100 10 10 2");
    cr_assert_str_eq(r.out, want_b, "vii --json 7 90 5 1 100 10 10 2 printed: %s", r.out);
    run_free(&r);
    run_tool(&r, "7\n90\n5\n1\n100\n10\n10\n2", "vii", "--json", (char *)NULL);
    expect_success(&r, "vii --json < 7 90 5 1 100 10 10 2");
    cr_assert_str_eq(r.out, want_b, "vii --json < 7 90 5 1 100 10 10 2 printed: %s", r.out);
    run_free(&r);
}

Test(vii_tool, json_examples, .timeout = 30)
{
    static const struct {
        const char *args[4];
        const char *want;
    } ex[] = {
        { { "1", "2", "3", "2" },
          "{\"game\":\"vii\",\"n\":4,\"winner\":\"Alice\",\"alice\":10,\"bob\":5,\"difference\":5,"
          "\"moves\":[\"L\",\"L\",\"R\",\"L\"]}\n" },
        /* Negative values are values, not options. */
        { { "-1", "-1", "-5" },
          "{\"game\":\"vii\",\"n\":3,\"winner\":\"Bob\",\"alice\":-2,\"bob\":-1,\"difference\":-1,"
          "\"moves\":[\"R\",\"L\",\"L\"]}\n" },
        { { "7" },
          "{\"game\":\"vii\",\"n\":1,\"winner\":\"Tie\",\"alice\":0,\"bob\":0,\"difference\":0,"
          "\"moves\":[\"L\"]}\n" },
        { { "3", "9" },
          "{\"game\":\"vii\",\"n\":2,\"winner\":\"Alice\",\"alice\":9,\"bob\":0,\"difference\":9,"
          "\"moves\":[\"L\",\"L\"]}\n" },
        { { "9", "3" },
          "{\"game\":\"vii\",\"n\":2,\"winner\":\"Alice\",\"alice\":9,\"bob\":0,\"difference\":9,"
          "\"moves\":[\"R\",\"L\"]}\n" },
        { { "0", "0", "0" },
          "{\"game\":\"vii\",\"n\":3,\"winner\":\"Tie\",\"alice\":0,\"bob\":0,\"difference\":0,"
          "\"moves\":[\"L\",\"L\",\"L\"]}\n" },
        { { "-2147483648", "2147483647", "-1" },
          "{\"game\":\"vii\",\"n\":3,\"winner\":\"Bob\",\"alice\":2147483646,\"bob\":2147483647,"
          "\"difference\":-1,\"moves\":[\"L\",\"R\",\"L\"]}\n" },
    };
    size_t k;

    for (k = 0; k < LEN(ex); k++)
        expect_json_example(&game_vii, ex[k].args, LEN(ex[k].args), ex[k].want);
}

Test(vii_tool, json_random_arguments, .timeout = 120)
{
    expect_json_random_arguments(&game_vii, 0x7E570001ULL, 150, 40);
}

Test(vii_tool, json_random_stdin, .timeout = 120)
{
    expect_json_random_stdin(&game_vii, 0x7E570002ULL, 50, 500, 2000);
}

Test(vii_tool, no_stones, .timeout = 30)
{
    expect_no_values("vii",
                     "{\"game\":\"vii\",\"n\":0,\"winner\":\"Tie\",\"alice\":0,\"bob\":0,"
                     "\"difference\":0,\"moves\":[]}\n",
                     "Stone Game VII with 0 stones; nobody moves.\nTie: Alice 0, Bob 0.\n",
                     "Tie: Alice 0, Bob 0.\n");
}

Test(vii_tool, int_limits_and_negative_values, .timeout = 60)
{
    static const int a[] = { INT_MIN, INT_MAX, INT_MAX, INT_MIN, -1, INT_MAX },
                     b[] = { -1, -1, -5 }, c[] = { -7, -3, -9, -1, -4 },
                     d[] = { INT_MIN, INT_MIN, INT_MIN, INT_MIN, INT_MIN, INT_MIN, INT_MIN },
                     f[] = { INT_MAX, INT_MAX, INT_MAX, INT_MAX, INT_MAX, INT_MAX, INT_MAX, INT_MAX };
    static const struct { const int *v; size_t n; } rows[] = {
        { a, LEN(a) }, { b, LEN(b) }, { c, LEN(c) }, { d, LEN(d) }, { f, LEN(f) },
    };
    int big[300];
    size_t k, i;

    for (k = 0; k < LEN(rows); k++) {
        expect_json_of_arguments(&game_vii, rows[k].v, rows[k].n, false);
        expect_json_of_arguments(&game_vii, rows[k].v, rows[k].n, true);
    }
    /* Scores far beyond 32 bits: 300 stones of INT_MIN or INT_MAX. */
    for (i = 0; i < LEN(big); i++)
        big[i] = i % 3 ? INT_MIN : INT_MAX;
    {
        struct expected e;
        struct run r;
        char *text = as_text(big, LEN(big), " ");
        expect_from_library(big, LEN(big), &e);
        cr_assert(e.alice < INT32_MIN || e.alice > INT32_MAX, "the scores of the big row fit in 32 bits");
        run_tool(&r, text, "vii", "--json", (char *)NULL);
        expect_success(&r, "vii --json < 300 extreme stones");
        cr_assert_str_eq(r.out, e.json, "vii --json < 300 extreme stones printed\n%s\nexpected\n%s",
                         r.out, e.json);
        run_free(&r);
        run_tool(&r, text, "vii", "--play", (char *)NULL);
        expect_success(&r, "vii --play < 300 extreme stones");
        cr_assert_str_eq(r.out, e.play, "vii --play < 300 extreme stones printed\n%s\nexpected\n%s",
                         r.out, e.play);
        run_free(&r);
        expected_free(&e);
        free(text);
    }
}

/* The tool's limit is TOOL_MAX_VALUES = 10^8 stones (--help says so;
   feeding that many takes seconds, so no test does): rows far beyond
   the quadratic lines' limit of 32768, beyond the library's limit for
   scores (SG_STONE7_SCORES_MAX, 65536, where the tool adds the scores up
   itself) and with scores beyond 64 bits, on standard input, all
   printed as the library's line with the scores of its replay. */
static void expect_long_row(const int *v, size_t n, const char *what, bool play)
{
    struct expected e;
    struct run r;
    char *text = as_text(v, n, n % 2 ? "\n" : " ");

    expect_from_library(v, n, &e);
    run_tool(&r, text, "vii", "--json", (char *)NULL);
    expect_success(&r, what);
    cr_assert_str_eq(r.out, e.json, "vii --json < %s printed\n%.300s\nexpected\n%.300s", what,
                     r.out, e.json);
    run_free(&r);
    run_tool(&r, text, "vii", (char *)NULL);
    expect_success(&r, what);
    cr_assert_str_eq(r.out, e.sentence, "vii < %s printed %s, expected %s", what, r.out, e.sentence);
    run_free(&r);
    if (play) {
        run_tool(&r, text, "vii", "--play", (char *)NULL);
        expect_success(&r, what);
        cr_assert_str_eq(r.out, e.play, "vii --play < %s printed\n%.300s", what, r.out);
        run_free(&r);
    }
    expected_free(&e);
    free(text);
}

Test(vii_tool, long_rows, .timeout = 120)
{
    static const int ends[] = { INT_MAX, INT_MIN };
    uint64_t seed = 0x7E570004ULL;
    size_t n = 140000, i, k;
    int *v = malloc(n * sizeof *v);

    cr_assert_not_null(v, "malloc failed");
    fill_random(v, 40000, &seed, -1000, 1000);
    expect_long_row(v, 40000, "40000 stones in -1000..1000", true);
    for (i = 0; i < 70001; i++)
        v[i] = rng_extreme(&seed);
    expect_long_row(v, 70001, "70001 extreme stones", false);
    /* 140000 stones of c: Alice scores c 70000^2, Bob c 70000 * 69999,
       beyond 2^63 in magnitude (every play scores the same). */
    for (k = 0; k < LEN(ends); k++) {
        struct expected e;
        for (i = 0; i < n; i++)
            v[i] = ends[k];
        expect_from_library(v, n, &e);
        cr_assert(e.alice == (wide)ends[k] * 70000 * 70000
                  && e.bob == (wide)ends[k] * 70000 * 69999, "140000 stones of %d: the replay's "
                  "scores are wrong", ends[k]);
        cr_assert(e.alice > (wide)INT64_MAX || e.alice < (wide)INT64_MIN, "140000 stones of %d: "
                  "the scores fit in 64 bits", ends[k]);
        expected_free(&e);
        expect_long_row(v, n, ends[k] > 0 ? "140000 stones of INT_MAX" : "140000 stones of INT_MIN",
                        false);
    }
    free(v);
}

/* ---------------------------------------------------------------------
   For people. */

Test(vii_tool, play_leetcode_example, .timeout = 30)
{
    static const char want[] =
        "Stone Game VII with 5 stones; Alice moves first.\n"
        "   1. Alice removes the rightmost (2), scoring 13.  Alice 13, Bob 0.\n"
        "   2. Bob   removes the leftmost (5), scoring 8.  Alice 13, Bob 8.\n"
        "   3. Alice removes the leftmost (3), scoring 5.  Alice 18, Bob 8.\n"
        "   4. Bob   removes the leftmost (1), scoring 4.  Alice 18, Bob 12.\n"
        "   5. Alice removes the leftmost (4), scoring 0.  Alice 18, Bob 12.\n"
        "Alice wins: Alice 18, Bob 12.\n";
    static const int v[] = { 5, 3, 1, 4, 2 };
    struct expected e;
    struct run r;

    expect_from_library(v, LEN(v), &e);
    cr_assert_str_eq(e.play, want, "the expected --play text of [5,3,1,4,2] is\n%s", e.play);
    expected_free(&e);
    run_tool(&r, NULL, "vii", "--play", "5", "3", "1", "4", "2", (char *)NULL);
    expect_success(&r, "vii --play 5 3 1 4 2");
    cr_assert_str_eq(r.out, want, "vii --play 5 3 1 4 2 printed\n%s", r.out);
    run_free(&r);
    run_tool(&r, NULL, "vii", "5", "3", "1", "4", "2", (char *)NULL);
    expect_success(&r, "vii 5 3 1 4 2");
    cr_assert_str_eq(r.out, "Alice wins: Alice 18, Bob 12.\n", "vii 5 3 1 4 2 printed %s", r.out);
    run_free(&r);
    /* One stone: singular, and a tie. */
    run_tool(&r, NULL, "vii", "--play", "--", "-4", (char *)NULL);
    expect_success(&r, "vii --play -- -4");
    cr_assert_str_eq(r.out, "Stone Game VII with 1 stone; Alice moves first.\n"
                     "   1. Alice removes the leftmost (-4), scoring 0.  Alice 0, Bob 0.\n"
                     "Tie: Alice 0, Bob 0.\n", "vii --play -- -4 printed\n%s", r.out);
    run_free(&r);
    /* Bob wins. */
    run_tool(&r, "-1 -1 -5", "vii", (char *)NULL);
    expect_success(&r, "vii < -1 -1 -5");
    cr_assert_str_eq(r.out, "Bob wins: Alice -2, Bob -1.\n", "vii < -1 -1 -5 printed %s", r.out);
    run_free(&r);
}

Test(vii_tool, play_random, .timeout = 60)
{
    expect_play_random(&game_vii, 0x7E570003ULL);
}

/* ---------------------------------------------------------------------
   Refused input. */

Test(vii_tool, bad_values, .timeout = 60)
{
    static const char *const bad[] = { "1x", "x", "0x10", "1e3", "1.5", "--5", "+-3", "",
                                       "2147483648", "-2147483649", "99999999999999999999" };
    static const char *const bad_stdin[] = { "1 2 x\n", "1\n2\n3.0\n", "5 -", "1 2147483648",
                                             "-2147483649 1", "7,8", "1 2 3 four" };
    static const char *const play[] = { "--", NULL };      /* vii --play -- BAD */

    expect_bad_arguments_refused("vii", play, bad, LEN(bad));
    expect_bad_stdin_refused("vii", bad_stdin, LEN(bad_stdin), true);
}

/* ---------------------------------------------------------------------
   Hostile invocations of Stone Game VII (tests/hostile.h): bad arguments and
   bad bytes on standard input, each with the exit status it must give. */

static const struct hostile hostile_cases[] = {
    /* The empty argument and lone signs as values. */
    { { "vii", "1x" }, .status = 2, .err_has = "not an integer" },
    /* Bad tokens on standard input. */
    { { "vii" }, IN("--5"), .status = 2, .err_has = "not an integer" },
    /* NUL bytes and bytes that are not UTF-8. */
    { { "vii" }, IN("1\0 2"), .status = 2, .err_has = "\\x00" },
    { { "vii" }, IN("\0"), .status = 2, .err_has = "not an integer" },
};

Test(hostile, vii_invocations, .timeout = 120)
{
    check_hostile_table(hostile_cases, LEN(hostile_cases));
}

Test(hostile, vii_help_gives_the_limit, .timeout = 30)
{
    expect_help_says("vii", "at most 100000000 stones");
}
