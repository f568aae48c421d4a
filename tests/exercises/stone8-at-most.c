/* stone8-at-most.c: the exercise stone8-at-most, a limit on each move
   (sg_stone8_at_most). */
#include <criterion/criterion.h>
#include <limits.h>
#include <stdlib.h>

#include "sg-exercises.h"
#include "brute.h"

#define MAXB 12          /* the longest row checked against the brute force */

/* The exercise's function, for the helpers of brute.h: the game of
   brute_stone8_moves with hi = most. */
static const struct stone8_limit_solver at_most = {
    sg_stone8_at_most, "sg_stone8_at_most", sg_exercise_strerror, SG_STONE8_VARIANT_MAX,
    "most", false,
};

static int64_t solve(const int *v, size_t n, size_t most)
{
    return stone8_limit_of(&at_most, v, n, most);
}

static void expect_at_most(const int *v, size_t n, size_t most, int64_t want, const char *how)
{
    expect_stone8_limit(&at_most, v, n, most, want, how);
}

/* A visitor for the arrays of brute.h: the brute force, for every most
   from 2 to n + 1 and for SIZE_MAX, and the two references of brute.h
   against it. */
static void visit(const int *v, size_t n, void *ctx)
{
    (void)ctx;
    check_stone8_limit_small(&at_most, v, n);
}

/* With most = 2 every move is forced: move t scores P(t + 2), for Alice
   when t is even. */
static int64_t forced(const int *v, size_t n)
{
    int64_t p = n ? v[0] : 0, d = 0;
    for (size_t j = 2; j <= n; j++) {
        p += v[j - 1];
        d += j % 2 == 0 ? p : -p;
    }
    return d;
}

Test(stone8_at_most, hand_checked_rows)
{
    static const int leet1[] = {-1, 2, -3, 4, -5}, leet2[] = {7, -6, 5, 10, 5, -2, -6};
    static const int leet3[] = {-10, -12}, three[] = {1, 2, 3}, neg[] = {5, -10, 1};
    /* No limit that binds: LeetCode's answers. */
    expect_at_most(leet1, 5, 5, 5, "LeetCode's first example, most = n");
    expect_at_most(leet2, 7, 100, 13, "LeetCode's second example, most = 100");
    expect_at_most(leet3, 2, 2, -22, "LeetCode's third example: Alice must take both");
    /* most = 2: the prefix sums 1, -2, 2, -3 go to Alice, Bob, Alice, Bob. */
    expect_at_most(leet1, 5, 2, 8, "most = 2: Alice 1 + 2, Bob -2 - 3");
    /* [1,2,3] with most = 2: Alice scores 3, Bob 6.  With most = 3 Alice
       takes all three and scores 6. */
    expect_at_most(three, 3, 2, -3, "most = 2: Alice 3, Bob 6");
    expect_at_most(three, 3, 3, 6, "most = 3: Alice takes all, 6");
    /* [5,-10,1]: taking all scores -4; taking two scores -5 and leaves Bob
       the forced move, worth -4 to him: Alice leads by -1.  With most = 2
       only the second is allowed. */
    expect_at_most(neg, 3, 3, -1, "most = 3: taking two (-5), Bob -4");
    expect_at_most(neg, 3, 2, -1, "most = 2: Alice -5, Bob -4");
    /* LeetCode's first example, P = -1, 1, -2, 2, -3, from the right:
       V(5) = 0, V(4) = -3; with most = 3, V(3) = max(2 + 3, -3) = 5,
       V(2) = max(-2 - 5, 2 + 3) = 5, V(1) = max(1 - 5, -2 - 5) = -4; with
       most = 4 the move to 4 is open from 1 too, and V(1) = 2 + 3 = 5. */
    expect_at_most(leet1, 5, 3, -4, "most = 3: Alice takes two, the best is -4");
    expect_at_most(leet1, 5, 4, 5, "most = 4: Alice takes four, 2 - (-3)");
}

Test(stone8_at_most, no_move_and_one_move)
{
    static const int v[] = {6, -4}, extreme[] = {INT_MIN, INT_MIN};
    expect_stone8_limit_tiny_rows(&at_most);
    expect_at_most(extreme, 1, SIZE_MAX, 0, "one stone: nobody moves");
    expect_at_most(v, 2, SIZE_MAX, 2, "two stones: Alice takes both");
}

Test(stone8_at_most, errors)
{
    static const int v[] = {1, 2, 3};
    expect_stone8_limit_errors(&at_most);
    expect_at_most(v, 3, 2, -3, "most = 2: Alice 3, Bob 6");
}

/* Every row of up to 7 stones with values in -2..2, every most. */
Test(stone8_at_most, every_small_row, .timeout = 120)
{
    for_each_array(7, -2, 2, visit, NULL);
}

Test(stone8_at_most, against_brute_force, .timeout = 120)
{
    for_each_random_array(3000, MAXB, 0x8A01, fill_kind, 4, visit, NULL);
}

/* All INT_MIN and all INT_MAX up to 12 stones, then 500 rows of 1 to
   12 stones from {INT_MIN, INT_MIN + 1, -1, 0, 1, INT_MAX - 1, INT_MAX}. */
Test(stone8_at_most, extreme_values, .timeout = 120)
{
    for_each_extreme_array(MAXB, 500, 0x8AE1, visit, NULL);
}

/* A limit of n stones or more is no limit: Stone Game VIII itself. */
Test(stone8_at_most, no_limit_is_stone_game_viii, .timeout = 60)
{
    uint64_t seed = 0x8A02;
    for (int t = 0; t < 64; t++) {
        size_t n = (size_t)rng_range(&seed, 2, t < 48 ? 2000 : 100000);
        int *v = new_large_row(n, &seed, t % FILL_LARGE_KINDS);
        int64_t want;
        cr_assert_eq(sg_stone8(v, n, &want), SG_OK, "test: sg_stone8 failed");
        const size_t mosts[] = {n, n + 1, 2 * n, SIZE_MAX};
        for (size_t a = 0; a < 4; a++)
            cr_assert_eq(solve(v, n, mosts[a]), want, "n = %zu, most = %zu: expected "
                         "sg_stone8's %lld", n, mosts[a], (long long)want);
        free(v);
    }
}

/* most = 2: every move is forced. */
Test(stone8_at_most, two_stones_a_move_is_forced, .timeout = 60)
{
    uint64_t seed = 0x8A03;
    for (int t = 0; t < 40; t++) {
        size_t n = (size_t)rng_range(&seed, 2, 50000);
        int *v = new_large_row(n, &seed, t % FILL_LARGE_KINDS);
        int64_t want = forced(v, n), got = solve(v, n, 2);
        cr_assert_eq(got, want, "n = %zu, most = 2 (every move forced): got %lld, expected "
                     "%lld", n, (long long)got, (long long)want);
        free(v);
    }
}

/* Rows of 200 to 3000 stones, every kind of value, limits small and
   large, against the recurrence evaluated as it stands. */
Test(stone8_at_most, longer_rows_against_the_recurrence, .timeout = 120)
{
    check_stone8_limit_long_rows(&at_most, 0x8A04);
}

/* A million stones.  No stopwatch: a solution in O(n) time takes
   milliseconds whatever most is, while one that scans the window of
   every position (n most steps, over 10^11 here) does not finish, and
   the time limit reports it. */
Test(stone8_at_most, a_million_stones_in_linear_time, .timeout = 60)
{
    const size_t n = SG_STONE8_VARIANT_MAX;
    const size_t mosts[] = {n / 2, n / 3 + 7, 3, 1000};
    expect_stone8_limit_longest_rows(&at_most, 0x8A05, mosts, 4, n);
}

/* The longest rows of equal extreme values, where the numbers are
   largest: all INT_MIN and all INT_MAX, against the segment tree. */
Test(stone8_at_most, the_longest_rows_of_extremes, .timeout = 60)
{
    const size_t n = SG_STONE8_VARIANT_MAX;
    const size_t mosts[] = {2, 5, n - 1, SIZE_MAX};
    expect_stone8_limit_extreme_rows(&at_most, mosts, 4);
}
