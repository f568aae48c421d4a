/* stone3-upto-fast.c: the exercise stone3-upto-fast, take 1 to k stones in
   linear time (sg_stone3_upto_fast). */
#include <criterion/criterion.h>
#include <limits.h>
#include <stdlib.h>

#include "sg-exercises.h"
#include "brute.h"

#define SENTINEL ((int64_t)0x5A5A5A5A5A5A5A5ALL)

/* The plain O(n min(n,k)) recurrence D(i) = max_j (v_i+...+v_{i+j-1} -
   D(i+j)), with d[] of n+1 entries provided by the caller. */
static int64_t ref_slow(const int *v, size_t n, size_t k, int64_t *d)
{
    d[n] = 0;
    for (size_t i = n; i-- > 0; ) {
        int64_t taken = 0;
        d[i] = INT64_MIN;
        for (size_t j = 1; j <= k && i + j <= n; j++) {
            taken += v[i + j - 1];
            if (taken - d[i + j] > d[i])
                d[i] = taken - d[i + j];
        }
    }
    return d[0];
}

/* An O(n) reference without a deque: with a(j) the score of the player to
   move at j, a(i) = S(i) - min{a(j) : i < j <= min(i+k, n)}.  The window
   minimum is found with blocks of k positions (van Herk / Gil-Werman):
   the window meets at most two blocks, and is a suffix of the first and a
   prefix of the second.  suf[j] is the minimum from j to the end of j's
   block, pre[j] from the start of j's block to j; a block's pre[] is
   filled as soon as its first position is known. */
static int64_t ref_fast(const int *v, size_t n, size_t k)
{
    int64_t *a = malloc((n + 1) * sizeof *a);
    int64_t *suf = malloc((n + 1) * sizeof *suf);
    int64_t *pre = malloc((n + 1) * sizeof *pre);
    cr_assert(a != NULL && suf != NULL && pre != NULL, "test: out of memory");
    int64_t s = 0;
    a[n] = 0;
    for (size_t i = n + 1; i-- > 0; ) {
        if (i < n) {
            size_t lo = i + 1, hi = k >= n - i ? n : i + k;
            int64_t m = suf[lo];
            if (lo / k != hi / k && pre[hi] < m)
                m = pre[hi];
            s += v[i];
            a[i] = s - m;
        }
        suf[i] = (i == n || (i + 1) % k == 0 || a[i] < suf[i + 1]) ? a[i] : suf[i + 1];
        if (i % k == 0) {
            size_t end = n - i > k - 1 ? i + k - 1 : n;
            pre[i] = a[i];
            for (size_t j = i + 1; j <= end; j++)
                pre[j] = a[j] < pre[j - 1] ? a[j] : pre[j - 1];
        }
    }
    int64_t d = a[0] - (s - a[0]);
    free(a);
    free(suf);
    free(pre);
    return d;
}

static int64_t solve(const int *v, size_t n, size_t k)
{
    int64_t d = SENTINEL;
    int status = sg_stone3_upto_fast(v, n, k, &d);
    cr_assert_eq(status, SG_OK, "sg_stone3_upto_fast(n=%zu, k=%zu) returned %d (%s)",
                 n, k, status, sg_exercise_strerror(status));
    return d;
}

/* Compares with the brute force, and checks the two references too. */
static void check_small(const int *v, size_t n, size_t k)
{
    char buf[200];
    int64_t d[20];
    int64_t want = brute_upto(v, n, k), got = solve(v, n, k);
    brute_format(v, n, buf, sizeof buf);
    cr_assert_eq(got, want, "values %s, k = %zu: got %lld, expected %lld",
                 buf, k, (long long)got, (long long)want);
    cr_assert_eq(ref_slow(v, n, k, d), want, "test bug: ref_slow on %s, k = %zu", buf, k);
    cr_assert_eq(ref_fast(v, n, k), want, "test bug: ref_fast on %s, k = %zu", buf, k);
}

static int *random_row(size_t n, uint64_t *seed, int lo, int hi)
{
    int *v = malloc((n ? n : 1) * sizeof *v);
    cr_assert(v != NULL, "test: out of memory");
    fill_random(v, n, seed, lo, hi);
    return v;
}

/* check_small for every k in 1..6 (a visitor for for_each_array). */
static void check_small_k_up_to_6(const int *v, size_t n, void *ctx)
{
    (void)ctx;
    for (size_t k = 1; k <= 6; k++)
        check_small(v, n, k);
}

Test(stone3_upto_fast, small_examples)
{
    int a[] = {1, 2, 3, 7};
    cr_assert_eq(solve(a, 4, 3), -1, "[1,2,3,7] with k = 3 is Stone Game III: -1");
    cr_assert_eq(solve(a, 4, 4), 13, "[1,2,3,7] with k = 4: Alice takes all, 13");
    cr_assert_eq(solve(a, 4, 1), -5, "[1,2,3,7] with k = 1: the moves are forced, (1+3)-(2+7) = -5");
    cr_assert_eq(solve(a, 4, 2), 3, "[1,2,3,7] with k = 2: Alice takes 1, Bob 2+3, Alice 7: 3");
    int b[] = {1, 2, 3, -9};
    cr_assert_eq(solve(b, 4, 3), 15, "[1,2,3,-9] with k = 3: Alice takes 1+2+3 and leaves -9: 15");
}

Test(stone3_upto_fast, k_larger_than_n)
{
    int a[] = {1, 2, 3, 7}, b[] = {5, -10, 1};
    cr_assert_eq(solve(a, 4, 100), 13, "[1,2,3,7] with k = 100: Alice takes all, 13");
    cr_assert_eq(solve(a, 4, SIZE_MAX), 13, "[1,2,3,7] with k = SIZE_MAX: Alice takes all, 13");
    /* Taking all (-4) is worse than taking the 5 alone: Bob must then take
       the -10, alone or with the 1, and Alice is 14 ahead. */
    cr_assert_eq(solve(b, 3, 3), 14, "[5,-10,1] with k = 3: Alice takes the 5 only, 14");
    cr_assert_eq(solve(b, 3, SIZE_MAX), 14, "[5,-10,1] with k = SIZE_MAX: Alice takes the 5 only, 14");
    int one[] = {-7};
    cr_assert_eq(solve(one, 1, 1000), -7, "[-7] with k = 1000: Alice must take the stone, -7");
}

Test(stone3_upto_fast, empty_and_errors)
{
    int v[] = {5};
    int64_t d = 42;
    int status = sg_stone3_upto_fast(NULL, 0, 2, &d);
    cr_assert_eq(status, SG_OK, "n = 0 is a valid game, but the call returned %d (%s)",
                 status, sg_exercise_strerror(status));
    cr_assert_eq(d, 0, "n = 0 gives 0, got %lld", (long long)d);
    d = SENTINEL;
    cr_assert_eq(sg_stone3_upto_fast(v, 1, 0, &d), SG_EINVAL, "k = 0 must be SG_EINVAL");
    cr_assert_eq(sg_stone3_upto_fast(NULL, 1, 2, &d), SG_ENULL, "NULL values with n > 0 must be SG_ENULL");
    cr_assert_eq(sg_stone3_upto_fast(v, 1, 2, NULL), SG_ENULL, "a NULL result pointer must be SG_ENULL");
#if SIZE_MAX > UINT32_MAX
    cr_assert_eq(sg_stone3_upto_fast(v, SG_MAX_N + 1, 2, &d), SG_ETOOBIG,
                 "n = SG_MAX_N + 1 must be SG_ETOOBIG");
#endif
    cr_assert_eq(d, SENTINEL, "a call that fails must not write the result");
}

Test(stone3_upto_fast, against_brute_force)
{
    uint64_t seed = 22;
    int v[12];
    for (int t = 0; t < 4000; t++) {
        size_t n = (size_t)rng_range(&seed, 0, 12), k = (size_t)rng_range(&seed, 1, 14);
        int span = t % 2 ? 20 : 3;
        fill_random(v, n, &seed, -span, span);
        check_small(v, n, k);
    }
}

Test(stone3_upto_fast, every_small_array)
{
    for_each_array(5, -2, 2, check_small_k_up_to_6, NULL);
}

Test(stone3_upto_fast, extreme_values)
{
    uint64_t seed = 0xE22;
    int v[12];
    for (int t = 0; t < 2000; t++) {
        size_t n = (size_t)rng_range(&seed, 1, 12), k = (size_t)rng_range(&seed, 1, 13);
        for (size_t i = 0; i < n; i++)
            v[i] = extreme_int(&seed);
        check_small(v, n, k);
    }
    /* Sums that need 64 bits: a long row of INT_MIN and of INT_MAX. */
    size_t n = 5000;
    int *w = malloc(n * sizeof *w);
    cr_assert(w != NULL, "test: out of memory");
    for (int pass = 0; pass < 3; pass++) {
        for (size_t i = 0; i < n; i++)
            w[i] = pass == 0 ? INT_MIN : pass == 1 ? INT_MAX : (i % 3 ? INT_MAX : INT_MIN);
        const size_t ks[] = {1, 2, 7, 100, n};
        for (size_t t = 0; t < 5; t++) {
            int64_t want = ref_fast(w, n, ks[t]), got = solve(w, n, ks[t]);
            cr_assert_eq(got, want, "%s, n = %zu, k = %zu: got %lld, expected %lld",
                         pass == 0 ? "all INT_MIN" : pass == 1 ? "all INT_MAX"
                                   : "INT_MIN, INT_MAX, INT_MAX, ...",
                         n, ks[t], (long long)got, (long long)want);
        }
    }
    free(w);
}

Test(stone3_upto_fast, thousands_of_stones)
{
    uint64_t seed = 0x2222;
    int64_t *d = malloc(5001 * sizeof *d);
    cr_assert(d != NULL, "test: out of memory");
    for (int t = 0; t < 40; t++) {
        size_t n = (size_t)rng_range(&seed, 1000, 5000);
        size_t k = t % 4 == 0 ? (size_t)rng_range(&seed, 1, 10)
                 : t % 4 == 1 ? (size_t)rng_range(&seed, 10, 300)
                 : t % 4 == 2 ? (size_t)rng_range(&seed, 300, 6000) : n;
        int *v = random_row(n, &seed, t % 2 ? -1000 : -3, t % 2 ? 1000 : 3);
        int64_t want = ref_slow(v, n, k, d), got = solve(v, n, k);
        cr_assert_eq(ref_fast(v, n, k), want, "test bug: the references disagree (n = %zu, k = %zu)",
                     n, k);
        cr_assert_eq(got, want, "random row %d (n = %zu, k = %zu): got %lld, expected %lld",
                     t, n, k, (long long)got, (long long)want);
        free(v);
    }
    free(d);
}

Test(stone3_upto_fast, million_stones_k_1000, .timeout = 60)
{
    uint64_t seed = 0x1000;
    size_t n = 1000000, k = 1000;
    int *v = random_row(n, &seed, -1000000, 1000000);
    int64_t got = solve(v, n, k);
    int64_t *d = malloc((n + 1) * sizeof *d);
    cr_assert(d != NULL, "test: out of memory");
    int64_t want = ref_slow(v, n, k, d);
    cr_assert_eq(got, want, "a million random stones, k = 1000: got %lld, expected %lld",
                 (long long)got, (long long)want);
    free(d);
    free(v);
}

Test(stone3_upto_fast, million_stones_any_k_in_linear_time, .timeout = 60)
{
    /* No stopwatch here: a linear solution takes milliseconds for any k,
       while one whose time grows with k does not finish at all (a
       million stones with k = n is 10^12 steps), and Criterion's
       timeout reports it. */
    uint64_t seed = 0x1001;
    size_t n = 1000000;
    int *v = random_row(n, &seed, -1000000, 1000000);
    const size_t ks[] = {n, SIZE_MAX, n / 2, 3};
    for (size_t t = 0; t < 4; t++) {
        int64_t got = solve(v, n, ks[t]), want = ref_fast(v, n, ks[t]);
        cr_assert_eq(got, want, "a million random stones, k = %zu: got %lld, expected %lld",
                     ks[t], (long long)got, (long long)want);
    }
    int64_t s3 = SENTINEL;
    cr_assert_eq(sg_stone3(v, n, &s3), SG_OK, "sg_stone3 failed");
    cr_assert_eq(solve(v, n, 3), s3, "a million stones, k = 3 must agree with sg_stone3");
    free(v);
}
