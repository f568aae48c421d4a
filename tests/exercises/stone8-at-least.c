/* stone8-at-least.c: the exercise stone8-at-least, a least move
   (sg_stone8_at_least). */
#include <criterion/criterion.h>
#include <limits.h>
#include <stdlib.h>

#include "sg-exercises.h"
#include "brute.h"

#define MAXB 12          /* the longest row checked against the brute force */

/* The exercise's function, for the helpers of brute.h: the game of
   brute_stone8_moves with lo = least. */
static const struct stone8_limit_solver at_least = {
    sg_stone8_at_least, "sg_stone8_at_least", sg_exercise_strerror, SG_STONE8_VARIANT_MAX,
    "least", true,
};

static int64_t solve(const int *v, size_t n, size_t least)
{
    return stone8_limit_of(&at_least, v, n, least);
}

static void expect_at_least(const int *v, size_t n, size_t least, int64_t want,
                            const char *how)
{
    expect_stone8_limit(&at_least, v, n, least, want, how);
}

/* A visitor for the arrays of brute.h: the brute force, for every least
   from 2 to n + 1 and for SIZE_MAX, and the two references of brute.h
   against it. */
static void visit(const int *v, size_t n, void *ctx)
{
    (void)ctx;
    check_stone8_limit_small(&at_least, v, n);
}

Test(stone8_at_least, hand_checked_rows)
{
    static const int leet1[] = {-1, 2, -3, 4, -5}, leet2[] = {7, -6, 5, 10, 5, -2, -6};
    static const int leet3[] = {-10, -12}, three[] = {1, 2, 3}, stop[] = {1, 1, 1, -5};
    /* least = 2 is Stone Game VIII: LeetCode's answers. */
    expect_at_least(leet1, 5, 2, 5, "least = 2, LeetCode's first example");
    expect_at_least(leet2, 7, 2, 13, "least = 2, LeetCode's second example");
    expect_at_least(leet3, 2, 2, -22, "least = 2, LeetCode's third example");
    /* Too few stones for one move: nobody moves, and Alice loses nothing. */
    expect_at_least(leet3, 2, 3, 0, "two stones, least = 3: nobody moves");
    expect_at_least(leet1, 5, 6, 0, "five stones, least = 6: nobody moves");
    /* Exactly least stones: Alice must take them all. */
    expect_at_least(leet1, 5, 5, -3, "least = n: Alice takes all five, -3");
    expect_at_least(three, 3, 3, 6, "least = n: Alice takes all three, 6");
    /* P = -1, 1, -2, 2, -3 and least = 3: positions 4 and 5 are final;
       V(3) = P(5) = -3, V(2) = max(P(4), P(5)) = 2, and V(1) = max(P(3) -
       V(3), P(4), P(5)) = max(1, 2, -3) = 2. */
    expect_at_least(leet1, 5, 3, 2, "least = 3: Alice takes four and scores 2");
    /* Taking three scores 3 and leaves two stones, too few for Bob;
       taking all four scores only -2. */
    expect_at_least(stop, 4, 3, 3, "least = 3: Alice takes three and Bob is stuck");
    expect_at_least(stop, 4, 2, brute_stone8_limit(&at_least, stop, 4, 2),
                    "least = 2: brute force");
}

Test(stone8_at_least, no_move_and_one_move)
{
    static const int extreme[] = {INT_MIN, INT_MIN};
    expect_stone8_limit_tiny_rows(&at_least);
    expect_at_least(extreme, 1, 2, 0, "one stone: nobody moves");
    expect_at_least(extreme, 2, 3, 0, "two stones, least = 3: nobody moves");
    expect_at_least(extreme, 2, SIZE_MAX, 0, "two stones, least = SIZE_MAX: nobody moves");
}

Test(stone8_at_least, errors)
{
    static const int v[] = {1, 2, 3};
    expect_stone8_limit_errors(&at_least);
    expect_at_least(v, 3, 3, 6, "least = 3: Alice takes all three");
}

/* Every row of up to 7 stones with values in -2..2, every least. */
Test(stone8_at_least, every_small_row, .timeout = 120)
{
    for_each_array(7, -2, 2, visit, NULL);
}

Test(stone8_at_least, against_brute_force, .timeout = 120)
{
    for_each_random_array(3000, MAXB, 0x8B01, fill_kind, 4, visit, NULL);
}

/* All INT_MIN and all INT_MAX up to 12 stones, then 500 rows of 1 to
   12 stones from {INT_MIN, INT_MIN + 1, -1, 0, 1, INT_MAX - 1, INT_MAX}. */
Test(stone8_at_least, extreme_values, .timeout = 120)
{
    for_each_extreme_array(MAXB, 500, 0x8BE1, visit, NULL);
}

/* least = 2 is Stone Game VIII; least = n makes Alice take everything;
   more makes a game with no move. */
Test(stone8_at_least, the_limits_of_least, .timeout = 60)
{
    uint64_t seed = 0x8B02;
    for (int t = 0; t < 64; t++) {
        size_t n = (size_t)rng_range(&seed, 2, t < 48 ? 2000 : 100000);
        int *v = new_large_row(n, &seed, t % FILL_LARGE_KINDS);
        int64_t whole;
        cr_assert_eq(sg_stone8(v, n, &whole), SG_OK, "test: sg_stone8 failed");
        cr_assert_eq(solve(v, n, 2), whole, "n = %zu, least = 2: expected sg_stone8's %lld",
                     n, (long long)whole);
        cr_assert_eq(solve(v, n, n), sum_of(v, n), "n = %zu, least = n: Alice must take all "
                     "the stones", n);
        cr_assert_eq(solve(v, n, n + 1), 0, "n = %zu, least = n + 1: nobody moves", n);
        cr_assert_eq(solve(v, n, SIZE_MAX), 0, "n = %zu, least = SIZE_MAX: nobody moves", n);
        free(v);
    }
}

/* Rows of 200 to 3000 stones, every kind of value, small and large
   limits, against the recurrence evaluated as it stands. */
Test(stone8_at_least, longer_rows_against_the_recurrence, .timeout = 120)
{
    check_stone8_limit_long_rows(&at_least, 0x8B03);
}

/* A million stones.  No stopwatch: a solution in O(n) time takes
   milliseconds, while one that takes the maximum over every move of
   every position (about n^2 / 2 steps for a small least) does not
   finish, and the time limit reports it. */
Test(stone8_at_least, a_million_stones_in_linear_time, .timeout = 60)
{
    const size_t n = SG_STONE8_VARIANT_MAX;
    const size_t leasts[] = {3, 7, 1000, n / 2};
    expect_stone8_limit_longest_rows(&at_least, 0x8B04, leasts, 4, 2);
}

/* The longest rows of equal extreme values, where the numbers are
   largest: all INT_MIN and all INT_MAX, against the segment tree. */
Test(stone8_at_least, the_longest_rows_of_extremes, .timeout = 60)
{
    const size_t n = SG_STONE8_VARIANT_MAX;
    const size_t leasts[] = {2, 3, 5, n / 3};
    expect_stone8_limit_extreme_rows(&at_least, leasts, 4);
}
