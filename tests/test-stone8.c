/* test-stone8.c: tests of the Stone Game VIII solvers of libstonegame
   (while more than one stone is left, take the leftmost x > 1 stones,
   score their sum and put back one stone of that sum at the left end)
   against brute_stone8, a search of every play that merges the stones of
   the row as the rules say and knows no prefix sum (brute.c): every row
   of up to eight stones with values in -2..2, of up to ten in {-1, 0,
   1}, and 10,000 random rows of up to sixteen stones with negative
   values and extremes; on longer rows, against a reference written here
   from the chapter's recurrence (the values of every position, checked
   against the direct quadratic recurrence and against the brute force),
   on rows long enough for the blocks of sg_stone8 (66 stones and up to
   200,000), whose blocks are opened (prefix sums climbing to the left:
   rows of negative values, [2n-3, -2, ..., -2, -1]) or not (no negative
   value), with records at every place around the borders of the blocks,
   and with INT_MIN and INT_MAX; LeetCode 1872's examples; the line of play
   move by move (every x at least 2, the moves merging the n stones into
   one, every move optimal and the largest optimal one, the scores adding
   up), its refusal of scores that do not fit in 64 bits (SG_EOVERFLOW),
   and the line given all the same when the scores are not asked for; and the error
   conventions. */
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
#define MOVE_SENTINEL ((size_t)0x5A5A5A5AU)
#define MAXB BRUTE_STONE8_MAX_N      /* the largest n checked against the brute force */
#define QUADRATIC_MAX 3000           /* the largest n of the quadratic reference */
#define BLOCK 64                     /* the blocks of sg_stone8's second pass */

static void describe(const int *v, size_t n, char *desc, size_t size)
{
    char buf[400];
    snprintf(desc, size, "%s (n = %zu)", brute_format(v, n, buf, sizeof buf), n);
}

/* ---------------------------------------------------------------------
   The reference: the values of the positions.  After some moves the row
   is one stone worth P(k), the sum of the first k stones, followed by
   the stones k..n-1; the position is k.  V(k) is the most the player to
   move can gain over the other from there, W(k) the best of P(j) - V(j)
   over j >= k (the chapter's running maximum). */

struct reference {
    size_t n;
    int64_t *p, *v, *w;      /* P(0..n), V(1..n), W(2..n+1) */
};

/* The reference from the recurrence V(n) = 0, V(k) = W(k+1) with W(n+1)
   = -infinity (no move), W(k) = max(W(k+1), P(k) - V(k)). */
static void reference_make(const int *values, size_t n, struct reference *r)
{
    r->n = n;
    r->p = malloc((n + 2) * sizeof *r->p);
    r->v = malloc((n + 2) * sizeof *r->v);
    r->w = malloc((n + 2) * sizeof *r->w);
    cr_assert(r->p && r->v && r->w, "malloc failed");
    r->p[0] = 0;
    for (size_t k = 0; k < n; k++)
        r->p[k + 1] = r->p[k] + values[k];
    if (n < 2) {
        r->v[n] = 0;
        return;
    }
    r->w[n + 1] = INT64_MIN;
    r->v[n] = 0;
    for (size_t k = n; k >= 1; k--) {
        if (k < n)
            r->v[k] = r->w[k + 1];
        int64_t term = r->p[k] - r->v[k];
        r->w[k] = k == n || term > r->w[k + 1] ? term : r->w[k + 1];
    }
}

static void reference_free(struct reference *r)
{
    free(r->p);
    free(r->v);
    free(r->w);
}

/* The value of the game: V(1), or 0 with fewer than two stones. */
static int64_t reference_value(const struct reference *r)
{
    return r->n < 2 ? 0 : r->v[1];
}

/* Checks the reference against the recurrence of the chapter's first
   theorem, V(k) = max over k < j <= n of P(j) - V(j), evaluated as it
   stands (quadratic). */
static void expect_quadratic(const struct reference *r, const char *desc)
{
    size_t n = r->n;
    int64_t *v = malloc((n + 1) * sizeof *v);

    cr_assert_not_null(v, "malloc failed");
    v[n] = 0;
    for (size_t k = n - 1; n >= 2 && k >= 1; k--) {
        int64_t best = INT64_MIN;
        for (size_t j = k + 1; j <= n; j++)
            best = r->p[j] - v[j] > best ? r->p[j] - v[j] : best;
        v[k] = best;
        cr_assert_eq(r->v[k], v[k], "%s: V(%zu) = %lld by the running maximum, %lld by the "
                     "recurrence", desc, k, (long long)r->v[k], (long long)v[k]);
    }
    free(v);
}

/* ---------------------------------------------------------------------
   The line of play. */

/* The row after some moves: the merged stone, worth merged, and the
   stones values[k..n-1]. */
static size_t row_at(const int *values, size_t n, size_t k, int64_t merged, int64_t *row)
{
    row[0] = merged;
    for (size_t i = k; i < n; i++)
        row[i - k + 1] = values[i];
    return n - k + 1;
}

/* Checks the line moves[0..nmoves-1] of sg_stone8_line on values: every
   x is at least 2 and no more than the stones left; replaying the moves
   by the rules (the merged stone and the next x - 1 stones make one) ends
   with one stone, so that the x - 1 add up to n - 1; every move is
   optimal and the largest optimal one, judged by the brute force on the
   row as it stands (n <= MAXB) or by the reference r; the scores of the
   replay are alice and bob; and alice - bob is value. */
static void check_line(const int *values, size_t n, const size_t *moves, size_t nmoves,
                       const struct reference *r, int64_t value, int64_t alice, int64_t bob,
                       const char *desc)
{
    int64_t score[2] = { 0, 0 }, merged = n ? values[0] : 0, row[MAXB + 1];
    size_t k = 1, merges = 0;          /* the original stones 0..k-1 are merged */
    bool brute = r == NULL;

    cr_assert(!brute || n <= MAXB, "check_line: %zu stones and no reference", n);
    cr_assert_leq(nmoves, n ? n - 1 : 0, "line of %s: %zu moves", desc, nmoves);
    for (size_t t = 0; t < nmoves; t++) {
        size_t x = moves[t], j = k + x - 1;
        int mover = (int)(t % 2);
        cr_assert(x >= 2 && x <= n - k + 1, "line of %s: move %zu takes %zu stones of %zu",
                  desc, t, x, n - k + 1);
        if (brute) {
            size_t m = row_at(values, n, k, merged, row);
            int64_t before = brute_stone8_row(row, m, !mover, score[0], score[1]);
            int64_t taken = merged;
            for (size_t y = 2; y <= m; y++) {
                taken += values[k + y - 2];
                int64_t after_row[MAXB + 1], s[2] = { score[0], score[1] };
                s[mover] += taken;
                size_t m2 = row_at(values, n, k + y - 1, taken, after_row);
                int64_t after = brute_stone8_row(after_row, m2, mover, s[0], s[1]);
                if (y == x)
                    cr_assert_eq(after, before, "line of %s: move %zu takes %zu stones; that "
                                 "leads to %lld, the position is worth %lld", desc, t, x,
                                 (long long)after, (long long)before);
                if (y > x)
                    cr_assert_neq(after, before, "line of %s: move %zu takes %zu stones, but "
                                  "taking %zu is optimal too", desc, t, x, y);
            }
        } else {
            cr_assert_eq(r->p[j] - r->v[j], r->v[k], "line of %s: move %zu from %zu to %zu is "
                         "worth %lld, the position %lld", desc, t, k, j,
                         (long long)(r->p[j] - r->v[j]), (long long)r->v[k]);
            cr_assert(j == n || r->w[j + 1] < r->v[k], "line of %s: move %zu from %zu to %zu; "
                      "a longer move is optimal too", desc, t, k, j);
        }
        for (; k < j; k++)
            merged += values[k];
        score[mover] += merged;
        merges += x - 1;
    }
    cr_assert(n < 2 ? merges == 0 : k == n && merges == n - 1, "line of %s: the %zu moves "
              "merge %zu stones into the first, of %zu", desc, nmoves, merges, n);
    cr_assert(score[0] == alice && score[1] == bob, "line of %s scores Alice %lld, Bob %lld; "
              "the solver says %lld, %lld", desc, (long long)score[0], (long long)score[1],
              (long long)alice, (long long)bob);
    cr_assert_eq(alice - bob, value, "line of %s: %lld - %lld is not the value %lld", desc,
                 (long long)alice, (long long)bob, (long long)value);
}

/* ---------------------------------------------------------------------
   The solvers with the value contract. */

typedef int (*value_solver)(const int *, size_t, int64_t *);

/* alice - bob of the line of play. */
static int line_value(const int *values, size_t n, int64_t *r)
{
    size_t *moves = line_moves(n, sizeof *moves), nmoves = 0;
    int64_t alice = SENTINEL, bob = SENTINEL;
    int rc = sg_stone8_line(values, n, moves, &nmoves, &alice, &bob);

    return line_value_of(rc, moves, alice, bob, r);
}

static const struct {
    const char *name;
    value_solver solve;
} solvers[] = {
    { "sg_stone8", sg_stone8 },
    { "sg_stone8_prefix", sg_stone8_prefix },
    { "sg_stone8_streaming", sg_stone8_streaming },
    { "sg_stone8_line", line_value },
};

/* The public solvers of the value contract: all of solvers but the
   line, the last. */
#define PUBLIC_SOLVERS (LEN(solvers) - 1)

/* Asserts that every solver gives want on v; how says where want comes
   from. */
static void expect_solvers(const int *v, size_t n, int64_t want, const char *how,
                           const char *desc)
{
    for (size_t k = 0; k < LEN(solvers); k++) {
        int64_t r = SENTINEL;
        int rc = solvers[k].solve(v, n, &r);
        cr_assert_eq(rc, SG_OK, "%s(%s) returned %d (%s)", solvers[k].name, desc, rc,
                     sg_strerror(rc));
        cr_assert_eq(r, want, "%s(%s) = %lld; %s says %lld", solvers[k].name, desc,
                     (long long)r, how, (long long)want);
    }
}

/* Runs the line on v and checks it (with the brute force if r is NULL);
   writes its moves into moves (room for n + 1) and returns their
   number.  The line may use n - 1 entries: moves[n - 1] and moves[n]
   must stay untouched. */
static size_t run_line(const int *v, size_t n, size_t *moves, const struct reference *r,
                       int64_t value, const char *desc)
{
    size_t nmoves = MOVE_SENTINEL, room = n ? n - 1 : 0;
    int64_t alice = SENTINEL, bob = SENTINEL;

    moves[room] = moves[n] = MOVE_SENTINEL;
    int rc = sg_stone8_line(v, n, moves, &nmoves, &alice, &bob);
    cr_assert_eq(rc, SG_OK, "sg_stone8_line(%s) returned %d (%s)", desc, rc, sg_strerror(rc));
    cr_assert(moves[room] == MOVE_SENTINEL && moves[n] == MOVE_SENTINEL, "sg_stone8_line(%s) "
              "wrote past the n - 1 moves it may make", desc);
    check_line(v, n, moves, nmoves, r, value, alice, bob, desc);
    /* The plain line of Part I: the same line, one stone at a time. */
    size_t *plain = malloc((n + 1) * sizeof *plain), pn = MOVE_SENTINEL;
    int64_t pa = SENTINEL, pb = SENTINEL;
    cr_assert_not_null(plain, "malloc failed");
    rc = sg_stone8_line_plain(v, n, plain, &pn, &pa, &pb);
    cr_assert(rc == SG_OK && pn == nmoves && pa == alice && pb == bob
              && memcmp(plain, moves, nmoves * sizeof *moves) == 0,
              "sg_stone8_line_plain(%s) differs from sg_stone8_line (status %d, %zu moves)",
              desc, rc, pn);
    free(plain);
    return nmoves;
}

/* The properties of the chapter on any row: a row with no negative value
   is worth its total and its line is one move of n stones; and the value
   is at least the total, P(n) <= W(2). */
static void expect_chapter_facts(const int *v, size_t n, int64_t value, const size_t *moves,
                                 size_t nmoves, const char *desc)
{
    bool nonnegative = true;
    for (size_t i = 0; i < n; i++)
        nonnegative = nonnegative && v[i] >= 0;
    if (n < 2) {
        cr_assert(value == 0 && nmoves == 0, "%s: fewer than two stones, yet the value is %lld "
                  "and the line has %zu moves", desc, (long long)value, nmoves);
        return;
    }
    cr_assert_geq(value, sum_of(v, n), "%s: the value %lld is less than the total", desc,
                  (long long)value);
    if (nonnegative)
        cr_assert(value == sum_of(v, n) && nmoves == 1 && moves[0] == n, "%s: no negative "
                  "value, but the value is %lld and the line starts with %zu of %zu moves", desc,
                  (long long)value, nmoves ? moves[0] : 0, nmoves);
}

/* ---------------------------------------------------------------------
   Small rows: everything against the brute force. */

static long small_rows_checked;

/* Runs every function on v (n <= MAXB) and checks it against the brute
   force: every solver's value, the reference of this file (and the
   quadratic recurrence), the line move by move, the line again without
   the scores, the chapter's facts, and that the input is not
   modified. */
static void check_small(const int *v, size_t n)
{
    char desc[500];
    int copy[MAXB + 1];
    size_t moves[MAXB + 1], again[MAXB + 1], nmoves, n2 = MOVE_SENTINEL;
    int64_t value, a2 = SENTINEL, b2 = SENTINEL;
    struct reference r;

    cr_assert_leq(n, (size_t)MAXB, "check_small: n = %zu is too large", n);
    describe(v, n, desc, sizeof desc);
    if (n > 0)
        memcpy(copy, v, n * sizeof *v);
    value = brute_stone8(v, n);
    expect_solvers(v, n, value, "the brute force", desc);
    reference_make(v, n, &r);
    cr_assert_eq(reference_value(&r), value, "%s: the reference says %lld, the brute force "
                 "%lld", desc, (long long)reference_value(&r), (long long)value);
    expect_quadratic(&r, desc);
    reference_free(&r);

    for (size_t i = 0; i < LEN(moves); i++)
        moves[i] = again[i] = MOVE_SENTINEL;
    nmoves = run_line(v, n, moves, NULL, value, desc);
    for (size_t i = nmoves; i < LEN(moves); i++)
        cr_assert_eq(moves[i], MOVE_SENTINEL, "sg_stone8_line(%s) wrote moves[%zu], past its "
                     "%zu moves", desc, i, nmoves);
    cr_assert_eq(sg_stone8_line(v, n, again, &n2, NULL, NULL), SG_OK, "line(%s, NULL, NULL) "
                 "failed", desc);
    cr_assert(n2 == nmoves && memcmp(again, moves, sizeof moves) == 0, "sg_stone8_line(%s) "
              "gives another line without the scores", desc);
    cr_assert_eq(sg_stone8_line(v, n, again, &n2, &a2, NULL), SG_OK, "line(%s, alice) failed", desc);
    cr_assert_eq(sg_stone8_line(v, n, again, &n2, NULL, &b2), SG_OK, "line(%s, bob) failed", desc);
    cr_assert_eq(a2 - b2, value, "sg_stone8_line(%s) gives %lld, %lld with one score asked for",
                 desc, (long long)a2, (long long)b2);
    expect_chapter_facts(v, n, value, moves, nmoves, desc);
    if (n > 0)
        cr_assert_eq(memcmp(copy, v, n * sizeof *v), 0, "a solver modified the stones %s", desc);
    small_rows_checked++;
}

/* ---------------------------------------------------------------------
   Long rows: the solvers against the reference and each other. */

static long large_rows_checked;

/* Checks the solvers on v against the reference (and, if quadratic, the
   reference against the quadratic recurrence, up to QUADRATIC_MAX
   stones), the line move by move against the reference, and the
   chapter's facts; what names the row. */
static void check_large(const int *v, size_t n, bool quadratic, const char *what)
{
    char desc[200];
    size_t *moves = malloc((n + 1) * sizeof *moves), nmoves;
    struct reference r;

    cr_assert_not_null(moves, "malloc failed");
    snprintf(desc, sizeof desc, "%s: %zu stones starting %d, %d, ending %d", what, n,
             n ? v[0] : 0, n > 1 ? v[1] : 0, n ? v[n - 1] : 0);
    reference_make(v, n, &r);
    if (quadratic && n <= QUADRATIC_MAX)
        expect_quadratic(&r, desc);
    expect_solvers(v, n, reference_value(&r), "the reference", desc);
    nmoves = run_line(v, n, moves, &r, reference_value(&r), desc);
    expect_chapter_facts(v, n, reference_value(&r), moves, nmoves, desc);
    reference_free(&r);
    free(moves);
    large_rows_checked++;
}

/* The kinds of long rows (ROW_KINDS): the kinds of fill_large_kind, then
   rows that make the blocks open: all negative (-1000..-1), prefix sums
   drifting left or right (values in -3..2 and -2..3), small negative
   values with a few large positive ones, and rows of INT_MIN with
   INT_MAX here and there. */
enum { ROW_KINDS = FILL_LARGE_KINDS + 5 };

static void fill_row(int *v, size_t n, uint64_t *seed, int kind)
{
    if (kind < FILL_LARGE_KINDS) {
        fill_large_kind(v, n, seed, kind);
        return;
    }
    for (size_t i = 0; i < n; i++)
        switch (kind - FILL_LARGE_KINDS) {
        case 0: v[i] = rng_range(seed, -1000, -1); break;
        case 1: v[i] = rng_range(seed, -3, 2); break;
        case 2: v[i] = rng_range(seed, -2, 3); break;
        case 3: v[i] = rng_range(seed, 0, 40) ? rng_range(seed, -5, 0) : rng_range(seed, 0, 200); break;
        default: v[i] = rng_range(seed, 0, 20) ? INT_MIN : INT_MAX; break;
        }
}

/* The row [2n-3, -2, ..., -2, -1] (n >= 2): its prefix sums 2(n-k) - 1
   climb to the left, W changes at every place, and the line is n - 1
   moves of two stones; the value is n - 2. */
static void fill_staircase(int *v, size_t n)
{
    v[0] = (int)(2 * n - 3);
    for (size_t i = 1; i + 1 < n; i++)
        v[i] = -2;
    v[n - 1] = -1;
}

/* ---------------------------------------------------------------------
   Examples. */

/* v has the value value, and its line of play is line[0..nmoves-1] with
   the scores alice and bob. */
static void expect_game(const int *v, size_t n, int64_t value, const size_t *line, size_t nmoves,
                        int64_t alice, int64_t bob)
{
    char desc[500];
    size_t moves[MAXB + 1], got = MOVE_SENTINEL;
    int64_t al = SENTINEL, bo = SENTINEL;

    describe(v, n, desc, sizeof desc);
    cr_assert_eq(alice - bob, value, "the test's own example %s is inconsistent", desc);
    cr_assert_eq(brute_stone8(v, n), value, "the brute force says %lld on %s, the test %lld",
                 (long long)brute_stone8(v, n), desc, (long long)value);
    expect_solvers(v, n, value, "the example", desc);
    cr_assert_eq(sg_stone8_line(v, n, moves, &got, &al, &bo), SG_OK, "sg_stone8_line(%s) failed",
                 desc);
    cr_assert_eq(got, nmoves, "sg_stone8_line(%s) makes %zu moves, expected %zu", desc, got,
                 nmoves);
    for (size_t t = 0; t < nmoves; t++)
        cr_assert_eq(moves[t], line[t], "sg_stone8_line(%s): move %zu takes %zu, expected %zu",
                     desc, t, moves[t], line[t]);
    cr_assert(al == alice && bo == bob, "sg_stone8_line(%s) scores %lld, %lld; expected %lld, "
              "%lld", desc, (long long)al, (long long)bo, (long long)alice, (long long)bob);
    check_small(v, n);
}

Test(examples, leetcode_1872)
{
    static const int a[] = { -1, 2, -3, 4, -5 }, b[] = { 7, -6, 5, 10, 5, -2, -6 },
                     c[] = { -10, -12 };
    static const size_t la[] = { 4, 2 }, lb[] = { 7 }, lc[] = { 2 };

    /* Alice takes the first four (2), Bob the merged 2 and -5 (-3). */
    expect_game(a, LEN(a), 5, la, 2, 2, -3);
    /* Alice takes all the stones (13): no prefix sum passes twice the
       total. */
    expect_game(b, LEN(b), 13, lb, 1, 13, 0);
    /* Alice must take both. */
    expect_game(c, LEN(c), -22, lc, 1, -22, 0);
}

Test(examples, book_rows)
{
    static const int stairs[] = { 7, -2, -2, -2, -1 }, zeros[] = { 0, 0, 0 },
                     one_zero[] = { 1, 0, 0 }, neg[] = { -1, -1, -1, -1 };
    static const size_t ls[] = { 2, 2, 2, 2 }, lz[] = { 3 }, lneg[] = { 3, 2 };

    /* The chapter's exercise: n - 1 moves of two stones, value n - 2:
       Alice scores 5 + 1, Bob 3 + 0. */
    expect_game(stairs, LEN(stairs), 3, ls, 4, 6, 3);
    /* No negative value: one move of all the stones (the largest of the
       optimal moves on zeros). */
    expect_game(zeros, LEN(zeros), 0, lz, 1, 0, 0);
    expect_game(one_zero, LEN(one_zero), 1, lz, 1, 1, 0);
    /* P = -1, -2, -3, -4: W(4) = -4, P(3) = -3 > -8: W(3) = 1; P(2) = -2
       < 2: the line goes to 3, then to 4; Alice -3, Bob -4. */
    expect_game(neg, LEN(neg), 1, lneg, 2, -3, -4);
}

Test(examples, fewer_than_two_stones)
{
    static const int ones[] = { 0, 1, -1, INT_MAX, INT_MIN };

    for (size_t i = 0; i < LEN(ones); i++)
        expect_game(&ones[i], 1, 0, NULL, 0, 0, 0);
    expect_game(ones, 0, 0, NULL, 0, 0, 0);
}

Test(examples, two_stones_and_extremes)
{
    static const int pairs[][2] = { { 3, 9 }, { -4, -4 }, { INT_MIN, INT_MIN }, { INT_MAX, INT_MAX },
                                    { INT_MIN, INT_MAX } };
    static const int big[] = { INT_MAX, INT_MAX, INT_MIN, INT_MIN, INT_MIN };
    static const size_t l2[] = { 2 }, lbig[] = { 4, 2 };

    /* Two stones: Alice takes both. */
    for (size_t i = 0; i < LEN(pairs); i++) {
        int64_t s = (int64_t)pairs[i][0] + pairs[i][1];
        expect_game(pairs[i], 2, s, l2, 1, s, 0);
    }
    /* P = M, 2M, 2M + m, 2M + 2m, 2M + 3m (M = INT_MAX, m = INT_MIN), that
       is 2^31 - 1, 2^32 - 2, 2^31 - 2, -2, -2^31 - 2: W(5) = P(5); P(4) =
       -2 > 2 P(5), so W(4) = -2 - P(5) = 2^31; P(3) < 2^32, P(2) < 2^32.
       Alice takes four (-2), Bob the rest (-2^31 - 2). */
    expect_game(big, LEN(big), (int64_t)1 << 31, lbig, 2, -2, -((int64_t)1 << 31) - 2);
}

/* ---------------------------------------------------------------------
   Against the brute force. */

Test(brute, oracle_self_check)
{
    static const int a[] = { -1, 2, -3, 4, -5 }, b[] = { 7, -6, 5, 10, 5, -2, -6 },
                     c[] = { -10, -12 }, d[] = { 5 };
    int64_t row[3] = { 4, -5, 1 };

    cr_assert_eq(brute_stone8(a, 5), 5, "brute_stone8([-1,2,-3,4,-5]) = %lld",
                 (long long)brute_stone8(a, 5));
    cr_assert_eq(brute_stone8(b, 7), 13, "brute_stone8 on LeetCode's second example = %lld",
                 (long long)brute_stone8(b, 7));
    cr_assert_eq(brute_stone8(c, 2), -22, "brute_stone8([-10,-12])");
    cr_assert_eq(brute_stone8(d, 1), 0, "brute_stone8([5])");
    cr_assert_eq(brute_stone8(NULL, 0), 0, "brute_stone8 of nothing");
    /* [4, -5, 1], Bob to move with Alice 10 ahead: Bob takes two (-1)
       and Alice then both (0): 10 + 1 = 11; or Bob takes all three (0):
       10.  Bob minimises: 10. */
    cr_assert_eq(brute_stone8_row(row, 3, 0, 10, 0), 10, "brute_stone8_row = %lld",
                 (long long)brute_stone8_row(row, 3, 0, 10, 0));
    /* The same row with Alice to move: two (-1) then Bob both (0): -1;
       all three: 0.  Alice takes all three. */
    cr_assert_eq(brute_stone8_row(row, 3, 1, 0, 0), 0, "brute_stone8_row with Alice to move");
}

/* Every row of length 0..8 with values in -2..2: 1 + 5 + ... + 5^8. */
Test(brute, every_row_up_to_8_over_minus2_to_2, .timeout = 120)
{
    check_every_array(8, -2, 2, check_small, &small_rows_checked, 488281);
}

/* Every row of length 0..10 with values in {-1, 0, 1}: 1 + 3 + ... +
   3^10. */
Test(brute, every_row_up_to_10_over_minus1_to_1, .timeout = 120)
{
    check_every_array(10, -1, 1, check_small, &small_rows_checked, 88573);
}

/* 10,000 random rows of up to MAXB stones, of the kinds of fill_row:
   negative values, drifts, INT_MIN and INT_MAX. */
Test(brute, random_rows, .timeout = 120)
{
    check_random_arrays(0x57088001ULL, 10000, MAXB, fill_row, ROW_KINDS, check_small,
                        &small_rows_checked, 400);
}

Test(brute, extreme_rows, .timeout = 120)
{
    long before = small_rows_checked;
    int v[MAXB];

    check_extreme_arrays(MAXB, 3000, 0x57088002ULL, check_small, &small_rows_checked);
    for (size_t n = 1; n <= MAXB; n++) {
        for (size_t i = 0; i < n; i++)
            v[i] = i % 2 ? INT_MIN : INT_MAX;
        check_small(v, n);
        for (size_t i = 0; i < n; i++)
            v[i] = i % 2 ? INT_MAX : INT_MIN;
        check_small(v, n);
        for (size_t i = 0; i < n; i++)
            v[i] = i == 0 ? INT_MAX : INT_MIN;
        check_small(v, n);
    }
    cr_assert_eq(small_rows_checked - before, 2 * MAXB + 3000 + 3 * MAXB, "checked %ld rows",
                 small_rows_checked - before);
}

/* ---------------------------------------------------------------------
   The theorems of the chapter. */

/* [2n-3, -2, ..., -2, -1]: n - 1 moves of two stones, value n - 2. */
Test(theorem, the_staircase, .timeout = 60)
{
    static const size_t big[] = { 1000, 4096, 100000 };
    size_t most = 100000;
    int *v = malloc(most * sizeof *v);
    size_t *moves = malloc((most + 1) * sizeof *moves);

    cr_assert(v && moves, "malloc failed");
    for (size_t s = 0; s < 200 + LEN(big); s++) {
        size_t n = s < 200 ? s + 2 : big[s - 200], nmoves = 0;
        int64_t alice, bob, value;
        fill_staircase(v, n);
        if (n <= MAXB)
            check_small(v, n);
        else
            check_large(v, n, n <= 1000, "the staircase");
        cr_assert_eq(sg_stone8_line(v, n, moves, &nmoves, &alice, &bob), SG_OK, "line failed");
        cr_assert_eq(nmoves, n - 1, "the staircase of %zu stones: %zu moves", n, nmoves);
        for (size_t t = 0; t < nmoves; t++)
            cr_assert_eq(moves[t], 2, "the staircase of %zu stones: move %zu takes %zu", n, t,
                         moves[t]);
        cr_assert_eq(sg_stone8(v, n, &value), SG_OK, "sg_stone8 failed");
        cr_assert_eq(value, (int64_t)n - 2, "the staircase of %zu stones is worth %lld", n,
                     (long long)value);
    }
    free(v);
    free(moves);
}

/* Rows with no negative value: one move of all the stones. */
Test(theorem, nonnegative_rows, .timeout = 60)
{
    uint64_t seed = 0x57088003ULL;
    int *v = malloc(5000 * sizeof *v);
    long before = large_rows_checked;

    cr_assert_not_null(v, "malloc failed");
    for (int t = 0; t < 300; t++) {
        size_t n = (size_t)rng_range(&seed, 2, t < 200 ? 300 : 5000);
        fill_nonnegative(v, n, &seed, t % 5);
        check_large(v, n, n <= 300, "no negative value");   /* checks the single move */
    }
    cr_assert_eq(large_rows_checked - before, 300, "checked %ld rows",
                 large_rows_checked - before);
    free(v);
}

/* ---------------------------------------------------------------------
   Long rows and the blocks of sg_stone8. */

/* Every length from 2 to 400 (so every remainder of the blocks of 64,
   and the rows just long enough for a block, 66), every kind. */
Test(large, every_length_up_to_400, .timeout = 120)
{
    uint64_t seed = 0x57088004ULL;
    int v[400];
    long before = large_rows_checked;

    for (size_t n = 2; n <= 400; n++)
        for (int kind = 0; kind < ROW_KINDS; kind++) {
            fill_row(v, n, &seed, kind);
            check_large(v, n, true, "every length");
        }
    cr_assert_eq(large_rows_checked - before, 399 * ROW_KINDS, "checked %ld rows",
                 large_rows_checked - before);
}

/* 20,000 rows of 60 to 600 stones with small values and a drift, so
   that records of the prefix sums fall anywhere in the blocks. */
Test(large, many_medium_rows, .timeout = 120)
{
    uint64_t seed = 0x57088005ULL;
    int v[600];
    long before = large_rows_checked;

    for (int t = 0; t < 20000; t++) {
        size_t n = (size_t)rng_range(&seed, 60, 600);
        int lo = -rng_range(&seed, 1, 4), hi = rng_range(&seed, 0, 3);
        fill_random(v, n, &seed, lo, hi);
        check_large(v, n, t < 500, "a medium row");
    }
    cr_assert_eq(large_rows_checked - before, 20000, "checked %ld rows",
                 large_rows_checked - before);
}

/* One record of the prefix sums, at every place of rows of lengths
   around the multiples of the blocks (which are counted from the right
   end); and blocks of equal negative values, at every place near the
   borders of the blocks, whose first prefix sum is 2W - 1, 2W or 2W + 1:
   the bound of the block is tight. */
Test(large, records_at_the_borders_of_the_blocks, .timeout = 120)
{
    static const size_t sizes[] = { 66, 127, 128, 129, 130, 193, 200, 257, 1000 };
    int v[1000];
    long before = large_rows_checked, rows = 0;

    for (size_t s = 0; s < LEN(sizes); s++) {
        size_t n = sizes[s];
        /* Stone 0 worth 3, stone p worth -3, the last stone worth 1: P
           is 3 up to p, 0 after it and 1 at n, so that W changes at p and
           nowhere else, and the line is p stones, then the rest. */
        for (size_t p = 2; p + 1 < n; p++) {
            size_t moves[2], nmoves = 0;
            memset(v, 0, n * sizeof *v);
            v[0] = 3;
            v[p] = -3;
            v[n - 1] = 1;
            check_large(v, n, n <= 200, "a single record");
            cr_assert_eq(sg_stone8_line(v, n, moves, &nmoves, NULL, NULL), SG_OK, "line failed");
            cr_assert(nmoves == 2 && moves[0] == p && moves[1] == n - p + 1, "a single record at "
                      "%zu of %zu: %zu moves, the first of %zu", p, n, nmoves, moves[0]);
            rows++;
        }
        /* Stones 0 and 1 worth big, then a block of -c ending at the
           place e from the right, then zeros and a last stone that sets
           W(n) = P(n): the first prefix sum of the block is P(n) + B c,
           and big makes it exactly 2W(n) + d. */
        for (size_t e = 0; e + BLOCK + 2 <= n && e < 3 * BLOCK; e++)
            for (int c = 1; c <= 3; c++)
                for (int d = -1; d <= 1; d++) {
                    size_t first = n - e - BLOCK;    /* the block is first..first+63 */
                    memset(v, 0, n * sizeof *v);
                    for (size_t i = first; i < first + BLOCK; i++)
                        v[i] = -c;
                    /* P(first) = v[0] + v[1]; P(n) = P(first) - 64c. W(n)
                       = P(n); want P(first) = 2 P(n) + d, so P(first) =
                       128c - d. */
                    int64_t pf = 128 * (int64_t)c - d;
                    v[0] = (int)(pf / 2);
                    v[1] = (int)(pf - pf / 2);
                    check_large(v, n, n <= 200, "a tight block");
                    rows++;
                }
    }
    cr_assert_eq(large_rows_checked - before, rows, "checked %ld rows",
                 large_rows_checked - before);
}

/* Long rows, every kind, up to 200,000 stones. */
Test(large, long_rows, .timeout = 240)
{
    static const size_t sizes[] = { 4096, 10000, 65536, 100001, 200000 };
    uint64_t seed = 0x57088006ULL;
    int *v = malloc(200000 * sizeof *v);
    long before = large_rows_checked;

    cr_assert_not_null(v, "malloc failed");
    for (size_t s = 0; s < LEN(sizes); s++)
        for (int kind = 0; kind < ROW_KINDS; kind++) {
            fill_row(v, sizes[s], &seed, kind);
            check_large(v, sizes[s], sizes[s] <= QUADRATIC_MAX, "a long row");
        }
    cr_assert_eq(large_rows_checked - before, (long)LEN(sizes) * ROW_KINDS, "checked %ld rows",
                 large_rows_checked - before);
    free(v);
}

/* The scores of a line may not fit in 64 bits although the difference
   does: the rows of fill_stone8_overflow, with 2^30 (2(r - t) - 1) scored
   at move t; with r = 140,000 Alice's score passes 2^63, with r =
   120,000 it does not. */
Test(large, scores_beyond_64_bits, .timeout = 120)
{
    static const size_t halves[] = { 120000, 140000 };
    int *v = malloc(280000 * sizeof *v);
    size_t *moves = malloc(280001 * sizeof *moves);

    cr_assert(v && moves, "malloc failed");
    for (size_t h = 0; h < LEN(halves); h++) {
        size_t r = halves[h], n = 2 * r, nmoves = MOVE_SENTINEL;
        int64_t score[2] = { 0, 0 }, alice = SENTINEL, bob = SENTINEL;
        bool overflow = false;
        fill_stone8_overflow(v, r);
        for (size_t t = 0; t < r; t++)
            overflow |= __builtin_add_overflow(score[t % 2], ((int64_t)1 << 30)
                                               * (int64_t)(2 * (r - t) - 1), &score[t % 2]);
        for (size_t k = 0; k < PUBLIC_SOLVERS; k++) {
            int64_t value = SENTINEL;
            expect_code(solvers[k].solve(v, n, &value), SG_OK, solvers[k].name);
            cr_assert_eq(value, ((int64_t)1 << 30) * (int64_t)r, "%s = %lld on the row of %zu "
                         "stones", solvers[k].name, (long long)value, n);
        }
        int rc = sg_stone8_line(v, n, moves, &nmoves, &alice, &bob);
        if (overflow) {
            expect_code(rc, SG_EOVERFLOW, "sg_stone8_line with a score beyond 64 bits");
            cr_assert(nmoves == MOVE_SENTINEL && alice == SENTINEL && bob == SENTINEL,
                      "a refused sg_stone8_line wrote its results");
            /* Without the scores, the line is given. */
            expect_code(sg_stone8_line(v, n, moves, &nmoves, NULL, NULL), SG_OK,
                        "sg_stone8_line without scores, on scores beyond 64 bits");
            cr_assert_eq(nmoves, r + 1, "%zu moves, expected %zu", nmoves, r + 1);
            cr_assert_eq(moves[0], r, "the first move takes %zu, expected %zu", moves[0], r);
            for (size_t t = 1; t <= r; t++)
                cr_assert_eq(moves[t], 2, "move %zu takes %zu", t, moves[t]);
        } else {
            expect_code(rc, SG_OK, "sg_stone8_line with scores just within 64 bits");
            cr_assert_eq(nmoves, r + 1, "%zu moves, expected %zu", nmoves, r + 1);
            cr_assert_eq(moves[0], r, "the first move takes %zu, expected %zu", moves[0], r);
            for (size_t t = 1; t <= r; t++)
                cr_assert_eq(moves[t], 2, "move %zu takes %zu", t, moves[t]);
            cr_assert(alice == score[0] && bob == score[1], "scores %lld, %lld; expected %lld, "
                      "%lld", (long long)alice, (long long)bob, (long long)score[0],
                      (long long)score[1]);
            cr_assert_gt(alice, INT64_MAX / 2, "the scores are not near 2^63");
            check_large(v, n, false, "scores near 2^63");
        }
        cr_assert_eq(overflow, h == 1, "the construction with R = %zu %s", r,
                     overflow ? "overflows" : "does not overflow");
    }
    free(v);
    free(moves);
}

/* ---------------------------------------------------------------------
   Errors: the code, and nothing written. */

Test(errors, limits)
{
    cr_assert_eq(SG_STONE8_MAX, (size_t)INT32_MAX, "SG_STONE8_MAX is %zu", SG_STONE8_MAX);
}

Test(errors, null_pointers)
{
    static const int v[3] = { 1, -2, 3 };
    size_t moves[3] = { MOVE_SENTINEL, MOVE_SENTINEL, MOVE_SENTINEL }, nmoves = MOVE_SENTINEL;
    int64_t alice = SENTINEL, bob = SENTINEL;

    for (size_t k = 0; k < PUBLIC_SOLVERS; k++) {
        value_solver solve = solvers[k].solve;
        const char *name = solvers[k].name;
        int64_t r = SENTINEL;
        char what[80];
        snprintf(what, sizeof what, "%s(NULL, 3)", name);
        expect_code(solve(NULL, 3, &r), SG_ENULL, what);
        snprintf(what, sizeof what, "%s(NULL, 1)", name);
        expect_code(solve(NULL, 1, &r), SG_ENULL, what);
        snprintf(what, sizeof what, "%s(v, 3, NULL)", name);
        expect_code(solve(v, 3, NULL), SG_ENULL, what);
        snprintf(what, sizeof what, "%s(v, 1, NULL)", name);
        expect_code(solve(v, 1, NULL), SG_ENULL, what);
        snprintf(what, sizeof what, "%s(NULL, 0, NULL)", name);
        expect_code(solve(NULL, 0, NULL), SG_ENULL, what);
        cr_assert_eq(r, SENTINEL, "a refused %s wrote its result", name);
        expect_code(solve(NULL, 0, &r), SG_OK, name);
        cr_assert_eq(r, 0, "%s(NULL, 0) = %lld", name, (long long)r);
        r = SENTINEL;
        expect_code(solve(v, 1, &r), SG_OK, name);
        cr_assert_eq(r, 0, "%s([1]) = %lld", name, (long long)r);
        /* [1, -2, 3]: taking all scores 2; taking two scores -1 and leaves
           Bob 2: Alice takes all. */
        expect_code(solve(v, 3, &r), SG_OK, name);
        cr_assert_eq(r, 2, "%s([1,-2,3]) = %lld", name, (long long)r);
    }
    expect_code(sg_stone8_line_plain(NULL, 3, moves, &nmoves, &alice, &bob), SG_ENULL,
                "line_plain(NULL, 3)");
    expect_code(sg_stone8_line_plain(v, 3, NULL, &nmoves, &alice, &bob), SG_ENULL,
                "line_plain(moves NULL)");
    expect_code(sg_stone8_line_plain(v, 3, moves, NULL, &alice, &bob), SG_ENULL,
                "line_plain(nmoves NULL)");
    expect_code(sg_stone8_line(NULL, 3, moves, &nmoves, &alice, &bob), SG_ENULL, "line(NULL, 3)");
    expect_code(sg_stone8_line(NULL, 1, moves, &nmoves, &alice, &bob), SG_ENULL, "line(NULL, 1)");
    expect_code(sg_stone8_line(v, 3, NULL, &nmoves, &alice, &bob), SG_ENULL, "line(moves NULL)");
    expect_code(sg_stone8_line(v, 2, NULL, &nmoves, &alice, &bob), SG_ENULL, "line(moves NULL, 2)");
    expect_code(sg_stone8_line(v, 3, moves, NULL, &alice, &bob), SG_ENULL, "line(nmoves NULL)");
    expect_code(sg_stone8_line(v, 1, NULL, NULL, &alice, &bob), SG_ENULL, "line(nmoves NULL, 1)");
    expect_code(sg_stone8_line(NULL, 0, NULL, NULL, NULL, NULL), SG_ENULL,
                "line(nmoves NULL, 0)");
    cr_assert(nmoves == MOVE_SENTINEL && alice == SENTINEL && bob == SENTINEL,
              "a refused sg_stone8_line wrote a result");
    for (size_t t = 0; t < 3; t++)
        cr_assert_eq(moves[t], MOVE_SENTINEL, "a refused sg_stone8_line wrote move %zu", t);
    /* Fewer than two stones: moves may be NULL, and nothing is played. */
    expect_code(sg_stone8_line(NULL, 0, NULL, &nmoves, &alice, &bob), SG_OK, "line(NULL, 0)");
    cr_assert(nmoves == 0 && alice == 0 && bob == 0, "line(n = 0): %zu moves, %lld, %lld",
              nmoves, (long long)alice, (long long)bob);
    nmoves = MOVE_SENTINEL;
    expect_code(sg_stone8_line(v, 1, NULL, &nmoves, NULL, NULL), SG_OK, "line(v, 1, NULL)");
    cr_assert_eq(nmoves, 0, "line(n = 1): %zu moves", nmoves);
    expect_code(sg_stone8_line(v, 1, moves, &nmoves, NULL, NULL), SG_OK, "line(v, 1, moves)");
    cr_assert_eq(moves[0], MOVE_SENTINEL, "line(n = 1) wrote a move");
    /* alice and bob may be NULL. */
    expect_code(sg_stone8_line(v, 3, moves, &nmoves, NULL, &bob), SG_OK, "line(alice NULL)");
    cr_assert(nmoves == 1 && moves[0] == 3 && bob == 0, "line([1,-2,3]) = %zu moves, first %zu,"
              " Bob %lld", nmoves, moves[0], (long long)bob);
    expect_code(sg_stone8_line(v, 3, moves, &nmoves, &alice, NULL), SG_OK, "line(bob NULL)");
    cr_assert_eq(alice, 2, "line([1,-2,3]) gives Alice %lld", (long long)alice);
    cr_assert_eq(moves[1], MOVE_SENTINEL, "line([1,-2,3]) wrote moves[1]");
}

/* Too many stones: refused before the values are read (the array here
   holds four values). */
Test(errors, too_many_stones)
{
    static const int v[4] = { 1, 2, 3, 4 };
    const size_t sizes[] = { SG_STONE8_MAX + 1, (size_t)UINT32_MAX, SIZE_MAX };
    size_t moves[4] = { MOVE_SENTINEL, MOVE_SENTINEL, MOVE_SENTINEL, MOVE_SENTINEL };

    for (size_t s = 0; s < LEN(sizes); s++) {
        int64_t r = SENTINEL, alice = SENTINEL, bob = SENTINEL;
        size_t nmoves = MOVE_SENTINEL;
        char what[80];
        for (size_t k = 0; k < PUBLIC_SOLVERS; k++) {
            snprintf(what, sizeof what, "%s(n = %zu)", solvers[k].name, sizes[s]);
            expect_code(solvers[k].solve(v, sizes[s], &r), SG_ETOOBIG, what);
        }
        snprintf(what, sizeof what, "sg_stone8_line(n = %zu)", sizes[s]);
        expect_code(sg_stone8_line(v, sizes[s], moves, &nmoves, &alice, &bob), SG_ETOOBIG, what);
        expect_code(sg_stone8_line(v, sizes[s], moves, &nmoves, NULL, NULL), SG_ETOOBIG, what);
        expect_code(sg_stone8_line_plain(v, sizes[s], moves, &nmoves, &alice, &bob),
                    SG_ETOOBIG, what);
        int rc = sg_stone8_line(v, sizes[s], NULL, &nmoves, &alice, &bob);
        cr_assert(rc == SG_ENULL || rc == SG_ETOOBIG, "line(n = %zu, moves NULL) returned %d",
                  sizes[s], rc);
        cr_assert(r == SENTINEL && alice == SENTINEL && bob == SENTINEL
                  && nmoves == MOVE_SENTINEL, "a refused solver wrote a result");
    }
    for (size_t t = 0; t < 4; t++)
        cr_assert_eq(moves[t], MOVE_SENTINEL, "a refused sg_stone8_line wrote move %zu", t);
}
