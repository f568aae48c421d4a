/* alloc-cards.c: the cases of test-alloc (the harness: tests/alloc.h)
   for the card game. */
#include "alloc.h"

static int cards_small(int64_t *r) { int64_t s; return sg_cards_vector(small, N, r, &s); }
static int cards_huge(int64_t *r) { int64_t s; return sg_cards_vector(huge, N, r, &s); }
static int cards_rows(int64_t *r) { int64_t s; return sg_cards_rows(small, N, r, &s); }
static int cards_length(int64_t *r) { int64_t s; return sg_cards_by_length(small, N, r, &s); }
static int cards_linear(int64_t *r) { int64_t s; return sg_cards(huge, N, r, &s); }
/* A line's status, with a digest of its moves added to *r so that a
   line that changes after a failed allocation is seen. */
static int with_digest(int status, const char *moves, int64_t *r)
{
    uint64_t hash = 0;                    /* unsigned: wraps, never overflows */
    for (int t = 0; status == SG_OK && t < N; t++)
        hash = hash * 3 + (moves[t] == 'L');
    if (status == SG_OK)
        *r += (int64_t)(hash % 1000003);
    return status;
}
static int cards_line_linear(int64_t *r)
{
    static char moves[N];
    return with_digest(sg_cards_line(huge, N, moves, r, NULL), moves, r);
}
static int cards_line(int64_t *r)
{
    static char moves[N];
    return sg_cards_line_bits(small, N, moves, r, NULL);
}
static int cards_line_plain(int64_t *r)
{
    static char moves[N];
    return with_digest(sg_cards_line_plain(small, N, moves, r, NULL), moves, r);
}

Test(alloc, cards_32_bit_path, .init = make_rows) { fail_each_allocation(cards_small, "sg_cards_vector (32-bit)"); }
Test(alloc, cards_64_bit_path, .init = make_rows) { fail_each_allocation(cards_huge, "sg_cards_vector (64-bit)"); }
Test(alloc, cards_rows, .init = make_rows) { fail_each_allocation(cards_rows, "sg_cards_rows"); }
Test(alloc, cards_by_length, .init = make_rows) { fail_each_allocation(cards_length, "sg_cards_by_length"); }
Test(alloc, cards_linear, .init = make_rows) { fail_each_allocation(cards_linear, "sg_cards"); }
Test(alloc, cards_line_linear, .init = make_rows) { fail_each_allocation(cards_line_linear, "sg_cards_line"); }
Test(alloc, cards_line, .init = make_rows) { fail_each_allocation(cards_line, "sg_cards_line_bits"); }
Test(alloc, cards_line_plain, .init = make_rows) { fail_each_allocation(cards_line_plain, "sg_cards_line_plain"); }
