/* ex-6.2.c: Exercise 6.2, divisible by 3 wins
   (sg_stone9_misere). */
#include <criterion/criterion.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "stonegame.h"
#include "brute.h"

#define MAXB 10          /* the most stones the brute force searches */
#define N_MAX 60         /* SG_STONE9_VARIANT_MAX */
#define LIMIT 20         /* the counts searched by count_search */

/* Brute force over the actual stones, without remainders: `taken` is the
   set of stones removed so far (bit i for stones[i]) and `sum` the exact
   sum of their values.  The player whose removal makes the sum
   divisible by 3 wins; with no stone left Bob wins.
   The removed set decides the sum and whose turn it is, so it is the key
   of the memo. */
struct brute {
    const int *v;
    size_t n;
    signed char memo[1 << MAXB];        /* -1 unknown, 0 Bob, 1 Alice */
};

static int brute_rec(struct brute *b, unsigned taken, int64_t sum, int alice)
{
    if (b->memo[taken] >= 0)
        return b->memo[taken];
    int result = 0;                     /* no stone left: Bob wins */;
    if (taken != (1u << b->n) - 1) {
        result = alice ? 0 : 1;         /* until the mover finds a win */
        for (size_t i = 0; i < b->n; i++) {
            if (taken & (1u << i))
                continue;
            int64_t s = sum + b->v[i];
            int a = s % 3 == 0 ? alice  /* the mover wins */
                               : brute_rec(b, taken | 1u << i, s, !alice);
            if (a == alice) {
                result = a;
                break;
            }
        }
    }
    b->memo[taken] = (signed char)result;
    return result;
}

/* 1 if Alice wins on v[0..n-1] (n <= MAXB). */
static int brute_game(const int *v, size_t n)
{
    static struct brute b;
    b.v = v;
    b.n = n;
    memset(b.memo, -1, (size_t)1 << n);
    return brute_rec(&b, 0, 0, 1);
}

/* A second oracle for up to LIMIT stones of each remainder: a search over
   the positions (c0, c1, c2, s, turn), with s the removed sum modulo 3,
   trying every remainder still on the table.  It knows nothing of a
   rule. */
static signed char count_memo[LIMIT + 1][LIMIT + 1][LIMIT + 1][3][2];

static int count_rec(int c[3], int s, int alice)
{
    signed char *m = &count_memo[c[0]][c[1]][c[2]][s][alice];
    if (*m >= 0)
        return *m;
    int result = 0;                     /* no stone left: Bob wins */;
    if (c[0] + c[1] + c[2] > 0) {
        result = alice ? 0 : 1;
        for (int r = 0; r < 3; r++) {
            if (c[r] == 0)
                continue;
            int t = (s + r) % 3, a;
            if (t == 0)
                a = alice  /* the mover wins */;
            else {
                c[r]--;
                a = count_rec(c, t, !alice);
                c[r]++;
            }
            if (a == alice) {
                result = a;
                break;
            }
        }
    }
    *m = (signed char)result;
    return result;
}

static int count_search(int c0, int c1, int c2)
{
    static int ready;
    if (!ready) {
        memset(count_memo, -1, sizeof count_memo);
        ready = 1;
    }
    int c[3] = {c0, c1, c2};
    return count_rec(c, 0, 1);
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
                 what, buf, n, status, sg_strerror(status));
    cr_assert_eq(got, want != 0, "%s: stones %s: %s should win, the "
                 "function says %s", what, buf, who(want), who(got));
}

static void expect_brute(const int *v, size_t n, const char *what)
{
    expect(v, n, brute_game(v, n), what);
}

/* A random int whose remainder modulo 3 (0, 1 or 2) is r: any int, an
   extreme one, or a small one. */
static int with_remainder(uint64_t *seed, int r)
{
    for (;;) {
        int kind = rng_range(seed, 0, 2);
        int v = kind == 0 ? any_extreme_int(seed)
              : kind == 1 ? extreme_int(seed) : rng_range(seed, -20, 20);
        if ((((int64_t)v % 3) + 3) % 3 == r)
            return v;
    }
}

/* Fills v with c[r] stones of each remainder r, in a random order;
   returns their number. */
static size_t from_counts(int *v, const int c[3], uint64_t *seed)
{
    size_t n = 0;
    for (int r = 0; r < 3; r++)
        for (int j = 0; j < c[r]; j++)
            v[n++] = with_remainder(seed, r);
    for (size_t i = n; i > 1; i--) {
        size_t j = (size_t)rng_range(seed, 0, (int)i - 1);
        int t = v[i - 1];
        v[i - 1] = v[j];
        v[j] = t;
    }
    return n;
}

Test(ex6_2, hand_examples)
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

Test(ex6_2, every_small_array)
{
    for_each_array(6, -3, 3, visit, NULL);
}

Test(ex6_2, every_small_multiset_of_remainders)
{
    uint64_t seed = 621;
    int v[MAXB];
    for (int c0 = 0; c0 <= MAXB; c0++)
        for (int c1 = 0; c0 + c1 <= MAXB; c1++)
            for (int c2 = 0; c0 + c1 + c2 <= MAXB; c2++)
                for (int t = 0; t < 3; t++) {
                    const int c[3] = {c0, c1, c2};
                    size_t n = from_counts(v, c, &seed);
                    expect_brute(v, n, "every multiset of at most 10 "
                                 "remainders, against a brute-force search");
                }
}

Test(ex6_2, random_against_brute_force)
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

Test(ex6_2, up_to_sixty_stones)
{
    uint64_t seed = 623;
    int v[N_MAX];
    for (int c0 = 0; c0 <= LIMIT; c0++)
        for (int c1 = 0; c1 <= LIMIT; c1++)
            for (int c2 = 0; c2 <= LIMIT; c2++) {
                const int c[3] = {c0, c1, c2};
                size_t n = from_counts(v, c, &seed);
                char what[160];
                snprintf(what, sizeof what, "%d, %d and %d stones of "
                         "remainder 0, 1 and 2, against a search over the "
                         "counts", c0, c1, c2);
                expect(v, n, count_search(c0, c1, c2), what);
            }
}

Test(ex6_2, empty_table)
{
    bool w = true;
    expect_code(sg_stone9_misere(NULL, 0, &w), SG_OK, "n = 0, stones NULL");
    cr_assert_eq(w, false, "n = 0: no stone to remove, Bob wins");
    int v[] = {1};
    w = true;
    expect_code(sg_stone9_misere(v, 0, &w), SG_OK, "n = 0");
    cr_assert_eq(w, false, "n = 0: no stone to remove, Bob wins");
}

Test(ex6_2, errors)
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
