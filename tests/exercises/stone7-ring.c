/* stone7-ring.c: the exercise stone7-ring, a ring of stones
   (sg_stone7_ring). */
#include <criterion/criterion.h>
#include <limits.h>
#include <stdlib.h>

#include "sg-exercises.h"
#include "brute.h"

#define MAXB 12          /* the largest ring checked against the brute force */

/* Brute force over the game tree with absolute scores: the stones
   row[lo..hi-1] remain and are worth rest, Alice's score minus Bob's is
   diff so far; the mover removes the leftmost or the rightmost stone and
   scores what remains.  Alice maximises and Bob minimises the final
   Alice minus Bob. */
static int64_t play_row(const int *row, size_t lo, size_t hi, int64_t rest,
                        int alice, int64_t diff)
{
    if (lo == hi)
        return diff;
    int64_t gain_l = rest - row[lo], gain_r = rest - row[hi - 1];
    int64_t l = play_row(row, lo + 1, hi, gain_l, !alice,
                         alice ? diff + gain_l : diff - gain_l);
    int64_t r = play_row(row, lo, hi - 1, gain_r, !alice,
                         alice ? diff + gain_r : diff - gain_r);
    if (alice)
        return l > r ? l : r;
    return l < r ? l : r;
}

/* The ring game: Alice's first move removes any stone i and scores all
   the others; the row v[i+1], ..., v[n-1], v[0], ..., v[i-1] is left,
   with Bob to move.  Returns the final Alice minus Bob under best play. */
static int64_t brute_ring(const int *v, size_t n)
{
    int row[MAXB];
    int64_t best = 0, total = sum_of(v, n);
    for (size_t i = 0; i < n; i++) {
        for (size_t k = 0; k + 1 < n; k++)
            row[k] = v[(i + 1 + k) % n];
        int64_t r = play_row(row, 0, n - 1, total - v[i], 0, total - v[i]);
        if (i == 0 || r > best)
            best = r;
    }
    return best;
}

/* The function under test, for expect_one_result (brute.h). */
static const struct one_result_solver ring = {
    sg_stone7_ring, "sg_stone7_ring", sg_exercise_strerror, SG_STONE7_VARIANT_MAX, false,
};

/* Calls sg_stone7_ring and checks that it returns SG_OK and want. */
static void expect_ring(const int *v, size_t n, int64_t want, const char *how)
{
    expect_one_result(&ring, v, n, want, how);
}

static void check_brute(const int *v, size_t n)
{
    expect_ring(v, n, brute_ring(v, n), "brute-force search of the ring game");
}

/* What Alice ends ahead when she removes stone i first: she scores the
   total minus v[i], and Bob then leads on the row left by sg_stone7 on
   it.  row must have room for n - 1 values. */
static int64_t first_stone_option(const int *v, size_t n, size_t i, int *row)
{
    int64_t d;
    for (size_t k = 0; k + 1 < n; k++)
        row[k] = v[(i + 1 + k) % n];
    cr_assert_eq(sg_stone7(row, n - 1, &d), SG_OK, "test: sg_stone7 failed");
    return sum_of(v, n) - v[i] - d;
}

/* A slower reference for long rings, independent of the doubled row: the
   best first stone, each solved by sg_stone7 on its row.  O(n^3) time. */
static int64_t slow_ring(const int *v, size_t n)
{
    if (n <= 1)
        return 0;
    int *row = malloc(n * sizeof *row);
    cr_assert_not_null(row, "test: out of memory");
    int64_t best = 0;
    for (size_t i = 0; i < n; i++) {
        int64_t option = first_stone_option(v, n, i, row);
        if (i == 0 || option > best)
            best = option;
    }
    free(row);
    return best;
}

/* On a ring of n stones all worth c, every play scores the same: move t
   scores (n - 1 - t) c.  Alice's lead, added up move by move. */
static int64_t equal_ring(size_t n, int c)
{
    int64_t diff = 0;
    for (size_t t = 0; t < n; t++)
        diff += (t % 2 ? -1 : 1) * (int64_t)(n - 1 - t) * c;
    return diff;
}

Test(stone7_ring, hand_checked_rings)
{
    static const int two[] = {3, 7}, three[] = {1, 2, 3};
    static const int neg[] = {-1, -2, -3}, equal[] = {4, 4, 4, 4};
    static const int leet[] = {5, 3, 1, 4, 2}, five[] = {2, 9, 4, 3, 8};
    /* Alice removes the 3 and scores 7; Bob removes the 7 and scores 0. */
    expect_ring(two, 2, 7, "Alice removes 3 (scoring 7), Bob 7 (scoring 0)");
    /* Removing the 1 scores 5 and leaves [2,3]: Bob removes the 2 and
       scores 3.  Removing the 2 or the 3 does worse (4 - 3, 3 - 2). */
    expect_ring(three, 3, 2, "Alice removes 1 (5), Bob 2 (3), Alice 3 (0)");
    /* Removing the -3 scores -3 and leaves [-1,-2]: Bob removes the -2
       and scores -1. */
    expect_ring(neg, 3, -2, "Alice removes -3 (-3), Bob -2 (-1), Alice -1 (0)");
    /* Any first stone scores 12 and leaves three 4s, where Bob leads by
       the one 4 that Alice removes. */
    expect_ring(equal, 4, 8, "all stones equal: 12 + 4 to 8 + 0");
    /* LeetCode's first example, [5,3,1,4,2], is worth 6 as a row, and
       removing the 5 first is not better in the ring. */
    expect_ring(leet, 5, 6, "the best first stone of the ring [5,3,1,4,2]");
    expect_ring(five, 5, 12, "the best first stone of the ring [2,9,4,3,8]");
}

Test(stone7_ring, zero_one_and_two_stones)
{
    static const int v[] = {6, -4}, extreme[] = {INT_MIN, INT_MAX};
    expect_ring(NULL, 0, 0, "n = 0 (values NULL) is a valid game");
    expect_ring(v, 0, 0, "no stone: nobody moves");
    expect_ring(v, 1, 0, "one stone: removing it scores the others, nothing");
    expect_ring(v + 1, 1, 0, "one stone: removing it scores nothing");
    expect_ring(extreme, 1, 0, "one stone: removing it scores nothing");
    expect_ring(v, 2, 6, "two stones: Alice removes -4 and scores 6");
    expect_ring(extreme, 2, INT_MAX, "two stones: Alice removes INT_MIN and scores INT_MAX");
}

Test(stone7_ring, null_and_too_big)
{
    static const int v[] = {1, 2, 3};
    expect_ring(v, 3, 2, "Alice removes 1, Bob 2, Alice 3: 5 to 3");
    expect_one_result_errors(&ring, v, 3);
}

static void visit(const int *v, size_t n, void *ctx)
{
    (void)ctx;
    check_brute(v, n);
}

/* Every ring of up to 7 stones with values in -2..2. */
Test(stone7_ring, every_small_ring, .timeout = 120)
{
    for_each_array(7, -2, 2, visit, NULL);
}

Test(stone7_ring, against_brute_force)
{
    for_each_random_array(3000, MAXB, 0x7717, fill_kind, 4, visit, NULL);
}

/* All INT_MIN and all INT_MAX up to 10 stones, then 1000 rings of 1 to
   10 stones from {INT_MIN, INT_MIN + 1, -1, 0, 1, INT_MAX - 1, INT_MAX}. */
Test(stone7_ring, extreme_values)
{
    for_each_extreme_array(10, 1000, 0x77E1, visit, NULL);
}

/* Long rings against the slower reference: random values, small values
   (many ties), and huge values (differences beyond 32 bits). */
Test(stone7_ring, long_rings_against_every_first_stone, .timeout = 120)
{
    static const size_t sizes[] = {13, 64, 200, 257, 500, 801, 1000};
    uint64_t seed = 0x7741;
    int *v = malloc(1000 * sizeof *v);
    cr_assert_not_null(v, "test: out of memory");
    for (size_t a = 0; a < sizeof sizes / sizeof sizes[0]; a++)
        for (int kind = 0; kind < 3; kind++) {
            size_t n = sizes[a];
            if (n >= 801 && kind > 0)
                continue;
            for (size_t i = 0; i < n; i++)
                v[i] = kind == 0 ? rng_range(&seed, -1000, 1000)
                     : kind == 1 ? rng_range(&seed, -1, 1)
                     : any_extreme_int(&seed);
            expect_ring(v, n, slow_ring(v, n),
                        "the best over every first stone i of the total - v[i] - "
                        "(Bob's lead on the row left, by sg_stone7)");
        }
    free(v);
}

/* Turning the ring, or reading it the other way round, is the same game;
   adding c to every stone adds c to each of the (n - 1) / 2 (rounded up)
   stones that Bob removes, so it adds that many c to Alice's lead. */
Test(stone7_ring, turned_mirrored_and_shifted_rings)
{
    uint64_t seed = 0x7742;
    int v[400], w[400];
    for (int t = 0; t < 40; t++) {
        size_t n = (size_t)rng_range(&seed, 1, 400);
        fill_random(v, n, &seed, -100, 100);
        int64_t lead = one_result_of(&ring, v, n);
        size_t turn = (size_t)rng_range(&seed, 1, (int)n);
        for (size_t i = 0; i < n; i++)
            w[i] = v[(i + turn) % n];
        int64_t got = one_result_of(&ring, w, n);
        cr_assert_eq(got, lead, "n = %zu: the ring turned by %zu gives %lld, but unturned %lld",
                     n, turn, (long long)got, (long long)lead);
        for (size_t i = 0; i < n; i++)
            w[i] = v[n - 1 - i];
        got = one_result_of(&ring, w, n);
        cr_assert_eq(got, lead, "n = %zu: the ring read backwards gives %lld, but forwards %lld",
                     n, (long long)got, (long long)lead);
        int c = rng_range(&seed, -1000, 1000);
        for (size_t i = 0; i < n; i++)
            w[i] = v[i] + c;
        int64_t want = lead + (int64_t)(n / 2) * c;
        got = one_result_of(&ring, w, n);
        cr_assert_eq(got, want, "n = %zu: adding %d to every stone gives %lld; expected %lld + "
                     "%zu * %d = %lld", n, c, (long long)got, (long long)lead, n / 2, c,
                     (long long)want);
    }
}

/* The ring of 5000 stones of the book: exact on equal stones, and on
   random stones at least what several first stones give, and the same
   when turned or shifted. */
Test(stone7_ring, five_thousand_stones, .timeout = 60)
{
    const size_t n = 5000;
    uint64_t seed = 0x7743;
    int *v = malloc(n * sizeof *v), *w = malloc(n * sizeof *w);
    cr_assert(v != NULL && w != NULL, "test: out of memory");
    for (size_t i = 0; i < n; i++)
        v[i] = INT_MAX;
    expect_ring(v, n, equal_ring(n, INT_MAX), "all stones INT_MAX: every play is alike");
    fill_random(v, n, &seed, -1000000, 1000000);
    int64_t lead = one_result_of(&ring, v, n);
    for (int k = 0; k < 4; k++) {
        size_t i = (size_t)rng_range(&seed, 0, (int)n - 1);
        int64_t option = first_stone_option(v, n, i, w);
        cr_assert(lead >= option, "n = %zu: Alice's lead is %lld, but removing stone %zu "
                  "first gives her %lld", n, (long long)lead, i, (long long)option);
    }
    for (size_t i = 0; i < n; i++)
        w[i] = v[(i + 1234) % n] - 77;
    int64_t want = lead - (int64_t)(n / 2) * 77;
    int64_t got = one_result_of(&ring, w, n);
    cr_assert_eq(got, want, "n = %zu: the ring turned by 1234, every stone less 77, gives %lld; "
                 "expected %lld", n, (long long)got, (long long)want);
    free(v);
    free(w);
}

/* The largest ring, all INT_MIN: in O(n^2) time it takes a second or so;
   solving the row of every first stone again (O(n^3)) does not finish. */
Test(stone7_ring, the_largest_ring_in_quadratic_time, .timeout = 60)
{
    const size_t n = SG_STONE7_VARIANT_MAX;
    int *v = malloc(n * sizeof *v);
    cr_assert_not_null(v, "test: out of memory");
    for (size_t i = 0; i < n; i++)
        v[i] = INT_MIN;
    expect_ring(v, n, equal_ring(n, INT_MIN), "all stones INT_MIN: every play is alike");
    free(v);
}
