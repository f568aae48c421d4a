/* alloc.h: the harness of test-alloc (tests/test-alloc.c), for the
   files tests/alloc-SLUG.c that hold each game's cases.  The Makefile
   links them all into one test, with the allocator replaced; a case is
   a call of a function that allocates, with its result summed up in one
   number, passed to fail_each_allocation(). */
#ifndef SG_TESTS_ALLOC_H
#define SG_TESTS_ALLOC_H

#include <criterion/criterion.h>
#include <stdint.h>

#include "stonegame.h"

/* The allocator's state: 0 or the allocation that fails, the
   allocations since the failure was armed, the blocks not yet freed. */
extern long fail_at, allocations, live;

/* A call of the function under test, on its own input, returning its
   status and a number that sums up its result. */
typedef int call(int64_t *result);

/* Runs the call with the k-th allocation failing, for k = 1, 2, ...;
   see tests/test-alloc.c. */
void fail_each_allocation(call *f, const char *what);

/* The allocations of one successful call. */
long allocations_of(call *f);

/* The rows the calls read, filled by make_rows (a test's .init). */
enum { N = 300 };
extern int small[N], rising[N], huge[N], plain[N];
void make_rows(void);

#endif
