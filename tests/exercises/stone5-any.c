/* stone5-any.c: the exercise stone5-any, any values (sg_stone5_any).
   Stone Game V on rows that may hold negative values: Bob still throws
   away the part with the larger sum, Alice chooses on a tie. */
#include <criterion/criterion.h>
#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "sg-exercises.h"
#include "brute.h"

#define MAXB 12          /* the longest random row searched by brute force */
#define LONG_N 300       /* the longest row of the tests */

/* ---------------------------------------------------------------------
   References, written from the rules, none from the book's solution:
   brute_stone5 (brute.c), which tries every cut of every position and
   on a tie both parts, and is written for any values, and the textbook
   table for any values, every cut of every interval (O(n^3) time, n^2
   numbers), brute_stone5_cubic. */

/* n equal stones c < 0: a part of more stones has the smaller sum, so
   Bob keeps the longer part, and Alice, who wants it short, halves the
   row: e(m) = ceil(m/2) c + e(ceil(m/2)), e(1) = 0. */
static int64_t equal_negative_row(size_t n, int c)
{
    int64_t score = 0;
    while (n > 1) {
        n = (n + 1) / 2;
        score += (int64_t)n * c;
    }
    return score;
}

/* The function under test, for expect_one_result (brute.h). */
static const struct one_result_solver any = {
    sg_stone5_any, "sg_stone5_any", sg_exercise_strerror, SG_STONE5_VARIANT_MAX, false,
};

static void expect_any(const int *v, size_t n, int64_t want, const char *how)
{
    expect_one_result(&any, v, n, want, how);
}

/* ---------------------------------------------------------------------
   The tests. */

Test(stone5_any, hand_checked_rows, .timeout = 30)
{
    static const int leet[] = {6, 2, 3, 4, 5, 5}, sevens[] = {7, 7, 7, 7, 7, 7, 7};
    static const int minus2[] = {-2, -2, -2}, mixed[] = {3, -1, 2};
    static const int valley[] = {-5, 1, -5}, falling[] = {-1, -2, -3, -4};
    /* Every cut of [-2,-2,-2] keeps -4, then -2: the score is negative,
       and a maximum that starts at 0 says 0. */
    expect_any(minus2, 3, -6, "every play scores -4 and then -2");
    /* [3 | -1,2] keeps the right part (1 < 3) and then -1; the tie
       [3,-1 | 2] lets Alice keep the 2 and stop. */
    expect_any(mixed, 3, 2, "the tie [3,-1 | 2]: keep the 2");
    /* [-5 | 1,-5] keeps the left part (-5 < -4): -5, and the game ends. */
    expect_any(valley, 3, -5, "cut off a -5 and keep it");
    /* [-1,-2,-3 | -4] keeps -1,-2,-3 (-6 < -4), then the tie
       [-1,-2 | -3] keeps the -3. */
    expect_any(falling, 4, -9, "-6, then -3");
    expect_any(leet, 6, 18, "LeetCode's first example");
    expect_any(sevens, 7, 28, "LeetCode's second example");
    expect_any(leet, 1, 0, "LeetCode's third example, one stone");
}

Test(stone5_any, zero_and_one_stone, .timeout = 30)
{
    static const int v[] = {INT_MIN, INT_MAX, -7};
    expect_any(NULL, 0, 0, "n = 0 (values NULL) is a valid game");
    expect_any(v, 0, 0, "no stone: no round");
    expect_any(v, 1, 0, "one stone, INT_MIN: no round");
    expect_any(v + 1, 1, 0, "one stone: no round");
    expect_any(v + 2, 1, 0, "one stone, -7: no round");
    expect_any(v, 2, INT_MIN, "two stones: Bob throws INT_MAX away");
    expect_any(v + 1, 2, -7, "two stones: Bob throws INT_MAX away");
}

Test(stone5_any, null_and_too_big, .timeout = 30)
{
    static const int v[] = {1, -2, 3};
    expect_any(v, 3, 1, "the tie [1 | -2,3]: keep the 1 and stop");
    expect_one_result_errors(&any, v, 3);
}

static void visit(const int *v, size_t n, void *ctx)
{
    int64_t want = brute_stone5(v, n);
    (void)ctx;
    cr_assert_eq(brute_stone5_cubic(v, n, 0), want,
                 "test: the textbook table disagrees with the search");
    expect_any(v, n, want, "search over every play");
}

/* Every row of up to 7 stones with values -2..2. */
Test(stone5_any, every_small_row, .timeout = 120)
{
    for_each_array(7, -2, 2, visit, NULL);
}

/* Random rows of up to MAXB stones: in -20..20, in -2..2, INT_MIN and
   INT_MAX among small values, and any int. */
Test(stone5_any, random_rows_against_brute_force, .timeout = 120)
{
    for_each_random_array(5000, MAXB, 0x5C1A, fill_kind, 4, visit, NULL);
}

/* All INT_MIN and all INT_MAX, then rows of {INT_MIN, INT_MIN + 1, -1,
   0, 1, INT_MAX - 1, INT_MAX}, up to 10 stones. */
Test(stone5_any, extreme_values, .timeout = 120)
{
    for_each_extreme_array(10, 2000, 0x5C2B, visit, NULL);
}

/* Without a negative value the game is the chapter's: sg_stone5. */
Test(stone5_any, nonnegative_rows_are_the_chapters_game, .timeout = 120)
{
    static const size_t sizes[] = {2, 9, 50, 128, 300};
    uint64_t seed = 0x5C3C;
    int v[LONG_N];
    for (size_t a = 0; a < sizeof sizes / sizeof sizes[0]; a++)
        for (int kind = 0; kind < 3; kind++) {
            size_t n = sizes[a];
            fill_random(v, n, &seed, 0, kind == 0 ? 3 : kind == 1 ? 1000 : INT_MAX);
            int64_t want;
            cr_assert_eq(sg_stone5(v, n, &want), SG_OK, "test: sg_stone5 failed");
            expect_any(v, n, want, "no negative value: the game of sg_stone5");
        }
}

/* Long rows of any values against the textbook table: also read
   backwards, the row is worth the same. */
Test(stone5_any, long_rows_against_every_cut, .timeout = 120)
{
    static const size_t sizes[] = {13, 64, 100, 200, 300};
    uint64_t seed = 0x5C4D;
    int v[LONG_N], w[LONG_N];
    for (size_t a = 0; a < sizeof sizes / sizeof sizes[0]; a++)
        for (int kind = 0; kind < 4; kind++) {
            size_t n = sizes[a];
            fill_kind(v, n, &seed, kind);
            int64_t want = brute_stone5_cubic(v, n, 0);
            expect_any(v, n, want, "textbook table over every cut, O(n^3)");
            for (size_t i = 0; i < n; i++)
                w[i] = v[n - 1 - i];
            expect_any(w, n, want, "the row read backwards is worth the same");
        }
}

/* Equal negative stones: Alice halves the row every round; with INT_MIN
   the score is far below 32 bits. */
Test(stone5_any, equal_negative_rows, .timeout = 60)
{
    static const int values[] = {-1, -1000, INT_MIN};
    int v[LONG_N];
    for (size_t c = 0; c < sizeof values / sizeof values[0]; c++)
        for (size_t n = 1; n <= LONG_N; n += n < 20 ? 1 : 37) {
            for (size_t i = 0; i < n; i++)
                v[i] = values[c];
            int64_t got = one_result_of(&any, v, n), want = equal_negative_row(n, values[c]);
            cr_assert_eq(got, want, "%zu stones of %d: got %lld; expected %lld (Bob keeps the "
                         "longer part; Alice halves the row)", n, values[c], (long long)got,
                         (long long)want);
        }
}
