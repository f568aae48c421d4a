/* stone9-stuck.c: the exercise stone9-stuck, the player who cannot move loses
   (sg_stone9_stuck_loses). */
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
   a sum divisible by 3 loses; with no stone left the player to move loses. */
static int brute_game(const int *v, size_t n)
{
    return brute_divisible(v, n, 3, 0, 1);
}

static int count_search(int c0, int c1, int c2)
{
    return brute_div3_counts(c0, c1, c2, 0, 1);
}

static const char *who(int alice)
{
    return alice ? "Alice" : "Bob";
}

/* Calls sg_stone9_stuck_loses and checks that it returns SG_OK
   and the winner want. */
static void expect(const int *v, size_t n, int want, const char *what)
{
    char buf[200];
    bool got = !want;
    int status = sg_stone9_stuck_loses(v, n, &got);
    brute_format(v, n, buf, sizeof buf);
    cr_assert_eq(status, SG_OK,
                 "%s: sg_stone9_stuck_loses(%s, n = %zu) returned %d (%s), "
                 "not SG_OK",
                 what, buf, n, status, sg_exercise_strerror(status));
    cr_assert_eq(got, want != 0, "%s: stones %s: %s should win, the "
                 "function says %s", what, buf, who(want), who(got));
}

static void expect_brute(const int *v, size_t n, const char *what)
{
    expect(v, n, brute_game(v, n), what);
}

Test(stone9_stuck, hand_examples)
{
    int a[] = {1};
    expect(a, 1, 1, "[1]: Alice removes the last stone, Bob cannot move");
    int b[] = {3};
    expect(b, 1, 0, "[3]: Alice's only stone makes 3");
    int c[] = {1, 1};
    expect(c, 2, 0, "[1,1]: Bob removes the last stone, Alice cannot move");
    int d[] = {2, 1};
    expect(d, 2, 1, "[2,1]: Bob's stone makes 3, whichever Alice took");
    int e[] = {3, 1, 1};
    expect(e, 3, 1, "[3,1,1]: Alice removes a 1; if Bob removes the other "
           "1 she removes the 3, and if Bob removes the 3 she removes the 1; "
           "either way Bob cannot move");
    int f[] = {3, 3, 1};
    expect(f, 3, 1, "[3,3,1]: Alice removes the 1, the 3s go one each, and "
           "Bob cannot move");
    int g[] = {3, 3, 1, 1};
    expect(g, 4, 0, "[3,3,1,1]: Bob can always answer, and Alice is left "
           "with no stone");
    int h[] = {0, 0, 0};
    expect(h, 3, 0, "[0,0,0]: Alice's first stone makes 0, which is "
           "divisible by 3");
    int i[] = {-1, 2, INT_MAX};
    expect(i, 3, 1, "[-1,2,INT_MAX] (remainders 2, 2, 1): Alice removes "
           "INT_MAX, and Bob's stone, of remainder 2, makes the sum "
           "divisible by 3");
}

static void visit(const int *v, size_t n, void *ctx)
{
    (void)ctx;
    expect_brute(v, n, "every array of up to 6 stones in -3..3, against a "
                 "brute-force search");
}

Test(stone9_stuck, every_small_array)
{
    for_each_array(6, -3, 3, visit, NULL);
}

Test(stone9_stuck, every_small_multiset_of_remainders)
{
    uint64_t seed = 631;
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

Test(stone9_stuck, random_against_brute_force)
{
    uint64_t seed = 632;
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

Test(stone9_stuck, up_to_sixty_stones)
{
    uint64_t seed = 633;
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

Test(stone9_stuck, changes_with_counts_up_to_15)
{
    enum { L = 15, SIDE = L + 1 };
    static unsigned char old[SIDE * SIDE * SIDE];
    int v[3 * L], changed = 0, new_alice = 0;
    cr_assert_eq(sg_stone9_exact(L, old), SG_OK, "sg_stone9_exact failed");
    for (int c0 = 0; c0 <= L; c0++)
        for (int c1 = 0; c1 <= L; c1++)
            for (int c2 = 0; c2 <= L; c2++) {
                if (c0 + c1 + c2 == 0)
                    continue;
                size_t n = 0;
                for (int j = 0; j < c0; j++)
                    v[n++] = 3;
                for (int j = 0; j < c1; j++)
                    v[n++] = 1;
                for (int j = 0; j < c2; j++)
                    v[n++] = 2;
                bool w;
                int status = sg_stone9_stuck_loses(v, n, &w);
                cr_assert_eq(status, SG_OK, "%d stones of 3, %d of 1 and %d of "
                             "2: sg_stone9_stuck_loses returned %d (%s), not "
                             "SG_OK", c0, c1, c2, status,
                             sg_exercise_strerror(status));
                int was = old[(c0 * SIDE + c1) * SIDE + c2];
                changed += w != was;
                new_alice += w && !was;
            }
    cr_assert_eq(changed, 240, "with 0 to 15 stones of each remainder, the "
                 "new last rule should change the winner of 240 starting "
                 "positions (compared with sg_stone9_exact), got %d", changed);
    cr_assert_eq(new_alice, 240, "all 240 changes should be new wins for "
                 "Alice, got %d", new_alice);
}

Test(stone9_stuck, empty_table)
{
    bool w = true;
    expect_code(sg_stone9_stuck_loses(NULL, 0, &w), SG_OK, "n = 0, stones NULL");
    cr_assert_eq(w, false, "n = 0: Alice cannot move, so she loses");
    int v[] = {1};
    w = true;
    expect_code(sg_stone9_stuck_loses(v, 0, &w), SG_OK, "n = 0");
    cr_assert_eq(w, false, "n = 0: Alice cannot move, so she loses");
}

Test(stone9_stuck, errors)
{
    int v[N_MAX + 1];
    for (size_t i = 0; i <= N_MAX; i++)
        v[i] = 3 * (int)i + 1;
    bool w = true;
    expect_code(sg_stone9_stuck_loses(v, N_MAX, &w), SG_OK,
                "60 stones of remainder 1 (the largest n allowed)");
    cr_assert_eq(w, false, "60 stones of remainder 1: the sums are 1, "
                 "2, 3 and the third stone is Alice's");
    w = true;
    expect_code(sg_stone9_stuck_loses(NULL, 1, &w), SG_ENULL,
                "stones NULL with n = 1");
    expect_code(sg_stone9_stuck_loses(v, 1, NULL), SG_ENULL, "alice_wins NULL");
    expect_code(sg_stone9_stuck_loses(v, N_MAX + 1, &w), SG_ETOOBIG,
                "n = 61, above SG_STONE9_VARIANT_MAX");
    cr_assert_eq(w, true, "*alice_wins must be left alone on an error");
    w = false;
    expect_code(sg_stone9_stuck_loses(NULL, 2, &w), SG_ENULL,
                "stones NULL with n = 2");
    expect_code(sg_stone9_stuck_loses(v, N_MAX + 1, &w), SG_ETOOBIG, "n = 61");
    cr_assert_eq(w, false, "*alice_wins must be left alone on an error");
}
