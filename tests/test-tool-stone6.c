/* test-tool-stone6.c: tests of `stonegame vi`, Stone Game VI in the
   command-line tool (its path is in the environment variable SG_TOOL).
   The values come in pairs, each stone's value to Alice and then to Bob.
   The expected output is built from the library (the line of play of
   sg_stone6_line, its scores replayed here, its difference checked with
   sg_stone6) and, for games of up to ten stones, checked against the
   brute force; an odd number of values, a token that is no int and an
   unknown option must be refused with one line on standard error. */
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

/* What the tool prints on the values v[0..m-1] (m even): the stones
   a[i] = v[2i], b[i] = v[2i+1]. */
static void expected_output(const int *v, size_t m, struct tool_expected *out)
{
    size_t n = m / 2, jcap = 200 + 12 * n, pcap = 200 + 160 * n, jused, pused;
    int *a = malloc(n * sizeof *a + 1), *b = malloc(n * sizeof *b + 1);
    size_t *moves = malloc(n * sizeof *moves + 1);
    int64_t alice = 0, bob = 0, value = 0, score[2] = { 0, 0 };
    char *json = malloc(jcap), *play = malloc(pcap), *sentence;
    const char *winner;

    cr_assert(a && b && moves && json && play, "malloc failed");
    cr_assert_eq(m % 2, 0, "a game of Stone Game VI from %zu values", m);
    split_pairs(v, n, a, b);
    cr_assert_eq(sg_stone6_line(a, b, n, moves, &alice, &bob), SG_OK, "sg_stone6_line failed");
    cr_assert_eq(sg_stone6(a, b, n, &value), SG_OK, "sg_stone6 failed");
    cr_assert_eq(alice - bob, value, "sg_stone6_line and sg_stone6 disagree");
    if (n <= 10)
        cr_assert_eq(value, brute_stone6(a, b, n), "sg_stone6 = %lld, the brute force %lld",
                     (long long)value, (long long)brute_stone6(a, b, n));
    winner = scores_winner(alice, bob, &sentence);
    jused = (size_t)snprintf(json, jcap, "{\"game\":\"vi\",\"n\":%zu,\"winner\":\"%s\","
                             "\"alice\":%lld,\"bob\":%lld,\"moves\":[", n, winner,
                             (long long)alice, (long long)bob);
    pused = (size_t)snprintf(play, pcap, "Stone Game VI with %zu stone%s; %s.\n", n,
                             n == 1 ? "" : "s", n ? "Alice moves first" : "nobody moves");
    for (size_t t = 0; t < n; t++) {
        size_t i = moves[t];
        bool by_bob = t % 2;
        int mine = by_bob ? b[i] : a[i], theirs = by_bob ? a[i] : b[i];
        cr_assert_lt(i, n, "sg_stone6_line took stone %zu of %zu", i, n);
        score[t % 2] += mine;
        jused += (size_t)snprintf(json + jused, jcap - jused, "%s%zu", t ? "," : "", i + 1);
        pused += (size_t)snprintf(play + pused, pcap - pused, "%4zu. %-5s takes stone %zu (worth "
                                  "%d to %s, %d to %s).  Alice %lld, Bob %lld.\n", t + 1,
                                  by_bob ? "Bob" : "Alice", i + 1, mine, by_bob ? "him" : "her",
                                  theirs, by_bob ? "Alice" : "Bob", (long long)score[0],
                                  (long long)score[1]);
    }
    cr_assert(score[0] == alice && score[1] == bob, "the library's line does not score its scores");
    snprintf(json + jused, jcap - jused, "]}\n");
    snprintf(play + pused, pcap - pused, "%s", sentence);
    free(a);
    free(b);
    free(moves);
    *out = (struct tool_expected){ json, play, sentence, n + 2 };
}

/* The JSON of a game names every stone once, from 1 to n. */
static void check_json_moves(const char *out, const int *v, size_t m, const char *desc)
{
    const char *p = strstr(out, "\"moves\":[");
    size_t n = m / 2, count = 0;
    bool *seen = calloc(n + 1, sizeof *seen);

    (void)v;
    cr_assert(p && seen, "%s: no moves in %s", desc, out);
    for (p += 9; *p != ']'; count++) {
        char *end;
        unsigned long i = strtoul(p, &end, 10);
        cr_assert(end != p && i >= 1 && i <= n && !seen[i], "%s: move %zu names stone %lu of %zu",
                  desc, count, i, n);
        seen[i] = true;
        p = *end == ',' ? end + 1 : end;
    }
    cr_assert_eq(count, n, "%s: %zu moves for %zu stones", desc, count, n);
    free(seen);
}

/* The values of random games, drawn in pairs by kind: small values, any
   int, extremes, and pairs with the same sum (ties everywhere). */
static void fill_pairs(int *v, size_t m, uint64_t *seed, int kind)
{
    if (kind < 3) {
        fill_kind(v, m, seed, kind == 0 ? 0 : kind == 1 ? 3 : 2);
        return;
    }
    for (size_t i = 0; i + 1 < m; i += 2) {
        v[i] = rng_range(seed, -1000, 1000);
        v[i + 1] = 77 - v[i];
    }
    if (m % 2)
        v[m - 1] = 0;
}

static const struct tool_game game_vi = { "vi", fill_pairs, 4, expected_output, check_json_moves,
                                          2 };

/* ---------------------------------------------------------------------
   JSON. */

Test(vi_tool, json_leetcode_examples, .timeout = 30)
{
    static const struct {
        const char *args[6];
        const char *input;
        const char *want;
    } ex[] = {
        /* a = [1,3], b = [2,1]: sums 3, 4; Alice takes stone 2. */
        { { "1", "2", "3", "1" }, "1 2\n3 1\n",
          "{\"game\":\"vi\",\"n\":2,\"winner\":\"Alice\",\"alice\":3,\"bob\":2,\"moves\":[2,1]}\n" },
        /* a = [1,2], b = [3,1]: sums 4, 3: a tie. */
        { { "1", "3", "2", "1" }, "1 3 2 1",
          "{\"game\":\"vi\",\"n\":2,\"winner\":\"Tie\",\"alice\":1,\"bob\":1,\"moves\":[1,2]}\n" },
        /* a = [2,4,3], b = [1,6,7]: sums 3, 10, 10; equal sums, least
           index first. */
        { { "2", "1", "4", "6", "3", "7" }, "2\t1\n4\t6\n3\t7",
          "{\"game\":\"vi\",\"n\":3,\"winner\":\"Bob\",\"alice\":6,\"bob\":7,\"moves\":[2,3,1]}\n" },
    };

    for (size_t k = 0; k < LEN(ex); k++) {
        expect_json_example(&game_vi, ex[k].args, LEN(ex[k].args), ex[k].want);
        expect_tool_output(ex[k].want, ex[k].input, "vi", "--json", (char *)NULL);
    }
}

Test(vi_tool, json_examples, .timeout = 30)
{
    static const struct {
        const char *args[8];
        const char *want;
    } ex[] = {
        { { "5", "0" },
          "{\"game\":\"vi\",\"n\":1,\"winner\":\"Alice\",\"alice\":5,\"bob\":0,\"moves\":[1]}\n" },
        /* Negative values are values, not options. */
        { { "-5", "9" },
          "{\"game\":\"vi\",\"n\":1,\"winner\":\"Bob\",\"alice\":-5,\"bob\":0,\"moves\":[1]}\n" },
        /* a = [2,0], b = [1,5]: Alice takes the stone worth 0 to her. */
        { { "2", "1", "0", "5" },
          "{\"game\":\"vi\",\"n\":2,\"winner\":\"Bob\",\"alice\":0,\"bob\":1,\"moves\":[2,1]}\n" },
        /* All sums equal: the stones in order. */
        { { "7", "-2", "0", "5", "3", "2", "1", "4" },
          "{\"game\":\"vi\",\"n\":4,\"winner\":\"Alice\",\"alice\":10,\"bob\":9,"
          "\"moves\":[1,2,3,4]}\n" },
        /* Sums of 33 bits: -2^32 and 2^32 - 2. */
        { { "-2147483648", "-2147483648", "2147483647", "2147483647" },
          "{\"game\":\"vi\",\"n\":2,\"winner\":\"Alice\",\"alice\":2147483647,"
          "\"bob\":-2147483648,\"moves\":[2,1]}\n" },
    };

    for (size_t k = 0; k < LEN(ex); k++)
        expect_json_example(&game_vi, ex[k].args, LEN(ex[k].args), ex[k].want);
}

Test(vi_tool, json_random_arguments, .timeout = 120)
{
    expect_json_random_arguments(&game_vi, 0x7E560001ULL, 150, 20);
}

Test(vi_tool, json_random_stdin, .timeout = 120)
{
    expect_json_random_stdin(&game_vi, 0x7E560002ULL, 40, 1000, 5000);
}

Test(vi_tool, no_stones, .timeout = 30)
{
    expect_no_values("vi",
                     "{\"game\":\"vi\",\"n\":0,\"winner\":\"Tie\",\"alice\":0,\"bob\":0,"
                     "\"moves\":[]}\n",
                     "Stone Game VI with 0 stones; nobody moves.\nTie: Alice 0, Bob 0.\n",
                     "Tie: Alice 0, Bob 0.\n");
}

/* Scores beyond 32 bits, and sums of 33 bits on long rows: 2000 stones
   of INT_MIN and INT_MAX. */
Test(vi_tool, int_limits, .timeout = 60)
{
    int v[4000];
    uint64_t seed = 0x7E560003ULL;

    for (size_t i = 0; i < LEN(v); i++)
        v[i] = any_extreme_int(&seed);
    for (size_t m = 2; m <= 12; m += 2) {
        expect_json_of_arguments(&game_vi, v, m, false);
        expect_json_of_arguments(&game_vi, v, m, true);
    }
    for (int k = 0; k < 2; k++) {
        struct tool_expected e;
        struct run r;
        char *text = as_text(v, LEN(v), k ? "\n" : " ");
        expected_output(v, LEN(v), &e);
        run_tool(&r, text, "vi", k ? "--play" : "--json", (char *)NULL);
        expect_success(&r, "vi < 2000 extreme stones");
        cr_assert_str_eq(r.out, k ? e.play : e.json, "vi %s < 2000 extreme stones printed\n%.2000s",
                         k ? "--play" : "--json", r.out);
        if (!k)
            check_json_moves(r.out, v, LEN(v), "2000 extreme stones");
        run_free(&r);
        tool_expected_free(&e);
        free(text);
    }
}

/* ---------------------------------------------------------------------
   For people. */

Test(vi_tool, play_leetcode_example, .timeout = 30)
{
    static const char *const example[] = { "2", "1", "4", "6", "3", "7" };

    expect_play_example(&game_vi, example, LEN(example),
                        "Stone Game VI with 3 stones; Alice moves first.\n"
                        "   1. Alice takes stone 2 (worth 4 to her, 6 to Bob).  Alice 4, Bob 0.\n"
                        "   2. Bob   takes stone 3 (worth 7 to him, 3 to Alice).  Alice 4, Bob 7.\n"
                        "   3. Alice takes stone 1 (worth 2 to her, 1 to Bob).  Alice 6, Bob 7.\n"
                        "Bob wins: Alice 6, Bob 7.\n");
    expect_tool_output("Bob wins: Alice 6, Bob 7.\n", "2 1 4 6 3 7", "vi", (char *)NULL);
    /* One stone: singular. */
    expect_tool_output("Stone Game VI with 1 stone; Alice moves first.\n"
                  "   1. Alice takes stone 1 (worth -4 to her, 3 to Bob).  Alice -4, Bob 0.\n"
                  "Bob wins: Alice -4, Bob 0.\n", NULL, "vi", "--play", "--", "-4", "3",
                  (char *)NULL);
}

Test(vi_tool, play_random, .timeout = 60)
{
    expect_play_random(&game_vi, 0x7E560004ULL);
}

/* ---------------------------------------------------------------------
   Refused input. */

/* An odd number of values: on the command line and on standard input,
   with and without options; the message gives the count. */
Test(vi_tool, odd_count, .timeout = 60)
{
    static const char *const inputs[] = { "7", "1 2 3", "1 2 3 4 5 6 7", "-1\n-2\n-3\n" };
    static const char *const counts[] = { "1", "3", "7", "3" };
    struct run r;

    for (size_t k = 0; k < LEN(inputs); k++) {
        static const char *const options[] = { "--json", "--play", NULL };
        const char *count = counts[k];
        char what[80];
        for (size_t o = 0; o < LEN(options); o++) {
            snprintf(what, sizeof what, "vi %s < '%s'", options[o] ? options[o] : "", inputs[k]);
            run_tool(&r, inputs[k], "vi", options[o], (char *)NULL);
            expect_usage_error(&r, what);
            cr_assert_not_null(strstr(r.err, count), "%s: the message does not give the count "
                               "%s: %s", what, count, r.err);
            run_free(&r);
        }
    }
    run_tool(&r, NULL, "vi", "1", "2", "3", (char *)NULL);
    expect_usage_error(&r, "vi 1 2 3");
    run_free(&r);
    run_tool(&r, NULL, "vi", "--json", "--", "-1", (char *)NULL);
    expect_usage_error(&r, "vi --json -- -1");
    run_free(&r);
    run_tool(&r, NULL, "vi", "--play", "5", "6", "-7", (char *)NULL);
    expect_usage_error(&r, "vi --play 5 6 -7");
    run_free(&r);
}

Test(vi_tool, bad_values, .timeout = 60)
{
    static const char *const bad[] = { "1x", "x", "0x10", "1e3", "1.5", "--5", "+-3", "",
                                       "2147483648", "-2147483649", "99999999999999999999" };
    static const char *const bad_stdin[] = { "1 2 x 4\n", "1\n2\n3.0\n4\n", "5 -", "1 2147483648",
                                             "-2147483649 1", "7,8", "1 2 3 four" };
    static const char *const play[] = { "--", "4", NULL };    /* vi --play -- 4 BAD */

    expect_bad_arguments_refused("vi", play, bad, LEN(bad));
    expect_bad_stdin_refused("vi", bad_stdin, LEN(bad_stdin), true);
}

Test(vi_tool, unknown_options, .timeout = 30)
{
    expect_unknown_options_refused("vi", "1 2");
}

/* ---------------------------------------------------------------------
   Hostile invocations of Stone Game VI (tests/hostile.h): bad arguments and
   bad bytes on standard input, each with the exit status it must give. */

static const struct hostile hostile_cases[] = {
    /* The count of values. */
    { { "vi", "1", "2", "3" }, .status = 2, .err_has = "2 values for each" },
    { { "vi", "--json" }, IN("1 2 3\n"), .status = 2, .err_has = "2 values for each" },
    /* Bad tokens on standard input. */
    { { "vi" }, IN("1 2\n-2147483649 4"), .status = 2, .err_has = "line 2" },
};

Test(hostile, vi_invocations, .timeout = 120)
{
    check_hostile_table(hostile_cases, LEN(hostile_cases));
}

Test(hostile, vi_file_size_limit_is_a_write_error, .timeout = 120)
{
    expect_file_size_limit("vi", "--json");
}

Test(hostile, vi_help_gives_the_limit, .timeout = 30)
{
    expect_help_says("vi", "at most 50000000 stones");
}
