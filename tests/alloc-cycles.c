/* alloc-cycles.c: the cases of test-alloc (the harness: tests/alloc.h)
   for Cat and Mouse, on LeetCode's first example (a drawn start). */
#include "alloc.h"

static const size_t cm_first[] = {0, 2, 3, 6, 9, 11, 14};
static const int cm_adjacent[] = {2, 5, 3, 0, 4, 5, 1, 4, 5, 2, 3, 0, 2, 3};
static const struct sg_graph cm_graph = {6, cm_first, cm_adjacent};

static int cycles_check(int64_t *r)
{
    struct sg_graph_check check;
    int status = sg_catmouse_check(&cm_graph, &check);
    *r = status == SG_OK ? check.fault : -1;
    return status;
}
static int cycles_solve(int64_t *r)
{
    signed char w[72];
    int rem[72];
    int status = sg_catmouse_solve(&cm_graph, w, rem);
    *r = (int64_t)w[(6 + 2) * 2] * 1000 + rem[(6 + 2) * 2 + 1];
    return status;
}
static int cycles_fixpoint(int64_t *r)
{
    signed char w[72];
    int rem[72];
    int status = sg_catmouse_fixpoint(&cm_graph, w, rem);
    *r = (int64_t)w[(6 + 2) * 2] * 1000 + rem[(6 + 2) * 2 + 1];
    return status;
}
static int cycles_line(int64_t *r)
{
    int line[12];
    struct sg_catmouse_play play;
    int status = sg_catmouse(&cm_graph, 1, 2, SG_MOUSE, line, 12, &play);
    *r = (int64_t)play.nmoves * 1000 + line[0] * 10 + line[1];
    return status;
}
static int cycles_capped(int64_t *r)
{
    int w;
    int status = sg_catmouse_capped(&cm_graph, 12, &w);
    *r = w;
    return status;
}

Test(alloc, catmouse_check) { fail_each_allocation(cycles_check, "sg_catmouse_check"); }
Test(alloc, catmouse_solve) { fail_each_allocation(cycles_solve, "sg_catmouse_solve"); }
Test(alloc, catmouse_fixpoint) { fail_each_allocation(cycles_fixpoint, "sg_catmouse_fixpoint"); }
Test(alloc, catmouse) { fail_each_allocation(cycles_line, "sg_catmouse"); }
Test(alloc, catmouse_capped) { fail_each_allocation(cycles_capped, "sg_catmouse_capped"); }

/* A failing call writes nothing through its result pointers. */
Test(alloc, catmouse_writes_nothing_on_failure)
{
    for (long k = 1; k <= 6; k++) {
        int line[4] = {7, 7, 7, 7};
        struct sg_catmouse_play play = {7, 7, 7};
        fail_at = k;
        allocations = 0;
        int status = sg_catmouse(&cm_graph, 1, 2, SG_MOUSE, line, 4, &play);
        fail_at = 0;
        if (status == SG_ENOMEM)
            cr_assert(line[0] == 7 && play.winner == 7 && play.nmoves == 7,
                      "sg_catmouse wrote results when allocation %ld failed", k);
    }
}
