/* alloc-stone6.c: the cases of test-alloc (the harness: tests/alloc.h)
   for Stone Game VI. */
#include "alloc.h"

/* Stone Game VI: a row whose sums span fewer than 2^12 values is sorted
   in one digit, one whose sums need 33 bits in three, with more memory
   (the words to move between the passes); the textbook solver allocates
   its sums. */
static int stone6_one_digit(int64_t *r) { return sg_stone6(small, plain, N, r); }
static int stone6_three_digits(int64_t *r) { return sg_stone6(huge, small, N, r); }
static int stone6_qsort(int64_t *r) { return sg_stone6_qsort(huge, small, N, r); }
/* The line's scores and a hash of its moves. */
static int stone6_line_of(const int *a, const int *b, int64_t *r)
{
    static size_t moves[N];
    int64_t alice = 0, bob = 0;
    uint64_t hash = 0;                    /* unsigned: wraps, never overflows */
    int status = sg_stone6_line(a, b, N, moves, &alice, &bob);
    for (int t = 0; status == SG_OK && t < N; t++)
        hash = hash * 1000003 + moves[t];
    *r = (alice - bob) ^ (int64_t)(hash >> 1) ^ bob;
    return status;
}
/* The plain line of Part I: one allocation, the pairs it sorts. */
static int stone6_line_plain(int64_t *r)
{
    static size_t moves[N];
    int64_t alice = 0, bob = 0;
    uint64_t hash = 0;
    int status = sg_stone6_line_plain(huge, small, N, moves, &alice, &bob);
    for (int t = 0; status == SG_OK && t < N; t++)
        hash = hash * 1000003 + moves[t];
    *r = (alice - bob) ^ (int64_t)(hash >> 1) ^ bob;
    return status;
}
static int stone6_line_one_digit(int64_t *r) { return stone6_line_of(small, plain, r); }
static int stone6_line_three_digits(int64_t *r) { return stone6_line_of(huge, small, r); }

/* The sort of three digits allocates more than the sort of one: the two
   rows take the two paths. */
Test(alloc, stone6_one_and_three_digits, .init = make_rows)
{
    long one = allocations_of(stone6_one_digit), three = allocations_of(stone6_three_digits);
    cr_assert(one >= 1 && three > one, "sg_stone6 makes %ld allocations on sums of one digit, "
              "%ld on sums of three", one, three);
    one = allocations_of(stone6_line_one_digit);
    three = allocations_of(stone6_line_three_digits);
    cr_assert(one >= 1 && three > one, "sg_stone6_line makes %ld allocations on sums of one "
              "digit, %ld on sums of three", one, three);
}
Test(alloc, stone6_one_digit, .init = make_rows) { fail_each_allocation(stone6_one_digit, "sg_stone6 (one digit)"); }
Test(alloc, stone6_three_digits, .init = make_rows) { fail_each_allocation(stone6_three_digits, "sg_stone6 (three digits)"); }
Test(alloc, stone6_qsort, .init = make_rows) { fail_each_allocation(stone6_qsort, "sg_stone6_qsort"); }
Test(alloc, stone6_line_plain, .init = make_rows) { fail_each_allocation(stone6_line_plain, "sg_stone6_line_plain"); }
Test(alloc, stone6_line_one_digit, .init = make_rows) { fail_each_allocation(stone6_line_one_digit, "sg_stone6_line (one digit)"); }
Test(alloc, stone6_line_three_digits, .init = make_rows) { fail_each_allocation(stone6_line_three_digits, "sg_stone6_line (three digits)"); }

/* A failing call writes nothing through its result pointers. */
Test(alloc, stone6_writes_nothing_on_failure, .init = make_rows)
{
    const int64_t sentinel = 0x5A5A5A5A5A5A5A5ALL;
    const int *rows[2][2] = { { small, plain }, { huge, small } };
    long failures = 0;
    for (long k = 1; k <= 3; k++)
        for (int w = 0; w < 2; w++) {
            int64_t r[2] = { sentinel, sentinel }, alice = sentinel, bob = sentinel;
            int64_t palice = sentinel, pbob = sentinel;
            static size_t moves[N], pmoves[N];
            int status[4];
            for (int t = 0; t < N; t++)
                moves[t] = pmoves[t] = 7;
            fail_at = k;
            allocations = 0;
            status[0] = sg_stone6(rows[w][0], rows[w][1], N, &r[0]);
            allocations = 0;
            status[1] = sg_stone6_qsort(rows[w][0], rows[w][1], N, &r[1]);
            allocations = 0;
            status[2] = sg_stone6_line(rows[w][0], rows[w][1], N, moves, &alice, &bob);
            allocations = 0;
            status[3] = sg_stone6_line_plain(rows[w][0], rows[w][1], N, pmoves, &palice,
                                             &pbob);
            fail_at = 0;
            for (int f = 0; k == 1 && f < 4; f++)
                cr_assert_eq(status[f], SG_ENOMEM, "call %d did not fail with its first "
                             "allocation", f);
            for (int f = 0; f < 2; f++)
                if (status[f] == SG_ENOMEM) {
                    failures++;
                    cr_assert_eq(r[f], sentinel, "solver %d wrote its result when allocation "
                                 "%ld failed", f, k);
                }
            for (int f = 2; f < 4; f++)
                if (status[f] == SG_ENOMEM) {
                    const size_t *mv = f == 2 ? moves : pmoves;
                    failures++;
                    cr_assert(f == 2 ? alice == sentinel && bob == sentinel
                                     : palice == sentinel && pbob == sentinel,
                              "line %d wrote a score when allocation %ld failed", f, k);
                    for (int t = 0; t < N; t++)
                        cr_assert_eq(mv[t], 7, "line %d wrote move %d when allocation %ld "
                                     "failed", f, t, k);
                }
        }
    /* The first allocation of each of the four calls on both rows, and
       at least the second of sg_stone6 and of its line on the row of
       three digits, which allocates more than the row of one. */
    cr_assert_geq(failures, 10, "only %ld calls failed for lack of memory", failures);
}
