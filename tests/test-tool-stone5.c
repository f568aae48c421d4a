/* test-tool-stone5.c: tests of `stonegame v`, Stone Game V in the
   command-line tool (its path is in the environment variable SG_TOOL).
   The expected output is built from the library (the line of play of
   sg_stone5_line, its score checked with sg_stone5) and, for short rows,
   checked against the brute force; the tool's JSON is also read back
   and its line checked move by move (brute_check_stone5_line), against
   the brute force or the library's table.  Nobody wins Stone Game V: the
   JSON has Alice's score and no winner. */
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
#define MAXB 12              /* the longest row checked against the brute force */
#define TABLE_REF_MAX 600    /* the longest row checked against sg_stone5_table */

/* ---------------------------------------------------------------------
   The expected output, built from the library and the values. */

struct expected {
    int64_t alice;
    size_t rounds;
    char *json;             /* the whole JSON line, with its newline */
    char *play;             /* the whole output of --play */
    char *sentence;         /* its last line, the output without options */
};

static void expect_from_library(const int *v, size_t n, struct expected *e)
{
    size_t *cuts = malloc((n + 1) * sizeof *cuts), jcap = 200 + 16 * n, pcap = 200 + 120 * n;
    size_t jused, pused, t, lo = 0, hi = n, k;    /* the stones lo..hi-1 are in play */
    char *kept = malloc(n + 1);
    int64_t a = 0, value = 0, score = 0;

    e->json = malloc(jcap);
    e->play = malloc(pcap);
    e->sentence = malloc(120);
    cr_assert(cuts && kept && e->json && e->play && e->sentence, "malloc failed");
    cr_assert_eq(sg_stone5_line(v, n, cuts, kept, &e->rounds, &a), SG_OK, "sg_stone5_line failed");
    cr_assert_eq(sg_stone5(v, n, &value), SG_OK, "sg_stone5 failed");
    cr_assert_eq(a, value, "sg_stone5_line and sg_stone5 disagree");
    if (n <= MAXB)
        cr_assert_eq(brute_stone5(v, n), a, "sg_stone5_line scores %lld; the brute force %lld",
                     (long long)a, (long long)brute_stone5(v, n));
    e->alice = a;
    snprintf(e->sentence, 120, "Alice scores %lld.\n", (long long)a);
    jused = (size_t)snprintf(e->json, jcap, "{\"game\":\"v\",\"n\":%zu,\"alice\":%lld,\"moves\":[",
                             n, (long long)a);
    pused = (size_t)snprintf(e->play, pcap, "Stone Game V with %zu stone%s; %s.\n", n,
                             n == 1 ? "" : "s", e->rounds ? "Alice moves first" : "nobody moves");
    for (t = 0; t < e->rounds; t++) {
        int64_t l = 0, r = 0;
        cr_assert(kept[t] == 'L' || kept[t] == 'R', "sg_stone5_line kept %d", (int)kept[t]);
        cr_assert(cuts[t] > lo && cuts[t] < hi, "sg_stone5_line cut after %zu in %zu..%zu",
                  cuts[t], lo + 1, hi);
        jused += (size_t)snprintf(e->json + jused, jcap - jused, "%s[%zu,\"%c\"]", t ? "," : "",
                                  cuts[t], kept[t]);
        for (k = lo; k < hi; k++)
            *(k < cuts[t] ? &l : &r) += v[k];
        score += kept[t] == 'L' ? l : r;
        pused += (size_t)snprintf(e->play + pused, pcap - pused,
                                  "%4zu. Alice cuts after stone %zu (%lld | %lld); Bob keeps the %s "
                                  "part.  Alice %lld.\n", t + 1, cuts[t], (long long)l,
                                  (long long)r, kept[t] == 'L' ? "left" : "right",
                                  (long long)score);
        if (kept[t] == 'L')
            hi = cuts[t];
        else
            lo = cuts[t];
    }
    cr_assert(score == a && (n == 0 || hi - lo == 1), "the library's line does not score its score");
    snprintf(e->json + jused, jcap - jused, "]}\n");
    snprintf(e->play + pused, pcap - pused, "%s", e->sentence);
    free(cuts);
    free(kept);
}

static void expected_free(struct expected *e)
{
    free(e->json);
    free(e->play);
    free(e->sentence);
}

/* ---------------------------------------------------------------------
   Reading the JSON back. */

/* Reads a number at *p (digits, a minus sign first if negative). */
static bool read_number(const char **p, long long *x)
{
    char *end;
    if (**p != '-' && (**p < '0' || **p > '9'))
        return false;
    *x = strtoll(*p, &end, 10);
    *p = end;
    return true;
}

static bool read_text(const char **p, const char *text)
{
    size_t len = strlen(text);
    if (strncmp(*p, text, len) != 0)
        return false;
    *p += len;
    return true;
}

/* Parses {"game":"v","n":N,"alice":A,"moves":[[k,"L"|"R"],...]} and a
   newline, exactly; the moves go into cuts and kept (room for cap). */
static bool parse_json(const char *s, size_t *n, int64_t *alice, size_t *cuts, char *kept,
                       size_t *rounds, size_t cap)
{
    long long x, y;

    *rounds = 0;
    if (!read_text(&s, "{\"game\":\"v\",\"n\":") || !read_number(&s, &x) || x < 0)
        return false;
    *n = (size_t)x;
    if (!read_text(&s, ",\"alice\":") || !read_number(&s, &y))
        return false;
    *alice = y;
    if (!read_text(&s, ",\"moves\":["))
        return false;
    while (*s == '[' || (*rounds > 0 && *s == ',')) {
        if (*rounds > 0 && !read_text(&s, ","))
            return false;
        if (*rounds >= cap || !read_text(&s, "[") || !read_number(&s, &x) || x < 0
            || !read_text(&s, ",\"") || (*s != 'L' && *s != 'R'))
            return false;
        cuts[*rounds] = (size_t)x;
        kept[*rounds] = *s++;
        if (!read_text(&s, "\"]"))
            return false;
        ++*rounds;
    }
    return read_text(&s, "]}\n") && *s == '\0';
}

/* Reads the tool's JSON for v back and checks it: n, Alice's score
   against sg_stone5 (and the brute force, short rows), and the line
   move by move, legal, optimal and by the library's rule, against the
   brute force (n <= MAXB) or sg_stone5_table (n <= TABLE_REF_MAX); for
   longer rows, legal and adding up to the score. */
static void check_json_line(const char *out, const int *v, size_t n, const char *desc)
{
    size_t *cuts = malloc((n + 1) * sizeof *cuts), rounds, got_n;
    char *kept = malloc(n + 1), msg[400];
    int64_t alice, value;
    int64_t *table = NULL;

    cr_assert(cuts && kept, "malloc failed");
    cr_assert(parse_json(out, &got_n, &alice, cuts, kept, &rounds, n + 1),
              "%s: the JSON is not of the form of Stone Game V: %.300s", desc, out);
    cr_assert_eq(got_n, n, "%s: the JSON says n = %zu", desc, got_n);
    cr_assert_eq(sg_stone5(v, n, &value), SG_OK, "sg_stone5 failed");
    cr_assert_eq(alice, value, "%s: the JSON says %lld, sg_stone5 %lld", desc, (long long)alice,
                 (long long)value);
    if (n > MAXB && n <= TABLE_REF_MAX) {
        table = malloc(n * n * sizeof *table);
        cr_assert_not_null(table, "malloc failed");
        cr_assert_eq(sg_stone5_table(v, n, table, NULL), SG_OK, "sg_stone5_table failed");
        cr_assert_eq(table[n - 1], value, "%s: the table says %lld", desc, (long long)table[n - 1]);
    }
    if (n <= TABLE_REF_MAX)
        cr_assert(brute_check_stone5_line(v, n, cuts, kept, rounds, alice, table, 1, msg,
                                          sizeof msg), "%s: the tool's line: %s", desc, msg);
    else {
        size_t lo = 0, hi = n, t, k;
        int64_t score = 0;
        for (t = 0; t < rounds; t++) {
            int64_t l = 0, r = 0;
            cr_assert(cuts[t] > lo && cuts[t] < hi, "%s: round %zu cuts after %zu", desc, t + 1,
                      cuts[t]);
            for (k = lo; k < hi; k++)
                *(k < cuts[t] ? &l : &r) += v[k];
            cr_assert(kept[t] == 'L' ? l <= r : l >= r, "%s: round %zu keeps the larger part",
                      desc, t + 1);
            score += kept[t] == 'L' ? l : r;
            *(kept[t] == 'L' ? &hi : &lo) = cuts[t];
        }
        cr_assert(hi - lo == 1 && score == alice, "%s: the line ends with %zu stones, scoring %lld",
                  desc, hi - lo, (long long)score);
    }
    free(table);
    free(cuts);
    free(kept);
}

/* Rows of values >= 0 of a kind: 0, 0..10; 1, 0..3; 2, mostly zeros; 3,
   one value repeated with a few others; 4, large, up to INT_MAX. */
static void fill_row(int *v, size_t n, uint64_t *seed, int kind)
{
    int c = rng_range(seed, 0, 20);
    for (size_t i = 0; i < n; i++)
        switch (kind % 5) {
        case 0: v[i] = rng_range(seed, 0, 10); break;
        case 1: v[i] = rng_range(seed, 0, 3); break;
        case 2: v[i] = rng_range(seed, 0, 3) ? 0 : rng_range(seed, 1, 5); break;
        case 3: v[i] = rng_range(seed, 0, 4) ? c : rng_range(seed, 0, 40); break;
        default: v[i] = rng_range(seed, 0, 2) ? INT_MAX - rng_range(seed, 0, 1)
                                              : rng_range(seed, 0, INT_MAX); break;
        }
}

/* What the tool prints on v, for the tests of tool-run.h. */
static void expected_output(const int *v, size_t n, struct tool_expected *out)
{
    struct expected e;

    expect_from_library(v, n, &e);
    *out = (struct tool_expected){ e.json, e.play, e.sentence, e.rounds + 2 };
}

/* The JSON of the tool is also read back and its line checked. */
static const struct tool_game game_v = { "v", fill_row, 5, expected_output, check_json_line, 1 };

/* ---------------------------------------------------------------------
   JSON. */

Test(v_tool, json_leetcode_examples, .timeout = 30)
{
    static const char want_a[] =
        "{\"game\":\"v\",\"n\":6,\"alice\":18,\"moves\":[[3,\"L\"],[1,\"R\"],[2,\"L\"]]}\n";
    static const char want_b[] =
        "{\"game\":\"v\",\"n\":7,\"alice\":28,\"moves\":[[3,\"L\"],[1,\"L\"]]}\n";
    static const char want_c[] = "{\"game\":\"v\",\"n\":1,\"alice\":0,\"moves\":[]}\n";
    static const int a[] = { 6, 2, 3, 4, 5, 5 }, b[] = { 7, 7, 7, 7, 7, 7, 7 }, c[] = { 4 };
    struct expected e;
    struct run r;

    expect_from_library(a, LEN(a), &e);
    cr_assert_str_eq(e.json, want_a, "the library's line of [6,2,3,4,5,5] gives %s", e.json);
    expected_free(&e);
    expect_from_library(b, LEN(b), &e);
    cr_assert_str_eq(e.json, want_b, "the library's line of [7 x 7] gives %s", e.json);
    expected_free(&e);
    expect_from_library(c, LEN(c), &e);
    cr_assert_str_eq(e.json, want_c, "the library's line of [4] gives %s", e.json);
    expected_free(&e);

    run_tool(&r, NULL, "v", "--json", "6", "2", "3", "4", "5", "5", (char *)NULL);
    expect_success(&r, "v --json 6 2 3 4 5 5");
    cr_assert_str_eq(r.out, want_a, "v --json 6 2 3 4 5 5 printed: %s", r.out);
    cr_assert_null(strstr(r.out, "winner"), "Stone Game V has no winner: %s", r.out);
    cr_assert_null(strstr(r.out, "bob"), "Stone Game V has no score of Bob's: %s", r.out);
    run_free(&r);
    run_tool(&r, "6 2 3 4 5 5\n", "v", "--json", (char *)NULL);
    expect_success(&r, "v --json < 6 2 3 4 5 5");
    cr_assert_str_eq(r.out, want_a, "v --json < 6 2 3 4 5 5 printed: %s", r.out);
    run_free(&r);
    run_tool(&r, NULL, "v", "--json", "--", "7", "7", "7", "7", "7", "7", "7", (char *)NULL);
    expect_success(&r, "v --json -- 7 7 7 7 7 7 7");
    cr_assert_str_eq(r.out, want_b, "v --json -- 7 x 7 printed: %s", r.out);
    run_free(&r);
    run_tool(&r, "7\n7\n7\n7\n7\n7\n7", "v", "--json", (char *)NULL);
    expect_success(&r, "v --json < 7 x 7");
    cr_assert_str_eq(r.out, want_b, "v --json < 7 x 7 printed: %s", r.out);
    run_free(&r);
    run_tool(&r, NULL, "v", "--json", "4", (char *)NULL);
    expect_success(&r, "v --json 4");
    cr_assert_str_eq(r.out, want_c, "v --json 4 printed: %s", r.out);
    run_free(&r);
    run_tool(&r, " 4 ", "v", "--json", (char *)NULL);
    expect_success(&r, "v --json < 4");
    cr_assert_str_eq(r.out, want_c, "v --json < 4 printed: %s", r.out);
    run_free(&r);
}

Test(v_tool, json_examples, .timeout = 30)
{
    static const struct {
        const char *args[5];
        const char *want;
    } ex[] = {
        /* A tie: the left part is kept. */
        { { "1", "1" }, "{\"game\":\"v\",\"n\":2,\"alice\":1,\"moves\":[[1,\"L\"]]}\n" },
        /* The smaller stone is kept. */
        { { "9", "3" }, "{\"game\":\"v\",\"n\":2,\"alice\":3,\"moves\":[[1,\"R\"]]}\n" },
        { { "3", "9" }, "{\"game\":\"v\",\"n\":2,\"alice\":3,\"moves\":[[1,\"L\"]]}\n" },
        /* 2 | 1 1 is a tie, the right part better; then its cut, at the
           original index 2. */
        { { "2", "1", "1" },
          "{\"game\":\"v\",\"n\":3,\"alice\":3,\"moves\":[[1,\"R\"],[2,\"L\"]]}\n" },
        { { "1", "1", "2" },
          "{\"game\":\"v\",\"n\":3,\"alice\":3,\"moves\":[[2,\"L\"],[1,\"L\"]]}\n" },
        /* Zeros: the shortest left part; the shortest right part when no
           left part can be kept. */
        { { "0", "0", "0", "0" }, "{\"game\":\"v\",\"n\":4,\"alice\":0,\"moves\":[[1,\"L\"]]}\n" },
        { { "0", "0", "5" }, "{\"game\":\"v\",\"n\":3,\"alice\":0,\"moves\":[[1,\"L\"]]}\n" },
        { { "5", "0", "0" }, "{\"game\":\"v\",\"n\":3,\"alice\":0,\"moves\":[[2,\"R\"]]}\n" },
        { { "9", "1", "1", "1", "1" },
          "{\"game\":\"v\",\"n\":5,\"alice\":7,\"moves\":[[1,\"R\"],[3,\"L\"],[2,\"L\"]]}\n" },
        /* Beyond 32 bits. */
        { { "2147483647", "2147483647", "2147483647", "2147483647" },
          "{\"game\":\"v\",\"n\":4,\"alice\":6442450941,\"moves\":[[2,\"L\"],[1,\"L\"]]}\n" },
        { { "0" }, "{\"game\":\"v\",\"n\":1,\"alice\":0,\"moves\":[]}\n" },
    };
    size_t k;

    for (k = 0; k < LEN(ex); k++)
        expect_json_example(&game_v, ex[k].args, LEN(ex[k].args), ex[k].want);
}

Test(v_tool, json_random_arguments, .timeout = 120)
{
    expect_json_random_arguments(&game_v, 0x7E550001ULL, 150, MAXB);
}

Test(v_tool, json_random_stdin, .timeout = 120)
{
    expect_json_random_stdin(&game_v, 0x7E550002ULL, 50, 500, 2000);
}

Test(v_tool, no_stones_and_one, .timeout = 30)
{
    expect_no_values("v", "{\"game\":\"v\",\"n\":0,\"alice\":0,\"moves\":[]}\n",
                     "Stone Game V with 0 stones; nobody moves.\nAlice scores 0.\n",
                     "Alice scores 0.\n");
    {
        struct run r;
        run_tool(&r, NULL, "v", "--play", "2147483647", (char *)NULL);
        expect_success(&r, "v --play 2147483647");
        cr_assert_str_eq(r.out, "Stone Game V with 1 stone; nobody moves.\nAlice scores 0.\n",
                         "v --play with one stone printed: %s", r.out);
        run_free(&r);
    }
}

/* 300 stones of INT_MAX: c (n - ones(n)) = 296 INT_MAX, far beyond 32
   bits; the line halves the row. */
Test(v_tool, int_max_rows, .timeout = 60)
{
    int big[300];
    size_t i;
    struct expected e;
    struct run r;
    char *text;

    for (i = 0; i < LEN(big); i++)
        big[i] = INT_MAX;
    text = as_text(big, LEN(big), " ");
    expect_from_library(big, LEN(big), &e);
    cr_assert_eq(e.alice, (int64_t)296 * INT_MAX, "300 stones of INT_MAX: %lld", (long long)e.alice);
    cr_assert_eq(e.rounds, 8, "300 stones of INT_MAX: %zu rounds (300, 150, 75, 37, 18, 9, 4, 2)",
                 e.rounds);
    run_tool(&r, text, "v", "--json", (char *)NULL);
    expect_success(&r, "v --json < 300 stones of INT_MAX");
    cr_assert_str_eq(r.out, e.json, "v --json < 300 stones of INT_MAX printed\n%s\nexpected\n%s",
                     r.out, e.json);
    {
        static const char head[] = "{\"game\":\"v\",\"n\":300,\"alice\":635655159512,"
                                   "\"moves\":[[150,\"L\"],[75,\"L\"],[37,\"L\"],";
        cr_assert_eq(strncmp(r.out, head, strlen(head)), 0, "300 stones of INT_MAX: %s", r.out);
    }
    run_free(&r);
    run_tool(&r, text, "v", "--play", (char *)NULL);
    expect_success(&r, "v --play < 300 stones of INT_MAX");
    cr_assert_str_eq(r.out, e.play, "v --play < 300 stones of INT_MAX printed\n%s\nexpected\n%s",
                     r.out, e.play);
    run_free(&r);
    expected_free(&e);
    free(text);
}

/* The limit, SG_STONE5_MAX stones: accepted, with INT_MAX in every one
   (16369 INT_MAX, the line halving the row 13 times); one more is
   refused with a message that gives the limit. */
Test(v_tool, at_the_limit, .timeout = 120)
{
    size_t n = SG_STONE5_MAX, i, m;
    int *v = malloc(n * sizeof *v);
    char *text, want[200], *p;
    size_t used;
    struct run r;

    cr_assert_not_null(v, "malloc failed");
    for (i = 0; i < n; i++)
        v[i] = INT_MAX;
    text = as_text(v, n, " ");
    run_tool(&r, text, "v", "--json", (char *)NULL);
    expect_success(&r, "v --json < 16383 stones of INT_MAX");
    used = (size_t)snprintf(want, sizeof want, "{\"game\":\"v\",\"n\":16383,\"alice\":%lld,\"moves\":[",
                            (long long)16369 * INT_MAX);
    cr_assert_eq(strncmp(r.out, want, used), 0, "16383 stones of INT_MAX printed %.300s", r.out);
    p = r.out + used;
    for (m = n, i = 0; m > 1; m /= 2, i++) {
        char move[40];
        int len = snprintf(move, sizeof move, "%s[%zu,\"L\"]", i ? "," : "", m / 2);
        cr_assert_eq(strncmp(p, move, (size_t)len), 0, "16383 stones of INT_MAX: round %zu is not "
                     "%s: %.40s", i + 1, move, p);
        p += len;
    }
    cr_assert_str_eq(p, "]}\n", "16383 stones of INT_MAX: the JSON ends with %s", p);
    run_free(&r);
    free(text);
    free(v);
}

Test(v_tool, too_many_stones, .timeout = 60)
{
    size_t n = SG_STONE5_MAX + 1, i;
    char *text = malloc(2 * n + 1);
    static const char *const options[] = { "--json", "--play", NULL };

    cr_assert_not_null(text, "malloc failed");
    for (i = 0; i < n; i++) {
        text[2 * i] = '0';
        text[2 * i + 1] = i % 100 == 99 ? '\n' : ' ';
    }
    text[2 * n] = '\0';
    for (i = 0; i < LEN(options); i++) {
        struct run r;
        run_tool(&r, text, "v", options[i], (char *)NULL);
        expect_usage_error(&r, "v < 16384 zeros");
        cr_assert_not_null(strstr(r.err, "16383"), "the message for 16384 stones does not give "
                           "the limit 16383: %s", r.err);
        run_free(&r);
    }
    free(text);
}

/* ---------------------------------------------------------------------
   For people. */

Test(v_tool, play_leetcode_example, .timeout = 30)
{
    static const char want[] =
        "Stone Game V with 6 stones; Alice moves first.\n"
        "   1. Alice cuts after stone 3 (11 | 14); Bob keeps the left part.  Alice 11.\n"
        "   2. Alice cuts after stone 1 (6 | 5); Bob keeps the right part.  Alice 16.\n"
        "   3. Alice cuts after stone 2 (2 | 3); Bob keeps the left part.  Alice 18.\n"
        "Alice scores 18.\n";
    static const int v[] = { 6, 2, 3, 4, 5, 5 };
    struct expected e;
    struct run r;

    expect_from_library(v, LEN(v), &e);
    cr_assert_str_eq(e.play, want, "the expected --play text of [6,2,3,4,5,5] is\n%s", e.play);
    expected_free(&e);
    run_tool(&r, NULL, "v", "--play", "6", "2", "3", "4", "5", "5", (char *)NULL);
    expect_success(&r, "v --play 6 2 3 4 5 5");
    cr_assert_str_eq(r.out, want, "v --play 6 2 3 4 5 5 printed\n%s", r.out);
    run_free(&r);
    run_tool(&r, NULL, "v", "6", "2", "3", "4", "5", "5", (char *)NULL);
    expect_success(&r, "v 6 2 3 4 5 5");
    cr_assert_str_eq(r.out, "Alice scores 18.\n", "v 6 2 3 4 5 5 printed %s", r.out);
    run_free(&r);
    /* A tie: the left part kept. */
    run_tool(&r, "1 1", "v", "--play", (char *)NULL);
    expect_success(&r, "v --play < 1 1");
    cr_assert_str_eq(r.out, "Stone Game V with 2 stones; Alice moves first.\n"
                     "   1. Alice cuts after stone 1 (1 | 1); Bob keeps the left part.  Alice 1.\n"
                     "Alice scores 1.\n", "v --play < 1 1 printed\n%s", r.out);
    run_free(&r);
}

Test(v_tool, play_random, .timeout = 60)
{
    expect_play_random(&game_v, 0x7E550003ULL);
}

/* ---------------------------------------------------------------------
   Refused input. */

/* One line on stderr, which ends with the reason. */
static void expect_negative_refused(const struct run *r, const char *what)
{
    static const char reason[] = "a stone cannot be negative\n";
    expect_usage_error(r, what);
    cr_assert(r->errlen >= strlen(reason)
              && strcmp(r->err + r->errlen - strlen(reason), reason) == 0,
              "%s: the message does not end with \"%s\": %s", what, "a stone cannot be negative",
              r->err);
}

Test(v_tool, negative_values, .timeout = 60)
{
    static const int rows[][4] = { { -1, 2, 3, 4 }, { 1, 2, 3, -4 }, { 5, INT_MIN, 5, 5 },
                                   { 0, 0, -2147483647, 0 }, { -7, -7, -7, -7 } };
    static const char *const options[] = { "--json", "--play", NULL };
    size_t k, o;

    for (k = 0; k < LEN(rows); k++)
        for (o = 0; o < LEN(options); o++) {
            struct run r;
            char what[120], *text = as_text(rows[k], 4, " ");
            snprintf(what, sizeof what, "v %s %s", options[o] ? options[o] : "", text);
            run_values(&r, "v", options[o], rows[k], 4, k % 2 == 0);
            expect_negative_refused(&r, what);
            run_free(&r);
            run_tool(&r, text, "v", options[o], (char *)NULL);
            expect_negative_refused(&r, what);
            run_free(&r);
            free(text);
        }
    /* A negative value after many good ones, on standard input. */
    {
        int *v = malloc(5000 * sizeof *v);
        struct run r;
        char *text;
        cr_assert_not_null(v, "malloc failed");
        for (k = 0; k < 5000; k++)
            v[k] = (int)k;
        v[4999] = -1;
        text = as_text(v, 5000, "\n");
        run_tool(&r, text, "v", "--json", (char *)NULL);
        expect_negative_refused(&r, "v --json < 0 1 ... 4998 -1");
        cr_assert_not_null(strstr(r.err, "line 5000"), "the message does not give the line: %s",
                           r.err);
        run_free(&r);
        free(text);
        free(v);
    }
}

Test(v_tool, bad_values, .timeout = 60)
{
    static const char *const bad[] = { "1x", "x", "0x10", "1e3", "1.5", "--5", "+-3", "",
                                       "2147483648", "-2147483649", "99999999999999999999" };
    static const char *const bad_stdin[] = { "1 2 x\n", "1\n2\n3.0\n", "5 -", "1 2147483648",
                                             "7,8", "1 2 3 four" };
    static const char *const play[] = { "--", NULL };      /* v --play -- BAD */

    expect_bad_arguments_refused("v", play, bad, LEN(bad));
    expect_bad_stdin_refused("v", bad_stdin, LEN(bad_stdin), true);
}

/* ---------------------------------------------------------------------
   Hostile invocations of Stone Game V (tests/hostile.h): bad arguments and
   bad bytes on standard input, each with the exit status it must give. */

static const struct hostile hostile_cases[] = {
    /* The range of int, and the games' own bounds. */
    { { "v", "1", "-1" }, .status = 2, .err_has = "cannot be negative" },
    { { "v", "-2147483648" }, .status = 2, .err_has = "cannot be negative" },
    /* Bad tokens on standard input. */
    { { "v" }, IN("+-3"), .status = 2, .err_has = "not an integer" },
    { { "v" }, IN("4 -0000000001"), .status = 2, .err_has = "cannot be negative" },
};

Test(hostile, v_invocations, .timeout = 120)
{
    check_hostile_table(hostile_cases, LEN(hostile_cases));
}

Test(hostile, v_help_gives_the_limit, .timeout = 30)
{
    expect_help_says("v", "at most %zu stones", SG_STONE5_MAX);
}
