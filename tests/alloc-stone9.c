/* alloc-stone9.c: the cases of test-alloc (the harness: tests/alloc.h)
   for Stone Game IX. */
#include "alloc.h"

static int stone9_exact(int64_t *r)
{
    static unsigned char grid[21 * 21 * 21];
    int status = sg_stone9_exact(20, grid);
    uint64_t hash = 0;                    /* unsigned: wraps, never overflows */
    for (size_t k = 0; k < sizeof grid; k++)
        hash = hash * 3 + grid[k];
    *r = (int64_t)(hash >> 1);
    return status;
}

Test(alloc, stone9_exact, .init = make_rows) { fail_each_allocation(stone9_exact, "sg_stone9_exact"); }
