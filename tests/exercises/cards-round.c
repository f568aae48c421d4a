/* cards-round.c: the exercise cards-round, the round table
   (sg_cards_ring). */
#include <criterion/criterion.h>
#include <limits.h>
#include <stdlib.h>

#include "sg-exercises.h"
#include "brute.h"

#define SENTINEL ((int64_t)0x5A5A5A5A5A5A5A5ALL)
#define MAXB 12          /* the largest ring checked against the brute force */

/* Brute force over the game tree with absolute scores: the cards
   row[lo..hi-1] remain, Alice's score minus Bob's is `diff` so far;
   Alice maximises and Bob minimises the final Alice minus Bob.  Each move
   takes the leftmost or the rightmost card. */
static int64_t play_row(const int *row, size_t lo, size_t hi, int alice,
                        int64_t diff)
{
    if (lo == hi)
        return diff;
    int64_t l = play_row(row, lo + 1, hi, !alice,
                         alice ? diff + row[lo] : diff - row[lo]);
    int64_t r = play_row(row, lo, hi - 1, !alice,
                         alice ? diff + row[hi - 1] : diff - row[hi - 1]);
    if (alice)
        return l > r ? l : r;
    return l < r ? l : r;
}

/* The ring game: Alice's first move takes any card i of the ring, which
   leaves the row v[i+1], ..., v[n-1], v[0], ..., v[i-1] with Bob to move;
   returns the final Alice minus Bob under best play. */
static int64_t brute_ring(const int *v, size_t n)
{
    int row[MAXB];
    int64_t best = 0;
    if (n == 0)
        return 0;
    for (size_t i = 0; i < n; i++) {
        for (size_t k = 0; k + 1 < n; k++)
            row[k] = v[(i + 1 + k) % n];
        int64_t r = play_row(row, 0, n - 1, 0, v[i]);
        if (i == 0 || r > best)
            best = r;
    }
    return best;
}

/* The function under test, for expect_solver_scores (brute.h). */
static const struct scores_solver ring = {
    sg_cards_ring, "sg_cards_ring", sg_exercise_strerror, SG_MAX_N
};

/* Calls sg_cards_ring and checks that it returns SG_OK and the scores
   whose difference is `diff` (the total decides the rest). */
static void expect_ring(const int *v, size_t n, int64_t diff, const char *how)
{
    int64_t total = sum_of(v, n);
    expect_solver_scores(&ring, v, n, (total + diff) / 2, (total - diff) / 2, how);
}

static void check_brute(const int *v, size_t n)
{
    expect_ring(v, n, brute_ring(v, n), "brute-force search of the ring game");
}

/* A slower reference for long rings, independent of the doubled row: for
   each first card i, sg_cards on the row that is left gives Bob's lead
   D on it, and Alice's lead is v[i] - D.  O(n^3) time. */
static int64_t slow_ring(const int *v, size_t n)
{
    if (n == 0)
        return 0;
    int *row = malloc(n * sizeof *row);
    cr_assert_not_null(row, "test: out of memory");
    int64_t best = 0;
    for (size_t i = 0; i < n; i++) {
        for (size_t k = 0; k + 1 < n; k++)
            row[k] = v[(i + 1 + k) % n];
        int64_t f, s;
        cr_assert_eq(sg_cards(row, n - 1, &f, &s), SG_OK, "test: sg_cards failed");
        int64_t option = v[i] - (f - s);
        if (i == 0 || option > best)
            best = option;
    }
    free(row);
    return best;
}

Test(cards_round, hand_checked_rings)
{
    static const int one[] = {-5}, two[] = {3, 7}, three[] = {1, 5, 2};
    static const int neg[] = {-1, -2, -3}, equal[] = {4, 4, 4, 4};
    static const int fig[] = {2, 9, 4, 3, 8};
    /* One card: Alice must take it, even a negative one. */
    expect_ring(one, 1, -5, "one card: Alice takes it");
    /* Two cards: Alice takes the larger. */
    expect_ring(two, 2, 4, "two cards: Alice takes 7, Bob 3");
    /* In a row Alice loses [1,5,2]; in a ring she takes the 5 first. */
    expect_ring(three, 3, 4, "Alice takes 5, Bob 2, Alice 1: 6 to 2");
    /* Taking -1 leaves [-2,-3]: Bob takes -2, Alice -3. */
    expect_ring(neg, 3, -2, "Alice takes -1, Bob -2, Alice -3: -4 to -2");
    expect_ring(equal, 4, 0, "all cards equal: 8 to 8");
    /* Taking 9 leaves [4,3,8,2], where Bob leads by 7: 9 - 7 = 2; taking
       8 leaves [2,9,4,3], where Bob leads by 6: 8 - 6 = 2 too. */
    expect_ring(fig, 5, 2, "Alice takes 9 or 8 first and wins 14 to 12");
}

Test(cards_round, zero_one_and_two_cards)
{
    static const int v[] = {6, -4};
    int64_t first = SENTINEL, second = SENTINEL;
    int status = sg_cards_ring(NULL, 0, &first, &second);
    cr_assert_eq(status, SG_OK, "n = 0 (cards NULL) is a valid game, but the call returned "
                 "%d (%s)", status, sg_exercise_strerror(status));
    cr_assert(first == 0 && second == 0, "n = 0: got Alice %lld, Bob %lld; expected 0 and 0",
              (long long)first, (long long)second);
    first = second = SENTINEL;
    status = sg_cards_ring(v, 0, &first, &second);
    cr_assert_eq(status, SG_OK, "n = 0 is a valid game, but the call returned %d (%s)",
                 status, sg_exercise_strerror(status));
    cr_assert(first == 0 && second == 0, "n = 0: got Alice %lld, Bob %lld; expected 0 and 0",
              (long long)first, (long long)second);
    expect_ring(v, 1, 6, "one card: Alice takes it");
    expect_ring(v + 1, 1, -4, "one card: Alice must take it, even if it is negative");
    expect_ring(v, 2, 10, "two cards: Alice takes 6, Bob -4");
}

Test(cards_round, null_and_too_big)
{
    static const int v[] = {1, 2, 3};
    int64_t first = SENTINEL, second = SENTINEL;
    expect_ring(v, 3, 2, "Alice takes 3, Bob 2, Alice 1: 4 to 2");
    cr_assert_eq(sg_cards_ring(NULL, 3, &first, &second), SG_ENULL,
                 "cards NULL with n = 3 must be SG_ENULL");
    cr_assert_eq(sg_cards_ring(v, 3, NULL, &second), SG_ENULL, "first == NULL must be SG_ENULL");
    cr_assert_eq(sg_cards_ring(v, 3, &first, NULL), SG_ENULL, "second == NULL must be SG_ENULL");
    cr_assert_eq(sg_cards_ring(NULL, 0, NULL, NULL), SG_ENULL,
                 "NULL result pointers must be SG_ENULL even for n = 0");
#if SIZE_MAX > UINT32_MAX
    cr_assert_eq(sg_cards_ring(v, SG_MAX_N + 1, &first, &second), SG_ETOOBIG,
                 "n = SG_MAX_N + 1 must be SG_ETOOBIG (check it before touching the cards)");
#endif
    cr_assert(first == SENTINEL && second == SENTINEL,
              "a call that fails wrote a score (Alice %lld, Bob %lld)",
              (long long)first, (long long)second);
}

Test(cards_round, against_brute_force)
{
    uint64_t seed = 41;
    int v[MAXB];
    for (int t = 0; t < 3000; t++) {
        size_t n = (size_t)rng_range(&seed, 0, MAXB);
        int span = t % 3 == 0 ? 50 : t % 3 == 1 ? 5 : 1;
        for (size_t i = 0; i < n; i++)
            v[i] = rng_range(&seed, -span, span);
        check_brute(v, n);
    }
}

static void visit(const int *v, size_t n, void *ctx)
{
    (void)ctx;
    check_brute(v, n);
}

/* Every array of up to 6 values in -2..2. */
Test(cards_round, every_small_ring)
{
    for_each_array(6, -2, 2, visit, NULL);
}

/* All INT_MIN and all INT_MAX up to 10 values, then 1000 arrays of 1 to
   10 values from {INT_MIN, INT_MIN + 1, -1, 0, 1, INT_MAX - 1, INT_MAX}. */
Test(cards_round, extreme_values)
{
    for_each_extreme_array(10, 1000, 0xE41, visit, NULL);
}

/* Long rings against the slower reference: random values, small values
   (many ties), and huge values (differences beyond 32 bits). */
Test(cards_round, long_rings_against_every_first_card, .timeout = 120)
{
    static const size_t sizes[] = {13, 64, 200, 257, 500, 801, 1000};
    uint64_t seed = 0x4141;
    int *v = malloc(1000 * sizeof *v);
    cr_assert_not_null(v, "test: out of memory");
    for (size_t a = 0; a < sizeof sizes / sizeof sizes[0]; a++)
        for (int kind = 0; kind < 3; kind++) {
            size_t n = sizes[a];
            if (n == 1000 && kind > 0)
                continue;
            for (size_t i = 0; i < n; i++)
                v[i] = kind == 0 ? rng_range(&seed, -1000, 1000)
                     : kind == 1 ? rng_range(&seed, -1, 1)
                     : rng_range(&seed, INT_MAX - 10, INT_MAX) * (rng_range(&seed, 0, 1) ? 1 : -1);
            expect_ring(v, n, slow_ring(v, n),
                        "the best over every first card i of v[i] - (Bob's lead on the "
                        "row left, by sg_cards)");
        }
    free(v);
}

/* Turning the ring, or reading it the other way round, is the same game. */
Test(cards_round, turned_and_mirrored_rings)
{
    uint64_t seed = 0x4142;
    int v[400], w[400];
    for (int t = 0; t < 40; t++) {
        size_t n = (size_t)rng_range(&seed, 1, 400);
        for (size_t i = 0; i < n; i++)
            v[i] = rng_range(&seed, -100, 100);
        int64_t f0 = SENTINEL, s0 = SENTINEL, f1 = SENTINEL, s1 = SENTINEL;
        int status = sg_cards_ring(v, n, &f0, &s0);
        cr_assert_eq(status, SG_OK, "sg_cards_ring(n = %zu) returned %d (%s)",
                     n, status, sg_exercise_strerror(status));
        cr_assert_eq(f0 + s0, sum_of(v, n), "n = %zu: Alice %lld + Bob %lld is not the "
                     "total %lld", n, (long long)f0, (long long)s0, (long long)sum_of(v, n));
        size_t turn = (size_t)rng_range(&seed, 1, (int)n);
        for (size_t i = 0; i < n; i++)
            w[i] = v[(i + turn) % n];
        status = sg_cards_ring(w, n, &f1, &s1);
        cr_assert_eq(status, SG_OK, "sg_cards_ring(n = %zu) returned %d (%s)",
                     n, status, sg_exercise_strerror(status));
        cr_assert(f0 == f1 && s0 == s1, "n = %zu: the ring turned by %zu gives Alice %lld, "
                  "Bob %lld, but unturned Alice %lld, Bob %lld", n, turn, (long long)f1,
                  (long long)s1, (long long)f0, (long long)s0);
        for (size_t i = 0; i < n; i++)
            w[i] = v[n - 1 - i];
        status = sg_cards_ring(w, n, &f1, &s1);
        cr_assert_eq(status, SG_OK, "sg_cards_ring(n = %zu) returned %d (%s)",
                     n, status, sg_exercise_strerror(status));
        cr_assert(f0 == f1 && s0 == s1, "n = %zu: the ring read backwards gives Alice %lld, "
                  "Bob %lld, but forwards Alice %lld, Bob %lld", n, (long long)f1,
                  (long long)s1, (long long)f0, (long long)s0);
    }
}

/* Twenty thousand cards: O(n^2) time finishes in about a second; solving
   the row of every first card again (O(n^3)) does not finish in time. */
Test(cards_round, twenty_thousand_cards_in_quadratic_time, .timeout = 60)
{
    const size_t n = 20000;
    uint64_t seed = 0x4143;
    int *v = malloc(n * sizeof *v), *row = malloc(n * sizeof *row);
    cr_assert(v != NULL && row != NULL, "test: out of memory");
    /* All zeros but one card: Alice takes it and nothing else counts. */
    for (size_t i = 0; i < n; i++)
        v[i] = 0;
    v[12345] = 77;
    expect_ring(v, n, 77, "Alice takes the 77 and the rest are zeros");
    /* Random cards: Alice's lead is at least what any first card gives. */
    for (size_t i = 0; i < n; i++)
        v[i] = rng_range(&seed, -1000, 1000);
    int64_t first = SENTINEL, second = SENTINEL;
    int status = sg_cards_ring(v, n, &first, &second);
    cr_assert_eq(status, SG_OK, "sg_cards_ring(n = %zu) returned %d (%s)",
                 n, status, sg_exercise_strerror(status));
    cr_assert_eq(first + second, sum_of(v, n), "n = %zu: Alice %lld + Bob %lld is not "
                 "the total %lld", n, (long long)first, (long long)second,
                 (long long)sum_of(v, n));
    for (int k = 0; k < 3; k++) {
        size_t i = (size_t)rng_range(&seed, 0, (int)n - 1);
        for (size_t j = 0; j + 1 < n; j++)
            row[j] = v[(i + 1 + j) % n];
        int64_t f, s;
        cr_assert_eq(sg_cards(row, n - 1, &f, &s), SG_OK, "test: sg_cards failed");
        int64_t option = v[i] - (f - s);
        cr_assert(first - second >= option, "n = %zu: Alice's lead is %lld, but taking card "
                  "%zu first gives her %lld", n, (long long)(first - second), i,
                  (long long)option);
    }
    free(v);
    free(row);
}
