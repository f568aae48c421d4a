/* stone3-misere.c: the exercise stone3-misere, the misere game
   (sg_stone3_misere). */
#include <criterion/criterion.h>
#include <limits.h>
#include <stdlib.h>

#include "sg-exercises.h"
#include "brute.h"

#define SENTINEL ((int64_t)0x5A5A5A5A5A5A5A5ALL)

/* Brute force over the game tree with absolute scores: the lower score
   wins, so Alice MINIMISES Alice's final score minus Bob's and Bob
   MAXIMISES it.  The moves are those of Stone Game III. */
static int64_t brute(const int *v, size_t n, size_t i, int alice, int64_t diff)
{
    if (i == n)
        return diff;
    int64_t best = 0, taken = 0;
    for (size_t k = 1; k <= 3 && i + k <= n; k++) {
        taken += v[i + k - 1];
        int64_t r = brute(v, n, i + k, !alice, alice ? diff + taken : diff - taken);
        if (k == 1 || (alice ? r < best : r > best))
            best = r;
    }
    return best;
}

/* A reference for long rows: E(i) = min over k of (taken - E(i+k)),
   written out with a table. */
static int64_t reference(const int *v, size_t n)
{
    int64_t *e = malloc((n + 1) * sizeof *e);
    cr_assert(e != NULL, "test: out of memory");
    e[n] = 0;
    for (size_t i = n; i-- > 0; ) {
        int64_t taken = 0;
        e[i] = INT64_MAX;
        for (size_t k = 1; k <= 3 && i + k <= n; k++) {
            taken += v[i + k - 1];
            if (taken - e[i + k] < e[i])
                e[i] = taken - e[i + k];
        }
    }
    int64_t r = e[0];
    free(e);
    return r;
}

static int64_t solve(const int *v, size_t n)
{
    int64_t d = SENTINEL;
    int status = sg_stone3_misere(v, n, &d);
    cr_assert_eq(status, SG_OK, "sg_stone3_misere(n = %zu) returned %d (%s)",
                 n, status, sg_exercise_strerror(status));
    return d;
}

static void check_small(const int *v, size_t n)
{
    char buf[200];
    int64_t want = brute(v, n, 0, 1, 0), got = solve(v, n);
    brute_format(v, n, buf, sizeof buf);
    cr_assert_eq(got, want, "values %s: got %lld, expected %lld (Alice minus Bob when both "
                 "try to end with the lower score)", buf, (long long)got, (long long)want);
    cr_assert_eq(reference(v, n), want, "test bug: the reference disagrees on %s", buf);
}

/* check_small as a visitor for for_each_array. */
static void visit_check_small(const int *v, size_t n, void *ctx)
{
    (void)ctx;
    check_small(v, n);
}

Test(stone3_misere, small_examples)
{
    int a[] = {1, 2, 3, -9}, b[] = {1, 2, 3, 7}, c[] = {4, 4, 4, 4};
    cr_assert_eq(solve(a, 4), 5, "[1,2,3,-9]: Alice takes the 1 and Bob 2+3-9: 1-(-4) = 5 "
                 "(the ordinary game gives 15)");
    cr_assert_eq(solve(b, 4), -1, "[1,2,3,7]: Alice takes 1+2+3 and Bob is left with 7: -1");
    cr_assert_eq(solve(c, 4), 0, "[4,4,4,4]: each takes one stone at a time: 8-8 = 0");
    int one[] = {9};
    cr_assert_eq(solve(one, 1), 9, "[9]: Alice must take it: 9");
}

Test(stone3_misere, empty_and_errors)
{
    int v[] = {5};
    int64_t d = 42;
    int status = sg_stone3_misere(NULL, 0, &d);
    cr_assert_eq(status, SG_OK, "n = 0 is a valid game, but the call returned %d (%s)",
                 status, sg_exercise_strerror(status));
    cr_assert_eq(d, 0, "n = 0 gives 0, got %lld", (long long)d);
    d = SENTINEL;
    cr_assert_eq(sg_stone3_misere(NULL, 1, &d), SG_ENULL, "NULL values with n > 0 must be SG_ENULL");
    cr_assert_eq(sg_stone3_misere(v, 1, NULL), SG_ENULL, "a NULL result pointer must be SG_ENULL");
#if SIZE_MAX > UINT32_MAX
    cr_assert_eq(sg_stone3_misere(v, SG_MAX_N + 1, &d), SG_ETOOBIG,
                 "n = SG_MAX_N + 1 must be SG_ETOOBIG");
#endif
    cr_assert_eq(d, SENTINEL, "a call that fails must not write the result");
}

Test(stone3_misere, against_brute_force)
{
    uint64_t seed = 25;
    int v[12];
    for (int t = 0; t < 3000; t++) {
        size_t n = (size_t)rng_range(&seed, 0, 12);
        int span = t % 2 ? 20 : 3;
        fill_random(v, n, &seed, -span, span);
        check_small(v, n);
    }
}

Test(stone3_misere, every_small_array)
{
    for_each_array(6, -2, 2, visit_check_small, NULL);
}

Test(stone3_misere, extreme_values)
{
    uint64_t seed = 0xE25;
    int v[12];
    for (size_t n = 1; n <= 12; n++) {
        for (size_t i = 0; i < n; i++)
            v[i] = INT_MIN;
        check_small(v, n);
        for (size_t i = 0; i < n; i++)
            v[i] = INT_MAX;
        check_small(v, n);
    }
    for (int t = 0; t < 1000; t++) {
        size_t n = (size_t)rng_range(&seed, 1, 12);
        for (size_t i = 0; i < n; i++)
            v[i] = extreme_int(&seed);
        check_small(v, n);
    }
}

/* The misere game on v is the ordinary game on -v, negated: a second,
   independent check on a million stones with the chapter's sg_stone3. */
Test(stone3_misere, million_stones, .timeout = 60)
{
    size_t n = 1000000;
    int *v = malloc(n * sizeof *v), *w = malloc(n * sizeof *w);
    cr_assert(v != NULL && w != NULL, "test: out of memory");
    uint64_t seed = 0x2525;
    for (int pass = 0; pass < 2; pass++) {
        int most = pass == 0 ? 1000 : INT_MAX;
        fill_random(v, n, &seed, -most, most);
        for (size_t i = 0; i < n; i++)
            w[i] = -v[i];
        int64_t got = solve(v, n), want = reference(v, n), ordinary = SENTINEL;
        cr_assert_eq(got, want, "a million random stones (%s): got %lld, expected %lld",
                     pass == 0 ? "-1000..1000" : "any int", (long long)got, (long long)want);
        cr_assert_eq(sg_stone3(w, n, &ordinary), SG_OK, "sg_stone3 failed");
        cr_assert_eq(want, -ordinary, "test bug: the reference is not sg_stone3 on -v, negated");
    }
    free(v);
    free(w);
}
