/* stone3-prefixes.c: the exercise stone3-prefixes, solve every prefix
   (sg_stone3_prefixes). */
#include <criterion/criterion.h>
#include <limits.h>
#include <stdint.h>
#include <stdlib.h>

#include "sg-exercises.h"
#include "brute.h"

/* Entries past d[n] are set to this and must keep it. */
#define UNTOUCHED ((int64_t)0x5EED5EED5EED5EEDLL)
#define SPARE 4

/* Calls sg_stone3_prefixes on v[0..n-1] with a d of n + 1 + SPARE
   entries, all preset to UNTOUCHED; checks the status, that d[0] is 0
   and that nothing was written past d[n].  The caller frees d. */
static int64_t *solve(const int *v, size_t n)
{
    int64_t *d = malloc((n + 1 + SPARE) * sizeof *d);
    char buf[200];
    cr_assert_not_null(d, "malloc failed");
    for (size_t m = 0; m < n + 1 + SPARE; m++)
        d[m] = UNTOUCHED;
    int status = sg_stone3_prefixes(v, n, d);
    cr_assert_eq(status, SG_OK, "sg_stone3_prefixes(%s, n = %zu) returned %d (%s)",
                 brute_format(v, n, buf, sizeof buf), n, status, sg_exercise_strerror(status));
    cr_assert_eq(d[0], 0, "values %s: d[0] must be 0 (the game on no stone), got %lld",
                 brute_format(v, n, buf, sizeof buf), (long long)d[0]);
    for (size_t m = n + 1; m < n + 1 + SPARE; m++)
        cr_assert_eq(d[m], UNTOUCHED, "values %s (n = %zu): d[%zu] was written, but d has "
                     "only n + 1 entries", brute_format(v, n, buf, sizeof buf), n, m);
    return d;
}

/* Every d[m] against the brute-force search of the game on the first m
   stones (absolute scores, Alice maximising, Bob minimising). */
static void check_against_brute(const int *v, size_t n)
{
    int64_t *d = solve(v, n);
    char buf[200];
    for (size_t m = 0; m <= n; m++) {
        int64_t want = brute_stone3(v, m);
        cr_assert_eq(d[m], want, "values %s: d[%zu] should be %lld (the game on the "
                     "first %zu stones %s), got %lld", brute_format(v, n, buf, sizeof buf),
                     m, (long long)want, m, m == 0 ? "is empty" : "only", (long long)d[m]);
    }
    free(d);
}

/* check_against_brute as a visitor for for_each_array. */
static void visit_check_against_brute(const int *v, size_t n, void *ctx)
{
    (void)ctx;
    check_against_brute(v, n);
}

Test(stone3_prefixes, example_1_2_3_7)
{
    int v[] = {1, 2, 3, 7};
    int64_t want[] = {0, 1, 3, 6, -1};
    int64_t *d = solve(v, 4);
    for (size_t m = 0; m <= 4; m++)
        cr_assert_eq(d[m], want[m], "values [1,2,3,7]: d[%zu] should be %lld, got %lld "
                     "(the prefixes [], [1], [1,2], [1,2,3], [1,2,3,7] give 0, 1, 3, 6, -1)",
                     m, (long long)want[m], (long long)d[m]);
    free(d);
}

Test(stone3_prefixes, example_of_the_figure)
{
    /* The row of Table "stone3-steps"; its d[7] is -1. */
    int v[] = {1, 2, 3, 4, 5, -9, 7};
    int64_t want[] = {0, 1, 3, 6, 2, -3, 6, -1};
    int64_t *d = solve(v, 7);
    for (size_t m = 0; m <= 7; m++)
        cr_assert_eq(d[m], want[m], "values [1,2,3,4,5,-9,7]: d[%zu] should be %lld, got %lld",
                     m, (long long)want[m], (long long)d[m]);
    free(d);
    check_against_brute(v, 7);
}

Test(stone3_prefixes, empty_and_errors)
{
    int v[] = {5, -3};
    int64_t d[3] = {42, UNTOUCHED, UNTOUCHED};
    int status = sg_stone3_prefixes(NULL, 0, d);
    cr_assert_eq(status, SG_OK, "n = 0 with NULL values is a valid game, got %d (%s)",
                 status, sg_exercise_strerror(status));
    cr_assert_eq(d[0], 0, "n = 0: d[0] must be 0, got %lld", (long long)d[0]);
    cr_assert_eq(d[1], UNTOUCHED, "n = 0: d has one entry, but d[1] was written");
    status = sg_stone3_prefixes(v, 2, d);
    cr_assert_eq(status, SG_OK, "values [5,-3]: got %d (%s)", status, sg_exercise_strerror(status));
    cr_assert(d[0] == 0 && d[1] == 5 && d[2] == 8,
              "values [5,-3]: d should be {0, 5, 8} (on both stones Alice takes the 5 and "
              "Bob must take the -3), got {%lld, %lld, %lld}",
              (long long)d[0], (long long)d[1], (long long)d[2]);
    cr_assert_eq(sg_stone3_prefixes(NULL, 1, d), SG_ENULL, "NULL values with n > 0 must be SG_ENULL");
    cr_assert_eq(sg_stone3_prefixes(v, 2, NULL), SG_ENULL, "NULL d must be SG_ENULL");
    cr_assert_eq(sg_stone3_prefixes(NULL, 0, NULL), SG_ENULL, "NULL d with n = 0 must be SG_ENULL");
#if SIZE_MAX > UINT32_MAX
    cr_assert_eq(sg_stone3_prefixes(v, SG_MAX_N + 1, d), SG_ETOOBIG,
                 "n = SG_MAX_N + 1 must be SG_ETOOBIG (check it before touching the arrays)");
#endif
}

Test(stone3_prefixes, all_small_arrays)
{
    /* Every array of length 0 to 5 over -2..2. */
    for_each_array(5, -2, 2, visit_check_against_brute, NULL);
}

Test(stone3_prefixes, against_brute_force)
{
    uint64_t seed = 210;
    int v[12];
    for (int t = 0; t < 3000; t++) {
        size_t n = (size_t)rng_range(&seed, 0, 12);
        int span = t % 3 == 0 ? 3 : t % 3 == 1 ? 20 : 1000;
        fill_random(v, n, &seed, -span, span);
        check_against_brute(v, n);
    }
}

Test(stone3_prefixes, longer_rows_against_sg_stone3)
{
    /* Rows too long for the brute force: each d[m] is sg_stone3 on the
       first m stones, and d[n] is sg_stone3 on the whole row. */
    uint64_t seed = 2100;
    static int v[400];
    char buf[200];
    for (int t = 0; t < 40; t++) {
        size_t n = (size_t)rng_range(&seed, 13, 400);
        for (size_t i = 0; i < n; i++)
            v[i] = t % 4 == 0 ? (rng_range(&seed, 0, 1) ? INT_MAX : INT_MIN)
                              : rng_range(&seed, -100000, 100000);
        int64_t *d = solve(v, n);
        for (size_t m = 0; m <= n; m++) {
            int64_t want = INT64_MIN;
            cr_assert_eq(sg_stone3(v, m, &want), SG_OK, "sg_stone3 failed");
            cr_assert_eq(d[m], want, "values %s (n = %zu): d[%zu] should be %lld, as "
                         "sg_stone3 on the first %zu stones, got %lld",
                         brute_format(v, n, buf, sizeof buf), n, m, (long long)want, m,
                         (long long)d[m]);
        }
        free(d);
    }
}
