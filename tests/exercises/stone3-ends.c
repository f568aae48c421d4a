/* stone3-ends.c: the exercise stone3-ends, take from either end
   (sg_stone3_ends). */
#include <criterion/criterion.h>
#include <limits.h>
#include <stdlib.h>

#include "sg-exercises.h"
#include "brute.h"

#define SENTINEL ((int64_t)0x5A5A5A5A5A5A5A5ALL)

/* Brute force over the game tree with absolute scores: the stones
   v[lo..hi-1] remain; Alice maximises and Bob minimises Alice's final
   score minus Bob's.  Every move takes 1, 2 or 3 stones from the front or
   from the back. */
static int64_t brute(const int *v, size_t lo, size_t hi, int alice, int64_t diff)
{
    if (lo == hi)
        return diff;
    int64_t best = 0, front = 0, back = 0;
    int have = 0;
    for (size_t k = 1; k <= 3 && k <= hi - lo; k++) {
        front += v[lo + k - 1];
        back += v[hi - k];
        int64_t a = brute(v, lo + k, hi, !alice, alice ? diff + front : diff - front);
        int64_t b = brute(v, lo, hi - k, !alice, alice ? diff + back : diff - back);
        if (!have || (alice ? a > best : a < best))
            best = a;
        if (alice ? b > best : b < best)
            best = b;
        have = 1;
    }
    return best;
}

/* A reference for long rows, filled by start position from the right:
   row r[m][j] holds the value of the stones i+m..j-1 (m = 0..3), so that
   the value of i..j-1 needs the row of i+k (front moves) and the same row
   at j-k (back moves).  O(n^2) time, O(n) memory. */
static int64_t reference(const int *v, size_t n)
{
    int64_t *mem = calloc(4 * (n + 1), sizeof *mem);
    cr_assert(mem != NULL, "test: out of memory");
    int64_t *r[4] = {mem, mem + (n + 1), mem + 2 * (n + 1), mem + 3 * (n + 1)};
    for (size_t i = n; i-- > 0; ) {
        int64_t *t = r[3];
        r[3] = r[2];
        r[2] = r[1];
        r[1] = r[0];
        r[0] = t;                /* now r[m] is the row of i + m */
        r[0][i] = 0;
        for (size_t j = i + 1; j <= n; j++) {
            int64_t best = INT64_MIN, front = 0, back = 0;
            for (size_t k = 1; k <= 3 && i + k <= j; k++) {
                front += v[i + k - 1];
                back += v[j - k];
                if (front - r[k][j] > best)
                    best = front - r[k][j];
                if (back - r[0][j - k] > best)
                    best = back - r[0][j - k];
            }
            r[0][j] = best;
        }
    }
    int64_t d = r[0][n];
    free(mem);
    return n == 0 ? 0 : d;
}

static int64_t solve(const int *v, size_t n)
{
    int64_t d = SENTINEL;
    int status = sg_stone3_ends(v, n, &d);
    cr_assert_eq(status, SG_OK, "sg_stone3_ends(n = %zu) returned %d (%s)",
                 n, status, sg_exercise_strerror(status));
    return d;
}

static void check_small(const int *v, size_t n)
{
    char buf[200];
    int64_t want = brute(v, 0, n, 1, 0), got = solve(v, n);
    brute_format(v, n, buf, sizeof buf);
    cr_assert_eq(got, want, "values %s: got %lld, expected %lld",
                 buf, (long long)got, (long long)want);
    cr_assert_eq(reference(v, n), want, "test bug: the reference disagrees on %s", buf);
}

/* check_small as a visitor for for_each_array. */
static void visit_check_small(const int *v, size_t n, void *ctx)
{
    (void)ctx;
    check_small(v, n);
}

Test(stone3_ends, small_examples)
{
    int a[] = {1, 2, 3, 7}, b[] = {1, 2, 3, -9}, c[] = {-1, -1, -1, -1, 8};
    cr_assert_eq(solve(a, 4), 11, "[1,2,3,7]: Alice takes 2+3+7 from the back, Bob the 1: 11");
    cr_assert_eq(solve(b, 4), 15, "[1,2,3,-9]: Alice takes 1+2+3, Bob is left with -9: 15");
    cr_assert_eq(solve(c, 5), 8, "[-1,-1,-1,-1,8]: Alice takes the 8 from the back, "
                 "and the four -1 are then shared evenly: 8");
    int one[] = {-4};
    cr_assert_eq(solve(one, 1), -4, "[-4]: Alice must take it: -4");
}

Test(stone3_ends, empty_and_errors)
{
    int v[] = {5};
    int64_t d = 42;
    int status = sg_stone3_ends(NULL, 0, &d);
    cr_assert_eq(status, SG_OK, "n = 0 is a valid game, but the call returned %d (%s)",
                 status, sg_exercise_strerror(status));
    cr_assert_eq(d, 0, "n = 0 gives 0, got %lld", (long long)d);
    d = SENTINEL;
    cr_assert_eq(sg_stone3_ends(NULL, 1, &d), SG_ENULL, "NULL values with n > 0 must be SG_ENULL");
    cr_assert_eq(sg_stone3_ends(v, 1, NULL), SG_ENULL, "a NULL result pointer must be SG_ENULL");
    cr_assert_eq(d, SENTINEL, "a call that fails must not write the result");
}

Test(stone3_ends, limit)
{
    size_t n = SG_STONE3_ENDS_MAX + 1;
    int *v = malloc(n * sizeof *v);
    cr_assert(v != NULL, "test: out of memory");
    uint64_t seed = 0x24;
    fill_random(v, n, &seed, -1000, 1000);
    int64_t d = SENTINEL;
    cr_assert_eq(sg_stone3_ends(v, n, &d), SG_ETOOBIG,
                 "n = SG_STONE3_ENDS_MAX + 1 must be SG_ETOOBIG");
    cr_assert_eq(sg_stone3_ends(v, SIZE_MAX, &d), SG_ETOOBIG, "n = SIZE_MAX must be SG_ETOOBIG");
    cr_assert_eq(d, SENTINEL, "a refused call must not write the result");
    /* n = SG_STONE3_ENDS_MAX itself is allowed.  A solution with a table
       of all n^2 intervals (800 MB here) may find no memory for it and
       say so with SG_ENOMEM; with the three shorter lengths only it needs
       a few hundred kilobytes. */
    int status = sg_stone3_ends(v, n - 1, &d);
    cr_assert(status == SG_OK || status == SG_ENOMEM,
              "n = SG_STONE3_ENDS_MAX must be accepted, but the call returned %d (%s)",
              status, sg_exercise_strerror(status));
    if (status == SG_OK) {
        int64_t want = reference(v, n - 1);
        cr_assert_eq(d, want, "n = SG_STONE3_ENDS_MAX random stones: got %lld, expected %lld",
                     (long long)d, (long long)want);
    } else {
        cr_log_warn("n = SG_STONE3_ENDS_MAX: SG_ENOMEM (allowed; O(n) memory is enough)");
    }
    /* 2000 stones must work whatever the method. */
    int64_t got = solve(v, 2000), want = reference(v, 2000);
    cr_assert_eq(got, want, "2000 random stones: got %lld, expected %lld",
                 (long long)got, (long long)want);
    free(v);
}

Test(stone3_ends, against_brute_force)
{
    uint64_t seed = 24;
    int v[11];
    for (int t = 0; t < 3000; t++) {
        size_t n = (size_t)rng_range(&seed, 0, 11);
        int span = t % 2 ? 20 : 3;
        fill_random(v, n, &seed, -span, span);
        check_small(v, n);
    }
}

Test(stone3_ends, every_small_array)
{
    for_each_array(6, -2, 2, visit_check_small, NULL);
}

Test(stone3_ends, reversed_row_same_value)
{
    uint64_t seed = 0x2424;
    for (int t = 0; t < 20; t++) {
        size_t n = (size_t)rng_range(&seed, 1, 300);
        int v[300], w[300];
        fill_random(v, n, &seed, -100, 100);
        for (size_t i = 0; i < n; i++)
            w[i] = v[n - 1 - i];
        int64_t a = solve(v, n), b = solve(w, n), want = reference(v, n);
        cr_assert_eq(a, want, "random row %d (n = %zu): got %lld, expected %lld",
                     t, n, (long long)a, (long long)want);
        cr_assert_eq(b, a, "random row %d (n = %zu): the row reversed is the same game, "
                     "but gives %lld instead of %lld", t, n, (long long)b, (long long)a);
    }
}

Test(stone3_ends, extreme_values)
{
    uint64_t seed = 0xE24;
    int v[10];
    for (int t = 0; t < 1000; t++) {
        size_t n = (size_t)rng_range(&seed, 1, 10);
        for (size_t i = 0; i < n; i++)
            v[i] = extreme_int(&seed);
        check_small(v, n);
    }
    size_t n = 3000;
    int *w = malloc(n * sizeof *w);
    cr_assert(w != NULL, "test: out of memory");
    for (int pass = 0; pass < 3; pass++) {
        for (size_t i = 0; i < n; i++)
            w[i] = pass == 0 ? INT_MIN : pass == 1 ? INT_MAX : (i % 4 ? INT_MIN : INT_MAX);
        int64_t got = solve(w, n), want = reference(w, n);
        cr_assert_eq(got, want, "%s, n = %zu: got %lld, expected %lld",
                     pass == 0 ? "all INT_MIN" : pass == 1 ? "all INT_MAX"
                               : "INT_MAX, INT_MIN, INT_MIN, INT_MIN, ...",
                     n, (long long)got, (long long)want);
    }
    free(w);
}
