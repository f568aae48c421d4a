/* stone3-largest.c: the exercise stone3-largest, the largest optimal move
   (sg_stone3_table_largest). */
#include <criterion/criterion.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "sg-exercises.h"
#include "brute.h"

#define SENTINEL ((int64_t)0x5A5A5A5A5A5A5A5ALL)
#define BYTE_SENTINEL ((unsigned char)0xEE)
#define MAXN 12

/* The largest k in 1..min(3, n-i) that keeps the brute-force value of
   the position i: the game tree is searched with absolute scores (Alice
   maximises Alice minus Bob, Bob minimises it) by brute_value. */
static unsigned brute_largest_take(const int *v, size_t n, size_t i)
{
    int64_t want = brute_value(v, n, i, 1, 0, 0), gain = 0;
    unsigned largest = 0;
    for (size_t k = 1; k <= 3 && i + k <= n; k++) {
        gain += v[i + k - 1];
        if (brute_value(v, n, i + k, 0, gain, 0) == want)
            largest = (unsigned)k;
    }
    return largest;
}

/* Runs sg_stone3_table_largest on v[0..n-1] with and without take, and
   checks every entry against the brute force, and that nothing is written
   past best[n] and take[n-1]. */
static void check_table(const int *v, size_t n)
{
    int64_t best[MAXN + 2], best2[MAXN + 2];
    unsigned char take[MAXN + 1];
    char buf[200];
    brute_format(v, n, buf, sizeof buf);
    for (size_t i = 0; i < MAXN + 2; i++)
        best[i] = best2[i] = SENTINEL;
    memset(take, BYTE_SENTINEL, sizeof take);
    int status = sg_stone3_table_largest(v, n, best, take);
    cr_assert_eq(status, SG_OK, "sg_stone3_table_largest(%s) returned %d (%s)",
                 buf, status, sg_exercise_strerror(status));
    cr_assert_eq(best[n], 0, "values %s: best[n] = %lld, must be 0", buf, (long long)best[n]);
    cr_assert_eq(best[n + 1], SENTINEL, "values %s: best[n+1] was written (best has n+1 entries)",
                 buf);
    cr_assert_eq(take[n], BYTE_SENTINEL, "values %s: take[n] was written (take has n entries)",
                 buf);
    for (size_t i = 0; i < n; i++) {
        int64_t want = brute_best_from(v, n, i);
        unsigned k = brute_largest_take(v, n, i);
        cr_assert_eq(best[i], want, "values %s: best[%zu] = %lld, expected %lld",
                     buf, i, (long long)best[i], (long long)want);
        cr_assert_eq(take[i], k, "values %s: take[%zu] = %u, but the largest optimal move is %u",
                     buf, i, (unsigned)take[i], k);
    }
    status = sg_stone3_table_largest(v, n, best2, NULL);
    cr_assert_eq(status, SG_OK, "sg_stone3_table_largest(%s, take = NULL) returned %d (%s)",
                 buf, status, sg_exercise_strerror(status));
    cr_assert_eq(memcmp(best, best2, sizeof best), 0,
                 "values %s: best differs when take is NULL", buf);
}

/* check_table as a visitor for for_each_array. */
static void visit_check_table(const int *v, size_t n, void *ctx)
{
    (void)ctx;
    check_table(v, n);
}

Test(stone3_largest, seed_row)
{
    /* The row of the figure: no position has two optimal moves, so the
       table is the same as sg_stone3_table's. */
    static const int v[] = {1, 2, 3, 4, 5, -9, 7};
    static const int64_t want_best[] = {-1, 2, 14, 11, 7, -2, 7, 0};
    static const unsigned char want_take[] = {1, 3, 3, 2, 1, 2, 1};
    int64_t best[9];
    unsigned char take[8];
    for (size_t i = 0; i < 9; i++)
        best[i] = SENTINEL;
    memset(take, BYTE_SENTINEL, sizeof take);
    int status = sg_stone3_table_largest(v, 7, best, take);
    cr_assert_eq(status, SG_OK, "sg_stone3_table_largest([1,2,3,4,5,-9,7]) returned %d (%s)",
                 status, sg_exercise_strerror(status));
    for (size_t i = 0; i < 8; i++)
        cr_assert_eq(best[i], want_best[i], "[1,2,3,4,5,-9,7]: best[%zu] = %lld, expected %lld",
                     i, (long long)best[i], (long long)want_best[i]);
    for (size_t i = 0; i < 7; i++)
        cr_assert_eq(take[i], want_take[i], "[1,2,3,4,5,-9,7]: take[%zu] = %u, expected %u",
                     i, (unsigned)take[i], (unsigned)want_take[i]);
    cr_assert_eq(best[8], SENTINEL, "best[n+1] was written: best has only n+1 entries");
    cr_assert_eq(take[7], BYTE_SENTINEL, "take[n] was written: take has only n entries");
    check_table(v, 7);
}

Test(stone3_largest, ties_take_the_most)
{
    /* All zeros: every move is optimal, so the largest legal one. */
    static const int z[] = {0, 0, 0, 0, 0};
    static const unsigned char want_z[] = {3, 3, 3, 2, 1};
    int64_t best[7];
    unsigned char take[6];
    memset(take, BYTE_SENTINEL, sizeof take);
    for (size_t i = 0; i < 7; i++)
        best[i] = SENTINEL;
    int status = sg_stone3_table_largest(z, 5, best, take);
    cr_assert_eq(status, SG_OK, "sg_stone3_table_largest([0,0,0,0,0]) returned %d (%s)",
                 status, sg_exercise_strerror(status));
    for (size_t i = 0; i < 5; i++) {
        cr_assert_eq(best[i], 0, "[0,0,0,0,0]: best[%zu] = %lld, expected 0", i, (long long)best[i]);
        cr_assert_eq(take[i], want_z[i], "[0,0,0,0,0]: every move is optimal, take[%zu] = %u "
                     "but the largest legal move is %u", i, (unsigned)take[i], (unsigned)want_z[i]);
    }
    cr_assert_eq(best[5], 0, "best[n] must be 0");
    cr_assert_eq(best[6], SENTINEL, "best[n+1] was written");
    cr_assert_eq(take[5], BYTE_SENTINEL, "take[n] was written");
    check_table(z, 5);
    /* [1,-1,1]: at position 0 taking one stone (1 - D(1) = 1 - 0) and
       taking all three (1) tie; at position 1 taking both (0) beats one
       (-1 - 1). */
    static const int w[] = {1, -1, 1};
    static const int64_t want_best[] = {1, 0, 1, 0};
    static const unsigned char want_w[] = {3, 2, 1};
    memset(take, BYTE_SENTINEL, sizeof take);
    status = sg_stone3_table_largest(w, 3, best, take);
    cr_assert_eq(status, SG_OK, "sg_stone3_table_largest([1,-1,1]) returned %d (%s)",
                 status, sg_exercise_strerror(status));
    for (size_t i = 0; i < 4; i++)
        cr_assert_eq(best[i], want_best[i], "[1,-1,1]: best[%zu] = %lld, expected %lld",
                     i, (long long)best[i], (long long)want_best[i]);
    for (size_t i = 0; i < 3; i++)
        cr_assert_eq(take[i], want_w[i], "[1,-1,1]: take[%zu] = %u, expected %u (taking 1 and 3 "
                     "tie at position 0)", i, (unsigned)take[i], (unsigned)want_w[i]);
    cr_assert_eq(take[3], BYTE_SENTINEL, "take[n] was written");
}

Test(stone3_largest, take_null)
{
    static const int v[] = {3, -1, 2, 0, 0, -4, 6, 1};
    int64_t best[10];
    for (size_t i = 0; i < 10; i++)
        best[i] = SENTINEL;
    int status = sg_stone3_table_largest(v, 8, best, NULL);
    cr_assert_eq(status, SG_OK, "take = NULL is allowed, but the call returned %d (%s)",
                 status, sg_exercise_strerror(status));
    for (size_t i = 0; i <= 8; i++) {
        int64_t want = i < 8 ? brute_best_from(v, 8, i) : 0;
        cr_assert_eq(best[i], want, "[3,-1,2,0,0,-4,6,1], take = NULL: best[%zu] = %lld, "
                     "expected %lld", i, (long long)best[i], (long long)want);
    }
    cr_assert_eq(best[9], SENTINEL, "best[n+1] was written");
}

Test(stone3_largest, empty_and_errors)
{
    static const int v[] = {5, 6};
    int64_t best[3] = {SENTINEL, SENTINEL, SENTINEL};
    unsigned char take[2] = {BYTE_SENTINEL, BYTE_SENTINEL};
    int status = sg_stone3_table_largest(NULL, 0, best, take);
    cr_assert_eq(status, SG_OK, "n = 0 is a valid game, but the call returned %d (%s)",
                 status, sg_exercise_strerror(status));
    cr_assert_eq(best[0], 0, "n = 0: best[0] = %lld, must be 0", (long long)best[0]);
    cr_assert_eq(best[1], SENTINEL, "n = 0: best[1] was written (best has n+1 = 1 entry)");
    cr_assert_eq(take[0], BYTE_SENTINEL, "n = 0: take[0] was written (take has no entry)");
    best[0] = SENTINEL;
    cr_assert_eq(sg_stone3_table_largest(NULL, 2, best, take), SG_ENULL,
                 "NULL values with n > 0 must be SG_ENULL");
    cr_assert_eq(sg_stone3_table_largest(v, 2, NULL, take), SG_ENULL,
                 "best == NULL must be SG_ENULL (take may be NULL, best may not)");
    cr_assert_eq(sg_stone3_table_largest(v, 2, NULL, NULL), SG_ENULL,
                 "best == NULL must be SG_ENULL");
#if SIZE_MAX > UINT32_MAX
    cr_assert_eq(sg_stone3_table_largest(v, SG_MAX_N + 1, best, take), SG_ETOOBIG,
                 "n = SG_MAX_N + 1 must be SG_ETOOBIG");
#endif
    for (size_t i = 0; i < 3; i++)
        cr_assert_eq(best[i], SENTINEL, "a call that fails wrote best[%zu]", i);
    for (size_t i = 0; i < 2; i++)
        cr_assert_eq(take[i], BYTE_SENTINEL, "a call that fails wrote take[%zu]", i);
}

Test(stone3_largest, against_brute_force)
{
    uint64_t seed = 23;
    int v[MAXN];
    for (int t = 0; t < 3000; t++) {
        size_t n = (size_t)rng_range(&seed, 0, MAXN);
        int span = t % 3 == 0 ? 20 : t % 3 == 1 ? 3 : 1;   /* small spans tie often */
        fill_random(v, n, &seed, -span, span);
        check_table(v, n);
    }
}

Test(stone3_largest, every_small_array)
{
    for_each_array(6, -2, 2, visit_check_table, NULL);
}

Test(stone3_largest, extreme_values)
{
    uint64_t seed = 0xE23;
    int v[MAXN];
    for (size_t n = 1; n <= 10; n++) {
        for (size_t i = 0; i < n; i++)
            v[i] = INT_MIN;
        check_table(v, n);
        for (size_t i = 0; i < n; i++)
            v[i] = INT_MAX;
        check_table(v, n);
    }
    for (int t = 0; t < 1000; t++) {
        size_t n = (size_t)rng_range(&seed, 1, 10);
        for (size_t i = 0; i < n; i++)
            v[i] = extreme_int(&seed);
        check_table(v, n);
    }
}
