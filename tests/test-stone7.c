/* test-stone7.c: tests of the Stone Game VII solvers of libstonegame
   (remove the leftmost or the rightmost stone, score the sum of the
   stones that remain) against brute_stone7, a search of every complete
   play with absolute scores (brute.c), and against an independent
   relative-score reference written here for larger rows, and the linear
   solvers (sg_stone7, sg_stone7_line) against the quadratic ones of the
   library too; the examples of LeetCode 1690 and of the book; the lines
   of play move by move (the quadratic ones left on ties, the linear one
   any optimal move); the theorems of the chapter (Alice's lead is the
   sum of the stones Bob removes, and the game is the card game on the
   negated row); and the error conventions. */
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
#define MOVE_SENTINEL ((char)0x7E)
#define MAXB 14          /* the largest n checked against the brute force */
#define TABLE_REF_MAX 1500   /* the largest n whose n x n tables are built here */

/* The sum of |v[i]|: at most 2^31 - 1 sends sg_stone7_vector to its 32-bit
   lanes, more to its 64-bit fallback. */
static int64_t abs_sum(const int *v, size_t n)
{
    int64_t s = 0;
    for (size_t i = 0; i < n; i++)
        s += v[i] < 0 ? -(int64_t)v[i] : v[i];
    return s;
}

static bool has_int_min(const int *v, size_t n)
{
    for (size_t i = 0; i < n; i++)
        if (v[i] == INT_MIN)
            return true;
    return false;
}

/* ---------------------------------------------------------------------
   An independent reference for rows too long for the brute force: the
   relative score d(i,j) = max(S(i+1,j) - d(i+1,j), S(i,j-1) - d(i,j-1)),
   d(i,i) = 0, filled by increasing length with the sums taken from
   prefix sums (the library's table goes by rows with a running sum).
   Checked against the brute force on every small row below. */
static void ref_table(const int *v, size_t n, int64_t *d)
{
    int64_t *p = malloc((n + 1) * sizeof *p);
    size_t len, i;

    cr_assert_not_null(p, "malloc failed");
    p[0] = 0;
    for (i = 0; i < n; i++) {
        p[i + 1] = p[i] + v[i];
        d[i * n + i] = 0;
    }
    for (len = 2; len <= n; len++)
        for (i = 0; i + len <= n; i++) {
            size_t j = i + len - 1;
            int64_t keep_right_part = p[j + 1] - p[i + 1];   /* S(i+1, j): removes i */
            int64_t keep_left_part = p[j] - p[i];            /* S(i, j-1): removes j */
            int64_t l = keep_right_part - d[(i + 1) * n + j];
            int64_t r = keep_left_part - d[i * n + j - 1];
            d[i * n + j] = l >= r ? l : r;
        }
    free(p);
}

/* The same value d(0, n-1) in O(n) memory, row by row from the last,
   with the sums from prefix sums. */
static int64_t ref_value(const int *v, size_t n)
{
    int64_t *p, *d, result;
    size_t i, j;

    if (n == 0)
        return 0;
    p = malloc((n + 1) * sizeof *p);
    d = malloc(n * sizeof *d);
    cr_assert(p && d, "malloc failed");
    p[0] = 0;
    for (i = 0; i < n; i++)
        p[i + 1] = p[i] + v[i];
    for (i = n; i-- > 0; ) {
        d[i] = 0;
        for (j = i + 1; j < n; j++) {
            int64_t l = p[j + 1] - p[i + 1] - d[j];       /* d[j] is d(i+1, j) */
            int64_t r = p[j] - p[i] - d[j - 1];           /* d[j-1] is d(i, j-1) */
            d[j] = l >= r ? l : r;
        }
    }
    result = d[n - 1];
    free(p);
    free(d);
    return result;
}

/* The chapter's folding theorem: d(0, n-1) = (S + D) / 2, where D is the
   card game's difference (sg_cards_vector) on the negated row.  Returns false,
   and checks nothing, if the row holds INT_MIN (whose negation is no
   int). */
static bool value_by_cards(const int *v, size_t n, int64_t *value)
{
    int *neg;
    int64_t f = SENTINEL, s = SENTINEL, total = sum_of(v, n);
    size_t i;

    if (has_int_min(v, n))
        return false;
    neg = malloc(n * sizeof *neg + 1);
    cr_assert_not_null(neg, "malloc failed");
    for (i = 0; i < n; i++)
        neg[i] = -v[i];
    cr_assert_eq(sg_cards_vector(neg, n, &f, &s), SG_OK, "sg_cards_vector on the negated row failed");
    free(neg);
    cr_assert_eq((total + f - s) % 2, 0, "S + D = %lld is odd", (long long)(total + f - s));
    *value = (total + f - s) / 2;
    return true;
}

/* The theorem again, move by move: the card game's line on the negated
   row (sg_cards_line_bits, which also takes the left card on a tie) is the
   same line as Stone Game VII's. */
static void expect_same_line_as_cards(const int *v, size_t n, const char *moves, const char *desc)
{
    int *neg;
    char *cards_moves;
    size_t i;

    if (has_int_min(v, n) || n > SG_CARDS_LINE_MAX)
        return;
    neg = malloc(n * sizeof *neg + 1);
    cards_moves = malloc(n + 1);
    cr_assert(neg && cards_moves, "malloc failed");
    for (i = 0; i < n; i++)
        neg[i] = -v[i];
    cr_assert_eq(sg_cards_line_bits(neg, n, cards_moves, NULL, NULL), SG_OK,
                 "sg_cards_line_bits on the negated row of %s failed", desc);
    for (i = 0; i < n; i++)
        cr_assert_eq(moves[i], cards_moves[i], "%s: move %zu is %c in Stone Game VII but %c in the "
                     "card game on the negated row", desc, i, moves[i], cards_moves[i]);
    free(neg);
    free(cards_moves);
}

/* ---------------------------------------------------------------------
   The line of play. */

/* Checks a line of play moves[0..n-1] on v: every move is 'L' or 'R';
   if d is not NULL (the n x n relative table, d[i*n+j] = d(i,j)), every
   move keeps the value of its position (expect_ends_line_optimal,
   brute.c); if left_ties, 'R' is played only when 'L' is not optimal
   (when d is given) and the last stone goes as 'L'; replaying the moves
   by the rules gives alice and bob; alice - bob is value; and it is the
   sum of the stones Bob removes (the chapter's theorem). */
static void check_line_rule(const int *v, size_t n, const char *moves, const int64_t *d,
                            int64_t value, int64_t alice, int64_t bob, const char *desc,
                            bool left_ties)
{
    size_t lo = 0, hi = n, t;      /* the stones lo..hi-1 remain */
    int64_t rest = sum_of(v, n), sc[2] = { 0, 0 }, removed[2] = { 0, 0 };

    if (d != NULL)
        expect_ends_line_optimal(ENDS_STONE7, v, n, moves, d, left_ties, desc);
    for (t = 0; t < n; t++) {
        char m = moves[t];
        int x;

        cr_assert(m == 'L' || m == 'R', "line of %s: move %zu is '%c' (%d), not L or R",
                  desc, t, m, (int)(unsigned char)m);
        cr_assert(!left_ties || m == 'L' || lo + 1 < hi, "line of %s: the last move is R, not L",
                  desc);
        x = m == 'L' ? v[lo++] : v[--hi];
        removed[t % 2] += x;
        rest -= x;
        sc[t % 2] += rest;
    }
    cr_assert(lo == hi && rest == 0, "line of %s does not use up the stones", desc);
    cr_assert_eq(sc[0], alice, "line of %s scores %lld for Alice, the solver says %lld",
                 desc, (long long)sc[0], (long long)alice);
    cr_assert_eq(sc[1], bob, "line of %s scores %lld for Bob, the solver says %lld",
                 desc, (long long)sc[1], (long long)bob);
    cr_assert_eq(alice - bob, value, "line of %s: %lld - %lld is not the value %lld",
                 desc, (long long)alice, (long long)bob, (long long)value);
    cr_assert_eq(removed[1], alice - bob, "line of %s: Bob removes stones worth %lld, but Alice "
                 "leads by %lld", desc, (long long)removed[1], (long long)(alice - bob));
}

/* The line of the quadratic solvers: left on ties. */
static void check_line(const int *v, size_t n, const char *moves, const int64_t *d,
                       int64_t value, int64_t alice, int64_t bob, const char *desc)
{
    check_line_rule(v, n, moves, d, value, alice, bob, desc, true);
}

/* The line of `line` (called name in messages) on v: nothing written
   past moves[n-1]; a line that check_line_rule accepts with left_ties (d
   is the relative table of v, or NULL), its scores differing by value;
   if want is not NULL, the line want move by move, with the scores alice
   and bob; and the same line without the scores, and with either one. */
static void check_line_of(line_solver *line, const char *name, const int *v, size_t n,
                          const int64_t *d, int64_t value, bool left_ties, const char *want,
                          int64_t alice, int64_t bob, const char *desc)
{
    char *moves = malloc(n + 1), *again = malloc(n + 1);
    int64_t a = SENTINEL, b = SENTINEL, a2 = SENTINEL, b2 = SENTINEL;
    int rc;

    cr_assert(moves && again, "malloc failed");
    memset(moves, MOVE_SENTINEL, n + 1);
    rc = line(v, n, moves, &a, &b);
    cr_assert_eq(rc, SG_OK, "%s(%s) returned %d", name, desc, rc);
    cr_assert_eq(moves[n], MOVE_SENTINEL, "%s(%s) wrote moves[n]", name, desc);
    if (want != NULL) {
        cr_assert(a == alice && b == bob, "%s(%s) scores %lld, %lld; expected %lld, %lld", name,
                  desc, (long long)a, (long long)b, (long long)alice, (long long)bob);
        cr_assert_eq(memcmp(moves, want, n), 0, "%s(%s) = %.*s, but sg_stone7_line_bits = %.*s",
                     name, desc, (int)n, moves, (int)n, want);
    }
    check_line_rule(v, n, moves, d, value, a, b, desc, left_ties);
    memset(again, MOVE_SENTINEL, n + 1);
    cr_assert_eq(line(v, n, again, NULL, NULL), SG_OK, "%s(%s, NULL, NULL) failed", name, desc);
    cr_assert_eq(memcmp(again, moves, n + 1), 0,
                 "%s(%s) gives another line without the scores", name, desc);
    cr_assert_eq(line(v, n, again, &a2, NULL), SG_OK, "%s(%s, alice, NULL) failed", name, desc);
    cr_assert_eq(line(v, n, again, NULL, &b2), SG_OK, "%s(%s, NULL, bob) failed", name, desc);
    cr_assert(a2 == a && b2 == b, "%s(%s) gives %lld, %lld with one score asked for, %lld, %lld "
              "with both", name, desc, (long long)a2, (long long)b2, (long long)a, (long long)b);
    free(moves);
    free(again);
}

/* The plain line of Part I, sg_stone7_line_plain, on v: the line `fast`
   of sg_stone7_line_bits move by move, with its scores. */
static void check_plain_line(const int *v, size_t n, const char *fast, const int64_t *d,
                             int64_t value, int64_t alice, int64_t bob, const char *desc)
{
    check_line_of(sg_stone7_line_plain, "sg_stone7_line_plain", v, n, d, value, true, fast,
                  alice, bob, desc);
}

/* The linear line, sg_stone7_line, on v: with d (the relative table of
   v, or NULL) every move keeps the value of its position, a tie broken
   either way; its scores are those of replaying it, and differ by
   value. */
static void expect_linear_line(const int *v, size_t n, const int64_t *d, int64_t value,
                               const char *desc)
{
    check_line_of(sg_stone7_line, "sg_stone7_line", v, n, d, value, false, NULL, 0, 0, desc);
}

/* ---------------------------------------------------------------------
   The solvers with the value contract, by name. */

typedef int (*value_solver)(const int *, size_t, int64_t *);

/* d(0, n-1) from the textbook table (n <= TABLE_REF_MAX). */
static int table_value(const int *v, size_t n, int64_t *r)
{
    int64_t *d = malloc(n * n * sizeof *d + 1);
    int rc;

    cr_assert_not_null(d, "malloc failed");
    rc = sg_stone7_table(v, n, d);
    if (rc == SG_OK)
        *r = n ? d[n - 1] : 0;
    free(d);
    return rc;
}

/* alice - bob of the line of play. */
static int line_value(const int *v, size_t n, int64_t *r)
{
    char *moves = line_moves(n, sizeof *moves);
    int64_t a = SENTINEL, b = SENTINEL;
    int rc = sg_stone7_line_bits(v, n, moves, &a, &b);

    return line_value_of(rc, moves, a, b, r);
}

/* alice - bob of the linear line of play. */
static int linear_line_value(const int *v, size_t n, int64_t *r)
{
    char *moves = line_moves(n, sizeof *moves);
    int64_t a = SENTINEL, b = SENTINEL;
    int rc = sg_stone7_line(v, n, moves, &a, &b);

    return line_value_of(rc, moves, a, b, r);
}

static const struct {
    const char *name;
    value_solver solve;
    size_t max_n;        /* the largest n check_large gives it */
} value_solvers[] = {
    { "sg_stone7", sg_stone7, SG_MAX_N },
    { "sg_stone7_line", linear_line_value, SG_STONE7_SCORES_MAX },
    { "sg_stone7_vector", sg_stone7_vector, SG_MAX_N },
    { "sg_stone7_rows", sg_stone7_rows, SG_MAX_N },
    { "sg_stone7_by_length", sg_stone7_by_length, SG_MAX_N },
    { "sg_stone7_table", table_value, TABLE_REF_MAX },
    { "sg_stone7_line_bits", line_value, SG_STONE7_LINE_MAX },
};

/* The four solvers of the public contract int f(values, n, result). */
static const struct {
    const char *name;
    value_solver solve;
} public_solvers[] = {
    { "sg_stone7", sg_stone7 },
    { "sg_stone7_vector", sg_stone7_vector },
    { "sg_stone7_rows", sg_stone7_rows },
    { "sg_stone7_by_length", sg_stone7_by_length },
};

/* ---------------------------------------------------------------------
   Small rows: everything against the brute force. */

static long small_rows_checked;

/* Runs every function on v[0..n-1] (n <= MAXB) and checks it against the
   brute force: the value of every solver, every entry of the table
   against the brute force on its subrow (and nothing written below the
   diagonal or past n*n entries), the line of play move by move and its
   scores against the brute force's (same tie rule), the linear line move
   by move (any optimal move) and its scores, the card game on the
   negated row, the sign for rows without negative values, the bound
   |d| <= sum |v|, and that the input is not modified. */
static void check_small(const int *v, size_t n)
{
    char desc[512], moves[MAXB + 1], again[MAXB + 1];
    int copy[MAXB + 1];
    struct brute_score want = { 0, 0 };
    int64_t bd[MAXB * MAXB], ref[MAXB * MAXB], tab[MAXB * MAXB];
    int64_t value, r, a, b, a2, b2, sigma = abs_sum(v, n);
    size_t i, j, k;
    bool nonnegative = true, positive = true;
    int rc;

    cr_assert_leq(n, (size_t)MAXB, "check_small: n = %zu is too large", n);
    brute_format(v, n, desc, sizeof desc);
    if (n > 0)
        memcpy(copy, v, n * sizeof *v);

    /* The brute force on every subrow i..j. */
    for (i = 0; i < n; i++)
        for (j = i; j < n; j++) {
            struct brute_score s = brute_stone7(v + i, j - i + 1);
            bd[i * n + j] = s.alice - s.bob;
            if (i == 0 && j == n - 1)
                want = s;
        }
    value = want.alice - want.bob;
    for (i = 0; i < n; i++)
        cr_assert_eq(bd[i * n + i], 0, "brute force of %s: one stone is worth %lld",
                     desc, (long long)bd[i * n + i]);
    cr_assert_leq(value < 0 ? -value : value, sigma, "brute force of %s: |%lld| exceeds the sum "
                  "of |values| %lld", desc, (long long)value, (long long)sigma);

    /* The reference of this file against the brute force. */
    ref_table(v, n, ref);
    for (i = 0; i < n; i++)
        for (j = i; j < n; j++)
            cr_assert_eq(ref[i * n + j], bd[i * n + j], "ref_table disagrees with the brute force "
                         "on %s, %zu..%zu", desc, i, j);
    cr_assert_eq(ref_value(v, n), value, "ref_value disagrees with the brute force on %s", desc);

    /* Every solver's value. */
    for (k = 0; k < LEN(value_solvers); k++) {
        r = SENTINEL;
        rc = value_solvers[k].solve(v, n, &r);
        cr_assert_eq(rc, SG_OK, "%s(%s) returned %d", value_solvers[k].name, desc, rc);
        cr_assert_eq(r, value, "%s(%s) = %lld, brute force says %lld", value_solvers[k].name,
                     desc, (long long)r, (long long)value);
    }

    /* The table: every entry against the brute force on its subrow. */
    for (i = 0; i < LEN(tab); i++)
        tab[i] = SENTINEL;
    rc = sg_stone7_table(v, n, tab);
    cr_assert_eq(rc, SG_OK, "sg_stone7_table(%s) returned %d", desc, rc);
    expect_upper_table(tab, bd, n, SENTINEL, "sg_stone7_table", desc, "d",
                       "brute force on the subrow");
    for (i = n * n; i < LEN(tab); i++)
        cr_assert_eq(tab[i], SENTINEL, "sg_stone7_table(%s) wrote entry %zu, past n*n", desc, i);

    /* The line of play: the brute force's scores, and every move. */
    memset(moves, MOVE_SENTINEL, sizeof moves);
    a = b = SENTINEL;
    rc = sg_stone7_line_bits(v, n, moves, &a, &b);
    cr_assert_eq(rc, SG_OK, "sg_stone7_line_bits(%s) returned %d", desc, rc);
    for (i = n; i < sizeof moves; i++)
        cr_assert_eq(moves[i], MOVE_SENTINEL, "sg_stone7_line_bits(%s) wrote moves[%zu]", desc, i);
    cr_assert(a == want.alice && b == want.bob, "sg_stone7_line_bits(%s) scores %lld, %lld; the brute "
              "force's line (left on ties) scores %lld, %lld", desc, (long long)a, (long long)b,
              (long long)want.alice, (long long)want.bob);
    check_line(v, n, moves, bd, value, a, b, desc);
    expect_same_line_as_cards(v, n, moves, desc);
    /* alice and bob may be NULL; the line stays the same. */
    memset(again, MOVE_SENTINEL, sizeof again);
    rc = sg_stone7_line_bits(v, n, again, NULL, NULL);
    cr_assert_eq(rc, SG_OK, "sg_stone7_line_bits(%s, NULL, NULL) returned %d", desc, rc);
    cr_assert_eq(memcmp(again, moves, sizeof moves), 0,
                 "sg_stone7_line_bits(%s) gives another line without the scores", desc);
    a2 = b2 = SENTINEL;
    cr_assert_eq(sg_stone7_line_bits(v, n, again, &a2, NULL), SG_OK, "line(%s, alice, NULL) failed", desc);
    cr_assert_eq(sg_stone7_line_bits(v, n, again, NULL, &b2), SG_OK, "line(%s, NULL, bob) failed", desc);
    cr_assert(a2 == a && b2 == b, "sg_stone7_line_bits(%s) gives %lld, %lld with one score asked for, "
              "%lld, %lld with both", desc, (long long)a2, (long long)b2, (long long)a, (long long)b);
    check_plain_line(v, n, moves, bd, value, a, b, desc);
    expect_linear_line(v, n, bd, value, desc);

    /* The card game on the negated row. */
    if (value_by_cards(v, n, &r))
        cr_assert_eq(r, value, "%s: (S + D(cards on -a)) / 2 = %lld, brute force says %lld",
                     desc, (long long)r, (long long)value);

    /* No negative value: Alice never loses; all positive, n >= 2: she wins. */
    for (i = 0; i < n; i++) {
        nonnegative = nonnegative && v[i] >= 0;
        positive = positive && v[i] > 0;
    }
    if (nonnegative)
        cr_assert_geq(value, 0, "%s has no negative value, yet Alice loses by %lld",
                      desc, (long long)-value);
    if (positive && n >= 2)
        cr_assert_gt(value, 0, "%s is all positive, yet Alice does not win (%lld)",
                     desc, (long long)value);

    if (n > 0)
        cr_assert_eq(memcmp(copy, v, n * sizeof *v), 0, "a solver modified the stones %s", desc);
    small_rows_checked++;
}

static void visit_small(const int *v, size_t n, void *ctx)
{
    ++*(long *)ctx;
    check_small(v, n);
}

/* ---------------------------------------------------------------------
   Large rows: the solvers against each other and the reference. */

/* Checks the solvers on v[0..n-1] against ref_value and each other, the
   card game on the negated row, the sign and the bound; the table entry
   by entry against ref_table when with_table; the line when with_line,
   move by move when n <= TABLE_REF_MAX. */
static void check_large(const int *v, size_t n, bool with_table, bool with_line)
{
    char desc[200];
    int64_t want = ref_value(v, n), sigma = abs_sum(v, n), r, *ref = NULL;
    size_t k, i;
    bool nonnegative = true;

    snprintf(desc, sizeof desc, "a row of %zu stones starting %d, %d (sum of |values| %lld)", n,
             n > 0 ? v[0] : 0, n > 1 ? v[1] : 0, (long long)sigma);
    for (k = 0; k < LEN(value_solvers); k++) {
        if (n > value_solvers[k].max_n || (value_solvers[k].solve == table_value && !with_table))
            continue;
        r = SENTINEL;
        cr_assert_eq(value_solvers[k].solve(v, n, &r), SG_OK, "%s(%s) failed",
                     value_solvers[k].name, desc);
        cr_assert_eq(r, want, "%s(%s) = %lld, the reference says %lld", value_solvers[k].name,
                     desc, (long long)r, (long long)want);
    }
    if (value_by_cards(v, n, &r))
        cr_assert_eq(r, want, "%s: (S + D(cards on -a)) / 2 = %lld, the reference says %lld",
                     desc, (long long)r, (long long)want);
    cr_assert_leq(want < 0 ? -want : want, sigma, "%s: |d| = |%lld| exceeds the sum of |values|",
                  desc, (long long)want);
    for (i = 0; i < n; i++)
        nonnegative = nonnegative && v[i] >= 0;
    if (nonnegative)
        cr_assert_geq(want, 0, "%s has no negative value, yet Alice loses", desc);

    if ((with_table || with_line) && n <= TABLE_REF_MAX) {
        ref = malloc(n * n * sizeof *ref + 1);
        cr_assert_not_null(ref, "malloc failed");
        ref_table(v, n, ref);
        cr_assert(n == 0 || ref[n - 1] == want, "ref_table and ref_value disagree on %s", desc);
    }
    if (with_table && n <= TABLE_REF_MAX) {
        int64_t *tab = malloc(n * n * sizeof *tab + 1);
        cr_assert_not_null(tab, "malloc failed");
        for (i = 0; i < n * n; i++)
            tab[i] = SENTINEL;
        cr_assert_eq(sg_stone7_table(v, n, tab), SG_OK, "sg_stone7_table(%s) failed", desc);
        expect_upper_table(tab, ref, n, SENTINEL, "sg_stone7_table", desc, "d", "the reference");
        free(tab);
    }
    if (with_line) {
        char *moves = malloc(n + 1);
        int64_t a = SENTINEL, b = SENTINEL;
        cr_assert_not_null(moves, "malloc failed");
        moves[n] = MOVE_SENTINEL;
        cr_assert_eq(sg_stone7_line_bits(v, n, moves, &a, &b), SG_OK, "sg_stone7_line_bits(%s) failed", desc);
        cr_assert_eq(moves[n], MOVE_SENTINEL, "sg_stone7_line_bits(%s) wrote moves[n]", desc);
        check_line(v, n, moves, ref, want, a, b, desc);
        expect_same_line_as_cards(v, n, moves, desc);
        if (ref != NULL)
            check_plain_line(v, n, moves, ref, want, a, b, desc);
        expect_linear_line(v, n, ref, want, desc);
        free(moves);
    }
    free(ref);
}

/* ---------------------------------------------------------------------
   Examples. */

/* v has the value `value`, and its line of play is `line` with the
   scores alice and bob. */
static void expect_game(const int *v, size_t n, int64_t value, const char *line,
                        int64_t alice, int64_t bob)
{
    char desc[256], moves[MAXB + 1];
    struct brute_score s = brute_stone7(v, n);
    int64_t a = SENTINEL, b = SENTINEL;
    size_t k;

    brute_format(v, n, desc, sizeof desc);
    cr_assert(s.alice == alice && s.bob == bob, "the brute force says %lld, %lld on %s, the test "
              "expects %lld, %lld", (long long)s.alice, (long long)s.bob, desc,
              (long long)alice, (long long)bob);
    cr_assert_eq(alice - bob, value, "the test's own example %s is inconsistent", desc);
    for (k = 0; k < LEN(value_solvers); k++) {
        int64_t r = SENTINEL;
        int rc = value_solvers[k].solve(v, n, &r);
        cr_assert_eq(rc, SG_OK, "%s(%s) returned %d", value_solvers[k].name, desc, rc);
        cr_assert_eq(r, value, "%s(%s) = %lld; expected %lld", value_solvers[k].name, desc,
                     (long long)r, (long long)value);
    }
    memset(moves, MOVE_SENTINEL, sizeof moves);
    cr_assert_eq(sg_stone7_line_bits(v, n, moves, &a, &b), SG_OK, "sg_stone7_line_bits(%s) failed", desc);
    cr_assert_eq(memcmp(moves, line, n), 0, "sg_stone7_line_bits(%s) = %.*s, expected %s",
                 desc, (int)n, moves, line);
    cr_assert_eq(moves[n], MOVE_SENTINEL, "sg_stone7_line_bits(%s) wrote moves[n]", desc);
    cr_assert(a == alice && b == bob, "sg_stone7_line_bits(%s) scores %lld, %lld; expected %lld, %lld",
              desc, (long long)a, (long long)b, (long long)alice, (long long)bob);
    check_small(v, n);
}

Test(examples, leetcode_1690)
{
    static const int a[] = { 5, 3, 1, 4, 2 }, b[] = { 7, 90, 5, 1, 100, 10, 10, 2 };

    /* Alice removes 2 (13), Bob 5 (8), Alice 3 (5), Bob 1 (4), Alice 4 (0). */
    expect_game(a, LEN(a), 6, "RLLLL", 18, 12);
    /* Bob removes 7, 5, 100 and 10: Alice leads by 122. */
    expect_game(b, LEN(b), 122, "RLLLLLLL", 479, 357);
}

Test(examples, book_rows)
{
    static const int a[] = { 1, 2, 3, 2 }, b[] = { -1, -1, -5 };

    /* E = O = 4, but the lead is 5 (the chapter's exercise). */
    expect_game(a, LEN(a), 5, "LLRL", 10, 5);
    /* Alice removes the -5; Bob's -1 is then a stone of his: Bob wins. */
    expect_game(b, LEN(b), -1, "RLL", -2, -1);
}

Test(examples, one_and_two_stones)
{
    static const int ones[] = { 7, -7, 0, INT_MAX, INT_MIN };
    static const int pairs[][2] = { { 3, 9 }, { 9, 3 }, { -4, -4 }, { -1, -8 }, { INT_MIN, INT_MAX },
                                    { INT_MAX, INT_MIN }, { 0, 0 }, { 5, -5 }, { INT_MIN, INT_MIN } };
    size_t i;

    /* The last stone scores nothing. */
    for (i = 0; i < LEN(ones); i++)
        expect_game(&ones[i], 1, 0, "L", 0, 0);
    /* Two stones: Alice removes the smaller and scores the larger; on a
       tie, the left one. */
    for (i = 0; i < LEN(pairs); i++) {
        int l = pairs[i][0], r = pairs[i][1], hi = l >= r ? l : r;
        expect_game(pairs[i], 2, hi, r >= l ? "LL" : "RL", hi, 0);
    }
}

Test(examples, equal_stones_take_left, .timeout = 60)
{
    static const int values[] = { -3, 0, 4, INT_MIN, INT_MAX };
    int v[MAXB];
    size_t n, i, k;

    for (k = 0; k < LEN(values); k++)
        for (n = 1; n <= MAXB; n++) {
            char moves[MAXB + 1], all_left[MAXB + 1];
            for (i = 0; i < n; i++)
                v[i] = values[k];
            memset(moves, MOVE_SENTINEL, sizeof moves);
            memset(all_left, 'L', n);
            all_left[n] = '\0';
            cr_assert_eq(sg_stone7_line_bits(v, n, moves, NULL, NULL), SG_OK, "line failed");
            for (i = 0; i < n; i++)
                cr_assert_eq(moves[i], 'L', "%zu stones of %d: move %zu is %c, not L", n, values[k],
                             i, moves[i]);
            /* Bob removes n/2 stones: the lead is n/2 times the value. */
            {
                struct brute_score s = brute_stone7(v, n);
                expect_game(v, n, (int64_t)(n / 2) * values[k], all_left, s.alice, s.bob);
            }
        }
}

/* ---------------------------------------------------------------------
   Against the brute force. */

Test(brute, oracle_self_check)
{
    static const int a[] = { 5, 3, 1, 4, 2 }, b[] = { -1, -1, -5 }, c[] = { 3, 9 }, d[] = { 7 },
                     e[] = { 2, 2, 2 }, f[] = { 1, 2, 3, 2 };
    struct brute_score s;

    s = brute_stone7(a, LEN(a));
    cr_assert(s.alice == 18 && s.bob == 12, "brute_stone7([5,3,1,4,2]) = %lld, %lld",
              (long long)s.alice, (long long)s.bob);
    s = brute_stone7(b, LEN(b));
    cr_assert(s.alice == -2 && s.bob == -1, "brute_stone7([-1,-1,-5]) = %lld, %lld",
              (long long)s.alice, (long long)s.bob);
    s = brute_stone7(c, LEN(c));
    cr_assert(s.alice == 9 && s.bob == 0, "brute_stone7([3,9]) = %lld, %lld",
              (long long)s.alice, (long long)s.bob);
    s = brute_stone7(d, LEN(d));
    cr_assert(s.alice == 0 && s.bob == 0, "brute_stone7([7]) = %lld, %lld",
              (long long)s.alice, (long long)s.bob);
    /* [2,2,2]: Alice scores 4, Bob 2, Alice 0, whichever ends they take. */
    s = brute_stone7(e, LEN(e));
    cr_assert(s.alice == 4 && s.bob == 2, "brute_stone7([2,2,2]) = %lld, %lld",
              (long long)s.alice, (long long)s.bob);
    /* [1,2,3,2]: Alice removes 1 (7), Bob 2 (5), Alice 2 (3), Bob 3 (0). */
    s = brute_stone7(f, LEN(f));
    cr_assert(s.alice == 10 && s.bob == 5, "brute_stone7([1,2,3,2]) = %lld, %lld",
              (long long)s.alice, (long long)s.bob);
    s = brute_stone7(NULL, 0);
    cr_assert(s.alice == 0 && s.bob == 0, "brute of nothing is not 0, 0");
}

/* Every row of length 0..7 with values in -2..2: ties everywhere, so the
   left-first rule of the line is tested hard. */
Test(brute, every_row_up_to_7_over_minus2_to_2, .timeout = 120)
{
    /* 1 + 5 + 25 + ... + 5^7 */
    check_every_array(7, -2, 2, check_small, &small_rows_checked, 97656);
}

Test(brute, random_rows, .timeout = 120)
{
    check_random_arrays(0x57071690ULL, 10000, MAXB, fill_kind, 4, check_small,
                        &small_rows_checked, 400);
}

Test(brute, extreme_rows, .timeout = 120)
{
    long count = 0, before = small_rows_checked;
    int v[MAXB];
    size_t n, i;

    for_each_extreme_array(MAXB, 3000, 0x57071691ULL, visit_small, &count);
    cr_assert_eq(count, 2 * MAXB + 3000, "visited %ld rows, expected %d", count, 2 * MAXB + 3000);
    for (n = 1; n <= MAXB; n++) {
        for (i = 0; i < n; i++)
            v[i] = i % 2 ? INT_MIN : INT_MAX;
        check_small(v, n);
        for (i = 0; i < n; i++)
            v[i] = i % 2 ? INT_MAX : INT_MIN;
        check_small(v, n);
        for (i = 0; i < n; i++)
            v[i] = i % 3 == 1 ? INT_MAX : i % 3 == 2 ? INT_MIN : 0;
        check_small(v, n);
        for (i = 0; i < n; i++)
            v[i] = i % 2 ? INT_MIN + 1 : -1;
        check_small(v, n);
    }
    cr_assert_eq(small_rows_checked - before, 2 * MAXB + 3000 + 4 * MAXB,
                 "checked %ld rows", small_rows_checked - before);
}

Test(brute, nonnegative_rows, .timeout = 120)
{
    uint64_t seed = 0x57071692ULL;
    int v[MAXB];
    long count, before = small_rows_checked;

    /* check_small asserts that Alice never loses on them, and wins when
       every value is positive. */
    for (count = 0; count < 3000; count++) {
        size_t n = (size_t)rng_range(&seed, 0, MAXB), i;
        for (i = 0; i < n; i++)
            switch (count % 3) {
            case 0: v[i] = rng_range(&seed, 0, 3); break;
            case 1: v[i] = rng_range(&seed, 1, 100); break;
            default: v[i] = rng_range(&seed, 0, 1) ? INT_MAX : rng_range(&seed, 0, INT_MAX); break;
            }
        check_small(v, n);
    }
    cr_assert_eq(small_rows_checked - before, 3000, "checked %ld rows", small_rows_checked - before);
}

/* ---------------------------------------------------------------------
   The theorems of the chapter. */

/* Random lines of play, and random beginnings finished by the library's
   line on the stones that remain: Alice's score minus Bob's is the sum
   of the stones Bob removes, on every line; and after any beginning,
   the player to move gains exactly d of the remaining stones by
   following sg_stone7_line_bits from there. */
Test(theorem, bob_removes_the_lead, .timeout = 120)
{
    uint64_t seed = 0x57071693ULL;
    int v[64];
    char moves[64 + 1];
    long count, finished = 0, to_finish = 0;

    for (count = 0; count < 20000; count++) {
        size_t n = (size_t)rng_range(&seed, 0, 64), lo = 0, hi = n, t, k;
        int64_t rest = 0, sc[2] = { 0, 0 }, removed[2] = { 0, 0 }, sc_k[2] = { 0, 0 }, sub = 0;
        char desc[900];

        fill_kind(v, n, &seed, (int)(count % 4));
        brute_format(v, n, desc, sizeof desc);
        rest = sum_of(v, n);
        /* k random moves; then, on every other row, the library's line on
           the stones that remain. */
        k = count % 2 ? n : (size_t)rng_range(&seed, 0, (int)n);
        to_finish += k < n;
        for (t = 0; t < n; t++) {
            int x;
            if (t == k) {
                int64_t a = SENTINEL, b = SENTINEL, r2 = rest, s2[2] = { 0, 0 };
                size_t left = hi - lo, l2 = lo, h2 = hi, u;
                cr_assert_eq(sg_stone7_line_bits(v + lo, left, moves + t, &a, &b), SG_OK,
                             "sg_stone7_line_bits on stones %zu..%zu of %s failed", lo, hi - 1, desc);
                cr_assert_eq(sg_stone7_vector(v + lo, left, &sub), SG_OK, "sg_stone7_vector failed");
                cr_assert_eq(a - b, sub, "sg_stone7_line_bits and sg_stone7_vector disagree on stones "
                             "%zu..%zu of %s", lo, hi - 1, desc);
                /* Its scores are those of the player to move and of the
                   other one, from here on. */
                for (u = 0; u < left; u++) {
                    r2 -= moves[t + u] == 'L' ? v[l2++] : v[--h2];
                    s2[u % 2] += r2;
                }
                cr_assert(s2[0] == a && s2[1] == b, "the line on stones %zu..%zu of %s does "
                          "not score what it reports", lo, hi - 1, desc);
                sc_k[0] = sc[0];
                sc_k[1] = sc[1];
                finished++;
            }
            if (t < k)
                moves[t] = rng_range(&seed, 0, 1) ? 'L' : 'R';
            x = moves[t] == 'L' ? v[lo++] : v[--hi];
            rest -= x;
            removed[t % 2] += x;
            sc[t % 2] += rest;
        }
        cr_assert(lo == hi && rest == 0, "the line does not use up %s", desc);
        cr_assert_eq(sc[0] - sc[1], removed[1], "%s: Alice %lld, Bob %lld, but Bob removed %lld",
                     desc, (long long)sc[0], (long long)sc[1], (long long)removed[1]);
        if (k < n) {
            /* What the player to move at k gains over the other on the
               rest of the game is d of the stones that remained. */
            int64_t gain = (sc[k % 2] - sc_k[k % 2]) - (sc[(k + 1) % 2] - sc_k[(k + 1) % 2]);
            cr_assert_eq(gain, sub, "%s: after %zu random moves, the library's line gains the "
                         "player to move %lld, not d = %lld", desc, k, (long long)gain,
                         (long long)sub);
        }
    }
    cr_assert_eq(finished, to_finish, "finished %ld lines, expected %ld", finished, to_finish);
    cr_assert_gt(finished, 8000, "only %ld lines were finished by the library", finished);
}

/* Stone Game VII is the card game on the negated row: the values on
   rows without INT_MIN, and the lines (both take the left end on a
   tie). */
Test(theorem, the_card_game_on_the_negated_row, .timeout = 120)
{
    uint64_t seed = 0x57071694ULL;
    int *v = malloc(600 * sizeof *v);
    long count, compared = 0;

    cr_assert_not_null(v, "malloc failed");
    for (count = 0; count < 2000; count++) {
        size_t n = (size_t)rng_range(&seed, 0, count < 1500 ? 40 : 600), i;
        int64_t want, r = SENTINEL;
        char *moves = malloc(n + 1);

        cr_assert_not_null(moves, "malloc failed");
        fill_large_kind(v, n, &seed, (int)(count % FILL_LARGE_KINDS));
        for (i = 0; i < n; i++)
            if (v[i] == INT_MIN)
                v[i] = INT_MIN + 1;
        cr_assert_eq(sg_stone7_vector(v, n, &r), SG_OK, "sg_stone7_vector failed");
        cr_assert(value_by_cards(v, n, &want), "a row without INT_MIN was refused");
        cr_assert_eq(r, want, "sg_stone7_vector = %lld, (S + D(cards on -a)) / 2 = %lld on %zu stones",
                     (long long)r, (long long)want, n);
        cr_assert_eq(sg_stone7_line_bits(v, n, moves, NULL, NULL), SG_OK, "sg_stone7_line_bits failed");
        expect_same_line_as_cards(v, n, moves, "a random row");
        free(moves);
        compared++;
    }
    cr_assert_eq(compared, 2000, "compared %ld rows", compared);
    free(v);
}

/* ---------------------------------------------------------------------
   Large rows. */

Test(large, random_and_extreme, .timeout = 120)
{
    static const size_t sizes[] = { 15, 16, 17, 31, 32, 33, 63, 64, 65, 100, 127, 128, 129,
                                    255, 256, 257, 511, 777, 1000, 1023, 1025 };
    uint64_t seed = 0x57071695ULL;
    int *v = malloc(1100 * sizeof *v);
    size_t a;
    int kind;
    long count = 0;

    cr_assert_not_null(v, "malloc failed");
    for (a = 0; a < LEN(sizes); a++)
        for (kind = 0; kind < FILL_LARGE_KINDS; kind++) {
            fill_large_kind(v, sizes[a], &seed, kind);
            check_large(v, sizes[a], sizes[a] <= 300 || kind % 4 == 0, sizes[a] <= 600 || kind % 2 == 0);
            count++;
        }
    cr_assert_eq(count, (long)LEN(sizes) * FILL_LARGE_KINDS, "checked %ld rows", count);
    free(v);
}

Test(large, up_to_three_thousand, .timeout = 120)
{
    static const size_t sizes[] = { 1500, 2047, 2048, 2049, 3000 };
    uint64_t seed = 0x57071696ULL;
    int *v = malloc(3000 * sizeof *v);
    size_t a;
    int kind;
    long count = 0;

    cr_assert_not_null(v, "malloc failed");
    for (a = 0; a < LEN(sizes); a++)
        for (kind = 0; kind < FILL_LARGE_KINDS; kind++) {
            fill_large_kind(v, sizes[a], &seed, kind);
            /* The table at 1500 (18 MB) for three kinds; the line at every
               size for half the kinds, move by move at 1500. */
            check_large(v, sizes[a], sizes[a] == 1500 && kind < 3, kind % 2 == 0);
            count++;
        }
    cr_assert_eq(count, (long)LEN(sizes) * FILL_LARGE_KINDS, "checked %ld rows", count);
    free(v);
}

Test(large, many_random_sizes, .timeout = 120)
{
    uint64_t seed = 0x57071697ULL;
    int *v = malloc(2500 * sizeof *v);
    long count;

    cr_assert_not_null(v, "malloc failed");
    for (count = 0; count < 60; count++) {
        size_t n = (size_t)rng_range(&seed, 15, 2500);
        fill_large_kind(v, n, &seed, (int)(count % FILL_LARGE_KINDS));
        check_large(v, n, false, n <= 1200);
    }
    free(v);
}

/* sg_stone7_vector runs the card game's 32-bit lanes when the absolute values
   add up to at most 2^31 - 1, and sg_stone7_by_length in 64 bits
   otherwise: both sides of that boundary, for every n up to 70 (every
   remainder of the four- and eight-lane steps), with values so large
   that the differences come close to the bound, and longer rows. */
Test(large, thirty_two_bit_boundary, .timeout = 120)
{
    static const int64_t targets[] = { INT32_MAX, (int64_t)INT32_MAX + 1, INT32_MAX - 1,
                                       (int64_t)INT32_MAX + 2 };
    uint64_t seed = 0x57071698ULL;
    static int v[4096];
    size_t n, a;
    int rep;
    long under = 0, over = 0;

    for (n = 1; n <= 70; n++)
        for (a = 0; a < LEN(targets); a++)
            for (rep = 0; rep < 4 && targets[a] <= ((int64_t)INT_MAX + 1) * (int64_t)n; rep++) {
                fill_with_sum(v, n, targets[a], &seed);
                if (targets[a] <= INT32_MAX)
                    under++;
                else
                    over++;
                if (n <= MAXB)
                    check_small(v, n);
                else
                    check_large(v, n, n <= 40, true);
            }
    /* Rows on the boundary by construction: -INT_MAX is negated to
       INT_MAX, INT_MIN never is. */
    {
        static const int rows[][3] = {
            { INT_MIN + 1, 0, 0 }, { INT_MAX, 0, 0 }, { 0, INT_MIN + 1, 0 }, { 0, 0, INT_MAX },
            { INT_MIN, 0, 0 }, { 0, INT_MIN, 0 }, { INT_MAX - 1, 1, 0 }, { INT_MAX, -1, 0 },
            { -1, INT_MAX, 0 }, { INT_MIN + 1, 1, 0 }, { 1, INT_MIN + 1, -1 }, { INT_MAX, 1, -1 },
            { INT_MIN + 2, -1, 0 }, { INT_MAX - 1, 0, -1 },
        };
        for (a = 0; a < LEN(rows); a++)
            for (n = 1; n <= 3; n++)
                check_small(rows[a], n);
    }
    /* Longer rows on both sides. */
    for (n = 500; n <= 4096; n = n * 2 + 3)
        for (a = 0; a < LEN(targets); a++) {
            fill_with_sum(v, n, targets[a], &seed);
            check_large(v, n, false, n <= 2100);
            if (targets[a] <= INT32_MAX)
                under++;
            else
                over++;
        }
    cr_assert(under > 250 && over > 250, "%ld rows under the boundary and %ld over it", under, over);
}

/* The line at its limit: one bit per interval, 64 megabytes. */
Test(large, line_at_its_limit, .timeout = 120)
{
    size_t n = SG_STONE7_LINE_MAX, i, lo, hi;
    int *v = malloc((n + 1) * sizeof *v);
    char *moves = malloc(n + 2);
    uint64_t seed = 0x57071699ULL;
    int64_t a = SENTINEL, b = SENTINEL, fast = SENTINEL, rest, sc[2] = { 0, 0 }, bob_removed = 0;

    cr_assert(v && moves, "malloc failed");
    cr_assert_leq(n + 1, SIZE_MAX / (n + 1), "SG_STONE7_LINE_MAX = %zu: n(n+1)/2 bits overflow "
                  "size_t", n);
    for (i = 0; i <= n; i++)
        v[i] = rng_range(&seed, -1000, 1000);
    memset(moves, MOVE_SENTINEL, n + 2);
    cr_assert_eq(sg_stone7_line_bits(v, n, moves, &a, &b), SG_OK, "sg_stone7_line_bits at n = %zu failed", n);
    cr_assert_eq(moves[n], MOVE_SENTINEL, "sg_stone7_line_bits wrote moves[n]");
    cr_assert_eq(sg_stone7_vector(v, n, &fast), SG_OK, "sg_stone7_vector failed");
    cr_assert_eq(a - b, fast, "sg_stone7_line_bits at n = %zu: %lld - %lld; sg_stone7_vector: %lld", n,
                 (long long)a, (long long)b, (long long)fast);
    lo = 0;
    hi = n;
    rest = sum_of(v, n);
    for (i = 0; i < n; i++) {
        int x;
        cr_assert(moves[i] == 'L' || moves[i] == 'R', "move %zu is %d", i, (int)moves[i]);
        x = moves[i] == 'L' ? v[lo++] : v[--hi];
        rest -= x;
        sc[i % 2] += rest;
        if (i % 2)
            bob_removed += x;
    }
    cr_assert_eq(moves[n - 1], 'L', "the last move at n = %zu is not L", n);
    cr_assert(sc[0] == a && sc[1] == b, "the line at n = %zu scores %lld, %lld, not %lld, %lld", n,
              (long long)sc[0], (long long)sc[1], (long long)a, (long long)b);
    cr_assert_eq(bob_removed, fast, "at n = %zu Bob removes %lld, Alice leads by %lld", n,
                 (long long)bob_removed, (long long)fast);
    a = b = SENTINEL;
    cr_assert_eq(sg_stone7_line_bits(v, n + 1, moves, &a, &b), SG_ETOOBIG,
                 "sg_stone7_line_bits at n = %zu must be SG_ETOOBIG", n + 1);
    cr_assert(a == SENTINEL && b == SENTINEL, "a refused sg_stone7_line_bits wrote a score");
    free(v);
    free(moves);
}

/* ---------------------------------------------------------------------
   The linear solvers, sg_stone7 and sg_stone7_line (the card game's
   folds on the negated row).  Both are among the value solvers above,
   so every test of this file runs them against the brute force (every
   row of up to 7 stones over -2..2, and more) and the reference; here
   they meet the quadratic solvers of the library on every short row
   over small alphabets and on long rows at the int extremes, and their
   limits. */

static long linear_rows_checked;

/* sg_stone7 on v against sg_stone7_rows, and the line of sg_stone7_line
   move by move against the table of sg_stone7_table (n <= 5000: 200
   megabytes). */
static void check_linear(const int *v, size_t n, const char *what)
{
    char desc[200];
    int64_t want = SENTINEL, got = SENTINEL, *d = NULL;

    snprintf(desc, sizeof desc, "%s, %zu stones starting %d, %d", what, n, n > 0 ? v[0] : 0,
             n > 1 ? v[1] : 0);
    cr_assert_eq(sg_stone7_rows(v, n, &want), SG_OK, "sg_stone7_rows(%s) failed", desc);
    cr_assert_eq(sg_stone7(v, n, &got), SG_OK, "sg_stone7(%s) failed", desc);
    cr_assert_eq(got, want, "sg_stone7(%s) = %lld, sg_stone7_rows says %lld", desc,
                 (long long)got, (long long)want);
    d = malloc(n * n * sizeof *d + 1);
    cr_assert_not_null(d, "malloc failed");
    cr_assert_eq(sg_stone7_table(v, n, d), SG_OK, "sg_stone7_table(%s) failed", desc);
    cr_assert(n == 0 || d[n - 1] == want, "sg_stone7_table and sg_stone7_rows disagree on %s", desc);
    expect_linear_line(v, n, d, want, desc);
    free(d);
    linear_rows_checked++;
}

static void visit_linear(const int *v, size_t n, void *ctx)
{
    ++*(long *)ctx;
    check_linear(v, n, "a short row");
}

/* Every row of up to 10 stones over -1..1, and of up to 8 over -2..2. */
Test(linear, every_short_row_against_the_quadratic_solvers, .timeout = 120)
{
    long count = 0, before = linear_rows_checked;

    for_each_array(10, -1, 1, visit_linear, &count);
    cr_assert_eq(count, 88573, "visited %ld rows over -1..1, expected 88573", count);
    count = 0;
    for_each_array(8, -2, 2, visit_linear, &count);
    cr_assert_eq(count, 488281, "visited %ld rows over -2..2, expected 488281", count);
    cr_assert_eq(linear_rows_checked - before, 88573 + 488281, "checked %ld rows",
                 linear_rows_checked - before);
}

/* sg_stone7 against sg_stone7_rows on a long row; and the line move by
   move against the table where it is not too large: up to 2000 stones,
   and at the int extremes (kinds 2 and 3, and the mountain, the valley
   and the saw) up to 5000. */
static void visit_long_row(const int *v, size_t n, int kind, void *ctx)
{
    int64_t want = SENTINEL, got = SENTINEL;

    (void)ctx;
    if (n <= 2000 || kind == 2 || kind == 3 || kind < 0) {
        check_linear(v, n, kind < 0 ? "a mountain, a valley or a saw" : "a long row");
        return;
    }
    cr_assert_eq(sg_stone7_rows(v, n, &want), SG_OK, "sg_stone7_rows failed");
    cr_assert_eq(sg_stone7(v, n, &got), SG_OK, "sg_stone7 failed");
    cr_assert_eq(got, want, "sg_stone7 on %zu stones of kind %d = %lld, sg_stone7_rows says %lld",
                 n, kind, (long long)got, (long long)want);
}

/* Long rows at the extremes (for_each_long_extreme_row, brute.c), and
   rows of random lengths of INT_MIN and INT_MAX mixed with small values
   (fill_kind's kind 2). */
Test(linear, long_rows_at_the_extremes, .timeout = 120)
{
    uint64_t seed = 0x5707E0A1ULL;
    int *v = malloc(5000 * sizeof *v);
    long before = linear_rows_checked, count;

    cr_assert_not_null(v, "malloc failed");
    count = for_each_long_extreme_row(seed, visit_long_row, NULL);
    cr_assert_eq(count, 11 * FILL_LARGE_KINDS + 3, "visited %ld long rows", count);
    for (int k = 0; k < 12; k++) {
        size_t n = (size_t)rng_range(&seed, 100, k < 2 ? 5000 : 1500);
        fill_kind(v, n, &seed, 2);
        check_linear(v, n, "INT_MIN and INT_MAX among small values");
    }
    cr_assert_eq(linear_rows_checked - before, 8 * FILL_LARGE_KINDS + 3 * 2 + 3 + 12,
                 "checked %ld rows with their lines", linear_rows_checked - before);
    free(v);
}

/* n stones of c: every play scores (n - 1 - t) c at move t, so Alice
   scores c ((n-1) + (n-3) + ...) and Bob c ((n-2) + (n-4) + ...); with
   h = floor(n/2), for even n that is c h^2 and c h(h - 1), for odd n
   c h(h + 1) and c h^2; the difference is c h. */
static void constant_row_scores(int c, size_t n, int64_t *alice, int64_t *bob)
{
    int64_t h = (int64_t)(n / 2);

    *alice = n % 2 ? c * (h * (h + 1)) : c * (h * h);
    *bob = n % 2 ? c * (h * h) : c * (h * (h - 1));
}

/* SG_STONE7_SCORES_MAX: with a score asked for, one stone more is
   refused before anything is written; without, the line is written,
   and it is optimal (Alice's lead, the sum of the stones Bob removes, is
   the value).  At the limit the scores of INT_MAX and INT_MIN rows, near
   2^61, come out exactly. */
Test(linear, scores_limit, .timeout = 60)
{
    size_t n = SG_STONE7_SCORES_MAX + 1, i, lo = 0, hi = n;
    int *v = malloc(n * sizeof *v);
    char *moves = malloc(n + 1);
    uint64_t seed = 0x5707E0A2ULL;
    int64_t a = SENTINEL, b = SENTINEL, value = SENTINEL, removed = 0, wa, wb;
    static const int ends[] = { INT_MAX, INT_MIN };

    cr_assert(v && moves, "malloc failed");
    cr_assert_eq(SG_STONE7_SCORES_MAX, (size_t)65536, "SG_STONE7_SCORES_MAX is %zu",
                 SG_STONE7_SCORES_MAX);
    fill_random(v, n, &seed, -2, 2);
    memset(moves, MOVE_SENTINEL, n + 1);
    cr_assert_eq(sg_stone7_line(v, n, moves, &a, &b), SG_ETOOBIG,
                 "sg_stone7_line(n = SG_STONE7_SCORES_MAX + 1, both scores) is not SG_ETOOBIG");
    cr_assert_eq(sg_stone7_line(v, n, moves, &a, NULL), SG_ETOOBIG,
                 "sg_stone7_line(n = SG_STONE7_SCORES_MAX + 1, alice) is not SG_ETOOBIG");
    cr_assert_eq(sg_stone7_line(v, n, moves, NULL, &b), SG_ETOOBIG,
                 "sg_stone7_line(n = SG_STONE7_SCORES_MAX + 1, bob) is not SG_ETOOBIG");
    cr_assert(a == SENTINEL && b == SENTINEL, "a refused sg_stone7_line wrote a score");
    for (i = 0; i <= n; i++)
        cr_assert_eq(moves[i], MOVE_SENTINEL, "a refused sg_stone7_line wrote moves[%zu]", i);
    cr_assert_eq(sg_stone7_line(v, n, moves, NULL, NULL), SG_OK,
                 "sg_stone7_line(n = SG_STONE7_SCORES_MAX + 1, no scores) failed");
    cr_assert_eq(moves[n], MOVE_SENTINEL, "sg_stone7_line wrote moves[n]");
    cr_assert_eq(sg_stone7(v, n, &value), SG_OK, "sg_stone7 failed");
    for (i = 0; i < n; i++) {
        cr_assert(moves[i] == 'L' || moves[i] == 'R', "move %zu is %d", i, (int)moves[i]);
        int x = moves[i] == 'L' ? v[lo++] : v[--hi];
        if (i % 2)
            removed += x;
    }
    cr_assert_eq(removed, value, "n = %zu: Bob removes %lld, the value is %lld", n,
                 (long long)removed, (long long)value);
    /* At the limit, scores near 2^61. */
    for (i = 0; i < LEN(ends); i++) {
        size_t m = SG_STONE7_SCORES_MAX;
        for (size_t k = 0; k < m; k++)
            v[k] = ends[i];
        constant_row_scores(ends[i], m, &wa, &wb);
        a = b = SENTINEL;
        cr_assert_eq(sg_stone7_line(v, m, moves, &a, &b), SG_OK, "sg_stone7_line at the limit failed");
        cr_assert(a == wa && b == wb, "%zu stones of %d score %lld, %lld; expected %lld, %lld", m,
                  ends[i], (long long)a, (long long)b, (long long)wa, (long long)wb);
    }
    free(v);
    free(moves);
}

/* A million stones (and one more) of INT_MIN or INT_MAX, whose value is
   known in closed form, c floor(n/2) (constant_row_scores; the scores
   themselves pass 2^64 here); and a million stones of
   extreme values, where the value is that of the line: the stones Bob
   removes on it add up to sg_stone7's lead. */
Test(linear, a_million_stones, .timeout = 120)
{
    static const size_t sizes[] = { 1000000, 1000001 };
    static const int ends[] = { INT_MAX, INT_MIN };
    size_t n = 1000001, i, a, k, lo = 0, hi;
    int *v = malloc(n * sizeof *v);
    char *moves = malloc(n);
    uint64_t seed = 0x5707E0A3ULL;
    int64_t value, removed = 0;

    cr_assert(v && moves, "malloc failed");
    for (a = 0; a < LEN(sizes); a++)
        for (k = 0; k < LEN(ends); k++) {
            for (i = 0; i < sizes[a]; i++)
                v[i] = ends[k];
            int64_t want = (int64_t)ends[k] * (int64_t)(sizes[a] / 2);
            value = SENTINEL;
            cr_assert_eq(sg_stone7(v, sizes[a], &value), SG_OK, "sg_stone7 failed");
            cr_assert_eq(value, want, "%zu stones of %d: sg_stone7 = %lld, expected %lld",
                         sizes[a], ends[k], (long long)value, (long long)want);
        }
    for (i = 0; i < n; i++)
        v[i] = rng_extreme(&seed);
    cr_assert_eq(sg_stone7(v, n, &value), SG_OK, "sg_stone7 failed");
    cr_assert_eq(sg_stone7_line(v, n, moves, NULL, NULL), SG_OK, "sg_stone7_line failed");
    for (i = 0, hi = n; i < n; i++) {
        int x = moves[i] == 'L' ? v[lo++] : v[--hi];
        if (i % 2)
            removed += x;
    }
    cr_assert(lo == hi, "the line does not use up the stones");
    cr_assert_eq(removed, value, "a million extreme stones: Bob removes %lld on the line, "
                 "sg_stone7 says the lead is %lld", (long long)removed, (long long)value);
    free(v);
    free(moves);
}

/* ---------------------------------------------------------------------
   Errors: the code, and nothing written. */

Test(errors, zero_stones)
{
    static const int v[1] = { 42 };
    int64_t r, t = SENTINEL, a, b;
    char moves[1] = { MOVE_SENTINEL };
    size_t k;

    for (k = 0; k < LEN(public_solvers); k++) {
        r = SENTINEL;
        cr_assert_eq(public_solvers[k].solve(NULL, 0, &r), SG_OK, "%s(NULL, 0) failed",
                     public_solvers[k].name);
        cr_assert_eq(r, 0, "%s(NULL, 0) = %lld", public_solvers[k].name, (long long)r);
        r = SENTINEL;
        cr_assert_eq(public_solvers[k].solve(v, 0, &r), SG_OK, "%s(v, 0) failed",
                     public_solvers[k].name);
        cr_assert_eq(r, 0, "%s(v, 0) = %lld", public_solvers[k].name, (long long)r);
    }
    cr_assert_eq(sg_stone7_table(NULL, 0, NULL), SG_OK, "table(NULL, 0, NULL) failed");
    cr_assert_eq(sg_stone7_table(v, 0, NULL), SG_OK, "table(v, 0, NULL) failed");
    cr_assert_eq(sg_stone7_table(v, 0, &t), SG_OK, "table(v, 0, t) failed");
    cr_assert_eq(t, SENTINEL, "sg_stone7_table wrote into a table of 0 entries");
    a = b = SENTINEL;
    cr_assert_eq(sg_stone7_line_bits(NULL, 0, NULL, &a, &b), SG_OK, "line(NULL, 0, NULL) failed");
    cr_assert(a == 0 && b == 0, "line(NULL, 0) = %lld, %lld", (long long)a, (long long)b);
    cr_assert_eq(sg_stone7_line_bits(NULL, 0, NULL, NULL, NULL), SG_OK, "line(NULL, 0, all NULL) failed");
    a = b = SENTINEL;
    cr_assert_eq(sg_stone7_line_bits(v, 0, moves, &a, &b), SG_OK, "line(v, 0, moves) failed");
    cr_assert(a == 0 && b == 0, "line(v, 0) = %lld, %lld", (long long)a, (long long)b);
    cr_assert_eq(moves[0], MOVE_SENTINEL, "line(v, 0) wrote a move");
    a = b = SENTINEL;
    cr_assert_eq(sg_stone7_line(NULL, 0, NULL, &a, &b), SG_OK, "sg_stone7_line(NULL, 0) failed");
    cr_assert(a == 0 && b == 0, "sg_stone7_line(NULL, 0) = %lld, %lld", (long long)a, (long long)b);
    cr_assert_eq(sg_stone7_line(v, 0, moves, NULL, NULL), SG_OK, "sg_stone7_line(v, 0) failed");
    cr_assert_eq(moves[0], MOVE_SENTINEL, "sg_stone7_line(v, 0) wrote a move");
}

Test(errors, solvers_null)
{
    static const int v[3] = { 1, 2, 3 };
    size_t k;

    for (k = 0; k < LEN(public_solvers); k++) {
        const char *name = public_solvers[k].name;
        value_solver solve = public_solvers[k].solve;
        int64_t r = SENTINEL;

        cr_assert_eq(solve(NULL, 3, &r), SG_ENULL, "%s(NULL, 3) should be SG_ENULL", name);
        cr_assert_eq(solve(NULL, 1, &r), SG_ENULL, "%s(NULL, 1) should be SG_ENULL", name);
        cr_assert_eq(r, SENTINEL, "%s(NULL, 3) wrote a result", name);
        cr_assert_eq(solve(v, 3, NULL), SG_ENULL, "%s(v, 3, NULL) should be SG_ENULL", name);
        cr_assert_eq(solve(v, 0, NULL), SG_ENULL, "%s(v, 0, NULL) should be SG_ENULL", name);
        cr_assert_eq(solve(NULL, 0, NULL), SG_ENULL, "%s(NULL, 0, NULL) should be SG_ENULL", name);
        cr_assert_eq(solve(NULL, 3, NULL), SG_ENULL, "%s(NULL, 3, NULL) should be SG_ENULL", name);
        cr_assert_eq(solve(v, 3, &r), SG_OK, "%s(v, 3) failed", name);
        /* Alice removes 1 (5), Bob 2 (3), Alice 3 (0): Bob's 2 is the lead. */
        cr_assert_eq(r, 2, "%s([1,2,3]) = %lld, not 2", name, (long long)r);
    }
}

Test(errors, table_null_and_too_big)
{
    static const int v[3] = { 1, 2, 3 };
    int64_t tab[9];
    size_t big = SG_STONE7_TABLE_MAX + 1, i;
    int *zeros, rc;

    /* The caller's table has n * n entries of 8 bytes: a size that size_t
       holds at the limit. */
    cr_assert_leq(SG_STONE7_TABLE_MAX, SIZE_MAX / SG_STONE7_TABLE_MAX / sizeof(int64_t),
                  "SG_STONE7_TABLE_MAX = %zu: n * n entries overflow size_t", SG_STONE7_TABLE_MAX);
    cr_assert_eq(SG_STONE7_TABLE_MAX, (size_t)65535, "SG_STONE7_TABLE_MAX is %zu", SG_STONE7_TABLE_MAX);
    for (i = 0; i < 9; i++)
        tab[i] = SENTINEL;
    cr_assert_eq(sg_stone7_table(NULL, 3, tab), SG_ENULL, "table(NULL, 3) should be SG_ENULL");
    cr_assert_eq(sg_stone7_table(v, 3, NULL), SG_ENULL, "table(v, 3, NULL) should be SG_ENULL");
    cr_assert_eq(sg_stone7_table(NULL, 3, NULL), SG_ENULL, "table(NULL, 3, NULL) should be SG_ENULL");
    cr_assert_eq(sg_stone7_table(v, 1, NULL), SG_ENULL, "table(v, 1, NULL) should be SG_ENULL");
    /* Too big: refused before any entry is written (the table here is far
       too small). */
    zeros = calloc(big, sizeof *zeros);
    cr_assert_not_null(zeros, "calloc failed");
    cr_assert_eq(sg_stone7_table(zeros, big, tab), SG_ETOOBIG, "table(n = 65536) should be SG_ETOOBIG");
    rc = sg_stone7_table(zeros, big, NULL);
    cr_assert(rc == SG_ETOOBIG || rc == SG_ENULL, "table(n = 65536, NULL) returned %d", rc);
    for (i = 0; i < 9; i++)
        cr_assert_eq(tab[i], SENTINEL, "a refused sg_stone7_table wrote entry %zu", i);
    /* One stone: d(0,0) = 0, and nothing else. */
    cr_assert_eq(sg_stone7_table(v, 1, tab), SG_OK, "table(v, 1) failed");
    cr_assert_eq(tab[0], 0, "table([1]) = %lld", (long long)tab[0]);
    for (i = 1; i < 9; i++)
        cr_assert_eq(tab[i], SENTINEL, "table(v, 1) wrote entry %zu", i);
    free(zeros);
}


/* The lines of play of Stone Game VII; the limit is 32768, and on
   [1, 2, 3]: LLL, Alice 5, Bob 3. */
Test(errors, line_null_and_too_big)
{
    cr_assert_eq(SG_STONE7_LINE_MAX, (size_t)32768, "SG_STONE7_LINE_MAX is %zu",
                 SG_STONE7_LINE_MAX);
    expect_ends_line_contract(sg_stone7_line_bits, "sg_stone7_line_bits", SG_STONE7_LINE_MAX, 5, 3, "LLL");
}

/* The linear line: with the scores asked for, its limit is
   SG_STONE7_SCORES_MAX (65536); on [1, 2, 3] it plays LLL too. */
Test(errors, linear_line_null_and_too_big)
{
    expect_ends_line_contract(sg_stone7_line, "sg_stone7_line", SG_STONE7_SCORES_MAX, 5, 3, "LLL");
}

Test(errors, line_plain_null_and_too_big)
{
    expect_ends_line_contract(sg_stone7_line_plain, "sg_stone7_line_plain", SG_STONE7_LINE_MAX,
                              5, 3, "LLL");
}

Test(errors, above_sg_max_n)
{
#if SIZE_MAX > UINT32_MAX
    /* n = SG_MAX_N + 1 with tiny real arrays: each function must refuse
       it before touching them. */
    static const int v[4] = { 1, 2, 3, 4 };
    size_t sizes[2] = { SG_MAX_N + 1, SIZE_MAX }, a, k;
    int64_t tab[4] = { SENTINEL, SENTINEL, SENTINEL, SENTINEL };
    char moves[4] = { MOVE_SENTINEL, MOVE_SENTINEL, MOVE_SENTINEL, MOVE_SENTINEL };

    for (a = 0; a < 2; a++) {
        size_t big = sizes[a];
        int64_t r = SENTINEL, al = SENTINEL, bo = SENTINEL;
        for (k = 0; k < LEN(public_solvers); k++)
            cr_assert_eq(public_solvers[k].solve(v, big, &r), SG_ETOOBIG,
                         "%s(n = %zu) should be SG_ETOOBIG", public_solvers[k].name, big);
        cr_assert_eq(sg_stone7_table(v, big, tab), SG_ETOOBIG, "table(n = %zu) should be SG_ETOOBIG", big);
        cr_assert_eq(sg_stone7_line_bits(v, big, moves, &al, &bo), SG_ETOOBIG,
                     "line(n = %zu) should be SG_ETOOBIG", big);
        cr_assert_eq(sg_stone7_line_bits(v, big, moves, NULL, NULL), SG_ETOOBIG,
                     "line(n = %zu, no scores) should be SG_ETOOBIG", big);
        cr_assert_eq(sg_stone7_line(v, big, moves, &al, &bo), SG_ETOOBIG,
                     "sg_stone7_line(n = %zu) should be SG_ETOOBIG", big);
        cr_assert_eq(sg_stone7_line(v, big, moves, NULL, NULL), SG_ETOOBIG,
                     "sg_stone7_line(n = %zu, no scores) should be SG_ETOOBIG", big);
        cr_assert(r == SENTINEL && al == SENTINEL && bo == SENTINEL, "a refused solver wrote a result");
    }
    for (k = 0; k < 4; k++)
        cr_assert(tab[k] == SENTINEL && moves[k] == MOVE_SENTINEL, "a refused solver wrote entry %zu", k);
#else
    cr_assert_leq((uintmax_t)SIZE_MAX, (uintmax_t)SG_MAX_N, "size_t has 32 bits: no row can exceed SG_MAX_N");
#endif
}
