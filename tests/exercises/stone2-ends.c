/* stone2-ends.c: the exercise stone2-ends, take from either end
   (sg_stone2_ends). */
#include <criterion/criterion.h>
#include <limits.h>
#include <stdint.h>
#include <stdlib.h>

#include "sg-exercises.h"
#include "brute.h"

#define SENTINEL ((int64_t)0x5A5A5A5A5A5A5A5ALL)

/* Brute force over the game tree with absolute scores: the piles
   v[lo..hi-1] remain, M = m, and Alice has collected `alice` so far.  A
   move takes the first x or the last x piles, 1 <= x <= 2m, and M
   becomes max(m, x).  Alice maximises her final total and Bob, who gets
   the rest, minimises it.  Returns Alice's final total. */
static int64_t brute(const int *v, size_t lo, size_t hi, size_t m,
                     int alice_to_move, int64_t alice)
{
    if (lo == hi)
        return alice;
    int64_t best = 0, front = 0, back = 0;
    for (size_t x = 1; x <= 2 * m && x <= hi - lo; x++) {
        size_t k = x > m ? x : m;
        front += v[lo + x - 1];
        back += v[hi - x];
        int64_t a = brute(v, lo + x, hi, k, !alice_to_move,
                          alice_to_move ? alice + front : alice);
        int64_t b = brute(v, lo, hi - x, k, !alice_to_move,
                          alice_to_move ? alice + back : alice);
        if (x == 1 || (alice_to_move ? a > best : a < best))
            best = a;
        if (alice_to_move ? b > best : b < best)
            best = b;
    }
    return best;
}

static int64_t brute_alice(const int *v, size_t n)
{
    return brute(v, 0, n, 1, 1, 0);
}

/* A reference for long rows, in other units: D(i, j, m), the mover's
   stones minus the other's when v[i..j-1] remain and M = m, is the
   largest (stones taken) - D(position left), over the moves.  When m is
   at least the length L = j - i, any m' >= L gives the same game (every
   move is allowed, and stays allowed), so m is stored up to L only,
   by length: D(i, i + L, m) is d[at[L] + i * L + m - 1] (L >= 1).
   Alice collects (total + D(0, n, 1)) / 2.  About n^4/8 steps. */
static int64_t reference(const int *v, size_t n)
{
    size_t *at = malloc((n + 2) * sizeof *at);
    int64_t *prefix = malloc((n + 1) * sizeof *prefix);
    cr_assert(at != NULL && prefix != NULL, "test: out of memory");
    at[0] = at[1] = 0;
    for (size_t len = 1; len <= n; len++)
        at[len + 1] = at[len] + (n - len + 1) * len;
    int64_t *d = malloc((at[n + 1] + 1) * sizeof *d);
    cr_assert(d != NULL, "test: out of memory");
    prefix[0] = 0;
    for (size_t i = 0; i < n; i++)
        prefix[i + 1] = prefix[i] + v[i];
    for (size_t len = 1; len <= n; len++)
        for (size_t i = 0; i + len <= n; i++)
            for (size_t m = 1; m <= len; m++) {
                int64_t best = INT64_MIN;
                for (size_t x = 1; x <= 2 * m && x <= len; x++) {
                    size_t rest = len - x, k = x > m ? x : m;
                    int64_t front = prefix[i + x] - prefix[i];
                    int64_t back = prefix[i + len] - prefix[i + len - x];
                    int64_t df = 0, db = 0;
                    if (rest > 0) {
                        k = k < rest ? k : rest;
                        df = d[at[rest] + (i + x) * rest + k - 1];
                        db = d[at[rest] + i * rest + k - 1];
                    }
                    if (front - df > best)
                        best = front - df;
                    if (back - db > best)
                        best = back - db;
                }
                d[at[len] + i * len + m - 1] = best;
            }
    int64_t alice = n == 0 ? 0 : (prefix[n] + d[at[n]]) / 2;
    free(d);
    free(prefix);
    free(at);
    return alice;
}

static int64_t solve(const int *v, size_t n)
{
    char buf[200];
    int64_t alice = SENTINEL;
    int status = sg_stone2_ends(v, n, &alice);
    cr_assert_eq(status, SG_OK, "sg_stone2_ends(%s, n = %zu) returned %d (%s),"
                 " not SG_OK", brute_format(v, n, buf, sizeof buf), n, status,
                 sg_exercise_strerror(status));
    return alice;
}

static void check_small(const int *v, size_t n)
{
    char buf[200];
    int64_t want = brute_alice(v, n), got = solve(v, n);
    cr_assert_eq(got, want, "piles %s, either end: Alice collects %lld, got %lld",
                 brute_format(v, n, buf, sizeof buf), (long long)want,
                 (long long)got);
}

/* check_small as a visitor for for_each_array. */
static void visit_check_small(const int *v, size_t n, void *ctx)
{
    (void)ctx;
    check_small(v, n);
}

Test(stone2_ends, hand_examples)
{
    int a[] = {1, 1, 100, 1}, b[] = {5, -10}, c[] = {-10, 5};
    int d[] = {3, -10, 3}, e[] = {-4};
    cr_assert_eq(solve(a, 4), 101, "[1,1,100,1]: Alice takes 100 and 1 from"
                 " the back (X = 2), Bob the two 1s: 101");
    cr_assert_eq(solve(b, 2), 5, "[5,-10]: Alice takes the 5 from the front"
                 " and Bob must take the -10: 5");
    cr_assert_eq(solve(c, 2), 5, "[-10,5]: Alice takes the 5 from the back"
                 " and Bob must take the -10: 5");
    cr_assert_eq(solve(d, 3), -7, "[3,-10,3]: whatever Alice does first, she"
                 " ends up with -7 (for example 3 from the front, Bob the 3 from"
                 " the back, Alice the -10)");
    cr_assert_eq(solve(e, 1), -4, "[-4]: Alice must take it: -4");
}

Test(stone2_ends, empty_and_errors)
{
    int v[] = {5};
    int64_t alice = 42;
    expect_code(sg_stone2_ends(NULL, 0, &alice), SG_OK,
                "n = 0 is a valid game (piles may be NULL)");
    cr_assert_eq(alice, 0, "n = 0: Alice collects 0, got %lld", (long long)alice);
    alice = SENTINEL;
    expect_code(sg_stone2_ends(NULL, 1, &alice), SG_ENULL,
                "NULL piles with n > 0 must give SG_ENULL");
    expect_code(sg_stone2_ends(v, 1, NULL), SG_ENULL,
                "a NULL result pointer must give SG_ENULL");
    cr_assert_eq(alice, SENTINEL, "a call that fails must not write *alice");
}

Test(stone2_ends, limit)
{
    size_t n = SG_STONE2_ENDS_MAX;
    int v[SG_STONE2_ENDS_MAX + 1];
    uint64_t seed = 0x52;
    fill_random(v, n + 1, &seed, -1000, 1000);
    int64_t alice = SENTINEL;
    expect_code(sg_stone2_ends(v, n + 1, &alice), SG_ETOOBIG,
                "n = SG_STONE2_ENDS_MAX + 1 must give SG_ETOOBIG");
    expect_code(sg_stone2_ends(v, SIZE_MAX, &alice), SG_ETOOBIG,
                "n = SIZE_MAX must give SG_ETOOBIG");
    cr_assert_eq(alice, SENTINEL, "a refused call must not write *alice");
    int64_t got = solve(v, n), want = reference(v, n);
    cr_assert_eq(got, want, "n = SG_STONE2_ENDS_MAX random piles in"
                 " -1000..1000: Alice collects %lld, got %lld",
                 (long long)want, (long long)got);
}

Test(stone2_ends, every_small_array)
{
    for_each_array(6, -2, 2, visit_check_small, NULL);
    for_each_array(7, -1, 1, visit_check_small, NULL);
}

Test(stone2_ends, against_brute_force)
{
    uint64_t seed = 52;
    int v[12];
    for (int t = 0; t < 3000; t++) {
        size_t n = (size_t)rng_range(&seed, 0, t % 10 ? 10 : 12);
        int span = t % 3 == 0 ? 1000 : t % 3 == 1 ? 20 : 3;
        fill_random(v, n, &seed, -span, span);
        check_small(v, n);
    }
}

Test(stone2_ends, reference_agrees_with_brute_force)
{
    /* The longer-row tests trust the test's own table; check it first,
       on arrays the solution must also get right. */
    uint64_t seed = 5252;
    int v[11];
    char buf[200];
    for (int t = 0; t < 500; t++) {
        size_t n = (size_t)rng_range(&seed, 0, 11);
        fill_random(v, n, &seed, -10, 10);
        cr_assert_eq(reference(v, n), brute_alice(v, n),
                     "test bug: the reference disagrees with the brute force on %s",
                     brute_format(v, n, buf, sizeof buf));
        check_small(v, n);
    }
}

Test(stone2_ends, reversed_row_same_value)
{
    uint64_t seed = 0x5225;
    int v[120], w[120];
    for (int t = 0; t < 30; t++) {
        size_t n = (size_t)rng_range(&seed, 1, 120);
        int span = t % 2 ? 2 : 100;
        fill_random(v, n, &seed, -span, span);
        for (size_t i = 0; i < n; i++)
            w[i] = v[n - 1 - i];
        int64_t a = solve(v, n), b = solve(w, n), want = reference(v, n);
        cr_assert_eq(a, want, "random row %d (n = %zu, piles in -%d..%d): Alice"
                     " collects %lld, got %lld", t, n, span, span,
                     (long long)want, (long long)a);
        cr_assert_eq(b, a, "random row %d (n = %zu): the row reversed is the"
                     " same game, but gives %lld instead of %lld", t, n,
                     (long long)b, (long long)a);
    }
}

Test(stone2_ends, extreme_values)
{
    uint64_t seed = 0xE52;
    int v[SG_STONE2_ENDS_MAX];
    for (int t = 0; t < 600; t++) {
        size_t n = (size_t)rng_range(&seed, 1, 10);
        for (size_t i = 0; i < n; i++)
            v[i] = extreme_int(&seed);
        check_small(v, n);
    }
    size_t n = 120;
    for (int pass = 0; pass < 3; pass++) {
        for (size_t i = 0; i < n; i++)
            v[i] = pass == 0 ? INT_MIN : pass == 1 ? INT_MAX
                 : any_extreme_int(&seed);
        int64_t got = solve(v, n), want = reference(v, n);
        cr_assert_eq(got, want, "%zu piles, %s: Alice collects %lld, got %lld"
                     " (are the sums in int64_t?)", n, pass == 0 ? "all INT_MIN"
                     : pass == 1 ? "all INT_MAX" : "mostly INT_MIN and INT_MAX",
                     (long long)want, (long long)got);
    }
}
