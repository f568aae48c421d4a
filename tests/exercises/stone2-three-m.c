/* stone2-three-m.c: the exercise stone2-three-m, up to three times M
   (sg_stone2_triple). */
#include <criterion/criterion.h>
#include <limits.h>
#include <stdint.h>
#include <stdlib.h>

#include "sg-exercises.h"
#include "brute.h"

#define SENTINEL ((int64_t)0x5A5A5A5A5A5A5A5ALL)

/* Brute force over the game tree with absolute scores: the piles
   v[i..n-1] remain, M = m, and Alice has collected `alice` so far.  A
   move takes the first x piles, 1 <= x <= 3m, and M becomes max(m, x).
   Alice maximises her final total and Bob, who gets the rest, minimises
   it.  Returns Alice's final total. */
static int64_t brute(const int *v, size_t n, size_t i, size_t m,
                     int alice_to_move, int64_t alice)
{
    if (i == n)
        return alice;
    int64_t best = 0, taken = 0;
    for (size_t x = 1; x <= 3 * m && i + x <= n; x++) {
        taken += v[i + x - 1];
        int64_t r = brute(v, n, i + x, x > m ? x : m, !alice_to_move,
                          alice_to_move ? alice + taken : alice);
        if (x == 1 || (alice_to_move ? r > best : r < best))
            best = r;
    }
    return best;
}

static int64_t brute_alice(const int *v, size_t n)
{
    return brute(v, n, 0, 1, 1, 0);
}

/* A reference for long rows, in other units: D(i, m), the mover's
   stones minus the other's from position (i, m), is the largest
   (p_i + ... + p_{i+x-1}) - D(i+x, max(m, x)).  Once 3m >= n - i every
   later player may take all that is left, so the columns beyond
   ceil((n-i)/3) repeat that column and are not stored.  Alice collects
   (total + D(0, 1)) / 2.  About n^3/18 steps. */
static int64_t reference(const int *v, size_t n)
{
    size_t w = (n + 2) / 3 + 1;
    int64_t *d = malloc((n + 1) * w * sizeof *d), total = 0;
    cr_assert(d != NULL, "test: out of memory");
    for (size_t i = n + 1; i-- > 0; ) {
        size_t c = (n - i + 2) / 3 > 0 ? (n - i + 2) / 3 : 1;
        for (size_t m = 1; m <= c; m++) {
            int64_t best = i == n ? 0 : INT64_MIN, taken = 0;
            for (size_t x = 1; x <= 3 * m && i + x <= n; x++) {
                size_t k = x > m ? x : m, left = n - i - x;
                size_t ck = (left + 2) / 3 > 0 ? (left + 2) / 3 : 1;
                taken += v[i + x - 1];
                int64_t r = taken - d[(i + x) * w + (k < ck ? k : ck) - 1];
                if (r > best)
                    best = r;
            }
            d[i * w + m - 1] = best;
        }
    }
    for (size_t i = 0; i < n; i++)
        total += v[i];
    int64_t alice = (total + d[0]) / 2;
    free(d);
    return alice;
}

static int64_t solve(const int *v, size_t n)
{
    char buf[200];
    int64_t alice = SENTINEL;
    int status = sg_stone2_triple(v, n, &alice);
    cr_assert_eq(status, SG_OK, "sg_stone2_triple(%s, n = %zu) returned %d (%s),"
                 " not SG_OK", brute_format(v, n, buf, sizeof buf), n, status,
                 sg_exercise_strerror(status));
    return alice;
}

static void check_small(const int *v, size_t n)
{
    char buf[200];
    int64_t want = brute_alice(v, n), got = solve(v, n);
    cr_assert_eq(got, want, "piles %s, X <= 3M: Alice collects %lld, got %lld",
                 brute_format(v, n, buf, sizeof buf), (long long)want,
                 (long long)got);
}

/* check_small as a visitor for for_each_array. */
static void visit_check_small(const int *v, size_t n, void *ctx)
{
    (void)ctx;
    check_small(v, n);
}

Test(stone2_three_m, hand_examples)
{
    int a[] = {1, 2, 3}, b[] = {2, 7, 9, 4, 4}, c[] = {1, 2, 3, 4, 5, 100};
    int d[] = {-1, -1, -1, 10}, e[] = {5, -10}, f[] = {-3};
    cr_assert_eq(solve(a, 3), 6, "[1,2,3]: Alice may take all three piles"
                 " at once (X = 3 <= 3M): 6 (with X <= 2M it would be 3)");
    cr_assert_eq(solve(b, 5), 18, "[2,7,9,4,4]: Alice takes 2+7+9, Bob the"
                 " two 4s: 18 (taking fewer lets Bob take 3 or more piles)");
    cr_assert_eq(solve(c, 6), 13, "[1,2,3,4,5,100]: the 100 goes to Bob;"
                 " Alice's best is 1, then 3+4+5 after Bob takes the 2: 13");
    cr_assert_eq(solve(d, 4), -1, "[-1,-1,-1,10]: after any first move Bob"
                 " may take the rest, 10 included; Alice's best is -1");
    cr_assert_eq(solve(e, 2), 5, "[5,-10]: Alice takes the 5 and leaves the"
                 " -10 to Bob: 5");
    cr_assert_eq(solve(f, 1), -3, "[-3]: Alice must take it: -3");
}

Test(stone2_three_m, empty_and_errors)
{
    int v[] = {5};
    int64_t alice = 42;
    expect_code(sg_stone2_triple(NULL, 0, &alice), SG_OK,
                "n = 0 is a valid game (piles may be NULL)");
    cr_assert_eq(alice, 0, "n = 0: Alice collects 0, got %lld", (long long)alice);
    alice = SENTINEL;
    expect_code(sg_stone2_triple(NULL, 1, &alice), SG_ENULL,
                "NULL piles with n > 0 must give SG_ENULL");
    expect_code(sg_stone2_triple(v, 1, NULL), SG_ENULL,
                "a NULL result pointer must give SG_ENULL");
    cr_assert_eq(alice, SENTINEL, "a call that fails must not write *alice");
}

Test(stone2_three_m, limit)
{
    size_t n = SG_STONE2_MAX + 1;
    int *v = calloc(n, sizeof *v);
    cr_assert(v != NULL, "test: out of memory");
    int64_t alice = SENTINEL;
    expect_code(sg_stone2_triple(v, n, &alice), SG_ETOOBIG,
                "n = SG_STONE2_MAX + 1 must give SG_ETOOBIG");
    expect_code(sg_stone2_triple(v, SIZE_MAX, &alice), SG_ETOOBIG,
                "n = SIZE_MAX must give SG_ETOOBIG");
    cr_assert_eq(alice, SENTINEL, "a refused call must not write *alice");
    v[0] = 7;
    cr_assert_eq(solve(v, 1), 7, "[7]: Alice takes it: 7");
    free(v);
}

Test(stone2_three_m, every_small_array)
{
    for_each_array(6, -2, 2, visit_check_small, NULL);
    for_each_array(8, -1, 1, visit_check_small, NULL);
}

Test(stone2_three_m, against_brute_force)
{
    uint64_t seed = 51;
    int v[14];
    for (int t = 0; t < 4000; t++) {
        size_t n = (size_t)rng_range(&seed, 0, 14);
        int span = t % 3 == 0 ? 1000 : t % 3 == 1 ? 20 : 3;
        fill_random(v, n, &seed, -span, span);
        check_small(v, n);
    }
}

Test(stone2_three_m, reference_agrees_with_brute_force)
{
    /* The long-row tests trust the test's own table; check it first, on
       arrays the solution must also get right. */
    uint64_t seed = 5151;
    int v[13];
    char buf[200];
    for (int t = 0; t < 1000; t++) {
        size_t n = (size_t)rng_range(&seed, 0, 13);
        fill_random(v, n, &seed, -10, 10);
        cr_assert_eq(reference(v, n), brute_alice(v, n),
                     "test bug: the reference disagrees with the brute force on %s",
                     brute_format(v, n, buf, sizeof buf));
        check_small(v, n);
    }
}

Test(stone2_three_m, long_rows)
{
    static const size_t sizes[] = {50, 199, 500, 1001, 1600};
    uint64_t seed = 0x5105;
    int *v = malloc(1600 * sizeof *v);
    cr_assert(v != NULL, "test: out of memory");
    for (size_t k = 0; k < 2 * sizeof sizes / sizeof sizes[0]; k++) {
        size_t n = sizes[k / 2];
        int span = k % 2 ? 2 : 1000;   /* small values give many ties */
        fill_random(v, n, &seed, -span, span);
        int64_t got = solve(v, n), want = reference(v, n);
        cr_assert_eq(got, want, "%zu random piles in -%d..%d: Alice collects"
                     " %lld, got %lld", n, span, span, (long long)want,
                     (long long)got);
    }
    free(v);
}

Test(stone2_three_m, extreme_values)
{
    uint64_t seed = 0xE51;
    int v[12];
    for (int t = 0; t < 1000; t++) {
        size_t n = (size_t)rng_range(&seed, 1, 12);
        for (size_t i = 0; i < n; i++)
            v[i] = extreme_int(&seed);
        check_small(v, n);
    }
    size_t n = 1000;
    int *w = malloc(n * sizeof *w);
    cr_assert(w != NULL, "test: out of memory");
    for (int pass = 0; pass < 3; pass++) {
        for (size_t i = 0; i < n; i++)
            w[i] = pass == 0 ? INT_MIN : pass == 1 ? INT_MAX
                 : any_extreme_int(&seed);
        int64_t got = solve(w, n), want = reference(w, n);
        cr_assert_eq(got, want, "%zu piles, %s: Alice collects %lld, got %lld"
                     " (are the sums in int64_t?)", n, pass == 0 ? "all INT_MIN"
                     : pass == 1 ? "all INT_MAX" : "mostly INT_MIN and INT_MAX",
                     (long long)want, (long long)got);
    }
    free(w);
}
