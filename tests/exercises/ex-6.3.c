/* ex-6.3.c: Exercise 6.3, the player who cannot move loses
   (sg_stone9_stuck_loses). */
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
   divisible by 3 loses; with no stone left the player to move loses.
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
    int result = alice ? 0 : 1;  /* no stone left: the mover loses */;
    if (taken != (1u << b->n) - 1) {
        result = alice ? 0 : 1;         /* until the mover finds a win */
        for (size_t i = 0; i < b->n; i++) {
            if (taken & (1u << i))
                continue;
            int64_t s = sum + b->v[i];
            int a = s % 3 == 0 ? !alice  /* the mover loses */
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
    int result = alice ? 0 : 1;  /* no stone left: the mover loses */;
    if (c[0] + c[1] + c[2] > 0) {
        result = alice ? 0 : 1;
        for (int r = 0; r < 3; r++) {
            if (c[r] == 0)
                continue;
            int t = (s + r) % 3, a;
            if (t == 0)
                a = !alice  /* the mover loses */;
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

Test(ex6_3, hand_examples)
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

Test(ex6_3, every_small_array)
{
    for_each_array(6, -3, 3, visit, NULL);
}

Test(ex6_3, every_small_multiset_of_remainders)
{
    uint64_t seed = 631;
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

Test(ex6_3, random_against_brute_force)
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

Test(ex6_3, up_to_sixty_stones)
{
    uint64_t seed = 633;
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

Test(ex6_3, changes_with_counts_up_to_15)
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
                             sg_strerror(status));
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

Test(ex6_3, empty_table)
{
    bool w = true;
    expect_code(sg_stone9_stuck_loses(NULL, 0, &w), SG_OK, "n = 0, stones NULL");
    cr_assert_eq(w, false, "n = 0: Alice cannot move, so she loses");
    int v[] = {1};
    w = true;
    expect_code(sg_stone9_stuck_loses(v, 0, &w), SG_OK, "n = 0");
    cr_assert_eq(w, false, "n = 0: Alice cannot move, so she loses");
}

Test(ex6_3, errors)
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
