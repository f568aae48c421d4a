/* alloc-values.c: the cases of test-alloc (the harness: tests/alloc.h)
   for the theory chapter: the line of play of Nim and the Grundy values
   of two kinds of game. */
#include "alloc.h"

static int nim_line(int64_t *r)
{
    static struct sg_nim_move moves[2 * N + 1];
    size_t nmoves;
    int status = sg_nim_line(rising, N, moves, &nmoves, NULL);
    *r = (int64_t)nmoves;
    return status;
}
/* A hash of the Grundy values. */
static int64_t grundy_hash(const unsigned *g, size_t count)
{
    uint64_t hash = 0;
    for (size_t k = 0; k < count; k++)
        hash = hash * 31 + g[k];
    return (int64_t)(hash >> 1);
}
static int grundy_subtraction(int64_t *r)
{
    static const int set[] = { 1, 3, 4 };
    static unsigned g[N];
    int status = sg_grundy_subtraction(set, 3, g, N);
    *r = grundy_hash(g, N);
    return status;
}
static int grundy_octal(int64_t *r)
{
    static unsigned g[N];
    int status = sg_grundy_octal("0.07", g, N);
    *r = grundy_hash(g, N);
    return status;
}

Test(alloc, nim_line, .init = make_rows) { fail_each_allocation(nim_line, "sg_nim_line"); }
Test(alloc, grundy_subtraction, .init = make_rows) { fail_each_allocation(grundy_subtraction, "sg_grundy_subtraction"); }
Test(alloc, grundy_octal, .init = make_rows) { fail_each_allocation(grundy_octal, "sg_grundy_octal"); }
