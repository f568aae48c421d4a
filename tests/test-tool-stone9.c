/* test-tool-stone9.c: tests of `stonegame ix`, Stone Game IX in the
   command-line tool (its path is in the environment variable SG_TOOL).
   The expected output is built from the library: the winner and the line
   of play of sg_stone9_line, which is checked here to be a legal line
   first. */
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

static unsigned res3(int v)
{
    return (unsigned)(((v % 3) + 3) % 3);
}

/* A random int with remainder r. */
static int rng_with_remainder(uint64_t *state, unsigned r)
{
    int64_t v = (int64_t)rng_int(state);
    v = v - (int64_t)res3((int)v) + (int64_t)r;
    if (v > INT_MAX)
        v -= 3;
    return (int)v;
}

static void random_values(int *v, size_t n, uint64_t *seed, int kind)
{
    size_t i;

    for (i = 0; i < n; i++)
        switch (kind) {
        case 0: v[i] = rng_range(seed, -20, 20); break;
        case 1: v[i] = rng_range(seed, -2, 2); break;
        case 2: v[i] = rng_range(seed, 0, 3) == 0 ? INT_MIN : rng_range(seed, 0, 2) ? INT_MAX
                       : rng_range(seed, -5, 5); break;
        case 3: v[i] = extreme_int(seed); break;
        default: v[i] = rng_int(seed); break;
        }
}

/* ---------------------------------------------------------------------
   The expected output, built from the library and the values. */

struct expected {
    bool alice;
    size_t nmoves;
    const char *winner;     /* "Alice" or "Bob" */
    int *moves;
    char *json;             /* the whole line, with its newline */
    char *sentence;         /* "Alice wins.\n" or "Bob wins.\n" */
};

/* Sorts a[0..n-1] in increasing order (tmp has room for n): insertion
   sort when short, else a radix sort on 16 bits at a time of the value
   with its sign bit flipped. */
static void sort_ints(int *a, size_t n, int *tmp)
{
    static size_t count[1u << 16];
    unsigned shift;
    size_t i, j;

    if (n < 64) {
        for (i = 1; i < n; i++) {
            int x = a[i];
            for (j = i; j > 0 && a[j - 1] > x; j--)
                a[j] = a[j - 1];
            a[j] = x;
        }
        return;
    }
    for (shift = 0; shift < 32; shift += 16) {
        size_t pos = 0;
        memset(count, 0, sizeof count);
        for (i = 0; i < n; i++)
            count[(((uint32_t)a[i] ^ 0x80000000u) >> shift) & 0xFFFFu]++;
        for (i = 0; i < (1u << 16); i++) {
            size_t c = count[i];
            count[i] = pos;
            pos += c;
        }
        for (i = 0; i < n; i++)
            tmp[count[(((uint32_t)a[i] ^ 0x80000000u) >> shift) & 0xFFFFu]++] = a[i];
        memcpy(a, tmp, n * sizeof *a);
    }
}

/* The library's line, checked to be a line of the game: its values are a
   sub-multiset of the stones, the removed sum is first divisible by 3 at
   its last move or never (then all stones are used and Bob wins), and its
   winner is sg_stone9's. */
static void expect_from_library(const int *v, size_t n, struct expected *e)
{
    size_t cap = 64 + 12 * n, used, t, i;
    int *sv = malloc((n ? n : 1) * sizeof *sv), *sl = malloc((n ? n : 1) * sizeof *sl);
    int *tmp = malloc((n ? n : 1) * sizeof *tmp);
    bool w2 = false, line_alice;
    int64_t sum = 0;

    e->moves = malloc((n ? n : 1) * sizeof *e->moves);
    e->json = malloc(cap);
    e->sentence = malloc(16);
    cr_assert(sv && sl && tmp && e->moves && e->json && e->sentence, "malloc failed");
    e->nmoves = (size_t)-1;
    expect_code(sg_stone9_line(v, n, e->moves, &e->nmoves, &e->alice), SG_OK, "sg_stone9_line");
    expect_code(sg_stone9(v, n, &w2), SG_OK, "sg_stone9");
    cr_assert_eq(e->alice, w2, "sg_stone9_line and sg_stone9 disagree (n = %zu)", n);
    cr_assert_leq(e->nmoves, n, "sg_stone9_line made %zu moves with %zu stones", e->nmoves, n);
    if (n > 0) {                          /* v may be NULL when n == 0 */
        memcpy(sv, v, n * sizeof *v);
        memcpy(sl, e->moves, e->nmoves * sizeof *sl);
    }
    sort_ints(sv, n, tmp);
    sort_ints(sl, e->nmoves, tmp);
    for (i = 1; i < n; i++)
        cr_assert_leq(sv[i - 1], sv[i], "test helper: the sort is wrong");
    for (t = 0, i = 0; t < e->nmoves; t++) {
        while (i < n && sv[i] < sl[t])
            i++;
        cr_assert(i < n && sv[i] == sl[t], "sg_stone9_line removed %d more often than it is a stone", sl[t]);
        i++;
    }
    for (t = 0; t < e->nmoves; t++) {
        sum += e->moves[t];
        if (sum % 3 == 0)
            break;
    }
    if (t < e->nmoves) {
        cr_assert_eq(t + 1, e->nmoves, "sg_stone9_line goes on after the sum became divisible by 3");
        line_alice = t % 2 == 1;            /* Bob made it divisible */
    } else {
        cr_assert_eq(e->nmoves, n, "sg_stone9_line stops with stones left and no loss");
        line_alice = false;
    }
    cr_assert_eq(line_alice, e->alice, "the line of sg_stone9_line is not won by its winner");
    e->winner = e->alice ? "Alice" : "Bob";
    used = (size_t)snprintf(e->json, cap, "{\"game\":\"ix\",\"n\":%zu,\"winner\":\"%s\",\"moves\":[",
                            n, e->winner);
    for (t = 0; t < e->nmoves; t++)
        used += (size_t)snprintf(e->json + used, cap - used, "%s%d", t ? "," : "", e->moves[t]);
    snprintf(e->json + used, cap - used, "]}\n");
    snprintf(e->sentence, 16, "%s wins.\n", e->winner);
    free(sv);
    free(sl);
    free(tmp);
}

static void expected_free(struct expected *e)
{
    free(e->moves);
    free(e->json);
    free(e->sentence);
}

/* What the tool prints on v with --json and without options, for the
   tests of tool-run.h. */
static void expected_output(const int *v, size_t n, struct tool_expected *out)
{
    struct expected e;

    expect_from_library(v, n, &e);
    free(e.moves);
    *out = (struct tool_expected){ e.json, NULL, e.sentence, 0 };
}

static const struct tool_game game_ix = { "ix", random_values, 5, expected_output, NULL, 1 };

/* ---------------------------------------------------------------------
   JSON. */

Test(ix_tool, json_2_1, .timeout = 30)
{
    static const char want[] = "{\"game\":\"ix\",\"n\":2,\"winner\":\"Alice\",\"moves\":[1,2]}\n";
    static const int v[] = { 2, 1 };
    struct expected e;
    struct run r;

    /* The library first: Alice removes the 1, Bob must remove the 2. */
    expect_from_library(v, LEN(v), &e);
    cr_assert(e.alice && e.nmoves == 2 && e.moves[0] == 1 && e.moves[1] == 2,
              "sg_stone9_line([2,1]) gives %s", e.json);
    cr_assert_str_eq(e.json, want, "the library's line of [2,1] gives %s", e.json);
    run_tool(&r, NULL, "ix", "--json", "2", "1", (char *)NULL);
    expect_success(&r, "ix --json 2 1");
    cr_assert_str_eq(r.out, want, "ix --json 2 1 printed: %s", r.out);
    run_free(&r);
    /* The option after the values, and the values on standard input. */
    run_tool(&r, NULL, "ix", "2", "1", "--json", (char *)NULL);
    expect_success(&r, "ix 2 1 --json");
    cr_assert_str_eq(r.out, want, "ix 2 1 --json printed: %s", r.out);
    run_free(&r);
    run_tool(&r, "2 1\n", "ix", "--json", (char *)NULL);
    expect_success(&r, "ix --json < '2 1'");
    cr_assert_str_eq(r.out, want, "ix --json < '2 1' printed: %s", r.out);
    run_free(&r);
    expected_free(&e);
}

Test(ix_tool, json_examples, .timeout = 30)
{
    static const int a[] = { 2, 1 }, b[] = { 2 }, c[] = { 5, 1, 2, 4, 3 }, d[] = { -1, 3, 4, 7 },
                     f[] = { 3, 6, 1, 1, 1, 1 }, g[] = { 0 }, h[] = { INT_MIN, -1 },
                     i_[] = { 1, 1 }, j[] = { INT_MAX, INT_MAX, INT_MAX, 0 }, k_[] = { -3, 1, -1 };
    static const struct { const int *v; size_t n; const char *winner; size_t nmoves; } ex[] = {
        { a, LEN(a), "Alice", 2 }, { b, LEN(b), "Bob", 1 }, { c, LEN(c), "Bob", 5 },
        { d, LEN(d), "Bob", 0 }, { f, LEN(f), "Bob", 0 }, { g, LEN(g), "Bob", 1 },
        { h, LEN(h), "Alice", 2 }, { i_, LEN(i_), "Bob", 2 }, { j, LEN(j), "Alice", 0 },
        { k_, LEN(k_), "Bob", 0 },
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
        if (ex[k].nmoves)
            cr_assert_eq(e.nmoves, ex[k].nmoves, "%s: the library's line has %zu moves, expected %zu",
                         desc, e.nmoves, ex[k].nmoves);
        run_values(&r, "ix", "--json", ex[k].v, ex[k].n, false);
        expect_success(&r, desc);
        cr_assert_str_eq(r.out, e.json, "ix --json %s printed\n%s\nexpected\n%s", desc, r.out, e.json);
        run_free(&r);
        run_values(&r, "ix", NULL, ex[k].v, ex[k].n, false);
        expect_success(&r, desc);
        cr_assert_str_eq(r.out, e.sentence, "ix %s printed\n%s\nexpected\n%s", desc, r.out, e.sentence);
        run_free(&r);
        expected_free(&e);
    }
}

Test(ix_tool, json_random_arguments, .timeout = 120)
{
    uint64_t seed = 0x1C0DE001ULL;
    int v[40];
    int count, seen[2] = { 0, 0 };

    for (count = 0; count < 120; count++) {
        size_t n = (size_t)rng_range(&seed, 1, 40);
        struct expected e;
        struct run r;
        char desc[600];

        random_values(v, n, &seed, count % 5);
        brute_format(v, n, desc, sizeof desc);
        expect_from_library(v, n, &e);
        run_values(&r, "ix", "--json", v, n, count % 3 == 0);
        expect_success(&r, desc);
        cr_assert_str_eq(r.out, e.json, "ix --json %s printed\n%s\nexpected\n%s", desc, r.out, e.json);
        run_free(&r);
        seen[e.alice]++;
        expected_free(&e);
    }
    cr_assert(seen[0] >= 10 && seen[1] >= 10, "random arguments: Bob won %d, Alice %d", seen[0], seen[1]);
}

Test(ix_tool, json_random_stdin, .timeout = 120)
{
    expect_json_random_stdin(&game_ix, 0x1C0DE002ULL, 50, 1000, 5000);
}

Test(ix_tool, no_stones, .timeout = 30)
{
    static const char want[] = "{\"game\":\"ix\",\"n\":0,\"winner\":\"Bob\",\"moves\":[]}\n";
    static const char *const inputs[] = { NULL, "", "   \n\t\n" };
    struct expected e;
    size_t k;

    expect_from_library(NULL, 0, &e);
    cr_assert_str_eq(e.json, want, "the library's line with no stones gives %s", e.json);
    expected_free(&e);
    for (k = 0; k < LEN(inputs); k++) {
        struct run r;
        run_tool(&r, inputs[k], "ix", "--json", (char *)NULL);
        expect_success(&r, "ix --json < (nothing)");
        cr_assert_str_eq(r.out, want, "ix --json with no stones printed: %s", r.out);
        run_free(&r);
        run_tool(&r, inputs[k], "ix", (char *)NULL);
        expect_success(&r, "ix < (nothing)");
        cr_assert_str_eq(r.out, "Bob wins.\n", "ix with no stones printed: %s", r.out);
        run_free(&r);
        run_tool(&r, inputs[k], "ix", "--play", (char *)NULL);
        expect_success(&r, "ix --play < (nothing)");
        cr_assert_eq(count_lines(r.out), 2, "ix --play with no stones printed %zu lines (a heading and "
                     "the result): %s", count_lines(r.out), r.out);
        cr_assert(r.outlen >= 10 && strcmp(r.out + r.outlen - 10, "Bob wins.\n") == 0,
                  "ix --play with no stones should end with \"Bob wins.\": %s", r.out);
        run_free(&r);
    }
}

/* ---------------------------------------------------------------------
   For people. */

/* The output of --play: a heading, a line per move naming the player
   (Alice first) and the stone removed, and the sentence. */
static void check_play(const char *out, const struct expected *e, const char *desc)
{
    const char *p = out, *nl;
    size_t t;
    char want[64];

    cr_assert_eq(count_lines(out), e->nmoves + 2, "ix --play %s printed %zu lines, expected %zu (a "
                 "heading, a line per move and the result):\n%s", desc, count_lines(out),
                 e->nmoves + 2, out);
    p = strchr(p, '\n') + 1;                 /* after the heading */
    for (t = 0; t < e->nmoves; t++) {
        size_t len;
        nl = strchr(p, '\n');
        len = (size_t)(nl - p);
        snprintf(want, sizeof want, "removes %d;", e->moves[t]);
        {
            char line[256];
            snprintf(line, sizeof line, "%.*s", (int)(len < 255 ? len : 255), p);
            cr_assert_not_null(strstr(line, want), "ix --play %s: line %zu should say \"%s\": %s",
                               desc, t + 2, want, line);
            cr_assert_not_null(strstr(line, t % 2 ? "Bob" : "Alice"),
                               "ix --play %s: move %zu is %s's: %s", desc, t + 1,
                               t % 2 ? "Bob" : "Alice", line);
        }
        p = nl + 1;
    }
    cr_assert_str_eq(p, e->sentence, "ix --play %s should end with %s, printed:\n%s", desc, e->sentence, out);
}

Test(ix_tool, play_prints_the_winner, .timeout = 60)
{
    static const int a[] = { 2, 1 }, b[] = { 2 }, c[] = { 5, 1, 2, 4, 3 };
    static const struct { const int *v; size_t n; const char *last; } ex[] = {
        { a, LEN(a), "Alice wins.\n" }, { b, LEN(b), "Bob wins.\n" }, { c, LEN(c), "Bob wins.\n" },
    };
    uint64_t seed = 0x1C0DE003ULL;
    int v[30];
    size_t k;
    int count, seen[2] = { 0, 0 };

    for (k = 0; k < LEN(ex); k++) {
        struct expected e;
        struct run r;
        char *text = as_text(ex[k].v, ex[k].n, " ");

        expect_from_library(ex[k].v, ex[k].n, &e);
        cr_assert_str_eq(e.sentence, ex[k].last, "the library's winner of %s is %s", text, e.winner);
        run_tool(&r, text, "ix", "--play", (char *)NULL);
        expect_success(&r, "ix --play");
        check_play(r.out, &e, text);
        run_free(&r);
        run_tool(&r, text, "ix", (char *)NULL);
        expect_success(&r, "ix");
        cr_assert_str_eq(r.out, ex[k].last, "ix %s printed %s", text, r.out);
        run_free(&r);
        run_values(&r, "ix", "--play", ex[k].v, ex[k].n, false);
        expect_success(&r, "ix --play (arguments)");
        check_play(r.out, &e, text);
        run_free(&r);
        expected_free(&e);
        free(text);
    }
    for (count = 0; count < 40; count++) {
        size_t n = (size_t)rng_range(&seed, 1, 30);
        struct expected e;
        struct run r;
        char *text, desc[400];

        random_values(v, n, &seed, count % 5);
        brute_format(v, n, desc, sizeof desc);
        expect_from_library(v, n, &e);
        text = as_text(v, n, "\n");
        run_tool(&r, text, "ix", "--play", (char *)NULL);
        expect_success(&r, "ix --play (random)");
        check_play(r.out, &e, desc);
        run_free(&r);
        run_tool(&r, text, "ix", (char *)NULL);
        expect_success(&r, "ix (random)");
        cr_assert_str_eq(r.out, e.sentence, "ix %s printed %s, expected %s", desc, r.out, e.sentence);
        run_free(&r);
        seen[e.alice]++;
        expected_free(&e);
        free(text);
    }
    cr_assert(seen[0] >= 5 && seen[1] >= 5, "random --play: Bob won %d, Alice %d", seen[0], seen[1]);
}

/* ---------------------------------------------------------------------
   Refused input. */

Test(ix_tool, bad_values, .timeout = 60)
{
    static const char *const bad[] = { "1x", "x", "0x10", "1e3", "1.5", "--5", "+-3", "", "- 1",
                                       "2147483648", "-2147483649", "99999999999999999999", "3 " };
    static const char *const bad_stdin[] = { "1 2 x\n", "1\n2\n3.0\n", "5 -", "1 2147483648",
                                             "7,8", "1 2 3 four", "-2147483649 1",
                                             "1 99999999999999999999999999999999999999999999999999999999999999999999999" };
    static const char *const play[] = { "2", "1", NULL };  /* ix --play 2 1 BAD */

    expect_bad_arguments_refused("ix", play, bad, LEN(bad));
    expect_bad_stdin_refused("ix", bad_stdin, LEN(bad_stdin), true);
}

Test(ix_tool, int_limits_accepted, .timeout = 30)
{
    static const int v[] = { INT_MIN, INT_MAX, INT_MAX, INT_MIN, -1, INT_MAX, INT_MIN + 1, INT_MAX - 1 };
    struct expected e;
    struct run r;

    expect_from_library(v, LEN(v), &e);
    run_values(&r, "ix", "--json", v, LEN(v), false);
    expect_success(&r, "ix --json with INT_MIN and INT_MAX");
    cr_assert_str_eq(r.out, e.json, "ix --json with INT_MIN and INT_MAX printed\n%s\nexpected\n%s",
                     r.out, e.json);
    run_free(&r);
    expected_free(&e);
    {
        /* Signs: +2 -0 -0 +1 are the stones 2, 0, 0, 1. */
        static const int u[] = { 2, 0, 0, 1 };
        expect_from_library(u, LEN(u), &e);
        cr_assert(e.alice, "[2,0,0,1]: Alice wins");
        run_tool(&r, NULL, "ix", "--json", "+2", "-0", "-0", "+1", (char *)NULL);
        expect_success(&r, "ix --json +2 -0 -0 +1");
        cr_assert_str_eq(r.out, e.json, "ix --json +2 -0 -0 +1 printed %s, expected %s", r.out, e.json);
        run_free(&r);
        expected_free(&e);
    }
}

/* ---------------------------------------------------------------------
   A large input on standard input. */

static void large_case(const size_t c[3], uint64_t *seed, bool want_alice, const char *sep)
{
    size_t n = c[0] + c[1] + c[2], i = 0, j;
    int *v = malloc(n * sizeof *v);
    char *text, desc[96];
    struct expected e;
    struct run r;
    unsigned q;

    cr_assert_not_null(v, "malloc failed");
    for (q = 0; q < 3; q++)
        for (j = 0; j < c[q]; j++)
            v[i++] = rng_with_remainder(seed, q);
    for (i = n; i > 1; i--) {
        size_t k = (size_t)(rng_next(seed) % i);
        int t = v[i - 1];
        v[i - 1] = v[k];
        v[k] = t;
    }
    snprintf(desc, sizeof desc, "%zu stones, counts (%zu,%zu,%zu)", n, c[0], c[1], c[2]);
    expect_from_library(v, n, &e);
    cr_assert_eq(e.alice, want_alice, "%s: the library says %s wins", desc, e.winner);
    text = as_text(v, n, sep);
    run_tool(&r, text, "ix", "--json", (char *)NULL);
    expect_success(&r, desc);
    cr_assert_eq(r.outlen, strlen(e.json), "ix --json < (%s) printed %zu bytes, expected %zu", desc,
                 r.outlen, strlen(e.json));
    cr_assert(strcmp(r.out, e.json) == 0, "ix --json < (%s) printed %.200s..., expected %.200s...",
              desc, r.out, e.json);
    run_free(&r);
    run_tool(&r, text, "ix", (char *)NULL);
    expect_success(&r, desc);
    cr_assert_str_eq(r.out, e.sentence, "ix < (%s) printed %s", desc, r.out);
    run_free(&r);
    expected_free(&e);
    free(text);
    free(v);
}

Test(ix_tool, large_stdin, .timeout = 120)
{
    /* Long lines of play both ways: c0 even with c1, c2 >= 1 (Alice), and
       c0 odd with |c1 - c2| <= 2 (Bob); a short one (Bob, c2 = 0); and a
       huge surplus with c0 odd (Alice). */
    static const size_t alice_long[3] = { 700000, 699999, 700003 };
    static const size_t bob_long[3] = { 700001, 700000, 700001 };
    static const size_t bob_short[3] = { 100000, 1000001, 0 };
    static const size_t alice_odd[3] = { 400001, 3, 400000 };
    uint64_t seed = 0x1C0DE004ULL;

    large_case(alice_long, &seed, true, " ");
    large_case(bob_long, &seed, false, "\n");
    large_case(bob_short, &seed, false, "\t");
    large_case(alice_odd, &seed, true, " \n");
}

/* ---------------------------------------------------------------------
   Hostile invocations of Stone Game IX (tests/hostile.h): bad arguments and
   bad bytes on standard input, each with the exit status it must give. */

static const struct hostile hostile_cases[] = {
    /* The empty argument and lone signs as values. */
    { { "ix", "--", "" }, .status = 2, .err_has = "not an integer" },
    /* The range of int, and the games' own bounds. */
    { { "ix", "-2147483649" }, .status = 2, .err_has = "outside the range of int" },
    /* Bad tokens on standard input. */
    { { "ix" }, IN("1e3"), .status = 2, .err_has = "not an integer" },
    /* quoted up to the bad byte (and the digits after it, none here) */
    { { "ix" }, IN("3\x80"), .status = 2, .err_has = "not an integer" },
    /* Every white-space byte separates; many spaces before a value. */
    { { "ix", "--json" }, IN("1\r\n2\r\n3\r\n"), .status = 0, .out_has = "\"n\":3" },
    { { "ix", "--json" }, IN("1\t2\v3\f4\r5\n6 7"), .status = 0, .out_has = "\"n\":7" },
};

Test(hostile, ix_invocations, .timeout = 120)
{
    check_hostile_table(hostile_cases, LEN(hostile_cases));
}

Test(hostile, ix_endless_streams_refused_at_once, .timeout = 120)
{
    static const struct endless streams[] = {
        { "ix on endless '9'", { "ix", NULL }, PAT("9"), "outside the range of int" },
    };

    for (size_t k = 0; k < LEN(streams); k++)
        expect_endless_refused(&streams[k]);
}

Test(hostile, ix_file_size_limit_is_a_write_error, .timeout = 120)
{
    expect_file_size_limit("ix", "--json");
}

Test(hostile, ix_help_gives_the_limit, .timeout = 30)
{
    expect_help_says("ix", "at most 100000000 stones");
}
