/* stone2-count.c: the exercise stone2-count, count the optimal lines
   (sg_stone2_count_lines). */
#include <criterion/criterion.h>
#include <inttypes.h>
#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "sg-exercises.h"
#include "brute.h"

#define SENTINEL UINT64_C(0x5A5A5A5A5A5A5A5A)

/* Brute force over the game tree of Stone Game II with absolute scores:
   the piles v[i..n-1] remain, M = m, and Alice has collected `alice` so
   far.  Alice maximises her final total and Bob minimises it.  Returns
   the value (Alice's final total) and stores in *lines the number of
   complete lines from here in which every move reaches that player's
   best value. */
static int64_t brute(const int *v, size_t n, size_t i, size_t m,
                     int alice_to_move, int64_t alice, uint64_t *lines)
{
    if (i == n) {
        *lines = 1;
        return alice;
    }
    int64_t best = 0, taken = 0;
    uint64_t count = 0;
    for (size_t x = 1; x <= 2 * m && i + x <= n; x++) {
        uint64_t sub;
        taken += v[i + x - 1];
        int64_t r = brute(v, n, i + x, x > m ? x : m, !alice_to_move,
                          alice_to_move ? alice + taken : alice, &sub);
        if (x == 1 || (alice_to_move ? r > best : r < best))
            best = r, count = sub;
        else if (r == best)
            count += sub;
    }
    *lines = count;
    return best;
}

static uint64_t brute_lines(const int *v, size_t n)
{
    uint64_t lines;
    brute(v, n, 0, 1, 1, 0, &lines);
    return lines;
}

/* Every line of play from (i, m), optimal or not, one by one. */
static uint64_t enumerate_all(size_t n, size_t i, size_t m)
{
    if (i == n)
        return 1;
    uint64_t count = 0;
    for (size_t x = 1; x <= 2 * m && i + x <= n; x++)
        count += enumerate_all(n, i + x, x > m ? x : m);
    return count;
}

/* A reference for rows up to SG_STONE2_COUNT_MAX, in other units:
   D(i, m), the mover's stones minus the other's, is the largest
   (p_i + ... + p_{i+x-1}) - D(i+x, max(m, x)), and W(i, m) adds up
   W(i+x, max(m, x)) over the x that reach it.  If all_moves is
   non-zero, every move counts as optimal: W is then the number of all
   lines of play.  m runs to n + 1. */
static uint64_t reference(const int *v, size_t n, int all_moves)
{
    size_t w = n + 2;
    int64_t *d = malloc((n + 1) * w * sizeof *d);
    uint64_t *ways = malloc((n + 1) * w * sizeof *ways);
    cr_assert(d != NULL && ways != NULL, "test: out of memory");
    for (size_t i = n + 1; i-- > 0; )
        for (size_t m = 1; m <= n + 1; m++) {
            int64_t best = i == n ? 0 : INT64_MIN, taken = 0;
            uint64_t count = i == n;
            for (size_t x = 1; x <= 2 * m && i + x <= n; x++) {
                size_t next = (i + x) * w + (x > m ? x : m);
                taken += v[i + x - 1];
                if (all_moves || taken - d[next] > best) {
                    best = taken - d[next] > best ? taken - d[next] : best;
                    count = all_moves ? count + ways[next] : ways[next];
                } else if (taken - d[next] == best) {
                    count += ways[next];
                }
            }
            d[i * w + m] = best;
            ways[i * w + m] = count;
        }
    uint64_t lines = ways[1];
    free(ways);
    free(d);
    return lines;
}

/* Checks that the solution returns SG_OK and want lines for v[0..n-1]. */
static void expect(const int *v, size_t n, uint64_t want, const char *what)
{
    char buf[200];
    uint64_t got = SENTINEL;
    int status = sg_stone2_count_lines(v, n, &got);
    brute_format(v, n, buf, sizeof buf);
    cr_assert_eq(status, SG_OK, "%s: sg_stone2_count_lines(%s, n = %zu)"
                 " returned %d (%s), not SG_OK", what, buf, n, status,
                 sg_exercise_strerror(status));
    cr_assert_eq(got, want, "%s: piles %s: there are %" PRIu64 " optimal"
                 " lines, got %" PRIu64, what, buf, want, got);
}

static void expect_brute(const int *v, size_t n, const char *what)
{
    expect(v, n, brute_lines(v, n), what);
}

/* expect_brute as a visitor for for_each_array; ctx is the message. */
static void visit_expect_brute(const int *v, size_t n, void *ctx)
{
    expect_brute(v, n, (const char *)ctx);
}

Test(stone2_count, hand_examples)
{
    int zeros[] = {0, 0, 0, 0}, seed_row[] = {2, 7, 9, 4, 4};
    int a[] = {5, -10}, b[] = {1, -1, 0}, c[] = {1, 0, 0}, one[] = {7};
    expect(one, 1, 1, "one pile: the only line takes it");
    expect(zeros, 3, 3, "[0,0,0]: every line is optimal: 1+1+1, 1+2 and 2+1"
           " (3 piles at once is not allowed, 3 > 2M)");
    expect(zeros, 4, 5, "[0,0,0,0]: every line is optimal: 1+1+1+1, 1+1+2,"
           " 1+2+1, 2+1+1 and 2+2");
    expect(seed_row, 5, 1, "[2,7,9,4,4]: only 1, 2, 2 is optimal");
    expect(a, 2, 1, "[5,-10]: only taking the 5 alone is optimal");
    expect(b, 3, 2, "[1,-1,0]: Alice must take the 1 alone; then Bob gets -1"
           " whether he takes one pile or two");
    expect(c, 3, 3, "[1,0,0]: Alice gets 1 on all three lines");
}

Test(stone2_count, empty_and_errors)
{
    int v[] = {5};
    uint64_t lines = 42;
    expect_code(sg_stone2_count_lines(NULL, 0, &lines), SG_OK,
                "n = 0 is a valid game (piles may be NULL)");
    cr_assert_eq(lines, 1, "n = 0 has one optimal line, the empty one; got %"
                 PRIu64, lines);
    lines = SENTINEL;
    expect_code(sg_stone2_count_lines(NULL, 1, &lines), SG_ENULL,
                "NULL piles with n > 0 must give SG_ENULL");
    expect_code(sg_stone2_count_lines(v, 1, NULL), SG_ENULL,
                "a NULL result pointer must give SG_ENULL");
    cr_assert_eq(lines, SENTINEL, "a call that fails must not write *lines");
}

Test(stone2_count, limit)
{
    int v[SG_STONE2_COUNT_MAX + 1] = {0};
    uint64_t lines = SENTINEL;
    expect_code(sg_stone2_count_lines(v, SG_STONE2_COUNT_MAX + 1, &lines),
                SG_ETOOBIG, "n = SG_STONE2_COUNT_MAX + 1 must give SG_ETOOBIG");
    expect_code(sg_stone2_count_lines(v, SIZE_MAX, &lines), SG_ETOOBIG,
                "n = SIZE_MAX must give SG_ETOOBIG");
    cr_assert_eq(lines, SENTINEL, "a refused call must not write *lines");
    uint64_t seed = 0x53;
    for (int t = 0; t < 20; t++) {
        fill_random(v, SG_STONE2_COUNT_MAX, &seed, 0, t % 2 ? 1 : 3);
        for (size_t i = 0; i < SG_STONE2_COUNT_MAX; i++)
            v[i] = v[i] == 1 ? 1 : 0;     /* mostly zeros: many ties */
        expect(v, SG_STONE2_COUNT_MAX, reference(v, SG_STONE2_COUNT_MAX, 0),
               "SG_STONE2_COUNT_MAX piles, mostly zeros");
    }
}

/* On a row of zeros every move is optimal, so every line of play
   counts. */
Test(stone2_count, zeros_count_every_line)
{
    int v[SG_STONE2_COUNT_MAX] = {0};
    for (size_t n = 0; n <= SG_STONE2_COUNT_MAX; n++) {
        uint64_t all = reference(v, n, 1);
        if (n <= 20)
            cr_assert_eq(all, enumerate_all(n, 0, 1), "test bug: %zu piles", n);
        char what[80];
        snprintf(what, sizeof what, "%zu zeros, every line is optimal", n);
        expect(v, n, all, what);
    }
    cr_assert_eq(reference(v, 64, 1), UINT64_C(3053928985636891264),
                 "test bug: the test's own count of the lines on 64 piles");
}

Test(stone2_count, every_small_array)
{
    for_each_array(8, -1, 1, visit_expect_brute,
                   "all arrays of length <= 8 over -1..1");
    for_each_array(6, -2, 2, visit_expect_brute,
                   "all arrays of length <= 6 over -2..2");
}

Test(stone2_count, against_brute_force)
{
    uint64_t seed = 53;
    int v[14];
    for (int t = 0; t < 4000; t++) {
        size_t n = (size_t)rng_range(&seed, 0, 14);
        int span = t % 3 == 0 ? 20 : t % 3 == 1 ? 2 : 1;
        fill_random(v, n, &seed, -span, span);
        expect_brute(v, n, "random piles");
    }
}

Test(stone2_count, longer_rows)
{
    uint64_t seed = 0x5353;
    int v[SG_STONE2_COUNT_MAX];
    char buf[200];
    /* The reference against the brute force first. */
    for (int t = 0; t < 500; t++) {
        size_t n = (size_t)rng_range(&seed, 0, 13);
        fill_random(v, n, &seed, -2, 2);
        cr_assert_eq(reference(v, n, 0), brute_lines(v, n),
                     "test bug: the reference disagrees with the brute force"
                     " on %s", brute_format(v, n, buf, sizeof buf));
        cr_assert_eq(reference(v, n, 1), enumerate_all(n, 0, 1),
                     "test bug: counting all lines of %zu piles", n);
    }
    for (int t = 0; t < 1000; t++) {
        size_t n = (size_t)rng_range(&seed, 15, SG_STONE2_COUNT_MAX);
        int span = t % 3 == 0 ? 1000 : t % 3 == 1 ? 2 : 1;
        fill_random(v, n, &seed, -span, span);
        expect(v, n, reference(v, n, 0), "random piles");
    }
}

Test(stone2_count, extreme_values)
{
    uint64_t seed = 0xE53;
    int v[SG_STONE2_COUNT_MAX];
    for (int t = 0; t < 1000; t++) {
        size_t n = (size_t)rng_range(&seed, 1, 12);
        for (size_t i = 0; i < n; i++)
            v[i] = extreme_int(&seed);
        expect_brute(v, n, "values near INT_MIN and INT_MAX (sums in int64_t)");
    }
    for (int pass = 0; pass < 3; pass++) {
        for (size_t i = 0; i < SG_STONE2_COUNT_MAX; i++)
            v[i] = pass == 0 ? INT_MIN : pass == 1 ? INT_MAX
                 : any_extreme_int(&seed);
        expect(v, SG_STONE2_COUNT_MAX, reference(v, SG_STONE2_COUNT_MAX, 0),
               pass == 0 ? "all INT_MIN" : pass == 1 ? "all INT_MAX"
               : "mostly INT_MIN and INT_MAX");
    }
}
