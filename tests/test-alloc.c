/* test-alloc.c: every function of the library that allocates memory is
   made to fail at its first, second, third... allocation in turn.  Each
   time it must return SG_ENOMEM (or succeed, when the failing call never
   comes) and free everything it allocated.  The allocator is replaced at
   link time: the Makefile links this test with -Wl,--wrap=malloc (and
   calloc, realloc, free), so the library's calls come here.  This file
   is the harness (tests/alloc.h); each game's cases are in its own file,
   tests/alloc-SLUG.c, linked with it. */
#include <limits.h>
#include <stdlib.h>

#include "alloc.h"
#include "brute.h"

void *__real_malloc(size_t size);
void *__real_calloc(size_t count, size_t size);
void *__real_realloc(void *p, size_t size);
void __real_free(void *p);

long fail_at;               /* 0: no failure; k: the k-th allocation fails */
long allocations;           /* allocations since the last arm() */
long live;                  /* blocks allocated and not yet freed */

static bool fails_now(void)
{
    return fail_at > 0 && ++allocations == fail_at;
}

void *__wrap_malloc(size_t size)
{
    void *p = fails_now() ? NULL : __real_malloc(size);
    live += p != NULL;
    return p;
}

void *__wrap_calloc(size_t count, size_t size)
{
    void *p = fails_now() ? NULL : __real_calloc(count, size);
    live += p != NULL;
    return p;
}

void *__wrap_realloc(void *old, size_t size)
{
    if (fails_now())
        return NULL;
    void *p = __real_realloc(old, size);
    live += old == NULL && p != NULL;
    return p;
}

void __wrap_free(void *p)
{
    live -= p != NULL;
    __real_free(p);
}

/* Runs the call with the k-th allocation failing, for k = 1, 2, ... until
   a run makes fewer than k allocations; checks SG_ENOMEM, no leak, and
   the right result once nothing fails. */
void fail_each_allocation(call *f, const char *what)
{
    int64_t want, got;
    long before = live;
    cr_assert_eq(f(&want), SG_OK, "%s fails without any allocation failure", what);
    cr_assert_eq(live, before, "%s leaks %ld blocks when nothing fails", what, live - before);
    for (long k = 1; ; k++) {
        fail_at = k;
        allocations = 0;
        int status = f(&got);
        long made = allocations;
        fail_at = 0;
        cr_assert_eq(live, before, "%s leaks %ld blocks when allocation %ld fails",
                     what, live - before, k);
        if (made < k) {
            cr_assert_eq(status, SG_OK, "%s: no allocation failed, status %d", what, status);
            cr_assert_eq(got, want, "%s: result %lld, expected %lld", what,
                         (long long)got, (long long)want);
            cr_assert_gt(k, 1, "%s made no allocation at all", what);
            return;
        }
        cr_assert_eq(status, SG_ENOMEM, "%s: allocation %ld failed but the status is %d (%s)",
                     what, k, status, sg_strerror(status));
    }
}

/* The allocations of one successful call. */
long allocations_of(call *f)
{
    int64_t r;
    fail_at = LONG_MAX;
    allocations = 0;
    int status = f(&r);
    long made = allocations;
    fail_at = 0;
    cr_assert_eq(status, SG_OK, "the call failed (%s)", sg_strerror(status));
    return made;
}

int small[N], rising[N], huge[N], plain[N];

/* Random values; 0, 1, 2, ...; the extreme ints in turn; the random
   values without their sign, for a game that takes no negative value. */
void make_rows(void)
{
    uint64_t seed = 8;
    fill_random(small, N, &seed, -1000, 1000);
    for (int i = 0; i < N; i++) {
        rising[i] = i;
        huge[i] = i % 2 ? INT_MAX : INT_MIN;
        plain[i] = small[i] < 0 ? -small[i] : small[i];
    }
}
