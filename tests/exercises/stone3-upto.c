/* stone3-upto.c: the exercise stone3-upto, take 1 to k stones
   (sg_stone3_upto). */
#include <criterion/criterion.h>
#include <stdlib.h>

#include "sg-exercises.h"
#include "brute.h"

static int64_t solve(const int *v, size_t n, size_t k)
{
    int64_t d = INT64_MIN;
    int status = sg_stone3_upto(v, n, k, &d);
    cr_assert_eq(status, SG_OK, "sg_stone3_upto(n=%zu, k=%zu) returned %d (%s)",
                 n, k, status, sg_exercise_strerror(status));
    return d;
}

Test(stone3_upto, three_is_stone_game_iii)
{
    int v[] = {1, 2, 3, 7};
    cr_assert_eq(solve(v, 4, 3), -1, "k = 3 must be Stone Game III: [1,2,3,7] gives -1");
}

Test(stone3_upto, small_examples)
{
    int a[] = {1, 2, 3, 7};
    cr_assert_eq(solve(a, 4, 4), 13, "[1,2,3,7] with k = 4: Alice takes all, 13");
    cr_assert_eq(solve(a, 4, 1), -5, "[1,2,3,7] with k = 1: the moves are forced, (1+3)-(2+7) = -5");
}

Test(stone3_upto, empty_and_errors)
{
    int v[] = {5};
    int64_t d = 42;
    cr_assert_eq(sg_stone3_upto(NULL, 0, 2, &d), SG_OK, "n = 0 is a valid game");
    cr_assert_eq(d, 0, "n = 0 gives 0");
    cr_assert_eq(sg_stone3_upto(v, 1, 0, &d), SG_EINVAL, "k = 0 must be SG_EINVAL");
    cr_assert_eq(sg_stone3_upto(NULL, 1, 2, &d), SG_ENULL, "NULL values with n > 0");
    cr_assert_eq(sg_stone3_upto(v, 1, 2, NULL), SG_ENULL, "NULL result");
}

Test(stone3_upto, against_brute_force)
{
    uint64_t seed = 21;
    int v[12];
    for (int t = 0; t < 3000; t++) {
        size_t n = (size_t)rng_range(&seed, 0, 12), k = (size_t)rng_range(&seed, 1, 6);
        fill_random(v, n, &seed, -20, 20);
        char buf[200];
        cr_assert_eq(solve(v, n, k), brute_upto(v, n, k), "values %s, k = %zu",
                     brute_format(v, n, buf, sizeof buf), k);
    }
}
