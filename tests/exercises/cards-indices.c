/* cards-indices.c: the exercise cards-indices, the line as indices
   (sg_cards_line_indices). */
#include <criterion/criterion.h>
#include <limits.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "sg-exercises.h"
#include "brute.h"

#define INDEX_SENTINEL ((size_t)0x5A5A5A5A)
#define MAXB 12          /* the largest row checked against the brute force */

/* Brute force over the game tree with absolute scores: the cards
   v[lo..hi-1] remain, Alice's score minus Bob's is `diff` so far; Alice
   maximises and Bob minimises the final Alice minus Bob. */
static int64_t play_row(const int *v, size_t lo, size_t hi, int alice, int64_t diff)
{
    if (lo == hi)
        return diff;
    int64_t l = play_row(v, lo + 1, hi, !alice, alice ? diff + v[lo] : diff - v[lo]);
    int64_t r = play_row(v, lo, hi - 1, !alice, alice ? diff + v[hi - 1] : diff - v[hi - 1]);
    if (alice)
        return l > r ? l : r;
    return l < r ? l : r;
}

/* Calls sg_cards_line_indices on v[0..n-1] into taken[0..n] (taken has
   n + 1 entries) and checks that it returns SG_OK, leaves taken[n] alone,
   that the indices are a permutation of 0..n-1, and that every index is
   an end of the cards that remain at its turn. */
static void indices(const int *v, size_t n, size_t *taken, const char *desc)
{
    for (size_t t = 0; t <= n; t++)
        taken[t] = INDEX_SENTINEL;
    int status = sg_cards_line_indices(v, n, taken);
    cr_assert_eq(status, SG_OK, "sg_cards_line_indices(%s, n = %zu) returned %d (%s)",
                 desc, n, status, sg_exercise_strerror(status));
    cr_assert_eq(taken[n], INDEX_SENTINEL, "row %s: taken[n] was written (taken has n = %zu "
                 "entries)", desc, n);
    bool *seen = calloc(n + 1, sizeof *seen);
    cr_assert_not_null(seen, "test: out of memory");
    for (size_t t = 0; t < n; t++) {
        size_t k = taken[t];
        cr_assert(k < n, "row %s (n = %zu): taken[%zu] = %zu is not an index of the row",
                  desc, n, t, k);
        cr_assert(!seen[k], "row %s (n = %zu): card %zu is taken twice (taken[%zu] again)",
                  desc, n, k, t);
        seen[k] = true;
    }
    free(seen);
    size_t lo = 0, hi = n;                  /* the cards lo..hi-1 remain */
    for (size_t t = 0; t < n; t++) {
        size_t k = taken[t];
        cr_assert(k == lo || k == hi - 1, "row %s (n = %zu): taken[%zu] = %zu, but the cards "
                  "left at turn %zu are %zu..%zu, so it must be %zu or %zu", desc, n, t, k,
                  t, lo, hi - 1, lo, hi - 1);
        if (k == lo)
            lo++;
        else
            hi--;
    }
}

/* The indices that the moves of sg_cards_line stand for. */
static void indices_of_moves(const int *v, size_t n, size_t *want)
{
    char *moves = malloc(n + 1);
    cr_assert_not_null(moves, "test: out of memory");
    cr_assert_eq(sg_cards_line(v, n, moves, NULL, NULL), SG_OK, "test: sg_cards_line failed");
    size_t lo = 0, hi = n;
    for (size_t t = 0; t < n; t++)
        want[t] = moves[t] == 'L' ? lo++ : --hi;
    free(moves);
}

/* Compares the indices with those of sg_cards_line's moves. */
static void check_same_line(const int *v, size_t n, const char *desc)
{
    size_t *taken = malloc((n + 1) * sizeof *taken), *want = malloc((n + 1) * sizeof *want);
    cr_assert(taken != NULL && want != NULL, "test: out of memory");
    indices(v, n, taken, desc);
    indices_of_moves(v, n, want);
    for (size_t t = 0; t < n; t++)
        cr_assert_eq(taken[t], want[t], "%s (n = %zu): taken[%zu] = %zu, but the line of "
                     "sg_cards_line takes card %zu at that turn", desc, n, t, taken[t], want[t]);
    free(taken);
    free(want);
}

/* On a small row, replays the indices against the brute force: each
   turn takes an optimal card (on a tie either one: the line of
   sg_cards_line does not always take the left card), and the indices are
   those of sg_cards_line's moves. */
static void check_small(const int *v, size_t n)
{
    size_t taken[MAXB + 1];
    char buf[200];
    brute_format(v, n, buf, sizeof buf);
    indices(v, n, taken, buf);
    size_t lo = 0, hi = n;
    int64_t diff = 0;
    for (size_t t = 0; t < n; t++) {
        int alice = t % 2 == 0;
        const char *who = alice ? "Alice" : "Bob";
        int64_t l = play_row(v, lo + 1, hi, !alice, alice ? diff + v[lo] : diff - v[lo]);
        int64_t r = play_row(v, lo, hi - 1, !alice, alice ? diff + v[hi - 1] : diff - v[hi - 1]);
        int64_t best = alice ? (l > r ? l : r) : (l < r ? l : r);
        if (taken[t] == lo) {
            cr_assert_eq(l, best, "row %s, turn %zu (%s, cards %zu..%zu left): taking card "
                         "%zu ends the game at Alice - Bob = %lld, but card %zu gives %lld, "
                         "which is better for %s", buf, t, who, lo, hi - 1, lo, (long long)l,
                         hi - 1, (long long)r, who);
            diff += alice ? v[lo] : -(int64_t)v[lo];
            lo++;
        } else {
            cr_assert_eq(r, best, "row %s, turn %zu (%s, cards %zu..%zu left): taking card "
                         "%zu ends the game at Alice - Bob = %lld, but card %zu gives %lld, "
                         "which is better for %s", buf, t, who, lo, hi - 1, hi - 1,
                         (long long)r, lo, (long long)l, who);
            diff += alice ? v[hi - 1] : -(int64_t)v[hi - 1];
            hi--;
        }
    }
    check_same_line(v, n, buf);
}

static void expect_indices(const int *v, size_t n, const size_t *want)
{
    size_t taken[MAXB + 1];
    char buf[200];
    brute_format(v, n, buf, sizeof buf);
    indices(v, n, taken, buf);
    for (size_t t = 0; t < n; t++)
        cr_assert_eq(taken[t], want[t], "row %s: taken[%zu] = %zu, expected %zu",
                     buf, t, taken[t], want[t]);
    check_small(v, n);
}

Test(cards_indices, hand_checked_lines)
{
    static const int one[] = {7}, two[] = {3, 3}, mid[] = {1, 2, 1};
    static const int no_tie[] = {4, 1, 2}, fig[] = {2, 9, 4, 3, 8};
    static const size_t one_t[] = {0}, two_t[] = {0, 1}, mid_t[] = {0, 1, 2};
    static const size_t no_tie_t[] = {0, 2, 1}, fig_t[] = {4, 3, 0, 1, 2};
    expect_indices(one, 1, one_t);
    expect_indices(two, 2, two_t);          /* "LL" */
    expect_indices(mid, 3, mid_t);          /* "LLL" */
    expect_indices(no_tie, 3, no_tie_t);    /* "LRL": 4, then 2, then 1 */
    /* sg_cards_line's line "RRLLL": 8, 3, then 2 (as good as 4), 9, 4. */
    expect_indices(fig, 5, fig_t);
}

Test(cards_indices, against_brute_force)
{
    uint64_t seed = 43;
    int v[MAXB];
    for (int t = 0; t < 3000; t++) {
        size_t n = (size_t)rng_range(&seed, 0, MAXB);
        int span = t % 3 == 0 ? 50 : t % 3 == 1 ? 3 : 1;   /* small spans tie often */
        for (size_t i = 0; i < n; i++)
            v[i] = rng_range(&seed, -span, span);
        check_small(v, n);
    }
}

static void visit(const int *v, size_t n, void *ctx)
{
    (void)ctx;
    check_small(v, n);
}

/* Every array of up to 6 values in -2..2. */
Test(cards_indices, every_small_row)
{
    for_each_array(6, -2, 2, visit, NULL);
}

/* All INT_MIN and all INT_MAX up to 10 values, then 1000 arrays of 1 to
   10 values from {INT_MIN, INT_MIN + 1, -1, 0, 1, INT_MAX - 1, INT_MAX}. */
Test(cards_indices, extreme_values)
{
    for_each_extreme_array(10, 1000, 0xE43, visit, NULL);
}

Test(cards_indices, long_rows_same_as_sg_cards_line, .timeout = 120)
{
    uint64_t seed = 0x4343;
    int *v = malloc(3000 * sizeof *v);
    cr_assert_not_null(v, "test: out of memory");
    for (int k = 0; k < 40; k++) {
        size_t n = (size_t)rng_range(&seed, 13, 3000);
        int span = k % 4 == 0 ? 1000000 : k % 4 == 1 ? 1 : k % 4 == 2 ? 3 : 0;
        for (size_t i = 0; i < n; i++)
            v[i] = rng_range(&seed, -span, span);
        check_same_line(v, n, "a long random row");
    }
    free(v);
}

/* The largest row accepted, and the first refused. */
Test(cards_indices, at_the_limit, .timeout = 120)
{
    size_t n = SG_CARDS_LINE_MAX;
    int *v = malloc((n + 1) * sizeof *v);
    size_t *taken = malloc((n + 1) * sizeof *taken);
    uint64_t seed = 0x4345;
    cr_assert(v != NULL && taken != NULL, "test: out of memory");
    for (size_t i = 0; i <= n; i++)
        v[i] = rng_range(&seed, -3, 3);
    check_same_line(v, n, "a row of SG_CARDS_LINE_MAX cards");
    taken[0] = INDEX_SENTINEL;
    cr_assert_eq(sg_cards_line_indices(v, n + 1, taken), SG_ETOOBIG,
                 "n = SG_CARDS_LINE_MAX + 1 must be SG_ETOOBIG");
    cr_assert_eq(taken[0], INDEX_SENTINEL, "a call that fails wrote taken[0]");
    free(v);
    free(taken);
}

Test(cards_indices, empty_and_errors)
{
    static const int v[] = {4, 1, 2};
    static const size_t want[] = {0, 2, 1};
    size_t taken[4];
    expect_indices(v, 3, want);
    int status = sg_cards_line_indices(NULL, 0, NULL);
    cr_assert_eq(status, SG_OK, "n = 0 with cards and taken NULL is a valid call, but it "
                 "returned %d (%s)", status, sg_exercise_strerror(status));
    for (size_t t = 0; t < 4; t++)
        taken[t] = INDEX_SENTINEL;
    status = sg_cards_line_indices(v, 0, taken);
    cr_assert_eq(status, SG_OK, "n = 0 is a valid game, but the call returned %d (%s)",
                 status, sg_exercise_strerror(status));
    cr_assert_eq(taken[0], INDEX_SENTINEL, "n = 0: taken[0] was written (there is no turn)");
    cr_assert_eq(sg_cards_line_indices(NULL, 3, taken), SG_ENULL,
                 "cards NULL with n = 3 must be SG_ENULL");
    cr_assert_eq(sg_cards_line_indices(v, 3, NULL), SG_ENULL,
                 "taken NULL with n = 3 must be SG_ENULL");
#if SIZE_MAX > UINT32_MAX
    cr_assert_eq(sg_cards_line_indices(v, SG_MAX_N + 1, taken), SG_ETOOBIG,
                 "n = SG_MAX_N + 1 must be SG_ETOOBIG");
#endif
    for (size_t t = 0; t < 4; t++)
        cr_assert_eq(taken[t], INDEX_SENTINEL, "a call that fails wrote taken[%zu]", t);
}
