/* alloc-stone8.c: the cases of test-alloc (the harness: tests/alloc.h)
   for Stone Game VIII. */
#include "alloc.h"

static int stone8_prefix(int64_t *r) { return sg_stone8_prefix(small, N, r); }

Test(alloc, stone8_prefix, .init = make_rows) { fail_each_allocation(stone8_prefix, "sg_stone8_prefix"); }

/* The fast solver, the streaming one and the line allocate nothing: with
   every allocation failing, they still succeed. */
Test(alloc, stone8_allocates_nothing, .init = make_rows)
{
    static size_t moves[N];
    long before = live;
    int64_t r[3], alice, bob, want;
    size_t nmoves;
    fail_at = 1;
    allocations = 0;
    int status[4] = { sg_stone8(small, N, &r[0]), sg_stone8_streaming(small, N, &r[1]),
                      sg_stone8_line(small, N, moves, &nmoves, &alice, &bob),
                      sg_stone8(huge, N, &r[2]) };
    long made = allocations;
    fail_at = 0;
    for (int f = 0; f < 4; f++)
        cr_assert_eq(status[f], SG_OK, "call %d failed (%s)", f, sg_strerror(status[f]));
    cr_assert_eq(made, 0, "the solvers of Stone Game VIII made %ld allocations", made);
    cr_assert_eq(live, before, "the solvers of Stone Game VIII leak %ld blocks", live - before);
    cr_assert_eq(sg_stone8_prefix(small, N, &want), SG_OK);
    cr_assert(r[0] == want && r[1] == want && alice - bob == want, "sg_stone8 = %lld, streaming "
              "%lld, line %lld, sg_stone8_prefix %lld", (long long)r[0], (long long)r[1],
              (long long)(alice - bob), (long long)want);
}

/* A failing sg_stone8_prefix writes nothing through its result. */
Test(alloc, stone8_prefix_writes_nothing_on_failure, .init = make_rows)
{
    int64_t r = 0x5A5A5A5A5A5A5A5ALL;
    fail_at = 1;
    allocations = 0;
    int status = sg_stone8_prefix(small, N, &r);
    fail_at = 0;
    cr_assert_eq(status, SG_ENOMEM, "sg_stone8_prefix did not fail with its first allocation");
    cr_assert_eq(r, 0x5A5A5A5A5A5A5A5ALL, "sg_stone8_prefix wrote its result");
}
