/* alloc-stone2.c: the cases of test-alloc (the harness: tests/alloc.h)
   for Stone Game II. */
#include "alloc.h"

static int stone2_small(int64_t *r) { return sg_stone2(small, N, r); }
/* The rising row fills the column deques. */
static int stone2_rising(int64_t *r) { return sg_stone2(rising, N, r); }
static int stone2_windows(int64_t *r) { return sg_stone2_windows(rising, N, r); }
static int stone2_line(int64_t *r)
{
    static size_t moves[N];
    size_t nmoves;
    return sg_stone2_line(rising, N, moves, &nmoves, r);
}
/* One pile: one column, one band of one row; no pile: no allocation. */
static int stone2_line_tiny(int64_t *r)
{
    size_t moves[1], nmoves;
    int64_t none;
    int status = sg_stone2_line(small, 1, moves, &nmoves, r);
    return status != SG_OK ? status : sg_stone2_line(small, 0, moves, &nmoves, &none);
}
static int stone2_line_plain(int64_t *r)
{
    static size_t moves[N];
    size_t nmoves;
    return sg_stone2_line_plain(rising, N, moves, &nmoves, r);
}
static int stone2_memo(int64_t *r) { return sg_stone2_memo(small, 60, r, NULL); }
static int stone2_naive(int64_t *r) { return sg_stone2_naive(small, 12, r, NULL); }
static int stone2_table(int64_t *r)
{
    static int64_t table[61 * 61];
    int status = sg_stone2_table(small, 60, table, NULL);
    *r = table[0];
    return status;
}

Test(alloc, stone2, .init = make_rows) { fail_each_allocation(stone2_small, "sg_stone2"); }
Test(alloc, stone2_full_deques, .init = make_rows) { fail_each_allocation(stone2_rising, "sg_stone2 (rising piles)"); }
Test(alloc, stone2_line_tiny, .init = make_rows) { fail_each_allocation(stone2_line_tiny, "sg_stone2_line (n = 1, 0)"); }
Test(alloc, stone2_line, .init = make_rows) { fail_each_allocation(stone2_line, "sg_stone2_line"); }
Test(alloc, stone2_line_plain, .init = make_rows) { fail_each_allocation(stone2_line_plain, "sg_stone2_line_plain"); }
Test(alloc, stone2_windows, .init = make_rows) { fail_each_allocation(stone2_windows, "sg_stone2_windows"); }
Test(alloc, stone2_memo, .init = make_rows) { fail_each_allocation(stone2_memo, "sg_stone2_memo"); }
Test(alloc, stone2_naive, .init = make_rows) { fail_each_allocation(stone2_naive, "sg_stone2_naive"); }
Test(alloc, stone2_table, .init = make_rows) { fail_each_allocation(stone2_table, "sg_stone2_table"); }
