/* stone9-misere.c: the exercise stone9-misere, divisible by 3 wins
   (sg_stone9_misere). */
#include <criterion/criterion.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sg-exercises.h"
#include "brute.h"

#define MAXB 10          /* the most stones the brute force searches */
#define N_MAX 60         /* SG_STONE9_VARIANT_MAX */
#define LIMIT 20         /* the counts searched by count_search */

/* The two oracles of brute.h (the brute force over the actual stones,
   for up to MAXB of them, and the search over the counts, for up to
   LIMIT of each remainder), with this exercise's rule:
   a sum divisible by 3 wins; with no stone left Bob wins. */
static int brute_game(const int *v, size_t n)
{
    return brute_divisible(v, n, 3, 1, 0);
}

static int count_search(int c0, int c1, int c2)
{
    return brute_div3_counts(c0, c1, c2, 1, 0);
}

static const char *who(int alice)
{
    return alice ? "Alice" : "Bob";
}

/* Calls sg_stone9_misere and checks that it returns SG_OK
   and the winner want. */
static void expect(const int *v, size_t n, int want, const char *what)
{
    char buf[200];
    bool got = !want;
    int status = sg_stone9_misere(v, n, &got);
    brute_format(v, n, buf, sizeof buf);
    cr_assert_eq(status, SG_OK,
                 "%s: sg_stone9_misere(%s, n = %zu) returned %d (%s), "
                 "not SG_OK",
                 what, buf, n, status, sg_exercise_strerror(status));
    cr_assert_eq(got, want != 0, "%s: stones %s: %s should win, the "
                 "function says %s", what, buf, who(want), who(got));
}

static void expect_brute(const int *v, size_t n, const char *what)
{
    expect(v, n, brute_game(v, n), what);
}

Test(stone9_misere, hand_examples)
{
    int a[] = {3};
    expect(a, 1, 1, "[3]: Alice's first stone makes 3 and wins");
    int b[] = {0, 1, 2};
    expect(b, 3, 1, "[0,1,2]: a sum of 0 is divisible by 3, so Alice "
           "removes the 0 and wins");
    int c[] = {1};
    expect(c, 1, 0, "[1]: the stones run out, Bob wins");
    int d[] = {1, 1};
    expect(d, 2, 0, "[1,1]: the sums are 1 and 2, then Bob wins");
    int e[] = {1, 1, 1};
    expect(e, 3, 1, "[1,1,1]: Alice's second stone makes 3");
    int f[] = {2, 1};
    expect(f, 2, 0, "[2,1]: Bob's stone makes 3, whichever Alice took");
    int g[] = {-1, -1, -1, -1};
    expect(g, 4, 1, "[-1,-1,-1,-1]: Alice's second stone makes -3");
    int h[] = {1, 1, 1, 2};
    expect(h, 4, 0, "[1,1,1,2]: Alice's first stone, 1 or 2, leaves Bob "
           "the other remainder, which makes 3");
    int i[] = {INT_MIN, INT_MIN, INT_MIN};
    expect(i, 3, 1, "three INT_MIN (remainder 1): Alice's second stone "
           "makes a multiple of 3");
}

static void visit(const int *v, size_t n, void *ctx)
{
    (void)ctx;
    expect_brute(v, n, "every array of up to 6 stones in -3..3, against a "
                 "brute-force search");
}

Test(stone9_misere, every_small_array)
{
    for_each_array(6, -3, 3, visit, NULL);
}

Test(stone9_misere, every_small_multiset_of_remainders)
{
    uint64_t seed = 621;
    int v[MAXB];
    for (int c0 = 0; c0 <= MAXB; c0++)
        for (int c1 = 0; c0 + c1 <= MAXB; c1++)
            for (int c2 = 0; c0 + c1 + c2 <= MAXB; c2++)
                for (int t = 0; t < 3; t++) {
                    const int c[3] = {c0, c1, c2};
                    size_t n = div3_from_counts(v, c, &seed);
                    expect_brute(v, n, "every multiset of at most 10 "
                                 "remainders, against a brute-force search");
                }
}

Test(stone9_misere, random_against_brute_force)
{
    uint64_t seed = 622;
    int v[MAXB];
    for (int t = 0; t < 4000; t++) {
        size_t n = (size_t)rng_range(&seed, 0, MAXB);
        int kind = rng_range(&seed, 0, 2);
        for (size_t i = 0; i < n; i++)
            v[i] = kind == 0 ? rng_range(&seed, -9, 9)
                 : kind == 1 ? rng_range(&seed, -1000000, 1000000)
                             : any_extreme_int(&seed);
        expect_brute(v, n, "a random array, against a brute-force search");
    }
}

Test(stone9_misere, up_to_sixty_stones)
{
    uint64_t seed = 623;
    int v[N_MAX];
    for (int c0 = 0; c0 <= LIMIT; c0++)
        for (int c1 = 0; c1 <= LIMIT; c1++)
            for (int c2 = 0; c2 <= LIMIT; c2++) {
                const int c[3] = {c0, c1, c2};
                size_t n = div3_from_counts(v, c, &seed);
                char what[160];
                snprintf(what, sizeof what, "%d, %d and %d stones of "
                         "remainder 0, 1 and 2, against a search over the "
                         "counts", c0, c1, c2);
                expect(v, n, count_search(c0, c1, c2), what);
            }
}

Test(stone9_misere, empty_table)
{
    bool w = true;
    expect_code(sg_stone9_misere(NULL, 0, &w), SG_OK, "n = 0, stones NULL");
    cr_assert_eq(w, false, "n = 0: no stone to remove, Bob wins");
    int v[] = {1};
    w = true;
    expect_code(sg_stone9_misere(v, 0, &w), SG_OK, "n = 0");
    cr_assert_eq(w, false, "n = 0: no stone to remove, Bob wins");
}

Test(stone9_misere, errors)
{
    int v[N_MAX + 1];
    for (size_t i = 0; i <= N_MAX; i++)
        v[i] = 3 * (int)i + 1;
    bool w = false;
    expect_code(sg_stone9_misere(v, N_MAX, &w), SG_OK,
                "60 stones of remainder 1 (the largest n allowed)");
    cr_assert_eq(w, true, "60 stones of remainder 1: the sums are 1, "
                 "2, 3 and the third stone is Alice's");
    w = true;
    expect_code(sg_stone9_misere(NULL, 1, &w), SG_ENULL,
                "stones NULL with n = 1");
    expect_code(sg_stone9_misere(v, 1, NULL), SG_ENULL, "alice_wins NULL");
    expect_code(sg_stone9_misere(v, N_MAX + 1, &w), SG_ETOOBIG,
                "n = 61, above SG_STONE9_VARIANT_MAX");
    cr_assert_eq(w, true, "*alice_wins must be left alone on an error");
    w = false;
    expect_code(sg_stone9_misere(NULL, 2, &w), SG_ENULL,
                "stones NULL with n = 2");
    expect_code(sg_stone9_misere(v, N_MAX + 1, &w), SG_ETOOBIG, "n = 61");
    cr_assert_eq(w, false, "*alice_wins must be left alone on an error");
}
