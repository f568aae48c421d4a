/* values-mex.c: the exercise values-mex, the minimum excludant
   (sg_mex). */
#include <criterion/criterion.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sg-exercises.h"
#include "brute.h"

/* The mex by its definition: try 0, 1, 2, ... until one is missing;
   O(n^2), for short arrays. */
static unsigned brute_mex(const unsigned *v, size_t n)
{
    for (unsigned m = 0;; m++) {
        size_t i = 0;
        while (i < n && v[i] != m)
            i++;
        if (i == n)
            return m;
    }
}

/* "[v0,v1,...]" for an array of unsigned values. */
static const char *format(const unsigned *v, size_t n, char *buf,
                          size_t size)
{
    size_t used = (size_t)snprintf(buf, size, "[");
    for (size_t i = 0; i < n && used < size; i++)
        used += (size_t)snprintf(buf + used, size - used, "%s%u",
                                 i ? "," : "", v[i]);
    if (used < size)
        snprintf(buf + used, size - used, "]");
    return buf;
}

/* Calls sg_mex, checks that it returns SG_OK and want, and that it
   leaves the array as it was. */
static void expect(const unsigned *v, size_t n, unsigned want,
                   const char *what)
{
    char buf[200];
    unsigned *copy = malloc((n ? n : 1) * sizeof *copy);
    cr_assert_not_null(copy, "the test ran out of memory");
    if (n > 0)
        memcpy(copy, v, n * sizeof *v);
    unsigned got = want + 1;
    int status = sg_mex(v, n, &got);
    format(v, n, buf, sizeof buf);
    cr_assert_eq(status, SG_OK, "%s: sg_mex(%s, n = %zu) returned %d (%s), "
                 "not SG_OK", what, buf, n, status,
                 sg_exercise_strerror(status));
    cr_assert_eq(got, want, "%s: the mex of %s (n = %zu) is %u, got %u",
                 what, buf, n, want, got);
    cr_assert(n == 0 || memcmp(copy, v, n * sizeof *v) == 0,
              "%s: sg_mex changed the array", what);
    free(copy);
}

static void expect_brute(const unsigned *v, size_t n, const char *what)
{
    expect(v, n, brute_mex(v, n), what);
}

Test(values_mex, hand_examples)
{
    unsigned a[] = {0, 1, 2};
    expect(a, 3, 3, "0, 1 and 2: the mex is 3");
    unsigned b[] = {1, 2, 3};
    expect(b, 3, 0, "no 0: the mex is 0");
    unsigned c[] = {2, 0, 2, 0};
    expect(c, 4, 1, "2, 0, 2, 0: the mex is 1");
    unsigned d[] = {4, 3, 2, 1, 0};
    expect(d, 5, 5, "4, 3, 2, 1, 0 in decreasing order");
    unsigned e[] = {UINT_MAX, 0, UINT_MAX - 1, 1};
    expect(e, 4, 2, "huge values do not count");
    unsigned f[] = {0, 0, 0, 0, 0, 0};
    expect(f, 6, 1, "six zeros");
    unsigned g[] = {5};
    expect(g, 1, 0, "a single 5");
    unsigned h[] = {1};
    expect(h, 1, 0, "a single 1: n itself is not the answer");
    unsigned i[] = {0};
    expect(i, 1, 1, "a single 0: the mex is n");
}

Test(values_mex, empty)
{
    unsigned m = 7;
    expect_code(sg_mex(NULL, 0, &m), SG_OK, "n = 0 with values NULL");
    cr_assert_eq(m, 0, "the mex of no value is 0, got %u", m);
    unsigned v[] = {0};
    m = 7;
    expect_code(sg_mex(v, 0, &m), SG_OK, "n = 0");
    cr_assert_eq(m, 0, "the mex of no value is 0, got %u", m);
}

static void visit(const int *v, size_t n, void *ctx)
{
    unsigned u[BRUTE_MAX_N];
    for (size_t i = 0; i < n; i++)
        u[i] = (unsigned)v[i];
    expect_brute(u, n, (const char *)ctx);
}

/* Every array of up to six values in 0..6, against the definition. */
Test(values_mex, every_small_array)
{
    for_each_array(6, 0, 6, visit, "every array of up to 6 values in 0..6");
}

Test(values_mex, random_against_definition)
{
    uint64_t seed = 1401;
    unsigned v[40];
    for (int t = 0; t < 20000; t++) {
        size_t n = (size_t)rng_range(&seed, 0, 40);
        int kind = rng_range(&seed, 0, 2);
        for (size_t i = 0; i < n; i++)
            v[i] = kind == 0 ? (unsigned)rng_range(&seed, 0, (int)n)
                 : kind == 1 ? (unsigned)rng_range(&seed, 0, 2 * (int)n + 1)
                             : (unsigned)rng_next(&seed);
        if (kind == 2 && n > 0)
            v[rng_range(&seed, 0, (int)n - 1)] = UINT_MAX;
        expect_brute(v, n, "a random array");
    }
}

/* Two million values: a permutation of 0..n-1 with one value replaced
   by a large one, so the mex is the value replaced.  A quadratic
   solution does not finish in time. */
Test(values_mex, two_million_values_in_linear_time, .timeout = 20)
{
    size_t n = 2000000;
    unsigned *v = malloc(n * sizeof *v);
    cr_assert_not_null(v, "the test ran out of memory");
    uint64_t seed = 1402;
    for (size_t i = 0; i < n; i++)
        v[i] = (unsigned)i;
    for (size_t i = n; i > 1; i--) {
        size_t j = (size_t)(rng_next(&seed) % i);
        unsigned x = v[i - 1];
        v[i - 1] = v[j], v[j] = x;
    }
    expect(v, n, (unsigned)n, "a shuffled permutation of 0..1999999");
    const unsigned holes[] = {0, 1, 999999, 1999998, 1999999};
    for (size_t t = 0; t < sizeof holes / sizeof holes[0]; t++) {
        size_t at = 0;
        while (v[at] != holes[t])
            at++;
        v[at] = t % 2 ? UINT_MAX : (unsigned)n + 1;
        char what[120];
        snprintf(what, sizeof what, "a shuffled permutation of 0..1999999 "
                 "without %u", holes[t]);
        expect(v, n, holes[t], what);
        v[at] = holes[t];
    }
    free(v);
}

Test(values_mex, errors)
{
    unsigned v[] = {0, 1, 2};
    unsigned m = 42;
    expect_code(sg_mex(NULL, 1, &m), SG_ENULL, "values NULL with n = 1");
    expect_code(sg_mex(v, 3, NULL), SG_ENULL, "result NULL");
    expect_code(sg_mex(NULL, 3, NULL), SG_ENULL, "both NULL");
    cr_assert_eq(m, 42, "*result must be left alone on an error");
#if SIZE_MAX > UINT32_MAX
    /* Refused before any value is read. */
    expect_code(sg_mex(v, SG_MAX_N + 1, &m), SG_ETOOBIG,
                "n = SG_MAX_N + 1");
    cr_assert_eq(m, 42, "*result must be left alone on an error");
#endif
}
