/* alloc-stone3.c: the cases of test-alloc (the harness: tests/alloc.h)
   for Stone Game III. */
#include "alloc.h"

static int stone3_memo(int64_t *r) { return sg_stone3_memo(small, N, r, NULL); }

Test(alloc, stone3_memo, .init = make_rows) { fail_each_allocation(stone3_memo, "sg_stone3_memo"); }
