/* values-subtr-pn.c: the exercise values-subtr-pn, the
   P-positions of a subtraction game (sg_subtraction_p_positions). */
#include <criterion/criterion.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>

#include "sg-exercises.h"
#include "brute.h"

#define SMALL 40          /* the heaps the search decides */

/* The brute force: a recursive search of the game tree on one heap,
   memoised in won[] (-1 unknown, 0 lost, 1 won for the player to
   move), straight from the definition. */
static int brute_won(const int *set, size_t k, size_t h, int *won)
{
    if (won[h] < 0) {
        won[h] = 0;
        for (size_t i = 0; i < k && !won[h]; i++)
            if (set[i] <= (int)h
                && !brute_won(set, k, h - (size_t)set[i], won))
                won[h] = 1;
    }
    return won[h];
}

static const char *set_text(const int *set, size_t k, char *buf,
                            size_t size)
{
    return brute_format(set, k, buf, size);
}

/* Calls the function with room for bound + 1 entries, plus guards
   after them; checks SG_OK, the guards, and returns the count. */
static size_t call(const int *set, size_t k, size_t bound, size_t *p)
{
    char buf[200];
    size_t count = SIZE_MAX;
    p[bound + 1] = SIZE_MAX - 1;
    int status = sg_subtraction_p_positions(set, k, bound, p, &count);
    set_text(set, k, buf, sizeof buf);
    cr_assert_eq(status, SG_OK, "sg_subtraction_p_positions(set %s, "
                 "bound = %zu) returned %d (%s), not SG_OK", buf, bound,
                 status, sg_exercise_strerror(status));
    cr_assert(count <= bound + 1, "set %s, bound %zu: count = %zu, but "
              "there are only %zu heaps", buf, bound, count, bound + 1);
    cr_assert_eq(p[bound + 1], SIZE_MAX - 1, "set %s, bound %zu: the "
                 "function wrote past the bound + 1 entries of p", buf,
                 bound);
    return count;
}

/* Checks p[0..count-1] against the table lost[0..bound] (1 for a
   P-position). */
static void compare(const int *set, size_t k, size_t bound,
                    const size_t *p, size_t count, const char *lost,
                    const char *what)
{
    char buf[200];
    set_text(set, k, buf, sizeof buf);
    size_t j = 0;
    for (size_t h = 0; h <= bound; h++) {
        if (!lost[h]) {
            cr_assert(j >= count || p[j] != h, "%s: set %s: the heap %zu "
                      "is an N-position, but it is in the list", what, buf,
                      h);
            continue;
        }
        cr_assert(j < count, "%s: set %s, bound %zu: the list ends "
                  "before the P-position %zu", what, buf, bound, h);
        cr_assert_eq(p[j], h, "%s: set %s: entry %zu of the list should be "
                     "the P-position %zu, got %zu", what, buf, j, h, p[j]);
        j++;
    }
    cr_assert_eq(count, j, "%s: set %s, bound %zu: there are %zu "
                 "P-positions, the count says %zu", what, buf, bound, j,
                 count);
}

static void expect_brute(const int *set, size_t k, size_t bound,
                         const char *what)
{
    int won[SMALL + 1];
    char lost[SMALL + 1];
    size_t p[SMALL + 2];
    for (size_t h = 0; h <= bound; h++)
        won[h] = -1;
    for (size_t h = 0; h <= bound; h++)
        lost[h] = !brute_won(set, k, h, won);
    size_t count = call(set, k, bound, p);
    compare(set, k, bound, p, count, lost, what);
}

static void expect_list(const int *set, size_t k, size_t bound,
                        const size_t *want, size_t nwant, const char *what)
{
    size_t p[64];
    char lost[64] = {0};
    for (size_t i = 0; i < nwant; i++)
        lost[want[i]] = 1;
    size_t count = call(set, k, bound, p);
    compare(set, k, bound, p, count, lost, what);
}

Test(values_subtr_pn, hand_examples)
{
    int a[] = {1, 2};
    size_t pa[] = {0, 3, 6, 9, 12};
    expect_list(a, 2, 12, pa, 5, "{1,2}: the multiples of 3");
    int b[] = {1, 3, 4};
    size_t pb[] = {0, 2, 7, 9, 14, 16, 21, 23, 28, 30};
    expect_list(b, 3, 30, pb, 10, "{1,3,4}: 0 and 2 modulo 7");
    int c[] = {2};
    size_t pc[] = {0, 1, 4, 5, 8, 9};
    expect_list(c, 1, 10, pc, 6, "{2}: 0 and 1 modulo 4");
    size_t pd[] = {0, 1, 2, 3, 4, 5};
    expect_list(NULL, 0, 5, pd, 6, "the empty set: no heap has a move");
    int e[] = {3, 3, INT_MAX};
    size_t pe[] = {0, 1, 2, 6, 7, 8};
    expect_list(e, 3, 8, pe, 6, "{3,3,INT_MAX}: a member repeats, one is "
                "never possible");
    int f[] = {100};
    size_t pf[] = {0, 1, 2, 3};
    expect_list(f, 1, 3, pf, 4, "{100} with bound 3");
    int g[] = {1};
    size_t pg[] = {0};
    expect_list(g, 1, 0, pg, 1, "bound 0: the heap 0 alone");
}

/* Every set of members in 1..6 (as a bit mask), against the brute
   force, for heaps up to SMALL. */
Test(values_subtr_pn, every_small_set)
{
    for (unsigned mask = 0; mask < 64; mask++) {
        int set[6];
        size_t k = 0;
        for (int s = 1; s <= 6; s++)
            if (mask >> (s - 1) & 1)
                set[k++] = s;
        expect_brute(set, k, SMALL, "every set of members in 1..6");
    }
}

Test(values_subtr_pn, random_sets_against_brute_force)
{
    uint64_t seed = 1411;
    int set[8];
    for (int t = 0; t < 3000; t++) {
        size_t k = (size_t)rng_range(&seed, 0, 8);
        for (size_t i = 0; i < k; i++)
            set[i] = rng_range(&seed, 0, 9) == 0 ? INT_MAX
                                                 : rng_range(&seed, 1, 25);
        size_t bound = (size_t)rng_range(&seed, 0, SMALL);
        expect_brute(set, k, bound, "a random set");
    }
}

/* The same game as the library's search sees it: sg_game_subtraction
   and sg_search, for every heap up to SMALL. */
Test(values_subtr_pn, against_sg_search)
{
    uint64_t seed = 1412;
    int set[6];
    int64_t memo[SMALL + 1];
    size_t p[SMALL + 2];
    char lost[SMALL + 1];
    for (int t = 0; t < 300; t++) {
        size_t k = (size_t)rng_range(&seed, 1, 6);
        for (size_t i = 0; i < k; i++)
            set[i] = rng_range(&seed, 1, 12);
        for (size_t h = 0; h <= SMALL; h++) {
            struct sg_game game;
            int64_t value;
            expect_code(sg_game_subtraction(set, k, h, &game), SG_OK,
                        "the test's sg_game_subtraction");
            expect_code(sg_search(&game, memo, &value, NULL, NULL), SG_OK,
                        "the test's sg_search");
            lost[h] = value < 0;
        }
        size_t count = call(set, k, SMALL, p);
        compare(set, k, SMALL, p, count, lost,
                "a random set, against sg_search");
    }
}

/* Long heaps, against the Grundy values of the library (zero exactly
   at the P-positions). */
Test(values_subtr_pn, long_bounds_against_grundy_values, .timeout = 60)
{
    uint64_t seed = 1413;
    size_t bound = 200000;
    size_t *p = malloc((bound + 2) * sizeof *p);
    unsigned *g = malloc((bound + 1) * sizeof *g);
    char *lost = malloc(bound + 1);
    cr_assert(p && g && lost, "the test ran out of memory");
    int set[10];
    for (int t = 0; t < 20; t++) {
        size_t k = (size_t)rng_range(&seed, 1, 10);
        for (size_t i = 0; i < k; i++)
            set[i] = rng_range(&seed, 1, t % 2 ? 60 : 2000);
        expect_code(sg_grundy_subtraction(set, k, g, bound + 1), SG_OK,
                    "the test's sg_grundy_subtraction");
        for (size_t h = 0; h <= bound; h++)
            lost[h] = g[h] == 0;
        size_t count = call(set, k, bound, p);
        compare(set, k, bound, p, count, lost,
                "heaps up to 200000, against sg_grundy_subtraction");
    }
    free(p), free(g), free(lost);
}

Test(values_subtr_pn, errors)
{
    int set[] = {1, 2};
    int zero[] = {1, 0};
    int negative[] = {-3};
    size_t p[8], count = 42;
    expect_code(sg_subtraction_p_positions(NULL, 1, 5, p, &count), SG_ENULL,
                "set NULL with k = 1");
    expect_code(sg_subtraction_p_positions(set, 2, 5, NULL, &count),
                SG_ENULL, "p NULL");
    expect_code(sg_subtraction_p_positions(set, 2, 5, p, NULL), SG_ENULL,
                "count NULL");
    expect_code(sg_subtraction_p_positions(zero, 2, 5, p, &count),
                SG_EINVAL, "a member 0");
    expect_code(sg_subtraction_p_positions(negative, 1, 5, p, &count),
                SG_EINVAL, "a negative member");
    expect_code(sg_subtraction_p_positions(set, 2, SG_MAX_N, p, &count),
                SG_ETOOBIG, "bound = SG_MAX_N");
    expect_code(sg_subtraction_p_positions(set, 2, SIZE_MAX, p, &count),
                SG_ETOOBIG, "bound = SIZE_MAX");
    cr_assert_eq(count, 42, "*count must be left alone on an error");
}
