/* test-tool-values.c: tests of `stonegame nim`, Nim in the command-line
   tool (its path is in the environment variable SG_TOOL).  The tool's JSON
   is parsed strictly and its line of play replayed move by move against
   the rules, independently of the library: every move takes at least one
   stone and no more than its pile holds, the players alternate from
   Alice, the line ends with every pile empty, each of the winner's moves
   leaves a nim-sum of zero, and the winner is the one the nim-sum of the
   start names (and, on small piles, the one an exhaustive search of the
   game names).  Exact output is checked on worked examples. */
#include <criterion/criterion.h>

#include <limits.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "brute.h"
#include "tool-run.h"
#include "hostile.h"

#define LEN(a) (sizeof(a) / sizeof((a)[0]))
/* A check inside a loop over the moves: Criterion reports every assertion
   to its runner, which is slow for a line of 400000 moves, so a check
   that holds asserts nothing. */
#define CHECK(cond, ...) do { if (!(cond)) cr_assert_fail(__VA_ARGS__); } while (0)

/* The tool's limit on the number of piles (TOOL_NIM_MAX in the book). */
#define NIM_MAX 10000000

/* ---------------------------------------------------------------------
   An exhaustive search of Nim on small piles: does the player to move
   win?  Positions are coded in base 9 (piles of at most 8 stones, at most
   6 piles), each solved once. */

enum { SMALL_PILES = 6, SMALL_STONES = 8 };

static signed char small_memo[531441];   /* 9^6 */

static bool small_wins(const int *piles, size_t n)
{
    size_t code = 0, i;
    bool win = false;
    int p[SMALL_PILES];

    for (i = 0; i < n; i++)
        code = code * 9 + (size_t)piles[i];
    if (small_memo[code] != 0)
        return small_memo[code] > 0;
    memcpy(p, piles, n * sizeof *p);
    for (i = 0; i < n && !win; i++) {
        int take;
        for (take = 1; take <= piles[i] && !win; take++) {
            p[i] = piles[i] - take;
            win = !small_wins(p, n);
        }
        p[i] = piles[i];
    }
    small_memo[code] = win ? 1 : -1;
    return win;
}

/* ---------------------------------------------------------------------
   A strict parser of the tool's JSON line for Nim. */

struct nim_result {
    size_t n;
    bool alice;              /* the winner is Alice */
    size_t nmoves;
    long long *pile, *take;  /* 1-based pile and stones taken, per move */
};

static void result_free(struct nim_result *res)
{
    free(res->pile);
    free(res->take);
    res->pile = res->take = NULL;
}

static bool lit(const char **p, const char *s)
{
    size_t len = strlen(s);
    if (strncmp(*p, s, len) != 0)
        return false;
    *p += len;
    return true;
}

/* A JSON number that is a non-negative integer without leading zeros. */
static bool number(const char **p, long long *x)
{
    const char *s = *p;
    long long v = 0;

    if (*s < '0' || *s > '9' || (s[0] == '0' && s[1] >= '0' && s[1] <= '9'))
        return false;
    for (; *s >= '0' && *s <= '9'; s++) {
        if (v > (LLONG_MAX - 9) / 10)
            return false;
        v = v * 10 + (*s - '0');
    }
    *x = v;
    *p = s;
    return true;
}

/* Returns NULL on success, else what is wrong with the line. */
static const char *parse_nim(const char *s, struct nim_result *res, size_t room)
{
    const char *p = s;
    long long x, y;

    res->nmoves = 0;
    res->pile = malloc((room ? room : 1) * sizeof *res->pile);
    res->take = malloc((room ? room : 1) * sizeof *res->take);
    cr_assert(res->pile && res->take, "malloc failed");
    if (!lit(&p, "{\"game\":\"nim\",\"n\":") || !number(&p, &x))
        return "a bad start";
    res->n = (size_t)x;
    if (lit(&p, ",\"winner\":\"Alice\""))
        res->alice = true;
    else if (lit(&p, ",\"winner\":\"Bob\""))
        res->alice = false;
    else
        return "no winner Alice or Bob";
    if (!lit(&p, ",\"moves\":["))
        return "no moves";
    while (*p == '[') {
        p++;
        if (!number(&p, &x) || !lit(&p, ",") || !number(&p, &y) || !lit(&p, "]"))
            return "a move that is not [pile,stones]";
        if (res->nmoves == room)
            return "more moves than 2n+1";
        res->pile[res->nmoves] = x;
        res->take[res->nmoves++] = y;
        if (*p == ',' && p[1] == '[')
            p++;
        else
            break;
    }
    if (!lit(&p, "]}\n"))
        return "a bad end";
    return *p == '\0' ? NULL : "text after the line";
}

/* Parses the tool's output for the piles v[0..n-1] and replays it: the
   checks of the file's opening comment.  Returns the result (to be freed
   by the caller). */
static struct nim_result check_json(const char *out, const int *v, size_t n, const char *desc)
{
    struct nim_result res = { 0, false, 0, NULL, NULL };
    const char *bad = parse_nim(out, &res, 2 * n + 1);
    long long *left = malloc((n ? n : 1) * sizeof *left);
    unsigned sum = 0;
    size_t i, t;

    cr_assert_null(bad, "nim --json %s: %s in\n%s", desc, bad, out);
    cr_assert_not_null(left, "malloc failed");
    cr_assert_eq(res.n, n, "nim --json %s: n is %zu, expected %zu", desc, res.n, n);
    for (i = 0; i < n; i++) {
        left[i] = v[i];
        sum ^= (unsigned)v[i];
    }
    cr_assert_eq(res.alice, sum != 0, "nim --json %s: %s wins, but the nim-sum is %u", desc,
                 res.alice ? "Alice" : "Bob", sum);
    for (t = 0; t < res.nmoves; t++) {
        bool winners = (t % 2 == 0) == res.alice;
        long long p = res.pile[t], k = res.take[t];
        CHECK(p >= 1 && (size_t)p <= n, "nim --json %s: move %zu names pile %lld of %zu", desc,
              t + 1, p, n);
        CHECK(k >= 1 && k <= left[p - 1], "nim --json %s: move %zu takes %lld of the %lld "
              "stones of pile %lld", desc, t + 1, k, left[p - 1], p);
        sum ^= (unsigned)left[p - 1];
        left[p - 1] -= k;
        sum ^= (unsigned)left[p - 1];
        CHECK(!winners || sum == 0, "nim --json %s: move %zu, the winner's, leaves a nim-sum "
              "of %u", desc, t + 1, sum);
    }
    for (i = 0; i < n; i++)
        CHECK(left[i] == 0, "nim --json %s: the line ends with %lld stones in pile %zu", desc,
              left[i], i + 1);
    /* Who cannot move loses: the last mover wins. */
    if (res.nmoves > 0)
        cr_assert_eq((res.nmoves % 2 == 1), res.alice, "nim --json %s: %zu moves, but %s wins",
                     desc, res.nmoves, res.alice ? "Alice" : "Bob");
    else
        cr_assert(!res.alice, "nim --json %s: no move, but Alice wins", desc);
    if (n <= SMALL_PILES) {
        bool small = true;
        for (i = 0; i < n; i++)
            small = small && v[i] <= SMALL_STONES;
        if (small)
            cr_assert_eq(small_wins(v, n), res.alice, "nim --json %s: the exhaustive search "
                         "says %s wins", desc, res.alice ? "Bob" : "Alice");
    }
    free(left);
    return res;
}

static void random_piles(int *v, size_t n, uint64_t *seed, int kind)
{
    size_t i;

    for (i = 0; i < n; i++)
        switch (kind) {
        case 0: v[i] = rng_range(seed, 0, 8); break;
        case 1: v[i] = rng_range(seed, 0, 3) == 0 ? 0 : rng_range(seed, 1, 100); break;
        case 2: v[i] = 1 << rng_range(seed, 0, 30); break;
        case 3: v[i] = rng_range(seed, 0, 4) == 0 ? INT_MAX : rng_range(seed, 0, INT_MAX); break;
        default: v[i] = rng_range(seed, 0, 1); break;
        }
}

/* Makes the nim-sum of v[0..n-1] (n >= 1) zero, by changing v[n-1]. */
static void make_losing(int *v, size_t n)
{
    unsigned sum = 0;
    size_t i;

    for (i = 0; i + 1 < n; i++)
        sum ^= (unsigned)v[i];
    v[n - 1] = (int)sum;
}

/* ---------------------------------------------------------------------
   Exact output. */

Test(nim_tool, json_examples, .timeout = 30)
{
    static const struct { const char *args[6]; const char *want; } ex[] = {
        { { "3", "4", "5" },
          "{\"game\":\"nim\",\"n\":3,\"winner\":\"Alice\",\"moves\":[[1,2],[1,1],[3,1],[2,4],[3,4]]}\n" },
        { { "1", "2", "3" },
          "{\"game\":\"nim\",\"n\":3,\"winner\":\"Bob\",\"moves\":[[1,1],[3,1],[2,2],[3,2]]}\n" },
        { { "7" }, "{\"game\":\"nim\",\"n\":1,\"winner\":\"Alice\",\"moves\":[[1,7]]}\n" },
        { { "0", "0", "0" }, "{\"game\":\"nim\",\"n\":3,\"winner\":\"Bob\",\"moves\":[]}\n" },
        { { "0", "5", "0" }, "{\"game\":\"nim\",\"n\":3,\"winner\":\"Alice\",\"moves\":[[2,5]]}\n" },
        { { "1", "1" }, "{\"game\":\"nim\",\"n\":2,\"winner\":\"Bob\",\"moves\":[[1,1],[2,1]]}\n" },
        { { "-0", "+3" }, "{\"game\":\"nim\",\"n\":2,\"winner\":\"Alice\",\"moves\":[[2,3]]}\n" },
        { { "2147483647", "2147483647" },
          "{\"game\":\"nim\",\"n\":2,\"winner\":\"Bob\",\"moves\":[[1,2147483647],[2,2147483647]]}\n" },
        { { "1", "2", "3", "7" },
          "{\"game\":\"nim\",\"n\":4,\"winner\":\"Alice\",\"moves\":[[4,7],[1,1],[3,1],[2,2],[3,2]]}\n" },
    };
    size_t k;

    for (k = 0; k < LEN(ex); k++) {
        const char *args[8] = { "nim", "--json" };
        char text[128] = "", what[160];
        size_t n = 0;
        struct run r;

        while (n < LEN(ex[k].args) && ex[k].args[n] != NULL) {
            args[n + 2] = ex[k].args[n];
            strcat(text, ex[k].args[n]);
            strcat(text, " ");
            n++;
        }
        snprintf(what, sizeof what, "nim --json %s", text);
        run_tool_argv(&r, NULL, n + 2, args);
        expect_success(&r, what);
        cr_assert_str_eq(r.out, ex[k].want, "%s printed\n%s\nexpected\n%s", what, r.out, ex[k].want);
        run_free(&r);
        /* The same piles on standard input, and the option after them. */
        run_tool(&r, text, "nim", "--json", (char *)NULL);
        expect_success(&r, what);
        cr_assert_str_eq(r.out, ex[k].want, "%s (stdin) printed\n%s\nexpected\n%s", what, r.out,
                         ex[k].want);
        run_free(&r);
        args[0] = "nim";
        memmove(args + 1, args + 2, n * sizeof *args);
        args[n + 1] = "--json";
        run_tool_argv(&r, NULL, n + 2, args);
        expect_success(&r, what);
        cr_assert_str_eq(r.out, ex[k].want, "%s (option last) printed\n%s", what, r.out);
        run_free(&r);
    }
}

Test(nim_tool, sentences, .timeout = 30)
{
    struct run r;

    run_tool(&r, NULL, "nim", "3", "4", "5", (char *)NULL);
    expect_success(&r, "nim 3 4 5");
    cr_assert_str_eq(r.out, "Alice wins.\n", "nim 3 4 5 printed %s", r.out);
    run_free(&r);
    run_tool(&r, "1 2 3\n", "nim", (char *)NULL);
    expect_success(&r, "nim < 1 2 3");
    cr_assert_str_eq(r.out, "Bob wins.\n", "nim < 1 2 3 printed %s", r.out);
    run_free(&r);
    run_tool(&r, NULL, "nim", "--", "0", "1", (char *)NULL);
    expect_success(&r, "nim -- 0 1");
    cr_assert_str_eq(r.out, "Alice wins.\n", "nim -- 0 1 printed %s", r.out);
    run_free(&r);
}

Test(nim_tool, play_examples, .timeout = 30)
{
    static const char want345[] =
        "Nim with 3 piles; Alice moves first.\n"
        "   1. Alice takes 2 of the 3 stones of pile 1.\n"
        "   2. Bob   takes the only stone of pile 1.\n"
        "   3. Alice takes 1 of the 5 stones of pile 3.\n"
        "   4. Bob   takes all 4 stones of pile 2.\n"
        "   5. Alice takes all 4 stones of pile 3.\n"
        "Alice wins.\n";
    static const char want11[] =
        "Nim with 2 piles; Alice moves first.\n"
        "   1. Alice takes the only stone of pile 1.\n"
        "   2. Bob   takes the only stone of pile 2.\n"
        "Bob wins.\n";
    static const char want1[] =
        "Nim with 1 pile; Alice moves first.\n"
        "   1. Alice takes all 9 stones of pile 1.\n"
        "Alice wins.\n";
    static const char want00[] = "Nim with 2 piles; nobody moves.\nBob wins.\n";
    struct run r;

    run_tool(&r, NULL, "nim", "--play", "3", "4", "5", (char *)NULL);
    expect_success(&r, "nim --play 3 4 5");
    cr_assert_str_eq(r.out, want345, "nim --play 3 4 5 printed\n%s\nexpected\n%s", r.out, want345);
    run_free(&r);
    run_tool(&r, "1\n1\n", "nim", "--play", (char *)NULL);
    expect_success(&r, "nim --play < 1 1");
    cr_assert_str_eq(r.out, want11, "nim --play < 1 1 printed\n%s\nexpected\n%s", r.out, want11);
    run_free(&r);
    run_tool(&r, NULL, "nim", "9", "--play", (char *)NULL);
    expect_success(&r, "nim 9 --play");
    cr_assert_str_eq(r.out, want1, "nim 9 --play printed\n%s\nexpected\n%s", r.out, want1);
    run_free(&r);
    run_tool(&r, NULL, "nim", "--play", "0", "0", (char *)NULL);
    expect_success(&r, "nim --play 0 0");
    cr_assert_str_eq(r.out, want00, "nim --play 0 0 printed\n%s\nexpected\n%s", r.out, want00);
    run_free(&r);
}

Test(nim_tool, no_piles, .timeout = 30)
{
    static const char want[] = "{\"game\":\"nim\",\"n\":0,\"winner\":\"Bob\",\"moves\":[]}\n";
    static const char *const inputs[] = { NULL, "", "  \n\t\r\n" };
    size_t k;

    for (k = 0; k < LEN(inputs); k++) {
        struct run r;
        run_tool(&r, inputs[k], "nim", "--json", (char *)NULL);
        expect_success(&r, "nim --json < (nothing)");
        cr_assert_str_eq(r.out, want, "nim --json with no piles printed %s", r.out);
        run_free(&r);
        run_tool(&r, inputs[k], "nim", (char *)NULL);
        expect_success(&r, "nim < (nothing)");
        cr_assert_str_eq(r.out, "Bob wins.\n", "nim with no piles printed %s", r.out);
        run_free(&r);
        run_tool(&r, inputs[k], "nim", "--play", (char *)NULL);
        expect_success(&r, "nim --play < (nothing)");
        cr_assert_str_eq(r.out, "Nim with 0 piles; nobody moves.\nBob wins.\n",
                         "nim --play with no piles printed %s", r.out);
        run_free(&r);
    }
}

/* ---------------------------------------------------------------------
   The line of play on random piles, replayed. */

Test(nim_tool, random_lines_replayed, .timeout = 240)
{
    uint64_t seed = 0x4E494D01ULL;
    int v[40];
    int count, seen[2] = { 0, 0 };
    size_t longest = 0;

    for (count = 0; count < 400; count++) {
        size_t n = (size_t)rng_range(&seed, 0, count < 200 ? 6 : 40);
        struct nim_result res;
        struct run r;
        char desc[600];

        random_piles(v, n, &seed, count % 5);
        if (n > 0 && count % 3 == 0)
            make_losing(v, n);
        brute_format(v, n, desc, sizeof desc);
        if (count % 2 == 0) {
            run_values(&r, "nim", "--json", v, n, count % 4 == 0);
        } else {
            char *text = as_text(v, n, count % 4 == 1 ? "\n" : " ");
            run_tool(&r, text, "nim", "--json", (char *)NULL);
            free(text);
        }
        expect_success(&r, desc);
        res = check_json(r.out, v, n, desc);
        seen[res.alice]++;
        longest = res.nmoves > longest ? res.nmoves : longest;
        result_free(&res);
        run_free(&r);
    }
    cr_assert(seen[0] >= 50 && seen[1] >= 50, "random piles: Bob won %d times, Alice %d", seen[0],
              seen[1]);
    cr_assert_geq(longest, 20, "the longest line had only %zu moves", longest);
}

Test(nim_tool, small_piles_exhaustive, .timeout = 240)
{
    /* Every position of up to three piles of at most 4 stones. */
    int v[3];
    size_t n;
    int checked = 0;

    for (n = 0; n <= 3; n++) {
        size_t total = 1, c, i;
        for (i = 0; i < n; i++)
            total *= 5;
        for (c = 0; c < total; c++) {
            size_t x = c;
            struct nim_result res;
            struct run r;
            char desc[64];
            for (i = 0; i < n; i++, x /= 5)
                v[i] = (int)(x % 5);
            brute_format(v, n, desc, sizeof desc);
            run_values(&r, "nim", "--json", v, n, false);
            expect_success(&r, desc);
            res = check_json(r.out, v, n, desc);
            result_free(&res);
            run_free(&r);
            checked++;
        }
    }
    cr_assert_eq(checked, 1 + 5 + 25 + 125, "checked %d positions", checked);
}

/* The --play lines agree with the JSON line: the pile, the stones taken and
   the stones the pile held, for each move, and the winner at the end. */
Test(nim_tool, play_agrees_with_json, .timeout = 120)
{
    uint64_t seed = 0x4E494D02ULL;
    int v[20];
    int count;

    for (count = 0; count < 60; count++) {
        size_t n = (size_t)rng_range(&seed, 1, 20), t, i;
        struct nim_result res;
        struct run r;
        char desc[400], want[160], head[80];
        const char *p;
        long long left[20];

        random_piles(v, n, &seed, count % 4);
        if (count % 3 == 0)
            make_losing(v, n);
        brute_format(v, n, desc, sizeof desc);
        run_values(&r, "nim", "--json", v, n, false);
        expect_success(&r, desc);
        res = check_json(r.out, v, n, desc);
        run_free(&r);
        run_values(&r, "nim", "--play", v, n, false);
        expect_success(&r, desc);
        cr_assert_eq(count_lines(r.out), res.nmoves + 2, "nim --play %s printed %zu lines for %zu "
                     "moves:\n%s", desc, count_lines(r.out), res.nmoves, r.out);
        snprintf(head, sizeof head, "Nim with %zu pile%s; %s.\n", n, n == 1 ? "" : "s",
                 res.nmoves ? "Alice moves first" : "nobody moves");
        cr_assert_eq(strncmp(r.out, head, strlen(head)), 0, "nim --play %s should start with %s:\n%s",
                     desc, head, r.out);
        p = r.out + strlen(head);
        for (i = 0; i < n; i++)
            left[i] = v[i];
        for (t = 0; t < res.nmoves; t++) {
            long long q = res.pile[t], k = res.take[t], had = left[q - 1];
            int used = snprintf(want, sizeof want, "%4zu. %-5s ", t + 1, t % 2 ? "Bob" : "Alice");
            if (k < had)
                snprintf(want + used, sizeof want - (size_t)used,
                         "takes %lld of the %lld stones of pile %lld.\n", k, had, q);
            else if (had > 1)
                snprintf(want + used, sizeof want - (size_t)used,
                         "takes all %lld stones of pile %lld.\n", had, q);
            else
                snprintf(want + used, sizeof want - (size_t)used,
                         "takes the only stone of pile %lld.\n", q);
            cr_assert_eq(strncmp(p, want, strlen(want)), 0, "nim --play %s: move %zu should read "
                         "%s in\n%s", desc, t + 1, want, r.out);
            p += strlen(want);
            left[q - 1] -= k;
        }
        cr_assert_str_eq(p, res.alice ? "Alice wins.\n" : "Bob wins.\n",
                         "nim --play %s ends with %s", desc, p);
        result_free(&res);
        run_free(&r);
    }
}

Test(nim_tool, many_piles, .timeout = 120)
{
    /* Many piles on standard input, a million of them in a lost start:
       the line has up to 2n+1 moves, which a scan of the piles for each
       move would take hours to find. */
    uint64_t seed = 0x4E494D03ULL;
    size_t k;

    for (k = 0; k < 2; k++) {
        size_t n = k == 0 ? 20000 : 1000000;
        int *v = malloc(n * sizeof *v);
        char desc[64];
        char *text;
        struct nim_result res;
        struct run r;
        cr_assert_not_null(v, "malloc failed");
        random_piles(v, n, &seed, k == 0 ? 1 : 3);
        if (k == 1)
            make_losing(v, n);
        text = as_text(v, n, k == 0 ? " " : "\n");
        run_tool(&r, text, "nim", "--json", (char *)NULL);
        snprintf(desc, sizeof desc, "(%zu piles)", n);
        expect_success(&r, desc);
        res = check_json(r.out, v, n, desc);
        if (k == 1)
            cr_assert(!res.alice, "a start with a nim-sum of zero is won by Alice");
        cr_assert_gt(res.nmoves, n / 2, "only %zu moves for %zu piles", res.nmoves, n);
        result_free(&res);
        run_free(&r);
        free(text);
        free(v);
    }
}

/* ---------------------------------------------------------------------
   Refused input. */

Test(nim_tool, negative_piles, .timeout = 30)
{
    struct run r;

    run_tool(&r, NULL, "nim", "3", "-3", "2", (char *)NULL);
    expect_usage_error(&r, "nim 3 -3 2");
    cr_assert(strstr(r.err, "value 2") && strstr(r.err, "'-3'") && strstr(r.err, "negative"),
              "nim 3 -3 2 should name the value, its position and the reason: %s", r.err);
    run_free(&r);
    run_tool(&r, NULL, "nim", "--json", "--", "-1", (char *)NULL);
    expect_usage_error(&r, "nim --json -- -1");
    cr_assert(strstr(r.err, "value 1") && strstr(r.err, "'-1'"), "nim -- -1: %s", r.err);
    run_free(&r);
    run_tool(&r, NULL, "nim", "--play", "1", "2", "-2147483648", (char *)NULL);
    expect_usage_error(&r, "nim --play 1 2 -2147483648");
    cr_assert_not_null(strstr(r.err, "value 3"), "nim 1 2 INT_MIN: %s", r.err);
    run_free(&r);
    run_tool(&r, "1 2\n3 -4 5\n", "nim", (char *)NULL);
    expect_usage_error(&r, "nim < '1 2 / 3 -4 5'");
    cr_assert(strstr(r.err, "value 4") && strstr(r.err, "line 2") && strstr(r.err, "'-4'"),
              "nim < 1 2 / 3 -4 5 should name the value, its line and the token: %s", r.err);
    run_free(&r);
    run_tool(&r, "-7", "nim", "--json", (char *)NULL);
    expect_usage_error(&r, "nim --json < -7");
    run_free(&r);
}

/* Each refused token, as the second value on the command line and on the
   second line of standard input: the message names the value's position,
   the token and the reason. */
Test(nim_tool, refused_values, .timeout = 60)
{
    /* on standard input a token is quoted up to its first bad byte and the
       digits after it, so -9x is quoted as -9 there */
    static const struct { const char *token, *why, *on_stdin; } bad[] = {
        { "-1", "cannot be negative", NULL }, { "-2147483648", "cannot be negative", NULL },
        /* the first byte that makes a token bad gives the reason: the 9 */
        { "-9x", "cannot be negative", "-9" }, { "1x", "not an integer", NULL }, { "0x10", "not an integer", NULL },
        { "1e3", "not an integer", NULL }, { "1.5", "not an integer", NULL }, { "--5", "not an integer", NULL },
        { "+-3", "not an integer", NULL }, { "2147483648", "outside the range", NULL },
        { "-2147483649", "cannot be negative", NULL }, { "99999999999999999999", "outside the range", NULL },
    };
    size_t k;

    for (k = 0; k < LEN(bad); k++) {
        static const char *const where[2] = { "the command line", "line 2" };
        char quoted[64], input[64];
        int f;

        snprintf(input, sizeof input, "1\n%s 2\n", bad[k].token);
        for (f = 0; f < 2; f++) {
            struct run r;
            snprintf(quoted, sizeof quoted, "'%s'",
                     f == 1 && bad[k].on_stdin ? bad[k].on_stdin : bad[k].token);
            if (f == 0)
                /* after --, so that --5 is a value and not an unknown option */
                run_tool(&r, NULL, "nim", "--json", "--", "1", bad[k].token, "2", (char *)NULL);
            else
                run_tool(&r, input, "nim", "--play", (char *)NULL);
            expect_usage_error(&r, bad[k].token);
            cr_assert(strstr(r.err, "value 2") && strstr(r.err, quoted)
                      && strstr(r.err, bad[k].why) && strstr(r.err, where[f]),
                      "nim with %s: the message should name value 2, %s and %s, and say "
                      "\"%s\": %s", quoted, where[f], quoted, bad[k].why, r.err);
            run_free(&r);
        }
    }
}

Test(nim_tool, too_many_piles, .timeout = 120)
{
    /* One pile more than the tool accepts, all empty: refused before any
       line of play is made, with the limit in the message. */
    size_t n = (size_t)NIM_MAX + 1, i;
    char *text = malloc(2 * n + 1), limit[32];
    struct run r;

    cr_assert_not_null(text, "malloc failed");
    for (i = 0; i < n; i++) {
        text[2 * i] = '0';
        text[2 * i + 1] = ' ';
    }
    text[2 * n] = '\0';
    run_tool(&r, text, "nim", "--json", (char *)NULL);
    expect_usage_error(&r, "nim --json < (one pile too many)");
    snprintf(limit, sizeof limit, "%d", NIM_MAX);
    cr_assert_not_null(strstr(r.err, limit), "the message should state the limit %s: %s", limit,
                       r.err);
    run_free(&r);
    /* Exactly the limit is accepted: every pile is empty, Bob wins. */
    text[2 * (n - 1)] = '\0';
    run_tool(&r, text, "nim", (char *)NULL);
    expect_success(&r, "nim < (as many empty piles as the limit)");
    cr_assert_str_eq(r.out, "Bob wins.\n", "%d empty piles: %s", NIM_MAX, r.out);
    run_free(&r);
    free(text);
}

/* ---------------------------------------------------------------------
   Hostile invocations of Nim (tests/hostile.h): bad arguments and
   bad bytes on standard input, each with the exit status it must give. */

static const struct hostile hostile_cases[] = {
    /* The range of int, and the games' own bounds. */
    { { "nim", "-1" }, .status = 2, .err_has = "cannot be negative" },
    { { "nim", "3", "--", "-4" }, .status = 2, .err_has = "cannot be negative" },
    /* 64 characters with leading zeros are a value, 65 are not: on the
       command line and on standard input. */
    { { "nim" }, IN("-" Z16 Z16 Z16 Z16), .status = 2, .err_has = "too long" },
    /* Bad tokens on standard input. */
    { { "nim" }, IN("99999999999999"), .status = 2, .err_has = "outside the range of int" },
    { { "nim" }, IN("1 -1"), .status = 2, .err_has = "cannot be negative" },
    { { "nim", "1", "--play", "2" }, .status = 0, .out_has = "Alice moves first" },
    { { "nim", "--play", "3", "4", "5" }, .out_path = "/dev/full", .status = 1,
      .err_has = "error writing standard output: No space left on device" },
};

Test(hostile, nim_invocations, .timeout = 120)
{
    check_hostile_table(hostile_cases, LEN(hostile_cases));
}

Test(hostile, nim_endless_streams_refused_at_once, .timeout = 120)
{
    static const struct endless streams[] = {
        { "nim on endless '-0'", { "nim", NULL }, PAT("-0"), "not an integer" },
    };

    for (size_t k = 0; k < LEN(streams); k++)
        expect_endless_refused(&streams[k]);
}

Test(hostile, nim_stalled_writer_refused_without_eof, .timeout = 120)
{
    static const char *const nim[] = { "nim", NULL };

    expect_stalled_writer(nim, PAT("5 -1"), "cannot be negative");
}

Test(hostile, nim_help_gives_the_limit, .timeout = 30)
{
    expect_help_says("nim", "at most 10000000 piles");
}
