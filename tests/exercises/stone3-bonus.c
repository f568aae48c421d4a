/* stone3-bonus.c: the exercise stone3-bonus, a bonus for the last stone
   (sg_stone3_last_bonus). */
#include <criterion/criterion.h>
#include <inttypes.h>
#include <limits.h>
#include <stdlib.h>

#include "sg-exercises.h"
#include "brute.h"

/* Brute force over the game tree with absolute scores: diff is Alice's
   score minus Bob's so far, Alice maximises the final diff and Bob
   minimises it.  The player whose move takes the last stone also
   scores the bonus. */
static int64_t brute(const int *v, size_t n, int bonus, size_t i, int alice,
                     int64_t diff)
{
    if (i == n)
        return diff;
    int64_t best = 0, taken = 0;
    for (size_t k = 1; k <= 3 && i + k <= n; k++) {
        taken += v[i + k - 1];
        int64_t gain = taken + (i + k == n ? (int64_t)bonus : 0);
        int64_t r = brute(v, n, bonus, i + k, !alice,
                          alice ? diff + gain : diff - gain);
        if (k == 1 || (alice ? r > best : r < best))
            best = r;
    }
    return best;
}

/* Checks that the solution returns SG_OK and want for v[0..n-1]. */
static void expect(const int *v, size_t n, int bonus, int64_t want,
                   const char *what)
{
    char buf[200];
    int64_t got = INT64_MIN;
    int status = sg_stone3_last_bonus(v, n, bonus, &got);
    brute_format(v, n, buf, sizeof buf);
    cr_assert_eq(status, SG_OK,
                 "%s: sg_stone3_last_bonus(%s, n=%zu, bonus=%d) returned %d (%s),"
                 " not SG_OK", what, buf, n, bonus, status, sg_exercise_strerror(status));
    cr_assert_eq(got, want,
                 "%s: values %s, bonus %d: Alice minus Bob should be %" PRId64
                 ", got %" PRId64, what, buf, bonus, want, got);
}

static void expect_brute(const int *v, size_t n, int bonus, const char *what)
{
    expect(v, n, bonus, brute(v, n, bonus, 0, 1, 0), what);
}

/* expect_brute with every bonus in -3..3 (a visitor for for_each_array). */
static void expect_brute_small_bonus(const int *v, size_t n, void *ctx)
{
    (void)ctx;
    for (int bonus = -3; bonus <= 3; bonus++)
        expect_brute(v, n, bonus, "all arrays of length <= 5 over -2..2, bonus -3..3");
}

Test(stone3_bonus, hand_examples)
{
    int a[] = {5};
    expect(a, 1, 3, 8, "one stone: Alice takes 5 and the bonus 3");
    expect(a, 1, -10, -5, "one stone: Alice must take it, 5 - 10");
    int b[] = {1, 2, 3, 7};
    expect(b, 4, 0, -1, "bonus 0 is the chapter's game: [1,2,3,7] gives -1");
    /* [3,1]: with bonus 5 Alice takes both, 3 + 1 + 5 = 9; with bonus -5
       she takes 3 and Bob must take 1 - 5: 3 - (-4) = 7. */
    int c[] = {3, 1};
    expect(c, 2, 5, 9, "[3,1], bonus 5: Alice takes both stones");
    expect(c, 2, -5, 7, "[3,1], bonus -5: Alice leaves Bob the last stone");
    /* Four zeros: whatever Alice takes, Bob can take the rest; with a
       penalty instead, Alice takes three and Bob must take the last. */
    int z[] = {0, 0, 0, 0};
    expect(z, 4, 10, -10, "[0,0,0,0], bonus 10: Bob takes the last stone");
    expect(z, 4, -10, 10, "[0,0,0,0], bonus -10: Alice leaves one stone");
}

Test(stone3_bonus, empty_and_errors)
{
    int v[] = {5};
    int64_t d = 42;
    expect_code(sg_stone3_last_bonus(NULL, 0, 7, &d), SG_OK,
                 "n = 0 is a valid game (values may be NULL)");
    cr_assert_eq(d, 0, "n = 0: nobody takes a stone, so nobody gets the bonus 7;"
                 " the answer is 0, got %" PRId64, d);
    expect_code(sg_stone3_last_bonus(NULL, 0, INT_MIN, &d), SG_OK,
                 "n = 0 with bonus INT_MIN is a valid game");
    cr_assert_eq(d, 0, "n = 0, bonus INT_MIN: the answer is 0, got %" PRId64, d);
    expect_code(sg_stone3_last_bonus(NULL, 1, 7, &d), SG_ENULL,
                 "NULL values with n > 0 must give SG_ENULL");
    expect_code(sg_stone3_last_bonus(v, 1, 7, NULL), SG_ENULL,
                 "a NULL result pointer must give SG_ENULL");
}

Test(stone3_bonus, every_small_array)
{
    for_each_array(5, -2, 2, expect_brute_small_bonus, NULL);
}

Test(stone3_bonus, against_brute_force)
{
    uint64_t seed = 29;
    int v[12];
    for (int t = 0; t < 3000; t++) {
        size_t n = (size_t)rng_range(&seed, 0, 12);
        int range = t % 2 ? 20 : 3;
        fill_random(v, n, &seed, -range, range);
        int bonus = rng_range(&seed, -50, 50);
        expect_brute(v, n, bonus, "random array and bonus");
    }
}

Test(stone3_bonus, extreme_values)
{
    uint64_t seed = 2900;
    int v[12];
    for (int t = 0; t < 600; t++) {
        size_t n = (size_t)rng_range(&seed, 1, 12);
        for (size_t i = 0; i < n; i++)
            v[i] = any_extreme_int(&seed);
        int bonus = t % 3 == 0 ? INT_MIN : t % 3 == 1 ? INT_MAX
                  : rng_range(&seed, INT_MIN, INT_MAX);
        expect_brute(v, n, bonus,
                     "values and bonus near INT_MIN and INT_MAX (use int64_t)");
    }
}
