/* stone7-selfish.c: the exercise stone7-selfish, a Bob who plays for
   himself (sg_stone7_selfish). */
#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "sg-exercises.h"
#include "brute.h"

#define SENTINEL ((int64_t)0x5A5A5A5A5A5A5A5ALL)
#define MAXB 14          /* the largest row checked against the brute force */
#define MAXM 300         /* the largest row of the memoised reference */

/* The points of the player to move (self) and of the other, from a
   position on. */
struct pair {
    int64_t self, other;
};

/* The move of the player to move when row[lo..hi-1] remain, worth rest,
   and that player is Bob if bob is non-zero: each removal scores what
   remains; the other player's answer comes from next(), which plays the
   rest of the game.  Alice keeps the move with the larger (her points -
   Bob's), Bob the one with more points for himself; a tie goes to the
   left.  Returns the points from here on. */
static struct pair choose(const int *row, size_t lo, size_t hi, int64_t rest,
                          int bob, struct pair (*next)(const int *, size_t, size_t,
                                                       int64_t, int))
{
    struct pair best = {0, 0};
    int64_t best_key = 0;
    for (int side = 0; side < 2; side++) {
        int64_t gain = rest - (side == 0 ? row[lo] : row[hi - 1]);
        struct pair after = next(row, lo + (side == 0), hi - (side == 1), gain, !bob);
        struct pair mine = {gain + after.other, after.self};
        int64_t key = bob ? mine.self : mine.self - mine.other;
        if (side == 0 || key > best_key) {
            best = mine;
            best_key = key;
        }
    }
    return best;
}

/* Brute force: every play, no memo. */
static struct pair brute(const int *row, size_t lo, size_t hi, int64_t rest, int bob)
{
    if (lo == hi)
        return (struct pair){0, 0};
    return choose(row, lo, hi, rest, bob, brute);
}

/* The same rules with a memo of the intervals, for longer rows; whose
   turn it is on an interval follows from its length. */
static struct {
    int known[MAXM][MAXM + 1];
    struct pair value[MAXM][MAXM + 1];
} memo;

static struct pair memoised(const int *row, size_t lo, size_t hi, int64_t rest,
                            int bob)
{
    if (lo == hi)
        return (struct pair){0, 0};
    if (!memo.known[lo][hi]) {
        memo.value[lo][hi] = choose(row, lo, hi, rest, bob, memoised);
        memo.known[lo][hi] = 1;
    }
    return memo.value[lo][hi];
}

/* The function under test, for the helpers of brute.h. */
static const struct scores_solver selfish = {
    sg_stone7_selfish, "sg_stone7_selfish", sg_exercise_strerror,
    SG_STONE7_VARIANT_MAX
};

static void check_brute(const int *v, size_t n)
{
    struct pair p = brute(v, 0, n, sum_of(v, n), 0);
    expect_solver_scores(&selfish, v, n, p.self, p.other, "brute-force search of every play");
}

static void check_memoised(const int *v, size_t n)
{
    memset(&memo.known, 0, sizeof memo.known);
    struct pair p = memoised(v, 0, n, sum_of(v, n), 0);
    expect_solver_scores(&selfish, v, n, p.self, p.other,
                         "search of the intervals with a memo");
}

Test(stone7_selfish, hand_checked_rows)
{
    static const int book[] = {1, 1, 4, 1, 2}, two[] = {3, 7};
    static const int three[] = {1, 2, 3}, neg[] = {-1, -2, -3};
    static const int leet[] = {5, 3, 1, 4, 2}, greedy[] = {1, 2, 1, 3, 3};
    /* The book's row: a Bob who minimises the difference holds Alice to
       11 against his 9; this Bob gets 10, but Alice 13. */
    expect_solver_scores(&selfish, book, 5, 13, 10, "the chapter's example: Bob 10, Alice 13");
    /* Alice removes the 3 (scoring 7), Bob the 7 (scoring 0). */
    expect_solver_scores(&selfish, two, 2, 7, 0, "Alice removes 3 and scores 7");
    /* Alice removes 1 (5); Bob removes 2 (3), not 3 (2); Alice 3 (0). */
    expect_solver_scores(&selfish, three, 3, 5, 3, "Alice 5, Bob 3");
    /* Alice removes -3 (scoring -3), Bob -2 (scoring -1, not -2), and
       Alice -1 (0).  Removing -1 first would score -5, and Bob would
       answer with -3 (scoring -2): a difference of -3, not -2. */
    expect_solver_scores(&selfish, neg, 3, -3, -1, "Alice -3, Bob -1");
    expect_solver_scores(&selfish, leet, 5, 21, 14,
                         "LeetCode's first example under the two rules");
    expect_solver_scores(&selfish, greedy, 5, 15, 10,
                         "Bob gets 10, more than on any optimal line of the zero-sum game");
}

Test(stone7_selfish, zero_one_and_two_stones)
{
    expect_stone7_tiny_rows(&selfish);
}

Test(stone7_selfish, null_and_too_big)
{
    static const int v[] = {1, 2, 3};
    expect_solver_scores(&selfish, v, 3, 5, 3, "Alice 5, Bob 3");
    expect_scores_errors(&selfish, v, 3);
}

static void visit(const int *v, size_t n, void *ctx)
{
    (void)ctx;
    check_brute(v, n);
}

/* Every row of up to 7 stones with values in -2..2. */
Test(stone7_selfish, every_small_row, .timeout = 120)
{
    for_each_array(7, -2, 2, visit, NULL);
}

Test(stone7_selfish, against_brute_force)
{
    for_each_random_array(3000, MAXB, 0x7751, fill_kind, 4, visit, NULL);
}

/* All INT_MIN and all INT_MAX up to 14 stones, then 1000 rows of 1 to
   14 stones from {INT_MIN, INT_MIN + 1, -1, 0, 1, INT_MAX - 1, INT_MAX}. */
Test(stone7_selfish, extreme_values)
{
    for_each_extreme_array(MAXB, 1000, 0x77E2, visit, NULL);
}

/* Longer rows against the search with a memo, which plays the rules
   from the whole row down, without prefix sums or lengths. */
Test(stone7_selfish, longer_rows_against_a_memo, .timeout = 120)
{
    static const size_t sizes[] = {15, 16, 31, 64, 101, 200, MAXM - 1, MAXM};
    uint64_t seed = 0x7752;
    int v[MAXM];
    for (size_t a = 0; a < sizeof sizes / sizeof sizes[0]; a++)
        for (int kind = 0; kind < 4; kind++) {
            fill_kind(v, sizes[a], &seed, kind);
            check_memoised(v, sizes[a]);
        }
}

/* Whatever Bob's rule, Alice can play the zero-sum game's optimal
   strategy and end sg_stone7's difference ahead; her choice here is
   the best against his rule, so it does at least as well. */
Test(stone7_selfish, alice_never_does_worse_than_in_the_zero_sum_game, .timeout = 60)
{
    uint64_t seed = 0x7753;
    int *v = malloc(2000 * sizeof *v);
    cr_assert_not_null(v, "test: out of memory");
    for (int t = 0; t < 24; t++) {
        size_t n = (size_t)rng_range(&seed, 1, t < 20 ? 300 : 2000);
        fill_kind(v, n, &seed, t % 4);
        int64_t alice = SENTINEL, bob = SENTINEL, d;
        int status = sg_stone7_selfish(v, n, &alice, &bob);
        cr_assert_eq(status, SG_OK, "sg_stone7_selfish(n = %zu) returned %d (%s)",
                     n, status, sg_exercise_strerror(status));
        cr_assert_eq(sg_stone7(v, n, &d), SG_OK, "test: sg_stone7 failed");
        cr_assert(alice - bob >= d, "n = %zu: Alice %lld, Bob %lld: a difference of %lld, "
                  "less than the %lld that Alice can secure against any Bob", n,
                  (long long)alice, (long long)bob, (long long)(alice - bob),
                  (long long)d);
    }
    free(v);
}

/* The largest rows, all INT_MIN or all INT_MAX, where every play is
   alike: the scores are near 2^31 n^2 / 4, and O(n^2) time is a second
   or so. */
Test(stone7_selfish, the_largest_rows, .timeout = 60)
{
    expect_stone7_equal_rows(&selfish);
}
