/* alloc-stone4.c: the cases of test-alloc (the harness: tests/alloc.h)
   for Stone Game IV. */
#include "alloc.h"

/* Stone Game IV: heaps large enough that the array of walkers grows
   twice (more than 2048 losing heaps); the largest losing heap up to
   S4_LIMIT, found once, makes sg_stone4 and the line sieve everything. */
enum { S4_LIMIT = 200000 };
static size_t s4_lost_heap;

static void find_lost_heap(void)
{
    static size_t list[S4_LIMIT / 8];
    size_t count;
    cr_assert_eq(sg_stone4_losing(S4_LIMIT, list, S4_LIMIT / 8, &count), SG_OK);
    cr_assert(count > 2048 && count <= S4_LIMIT / 8, "%zu losing heaps", count);
    s4_lost_heap = list[count - 1];
}
static int stone4_fast(int64_t *r)
{
    bool w;
    int status = sg_stone4(s4_lost_heap, &w);
    *r = w;
    return status;
}
static int stone4_blocked(int64_t *r)
{
    bool w;
    int status = sg_stone4_blocked(S4_LIMIT, &w);
    *r = w;
    return status;
}
static int stone4_table(int64_t *r)
{
    bool w;
    int status = sg_stone4_table(5000, &w);
    *r = w;
    return status;
}
static int stone4_sieve(int64_t *r)
{
    bool w;
    int status = sg_stone4_sieve(5000, &w);
    *r = w;
    return status;
}

static int stone4_bits(int64_t *r)
{
    bool w;
    int status = sg_stone4_bits(5000, &w);
    *r = w;
    return status;
}
static int stone4_losing(int64_t *r)
{
    static size_t list[64];
    size_t count;
    int status = sg_stone4_losing(S4_LIMIT, list, 64, &count);
    *r = (int64_t)count * 1000003 + (int64_t)list[63];
    return status;
}
static int stone4_line(int64_t *r)
{
    size_t squares[SG_STONE4_LINE_MAX], nmoves;
    int status = sg_stone4_line(s4_lost_heap, squares, &nmoves, NULL);
    *r = (int64_t)nmoves * 1000003 + (int64_t)squares[0];
    return status;
}
static int stone4_line_plain(int64_t *r)
{
    size_t squares[SG_STONE4_LINE_MAX], nmoves;
    int status = sg_stone4_line_plain(s4_lost_heap, squares, &nmoves, NULL);
    *r = (int64_t)nmoves * 1000003 + (int64_t)squares[0];
    return status;
}

Test(alloc, stone4, .init = find_lost_heap) { fail_each_allocation(stone4_fast, "sg_stone4"); }
Test(alloc, stone4_blocked) { fail_each_allocation(stone4_blocked, "sg_stone4_blocked"); }
Test(alloc, stone4_table) { fail_each_allocation(stone4_table, "sg_stone4_table"); }
Test(alloc, stone4_sieve) { fail_each_allocation(stone4_sieve, "sg_stone4_sieve"); }
Test(alloc, stone4_bits) { fail_each_allocation(stone4_bits, "sg_stone4_bits"); }
Test(alloc, stone4_losing) { fail_each_allocation(stone4_losing, "sg_stone4_losing"); }
Test(alloc, stone4_line, .init = find_lost_heap) { fail_each_allocation(stone4_line, "sg_stone4_line"); }
Test(alloc, stone4_line_plain, .init = find_lost_heap) { fail_each_allocation(stone4_line_plain, "sg_stone4_line_plain"); }

/* A failing call writes nothing through its result pointers. */
Test(alloc, stone4_writes_nothing_on_failure, .init = find_lost_heap)
{
    for (long k = 1; k <= 3; k++) {
        size_t list[4] = {7, 7, 7, 7}, count = 7, squares[SG_STONE4_LINE_MAX], nmoves = 7;
        bool w = true;
        squares[0] = 7;
        fail_at = k;
        allocations = 0;
        int status = sg_stone4_losing(S4_LIMIT, list, 4, &count);
        fail_at = 0;
        if (status == SG_ENOMEM)
            cr_assert(count == 7 && list[0] == 7 && list[3] == 7,
                      "sg_stone4_losing wrote results when allocation %ld failed", k);
        fail_at = k;
        allocations = 0;
        status = sg_stone4_line(s4_lost_heap, squares, &nmoves, &w);
        fail_at = 0;
        if (status == SG_ENOMEM)
            cr_assert(nmoves == 7 && squares[0] == 7 && w,
                      "sg_stone4_line wrote results when allocation %ld failed", k);
        fail_at = k;
        allocations = 0;
        status = sg_stone4_line_plain(s4_lost_heap, squares, &nmoves, &w);
        fail_at = 0;
        if (status == SG_ENOMEM)
            cr_assert(nmoves == 7 && squares[0] == 7 && w,
                      "sg_stone4_line_plain wrote results when allocation %ld failed", k);
    }
}
