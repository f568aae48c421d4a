/* test-alloc.c: every function of the library that allocates memory is
   made to fail at its first, second, third... allocation in turn.  Each
   time it must return SG_ENOMEM (or succeed, when the failing call never
   comes) and free everything it allocated.  The allocator is replaced at
   link time: the Makefile links this test with -Wl,--wrap=malloc (and
   calloc, realloc, free), so the library's calls come here. */
#include <criterion/criterion.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "stonegame.h"
#include "brute.h"

void *__real_malloc(size_t size);
void *__real_calloc(size_t count, size_t size);
void *__real_realloc(void *p, size_t size);
void __real_free(void *p);

static long fail_at;        /* 0: no failure; k: the k-th allocation fails */
static long allocations;    /* allocations since the last arm() */
static long live;           /* blocks allocated and not yet freed */

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

/* A call of the function under test, on its own input, returning its
   status and a number that sums up its result. */
typedef int call(int64_t *result);

/* Runs the call with the k-th allocation failing, for k = 1, 2, ... until
   a run makes fewer than k allocations; checks SG_ENOMEM, no leak, and
   the right result once nothing fails. */
static void fail_each_allocation(call *f, const char *what)
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

enum { N = 300 };
static int small[N], rising[N], huge[N], plain[N];

static void make_rows(void)
{
    uint64_t seed = 8;
    fill_random(small, N, &seed, -1000, 1000);
    for (int i = 0; i < N; i++) {
        rising[i] = i;                    /* fills the column deques of Stone Game II */
        huge[i] = i % 2 ? INT_MAX : INT_MIN;
        plain[i] = small[i] < 0 ? -small[i] : small[i];   /* Stone Game V: no negative value */
    }
}

static int stone3_memo(int64_t *r) { return sg_stone3_memo(small, N, r, NULL); }
static int cards_small(int64_t *r) { int64_t s; return sg_cards(small, N, r, &s); }
static int cards_huge(int64_t *r) { int64_t s; return sg_cards(huge, N, r, &s); }
static int cards_rows(int64_t *r) { int64_t s; return sg_cards_rows(small, N, r, &s); }
static int cards_length(int64_t *r) { int64_t s; return sg_cards_by_length(small, N, r, &s); }
static int cards_line(int64_t *r)
{
    static char moves[N];
    return sg_cards_line(small, N, moves, r, NULL);
}
static int stone7_small(int64_t *r) { return sg_stone7(small, N, r); }
static int stone7_huge(int64_t *r) { return sg_stone7(huge, N, r); }
static int stone7_rows(int64_t *r) { return sg_stone7_rows(small, N, r); }
static int stone7_length(int64_t *r) { return sg_stone7_by_length(small, N, r); }
static int stone7_line(int64_t *r)
{
    static char moves[N];
    int64_t alice = 0, bob = 0;
    uint64_t hash = 0;                    /* unsigned: wraps, never overflows */
    int status = sg_stone7_line(small, N, moves, &alice, &bob);
    for (int t = 0; status == SG_OK && t < N; t++)
        hash = hash * 3 + (moves[t] == 'L');
    *r = (alice - bob) ^ (int64_t)(hash >> 1) ^ bob;
    return status;
}
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
static int stone2_small(int64_t *r) { return sg_stone2(small, N, r); }
static int stone2_rising(int64_t *r) { return sg_stone2(rising, N, r); }
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
static int stone2_memo(int64_t *r) { return sg_stone2_memo(small, 60, r, NULL); }
static int stone2_naive(int64_t *r) { return sg_stone2_naive(small, 12, r, NULL); }
static int stone2_table(int64_t *r)
{
    static int64_t table[61 * 61];
    int status = sg_stone2_table(small, 60, table, NULL);
    *r = table[0];
    return status;
}
static int stone9_exact(int64_t *r)
{
    static unsigned char grid[21 * 21 * 21];
    int status = sg_stone9_exact(20, grid);
    uint64_t hash = 0;                    /* unsigned: wraps, never overflows */
    for (size_t k = 0; k < sizeof grid; k++)
        hash = hash * 3 + grid[k];
    *r = (int64_t)(hash >> 1);
    return status;
}

static int nim_line(int64_t *r)
{
    static struct sg_nim_move moves[2 * N + 1];
    size_t nmoves;
    int status = sg_nim_line(rising, N, moves, &nmoves, NULL);
    *r = (int64_t)nmoves;
    return status;
}
/* A hash of the Grundy values, like stone9_exact's. */
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

/* Stone Game IV: heaps large enough that the array of walkers grows
   twice (more than 2048 losing heaps); the largest losing heap up to
   S4_LIMIT, found once, makes sg_stone4 and the line sieve everything. */
enum { S4_LIMIT = 200000 };
static size_t s4_lost_heap;

static void find_lost_heap(void)
{
    static size_t list[S4_LIMIT / 8];
    size_t count;
    cr_assert_eq(sg_stone4_losing(S4_LIMIT, list, S4_LIMIT / 8, &count), SG_OK);
    cr_assert(count > 2048 && count <= S4_LIMIT / 8, "%zu losing heaps", count);
    s4_lost_heap = list[count - 1];
}
static int stone4_fast(int64_t *r)
{
    bool w;
    int status = sg_stone4(s4_lost_heap, &w);
    *r = w;
    return status;
}
static int stone4_blocked(int64_t *r)
{
    bool w;
    int status = sg_stone4_blocked(S4_LIMIT, &w);
    *r = w;
    return status;
}
static int stone4_table(int64_t *r)
{
    bool w;
    int status = sg_stone4_table(5000, &w);
    *r = w;
    return status;
}
static int stone4_sieve(int64_t *r)
{
    bool w;
    int status = sg_stone4_sieve(5000, &w);
    *r = w;
    return status;
}
static int stone4_losing(int64_t *r)
{
    static size_t list[64];
    size_t count;
    int status = sg_stone4_losing(S4_LIMIT, list, 64, &count);
    *r = (int64_t)count * 1000003 + (int64_t)list[63];
    return status;
}
static int stone4_line(int64_t *r)
{
    size_t squares[SG_STONE4_LINE_MAX], nmoves;
    int status = sg_stone4_line(s4_lost_heap, squares, &nmoves, NULL);
    *r = (int64_t)nmoves * 1000003 + (int64_t)squares[0];
    return status;
}

Test(alloc, stone4, .init = find_lost_heap) { fail_each_allocation(stone4_fast, "sg_stone4"); }
Test(alloc, stone4_blocked) { fail_each_allocation(stone4_blocked, "sg_stone4_blocked"); }
Test(alloc, stone4_table) { fail_each_allocation(stone4_table, "sg_stone4_table"); }
Test(alloc, stone4_sieve) { fail_each_allocation(stone4_sieve, "sg_stone4_sieve"); }
Test(alloc, stone4_losing) { fail_each_allocation(stone4_losing, "sg_stone4_losing"); }
Test(alloc, stone4_line, .init = find_lost_heap) { fail_each_allocation(stone4_line, "sg_stone4_line"); }

/* A failing call writes nothing through its result pointers. */
Test(alloc, stone4_writes_nothing_on_failure, .init = find_lost_heap)
{
    for (long k = 1; k <= 3; k++) {
        size_t list[4] = {7, 7, 7, 7}, count = 7, squares[SG_STONE4_LINE_MAX], nmoves = 7;
        bool w = true;
        squares[0] = 7;
        fail_at = k;
        allocations = 0;
        int status = sg_stone4_losing(S4_LIMIT, list, 4, &count);
        fail_at = 0;
        if (status == SG_ENOMEM)
            cr_assert(count == 7 && list[0] == 7 && list[3] == 7,
                      "sg_stone4_losing wrote results when allocation %ld failed", k);
        fail_at = k;
        allocations = 0;
        status = sg_stone4_line(s4_lost_heap, squares, &nmoves, &w);
        fail_at = 0;
        if (status == SG_ENOMEM)
            cr_assert(nmoves == 7 && squares[0] == 7 && w,
                      "sg_stone4_line wrote results when allocation %ld failed", k);
    }
}

Test(alloc, stone3_memo, .init = make_rows) { fail_each_allocation(stone3_memo, "sg_stone3_memo"); }
Test(alloc, cards_32_bit_path, .init = make_rows) { fail_each_allocation(cards_small, "sg_cards (32-bit)"); }
Test(alloc, cards_64_bit_path, .init = make_rows) { fail_each_allocation(cards_huge, "sg_cards (64-bit)"); }
Test(alloc, cards_rows, .init = make_rows) { fail_each_allocation(cards_rows, "sg_cards_rows"); }
Test(alloc, cards_by_length, .init = make_rows) { fail_each_allocation(cards_length, "sg_cards_by_length"); }
Test(alloc, cards_line, .init = make_rows) { fail_each_allocation(cards_line, "sg_cards_line"); }
Test(alloc, stone7_32_bit_path, .init = make_rows) { fail_each_allocation(stone7_small, "sg_stone7 (32-bit)"); }
Test(alloc, stone7_64_bit_path, .init = make_rows) { fail_each_allocation(stone7_huge, "sg_stone7 (64-bit)"); }
Test(alloc, stone7_rows, .init = make_rows) { fail_each_allocation(stone7_rows, "sg_stone7_rows"); }
Test(alloc, stone7_by_length, .init = make_rows) { fail_each_allocation(stone7_length, "sg_stone7_by_length"); }
Test(alloc, stone7_line, .init = make_rows) { fail_each_allocation(stone7_line, "sg_stone7_line"); }

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
    cr_assert_eq(sg_stone7(small, 60, &want), SG_OK);
    cr_assert_eq(table[59], want, "sg_stone7_table = %lld, sg_stone7 = %lld",
                 (long long)table[59], (long long)want);
}

/* A failing call writes nothing through its result pointers. */
Test(alloc, stone7_writes_nothing_on_failure, .init = make_rows)
{
    const int64_t sentinel = 0x5A5A5A5A5A5A5A5ALL;
    long failures = 0;
    for (long k = 1; k <= 3; k++) {
        int64_t r[4] = { sentinel, sentinel, sentinel, sentinel }, alice = sentinel, bob = sentinel;
        static char moves[N];
        int status[5];
        memset(moves, 'x', N);
        fail_at = k;
        allocations = 0;
        status[0] = sg_stone7(small, N, &r[0]);
        allocations = 0;
        status[1] = sg_stone7(huge, N, &r[1]);
        allocations = 0;
        status[2] = sg_stone7_rows(small, N, &r[2]);
        allocations = 0;
        status[3] = sg_stone7_by_length(small, N, &r[3]);
        allocations = 0;
        status[4] = sg_stone7_line(small, N, moves, &alice, &bob);
        fail_at = 0;
        /* Every one of them allocates: the first allocation fails. */
        for (int f = 0; k == 1 && f < 5; f++)
            cr_assert_eq(status[f], SG_ENOMEM, "call %d did not fail with its first allocation", f);
        for (int f = 0; f < 4; f++)
            if (status[f] == SG_ENOMEM) {
                failures++;
                cr_assert_eq(r[f], sentinel, "solver %d wrote its result when allocation %ld failed",
                             f, k);
            }
        if (status[4] == SG_ENOMEM) {
            failures++;
            cr_assert(alice == sentinel && bob == sentinel,
                      "sg_stone7_line wrote a score when allocation %ld failed", k);
            for (int t = 0; t < N; t++)
                cr_assert_eq(moves[t], 'x', "sg_stone7_line wrote move %d when allocation %ld failed",
                             t, k);
        }
    }
    cr_assert_geq(failures, 5, "only %ld calls failed for lack of memory", failures);
}

Test(alloc, stone2, .init = make_rows) { fail_each_allocation(stone2_small, "sg_stone2"); }
Test(alloc, stone2_full_deques, .init = make_rows) { fail_each_allocation(stone2_rising, "sg_stone2 (rising piles)"); }
Test(alloc, stone2_line_tiny, .init = make_rows) { fail_each_allocation(stone2_line_tiny, "sg_stone2_line (n = 1, 0)"); }
Test(alloc, stone2_line, .init = make_rows) { fail_each_allocation(stone2_line, "sg_stone2_line"); }
Test(alloc, stone2_memo, .init = make_rows) { fail_each_allocation(stone2_memo, "sg_stone2_memo"); }
Test(alloc, stone2_naive, .init = make_rows) { fail_each_allocation(stone2_naive, "sg_stone2_naive"); }
Test(alloc, stone2_table, .init = make_rows) { fail_each_allocation(stone2_table, "sg_stone2_table"); }
Test(alloc, stone9_exact, .init = make_rows) { fail_each_allocation(stone9_exact, "sg_stone9_exact"); }
Test(alloc, nim_line, .init = make_rows) { fail_each_allocation(nim_line, "sg_nim_line"); }
Test(alloc, grundy_subtraction, .init = make_rows) { fail_each_allocation(grundy_subtraction, "sg_grundy_subtraction"); }
Test(alloc, grundy_octal, .init = make_rows) { fail_each_allocation(grundy_octal, "sg_grundy_octal"); }

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
static int stone6_line_one_digit(int64_t *r) { return stone6_line_of(small, plain, r); }
static int stone6_line_three_digits(int64_t *r) { return stone6_line_of(huge, small, r); }
static int stone8_prefix(int64_t *r) { return sg_stone8_prefix(small, N, r); }

/* The allocations of one successful call. */
static long allocations_of(call *f)
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
            static size_t moves[N];
            int status[3];
            for (int t = 0; t < N; t++)
                moves[t] = 7;
            fail_at = k;
            allocations = 0;
            status[0] = sg_stone6(rows[w][0], rows[w][1], N, &r[0]);
            allocations = 0;
            status[1] = sg_stone6_qsort(rows[w][0], rows[w][1], N, &r[1]);
            allocations = 0;
            status[2] = sg_stone6_line(rows[w][0], rows[w][1], N, moves, &alice, &bob);
            fail_at = 0;
            for (int f = 0; k == 1 && f < 3; f++)
                cr_assert_eq(status[f], SG_ENOMEM, "call %d did not fail with its first "
                             "allocation", f);
            for (int f = 0; f < 2; f++)
                if (status[f] == SG_ENOMEM) {
                    failures++;
                    cr_assert_eq(r[f], sentinel, "solver %d wrote its result when allocation "
                                 "%ld failed", f, k);
                }
            if (status[2] == SG_ENOMEM) {
                failures++;
                cr_assert(alice == sentinel && bob == sentinel, "sg_stone6_line wrote a score "
                          "when allocation %ld failed", k);
                for (int t = 0; t < N; t++)
                    cr_assert_eq(moves[t], 7, "sg_stone6_line wrote move %d when allocation %ld "
                                 "failed", t, k);
            }
        }
    /* The first allocation of each of the three calls on both rows, and
       at least the second of sg_stone6 and of its line on the row of
       three digits, which allocates more than the row of one. */
    cr_assert_geq(failures, 8, "only %ld calls failed for lack of memory", failures);
}

Test(alloc, stone8_prefix, .init = make_rows) { fail_each_allocation(stone8_prefix, "sg_stone8_prefix"); }

/* The fast solver, the streaming one and the line allocate nothing: with
   every allocation failing, they still succeed. */
Test(alloc, stone8_allocates_nothing, .init = make_rows)
{
    static size_t moves[N];
    long before = live;
    int64_t r[3], alice, bob, want;
    size_t nmoves;
    fail_at = 1;
    allocations = 0;
    int status[4] = { sg_stone8(small, N, &r[0]), sg_stone8_streaming(small, N, &r[1]),
                      sg_stone8_line(small, N, moves, &nmoves, &alice, &bob),
                      sg_stone8(huge, N, &r[2]) };
    long made = allocations;
    fail_at = 0;
    for (int f = 0; f < 4; f++)
        cr_assert_eq(status[f], SG_OK, "call %d failed (%s)", f, sg_strerror(status[f]));
    cr_assert_eq(made, 0, "the solvers of Stone Game VIII made %ld allocations", made);
    cr_assert_eq(live, before, "the solvers of Stone Game VIII leak %ld blocks", live - before);
    cr_assert_eq(sg_stone8_prefix(small, N, &want), SG_OK);
    cr_assert(r[0] == want && r[1] == want && alice - bob == want, "sg_stone8 = %lld, streaming "
              "%lld, line %lld, sg_stone8_prefix %lld", (long long)r[0], (long long)r[1],
              (long long)(alice - bob), (long long)want);
}

/* A failing sg_stone8_prefix writes nothing through its result. */
Test(alloc, stone8_prefix_writes_nothing_on_failure, .init = make_rows)
{
    int64_t r = 0x5A5A5A5A5A5A5A5ALL;
    fail_at = 1;
    allocations = 0;
    int status = sg_stone8_prefix(small, N, &r);
    fail_at = 0;
    cr_assert_eq(status, SG_ENOMEM, "sg_stone8_prefix did not fail with its first allocation");
    cr_assert_eq(r, 0x5A5A5A5A5A5A5A5ALL, "sg_stone8_prefix wrote its result");
}
