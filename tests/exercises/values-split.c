/* values-split.c: the exercise values-split, Grundy's game
   (sg_grundy_split). */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sg-exercises.h"
#include "brute.h"

#define TOTAL 30          /* the most tokens in the positions searched */
#define MAXH 10           /* the most heaps of 3 or more in them */
#define TABLE (1 << 20)   /* the slots of the search's memo */

/* The values by the definition, heap by heap: the mex of the nim-sums
   of the splits, with the sets of values kept as plain lists. */
static void definition(unsigned *g, size_t count)
{
    unsigned *seen = malloc((count + 1) * sizeof *seen);
    cr_assert_not_null(seen, "the test ran out of memory");
    for (size_t h = 0; h < count; h++) {
        size_t n = 0;
        for (size_t a = 1; 2 * a < h; a++)
            seen[n++] = g[a] ^ g[h - a];
        unsigned m = 0;
        for (bool again = true; again;) {
            again = false;
            for (size_t i = 0; i < n; i++)
                if (seen[i] == m)
                    m++, again = true;
        }
        g[h] = m;
    }
    free(seen);
}

/* The brute force that does not know Grundy values: a search of the
   positions with several heaps, for whether the player to move wins.
   Heaps of 1 and 2 tokens have no move and are dropped; a position is
   the sorted list of its other heaps, packed 5 bits each into a key,
   and the memo is an open-addressing table of keys. */
static uint64_t keys[TABLE];
static signed char results[TABLE];

static uint64_t key_of(const unsigned char *heap, size_t n)
{
    uint64_t key = 1;               /* a leading 1: the key is not 0 */
    for (size_t i = 0; i < n; i++)
        key = key << 5 | heap[i];
    return key;
}

static int search_won(const unsigned char *heap, size_t n);

/* The position after splitting heap i into a and b. */
static int after_split(const unsigned char *heap, size_t n, size_t i,
                       unsigned a, unsigned b)
{
    unsigned char next[MAXH + 2];
    size_t m = 0;
    for (size_t j = 0; j < n; j++)
        if (j != i)
            next[m++] = heap[j];
    if (a >= 3)
        next[m++] = (unsigned char)a;
    if (b >= 3)
        next[m++] = (unsigned char)b;
    for (size_t j = 1; j < m; j++)          /* insertion sort */
        for (size_t t = j; t > 0 && next[t - 1] > next[t]; t--) {
            unsigned char x = next[t];
            next[t] = next[t - 1], next[t - 1] = x;
        }
    return search_won(next, m);
}

static int search_won(const unsigned char *heap, size_t n)
{
    cr_assert(n <= MAXH, "the test's positions have too many heaps");
    uint64_t key = key_of(heap, n);
    size_t slot = (size_t)(key * 0x9E3779B97F4A7C15u >> 44) % TABLE;
    while (keys[slot] != 0 && keys[slot] != key)
        slot = (slot + 1) % TABLE;
    if (keys[slot] == key)
        return results[slot];
    int won = 0;
    for (size_t i = 0; i < n && !won; i++)
        for (unsigned a = 1; 2 * a < heap[i] && !won; a++)
            won = !after_split(heap, n, i, a, heap[i] - a);
    keys[slot] = key, results[slot] = (signed char)won;
    return won;
}

/* Calls sg_grundy_split for count heaps; checks SG_OK and that
   nothing is written beyond them. */
static void call(unsigned *g, size_t count)
{
    g[count] = 0xdeadbeef;
    int status = sg_grundy_split(g, count);
    cr_assert_eq(status, SG_OK, "sg_grundy_split(count = %zu) returned %d "
                 "(%s), not SG_OK", count, status,
                 sg_exercise_strerror(status));
    cr_assert_eq(g[count], 0xdeadbeef, "count = %zu: the function wrote "
                 "past grundy[count-1]", count);
}

Test(values_split, first_values)
{
    /* The values of Grundy's game (OEIS A002188). */
    const unsigned want[] = {0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2,
                             1, 3, 2, 4, 3, 0, 4, 3, 0, 4, 3, 0, 4, 1, 2};
    size_t count = sizeof want / sizeof want[0];
    unsigned g[31];
    call(g, count);
    for (size_t h = 0; h < count; h++)
        cr_assert_eq(g[h], want[h], "the heap of %zu has the value %u, got "
                     "%u", h, want[h], g[h]);
}

Test(values_split, every_count)
{
    unsigned want[61], g[62];
    definition(want, 60);
    for (size_t count = 0; count <= 60; count++) {
        call(g, count);
        for (size_t h = 0; h < count; h++)
            cr_assert_eq(g[h], want[h], "count = %zu: the heap of %zu has "
                         "the value %u, got %u", count, h, want[h], g[h]);
    }
    expect_code(sg_grundy_split(NULL, 0), SG_OK, "count = 0, grundy NULL");
}

/* The Sprague-Grundy theorem, checked by a search: every position of
   up to TOTAL tokens in heaps of 3 or more is won for the player to
   move exactly when the nim-sum of the values is not zero. */
static unsigned values[TOTAL + 1];
static unsigned char heap[MAXH];

static void every_position(size_t n, unsigned smallest, unsigned left)
{
    unsigned sum = 0;
    for (size_t i = 0; i < n; i++)
        sum ^= values[heap[i]];
    char buf[120];
    size_t used = (size_t)snprintf(buf, sizeof buf, "heaps");
    for (size_t i = 0; i < n && used < sizeof buf; i++)
        used += (size_t)snprintf(buf + used, sizeof buf - used, " %u",
                                 heap[i]);
    int won = search_won(heap, n);
    cr_assert_eq(sum != 0, won != 0, "%s: the search finds that the player "
                 "to move %s, but the nim-sum of your values is %u", buf,
                 won ? "wins" : "loses", sum);
    for (unsigned h = smallest; h <= left && n < MAXH; h++) {
        heap[n] = (unsigned char)h;
        every_position(n + 1, h, left - h);
    }
}

Test(values_split, sums_against_a_search, .timeout = 120)
{
    unsigned g[TOTAL + 2];
    call(g, TOTAL + 1);
    memcpy(values, g, sizeof values);
    every_position(0, 3, TOTAL);
}

Test(values_split, long_against_the_definition, .timeout = 60)
{
    size_t count = 3000;
    unsigned *want = malloc(count * sizeof *want);
    unsigned *g = malloc((count + 1) * sizeof *g);
    cr_assert(want && g, "the test ran out of memory");
    definition(want, count);
    call(g, count);
    for (size_t h = 0; h < count; h++)
        cr_assert_eq(g[h], want[h], "the heap of %zu has the value %u, got "
                     "%u", h, want[h], g[h]);
    free(want), free(g);
}

Test(values_split, errors)
{
    unsigned g[4] = {7, 7, 7, 7};
    expect_code(sg_grundy_split(NULL, 3), SG_ENULL, "grundy NULL with "
                "count = 3");
#if SIZE_MAX > UINT32_MAX
    expect_code(sg_grundy_split(g, SG_MAX_N + 1), SG_ETOOBIG,
                "count = SG_MAX_N + 1");
#endif
    for (size_t i = 0; i < 4; i++)
        cr_assert_eq(g[i], 7, "grundy must be left alone on an error");
}
