/* alloc-misere.c: the cases of test-alloc (the harness: tests/alloc.h)
   for misere play: the line of misere Nim and the search. */
#include "alloc.h"

static int misere_line(int64_t *r)
{
    static const int piles[] = {3, 4, 5, 1};
    struct sg_nim_move line[9];
    size_t nmoves = 0;
    bool alice = false;
    int status = sg_misere_nim_line(piles, 4, line, &nmoves, &alice);
    *r = (int64_t)nmoves * 10 + alice;
    return status;
}

static int misere_search(int64_t *r)
{
    static const int heaps[] = {2, 3, 1};
    bool wins[24];
    int status = sg_misere_search(NULL, 0, heaps, 3, wins);
    *r = wins[23];
    return status;
}

Test(alloc, misere_nim_line) { fail_each_allocation(misere_line, "sg_misere_nim_line"); }
Test(alloc, misere_search) { fail_each_allocation(misere_search, "sg_misere_search"); }
