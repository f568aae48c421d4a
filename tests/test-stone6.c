/* test-stone6.c: tests of the Stone Game VI solvers of libstonegame
   (stone i is worth a[i] to Alice and b[i] to Bob; the players take any
   stone left in turn, Alice first) against brute_stone6, a search over
   the sets of stones left with absolute scores that knows nothing of the
   sums a[i] + b[i] (brute.c): every game of up to six stones with values
   in {-1, 0, 1}, of up to four in -2..2 and of up to six in {0, 1}, and
   20,000 random games of up to twelve stones with negative values and
   extremes; the value of every position against sg_stone6 on the stones
   left; the radix sort of sg_stone6 on sums that need one, two and three
   digits, at the boundaries between them, with all sums equal and on
   long rows (up to a million stones), against sg_stone6_qsort and the
   line; LeetCode 1686's examples; the line of play move by move (a
   permutation of the stones, every move keeping the value of its
   position, the scores adding up, and the rule for ties: the line is the
   stable sort of the stones by decreasing sum); sg_stone6_line_plain,
   the same line move for move wherever sg_stone6_line is checked, and
   with its errors; and the error conventions. */
#include <criterion/criterion.h>

#include <limits.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "stonegame.h"
#include "brute.h"

/* ---------------------------------------------------------------------
   Helpers. */

#define LEN(a) (sizeof(a) / sizeof((a)[0]))
#define SENTINEL ((int64_t)0x5A5A5A5A5A5A5A5ALL)
#define MOVE_SENTINEL ((size_t)0x5A5A5A5AU)
#define MAXB BRUTE_STONE6_MAX_N      /* the largest n checked against the brute force */

/* A uniform int64_t in lo..hi (hi - lo < 2^63). */
static int64_t rng_span(uint64_t *seed, int64_t lo, int64_t hi)
{
    return lo + (int64_t)(rng_next(seed) % ((uint64_t)(hi - lo) + 1));
}

/* The number of bits of the range of the sums, as the chapter counts
   them (at least 1): one digit up to 12, two up to 24, three beyond. */
static int range_bits(const int *a, const int *b, size_t n)
{
    int64_t least = INT64_MAX, most = INT64_MIN;
    int bits = 1;
    for (size_t i = 0; i < n; i++) {
        int64_t c = (int64_t)a[i] + b[i];
        least = c < least ? c : least;
        most = c > most ? c : most;
    }
    while (n > 0 && (uint64_t)(most - least) >> bits != 0)
        bits++;
    return bits;
}

static void describe(const int *a, const int *b, size_t n, char *desc, size_t size)
{
    char fa[300], fb[300];
    snprintf(desc, size, "a = %s, b = %s (n = %zu)", brute_format(a, n, fa, sizeof fa),
             brute_format(b, n, fb, sizeof fb), n);
}

/* ---------------------------------------------------------------------
   The reference: the order of the contract and the greedy theorem. */

struct ranked {
    int64_t sum;
    size_t index;
};

static int by_sum_then_index(const void *x, const void *y)
{
    const struct ranked *p = x, *q = y;
    if (p->sum != q->sum)
        return p->sum < q->sum ? 1 : -1;
    return (p->index > q->index) - (p->index < q->index);
}

/* Writes into order[0..n-1] the stones by decreasing sum a[i] + b[i],
   equal sums by increasing index (the line the contract promises), and
   returns the value by the chapter's theorems: the sums of even rank
   minus the total of Bob's values. */
static int64_t reference_order(const int *a, const int *b, size_t n, size_t *order)
{
    struct ranked *r = malloc(n * sizeof *r + 1);
    int64_t taken = 0, bob = 0;

    cr_assert_not_null(r, "malloc failed");
    for (size_t i = 0; i < n; i++) {
        r[i] = (struct ranked){ (int64_t)a[i] + b[i], i };
        bob += b[i];
    }
    qsort(r, n, sizeof *r, by_sum_then_index);
    for (size_t t = 0; t < n; t++) {
        order[t] = r[t].index;
        if (t % 2 == 0)
            taken += r[t].sum;
    }
    free(r);
    return taken - bob;
}

/* ---------------------------------------------------------------------
   The line of play. */

/* Checks the line moves[0..n-1] of sg_stone6_line on the game a, b: it
   is a permutation of the stones; it is order, the stones by decreasing
   sum and equal sums by increasing index, so that every move takes a
   stone of the largest sum left (optimal by the greedy theorem); if
   with_brute (n <= MAXB), every move keeps the value of its position by
   brute_stone6_rest; replaying it gives alice and bob; and alice - bob is
   value. */
static void check_line(const int *a, const int *b, size_t n, const size_t *moves,
                       const size_t *order, bool with_brute, int64_t value, int64_t alice,
                       int64_t bob, const char *desc)
{
    bool *seen = calloc(n + 1, sizeof *seen);
    int64_t score[2] = { 0, 0 };
    unsigned left = with_brute ? (1u << n) - 1 : 0;

    cr_assert_not_null(seen, "malloc failed");
    for (size_t t = 0; t < n; t++) {
        size_t i = moves[t];
        cr_assert_lt(i, n, "line of %s: move %zu takes stone %zu", desc, t, i);
        cr_assert(!seen[i], "line of %s: stone %zu is taken twice (move %zu)", desc, i, t);
        seen[i] = true;
        if (i != order[t]) {
            int64_t got = (int64_t)a[i] + b[i], want = (int64_t)a[order[t]] + b[order[t]];
            cr_assert_fail("line of %s: move %zu takes stone %zu (sum %lld); the largest sum "
                           "left, least index first, is stone %zu (sum %lld)", desc, t, i,
                           (long long)got, order[t], (long long)want);
        }
        if (with_brute) {
            int64_t before = brute_stone6_rest(a, b, n, left);
            unsigned after = left & ~(1u << i);
            int64_t worth = (t % 2 ? -(int64_t)b[i] : (int64_t)a[i])
                            + brute_stone6_rest(a, b, n, after);
            cr_assert_eq(worth, before, "line of %s: move %zu (%s takes stone %zu) is worth "
                         "%lld, the position %lld", desc, t, t % 2 ? "Bob" : "Alice", i,
                         (long long)worth, (long long)before);
            left = after;
        }
        score[t % 2] += t % 2 ? b[i] : a[i];
    }
    cr_assert(score[0] == alice && score[1] == bob, "line of %s scores Alice %lld, Bob %lld; "
              "the solver says %lld, %lld", desc, (long long)score[0], (long long)score[1],
              (long long)alice, (long long)bob);
    cr_assert_eq(alice - bob, value, "line of %s: %lld - %lld is not the value %lld", desc,
                 (long long)alice, (long long)bob, (long long)value);
    free(seen);
}

/* ---------------------------------------------------------------------
   The solvers with the value contract. */

typedef int (*value_solver)(const int *, const int *, size_t, int64_t *);

/* alice - bob of the line of play. */
static int line_value(const int *a, const int *b, size_t n, int64_t *r)
{
    size_t *moves = line_moves(n, sizeof *moves);
    int64_t alice = SENTINEL, bob = SENTINEL;
    int rc = sg_stone6_line(a, b, n, moves, &alice, &bob);

    return line_value_of(rc, moves, alice, bob, r);
}

/* alice - bob of the plain line of Part I. */
static int line_plain_value(const int *a, const int *b, size_t n, int64_t *r)
{
    size_t *moves = line_moves(n, sizeof *moves);
    int64_t alice = SENTINEL, bob = SENTINEL;
    int rc = sg_stone6_line_plain(a, b, n, moves, &alice, &bob);

    return line_value_of(rc, moves, alice, bob, r);
}

static const struct {
    const char *name;
    value_solver solve;
} solvers[] = {
    { "sg_stone6", sg_stone6 },
    { "sg_stone6_qsort", sg_stone6_qsort },
    { "sg_stone6_line", line_value },
    { "sg_stone6_line_plain", line_plain_value },
};

/* The public solvers of the value contract: all of solvers but the
   two lines, the last. */
#define PUBLIC_SOLVERS (LEN(solvers) - 2)

/* sg_stone6_line_plain plays the line of sg_stone6_line, move for move
   and with the same scores, also when a score is not asked for; it
   writes no move past n.  Returns the number of moves compared. */
static size_t expect_same_line(const int *a, const int *b, size_t n, const char *desc)
{
    size_t *moves = malloc((n + 1) * sizeof *moves), *plain = malloc((n + 1) * sizeof *plain);
    int64_t alice = SENTINEL, bob = SENTINEL, pa = SENTINEL, pb = SENTINEL;

    cr_assert(moves && plain, "malloc failed");
    plain[n] = MOVE_SENTINEL;
    cr_assert_eq(sg_stone6_line(a, b, n, moves, &alice, &bob), SG_OK, "line(%s)", desc);
    cr_assert_eq(sg_stone6_line_plain(a, b, n, plain, &pa, &pb), SG_OK, "plain(%s)", desc);
    cr_assert_eq(plain[n], MOVE_SENTINEL, "sg_stone6_line_plain(%s) wrote moves[n]", desc);
    for (size_t t = 0; t < n; t++)
        if (plain[t] != moves[t])
            cr_assert_fail("%s: move %zu of sg_stone6_line_plain takes stone %zu, that of "
                           "sg_stone6_line stone %zu", desc, t, plain[t], moves[t]);
    cr_assert(pa == alice && pb == bob, "%s: sg_stone6_line_plain scores %lld, %lld, "
              "sg_stone6_line %lld, %lld", desc, (long long)pa, (long long)pb,
              (long long)alice, (long long)bob);
    pa = pb = SENTINEL;
    cr_assert_eq(sg_stone6_line_plain(a, b, n, plain, &pa, NULL), SG_OK, "plain(%s)", desc);
    cr_assert_eq(sg_stone6_line_plain(a, b, n, plain, NULL, &pb), SG_OK, "plain(%s)", desc);
    cr_assert(pa == alice && pb == bob, "%s: sg_stone6_line_plain scores otherwise with one "
              "score asked for", desc);
    cr_assert_eq(sg_stone6_line_plain(a, b, n, plain, NULL, NULL), SG_OK, "plain(%s)", desc);
    cr_assert(n == 0 || memcmp(plain, moves, n * sizeof *moves) == 0,
              "%s: sg_stone6_line_plain plays another line without the scores", desc);
    free(moves);
    free(plain);
    return n;
}

/* Asserts that every solver gives want on the game; how says where want
   comes from. */
static void expect_solvers(const int *a, const int *b, size_t n, int64_t want, const char *how,
                           const char *desc)
{
    for (size_t k = 0; k < LEN(solvers); k++) {
        int64_t r = SENTINEL;
        int rc = solvers[k].solve(a, b, n, &r);
        cr_assert_eq(rc, SG_OK, "%s(%s) returned %d (%s)", solvers[k].name, desc, rc,
                     sg_strerror(rc));
        cr_assert_eq(r, want, "%s(%s) = %lld; %s says %lld", solvers[k].name, desc,
                     (long long)r, how, (long long)want);
    }
}

/* ---------------------------------------------------------------------
   Small games: everything against the brute force. */

static long small_games_checked;

/* Runs every function on the game (n <= MAXB) and checks it against the
   brute force: every solver's value, the value of the greedy theorem,
   the line move by move with its rule for ties, the line again without
   the scores, Alice's advantage (with an even number of stones, or no
   negative sum, the value is at least half of sum(a) - sum(b)), and that
   the input is not modified. */
static void check_small(const int *a, const int *b, size_t n)
{
    char desc[700];
    int ca[MAXB + 1], cb[MAXB + 1];
    size_t moves[MAXB + 1], again[MAXB + 1], order[MAXB + 1];
    int64_t value, alice = SENTINEL, bob = SENTINEL, a2 = SENTINEL, b2 = SENTINEL;
    bool ahead = true, strictly = false;

    cr_assert_leq(n, (size_t)MAXB, "check_small: n = %zu is too large", n);
    describe(a, b, n, desc, sizeof desc);
    if (n > 0) {
        memcpy(ca, a, n * sizeof *a);
        memcpy(cb, b, n * sizeof *b);
    }
    value = brute_stone6(a, b, n);
    expect_solvers(a, b, n, value, "the brute force", desc);
    int64_t greedy = reference_order(a, b, n, order);
    cr_assert_eq(greedy, value, "%s: the greedy theorem gives %lld, the brute force %lld", desc,
                 (long long)greedy, (long long)value);

    for (size_t i = 0; i < LEN(moves); i++)
        moves[i] = again[i] = MOVE_SENTINEL;
    int rc = sg_stone6_line(a, b, n, moves, &alice, &bob);
    cr_assert_eq(rc, SG_OK, "sg_stone6_line(%s) returned %d", desc, rc);
    for (size_t i = n; i < LEN(moves); i++)
        cr_assert_eq(moves[i], MOVE_SENTINEL, "sg_stone6_line(%s) wrote moves[%zu]", desc, i);
    check_line(a, b, n, moves, order, true, value, alice, bob, desc);
    expect_same_line(a, b, n, desc);
    cr_assert_eq(sg_stone6_line(a, b, n, again, NULL, NULL), SG_OK, "line(%s, NULL, NULL) failed",
                 desc);
    cr_assert_eq(memcmp(again, moves, sizeof moves), 0, "sg_stone6_line(%s) gives another line "
                 "without the scores", desc);
    cr_assert_eq(sg_stone6_line(a, b, n, again, &a2, NULL), SG_OK, "line(%s, alice) failed", desc);
    cr_assert_eq(sg_stone6_line(a, b, n, again, NULL, &b2), SG_OK, "line(%s, bob) failed", desc);
    cr_assert(a2 == alice && b2 == bob, "sg_stone6_line(%s) gives %lld, %lld with one score asked "
              "for, %lld, %lld with both", desc, (long long)a2, (long long)b2, (long long)alice,
              (long long)bob);

    /* The sums of even rank outweigh those of odd rank when their number
       is even or none is negative: 2 value >= sum(a) - sum(b), and so
       Alice does not lose when a[i] >= b[i] for every stone, and wins
       when moreover a[i] > b[i] for one. */
    int64_t sum_a = 0, sum_b = 0;
    bool no_negative_sum = true;
    for (size_t i = 0; i < n; i++) {
        ahead = ahead && a[i] >= b[i];
        strictly = strictly || a[i] > b[i];
        no_negative_sum = no_negative_sum && (int64_t)a[i] + b[i] >= 0;
        sum_a += a[i];
        sum_b += b[i];
    }
    if (n % 2 == 0 || no_negative_sum) {
        cr_assert_geq(2 * value, sum_a - sum_b, "%s: the value %lld is less than half of "
                      "sum(a) - sum(b) = %lld", desc, (long long)value,
                      (long long)(sum_a - sum_b));
        if (ahead)
            cr_assert(strictly ? value > 0 : value >= 0, "%s: every stone is worth at least as "
                      "much to Alice, yet the value is %lld", desc, (long long)value);
    }
    if (n > 0)
        cr_assert(memcmp(ca, a, n * sizeof *a) == 0 && memcmp(cb, b, n * sizeof *b) == 0,
                  "a solver modified the game %s", desc);
    small_games_checked++;
}

/* for_each_array's visitor for the games given in pairs (a[0], b[0],
   a[1], b[1], ...): arrays of odd length are passed over; ctx counts the
   games. */
static void visit_pairs(const int *v, size_t m, void *ctx)
{
    int a[MAXB], b[MAXB];
    if (m % 2 != 0)
        return;
    split_pairs(v, m / 2, a, b);
    check_small(a, b, m / 2);
    ++*(long *)ctx;
}

/* Every game of up to max_n stones with both values in lo..hi: there
   must be want of them. */
static void check_every_game(size_t max_n, int lo, int hi, long want)
{
    long games = 0, before = small_games_checked;
    for_each_array(2 * max_n, lo, hi, visit_pairs, &games);
    cr_assert_eq(games, want, "visited %ld games, expected %ld", games, want);
    cr_assert_eq(small_games_checked - before, want, "checked %ld games",
                 small_games_checked - before);
}

/* Fills the game of kind kind (KINDS of them): the first FILL_LARGE_KINDS
   squared kinds draw a and b by fill_large_kind, every pair of kinds;
   then all sums equal (ties everywhere), a == b, a small and b extreme,
   and a and b from any_extreme_int. */
enum { KINDS = FILL_LARGE_KINDS * FILL_LARGE_KINDS + 4 };

static void fill_game(int *a, int *b, size_t n, uint64_t *seed, int kind)
{
    if (kind < FILL_LARGE_KINDS * FILL_LARGE_KINDS) {
        fill_large_kind(a, n, seed, kind % FILL_LARGE_KINDS);
        fill_large_kind(b, n, seed, kind / FILL_LARGE_KINDS);
        return;
    }
    int64_t sum = rng_span(seed, 2 * (int64_t)INT_MIN, 2 * (int64_t)INT_MAX);
    for (size_t i = 0; i < n; i++)
        switch (kind - FILL_LARGE_KINDS * FILL_LARGE_KINDS) {
        case 0: {
            int64_t lo = sum - INT_MAX > INT_MIN ? sum - INT_MAX : INT_MIN;
            int64_t hi = sum - INT_MIN < INT_MAX ? sum - INT_MIN : INT_MAX;
            a[i] = (int)rng_span(seed, lo, hi);
            b[i] = (int)(sum - a[i]);
            break;
        }
        case 1: a[i] = b[i] = rng_extreme(seed); break;
        case 2: a[i] = rng_range(seed, -3, 3); b[i] = extreme_int(seed); break;
        default: a[i] = any_extreme_int(seed); b[i] = any_extreme_int(seed); break;
        }
}

/* ---------------------------------------------------------------------
   Examples. */

/* The game has the value value, and its line of play is line with the
   scores alice and bob. */
static void expect_game(const int *a, const int *b, size_t n, int64_t value, const size_t *line,
                        int64_t alice, int64_t bob)
{
    char desc[700];
    size_t moves[MAXB + 1];
    int64_t al = SENTINEL, bo = SENTINEL;

    describe(a, b, n, desc, sizeof desc);
    cr_assert_eq(alice - bob, value, "the test's own example %s is inconsistent", desc);
    cr_assert_eq(brute_stone6(a, b, n), value, "the brute force says %lld on %s, the test %lld",
                 (long long)brute_stone6(a, b, n), desc, (long long)value);
    expect_solvers(a, b, n, value, "the example", desc);
    cr_assert_eq(sg_stone6_line(a, b, n, moves, &al, &bo), SG_OK, "sg_stone6_line(%s) failed",
                 desc);
    for (size_t t = 0; t < n; t++)
        cr_assert_eq(moves[t], line[t], "sg_stone6_line(%s): move %zu takes stone %zu, expected "
                     "%zu", desc, t, moves[t], line[t]);
    cr_assert(al == alice && bo == bob, "sg_stone6_line(%s) scores %lld, %lld; expected %lld, "
              "%lld", desc, (long long)al, (long long)bo, (long long)alice, (long long)bob);
    check_small(a, b, n);
}

Test(examples, leetcode_1686)
{
    static const int a1[] = { 1, 3 }, b1[] = { 2, 1 }, a2[] = { 1, 2 }, b2[] = { 3, 1 },
                     a3[] = { 2, 4, 3 }, b3[] = { 1, 6, 7 };
    static const size_t l1[] = { 1, 0 }, l2[] = { 0, 1 }, l3[] = { 1, 2, 0 };

    /* Sums 3, 4: Alice takes stone 1 (3), Bob stone 0 (2): Alice wins. */
    expect_game(a1, b1, 2, 1, l1, 3, 2);
    /* Sums 4, 3: Alice takes stone 0 (1), Bob stone 1 (1): a tie. */
    expect_game(a2, b2, 2, 0, l2, 1, 1);
    /* Sums 3, 10, 10: Alice takes stone 1 (4), Bob stone 2 (7), Alice
       stone 0 (2): Bob wins. */
    expect_game(a3, b3, 3, -1, l3, 6, 7);
}

Test(examples, book_rows)
{
    static const int a1[] = { 2, 0 }, b1[] = { 1, 5 }, a2[] = { 5, 5, 3 }, b2[] = { 0, 0, 0 },
                     a3[] = { 7, 0, 3, 1 }, b3[] = { -2, 5, 2, 4 };
    static const size_t l1[] = { 1, 0 }, l2[] = { 0, 1, 2 }, l3[] = { 0, 1, 2, 3 };

    /* a[i] >= b[i] but for one stone, and Bob wins (the chapter's
       exercise): Alice takes stone 1 of sum 5 and scores 0, Bob 1. */
    expect_game(a1, b1, 2, -1, l1, 0, 1);
    /* Sums 5, 5, 3: equal sums, least index first. */
    expect_game(a2, b2, 3, 8, l2, 8, 0);
    /* All sums 5: the stones in the order of their indices; Alice scores
       7 + 3, Bob 5 + 4. */
    expect_game(a3, b3, 4, 1, l3, 10, 9);
}

Test(examples, one_stone_and_extremes)
{
    static const int ones[] = { 0, 1, -1, INT_MAX, INT_MIN };
    static const int a2[] = { INT_MIN, INT_MAX }, b2[] = { INT_MIN, INT_MAX };
    static const int a3[] = { INT_MAX, INT_MIN, INT_MAX }, b3[] = { INT_MAX, INT_MIN, INT_MIN };
    static const size_t l1[] = { 0 }, l2[] = { 1, 0 }, l3[] = { 0, 2, 1 };

    /* One stone: Alice takes it, whatever it is worth to her. */
    for (size_t i = 0; i < LEN(ones); i++)
        for (size_t j = 0; j < LEN(ones); j++)
            expect_game(&ones[i], &ones[j], 1, ones[i], l1, ones[i], 0);
    /* Sums -2^32 and 2^32 - 2: 33 bits. */
    expect_game(a2, b2, 2, (int64_t)INT_MAX - INT_MIN, l2, INT_MAX, INT_MIN);
    /* Sums 2^32 - 2, -2^32, -1. */
    expect_game(a3, b3, 3, (int64_t)INT_MAX + INT_MIN - INT_MIN, l3,
                (int64_t)INT_MAX + INT_MIN, INT_MIN);
}

/* ---------------------------------------------------------------------
   Against the brute force. */

Test(brute, oracle_self_check)
{
    static const int a[] = { 2, 4, 3 }, b[] = { 1, 6, 7 }, c[] = { 1, 2 }, d[] = { 3, 1 },
                     e[] = { 5, 0, 0, 9 }, f[] = { 0, 8, 1, 0 };

    cr_assert_eq(brute_stone6(a, b, 3), -1, "brute_stone6 on LeetCode's third example");
    cr_assert_eq(brute_stone6(c, d, 2), 0, "brute_stone6 on LeetCode's second example");
    cr_assert_eq(brute_stone6(NULL, NULL, 0), 0, "brute_stone6 on no stone");
    /* Sums 5, 8, 1, 9: Alice takes stone 3 (9 to her), Bob stone 1 (8),
       Alice stone 0 (5), Bob stone 2 (1): 14 - 9. */
    cr_assert_eq(brute_stone6(e, f, 4), 5, "brute_stone6 = %lld", (long long)brute_stone6(e, f, 4));
    /* The rest of a position: with stones 1 and 2 of [2,4,3]/[1,6,7] left
       and Bob to move (one stone taken), Bob takes stone 2 (7) and Alice
       stone 1 (4): -3. */
    cr_assert_eq(brute_stone6_rest(a, b, 3, 6u), -3, "brute_stone6_rest = %lld",
                 (long long)brute_stone6_rest(a, b, 3, 6u));
    /* The memo follows the game: the same stones with the roles swapped,
       Alice's values [1,6,7] and Bob's [2,4,3].  Whichever stone Bob
       takes, 4 or 3, Alice takes the other, 7 or 6: 3. */
    cr_assert_eq(brute_stone6_rest(b, a, 3, 6u), 3, "brute_stone6_rest on the swapped game = %lld",
                 (long long)brute_stone6_rest(b, a, 3, 6u));
    cr_assert_eq(brute_stone6_rest(a, b, 3, 6u), -3, "brute_stone6_rest on the first game again");
    cr_assert_eq(brute_stone6_rest(a, b, 3, 0u), 0, "brute_stone6_rest with no stone left");
}

/* Every game of up to six stones with both values in {-1, 0, 1}:
   1 + 9 + ... + 9^6 games, ties everywhere. */
Test(brute, every_game_up_to_6_over_minus1_to_1, .timeout = 120)
{
    check_every_game(6, -1, 1, 597871);
}

/* Every game of up to four stones with both values in -2..2: 1 + 25 +
   ... + 25^4 games. */
Test(brute, every_game_up_to_4_over_minus2_to_2, .timeout = 120)
{
    check_every_game(4, -2, 2, 406901);
}

/* Every game of up to six stones with both values in {0, 1}: 1 + 4 +
   ... + 4^6 games. */
Test(brute, every_game_up_to_6_over_0_to_1, .timeout = 120)
{
    check_every_game(6, 0, 1, 5461);
}

/* 20,000 random games of 0 to MAXB stones, of every kind of fill_game in
   turn: negative values, INT_MIN and INT_MAX, equal sums. */
Test(brute, random_games, .timeout = 120)
{
    uint64_t seed = 0x57066001ULL;
    long lengths[MAXB + 1] = { 0 }, before = small_games_checked;
    int a[MAXB], b[MAXB];

    for (long t = 0; t < 20000; t++) {
        size_t n = (size_t)rng_range(&seed, 0, MAXB);
        fill_game(a, b, n, &seed, (int)(t % KINDS));
        check_small(a, b, n);
        lengths[n]++;
    }
    cr_assert_eq(small_games_checked - before, 20000, "checked %ld games",
                 small_games_checked - before);
    for (size_t n = 0; n <= MAXB; n++)
        cr_assert_gt(lengths[n], 1000, "only %ld games of %zu stones", lengths[n], n);
}

/* The value of every position of random games of up to eight stones:
   brute_stone6_rest on the stones left is sg_stone6 on them when Alice
   is to move, and minus sg_stone6 with the roles swapped when Bob is. */
Test(brute, every_position, .timeout = 120)
{
    uint64_t seed = 0x57066002ULL;
    int a[8], b[8], la[8], lb[8];
    long positions = 0;

    for (long t = 0; t < 600; t++) {
        size_t n = (size_t)rng_range(&seed, 1, 8);
        fill_game(a, b, n, &seed, (int)(t % KINDS));
        for (unsigned left = 0; left < 1u << n; left++) {
            size_t m = 0, taken = n - (size_t)__builtin_popcount(left);
            int64_t r = SENTINEL, want = brute_stone6_rest(a, b, n, left);
            for (size_t i = 0; i < n; i++)
                if (left >> i & 1) {
                    la[m] = a[i];
                    lb[m++] = b[i];
                }
            if (taken % 2 == 0)
                cr_assert_eq(sg_stone6(la, lb, m, &r), SG_OK, "sg_stone6 failed");
            else {
                cr_assert_eq(sg_stone6(lb, la, m, &r), SG_OK, "sg_stone6 failed");
                r = -r;
            }
            cr_assert_eq(r, want, "game %ld, set %#x (%zu taken): sg_stone6 on the stones left "
                         "gives %lld, the brute force %lld", t, left, taken, (long long)r,
                         (long long)want);
            positions++;
        }
    }
    cr_assert_gt(positions, 20000, "only %ld positions", positions);
}

/* ---------------------------------------------------------------------
   The radix sort: one, two and three digits. */

/* Fills a game of n >= 2 stones whose sums lie in lo..lo + range with
   both ends taken (lo >= 2 INT_MIN, lo + range <= 2 INT_MAX), each sum
   split at random between a and b; with few, the sums are drawn from
   four values only, so that many are equal. */
static void fill_sum_range(int *a, int *b, size_t n, int64_t lo, int64_t range, bool few,
                           uint64_t *seed)
{
    int64_t pool[4] = { lo, lo + range, rng_span(seed, lo, lo + range),
                        rng_span(seed, lo, lo + range) };
    size_t at_lo = (size_t)rng_span(seed, 0, (int64_t)n - 1), at_hi;

    do
        at_hi = (size_t)rng_span(seed, 0, (int64_t)n - 1);
    while (at_hi == at_lo);
    for (size_t i = 0; i < n; i++) {
        int64_t c = i == at_lo ? lo : i == at_hi ? lo + range
                  : few ? pool[rng_range(seed, 0, 3)] : rng_span(seed, lo, lo + range);
        int64_t least = c - INT_MAX > INT_MIN ? c - INT_MAX : INT_MIN;
        int64_t most = c - INT_MIN < INT_MAX ? c - INT_MIN : INT_MAX;
        a[i] = (int)rng_span(seed, least, most);
        b[i] = (int)(c - a[i]);
    }
}

/* The ranges of the sums at the boundaries of the digits: the number
   of bits, which decides the digits, is checked for each. */
static const struct {
    int64_t range;
    int bits;
} ranges[] = {
    { 0, 1 }, { 1, 1 }, { 2, 2 }, { 3, 2 }, { 100, 7 }, { 2047, 11 }, { 4095, 12 },
    { 4096, 13 }, { 8191, 13 }, { 100000, 17 }, { (1 << 24) - 1, 24 }, { 1 << 24, 25 },
    { (int64_t)1 << 30, 31 }, { ((int64_t)1 << 32) - 1, 32 }, { (int64_t)1 << 32, 33 },
    { ((int64_t)1 << 33) - 2, 33 },
};

/* A random lo for a range: the sums stay within 2 INT_MIN..2 INT_MAX. */
static int64_t lo_for(int64_t range, uint64_t *seed)
{
    return rng_span(seed, 2 * (int64_t)INT_MIN, 2 * (int64_t)INT_MAX - range);
}

/* Checks the three solvers on a long game against the reference order
   and value, and the line move by move against the order of the
   contract. */
static void check_large(const int *a, const int *b, size_t n, const char *what)
{
    size_t *order = malloc(n * sizeof *order + 1), *moves = malloc((n + 1) * sizeof *moves);
    int64_t want, alice = SENTINEL, bob = SENTINEL;
    char desc[200];

    cr_assert(order && moves, "malloc failed");
    snprintf(desc, sizeof desc, "%s: %zu stones, sums of %d bits, starting (%d, %d)", what, n,
             range_bits(a, b, n), n ? a[0] : 0, n ? b[0] : 0);
    want = reference_order(a, b, n, order);
    expect_solvers(a, b, n, want, "the greedy theorem", desc);
    moves[n] = MOVE_SENTINEL;
    cr_assert_eq(sg_stone6_line(a, b, n, moves, &alice, &bob), SG_OK, "sg_stone6_line(%s) failed",
                 desc);
    cr_assert_eq(moves[n], MOVE_SENTINEL, "sg_stone6_line(%s) wrote moves[n]", desc);
    check_line(a, b, n, moves, order, false, want, alice, bob, desc);
    expect_same_line(a, b, n, desc);
    free(order);
    free(moves);
}

/* Every range, on small games against the brute force and on longer
   games against the reference; the bits as the chapter counts them. */
Test(radix, ranges_of_one_two_and_three_digits, .timeout = 120)
{
    static const size_t sizes[] = { 2, 3, 4, 5, 7, 9, MAXB, 13, 100, 1000, 4097, 50000 };
    uint64_t seed = 0x57066003ULL;
    int *a = malloc(50000 * sizeof *a), *b = malloc(50000 * sizeof *b);
    long digits[4] = { 0 }, games = 0;

    cr_assert(a && b, "malloc failed");
    for (size_t r = 0; r < LEN(ranges); r++)
        for (size_t s = 0; s < LEN(sizes); s++)
            for (int few = 0; few < 2; few++)
                for (int rep = 0; rep < (sizes[s] <= MAXB ? 20 : 1); rep++) {
                    size_t n = sizes[s];
                    char what[80];
                    fill_sum_range(a, b, n, lo_for(ranges[r].range, &seed), ranges[r].range,
                                   few, &seed);
                    cr_assert_eq(range_bits(a, b, n), ranges[r].bits, "a range of %lld has %d "
                                 "bits, not %d", (long long)ranges[r].range,
                                 range_bits(a, b, n), ranges[r].bits);
                    if (n <= MAXB)
                        check_small(a, b, n);
                    snprintf(what, sizeof what, "a range of %lld%s", (long long)ranges[r].range,
                             few ? ", four sums" : "");
                    check_large(a, b, n, what);
                    digits[(ranges[r].bits + 11) / 12]++;
                    games++;
                }
    cr_assert(digits[1] > 1000 && digits[2] > 500 && digits[3] > 1000,
              "%ld games of one digit, %ld of two, %ld of three", digits[1], digits[2], digits[3]);
    free(a);
    free(b);
}

/* All sums equal: the line takes the stones in the order of their
   indices, whatever the values. */
Test(radix, all_sums_equal, .timeout = 60)
{
    static const int64_t sums[] = { 0, 1, -1, 2 * (int64_t)INT_MAX, 2 * (int64_t)INT_MIN,
                                    (int64_t)INT_MAX + INT_MIN, 12345 };
    uint64_t seed = 0x57066004ULL;
    int *a = malloc(70000 * sizeof *a), *b = malloc(70000 * sizeof *b);
    size_t *moves = malloc(70000 * sizeof *moves);

    cr_assert(a && b && moves, "malloc failed");
    for (size_t k = 0; k < LEN(sums); k++)
        for (size_t n = 1; n <= 70000; n = n * 3 + 1) {
            int64_t alice = SENTINEL, bob = SENTINEL, want = 0;
            fill_sum_range(a, b, n < 2 ? 2 : n, sums[k], 0, false, &seed);
            cr_assert_eq(sg_stone6_line(a, b, n, moves, &alice, &bob), SG_OK, "line failed");
            for (size_t t = 0; t < n; t++) {
                cr_assert_eq(moves[t], t, "%zu stones of sum %lld: move %zu takes stone %zu", n,
                             (long long)sums[k], t, moves[t]);
                want += t % 2 ? -(int64_t)b[t] : a[t];
            }
            cr_assert_eq(alice - bob, want, "%zu stones of sum %lld: %lld - %lld, not %lld", n,
                         (long long)sums[k], (long long)alice, (long long)bob, (long long)want);
            check_large(a, b, n, "all sums equal");
        }
    free(a);
    free(b);
    free(moves);
}

/* ---------------------------------------------------------------------
   Long games: the solvers against each other and the reference. */

Test(large, random_kinds, .timeout = 240)
{
    static const size_t sizes[] = { 65536, 100000, 100003 };
    uint64_t seed = 0x57066005ULL;
    int *a = malloc(100003 * sizeof *a), *b = malloc(100003 * sizeof *b);
    long games = 0;

    cr_assert(a && b, "malloc failed");
    for (size_t s = 0; s < LEN(sizes); s++)
        for (int kind = 0; kind < KINDS; kind += (int)s + 1) {
            fill_game(a, b, sizes[s], &seed, kind);
            check_large(a, b, sizes[s], "a random game");
            games++;
        }
    cr_assert_gt(games, 60, "only %ld long games", games);
    free(a);
    free(b);
}

/* A million stones, with sums of one, two and three digits. */
Test(large, a_million_stones, .timeout = 240)
{
    static const int64_t spans[] = { 4000, 1 << 20, ((int64_t)1 << 33) - 2 };
    size_t n = 1000000;
    uint64_t seed = 0x57066006ULL;
    int *a = malloc(n * sizeof *a), *b = malloc(n * sizeof *b);

    cr_assert(a && b, "malloc failed");
    for (size_t k = 0; k < LEN(spans); k++) {
        fill_sum_range(a, b, n, lo_for(spans[k], &seed), spans[k], false, &seed);
        check_large(a, b, n, "a million stones");
        fill_sum_range(a, b, n, lo_for(spans[k], &seed), spans[k], true, &seed);
        check_large(a, b, n, "a million stones, four sums");
    }
    fill_large_kind(a, n, &seed, 2);
    fill_large_kind(b, n, &seed, 1);
    check_large(a, b, n, "a million stones, extreme and any values");
    free(a);
    free(b);
}

/* ---------------------------------------------------------------------
   Errors: the code, and nothing written. */

Test(errors, limits)
{
    cr_assert_eq(SG_STONE6_MAX, (size_t)INT32_MAX, "SG_STONE6_MAX is %zu", SG_STONE6_MAX);
}

Test(errors, no_stone)
{
    static const int v[1] = { 42 };
    size_t moves[1] = { MOVE_SENTINEL };

    for (size_t k = 0; k < PUBLIC_SOLVERS; k++) {
        int64_t r = SENTINEL;
        expect_code(solvers[k].solve(NULL, NULL, 0, &r), SG_OK, solvers[k].name);
        cr_assert_eq(r, 0, "%s(NULL, NULL, 0) = %lld", solvers[k].name, (long long)r);
        r = SENTINEL;
        expect_code(solvers[k].solve(v, NULL, 0, &r), SG_OK, solvers[k].name);
        expect_code(solvers[k].solve(NULL, v, 0, &r), SG_OK, solvers[k].name);
        cr_assert_eq(r, 0, "%s(n = 0) = %lld", solvers[k].name, (long long)r);
    }
    int64_t alice = SENTINEL, bob = SENTINEL;
    expect_code(sg_stone6_line(NULL, NULL, 0, NULL, &alice, &bob), SG_OK, "line(NULL, 0)");
    cr_assert(alice == 0 && bob == 0, "line(n = 0) = %lld, %lld", (long long)alice,
              (long long)bob);
    expect_code(sg_stone6_line(NULL, NULL, 0, NULL, NULL, NULL), SG_OK, "line(all NULL, 0)");
    expect_code(sg_stone6_line(v, v, 0, moves, NULL, NULL), SG_OK, "line(v, v, 0, moves)");
    cr_assert_eq(moves[0], MOVE_SENTINEL, "line(n = 0) wrote a move");
}

Test(errors, null_pointers)
{
    static const int a[3] = { 1, 2, 3 }, b[3] = { 3, 1, 2 };
    size_t moves[3] = { MOVE_SENTINEL, MOVE_SENTINEL, MOVE_SENTINEL };
    int64_t alice = SENTINEL, bob = SENTINEL;

    for (size_t k = 0; k < PUBLIC_SOLVERS; k++) {
        value_solver solve = solvers[k].solve;
        const char *name = solvers[k].name;
        int64_t r = SENTINEL;
        char what[80];
        snprintf(what, sizeof what, "%s(NULL, b, 3)", name);
        expect_code(solve(NULL, b, 3, &r), SG_ENULL, what);
        snprintf(what, sizeof what, "%s(a, NULL, 3)", name);
        expect_code(solve(a, NULL, 3, &r), SG_ENULL, what);
        snprintf(what, sizeof what, "%s(a, NULL, 1)", name);
        expect_code(solve(a, NULL, 1, &r), SG_ENULL, what);
        snprintf(what, sizeof what, "%s(NULL, NULL, 1)", name);
        expect_code(solve(NULL, NULL, 1, &r), SG_ENULL, what);
        snprintf(what, sizeof what, "%s(a, b, 3, NULL)", name);
        expect_code(solve(a, b, 3, NULL), SG_ENULL, what);
        snprintf(what, sizeof what, "%s(NULL, NULL, 0, NULL)", name);
        expect_code(solve(NULL, NULL, 0, NULL), SG_ENULL, what);
        cr_assert_eq(r, SENTINEL, "a refused %s wrote its result", name);
        expect_code(solve(a, b, 3, &r), SG_OK, name);
        /* Sums 4, 3, 5: Alice takes stone 2 (3), Bob stone 0 (3), Alice
           stone 1 (2). */
        cr_assert_eq(r, 2, "%s = %lld, not 2", name, (long long)r);
    }
    expect_code(sg_stone6_line(NULL, b, 3, moves, &alice, &bob), SG_ENULL, "line(NULL, b, 3)");
    expect_code(sg_stone6_line(a, NULL, 3, moves, &alice, &bob), SG_ENULL, "line(a, NULL, 3)");
    expect_code(sg_stone6_line(a, b, 3, NULL, &alice, &bob), SG_ENULL, "line(moves NULL, 3)");
    expect_code(sg_stone6_line(a, b, 1, NULL, &alice, &bob), SG_ENULL, "line(moves NULL, 1)");
    expect_code(sg_stone6_line(a, b, 3, NULL, NULL, NULL), SG_ENULL, "line(all NULL, 3)");
    cr_assert(alice == SENTINEL && bob == SENTINEL, "a refused sg_stone6_line wrote a score");
    for (size_t t = 0; t < 3; t++)
        cr_assert_eq(moves[t], MOVE_SENTINEL, "a refused sg_stone6_line wrote move %zu", t);
    expect_code(sg_stone6_line(a, b, 3, moves, NULL, &bob), SG_OK, "line(alice NULL)");
    cr_assert(moves[0] == 2 && moves[1] == 0 && moves[2] == 1 && bob == 3,
              "line = %zu %zu %zu, Bob %lld", moves[0], moves[1], moves[2], (long long)bob);
    expect_code(sg_stone6_line(a, b, 3, moves, &alice, NULL), SG_OK, "line(bob NULL)");
    cr_assert_eq(alice, 5, "line gives Alice %lld, not 5", (long long)alice);
}

/* sg_stone6_line_plain refuses what sg_stone6_line refuses, with the
   same code, and writes nothing then: every combination of NULL
   pointers, with no stone, three, and too many (the arrays hold three
   values, read only when n is allowed). */
Test(errors, the_plain_line_as_the_line)
{
    static const int a[3] = { 1, 2, 3 }, b[3] = { 3, 1, 2 };
    const size_t sizes[] = { 0, 1, 3, SG_STONE6_MAX + 1, SIZE_MAX };
    long calls = 0, refused = 0;

    for (size_t s = 0; s < LEN(sizes); s++)
        for (int nulls = 0; nulls < 32; nulls++) {
            size_t mv[2][3];
            int64_t al[2] = { SENTINEL, SENTINEL }, bo[2] = { SENTINEL, SENTINEL };
            int rc[2];
            for (int L = 0; L < 2; L++) {
                for (size_t t = 0; t < 3; t++)
                    mv[L][t] = MOVE_SENTINEL;
                rc[L] = (L ? sg_stone6_line_plain : sg_stone6_line)(
                    nulls & 1 ? NULL : a, nulls & 2 ? NULL : b, sizes[s],
                    nulls & 4 ? NULL : mv[L], nulls & 8 ? NULL : &al[L],
                    nulls & 16 ? NULL : &bo[L]);
            }
            cr_assert_eq(rc[1], rc[0], "n = %zu, NULLs %d: sg_stone6_line_plain returns %d, "
                         "sg_stone6_line %d", sizes[s], nulls, rc[1], rc[0]);
            cr_assert(memcmp(mv[0], mv[1], sizeof mv[0]) == 0 && al[0] == al[1]
                      && bo[0] == bo[1], "n = %zu, NULLs %d: the lines write different "
                      "results", sizes[s], nulls);
            if (rc[1] != SG_OK) {
                refused++;
                cr_assert(al[1] == SENTINEL && bo[1] == SENTINEL && mv[1][0] == MOVE_SENTINEL,
                          "a refused sg_stone6_line_plain wrote a result");
                cr_assert(sizes[s] > SG_STONE6_MAX ? rc[1] == SG_ETOOBIG || (rc[1] == SG_ENULL
                          && (nulls & 7)) : rc[1] == SG_ENULL, "n = %zu, NULLs %d: code %d",
                          sizes[s], nulls, rc[1]);
            }
            calls++;
        }
    cr_assert_eq(calls, 5 * 32, "%ld calls", calls);
    /* Refused: every call with n too large, and with n = 1 or 3 those
       with a NULL row or moves, 7/8 of them. */
    cr_assert_eq(refused, 2 * 32 + 2 * 28, "%ld calls were refused", refused);
}

/* Too many stones: refused before the values are read (the arrays here
   hold four values). */
Test(errors, too_many_stones)
{
    static const int a[4] = { 1, 2, 3, 4 }, b[4] = { 4, 3, 2, 1 };
    const size_t sizes[] = { SG_STONE6_MAX + 1, (size_t)UINT32_MAX, SIZE_MAX };
    size_t moves[4] = { MOVE_SENTINEL, MOVE_SENTINEL, MOVE_SENTINEL, MOVE_SENTINEL };

    for (size_t s = 0; s < LEN(sizes); s++) {
        int64_t r = SENTINEL, alice = SENTINEL, bob = SENTINEL;
        char what[80];
        for (size_t k = 0; k < PUBLIC_SOLVERS; k++) {
            snprintf(what, sizeof what, "%s(n = %zu)", solvers[k].name, sizes[s]);
            expect_code(solvers[k].solve(a, b, sizes[s], &r), SG_ETOOBIG, what);
        }
        snprintf(what, sizeof what, "sg_stone6_line(n = %zu)", sizes[s]);
        expect_code(sg_stone6_line(a, b, sizes[s], moves, &alice, &bob), SG_ETOOBIG, what);
        expect_code(sg_stone6_line(a, b, sizes[s], moves, NULL, NULL), SG_ETOOBIG, what);
        int rc = sg_stone6_line(a, b, sizes[s], NULL, &alice, &bob);
        cr_assert(rc == SG_ENULL || rc == SG_ETOOBIG, "line(n = %zu, moves NULL) returned %d",
                  sizes[s], rc);
        cr_assert(r == SENTINEL && alice == SENTINEL && bob == SENTINEL,
                  "a refused solver wrote a result");
    }
    for (size_t t = 0; t < 4; t++)
        cr_assert_eq(moves[t], MOVE_SENTINEL, "a refused sg_stone6_line wrote move %zu", t);
}
