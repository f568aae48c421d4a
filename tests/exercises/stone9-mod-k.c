/* stone9-mod-k.c: the exercise stone9-mod-k, divisible by k
   (sg_stone9_mod). */
#include <criterion/criterion.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "sg-exercises.h"
#include "brute.h"

#define MAXB 12          /* the most stones the brute force searches */
#define N_MAX 60         /* SG_STONE9_VARIANT_MAX */

/* 1 if Alice wins on v[0..n-1] (n <= MAXB) with the modulus k, by the
   brute force of brute.h: the player whose removal makes the sum
   divisible by k loses; with no stone left Bob wins. */
static int brute_mod(const int *v, size_t n, int k)
{
    return brute_divisible(v, n, k, 0, 0);
}

static const char *who(int alice)
{
    return alice ? "Alice" : "Bob";
}

/* Calls sg_stone9_mod and checks it returns SG_OK and the winner want. */
static void expect(const int *v, size_t n, int k, int want, const char *what)
{
    char buf[200];
    bool got = !want;
    int status = sg_stone9_mod(v, n, k, &got);
    brute_format(v, n, buf, sizeof buf);
    cr_assert_eq(status, SG_OK,
                 "%s: sg_stone9_mod(%s, n = %zu, k = %d) returned %d (%s), "
                 "not SG_OK", what, buf, n, k, status, sg_exercise_strerror(status));
    cr_assert_eq(got, want != 0,
                 "%s: stones %s, k = %d: %s should win, the function says %s",
                 what, buf, k, who(want), who(got));
}

static void expect_brute(const int *v, size_t n, int k, const char *what)
{
    expect(v, n, k, brute_mod(v, n, k), what);
}

/* A random int whose remainder modulo 3 (0, 1 or 2) is r. */
static int with_remainder3(uint64_t *seed, int r)
{
    for (;;) {
        int v = rng_range(seed, 0, 1) ? any_extreme_int(seed)
                                      : rng_range(seed, -100, 100);
        if ((((int64_t)v % 3) + 3) % 3 == r)
            return v;
    }
}

Test(stone9_mod_k, hand_examples)
{
    int a[] = {1, 1};
    expect(a, 2, 2, 1, "k = 2, [1,1]: Bob's stone makes the sum 2");
    int b[] = {1};
    expect(b, 1, 2, 0, "k = 2, [1]: the stones run out, Bob wins");
    int c[] = {2};
    expect(c, 1, 2, 0, "k = 2, [2]: Alice's only stone is divisible by 2");
    int d[] = {1, 1, 1, 1};
    expect(d, 4, 4, 1, "k = 4, [1,1,1,1]: Bob's second stone makes 4");
    int e[] = {1, 1, 1};
    expect(e, 3, 4, 0, "k = 4, [1,1,1]: the sums are 1, 2, 3, then Bob wins");
    int f[] = {5, 3};
    expect(f, 2, 4, 1, "k = 4, [5,3]: Alice takes 5, Bob must make 8");
    int g[] = {2, 3};
    expect(g, 2, 5, 1, "k = 5, [2,3]: the second stone makes 5");
    int h[] = {-5};
    expect(h, 1, 5, 0, "k = 5, [-5]: a negative multiple of 5 loses at once");
    int i[] = {-1, 5};
    expect(i, 2, 4, 1, "k = 4, [-1,5]: whichever stone Alice takes, Bob's "
           "makes the sum 4");
}

Test(stone9_mod_k, k_three_is_the_chapter_game)
{
    uint64_t seed = 61;
    int v[N_MAX];
    /* Every triple of counts up to 20 of each remainder (n <= 60). */
    for (int c0 = 0; c0 <= 20; c0++)
        for (int c1 = 0; c1 <= 20; c1++)
            for (int c2 = 0; c2 <= 20; c2++) {
                size_t n = 0;
                const int c[3] = {c0, c1, c2};
                for (int r = 0; r < 3; r++)
                    for (int j = 0; j < c[r]; j++)
                        v[n++] = with_remainder3(&seed, r);
                shuffle_ints(v, n, &seed);
                bool want;
                cr_assert_eq(sg_stone9(v, n, &want), SG_OK, "sg_stone9 failed");
                expect(v, n, 3, want, "k = 3 must be the chapter's game "
                       "(sg_stone9)");
            }
    /* Random arrays of up to 60 stones. */
    for (int t = 0; t < 2000; t++) {
        size_t n = (size_t)rng_range(&seed, 0, N_MAX);
        for (size_t i = 0; i < n; i++)
            v[i] = rng_range(&seed, 0, 3) ? rng_range(&seed, -1000, 1000)
                                          : any_extreme_int(&seed);
        bool want;
        cr_assert_eq(sg_stone9(v, n, &want), SG_OK, "sg_stone9 failed");
        expect(v, n, 3, want, "k = 3 must be the chapter's game (sg_stone9)");
    }
}

static void visit_k(const int *v, size_t n, void *ctx)
{
    expect_brute(v, n, *(const int *)ctx, "every array of up to 5 stones "
                 "in -3..3, against a brute-force search");
}

Test(stone9_mod_k, every_small_array)
{
    for (int k = 2; k <= 6; k++)
        for_each_array(5, -3, 3, visit_k, &k);
}

Test(stone9_mod_k, random_against_brute_force)
{
    uint64_t seed = 6001;
    int v[MAXB];
    for (int t = 0; t < 4000; t++) {
        size_t n = (size_t)rng_range(&seed, 0, MAXB);
        int k = rng_range(&seed, 2, 6);
        int kind = rng_range(&seed, 0, 2);
        for (size_t i = 0; i < n; i++)
            v[i] = kind == 0 ? rng_range(&seed, -9, 9)
                 : kind == 1 ? rng_range(&seed, -1000000, 1000000)
                             : extreme_int(&seed);
        expect_brute(v, n, k, "a random array, against a brute-force search");
    }
}

Test(stone9_mod_k, larger_k_against_brute_force)
{
    uint64_t seed = 6002;
    int v[MAXB];
    for (int t = 0; t < 1500; t++) {
        size_t n = (size_t)rng_range(&seed, 0, 10);
        int k = rng_range(&seed, 7, 64);
        for (size_t i = 0; i < n; i++)
            v[i] = rng_range(&seed, 0, 3) ? rng_range(&seed, -3 * k, 3 * k)
                                          : any_extreme_int(&seed);
        expect_brute(v, n, k, "k from 7 to 64, against a brute-force search");
    }
}

Test(stone9_mod_k, sixty_stones)
{
    uint64_t seed = 6003;
    int v[N_MAX];
    /* Two stones divisible by k do not change the winner: whoever wins
       without them answers the other player's one with the other (the
       sum does not move), and never touches them otherwise.  So a small
       random array, judged by the brute force, is padded up to 60 stones
       with an even number of multiples of k. */
    for (int t = 0; t < 400; t++) {
        size_t n = (size_t)rng_range(&seed, 0, 10);
        int k = rng_range(&seed, 2, 8);
        for (size_t i = 0; i < n; i++)
            v[i] = rng_range(&seed, 0, 3) ? rng_range(&seed, -50, 50)
                                          : any_extreme_int(&seed);
        int want = brute_mod(v, n, k);
        size_t pairs = (size_t)rng_range(&seed, 0, (int)(N_MAX - n) / 2);
        if (t % 4 == 0)
            pairs = (N_MAX - n) / 2;
        for (size_t j = 0; j < 2 * pairs; j++)
            v[n + j] = k * rng_range(&seed, -1000, 1000);
        n += 2 * pairs;
        shuffle_ints(v, n, &seed);
        expect(v, n, k, want, "a random array padded with pairs of "
               "multiples of k (which do not change the winner), against a "
               "brute-force search of the array without them");
    }
    /* Sixty stones of remainder 1 modulo 7: the sums are 1, ..., 6, 7
       and the seventh stone, Alice's, loses. */
    for (size_t i = 0; i < N_MAX; i++)
        v[i] = 7 * (int)i + 1;
    expect(v, N_MAX, 7, 0, "sixty stones of remainder 1, k = 7: the "
           "seventh stone is Alice's and makes 7");
    /* With k = 2 and only odd stones, the second stone (Bob's) loses. */
    for (size_t i = 0; i < N_MAX; i++)
        v[i] = -2 * (int)i - 1;
    expect(v, N_MAX, 2, 1, "sixty odd stones, k = 2: Bob's first stone "
           "makes the sum even");
}

Test(stone9_mod_k, empty_table)
{
    bool w = true;
    expect_code(sg_stone9_mod(NULL, 0, 3, &w), SG_OK, "n = 0, stones NULL");
    cr_assert_eq(w, false, "n = 0: no stone to remove, Bob wins");
    int v[] = {1};
    w = true;
    expect_code(sg_stone9_mod(v, 0, 5, &w), SG_OK, "n = 0");
    cr_assert_eq(w, false, "n = 0 with k = 5: Bob wins");
}

Test(stone9_mod_k, errors)
{
    int v[N_MAX + 1];
    for (size_t i = 0; i <= N_MAX; i++)
        v[i] = 1;
    bool w = true;
    expect_code(sg_stone9_mod(v, N_MAX, 2, &w), SG_OK,
                "60 stones of 1 with k = 2 (the largest n allowed)");
    cr_assert_eq(w, true, "60 stones of 1, k = 2: Bob's first stone makes "
                 "the sum 2, so Alice wins");
    expect_code(sg_stone9_mod(NULL, 1, 3, &w), SG_ENULL,
                "stones NULL with n = 1");
    expect_code(sg_stone9_mod(v, 1, 3, NULL), SG_ENULL, "alice_wins NULL");
    expect_code(sg_stone9_mod(v, N_MAX + 1, 3, &w), SG_ETOOBIG,
                "n = 61, above SG_STONE9_VARIANT_MAX");
    expect_code(sg_stone9_mod(v, 1, 1, &w), SG_EINVAL, "k = 1");
    expect_code(sg_stone9_mod(v, 1, 0, &w), SG_EINVAL, "k = 0");
    expect_code(sg_stone9_mod(v, 1, -3, &w), SG_EINVAL, "k = -3");
    expect_code(sg_stone9_mod(v, 1, INT_MIN, &w), SG_EINVAL, "k = INT_MIN");
    cr_assert_eq(w, true, "*alice_wins must be left alone on an error");
    w = false;
    expect_code(sg_stone9_mod(v, 1, 1, &w), SG_EINVAL, "k = 1");
    expect_code(sg_stone9_mod(v, N_MAX + 1, 2, &w), SG_ETOOBIG, "n = 61");
    cr_assert_eq(w, false, "*alice_wins must be left alone on an error");
}
