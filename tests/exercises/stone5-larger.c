/* stone5-larger.c: the exercise stone5-larger, Bob keeps the larger part
   (sg_stone5_larger).  Alice cuts the row in two non-empty parts, Bob
   throws away the part with the smaller sum, Alice scores the larger one
   (on a tie she chooses) and play goes on with it. */
#include <criterion/criterion.h>
#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "sg-exercises.h"
#include "brute.h"

#define MAXB 12          /* the longest random row searched by brute force */
#define LONG_N 2000      /* SG_STONE5_VARIANT_MAX, the longest row */

/* ---------------------------------------------------------------------
   References, written from the rules, none from the book's solution. */

/* Every play, every cut of every position and on a tie both parts
   (brute.c), with Bob keeping the larger part. */
static int64_t brute_larger(const int *v, size_t n)
{
    return brute_stone5_variant(v, n, SIZE_MAX, 1);
}

/* The textbook table for the new rules, every cut of every interval:
   O(n^3) time, n^2 numbers (brute.c). */
static int64_t cubic(const int *v, size_t n)
{
    return brute_stone5_cubic(v, n, 1);
}

/* A quadratic reference that needs only the chapter's lemma, not the
   monotony of the values: the cuts of i..j that may keep the left part
   are k = q..j-1, those that may keep the right part give the right
   parts s..j for s = i+1..p+1.  Row i slides a window over its left
   parts as j grows, column j a window over its right parts as i
   shrinks; both windows only lose parts at one end and gain them at the
   other, so each keeps a deque whose options decrease from the end
   where parts leave.  O(n^2) time, n^2 numbers and n^2 indices. */
static int64_t quadratic(const int *v, size_t n)
{
    if (n <= 1)
        return 0;
    int64_t *p = malloc((n + 1) * sizeof *p);
    int64_t *t = malloc(n * n * sizeof *t);
    uint16_t *col = malloc(n * n * sizeof *col);    /* column deques */
    size_t *head = calloc(n, sizeof *head), *tail = calloc(n, sizeof *tail);
    size_t *row = malloc(n * sizeof *row);
    cr_assert(p && t && col && head && tail && row, "test: out of memory");
    p[0] = 0;
    for (size_t k = 0; k < n; k++)
        p[k + 1] = p[k] + v[k];
#define S(a, b) (p[(b) + 1] - p[a])
    for (size_t i = n; i-- > 0; ) {
        size_t rh = 0, rt = 0;                      /* the row's deque */
        t[i * n + i] = 0;
        for (size_t j = i + 1; j < n; j++) {
            int64_t best = INT64_MIN, f;
            /* Row i: the left part i..j-1 enters. */
            f = S(i, j - 1) + t[i * n + j - 1];
            while (rt > rh && S(i, row[rt - 1]) + t[i * n + row[rt - 1]] <= f)
                rt--;
            row[rt++] = j - 1;
            while (rt > rh && S(i, row[rh]) < S(row[rh] + 1, j))
                rh++;                                   /* thrown away */
            if (rt > rh)
                best = S(i, row[rh]) + t[i * n + row[rh]];
            /* Column j: the right part i+1..j enters. */
            uint16_t *d = col + j * n;
            f = S(i + 1, j) + t[(i + 1) * n + j];
            while (tail[j] > head[j]
                   && S(d[tail[j] - 1], j) + t[d[tail[j] - 1] * n + j] <= f)
                tail[j]--;
            d[tail[j]++] = (uint16_t)(i + 1);
            while (tail[j] > head[j] && S(d[head[j]], j) < S(i, d[head[j]] - 1))
                head[j]++;                              /* thrown away */
            if (tail[j] > head[j]) {
                size_t s = d[head[j]];
                if (S(s, j) + t[s * n + j] > best)
                    best = S(s, j) + t[s * n + j];
            }
            cr_assert(best != INT64_MIN, "test: the reference found no option");
            t[i * n + j] = best;
        }
    }
#undef S
    int64_t r = t[n - 1];
    free(p);
    free(t);
    free(col);
    free(head);
    free(tail);
    free(row);
    return r;
}

/* ---------------------------------------------------------------------
   Calls. */

/* The function under test, for expect_one_result (brute.h). */
static const struct one_result_solver larger = {
    sg_stone5_larger, "sg_stone5_larger", sg_exercise_strerror, SG_STONE5_VARIANT_MAX, true,
};

static void expect_larger(const int *v, size_t n, int64_t want, const char *how)
{
    expect_one_result(&larger, v, n, want, how);
}

/* On n equal stones c >= 0 every round keeps at most one stone fewer:
   cutting off one stone at a time scores c (n-1 + n-2 + ... + 1). */
static int64_t equal_row(size_t n, int c)
{
    return (int64_t)c * (int64_t)(n * (n - 1) / 2);
}

/* ---------------------------------------------------------------------
   The tests. */

Test(stone5_larger, hand_checked_rows, .timeout = 30)
{
    static const int leet[] = {6, 2, 3, 4, 5, 5}, sevens[] = {7, 7, 7, 7, 7, 7, 7};
    static const int two[] = {1, 2}, heavy[] = {1, 1, 5}, first[] = {3, 1, 1, 1};
    static const int tie[] = {2, 2}, zeros[] = {0, 0, 0, 0};
    /* Cutting off 6, then 2, 3 and 4 keeps 19, 17, 14, 10 and then 5 of
       the last two 5s. */
    expect_larger(leet, 6, 65, "cut off 6, 2, 3, 4, 5: 19 + 17 + 14 + 10 + 5");
    expect_larger(sevens, 7, 147, "seven 7s: 42 + 35 + 28 + 21 + 14 + 7");
    expect_larger(two, 2, 2, "one cut, Bob keeps the 2");
    expect_larger(heavy, 3, 11, "cut off a 1 (6 kept), then the other (5 kept)");
    /* Cutting off the 3 is a tie (3 | 3) and keeps 3 + 2 + 1 at best;
       cutting off the last 1s keeps 5 and then 4. */
    expect_larger(first, 4, 12, "cut off a 1 twice: 5 + 4 + 3");
    expect_larger(tie, 2, 2, "a tie: Alice keeps either 2");
    expect_larger(zeros, 4, 0, "nothing to score");
}

Test(stone5_larger, zero_and_one_stone, .timeout = 30)
{
    static const int v[] = {5, INT_MAX, 0};
    expect_larger(NULL, 0, 0, "n = 0 (values NULL) is a valid game");
    expect_larger(v, 0, 0, "no stone: no round");
    expect_larger(v, 1, 0, "one stone: no round");
    expect_larger(v + 1, 1, 0, "one stone: no round");
    expect_larger(v + 2, 1, 0, "one stone: no round");
    expect_larger(v, 2, INT_MAX, "two stones: Bob keeps INT_MAX");
    expect_larger(v + 1, 2, INT_MAX, "two stones: Bob keeps INT_MAX");
}

Test(stone5_larger, null_too_big_and_negative, .timeout = 30)
{
    static const int v[] = {1, 2, 3};
    expect_larger(v, 3, 8, "cut off 1 (5 kept), then 2 | 3 (3 kept)");
    expect_one_result_errors(&larger, v, 3);
}

static void visit(const int *v, size_t n, void *ctx)
{
    int64_t want = brute_larger(v, n);
    (void)ctx;
    cr_assert_eq(cubic(v, n), want, "test: the cubic reference disagrees with the search");
    expect_larger(v, n, want, "search over every play");
}

/* Every row of up to 7 stones with values 0..3: zeros and ties. */
Test(stone5_larger, every_small_row, .timeout = 120)
{
    for_each_array(7, 0, 3, visit, NULL);
}

Test(stone5_larger, random_rows_against_brute_force, .timeout = 120)
{
    for_each_random_array(5000, MAXB, 0x5A1A, fill_nonnegative, 5, visit, NULL);
}

/* All INT_MAX and all 0 up to MAXB stones, and INT_MAX with one 0. */
Test(stone5_larger, extreme_values, .timeout = 30)
{
    int v[MAXB];
    for (size_t n = 1; n <= MAXB; n++) {
        for (size_t i = 0; i < n; i++)
            v[i] = INT_MAX;
        expect_larger(v, n, equal_row(n, INT_MAX), "equal stones: one stone off per round");
        v[n / 2] = 0;
        expect_larger(v, n, brute_larger(v, n), "search over every play");
    }
}

/* Rows of up to 300 stones against the textbook table of the new rules. */
Test(stone5_larger, long_rows_against_every_cut, .timeout = 120)
{
    static const size_t sizes[] = {11, 64, 100, 199, 257, 300};
    uint64_t seed = 0x5A2B;
    int *v = malloc(300 * sizeof *v);
    cr_assert_not_null(v, "test: out of memory");
    for (size_t a = 0; a < sizeof sizes / sizeof sizes[0]; a++)
        for (int kind = 0; kind < 5; kind++) {
            fill_nonnegative(v, sizes[a], &seed, kind);
            expect_larger(v, sizes[a], cubic(v, sizes[a]),
                          "textbook table over every cut, O(n^3)");
        }
    free(v);
}

/* Rows of 2000 stones: about 30 calls.  In O(n^2) time they take a
   fraction of a second; trying every cut, (n^3 - n) / 6 = 1.3 billion
   per row, takes seconds per row and does not finish in time. */
Test(stone5_larger, rows_of_2000_stones_in_quadratic_time, .timeout = 10)
{
    const size_t n = LONG_N;
    uint64_t seed = 0x5A3C;
    int *v = malloc(n * sizeof *v), *w = malloc(n * sizeof *w);
    cr_assert(v != NULL && w != NULL, "test: out of memory");
    static const int equal[] = {INT_MAX, 1, 0, 12345};
    for (size_t e = 0; e < sizeof equal / sizeof equal[0]; e++) {
        for (size_t i = 0; i < n; i++)
            v[i] = equal[e];
        expect_larger(v, n, equal_row(n, equal[e]), "equal stones: one stone off per round");
    }
    /* One heavy stone among zeros: it is kept every round, n - 1 times
       (the most any play can score, since every round keeps at most the
       sum of the row). */
    for (size_t at = 0; at < n; at += 666) {
        for (size_t i = 0; i < n; i++)
            v[i] = i == at ? INT_MAX : 0;
        expect_larger(v, n, (int64_t)(n - 1) * INT_MAX, "the heavy stone is kept every round");
    }
    /* Random rows: read backwards, or with every value doubled, the row
       is worth the same, or twice as much. */
    for (int t = 0; t < 6; t++) {
        fill_nonnegative(v, n, &seed, t % 2 ? 1 : 4);
        int64_t value = one_result_of(&larger, v, n);
        for (size_t i = 0; i < n; i++)
            w[i] = v[n - 1 - i];
        int64_t got = one_result_of(&larger, w, n);
        cr_assert_eq(got, value, "n = %zu: the row read backwards gives %lld, forwards %lld", n,
                     (long long)got, (long long)value);
        for (size_t i = 0; i < n; i++)
            w[i] = 2 * v[i];
        got = one_result_of(&larger, w, n);
        cr_assert_eq(got, 2 * value, "n = %zu: doubling every value gives %lld, not twice %lld", n,
                     (long long)got, (long long)value);
    }
    free(v);
    free(w);
}

/* Rows of 2000 stones against a quadratic reference that uses only the
   chapter's lemma (itself checked first against the textbook table). */
Test(stone5_larger, rows_of_2000_stones_against_sliding_windows, .timeout = 120)
{
    const size_t n = LONG_N;
    uint64_t seed = 0x5A4D;
    int *v = malloc(n * sizeof *v);
    cr_assert_not_null(v, "test: out of memory");
    for (int kind = 0; kind < 5; kind++) {
        size_t m = (size_t)rng_range(&seed, 150, 250);
        fill_nonnegative(v, m, &seed, kind);
        cr_assert_eq(quadratic(v, m), cubic(v, m), "test: the sliding windows disagree with "
                     "the textbook table (n = %zu, kind %d)", m, kind);
        expect_larger(v, m, cubic(v, m), "textbook table over every cut, O(n^3)");
    }
    for (int kind = 0; kind < 5; kind++) {
        fill_nonnegative(v, n, &seed, kind);
        expect_larger(v, n, quadratic(v, n),
                      "sliding windows over the cuts that may keep each part, O(n^2)");
    }
    free(v);
}
