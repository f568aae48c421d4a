/* test-stone2.c: tests of the Stone Game II solvers of libstonegame (take
   the first X piles, 1 <= X <= 2M, then M = max(M, X)) against a
   brute-force game tree written here, an independent cubic reference for
   larger rows, the reference solver sg_stone2_windows against sg_stone2
   on many random rows, the examples of the book and of LeetCode 1140, the
   line of play move by move, the plain line sg_stone2_line_plain against
   sg_stone2_line, the count of the plain recursion, the error
   conventions, and the game-tree search sg_search on the game. */
#include <criterion/criterion.h>

#include <limits.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "stonegame.h"
#include "brute.h"
#include "search-check.h"

/* ---------------------------------------------------------------------
   Helpers. */

#define LEN(a) (sizeof(a) / sizeof((a)[0]))
#define SENTINEL ((int64_t)0x5A5A5A5A5A5A5A5ALL)
#define CALLS_SENTINEL ((uint64_t)0xA5A5A5A5A5A5A5A5ULL)
#define MOVE_SENTINEL ((size_t)0x7E7E7E7EU)
#define MAXB 12          /* the largest n checked against the brute force */
#define TB (MAXB + 1)    /* a brute-force table has TB x TB entries at most */

static size_t min_size(size_t a, size_t b)
{
    return a < b ? a : b;
}

static size_t max_size(size_t a, size_t b)
{
    return a > b ? a : b;
}

/* ---------------------------------------------------------------------
   The brute force of the game is brute_stone2_from, in brute.c. */

/* The brute force from every position (i, m), 0 <= i <= n, 1 <= m <= n+1,
   laid out like the table of sg_stone2_table. */
static void brute_table(const int *v, size_t n, int64_t *bt)
{
    size_t i, m;

    for (i = 0; i <= n; i++)
        for (m = 1; m <= n + 1; m++)
            bt[i * (n + 1) + m - 1] = brute_stone2_from(v, n, i, m, NULL);
}

/* ---------------------------------------------------------------------
   An independent cubic reference for larger rows: the stones of the
   player to move from (i, m), by the "total left minus what the other
   player collects" recurrence, bottom-up, with m clipped to n + 1 (never
   relying on the saturation of the book).  Checked against the brute
   force on every small array below. */
static void ref_table(const int *v, size_t n, int64_t *t)
{
    size_t w = n + 1, i, m, x;
    int64_t left = 0;

    for (m = 1; m <= w; m++)
        t[n * w + m - 1] = 0;
    for (i = n; i-- > 0; ) {
        left += v[i];
        for (m = 1; m <= w; m++) {
            int64_t least = INT64_MAX;
            for (x = 1; x <= 2 * m && i + x <= n; x++) {
                int64_t other = t[(i + x) * w + max_size(m, x) - 1];
                if (other < least)
                    least = other;
            }
            t[i * w + m - 1] = left - least;
        }
    }
}

static int64_t *ref_alloc(size_t n)
{
    int64_t *t = malloc((n + 1) * (n + 1) * sizeof *t);
    cr_assert_not_null(t, "malloc of a %zu x %zu table failed", n + 1, n + 1);
    return t;
}

/* The editorial's shortcut: a saturated player takes everything. */
static int64_t shortcut_rec(const int *v, size_t n, size_t i, size_t m)
{
    int64_t left = 0, least = INT64_MAX;
    size_t x;

    if (i == n)
        return 0;
    left = sum_of(v + i, n - i);
    if (2 * m >= n - i)
        return left;
    for (x = 1; x <= 2 * m && i + x <= n; x++) {
        int64_t other = shortcut_rec(v, n, i + x, max_size(m, x));
        if (other < least)
            least = other;
    }
    return left - least;
}

/* ---------------------------------------------------------------------
   The plain recursion's calls, counted two ways: by running a recursion
   of the same shape (a call per visit of (i, m), i == n included), and
   by a memoised count over (i, m). */

static uint64_t count_plain(size_t n, size_t i, size_t m)
{
    uint64_t c = 1;
    size_t x;

    for (x = 1; x <= 2 * m && i + x <= n; x++)
        c += count_plain(n, i + x, max_size(m, x));
    return c;
}

/* calls(i, m) = 1 + sum over x of calls(i + x, max(m, x)); m is clipped to
   n, which changes no move bound (2n >= n - i). */
static uint64_t count_memo(size_t n)
{
    uint64_t c[24][25];
    size_t i, m, x;

    cr_assert_leq(n, (size_t)23, "count_memo: n = %zu", n);
    for (i = n + 1; i-- > 0; )
        for (m = 1; m <= n + 1; m++) {
            c[i][m] = 1;
            for (x = 1; x <= 2 * m && i + x <= n; x++)
                c[i][m] += c[i + x][min_size(max_size(m, x), n + 1)];
        }
    return c[0][1];
}

/* The calls of the memoised recursion, counted without recursing: a sweep
   over i marks the positions (i, m), m clipped to n, reachable from (0, 1).
   Each reachable position with piles left is solved once and then calls
   once per move, min(2m, n - i) calls; every other call (a position
   already solved, or none left) returns at once.  So the calls are the
   root's one plus one per move out of a reachable position. */
static uint64_t memo_calls(size_t n)
{
    size_t w = n + 1, i, m, x;
    unsigned char *seen;
    uint64_t c = 1;

    if (n == 0)
        return 1;
    seen = calloc(w * w, 1);
    cr_assert_not_null(seen, "calloc failed");
    seen[0 * w + 1] = 1;
    for (i = 0; i < n; i++)
        for (m = 1; m <= n; m++) {
            if (!seen[i * w + m])
                continue;
            for (x = 1; x <= 2 * m && i + x <= n; x++) {
                c++;
                seen[(i + x) * w + min_size(max_size(m, x), n)] = 1;
            }
        }
    free(seen);
    return c;
}

/* The moves sg_stone2_table examines: entry (i, m) tries min(2m, n - i). */
static uint64_t table_steps(size_t n)
{
    uint64_t s = 0;
    size_t i, m;

    for (i = 0; i <= n; i++)
        for (m = 1; m <= n + 1; m++)
            s += min_size(2 * m, n - i);
    return s;
}

/* ---------------------------------------------------------------------
   The line of play, checked move by move against a table of values
   A(i, m) (t[i*(n+1)+m-1], from the brute force or the reference): each
   move is legal, keeps the value of its position, and no smaller move
   does; the moves use up the n piles and Alice's moves give `alice`. */
static void check_line(const int *v, size_t n, const size_t *moves, size_t nmoves,
                       const int64_t *t, int64_t alice, const char *desc)
{
    size_t w = n + 1, i = 0, m = 1, k, y;
    int64_t left = sum_of(v, n), score[2] = { 0, 0 };

    cr_assert_leq(nmoves, n, "line of %s: %zu moves for %zu piles", desc, nmoves, n);
    for (k = 0; k < nmoves; k++) {
        size_t x = moves[k];
        int64_t value, took = 0;

        cr_assert_lt(i, n, "line of %s: move %zu is made after the last pile", desc, k);
        value = t[i * w + m - 1];
        cr_assert(x >= 1 && x <= min_size(2 * m, n - i),
                  "line of %s: move %zu takes %zu piles from position (%zu, %zu); "
                  "the rule allows 1..%zu", desc, k, x, i, m, min_size(2 * m, n - i));
        cr_assert_eq(left - t[(i + x) * w + max_size(m, x) - 1], value,
                     "line of %s: move %zu takes %zu piles from (%zu, %zu) and gets %lld; "
                     "the position is worth %lld", desc, k, x, i, m,
                     (long long)(left - t[(i + x) * w + max_size(m, x) - 1]), (long long)value);
        for (y = 1; y < x; y++) {
            int64_t got = left - t[(i + y) * w + max_size(m, y) - 1];
            cr_assert_lt(got, value, "line of %s: move %zu takes %zu piles from (%zu, %zu), "
                         "but %zu piles get %lld, the value %lld (the contract says the "
                         "smallest optimal move)", desc, k, x, i, m, y, (long long)got,
                         (long long)value);
        }
        for (y = 0; y < x; y++)
            took += v[i + y];
        score[k % 2] += took;
        left -= took;
        i += x;
        m = max_size(m, x);
    }
    cr_assert_eq(i, n, "line of %s: the moves take %zu piles, not %zu", desc, i, n);
    cr_assert_eq(score[0], alice, "line of %s gives Alice %lld, the solver says %lld",
                 desc, (long long)score[0], (long long)alice);
    cr_assert_eq(score[1], sum_of(v, n) - alice, "line of %s gives Bob %lld, expected %lld",
                 desc, (long long)score[1], (long long)(sum_of(v, n) - alice));
}

/* A line that is legal, uses up the piles and scores `alice`, for rows too
   long for a table of values. */
static void check_line_legal(const int *v, size_t n, const size_t *moves, size_t nmoves,
                             int64_t alice, const char *desc)
{
    size_t i = 0, m = 1, k, y;
    int64_t score[2] = { 0, 0 };

    cr_assert_leq(nmoves, n, "line of %s: %zu moves for %zu piles", desc, nmoves, n);
    for (k = 0; k < nmoves; k++) {
        size_t x = moves[k];
        cr_assert(i < n && x >= 1 && x <= min_size(2 * m, n - i),
                  "line of %s: move %zu takes %zu piles from position (%zu, %zu)", desc, k, x, i, m);
        for (y = 0; y < x; y++)
            score[k % 2] += v[i + y];
        i += x;
        m = max_size(m, x);
    }
    cr_assert_eq(i, n, "line of %s: the moves take %zu piles, not %zu", desc, i, n);
    cr_assert_eq(score[0], alice, "line of %s gives Alice %lld, the solver says %lld",
                 desc, (long long)score[0], (long long)alice);
}

/* sg_stone2_line_plain on v plays `line` (nline moves, that of
   sg_stone2_line), move for move, and gives Alice `alice`, also with
   alice NULL (up to 400 piles, to keep the large tests short); it writes
   nothing past moves[n-1]. */
static void check_line_plain(const int *v, size_t n, const size_t *line, size_t nline,
                             int64_t alice, const char *desc)
{
    size_t *moves = malloc((n + 1) * sizeof *moves), nmoves = MOVE_SENTINEL, k;
    int64_t a = SENTINEL;
    int rc;

    cr_assert_not_null(moves, "malloc failed");
    for (k = 0; k <= n; k++)
        moves[k] = MOVE_SENTINEL;
    rc = sg_stone2_line_plain(v, n, moves, &nmoves, &a);
    cr_assert_eq(rc, SG_OK, "sg_stone2_line_plain(%s) returned %d", desc, rc);
    cr_assert_eq(a, alice, "sg_stone2_line_plain(%s): alice = %lld, expected %lld", desc,
                 (long long)a, (long long)alice);
    cr_assert_eq(moves[n], MOVE_SENTINEL, "sg_stone2_line_plain(%s) wrote moves[n]", desc);
    cr_assert_eq(nmoves, nline, "sg_stone2_line_plain(%s) makes %zu moves, sg_stone2_line %zu",
                 desc, nmoves, nline);
    for (k = 0; k < nline; k++)
        if (moves[k] != line[k])
            cr_assert_fail("%s: move %zu of sg_stone2_line_plain takes %zu piles, that of "
                           "sg_stone2_line %zu", desc, k, moves[k], line[k]);
    if (n <= 400) {
        nmoves = MOVE_SENTINEL;
        rc = sg_stone2_line_plain(v, n, moves, &nmoves, NULL);
        cr_assert(rc == SG_OK && nmoves == nline
                  && memcmp(moves, line, nline * sizeof *line) == 0,
                  "sg_stone2_line_plain(%s) plays another line with alice NULL", desc);
    }
    free(moves);
}

/* ---------------------------------------------------------------------
   Every solver on a small array (n <= MAXB) against the brute force. */

static void check_small(const int *v, size_t n)
{
    char desc[256];
    int copy[MAXB + 1];
    int64_t bt[TB * TB], ref[TB * TB], tab[TB * TB + 1], want, a;
    size_t moves[MAXB + 1], again[MAXB + 1], nmoves, nagain, w = n + 1, i, m, k;
    uint64_t calls, steps, visits = 0;
    int rc;

    cr_assert_leq(n, (size_t)MAXB, "check_small: n = %zu is too large", n);
    brute_format(v, n, desc, sizeof desc);
    if (n > 0)
        memcpy(copy, v, n * sizeof *v);
    want = brute_stone2_from(v, n, 0, 1, &visits);
    brute_table(v, n, bt);
    cr_assert_eq(bt[0], want, "brute force of %s: two runs disagree", desc);

    /* The reference against the brute force, everywhere. */
    ref_table(v, n, ref);
    for (k = 0; k < w * w; k++)
        cr_assert_eq(ref[k], bt[k], "ref_table(%s) at (%zu, %zu) = %lld, brute force %lld",
                     desc, k / w, k % w + 1, (long long)ref[k], (long long)bt[k]);

    /* The five solvers of Alice's stones. */
    a = SENTINEL;
    rc = sg_stone2(v, n, &a);
    cr_assert_eq(rc, SG_OK, "sg_stone2(%s) returned %d", desc, rc);
    cr_assert_eq(a, want, "sg_stone2(%s) = %lld, brute force %lld", desc, (long long)a,
                 (long long)want);
    a = SENTINEL;
    rc = sg_stone2_windows(v, n, &a);
    cr_assert_eq(rc, SG_OK, "sg_stone2_windows(%s) returned %d", desc, rc);
    cr_assert_eq(a, want, "sg_stone2_windows(%s) = %lld, brute force %lld", desc,
                 (long long)a, (long long)want);
    a = SENTINEL;
    calls = CALLS_SENTINEL;
    rc = sg_stone2_memo(v, n, &a, &calls);
    cr_assert_eq(rc, SG_OK, "sg_stone2_memo(%s) returned %d", desc, rc);
    cr_assert_eq(a, want, "sg_stone2_memo(%s) = %lld, brute force %lld", desc, (long long)a,
                 (long long)want);
    cr_assert_eq(calls, memo_calls(n), "sg_stone2_memo(%s) counted %llu calls, expected %llu",
                 desc, (unsigned long long)calls, (unsigned long long)memo_calls(n));
    a = SENTINEL;
    calls = CALLS_SENTINEL;
    rc = sg_stone2_naive(v, n, &a, &calls);
    cr_assert_eq(rc, SG_OK, "sg_stone2_naive(%s) returned %d", desc, rc);
    cr_assert_eq(a, want, "sg_stone2_naive(%s) = %lld, brute force %lld", desc, (long long)a,
                 (long long)want);
    cr_assert_eq(calls, visits, "sg_stone2_naive(%s) counted %llu calls; the same recursion "
                 "here makes %llu", desc, (unsigned long long)calls, (unsigned long long)visits);
    a = SENTINEL;
    rc = sg_stone2_naive(v, n, &a, NULL);
    cr_assert(rc == SG_OK && a == want, "sg_stone2_naive(%s) without a counter: %d, %lld",
              desc, rc, (long long)a);

    /* The table: every entry, the saturated columns, nothing beyond. */
    for (k = 0; k < LEN(tab); k++)
        tab[k] = SENTINEL;
    steps = CALLS_SENTINEL;
    rc = sg_stone2_table(v, n, tab, &steps);
    cr_assert_eq(rc, SG_OK, "sg_stone2_table(%s) returned %d", desc, rc);
    cr_assert_eq(tab[w * w], SENTINEL, "sg_stone2_table(%s) wrote past (n+1)^2 entries", desc);
    for (i = 0; i <= n; i++) {
        size_t c = max_size(1, (n - i + 1) / 2);
        for (m = 1; m <= w; m++) {
            size_t e = i * w + m - 1;
            cr_assert_eq(tab[e], bt[e], "sg_stone2_table(%s) at (i, m) = (%zu, %zu) is %lld; "
                         "brute force from there: %lld", desc, i, m, (long long)tab[e],
                         (long long)bt[e]);
            if (2 * m >= n - i)
                cr_assert_eq(tab[e], tab[i * w + c - 1], "sg_stone2_table(%s): saturated "
                             "(%zu, %zu) differs from (%zu, %zu)", desc, i, m, i, c);
        }
    }
    cr_assert_eq(tab[0], want, "sg_stone2_table(%s): entry 0 is not Alice's stones", desc);
    cr_assert_eq(steps, table_steps(n), "sg_stone2_table(%s) counted %llu steps, expected %llu",
                 desc, (unsigned long long)steps, (unsigned long long)table_steps(n));
    rc = sg_stone2_table(v, n, tab, NULL);
    cr_assert(rc == SG_OK && tab[0] == want, "sg_stone2_table(%s) without a counter failed", desc);

    /* The line of play. */
    for (k = 0; k <= MAXB; k++)
        moves[k] = again[k] = MOVE_SENTINEL;
    a = SENTINEL;
    nmoves = MOVE_SENTINEL;
    rc = sg_stone2_line(v, n, moves, &nmoves, &a);
    cr_assert_eq(rc, SG_OK, "sg_stone2_line(%s) returned %d", desc, rc);
    cr_assert_eq(a, want, "sg_stone2_line(%s): alice = %lld, brute force %lld", desc,
                 (long long)a, (long long)want);
    cr_assert_eq(moves[n], MOVE_SENTINEL, "sg_stone2_line(%s) wrote moves[n]", desc);
    check_line(v, n, moves, nmoves, bt, want, desc);
    nagain = MOVE_SENTINEL;
    rc = sg_stone2_line(v, n, again, &nagain, NULL);
    cr_assert_eq(rc, SG_OK, "sg_stone2_line(%s) with alice NULL returned %d", desc, rc);
    cr_assert(nagain == nmoves && memcmp(again, moves, nmoves * sizeof *moves) == 0,
              "sg_stone2_line(%s) gives another line with alice NULL", desc);
    /* The plain line is that line, so it too is checked move by move. */
    check_line_plain(v, n, moves, nmoves, want, desc);

    if (n > 0)
        cr_assert_eq(memcmp(copy, v, n * sizeof *v), 0, "a solver modified the piles %s", desc);
}

/* ---------------------------------------------------------------------
   The examples. */

static void check_example(const int *v, size_t n, int64_t alice, const size_t *line,
                          size_t nline)
{
    char desc[128];
    int64_t a;
    size_t moves[16], nmoves = 0;

    brute_format(v, n, desc, sizeof desc);
    cr_assert_eq(brute_stone2(v, n), alice, "the brute force gives %s %lld, not %lld", desc,
                 (long long)brute_stone2(v, n), (long long)alice);
    a = SENTINEL;
    cr_assert(sg_stone2(v, n, &a) == SG_OK && a == alice, "sg_stone2(%s) = %lld, expected %lld",
              desc, (long long)a, (long long)alice);
    a = SENTINEL;
    cr_assert(sg_stone2_windows(v, n, &a) == SG_OK && a == alice,
              "sg_stone2_windows(%s) = %lld, expected %lld", desc, (long long)a,
              (long long)alice);
    a = SENTINEL;
    cr_assert(sg_stone2_memo(v, n, &a, NULL) == SG_OK && a == alice,
              "sg_stone2_memo(%s) = %lld, expected %lld", desc, (long long)a, (long long)alice);
    a = SENTINEL;
    cr_assert(sg_stone2_naive(v, n, &a, NULL) == SG_OK && a == alice,
              "sg_stone2_naive(%s) = %lld, expected %lld", desc, (long long)a, (long long)alice);
    a = SENTINEL;
    cr_assert(sg_stone2_line(v, n, moves, &nmoves, &a) == SG_OK && a == alice,
              "sg_stone2_line(%s) = %lld, expected %lld", desc, (long long)a, (long long)alice);
    cr_assert_eq(nmoves, nline, "sg_stone2_line(%s) makes %zu moves, expected %zu", desc,
                 nmoves, nline);
    cr_assert_eq(memcmp(moves, line, nline * sizeof *line), 0,
                 "sg_stone2_line(%s) is not the expected line", desc);
    check_small(v, n);
}

Test(examples, leetcode_2_7_9_4_4)
{
    static const int v[] = { 2, 7, 9, 4, 4 };
    static const size_t line[] = { 1, 2, 2 };
    check_example(v, LEN(v), 10, line, LEN(line));
}

Test(examples, leetcode_1_2_3_4_5_100)
{
    static const int v[] = { 1, 2, 3, 4, 5, 100 };
    /* Alice 1, Bob 2, Alice 3, Bob 4 and 5, Alice 100. */
    static const size_t line[] = { 1, 1, 1, 2, 1 };
    check_example(v, LEN(v), 104, line, LEN(line));
}

Test(examples, shortcut_counter_example)
{
    static const int v[] = { 5, -10 };
    static const size_t line[] = { 1, 1 };

    /* Taking both piles is allowed but gives Alice -5; the shortcut says so. */
    cr_assert_eq(shortcut_rec(v, 2, 0, 1), -5, "the shortcut should give -5 on [5,-10]");
    check_example(v, LEN(v), 5, line, LEN(line));
}

Test(examples, book_negative_pile)
{
    static const int v[] = { 5, -10, 3, 1 };
    /* Alice 5; Bob takes -10 and 3 (taking -10 alone leaves Alice 3 and 1). */
    static const size_t line[] = { 1, 2, 1 };
    check_example(v, LEN(v), 6, line, LEN(line));
}

/* A line of play of no piles: no moves, Alice 0, with or without room
   for the moves, nothing written into moves[0]. */
static void expect_line_empty(int (*line)(const int *, size_t, size_t *, size_t *, int64_t *),
                              const char *name, const int *one, size_t *moves)
{
    int64_t a = SENTINEL;
    size_t nmoves = MOVE_SENTINEL;
    cr_assert_eq(line(NULL, 0, NULL, &nmoves, &a), SG_OK, "%s(NULL, 0, moves NULL) failed", name);
    cr_assert(a == 0 && nmoves == 0, "%s(NULL, 0): alice %lld, %zu moves", name, (long long)a,
              nmoves);
    nmoves = MOVE_SENTINEL;
    moves[0] = MOVE_SENTINEL;
    cr_assert_eq(line(one, 0, moves, &nmoves, NULL), SG_OK, "%s(v, 0) failed", name);
    cr_assert(nmoves == 0 && moves[0] == MOVE_SENTINEL, "%s(v, 0): %zu moves", name, nmoves);
}

Test(examples, no_piles)
{
    static const int one[1] = { 42 };
    int64_t a, tab[2] = { SENTINEL, SENTINEL };
    size_t moves[1] = { MOVE_SENTINEL };
    uint64_t calls = CALLS_SENTINEL, steps = CALLS_SENTINEL;

    a = SENTINEL;
    cr_assert(sg_stone2(NULL, 0, &a) == SG_OK && a == 0, "sg_stone2(NULL, 0) = %lld", (long long)a);
    a = SENTINEL;
    cr_assert(sg_stone2(one, 0, &a) == SG_OK && a == 0, "sg_stone2(v, 0) = %lld", (long long)a);
    a = SENTINEL;
    cr_assert(sg_stone2_windows(NULL, 0, &a) == SG_OK && a == 0,
              "sg_stone2_windows(NULL, 0) = %lld", (long long)a);
    a = SENTINEL;
    cr_assert(sg_stone2_windows(one, 0, &a) == SG_OK && a == 0,
              "sg_stone2_windows(v, 0) = %lld", (long long)a);
    a = SENTINEL;
    calls = CALLS_SENTINEL;
    cr_assert(sg_stone2_memo(NULL, 0, &a, &calls) == SG_OK && a == 0,
              "sg_stone2_memo(NULL, 0) = %lld", (long long)a);
    cr_assert_eq(calls, 1, "sg_stone2_memo(NULL, 0) counted %llu calls, not 1",
                 (unsigned long long)calls);
    calls = CALLS_SENTINEL;
    a = SENTINEL;
    cr_assert(sg_stone2_naive(NULL, 0, &a, &calls) == SG_OK && a == 0,
              "sg_stone2_naive(NULL, 0) = %lld", (long long)a);
    cr_assert_eq(calls, 1, "sg_stone2_naive(NULL, 0) counted %llu calls, not 1",
                 (unsigned long long)calls);
    cr_assert_eq(sg_stone2_table(NULL, 0, tab, &steps), SG_OK, "sg_stone2_table(NULL, 0) failed");
    cr_assert(tab[0] == 0 && tab[1] == SENTINEL && steps == 0,
              "sg_stone2_table(NULL, 0): entry %lld, beyond %lld, steps %llu", (long long)tab[0],
              (long long)tab[1], (unsigned long long)steps);
    expect_line_empty(sg_stone2_line, "sg_stone2_line", one, moves);
    expect_line_empty(sg_stone2_line_plain, "sg_stone2_line_plain", one, moves);
}

/* One pile: Alice takes it, whatever its sign. */
Test(examples, one_pile)
{
    static const int vals[] = { INT_MIN, -1, 0, 1, INT_MAX };
    size_t k;

    for (k = 0; k < LEN(vals); k++) {
        static const size_t line[] = { 1 };
        check_example(&vals[k], 1, vals[k], line, 1);
    }
}

/* ---------------------------------------------------------------------
   Small arrays against the brute force. */

static void visit_small(const int *v, size_t n, void *ctx)
{
    ++*(long *)ctx;
    check_small(v, n);
}

Test(small, every_array_up_to_6_over_minus2_to_2, .timeout = 120)
{
    long count = 0;

    for_each_array(6, -2, 2, visit_small, &count);
    cr_assert_eq(count, 19531, "visited %ld arrays, expected 19531", count);
}

Test(small, random_arrays, .timeout = 120)
{
    uint64_t seed = 0x57011E2AULL;
    int v[MAXB];
    long count;

    for (count = 0; count < 10000; count++) {
        size_t n = (size_t)rng_range(&seed, 0, MAXB);
        fill_random(v, n, &seed, -20, 20);
        check_small(v, n);
    }
}

Test(small, random_arrays_full_length, .timeout = 120)
{
    uint64_t seed = 0x57011E2BULL;
    int v[MAXB];
    long count;

    for (count = 0; count < 1500; count++) {
        size_t n = (size_t)rng_range(&seed, 9, MAXB);
        fill_random(v, n, &seed, count % 2 ? -3 : -1000, count % 2 ? 3 : 1000);
        check_small(v, n);
    }
}

Test(small, extreme_values, .timeout = 120)
{
    uint64_t seed = 0x57011E2CULL;
    int v[MAXB];
    size_t i;
    long count;

    for (count = 0; count < 3000; count++) {
        size_t n = (size_t)rng_range(&seed, 1, MAXB);
        for (i = 0; i < n; i++)
            switch (count % 3) {
            case 0: v[i] = extreme_int(&seed); break;
            case 1: v[i] = any_extreme_int(&seed); break;
            default: v[i] = rng_extreme(&seed); break;
            }
        check_small(v, n);
    }
    /* All INT_MIN, all INT_MAX. */
    for (i = 0; i < MAXB; i++)
        v[i] = INT_MIN;
    check_small(v, MAXB);
    for (i = 0; i < MAXB; i++)
        v[i] = INT_MAX;
    check_small(v, MAXB);
}

/* The editorial's shortcut (take everything once saturated) is right on
   piles that are never negative, and wrong on some rows with a negative
   pile. */
Test(small, shortcut_only_for_nonnegative_piles, .timeout = 60)
{
    uint64_t seed = 0x57011E2DULL;
    int v[MAXB];
    long count, differ = 0;

    for (count = 0; count < 2000; count++) {
        size_t n = (size_t)rng_range(&seed, 0, MAXB);
        int64_t a = SENTINEL;
        fill_random(v, n, &seed, count % 2 ? 0 : -20, 20);
        cr_assert_eq(sg_stone2(v, n, &a), SG_OK, "sg_stone2 failed");
        if (count % 2)
            cr_assert_eq(shortcut_rec(v, n, 0, 1), a, "the shortcut and sg_stone2 disagree on "
                         "non-negative piles (%lld, %lld)", (long long)shortcut_rec(v, n, 0, 1),
                         (long long)a);
        else
            differ += shortcut_rec(v, n, 0, 1) != a;
    }
    cr_assert_gt(differ, 0, "the shortcut never failed on rows with negative piles");
}

/* ---------------------------------------------------------------------
   The plain recursion's count of calls. */

Test(naive, call_counts, .timeout = 60)
{
    uint64_t seed = 0x57011E2EULL;
    int v[SG_STONE2_NAIVE_MAX];
    size_t n;

    for (n = 0; n <= SG_STONE2_NAIVE_MAX; n++) {
        int64_t a = SENTINEL;
        uint64_t calls = CALLS_SENTINEL, mine = count_memo(n);

        fill_random(v, n, &seed, -50, 50);
        cr_assert_eq(sg_stone2_naive(v, n, &a, &calls), SG_OK, "sg_stone2_naive(n = %zu) failed", n);
        cr_assert_eq(calls, mine, "sg_stone2_naive(n = %zu) counted %llu calls, expected %llu",
                     n, (unsigned long long)calls, (unsigned long long)mine);
        cr_assert_eq(count_plain(n, 0, 1), mine, "the two counts disagree at n = %zu", n);
        if (n <= 16) {
            uint64_t visits = 0;
            int64_t b = brute_stone2_from(v, n, 0, 1, &visits);
            cr_assert_eq(visits, mine, "the brute force visits %llu positions at n = %zu, "
                         "the count says %llu", (unsigned long long)visits, n,
                         (unsigned long long)mine);
            cr_assert_eq(a, b, "sg_stone2_naive(n = %zu) = %lld, brute force %lld", n,
                         (long long)a, (long long)b);
        } else {
            int64_t b = SENTINEL;
            cr_assert(sg_stone2(v, n, &b) == SG_OK && a == b,
                      "sg_stone2_naive(n = %zu) = %lld, sg_stone2 %lld", n, (long long)a, (long long)b);
        }
        /* The count depends on n only. */
        fill_random(v, n, &seed, INT_MIN, INT_MAX);
        calls = CALLS_SENTINEL;
        cr_assert_eq(sg_stone2_naive(v, n, &a, &calls), SG_OK, "sg_stone2_naive(n = %zu) failed", n);
        cr_assert_eq(calls, mine, "sg_stone2_naive(n = %zu, other values) counted %llu calls, "
                     "expected %llu", n, (unsigned long long)calls, (unsigned long long)mine);
    }
}

/* The memoised recursion's count of calls: the sweep over reachable
   positions, at most the plain recursion's calls, and at most one more
   than the moves the table examines (the table tries every position). */
Test(memo, call_counts, .timeout = 60)
{
    static const size_t sizes[] = { 0, 1, 2, 3, 5, 8, 13, 16, 22, 50, 100, 257, 400 };
    uint64_t seed = 0x3E3011EDULL;
    static int v[400];
    size_t k;

    for (k = 0; k < LEN(sizes); k++) {
        size_t n = sizes[k];
        uint64_t want = memo_calls(n);
        int kind;

        if (n <= SG_STONE2_NAIVE_MAX)
            cr_assert_leq(want, count_memo(n), "memo_calls(%zu) = %llu exceeds the plain "
                          "recursion's %llu", n, (unsigned long long)want,
                          (unsigned long long)count_memo(n));
        cr_assert_leq(want, 1 + table_steps(n), "memo_calls(%zu) = %llu exceeds the table's "
                      "moves plus one", n, (unsigned long long)want);
        for (kind = 0; kind < 3; kind++) {
            int64_t a = SENTINEL, b = SENTINEL;
            uint64_t calls = CALLS_SENTINEL;

            fill_random(v, n, &seed, kind == 0 ? 0 : -1000, kind == 2 ? INT_MAX : 1000);
            cr_assert_eq(sg_stone2_memo(v, n, &a, &calls), SG_OK, "sg_stone2_memo(n = %zu) failed", n);
            cr_assert_eq(calls, want, "sg_stone2_memo(n = %zu) counted %llu calls, expected %llu",
                         n, (unsigned long long)calls, (unsigned long long)want);
            cr_assert(sg_stone2(v, n, &b) == SG_OK && a == b,
                      "sg_stone2_memo(n = %zu) = %lld, sg_stone2 %lld", n, (long long)a, (long long)b);
        }
    }
}

/* ---------------------------------------------------------------------
   Larger rows: the solvers against each other and the reference. */

static void fill(int *v, size_t n, int kind, uint64_t *seed)
{
    size_t i;

    for (i = 0; i < n; i++)
        switch (kind) {
        case 0: v[i] = rng_range(seed, -20, 20); break;
        case 1: v[i] = rng_range(seed, -1000, 1000); break;
        case 2: v[i] = rng_extreme(seed); break;
        case 3: v[i] = rng_range(seed, 0, 3) ? INT_MAX : INT_MIN; break;
        case 4: v[i] = rng_range(seed, 0, 1000); break;      /* never negative */
        case 5: v[i] = (int)(i % 7) - 3; break;               /* a pattern */
        default: v[i] = rng_range(seed, -2, 2); break;
        }
}

/* sg_stone2, sg_stone2_windows, sg_stone2_line and sg_stone2_line_plain
   always; sg_stone2_memo
   when with_memo;
   the reference table, sg_stone2_table and the line move by move when
   with_table. */
static void check_large(const int *v, size_t n, bool with_memo, bool with_table)
{
    char desc[160];
    size_t *moves = malloc((n + 1) * sizeof *moves), nmoves = MOVE_SENTINEL;
    int64_t a = SENTINEL, b = SENTINEL, c;
    int rc;

    cr_assert_not_null(moves, "malloc failed");
    snprintf(desc, sizeof desc, "a row of %zu piles starting %d, %d, %d", n, v[0], v[1], v[2]);
    rc = sg_stone2(v, n, &a);
    cr_assert_eq(rc, SG_OK, "sg_stone2(%s) returned %d", desc, rc);
    moves[n] = MOVE_SENTINEL;
    rc = sg_stone2_line(v, n, moves, &nmoves, &b);
    cr_assert_eq(rc, SG_OK, "sg_stone2_line(%s) returned %d", desc, rc);
    cr_assert_eq(a, b, "%s: sg_stone2 = %lld, sg_stone2_line = %lld", desc, (long long)a,
                 (long long)b);
    cr_assert_eq(moves[n], MOVE_SENTINEL, "sg_stone2_line(%s) wrote moves[n]", desc);
    check_line_legal(v, n, moves, nmoves, a, desc);
    check_line_plain(v, n, moves, nmoves, a, desc);
    c = SENTINEL;
    rc = sg_stone2_windows(v, n, &c);
    cr_assert_eq(rc, SG_OK, "sg_stone2_windows(%s) returned %d", desc, rc);
    cr_assert_eq(c, a, "%s: sg_stone2_windows = %lld, sg_stone2 = %lld", desc, (long long)c,
                 (long long)a);
    if (with_memo) {
        c = SENTINEL;
        rc = sg_stone2_memo(v, n, &c, NULL);
        cr_assert_eq(rc, SG_OK, "sg_stone2_memo(%s) returned %d", desc, rc);
        cr_assert_eq(c, a, "%s: sg_stone2_memo = %lld, sg_stone2 = %lld", desc, (long long)c,
                     (long long)a);
    }
    if (with_table) {
        int64_t *ref = ref_alloc(n), *tab = ref_alloc(n);
        uint64_t steps = CALLS_SENTINEL;
        size_t k, w = n + 1;

        ref_table(v, n, ref);
        cr_assert_eq(ref[0], a, "%s: the reference gives %lld, sg_stone2 %lld", desc,
                     (long long)ref[0], (long long)a);
        rc = sg_stone2_table(v, n, tab, &steps);
        cr_assert_eq(rc, SG_OK, "sg_stone2_table(%s) returned %d", desc, rc);
        for (k = 0; k < w * w; k++)
            cr_assert_eq(tab[k], ref[k], "sg_stone2_table(%s) at (%zu, %zu) = %lld, the "
                         "reference %lld", desc, k / w, k % w + 1, (long long)tab[k],
                         (long long)ref[k]);
        cr_assert_eq(steps, table_steps(n), "sg_stone2_table(%s) counted %llu steps, not %llu",
                     desc, (unsigned long long)steps, (unsigned long long)table_steps(n));
        check_line(v, n, moves, nmoves, ref, a, desc);
        free(ref);
        free(tab);
    }
    free(moves);
}

Test(large, with_reference_table, .timeout = 120)
{
    static const size_t sizes[] = { 13, 14, 20, 31, 50, 64, 99, 100, 101, 150, 200, 257, 300 };
    uint64_t seed = 0x57011E30ULL;
    int *v = malloc(400 * sizeof *v);
    size_t a;
    int kind;

    cr_assert_not_null(v, "malloc failed");
    for (a = 0; a < LEN(sizes); a++)
        for (kind = 0; kind <= 6; kind++) {
            fill(v, sizes[a], kind, &seed);
            check_large(v, sizes[a], true, sizes[a] <= 200 || kind % 2 == 0);
        }
    free(v);
}

Test(large, up_to_three_thousand, .timeout = 120)
{
    static const size_t sizes[] = { 500, 1000, 1500, 2048, 2999, 3000 };
    uint64_t seed = 0x57011E31ULL;
    int *v = malloc(3000 * sizeof *v);
    size_t a;
    int kind;

    cr_assert_not_null(v, "malloc failed");
    for (a = 0; a < LEN(sizes); a++)
        for (kind = 0; kind <= 6; kind++) {
            fill(v, sizes[a], kind, &seed);
            /* The memo is cubic (half a second at 1000 piles, 14 at 3000):
               500 and 1000 piles for some kinds, 1500 once. */
            check_large(v, sizes[a], sizes[a] == 500 ? kind % 2 == 0
                                     : sizes[a] == 1000 ? kind % 3 == 0
                                     : sizes[a] == 1500 && kind == 2,
                        sizes[a] == 500 && kind < 2);
        }
    free(v);
}

Test(large, many_random_sizes, .timeout = 120)
{
    uint64_t seed = 0x57011E32ULL;
    int *v = malloc(3000 * sizeof *v);
    long count;

    cr_assert_not_null(v, "malloc failed");
    for (count = 0; count < 21; count++) {
        size_t n = (size_t)rng_range(&seed, 100, 3000);
        fill(v, n, (int)(count % 7), &seed);
        check_large(v, n, n <= 600, n <= 250);
    }
    free(v);
}

/* The layout of sg_stone2: a ring of min(m, n + 2 - 2m) slots per
   column, bands of 64 rows filled in two parts, the diagonal window split
   at a power of two.  Sizes around the multiples of the band, and rows
   with ties everywhere (zeros, equal piles, piles of 0 and 1), rows that
   fill every column deque (increasing, positive), checked against the
   brute force (n <= MAXB) or the reference table, the line move by move
   (each move the smallest optimal one). */
static void fill_layout(int *v, size_t n, int kind, uint64_t *seed)
{
    size_t i;

    for (i = 0; i < n; i++)
        switch (kind) {
        case 0: v[i] = 0; break;
        case 1: v[i] = 7; break;
        case 2: v[i] = (int)i + 1; break;
        case 3: v[i] = rng_range(seed, 1, 10000); break;
        case 4: v[i] = rng_range(seed, 0, 1); break;
        case 5: v[i] = (i % 2 ? -1 : 1) * rng_range(seed, 1, 1000); break;
        default: v[i] = (int)(n - i); break;
        }
}

Test(large, layout_boundaries, .timeout = 300)
{
    static const size_t sizes[] = { 1, 2, 3, 4, 5, 6, 7, 11, 12, 13, 62, 63, 64, 65, 66,
                                    127, 128, 129, 130, 191, 192, 193 };
    uint64_t seed = 0x57011E34ULL;
    int *v = calloc(200, sizeof *v);
    size_t a;
    int kind;

    cr_assert_not_null(v, "calloc failed");
    for (a = 0; a < LEN(sizes); a++)
        for (kind = 0; kind <= 6; kind++) {
            fill_layout(v, sizes[a], kind, &seed);
            if (sizes[a] <= MAXB)
                check_small(v, sizes[a]);
            else
                check_large(v, sizes[a], sizes[a] <= 130, true);
        }
    free(v);
}

/* The reference solver against sg_stone2 on many random rows of every
   kind above, and against the reference table on the shorter ones. */
Test(windows, random_rows, .timeout = 120)
{
    uint64_t seed = 0x57011E35ULL;
    static int v[400];
    static int64_t ref[61 * 61];
    long count;

    for (count = 0; count < 3000; count++) {
        size_t n = (size_t)rng_range(&seed, 1, count % 10 ? 60 : 400);
        int64_t a = SENTINEL, b = SENTINEL;
        int kind = (int)(count % 7);

        if (count % 2)
            fill(v, n, kind, &seed);
        else
            fill_layout(v, n, kind, &seed);
        cr_assert_eq(sg_stone2_windows(v, n, &a), SG_OK, "sg_stone2_windows(n = %zu, kind %d) "
                     "failed", n, kind);
        cr_assert(sg_stone2(v, n, &b) == SG_OK && a == b, "random row %ld of %zu piles: "
                  "sg_stone2_windows = %lld, sg_stone2 = %lld", count, n, (long long)a,
                  (long long)b);
        if (n <= 60) {
            ref_table(v, n, ref);
            cr_assert_eq(ref[0], a, "random row %ld of %zu piles: sg_stone2_windows = %lld, "
                         "the reference table %lld", count, n, (long long)a, (long long)ref[0]);
        }
    }
}

/* The plain line against sg_stone2_line, move for move, on every row of
   up to seven piles in -2..2, and both lines checked move by move
   against the reference table (itself checked against the brute force
   above). */
static void visit_line_plain(const int *v, size_t n, void *ctx)
{
    char desc[160];
    int64_t ref[8 * 8], a = SENTINEL;
    size_t moves[8], nmoves = MOVE_SENTINEL;

    ++*(long *)ctx;
    brute_format(v, n, desc, sizeof desc);
    cr_assert_eq(sg_stone2_line(v, n, moves, &nmoves, &a), SG_OK, "sg_stone2_line(%s) failed",
                 desc);
    ref_table(v, n, ref);
    check_line(v, n, moves, nmoves, ref, a, desc);
    check_line_plain(v, n, moves, nmoves, a, desc);
}

Test(line_plain, every_row_up_to_7_over_minus2_to_2, .timeout = 120)
{
    long count = 0;

    for_each_array(7, -2, 2, visit_line_plain, &count);
    cr_assert_eq(count, 97656, "visited %ld rows, expected 97656", count);
}

/* The plain line against sg_stone2_line on random rows of every kind,
   mostly of up to 60 piles (then also move by move against the
   reference table), one in ten of up to 400. */
Test(line_plain, random_rows, .timeout = 120)
{
    uint64_t seed = 0x57011E36ULL;
    static int v[400];
    static size_t moves[400];
    static int64_t ref[61 * 61];
    long count;

    for (count = 0; count < 2000; count++) {
        size_t n = (size_t)rng_range(&seed, 1, count % 10 ? 60 : 400), nmoves = MOVE_SENTINEL;
        int64_t a = SENTINEL;
        int kind = (int)(count % 7);
        char desc[80];

        if (count % 2)
            fill(v, n, kind, &seed);
        else
            fill_layout(v, n, kind, &seed);
        snprintf(desc, sizeof desc, "random row %ld of %zu piles, kind %d", count, n, kind);
        cr_assert_eq(sg_stone2_line(v, n, moves, &nmoves, &a), SG_OK,
                     "sg_stone2_line(%s) failed", desc);
        if (n <= 60) {
            ref_table(v, n, ref);
            check_line(v, n, moves, nmoves, ref, a, desc);
        }
        check_line_plain(v, n, moves, nmoves, a, desc);
    }
}

/* sg_stone2 at 4000 piles: it agrees with the line of play, which is
   legal and scores what it says.  (Larger sizes belong to the benchmark:
   the suite also runs under the sanitizers.) */
Test(large, four_thousand, .timeout = 600)
{
    size_t n = 4000;
    uint64_t seed = 0x57011E33ULL;
    int *v = malloc(n * sizeof *v);

    cr_assert_not_null(v, "malloc failed");
    fill(v, n, 1, &seed);
    check_large(v, n, false, false);
    free(v);
}

/* ---------------------------------------------------------------------
   Errors: the code, and nothing written. */

/* What the limits must guarantee, whatever their values: no score can
   overflow (n <= SG_MAX_N), the recursions (one frame per move, n + 1
   deep at most) cannot overflow the stack, and the (n + 1)^2 entries of
   the memo and of the table have a size in bytes that size_t can hold. */
Test(errors, limits_keep_the_promises)
{
    static const struct { const char *name; size_t max; bool recursive, square; } lim[] = {
        { "SG_STONE2_MAX", SG_STONE2_MAX, false, false },
        { "SG_STONE2_NAIVE_MAX", SG_STONE2_NAIVE_MAX, true, false },
        { "SG_STONE2_MEMO_MAX", SG_STONE2_MEMO_MAX, true, true },
        { "SG_STONE2_TABLE_MAX", SG_STONE2_TABLE_MAX, false, true },
        { "SG_STONE2_WINDOWS_MAX", SG_STONE2_WINDOWS_MAX, false, true },
    };
    size_t k;

    for (k = 0; k < LEN(lim); k++) {
        size_t w = lim[k].max + 1;
        cr_assert_leq(lim[k].max, SG_MAX_N, "%s = %zu exceeds SG_MAX_N", lim[k].name, lim[k].max);
        if (lim[k].recursive)
            cr_assert_leq(lim[k].max, SG_RECURSION_MAX, "%s = %zu exceeds SG_RECURSION_MAX",
                          lim[k].name, lim[k].max);
        if (lim[k].square)
            cr_assert_leq(w, SIZE_MAX / w / sizeof(int64_t), "%s = %zu: (n + 1)^2 entries "
                          "overflow size_t", lim[k].name, lim[k].max);
    }
    /* sg_stone2 and sg_stone2_line keep moves and row numbers in 16 bits. */
    cr_assert_leq(SG_STONE2_MAX, (size_t)UINT16_MAX, "SG_STONE2_MAX = %zu does not fit the "
                  "16-bit moves of sg_stone2_line", (size_t)SG_STONE2_MAX);
    /* Each textbook solver accepts no more piles than the faster ones, so
       the tests can compare them on any row the slower one accepts. */
    cr_assert_leq(SG_STONE2_MEMO_MAX, SG_STONE2_MAX, "the memo accepts more piles than sg_stone2");
    cr_assert_leq(SG_STONE2_NAIVE_MAX, SG_STONE2_MEMO_MAX, "the plain recursion accepts more piles "
                  "than the memo");
    cr_assert_leq(SG_STONE2_WINDOWS_MAX, SG_STONE2_MAX, "the reference solver accepts more piles "
                  "than sg_stone2");
    /* The tests compare the reference solver with sg_stone2 up to 4000 piles. */
    cr_assert_leq((size_t)4000, SG_STONE2_WINDOWS_MAX, "SG_STONE2_WINDOWS_MAX = %zu is below "
                  "the rows of the tests", (size_t)SG_STONE2_WINDOWS_MAX);
}

/* The arguments that a line of play refuses with SG_ENULL: no piles,
   no room for the moves, no count, at n = 3 and at n = 0. */
static void expect_line_nulls(int (*line)(const int *, size_t, size_t *, size_t *, int64_t *),
                              const char *name, const int *v, size_t *moves,
                              size_t *nmoves, int64_t *a)
{
    static const char *const calls[] = { "(NULL, 3)", "(v, 3, moves NULL)", "(v, 3, nmoves NULL)",
                                         "(v, 0, nmoves NULL)", "(NULL, 0, NULL, NULL, NULL)" };
    int got[] = { line(NULL, 3, moves, nmoves, a), line(v, 3, NULL, nmoves, a),
                  line(v, 3, moves, NULL, a), line(v, 0, moves, NULL, a),
                  line(NULL, 0, NULL, NULL, NULL) };
    for (size_t k = 0; k < LEN(got); k++) {
        char what[80];
        snprintf(what, sizeof what, "%s%s", name, calls[k]);
        expect_code(got[k], SG_ENULL, what);
    }
}

Test(errors, null_pointers)
{
    static const int v[3] = { 1, 2, 3 };
    int64_t a = SENTINEL, tab[16];
    uint64_t calls = CALLS_SENTINEL, steps = CALLS_SENTINEL;
    size_t moves[4] = { MOVE_SENTINEL, MOVE_SENTINEL, MOVE_SENTINEL, MOVE_SENTINEL };
    size_t nmoves = MOVE_SENTINEL, k;

    for (k = 0; k < LEN(tab); k++)
        tab[k] = SENTINEL;
    expect_code(sg_stone2(NULL, 3, &a), SG_ENULL, "sg_stone2(NULL, 3)");
    expect_code(sg_stone2(v, 3, NULL), SG_ENULL, "sg_stone2(v, 3, NULL)");
    expect_code(sg_stone2(NULL, 0, NULL), SG_ENULL, "sg_stone2(NULL, 0, NULL)");
    expect_code(sg_stone2_windows(NULL, 3, &a), SG_ENULL, "sg_stone2_windows(NULL, 3)");
    expect_code(sg_stone2_windows(v, 3, NULL), SG_ENULL, "sg_stone2_windows(v, 3, NULL)");
    expect_code(sg_stone2_windows(NULL, 0, NULL), SG_ENULL, "sg_stone2_windows(NULL, 0, NULL)");
    expect_code(sg_stone2_memo(NULL, 3, &a, &calls), SG_ENULL, "sg_stone2_memo(NULL, 3)");
    expect_code(sg_stone2_memo(v, 3, NULL, &calls), SG_ENULL, "sg_stone2_memo(v, 3, NULL)");
    expect_code(sg_stone2_memo(v, 0, NULL, &calls), SG_ENULL, "sg_stone2_memo(v, 0, NULL)");
    expect_code(sg_stone2_naive(NULL, 3, &a, &calls), SG_ENULL, "sg_stone2_naive(NULL, 3)");
    expect_code(sg_stone2_naive(v, 3, NULL, &calls), SG_ENULL, "sg_stone2_naive(v, 3, NULL)");
    expect_code(sg_stone2_naive(v, 0, NULL, &calls), SG_ENULL, "sg_stone2_naive(v, 0, NULL)");
    expect_code(sg_stone2_table(NULL, 3, tab, &steps), SG_ENULL, "sg_stone2_table(NULL, 3)");
    expect_code(sg_stone2_table(v, 3, NULL, &steps), SG_ENULL, "sg_stone2_table(v, 3, NULL)");
    expect_code(sg_stone2_table(v, 0, NULL, &steps), SG_ENULL, "sg_stone2_table(v, 0, NULL)");
    expect_line_nulls(sg_stone2_line, "sg_stone2_line", v, moves, &nmoves, &a);
    expect_line_nulls(sg_stone2_line_plain, "sg_stone2_line_plain", v, moves, &nmoves, &a);
    cr_assert(a == SENTINEL && calls == CALLS_SENTINEL && steps == CALLS_SENTINEL
              && nmoves == MOVE_SENTINEL, "a solver that returned SG_ENULL wrote a result");
    for (k = 0; k < LEN(tab); k++)
        cr_assert_eq(tab[k], SENTINEL, "a refused sg_stone2_table wrote entry %zu", k);
    for (k = 0; k < LEN(moves); k++)
        cr_assert_eq(moves[k], MOVE_SENTINEL, "a refused line of play wrote moves[%zu]", k);

    /* The optional outputs may be NULL. */
    cr_assert(sg_stone2_naive(v, 3, &a, NULL) == SG_OK && a == 3,
              "sg_stone2_naive([1,2,3], calls NULL) = %lld, not 3", (long long)a);
    a = SENTINEL;
    cr_assert(sg_stone2_memo(v, 3, &a, NULL) == SG_OK && a == 3,
              "sg_stone2_memo([1,2,3], calls NULL) = %lld, not 3", (long long)a);
    cr_assert(sg_stone2_table(v, 3, tab, NULL) == SG_OK && tab[0] == 3,
              "sg_stone2_table([1,2,3], steps NULL): entry 0 = %lld, not 3", (long long)tab[0]);
    cr_assert_eq(sg_stone2_line(v, 3, moves, &nmoves, NULL), SG_OK,
                 "sg_stone2_line([1,2,3], alice NULL) failed");
    /* [1,2,3]: after Alice's 1, Bob takes 2 and 3; after her 1 and 2, he
       has only 3. */
    cr_assert(nmoves == 2 && moves[0] == 2 && moves[1] == 1 && moves[2] == MOVE_SENTINEL,
              "sg_stone2_line([1,2,3]) = %zu moves %zu, %zu", nmoves, moves[0], moves[1]);
    moves[0] = moves[1] = MOVE_SENTINEL;
    nmoves = MOVE_SENTINEL;
    cr_assert_eq(sg_stone2_line_plain(v, 3, moves, &nmoves, NULL), SG_OK,
                 "sg_stone2_line_plain([1,2,3], alice NULL) failed");
    cr_assert(nmoves == 2 && moves[0] == 2 && moves[1] == 1 && moves[2] == MOVE_SENTINEL,
              "sg_stone2_line_plain([1,2,3]) = %zu moves %zu, %zu", nmoves, moves[0], moves[1]);
}

/* Each function one pile over its limit, with outputs that must stay as
   they were. */
Test(errors, one_over_each_limit, .timeout = 60)
{
    size_t big = SG_STONE2_TABLE_MAX + 1, k;
    int *zeros = calloc(big, sizeof *zeros);
    size_t *moves = malloc((SG_STONE2_MAX + 2) * sizeof *moves), nmoves = MOVE_SENTINEL;
    int64_t a = SENTINEL, tab[8];
    uint64_t calls = CALLS_SENTINEL, steps = CALLS_SENTINEL;

    cr_assert(zeros && moves, "malloc failed");
    for (k = 0; k < LEN(tab); k++)
        tab[k] = SENTINEL;
    for (k = 0; k < SG_STONE2_MAX + 2; k++)
        moves[k] = MOVE_SENTINEL;
    expect_code(sg_stone2(zeros, SG_STONE2_MAX + 1, &a), SG_ETOOBIG, "sg_stone2(n = SG_STONE2_MAX + 1)");
    expect_code(sg_stone2_windows(zeros, SG_STONE2_WINDOWS_MAX + 1, &a), SG_ETOOBIG,
                "sg_stone2_windows(n = SG_STONE2_WINDOWS_MAX + 1)");
    expect_code(sg_stone2_naive(zeros, SG_STONE2_NAIVE_MAX + 1, &a, &calls), SG_ETOOBIG,
                "sg_stone2_naive(n = 23)");
    expect_code(sg_stone2_memo(zeros, SG_STONE2_MEMO_MAX + 1, &a, &calls), SG_ETOOBIG,
                "sg_stone2_memo(n = 5001)");
    /* The table passed is far too small: refused before anything is written. */
    expect_code(sg_stone2_table(zeros, SG_STONE2_TABLE_MAX + 1, tab, &steps), SG_ETOOBIG,
                "sg_stone2_table(n = 65536)");
    expect_code(sg_stone2_line(zeros, SG_STONE2_MAX + 1, moves, &nmoves, &a), SG_ETOOBIG,
                "sg_stone2_line(n = SG_STONE2_MAX + 1)");
    expect_code(sg_stone2_line_plain(zeros, SG_STONE2_WINDOWS_MAX + 1, moves, &nmoves, &a),
                SG_ETOOBIG, "sg_stone2_line_plain(n = SG_STONE2_WINDOWS_MAX + 1)");
    cr_assert(a == SENTINEL && calls == CALLS_SENTINEL && steps == CALLS_SENTINEL
              && nmoves == MOVE_SENTINEL, "a solver that returned SG_ETOOBIG wrote a result");
    for (k = 0; k < LEN(tab); k++)
        cr_assert_eq(tab[k], SENTINEL, "a refused sg_stone2_table wrote entry %zu", k);
    for (k = 0; k < SG_STONE2_MAX + 2; k++)
        cr_assert_eq(moves[k], MOVE_SENTINEL, "a refused line of play wrote moves[%zu]", k);

    /* The reference solver at its limit is accepted, on zeros. */
    a = SENTINEL;
    cr_assert(sg_stone2_windows(zeros, SG_STONE2_WINDOWS_MAX, &a) == SG_OK && a == 0,
              "sg_stone2_windows(n = SG_STONE2_WINDOWS_MAX zeros) = %lld", (long long)a);

    /* The naive recursion at its limit is accepted, on zeros and ones. */
    calls = CALLS_SENTINEL;
    cr_assert_eq(sg_stone2_naive(zeros, SG_STONE2_NAIVE_MAX, &a, &calls), SG_OK,
                 "sg_stone2_naive(n = 22) failed");
    cr_assert(a == 0 && calls == count_memo(SG_STONE2_NAIVE_MAX),
              "sg_stone2_naive(22 zeros) = %lld with %llu calls", (long long)a,
              (unsigned long long)calls);
    for (k = 0; k < SG_STONE2_NAIVE_MAX; k++)
        zeros[k] = 1;
    {
        int64_t b = SENTINEL;
        cr_assert_eq(sg_stone2_naive(zeros, SG_STONE2_NAIVE_MAX, &a, NULL), SG_OK,
                     "sg_stone2_naive(22 ones) failed");
        cr_assert(sg_stone2(zeros, SG_STONE2_NAIVE_MAX, &b) == SG_OK && a == b,
                  "sg_stone2_naive(22 ones) = %lld, sg_stone2 %lld", (long long)a, (long long)b);
    }
    free(zeros);
    free(moves);
}

Test(errors, above_sg_max_n)
{
#if SIZE_MAX > UINT32_MAX
    /* n = SG_MAX_N + 1 and SIZE_MAX with tiny real arrays: each solver must
       refuse it before touching them. */
    static const int v[4] = { 1, 2, 3, 4 };
    size_t sizes[2] = { SG_MAX_N + 1, SIZE_MAX }, s, k;
    int64_t a = SENTINEL, tab[4] = { SENTINEL, SENTINEL, SENTINEL, SENTINEL };
    size_t moves[4] = { MOVE_SENTINEL, MOVE_SENTINEL, MOVE_SENTINEL, MOVE_SENTINEL };
    size_t nmoves = MOVE_SENTINEL;
    uint64_t calls = CALLS_SENTINEL, steps = CALLS_SENTINEL;

    for (s = 0; s < 2; s++) {
        size_t big = sizes[s];
        char what[80];
        snprintf(what, sizeof what, "n = %zu", big);
        expect_code(sg_stone2(v, big, &a), SG_ETOOBIG, what);
        expect_code(sg_stone2_windows(v, big, &a), SG_ETOOBIG, what);
        expect_code(sg_stone2_naive(v, big, &a, &calls), SG_ETOOBIG, what);
        expect_code(sg_stone2_memo(v, big, &a, &calls), SG_ETOOBIG, what);
        expect_code(sg_stone2_table(v, big, tab, &steps), SG_ETOOBIG, what);
        expect_code(sg_stone2_line(v, big, moves, &nmoves, &a), SG_ETOOBIG, what);
        expect_code(sg_stone2_line_plain(v, big, moves, &nmoves, &a), SG_ETOOBIG, what);
    }
    cr_assert(a == SENTINEL && calls == CALLS_SENTINEL && steps == CALLS_SENTINEL
              && nmoves == MOVE_SENTINEL, "a refused solver wrote a result");
    for (k = 0; k < 4; k++)
        cr_assert(tab[k] == SENTINEL && moves[k] == MOVE_SENTINEL,
                  "a refused solver wrote entry %zu", k);
#else
    cr_assert_leq((uintmax_t)SIZE_MAX, (uintmax_t)SG_MAX_N,
                  "size_t has 32 bits: no array can exceed SG_MAX_N");
#endif
}

/* ---------------------------------------------------------------------
   The game-tree search of the chapter on games and their values,
   sg_search, on Stone Game II as sg_game_stone2 describes it
   (checked by search-check.c): against the brute force and the solver. */

static void visit_stone2(const int *v, size_t n, void *ctx)
{
    char desc[240];
    int64_t alice = brute_stone2(v, n), total = sum_of(v, n), fast = SENTINEL;
    struct searched r = describe_and_search(sg_game_stone2, "stone2", v, n, 2 * alice - total,
                                            desc, sizeof desc);

    (void)ctx;
    cr_assert_eq(sg_stone2(v, n, &fast), SG_OK, "sg_stone2(%s) failed", desc);
    cr_assert_eq(fast, alice, "sg_stone2(%s) = %lld, brute force %lld", desc, (long long)fast,
                 (long long)alice);
    cr_assert(fast == (total + r.value) / 2 && (total + r.value) % 2 == 0,
              "%s: the search's difference %lld and the total %lld do not give %lld", desc,
              (long long)r.value, (long long)total, (long long)fast);
    /* The first move takes x = 1 or 2 piles, and then M = x. */
    if (n > 0) {
        int64_t taken = 0, best_v = INT64_MIN;
        size_t best_x = 0;
        for (size_t x = 1; x <= 2 && x <= n; x++) {
            taken += v[x - 1];
            int64_t other = brute_stone2_from(v, n, x, x, NULL);
            int64_t rel = taken - (2 * other - sum_of(v + x, n - x));
            if (rel > best_v) {
                best_v = rel;
                best_x = x;
            }
        }
        cr_assert_eq(r.best, best_x - 1, "%s: best = %zu, the brute force takes %zu", desc,
                     r.best, best_x);
    }
}

Test(search, stone2_every_row_up_to_8, .timeout = 120)
{
    every_row(visit_stone2, 12, 200, 303, 500000);
}

Test(search, stone2_example_of_the_book)
{
    static const int s2[] = { 2, 7, 9, 4, 4 };
    struct sg_game g;
    int64_t v = SENTINEL;
    size_t best = BEST_SENTINEL;

    cr_assert_eq(sg_game_stone2(s2, 5, &g), SG_OK, "sg_game_stone2 failed");
    cr_assert(sg_search(&g, memo_buf, &v, &best, NULL) == SG_OK && v == 10 - 16,
              "Stone Game II [2,7,9,4,4]: %lld, expected 10 - 16", (long long)v);
    visit_stone2(s2, 5, NULL);
}

/* Stone Game II at the edges of the search: the row of no values, and
   the arguments sg_game_stone2 refuses: a NULL game or row, and
   SG_SEARCH_MAX_MOVES + 1 piles, against SG_SEARCH_MAX_MOVES piles,
   which it accepts and the search solves. */
Test(search, stone2_at_the_limits)
{
    static const int four[4] = { 1, 2, 3, 4 };
    static int thirty_two[SG_SEARCH_MAX_MOVES + 1];
    struct sg_game g;
    int64_t value = SENTINEL;
    size_t s;

    check_no_values(sg_game_stone2, 0, "Stone Game II");
    memset(&g, 0, sizeof g);
    expect_code(sg_game_stone2(four, 4, NULL), SG_ENULL, "sg_game_stone2(game = NULL)");
    expect_describe_error(sg_game_stone2(NULL, 1, &g), &g, SG_ENULL, "sg_game_stone2(NULL, 1)");
    for (s = 0; s < LEN(thirty_two); s++)
        thirty_two[s] = 1;
    expect_describe_error(sg_game_stone2(thirty_two, SG_SEARCH_MAX_MOVES + 1, &g), &g,
                          SG_ETOOBIG, "Stone Game II of 33 piles");
    cr_assert_eq(sg_game_stone2(thirty_two, SG_SEARCH_MAX_MOVES, &g), SG_OK,
                 "Stone Game II of 32 piles failed");
    cr_assert(sg_search(&g, memo_buf, &value, NULL, NULL) == SG_OK && value == 0,
              "Stone Game II of 32 ones: %lld", (long long)value);
}

/* sg_stone2_line_from: from every (0, m) of every row of up to six piles
   in -2..2, the mover's stones are the brute force's, and the line keeps
   the value at every move, each move the smallest that does. */
static void visit_line_from(const int *v, size_t n, void *ctx)
{
    char desc[160];
    size_t moves[8], nmoves;
    brute_format(v, n, desc, sizeof desc);
    for (size_t m0 = 1; m0 <= n + 2; m0++) {
        int64_t mover = SENTINEL;
        cr_assert_eq(sg_stone2_line_from(v, n, m0, moves, &nmoves, &mover),
                     SG_OK, "%s from m=%zu", desc, m0);
        cr_assert_eq(mover, brute_stone2_from(v, n, 0, m0, NULL),
                     "%s from m=%zu: %lld", desc, m0, (long long)mover);
        size_t i = 0, m = m0;
        for (size_t j = 0; j < nmoves; j++) {
            size_t x = moves[j], best = 0;
            int64_t here = brute_stone2_from(v, n, i, m, NULL), left = 0;
            for (size_t k = i; k < n; k++)
                left += v[k];
            for (size_t y = 1; y <= 2 * m && i + y <= n && best == 0; y++)
                if (left - brute_stone2_from(v, n, i + y, max_size(m, y),
                                             NULL) == here)
                    best = y;
            cr_assert_eq(x, best, "%s from m=%zu: move %zu", desc, m0, j);
            i += x;
            m = max_size(m, x);
        }
        cr_assert_eq(i, n, "%s from m=%zu: the line stops early", desc, m0);
    }
    ++*(long *)ctx;
}

Test(line_from, every_row_up_to_6_over_minus2_to_2, .timeout = 120)
{
    long count = 0;
    size_t moves[1], nmoves;
    int64_t mover;
    for_each_array(6, -2, 2, visit_line_from, &count);
    cr_assert_eq(count, 19531, "visited %ld rows", count);
    cr_assert_eq(sg_stone2_line_from((int[]){1}, 1, 0, moves, &nmoves,
                                     &mover), SG_EINVAL);
}
