/* test-stone9.c: tests of the Stone Game IX solvers of libstonegame (remove
   any one stone; the player whose removal makes the removed sum divisible
   by 3 loses; if the stones run out, Bob wins).  Three oracles written
   here, none using the theory of the book: a search over the actual
   stones (a bitmask of the stones removed, n <= 9, with the real int64
   sum), a search over the counts of the three remainders and the sum
   modulo 3 (counts up to 40), and a plain count with ((v % 3) + 3) % 3.
   They check the closed form, the exact solver, the counting pass, the
   line of play, the examples of the book and the error conventions. */
#include <criterion/criterion.h>

#include <limits.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "stonegame.h"
#include "brute.h"

/* ---------------------------------------------------------------------
   Helpers. */

#define LEN(a) (sizeof(a) / sizeof((a)[0]))
#define MAXB 9              /* the largest n of the search over stones */
#define CLIM 40             /* the largest count of the search over counts */
#define CSIDE (CLIM + 1)
#define NSENT ((size_t)0xA5A5A5A5u)
#define CSENT ((uint64_t)0x5A5A5A5A5A5A5A5AULL)
#define VSENT 0x3C3C3C3C

/* The mathematical remainder, written as the brief states it. */
static unsigned res3(int v)
{
    return (unsigned)(((v % 3) + 3) % 3);
}

static void plain_counts(const int *v, size_t n, uint64_t c[3])
{
    size_t i;

    c[0] = c[1] = c[2] = 0;
    for (i = 0; i < n; i++)
        c[res3(v[i])]++;
}

/* sg_stone9_rule's answer, which must come with SG_OK. */
static bool rule(uint64_t c0, uint64_t c1, uint64_t c2)
{
    bool w = false;

    cr_assert_eq(sg_stone9_rule(c0, c1, c2, &w), SG_OK, "sg_stone9_rule(%llu, %llu, %llu) failed",
                 (unsigned long long)c0, (unsigned long long)c1, (unsigned long long)c2);
    return w;
}

static const int extremes[] = { INT_MIN, INT_MIN + 1, INT_MIN + 2, INT_MIN + 3, INT_MAX,
                                INT_MAX - 1, INT_MAX - 2, INT_MAX - 3, -1, -2, -3, -4,
                                -5, 0, 1, 2, 3 };

/* A value of one of several kinds: small with negatives, the extremes,
   the extremes of brute.h, any int, or a mixture. */
static int rng_value(uint64_t *state, int kind)
{
    if (kind == 4)
        kind = rng_range(state, 0, 3);
    switch (kind) {
    case 0: return rng_range(state, -10, 10);
    case 1: return extremes[rng_range(state, 0, (int)LEN(extremes) - 1)];
    case 2: return any_extreme_int(state);
    default: return rng_int(state);
    }
}

/* A random int with remainder r (anywhere in the range of int). */
static int rng_with_remainder(uint64_t *state, unsigned r)
{
    int64_t v = (int64_t)rng_int(state);
    v = v - (int64_t)res3((int)v) + (int64_t)r;
    if (v > INT_MAX)
        v -= 3;
    return (int)v;
}

static void shuffle(int *v, size_t n, uint64_t *state)
{
    size_t i;

    for (i = n; i > 1; i--) {
        size_t j = (size_t)(rng_next(state) % i);
        int t = v[i - 1];
        v[i - 1] = v[j];
        v[j] = t;
    }
}

/* Sorts a[0..n-1] in increasing order: a radix sort on 16 bits at a
   time of the value with its sign bit flipped (tmp has room for n). */
static void sort_ints(int *a, size_t n, int *tmp)
{
    static size_t count[1u << 16];
    unsigned shift;
    size_t i, j;

    if (n < 64) {               /* insertion sort */
        for (i = 1; i < n; i++) {
            int x = a[i];
            for (j = i; j > 0 && a[j - 1] > x; j--)
                a[j] = a[j - 1];
            a[j] = x;
        }
        return;
    }
    for (shift = 0; shift < 32; shift += 16) {
        size_t pos = 0;
        memset(count, 0, sizeof count);
        for (i = 0; i < n; i++)
            count[(((uint32_t)a[i] ^ 0x80000000u) >> shift) & 0xFFFFu]++;
        for (i = 0; i < (1u << 16); i++) {
            size_t c = count[i];
            count[i] = pos;
            pos += c;
        }
        for (i = 0; i < n; i++)
            tmp[count[(((uint32_t)a[i] ^ 0x80000000u) >> shift) & 0xFFFFu]++] = a[i];
        memcpy(a, tmp, n * sizeof *a);
    }
}

/* ---------------------------------------------------------------------
   Oracle 1: the game on the actual stones.  A position is the set of the
   stones removed (a bitmask): it fixes the sum removed (computed here as
   a real int64 sum) and the turn (Alice moves when an even number of
   stones are gone).  memo[mask] is 1 if Alice wins from there, 0 if Bob
   does, -1 if not known yet.  Positions in which the game already ended
   are never asked about. */

struct stones_game {
    const int *v;
    size_t n;
    signed char memo[1u << MAXB];
};

static void sg_init(struct stones_game *g, const int *v, size_t n)
{
    cr_assert_leq(n, (size_t)MAXB, "the search over stones takes at most %d stones", MAXB);
    g->v = v;
    g->n = n;
    memset(g->memo, -1, sizeof g->memo);
}

static int64_t mask_sum(const struct stones_game *g, unsigned mask)
{
    int64_t s = 0;
    size_t i;

    for (i = 0; i < g->n; i++)
        if (mask & (1u << i))
            s += g->v[i];
    return s;
}

static unsigned mask_size(unsigned mask)
{
    unsigned k = 0;

    for (; mask; mask &= mask - 1)
        k++;
    return k;
}

static int alice_wins_at(struct stones_game *g, unsigned mask)
{
    unsigned full = (1u << g->n) - 1;
    bool alice_to_move = mask_size(mask) % 2 == 0;
    int64_t sum;
    size_t i;
    int result;

    if (g->memo[mask] >= 0)
        return g->memo[mask];
    if (mask == full) {
        g->memo[mask] = 0;          /* no stone left: Bob wins */
        return 0;
    }
    sum = mask_sum(g, mask);
    result = !alice_to_move;        /* the mover loses unless a move wins */
    for (i = 0; i < g->n; i++) {
        int outcome;
        if (mask & (1u << i))
            continue;
        if ((sum + g->v[i]) % 3 == 0)
            outcome = !alice_to_move;          /* the mover loses at once */
        else
            outcome = alice_wins_at(g, mask | (1u << i));
        if (outcome == (int)alice_to_move) {
            result = alice_to_move;
            break;
        }
    }
    g->memo[mask] = (signed char)result;
    return result;
}

/* ---------------------------------------------------------------------
   Oracle 2: the game on the counts.  A position is the number of stones
   left of each remainder, the removed sum modulo 3 (0 only at the start)
   and whose turn it is. */

static signed char count_memo[CSIDE * CSIDE * CSIDE * 6];
static bool count_memo_ready;

static int count_alice_wins(const uint64_t c[3], unsigned s, bool alice_to_move)
{
    size_t k;
    bool any = false;
    int result;
    unsigned r;

    cr_assert(c[0] <= CLIM && c[1] <= CLIM && c[2] <= CLIM, "count oracle: counts above %d", CLIM);
    if (!count_memo_ready) {
        memset(count_memo, -1, sizeof count_memo);
        count_memo_ready = true;
    }
    k = (((size_t)(c[0] * CSIDE + c[1]) * CSIDE + c[2]) * 3 + s) * 2 + (alice_to_move ? 0 : 1);
    if (count_memo[k] >= 0)
        return count_memo[k];
    result = !alice_to_move;
    for (r = 0; r < 3; r++) {
        int outcome;
        if (c[r] == 0)
            continue;
        any = true;
        if ((s + r) % 3 == 0)
            outcome = !alice_to_move;
        else {
            uint64_t left[3] = { c[0], c[1], c[2] };
            left[r]--;
            outcome = count_alice_wins(left, (s + r) % 3, !alice_to_move);
        }
        if (outcome == (int)alice_to_move) {
            result = alice_to_move;
            break;
        }
    }
    if (!any)
        result = 0;
    count_memo[k] = (signed char)result;
    return result;
}

/* ---------------------------------------------------------------------
   Checking a line of play.

   Always: the line is legal (a sub-multiset of the stones, so no stone
   is used twice), the removed sum is not divisible by 3 before the last
   move, the line ends when it first is or when all n stones are gone,
   its winner is the one reported, and the move that loses is made only
   when every stone left would lose (the loser plays on while it can).
   With g: the start is won by the reported winner in the search over
   stones, and after each move (the winner's, and the loser's replies)
   the position is still won by the winner.  With use_counts: the same
   by the search over counts. */

static void check_line(const int *v, size_t n, const int *line, size_t m, bool alice,
                       struct stones_game *g, bool use_counts, const char *desc)
{
    int *sv, *sl, *tmp;
    size_t i, j, used = 0;
    int64_t sum = 0;
    uint64_t left[3];
    unsigned mask = 0;
    bool ended_by_loss = false;

    cr_assert_leq(m, n, "line of %s: %zu moves with %zu stones", desc, m, n);
    cr_assert(n == 0 || m >= 1, "line of %s: no move although there are stones", desc);
    /* A sub-multiset: sort both and merge. */
    sv = malloc((n ? n : 1) * sizeof *sv);
    sl = malloc((m ? m : 1) * sizeof *sl);
    tmp = malloc((n ? n : 1) * sizeof *tmp);
    cr_assert(sv && sl && tmp, "malloc failed");
    memcpy(sv, v, n * sizeof *v);
    memcpy(sl, line, m * sizeof *line);
    sort_ints(sv, n, tmp);
    sort_ints(sl, m, tmp);
    for (i = 1; i < n; i++)
        cr_assert_leq(sv[i - 1], sv[i], "test helper: the sort is wrong");
    for (j = 0, i = 0; j < m; j++) {
        while (i < n && sv[i] < sl[j])
            i++;
        cr_assert(i < n && sv[i] == sl[j],
                  "line of %s: the value %d is removed more often than it is a stone", desc, sl[j]);
        i++;
    }
    free(sv);
    free(sl);
    free(tmp);

    plain_counts(v, n, left);
    if (g != NULL)
        cr_assert_eq(alice_wins_at(g, 0), alice, "line of %s: the search over stones says %s wins, "
                     "the line says %s", desc, alice_wins_at(g, 0) ? "Alice" : "Bob",
                     alice ? "Alice" : "Bob");
    if (use_counts)
        cr_assert_eq(count_alice_wins(left, 0, true), alice, "line of %s: the search over counts "
                     "disagrees with the winner %s", desc, alice ? "Alice" : "Bob");
    for (j = 0; j < m; j++) {
        bool alice_moves = j % 2 == 0, winner_moves = alice_moves == alice;
        unsigned s = (unsigned)(((sum % 3) + 3) % 3), r = res3(line[j]);

        cr_assert(j == 0 || s != 0, "line of %s: it goes on after the sum became divisible by 3 "
                  "(move %zu)", desc, j);
        cr_assert_gt(left[r], 0, "line of %s: move %zu removes %d, but no stone with its "
                     "remainder is left", desc, j, line[j]);
        if (g != NULL) {
            /* The stone: the first unused one with that value. */
            for (i = 0; i < n; i++)
                if (!(mask & (1u << i)) && v[i] == line[j])
                    break;
            cr_assert_lt(i, n, "line of %s: move %zu removes %d, which is not left", desc, j, line[j]);
            mask |= 1u << i;
        }
        sum += line[j];
        if (sum % 3 == 0) {
            unsigned q;
            for (q = 0; q < 3; q++)
                cr_assert(left[q] == 0 || (s + q) % 3 == 0,
                          "line of %s: move %zu (%s) removes %d and loses although a stone with "
                          "remainder %u was left", desc, j, alice_moves ? "Alice" : "Bob", line[j], q);
            cr_assert(!winner_moves, "line of %s: the winner (%s) makes the sum divisible by 3 "
                      "at move %zu", desc, alice ? "Alice" : "Bob", j);
            cr_assert_eq(j + 1, m, "line of %s: the line goes on after move %zu made the sum "
                         "divisible by 3", desc, j);
            ended_by_loss = true;
        }
        left[r]--;
        used++;
        if (ended_by_loss || used == n)
            continue;
        if (g != NULL)
            cr_assert_eq(alice_wins_at(g, mask), alice,
                         "line of %s: after move %zu (%s removes %d) the position is lost for "
                         "the winner %s (search over stones)%s", desc, j,
                         alice_moves ? "Alice" : "Bob", line[j], alice ? "Alice" : "Bob",
                         winner_moves ? "" : "; the loser's reply cannot do that");
        if (use_counts)
            cr_assert_eq(count_alice_wins(left, (unsigned)(((sum % 3) + 3) % 3), !alice_moves), alice,
                         "line of %s: after move %zu (%s removes %d) the position is lost for "
                         "the winner %s (search over counts)", desc, j,
                         alice_moves ? "Alice" : "Bob", line[j], alice ? "Alice" : "Bob");
    }
    if (!ended_by_loss) {
        cr_assert_eq(m, n, "line of %s: it stops after %zu of %zu moves with the sum %lld not "
                     "divisible by 3", desc, m, n, (long long)sum);
        cr_assert(!alice, "line of %s: the stones ran out, so Bob wins, but Alice is reported", desc);
    } else
        cr_assert_eq((m - 1) % 2 == 0, !alice, "line of %s: the player who made the sum divisible "
                     "by 3 is not the loser", desc);
}

/* Everything on one array v[0..n-1] (n <= MAXB): the search over stones
   against sg_stone9, the rule on the plain counts, sg_stone9_counts, the
   search over counts, the exact grid (if given, limit CLIM) and the line
   of play; and the input is not changed. */
static void check_small(const int *v, size_t n, const unsigned char *grid)
{
    struct stones_game g;
    int copy[MAXB + 1], line[MAXB + 1];
    uint64_t c[3], lc[3];
    size_t m = NSENT, i;
    bool w = false, lw = false, want;
    char desc[256];

    brute_format(v, n, desc, sizeof desc);
    memcpy(copy, v, n * sizeof *v);
    sg_init(&g, v, n);
    want = alice_wins_at(&g, 0);
    plain_counts(v, n, c);

    expect_code(sg_stone9(v, n, &w), SG_OK, "sg_stone9");
    cr_assert_eq(w, want, "sg_stone9(%s) says %s wins, the search over stones says %s", desc,
                 w ? "Alice" : "Bob", want ? "Alice" : "Bob");
    w = !w;
    expect_code(sg_stone9(v, n, &w), SG_OK, "sg_stone9");
    cr_assert_eq(w, want, "sg_stone9(%s) depends on the old value of *alice_wins", desc);

    expect_code(sg_stone9_plain(v, n, &w), SG_OK, "sg_stone9_plain");
    cr_assert_eq(w, want, "sg_stone9_plain(%s) says %s wins, the search over stones says %s",
                 desc, w ? "Alice" : "Bob", want ? "Alice" : "Bob");

    expect_code(sg_stone9_counts(v, n, lc), SG_OK, "sg_stone9_counts");
    cr_assert(lc[0] == c[0] && lc[1] == c[1] && lc[2] == c[2],
              "sg_stone9_counts(%s) = {%llu, %llu, %llu}, expected {%llu, %llu, %llu}", desc,
              (unsigned long long)lc[0], (unsigned long long)lc[1], (unsigned long long)lc[2],
              (unsigned long long)c[0], (unsigned long long)c[1], (unsigned long long)c[2]);
    cr_assert_eq(rule(c[0], c[1], c[2]), want,
                 "sg_stone9_rule(%llu, %llu, %llu) disagrees with the search over stones on %s",
                 (unsigned long long)c[0], (unsigned long long)c[1], (unsigned long long)c[2], desc);
    cr_assert_eq(count_alice_wins(c, 0, true), want,
                 "the search over counts disagrees with the search over stones on %s", desc);
    if (grid != NULL)
        cr_assert_eq(grid[(c[0] * CSIDE + c[1]) * CSIDE + c[2]], want,
                     "sg_stone9_exact disagrees with the search over stones on %s", desc);

    for (i = 0; i <= MAXB; i++)
        line[i] = VSENT;
    expect_code(sg_stone9_line(v, n, line, &m, &lw), SG_OK, "sg_stone9_line");
    cr_assert_eq(lw, want, "sg_stone9_line(%s) says %s wins, expected %s", desc,
                 lw ? "Alice" : "Bob", want ? "Alice" : "Bob");
    check_line(v, n, line, m, lw, &g, true, desc);
    cr_assert_eq(line[n], VSENT, "sg_stone9_line(%s) wrote beyond the n values", desc);
    /* alice_wins may be NULL: the same line. */
    {
        int line2[MAXB + 1];
        size_t m2 = NSENT;
        expect_code(sg_stone9_line(v, n, line2, &m2, NULL), SG_OK, "sg_stone9_line(alice_wins NULL)");
        cr_assert(m2 == m && memcmp(line, line2, m * sizeof *line) == 0,
                  "sg_stone9_line(%s) plays another line when alice_wins is NULL", desc);
    }
    cr_assert(n == 0 || memcmp(copy, v, n * sizeof *v) == 0, "a solver changed the stones %s", desc);
}

static unsigned char *exact_grid(size_t limit)
{
    size_t side = limit + 1;
    unsigned char *grid = malloc(side * side * side);

    cr_assert_not_null(grid, "malloc failed");
    expect_code(sg_stone9_exact(limit, grid), SG_OK, "sg_stone9_exact");
    return grid;
}

/* ---------------------------------------------------------------------
   The closed form and the exact solver. */

Test(theory, rule_equals_exact_up_to_40, .timeout = 60)
{
    size_t side = CSIDE, c0, c1, c2, bad = 0, alice = 0;
    unsigned char *grid = malloc(side * side * side + 64);
    char first[160] = "";

    cr_assert_not_null(grid, "malloc failed");
    memset(grid, 0x77, side * side * side + 64);
    expect_code(sg_stone9_exact(CLIM, grid), SG_OK, "sg_stone9_exact(40)");
    for (c0 = 0; c0 < 64; c0++)
        cr_assert_eq(grid[side * side * side + c0], 0x77, "sg_stone9_exact(40) wrote beyond 41^3 bytes");
    for (c0 = 0; c0 < side; c0++)
        for (c1 = 0; c1 < side; c1++)
            for (c2 = 0; c2 < side; c2++) {
                unsigned char e = grid[(c0 * side + c1) * side + c2];
                cr_assert(e == 0 || e == 1, "exact grid entry (%zu,%zu,%zu) is %d, not 0 or 1",
                          c0, c1, c2, e);
                alice += e;
                if (e != rule(c0, c1, c2) && bad++ == 0)
                    snprintf(first, sizeof first, "(%zu,%zu,%zu): exact %d, rule %d", c0, c1, c2,
                             e, (int)rule(c0, c1, c2));
            }
    cr_assert_eq(bad, 0, "the rule and the exact solver disagree on %zu of the 68921 triples, "
                 "first %s", bad, first);
    /* With c0 even: Alice wins when c1, c2 >= 1 (40*40 of 41*41 pairs, 21 even c0);
       with c0 odd: |c1 - c2| > 2 (41*41 - 41 - 2*(40+39) = 1482 pairs, 20 odd c0). */
    cr_assert_eq(alice, (size_t)(21 * 1600 + 20 * 1482), "Alice wins %zu of the triples", alice);
    free(grid);
}

Test(theory, exact_equals_search_over_counts, .timeout = 60)
{
    unsigned char *grid = exact_grid(CLIM);
    uint64_t c[3];
    size_t bad = 0;

    for (c[0] = 0; c[0] <= CLIM; c[0]++)
        for (c[1] = 0; c[1] <= CLIM; c[1]++)
            for (c[2] = 0; c[2] <= CLIM; c[2]++)
                bad += grid[(c[0] * CSIDE + c[1]) * CSIDE + c[2]] != count_alice_wins(c, 0, true);
    cr_assert_eq(bad, 0, "sg_stone9_exact disagrees with the search over counts on %zu triples", bad);
    free(grid);
}

Test(theory, exact_at_every_limit, .timeout = 60)
{
    static const size_t limits[] = { 0, 1, 2, 3, 7, 15, 39, 41, 64, 99, SG_STONE9_EXACT_MAX };
    size_t k, c0, c1, c2;

    for (k = 0; k < LEN(limits); k++) {
        size_t l = limits[k], side = l + 1, bad = 0;
        unsigned char *grid = malloc(side * side * side + 16);
        cr_assert_not_null(grid, "malloc failed");
        memset(grid, 0x77, side * side * side + 16);
        expect_code(sg_stone9_exact(l, grid), SG_OK, "sg_stone9_exact");
        for (c0 = 0; c0 < 16; c0++)
            cr_assert_eq(grid[side * side * side + c0], 0x77, "sg_stone9_exact(%zu) wrote beyond "
                         "(limit+1)^3 bytes", l);
        for (c0 = 0; c0 < side; c0++)
            for (c1 = 0; c1 < side; c1++)
                for (c2 = 0; c2 < side; c2++)
                    bad += grid[(c0 * side + c1) * side + c2] != rule(c0, c1, c2);
        cr_assert_eq(bad, 0, "sg_stone9_exact(%zu) disagrees with the rule on %zu triples", l, bad);
        if (l == 1) {
            /* Only (0, 1, 1): [1, 2] and its like. */
            static const unsigned char want[8] = { 0, 0, 0, 1, 0, 0, 0, 0 };
            cr_assert_eq(memcmp(grid, want, 8), 0, "sg_stone9_exact(1) is not {0,0,0,1,0,0,0,0}");
        }
        if (l == 0)
            cr_assert_eq(grid[0], 0, "sg_stone9_exact(0): no stones, yet Alice wins");
        free(grid);
    }
}

Test(theory, rule_by_hand)
{
    static const struct { uint64_t c0, c1, c2; bool alice; } cases[] = {
        { 0, 0, 0, false }, { 0, 1, 1, true }, { 0, 1, 0, false }, { 0, 0, 5, false },
        { 2, 1, 1, true }, { 2, 7, 0, false }, { 1, 1, 1, false }, { 1, 3, 0, true },
        { 1, 0, 3, true }, { 1, 2, 0, false }, { 1, 4, 2, false }, { 1, 5, 2, true },
        { 3, 2, 5, true }, { 3, 2, 4, false }, { 5, 0, 0, false },
        { 1, 0, 2, false }, { 1, 2, 0, false }, { 1, 1, 4, true },
    };
    size_t k;

    for (k = 0; k < LEN(cases); k++)
        cr_assert_eq(rule(cases[k].c0, cases[k].c1, cases[k].c2), cases[k].alice,
                     "sg_stone9_rule(%llu, %llu, %llu) should be %s", (unsigned long long)cases[k].c0,
                     (unsigned long long)cases[k].c1, (unsigned long long)cases[k].c2,
                     cases[k].alice ? "Alice" : "Bob");
}

/* A count of any size: a random 64-bit number shifted right by 0..63. */
static uint64_t rng_count(uint64_t *state)
{
    unsigned shift = (unsigned)(rng_next(state) % 64);
    return rng_next(state) >> shift;
}

Test(theory, rule_huge_counts)
{
    /* The rule takes any uint64_t counts: |c1 - c2| > 2 must hold or fail
       without overflow, near 0 and near UINT64_MAX alike. */
    static const struct { uint64_t c0, c1, c2; bool alice; } cases[] = {
        { 0, UINT64_MAX, UINT64_MAX, true }, { 0, UINT64_MAX, 0, false },
        { 1, UINT64_MAX, 0, true }, { 1, 0, UINT64_MAX, true },
        { 1, UINT64_MAX - 3, UINT64_MAX, true }, { 1, UINT64_MAX, UINT64_MAX - 3, true },
        { 1, 2, UINT64_MAX, true }, { 1, UINT64_MAX, 2, true },
        { UINT64_MAX, 3, 0, true }, { UINT64_MAX, 2, 0, false },
        { UINT64_MAX - 1, 1, 1, true }, { UINT64_MAX - 1, 9, 0, false },
        { 1, UINT64_MAX - 5, UINT64_MAX - 5, false }, { 1, UINT64_MAX - 5, UINT64_MAX - 3, false },
        { 1, UINT64_MAX, UINT64_MAX - 2, false }, { 1, UINT64_MAX - 2, UINT64_MAX, false },
        { 1, UINT64_MAX, UINT64_MAX - 1, false }, { 1, UINT64_MAX - 1, UINT64_MAX, false },
        { 1, UINT64_MAX, UINT64_MAX, false }, { UINT64_MAX, UINT64_MAX, UINT64_MAX, false },
        { 3, UINT64_MAX - 1, UINT64_MAX - 1, false },
    };
    size_t k;

    for (k = 0; k < LEN(cases); k++)
        cr_assert_eq(rule(cases[k].c0, cases[k].c1, cases[k].c2), cases[k].alice,
                     "sg_stone9_rule(%llu, %llu, %llu) should be %s", (unsigned long long)cases[k].c0,
                     (unsigned long long)cases[k].c1, (unsigned long long)cases[k].c2,
                     cases[k].alice ? "Alice" : "Bob");
}

Test(theory, rule_depends_on_the_parity_of_c0, .timeout = 30)
{
    uint64_t seed = 0x5709E001ULL;
    int k;

    for (k = 0; k < 100000; k++) {
        uint64_t c0 = rng_count(&seed), c1 = rng_count(&seed), c2;
        if (k % 2 == 0)
            c2 = c1 + rng_next(&seed) % 7 - 3;      /* near c1, wrapping around 0 */
        else
            c2 = rng_count(&seed);
        bool want = c0 % 2 == 0 ? c1 >= 1 && c2 >= 1 : (c1 > c2 ? c1 - c2 > 2 : c2 - c1 > 2);
        cr_assert_eq(rule(c0, c1, c2), want, "sg_stone9_rule(%llu, %llu, %llu) should be %d",
                     (unsigned long long)c0, (unsigned long long)c1, (unsigned long long)c2, (int)want);
        cr_assert_eq(rule(c0 % 2, c1, c2), want, "sg_stone9_rule depends on more than "
                     "the parity of c0 = %llu", (unsigned long long)c0);
    }
}

/* ---------------------------------------------------------------------
   The search over stones: every small array, random arrays with extreme
   values, every triple of counts. */

struct visit_ctx {
    const unsigned char *grid;
    size_t count;
};

static void visit_small(const int *v, size_t n, void *ctx)
{
    struct visit_ctx *c = ctx;
    check_small(v, n, c->grid);
    c->count++;
}

Test(brute, every_array_up_to_6_over_minus2_2, .timeout = 60)
{
    struct visit_ctx ctx;

    ctx.grid = exact_grid(CLIM);
    ctx.count = 0;
    for_each_array(6, -2, 2, visit_small, &ctx);
    cr_assert_eq(ctx.count, 19531, "visited %zu arrays, expected 19531", ctx.count);
    free((void *)ctx.grid);
}

Test(brute, random_arrays_with_extremes, .timeout = 120)
{
    unsigned char *grid = exact_grid(CLIM);
    uint64_t seed = 0x5709E002ULL;
    int v[MAXB];
    int count, seen[2] = { 0, 0 };

    for (count = 0; count < 12000; count++) {
        size_t n = (size_t)rng_range(&seed, 0, MAXB), i;
        int kind = count % 5;
        struct stones_game g;
        for (i = 0; i < n; i++)
            v[i] = rng_value(&seed, kind);
        check_small(v, n, grid);
        sg_init(&g, v, n);
        seen[alice_wins_at(&g, 0)]++;
    }
    cr_assert(seen[0] > 1000 && seen[1] > 1000, "the random arrays are too one-sided: Bob %d, Alice %d",
              seen[0], seen[1]);
    free(grid);
}

Test(brute, every_count_triple_up_to_9_stones, .timeout = 120)
{
    /* Stones of each remainder, negative and extreme ones among them. */
    static const int pool[3][8] = {
        { 0, 3, -3, -6, INT_MAX - 1, INT_MIN + 2, 999999, -2147483643 },
        { 1, -2, 4, INT_MIN, INT_MAX, -5, INT_MAX - 3, 7 },
        { 2, -1, 5, INT_MIN + 1, INT_MAX - 2, -4, -7, 8 },
    };
    unsigned char *grid = exact_grid(CLIM);
    uint64_t seed = 0x5709E003ULL;
    size_t c0, c1, c2, triples = 0;
    unsigned r, k;

    for (r = 0; r < 3; r++)
        for (k = 0; k < 8; k++)
            cr_assert_eq(res3(pool[r][k]), r, "test pool: %d is not %u modulo 3", pool[r][k], r);
    for (c0 = 0; c0 <= MAXB; c0++)
        for (c1 = 0; c0 + c1 <= MAXB; c1++)
            for (c2 = 0; c0 + c1 + c2 <= MAXB; c2++) {
                int rep;
                triples++;
                for (rep = 0; rep < 6; rep++) {
                    int v[MAXB];
                    size_t n = 0, i;
                    for (i = 0; i < c0; i++)
                        v[n++] = pool[0][rng_range(&seed, 0, 7)];
                    for (i = 0; i < c1; i++)
                        v[n++] = pool[1][rng_range(&seed, 0, 7)];
                    for (i = 0; i < c2; i++)
                        v[n++] = pool[2][rng_range(&seed, 0, 7)];
                    if (rep > 0)
                        shuffle(v, n, &seed);
                    check_small(v, n, grid);
                }
            }
    cr_assert_eq(triples, 220, "%zu triples with at most 9 stones, expected 220", triples);
    free(grid);
}

Test(brute, oracle_self_check)
{
    /* The search over stones on games worked out by hand. */
    static const int a[] = { 2, 1 }, b[] = { 2 }, c[] = { 1, 1 }, d[] = { 3 }, e[] = { 1, 1, 1 },
                     f[] = { 1, 2, 3 }, h[] = { -1, 1 }, i_[] = { INT_MIN, INT_MIN + 1 };
    static const struct { const int *v; size_t n; int alice; } ex[] = {
        { a, 2, 1 }, { b, 1, 0 }, { c, 2, 0 }, { d, 1, 0 }, { e, 3, 0 }, { f, 3, 0 },
        { h, 2, 1 }, { i_, 2, 1 }, { NULL, 0, 0 },
    };
    size_t k;

    for (k = 0; k < LEN(ex); k++) {
        struct stones_game g;
        char desc[128];
        sg_init(&g, ex[k].v, ex[k].n);
        brute_format(ex[k].v, ex[k].n, desc, sizeof desc);
        cr_assert_eq(alice_wins_at(&g, 0), ex[k].alice, "the search over stones is wrong on %s", desc);
    }
    {
        uint64_t z[3] = { 1, 1, 1 };
        cr_assert_eq(count_alice_wins(z, 0, true), 0, "the search over counts is wrong on (1,1,1)");
        z[0] = 0;
        cr_assert_eq(count_alice_wins(z, 0, true), 1, "the search over counts is wrong on (0,1,1)");
    }
}

/* ---------------------------------------------------------------------
   The examples. */

static bool winner_of(const int *v, size_t n)
{
    bool w = false;
    expect_code(sg_stone9(v, n, &w), SG_OK, "sg_stone9");
    return w;
}

Test(examples, seed_examples)
{
    static const int a[] = { 2, 1 }, b[] = { 2 }, c[] = { 5, 1, 2, 4, 3 }, d[] = { -1, 3, 4, 7 },
                     e[] = { 3, 6, 1, 1, 1, 1 };
    static const struct { const int *v; size_t n; bool alice; } ex[] = {
        { a, LEN(a), true }, { b, LEN(b), false }, { c, LEN(c), false }, { d, LEN(d), false },
        { e, LEN(e), false },
    };
    size_t k;

    for (k = 0; k < LEN(ex); k++) {
        char desc[128];
        brute_format(ex[k].v, ex[k].n, desc, sizeof desc);
        cr_assert_eq(winner_of(ex[k].v, ex[k].n), ex[k].alice, "sg_stone9(%s) should say %s wins",
                     desc, ex[k].alice ? "Alice" : "Bob");
        check_small(ex[k].v, ex[k].n, NULL);
    }
    {
        /* [2, 1]: Alice removes one, Bob must remove the other: two moves. */
        int line[2];
        size_t m = NSENT;
        bool w = false;
        expect_code(sg_stone9_line(a, 2, line, &m, &w), SG_OK, "sg_stone9_line([2,1])");
        cr_assert(w && m == 2, "line of [2,1]: %zu moves, %s wins; expected 2 moves, Alice", m,
                  w ? "Alice" : "Bob");
        /* [2]: the only stone; the sum 2 is not divisible; Bob wins. */
        m = NSENT;
        w = true;
        expect_code(sg_stone9_line(b, 1, line, &m, &w), SG_OK, "sg_stone9_line([2])");
        cr_assert(!w && m == 1 && line[0] == 2, "line of [2]: %zu moves, %s wins", m, w ? "Alice" : "Bob");
    }
}

Test(examples, no_stones)
{
    static const int v[1] = { 7 };
    uint64_t c[3] = { CSENT, CSENT, CSENT };
    int line[1] = { VSENT };
    size_t m = NSENT;
    bool w = true;

    expect_code(sg_stone9(v, 0, &w), SG_OK, "sg_stone9(n = 0)");
    cr_assert_not(w, "n = 0: Bob wins");
    w = true;
    expect_code(sg_stone9(NULL, 0, &w), SG_OK, "sg_stone9(NULL, 0)");
    cr_assert_not(w, "sg_stone9(NULL, 0): Bob wins");
    expect_code(sg_stone9_counts(NULL, 0, c), SG_OK, "sg_stone9_counts(NULL, 0)");
    cr_assert(c[0] == 0 && c[1] == 0 && c[2] == 0, "sg_stone9_counts(NULL, 0) is not {0,0,0}");
    w = true;
    expect_code(sg_stone9_line(v, 0, line, &m, &w), SG_OK, "sg_stone9_line(n = 0)");
    cr_assert(m == 0 && !w, "sg_stone9_line(n = 0): %zu moves, %s wins", m, w ? "Alice" : "Bob");
    cr_assert_eq(line[0], VSENT, "sg_stone9_line(n = 0) wrote a move");
    m = NSENT;
    w = true;
    expect_code(sg_stone9_line(NULL, 0, NULL, &m, &w), SG_OK, "sg_stone9_line(NULL, 0, NULL, ...)");
    cr_assert(m == 0 && !w, "sg_stone9_line(NULL, 0): %zu moves, %s wins", m, w ? "Alice" : "Bob");
    m = NSENT;
    expect_code(sg_stone9_line(v, 0, NULL, &m, NULL), SG_OK, "sg_stone9_line(v, 0, NULL, m, NULL)");
    cr_assert_eq(m, 0, "sg_stone9_line(n = 0) made %zu moves", m);
}

Test(examples, only_zeros, .timeout = 30)
{
    static const int a[] = { 0 }, b[] = { 3, -3, 0 }, c[] = { INT_MAX - 1, INT_MIN + 2, -6, 9, 0, 0 };
    static const struct { const int *v; size_t n; } ex[] = { { a, 1 }, { b, 3 }, { c, 6 } };
    size_t k, n = 1000003, i;
    int *big = malloc(n * sizeof *big), line[6];
    uint64_t seed = 0x5709E004ULL;

    cr_assert_not_null(big, "malloc failed");
    for (k = 0; k < LEN(ex); k++) {
        size_t m = NSENT;
        bool w = true;
        cr_assert_not(winner_of(ex[k].v, ex[k].n), "only zeros: Bob wins");
        check_small(ex[k].v, ex[k].n, NULL);
        /* Alice's first stone makes the sum divisible by 3. */
        expect_code(sg_stone9_line(ex[k].v, ex[k].n, line, &m, &w), SG_OK, "sg_stone9_line");
        cr_assert(m == 1 && !w, "only zeros: the line has %zu moves (expected 1), %s wins", m,
                  w ? "Alice" : "Bob");
    }
    for (i = 0; i < n; i++)
        big[i] = rng_with_remainder(&seed, 0);
    cr_assert_not(winner_of(big, n), "a million zeros: Bob wins");
    {
        uint64_t c[3];
        expect_code(sg_stone9_counts(big, n, c), SG_OK, "sg_stone9_counts");
        cr_assert(c[0] == n && c[1] == 0 && c[2] == 0, "a million zeros counted as {%llu,%llu,%llu}",
                  (unsigned long long)c[0], (unsigned long long)c[1], (unsigned long long)c[2]);
    }
    free(big);
}

Test(examples, negative_remainders)
{
    static const struct { int v; unsigned r; } cases[] = {
        { -1, 2 }, { -2, 1 }, { -3, 0 }, { -4, 2 }, { INT_MIN, 1 }, { INT_MIN + 1, 2 },
        { INT_MIN + 2, 0 }, { INT_MAX, 1 }, { INT_MAX - 1, 0 }, { INT_MAX - 2, 2 }, { 0, 0 },
        { 1, 1 }, { 2, 2 },
    };
    size_t k;

    for (k = 0; k < LEN(cases); k++) {
        uint64_t c[3];
        expect_code(sg_stone9_counts(&cases[k].v, 1, c), SG_OK, "sg_stone9_counts");
        cr_assert(c[cases[k].r] == 1 && c[0] + c[1] + c[2] == 1,
                  "sg_stone9_counts([%d]) = {%llu,%llu,%llu}: the remainder should be %u", cases[k].v,
                  (unsigned long long)c[0], (unsigned long long)c[1], (unsigned long long)c[2],
                  cases[k].r);
    }
    {
        /* -1 is 2 modulo 3: [-1, 1] is [2, 1]. */
        static const int v[] = { -1, 1 }, u[] = { -1, -1 }, t[] = { -2, 2 };
        cr_assert(winner_of(v, 2), "[-1, 1]: Alice wins");
        cr_assert_not(winner_of(u, 2), "[-1, -1]: Bob wins");
        cr_assert(winner_of(t, 2), "[-2, 2]: Alice wins");
    }
}

/* ---------------------------------------------------------------------
   The counting pass on large arrays. */

static void check_counts(const int *v, size_t n, const char *what)
{
    uint64_t got[3] = { CSENT, CSENT, CSENT }, want[3];
    bool w = !rule(0, 0, 0);

    plain_counts(v, n, want);
    expect_code(sg_stone9_counts(v, n, got), SG_OK, "sg_stone9_counts");
    cr_assert(got[0] == want[0] && got[1] == want[1] && got[2] == want[2],
              "sg_stone9_counts(%s, n = %zu) = {%llu,%llu,%llu}, expected {%llu,%llu,%llu}", what, n,
              (unsigned long long)got[0], (unsigned long long)got[1], (unsigned long long)got[2],
              (unsigned long long)want[0], (unsigned long long)want[1], (unsigned long long)want[2]);
    expect_code(sg_stone9(v, n, &w), SG_OK, "sg_stone9");
    cr_assert_eq(w, rule(want[0], want[1], want[2]),
                 "sg_stone9(%s, n = %zu) is not the rule on the counts", what, n);
    bool plain = !w;
    expect_code(sg_stone9_plain(v, n, &plain), SG_OK, "sg_stone9_plain");
    cr_assert_eq(plain, w, "sg_stone9_plain(%s, n = %zu) differs from sg_stone9", what, n);
}

Test(counts, every_short_length_and_offset, .timeout = 60)
{
    uint64_t seed = 0x5709E005ULL;
    int v[300];
    size_t n, off, i;
    int kind;

    for (kind = 0; kind < 5; kind++)
        for (off = 0; off < 8; off++)
            for (n = 0; n + off <= 300 && n <= 200; n++) {
                for (i = 0; i < 300; i++)
                    v[i] = rng_value(&seed, kind);
                check_counts(v + off, n, "a short array");
            }
}

Test(counts, large_random_arrays, .timeout = 120)
{
    /* Lengths around the blocks of 2^16 vectors of 4 and of 8 lanes, and
       others that are not multiples of 8. */
    static const size_t lengths[] = { 262143, 262144, 262145, 262151, 524287, 524288, 524289,
                                      524295, 1048583, 1572871, 2097151, 2097159, 3000001,
                                      3145741, 4194311 };
    size_t maxn = 4194311 + 8, k, i;
    int *v = malloc(maxn * sizeof *v);
    uint64_t seed = 0x5709E006ULL;

    cr_assert_not_null(v, "malloc failed");
    for (k = 0; k < LEN(lengths); k++) {
        int kind = (int)(k % 5);
        size_t off = k % 4;
        for (i = 0; i < lengths[k] + off; i++)
            v[i] = rng_value(&seed, kind);
        check_counts(v + off, lengths[k], "a large random array");
    }
    free(v);
}

Test(counts, only_int_min_int_max_minus_one, .timeout = 120)
{
    static const int vals[3] = { INT_MIN, INT_MAX, -1 };
    static const size_t lengths[] = { 1, 7, 9, 1000003, 524288 * 3 + 5, 2999999 };
    size_t maxn = 2999999 + 4, k, i, j;
    int *v = malloc(maxn * sizeof *v);
    uint64_t seed = 0x5709E007ULL;

    cr_assert_not_null(v, "malloc failed");
    for (k = 0; k < LEN(lengths); k++) {
        size_t n = lengths[k];
        for (j = 0; j < 3; j++) {
            uint64_t c[3];
            for (i = 0; i < n; i++)
                v[i] = vals[j];
            expect_code(sg_stone9_counts(v, n, c), SG_OK, "sg_stone9_counts");
            /* INT_MIN and INT_MAX are 1 modulo 3, -1 is 2. */
            cr_assert(c[0] == 0 && c[1] == (j < 2 ? n : 0) && c[2] == (j < 2 ? 0 : n),
                      "sg_stone9_counts of %zu times %d = {%llu,%llu,%llu}", n, vals[j],
                      (unsigned long long)c[0], (unsigned long long)c[1], (unsigned long long)c[2]);
            check_counts(v, n, "a constant array");
        }
        for (i = 0; i < n + 3; i++)
            v[i] = vals[rng_range(&seed, 0, 2)];
        check_counts(v, n, "INT_MIN, INT_MAX and -1");
        check_counts(v + 3, n, "INT_MIN, INT_MAX and -1, misaligned");
    }
    free(v);
}

/* ---------------------------------------------------------------------
   The line of play beyond the search over stones. */

/* n stones with the given counts, random values of each remainder,
   shuffled. */
static void stones_with_counts(int *v, const size_t c[3], uint64_t *seed)
{
    size_t n = 0, i;
    unsigned r;

    for (r = 0; r < 3; r++)
        for (i = 0; i < c[r]; i++)
            v[n++] = rng_with_remainder(seed, r);
    shuffle(v, n, seed);
}

Test(line, medium_arrays_by_search_over_counts, .timeout = 120)
{
    uint64_t seed = 0x5709E008ULL;
    int v[3 * CLIM];
    int line[3 * CLIM + 1];
    int count;

    for (count = 0; count < 6000; count++) {
        size_t c[3], n, m = NSENT;
        bool w = false, w2 = true;
        char desc[64];
        unsigned r;

        for (r = 0; r < 3; r++)
            c[r] = (size_t)rng_range(&seed, 0, count % 3 == 0 ? 6 : CLIM);
        n = c[0] + c[1] + c[2];
        stones_with_counts(v, c, &seed);
        snprintf(desc, sizeof desc, "counts (%zu,%zu,%zu), case %d", c[0], c[1], c[2], count);
        line[n] = VSENT;
        expect_code(sg_stone9_line(v, n, line, &m, &w), SG_OK, "sg_stone9_line");
        expect_code(sg_stone9(v, n, &w2), SG_OK, "sg_stone9");
        cr_assert_eq(w, w2, "%s: sg_stone9_line and sg_stone9 disagree", desc);
        check_line(v, n, line, m, w, NULL, true, desc);
        cr_assert_eq(line[n], VSENT, "%s: sg_stone9_line wrote beyond n values", desc);
    }
}

Test(line, large_arrays, .timeout = 120)
{
    static const size_t shapes[][3] = {
        { 400000, 399999, 400002 }, { 400001, 400000, 400001 }, { 400001, 5, 400000 },
        { 2, 1000000, 1 }, { 0, 0, 1000001 }, { 3, 0, 0 }, { 0, 1, 999999 },
        { 400000, 400000, 400000 }, { 399999, 399999, 400002 }, { 1000001, 3, 0 },
    };
    size_t maxn = 1200003, k;
    int *v = malloc(maxn * sizeof *v), *line = malloc(maxn * sizeof *line);
    uint64_t seed = 0x5709E009ULL;
    int seen[2] = { 0, 0 };

    cr_assert(v && line, "malloc failed");
    for (k = 0; k < LEN(shapes) + 3; k++) {
        size_t n, m = NSENT, i;
        bool w = false;
        char desc[80];
        uint64_t c[3];
        if (k < LEN(shapes)) {
            stones_with_counts(v, shapes[k], &seed);
            n = shapes[k][0] + shapes[k][1] + shapes[k][2];
        } else {
            n = 1000003 + k;
            for (i = 0; i < n; i++)
                v[i] = rng_value(&seed, (int)k % 5);
        }
        plain_counts(v, n, c);
        snprintf(desc, sizeof desc, "%zu stones, counts (%llu,%llu,%llu)", n, (unsigned long long)c[0],
                 (unsigned long long)c[1], (unsigned long long)c[2]);
        expect_code(sg_stone9_line(v, n, line, &m, &w), SG_OK, "sg_stone9_line");
        cr_assert_eq(w, rule(c[0], c[1], c[2]), "%s: the line's winner is not the rule's", desc);
        cr_assert_eq(w, winner_of(v, n), "%s: sg_stone9_line and sg_stone9 disagree", desc);
        check_line(v, n, line, m, w, NULL, false, desc);
        seen[w]++;
    }
    cr_assert(seen[0] >= 3 && seen[1] >= 3, "large lines: Bob won %d, Alice %d", seen[0], seen[1]);
    free(v);
    free(line);
}

/* ---------------------------------------------------------------------
   Errors: the code, and nothing written. */

Test(errors, null_pointers)
{
    static const int v[3] = { 2, 1, 3 };
    uint64_t c[3] = { CSENT, CSENT, CSENT };
    int line[3] = { VSENT, VSENT, VSENT };
    size_t m = NSENT;
    int pass;

    for (pass = 0; pass < 2; pass++) {
        bool w = pass == 0, start = w;
        cr_assert_eq(sg_stone9(NULL, 3, &w), SG_ENULL, "sg_stone9(NULL, 3) should be SG_ENULL");
        cr_assert_eq(sg_stone9(v, 3, NULL), SG_ENULL, "sg_stone9(v, 3, NULL) should be SG_ENULL");
        cr_assert_eq(sg_stone9(NULL, 0, NULL), SG_ENULL, "sg_stone9(NULL, 0, NULL) should be SG_ENULL");
        cr_assert_eq(sg_stone9(v, 0, NULL), SG_ENULL, "sg_stone9(v, 0, NULL) should be SG_ENULL");
        cr_assert_eq(sg_stone9_plain(NULL, 3, &w), SG_ENULL, "sg_stone9_plain(NULL, 3) should be SG_ENULL");
        cr_assert_eq(sg_stone9_plain(v, 3, NULL), SG_ENULL, "sg_stone9_plain(v, 3, NULL) should be SG_ENULL");
        cr_assert_eq(sg_stone9_line(NULL, 3, line, &m, &w), SG_ENULL, "line(NULL, 3) should be SG_ENULL");
        cr_assert_eq(sg_stone9_line(v, 3, NULL, &m, &w), SG_ENULL,
                     "line(v, 3, removed NULL) should be SG_ENULL");
        cr_assert_eq(sg_stone9_line(v, 3, line, NULL, &w), SG_ENULL,
                     "line(v, 3, nmoves NULL) should be SG_ENULL");
        cr_assert_eq(sg_stone9_line(v, 0, line, NULL, &w), SG_ENULL,
                     "line(v, 0, nmoves NULL) should be SG_ENULL");
        cr_assert_eq(sg_stone9_line(v, 3, NULL, NULL, NULL), SG_ENULL, "line(v, 3, all NULL) should be SG_ENULL");
        cr_assert_eq(w, start, "a refused solver wrote *alice_wins");
    }
    cr_assert_eq(sg_stone9_counts(NULL, 3, c), SG_ENULL, "counts(NULL, 3) should be SG_ENULL");
    cr_assert_eq(sg_stone9_counts(v, 3, NULL), SG_ENULL, "counts(v, 3, NULL) should be SG_ENULL");
    cr_assert_eq(sg_stone9_counts(NULL, 0, NULL), SG_ENULL, "counts(NULL, 0, NULL) should be SG_ENULL");
    cr_assert(c[0] == CSENT && c[1] == CSENT && c[2] == CSENT, "a refused sg_stone9_counts wrote counts");
    cr_assert_eq(m, NSENT, "a refused sg_stone9_line wrote *nmoves");
    cr_assert(line[0] == VSENT && line[1] == VSENT && line[2] == VSENT, "a refused sg_stone9_line wrote moves");
    cr_assert_eq(sg_stone9_exact(0, NULL), SG_ENULL, "exact(0, NULL) should be SG_ENULL");
    cr_assert_eq(sg_stone9_exact(40, NULL), SG_ENULL, "exact(40, NULL) should be SG_ENULL");
    cr_assert_eq(sg_stone9_rule(0, 1, 1, NULL), SG_ENULL, "rule(0, 1, 1, NULL) should be SG_ENULL");
    cr_assert_eq(sg_stone9_rule(UINT64_MAX, 0, 0, NULL), SG_ENULL, "rule(max, 0, 0, NULL) should be SG_ENULL");
}

Test(errors, exact_too_big)
{
    static const size_t limits[] = { SG_STONE9_EXACT_MAX + 1, 1000, (size_t)1 << 40, SIZE_MAX };
    unsigned char grid[64];
    size_t k, i;
    int rc;

    memset(grid, 0x77, sizeof grid);
    for (k = 0; k < LEN(limits); k++)
        cr_assert_eq(sg_stone9_exact(limits[k], grid), SG_ETOOBIG, "exact(%zu) should be SG_ETOOBIG",
                     limits[k]);
    for (i = 0; i < sizeof grid; i++)
        cr_assert_eq(grid[i], 0x77, "a refused sg_stone9_exact wrote byte %zu", i);
    rc = sg_stone9_exact(SG_STONE9_EXACT_MAX + 1, NULL);
    cr_assert(rc == SG_ENULL || rc == SG_ETOOBIG, "exact(101, NULL) returned %d", rc);
}

Test(errors, above_sg_max_n)
{
#if SIZE_MAX > UINT32_MAX
    /* Tiny real arrays: each function must refuse the length before
       reading them. */
    static const int v[4] = { 1, 2, 3, 4 };
    size_t sizes[3] = { SG_MAX_N + 1, (size_t)1 << 40, SIZE_MAX }, a;
    uint64_t c[3] = { CSENT, CSENT, CSENT };
    int line[4] = { VSENT, VSENT, VSENT, VSENT };
    size_t m = NSENT;
    int pass;

    /* The bound of the book's overflow argument: a sum of SG_MAX_N ints,
       each in [-2^31, 2^31 - 1], fits in an int64_t. */
    cr_assert_leq((uint64_t)SG_MAX_N, ((uint64_t)1 << 63) / ((uint64_t)1 << 31),
                  "SG_MAX_N = %zu: a sum of that many INT_MIN falls below INT64_MIN", SG_MAX_N);
    cr_assert_leq((uint64_t)SG_MAX_N, (uint64_t)INT64_MAX / (uint64_t)INT_MAX,
                  "SG_MAX_N = %zu: a sum of that many INT_MAX exceeds INT64_MAX", SG_MAX_N);
    for (pass = 0; pass < 2; pass++) {
        bool w = pass == 0;
        for (a = 0; a < LEN(sizes); a++) {
            size_t big = sizes[a];
            cr_assert_eq(sg_stone9(v, big, &w), SG_ETOOBIG, "sg_stone9(n = %zu) should be SG_ETOOBIG", big);
            cr_assert_eq(sg_stone9_plain(v, big, &w), SG_ETOOBIG,
                         "sg_stone9_plain(n = %zu) should be SG_ETOOBIG", big);
            cr_assert_eq(sg_stone9_counts(v, big, c), SG_ETOOBIG, "counts(n = %zu) should be SG_ETOOBIG", big);
            cr_assert_eq(sg_stone9_line(v, big, line, &m, &w), SG_ETOOBIG,
                         "line(n = %zu) should be SG_ETOOBIG", big);
            cr_assert_eq(sg_stone9_line(v, big, line, &m, NULL), SG_ETOOBIG,
                         "line(n = %zu, alice_wins NULL) should be SG_ETOOBIG", big);
        }
        cr_assert_eq(w, pass == 0, "a refused solver wrote *alice_wins");
    }
    cr_assert(c[0] == CSENT && c[1] == CSENT && c[2] == CSENT, "a refused sg_stone9_counts wrote counts");
    cr_assert_eq(m, NSENT, "a refused sg_stone9_line wrote *nmoves");
    for (a = 0; a < 4; a++)
        cr_assert_eq(line[a], VSENT, "a refused sg_stone9_line wrote removed[%zu]", a);
#else
    cr_assert_leq((uintmax_t)SIZE_MAX, (uintmax_t)SG_MAX_N, "size_t has 32 bits: no array can exceed SG_MAX_N");
#endif
}

Test(errors, at_sg_max_n_the_length_is_accepted)
{
    /* n = SG_MAX_N is not too big: with a NULL array the answer is
       SG_ENULL (checked first), never SG_ETOOBIG. */
    bool w = true;
    uint64_t c[3];
    size_t m;

    cr_assert_eq(sg_stone9(NULL, SG_MAX_N, &w), SG_ENULL, "sg_stone9(NULL, SG_MAX_N) should be SG_ENULL");
    cr_assert_eq(sg_stone9_counts(NULL, SG_MAX_N, c), SG_ENULL,
                 "counts(NULL, SG_MAX_N) should be SG_ENULL");
    cr_assert_eq(sg_stone9_line(NULL, SG_MAX_N, NULL, &m, &w), SG_ENULL,
                 "line(NULL, SG_MAX_N) should be SG_ENULL");
    cr_assert(w, "a refused solver wrote *alice_wins");
}
