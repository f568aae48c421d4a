/* stone3-bob-pass.c: the exercise stone3-bob-pass, a pass for Bob
   (sg_stone3_bob_pass). */
#include <criterion/criterion.h>
#include <inttypes.h>
#include <stdlib.h>

#include "sg-exercises.h"
#include "brute.h"

/* Brute force over the game tree with absolute scores: diff is Alice's
   score minus Bob's so far, Alice maximises the final diff and Bob
   minimises it.  apass and bpass say whether Alice and Bob still hold
   a pass (in this exercise only Bob starts with one); a pass is allowed
   only while stones remain. */
static int64_t brute(const int *v, size_t n, size_t i, int alice, int apass,
                     int bpass, int64_t diff)
{
    if (i == n)
        return diff;
    int64_t best = 0, taken = 0;
    int have = 0;
    for (size_t k = 1; k <= 3 && i + k <= n; k++) {
        taken += v[i + k - 1];
        int64_t r = brute(v, n, i + k, !alice, apass, bpass,
                          alice ? diff + taken : diff - taken);
        if (!have || (alice ? r > best : r < best))
            best = r, have = 1;
    }
    if (alice ? apass : bpass) {
        int64_t r = brute(v, n, i, !alice, alice ? 0 : apass,
                          alice ? bpass : 0, diff);
        if (alice ? r > best : r < best)
            best = r;
    }
    return best;
}

/* Calls the solution on v[0..n-1] and checks it returns SG_OK and want. */
static void expect(const int *v, size_t n, int64_t want, const char *what)
{
    char buf[200];
    int64_t got = INT64_MIN;
    int status = sg_stone3_bob_pass(v, n, &got);
    brute_format(v, n, buf, sizeof buf);
    cr_assert_eq(status, SG_OK,
                 "%s: sg_stone3_bob_pass(%s, n=%zu) returned %d (%s), not SG_OK",
                 what, buf, n, status, sg_exercise_strerror(status));
    cr_assert_eq(got, want,
                 "%s: values %s: Alice minus Bob should be %" PRId64
                 ", got %" PRId64, what, buf, want, got);
}

static void expect_brute(const int *v, size_t n, const char *what)
{
    expect(v, n, brute(v, n, 0, 1, 0, 1, 0), what);
}

/* expect_brute as a visitor for for_each_array; ctx is the message. */
static void visit_expect_brute(const int *v, size_t n, void *ctx)
{
    expect_brute(v, n, (const char *)ctx);
}

Test(stone3_bob_pass, hand_examples)
{
    /* [-5]: Alice may not pass, so she must take the -5. */
    int a[] = {-5};
    expect(a, 1, -5, "one bad stone: Alice may not pass");
    /* [1,2,3,7]: the chapter's example, Bob wins by one. */
    int b[] = {1, 2, 3, 7};
    expect(b, 4, -1, "the chapter's example [1,2,3,7]");
    /* [-1,-1]: whatever Alice takes first, Bob passes if a stone is
       left, and Alice must take the other -1 as well. */
    int c[] = {-1, -1};
    expect(c, 2, -2, "two stones of -1: Bob's pass leaves both to Alice");
    /* [3,-10]: Alice takes both (-7) or one; after one, Bob passes and
       Alice takes the -10 too: -7 either way. */
    int e[] = {3, -10};
    expect(e, 2, -7, "[3,-10]: Bob passes after Alice's first stone");
}

Test(stone3_bob_pass, empty_and_errors)
{
    int v[] = {5};
    int64_t d = 42;
    expect_code(sg_stone3_bob_pass(NULL, 0, &d), SG_OK,
                 "n = 0 is a valid game (values may be NULL)");
    cr_assert_eq(d, 0, "n = 0: no stone, Bob may not pass, the answer is 0, got %"
                 PRId64, d);
    expect_code(sg_stone3_bob_pass(NULL, 1, &d), SG_ENULL,
                 "NULL values with n > 0 must give SG_ENULL");
    expect_code(sg_stone3_bob_pass(v, 1, NULL), SG_ENULL,
                 "a NULL result pointer must give SG_ENULL");
}

Test(stone3_bob_pass, every_small_array)
{
    for_each_array(5, -2, 2, visit_expect_brute, "all arrays of length <= 5 over -2..2");
}

Test(stone3_bob_pass, against_brute_force)
{
    uint64_t seed = 26;
    int v[12];
    for (int t = 0; t < 3000; t++) {
        size_t n = (size_t)rng_range(&seed, 0, 12);
        int range = t % 2 ? 20 : 3;
        fill_random(v, n, &seed, -range, range);
        expect_brute(v, n, "random array");
    }
}

Test(stone3_bob_pass, extreme_values)
{
    uint64_t seed = 2600;
    int v[10];
    for (int t = 0; t < 500; t++) {
        size_t n = (size_t)rng_range(&seed, 1, 10);
        for (size_t i = 0; i < n; i++)
            v[i] = any_extreme_int(&seed);
        expect_brute(v, n, "values near INT_MIN and INT_MAX (sum in int64_t)");
    }
}
