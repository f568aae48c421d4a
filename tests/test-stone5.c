/* test-stone5.c: tests of the Stone Game V solvers of libstonegame
   (Alice cuts the row, Bob throws away the part with the larger sum,
   Alice scores the part kept) against brute_stone5, a plain recursion
   over every cut, and, for rows too long for it, against the textbook
   table brute_stone5_table (both in brute.c, written from the rules);
   the line of play move by move (brute_check_stone5_line), with its rule
   among optimal cuts; the counts of the chapter (the table's (n^3-n)/6
   cuts, the steps of the quadratic solver); LeetCode's examples; rows of
   equal stones, whose value has a closed form, up to the limit
   SG_STONE5_MAX; and the error conventions. */
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
#define SENTINEL ((int64_t)0x5A5A5A5A5A5A5A5ALL)
#define STEPS_SENTINEL ((uint64_t)0xA5A5A5A5A5A5A5A5ULL)
#define CUT_SENTINEL ((size_t)0x5A5A5A5AU)
#define KEPT_SENTINEL ((char)0x7E)
#define MAXB 12              /* the largest n checked against the brute force */
#define TABLE_REF_MAX 600    /* the largest n whose n x n tables are built here */

/* (n^3 - n) / 6, the cuts the textbook table tries. */
static uint64_t table_cuts(size_t n)
{
    uint64_t m = n;
    return m < 2 ? 0 : (m - 1) * m * (m + 1) / 6;
}

/* The number of ones in the binary writing of n. */
static unsigned ones(size_t n)
{
    unsigned k = 0;
    for (; n; n >>= 1)
        k += n & 1;
    return k;
}

/* n stones all worth c >= 0: the best cut of m equal stones keeps the
   left half, floor(m/2) stones (the options k + g(k), k <= m/2, grow
   with k), so Alice scores c (floor(n/2) + floor(n/4) + ...), which is
   c (n - ones(n)) (Legendre).  Checked against the brute force below. */
static int64_t equal_row_value(size_t n, int c)
{
    return (int64_t)(n - ones(n)) * c;
}

/* The steps of the chapter's theorem on v[0..n-1] (values >= 0): the
   n(n-1)/2 intervals i..j with i < j, and the moves of each row's
   pointer, which follows p(i,j) from i-1 up to p(i,n-1), the largest k in
   i..n-2 with 2 S(i,k) <= S(i,n-1) (i-1 if there is none). */
static uint64_t theorem_steps(const int *v, size_t n)
{
    uint64_t steps = n < 2 ? 0 : (uint64_t)n * (n - 1) / 2;
    size_t i, k;

    for (i = 0; i + 1 < n; i++) {
        int64_t total = 0, left = 0;
        size_t p1 = i;                         /* p(i, n-1) + 1 */
        for (k = i; k < n; k++)
            total += v[k];
        for (k = i; k + 1 < n; k++) {
            left += v[k];
            if (2 * left <= total)
                p1 = k + 1;
        }
        steps += p1 - i;
    }
    return steps;
}

static bool nonnegative(const int *v, size_t n)
{
    for (size_t i = 0; i < n; i++)
        if (v[i] < 0)
            return false;
    return true;
}

/* ---------------------------------------------------------------------
   The line of play. */

/* Runs sg_stone5_line on v[0..n-1] (values >= 0) and checks it: the
   status, the rounds (at most n - 1, nothing written past them), Alice's
   score against want, and the line move by move with
   brute_check_stone5_line, against the values of table (n x n, entry
   i*n+j = v(i,j)), with the library's rule among optimal cuts.  The same
   line comes out without alice.  Returns the number of rounds. */
static size_t check_line(const int *v, size_t n, const int64_t *table, int64_t want,
                         const char *desc)
{
    size_t *cuts = malloc((n + 2) * sizeof *cuts), *again = malloc((n + 2) * sizeof *again);
    char *kept = malloc(n + 2), *kept2 = malloc(n + 2), msg[400];
    size_t rounds = CUT_SENTINEL, rounds2 = CUT_SENTINEL, t;
    int64_t alice = SENTINEL;
    int rc;

    cr_assert(cuts && again && kept && kept2, "malloc failed");
    for (t = 0; t < n + 2; t++) {
        cuts[t] = again[t] = CUT_SENTINEL;
        kept[t] = kept2[t] = KEPT_SENTINEL;
    }
    rc = sg_stone5_line(v, n, cuts, kept, &rounds, &alice);
    cr_assert_eq(rc, SG_OK, "sg_stone5_line(%s) returned %d", desc, rc);
    cr_assert(rounds < n || (n == 0 && rounds == 0), "sg_stone5_line(%s): %zu rounds on %zu stones",
              desc, rounds, n);
    for (t = rounds; t < n + 2; t++)
        cr_assert(cuts[t] == CUT_SENTINEL && kept[t] == KEPT_SENTINEL,
                  "sg_stone5_line(%s) wrote entry %zu, past its %zu rounds", desc, t, rounds);
    cr_assert_eq(alice, want, "sg_stone5_line(%s) scores %lld, the reference says %lld", desc,
                 (long long)alice, (long long)want);
    cr_assert(brute_check_stone5_line(v, n, cuts, kept, rounds, alice, table, 1, msg, sizeof msg),
              "the line of %s: %s", desc, msg);
    /* alice may be NULL: the same line. */
    rc = sg_stone5_line(v, n, again, kept2, &rounds2, NULL);
    cr_assert_eq(rc, SG_OK, "sg_stone5_line(%s, alice NULL) returned %d", desc, rc);
    cr_assert(rounds2 == rounds && memcmp(again, cuts, (n + 2) * sizeof *cuts) == 0
              && memcmp(kept2, kept, n + 2) == 0,
              "sg_stone5_line(%s) plays another line without alice", desc);
    free(cuts);
    free(again);
    free(kept);
    free(kept2);
    return rounds;
}

/* ---------------------------------------------------------------------
   Small rows: everything against the brute force. */

static long small_rows_checked;

/* Runs every function on v[0..n-1] (n <= MAXB, values >= 0) and checks it
   against the brute force: the value of sg_stone5 and sg_stone5_count
   (and the lower bound of the steps, which holds); every entry of the
   table against the brute force on its subrow, nothing written below
   the diagonal or past n*n entries, and its cuts; the line of play move
   by move; the textbook table of brute.c; and that the input is not
   modified. */
static void check_small(const int *v, size_t n)
{
    char desc[512];
    int copy[MAXB + 1];
    int64_t bd[MAXB * MAXB], ref[MAXB * MAXB], tab[MAXB * MAXB + 4];
    int64_t value, r;
    uint64_t steps, cuts;
    size_t i, j;
    int rc;

    cr_assert(n <= MAXB && nonnegative(v, n), "check_small: n = %zu, or a negative value", n);
    brute_format(v, n, desc, sizeof desc);
    if (n > 0)
        memcpy(copy, v, n * sizeof *v);

    /* The brute force on every subrow i..j. */
    for (i = 0; i < n; i++)
        for (j = i; j < n; j++)
            bd[i * n + j] = brute_stone5(v + i, j - i + 1);
    value = n ? bd[n - 1] : 0;
    cr_assert_geq(value, 0, "brute force of %s is negative", desc);
    cr_assert_leq(value, sum_of(v, n), "brute force of %s: %lld is more than the sum of the row",
                  desc, (long long)value);

    /* The textbook table of brute.c. */
    brute_stone5_table(v, n, ref, 0);
    for (i = 0; i < n; i++)
        for (j = i; j < n; j++)
            cr_assert_eq(ref[i * n + j], bd[i * n + j], "brute_stone5_table disagrees with the "
                         "brute force on %s, %zu..%zu", desc, i, j);

    r = SENTINEL;
    rc = sg_stone5(v, n, &r);
    cr_assert_eq(rc, SG_OK, "sg_stone5(%s) returned %d", desc, rc);
    cr_assert_eq(r, value, "sg_stone5(%s) = %lld, brute force says %lld", desc, (long long)r,
                 (long long)value);
    r = SENTINEL;
    steps = STEPS_SENTINEL;
    rc = sg_stone5_count(v, n, &r, &steps);
    cr_assert_eq(rc, SG_OK, "sg_stone5_count(%s) returned %d", desc, rc);
    cr_assert_eq(r, value, "sg_stone5_count(%s) = %lld, brute force says %lld", desc,
                 (long long)r, (long long)value);
    cr_assert(steps != STEPS_SENTINEL && steps >= (uint64_t)n * (n ? n - 1 : 0) / 2,
              "sg_stone5_count(%s): %llu steps, fewer than the n(n-1)/2 intervals", desc,
              (unsigned long long)steps);
    r = SENTINEL;
    rc = sg_stone5_count(v, n, &r, NULL);
    cr_assert(rc == SG_OK && r == value, "sg_stone5_count(%s, steps NULL) = %d, %lld", desc, rc,
              (long long)r);

    /* The table: every entry against the brute force on its subrow. */
    for (i = 0; i < LEN(tab); i++)
        tab[i] = SENTINEL;
    cuts = STEPS_SENTINEL;
    rc = sg_stone5_table(v, n, tab, &cuts);
    cr_assert_eq(rc, SG_OK, "sg_stone5_table(%s) returned %d", desc, rc);
    expect_upper_table(tab, bd, n, SENTINEL, "sg_stone5_table", desc, "v",
                       "brute force on the subrow");
    for (i = n * n; i < LEN(tab); i++)
        cr_assert_eq(tab[i], SENTINEL, "sg_stone5_table(%s) wrote entry %zu, past n*n", desc, i);
    cr_assert_eq(cuts, table_cuts(n), "sg_stone5_table(%s) tried %llu cuts, not (n^3-n)/6 = %llu",
                 desc, (unsigned long long)cuts, (unsigned long long)table_cuts(n));
    rc = sg_stone5_table(v, n, tab, NULL);
    cr_assert_eq(rc, SG_OK, "sg_stone5_table(%s, cuts NULL) returned %d", desc, rc);
    cr_assert(n == 0 || tab[n - 1] == value, "sg_stone5_table(%s, cuts NULL) = %lld", desc,
              (long long)tab[n - 1]);

    /* The line of play, move by move against the brute force. */
    check_line(v, n, bd, value, desc);

    if (n > 0)
        cr_assert_eq(memcmp(copy, v, n * sizeof *v), 0, "a solver modified the stones %s", desc);
    small_rows_checked++;
}

/* Kinds of random rows with values >= 0.  0: small, 0..10; 1: many equal
   values (one value, a few others); 2: mostly zeros; 3: large, near and
   at INT_MAX (64-bit sums); 4: powers of two, rising or falling (the
   pointer moves as far as it can, or hardly); 5: 0..3. */
#define STONE5_KINDS 6
static void fill_stone5_kind(int *v, size_t n, uint64_t *seed, int kind)
{
    int c = rng_range(seed, 0, 9), big = rng_range(seed, 0, 1);
    bool rising = rng_range(seed, 0, 1);
    size_t i;

    for (i = 0; i < n; i++)
        switch (kind) {
        case 0: v[i] = rng_range(seed, 0, 10); break;
        case 1: v[i] = rng_range(seed, 0, 5) ? (big ? INT_MAX : c) : rng_range(seed, 0, 2 * c + 1); break;
        case 2: v[i] = rng_range(seed, 0, 3) ? 0 : rng_range(seed, 1, 4); break;
        case 3:
            switch (rng_range(seed, 0, 3)) {
            case 0: v[i] = INT_MAX; break;
            case 1: v[i] = INT_MAX - rng_range(seed, 0, 3); break;
            case 2: v[i] = rng_range(seed, 0, INT_MAX); break;
            default: v[i] = rng_range(seed, 0, 3); break;
            }
            break;
        case 4: v[i] = 1 << (rising ? i % 31 : (n - 1 - i) % 31); break;
        default: v[i] = rng_range(seed, 0, 3); break;
        }
}

/* ---------------------------------------------------------------------
   Large rows: the solvers against the reference and each other. */

/* The line of a row too long for a table: legal, its scores add up to
   want, and every round optimal by sg_stone5 itself (checked against the
   reference on shorter rows): the part kept plus sg_stone5 of the part
   kept is sg_stone5 of the interval. */
static void check_line_by_solver(const int *v, size_t n, int64_t want, const char *desc)
{
    size_t *cuts = malloc((n + 1) * sizeof *cuts), rounds = CUT_SENTINEL, t, i = 0, j = n - 1, k;
    char *kept = malloc(n + 1);
    int64_t alice = SENTINEL, score = 0, here = want;

    cr_assert(cuts && kept && n > 0, "malloc failed");
    cr_assert_eq(sg_stone5_line(v, n, cuts, kept, &rounds, &alice), SG_OK,
                 "sg_stone5_line(%s) failed", desc);
    cr_assert_eq(alice, want, "sg_stone5_line(%s) scores %lld, sg_stone5 %lld", desc,
                 (long long)alice, (long long)want);
    cr_assert_lt(rounds, n, "sg_stone5_line(%s): %zu rounds", desc, rounds);
    for (t = 0; t < rounds; t++) {
        int64_t l = 0, r = 0, rest = SENTINEL;
        size_t c = cuts[t];
        cr_assert(i < j && c >= i + 1 && c <= j && (kept[t] == 'L' || kept[t] == 'R'),
                  "%s: round %zu cuts after %zu, keeps %c, with the stones %zu..%zu in play",
                  desc, t + 1, c, kept[t], i + 1, j + 1);
        for (k = i; k <= j; k++)
            *(k < c ? &l : &r) += v[k];
        cr_assert(kept[t] == 'L' ? l <= r : l >= r, "%s: round %zu keeps the larger part "
                  "(%lld | %lld, %c)", desc, t + 1, (long long)l, (long long)r, kept[t]);
        if (kept[t] == 'L')
            j = c - 1;
        else
            i = c;
        cr_assert_eq(sg_stone5(v + i, j - i + 1, &rest), SG_OK, "sg_stone5 on a part failed");
        cr_assert_eq((kept[t] == 'L' ? l : r) + rest, here, "%s: round %zu is not optimal: %lld "
                     "+ %lld, the interval is worth %lld", desc, t + 1,
                     (long long)(kept[t] == 'L' ? l : r), (long long)rest, (long long)here);
        score += kept[t] == 'L' ? l : r;
        here = rest;
    }
    cr_assert(i == j && score == want, "%s: the line ends with the stones %zu..%zu, scoring %lld",
              desc, i + 1, j + 1, (long long)score);
    free(cuts);
    free(kept);
}

/* Checks the solvers on v[0..n-1] (values >= 0): sg_stone5 and
   sg_stone5_count agree; for n <= TABLE_REF_MAX the reference table
   (brute_stone5_table), the library's table entry by entry and its cuts,
   and the line move by move against the reference; for longer rows the table's
   v(0,n-1) when with_table, and the line round by round. */
static void check_large(const int *v, size_t n, bool with_table)
{
    char desc[200];
    int64_t a = SENTINEL, b = SENTINEL;
    uint64_t steps = STEPS_SENTINEL;
    size_t i;

    cr_assert(nonnegative(v, n), "check_large: a negative value");
    snprintf(desc, sizeof desc, "a row of %zu stones starting %d, %d, %d (sum %lld)", n,
             n > 0 ? v[0] : 0, n > 1 ? v[1] : 0, n > 2 ? v[2] : 0, (long long)sum_of(v, n));
    cr_assert_eq(sg_stone5(v, n, &a), SG_OK, "sg_stone5(%s) failed", desc);
    cr_assert_eq(sg_stone5_count(v, n, &b, &steps), SG_OK, "sg_stone5_count(%s) failed", desc);
    cr_assert_eq(a, b, "sg_stone5(%s) = %lld, sg_stone5_count %lld", desc, (long long)a,
                 (long long)b);
    cr_assert(a >= 0 && a <= sum_of(v, n), "sg_stone5(%s) = %lld", desc, (long long)a);
    if (n <= TABLE_REF_MAX) {
        int64_t *ref = malloc(n * n * sizeof *ref + 1), *tab = malloc(n * n * sizeof *tab + 1);
        uint64_t cuts = STEPS_SENTINEL;
        cr_assert(ref && tab, "malloc failed");
        brute_stone5_table(v, n, ref, 0);
        cr_assert(n == 0 || ref[n - 1] == a, "sg_stone5(%s) = %lld, the reference says %lld",
                  desc, (long long)a, (long long)(n ? ref[n - 1] : 0));
        for (i = 0; i < n * n; i++)
            tab[i] = SENTINEL;
        cr_assert_eq(sg_stone5_table(v, n, tab, &cuts), SG_OK, "sg_stone5_table(%s) failed", desc);
        cr_assert_eq(cuts, table_cuts(n), "sg_stone5_table(%s) tried %llu cuts, not %llu", desc,
                     (unsigned long long)cuts, (unsigned long long)table_cuts(n));
        expect_upper_table(tab, ref, n, SENTINEL, "sg_stone5_table", desc, "v", "the reference");
        check_line(v, n, tab, a, desc);
        free(ref);
        free(tab);
        return;
    }
    if (with_table) {
        int64_t *tab = malloc(n * n * sizeof *tab);
        uint64_t cuts = STEPS_SENTINEL;
        cr_assert_not_null(tab, "malloc failed");
        cr_assert_eq(sg_stone5_table(v, n, tab, &cuts), SG_OK, "sg_stone5_table(%s) failed", desc);
        cr_assert_eq(tab[n - 1], a, "sg_stone5_table(%s): v(0,n-1) = %lld, sg_stone5 %lld", desc,
                     (long long)tab[n - 1], (long long)a);
        cr_assert_eq(cuts, table_cuts(n), "sg_stone5_table(%s) tried %llu cuts", desc,
                     (unsigned long long)cuts);
        free(tab);
    }
    check_line_by_solver(v, n, a, desc);
}

/* ---------------------------------------------------------------------
   Examples. */

/* v has the value `value`, and its line of play is the rounds
   line[0..rounds-1] (a cut, counted from 1, and the part kept). */
struct round {
    size_t cut;
    char kept;
};

static void expect_game(const int *v, size_t n, int64_t value, const struct round *line,
                        size_t rounds)
{
    char desc[256];
    size_t cuts[MAXB + 1], got_rounds = CUT_SENTINEL, t;
    char kept[MAXB + 1];
    int64_t a = SENTINEL;

    brute_format(v, n, desc, sizeof desc);
    cr_assert_eq(brute_stone5(v, n), value, "the brute force says %lld on %s, the test expects "
                 "%lld", (long long)brute_stone5(v, n), desc, (long long)value);
    cr_assert_eq(sg_stone5(v, n, &a), SG_OK, "sg_stone5(%s) failed", desc);
    cr_assert_eq(a, value, "sg_stone5(%s) = %lld, expected %lld", desc, (long long)a,
                 (long long)value);
    for (t = 0; t <= MAXB; t++) {
        cuts[t] = CUT_SENTINEL;
        kept[t] = KEPT_SENTINEL;
    }
    a = SENTINEL;
    cr_assert_eq(sg_stone5_line(v, n, cuts, kept, &got_rounds, &a), SG_OK,
                 "sg_stone5_line(%s) failed", desc);
    cr_assert_eq(got_rounds, rounds, "sg_stone5_line(%s) plays %zu rounds, expected %zu", desc,
                 got_rounds, rounds);
    for (t = 0; t < rounds; t++)
        cr_assert(cuts[t] == line[t].cut && kept[t] == line[t].kept, "sg_stone5_line(%s): round "
                  "%zu is [%zu,%c], expected [%zu,%c]", desc, t + 1, cuts[t], kept[t],
                  line[t].cut, line[t].kept);
    cr_assert_eq(a, value, "sg_stone5_line(%s) scores %lld, expected %lld", desc, (long long)a,
                 (long long)value);
    check_small(v, n);
}

Test(examples, leetcode_1563)
{
    static const int a[] = { 6, 2, 3, 4, 5, 5 }, b[] = { 7, 7, 7, 7, 7, 7, 7 }, c[] = { 4 };
    static const struct round la[] = { { 3, 'L' }, { 1, 'R' }, { 2, 'L' } };
    static const struct round lb[] = { { 3, 'L' }, { 1, 'L' } };

    /* 11 | 14: left (11); 6 | 5: right (5); 2 | 3: left (2). */
    expect_game(a, LEN(a), 18, la, LEN(la));
    /* 21 | 28: left (21); 7 | 14: left (7). */
    expect_game(b, LEN(b), 28, lb, LEN(lb));
    expect_game(c, LEN(c), 0, NULL, 0);
}

Test(examples, the_rule_among_optimal_cuts)
{
    /* A tie: both parts are worth 1, the left one is kept. */
    static const int a[] = { 1, 1 };
    static const struct round la[] = { { 1, 'L' } };
    /* Zeros: every cut is worth 0; the shortest left part, one stone. */
    static const int b[] = { 0, 0, 0, 0 };
    static const struct round lb[] = { { 1, 'L' } };
    /* 2 | 1 1 ties: left 2 + 0, right 2 + 1; the right part is better,
       and is cut again at the original index 2. */
    static const int c[] = { 2, 1, 1 };
    static const struct round lc[] = { { 1, 'R' }, { 2, 'L' } };
    /* The mirror image: the left part, then its own cut. */
    static const int d[] = { 1, 1, 2 };
    static const struct round ld[] = { { 2, 'L' }, { 1, 'L' } };
    /* 0 0 | 5 keeps the left part (0) and so does 0 | 0 5; keeping the
       right part, 5, needs a cut after the 5: none, so zero. */
    static const int e[] = { 0, 0, 5 };
    static const struct round le[] = { { 1, 'L' } };
    /* The shortest optimal right part: 5 | 0 0 and 5 0 | 0 both keep
       the right part, worth 0 either way; 5 0 | 0 keeps one stone. */
    static const int f[] = { 5, 0, 0 };
    static const struct round lf[] = { { 2, 'R' } };
    /* 9 | 1 1 1 1 keeps the right part, 4 + 3; the equal stones are then
       halved, at their original indices 3 and 2. */
    static const int g[] = { 9, 1, 1, 1, 1 };
    static const struct round lg[] = { { 1, 'R' }, { 3, 'L' }, { 2, 'L' } };

    expect_game(a, LEN(a), 1, la, LEN(la));
    expect_game(b, LEN(b), 0, lb, LEN(lb));
    expect_game(c, LEN(c), 3, lc, LEN(lc));
    expect_game(d, LEN(d), 3, ld, LEN(ld));
    expect_game(e, LEN(e), 0, le, LEN(le));
    expect_game(f, LEN(f), 0, lf, LEN(lf));
    expect_game(g, LEN(g), 7, lg, LEN(lg));
}

Test(examples, one_and_two_stones)
{
    static const int ones_[] = { 0, 1, 7, INT_MAX };
    static const int pairs[][2] = { { 3, 9 }, { 9, 3 }, { 4, 4 }, { 0, 0 }, { 0, INT_MAX },
                                    { INT_MAX, 0 }, { INT_MAX, INT_MAX }, { INT_MAX - 1, INT_MAX } };
    size_t i;

    /* One stone: no round, nothing scored. */
    for (i = 0; i < LEN(ones_); i++)
        expect_game(&ones_[i], 1, 0, NULL, 0);
    /* Two stones: the one cut, the smaller stone kept, the left one on a
       tie. */
    for (i = 0; i < LEN(pairs); i++) {
        int l = pairs[i][0], r = pairs[i][1];
        struct round line = { 1, l <= r ? 'L' : 'R' };
        expect_game(pairs[i], 2, l <= r ? l : r, &line, 1);
    }
}

/* Equal stones: the value c (n - ones(n)), the line halves the row and
   keeps the left half, floor(m/2) of m stones, every round. */
static void expect_equal_row(size_t n, int c, int *v, size_t *cuts, char *kept)
{
    size_t rounds = CUT_SENTINEL, t, m = n;
    int64_t a = SENTINEL, want = equal_row_value(n, c);

    for (t = 0; t < n; t++)
        v[t] = c;
    cr_assert_eq(sg_stone5(v, n, &a), SG_OK, "sg_stone5(%zu stones of %d) failed", n, c);
    cr_assert_eq(a, want, "sg_stone5(%zu stones of %d) = %lld, expected %lld", n, c,
                 (long long)a, (long long)want);
    a = SENTINEL;
    cr_assert_eq(sg_stone5_line(v, n, cuts, kept, &rounds, &a), SG_OK,
                 "sg_stone5_line(%zu stones of %d) failed", n, c);
    cr_assert_eq(a, want, "sg_stone5_line(%zu stones of %d) scores %lld, expected %lld", n, c,
                 (long long)a, (long long)want);
    if (c == 0) {                   /* every cut is worth 0: one stone kept */
        cr_assert(n < 2 || (rounds == 1 && cuts[0] == 1 && kept[0] == 'L'),
                  "%zu zeros: %zu rounds, the first [%zu,%c]", n, rounds, cuts[0], kept[0]);
        return;
    }
    for (t = 0; m > 1; t++, m /= 2)
        cr_assert(t < rounds && cuts[t] == m / 2 && kept[t] == 'L', "%zu stones of %d: round "
                  "%zu is [%zu,%c] (of %zu rounds), expected [%zu,L]", n, c, t + 1,
                  t < rounds ? cuts[t] : 0, t < rounds ? kept[t] : '-', rounds, m / 2);
    cr_assert_eq(rounds, t, "%zu stones of %d: %zu rounds, expected %zu", n, c, rounds, t);
}

Test(examples, equal_stones, .timeout = 60)
{
    static const int values[] = { 0, 1, 7, 1000, INT_MAX - 1, INT_MAX };
    int v[MAXB];
    size_t n, k, cuts[700];
    char kept[700];
    int *w = malloc(700 * sizeof *w);

    cr_assert_not_null(w, "malloc failed");
    /* The closed form against the brute force. */
    for (k = 0; k < LEN(values); k++)
        for (n = 0; n <= MAXB; n++) {
            for (size_t i = 0; i < n; i++)
                v[i] = values[k];
            cr_assert_eq(brute_stone5(v, n), equal_row_value(n, values[k]),
                         "brute force on %zu stones of %d: %lld, the closed form %lld", n,
                         values[k], (long long)brute_stone5(v, n),
                         (long long)equal_row_value(n, values[k]));
            check_small(v, n);
        }
    /* And against the library, longer. */
    for (k = 0; k < LEN(values); k++)
        for (n = 0; n <= 700; n += n < 70 ? 1 : 37)
            expect_equal_row(n, values[k], w, cuts, kept);
    free(w);
}

/* ---------------------------------------------------------------------
   Against the brute force. */

Test(brute, oracle_self_check)
{
    static const int a[] = { 6, 2, 3, 4, 5, 5 }, b[] = { 7, 7, 7, 7, 7, 7, 7 }, c[] = { 4 },
                     d[] = { 1, 1 }, e[] = { 2, 1, 1 }, f[] = { 0, 0, 0 }, g[] = { 1, 2 };

    cr_assert_eq(brute_stone5(a, LEN(a)), 18, "brute_stone5([6,2,3,4,5,5]) = %lld",
                 (long long)brute_stone5(a, LEN(a)));
    cr_assert_eq(brute_stone5(b, LEN(b)), 28, "brute_stone5([7 x 7]) = %lld",
                 (long long)brute_stone5(b, LEN(b)));
    cr_assert_eq(brute_stone5(c, LEN(c)), 0, "brute_stone5([4]) is not 0");
    cr_assert_eq(brute_stone5(NULL, 0), 0, "brute_stone5 of nothing is not 0");
    cr_assert_eq(brute_stone5(d, LEN(d)), 1, "brute_stone5([1,1]) is not 1");
    /* 2 | 1 1 is a tie: keeping the right part, 2 + 1. */
    cr_assert_eq(brute_stone5(e, LEN(e)), 3, "brute_stone5([2,1,1]) is not 3");
    cr_assert_eq(brute_stone5(f, LEN(f)), 0, "brute_stone5([0,0,0]) is not 0");
    /* 1 | 2: Bob throws the 2 away. */
    cr_assert_eq(brute_stone5(g, LEN(g)), 1, "brute_stone5([1,2]) is not 1");
}

/* The line checker refuses bad lines: a cut outside the interval, the
   larger part kept, a cut that is not optimal, a line that stops early or
   goes on, a wrong score, a letter that is no part, and (with the rule)
   an optimal cut other than the library's. */
Test(brute, line_checker_self_check)
{
    static const int a[] = { 6, 2, 3, 4, 5, 5 }, z[] = { 0, 0, 0 };
    static const size_t good_c[] = { 3, 1, 2 }, far_c[] = { 6, 1, 2 }, zero_c[] = { 0, 1, 2 },
                        bad_c[] = { 2, 1, 2 }, z_c[] = { 2, 1 };
    char msg[400];
    int64_t bd[36];
    size_t i, j;

    for (i = 0; i < 6; i++)
        for (j = i; j < 6; j++)
            bd[i * 6 + j] = brute_stone5(a + i, j - i + 1);
    cr_assert(brute_check_stone5_line(a, 6, good_c, "LRL", 3, 18, NULL, 1, msg, sizeof msg),
              "the good line is refused: %s", msg);
    cr_assert(brute_check_stone5_line(a, 6, good_c, "LRL", 3, 18, bd, 1, msg, sizeof msg),
              "the good line is refused with a table: %s", msg);
    cr_assert(!brute_check_stone5_line(a, 6, good_c, "LRL", 3, 17, NULL, 1, msg, sizeof msg),
              "a wrong score is accepted");
    cr_assert(!brute_check_stone5_line(a, 6, good_c, "LRL", 2, 16, NULL, 1, msg, sizeof msg),
              "a line that stops early is accepted");
    cr_assert(!brute_check_stone5_line(a, 6, far_c, "LRL", 3, 18, NULL, 1, msg, sizeof msg),
              "a cut after the last stone is accepted");
    cr_assert(!brute_check_stone5_line(a, 6, zero_c, "LRL", 3, 18, NULL, 1, msg, sizeof msg),
              "a cut before the first stone is accepted");
    cr_assert(!brute_check_stone5_line(a, 6, good_c, "RRL", 3, 18, NULL, 0, msg, sizeof msg),
              "the larger part kept is accepted");
    cr_assert(!brute_check_stone5_line(a, 6, good_c, "LxL", 3, 18, NULL, 0, msg, sizeof msg),
              "a part 'x' is accepted");
    /* 8 | 17, left kept: legal, but worth 8 + v(6,2) = 10 < 18. */
    cr_assert(!brute_check_stone5_line(a, 6, bad_c, "LRL", 3, 18, NULL, 0, msg, sizeof msg),
              "a cut that is not optimal is accepted");
    /* Zeros: 0 0 | 0 keeping the right part is legal and optimal, but
       not the library's choice; 0 0 | 0 keeping the left part, then 0 | 0,
       is optimal too. */
    cr_assert(brute_check_stone5_line(z, 3, z_c, "R", 1, 0, NULL, 0, msg, sizeof msg),
              "an optimal line of zeros is refused: %s", msg);
    cr_assert(!brute_check_stone5_line(z, 3, z_c, "R", 1, 0, NULL, 1, msg, sizeof msg),
              "a line against the rule is accepted with the rule");
    cr_assert(brute_check_stone5_line(z, 3, z_c, "LL", 2, 0, NULL, 0, msg, sizeof msg),
              "a longer optimal line of zeros is refused: %s", msg);
    cr_assert(!brute_check_stone5_line(z, 3, z_c, "LL", 2, 0, NULL, 1, msg, sizeof msg),
              "a longer line is accepted with the rule");
    cr_assert(brute_check_stone5_line(z, 1, NULL, NULL, 0, 0, NULL, 1, msg, sizeof msg),
              "one stone and no round is refused: %s", msg);
    cr_assert(!brute_check_stone5_line(z, 1, z_c, "L", 1, 0, NULL, 1, msg, sizeof msg),
              "a round on one stone is accepted");
}

/* Every row of length 0..7 with values in 0..3: zeros and ties
   everywhere, so the rule of the line is tested hard. */
Test(brute, every_row_up_to_7_over_0_to_3, .timeout = 120)
{
    /* 1 + 4 + 16 + ... + 4^7 */
    check_every_array(7, 0, 3, check_small, &small_rows_checked, 21845);
}

/* Every row of length 0..9 with values in 0..2: longer rows, where a
   zero or a tie can sit anywhere. */
Test(brute, every_row_up_to_9_over_0_to_2, .timeout = 120)
{
    /* 1 + 3 + 9 + ... + 3^9 */
    check_every_array(9, 0, 2, check_small, &small_rows_checked, 29524);
}

Test(brute, random_rows, .timeout = 120)
{
    check_random_arrays(0x57055001ULL, 12000, MAXB, fill_stone5_kind, STONE5_KINDS, check_small,
                        &small_rows_checked, 600);
}

/* Values near INT_MAX: the sums of a row pass 2^31 and 2^32. */
Test(brute, large_values, .timeout = 120)
{
    static const int pool[] = { 0, 1, INT_MAX / 2, INT_MAX / 2 + 1, INT_MAX - 1, INT_MAX };
    uint64_t seed = 0x57055002ULL;
    int v[MAXB];
    long count, before = small_rows_checked;

    for (count = 0; count < 2000; count++) {
        size_t n = (size_t)rng_range(&seed, 1, MAXB), i;
        for (i = 0; i < n; i++)
            v[i] = pool[rng_range(&seed, 0, (int)LEN(pool) - 1)];
        check_small(v, n);
    }
    cr_assert_eq(small_rows_checked - before, 2000, "checked %ld rows", small_rows_checked - before);
}

/* ---------------------------------------------------------------------
   The counts of the chapter. */

/* The rows of the count tests: 600 from seed, 500 of 0 to 60 stones and
   then 100 of 61 to 1000, of every kind in turn; check(v, n, kind) on
   each. */
static void for_each_count_row(uint64_t seed, void (*check)(const int *v, size_t n, int kind))
{
    int *v = malloc(1000 * sizeof *v);
    long count;

    cr_assert_not_null(v, "malloc failed");
    for (count = 0; count < 600; count++) {
        size_t n = (size_t)(count < 500 ? rng_range(&seed, 0, 60) : rng_range(&seed, 61, 1000));
        int kind = (int)(count % STONE5_KINDS);
        fill_stone5_kind(v, n, &seed, kind);
        check(v, n, kind);
    }
    free(v);
}

static void expect_at_least_the_intervals(const int *v, size_t n, int kind)
{
    int64_t a = SENTINEL, b = SENTINEL;
    uint64_t steps = STEPS_SENTINEL;

    (void)kind;
    cr_assert_eq(sg_stone5_count(v, n, &a, &steps), SG_OK, "sg_stone5_count failed");
    cr_assert_eq(sg_stone5(v, n, &b), SG_OK, "sg_stone5 failed");
    cr_assert_eq(a, b, "sg_stone5_count = %lld, sg_stone5 = %lld on %zu stones", (long long)a,
                 (long long)b, n);
    cr_assert_geq(steps, (uint64_t)n * (n ? n - 1 : 0) / 2, "%zu stones: %llu steps, fewer "
                  "than the intervals", n, (unsigned long long)steps);
}

/* sg_stone5_count's steps are at least the n(n-1)/2 intervals, and its
   value is sg_stone5's. */
Test(count, steps_at_least_the_intervals, .timeout = 60)
{
    for_each_count_row(0x57055003ULL, expect_at_least_the_intervals);
}

static void expect_at_most_n_n_minus_1(const int *v, size_t n, int kind)
{
    int64_t a;
    uint64_t steps = STEPS_SENTINEL;

    cr_assert_eq(sg_stone5_count(v, n, &a, &steps), SG_OK, "sg_stone5_count failed");
    cr_assert_leq(steps, (uint64_t)n * (n ? n - 1 : 0), "%zu stones (kind %d, starting %d, "
                  "%d): %llu steps, more than n(n-1)", n, kind, n ? v[0] : 0, n > 1 ? v[1] : 0,
                  (unsigned long long)steps);
}

/* The bound of the chapter's theorem: at most n(n-1) steps, on every
   row, also those on which every row's pointer goes as far as it can
   (zeros; powers of two rising). */
Test(count, steps_at_most_n_n_minus_1, .timeout = 60)
{
    static const int one[] = { 5 }, two[] = { 1, 1 }, zeros[8] = { 0 },
                     rising[] = { 1, 2, 4, 8, 16, 32, 64, 128 };
    static const struct { const int *v; size_t n; } rows[] = {
        { one, 1 }, { two, 2 }, { zeros, 8 }, { rising, 8 },
    };
    size_t k;

    for (k = 0; k < LEN(rows); k++) {
        int64_t a;
        uint64_t steps = STEPS_SENTINEL, n = rows[k].n;
        cr_assert_eq(sg_stone5_count(rows[k].v, rows[k].n, &a, &steps), SG_OK, "count failed");
        cr_assert_leq(steps, n * (n - 1), "sg_stone5_count on %zu stones (row %zu of the list): "
                      "%llu steps, more than n(n-1) = %llu", rows[k].n, k,
                      (unsigned long long)steps, (unsigned long long)(n * (n - 1)));
    }
    for_each_count_row(0x57055004ULL, expect_at_most_n_n_minus_1);
}

static void expect_steps_of_the_theorem(const int *v, size_t n, int kind)
{
    int64_t a;
    uint64_t steps = STEPS_SENTINEL, want = theorem_steps(v, n);

    cr_assert_eq(sg_stone5_count(v, n, &a, &steps), SG_OK, "sg_stone5_count failed");
    cr_assert_eq(steps, want, "%zu stones (kind %d, starting %d, %d): %llu steps, the theorem "
                 "counts %llu", n, kind, n ? v[0] : 0, n > 1 ? v[1] : 0,
                 (unsigned long long)steps, (unsigned long long)want);
}

/* The steps are those of the theorem: one per interval i..j with i < j,
   and one per move of a row's pointer (computed here from p(i,n-1)). */
Test(count, steps_of_the_theorem, .timeout = 60)
{
    for_each_count_row(0x57055005ULL, expect_steps_of_the_theorem);
}

/* The textbook table tries (n^3 - n)/6 cuts, whatever the values. */
Test(count, table_cuts, .timeout = 60)
{
    static const size_t sizes[] = { 0, 1, 2, 3, 4, 10, 100, 257, 500 };
    uint64_t seed = 0x57055006ULL;
    int *v = malloc(500 * sizeof *v);
    int64_t *tab = malloc(500 * 500 * sizeof *tab);
    size_t k;
    int kind;

    cr_assert(v && tab, "malloc failed");
    cr_assert_eq(table_cuts(10), 165, "(10^3 - 10)/6 is not 165");
    cr_assert_eq(table_cuts(1000), 166666500, "(1000^3 - 1000)/6 is not 166666500");
    for (k = 0; k < LEN(sizes); k++)
        for (kind = 0; kind < STONE5_KINDS; kind += sizes[k] > 100 ? 3 : 1) {
            uint64_t cuts = STEPS_SENTINEL;
            fill_stone5_kind(v, sizes[k], &seed, kind);
            cr_assert_eq(sg_stone5_table(v, sizes[k], tab, &cuts), SG_OK, "table failed");
            cr_assert_eq(cuts, table_cuts(sizes[k]), "sg_stone5_table on %zu stones tried %llu "
                         "cuts, not %llu", sizes[k], (unsigned long long)cuts,
                         (unsigned long long)table_cuts(sizes[k]));
        }
    free(v);
    free(tab);
}

/* ---------------------------------------------------------------------
   Large rows. */

Test(large, random_up_to_600, .timeout = 120)
{
    static const size_t sizes[] = { 13, 14, 15, 16, 17, 31, 32, 33, 64, 100, 127, 128, 129, 255,
                                    256, 300, 511, 600 };
    uint64_t seed = 0x57055007ULL;
    int *v = malloc(600 * sizeof *v);
    size_t a;
    int kind;
    long count = 0;

    cr_assert_not_null(v, "malloc failed");
    for (a = 0; a < LEN(sizes); a++)
        for (kind = 0; kind < STONE5_KINDS; kind += sizes[a] > 300 ? 2 : 1) {
            fill_stone5_kind(v, sizes[a], &seed, kind);
            check_large(v, sizes[a], false);
            count++;
        }
    cr_assert_geq(count, 90, "checked %ld rows", count);
    free(v);
}

Test(large, random_up_to_2000, .timeout = 120)
{
    static const size_t sizes[] = { 601, 777, 1000, 1023, 1500, 2000 };
    uint64_t seed = 0x57055008ULL;
    int *v = malloc(2000 * sizeof *v);
    size_t a;
    int kind;
    long count = 0;

    cr_assert_not_null(v, "malloc failed");
    for (a = 0; a < LEN(sizes); a++)
        for (kind = 0; kind < STONE5_KINDS; kind++) {
            fill_stone5_kind(v, sizes[a], &seed, kind);
            /* The table's v(0,n-1) at 601 for every kind, at 1000 for half
               of them. */
            check_large(v, sizes[a], sizes[a] == 601 || (sizes[a] == 1000 && kind < 3));
            count++;
        }
    cr_assert_eq(count, (long)LEN(sizes) * STONE5_KINDS, "checked %ld rows", count);
    free(v);
}

Test(large, many_random_sizes, .timeout = 120)
{
    uint64_t seed = 0x57055009ULL;
    int *v = malloc(2000 * sizeof *v);
    long count;

    cr_assert_not_null(v, "malloc failed");
    for (count = 0; count < 60; count++) {
        size_t n = (size_t)(count % 2 ? rng_range(&seed, 13, 400) : rng_range(&seed, 401, 2000));
        fill_stone5_kind(v, n, &seed, (int)(count % STONE5_KINDS));
        check_large(v, n, false);
    }
    free(v);
}

/* At the limit, SG_STONE5_MAX stones of INT_MAX: a gibibyte of triangle
   and scores far beyond 32 bits, the closed form of equal rows; the line
   halves the row 13 times; one stone more is refused. */
Test(large, int_max_at_the_limit, .timeout = 240)
{
    size_t n = SG_STONE5_MAX, t, m, rounds = CUT_SENTINEL;
    int *v = malloc((n + 1) * sizeof *v);
    size_t *cuts = malloc((n + 1) * sizeof *cuts);
    char *kept = malloc(n + 1);
    int64_t a = SENTINEL, want = equal_row_value(n, INT_MAX);
    uint64_t steps = STEPS_SENTINEL;

    cr_assert(v && cuts && kept, "malloc failed");
    cr_assert_eq(SG_STONE5_MAX, (size_t)16383, "SG_STONE5_MAX is %zu", SG_STONE5_MAX);
    /* The triangle, n(n+1)/2 entries of 8 bytes, within a gibibyte. */
    cr_assert_leq(4 * (uint64_t)n * (n + 1), (uint64_t)1 << 30, "the triangle at the limit "
                  "takes %llu bytes", (unsigned long long)(4 * (uint64_t)n * (n + 1)));
    cr_assert_eq(want, (int64_t)16369 * INT_MAX, "the closed form at the limit");
    for (t = 0; t <= n; t++)
        v[t] = INT_MAX;
    cr_assert_eq(sg_stone5_count(v, n, &a, &steps), SG_OK, "sg_stone5_count at the limit failed");
    cr_assert_eq(a, want, "sg_stone5_count on %zu stones of INT_MAX = %lld, expected %lld", n,
                 (long long)a, (long long)want);
    cr_assert_geq(steps, (uint64_t)n * (n - 1) / 2, "%llu steps at the limit",
                  (unsigned long long)steps);
    a = SENTINEL;
    cr_assert_eq(sg_stone5_line(v, n, cuts, kept, &rounds, &a), SG_OK,
                 "sg_stone5_line at the limit failed");
    cr_assert_eq(a, want, "sg_stone5_line at the limit scores %lld, expected %lld", (long long)a,
                 (long long)want);
    for (t = 0, m = n; m > 1; t++, m /= 2)
        cr_assert(t < rounds && cuts[t] == m / 2 && kept[t] == 'L', "at the limit, round %zu is "
                  "[%zu,%c], expected [%zu,L]", t + 1, t < rounds ? cuts[t] : 0,
                  t < rounds ? kept[t] : '-', m / 2);
    cr_assert_eq(rounds, 13, "%zu rounds at the limit, expected 13", rounds);
    /* One stone more: refused before any allocation, nothing written. */
    a = SENTINEL;
    steps = STEPS_SENTINEL;
    rounds = CUT_SENTINEL;
    cuts[0] = CUT_SENTINEL;
    kept[0] = KEPT_SENTINEL;
    cr_assert_eq(sg_stone5(v, n + 1, &a), SG_ETOOBIG, "sg_stone5 on %zu stones", n + 1);
    cr_assert_eq(sg_stone5_count(v, n + 1, &a, &steps), SG_ETOOBIG, "count on %zu stones", n + 1);
    cr_assert_eq(sg_stone5_line(v, n + 1, cuts, kept, &rounds, &a), SG_ETOOBIG,
                 "line on %zu stones", n + 1);
    cr_assert(a == SENTINEL && steps == STEPS_SENTINEL && rounds == CUT_SENTINEL
              && cuts[0] == CUT_SENTINEL && kept[0] == KEPT_SENTINEL,
              "a refused call on %zu stones wrote a result", n + 1);
    free(v);
    free(cuts);
    free(kept);
}

/* ---------------------------------------------------------------------
   Errors: the code, and nothing written. */

Test(errors, zero_and_one_stone)
{
    static const int v[1] = { 42 };
    int64_t r, t = SENTINEL;
    uint64_t steps, cuts;
    size_t rounds, cut[1] = { CUT_SENTINEL };
    char kept[1] = { KEPT_SENTINEL };

    r = SENTINEL;
    cr_assert(sg_stone5(NULL, 0, &r) == SG_OK && r == 0, "sg_stone5(NULL, 0) = %lld", (long long)r);
    r = SENTINEL;
    cr_assert(sg_stone5(v, 0, &r) == SG_OK && r == 0, "sg_stone5(v, 0) = %lld", (long long)r);
    r = SENTINEL;
    cr_assert(sg_stone5(v, 1, &r) == SG_OK && r == 0, "sg_stone5([42]) = %lld", (long long)r);
    r = SENTINEL;
    steps = STEPS_SENTINEL;
    cr_assert(sg_stone5_count(NULL, 0, &r, &steps) == SG_OK && r == 0 && steps == 0,
              "sg_stone5_count(NULL, 0) = %lld, %llu steps", (long long)r,
              (unsigned long long)steps);
    r = SENTINEL;
    cr_assert(sg_stone5_count(v, 1, &r, NULL) == SG_OK && r == 0, "sg_stone5_count([42]) failed");
    /* The table: nothing to write for no stone, even into NULL. */
    cuts = STEPS_SENTINEL;
    cr_assert_eq(sg_stone5_table(NULL, 0, NULL, &cuts), SG_OK, "table(NULL, 0, NULL) failed");
    cr_assert_eq(cuts, 0, "table(NULL, 0) tried %llu cuts", (unsigned long long)cuts);
    cr_assert_eq(sg_stone5_table(v, 0, NULL, NULL), SG_OK, "table(v, 0, NULL) failed");
    cr_assert_eq(sg_stone5_table(v, 0, &t, NULL), SG_OK, "table(v, 0, t) failed");
    cr_assert_eq(t, SENTINEL, "sg_stone5_table wrote into a table of 0 entries");
    cuts = STEPS_SENTINEL;
    cr_assert_eq(sg_stone5_table(v, 1, &t, &cuts), SG_OK, "table([42]) failed");
    cr_assert(t == 0 && cuts == 0, "table([42]) = %lld, %llu cuts", (long long)t,
              (unsigned long long)cuts);
    /* The line: no round; cuts and kept may be NULL; alice may be NULL. */
    r = SENTINEL;
    rounds = CUT_SENTINEL;
    cr_assert_eq(sg_stone5_line(NULL, 0, NULL, NULL, &rounds, &r), SG_OK, "line(NULL, 0) failed");
    cr_assert(rounds == 0 && r == 0, "line(NULL, 0): %zu rounds, %lld", rounds, (long long)r);
    r = SENTINEL;
    rounds = CUT_SENTINEL;
    cr_assert_eq(sg_stone5_line(v, 1, NULL, NULL, &rounds, &r), SG_OK, "line([42], NULL) failed");
    cr_assert(rounds == 0 && r == 0, "line([42]): %zu rounds, %lld", rounds, (long long)r);
    rounds = CUT_SENTINEL;
    cr_assert_eq(sg_stone5_line(v, 1, cut, kept, &rounds, NULL), SG_OK, "line([42]) failed");
    cr_assert(rounds == 0 && cut[0] == CUT_SENTINEL && kept[0] == KEPT_SENTINEL,
              "line([42]) played a round");
    rounds = CUT_SENTINEL;
    cr_assert_eq(sg_stone5_line(v, 0, cut, NULL, &rounds, NULL), SG_OK, "line(v, 0) failed");
    cr_assert_eq(rounds, 0, "line(v, 0): %zu rounds", rounds);
}

Test(errors, null_pointers)
{
    static const int v[3] = { 1, 2, 3 };
    int64_t r = SENTINEL, tab[9];
    uint64_t steps = STEPS_SENTINEL, cuts = STEPS_SENTINEL;
    size_t cut[3] = { CUT_SENTINEL, CUT_SENTINEL, CUT_SENTINEL }, rounds = CUT_SENTINEL, i;
    char kept[3] = { KEPT_SENTINEL, KEPT_SENTINEL, KEPT_SENTINEL };

    for (i = 0; i < 9; i++)
        tab[i] = SENTINEL;
    expect_code(sg_stone5(NULL, 3, &r), SG_ENULL, "sg_stone5(NULL, 3)");
    expect_code(sg_stone5(NULL, 1, &r), SG_ENULL, "sg_stone5(NULL, 1)");
    expect_code(sg_stone5(v, 3, NULL), SG_ENULL, "sg_stone5(v, 3, NULL)");
    expect_code(sg_stone5(v, 0, NULL), SG_ENULL, "sg_stone5(v, 0, NULL)");
    expect_code(sg_stone5(NULL, 0, NULL), SG_ENULL, "sg_stone5(NULL, 0, NULL)");
    expect_code(sg_stone5_count(NULL, 3, &r, &steps), SG_ENULL, "sg_stone5_count(NULL, 3)");
    expect_code(sg_stone5_count(v, 3, NULL, &steps), SG_ENULL, "sg_stone5_count(v, 3, NULL)");
    expect_code(sg_stone5_count(NULL, 0, NULL, &steps), SG_ENULL, "sg_stone5_count(NULL, 0, NULL)");
    cr_assert(r == SENTINEL && steps == STEPS_SENTINEL, "a refused sg_stone5 wrote a result");
    expect_code(sg_stone5_table(NULL, 3, tab, &cuts), SG_ENULL, "sg_stone5_table(NULL, 3)");
    expect_code(sg_stone5_table(v, 3, NULL, &cuts), SG_ENULL, "sg_stone5_table(v, 3, NULL)");
    expect_code(sg_stone5_table(v, 1, NULL, &cuts), SG_ENULL, "sg_stone5_table(v, 1, NULL)");
    expect_code(sg_stone5_table(NULL, 3, NULL, NULL), SG_ENULL, "sg_stone5_table(NULL, 3, NULL)");
    cr_assert_eq(cuts, STEPS_SENTINEL, "a refused sg_stone5_table wrote its cuts");
    for (i = 0; i < 9; i++)
        cr_assert_eq(tab[i], SENTINEL, "a refused sg_stone5_table wrote entry %zu", i);
    expect_code(sg_stone5_line(NULL, 3, cut, kept, &rounds, &r), SG_ENULL, "line(NULL, 3)");
    expect_code(sg_stone5_line(v, 3, cut, kept, NULL, &r), SG_ENULL, "line(v, 3, rounds NULL)");
    expect_code(sg_stone5_line(v, 3, NULL, kept, &rounds, &r), SG_ENULL, "line(v, 3, cuts NULL)");
    expect_code(sg_stone5_line(v, 3, cut, NULL, &rounds, &r), SG_ENULL, "line(v, 3, kept NULL)");
    expect_code(sg_stone5_line(v, 2, NULL, NULL, &rounds, &r), SG_ENULL, "line(v, 2, NULL, NULL)");
    expect_code(sg_stone5_line(v, 1, NULL, NULL, NULL, &r), SG_ENULL, "line(v, 1, rounds NULL)");
    expect_code(sg_stone5_line(NULL, 0, NULL, NULL, NULL, NULL), SG_ENULL,
                "line(NULL, 0, rounds NULL)");
    cr_assert(r == SENTINEL && rounds == CUT_SENTINEL, "a refused sg_stone5_line wrote a result");
    for (i = 0; i < 3; i++)
        cr_assert(cut[i] == CUT_SENTINEL && kept[i] == KEPT_SENTINEL,
                  "a refused sg_stone5_line wrote round %zu", i);
    /* The good calls, for comparison: [1,2,3] is cut 1 | 2 3 (left kept,
       1) or 1 2 | 3 (a tie: 3 + v(1,2) = 4). */
    cr_assert(sg_stone5(v, 3, &r) == SG_OK && r == 4, "sg_stone5([1,2,3]) = %lld", (long long)r);
    cr_assert_eq(sg_stone5_line(v, 3, cut, kept, &rounds, NULL), SG_OK, "line([1,2,3]) failed");
    cr_assert(rounds == 2 && cut[0] == 2 && kept[0] == 'L' && cut[1] == 1 && kept[1] == 'L',
              "line([1,2,3]) = %zu rounds, [%zu,%c], [%zu,%c]", rounds, cut[0], kept[0], cut[1],
              kept[1]);
}

/* A negative value anywhere: SG_EINVAL from every function, with nothing
   written. */
static void expect_refused_negative(const int *v, size_t n, const char *desc)
{
    int64_t r = SENTINEL, *tab = NULL;
    uint64_t steps = STEPS_SENTINEL, cuts = STEPS_SENTINEL;
    size_t *cut = malloc((n + 1) * sizeof *cut), rounds = CUT_SENTINEL, i;
    char *kept = malloc(n + 1);

    cr_assert(cut && kept, "malloc failed");
    for (i = 0; i <= n; i++) {
        cut[i] = CUT_SENTINEL;
        kept[i] = KEPT_SENTINEL;
    }
    expect_code(sg_stone5(v, n, &r), SG_EINVAL, desc);
    expect_code(sg_stone5_count(v, n, &r, &steps), SG_EINVAL, desc);
    expect_code(sg_stone5_count(v, n, &r, NULL), SG_EINVAL, desc);
    expect_code(sg_stone5_line(v, n, cut, kept, &rounds, &r), SG_EINVAL, desc);
    expect_code(sg_stone5_line(v, n, cut, kept, &rounds, NULL), SG_EINVAL, desc);
    cr_assert(r == SENTINEL && steps == STEPS_SENTINEL && rounds == CUT_SENTINEL,
              "%s: a refused call wrote a result", desc);
    for (i = 0; i <= n; i++)
        cr_assert(cut[i] == CUT_SENTINEL && kept[i] == KEPT_SENTINEL,
                  "%s: a refused sg_stone5_line wrote round %zu", desc, i);
    if (n <= SG_STONE5_TABLE_MAX) {
        tab = malloc(n * n * sizeof *tab);
        cr_assert_not_null(tab, "malloc failed");
        for (i = 0; i < n * n; i++)
            tab[i] = SENTINEL;
        expect_code(sg_stone5_table(v, n, tab, &cuts), SG_EINVAL, desc);
        expect_code(sg_stone5_table(v, n, tab, NULL), SG_EINVAL, desc);
        cr_assert_eq(cuts, STEPS_SENTINEL, "%s: a refused sg_stone5_table wrote its cuts", desc);
        for (i = 0; i < n * n; i++)
            cr_assert_eq(tab[i], SENTINEL, "%s: a refused sg_stone5_table wrote entry %zu", desc, i);
        free(tab);
    }
    free(cut);
    free(kept);
}

Test(errors, negative_values, .timeout = 60)
{
    static const int negatives[] = { -1, -2, -1000, INT_MIN + 1, INT_MIN };
    uint64_t seed = 0x5705500AULL;
    int v[MAXB], *big;
    char desc[300];
    size_t n, p, k, sizes[] = { 300, SG_STONE5_TABLE_MAX, SG_STONE5_TABLE_MAX + 1, SG_STONE5_MAX };

    /* Every position of every length up to MAXB, each negative value;
       the rest small, zeros, or large. */
    for (n = 1; n <= MAXB; n++)
        for (p = 0; p < n; p++)
            for (k = 0; k < LEN(negatives); k++) {
                fill_stone5_kind(v, n, &seed, (int)((n + p + k) % STONE5_KINDS));
                v[p] = negatives[k];
                brute_format(v, n, desc, sizeof desc);
                expect_refused_negative(v, n, desc);
            }
    /* Long rows, the negative value at the very end, where a solver that
       checked it late would have done its work (or its allocations)
       first; or at the start, or in the middle. */
    big = malloc(SG_STONE5_MAX * sizeof *big);
    cr_assert_not_null(big, "malloc failed");
    for (k = 0; k < LEN(sizes); k++)
        for (p = 0; p < 3; p++) {
            size_t at = p == 0 ? sizes[k] - 1 : p == 1 ? 0 : sizes[k] / 2;
            fill_stone5_kind(big, sizes[k], &seed, (int)(k % STONE5_KINDS));
            big[at] = negatives[(k + p) % LEN(negatives)];
            snprintf(desc, sizeof desc, "%zu stones with %d at %zu", sizes[k], big[at], at);
            expect_refused_negative(big, sizes[k], desc);
        }
    free(big);
}

Test(errors, table_too_big)
{
    static const int v[3] = { 1, 2, 3 };
    int64_t tab[9];
    uint64_t cuts = STEPS_SENTINEL;
    size_t big = SG_STONE5_TABLE_MAX + 1, i;
    int *zeros;

    /* The caller's table has n * n entries of 8 bytes: a size that size_t
       holds at the limit; and the limit is below the other solvers'. */
    cr_assert_leq(SG_STONE5_TABLE_MAX, SIZE_MAX / SG_STONE5_TABLE_MAX / sizeof(int64_t),
                  "SG_STONE5_TABLE_MAX = %zu: n * n entries overflow size_t", SG_STONE5_TABLE_MAX);
    cr_assert_eq(SG_STONE5_TABLE_MAX, (size_t)4095, "SG_STONE5_TABLE_MAX is %zu",
                 SG_STONE5_TABLE_MAX);
    cr_assert_leq(SG_STONE5_TABLE_MAX, SG_STONE5_MAX, "the table's limit passes sg_stone5's");
    for (i = 0; i < 9; i++)
        tab[i] = SENTINEL;
    /* Too big: refused before any entry is written (the table here is far
       too small). */
    zeros = calloc(big, sizeof *zeros);
    cr_assert_not_null(zeros, "calloc failed");
    expect_code(sg_stone5_table(zeros, big, tab, &cuts), SG_ETOOBIG, "table(n = 4096)");
    expect_code(sg_stone5_table(zeros, SG_STONE5_MAX, tab, &cuts), SG_ETOOBIG, "table(n = 16383)");
    cr_assert_eq(cuts, STEPS_SENTINEL, "a refused sg_stone5_table wrote its cuts");
    for (i = 0; i < 9; i++)
        cr_assert_eq(tab[i], SENTINEL, "a refused sg_stone5_table wrote entry %zu", i);
    /* One stone: v(0,0) = 0, and nothing else. */
    cr_assert_eq(sg_stone5_table(v, 1, tab, NULL), SG_OK, "table(v, 1) failed");
    cr_assert_eq(tab[0], 0, "table([1]) = %lld", (long long)tab[0]);
    for (i = 1; i < 9; i++)
        cr_assert_eq(tab[i], SENTINEL, "table(v, 1) wrote entry %zu", i);
    free(zeros);
}

Test(errors, above_sg_max_n)
{
#if SIZE_MAX > UINT32_MAX
    /* n = SG_MAX_N + 1 and SIZE_MAX with tiny real arrays: each function
       must refuse it before touching them. */
    static const int v[4] = { 1, 2, 3, 4 };
    size_t sizes[2] = { SG_MAX_N + 1, SIZE_MAX }, a, k;
    int64_t tab[4] = { SENTINEL, SENTINEL, SENTINEL, SENTINEL };
    size_t cut[4] = { CUT_SENTINEL, CUT_SENTINEL, CUT_SENTINEL, CUT_SENTINEL };
    char kept[4] = { KEPT_SENTINEL, KEPT_SENTINEL, KEPT_SENTINEL, KEPT_SENTINEL };

    for (a = 0; a < 2; a++) {
        size_t big = sizes[a], rounds = CUT_SENTINEL;
        int64_t r = SENTINEL;
        uint64_t steps = STEPS_SENTINEL, cuts = STEPS_SENTINEL;
        expect_code(sg_stone5(v, big, &r), SG_ETOOBIG, "sg_stone5(n huge)");
        expect_code(sg_stone5_count(v, big, &r, &steps), SG_ETOOBIG, "sg_stone5_count(n huge)");
        expect_code(sg_stone5_table(v, big, tab, &cuts), SG_ETOOBIG, "sg_stone5_table(n huge)");
        expect_code(sg_stone5_line(v, big, cut, kept, &rounds, &r), SG_ETOOBIG,
                    "sg_stone5_line(n huge)");
        expect_code(sg_stone5_line(v, big, cut, kept, &rounds, NULL), SG_ETOOBIG,
                    "sg_stone5_line(n huge, alice NULL)");
        cr_assert(r == SENTINEL && steps == STEPS_SENTINEL && cuts == STEPS_SENTINEL
                  && rounds == CUT_SENTINEL, "a refused solver wrote a result");
    }
    for (k = 0; k < 4; k++)
        cr_assert(tab[k] == SENTINEL && cut[k] == CUT_SENTINEL && kept[k] == KEPT_SENTINEL,
                  "a refused solver wrote entry %zu", k);
#else
    cr_assert_leq((uintmax_t)SIZE_MAX, (uintmax_t)SG_MAX_N, "size_t has 32 bits: no row can exceed SG_MAX_N");
#endif
}

Test(errors, line_too_big)
{
    size_t big = SG_STONE5_MAX + 1, i, rounds = CUT_SENTINEL;
    int *zeros = calloc(big, sizeof *zeros);
    size_t *cut = malloc(big * sizeof *cut);
    char *kept = malloc(big);
    int64_t r = SENTINEL;

    cr_assert(zeros && cut && kept, "malloc failed");
    for (i = 0; i < big; i++) {
        cut[i] = CUT_SENTINEL;
        kept[i] = KEPT_SENTINEL;
    }
    expect_code(sg_stone5_line(zeros, big, cut, kept, &rounds, &r), SG_ETOOBIG, "line(n = 16384)");
    expect_code(sg_stone5(zeros, big, &r), SG_ETOOBIG, "sg_stone5(n = 16384)");
    expect_code(sg_stone5_count(zeros, big, &r, NULL), SG_ETOOBIG, "sg_stone5_count(n = 16384)");
    cr_assert(r == SENTINEL && rounds == CUT_SENTINEL, "a refused call wrote a result");
    for (i = 0; i < big; i++)
        cr_assert(cut[i] == CUT_SENTINEL && kept[i] == KEPT_SENTINEL,
                  "a refused sg_stone5_line wrote round %zu", i);
    free(zeros);
    free(cut);
    free(kept);
}
