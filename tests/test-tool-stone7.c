/* test-tool-stone7.c: tests of `stonegame vii`, Stone Game VII in the
   command-line tool (its path is in the environment variable SG_TOOL).
   The expected output is built from the library (the line of play of
   sg_stone7_line, its scores replayed here, its difference checked with
   sg_stone7) and, for short rows, checked against the brute force. */
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
   The expected output, built from the library and the values. */

struct expected {
    int64_t alice, bob;
    const char *winner;     /* "Alice", "Bob" or "Tie" */
    char *json;             /* the whole JSON line, with its newline */
    char *play;             /* the whole output of --play */
    char *sentence;         /* its last line, the output without options */
};

static void expect_from_library(const int *v, size_t n, struct expected *e)
{
    char *moves = malloc(n ? n : 1);
    size_t jcap = 200 + 4 * n, pcap = 200 + 130 * n, jused, pused, t, lo = 0, hi = n;
    int64_t a = 0, b = 0, value = 0, rest = sum_of(v, n), sc[2] = { 0, 0 };

    e->json = malloc(jcap);
    e->play = malloc(pcap);
    e->sentence = malloc(120);
    cr_assert(moves && e->json && e->play && e->sentence, "malloc failed");
    cr_assert_eq(sg_stone7_line(v, n, moves, &a, &b), SG_OK, "sg_stone7_line failed");
    cr_assert_eq(sg_stone7(v, n, &value), SG_OK, "sg_stone7 failed");
    cr_assert_eq(a - b, value, "sg_stone7_line and sg_stone7 disagree");
    if (n <= 12) {
        struct brute_score s = brute_stone7(v, n);
        cr_assert(s.alice == a && s.bob == b, "sg_stone7_line scores %lld, %lld; the brute force "
                  "%lld, %lld", (long long)a, (long long)b, (long long)s.alice, (long long)s.bob);
    }
    e->alice = a;
    e->bob = b;
    e->winner = a > b ? "Alice" : a < b ? "Bob" : "Tie";
    if (a == b)
        snprintf(e->sentence, 120, "Tie: Alice %lld, Bob %lld.\n", (long long)a, (long long)b);
    else
        snprintf(e->sentence, 120, "%s wins: Alice %lld, Bob %lld.\n", e->winner, (long long)a,
                 (long long)b);

    jused = (size_t)snprintf(e->json, jcap,
                             "{\"game\":\"vii\",\"n\":%zu,\"winner\":\"%s\",\"alice\":%lld,"
                             "\"bob\":%lld,\"difference\":%lld,\"moves\":[",
                             n, e->winner, (long long)a, (long long)b, (long long)(a - b));
    pused = (size_t)snprintf(e->play, pcap, "Stone Game VII with %zu stone%s; %s.\n", n,
                             n == 1 ? "" : "s", n ? "Alice moves first" : "nobody moves");
    for (t = 0; t < n; t++) {
        int x;
        cr_assert(moves[t] == 'L' || moves[t] == 'R', "sg_stone7_line made move %d", (int)moves[t]);
        jused += (size_t)snprintf(e->json + jused, jcap - jused, "%s\"%c\"", t ? "," : "", moves[t]);
        x = moves[t] == 'L' ? v[lo++] : v[--hi];
        rest -= x;
        sc[t % 2] += rest;
        pused += (size_t)snprintf(e->play + pused, pcap - pused,
                                  "%4zu. %-5s removes the %s (%d), scoring %lld.  Alice %lld, Bob %lld.\n",
                                  t + 1, t % 2 ? "Bob" : "Alice",
                                  moves[t] == 'L' ? "leftmost" : "rightmost", x, (long long)rest,
                                  (long long)sc[0], (long long)sc[1]);
    }
    cr_assert(sc[0] == a && sc[1] == b, "the library's line does not score its scores");
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

Test(vii_tool, line_limit, .timeout = 120)
{
    expect_line_limit("vii", "--play", "stones", SG_STONE7_LINE_MAX,
                      "{\"game\":\"vii\",\"n\":32768,\"winner\":\"Tie\",\"alice\":0,\"bob\":0,"
                      "\"difference\":0,\"moves\":[");
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
    expect_help_says("vii", "at most %zu stones", SG_STONE7_LINE_MAX);
}
