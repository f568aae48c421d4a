/* stone4-remote.c: the exercise stone4-remote, the remoteness of every
   heap of Stone Game IV (sg_stone4_remoteness): R(0) = 0; a winning
   heap's is one more than the smallest R of its losing successors; a
   losing heap's one more than the largest R of all its successors. */
#include <criterion/criterion.h>
#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sg-exercises.h"
#include "brute.h"

#define SMALL ((size_t)3000)            /* the brute force's first check */
#define MEDIUM ((size_t)100000)         /* its longest */
#define BIG SG_STONE4_VARIANT_MAX       /* the largest limit allowed */
#define GUARD 0xdeadbeefu               /* after remoteness[limit] */

/* A check inside a long loop: Criterion reports every assertion to its
   runner, which is slow for thousands of them, so a check that holds
   asserts nothing. */
#define CHECK(cond, ...) \
    do { if (!(cond)) cr_assert_fail(__VA_ARGS__); } while (0)

/* The brute force, from the definitions: won[n] is -1 while unknown,
   then 1 if the player to move wins from n stones (some square leaves
   a lost heap) and 0 if not; rem[n] is then R(n), from the successors'
   remoteness: the fastest losing one for a won heap, the slowest of
   all for a lost one. */
static unsigned brute_rem(size_t n, signed char *won, unsigned *rem)
{
    if (won[n] < 0) {
        unsigned fastest = UINT_MAX, slowest = 0;
        won[n] = 0;
        for (uint64_t k = 1; k * k <= n; k++) {
            size_t s = n - (size_t)(k * k);
            unsigned r = brute_rem(s, won, rem);
            if (!won[s]) {
                won[n] = 1;
                if (r < fastest)
                    fastest = r;
            }
            if (r > slowest)
                slowest = r;
        }
        rem[n] = n == 0 ? 0 : won[n] ? fastest + 1 : slowest + 1;
    }
    return rem[n];
}

/* The brute force on every heap up to limit, asked in increasing order
   so that the recursion is never more than one call deep. */
static unsigned *brute_table(size_t limit)
{
    signed char *won = malloc(limit + 1);
    unsigned *rem = malloc((limit + 1) * sizeof *rem);
    cr_assert(won && rem, "the test ran out of memory");
    memset(won, -1, limit + 1);
    for (size_t n = 0; n <= limit; n++)
        brute_rem(n, won, rem);
    free(won);
    return rem;
}

/* The lost heaps up to limit from the library's sg_stone4_losing, as
   one flag per heap. */
static char *lost_flags(size_t limit)
{
    size_t count = 0;
    expect_code(sg_stone4_losing(limit, NULL, 0, &count), SG_OK,
                "the test's sg_stone4_losing");
    size_t *list = malloc(count * sizeof *list);
    char *lost = calloc(limit + 1, 1);
    cr_assert(list && lost, "the test ran out of memory");
    expect_code(sg_stone4_losing(limit, list, count, &count), SG_OK,
                "the test's sg_stone4_losing");
    for (size_t i = 0; i < count; i++)
        lost[list[i]] = 1;
    free(list);
    return lost;
}

/* Calls sg_stone4_remoteness(limit, r), with r of limit + 2 entries;
   checks SG_OK and that r[limit + 1] is left alone. */
static void call(size_t limit, unsigned *r)
{
    for (size_t n = 0; n <= limit; n++)
        r[n] = GUARD - 1;
    r[limit + 1] = GUARD;
    int status = sg_stone4_remoteness(limit, r);
    cr_assert_eq(status, SG_OK, "sg_stone4_remoteness(limit = %zu) "
                 "returned %d (%s), not SG_OK", limit, status,
                 sg_exercise_strerror(status));
    cr_assert_eq(r[limit + 1], GUARD, "limit = %zu: the function wrote "
                 "past remoteness[limit]", limit);
}

/* r[0..upto] must be want[0..upto]. */
static void compare(const unsigned *r, const unsigned *want, size_t upto,
                    size_t limit, const char *what)
{
    for (size_t n = 0; n <= upto; n++)
        CHECK(r[n] == want[n], "%s: limit = %zu: R(%zu) is %u, the "
              "function says %u", what, limit, n, want[n], r[n]);
}

Test(stone4_remote, first_values)
{
    const unsigned want[] = {0, 1, 2, 3, 1, 2, 3, 4, 5, 1, 4, 3, 6, 7, 3,
                             4, 1, 8, 3, 5, 6, 3, 8, 5, 5, 1, 5, 3, 7, 7,
                             3, 5, 5, 9, 10, 5, 1, 7, 3, 6, 5};
    size_t limit = sizeof want / sizeof *want - 1;
    unsigned r[sizeof want / sizeof *want + 1];
    call(limit, r);
    cr_assert_eq(r[0], 0, "R(0) = 0: the game is over, got %u", r[0]);
    cr_assert_eq(r[2], 2, "R(2) = 2: Alice takes 1, Bob the last one; "
                 "got %u", r[2]);
    cr_assert_eq(r[4], 1, "R(4) = 1: Alice takes all 4 at once (taking 1 "
                 "would win too, but in 3 moves); got %u", r[4]);
    cr_assert_eq(r[7], 4, "R(7) = 4: a lost heap, and Alice takes 1 (6 "
                 "and 3 last 3 moves); got %u", r[7]);
    compare(r, want, limit, limit, "the first heaps");
}

Test(stone4_remote, every_limit_up_to_60)
{
    unsigned *want = brute_table(60);
    unsigned r[62];
    for (size_t limit = 0; limit <= 60; limit++) {
        call(limit, r);
        compare(r, want, limit, limit, "against a brute-force search");
    }
    free(want);
}

Test(stone4_remote, every_heap_up_to_3000)
{
    unsigned *want = brute_table(SMALL);
    unsigned *r = malloc((SMALL + 2) * sizeof *r);
    cr_assert_not_null(r, "the test ran out of memory");
    call(SMALL, r);
    compare(r, want, SMALL, SMALL, "against a brute-force search");
    free(want), free(r);
}

/* Up to 100000: the brute force, and the parity of the exercise's
   question (R(n) is odd exactly for the won heaps) against the
   library's lost heaps. */
Test(stone4_remote, limit_100000, .timeout = 120)
{
    unsigned *want = brute_table(MEDIUM);
    unsigned *r = malloc((MEDIUM + 2) * sizeof *r);
    char *lost = lost_flags(MEDIUM);
    cr_assert_not_null(r, "the test ran out of memory");
    call(MEDIUM, r);
    for (size_t n = 0; n <= MEDIUM; n++)
        CHECK(r[n] % 2 == !lost[n], "R(%zu) = %u, but the heap is %s: "
              "R(n) is odd exactly for the won heaps", n, r[n],
              lost[n] ? "lost" : "won");
    compare(r, want, MEDIUM, MEDIUM, "against a brute-force search");
    size_t longest = 0;
    for (size_t n = 1; n <= MEDIUM; n++)
        if (r[n] > r[longest])
            longest = n;
    cr_assert(r[longest] == 86 && longest == 95622, "up to 100000 the "
              "longest game lasts 86 moves, first from 95622 stones; "
              "the function says %u, from %zu", r[longest], longest);
    free(want), free(r), free(lost);
}

/* R(n) from its successors' values in r, for the outcome in lost. */
static unsigned from_successors(const unsigned *r, const char *lost,
                                size_t n)
{
    unsigned fastest = UINT_MAX, slowest = 0;
    for (uint64_t k = 1; k * k <= n; k++) {
        size_t s = n - (size_t)(k * k);
        if (lost[s] && r[s] < fastest)
            fastest = r[s];
        if (r[s] > slowest)
            slowest = r[s];
    }
    return n == 0 ? 0 : lost[n] ? slowest + 1 : fastest + 1;
}

/* The largest limit: the first 100000 values must not depend on the
   limit, the parity must hold on every heap, and the definition must
   hold at the last heaps, at random ones and at lost ones. */
Test(stone4_remote, limit_a_million, .timeout = 120)
{
    unsigned *want = brute_table(MEDIUM);
    unsigned *r = malloc((BIG + 2) * sizeof *r);
    char *lost = lost_flags(BIG);
    cr_assert_not_null(r, "the test ran out of memory");
    call(BIG, r);
    compare(r, want, MEDIUM, BIG, "against a brute-force search");
    for (size_t n = 0; n <= BIG; n++)
        CHECK(r[n] % 2 == !lost[n], "R(%zu) = %u, but the heap is %s: "
              "R(n) is odd exactly for the won heaps", n, r[n],
              lost[n] ? "lost" : "won");
    size_t longest = 0;
    for (size_t n = 1; n <= BIG; n++)
        if (r[n] > r[longest])
            longest = n;
    cr_assert(r[longest] == 128 && longest == 943930, "up to a million "
              "the longest game lasts 128 moves, first from 943930 "
              "stones; the function says %u, from %zu", r[longest],
              longest);
    uint64_t seed = 1512;
    size_t checked = 0, lost_checked = 0;
    for (size_t n = BIG - 200; n <= BIG; n++, checked++)
        CHECK(r[n] == from_successors(r, lost, n), "R(%zu) should be %u "
              "(from the values of its successors), the function says %u",
              n, from_successors(r, lost, n), r[n]);
    for (int t = 0; t < 2000; t++, checked++) {
        size_t n = (size_t)rng_range(&seed, (int)MEDIUM, (int)BIG);
        CHECK(r[n] == from_successors(r, lost, n), "R(%zu) should be %u "
              "(from the values of its successors), the function says %u",
              n, from_successors(r, lost, n), r[n]);
    }
    for (size_t n = BIG; n > MEDIUM && lost_checked < 300; n--)
        if (lost[n] && rng_range(&seed, 0, 1) == 0) {
            CHECK(r[n] == from_successors(r, lost, n), "R(%zu) should be "
                  "%u (a lost heap: the largest R of its successors, plus "
                  "one), the function says %u", n,
                  from_successors(r, lost, n), r[n]);
            lost_checked++, checked++;
        }
    cr_assert_eq(checked, 2501, "the test checked %zu heaps", checked);
    free(want), free(r), free(lost);
}

Test(stone4_remote, errors)
{
    unsigned r[4] = {7, 7, 7, 7};
    int status = sg_stone4_remoteness(0, r);
    cr_assert_eq(status, SG_OK, "sg_stone4_remoteness(limit = 0) returned "
                 "%d (%s), not SG_OK", status, sg_exercise_strerror(status));
    cr_assert_eq(r[0], 0, "R(0) = 0, got %u", r[0]);
    cr_assert_eq(r[1], 7, "limit = 0: the function wrote past "
                 "remoteness[0]");
    r[0] = 7;
    expect_code(sg_stone4_remoteness(0, NULL), SG_ENULL,
                "remoteness NULL with limit = 0");
    expect_code(sg_stone4_remoteness(3, NULL), SG_ENULL,
                "remoteness NULL with limit = 3");
    expect_code(sg_stone4_remoteness(BIG + 1, r), SG_ETOOBIG,
                "limit = SG_STONE4_VARIANT_MAX + 1");
    expect_code(sg_stone4_remoteness(SIZE_MAX, r), SG_ETOOBIG,
                "limit = SIZE_MAX");
    for (size_t i = 0; i < 4; i++)
        cr_assert_eq(r[i], 7, "remoteness must be left alone on an error");
}
