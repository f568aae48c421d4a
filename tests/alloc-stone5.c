/* alloc-stone5.c: the cases of test-alloc (the harness: tests/alloc.h)
   for Stone Game V: on the row plain, as the game takes no negative
   value. */
#include "alloc.h"

static int stone5_fast(int64_t *r) { return sg_stone5(plain, N, r); }
static int stone5_count(int64_t *r)
{
    uint64_t steps = 0;
    int64_t alice = 0;
    int status = sg_stone5_count(plain, N, &alice, &steps);
    *r = alice ^ (int64_t)steps;
    return status;
}
static int stone5_line(int64_t *r)
{
    static size_t cuts[N];
    static char kept[N];
    size_t rounds = 0;
    int64_t alice = 0;
    uint64_t hash = 0;                    /* unsigned: wraps, never overflows */
    int status = sg_stone5_line(plain, N, cuts, kept, &rounds, &alice);
    for (size_t t = 0; status == SG_OK && t < rounds; t++)
        hash = hash * 1000003 + cuts[t] * 2 + (kept[t] == 'L');
    *r = alice ^ (int64_t)(hash >> 1) ^ (int64_t)rounds;
    return status;
}
static int stone5_table(int64_t *r)
{
    static int64_t table[60 * 60];
    uint64_t cuts = 0;
    int status = sg_stone5_table(plain, 60, table, &cuts);
    *r = table[59] ^ (int64_t)cuts;
    return status;
}

Test(alloc, stone5, .init = make_rows) { fail_each_allocation(stone5_fast, "sg_stone5"); }
Test(alloc, stone5_count, .init = make_rows) { fail_each_allocation(stone5_count, "sg_stone5_count"); }
Test(alloc, stone5_line, .init = make_rows) { fail_each_allocation(stone5_line, "sg_stone5_line"); }
Test(alloc, stone5_table, .init = make_rows) { fail_each_allocation(stone5_table, "sg_stone5_table"); }

/* A failing call writes nothing through its result pointers: not the
   score, the steps, the rounds, a cut, a part kept, an entry of the
   table or its cuts. */
Test(alloc, stone5_writes_nothing_on_failure, .init = make_rows)
{
    const int64_t sentinel = 0x5A5A5A5A5A5A5A5ALL;
    long failures = 0;
    for (long k = 1; k <= 4; k++) {
        static size_t cuts[N];
        static char kept[N];
        static int64_t table[60 * 60];
        int64_t r[3] = { sentinel, sentinel, sentinel };
        uint64_t steps = 7, tried = 7;
        size_t rounds = 7;
        int status[4];
        for (int t = 0; t < N; t++) {
            cuts[t] = 7;
            kept[t] = 'x';
        }
        for (int t = 0; t < 60 * 60; t++)
            table[t] = sentinel;
        fail_at = k;
        allocations = 0;
        status[0] = sg_stone5(plain, N, &r[0]);
        allocations = 0;
        status[1] = sg_stone5_count(plain, N, &r[1], &steps);
        allocations = 0;
        status[2] = sg_stone5_line(plain, N, cuts, kept, &rounds, &r[2]);
        allocations = 0;
        status[3] = sg_stone5_table(plain, 60, table, &tried);
        fail_at = 0;
        /* Every one of them allocates: the first allocation fails. */
        for (int f = 0; k == 1 && f < 4; f++)
            cr_assert_eq(status[f], SG_ENOMEM, "call %d did not fail with its first allocation", f);
        for (int f = 0; f < 3; f++)
            if (status[f] == SG_ENOMEM) {
                failures++;
                cr_assert_eq(r[f], sentinel, "call %d wrote its score when allocation %ld failed",
                             f, k);
            }
        if (status[1] == SG_ENOMEM)
            cr_assert_eq(steps, 7, "sg_stone5_count wrote its steps when allocation %ld failed", k);
        if (status[2] == SG_ENOMEM) {
            cr_assert_eq(rounds, 7, "sg_stone5_line wrote its rounds when allocation %ld failed", k);
            for (int t = 0; t < N; t++)
                cr_assert(cuts[t] == 7 && kept[t] == 'x',
                          "sg_stone5_line wrote round %d when allocation %ld failed", t, k);
        }
        if (status[3] == SG_ENOMEM) {
            failures++;
            cr_assert_eq(tried, 7, "sg_stone5_table wrote its cuts when allocation %ld failed", k);
            for (int t = 0; t < 60 * 60; t++)
                cr_assert_eq(table[t], sentinel, "sg_stone5_table wrote entry %d when allocation "
                             "%ld failed", t, k);
        }
    }
    /* Four allocations each for the three solvers, one for the table. */
    cr_assert_geq(failures, 13, "only %ld calls failed for lack of memory", failures);
}
