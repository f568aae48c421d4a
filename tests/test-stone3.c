/* test-stone3.c: tests of the Stone Game III solvers of libstonegame
   against the examples of the book, the error conventions, and the
   brute-force oracle of brute.c; and the game-tree search sg_search on
   the game. */
#include <criterion/criterion.h>

#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "stonegame.h"
#include "brute.h"
#include "search-check.h"

/* ---------------------------------------------------------------------
   Helpers. */

#define LEN(a) (sizeof(a) / sizeof((a)[0]))
#define SENTINEL ((int64_t)0x5A5A5A5A5A5A5A5ALL)
#define CALLS_SENTINEL ((uint64_t)0xA5A5A5A5A5A5A5A5ULL)
#define BYTE_SENTINEL ((unsigned char)0xEE)
#define MAXN 16

/* The closed form of the naive recursion's number of calls:
   C(0) = 1, C(m) = 1 + sum_{k=1..min(3,m)} C(m-k). */
static uint64_t naive_calls(size_t n)
{
    uint64_t c[SG_STONE3_NAIVE_MAX + 1];
    size_t m, k;

    c[0] = 1;
    for (m = 1; m <= n; m++) {
        c[m] = 1;
        for (k = 1; k <= 3 && k <= m; k++)
            c[m] += c[m - k];
    }
    return c[n];
}

/* The memoised recursion's calls, counted without recursing: the root's
   call, then each position i < n is solved once and calls once per move,
   min(3, n - i) calls; every other call returns at once. */
static uint64_t memo_calls(size_t n)
{
    uint64_t c = 1;
    size_t i;

    for (i = 0; i < n; i++)
        c += n - i < 3 ? n - i : 3;
    return c;
}

/* An independent O(n) reference for large inputs (the recurrence of the
   book written out again here): best[i] = max_k (sum of k stones) -
   best[i+k].  Checked against the brute force on small inputs below. */
static int64_t ref_dp(const int *v, size_t n)
{
    int64_t b1 = 0, b2 = 0, b3 = 0;   /* best[i+1], best[i+2], best[i+3] */
    size_t i;

    for (i = n; i-- > 0;) {
        int64_t s = v[i], best = s - b1;
        if (i + 2 <= n) {
            s += v[i + 1];
            if (s - b2 > best)
                best = s - b2;
        }
        if (i + 3 <= n) {
            s += v[i + 2];
            if (s - b3 > best)
                best = s - b3;
        }
        b3 = b2;
        b2 = b1;
        b1 = best;
    }
    return b1;
}

/* Runs every solver on values[0..n-1] (n <= MAXN) and checks it against
   the brute force: results, table rows, the line of play, counters, and
   that nothing is written out of bounds or into the input. */
static void check_all(const int *values, size_t n)
{
    char desc[512], msg[256];
    int copy[MAXN + 1];
    int64_t want, got, best[MAXN + 2];
    unsigned char take[MAXN + 1], moves[MAXN + 1];
    uint64_t calls;
    size_t nmoves, i;
    int rc;

    cr_assert_leq(n, (size_t)MAXN, "check_all: n = %zu is too large", n);
    brute_format(values, n, desc, sizeof desc);
    if (n > 0)
        memcpy(copy, values, n * sizeof *values);
    want = brute_stone3(values, n);

    cr_assert_eq(ref_dp(values, n), want, "ref_dp disagrees with the brute force on %s", desc);

    got = SENTINEL;
    rc = sg_stone3(values, n, &got);
    cr_assert_eq(rc, SG_OK, "sg_stone3(%s) returned %d", desc, rc);
    cr_assert_eq(got, want, "sg_stone3(%s) = %lld, brute force says %lld",
                 desc, (long long)got, (long long)want);

    got = SENTINEL;
    rc = sg_stone3_plain(values, n, &got);
    cr_assert_eq(rc, SG_OK, "sg_stone3_plain(%s) returned %d", desc, rc);
    cr_assert_eq(got, want, "sg_stone3_plain(%s) = %lld, brute force says %lld",
                 desc, (long long)got, (long long)want);

    got = SENTINEL;
    calls = CALLS_SENTINEL;
    rc = sg_stone3_naive(values, n, &got, &calls);
    cr_assert_eq(rc, SG_OK, "sg_stone3_naive(%s) returned %d", desc, rc);
    cr_assert_eq(got, want, "sg_stone3_naive(%s) = %lld, brute force says %lld",
                 desc, (long long)got, (long long)want);
    cr_assert_eq(calls, naive_calls(n), "sg_stone3_naive(%s) counted %llu calls, expected %llu",
                 desc, (unsigned long long)calls, (unsigned long long)naive_calls(n));

    got = SENTINEL;
    calls = CALLS_SENTINEL;
    rc = sg_stone3_memo(values, n, &got, &calls);
    cr_assert_eq(rc, SG_OK, "sg_stone3_memo(%s) returned %d", desc, rc);
    cr_assert_eq(got, want, "sg_stone3_memo(%s) = %lld, brute force says %lld",
                 desc, (long long)got, (long long)want);
    cr_assert_eq(calls, memo_calls(n), "sg_stone3_memo(%s) counted %llu calls, expected %llu",
                 desc, (unsigned long long)calls, (unsigned long long)memo_calls(n));
    cr_assert_leq(calls, 3 * (uint64_t)n + 1, "sg_stone3_memo(%s) made %llu calls > 3n+1",
                  desc, (unsigned long long)calls);

    for (i = 0; i < LEN(best); i++)
        best[i] = SENTINEL;
    memset(take, BYTE_SENTINEL, sizeof take);
    rc = sg_stone3_table(values, n, best, take);
    cr_assert_eq(rc, SG_OK, "sg_stone3_table(%s) returned %d", desc, rc);
    cr_assert_eq(best[n], 0, "sg_stone3_table(%s): best[n] = %lld, not 0", desc, (long long)best[n]);
    cr_assert_eq(best[n + 1], SENTINEL, "sg_stone3_table(%s) wrote best[n+1]", desc);
    cr_assert_eq(take[n], BYTE_SENTINEL, "sg_stone3_table(%s) wrote take[n]", desc);
    for (i = 0; i < n; i++) {
        int64_t bi = brute_best_from(values, n, i);
        unsigned ti = brute_smallest_take(values, n, i);
        cr_assert_eq(best[i], bi, "sg_stone3_table(%s): best[%zu] = %lld, brute force says %lld",
                     desc, i, (long long)best[i], (long long)bi);
        cr_assert_eq(take[i], ti, "sg_stone3_table(%s): take[%zu] = %u, the smallest optimal k is %u",
                     desc, i, (unsigned)take[i], ti);
    }
    cr_assert_eq(best[0], want, "sg_stone3_table(%s): best[0] differs from the game value", desc);

    /* The same table without take. */
    {
        int64_t best2[MAXN + 2];
        for (i = 0; i < LEN(best2); i++)
            best2[i] = SENTINEL;
        rc = sg_stone3_table(values, n, best2, NULL);
        cr_assert_eq(rc, SG_OK, "sg_stone3_table(%s, take=NULL) returned %d", desc, rc);
        cr_assert_eq(memcmp(best, best2, (n + 1) * sizeof *best), 0,
                     "sg_stone3_table(%s): best differs when take is NULL", desc);
        cr_assert_eq(best2[n + 1], SENTINEL, "sg_stone3_table(%s, NULL) wrote best[n+1]", desc);
    }

    memset(moves, BYTE_SENTINEL, sizeof moves);
    nmoves = (size_t)-1;
    got = SENTINEL;
    rc = sg_stone3_line(values, n, moves, &nmoves, &got);
    cr_assert_eq(rc, SG_OK, "sg_stone3_line(%s) returned %d", desc, rc);
    cr_assert_leq(nmoves, n, "sg_stone3_line(%s): %zu moves for %zu stones", desc, nmoves, n);
    cr_assert_eq(got, want, "sg_stone3_line(%s) = %lld, brute force says %lld",
                 desc, (long long)got, (long long)want);
    /* moves has room for n entries, which the solver may use as it likes;
       nothing beyond them. */
    cr_assert_eq(moves[n], BYTE_SENTINEL, "sg_stone3_line(%s) wrote moves[n]", desc);
    {
        int64_t line_diff = SENTINEL;
        size_t total = 0, p = 0;
        int ok = brute_check_line(values, n, moves, nmoves, 1, &line_diff, msg, sizeof msg);
        cr_assert(ok, "sg_stone3_line(%s): %s", desc, msg);
        cr_assert_eq(line_diff, want, "sg_stone3_line(%s): the line scores %lld, not %lld",
                     desc, (long long)line_diff, (long long)want);
        /* The line follows the table's choices. */
        for (i = 0; i < nmoves; i++) {
            cr_assert_eq(moves[i], take[p], "sg_stone3_line(%s): move %zu is %u, take[%zu] = %u",
                         desc, i, (unsigned)moves[i], p, (unsigned)take[p]);
            total += moves[i];
            p += moves[i];
        }
        cr_assert_eq(total, n, "sg_stone3_line(%s): the moves sum to %zu", desc, total);
    }

    /* The line again without the difference. */
    {
        unsigned char moves2[MAXN + 1];
        size_t nmoves2 = (size_t)-1;
        memset(moves2, BYTE_SENTINEL, sizeof moves2);
        rc = sg_stone3_line(values, n, moves2, &nmoves2, NULL);
        cr_assert_eq(rc, SG_OK, "sg_stone3_line(%s, NULL) returned %d", desc, rc);
        cr_assert_eq(nmoves2, nmoves, "sg_stone3_line(%s, NULL): %zu moves, not %zu",
                     desc, nmoves2, nmoves);
        cr_assert_eq(memcmp(moves, moves2, nmoves), 0,
                     "sg_stone3_line(%s, NULL) plays a different line", desc);
    }

    if (n > 0)
        cr_assert_eq(memcmp(copy, values, n * sizeof *values), 0,
                     "a solver modified the input %s", desc);
}

/* ---------------------------------------------------------------------
   The examples. */

struct example {
    int values[8];
    size_t n;
    int64_t diff;
    int winner;     /* 1 Alice, -1 Bob, 0 Tie */
};

static const struct example examples[] = {
    { { 1, 2, 3, 7 }, 4, -1, -1 },
    { { 1, 2, 3, -9 }, 4, 15, 1 },
    { { 1, 2, 3, 6 }, 4, 0, 0 },
    { { 1, 2, 3, -1, -2, -3, 7 }, 7, 9, 1 },
    { { -1, -2, -3 }, 3, 0, 0 },
};

Test(examples, five_examples)
{
    size_t e;
    for (e = 0; e < LEN(examples); e++) {
        const struct example *x = &examples[e];
        char desc[128];
        int64_t got = SENTINEL;
        int sign;
        brute_format(x->values, x->n, desc, sizeof desc);
        cr_assert_eq(sg_stone3(x->values, x->n, &got), SG_OK, "sg_stone3(%s) failed", desc);
        sign = (got > 0) - (got < 0);
        cr_assert_eq(sign, x->winner, "sg_stone3(%s) = %lld names the wrong winner",
                     desc, (long long)got);
        cr_assert_eq(got, x->diff, "sg_stone3(%s) = %lld, expected %lld",
                     desc, (long long)got, (long long)x->diff);
        cr_assert_eq(brute_stone3(x->values, x->n), x->diff,
                     "the brute force disagrees with the example %s", desc);
        check_all(x->values, x->n);
    }
}

Test(examples, first_example_every_variant)
{
    static const int v[] = { 1, 2, 3, 7 };
    int64_t d = SENTINEL, best[5];
    uint64_t calls;
    unsigned char take[4], moves[4];
    size_t nmoves = 0;

    cr_assert_eq(sg_stone3(v, 4, &d), SG_OK, "sg_stone3 failed");
    cr_assert_eq(d, -1, "sg_stone3 = %lld", (long long)d);
    d = SENTINEL;
    cr_assert_eq(sg_stone3_naive(v, 4, &d, &calls), SG_OK, "sg_stone3_naive failed");
    cr_assert_eq(d, -1, "sg_stone3_naive = %lld", (long long)d);
    cr_assert_eq(calls, naive_calls(4), "sg_stone3_naive calls = %llu, the recurrence C(4) = %llu",
                 (unsigned long long)calls, (unsigned long long)naive_calls(4));
    d = SENTINEL;
    cr_assert_eq(sg_stone3_memo(v, 4, &d, NULL), SG_OK, "sg_stone3_memo failed");
    cr_assert_eq(d, -1, "sg_stone3_memo = %lld", (long long)d);
    cr_assert_eq(sg_stone3_table(v, 4, best, take), SG_OK, "sg_stone3_table failed");
    cr_assert_eq(best[0], -1, "best[0] = %lld", (long long)best[0]);
    /* best = [-1, 12, 10, 7, 0], take = [3, 3, 2, 1]. */
    cr_assert_eq(best[1], 12, "best[1] = %lld", (long long)best[1]);
    cr_assert_eq(best[2], 10, "best[2] = %lld", (long long)best[2]);
    cr_assert_eq(best[3], 7, "best[3] = %lld", (long long)best[3]);
    cr_assert_eq(best[4], 0, "best[4] = %lld", (long long)best[4]);
    cr_assert_eq(take[0], 3, "take[0] = %u", (unsigned)take[0]);
    cr_assert_eq(take[1], 3, "take[1] = %u", (unsigned)take[1]);
    cr_assert_eq(take[2], 2, "take[2] = %u", (unsigned)take[2]);
    cr_assert_eq(take[3], 1, "take[3] = %u", (unsigned)take[3]);
    d = SENTINEL;
    cr_assert_eq(sg_stone3_line(v, 4, moves, &nmoves, &d), SG_OK, "sg_stone3_line failed");
    cr_assert_eq(nmoves, 2, "nmoves = %zu", nmoves);
    cr_assert_eq(moves[0], 3, "moves[0] = %u", (unsigned)moves[0]);
    cr_assert_eq(moves[1], 1, "moves[1] = %u", (unsigned)moves[1]);
    cr_assert_eq(d, -1, "line diff = %lld", (long long)d);
}

Test(examples, seed_table)
{
    static const int v[] = { 1, 2, 3, 4, 5, -9, 7 };
    static const int64_t want_best[] = { -1, 2, 14, 11, 7, -2, 7, 0 };
    static const unsigned char want_take[] = { 1, 3, 3, 2, 1, 2, 1 };
    int64_t best[9];
    unsigned char take[8];
    size_t i;

    for (i = 0; i < LEN(best); i++)
        best[i] = SENTINEL;
    memset(take, BYTE_SENTINEL, sizeof take);
    cr_assert_eq(sg_stone3_table(v, 7, best, take), SG_OK, "sg_stone3_table failed");
    for (i = 0; i < LEN(want_best); i++)
        cr_assert_eq(best[i], want_best[i], "best[%zu] = %lld, expected %lld",
                     i, (long long)best[i], (long long)want_best[i]);
    for (i = 0; i < LEN(want_take); i++)
        cr_assert_eq(take[i], want_take[i], "take[%zu] = %u, expected %u",
                     i, (unsigned)take[i], (unsigned)want_take[i]);
    cr_assert_eq(best[8], SENTINEL, "best[n+1] was written");
    cr_assert_eq(take[7], BYTE_SENTINEL, "take[n] was written");
    check_all(v, 7);
}

Test(examples, seed_line)
{
    static const int v[] = { 1, 2, 3, 4, 5, -9, 7 };
    static const unsigned char want[] = { 1, 3, 1, 2 };
    unsigned char moves[7];
    size_t nmoves = 0, i;
    int64_t d = SENTINEL, fast = SENTINEL;

    cr_assert_eq(sg_stone3_line(v, 7, moves, &nmoves, &d), SG_OK, "sg_stone3_line failed");
    cr_assert_eq(nmoves, LEN(want), "nmoves = %zu, expected %zu", nmoves, LEN(want));
    for (i = 0; i < LEN(want); i++)
        cr_assert_eq(moves[i], want[i], "moves[%zu] = %u, expected %u",
                     i, (unsigned)moves[i], (unsigned)want[i]);
    cr_assert_eq(d, -1, "line diff = %lld", (long long)d);
    cr_assert_eq(sg_stone3(v, 7, &fast), SG_OK, "sg_stone3 failed");
    cr_assert_eq(fast, -1, "sg_stone3 = %lld", (long long)fast);
}

/* ---------------------------------------------------------------------
   Edge cases. */

Test(edge, zero_stones)
{
    static const int v[] = { 42 };
    int64_t d, best[2];
    uint64_t calls;
    unsigned char take[1] = { BYTE_SENTINEL }, moves[1] = { BYTE_SENTINEL };
    size_t nmoves;
    const int *arrays[2] = { NULL, v };
    size_t a;

    for (a = 0; a < 2; a++) {
        const int *p = arrays[a];
        const char *what = p ? "a real array" : "NULL";

        d = SENTINEL;
        cr_assert_eq(sg_stone3(p, 0, &d), SG_OK, "sg_stone3(%s, 0) failed", what);
        cr_assert_eq(d, 0, "sg_stone3(%s, 0) = %lld", what, (long long)d);

        d = SENTINEL;
        calls = CALLS_SENTINEL;
        cr_assert_eq(sg_stone3_naive(p, 0, &d, &calls), SG_OK, "sg_stone3_naive(%s, 0) failed", what);
        cr_assert_eq(d, 0, "sg_stone3_naive(%s, 0) = %lld", what, (long long)d);
        cr_assert_eq(calls, (uint64_t)1, "sg_stone3_naive(%s, 0) counted %llu calls, C(0) = 1",
                     what, (unsigned long long)calls);
        d = SENTINEL;
        cr_assert_eq(sg_stone3_naive(p, 0, &d, NULL), SG_OK, "sg_stone3_naive(%s, 0, calls=NULL) failed", what);
        cr_assert_eq(d, 0, "sg_stone3_naive(%s, 0, NULL) = %lld", what, (long long)d);

        d = SENTINEL;
        calls = CALLS_SENTINEL;
        cr_assert_eq(sg_stone3_memo(p, 0, &d, &calls), SG_OK, "sg_stone3_memo(%s, 0) failed", what);
        cr_assert_eq(d, 0, "sg_stone3_memo(%s, 0) = %lld", what, (long long)d);
        cr_assert_leq(calls, (uint64_t)1, "sg_stone3_memo(%s, 0) counted %llu calls",
                      what, (unsigned long long)calls);
        d = SENTINEL;
        cr_assert_eq(sg_stone3_memo(p, 0, &d, NULL), SG_OK, "sg_stone3_memo(%s, 0, NULL) failed", what);
        cr_assert_eq(d, 0, "sg_stone3_memo(%s, 0, NULL) = %lld", what, (long long)d);

        best[0] = best[1] = SENTINEL;
        cr_assert_eq(sg_stone3_table(p, 0, best, take), SG_OK, "sg_stone3_table(%s, 0) failed", what);
        cr_assert_eq(best[0], 0, "sg_stone3_table(%s, 0): best[0] = %lld", what, (long long)best[0]);
        cr_assert_eq(best[1], SENTINEL, "sg_stone3_table(%s, 0) wrote best[1]", what);
        cr_assert_eq(take[0], BYTE_SENTINEL, "sg_stone3_table(%s, 0) wrote take[0]", what);
        best[0] = SENTINEL;
        cr_assert_eq(sg_stone3_table(p, 0, best, NULL), SG_OK, "sg_stone3_table(%s, 0, NULL) failed", what);
        cr_assert_eq(best[0], 0, "sg_stone3_table(%s, 0, NULL): best[0] = %lld", what, (long long)best[0]);

        nmoves = (size_t)-1;
        d = SENTINEL;
        cr_assert_eq(sg_stone3_line(p, 0, moves, &nmoves, &d), SG_OK, "sg_stone3_line(%s, 0) failed", what);
        cr_assert_eq(nmoves, 0, "sg_stone3_line(%s, 0): %zu moves", what, nmoves);
        cr_assert_eq(d, 0, "sg_stone3_line(%s, 0) = %lld", what, (long long)d);
        cr_assert_eq(moves[0], BYTE_SENTINEL, "sg_stone3_line(%s, 0) wrote a move", what);
        nmoves = (size_t)-1;
        cr_assert_eq(sg_stone3_line(p, 0, NULL, &nmoves, NULL), SG_OK,
                     "sg_stone3_line(%s, 0, moves=NULL, d=NULL) failed", what);
        cr_assert_eq(nmoves, 0, "sg_stone3_line(%s, 0, NULL): %zu moves", what, nmoves);
    }
}

Test(edge, one_stone)
{
    static const int singles[] = { 0, 1, -1, 5, -5, INT_MAX, INT_MIN };
    size_t s;
    for (s = 0; s < LEN(singles); s++) {
        int v[1];
        int64_t d = SENTINEL;
        unsigned char moves[1];
        size_t nmoves = 0;
        v[0] = singles[s];
        /* Alice must take the only stone, whatever its value. */
        cr_assert_eq(sg_stone3(v, 1, &d), SG_OK, "sg_stone3([%d]) failed", v[0]);
        cr_assert_eq(d, (int64_t)v[0], "sg_stone3([%d]) = %lld", v[0], (long long)d);
        cr_assert_eq(sg_stone3_line(v, 1, moves, &nmoves, NULL), SG_OK, "sg_stone3_line([%d]) failed", v[0]);
        cr_assert_eq(nmoves, 1, "sg_stone3_line([%d]): %zu moves", v[0], nmoves);
        cr_assert_eq(moves[0], 1, "sg_stone3_line([%d]): took %u", v[0], (unsigned)moves[0]);
        check_all(v, 1);
    }
}

Test(edge, two_and_three_stones)
{
    static const int two[][2] = {
        { 1, 2 }, { 2, 1 }, { -1, 5 }, { 5, -1 }, { -3, -4 }, { -4, -3 }, { 0, 0 }, { 3, 3 },
    };
    static const int64_t two_want[] = { 3, 3, 4, 6, 1, -1, 0, 6 };
    static const int three[][3] = {
        { 1, 2, 3 }, { -1, -2, -3 }, { 5, -10, 5 }, { -5, 10, -5 }, { 0, 0, 0 }, { 1, -1, 1 },
    };
    static const int64_t three_want[] = { 6, 0, 10, 10, 0, 1 };
    size_t i;

    for (i = 0; i < LEN(two); i++) {
        int64_t d = SENTINEL;
        cr_assert_eq(sg_stone3(two[i], 2, &d), SG_OK, "sg_stone3 failed");
        cr_assert_eq(d, two_want[i], "sg_stone3([%d,%d]) = %lld, expected %lld",
                     two[i][0], two[i][1], (long long)d, (long long)two_want[i]);
        check_all(two[i], 2);
    }
    for (i = 0; i < LEN(three); i++) {
        int64_t d = SENTINEL;
        cr_assert_eq(sg_stone3(three[i], 3, &d), SG_OK, "sg_stone3 failed");
        cr_assert_eq(d, three_want[i], "sg_stone3([%d,%d,%d]) = %lld, expected %lld",
                     three[i][0], three[i][1], three[i][2], (long long)d, (long long)three_want[i]);
        check_all(three[i], 3);
    }
}

Test(edge, all_negative)
{
    int v[MAXN];
    size_t n, i;
    uint64_t seed = 0x4E4547ULL;

    /* Equal negative stones: the player to move takes one stone at a time
       as long as that is best; whatever, the brute force decides. */
    for (n = 1; n <= 12; n++) {
        for (i = 0; i < n; i++)
            v[i] = -1;
        check_all(v, n);
        fill_random(v, n, &seed, -100, -1);
        check_all(v, n);
    }
    {
        static const int w[] = { -1, -2, -3 };
        int64_t d = SENTINEL;
        cr_assert_eq(sg_stone3(w, 3, &d), SG_OK, "sg_stone3 failed");
        cr_assert_eq(d, 0, "[-1,-2,-3] should be a tie, got %lld", (long long)d);
    }
}

Test(edge, ties)
{
    static const int zeros[MAXN] = { 0 };
    static const int t1[] = { 1, 2, 3, 6 };
    static const int t2[] = { -1, -2, -3 };
    static const int t3[] = { 7, 7 };     /* not a tie: a contrast */
    int64_t d;
    size_t n;

    for (n = 0; n <= 12; n++) {
        d = SENTINEL;
        cr_assert_eq(sg_stone3(zeros, n, &d), SG_OK, "sg_stone3(zeros) failed");
        cr_assert_eq(d, 0, "sg_stone3 of %zu zeros = %lld", n, (long long)d);
        check_all(zeros, n);
    }
    d = SENTINEL;
    cr_assert_eq(sg_stone3(t1, 4, &d), SG_OK, "sg_stone3 failed");
    cr_assert_eq(d, 0, "[1,2,3,6] = %lld", (long long)d);
    d = SENTINEL;
    cr_assert_eq(sg_stone3(t2, 3, &d), SG_OK, "sg_stone3 failed");
    cr_assert_eq(d, 0, "[-1,-2,-3] = %lld", (long long)d);
    d = SENTINEL;
    cr_assert_eq(sg_stone3(t3, 2, &d), SG_OK, "sg_stone3 failed");
    cr_assert_eq(d, 14, "[7,7] = %lld", (long long)d);
    /* Positions where several moves are optimal: the smallest-k rule. */
    {
        static const int t4[] = { 1, -1, 0, 0 };
        static const int t5[] = { 3, 3, 3, 3, 3, 3 };
        check_all(t4, 4);
        check_all(t5, 6);
    }
}

/* ---------------------------------------------------------------------
   Errors. */

Test(errors, strerror)
{
    static const int codes[] = { SG_OK, SG_ENULL, SG_ETOOBIG, SG_ENOMEM,
                                 SG_EINVAL, SG_EOVERFLOW };
    /* -6 is the exercises' SG_EUNSOLVED, which the library does not know. */
    static const int unknown[] = { 1, 2, -6, -7, -8, 100, -100, INT_MAX, INT_MIN };
    const char *unk = "unknown error code";
    size_t i, j;

    cr_assert_eq(SG_NERRORS, (int)LEN(codes), "SG_NERRORS = %d", SG_NERRORS);
    cr_assert_eq(SG_OK, 0, "SG_OK is not 0");
    for (i = 0; i < LEN(codes); i++) {
        const char *m = sg_strerror(codes[i]);
        cr_assert_neq(m, NULL, "sg_strerror(%d) is NULL", codes[i]);
        cr_assert_gt(strlen(m), 0, "sg_strerror(%d) is empty", codes[i]);
        cr_assert_neq(strcmp(m, unk), 0, "sg_strerror(%d) calls a real code unknown", codes[i]);
        for (j = 0; j < i; j++)
            cr_assert_neq(strcmp(m, sg_strerror(codes[j])), 0,
                          "sg_strerror(%d) and sg_strerror(%d) are the same: \"%s\"",
                          codes[i], codes[j], m);
    }
    for (i = 0; i < (size_t)SG_NERRORS; i++)
        cr_assert_neq(strcmp(sg_strerror(-(int)i), unk), 0, "code %d is unknown", -(int)i);
    for (i = 0; i < LEN(unknown); i++) {
        const char *m = sg_strerror(unknown[i]);
        cr_assert_neq(m, NULL, "sg_strerror(%d) is NULL", unknown[i]);
        cr_assert_str_eq(m, unk, "sg_strerror(%d) = \"%s\"", unknown[i], m);
    }
}

Test(errors, stone3_null)
{
    static const int v[] = { 1, 2, 3 };
    int64_t d = SENTINEL;

    cr_assert_eq(sg_stone3(NULL, 3, &d), SG_ENULL, "sg_stone3(NULL, 3) should be SG_ENULL");
    cr_assert_eq(d, SENTINEL, "sg_stone3(NULL, 3) wrote its result");
    cr_assert_eq(sg_stone3(v, 3, NULL), SG_ENULL, "sg_stone3(v, 3, NULL) should be SG_ENULL");
    cr_assert_eq(sg_stone3_plain(NULL, 3, &d), SG_ENULL, "sg_stone3_plain(NULL, 3) should be SG_ENULL");
    cr_assert_eq(sg_stone3_plain(v, 3, NULL), SG_ENULL, "sg_stone3_plain(v, 3, NULL) should be SG_ENULL");
    cr_assert_eq(sg_stone3(v, 0, NULL), SG_ENULL, "sg_stone3(v, 0, NULL) should be SG_ENULL");
    cr_assert_eq(sg_stone3(NULL, 0, NULL), SG_ENULL, "sg_stone3(NULL, 0, NULL) should be SG_ENULL");
    cr_assert_eq(sg_stone3(NULL, 1, NULL), SG_ENULL, "sg_stone3(NULL, 1, NULL) should be SG_ENULL");
}

Test(errors, naive_null_and_too_big)
{
    int v[SG_STONE3_NAIVE_MAX + 1];
    int64_t d = SENTINEL;
    uint64_t calls = CALLS_SENTINEL;
    size_t i;

    for (i = 0; i < LEN(v); i++)
        v[i] = (int)i - 7;
    cr_assert_eq(sg_stone3_naive(NULL, 3, &d, &calls), SG_ENULL, "naive(NULL, 3) should be SG_ENULL");
    cr_assert_eq(d, SENTINEL, "naive(NULL, 3) wrote its result");
    cr_assert_eq(calls, CALLS_SENTINEL, "naive(NULL, 3) wrote calls");
    cr_assert_eq(sg_stone3_naive(v, 3, NULL, &calls), SG_ENULL, "naive(v, 3, NULL) should be SG_ENULL");
    cr_assert_eq(calls, CALLS_SENTINEL, "naive(v, 3, NULL) wrote calls");
    cr_assert_eq(sg_stone3_naive(v, 0, NULL, &calls), SG_ENULL, "naive(v, 0, NULL) should be SG_ENULL");
    cr_assert_eq(calls, CALLS_SENTINEL, "naive(v, 0, NULL) wrote calls");
    cr_assert_eq(sg_stone3_naive(v, 3, NULL, NULL), SG_ENULL, "naive(v, 3, NULL, NULL) should be SG_ENULL");

    cr_assert_eq(sg_stone3_naive(v, SG_STONE3_NAIVE_MAX + 1, &d, &calls), SG_ETOOBIG,
                 "naive with n = SG_STONE3_NAIVE_MAX + 1 should be SG_ETOOBIG");
    cr_assert_eq(d, SENTINEL, "naive(n too big) wrote its result");
    cr_assert_eq(calls, CALLS_SENTINEL, "naive(n too big) wrote calls");
    cr_assert_eq(sg_stone3_naive(v, SG_STONE3_NAIVE_MAX + 1, &d, NULL), SG_ETOOBIG,
                 "naive with n = SG_STONE3_NAIVE_MAX + 1, calls NULL, should be SG_ETOOBIG");
    cr_assert_eq(d, SENTINEL, "naive(n too big) wrote its result");
}

Test(errors, memo_null_and_too_big)
{
    int *v = calloc(SG_RECURSION_MAX + 1, sizeof *v);
    int64_t d = SENTINEL;
    uint64_t calls = CALLS_SENTINEL;

    cr_assert_not_null(v, "calloc failed");
    cr_assert_eq(sg_stone3_memo(NULL, 3, &d, &calls), SG_ENULL, "memo(NULL, 3) should be SG_ENULL");
    cr_assert_eq(d, SENTINEL, "memo(NULL, 3) wrote its result");
    cr_assert_eq(calls, CALLS_SENTINEL, "memo(NULL, 3) wrote calls");
    cr_assert_eq(sg_stone3_memo(v, 3, NULL, &calls), SG_ENULL, "memo(v, 3, NULL) should be SG_ENULL");
    cr_assert_eq(calls, CALLS_SENTINEL, "memo(v, 3, NULL) wrote calls");
    cr_assert_eq(sg_stone3_memo(v, 0, NULL, &calls), SG_ENULL, "memo(v, 0, NULL) should be SG_ENULL");
    cr_assert_eq(calls, CALLS_SENTINEL, "memo(v, 0, NULL) wrote calls");

    cr_assert_eq(sg_stone3_memo(v, SG_RECURSION_MAX + 1, &d, &calls), SG_ETOOBIG,
                 "memo with n = SG_RECURSION_MAX + 1 should be SG_ETOOBIG");
    cr_assert_eq(d, SENTINEL, "memo(n too big) wrote its result");
    cr_assert_eq(calls, CALLS_SENTINEL, "memo(n too big) wrote calls");
    free(v);
}

Test(errors, table_null)
{
    static const int v[] = { 1, 2, 3 };
    int64_t best[4] = { SENTINEL, SENTINEL, SENTINEL, SENTINEL };
    unsigned char take[3] = { BYTE_SENTINEL, BYTE_SENTINEL, BYTE_SENTINEL };
    size_t i;

    cr_assert_eq(sg_stone3_table(NULL, 3, best, take), SG_ENULL, "table(NULL, 3) should be SG_ENULL");
    cr_assert_eq(sg_stone3_table(NULL, 3, best, NULL), SG_ENULL, "table(NULL, 3, best, NULL) should be SG_ENULL");
    cr_assert_eq(sg_stone3_table(v, 3, NULL, take), SG_ENULL, "table(v, 3, NULL, take) should be SG_ENULL");
    cr_assert_eq(sg_stone3_table(v, 3, NULL, NULL), SG_ENULL, "table(v, 3, NULL, NULL) should be SG_ENULL");
    cr_assert_eq(sg_stone3_table(v, 0, NULL, take), SG_ENULL, "table(v, 0, NULL, take) should be SG_ENULL");
    cr_assert_eq(sg_stone3_table(NULL, 0, NULL, NULL), SG_ENULL, "table(NULL, 0, NULL, NULL) should be SG_ENULL");
    for (i = 0; i < 4; i++)
        cr_assert_eq(best[i], SENTINEL, "a failed sg_stone3_table wrote best[%zu]", i);
    for (i = 0; i < 3; i++)
        cr_assert_eq(take[i], BYTE_SENTINEL, "a failed sg_stone3_table wrote take[%zu]", i);
}

Test(errors, line_null)
{
    static const int v[] = { 1, 2, 3 };
    unsigned char moves[3] = { BYTE_SENTINEL, BYTE_SENTINEL, BYTE_SENTINEL };
    size_t nmoves = 777, i;
    int64_t d = SENTINEL;

    cr_assert_eq(sg_stone3_line(NULL, 3, moves, &nmoves, &d), SG_ENULL, "line(NULL, 3) should be SG_ENULL");
    cr_assert_eq(sg_stone3_line(v, 3, NULL, &nmoves, &d), SG_ENULL, "line(v, 3, moves=NULL) should be SG_ENULL");
    cr_assert_eq(sg_stone3_line(v, 3, moves, NULL, &d), SG_ENULL, "line(v, 3, nmoves=NULL) should be SG_ENULL");
    cr_assert_eq(sg_stone3_line(v, 0, moves, NULL, &d), SG_ENULL, "line(v, 0, nmoves=NULL) should be SG_ENULL");
    cr_assert_eq(sg_stone3_line(NULL, 0, NULL, NULL, NULL), SG_ENULL, "line(NULL, 0, NULL, NULL, NULL) should be SG_ENULL");
    cr_assert_eq(sg_stone3_line(v, 3, NULL, NULL, NULL), SG_ENULL, "line(v, 3, NULL, NULL, NULL) should be SG_ENULL");
    cr_assert_eq(nmoves, 777, "a failed sg_stone3_line wrote nmoves");
    cr_assert_eq(d, SENTINEL, "a failed sg_stone3_line wrote the difference");
    for (i = 0; i < 3; i++)
        cr_assert_eq(moves[i], BYTE_SENTINEL, "a failed sg_stone3_line wrote moves[%zu]", i);
}

Test(errors, above_sg_max_n)
{
#if SIZE_MAX > UINT32_MAX
    /* n = SG_MAX_N + 1 with tiny real arrays: each solver must refuse it
       before touching the arrays. */
    static const int v[4] = { 1, 2, 3, 4 };
    size_t big = SG_MAX_N + 1;
    int64_t d = SENTINEL, best[4] = { SENTINEL, SENTINEL, SENTINEL, SENTINEL };
    unsigned char take[4] = { BYTE_SENTINEL, BYTE_SENTINEL, BYTE_SENTINEL, BYTE_SENTINEL };
    unsigned char moves[4] = { BYTE_SENTINEL, BYTE_SENTINEL, BYTE_SENTINEL, BYTE_SENTINEL };
    uint64_t calls = CALLS_SENTINEL;
    size_t nmoves = 777, i;

    cr_assert_eq(sg_stone3(v, big, &d), SG_ETOOBIG, "sg_stone3(n = SG_MAX_N + 1) should be SG_ETOOBIG");
    cr_assert_eq(sg_stone3_plain(v, big, &d), SG_ETOOBIG,
                 "sg_stone3_plain(n = SG_MAX_N + 1) should be SG_ETOOBIG");
    cr_assert_eq(d, SENTINEL, "sg_stone3(n too big) wrote its result");
    cr_assert_eq(sg_stone3(v, SIZE_MAX, &d), SG_ETOOBIG, "sg_stone3(n = SIZE_MAX) should be SG_ETOOBIG");
    cr_assert_eq(d, SENTINEL, "sg_stone3(n = SIZE_MAX) wrote its result");
    cr_assert_eq(sg_stone3_naive(v, big, &d, &calls), SG_ETOOBIG, "naive(SG_MAX_N + 1) should be SG_ETOOBIG");
    cr_assert_eq(sg_stone3_memo(v, big, &d, &calls), SG_ETOOBIG, "memo(SG_MAX_N + 1) should be SG_ETOOBIG");
    cr_assert_eq(sg_stone3_naive(v, SIZE_MAX, &d, &calls), SG_ETOOBIG, "naive(SIZE_MAX) should be SG_ETOOBIG");
    cr_assert_eq(sg_stone3_memo(v, SIZE_MAX, &d, &calls), SG_ETOOBIG, "memo(SIZE_MAX) should be SG_ETOOBIG");
    cr_assert_eq(d, SENTINEL, "a refused recursive solver wrote its result");
    cr_assert_eq(calls, CALLS_SENTINEL, "a refused recursive solver wrote calls");
    cr_assert_eq(sg_stone3_table(v, big, best, take), SG_ETOOBIG, "table(SG_MAX_N + 1) should be SG_ETOOBIG");
    cr_assert_eq(sg_stone3_table(v, SIZE_MAX, best, NULL), SG_ETOOBIG, "table(SIZE_MAX) should be SG_ETOOBIG");
    cr_assert_eq(sg_stone3_line(v, big, moves, &nmoves, &d), SG_ETOOBIG, "line(SG_MAX_N + 1) should be SG_ETOOBIG");
    cr_assert_eq(sg_stone3_line(v, SIZE_MAX, moves, &nmoves, NULL), SG_ETOOBIG, "line(SIZE_MAX) should be SG_ETOOBIG");
    cr_assert_eq(nmoves, 777, "a refused sg_stone3_line wrote nmoves");
    cr_assert_eq(d, SENTINEL, "a refused solver wrote its result");
    for (i = 0; i < 4; i++) {
        cr_assert_eq(best[i], SENTINEL, "a refused sg_stone3_table wrote best[%zu]", i);
        cr_assert_eq(take[i], BYTE_SENTINEL, "a refused sg_stone3_table wrote take[%zu]", i);
        cr_assert_eq(moves[i], BYTE_SENTINEL, "a refused sg_stone3_line wrote moves[%zu]", i);
    }
#else
    cr_assert_leq((uintmax_t)SIZE_MAX, (uintmax_t)SG_MAX_N,
                  "size_t has 32 bits: no array can exceed SG_MAX_N");
#endif
}

Test(errors, recursion_limits)
{
    int *v = malloc((SG_RECURSION_MAX + 1) * sizeof *v);
    int64_t d = SENTINEL;
    uint64_t calls = CALLS_SENTINEL;
    uint64_t seed = 0x11317ULL;

    cr_assert_not_null(v, "malloc failed");
    fill_random(v, SG_RECURSION_MAX + 1, &seed, -1000, 1000);
    cr_assert_eq(sg_stone3_memo(v, SG_RECURSION_MAX + 1, &d, &calls), SG_ETOOBIG,
                 "sg_stone3_memo must refuse n = SG_RECURSION_MAX + 1");
    cr_assert_eq(d, SENTINEL, "refused memo wrote its result");
    cr_assert_eq(calls, CALLS_SENTINEL, "refused memo wrote calls");
    cr_assert_eq(sg_stone3_naive(v, SG_STONE3_NAIVE_MAX + 1, &d, &calls), SG_ETOOBIG,
                 "sg_stone3_naive must refuse n = SG_STONE3_NAIVE_MAX + 1");
    cr_assert_eq(sg_stone3_naive(v, SG_RECURSION_MAX + 1, &d, &calls), SG_ETOOBIG,
                 "sg_stone3_naive must refuse n = SG_RECURSION_MAX + 1");
    cr_assert_eq(d, SENTINEL, "refused naive wrote its result");
    cr_assert_eq(calls, CALLS_SENTINEL, "refused naive wrote calls");
    /* The iterative solvers have no such limit. */
    cr_assert_eq(sg_stone3(v, SG_RECURSION_MAX + 1, &d), SG_OK, "sg_stone3 refused n = SG_RECURSION_MAX + 1");
    cr_assert_eq(d, ref_dp(v, SG_RECURSION_MAX + 1), "sg_stone3 at n = SG_RECURSION_MAX + 1 is wrong");
    free(v);
}

/* ---------------------------------------------------------------------
   Against the brute force. */

Test(brute, random_arrays, .timeout = 120)
{
    int v[MAXN];
    uint64_t seed = 0x5EED0003ULL;
    long count = 0;
    int a;

    for (a = 0; a < 10000; a++) {
        size_t n = (size_t)rng_range(&seed, 0, 12);
        fill_random(v, n, &seed, -20, 20);
        check_all(v, n);
        count++;
    }
    cr_assert_eq(count, 10000, "checked %ld arrays", count);
}

Test(brute, random_arrays_wide_values, .timeout = 120)
{
    int v[MAXN];
    uint64_t seed = 0xB16B00B5ULL;
    int a;

    for (a = 0; a < 2000; a++) {
        size_t n = (size_t)rng_range(&seed, 1, 12);
        fill_random(v, n, &seed, -1000000, 1000000);
        check_all(v, n);
    }
    cr_assert(1, "2000 arrays checked");
}

Test(brute, extreme_values, .timeout = 120)
{
    int v[MAXN];
    uint64_t seed = 0xE1E1E1ULL;
    size_t n, i;
    int a;

    /* All INT_MAX, all INT_MIN, alternating. */
    for (n = 1; n <= 12; n++) {
        for (i = 0; i < n; i++)
            v[i] = INT_MAX;
        check_all(v, n);
        for (i = 0; i < n; i++)
            v[i] = INT_MIN;
        check_all(v, n);
        for (i = 0; i < n; i++)
            v[i] = (i % 2) ? INT_MIN : INT_MAX;
        check_all(v, n);
        for (i = 0; i < n; i++)
            v[i] = (i % 3 == 2) ? INT_MAX : INT_MIN;
        check_all(v, n);
    }
    /* Random mixtures of extremes, and random ints of any size. */
    for (a = 0; a < 1000; a++) {
        n = (size_t)rng_range(&seed, 1, 12);
        for (i = 0; i < n; i++)
            v[i] = extreme_int(&seed);
        check_all(v, n);
        n = (size_t)rng_range(&seed, 1, 12);
        for (i = 0; i < n; i++)
            v[i] = rng_int(&seed);
        check_all(v, n);
    }
    /* The scores really need 64 bits here. */
    {
        static const int w[] = { INT_MAX, INT_MAX, INT_MAX };
        static const int z[] = { INT_MAX, INT_MAX, INT_MAX, INT_MIN };
        int64_t d = SENTINEL;
        cr_assert_eq(sg_stone3(w, 3, &d), SG_OK, "sg_stone3 failed");
        cr_assert_eq(d, 3 * (int64_t)INT_MAX, "sg_stone3 of 3 x INT_MAX = %lld", (long long)d);
        /* Alice takes the three INT_MAX, Bob is left with INT_MIN. */
        d = SENTINEL;
        cr_assert_eq(sg_stone3(z, 4, &d), SG_OK, "sg_stone3 failed");
        cr_assert_eq(d, brute_stone3(z, 4), "sg_stone3 of [3 x INT_MAX, INT_MIN] = %lld", (long long)d);
        cr_assert_eq(d, 3 * (int64_t)INT_MAX - INT_MIN, "sg_stone3 of [3 x INT_MAX, INT_MIN] = %lld",
                     (long long)d);
    }
}

/* check_all as a visitor for for_each_array; ctx counts the arrays. */
static void check_all_counted(const int *v, size_t n, void *ctx)
{
    check_all(v, n);
    ++*(long *)ctx;
}

Test(brute, every_small_array, .timeout = 120)
{
    long count = 0;

    for_each_array(6, -2, 2, check_all_counted, &count);
    /* 1 + 5 + 25 + 125 + 625 + 3125 + 15625 */
    cr_assert_eq(count, 19531, "checked %ld arrays", count);
}

Test(brute, oracle_self_check)
{
    /* The brute force itself on hand-computed games, so that a bug in the
       oracle cannot hide a bug in the library. */
    static const int a[] = { 1, 2, 3, 7 };
    static const int b[] = { 1, 2, 3, -9 };
    static const int c[] = { 5 };
    static const int d[] = { -5, 10 };
    char msg[256];
    static const unsigned char good[] = { 3, 1 };
    static const unsigned char bad[] = { 1, 3 };
    static const unsigned char short_line[] = { 3 };
    static const unsigned char illegal[] = { 4 };
    int64_t diff = 0;

    cr_assert_eq(brute_stone3(a, 4), -1, "oracle: [1,2,3,7]");
    cr_assert_eq(brute_stone3(b, 4), 15, "oracle: [1,2,3,-9]");
    cr_assert_eq(brute_stone3(c, 1), 5, "oracle: [5]");
    cr_assert_eq(brute_stone3(d, 2), 5, "oracle: [-5,10]");   /* take both: 5; take one: -5-10 */
    cr_assert_eq(brute_stone3(NULL, 0), 0, "oracle: []");
    cr_assert_eq(brute_smallest_take(a, 4, 0), 3, "oracle: smallest take of [1,2,3,7]");
    cr_assert(brute_check_line(a, 4, good, 2, 1, &diff, msg, sizeof msg), "oracle rejects [3,1]: %s", msg);
    cr_assert_eq(diff, -1, "oracle: line [3,1] scores %lld", (long long)diff);
    cr_assert_not(brute_check_line(a, 4, bad, 2, 1, NULL, msg, sizeof msg), "oracle accepts [1,3]");
    cr_assert_not(brute_check_line(a, 4, short_line, 1, 1, NULL, msg, sizeof msg), "oracle accepts [3]");
    cr_assert_not(brute_check_line(a, 4, illegal, 1, 1, NULL, msg, sizeof msg), "oracle accepts [4]");
    {
        /* [0,0]: taking 1 or 2 are both optimal; the smallest is 1. */
        static const int z[] = { 0, 0 };
        static const unsigned char two[] = { 2 };
        static const unsigned char ones[] = { 1, 1 };
        cr_assert(brute_check_line(z, 2, two, 1, 0, NULL, msg, sizeof msg), "oracle rejects [2] on [0,0]: %s", msg);
        cr_assert_not(brute_check_line(z, 2, two, 1, 1, NULL, msg, sizeof msg), "oracle calls [2] smallest on [0,0]");
        cr_assert(brute_check_line(z, 2, ones, 2, 1, NULL, msg, sizeof msg), "oracle rejects [1,1] on [0,0]: %s", msg);
    }
}

/* ---------------------------------------------------------------------
   Counters. */

Test(counters, naive_closed_form, .timeout = 120)
{
    int v[SG_STONE3_NAIVE_MAX];
    uint64_t seed = 0xC0C0ULL;
    size_t n;

    cr_assert_eq(naive_calls(0), 1, "C(0)");
    cr_assert_eq(naive_calls(1), 2, "C(1)");
    cr_assert_eq(naive_calls(2), 4, "C(2)");
    cr_assert_eq(naive_calls(3), 8, "C(3)");
    cr_assert_eq(naive_calls(4), 15, "C(4)");
    fill_random(v, LEN(v), &seed, -50, 50);
    for (n = 0; n <= 24; n++) {
        int64_t d = SENTINEL;
        uint64_t calls = CALLS_SENTINEL;
        cr_assert_eq(sg_stone3_naive(v, n, &d, &calls), SG_OK, "naive failed at n = %zu", n);
        cr_assert_eq(calls, naive_calls(n), "naive at n = %zu counted %llu calls, closed form %llu",
                     n, (unsigned long long)calls, (unsigned long long)naive_calls(n));
        cr_assert_eq(d, ref_dp(v, n), "naive at n = %zu = %lld", n, (long long)d);
    }
}

Test(counters, naive_at_its_limit, .timeout = 120)
{
    int v[SG_STONE3_NAIVE_MAX];
    uint64_t seed = 0xC0C1ULL, calls = CALLS_SENTINEL;
    int64_t d = SENTINEL;

    fill_random(v, LEN(v), &seed, -50, 50);
    cr_assert_eq(sg_stone3_naive(v, SG_STONE3_NAIVE_MAX, &d, &calls), SG_OK,
                 "naive refused n = SG_STONE3_NAIVE_MAX");
    cr_assert_eq(d, ref_dp(v, SG_STONE3_NAIVE_MAX), "naive at its limit = %lld", (long long)d);
    cr_assert_eq(calls, naive_calls(SG_STONE3_NAIVE_MAX), "naive at its limit counted %llu calls, closed form %llu",
                 (unsigned long long)calls, (unsigned long long)naive_calls(SG_STONE3_NAIVE_MAX));
}

Test(counters, memo_bound, .timeout = 120)
{
    static const size_t sizes[] = { 1, 2, 3, 4, 5, 10, 100, 1000, 9999, 10000 };
    int *v = malloc(SG_RECURSION_MAX * sizeof *v);
    uint64_t seed = 0x3E30ULL;
    size_t s;

    cr_assert_not_null(v, "malloc failed");
    fill_random(v, SG_RECURSION_MAX, &seed, -1000, 1000);
    for (s = 0; s < LEN(sizes); s++) {
        size_t n = sizes[s];
        int64_t d = SENTINEL, e = SENTINEL;
        uint64_t calls = CALLS_SENTINEL;
        cr_assert_eq(sg_stone3_memo(v, n, &d, &calls), SG_OK, "memo failed at n = %zu", n);
        cr_assert_leq(calls, 3 * (uint64_t)n + 1, "memo at n = %zu made %llu calls > 3n+1",
                      n, (unsigned long long)calls);
        cr_assert_geq(calls, (uint64_t)n, "memo at n = %zu made only %llu calls",
                      n, (unsigned long long)calls);
        cr_assert_eq(sg_stone3(v, n, &e), SG_OK, "sg_stone3 failed at n = %zu", n);
        cr_assert_eq(d, e, "memo (%lld) and sg_stone3 (%lld) differ at n = %zu",
                     (long long)d, (long long)e, n);
    }
    free(v);
}

/* ---------------------------------------------------------------------
   Large inputs. */

Test(large, memo_at_recursion_max, .timeout = 120)
{
    static const int ranges[][2] = { { -1000, 1000 }, { INT_MIN, INT_MAX }, { -5, 0 } };
    int *v = malloc(SG_RECURSION_MAX * sizeof *v);
    uint64_t seed = 0x1A2B3CULL;
    size_t r, i;

    cr_assert_not_null(v, "malloc failed");
    for (r = 0; r < LEN(ranges); r++) {
        int64_t d = SENTINEL, e = SENTINEL;
        uint64_t calls = CALLS_SENTINEL;
        for (i = 0; i < SG_RECURSION_MAX; i++)
            v[i] = ranges[r][0] == INT_MIN ? rng_int(&seed) : rng_range(&seed, ranges[r][0], ranges[r][1]);
        cr_assert_eq(sg_stone3_memo(v, SG_RECURSION_MAX, &d, &calls), SG_OK,
                     "memo refused n = SG_RECURSION_MAX");
        cr_assert_eq(sg_stone3(v, SG_RECURSION_MAX, &e), SG_OK, "sg_stone3 failed");
        cr_assert_eq(d, e, "memo (%lld) and sg_stone3 (%lld) differ at n = SG_RECURSION_MAX",
                     (long long)d, (long long)e);
        cr_assert_eq(e, ref_dp(v, SG_RECURSION_MAX), "sg_stone3 disagrees with the reference");
        cr_assert_leq(calls, 3 * (uint64_t)SG_RECURSION_MAX + 1, "memo made %llu calls",
                      (unsigned long long)calls);
    }
    free(v);
}

/* Checks sg_stone3, sg_stone3_table and sg_stone3_line against each other
   and against ref_dp on a large array. */
static void check_large(const int *v, size_t n, const char *what)
{
    int64_t d = SENTINEL, dl = SENTINEL, want = ref_dp(v, n);
    int64_t *best = malloc((n + 1) * sizeof *best);
    unsigned char *take = malloc(n), *moves = malloc(n);
    size_t nmoves = 0, i, p = 0;
    int64_t score[2] = { 0, 0 };

    cr_assert(best && take && moves, "malloc failed");
    cr_assert_eq(sg_stone3(v, n, &d), SG_OK, "sg_stone3 failed on %s", what);
    cr_assert_eq(d, want, "sg_stone3 on %s = %lld, reference %lld", what, (long long)d, (long long)want);
    cr_assert_eq(sg_stone3_plain(v, n, &d), SG_OK, "sg_stone3_plain failed on %s", what);
    cr_assert_eq(d, want, "sg_stone3_plain on %s = %lld, reference %lld", what, (long long)d,
                 (long long)want);
    cr_assert_eq(sg_stone3_table(v, n, best, take), SG_OK, "sg_stone3_table failed on %s", what);
    cr_assert_eq(best[0], want, "sg_stone3_table on %s: best[0] = %lld", what, (long long)best[0]);
    cr_assert_eq(best[n], 0, "sg_stone3_table on %s: best[n] = %lld", what, (long long)best[n]);
    /* Every row satisfies the recurrence, and take is its smallest argmax. */
    for (i = 0; i < n; i++) {
        int64_t s = 0, bi = 0;
        unsigned k, kbest = 0;
        for (k = 1; k <= 3 && i + k <= n; k++) {
            s += v[i + k - 1];
            if (kbest == 0 || s - best[i + k] > bi) {
                bi = s - best[i + k];
                kbest = k;
            }
        }
        if (best[i] != bi || take[i] != kbest)
            cr_assert_fail("sg_stone3_table on %s: row %zu is (%lld, %u), expected (%lld, %u)",
                           what, i, (long long)best[i], (unsigned)take[i], (long long)bi, kbest);
    }
    cr_assert_eq(sg_stone3_line(v, n, moves, &nmoves, &dl), SG_OK, "sg_stone3_line failed on %s", what);
    cr_assert_eq(dl, want, "sg_stone3_line on %s = %lld", what, (long long)dl);
    for (i = 0; i < nmoves; i++) {
        unsigned k;
        if (p >= n || moves[i] != take[p])
            cr_assert_fail("sg_stone3_line on %s: move %zu = %u leaves the table's line",
                           what, i, (unsigned)moves[i]);
        for (k = 0; k < moves[i]; k++)
            score[i % 2] += v[p + k];
        p += moves[i];
    }
    cr_assert_eq(p, n, "sg_stone3_line on %s: the moves take %zu of %zu stones", what, p, n);
    cr_assert_eq(score[0] - score[1], want, "sg_stone3_line on %s: the line scores %lld",
                 what, (long long)(score[0] - score[1]));
    free(best);
    free(take);
    free(moves);
}

Test(large, million_stones, .timeout = 120)
{
    size_t n = 1000000, i;
    int *v = malloc(n * sizeof *v);
    uint64_t seed = 0xFACEULL;

    cr_assert_not_null(v, "malloc failed");
    fill_random(v, n, &seed, -1000, 1000);
    check_large(v, n, "a million values in -1000..1000");
    for (i = 0; i < n; i++)
        v[i] = rng_int(&seed);
    check_large(v, n, "a million arbitrary ints");
    for (i = 0; i < n; i++)
        v[i] = INT_MAX;
    check_large(v, n, "a million INT_MAX");
    for (i = 0; i < n; i++)
        v[i] = INT_MIN;
    check_large(v, n, "a million INT_MIN");
    free(v);
}

/* ---------------------------------------------------------------------
   The game-tree search of the chapter on games and their values,
   sg_search, on Stone Game III as sg_game_stone3 describes it
   (checked by search-check.c): against the brute force and the solver. */

static void visit_stone3(const int *v, size_t n, void *ctx)
{
    char desc[240];
    int64_t want = brute_stone3(v, n), fast = SENTINEL;
    struct searched r = describe_and_search(sg_game_stone3, "stone3", v, n, want, desc,
                                            sizeof desc);

    (void)ctx;
    cr_assert_eq(sg_stone3(v, n, &fast), SG_OK, "sg_stone3(%s) failed", desc);
    cr_assert_eq(fast, want, "sg_stone3(%s) = %lld, brute force %lld", desc, (long long)fast,
                 (long long)want);
    /* Any number 0..n of stones taken is a position, and each is reached. */
    cr_assert_eq(r.count.positions, (uint64_t)n + 1, "%s: %llu positions, not n + 1", desc,
                 (unsigned long long)r.count.positions);
}

Test(search, stone3_every_row_up_to_8, .timeout = 120)
{
    every_row(visit_stone3, MAXL, 300, 301, 500000);
}

Test(search, stone3_example_of_the_book)
{
    static const int s3[] = { 1, 2, 3, 7 };
    struct sg_game g;
    int64_t v = SENTINEL;
    size_t best = BEST_SENTINEL;

    cr_assert_eq(sg_game_stone3(s3, 4, &g), SG_OK, "sg_game_stone3 failed");
    cr_assert(sg_search(&g, NULL, &v, &best, NULL) == SG_OK && v == -1 && best == 2,
              "Stone Game III [1,2,3,7]: %lld, best %zu; expected -1, take three", (long long)v,
              best);
    visit_stone3(s3, 4, NULL);
}

/* Stone Game III at the edges of the search: the row of no values; the
   longest row that the search's depth allows (SG_SEARCH_MAX_DEPTH moves
   of one stone) and one stone more; the arguments sg_game_stone3
   refuses. */
Test(search, stone3_at_the_limits, .timeout = 60)
{
    static const int four[4] = { 1, 2, 3, 4 };
    static int ones[1001];
    struct sg_game g;
    int64_t *memo = malloc((LEN(ones) + 1) * sizeof *memo), v = SENTINEL, fast = SENTINEL;
    size_t s;

    check_no_values(sg_game_stone3, 0, "Stone Game III");
    cr_assert(memo != NULL, "out of memory");
    for (s = 0; s < LEN(ones); s++)
        ones[s] = 1;
    cr_assert_eq(sg_game_stone3(ones, SG_SEARCH_MAX_DEPTH, &g), SG_OK, "sg_game_stone3");
    cr_assert(sg_search(&g, memo, &v, NULL, NULL) == SG_OK
              && sg_stone3(ones, SG_SEARCH_MAX_DEPTH, &fast) == SG_OK && v == fast,
              "Stone Game III of 1000 ones: %lld, sg_stone3 %lld", (long long)v,
              (long long)fast);
    cr_assert_eq(sg_game_stone3(ones, SG_SEARCH_MAX_DEPTH + 1, &g), SG_OK, "sg_game_stone3");
    expect_search_error(&g, memo, SG_ETOOBIG, "Stone Game III of 1001 ones");
    free(memo);

    memset(&g, 0, sizeof g);
    expect_code(sg_game_stone3(four, 4, NULL), SG_ENULL, "sg_game_stone3(game = NULL)");
    expect_describe_error(sg_game_stone3(NULL, 1, &g), &g, SG_ENULL, "sg_game_stone3(NULL, 1)");
#if SIZE_MAX > UINT32_MAX
    expect_describe_error(sg_game_stone3(four, SG_MAX_N + 1, &g), &g, SG_ETOOBIG,
                          "Stone Game III above SG_MAX_N");
#endif
}
