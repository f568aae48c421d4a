/* stone3-count.c: the exercise stone3-count, count the optimal lines
   (sg_stone3_count_lines). */
#include <criterion/criterion.h>
#include <inttypes.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>

#include "sg-exercises.h"
#include "brute.h"

/* Brute force over the game tree with absolute scores: diff is Alice's
   score minus Bob's so far; Alice maximises the final diff, Bob
   minimises it.  Returns the value of the position and stores in
   *lines the number of complete lines from it in which every move
   reaches that player's best value. */
static int64_t brute(const int *v, size_t n, size_t i, int alice,
                     int64_t diff, uint64_t *lines)
{
    if (i == n) {
        *lines = 1;
        return diff;
    }
    int64_t best = 0, taken = 0;
    uint64_t count = 0;
    for (size_t k = 1; k <= 3 && i + k <= n; k++) {
        uint64_t sub;
        taken += v[i + k - 1];
        int64_t r = brute(v, n, i + k, !alice,
                          alice ? diff + taken : diff - taken, &sub);
        if (k == 1 || (alice ? r > best : r < best))
            best = r, count = sub;
        else if (r == best)
            count += sub;
    }
    *lines = count;
    return best;
}

/* Checks that the solution returns SG_OK and want lines for v[0..n-1]. */
static void expect(const int *v, size_t n, uint64_t want, const char *what)
{
    char buf[200];
    uint64_t got = UINT64_MAX;
    int status = sg_stone3_count_lines(v, n, &got);
    brute_format(v, n, buf, sizeof buf);
    cr_assert_eq(status, SG_OK,
                 "%s: sg_stone3_count_lines(%s, n=%zu) returned %d (%s), not SG_OK",
                 what, buf, n, status, sg_exercise_strerror(status));
    cr_assert_eq(got, want,
                 "%s: values %s: there are %" PRIu64 " optimal lines, got %"
                 PRIu64, what, buf, want, got);
}

static void expect_brute(const int *v, size_t n, const char *what)
{
    uint64_t want;
    brute(v, n, 0, 1, 0, &want);
    expect(v, n, want, what);
}

/* expect_brute as a visitor for for_each_array; ctx is the message. */
static void visit_expect_brute(const int *v, size_t n, void *ctx)
{
    expect_brute(v, n, (const char *)ctx);
}

Test(stone3_count, hand_examples)
{
    int one[] = {5};
    expect(one, 1, 1, "one stone: the only line takes it");
    /* [0,0,0]: every move is optimal; 1+1+1, 1+2, 2+1 and 3. */
    int zeros[] = {0, 0, 0};
    expect(zeros, 3, 4, "three zeros: all four lines are optimal");
    /* [1,-1]: taking 1 and leaving -1 to Bob (+2) beats taking both (0). */
    int a[] = {1, -1};
    expect(a, 2, 1, "[1,-1]: only taking one stone is optimal");
    /* [1,2,3,7]: the chapter's example; only Alice-1, Bob-3 is optimal. */
    int b[] = {1, 2, 3, 7};
    expect(b, 4, 1, "the chapter's example [1,2,3,7]");
    /* [1,-1,0]: Alice's only optimal move takes 1 (worth 2; the others
       are worth 0); then Bob, on [-1,0], gets -1 by taking one stone or
       both, so there are two optimal lines. */
    int c[] = {1, -1, 0};
    expect(c, 3, 2, "[1,-1,0]: a tie in the second move");
}

Test(stone3_count, empty_and_errors)
{
    int v[61] = {0};
    uint64_t w = 42;
    expect_code(sg_stone3_count_lines(NULL, 0, &w), SG_OK,
                 "n = 0 is a valid game (values may be NULL)");
    cr_assert_eq(w, 1, "n = 0 has one optimal line, the empty one; got %" PRIu64, w);
    expect_code(sg_stone3_count_lines(NULL, 1, &w), SG_ENULL,
                 "NULL values with n > 0 must give SG_ENULL");
    expect_code(sg_stone3_count_lines(v, 1, NULL), SG_ENULL,
                 "a NULL result pointer must give SG_ENULL");
    expect_code(sg_stone3_count_lines(v, 61, &w), SG_ETOOBIG,
                 "n = 61 > SG_STONE3_COUNT_MAX must give SG_ETOOBIG");
}

/* On a row of zeros every move is optimal, so every line counts: the
   number of ways to write n as an ordered sum of 1s, 2s and 3s. */
Test(stone3_count, zeros_up_to_the_limit)
{
    int v[60] = {0};
    uint64_t all[61];
    for (size_t n = 0; n <= 60; n++) {
        all[n] = n == 0 ? 1 : all[n - 1];
        if (n >= 2)
            all[n] += all[n - 2];
        if (n >= 3)
            all[n] += all[n - 3];
        char what[80];
        snprintf(what, sizeof what, "%zu zeros, every line is optimal", n);
        expect(v, n, all[n], what);
    }
    cr_assert_eq(all[60], UINT64_C(4680045560037375), "the test's own table");
}

Test(stone3_count, every_small_array)
{
    for_each_array(6, -1, 1, visit_expect_brute, "all arrays of length <= 6 over -1..1");
    for_each_array(5, -2, 2, visit_expect_brute, "all arrays of length <= 5 over -2..2");
}

Test(stone3_count, against_brute_force)
{
    uint64_t seed = 27;
    int v[12];
    for (int t = 0; t < 3000; t++) {
        size_t n = (size_t)rng_range(&seed, 0, 12);
        int range = t % 3 == 0 ? 20 : t % 3 == 1 ? 2 : 1;
        fill_random(v, n, &seed, -range, range);
        expect_brute(v, n, "random array");
    }
}

Test(stone3_count, extreme_values)
{
    uint64_t seed = 2700;
    int v[12];
    for (int t = 0; t < 500; t++) {
        size_t n = (size_t)rng_range(&seed, 1, 12);
        for (size_t i = 0; i < n; i++) {
            int r = rng_range(&seed, 0, 3);
            v[i] = r == 0 ? INT_MAX : r == 1 ? INT_MIN : r == 2 ? 0
                 : rng_range(&seed, INT_MIN, INT_MAX);
        }
        expect_brute(v, n, "values near INT_MIN and INT_MAX (sums in int64_t)");
    }
}
