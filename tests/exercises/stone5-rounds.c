/* stone5-rounds.c: the exercise stone5-rounds, a limit on the rounds
   (sg_stone5_rounds).  Stone Game V, which also ends after `rounds`
   rounds. */
#include <criterion/criterion.h>
#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "sg-exercises.h"
#include "brute.h"

#define SENTINEL ((int64_t)0x5A5A5A5A5A5A5A5ALL)
#define MAXB 12          /* the longest random row searched by brute force */
#define LONG_N 200       /* the longest row of the tests */

/* ---------------------------------------------------------------------
   References, written from the rules, none from the book's solution. */

/* Every play with at most `rounds` rounds, every cut of every position
   and on a tie both parts (brute.c). */
static int64_t brute_rounds(const int *v, size_t n, size_t rounds)
{
    return brute_stone5_variant(v, n, rounds, 0);
}

/* The values of all the layers r = 0..max_r of the row, by every cut of
   every interval (brute_stone5_layer): out[r] is v_r(0, n-1).
   O(max_r n^3) time. */
static void layers(const int *v, size_t n, size_t max_r, int64_t *out)
{
    int64_t *old = calloc(n * n + 1, sizeof *old), *now = calloc(n * n + 1, sizeof *now);
    cr_assert(old && now, "test: out of memory");
    out[0] = 0;
    for (size_t r = 1; r <= max_r; r++) {
        brute_stone5_layer(v, n, old, now, 0);
        int64_t *swap = old;
        old = now;
        now = swap;
        out[r] = n > 1 ? old[n - 1] : 0;
    }
    free(old);
    free(now);
}

/* ---------------------------------------------------------------------
   Calls. */

/* The limit on the rounds of the function under test. */
static size_t limit;

static int rounds_at_limit(const int *v, size_t n, int64_t *alice)
{
    return sg_stone5_rounds(v, n, limit, alice);
}

/* sg_stone5_rounds with rounds = limit, for expect_one_result (brute.h). */
static const struct one_result_solver at_limit = {
    rounds_at_limit, "sg_stone5_rounds", sg_exercise_strerror, SG_STONE5_VARIANT_MAX, true,
};

static void expect_rounds(const int *v, size_t n, size_t rounds, int64_t want,
                          const char *how)
{
    char with[200];
    snprintf(with, sizeof with, "with at most %zu rounds: %s", rounds, how);
    limit = rounds;
    expect_one_result(&at_limit, v, n, want, with);
}

/* The unlimited game, by the library. */
static int64_t unlimited(const int *v, size_t n)
{
    int64_t r;
    cr_assert_eq(sg_stone5(v, n, &r), SG_OK, "test: sg_stone5 failed");
    return r;
}

/* ---------------------------------------------------------------------
   The tests. */

Test(stone5_rounds, hand_checked_rows, .timeout = 30)
{
    static const int leet[] = {6, 2, 3, 4, 5, 5}, sevens[] = {7, 7, 7, 7, 7, 7, 7};
    static const int small[] = {1, 2, 3};
    /* LeetCode's line: [6,2,3 | 4,5,5] keeps 11, [6 | 2,3] keeps 5, and
       [2 | 3] keeps 2, 18 in all.  One round keeps at most 11; with two,
       11 and then 5. */
    static const int64_t leet_want[] = {0, 11, 16, 18, 18, 18, 18};
    for (size_t r = 0; r < sizeof leet_want / sizeof leet_want[0]; r++)
        expect_rounds(leet, 6, r, leet_want[r], "LeetCode's example with a limit");
    expect_rounds(leet, 6, SIZE_MAX, 18, "LeetCode's example, no limit");
    /* Seven 7s: the first round keeps three (21), the second one (7). */
    expect_rounds(sevens, 7, 0, 0, "no round");
    expect_rounds(sevens, 7, 1, 21, "one round: 7,7,7 | 7,7,7,7 keeps 21");
    expect_rounds(sevens, 7, 2, 28, "then 7 | 7,7 keeps 7");
    expect_rounds(sevens, 7, 6, 28, "LeetCode's example: 28");
    /* [1,2 | 3] is a tie: keep 1,2 (3), then 1. */
    expect_rounds(small, 3, 1, 3, "the tie [1,2 | 3], either part scores 3");
    expect_rounds(small, 3, 2, 4, "the tie [1,2 | 3] keeping 1,2, then 1");
}

Test(stone5_rounds, zero_and_one_stone_and_no_round, .timeout = 30)
{
    static const int v[] = {5, INT_MAX, 0};
    static const size_t rounds[] = {0, 1, 2, 100, SIZE_MAX};
    for (size_t a = 0; a < sizeof rounds / sizeof rounds[0]; a++) {
        expect_rounds(NULL, 0, rounds[a], 0, "n = 0 (values NULL) is a valid game");
        expect_rounds(v, 0, rounds[a], 0, "no stone: no round");
        expect_rounds(v, 1, rounds[a], 0, "one stone: no round");
        expect_rounds(v + 1, 1, rounds[a], 0, "one stone: no round");
        expect_rounds(v, 2, rounds[a], rounds[a] ? 5 : 0, "two stones: Bob keeps the 5");
        expect_rounds(v + 1, 2, rounds[a], 0, "two stones: Bob keeps the 0");
    }
}

Test(stone5_rounds, null_too_big_and_negative, .timeout = 30)
{
    static const int v[] = {1, 2, 3};
    /* Every error with no round, one, two, five and no limit: a negative
       value is refused even with rounds = 0 (check the values first). */
    static const size_t rounds[] = {0, 1, 2, 5, SIZE_MAX};
    expect_rounds(v, 3, 2, 4, "[1,2 | 3] keeping 1,2 (3), then 1");
    for (size_t a = 0; a < sizeof rounds / sizeof rounds[0]; a++) {
        struct one_result_solver s = at_limit;
        char name[80];
        snprintf(name, sizeof name, "sg_stone5_rounds with rounds = %zu", rounds[a]);
        s.name = name;
        limit = rounds[a];
        expect_one_result_errors(&s, v, 3);
    }
}

/* Every limit from 0 to n, and none, against the search. */
static void visit(const int *v, size_t n, void *ctx)
{
    (void)ctx;
    for (size_t r = 0; r <= n; r++)
        expect_rounds(v, n, r, brute_rounds(v, n, r), "search over every play");
    expect_rounds(v, n, SIZE_MAX, brute_rounds(v, n, SIZE_MAX), "search over every play");
}

/* Every row of up to 7 stones with values 0..3: zeros and ties. */
Test(stone5_rounds, every_small_row, .timeout = 120)
{
    for_each_array(7, 0, 3, visit, NULL);
}

Test(stone5_rounds, random_rows_against_brute_force, .timeout = 120)
{
    uint64_t seed = 0x5B1A;
    int v[MAXB];
    for (int t = 0; t < 3000; t++) {
        size_t n = (size_t)rng_range(&seed, 0, MAXB);
        size_t r = (size_t)rng_range(&seed, 0, MAXB + 1);
        fill_nonnegative(v, n, &seed, t % 5);
        expect_rounds(v, n, r, brute_rounds(v, n, r), "search over every play");
    }
}

/* With n - 1 rounds or more the limit never stops a play: the game is
   the chapter's, by sg_stone5.  Huge limits must not cost time. */
Test(stone5_rounds, no_limit_is_the_chapters_game, .timeout = 60)
{
    static const size_t sizes[] = {2, 3, 13, 50, 101, 200};
    uint64_t seed = 0x5B2B;
    int v[LONG_N];
    for (size_t a = 0; a < sizeof sizes / sizeof sizes[0]; a++)
        for (int kind = 0; kind < 5; kind++) {
            size_t n = sizes[a];
            fill_nonnegative(v, n, &seed, kind);
            int64_t want = unlimited(v, n);
            const char *how = "at least n - 1 rounds: the game of sg_stone5";
            expect_rounds(v, n, n - 1, want, how);
            expect_rounds(v, n, n, want, how);
            expect_rounds(v, n, 5 * n, want, how);
            expect_rounds(v, n, SIZE_MAX, want, how);
            expect_rounds(v, n, SIZE_MAX - n, want, how);
        }
}

/* Long rows against every cut of every interval, layer by layer: every
   limit for rows of up to 40 stones, small limits up to 200; the values
   grow with the limit and stop at sg_stone5's. */
Test(stone5_rounds, long_rows_against_every_cut, .timeout = 120)
{
    static const size_t sizes[] = {17, 40, 64, 120, 200};
    uint64_t seed = 0x5B3C;
    int v[LONG_N];
    int64_t want[LONG_N];
    for (size_t a = 0; a < sizeof sizes / sizeof sizes[0]; a++)
        for (int kind = 0; kind < 5; kind++) {
            size_t n = sizes[a], top = n <= 40 ? n - 1 : n <= 64 ? 8 : 4;
            fill_nonnegative(v, n, &seed, kind);
            layers(v, n, top, want);
            for (size_t r = 0; r <= top; r++) {
                cr_assert(r == 0 || want[r] >= want[r - 1], "test: the layers decrease");
                expect_rounds(v, n, r, want[r], "every cut of every interval, layer by layer");
            }
            if (top == n - 1)
                cr_assert_eq(want[top], unlimited(v, n), "test: the last layer is not the "
                             "unlimited game");
        }
}

/* On rows of 200 stones, every limit: the values never decrease as the
   limit grows, reach sg_stone5's at n - 1 rounds at the latest, and one
   round keeps the largest smaller part of a cut. */
Test(stone5_rounds, every_limit_on_long_rows, .timeout = 120)
{
    const size_t n = LONG_N;
    uint64_t seed = 0x5B4D;
    int v[LONG_N];
    for (int kind = 0; kind < 5; kind += 2) {
        fill_nonnegative(v, n, &seed, kind);
        int64_t total = 0, left = 0, one = 0, last = 0, full = unlimited(v, n);
        for (size_t i = 0; i < n; i++)
            total += v[i];
        for (size_t k = 0; k + 1 < n; k++) {
            left += v[k];
            int64_t kept = left < total - left ? left : total - left;
            one = kept > one ? kept : one;
        }
        expect_rounds(v, n, 1, one, "one round: the largest smaller part of a cut");
        for (size_t r = 1; r < n; r += 7) {
            int64_t got = SENTINEL;
            int status = sg_stone5_rounds(v, n, r, &got);
            cr_assert_eq(status, SG_OK, "sg_stone5_rounds(n = %zu, rounds = %zu) returned "
                         "%d (%s)", n, r, status, sg_exercise_strerror(status));
            cr_assert(got >= last && got <= full, "n = %zu: %zu rounds give %lld, but fewer "
                      "rounds gave %lld and no limit gives %lld", n, r, (long long)got,
                      (long long)last, (long long)full);
            last = got;
        }
    }
}
