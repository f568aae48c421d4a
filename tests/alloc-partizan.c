/* alloc-partizan.c: the cases of test-alloc (the harness: tests/alloc.h)
   for Blue-Red Hackenbush and Cutcake: the line of play of a sum of
   stalks, the search of a small tree (its table grows), the value of a
   forest by bisection, and a Cutcake table. */
#include "alloc.h"

static const char *const hb_stalks[] = {"BRB", "RRB", "BBRRB"};
static const size_t hb_lens[] = {3, 3, 5};
/* a blue edge with two red edges and a blue one standing on it */
static const int hb_parent[] = {-1, 0, 0, 0, -1, 4, 5};
static const char hb_colour[] = {'B', 'R', 'R', 'B', 'R', 'B', 'B'};

static int hb_line(int64_t *r)
{
    struct sg_hackenbush_move m[11];
    size_t nmoves = 0;
    int status = sg_hackenbush_line(hb_stalks, hb_lens, 3, true, m, 11,
                                    &nmoves);
    *r = (int64_t)nmoves * 100 + (int64_t)m[0].stalk * 10 + (int64_t)m[0].edge;
    return status;
}
static int hb_outcome(int64_t *r)
{
    int outcome = -1;
    int status = sg_hackenbush_outcome(&(struct sg_forest){7, hb_parent,
                                                           hb_colour}, &outcome);
    *r = outcome;
    return status;
}
static int hb_forest_value(int64_t *r)
{
    struct sg_dyadic v = {7, 7};
    int status = sg_hackenbush_forest_value(&(struct sg_forest){7, hb_parent,
                                                                hb_colour}, &v);
    *r = v.num * 100 + v.exp;
    return status;
}
static int hb_cutcake(int64_t *r)
{
    struct sg_dyadic v = {7, 7};
    int status = sg_cutcake(9, 5, &v);
    *r = v.num * 100 + v.exp;
    return status;
}

Test(alloc, hackenbush_line) { fail_each_allocation(hb_line, "sg_hackenbush_line"); }
Test(alloc, hackenbush_outcome) { fail_each_allocation(hb_outcome, "sg_hackenbush_outcome"); }
Test(alloc, hackenbush_forest_value) { fail_each_allocation(hb_forest_value, "sg_hackenbush_forest_value"); }
Test(alloc, cutcake) { fail_each_allocation(hb_cutcake, "sg_cutcake"); }

/* A failing call writes nothing through its result pointers. */
Test(alloc, hackenbush_writes_nothing_on_failure)
{
    for (long k = 1; k <= 4; k++) {
        struct sg_dyadic v = {7, 7};
        int outcome = 7;
        size_t nmoves = 7;
        fail_at = k;
        allocations = 0;
        int s1 = sg_hackenbush_forest_value(&(struct sg_forest){7, hb_parent, hb_colour}, &v);
        fail_at = k;
        allocations = 0;
        int s2 = sg_hackenbush_outcome(&(struct sg_forest){7, hb_parent, hb_colour}, &outcome);
        fail_at = k;
        allocations = 0;
        int s3 = sg_hackenbush_line(hb_stalks, hb_lens, 3, false, NULL, 0, &nmoves);
        fail_at = 0;
        cr_assert(s1 != SG_ENOMEM || (v.num == 7 && v.exp == 7));
        cr_assert(s2 != SG_ENOMEM || outcome == 7);
        cr_assert(s3 != SG_ENOMEM || nmoves == 7);
    }
}
