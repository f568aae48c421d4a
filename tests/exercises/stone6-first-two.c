/* stone6-first-two.c: the exercise stone6-first-two, two stones to start
   (sg_stone6_first_two). */
#include <criterion/criterion.h>
#include <limits.h>
#include <stdlib.h>

#include "sg-exercises.h"
#include "brute.h"

#define SENTINEL ((int64_t)0x5A5A5A5A5A5A5A5ALL)
#define MAXB 11          /* the most stones checked against the brute force */

/* Brute force over the game tree: Alice's first turn takes any two
   stones (the only one when there is one, nothing when there is none),
   then one stone a turn, Bob first.  What follows her first turn is
   brute_stone6_rest, a search by the sets of stones left with absolute
   scores that knows neither the sums a + b nor any order of the stones,
   on the game with the roles swapped (its first player, who moves when
   an even number of stones has been taken, is Bob): Bob's score minus
   Alice's from there on. */
static int64_t brute_first_two(const int *a, const int *b, size_t n)
{
    cr_assert(n <= MAXB, "test: the brute force takes at most %d stones", MAXB);
    unsigned all = (1u << n) - 1;
    if (n < 2)
        return n == 1 ? a[0] : 0;
    int64_t best = INT64_MIN;
    for (size_t i = 0; i < n; i++)
        for (size_t j = i + 1; j < n; j++) {
            int64_t d = (int64_t)a[i] + a[j]
                        - brute_stone6_rest(b, a, n, all & ~(1u << i) & ~(1u << j));
            best = d > best ? d : best;
        }
    return best;
}

static void expect_first_two(const int *a, const int *b, size_t n, int64_t want,
                             const char *how)
{
    char buf[420];
    int64_t got = SENTINEL;
    int status = sg_stone6_first_two(a, b, n, &got);
    cr_assert_eq(status, SG_OK, "sg_stone6_first_two(%s, n = %zu) returned %d (%s); expected "
                 "%lld (%s)", brute_format_game(a, b, n, buf, sizeof buf), n, status,
                 sg_exercise_strerror(status), (long long)want, how);
    cr_assert_eq(got, want, "sg_stone6_first_two(%s, n = %zu): got %lld; expected %lld (%s)",
                 brute_format_game(a, b, n, buf, sizeof buf), n, (long long)got, (long long)want,
                 how);
}

static int64_t first_two_of(const int *a, const int *b, size_t n)
{
    int64_t got = SENTINEL;
    int status = sg_stone6_first_two(a, b, n, &got);
    cr_assert_eq(status, SG_OK, "sg_stone6_first_two(n = %zu) returned %d (%s)", n, status,
                 sg_exercise_strerror(status));
    return got;
}

static void check_brute(const int *a, const int *b, size_t n)
{
    expect_first_two(a, b, n, brute_first_two(a, b, n), "brute-force search of every play");
}

/* A slower reference for longer games, from the rules and the
   chapter's solver only: Alice's two stones are a stone x and then the
   first move of the ordinary game on the others, so her lead is the
   best over x of a[x] plus sg_stone6 on the stones other than x.  O(n^2)
   time. */
static int64_t slow_first_two(const int *a, const int *b, size_t n)
{
    if (n < 2)
        return n == 1 ? a[0] : 0;
    int *ra = malloc(n * sizeof *ra), *rb = malloc(n * sizeof *rb);
    cr_assert(ra != NULL && rb != NULL, "test: out of memory");
    int64_t best = INT64_MIN;
    for (size_t x = 0; x < n; x++) {
        size_t m = 0;
        for (size_t i = 0; i < n; i++)
            if (i != x) {
                ra[m] = a[i];
                rb[m++] = b[i];
            }
        int64_t rest;
        cr_assert_eq(sg_stone6(ra, rb, m, &rest), SG_OK, "test: sg_stone6 failed");
        if (a[x] + rest > best)
            best = a[x] + rest;
    }
    free(ra);
    free(rb);
    return best;
}

/* The same in O(n), from sg_stone6 and the greedy order: if w_0 >= w_1
   >= ... are the sums, Alice's stones are the ranks 0, 1, 3, 5, ...
   instead of 0, 2, 4, ...; so her lead is w_0 + (the total of Alice's
   values) - (the total of Bob's) - sg_stone6. */
static int64_t fast_first_two(const int *a, const int *b, size_t n)
{
    if (n == 0)
        return 0;
    int64_t top = INT64_MIN, lead;
    for (size_t i = 0; i < n; i++)
        if ((int64_t)a[i] + b[i] > top)
            top = (int64_t)a[i] + b[i];
    cr_assert_eq(sg_stone6(a, b, n, &lead), SG_OK, "test: sg_stone6 failed");
    return top + sum_of(a, n) - sum_of(b, n) - lead;
}

/* Two random rows of n values of the kind of fill_large_kind. */
static void random_game(int *a, int *b, size_t n, uint64_t *seed, int kind)
{
    fill_large_kind(a, n, seed, kind);
    fill_large_kind(b, n, seed, kind);
}

Test(stone6_first_two, hand_checked_games)
{
    static const int a1[] = {1, 3}, b1[] = {2, 1}, a2[] = {1, 2}, b2[] = {3, 1};
    static const int a3[] = {2, 4, 3}, b3[] = {1, 6, 7};
    static const int a4[] = {5, 1, 3, 2}, b4[] = {0, 4, 2, 2};
    static const int a5[] = {3, 3, 0}, b5[] = {0, 0, 10};
    /* LeetCode's examples: with two stones Alice takes both. */
    expect_first_two(a1, b1, 2, 4, "Alice takes both stones, 1 + 3");
    expect_first_two(a2, b2, 2, 3, "Alice takes both stones, 1 + 2");
    /* The sums are 3, 10, 10: Alice takes both 10s (4 + 3), Bob the 3 (1). */
    expect_first_two(a3, b3, 3, 6, "Alice takes the stones of sum 10, 7 to 1");
    /* The sums are 5, 5, 5, 4: Alice takes two 5s, Bob the third, Alice
       the 4; of the sums Alice holds 14, and Bob's values total 8. */
    expect_first_two(a4, b4, 4, 6, "Alice's sums 5 + 5 + 4 less Bob's total 8");
    /* Her own two best stones lose: the 10 goes to Bob.  She takes it
       with one of the 3s. */
    expect_first_two(a5, b5, 3, 3, "Alice takes Bob's 10 and a 3, Bob the other 3 (0)");
}

Test(stone6_first_two, no_stone_and_one_stone)
{
    static const int a[] = {-5, INT_MIN, INT_MAX}, b[] = {7, INT_MAX, INT_MIN};
    int64_t d = SENTINEL;
    int status = sg_stone6_first_two(NULL, NULL, 0, &d);
    cr_assert_eq(status, SG_OK, "n = 0 (both rows NULL) is a valid game, but the call "
                 "returned %d (%s)", status, sg_exercise_strerror(status));
    cr_assert_eq(d, 0, "n = 0: got %lld, expected 0", (long long)d);
    expect_first_two(a, b, 0, 0, "no stone: nobody scores");
    expect_first_two(a, b, 1, -5, "one stone: Alice takes it");
    expect_first_two(a + 1, b + 1, 1, INT_MIN, "one stone: Alice takes it");
    expect_first_two(a + 2, b + 2, 1, INT_MAX, "one stone: Alice takes it");
    expect_first_two(a + 1, b + 1, 2, (int64_t)INT_MIN + INT_MAX,
                     "two stones: Alice takes both");
    /* The sums are 2, -1, -1: Alice takes the 2 (-5) and either other
       stone, and Bob's stone is worth to him what hers is to her. */
    expect_first_two(a, b, 3, -5, "Alice takes stone 0 and either other, Bob the last");
}

Test(stone6_first_two, errors)
{
    static const int a[] = {1, 2, 3}, b[] = {3, 2, 1};
    int64_t d = SENTINEL;
    expect_code(sg_stone6_first_two(NULL, b, 3, &d), SG_ENULL, "alice_values NULL with n = 3");
    expect_code(sg_stone6_first_two(a, NULL, 3, &d), SG_ENULL, "bob_values NULL with n = 3");
    expect_code(sg_stone6_first_two(NULL, NULL, 3, &d), SG_ENULL, "both rows NULL with n = 3");
    expect_code(sg_stone6_first_two(a, b, 3, NULL), SG_ENULL, "a NULL result");
    expect_code(sg_stone6_first_two(NULL, NULL, 0, NULL), SG_ENULL,
                "a NULL result, even with n = 0");
    expect_code(sg_stone6_first_two(a, b, SG_STONE6_VARIANT_MAX + 1, &d), SG_ETOOBIG,
                "n = SG_STONE6_VARIANT_MAX + 1 (check n before reading the stones)");
    expect_code(sg_stone6_first_two(a, b, SIZE_MAX, &d), SG_ETOOBIG, "n = SIZE_MAX");
    cr_assert_eq(d, SENTINEL, "a call that fails wrote a result (%lld)", (long long)d);
    expect_first_two(a, b, 3, 2, "every sum is 4: Alice holds 8, Bob's values total 6");
}

/* Every game of up to 5 stones with values in -1..1. */
Test(stone6_first_two, every_small_game, .timeout = 120)
{
    for_each_small_game(5, -1, 1, check_brute);
}

Test(stone6_first_two, against_brute_force, .timeout = 120)
{
    uint64_t seed = 0x6A01;
    int a[MAXB], b[MAXB];
    for (int t = 0; t < 3000; t++) {
        size_t n = (size_t)rng_range(&seed, 0, MAXB);
        fill_kind(a, n, &seed, t % 4);
        fill_kind(b, n, &seed, (t / 4) % 4);
        check_brute(a, b, n);
    }
}

/* Both rows all INT_MIN or all INT_MAX, then 500 games of extreme
   values. */
Test(stone6_first_two, extreme_values, .timeout = 120)
{
    for_each_extreme_game(MAXB, 500, 0x6AE1, check_brute);
}

/* Longer games against the reference that tries every first stone. */
Test(stone6_first_two, longer_games_against_every_first_stone, .timeout = 120)
{
    uint64_t seed = 0x6A02;
    int *a = malloc(2000 * sizeof *a), *b = malloc(2000 * sizeof *b);
    cr_assert(a != NULL && b != NULL, "test: out of memory");
    for (int t = 0; t < 48; t++) {
        size_t n = (size_t)rng_range(&seed, 12, t < 40 ? 300 : 2000);
        random_game(a, b, n, &seed, t % FILL_LARGE_KINDS);
        int64_t want = slow_first_two(a, b, n);
        cr_assert_eq(fast_first_two(a, b, n), want, "test bug: the references disagree");
        int64_t got = first_two_of(a, b, n);
        cr_assert_eq(got, want, "random game %d (n = %zu): got %lld, expected %lld (the best "
                     "first stone, then the ordinary game with Alice to move)", t, n,
                     (long long)got, (long long)want);
    }
    free(a);
    free(b);
}

/* Against the ordinary game: with the sums w_0 >= w_1 >= ..., two
   stones first give Alice (w_1 - w_2) + (w_3 - w_4) + ... more, a sum
   of pairs that are not negative, and with an even number of stones a
   last w_{n-1} alone.  So she is never worse off with an odd number of
   stones, and with an even number at most the smallest sum worse off
   (when it is negative, her second stone costs her). */
Test(stone6_first_two, against_the_ordinary_game, .timeout = 60)
{
    uint64_t seed = 0x6A03;
    int *a = malloc(100000 * sizeof *a), *b = malloc(100000 * sizeof *b);
    cr_assert(a != NULL && b != NULL, "test: out of memory");
    for (int t = 0; t < 40; t++) {
        size_t n = (size_t)rng_range(&seed, 1, 100000);
        random_game(a, b, n, &seed, t % FILL_LARGE_KINDS);
        int64_t ordinary, got = first_two_of(a, b, n), want = fast_first_two(a, b, n);
        int64_t least = INT64_MAX;
        for (size_t i = 0; i < n; i++)
            if ((int64_t)a[i] + b[i] < least)
                least = (int64_t)a[i] + b[i];
        cr_assert_eq(sg_stone6(a, b, n, &ordinary), SG_OK, "test: sg_stone6 failed");
        cr_assert_eq(got, want, "random game %d (n = %zu): got %lld, expected %lld", t, n,
                     (long long)got, (long long)want);
        if (n % 2 == 1)
            cr_assert(got >= ordinary, "n = %zu (odd): %lld with two stones first, less than "
                      "the %lld of the ordinary game", n, (long long)got,
                      (long long)ordinary);
        else
            cr_assert(got >= ordinary + (least < 0 ? least : 0), "n = %zu (even): %lld with "
                      "two stones first, but the ordinary game gives %lld and the smallest "
                      "sum is %lld", n, (long long)got, (long long)ordinary, (long long)least);
    }
    free(a);
    free(b);
}

/* The largest games.  No stopwatch: a solution in O(n log n) time takes
   a fraction of a second, one in O(n^2) does not finish in the time
   limit. */
Test(stone6_first_two, the_largest_games, .timeout = 60)
{
    const size_t n = SG_STONE6_VARIANT_MAX;
    uint64_t seed = 0x6A04;
    int *a = malloc(n * sizeof *a), *b = malloc(n * sizeof *b);
    cr_assert(a != NULL && b != NULL, "test: out of memory");
    for (int kind = 0; kind < 4; kind++) {
        if (kind < 3)
            random_game(a, b, n, &seed, kind == 0 ? 0 : kind == 1 ? 2 : 3);
        else
            for (size_t i = 0; i < n; i++) {
                a[i] = INT_MIN;
                b[i] = INT_MAX;
            }
        int64_t want = fast_first_two(a, b, n), got = first_two_of(a, b, n);
        cr_assert_eq(got, want, "n = %zu (kind %d): got %lld, expected %lld", n, kind,
                     (long long)got, (long long)want);
    }
    free(a);
    free(b);
}
