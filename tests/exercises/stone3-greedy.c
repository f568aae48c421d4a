/* stone3-greedy.c: the exercise stone3-greedy, play against a greedy Bob
   (sg_stone3_vs_greedy). */
#include <criterion/criterion.h>
#include <inttypes.h>
#include <stdlib.h>

#include "sg-exercises.h"
#include "brute.h"

/* Bob's greedy move when stones v[i..n-1] remain: the number of stones
   (1..3, no more than remain) with the largest total, the fewest on a
   tie. */
static size_t greedy_take(const int *v, size_t n, size_t i)
{
    int64_t total[3];
    size_t most = n - i < 3 ? n - i : 3, pick = 1;
    total[0] = v[i];
    if (most >= 2)
        total[1] = total[0] + v[i + 1];
    if (most >= 3)
        total[2] = total[1] + v[i + 2];
    for (size_t k = 2; k <= most; k++)
        if (total[k - 1] > total[pick - 1])
            pick = k;
    return pick;
}

/* Brute force over the game tree with absolute scores: diff is Alice's
   score minus Bob's so far.  Alice tries every move and keeps the one
   with the largest final diff; Bob's move is forced by his rule. */
static int64_t brute(const int *v, size_t n, size_t i, int alice, int64_t diff)
{
    if (i == n)
        return diff;
    if (!alice) {
        size_t k = greedy_take(v, n, i);
        int64_t taken = 0;
        for (size_t j = 0; j < k; j++)
            taken += v[i + j];
        return brute(v, n, i + k, 1, diff - taken);
    }
    int64_t best = 0, taken = 0;
    for (size_t k = 1; k <= 3 && i + k <= n; k++) {
        taken += v[i + k - 1];
        int64_t r = brute(v, n, i + k, 0, diff + taken);
        if (k == 1 || r > best)
            best = r;
    }
    return best;
}

/* Checks that the solution returns SG_OK and want for v[0..n-1]. */
static void expect(const int *v, size_t n, int64_t want, const char *what)
{
    char buf[200];
    int64_t got = INT64_MIN;
    int status = sg_stone3_vs_greedy(v, n, &got);
    brute_format(v, n, buf, sizeof buf);
    cr_assert_eq(status, SG_OK,
                 "%s: sg_stone3_vs_greedy(%s, n=%zu) returned %d (%s), not SG_OK",
                 what, buf, n, status, sg_exercise_strerror(status));
    cr_assert_eq(got, want,
                 "%s: values %s: Alice minus Bob should be %" PRId64
                 ", got %" PRId64, what, buf, want, got);
}

static void expect_brute(const int *v, size_t n, const char *what)
{
    expect(v, n, brute(v, n, 0, 1, 0), what);
}

/* expect_brute as a visitor for for_each_array; ctx is the message. */
static void visit_expect_brute(const int *v, size_t n, void *ctx)
{
    expect_brute(v, n, (const char *)ctx);
}

Test(stone3_greedy, hand_examples)
{
    /* Alice takes 1; greedy Bob takes 1+1+1 = 3 and leaves both nines:
       19 - 3 = 16 (against optimal Bob she gets only 2). */
    int a[] = {1, 1, 1, 1, 9, 9};
    expect(a, 6, 16, "greedy Bob leaves the nines");
    /* [1,2,3,7]: greedy Bob plays as well as optimal Bob here: -1. */
    int b[] = {1, 2, 3, 7};
    expect(b, 4, -1, "the chapter's example [1,2,3,7]");
    /* Alice takes 0; Bob sees totals -3, -3, -6 on [-3,0,-3] and takes
       one stone (the fewest); Alice takes 0 and Bob must take -3:
       0 - (-6) = 6.  Taking two stones would have given Bob a tie. */
    int c[] = {0, -3, 0, -3};
    expect(c, 4, 6, "on equal totals Bob takes the fewest stones");
    /* Bob takes at most what remains: Alice takes 4, Bob the last -2. */
    int d[] = {4, -2};
    expect(d, 2, 6, "[4,-2]: Bob must take the last stone");
}

Test(stone3_greedy, empty_and_errors)
{
    int v[] = {5};
    int64_t d = 42;
    expect_code(sg_stone3_vs_greedy(NULL, 0, &d), SG_OK,
                 "n = 0 is a valid game (values may be NULL)");
    cr_assert_eq(d, 0, "n = 0 gives 0, got %" PRId64, d);
    expect_code(sg_stone3_vs_greedy(NULL, 1, &d), SG_ENULL,
                 "NULL values with n > 0 must give SG_ENULL");
    expect_code(sg_stone3_vs_greedy(v, 1, NULL), SG_ENULL,
                 "a NULL result pointer must give SG_ENULL");
}

Test(stone3_greedy, every_small_array)
{
    for_each_array(5, -2, 2, visit_expect_brute, "all arrays of length <= 5 over -2..2");
}

Test(stone3_greedy, against_brute_force)
{
    uint64_t seed = 28;
    int v[12];
    for (int t = 0; t < 3000; t++) {
        size_t n = (size_t)rng_range(&seed, 0, 12);
        int range = t % 2 ? 20 : 3;
        fill_random(v, n, &seed, -range, range);
        expect_brute(v, n, "random array");
    }
}

Test(stone3_greedy, extreme_values)
{
    uint64_t seed = 2800;
    int v[12];
    for (int t = 0; t < 500; t++) {
        size_t n = (size_t)rng_range(&seed, 1, 12);
        for (size_t i = 0; i < n; i++)
            v[i] = any_extreme_int(&seed);
        expect_brute(v, n, "values near INT_MIN and INT_MAX (sums in int64_t)");
    }
}
