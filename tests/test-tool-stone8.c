/* test-tool-stone8.c: tests of `stonegame viii`, Stone Game VIII in the
   command-line tool (its path is in the environment variable SG_TOOL).
   The expected output is built from the library (the line of play of
   sg_stone8_line, replayed here by merging the stones, its difference
   checked with sg_stone8) and, for rows of up to twelve stones, checked
   against the brute force; the JSON moves must merge the n stones into
   one; a row with fewer than two stones is a game with no moves; a row
   whose scores do not fit in 64 bits is answered with its exact scores;
   a token that is no int and an unknown option must be refused with one
   line on standard error. */
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

static void expected_output(const int *v, size_t n, struct tool_expected *out)
{
    size_t jcap = 200 + 12 * n, pcap = 300 + 180 * n, jused, pused, nmoves = 0, k = 0;
    size_t *moves = malloc(n * sizeof *moves + 1);
    int64_t alice = 0, bob = 0, value = 0, score[2] = { 0, 0 }, merged = 0;
    char *json = malloc(jcap), *play = malloc(pcap), *sentence;
    const char *winner;

    cr_assert(moves && json && play, "malloc failed");
    cr_assert_eq(sg_stone8_line(v, n, moves, &nmoves, &alice, &bob), SG_OK,
                 "sg_stone8_line failed");
    cr_assert_eq(sg_stone8(v, n, &value), SG_OK, "sg_stone8 failed");
    cr_assert_eq(alice - bob, value, "sg_stone8_line and sg_stone8 disagree");
    if (n <= 12)
        cr_assert_eq(value, brute_stone8(v, n), "sg_stone8 = %lld, the brute force %lld",
                     (long long)value, (long long)brute_stone8(v, n));
    winner = scores_winner(alice, bob, &sentence);
    jused = (size_t)snprintf(json, jcap, "{\"game\":\"viii\",\"n\":%zu,\"winner\":\"%s\","
                             "\"alice\":%lld,\"bob\":%lld,\"difference\":%lld,\"moves\":[", n,
                             winner, (long long)alice, (long long)bob, (long long)value);
    pused = (size_t)snprintf(play, pcap, "Stone Game VIII with %zu stone%s; %s.\n", n,
                             n == 1 ? "" : "s", nmoves ? "Alice moves first" : "nobody moves");
    for (size_t t = 0; t < nmoves; t++) {
        size_t x = moves[t], end = k + x - (k > 0);   /* the original stones k..end-1 */
        cr_assert(x >= 2 && end <= n, "sg_stone8_line: move %zu takes %zu stones", t, x);
        jused += (size_t)snprintf(json + jused, jcap - jused, "%s%zu", t ? "," : "", x);
        pused += (size_t)snprintf(play + pused, pcap - pused, "%4zu. %-5s takes the first %zu (",
                                  t + 1, t % 2 ? "Bob" : "Alice", x);
        if (k > 0)
            pused += (size_t)snprintf(play + pused, pcap - pused, "the merged %lld",
                                      (long long)merged);
        for (; k < end; k++) {
            pused += (size_t)snprintf(play + pused, pcap - pused, k > 0 ? ", %d" : "%d", v[k]);
            merged += v[k];
        }
        score[t % 2] += merged;
        pused += (size_t)snprintf(play + pused, pcap - pused, "), worth %lld, and puts back one "
                                  "stone of %lld.  Alice %lld, Bob %lld.\n", (long long)merged,
                                  (long long)merged, (long long)score[0], (long long)score[1]);
    }
    cr_assert(n < 2 ? nmoves == 0 : k == n, "the library's line leaves %zu stones unmerged",
              n - k);
    cr_assert(score[0] == alice && score[1] == bob, "the library's line does not score its scores");
    snprintf(json + jused, jcap - jused, "]}\n");
    snprintf(play + pused, pcap - pused, "%s", sentence);
    free(moves);
    *out = (struct tool_expected){ json, play, sentence, nmoves + 2 };
}

/* The JSON moves take at least two stones each and merge the n stones
   into one: the x - 1 add up to n - 1. */
static void check_json_moves(const char *out, const int *v, size_t n, const char *desc)
{
    const char *p = strstr(out, "\"moves\":[");
    size_t merges = 0, count = 0;

    (void)v;
    cr_assert_not_null(p, "%s: no moves in %s", desc, out);
    for (p += 9; *p != ']'; count++) {
        char *end;
        unsigned long x = strtoul(p, &end, 10);
        cr_assert(end != p && x >= 2, "%s: move %zu takes %lu stones", desc, count, x);
        merges += x - 1;
        p = *end == ',' ? end + 1 : end;
    }
    cr_assert_eq(merges, n < 2 ? 0 : n - 1, "%s: the %zu moves merge %zu stones of %zu", desc,
                 count, merges, n);
}

/* Rows by kind: the kinds of fill_kind, then values in -3..2, whose
   prefix sums climb to the left (the blocks of sg_stone8 are opened). */
static void fill_row(int *v, size_t n, uint64_t *seed, int kind)
{
    if (kind < 4)
        fill_kind(v, n, seed, kind);
    else
        fill_random(v, n, seed, -3, 2);
}

static const struct tool_game game_viii = { "viii", fill_row, 5, expected_output,
                                            check_json_moves, 1 };

/* ---------------------------------------------------------------------
   JSON. */

Test(viii_tool, json_leetcode_examples, .timeout = 30)
{
    static const struct {
        const char *args[8];
        const char *input;
        const char *want;
    } ex[] = {
        { { "-1", "2", "-3", "4", "-5" }, "-1 2 -3 4 -5\n",
          "{\"game\":\"viii\",\"n\":5,\"winner\":\"Alice\",\"alice\":2,\"bob\":-3,"
          "\"difference\":5,\"moves\":[4,2]}\n" },
        { { "7", "-6", "5", "10", "5", "-2", "-6" }, "7\n-6\n5\n10\n5\n-2\n-6",
          "{\"game\":\"viii\",\"n\":7,\"winner\":\"Alice\",\"alice\":13,\"bob\":0,"
          "\"difference\":13,\"moves\":[7]}\n" },
        { { "-10", "-12" }, "\t-10 -12 ",
          "{\"game\":\"viii\",\"n\":2,\"winner\":\"Bob\",\"alice\":-22,\"bob\":0,"
          "\"difference\":-22,\"moves\":[2]}\n" },
    };

    for (size_t k = 0; k < LEN(ex); k++) {
        expect_json_example(&game_viii, ex[k].args, LEN(ex[k].args), ex[k].want);
        expect_tool_output(ex[k].want, ex[k].input, "viii", "--json", (char *)NULL);
    }
}

Test(viii_tool, json_examples, .timeout = 30)
{
    static const struct {
        const char *args[6];
        const char *want;
    } ex[] = {
        /* The chapter's row [2n-3, -2, ..., -2, -1]: n - 1 moves of two. */
        { { "7", "-2", "-2", "-2", "-1" },
          "{\"game\":\"viii\",\"n\":5,\"winner\":\"Alice\",\"alice\":6,\"bob\":3,"
          "\"difference\":3,\"moves\":[2,2,2,2]}\n" },
        /* Fewer than two stones: no move. */
        { { "5" },
          "{\"game\":\"viii\",\"n\":1,\"winner\":\"Tie\",\"alice\":0,\"bob\":0,"
          "\"difference\":0,\"moves\":[]}\n" },
        { { "-2147483648" },
          "{\"game\":\"viii\",\"n\":1,\"winner\":\"Tie\",\"alice\":0,\"bob\":0,"
          "\"difference\":0,\"moves\":[]}\n" },
        /* No negative value: one move of every stone. */
        { { "0", "0", "0" },
          "{\"game\":\"viii\",\"n\":3,\"winner\":\"Tie\",\"alice\":0,\"bob\":0,"
          "\"difference\":0,\"moves\":[3]}\n" },
        { { "-1", "-1", "-1", "-1" },
          "{\"game\":\"viii\",\"n\":4,\"winner\":\"Alice\",\"alice\":-3,\"bob\":-4,"
          "\"difference\":1,\"moves\":[3,2]}\n" },
        /* Scores beyond 32 bits. */
        { { "2147483647", "2147483647", "-2147483648", "-2147483648", "-2147483648" },
          "{\"game\":\"viii\",\"n\":5,\"winner\":\"Alice\",\"alice\":-2,\"bob\":-2147483650,"
          "\"difference\":2147483648,\"moves\":[4,2]}\n" },
    };

    for (size_t k = 0; k < LEN(ex); k++)
        expect_json_example(&game_viii, ex[k].args, LEN(ex[k].args), ex[k].want);
}

Test(viii_tool, json_random_arguments, .timeout = 120)
{
    expect_json_random_arguments(&game_viii, 0x7E580001ULL, 150, 12);
}

/* Long rows too, for the blocks of sg_stone8. */
Test(viii_tool, json_random_stdin, .timeout = 120)
{
    expect_json_random_stdin(&game_viii, 0x7E580002ULL, 40, 66, 5000);
}

Test(viii_tool, no_stones, .timeout = 30)
{
    expect_no_values("viii",
                     "{\"game\":\"viii\",\"n\":0,\"winner\":\"Tie\",\"alice\":0,\"bob\":0,"
                     "\"difference\":0,\"moves\":[]}\n",
                     "Stone Game VIII with 0 stones; nobody moves.\nTie: Alice 0, Bob 0.\n",
                     "Tie: Alice 0, Bob 0.\n");
}

/* The staircase of 3000 stones: 2999 moves of two, on standard input. */
Test(viii_tool, a_long_line, .timeout = 60)
{
    size_t n = 3000;
    int *v = malloc(n * sizeof *v);
    struct tool_expected e;
    struct run r;

    cr_assert_not_null(v, "malloc failed");
    v[0] = (int)(2 * n - 3);
    for (size_t i = 1; i + 1 < n; i++)
        v[i] = -2;
    v[n - 1] = -1;
    char *text = as_text(v, n, "\n");
    expected_output(v, n, &e);
    cr_assert_eq(e.play_lines, n + 1, "the staircase of %zu stones has %zu moves", n,
                 e.play_lines - 2);
    run_tool(&r, text, "viii", "--json", (char *)NULL);
    expect_success(&r, "viii --json < the staircase");
    cr_assert_str_eq(r.out, e.json, "viii --json < the staircase printed\n%.300s", r.out);
    check_json_moves(r.out, v, n, "the staircase");
    run_free(&r);
    run_tool(&r, text, "viii", "--play", (char *)NULL);
    expect_success(&r, "viii --play < the staircase");
    cr_assert_str_eq(r.out, e.play, "viii --play < the staircase printed\n%.300s", r.out);
    run_free(&r);
    tool_expected_free(&e);
    free(text);
    free(v);
}

/* Scores beyond 64 bits, printed exactly. */

/* viii on v[0..n-1], on standard input: --json, the sentence and the
   last lines of --play must give the exact scores of the library's line
   (added up here in 128 bits, from sg_stone8_line without scores) and
   its difference, sg_stone8; returns whether a score is beyond 64 bits. */
static bool expect_exact_scores(const int *v, size_t n, const char *what)
{
    size_t *moves = malloc(n * sizeof *moves + 1), nmoves = 0;
    int64_t value = 0, merged = 0;
    wide score[2] = { 0, 0 };
    char a[48], b[48], d[48], want[400], *text = as_text(v, n, " ");
    struct run r;

    cr_assert(moves && text, "malloc failed");
    cr_assert_eq(sg_stone8_line(v, n, moves, &nmoves, NULL, NULL), SG_OK,
                 "%s: sg_stone8_line without scores failed", what);
    cr_assert_eq(sg_stone8(v, n, &value), SG_OK, "%s: sg_stone8 failed", what);
    for (size_t t = 0, k = 0; t < nmoves; t++) {
        for (size_t end = k + moves[t] - (t > 0); k < end; k++)
            merged += v[k];
        score[t % 2] += merged;
    }
    cr_assert(score[0] - score[1] == value, "%s: the line's scores differ by another "
              "value than sg_stone8's", what);
    const char *winner = value > 0 ? "Alice" : value < 0 ? "Bob" : "Tie";
    const char *alice = wide_decimal(score[0], a), *bob = wide_decimal(score[1], b);
    snprintf(want, sizeof want, "{\"game\":\"viii\",\"n\":%zu,\"winner\":\"%s\","
             "\"alice\":%s,\"bob\":%s,\"difference\":%s,\"moves\":[", n, winner,
             alice, bob, wide_decimal(value, d));
    run_tool(&r, text, "viii", "--json", (char *)NULL);
    expect_success(&r, what);
    cr_assert_eq(strncmp(r.out, want, strlen(want)), 0, "%s: --json printed\n%.300s\n"
                 "expected it to start with\n%s", what, r.out, want);
    run_free(&r);
    snprintf(want, sizeof want, "%s%s: Alice %s, Bob %s.\n", winner, value == 0 ? "" : " wins",
             alice, bob);
    run_tool(&r, text, "viii", (char *)NULL);
    expect_success(&r, what);
    cr_assert_str_eq(r.out, want, "%s: the sentence", what);
    run_free(&r);
    run_tool(&r, text, "viii", "--play", (char *)NULL);
    expect_success(&r, what);
    char *tail = strstr(r.out, want), *last_turn;
    cr_assert(tail != NULL && strlen(tail) == strlen(want), "%s: --play does not end with the "
              "sentence", what);
    snprintf(want, sizeof want, ".  Alice %s, Bob %s.\n", alice, bob);
    *tail = '\0';
    last_turn = tail - strlen(want);
    cr_assert(last_turn >= r.out && strcmp(last_turn, want) == 0, "%s: the last turn of --play "
              "does not end with the scores %s", what, want);
    run_free(&r);
    free(text);
    free(moves);
    wide limit = (wide)INT64_MAX;
    return score[0] > limit || score[1] > limit || score[0] < -limit - 1 || score[1] < -limit - 1;
}

/* The attacker's row (262,144 stones: 2^31 - 1 then -2^31, 131,072 of
   each), which the tool used to refuse, and the rows of
   fill_stone8_overflow with scores just within and beyond 2^63. */
Test(viii_tool, scores_beyond_64_bits, .timeout = 120)
{
    int *v = malloc(280000 * sizeof *v);

    cr_assert_not_null(v, "malloc failed");
    for (size_t i = 0; i < 262144; i++)
        v[i] = i < 131072 ? INT_MAX : INT_MIN;
    cr_assert(expect_exact_scores(v, 262144, "viii < 2^31 - 1 and -2^31, 131072 of each"),
              "the attacker's row has scores within 64 bits");
    fill_stone8_overflow(v, 120000);
    cr_assert(!expect_exact_scores(v, 240000, "viii < scores near 2^63"),
              "the row of 240000 stones has a score beyond 64 bits");
    fill_stone8_overflow(v, 140000);
    cr_assert(expect_exact_scores(v, 280000, "viii < scores beyond 2^63"),
              "the row of 280000 stones has no score beyond 64 bits");
    free(v);
}

/* ---------------------------------------------------------------------
   For people. */

Test(viii_tool, play_leetcode_example, .timeout = 30)
{
    static const char *const example[] = { "-1", "2", "-3", "4", "-5" };

    expect_play_example(&game_viii, example, LEN(example),
                        "Stone Game VIII with 5 stones; Alice moves first.\n"
                        "   1. Alice takes the first 4 (-1, 2, -3, 4), worth 2, and puts back one "
                        "stone of 2.  Alice 2, Bob 0.\n"
                        "   2. Bob   takes the first 2 (the merged 2, -5), worth -3, and puts back "
                        "one stone of -3.  Alice 2, Bob -3.\n"
                        "Alice wins: Alice 2, Bob -3.\n");
    expect_tool_output("Alice wins: Alice 2, Bob -3.\n", "-1 2 -3 4 -5", "viii", (char *)NULL);
    /* One stone: singular, and nobody moves. */
    expect_tool_output("Stone Game VIII with 1 stone; nobody moves.\nTie: Alice 0, Bob 0.\n", NULL,
                  "viii", "--play", "--", "-4", (char *)NULL);
}

Test(viii_tool, play_random, .timeout = 60)
{
    expect_play_random(&game_viii, 0x7E580003ULL);
}

/* ---------------------------------------------------------------------
   Refused input. */

Test(viii_tool, bad_values, .timeout = 60)
{
    static const char *const bad[] = { "1x", "x", "0x10", "1e3", "1.5", "--5", "+-3", "",
                                       "2147483648", "-2147483649", "99999999999999999999" };
    static const char *const bad_stdin[] = { "1 2 x\n", "1\n2\n3.0\n", "5 -", "1 2147483648",
                                             "-2147483649 1", "7,8", "1 2 3 four" };
    static const char *const play[] = { "--", NULL };      /* viii --play -- BAD */

    expect_bad_arguments_refused("viii", play, bad, LEN(bad));
    expect_bad_stdin_refused("viii", bad_stdin, LEN(bad_stdin), true);
}

Test(viii_tool, unknown_options, .timeout = 30)
{
    expect_unknown_options_refused("viii", "1 2");
}

/* ---------------------------------------------------------------------
   Hostile invocations of Stone Game VIII (tests/hostile.h): bad arguments and
   bad bytes on standard input, each with the exit status it must give. */

static const struct hostile hostile_cases[] = {
    /* The empty argument and lone signs as values. */
    { { "viii", "+-3" }, .status = 2, .err_has = "not an integer" },
    /* The count of values. */
    { { "viii", "--json" }, .status = 0, .out_has = "\"n\":0" },
    { { "viii", "--json", "5" }, .status = 0, .out_has = "\"n\":1" },
    { { "viii", "--play", "--", "-5" }, .status = 0, .out_has = "nobody moves" },
    /* Bad tokens on standard input. */
    { { "viii" }, IN("2147483648"), .status = 2, .err_has = "outside the range of int" },
    { { "viii", "--json" }, .in_path = "/dev/null", .status = 0, .out_has = "\"n\":0" },
};

Test(hostile, viii_invocations, .timeout = 120)
{
    check_hostile_table(hostile_cases, LEN(hostile_cases));
}

Test(hostile, viii_endless_streams_refused_at_once, .timeout = 120)
{
    static const struct endless streams[] = {
        { "viii on endless '1 2 x'", { "viii", NULL }, PAT("1 2 x"), "value 3" },
    };

    for (size_t k = 0; k < LEN(streams); k++)
        expect_endless_refused(&streams[k]);
}

Test(hostile, viii_help_gives_the_limit, .timeout = 30)
{
    expect_help_says("viii", "at most 100000000 stones");
}
