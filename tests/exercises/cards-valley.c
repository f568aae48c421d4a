/* cards-valley.c: the exercise cards-valley, no interior peak
   (sg_cards_valley).  A row without interior peak falls, then rises; its
   value D is the alternating sum of its cards in decreasing order.  Rows
   with a peak are refused with SG_EINVAL. */
#include <criterion/criterion.h>
#include <limits.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "sg-exercises.h"
#include "brute.h"

#define SENTINEL ((int64_t)0x5A5A5A5A5A5A5A5ALL)
#define LONG_N 1000000       /* the long rows */

/* The function under test, for expect_one_result (brute.h). */
static const struct one_result_solver valley = {
    sg_cards_valley, "sg_cards_valley", sg_exercise_strerror, SG_MAX_N, false,
};

/* The first interior peak of v[0..n-1], a k with 0 < k < n-1 and
   v[k-1] <= v[k] >= v[k+1], or 0 if there is none. */
static size_t first_peak(const int *v, size_t n)
{
    for (size_t k = 1; k + 1 < n; k++)
        if (v[k - 1] <= v[k] && v[k] >= v[k + 1])
            return k;
    return 0;
}

/* Asserts that sg_cards_valley refuses v[0..n-1], which has a peak at k,
   with SG_EINVAL, and writes no result. */
static void expect_refused(const int *v, size_t n, size_t k)
{
    int64_t got = SENTINEL;
    char buf[200];
    brute_format(v, n, buf, sizeof buf);
    int status = sg_cards_valley(v, n, &got);
    cr_assert_eq(status, SG_EINVAL, "sg_cards_valley(%s, n = %zu): card %zu is an interior "
                 "peak (%d <= %d >= %d), so the row must be refused with SG_EINVAL (%d); "
                 "got %d (%s)", buf, n, k, v[k - 1], v[k], v[k + 1], SG_EINVAL, status,
                 sg_exercise_strerror(status));
    cr_assert_eq(got, SENTINEL, "sg_cards_valley(%s, n = %zu) refused the row but wrote a "
                 "result (%lld)", buf, n, (long long)got);
}

/* Checks v[0..n-1] (n <= BRUTE_MAX_N): refused if it has a peak,
   otherwise the value of the brute-force search of the game tree. */
static long refused, solved;
static void check_brute(const int *v, size_t n)
{
    size_t k = first_peak(v, n);
    if (k > 0) {
        expect_refused(v, n, k);
        refused++;
        return;
    }
    struct brute_score s = brute_cards(v, n);
    expect_one_result(&valley, v, n, s.alice - s.bob, "brute-force search of the game");
    solved++;
}

static void visit(const int *v, size_t n, void *ctx)
{
    (void)ctx;
    check_brute(v, n);
}

/* v[0..n-1] falls to v[left-1] = bottom_left (going left from there, each
   card is 1 to maxstep larger than the one to its right) and rises from
   v[left] = bottom_right (each card 1 to maxstep larger than the one to
   its left): a row without interior peak, whatever the two bottoms. */
static void fill_valley(int *v, size_t n, size_t left, int64_t bottom_left,
                        int64_t bottom_right, int maxstep, uint64_t *seed)
{
    int64_t x = bottom_left, top = INT64_MIN;
    for (size_t i = left; i-- > 0;) {
        v[i] = (int)x;
        top = x > top ? x : top;
        x += rng_range(seed, 1, maxstep);
    }
    x = bottom_right;
    for (size_t i = left; i < n; i++) {
        v[i] = (int)x;
        top = x > top ? x : top;
        x += rng_range(seed, 1, maxstep);
    }
    cr_assert(top <= INT_MAX && bottom_left >= INT_MIN && bottom_right >= INT_MIN,
              "test: a card of the valley is out of the range of int");
}

Test(cards_valley, hand_checked_rows)
{
    static const int two[] = {3, 7}, three[] = {5, 1, 4}, six[] = {9, 4, 1, 1, 3, 8};
    static const int neg[] = {-1, -5, -3}, rising[] = {1, 2, 3, 4}, falling[] = {4, 3, 2, 1};
    static const int flat[] = {3, 1, 1, 3};
    static const int peak[] = {1, 2, 1}, ties[] = {2, 2, 2}, inside[] = {1, 3, 2, 5};
    static const int bottom[] = {3, 1, 1, 1, 3}, late[] = {5, 4, 6, 6};
    expect_one_result(&valley, two, 2, 4, "Alice takes 7, Bob 3");
    expect_one_result(&valley, three, 3, 2, "5 - 4 + 1: Alice takes 5, Bob 4, Alice 1");
    expect_one_result(&valley, six, 6, 2, "9 - 8 + 4 - 3 + 1 - 1");
    expect_one_result(&valley, neg, 3, -3, "-1 - (-3) + (-5)");
    expect_one_result(&valley, rising, 4, 2, "4 - 3 + 2 - 1");
    expect_one_result(&valley, falling, 4, 2, "4 - 3 + 2 - 1");
    expect_one_result(&valley, flat, 4, 0, "3 - 3 + 1 - 1: two equal cards at the bottom");
    expect_refused(peak, 3, 1);
    expect_refused(ties, 3, 1);       /* equal neighbours make a peak too */
    expect_refused(inside, 4, 1);
    expect_refused(bottom, 5, 2);     /* three equal cards at the bottom */
    expect_refused(late, 4, 2);       /* the peak is the card before the last */
}

Test(cards_valley, zero_one_and_two_cards)
{
    static const int v[] = {6, -4}, extreme[] = {INT_MIN, INT_MAX}, same[] = {INT_MIN, INT_MIN};
    expect_one_result(&valley, NULL, 0, 0, "n = 0 (cards NULL) is a valid game");
    expect_one_result(&valley, v, 0, 0, "no card: nobody scores");
    expect_one_result(&valley, v + 1, 1, -4, "one card: Alice must take it");
    expect_one_result(&valley, extreme, 1, INT_MIN, "one card: Alice must take it");
    expect_one_result(&valley, v, 2, 10, "two cards: Alice takes 6, Bob -4");
    expect_one_result(&valley, extreme, 2, (int64_t)INT_MAX - INT_MIN,
                      "two cards: Alice takes INT_MAX, Bob INT_MIN (mind the overflow)");
    expect_one_result(&valley, same, 2, 0, "two equal cards");
}

Test(cards_valley, null_and_too_big)
{
    static const int v[] = {3, 1, 2};
    expect_one_result(&valley, v, 3, 2, "3 - 2 + 1");
    expect_one_result_errors(&valley, v, 3);
}

/* Every row of up to 8 cards in -2..2: 488,281 rows. */
Test(cards_valley, every_small_row)
{
    refused = solved = 0;
    for_each_array(8, -2, 2, visit, NULL);
    cr_assert_eq(refused + solved, 488281, "test: %ld rows checked, expected 488281",
                 refused + solved);
    cr_assert(refused > 0 && solved > 0, "test: %ld rows refused and %ld solved",
              refused, solved);
}

/* Rows of extreme values: the for_each_extreme_array rows (most have a
   peak), and 2000 valleys whose two slopes are random subsets of the
   seven values of extreme_int, up to 14 cards. */
Test(cards_valley, extreme_values)
{
    static const int ext[] = {INT_MIN, INT_MIN + 1, -1, 0, 1, INT_MAX - 1, INT_MAX};
    uint64_t seed = 0x7A11;
    int v[14];
    for_each_extreme_array(10, 1000, 0x7A12, visit, NULL);
    solved = 0;
    for (int t = 0; t < 2000; t++) {
        size_t left = 0, n = 0;
        for (int i = 6; i >= 0; i--)        /* the falling slope */
            if (rng_range(&seed, 0, 1))
                v[left++] = ext[i];
        n = left;
        for (int i = 0; i < 7; i++)         /* the rising slope */
            if (rng_range(&seed, 0, 1))
                v[n++] = ext[i];
        cr_assert_eq(first_peak(v, n), 0, "test: the valley has a peak");
        check_brute(v, n);
    }
    cr_assert_eq(solved, 2000, "test: %ld of the 2000 valleys were solved", solved);
}

/* Random valleys of up to 14 cards, with small steps (many ties between
   the two slopes) and large ones. */
Test(cards_valley, random_valleys_against_brute_force)
{
    uint64_t seed = 0x7A13;
    int v[14];
    solved = 0;
    for (int t = 0; t < 3000; t++) {
        size_t n = (size_t)rng_range(&seed, 0, 14);
        size_t left = (size_t)rng_range(&seed, 0, (int)n);
        int maxstep = t % 3 == 0 ? 1 : t % 3 == 1 ? 3 : 100000;
        fill_valley(v, n, left, rng_range(&seed, -20, 20), rng_range(&seed, -20, 20),
                    maxstep, &seed);
        check_brute(v, n);
    }
    cr_assert_eq(solved, 3000, "test: %ld of the 3000 valleys were solved", solved);
}

/* Long valleys against sg_cards, with the cards near INT_MAX, near
   INT_MIN, spread over the range of int, and with one slope short or empty.  A
   linear solution takes milliseconds; one of quadratic time does not
   finish before the timeout.  The row must be left as it was. */
Test(cards_valley, million_cards, .timeout = 60)
{
    uint64_t seed = 0x7A14;
    int *v = malloc(LONG_N * sizeof *v), *copy = malloc(LONG_N * sizeof *copy);
    cr_assert(v != NULL && copy != NULL, "test: out of memory");
    static const struct {
        const char *what;
        size_t n, left;
        int64_t bottom_left, bottom_right;
        int maxstep;
    } rows[] = {
        {"near INT_MAX", LONG_N, LONG_N / 2, INT_MAX - 1500000LL, INT_MAX - 1500001LL, 3},
        {"near INT_MAX, odd n", LONG_N - 1, LONG_N / 3, INT_MAX - 2000000LL,
         INT_MAX - 2000000LL, 3},
        {"near INT_MIN", LONG_N, LONG_N / 2, INT_MIN, INT_MIN, 2},
        {"spread over the range of int", LONG_N, LONG_N / 2 + 7, INT_MIN, INT_MIN + 1LL, 8000},
        {"three falling cards", LONG_N, 3, INT_MAX - 10000LL, INT_MIN, 4000},
        {"only falling", LONG_N, LONG_N, INT_MIN, 0, 4000},
        {"only rising", LONG_N - 1, 0, 0, INT_MIN, 4000},
    };
    for (size_t r = 0; r < sizeof rows / sizeof rows[0]; r++) {
        size_t n = rows[r].n;
        fill_valley(v, n, rows[r].left, rows[r].bottom_left, rows[r].bottom_right,
                    rows[r].maxstep, &seed);
        cr_assert_eq(first_peak(v, n), 0, "test: the valley %s has a peak", rows[r].what);
        memcpy(copy, v, n * sizeof *v);
        int64_t first, second, got = SENTINEL;
        cr_assert_eq(sg_cards(v, n, &first, &second), SG_OK, "test: sg_cards failed");
        int status = sg_cards_valley(v, n, &got);
        cr_assert_eq(status, SG_OK, "sg_cards_valley on a valley of %zu cards %s returned "
                     "%d (%s)", n, rows[r].what, status, sg_exercise_strerror(status));
        cr_assert_eq(got, first - second, "a valley of %zu cards %s (the first %zu fall): got "
                     "%lld; sg_cards says %lld", n, rows[r].what, rows[r].left,
                     (long long)got, (long long)(first - second));
        cr_assert(memcmp(copy, v, n * sizeof *v) == 0, "a valley of %zu cards %s: "
                  "sg_cards_valley changed the row", n, rows[r].what);
    }
    free(v);
    free(copy);
}

/* A long valley with one peak made in it, near each end and at the
   bottom: every interior card must be checked. */
Test(cards_valley, million_cards_with_one_peak, .timeout = 60)
{
    uint64_t seed = 0x7A15;
    const size_t n = LONG_N, left = LONG_N / 2 + 1;
    int *v = malloc(n * sizeof *v);
    cr_assert(v != NULL, "test: out of memory");
    fill_valley(v, n, left, INT_MIN + 3LL, INT_MIN + 5LL, 4000, &seed);
    const size_t at[] = {1, n - 2, left - 1, left};
    for (size_t a = 0; a < sizeof at / sizeof at[0]; a++) {
        size_t k = at[a];
        int saved = v[k];
        v[k] = v[k - 1] > v[k + 1] ? v[k - 1] : v[k + 1];
        cr_assert_eq(first_peak(v, n), k, "test: the peak is not at %zu", k);
        expect_refused(v, n, k);
        v[k] = saved;
    }
    free(v);
}
