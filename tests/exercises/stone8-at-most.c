/* stone8-at-most.c: the exercise stone8-at-most, a limit on each move
   (sg_stone8_at_most). */
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
   bits), and the player to move takes the leftmost x stones, 2 <= x <=
   most, scores their sum and puts it back at the left end as one stone.
   Returns Alice's score minus Bob's from here on, Alice maximising it and
   Bob minimising it; with one stone left the game is over.  No prefix
   sums, no recurrence over positions. */
static int64_t play(const int64_t *row, size_t len, size_t most, int alice)
{
    int64_t best = 0, merged = 0, next[MAXB];
    int found = 0;
    for (size_t x = 1; x <= len && x <= most; x++) {
        merged += row[x - 1];
        if (x < 2)
            continue;
        next[0] = merged;
        memcpy(next + 1, row + x, (len - x) * sizeof *row);
        int64_t d = play(next, len - x + 1, most, !alice);
        d = alice ? d + merged : d - merged;
        if (!found || (alice ? d > best : d < best))
            best = d;
        found = 1;
    }
    return best;                /* 0 when nobody can move */
}

static int64_t brute_at_most(const int *v, size_t n, size_t most)
{
    int64_t row[MAXB];
    cr_assert(n <= MAXB, "test: the brute force takes at most %d stones", MAXB);
    for (size_t i = 0; i < n; i++)
        row[i] = v[i];
    return play(row, n, most, 1);
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

/* The recurrence as it stands, in O(n most) time: V(n) = 0 and V(k) =
   max over k < j <= min(n, k + most - 1) of P(j) - V(j); the answer is
   V(1) (0 with fewer than two stones). */
static int64_t slow_at_most(const int *v, size_t n, size_t most)
{
    if (n < 2)
        return 0;
    int64_t *p = prefix_sums(v, n), *value = malloc((n + 1) * sizeof *value);
    cr_assert_not_null(value, "test: out of memory");
    value[n] = 0;
    for (size_t k = n - 1; k >= 1; k--) {
        size_t hi = most - 1 >= n - k ? n : k + most - 1;
        value[k] = INT64_MIN;
        for (size_t j = k + 1; j <= hi; j++)
            if (p[j] - value[j] > value[k])
                value[k] = p[j] - value[j];
    }
    int64_t answer = value[1];
    free(p);
    free(value);
    return answer;
}

/* The same recurrence in O(n log n) time, with the window's maximum
   taken from a segment tree (no deque): leaf j holds P(j) - V(j) once
   V(j) is known, INT64_MIN before. */
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

static int64_t tree_at_most(const int *v, size_t n, size_t most)
{
    if (n < 2)
        return 0;
    struct tree t = {NULL, 1};
    while (t.size < n + 1)
        t.size *= 2;
    t.node = malloc(2 * t.size * sizeof *t.node);
    int64_t *p = prefix_sums(v, n), value = 0;      /* V(n) */
    cr_assert_not_null(t.node, "test: out of memory");
    for (size_t i = 0; i < 2 * t.size; i++)
        t.node[i] = INT64_MIN;
    tree_set(&t, n, p[n]);
    for (size_t k = n - 1; k >= 1; k--) {
        size_t hi = most - 1 >= n - k ? n : k + most - 1;
        value = tree_max(&t, k + 1, hi);                /* V(k) */
        tree_set(&t, k, p[k] - value);
    }
    free(t.node);
    free(p);
    return value;
}

static int64_t solve(const int *v, size_t n, size_t most)
{
    int64_t d = SENTINEL;
    int status = sg_stone8_at_most(v, n, most, &d);
    cr_assert_eq(status, SG_OK, "sg_stone8_at_most(n = %zu, most = %zu) returned %d (%s)",
                 n, most, status, sg_exercise_strerror(status));
    return d;
}

static void expect_at_most(const int *v, size_t n, size_t most, int64_t want, const char *how)
{
    char buf[200];
    int64_t got = solve(v, n, most);
    cr_assert_eq(got, want, "sg_stone8_at_most(%s, n = %zu, most = %zu): got %lld; "
                 "expected %lld (%s)", brute_format(v, n, buf, sizeof buf), n, most,
                 (long long)got, (long long)want, how);
}

/* The brute force, for every most from 2 to n + 1 and for SIZE_MAX, and
   the two references of the test against it. */
static void check_brute(const int *v, size_t n)
{
    for (size_t most = 2; most <= n + 2; most++) {
        size_t m = most == n + 2 ? SIZE_MAX : most;
        int64_t want = brute_at_most(v, n, m);
        expect_at_most(v, n, m, want, "brute-force search of every play");
        cr_assert_eq(slow_at_most(v, n, m), want, "test bug: slow_at_most, most = %zu", m);
        cr_assert_eq(tree_at_most(v, n, m), want, "test bug: tree_at_most, most = %zu", m);
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
    int64_t d = SENTINEL;
    int status = sg_stone8_at_most(NULL, 0, 2, &d);
    cr_assert_eq(status, SG_OK, "n = 0 (values NULL) is a valid game, but the call returned "
                 "%d (%s)", status, sg_exercise_strerror(status));
    cr_assert_eq(d, 0, "n = 0: got %lld, expected 0", (long long)d);
    expect_at_most(v, 0, 2, 0, "no stone: nobody moves");
    expect_at_most(v, 1, 2, 0, "one stone: nobody moves");
    expect_at_most(extreme, 1, SIZE_MAX, 0, "one stone: nobody moves");
    expect_at_most(v, 2, 2, 2, "two stones: Alice takes both");
    expect_at_most(v, 2, SIZE_MAX, 2, "two stones: Alice takes both");
    expect_at_most(extreme, 2, 2, 2 * (int64_t)INT_MIN, "two stones: Alice takes both");
}

Test(stone8_at_most, errors)
{
    static const int v[] = {1, 2, 3};
    int64_t d = SENTINEL;
    expect_code(sg_stone8_at_most(NULL, 3, 2, &d), SG_ENULL, "values NULL with n = 3");
    expect_code(sg_stone8_at_most(v, 3, 2, NULL), SG_ENULL, "a NULL result");
    expect_code(sg_stone8_at_most(NULL, 0, 2, NULL), SG_ENULL, "a NULL result, even with n = 0");
    expect_code(sg_stone8_at_most(v, SG_STONE8_VARIANT_MAX + 1, 2, &d), SG_ETOOBIG,
                "n = SG_STONE8_VARIANT_MAX + 1 (check n before reading the stones)");
    expect_code(sg_stone8_at_most(v, SIZE_MAX, 2, &d), SG_ETOOBIG, "n = SIZE_MAX");
    expect_code(sg_stone8_at_most(v, 3, 1, &d), SG_EINVAL, "most = 1: no move takes one stone");
    expect_code(sg_stone8_at_most(v, 3, 0, &d), SG_EINVAL, "most = 0");
    expect_code(sg_stone8_at_most(v, 1, 1, &d), SG_EINVAL, "most = 1, even with one stone");
    expect_code(sg_stone8_at_most(NULL, 0, 0, &d), SG_EINVAL, "most = 0, even with no stone");
    cr_assert_eq(d, SENTINEL, "a call that fails wrote a result (%lld)", (long long)d);
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
        int *v = random_row(n, &seed, t % FILL_LARGE_KINDS);
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
        int *v = random_row(n, &seed, t % FILL_LARGE_KINDS);
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
    uint64_t seed = 0x8A04;
    for (int t = 0; t < 96; t++) {
        size_t n = (size_t)rng_range(&seed, 200, 3000);
        size_t most = t % 4 == 0 ? (size_t)rng_range(&seed, 2, 6)
                    : t % 4 == 1 ? (size_t)rng_range(&seed, 7, 100)
                    : t % 4 == 2 ? (size_t)rng_range(&seed, 100, (int)n + 1)
                    : n - 1;
        int *v = random_row(n, &seed, t % FILL_LARGE_KINDS);
        int64_t want = slow_at_most(v, n, most);
        cr_assert_eq(tree_at_most(v, n, most), want, "test bug: the references disagree");
        int64_t got = solve(v, n, most);
        cr_assert_eq(got, want, "random row %d (n = %zu, most = %zu): got %lld, expected %lld",
                     t, n, most, (long long)got, (long long)want);
        free(v);
    }
}

/* A million stones.  No stopwatch: a solution in O(n) time takes
   milliseconds whatever most is, while one that scans the window of
   every position (n most steps, over 10^11 here) does not finish, and
   the time limit reports it. */
Test(stone8_at_most, a_million_stones_in_linear_time, .timeout = 60)
{
    const size_t n = SG_STONE8_VARIANT_MAX;
    uint64_t seed = 0x8A05;
    for (int kind = 0; kind < 3; kind++) {
        int *v = random_row(n, &seed, kind == 0 ? 0 : kind == 1 ? 2 : 7);
        const size_t mosts[] = {n / 2, n / 3 + 7, 3, 1000};
        for (size_t a = 0; a < 4; a++) {
            int64_t want = tree_at_most(v, n, mosts[a]), got = solve(v, n, mosts[a]);
            cr_assert_eq(got, want, "a million stones (kind %d), most = %zu: got %lld, "
                         "expected %lld", kind, mosts[a], (long long)got, (long long)want);
        }
        int64_t whole;
        cr_assert_eq(sg_stone8(v, n, &whole), SG_OK, "test: sg_stone8 failed");
        cr_assert_eq(solve(v, n, n), whole, "a million stones, most = n: Stone Game VIII");
        free(v);
    }
}

/* The longest rows of equal extreme values, where the numbers are
   largest: all INT_MIN and all INT_MAX, against the segment tree. */
Test(stone8_at_most, the_longest_rows_of_extremes, .timeout = 60)
{
    const size_t n = SG_STONE8_VARIANT_MAX;
    int *v = malloc(n * sizeof *v);
    cr_assert_not_null(v, "test: out of memory");
    for (int c = 0; c < 2; c++) {
        for (size_t i = 0; i < n; i++)
            v[i] = c ? INT_MAX : INT_MIN;
        const size_t mosts[] = {2, 5, n - 1, SIZE_MAX};
        for (size_t a = 0; a < 4; a++) {
            int64_t want = tree_at_most(v, n, mosts[a]), got = solve(v, n, mosts[a]);
            cr_assert_eq(got, want, "%s stones, n = %zu, most = %zu: got %lld, expected %lld",
                         c ? "INT_MAX" : "INT_MIN", n, mosts[a], (long long)got,
                         (long long)want);
        }
    }
    free(v);
}
