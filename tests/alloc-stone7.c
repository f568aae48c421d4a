/* alloc-stone7.c: the cases of test-alloc (the harness: tests/alloc.h)
   for Stone Game VII. */
#include <stdbool.h>
#include <string.h>

#include "alloc.h"

static int stone7_small(int64_t *r) { return sg_stone7_vector(small, N, r); }
static int stone7_huge(int64_t *r) { return sg_stone7_vector(huge, N, r); }
static int stone7_rows(int64_t *r) { return sg_stone7_rows(small, N, r); }
static int stone7_length(int64_t *r) { return sg_stone7_by_length(small, N, r); }
static int stone7_linear_small(int64_t *r) { return sg_stone7(small, N, r); }
static int stone7_linear_huge(int64_t *r) { return sg_stone7(huge, N, r); }
/* A line of play on v, its moves and scores (none if !scores) summed up
   in one number. */
static int line_summed(int (*line)(const int *, size_t, char *, int64_t *, int64_t *),
                       const int *v, bool scores, int64_t *r)
{
    static char moves[N];
    int64_t alice = 0, bob = 0;
    uint64_t hash = 0;                    /* unsigned: wraps, never overflows */
    int status = line(v, N, moves, scores ? &alice : NULL, scores ? &bob : NULL);
    for (int t = 0; status == SG_OK && t < N; t++)
        hash = hash * 3 + (moves[t] == 'L');
    *r = (alice - bob) ^ (int64_t)(hash >> 1) ^ bob;
    return status;
}

static int stone7_line(int64_t *r) { return line_summed(sg_stone7_line_bits, small, true, r); }
static int stone7_line_plain(int64_t *r) { return line_summed(sg_stone7_line_plain, small, true, r); }
static int stone7_line_linear(int64_t *r) { return line_summed(sg_stone7_line, huge, true, r); }
static int stone7_line_linear_moves(int64_t *r) { return line_summed(sg_stone7_line, small, false, r); }

Test(alloc, stone7_32_bit_path, .init = make_rows) { fail_each_allocation(stone7_small, "sg_stone7_vector (32-bit)"); }
Test(alloc, stone7_64_bit_path, .init = make_rows) { fail_each_allocation(stone7_huge, "sg_stone7_vector (64-bit)"); }
Test(alloc, stone7_rows, .init = make_rows) { fail_each_allocation(stone7_rows, "sg_stone7_rows"); }
Test(alloc, stone7_by_length, .init = make_rows) { fail_each_allocation(stone7_length, "sg_stone7_by_length"); }
Test(alloc, stone7_linear_small, .init = make_rows) { fail_each_allocation(stone7_linear_small, "sg_stone7 (small values)"); }
Test(alloc, stone7_linear_huge, .init = make_rows) { fail_each_allocation(stone7_linear_huge, "sg_stone7 (extreme values)"); }
Test(alloc, stone7_line_linear, .init = make_rows) { fail_each_allocation(stone7_line_linear, "sg_stone7_line"); }
Test(alloc, stone7_line_linear_moves, .init = make_rows) { fail_each_allocation(stone7_line_linear_moves, "sg_stone7_line (no scores)"); }
Test(alloc, stone7_line, .init = make_rows) { fail_each_allocation(stone7_line, "sg_stone7_line_bits"); }
Test(alloc, stone7_line_plain, .init = make_rows) { fail_each_allocation(stone7_line_plain, "sg_stone7_line_plain"); }

/* The textbook table allocates nothing: with every allocation failing,
   it still succeeds. */
Test(alloc, stone7_table_allocates_nothing, .init = make_rows)
{
    static int64_t table[60 * 60];
    long before = live;
    fail_at = 1;
    allocations = 0;
    int status = sg_stone7_table(small, 60, table);
    long made = allocations;
    fail_at = 0;
    cr_assert_eq(status, SG_OK, "sg_stone7_table failed (%s)", sg_strerror(status));
    cr_assert_eq(made, 0, "sg_stone7_table made %ld allocations", made);
    cr_assert_eq(live, before, "sg_stone7_table leaks %ld blocks", live - before);
    int64_t want;
    cr_assert_eq(sg_stone7_vector(small, 60, &want), SG_OK);
    cr_assert_eq(table[59], want, "sg_stone7_table = %lld, sg_stone7_vector = %lld",
                 (long long)table[59], (long long)want);
}

/* A failing call writes nothing through its result pointers. */
Test(alloc, stone7_writes_nothing_on_failure, .init = make_rows)
{
    const int64_t sentinel = 0x5A5A5A5A5A5A5A5ALL;
    static const char *const lines[] = { "sg_stone7_line_bits", "sg_stone7_line" };
    long failures = 0;
    for (long k = 1; k <= 3; k++) {
        int64_t r[5] = { sentinel, sentinel, sentinel, sentinel, sentinel };
        int64_t alice[2] = { sentinel, sentinel }, bob[2] = { sentinel, sentinel };
        static char moves[2][N];
        int status[7];
        memset(moves, 'x', sizeof moves);
        fail_at = k;
        allocations = 0;
        status[0] = sg_stone7_vector(small, N, &r[0]);
        allocations = 0;
        status[1] = sg_stone7_vector(huge, N, &r[1]);
        allocations = 0;
        status[2] = sg_stone7_rows(small, N, &r[2]);
        allocations = 0;
        status[3] = sg_stone7_by_length(small, N, &r[3]);
        allocations = 0;
        status[4] = sg_stone7(huge, N, &r[4]);
        allocations = 0;
        status[5] = sg_stone7_line_bits(small, N, moves[0], &alice[0], &bob[0]);
        allocations = 0;
        status[6] = sg_stone7_line(huge, N, moves[1], &alice[1], &bob[1]);
        fail_at = 0;
        /* Every one of them allocates: the first allocation fails. */
        for (int f = 0; k == 1 && f < 7; f++)
            cr_assert_eq(status[f], SG_ENOMEM, "call %d did not fail with its first allocation", f);
        for (int f = 0; f < 5; f++)
            if (status[f] == SG_ENOMEM) {
                failures++;
                cr_assert_eq(r[f], sentinel, "solver %d wrote its result when allocation %ld failed",
                             f, k);
            }
        for (int l = 0; l < 2; l++)
            if (status[5 + l] == SG_ENOMEM) {
                failures++;
                cr_assert(alice[l] == sentinel && bob[l] == sentinel,
                          "%s wrote a score when allocation %ld failed", lines[l], k);
                for (int t = 0; t < N; t++)
                    cr_assert_eq(moves[l][t], 'x', "%s wrote move %d when allocation %ld failed",
                                 lines[l], t, k);
            }
    }
    cr_assert_geq(failures, 7, "only %ld calls failed for lack of memory", failures);
}
