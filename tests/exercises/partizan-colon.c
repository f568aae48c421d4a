/* partizan-colon.c: the exercise partizan-colon, the value of a
   Blue-Red Hackenbush forest by the colon principle
   (sg_hackenbush_colon): it must give the value that the library finds
   by search (sg_hackenbush_forest_value) on every forest of up to 5
   edges, and the rule's value on stalks. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sg-exercises.h"

#define CHECK(cond, ...) do { if (!(cond)) cr_assert_fail(__VA_ARGS__); } while (0)

static void expect(const int *parent, const char *colour, size_t n,
                   struct sg_dyadic want, const char *what)
{
    struct sg_dyadic got = {7, 7};
    int status = sg_hackenbush_colon(&(struct sg_forest){n, parent, colour}, &got);
    CHECK(status == SG_OK, "%s: sg_hackenbush_colon returned %d (%s)", what,
          status, sg_exercise_strerror(status));
    CHECK(got.num == want.num && got.exp == want.exp, "%s: got %lld/2^%d, "
          "the value is %lld/2^%d", what, (long long)got.num, got.exp,
          (long long)want.num, want.exp);
}

Test(partizan_colon, the_question)
{
    static const int parent[] = {-1, 0, 0};
    expect(parent, "BRR", 3, (struct sg_dyadic){1, 2},
           "a blue edge with two red edges on top");
}

Test(partizan_colon, every_forest_up_to_5)
{
    int count = 0;
    for (size_t n = 0; n <= 5; n++) {
        size_t ways = 1;
        for (size_t i = 0; i < n; i++)
            ways *= i + 1;
        for (size_t w = 0; w < ways; w++)
            for (unsigned c = 0; c < 1u << n; c++) {
                int parent[5];
                char colour[5], what[80];
                size_t rest = w;
                for (size_t i = 0; i < n; i++) {
                    parent[i] = (int)(rest % (i + 1)) - 1, rest /= i + 1;
                    colour[i] = c >> i & 1 ? 'R' : 'B';
                }
                struct sg_dyadic want;
                cr_assert_eq(sg_hackenbush_forest_value(
                    &(struct sg_forest){n, parent, colour}, &want), SG_OK);
                snprintf(what, sizeof what, "the forest %zu of %zu edges", w, n);
                expect(parent, colour, n, want, what);
                count++;
            }
    }
    cr_assert_eq(count, 4283);
}

Test(partizan_colon, a_long_stalk_and_errors)
{
    int parent[SG_HACKENBUSH_MAX_EDGES + 1];
    char colour[SG_HACKENBUSH_MAX_EDGES + 1];
    struct sg_dyadic v;
    for (int i = 0; i <= SG_HACKENBUSH_MAX_EDGES; i++)
        parent[i] = i - 1, colour[i] = i == 0 ? 'B' : 'R';
    cr_assert_eq(sg_hackenbush_value(colour, SG_HACKENBUSH_MAX_EDGES, &v), SG_OK);
    expect(parent, colour, SG_HACKENBUSH_MAX_EDGES, v, "a stalk of 48 edges");
    cr_assert_eq(sg_hackenbush_colon(&(struct sg_forest){SG_HACKENBUSH_MAX_EDGES + 1,
                 parent, colour}, &v), SG_ETOOBIG);
    cr_assert_eq(sg_hackenbush_colon(NULL, &v), SG_ENULL);
    cr_assert_eq(sg_hackenbush_colon(&(struct sg_forest){2, parent, colour}, NULL), SG_ENULL);
    colour[1] = 'x';
    cr_assert_eq(sg_hackenbush_colon(&(struct sg_forest){2, parent, colour}, &v), SG_EINVAL);
    colour[1] = 'R', parent[1] = 1;
    cr_assert_eq(sg_hackenbush_colon(&(struct sg_forest){2, parent, colour}, &v), SG_EINVAL);
}
