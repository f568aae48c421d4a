/* stone7-most.c: the exercise stone7-most, the most points
   (sg_stone7_most_points). */
#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "sg-exercises.h"
#include "brute.h"

#define SENTINEL ((int64_t)0x5A5A5A5A5A5A5A5ALL)
#define MAXB 12          /* the largest row checked against the brute force */
#define MAXM 300         /* the largest row of the memoised reference */

/* Brute force over the game tree with absolute scores: the stones
   row[lo..hi-1] remain and are worth rest, the mover's score minus the
   other's is diff so far (from the mover's side); each removal scores
   what remains.  Returns the final diff, the mover's, when the mover
   maximises it and the other minimises it. */
static int64_t play(const int *row, size_t lo, size_t hi, int64_t rest, int64_t diff)
{
    if (lo == hi)
        return diff;
    int64_t gain_l = rest - row[lo], gain_r = rest - row[hi - 1];
    /* the other player moves next, and sees the diff negated */
    int64_t l = -play(row, lo + 1, hi, gain_l, -(diff + gain_l));
    int64_t r = -play(row, lo, hi - 1, gain_r, -(diff + gain_r));
    return l > r ? l : r;
}

/* The brute force of every optimal line: value[lo][hi] is the result of
   play() on row[lo..hi-1] from a diff of 0, what the mover secures. */
struct lines {
    const int *row;
    int64_t value[MAXB + 1][MAXB + 1];
    int64_t best_alice, best_bob;
    int found;
};

/* Follows every optimal line from row[lo..hi-1], where Alice has scored
   a and Bob b so far, and it is Alice's turn if alice is non-zero: a move
   is optimal when what the mover secures after it (its gain minus what
   the other then secures) is what the mover secures before it.  Keeps
   the end with the most points for Alice. */
static void follow(struct lines *s, size_t lo, size_t hi, int64_t rest, int alice,
                   int64_t a, int64_t b)
{
    if (lo == hi) {
        if (!s->found || a > s->best_alice) {
            s->best_alice = a;
            s->best_bob = b;
            s->found = 1;
        }
        return;
    }
    int64_t gain_l = rest - s->row[lo], gain_r = rest - s->row[hi - 1];
    if (gain_l - s->value[lo + 1][hi] == s->value[lo][hi])
        follow(s, lo + 1, hi, gain_l, !alice, alice ? a + gain_l : a,
               alice ? b : b + gain_l);
    if (gain_r - s->value[lo][hi - 1] == s->value[lo][hi])
        follow(s, lo, hi - 1, gain_r, !alice, alice ? a + gain_r : a,
               alice ? b : b + gain_r);
}

static struct lines brute_most(const int *v, size_t n)
{
    static struct lines s;
    memset(&s, 0, sizeof s);
    s.row = v;
    for (size_t lo = 0; lo <= n; lo++)
        for (size_t hi = lo; hi <= n; hi++)
            s.value[lo][hi] = play(v, lo, hi, sum_of(v + lo, hi - lo), 0);
    follow(&s, 0, n, sum_of(v, n), 1, 0, 0);
    cr_assert(s.found, "test: no optimal line");
    return s;
}

/* The same with a memo of the intervals, for longer rows: the relative
   score d of each interval and the largest total of the two scores over
   its optimal lines. */
static struct {
    int known[MAXM + 1][MAXM + 1];
    int64_t d[MAXM + 1][MAXM + 1], total[MAXM + 1][MAXM + 1];
} memo;                  /* d and total of no stones stay 0 */

static void memoised(const int *row, size_t lo, size_t hi, int64_t rest)
{
    if (lo == hi || memo.known[lo][hi])
        return;
    int64_t gain[2] = {rest - row[lo], rest - row[hi - 1]};
    size_t next_lo[2] = {lo + 1, lo}, next_hi[2] = {hi, hi - 1};
    int64_t d[2], total[2];
    for (int side = 0; side < 2; side++) {
        memoised(row, next_lo[side], next_hi[side], gain[side]);
        d[side] = gain[side] - memo.d[next_lo[side]][next_hi[side]];
        total[side] = gain[side] + memo.total[next_lo[side]][next_hi[side]];
    }
    int side = d[1] > d[0] || (d[1] == d[0] && total[1] > total[0]);
    memo.d[lo][hi] = d[side];
    memo.total[lo][hi] = total[side];
    memo.known[lo][hi] = 1;
}

/* The function under test, for the helpers of brute.h. */
static const struct scores_solver most = {
    sg_stone7_most_points, "sg_stone7_most_points", sg_exercise_strerror,
    SG_STONE7_VARIANT_MAX
};

static void check_brute(const int *v, size_t n)
{
    struct lines s = brute_most(v, n);
    expect_solver_scores(&most, v, n, s.best_alice, s.best_bob,
                         "brute force over every optimal line");
}

static void check_memoised(const int *v, size_t n)
{
    memset(&memo.known, 0, sizeof memo.known);
    memoised(v, 0, n, sum_of(v, n));
    int64_t d = n ? memo.d[0][n] : 0, total = n ? memo.total[0][n] : 0;
    expect_solver_scores(&most, v, n, (total + d) / 2, (total - d) / 2,
                         "search of the intervals with a memo");
}

Test(stone7_most, hand_checked_rows)
{
    static const int tie[] = {1, 1, 2}, book[] = {1, 1, 4, 1, 2};
    static const int two[] = {3, 7}, leet[] = {5, 3, 1, 4, 2};
    static const int five[] = {2, 9, 4, 3, 8};
    /* Removing the left 1 scores 3, and Bob then removes the 1 (scoring
       2); removing the 2 scores 2, and Bob scores 1.  Both lead by 1. */
    expect_solver_scores(&most, tie, 3, 3, 2, "the optimal lines end 3 to 2 and 2 to 1");
    /* The optimal lines end 9-7, 11-9, 12-10 and 13-11. */
    expect_solver_scores(&most, book, 5, 13, 11,
                         "the optimal lines end 9-7, 11-9, 12-10, 13-11");
    expect_solver_scores(&most, two, 2, 7, 0, "Alice removes 3 and scores 7");
    /* sg_stone7_line_bits's line ends 18 to 12; another ends 17 to 11. */
    expect_solver_scores(&most, leet, 5, 18, 12, "LeetCode's first example: 18-12 or 17-11");
    expect_solver_scores(&most, five, 5, 37, 25,
                         "the optimal lines end 31-19, 35-23 and 37-25");
}

Test(stone7_most, zero_one_and_two_stones)
{
    expect_stone7_tiny_rows(&most);
}

Test(stone7_most, null_and_too_big)
{
    static const int v[] = {1, 1, 2};
    expect_solver_scores(&most, v, 3, 3, 2, "Alice 3, Bob 2");
    expect_scores_errors(&most, v, 3);
}

static void visit(const int *v, size_t n, void *ctx)
{
    (void)ctx;
    check_brute(v, n);
}

/* Every row of up to 7 stones with values in -2..2: many ties, so many
   optimal lines. */
Test(stone7_most, every_small_row, .timeout = 120)
{
    for_each_array(7, -2, 2, visit, NULL);
}

Test(stone7_most, against_brute_force)
{
    for_each_random_array(3000, MAXB, 0x7761, fill_kind, 4, visit, NULL);
}

/* All INT_MIN and all INT_MAX up to 12 stones, then 1000 rows of 1 to
   12 stones from {INT_MIN, INT_MIN + 1, -1, 0, 1, INT_MAX - 1, INT_MAX}. */
Test(stone7_most, extreme_values)
{
    for_each_extreme_array(MAXB, 1000, 0x77E3, visit, NULL);
}

/* Longer rows against the search with a memo, which goes from the whole
   row down, without prefix sums or lengths. */
Test(stone7_most, longer_rows_against_a_memo, .timeout = 120)
{
    static const size_t sizes[] = {13, 16, 31, 64, 101, 200, MAXM - 1, MAXM};
    uint64_t seed = 0x7762;
    int v[MAXM];
    for (size_t a = 0; a < sizeof sizes / sizeof sizes[0]; a++)
        for (int kind = 0; kind < 4; kind++) {
            fill_kind(v, sizes[a], &seed, kind);
            check_memoised(v, sizes[a]);
        }
}

/* The difference is sg_stone7's, and the line of sg_stone7_line_bits, one of
   the optimal lines, gives neither player more. */
Test(stone7_most, against_the_line_of_play, .timeout = 60)
{
    uint64_t seed = 0x7763;
    int *v = malloc(2000 * sizeof *v);
    char *moves = malloc(2000);
    cr_assert(v != NULL && moves != NULL, "test: out of memory");
    for (int t = 0; t < 24; t++) {
        size_t n = (size_t)rng_range(&seed, 1, t < 20 ? 300 : 2000);
        fill_kind(v, n, &seed, t % 4);
        int64_t alice = SENTINEL, bob = SENTINEL, d, line_alice, line_bob;
        int status = sg_stone7_most_points(v, n, &alice, &bob);
        cr_assert_eq(status, SG_OK, "sg_stone7_most_points(n = %zu) returned %d (%s)",
                     n, status, sg_exercise_strerror(status));
        cr_assert_eq(sg_stone7(v, n, &d), SG_OK, "test: sg_stone7 failed");
        cr_assert_eq(sg_stone7_line_bits(v, n, moves, &line_alice, &line_bob), SG_OK,
                     "test: sg_stone7_line_bits failed");
        cr_assert_eq(alice - bob, d, "n = %zu: Alice %lld, Bob %lld: a difference of %lld, "
                     "but every optimal line ends %lld", n, (long long)alice,
                     (long long)bob, (long long)(alice - bob), (long long)d);
        cr_assert(alice >= line_alice && bob >= line_bob,
                  "n = %zu: Alice %lld, Bob %lld, but the optimal line of sg_stone7_line_bits "
                  "gives Alice %lld and Bob %lld", n, (long long)alice, (long long)bob,
                  (long long)line_alice, (long long)line_bob);
    }
    free(v);
    free(moves);
}

/* The largest rows, all INT_MIN or all INT_MAX, where every play is
   alike: the scores are near 2^31 n^2 / 4, and O(n^2) time is a second
   or so. */
Test(stone7_most, the_largest_rows, .timeout = 60)
{
    expect_stone7_equal_rows(&most);
}
