/* stone8-at-least.c: the exercise stone8-at-least, a least move
   (sg_stone8_at_least). */
#include <criterion/criterion.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "sg-exercises.h"
#include "brute.h"

#define SENTINEL ((int64_t)0x5A5A5A5A5A5A5A5ALL)
#define MAXB 12          /* the longest row checked against the brute force */

/* Brute force over the game tree, with the row as the rules describe
   it: row[0..len-1] is left (its first stone may be a merged one, so 64
   bits), and the player to move takes the leftmost x stones, x >= least
   (and x >= 2), scores their sum and puts it back at the left end as one
   stone; with fewer than least stones left (or one) the game is over.
   Returns Alice's score minus Bob's from here on, Alice maximising it and
   Bob minimising it.  No prefix sums, no recurrence over positions. */
static int64_t play(const int64_t *row, size_t len, size_t least, int alice)
{
    int64_t best = 0, merged = 0, next[MAXB];
    int found = 0;
    for (size_t x = 1; x <= len; x++) {
        merged += row[x - 1];
        if (x < 2 || x < least)
            continue;
        next[0] = merged;
        memcpy(next + 1, row + x, (len - x) * sizeof *row);
        int64_t d = play(next, len - x + 1, least, !alice);
        d = alice ? d + merged : d - merged;
        if (!found || (alice ? d > best : d < best))
            best = d;
        found = 1;
    }
    return best;                /* 0 when nobody can move */
}

static int64_t brute_at_least(const int *v, size_t n, size_t least)
{
    int64_t row[MAXB];
    cr_assert(n <= MAXB, "test: the brute force takes at most %d stones", MAXB);
    for (size_t i = 0; i < n; i++)
        row[i] = v[i];
    return play(row, n, least, 1);
}

/* The prefix sums p[0..n] of v. */
static int64_t *prefix_sums(const int *v, size_t n)
{
    int64_t *p = malloc((n + 1) * sizeof *p);
    cr_assert_not_null(p, "test: out of memory");
    p[0] = 0;
    for (size_t k = 0; k < n; k++)
        p[k + 1] = p[k] + v[k];
    return p;
}

/* The recurrence over the positions as it stands, in O(n^2) time: from
   k (the prefix of k stones merged, n - k + 1 stones in the row) a move
   goes to j with k + least - 1 <= j <= n and scores P(j); a position
   with no such j is final, V(k) = 0.  The answer is V(1). */
static int64_t slow_at_least(const int *v, size_t n, size_t least)
{
    if (n < 2 || n < least)
        return 0;
    int64_t *p = prefix_sums(v, n), *value = malloc((n + 1) * sizeof *value);
    cr_assert_not_null(value, "test: out of memory");
    for (size_t k = n; k >= 1; k--) {
        value[k] = 0;
        if (n - k + 1 < least || k == n)
            continue;
        value[k] = INT64_MIN;
        for (size_t j = k + least - 1; j <= n; j++)
            if (j > k && p[j] - value[j] > value[k])
                value[k] = p[j] - value[j];
    }
    int64_t answer = value[1];
    free(p);
    free(value);
    return answer;
}

/* The same recurrence in O(n log n) time, the maximum over the moves
   taken from a segment tree whose leaf j holds P(j) - V(j) once V(j) is
   known, INT64_MIN before. */
struct tree {
    int64_t *node;
    size_t size;             /* the number of leaves, a power of two */
};

static void tree_set(struct tree *t, size_t j, int64_t x)
{
    size_t i = t->size + j;
    t->node[i] = x;
    for (i /= 2; i >= 1; i /= 2)
        t->node[i] = t->node[2 * i] > t->node[2 * i + 1] ? t->node[2 * i] : t->node[2 * i + 1];
}

/* The largest leaf in lo..hi (lo <= hi). */
static int64_t tree_max(const struct tree *t, size_t lo, size_t hi)
{
    int64_t best = INT64_MIN;
    for (size_t l = lo + t->size, r = hi + t->size + 1; l < r; l /= 2, r /= 2) {
        if (l & 1) {
            best = t->node[l] > best ? t->node[l] : best;
            l++;
        }
        if (r & 1) {
            r--;
            best = t->node[r] > best ? t->node[r] : best;
        }
    }
    return best;
}

static int64_t tree_at_least(const int *v, size_t n, size_t least)
{
    if (n < 2 || n < least)
        return 0;
    struct tree t = {NULL, 1};
    while (t.size < n + 1)
        t.size *= 2;
    t.node = malloc(2 * t.size * sizeof *t.node);
    int64_t *p = prefix_sums(v, n), value = 0;
    cr_assert_not_null(t.node, "test: out of memory");
    for (size_t i = 0; i < 2 * t.size; i++)
        t.node[i] = INT64_MIN;
    for (size_t k = n; k >= 1; k--) {
        size_t lo = k + (least > 2 ? least : 2) - 1;   /* the first j */
        value = n - k + 1 < least || k == n ? 0 : tree_max(&t, lo, n);
        tree_set(&t, k, p[k] - value);
    }
    free(t.node);
    free(p);
    return value;                                   /* V(1) */
}

static int64_t solve(const int *v, size_t n, size_t least)
{
    int64_t d = SENTINEL;
    int status = sg_stone8_at_least(v, n, least, &d);
    cr_assert_eq(status, SG_OK, "sg_stone8_at_least(n = %zu, least = %zu) returned %d (%s)",
                 n, least, status, sg_exercise_strerror(status));
    return d;
}

static void expect_at_least(const int *v, size_t n, size_t least, int64_t want,
                            const char *how)
{
    char buf[200];
    int64_t got = solve(v, n, least);
    cr_assert_eq(got, want, "sg_stone8_at_least(%s, n = %zu, least = %zu): got %lld; "
                 "expected %lld (%s)", brute_format(v, n, buf, sizeof buf), n, least,
                 (long long)got, (long long)want, how);
}

/* The brute force, for every least from 2 to n + 1 and for SIZE_MAX,
   and the two references of the test against it. */
static void check_brute(const int *v, size_t n)
{
    for (size_t least = 2; least <= n + 2; least++) {
        size_t m = least == n + 2 ? SIZE_MAX : least;
        int64_t want = brute_at_least(v, n, m);
        expect_at_least(v, n, m, want, "brute-force search of every play");
        cr_assert_eq(slow_at_least(v, n, m), want, "test bug: slow_at_least, least = %zu", m);
        cr_assert_eq(tree_at_least(v, n, m), want, "test bug: tree_at_least, least = %zu", m);
    }
}

static void visit(const int *v, size_t n, void *ctx)
{
    (void)ctx;
    check_brute(v, n);
}

static int *random_row(size_t n, uint64_t *seed, int kind)
{
    int *v = malloc((n ? n : 1) * sizeof *v);
    cr_assert_not_null(v, "test: out of memory");
    fill_large_kind(v, n, seed, kind);
    return v;
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
    expect_at_least(stop, 4, 2, brute_at_least(stop, 4, 2), "least = 2: brute force");
}

Test(stone8_at_least, no_move_and_one_move)
{
    static const int v[] = {6, -4}, extreme[] = {INT_MIN, INT_MIN};
    int64_t d = SENTINEL;
    int status = sg_stone8_at_least(NULL, 0, 2, &d);
    cr_assert_eq(status, SG_OK, "n = 0 (values NULL) is a valid game, but the call returned "
                 "%d (%s)", status, sg_exercise_strerror(status));
    cr_assert_eq(d, 0, "n = 0: got %lld, expected 0", (long long)d);
    expect_at_least(v, 0, 2, 0, "no stone: nobody moves");
    expect_at_least(v, 1, 2, 0, "one stone: nobody moves");
    expect_at_least(extreme, 1, 2, 0, "one stone: nobody moves");
    expect_at_least(v, 2, 2, 2, "two stones: Alice takes both");
    expect_at_least(extreme, 2, 2, 2 * (int64_t)INT_MIN, "two stones: Alice takes both");
    expect_at_least(extreme, 2, 3, 0, "two stones, least = 3: nobody moves");
    expect_at_least(extreme, 2, SIZE_MAX, 0, "two stones, least = SIZE_MAX: nobody moves");
}

Test(stone8_at_least, errors)
{
    static const int v[] = {1, 2, 3};
    int64_t d = SENTINEL;
    expect_code(sg_stone8_at_least(NULL, 3, 2, &d), SG_ENULL, "values NULL with n = 3");
    expect_code(sg_stone8_at_least(v, 3, 2, NULL), SG_ENULL, "a NULL result");
    expect_code(sg_stone8_at_least(NULL, 0, 2, NULL), SG_ENULL, "a NULL result, even with n = 0");
    expect_code(sg_stone8_at_least(v, SG_STONE8_VARIANT_MAX + 1, 2, &d), SG_ETOOBIG,
                "n = SG_STONE8_VARIANT_MAX + 1 (check n before reading the stones)");
    expect_code(sg_stone8_at_least(v, SIZE_MAX, 2, &d), SG_ETOOBIG, "n = SIZE_MAX");
    expect_code(sg_stone8_at_least(v, 3, 1, &d), SG_EINVAL, "least = 1");
    expect_code(sg_stone8_at_least(v, 3, 0, &d), SG_EINVAL, "least = 0");
    expect_code(sg_stone8_at_least(v, 1, 1, &d), SG_EINVAL, "least = 1, even with one stone");
    expect_code(sg_stone8_at_least(NULL, 0, 0, &d), SG_EINVAL, "least = 0, even with no stone");
    cr_assert_eq(d, SENTINEL, "a call that fails wrote a result (%lld)", (long long)d);
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
        int *v = random_row(n, &seed, t % FILL_LARGE_KINDS);
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
    uint64_t seed = 0x8B03;
    for (int t = 0; t < 96; t++) {
        size_t n = (size_t)rng_range(&seed, 200, 3000);
        size_t least = t % 4 == 0 ? (size_t)rng_range(&seed, 2, 6)
                     : t % 4 == 1 ? (size_t)rng_range(&seed, 7, 100)
                     : t % 4 == 2 ? (size_t)rng_range(&seed, 100, (int)n + 1)
                     : n - 1;
        int *v = random_row(n, &seed, t % FILL_LARGE_KINDS);
        int64_t want = slow_at_least(v, n, least);
        cr_assert_eq(tree_at_least(v, n, least), want, "test bug: the references disagree");
        int64_t got = solve(v, n, least);
        cr_assert_eq(got, want, "random row %d (n = %zu, least = %zu): got %lld, expected %lld",
                     t, n, least, (long long)got, (long long)want);
        free(v);
    }
}

/* A million stones.  No stopwatch: a solution in O(n) time takes
   milliseconds, while one that takes the maximum over every move of
   every position (about n^2 / 2 steps for a small least) does not
   finish, and the time limit reports it. */
Test(stone8_at_least, a_million_stones_in_linear_time, .timeout = 60)
{
    const size_t n = SG_STONE8_VARIANT_MAX;
    uint64_t seed = 0x8B04;
    for (int kind = 0; kind < 3; kind++) {
        int *v = random_row(n, &seed, kind == 0 ? 0 : kind == 1 ? 2 : 7);
        const size_t leasts[] = {3, 7, 1000, n / 2};
        for (size_t a = 0; a < 4; a++) {
            int64_t want = tree_at_least(v, n, leasts[a]), got = solve(v, n, leasts[a]);
            cr_assert_eq(got, want, "a million stones (kind %d), least = %zu: got %lld, "
                         "expected %lld", kind, leasts[a], (long long)got, (long long)want);
        }
        int64_t whole;
        cr_assert_eq(sg_stone8(v, n, &whole), SG_OK, "test: sg_stone8 failed");
        cr_assert_eq(solve(v, n, 2), whole, "a million stones, least = 2: Stone Game VIII");
        free(v);
    }
}

/* The longest rows of equal extreme values, where the numbers are
   largest: all INT_MIN and all INT_MAX, against the segment tree. */
Test(stone8_at_least, the_longest_rows_of_extremes, .timeout = 60)
{
    const size_t n = SG_STONE8_VARIANT_MAX;
    int *v = malloc(n * sizeof *v);
    cr_assert_not_null(v, "test: out of memory");
    for (int c = 0; c < 2; c++) {
        for (size_t i = 0; i < n; i++)
            v[i] = c ? INT_MAX : INT_MIN;
        const size_t leasts[] = {2, 3, 5, n / 3};
        for (size_t a = 0; a < 4; a++) {
            int64_t want = tree_at_least(v, n, leasts[a]), got = solve(v, n, leasts[a]);
            cr_assert_eq(got, want, "%s stones, n = %zu, least = %zu: got %lld, expected %lld",
                         c ? "INT_MAX" : "INT_MIN", n, leasts[a], (long long)got,
                         (long long)want);
        }
    }
    free(v);
}
