/* alloc-hardness.c: the cases of test-alloc (the harness: tests/alloc.h)
   for Generalized Geography: the memo allocates its table once; the
   plain search, the line, the formula's value and the reduction
   allocate nothing. */
#include "alloc.h"

/* 0 -> 1, 0 -> 2, 1 -> 2, 2 -> 3, 3 -> 1: the first player wins from 0. */
static const size_t geo_first[] = {0, 2, 3, 4, 5};
static const int geo_adjacent[] = {1, 2, 2, 3, 1};
static const struct sg_graph geo_graph = {4, geo_first, geo_adjacent};

static int geo_memo(int64_t *r)
{
    bool wins = false;
    uint64_t visited = 0;
    int status = sg_geography_memo(&geo_graph, 0, &wins, &visited);
    *r = (int64_t)visited * 2 + wins;
    return status;
}
static int geo_plain(int64_t *r)
{
    bool wins = false;
    uint64_t visited = 0;
    int status = sg_geography(&geo_graph, 0, &wins, &visited);
    *r = (int64_t)visited * 2 + wins;
    return status;
}
static int geo_line(int64_t *r)
{
    int moves[4];
    struct sg_geography_play play = {false, 0};
    int status = sg_geography_line(&geo_graph, 0, moves, 4, &play);
    *r = (int64_t)play.nmoves * 10 + moves[0];
    return status;
}
static int geo_qbf(int64_t *r)
{
    static const bool forall[] = {false, true};
    static const size_t clause_first[] = {0, 2};
    static const int literals[] = {1, -2};
    struct sg_qbf f = {2, forall, 1, clause_first, literals};
    size_t first[SG_QBF_NODES(2, 1) + 1];
    int adjacent[SG_QBF_ARCS(2, 1, 2)], start = -1;
    struct sg_graph g;
    bool truth = false;
    int status = sg_geography_from_qbf(&f, first, adjacent, &g, &start);
    if (status == SG_OK)
        status = sg_qbf_true(&f, &truth);
    *r = (int64_t)g.n * 10 + truth;
    return status;
}

Test(alloc, geography_memo) { fail_each_allocation(geo_memo, "sg_geography_memo"); }

Test(alloc, geography_others_allocate_nothing)
{
    cr_assert_eq(allocations_of(geo_plain), 0, "sg_geography allocated");
    cr_assert_eq(allocations_of(geo_line), 0, "sg_geography_line allocated");
    cr_assert_eq(allocations_of(geo_qbf), 0,
                 "sg_geography_from_qbf or sg_qbf_true allocated");
}

/* A failing memo writes nothing through its result pointers. */
Test(alloc, geography_memo_writes_nothing_on_failure)
{
    bool wins = true;
    uint64_t visited = 77;
    fail_at = 1;
    allocations = 0;
    int status = sg_geography_memo(&geo_graph, 0, &wins, &visited);
    fail_at = 0;
    cr_assert_eq(status, SG_ENOMEM, "the memo's allocation failed: SG_ENOMEM, got %d", status);
    cr_assert(wins && visited == 77, "sg_geography_memo wrote results after a failure");
}
