/* misere-period.c: the exercise misere-period, the period of a misere
   subtraction game (sg_misere_period), checked against outcomes and a
   period check of the test's own. */
#include <criterion/criterion.h>
#include <stdbool.h>
#include <stdlib.h>

#include "sg-exercises.h"
#include "brute.h"

/* The outcomes by the recurrence: no move, or a move to a lost heap. */
static void outcomes(const int *set, size_t k, bool *w, size_t count)
{
    for (size_t h = 0; h < count; h++) {
        bool moved = false, won = false;
        for (size_t j = 0; j < k; j++)
            if ((size_t)set[j] <= h) {
                moved = true;
                won |= !w[h - (size_t)set[j]];
            }
        w[h] = won || !moved;
    }
}

/* Whether W(h+p) = W(h) for n0 <= h < n0 + t, within count values. */
static bool holds(const bool *w, size_t count, size_t t, size_t n0, size_t p)
{
    if (n0 + t + p > count)
        return false;
    for (size_t h = n0; h < n0 + t; h++)
        if (w[h] != w[h + p])
            return false;
    return true;
}

static void check_set(const int *set, size_t k, size_t count)
{
    bool w[400];
    size_t t = 0;
    for (size_t j = 0; j < k; j++)
        t = (size_t)set[j] > t ? (size_t)set[j] : t;
    outcomes(set, k, w, count);
    struct sg_period got = {7, 7, 7};
    int status = sg_misere_period(set, k, count, &got);
    cr_assert_eq(status, SG_OK, "sg_misere_period returned %d (%s), not SG_OK",
                 status, sg_exercise_strerror(status));
    for (size_t p = 1; p < count; p++)
        for (size_t n0 = 0; n0 + t + p <= count; n0++)
            if (holds(w, count, t, n0, p)) {
                cr_assert(got.period == p && got.preperiod == n0,
                          "set of %zu members, largest %zu: the smallest "
                          "period is %zu from heap %zu, got period %zu "
                          "from %zu", k, t, p, n0, got.period, got.preperiod);
                return;
            }
    cr_assert_eq(got.period, 0, "no period is proved from %zu values, got "
                 "%zu", count, got.period);
}

Test(misere_period, the_question)
{
    static const int a[] = {2, 3};
    struct sg_period got;
    int status = sg_misere_period(a, 2, 100, &got);
    cr_assert_eq(status, SG_OK, "sg_misere_period({2,3}) returned %d (%s)",
                 status, sg_exercise_strerror(status));
    cr_assert(got.period == 5, "{2,3}: the misere outcomes have period 5, "
              "got %zu", got.period);
}

Test(misere_period, every_set_of_members_up_to_6)
{
    for (unsigned mask = 1; mask < 64; mask++) {
        int set[6];
        size_t k = subtraction_set_of(mask, set);
        check_set(set, k, 300);
    }
}

Test(misere_period, errors)
{
    static const int set[] = {1, 2}, bad[] = {0};
    struct sg_period got;
    cr_assert_eq(sg_misere_period(set, 2, 10, NULL), SG_ENULL,
                 "a NULL period: SG_ENULL");
    cr_assert_eq(sg_misere_period(NULL, 2, 10, &got), SG_ENULL,
                 "a NULL set with k > 0: SG_ENULL");
    cr_assert_eq(sg_misere_period(bad, 1, 10, &got), SG_EINVAL,
                 "a member 0: SG_EINVAL");
}
