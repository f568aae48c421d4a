/* test-cards.c: tests of the card game solvers of libstonegame (take the
   leftmost or the rightmost card) against a brute-force game tree written
   here, the examples of the book and of LeetCode 486 and 877, the
   even-length theorem, and the error conventions. */
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
#define CALLS_SENTINEL ((uint64_t)0xA5A5A5A5A5A5A5A5ULL)
#define MOVE_SENTINEL ((char)0x7E)
#define PARITY_SENTINEL 77
#define MAXB 12          /* the largest n checked against the brute force */

/* ---------------------------------------------------------------------
   The brute force of the game is brute_cards, in brute.c. */

/* The brute force on every interval i..j of v (n <= MAXB): bt[i][j] has
   the scores of the player to move (.alice) and of the other (.bob). */
static void brute_table(const int *v, size_t n, struct brute_score bt[MAXB][MAXB])
{
    size_t i, j;

    for (i = 0; i < n; i++)
        for (j = i; j < n; j++)
            bt[i][j] = brute_cards(v + i, j - i + 1);
}

/* An independent O(n^2) reference for large inputs: the relative table
   D[i*n+j] = the best (mover - other) on cards i..j, written here again
   and checked against the brute force on every small array. */
static void ref_diff_table(const int *v, size_t n, int64_t *d)
{
    size_t len, i;

    for (i = 0; i < n; i++)
        d[i * n + i] = v[i];
    for (len = 2; len <= n; len++)
        for (i = 0; i + len <= n; i++) {
            size_t j = i + len - 1;
            int64_t l = (int64_t)v[i] - d[(i + 1) * n + j];
            int64_t r = (int64_t)v[j] - d[i * n + j - 1];
            d[i * n + j] = l >= r ? l : r;
        }
}

/* The sum of the absolute values: sg_cards_vector works in 32 bits when it is
   at most INT32_MAX. */
static int64_t sum_abs(const int *v, size_t n)
{
    int64_t sum = 0;
    size_t i;

    for (i = 0; i < n; i++)
        sum += v[i] < 0 ? -(int64_t)v[i] : v[i];
    return sum;
}

/* The same value in O(n) memory: best[i] for the intervals of one length. */
static int64_t ref_diff(const int *v, size_t n)
{
    int64_t *best;
    int64_t result;
    size_t len, i;

    if (n == 0)
        return 0;
    best = malloc(n * sizeof *best);
    cr_assert_not_null(best, "malloc failed");
    for (i = 0; i < n; i++)
        best[i] = v[i];
    for (len = 2; len <= n; len++)
        for (i = 0; i + len <= n; i++) {
            int64_t l = (int64_t)v[i] - best[i + 1];
            int64_t r = (int64_t)v[i + len - 1] - best[i];
            best[i] = l >= r ? l : r;
        }
    result = best[0];
    free(best);
    return result;
}

/* Checks a line of play moves[0..n-1] on v: every move is 'L' or 'R',
   every move keeps the best difference of its position (d is the
   relative table of v, as ref_diff_table makes it), 'L' is taken whenever
   it is optimal if prefer_left (expect_ends_line_optimal, brute.c), and
   the line scores first and second. */
static void check_line_rule(const int *v, size_t n, const char *moves, const int64_t *d,
                            int64_t first, int64_t second, const char *desc, bool prefer_left)
{
    size_t lo = 0, hi = n, t;     /* the cards lo..hi-1 remain */
    int64_t sc[2] = { 0, 0 };

    expect_ends_line_optimal(ENDS_CARDS, v, n, moves, d, prefer_left, desc);
    for (t = 0; t < n; t++)
        sc[t % 2] += moves[t] == 'L' ? v[lo++] : v[--hi];
    cr_assert_eq(sc[0], first, "line of %s scores %lld for Alice, the solver says %lld",
                 desc, (long long)sc[0], (long long)first);
    cr_assert_eq(sc[1], second, "line of %s scores %lld for Bob, the solver says %lld",
                 desc, (long long)sc[1], (long long)second);
}

static void check_line(const int *v, size_t n, const char *moves, const int64_t *d,
                       int64_t first, int64_t second, const char *desc)
{
    check_line_rule(v, n, moves, d, first, second, desc, true);
}

/* The plain line of Part I, sg_cards_line_plain, on v: the line `fast`
   of sg_cards_line_bits move for move, a line that check_line accepts (d is
   the relative table of v), the scores first and second, nothing written
   past moves[n-1], and the same line without the scores. */
static void check_plain_line(const int *v, size_t n, const char *fast, const int64_t *d,
                             int64_t first, int64_t second, const char *desc)
{
    char *moves = malloc(n + 1), *again = malloc(n + 1);
    int64_t f = SENTINEL, s = SENTINEL;
    int rc;

    cr_assert(moves && again, "malloc failed");
    memset(moves, MOVE_SENTINEL, n + 1);
    rc = sg_cards_line_plain(v, n, moves, &f, &s);
    cr_assert_eq(rc, SG_OK, "sg_cards_line_plain(%s) returned %d", desc, rc);
    cr_assert_eq(moves[n], MOVE_SENTINEL, "sg_cards_line_plain(%s) wrote moves[n]", desc);
    cr_assert(f == first && s == second, "sg_cards_line_plain(%s) scores %lld, %lld; expected "
              "%lld, %lld", desc, (long long)f, (long long)s, (long long)first, (long long)second);
    check_line(v, n, moves, d, first, second, desc);
    cr_assert_eq(memcmp(moves, fast, n), 0, "sg_cards_line_plain(%s) = %.*s, but sg_cards_line_bits "
                 "= %.*s", desc, (int)n, moves, (int)n, fast);
    memset(again, MOVE_SENTINEL, n + 1);
    rc = sg_cards_line_plain(v, n, again, NULL, NULL);
    cr_assert_eq(rc, SG_OK, "sg_cards_line_plain(%s, NULL, NULL) returned %d", desc, rc);
    cr_assert_eq(memcmp(again, moves, n + 1), 0,
                 "sg_cards_line_plain(%s) gives another line without the scores", desc);
    free(moves);
    free(again);
}

/* The parity and the sum the parity strategy guarantees, computed here. */
static void my_parity(const int *v, size_t n, int *parity, int64_t *guaranteed)
{
    int64_t s[2] = { 0, 0 };
    size_t i;

    for (i = 0; i < n; i++)
        s[i % 2] += v[i];
    *parity = s[0] >= s[1] ? 0 : 1;
    *guaranteed = s[*parity];
}

/* The calls of the first/second recursion: a call on L > 1 cards makes
   two calls on L - 1 cards, so a call on L cards costs 2^L - 1 calls;
   sg_cards_naive calls first hand and second hand on the whole row. */
static uint64_t naive_calls(size_t n)
{
    return 2 * (((uint64_t)1 << n) - 1);
}

/* Every solver with the first/second contract, by name. */
typedef int (*pair_solver)(const int *, size_t, int64_t *, int64_t *);

static int naive_no_calls(const int *v, size_t n, int64_t *f, int64_t *s)
{
    return sg_cards_naive(v, n, f, s, NULL);
}

static int line_no_moves(const int *v, size_t n, int64_t *f, int64_t *s)
{
    char small[8];
    char *moves = n <= SG_CARDS_LINE_MAX ? malloc(n + 1) : small;
    int rc;

    /* Beyond the limit the line must be refused before anything is written. */
    cr_assert_not_null(moves, "malloc failed");
    rc = sg_cards_line_bits(v, n, moves, f, s);
    if (moves != small)
        free(moves);
    return rc;
}

static const struct {
    const char *name;
    pair_solver solve;
    size_t max_n;
} pair_solvers[] = {
    { "sg_cards_vector", sg_cards_vector, SG_MAX_N },
    { "sg_cards_rows", sg_cards_rows, SG_MAX_N },
    { "sg_cards_by_length", sg_cards_by_length, SG_MAX_N },
    { "sg_cards", sg_cards, SG_MAX_N },
    { "sg_cards_naive", naive_no_calls, SG_CARDS_NAIVE_MAX },
    { "sg_cards_line_bits", line_no_moves, SG_CARDS_LINE_MAX },
};

/* Runs every solver on v[0..n-1] (n <= MAXB) and checks it against the
   brute force: scores, both tables on every interval (and nothing below
   the diagonal), the relative table, the line of play, the answer to
   Predict the Winner, the parity strategy's sum, and that the input is
   not modified. */
static void check_small(const int *v, size_t n)
{
    char desc[512];
    int copy[MAXB + 1];
    struct brute_score bt[MAXB][MAXB], want;
    int64_t ftab[MAXB * MAXB], stab[MAXB * MAXB], dtab[MAXB * MAXB], ref[MAXB * MAXB];
    int64_t f, s;
    char moves[MAXB + 1];
    uint64_t calls;
    bool wins;
    size_t i, j, k;
    int rc;

    cr_assert_leq(n, (size_t)MAXB, "check_small: n = %zu is too large", n);
    brute_format(v, n, desc, sizeof desc);
    if (n > 0)
        memcpy(copy, v, n * sizeof *v);
    brute_table(v, n, bt);
    want = n > 0 ? bt[0][n - 1] : (struct brute_score){ 0, 0 };
    cr_assert_eq(want.alice + want.bob, sum_of(v, n), "brute force of %s loses cards", desc);

    /* The reference table of this file against the brute force. */
    ref_diff_table(v, n, ref);
    for (i = 0; i < n; i++)
        for (j = i; j < n; j++)
            cr_assert_eq(ref[i * n + j], bt[i][j].alice - bt[i][j].bob,
                         "ref_diff_table disagrees with the brute force on %s, %zu..%zu", desc, i, j);
    cr_assert_eq(ref_diff(v, n), want.alice - want.bob, "ref_diff disagrees on %s", desc);

    /* Scores. */
    for (k = 0; k < LEN(pair_solvers); k++) {
        f = s = SENTINEL;
        rc = pair_solvers[k].solve(v, n, &f, &s);
        cr_assert_eq(rc, SG_OK, "%s(%s) returned %d", pair_solvers[k].name, desc, rc);
        cr_assert_eq(f, want.alice, "%s(%s): first = %lld, brute force says %lld",
                     pair_solvers[k].name, desc, (long long)f, (long long)want.alice);
        cr_assert_eq(s, want.bob, "%s(%s): second = %lld, brute force says %lld",
                     pair_solvers[k].name, desc, (long long)s, (long long)want.bob);
    }

    /* The naive recursion's counter. */
    f = s = SENTINEL;
    calls = CALLS_SENTINEL;
    rc = sg_cards_naive(v, n, &f, &s, &calls);
    cr_assert_eq(rc, SG_OK, "sg_cards_naive(%s) with a counter returned %d", desc, rc);
    cr_assert(f == want.alice && s == want.bob, "sg_cards_naive(%s) with a counter is wrong", desc);
    cr_assert_eq(calls, naive_calls(n), "sg_cards_naive(%s) counted %llu calls, expected "
                 "2(2^n - 1) = %llu", desc, (unsigned long long)calls,
                 (unsigned long long)naive_calls(n));

    /* Both tables: every interval, and nothing below the diagonal. */
    for (i = 0; i < n * n; i++)
        ftab[i] = stab[i] = dtab[i] = SENTINEL;
    rc = sg_cards_tables(v, n, ftab, stab);
    cr_assert_eq(rc, SG_OK, "sg_cards_tables(%s) returned %d", desc, rc);
    rc = sg_cards_relative(v, n, dtab);
    cr_assert_eq(rc, SG_OK, "sg_cards_relative(%s) returned %d", desc, rc);
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++) {
            size_t e = i * n + j;
            if (i > j) {
                cr_assert(ftab[e] == SENTINEL && stab[e] == SENTINEL,
                          "sg_cards_tables(%s) wrote below the diagonal at [%zu][%zu]", desc, i, j);
                cr_assert_eq(dtab[e], SENTINEL,
                             "sg_cards_relative(%s) wrote below the diagonal at [%zu][%zu]", desc, i, j);
                continue;
            }
            cr_assert_eq(ftab[e], bt[i][j].alice,
                         "sg_cards_tables(%s): first[%zu][%zu] = %lld, brute force says %lld",
                         desc, i, j, (long long)ftab[e], (long long)bt[i][j].alice);
            cr_assert_eq(stab[e], bt[i][j].bob,
                         "sg_cards_tables(%s): second[%zu][%zu] = %lld, brute force says %lld",
                         desc, i, j, (long long)stab[e], (long long)bt[i][j].bob);
            cr_assert_eq(dtab[e], bt[i][j].alice - bt[i][j].bob,
                         "sg_cards_relative(%s): [%zu][%zu] = %lld, brute force says %lld",
                         desc, i, j, (long long)dtab[e], (long long)(bt[i][j].alice - bt[i][j].bob));
        }

    /* The line of play, move by move. */
    memset(moves, MOVE_SENTINEL, sizeof moves);
    f = s = SENTINEL;
    rc = sg_cards_line_bits(v, n, moves, &f, &s);
    cr_assert_eq(rc, SG_OK, "sg_cards_line_bits(%s) returned %d", desc, rc);
    cr_assert_eq(moves[n], MOVE_SENTINEL, "sg_cards_line_bits(%s) wrote moves[n]", desc);
    cr_assert(f == want.alice && s == want.bob, "sg_cards_line_bits(%s) scores %lld, %lld; "
              "brute force says %lld, %lld", desc, (long long)f, (long long)s,
              (long long)want.alice, (long long)want.bob);
    check_line(v, n, moves, ref, want.alice, want.bob, desc);
    /* first and second may be NULL; the line stays the same. */
    {
        char again[MAXB + 1];
        memset(again, MOVE_SENTINEL, sizeof again);
        rc = sg_cards_line_bits(v, n, again, NULL, NULL);
        cr_assert_eq(rc, SG_OK, "sg_cards_line_bits(%s, NULL, NULL) returned %d", desc, rc);
        cr_assert_eq(memcmp(again, moves, n + 1), 0,
                     "sg_cards_line_bits(%s) gives another line without the scores", desc);
    }
    check_plain_line(v, n, moves, ref, want.alice, want.bob, desc);

    /* Predict the Winner. */
    wins = !(want.alice >= want.bob);
    rc = sg_cards_first_wins(v, n, &wins);
    cr_assert_eq(rc, SG_OK, "sg_cards_first_wins(%s) returned %d", desc, rc);
    cr_assert_eq(wins, want.alice >= want.bob, "sg_cards_first_wins(%s) = %d, brute force %lld vs %lld",
                 desc, (int)wins, (long long)want.alice, (long long)want.bob);

    /* The even-length theorem's sum. */
    if (n % 2 == 0) {
        int parity = PARITY_SENTINEL, my_p;
        int64_t g = SENTINEL, my_g;
        my_parity(v, n, &my_p, &my_g);
        rc = sg_cards_parity(v, n, &parity, &g);
        cr_assert_eq(rc, SG_OK, "sg_cards_parity(%s) returned %d", desc, rc);
        cr_assert_eq(parity, my_p, "sg_cards_parity(%s): parity %d, expected %d", desc, parity, my_p);
        cr_assert_eq(g, my_g, "sg_cards_parity(%s): guaranteed %lld, expected %lld",
                     desc, (long long)g, (long long)my_g);
        cr_assert_geq(want.alice, g, "%s: Alice's optimal score %lld is below the parity sum %lld",
                      desc, (long long)want.alice, (long long)g);
        cr_assert_geq(want.alice, want.bob, "%s: Alice loses an even game (%lld vs %lld)",
                      desc, (long long)want.alice, (long long)want.bob);
    }

    if (n > 0)
        cr_assert_eq(memcmp(copy, v, n * sizeof *v), 0, "a solver modified the cards %s", desc);
}

/* Checks the solvers against each other and this file's reference on a
   large array: the scores of every O(n)-memory solver, the tables when
   with_tables, and the line of play move by move when with_line. */
static void check_large(const int *v, size_t n, bool with_tables, bool with_line)
{
    char desc[160];
    int64_t want_diff = ref_diff(v, n), total = sum_of(v, n), f, s, f0 = 0, s0 = 0;
    size_t k;
    int rc;

    snprintf(desc, sizeof desc, "an array of %zu cards starting %d, %d", n,
             n > 0 ? v[0] : 0, n > 1 ? v[1] : 0);
    for (k = 0; k < LEN(pair_solvers); k++) {
        /* The naive recursion only up to 16 cards here: it has a test of
           its own at its limit. */
        if (n > pair_solvers[k].max_n || (pair_solvers[k].solve == naive_no_calls && n > 16))
            continue;
        f = s = SENTINEL;
        rc = pair_solvers[k].solve(v, n, &f, &s);
        cr_assert_eq(rc, SG_OK, "%s(%s) returned %d", pair_solvers[k].name, desc, rc);
        cr_assert_eq(f + s, total, "%s(%s): %lld + %lld is not the total %lld",
                     pair_solvers[k].name, desc, (long long)f, (long long)s, (long long)total);
        cr_assert_eq(f - s, want_diff, "%s(%s): %lld - %lld is not the reference difference %lld",
                     pair_solvers[k].name, desc, (long long)f, (long long)s, (long long)want_diff);
        if (k == 0) {
            f0 = f;
            s0 = s;
        } else
            cr_assert(f == f0 && s == s0, "%s(%s) disagrees with sg_cards_vector",
                      pair_solvers[k].name, desc);
    }
    if (with_tables) {
        int64_t *ft = malloc(n * n * sizeof *ft), *st = malloc(n * n * sizeof *st);
        int64_t *dt = malloc(n * n * sizeof *dt), *ref = malloc(n * n * sizeof *ref);
        size_t i, j;

        cr_assert(ft && st && dt && ref, "malloc failed");
        for (i = 0; i < n * n; i++)
            ft[i] = st[i] = dt[i] = SENTINEL;
        ref_diff_table(v, n, ref);
        cr_assert_eq(sg_cards_tables(v, n, ft, st), SG_OK, "sg_cards_tables(%s) failed", desc);
        cr_assert_eq(sg_cards_relative(v, n, dt), SG_OK, "sg_cards_relative(%s) failed", desc);
        for (i = 0; i < n; i++) {
            int64_t sum = 0;
            for (j = 0; j < n; j++) {
                size_t e = i * n + j;
                if (j < i) {
                    cr_assert(ft[e] == SENTINEL && st[e] == SENTINEL && dt[e] == SENTINEL,
                              "a table of %s was written below the diagonal at [%zu][%zu]", desc, i, j);
                    continue;
                }
                sum += v[j];
                cr_assert(dt[e] == ref[e] && ft[e] - st[e] == ref[e] && ft[e] + st[e] == sum,
                          "the tables of %s are wrong at [%zu][%zu]: first %lld, second %lld, "
                          "relative %lld, reference difference %lld", desc, i, j, (long long)ft[e],
                          (long long)st[e], (long long)dt[e], (long long)ref[e]);
            }
        }
        cr_assert(ft[n - 1] == f0 && st[n - 1] == s0, "the tables of %s disagree with sg_cards_vector", desc);
        free(ft);
        free(st);
        free(dt);
        free(ref);
    }
    if (with_line) {
        char *moves = malloc(n + 1);
        int64_t *ref = malloc(n * n * sizeof *ref);

        cr_assert(moves && ref, "malloc failed");
        ref_diff_table(v, n, ref);
        moves[n] = MOVE_SENTINEL;
        f = s = SENTINEL;
        cr_assert_eq(sg_cards_line_bits(v, n, moves, &f, &s), SG_OK, "sg_cards_line_bits(%s) failed", desc);
        cr_assert_eq(moves[n], MOVE_SENTINEL, "sg_cards_line_bits(%s) wrote moves[n]", desc);
        cr_assert(f == f0 && s == s0, "sg_cards_line_bits(%s) disagrees with sg_cards_vector", desc);
        check_line(v, n, moves, ref, f0, s0, desc);
        check_plain_line(v, n, moves, ref, f0, s0, desc);
        free(moves);
        free(ref);
    }
}

/* ---------------------------------------------------------------------
   Examples. */

static void expect_scores(const int *v, size_t n, int64_t first, int64_t second)
{
    char desc[256];
    struct brute_score b = brute_cards(v, n);
    size_t k;

    brute_format(v, n, desc, sizeof desc);
    cr_assert(b.alice == first && b.bob == second, "the brute force says %lld, %lld on %s, "
              "the test expects %lld, %lld", (long long)b.alice, (long long)b.bob, desc,
              (long long)first, (long long)second);
    for (k = 0; k < LEN(pair_solvers); k++) {
        int64_t f = SENTINEL, s = SENTINEL;
        int rc = pair_solvers[k].solve(v, n, &f, &s);
        cr_assert_eq(rc, SG_OK, "%s(%s) returned %d", pair_solvers[k].name, desc, rc);
        cr_assert(f == first && s == second, "%s(%s) = %lld, %lld; expected %lld, %lld",
                  pair_solvers[k].name, desc, (long long)f, (long long)s,
                  (long long)first, (long long)second);
    }
    check_small(v, n);
}

static void expect_line(const int *v, size_t n, const char *line)
{
    char moves[MAXB + 1], desc[256];

    brute_format(v, n, desc, sizeof desc);
    memset(moves, MOVE_SENTINEL, sizeof moves);
    cr_assert_eq(sg_cards_line_bits(v, n, moves, NULL, NULL), SG_OK, "sg_cards_line_bits(%s) failed", desc);
    cr_assert_eq(memcmp(moves, line, n), 0, "sg_cards_line_bits(%s) = %.*s, expected %s",
                 desc, (int)n, moves, line);
    cr_assert_eq(moves[n], MOVE_SENTINEL, "sg_cards_line_bits(%s) wrote moves[n]", desc);
}

static bool first_wins(const int *v, size_t n)
{
    bool w = false;
    int rc = sg_cards_first_wins(v, n, &w);
    cr_assert_eq(rc, SG_OK, "sg_cards_first_wins returned %d", rc);
    return w;
}

Test(examples, leetcode_486)
{
    static const int a[] = { 1, 5, 2 }, b[] = { 1, 5, 233, 7 };

    cr_assert_not(first_wins(a, LEN(a)), "[1,5,2]: Alice cannot win (LeetCode 486)");
    cr_assert(first_wins(b, LEN(b)), "[1,5,233,7]: Alice wins (LeetCode 486)");
    expect_scores(a, LEN(a), 3, 5);
    expect_scores(b, LEN(b), 234, 12);
    /* [1,5,2]: both ends lose equally, so Alice takes the left one. */
    expect_line(a, LEN(a), "LLL");
    expect_line(b, LEN(b), "LLLL");
}

Test(examples, leetcode_877)
{
    static const int a[] = { 5, 3, 4, 5 }, b[] = { 3, 7, 2, 3 };

    cr_assert(first_wins(a, LEN(a)), "[5,3,4,5]: Alice wins (LeetCode 877)");
    cr_assert(first_wins(b, LEN(b)), "[3,7,2,3]: Alice wins (LeetCode 877)");
    expect_scores(a, LEN(a), 9, 8);
    expect_scores(b, LEN(b), 10, 5);
}

Test(examples, one_hundred)
{
    static const int a[] = { 1, 2, 100, 4 };

    expect_scores(a, LEN(a), 101, 6);
    /* Alice takes 1; Bob's two moves are equally bad, so he takes the left. */
    expect_line(a, LEN(a), "LLLL");
}

Test(examples, one_and_two_cards)
{
    static const int ones[] = { 7, -7, 0, INT_MAX, INT_MIN };
    static const int pairs[][2] = { { 3, 9 }, { 9, 3 }, { -4, -4 }, { -1, -8 }, { INT_MIN, INT_MAX },
                                    { INT_MAX, INT_MIN }, { 0, 0 }, { 5, -5 } };
    size_t i;

    for (i = 0; i < LEN(ones); i++) {
        expect_scores(&ones[i], 1, ones[i], 0);
        expect_line(&ones[i], 1, "L");
    }
    for (i = 0; i < LEN(pairs); i++) {
        int hi = pairs[i][0] >= pairs[i][1] ? pairs[i][0] : pairs[i][1];
        int lo = pairs[i][0] >= pairs[i][1] ? pairs[i][1] : pairs[i][0];
        expect_scores(pairs[i], 2, hi, lo);
        expect_line(pairs[i], 2, pairs[i][0] >= pairs[i][1] ? "LL" : "RL");
    }
}

Test(examples, zero_cards)
{
    static const int v[1] = { 42 };
    int64_t f, s, t = SENTINEL;
    uint64_t calls = CALLS_SENTINEL;
    char moves[1] = { MOVE_SENTINEL };
    int parity = PARITY_SENTINEL;
    bool wins = false;
    size_t k;

    for (k = 0; k < LEN(pair_solvers); k++) {
        f = s = SENTINEL;
        cr_assert_eq(pair_solvers[k].solve(NULL, 0, &f, &s), SG_OK, "%s(NULL, 0) failed",
                     pair_solvers[k].name);
        cr_assert(f == 0 && s == 0, "%s(NULL, 0) = %lld, %lld", pair_solvers[k].name,
                  (long long)f, (long long)s);
        f = s = SENTINEL;
        cr_assert_eq(pair_solvers[k].solve(v, 0, &f, &s), SG_OK, "%s(v, 0) failed",
                     pair_solvers[k].name);
        cr_assert(f == 0 && s == 0, "%s(v, 0) = %lld, %lld", pair_solvers[k].name,
                  (long long)f, (long long)s);
    }
    f = s = SENTINEL;
    cr_assert_eq(sg_cards_naive(NULL, 0, &f, &s, &calls), SG_OK, "naive(NULL, 0) failed");
    cr_assert(f == 0 && s == 0, "naive(NULL, 0) is not 0, 0");
    cr_assert_neq(calls, CALLS_SENTINEL, "naive(NULL, 0) did not write calls");
    cr_assert_eq(calls, 0, "naive(NULL, 0) counted %llu calls", (unsigned long long)calls);
    cr_assert_eq(sg_cards_tables(NULL, 0, NULL, NULL), SG_OK, "tables(NULL, 0, NULL, NULL) failed");
    cr_assert_eq(sg_cards_tables(v, 0, &t, &t), SG_OK, "tables(v, 0) failed");
    cr_assert_eq(sg_cards_relative(NULL, 0, NULL), SG_OK, "relative(NULL, 0, NULL) failed");
    cr_assert_eq(sg_cards_relative(v, 0, &t), SG_OK, "relative(v, 0) failed");
    cr_assert_eq(t, SENTINEL, "a table solver wrote into a table of 0 entries");
    f = s = SENTINEL;
    cr_assert_eq(sg_cards_line_bits(NULL, 0, NULL, &f, &s), SG_OK, "line(NULL, 0, NULL) failed");
    cr_assert(f == 0 && s == 0, "line(NULL, 0) is not 0, 0");
    cr_assert_eq(sg_cards_line_bits(NULL, 0, NULL, NULL, NULL), SG_OK, "line(NULL, 0, NULL, NULL, NULL) failed");
    cr_assert_eq(sg_cards_line_bits(v, 0, moves, NULL, NULL), SG_OK, "line(v, 0, moves) failed");
    cr_assert_eq(moves[0], MOVE_SENTINEL, "line(v, 0) wrote a move");
    t = SENTINEL;
    cr_assert_eq(sg_cards_parity(NULL, 0, &parity, &t), SG_OK, "parity(NULL, 0) failed");
    cr_assert(parity == 0 && t == 0, "parity(NULL, 0) = %d, %lld", parity, (long long)t);
    cr_assert_eq(sg_cards_first_wins(NULL, 0, &wins), SG_OK, "first_wins(NULL, 0) failed");
    cr_assert(wins, "with no cards, 0 >= 0: Alice does not lose");
}

Test(examples, equal_cards_take_left)
{
    int v[MAXB];
    size_t n, i;

    for (n = 1; n <= MAXB; n++) {
        char moves[MAXB + 1];
        for (i = 0; i < n; i++)
            v[i] = -3;
        memset(moves, MOVE_SENTINEL, sizeof moves);
        cr_assert_eq(sg_cards_line_bits(v, n, moves, NULL, NULL), SG_OK, "line failed");
        for (i = 0; i < n; i++)
            cr_assert_eq(moves[i], 'L', "%zu equal cards: move %zu is %c, not L", n, i, moves[i]);
        expect_scores(v, n, -3 * (int64_t)((n + 1) / 2), -3 * (int64_t)(n / 2));
    }
}

/* ---------------------------------------------------------------------
   Against the brute force. */

Test(brute, random_arrays, .timeout = 120)
{
    int v[MAXB];
    uint64_t seed = 0xCA4D5001ULL;
    long count;

    for (count = 0; count < 10000; count++) {
        size_t n = (size_t)rng_range(&seed, 0, MAXB), i;
        for (i = 0; i < n; i++)
            v[i] = rng_range(&seed, -20, 20);
        check_small(v, n);
    }
}

Test(brute, random_arrays_full_range, .timeout = 120)
{
    int v[MAXB];
    uint64_t seed = 0xCA4D5002ULL;
    long count;

    for (count = 0; count < 3000; count++) {
        size_t n = (size_t)rng_range(&seed, 1, MAXB), i;
        for (i = 0; i < n; i++)
            v[i] = count % 2 ? rng_extreme(&seed) : rng_int(&seed);
        check_small(v, n);
    }
}

Test(brute, extreme_values, .timeout = 120)
{
    int v[MAXB];
    size_t n, i;

    for (n = 1; n <= MAXB; n++) {
        for (i = 0; i < n; i++)
            v[i] = INT_MAX;
        check_small(v, n);
        for (i = 0; i < n; i++)
            v[i] = INT_MIN;
        check_small(v, n);
        for (i = 0; i < n; i++)
            v[i] = i % 2 ? INT_MIN : INT_MAX;
        check_small(v, n);
        for (i = 0; i < n; i++)
            v[i] = i % 2 ? INT_MAX : INT_MIN;
        check_small(v, n);
        for (i = 0; i < n; i++)
            v[i] = i % 3 == 1 ? INT_MAX : i % 3 == 2 ? INT_MIN : 0;
        check_small(v, n);
    }
}

/* Every array of length 0..6 with values in -2..2: ties everywhere, so
   the left-first rule of the line is tested hard. */
Test(brute, every_small_array, .timeout = 120)
{
    int v[6];
    size_t n, i;
    long count = 0;

    for (n = 0; n <= 6; n++) {
        size_t total = 1;
        for (i = 0; i < n; i++)
            total *= 5;
        for (size_t code = 0; code < total; code++) {
            size_t c = code;
            for (i = 0; i < n; i++) {
                v[i] = (int)(c % 5) - 2;
                c /= 5;
            }
            check_small(v, n);
            count++;
        }
    }
    cr_assert_eq(count, 19531, "expected 19531 arrays, checked %ld", count);
}

/* The brute force itself, on cases worked out by hand. */
Test(brute, oracle_self_check)
{
    static const int a[] = { 1, 5, 2 }, b[] = { 1, 2, 100, 4 }, c[] = { 8, 15, 3, 7 };
    struct brute_score s;

    s = brute_cards(a, 3);
    cr_assert(s.alice == 3 && s.bob == 5, "brute_cards([1,5,2]) = %lld, %lld", (long long)s.alice,
              (long long)s.bob);
    s = brute_cards(b, 4);
    cr_assert(s.alice == 101 && s.bob == 6, "brute_cards([1,2,100,4]) = %lld, %lld", (long long)s.alice,
              (long long)s.bob);
    /* 8 15 3 7: Alice takes 7; Bob takes 8 (or 3); Alice takes 15. */
    s = brute_cards(c, 4);
    cr_assert(s.alice == 22 && s.bob == 11, "brute_cards([8,15,3,7]) = %lld, %lld", (long long)s.alice,
              (long long)s.bob);
    s = brute_cards(NULL, 0);
    cr_assert(s.alice == 0 && s.bob == 0, "brute of nothing is not 0, 0");
}

/* ---------------------------------------------------------------------
   The naive recursion's counter. */

Test(counters, naive_growth, .timeout = 120)
{
    int v[SG_CARDS_NAIVE_MAX];
    uint64_t seed = 0xCA4D5003ULL, prev = 0;
    size_t n, i;

    for (i = 0; i < LEN(v); i++)
        v[i] = rng_range(&seed, -50, 50);
    for (n = 1; n <= 20; n++) {
        int64_t f, s;
        uint64_t calls = CALLS_SENTINEL, calls2 = CALLS_SENTINEL;
        int w[SG_CARDS_NAIVE_MAX];

        cr_assert_eq(sg_cards_naive(v, n, &f, &s, &calls), SG_OK, "naive(n = %zu) failed", n);
        cr_assert_eq(calls, naive_calls(n), "naive(n = %zu) counted %llu calls, expected %llu", n,
                     (unsigned long long)calls, (unsigned long long)naive_calls(n));
        /* The count depends on n only. */
        for (i = 0; i < n; i++)
            w[i] = -v[i] * 3 + 1;
        cr_assert_eq(sg_cards_naive(w, n, &f, &s, &calls2), SG_OK, "naive(n = %zu) failed", n);
        cr_assert_eq(calls2, calls, "naive(n = %zu) counted %llu calls on one array and %llu on another",
                     n, (unsigned long long)calls, (unsigned long long)calls2);
        cr_assert_eq(calls, 2 * prev + 2, "naive: %llu calls for n = %zu after %llu for n = %zu: "
                     "each card should double the work", (unsigned long long)calls, n,
                     (unsigned long long)prev, n - 1);
        prev = calls;
    }
}

Test(counters, naive_at_its_limit, .timeout = 120)
{
    int v[SG_CARDS_NAIVE_MAX + 1];
    uint64_t seed = 0xCA4D5004ULL, calls = CALLS_SENTINEL;
    int64_t f = SENTINEL, s = SENTINEL, f2, s2;
    size_t i, n = SG_CARDS_NAIVE_MAX;

    /* The recursion is n deep: its limit must keep the stack promise. */
    cr_assert_leq(SG_CARDS_NAIVE_MAX, SG_RECURSION_MAX, "SG_CARDS_NAIVE_MAX = %zu exceeds "
                  "SG_RECURSION_MAX", SG_CARDS_NAIVE_MAX);
    for (i = 0; i <= n; i++)
        v[i] = rng_range(&seed, -1000, 1000);
    cr_assert_eq(sg_cards_naive(v, n, &f, &s, &calls), SG_OK, "naive at n = %zu failed", n);
    cr_assert_eq(sg_cards_vector(v, n, &f2, &s2), SG_OK, "sg_cards_vector failed");
    cr_assert(f == f2 && s == s2, "naive at n = %zu: %lld, %lld; sg_cards_vector: %lld, %lld", n,
              (long long)f, (long long)s, (long long)f2, (long long)s2);
    cr_assert_eq(f - s, ref_diff(v, n), "naive at n = %zu disagrees with the reference", n);
    cr_assert_eq(calls, naive_calls(n), "naive at n = %zu counted %llu calls, expected %llu", n,
                 (unsigned long long)calls, (unsigned long long)naive_calls(n));
    f = s = SENTINEL;
    calls = CALLS_SENTINEL;
    cr_assert_eq(sg_cards_naive(v, n + 1, &f, &s, &calls), SG_ETOOBIG, "naive at n = %zu must be "
                 "SG_ETOOBIG", n + 1);
    cr_assert(f == SENTINEL && s == SENTINEL && calls == CALLS_SENTINEL, "refused naive wrote a result");
}

/* ---------------------------------------------------------------------
   The even-length theorem. */

/* Alice plays the parity strategy, Bob every possible move: calls visit
   on every complete game with Alice's and Bob's scores.  Returns the
   worst alice - bob over all games (Bob's best reply to the strategy). */
struct parity_game {
    const int *v;
    size_t n;
    int parity;
    int64_t guaranteed;
    long games;
    const char *desc;
};

static int64_t parity_play(struct parity_game *g, size_t lo, size_t hi, size_t t,
                           int64_t alice, int64_t bob)
{
    if (lo == hi) {
        g->games++;
        cr_assert_eq(alice, g->guaranteed, "%s: the parity strategy scored %lld against one of "
                     "Bob's lines, it guarantees %lld", g->desc, (long long)alice,
                     (long long)g->guaranteed);
        return alice - bob;
    }
    if (t % 2 == 0) {
        char m = 0;
        cr_assert_eq(sg_cards_parity_move(lo, hi - 1, g->parity, &m), SG_OK,
                     "sg_cards_parity_move(%zu, %zu, %d) failed", lo, hi - 1, g->parity);
        cr_assert(m == 'L' || m == 'R', "sg_cards_parity_move returned %d", (int)m);
        if (m == 'L')
            return parity_play(g, lo + 1, hi, t + 1, alice + g->v[lo], bob);
        return parity_play(g, lo, hi - 1, t + 1, alice + g->v[hi - 1], bob);
    } else {
        int64_t l = parity_play(g, lo + 1, hi, t + 1, alice, bob + g->v[lo]);
        int64_t r = parity_play(g, lo, hi - 1, t + 1, alice, bob + g->v[hi - 1]);
        return l <= r ? l : r;
    }
}

Test(theorem, parity_move)
{
    size_t l, r;
    int p;

    /* With an even number of cards l..r left, the move takes the end whose
       index has the wanted parity; otherwise the call is refused. */
    for (l = 0; l < 40; l++)
        for (r = 0; r < 40; r++)
            for (p = -1; p <= 2; p++) {
                char m = 'x';
                int code = sg_cards_parity_move(l, r, p, &m);
                if (p < 0 || p > 1 || r < l || (r - l + 1) % 2 != 0) {
                    cr_assert_eq(code, SG_EINVAL, "sg_cards_parity_move(%zu, %zu, %d) = %d, "
                                 "expected SG_EINVAL", l, r, p, code);
                    cr_assert_eq(m, 'x', "a refused sg_cards_parity_move wrote the move");
                    continue;
                }
                char want = (int)(l % 2) == p ? 'L' : 'R';
                cr_assert_eq(code, SG_OK, "sg_cards_parity_move(%zu, %zu, %d) = %d", l, r, p, code);
                cr_assert_eq(m, want, "sg_cards_parity_move(%zu, %zu, %d) = '%c', expected '%c'",
                             l, r, p, m, want);
                cr_assert_eq((int)((want == 'L' ? l : r) % 2), p,
                             "the end taken on %zu..%zu has not the parity %d", l, r, p);
            }
    for (p = 0; p <= 1; p++) {
        char m = 'x';
        cr_assert_eq(sg_cards_parity_move((size_t)SIZE_MAX - 1, (size_t)SIZE_MAX, p, &m), SG_OK,
                     "sg_cards_parity_move(SIZE_MAX - 1, SIZE_MAX, %d) failed", p);
        cr_assert_eq(m, p == 0 ? 'L' : 'R', "sg_cards_parity_move(SIZE_MAX - 1, SIZE_MAX, %d) = '%c'",
                     p, m);
        m = 'x';
        cr_assert_eq(sg_cards_parity_move(0, (size_t)SIZE_MAX, p, &m), SG_OK,
                     "sg_cards_parity_move(0, SIZE_MAX, %d) failed", p);
        cr_assert_eq(m, p == 0 ? 'L' : 'R', "sg_cards_parity_move(0, SIZE_MAX, %d) = '%c'", p, m);
        cr_assert_eq(sg_cards_parity_move(0, 1, p, NULL), SG_ENULL,
                     "sg_cards_parity_move(0, 1, %d, NULL) should be SG_ENULL", p);
    }
}

Test(theorem, parity_strategy_against_every_reply, .timeout = 120)
{
    int v[16];
    uint64_t seed = 0xCA4D5005ULL;
    long count;

    for (count = 0; count < 3000; count++) {
        size_t n = 2 * (size_t)rng_range(&seed, 0, 8), i;
        char desc[256];
        int parity = PARITY_SENTINEL, my_p;
        int64_t g = SENTINEL, my_g, worst, f, s;
        struct parity_game game;

        for (i = 0; i < n; i++)
            v[i] = count % 5 == 4 ? rng_extreme(&seed) : rng_range(&seed, -20, 20);
        brute_format(v, n, desc, sizeof desc);
        cr_assert_eq(sg_cards_parity(v, n, &parity, &g), SG_OK, "sg_cards_parity(%s) failed", desc);
        my_parity(v, n, &my_p, &my_g);
        cr_assert(parity == my_p && g == my_g, "sg_cards_parity(%s) = %d, %lld; expected %d, %lld",
                  desc, parity, (long long)g, my_p, (long long)my_g);
        game = (struct parity_game){ v, n, parity, g, 0, desc };
        worst = parity_play(&game, 0, n, 0, 0, 0);
        cr_assert_eq(game.games, n ? 1L << (n / 2) : 1L, "%s: %ld games played", desc, game.games);
        cr_assert_geq(worst, 0, "%s: Bob beats the parity strategy by %lld", desc, (long long)-worst);
        cr_assert_eq(sg_cards_vector(v, n, &f, &s), SG_OK, "sg_cards_vector(%s) failed", desc);
        cr_assert_geq(f, s, "%s: Alice loses an even game, %lld vs %lld", desc, (long long)f, (long long)s);
        cr_assert_geq(f, g, "%s: optimal play scores %lld, less than the parity sum %lld", desc,
                      (long long)f, (long long)g);
        cr_assert(n == 0 || first_wins(v, n), "%s: first_wins is false for an even n", desc);
    }
}

Test(theorem, even_n_alice_never_loses_large, .timeout = 120)
{
    uint64_t seed = 0xCA4D5006ULL;
    int *v = malloc(2000 * sizeof *v);
    long count;

    cr_assert_not_null(v, "malloc failed");
    for (count = 0; count < 200; count++) {
        size_t n = 2 * (size_t)rng_range(&seed, 1, 1000), i;
        int64_t f, s, g;
        int parity;
        for (i = 0; i < n; i++)
            v[i] = count % 4 == 3 ? rng_extreme(&seed) : rng_range(&seed, -100, 100);
        cr_assert_eq(sg_cards_vector(v, n, &f, &s), SG_OK, "sg_cards_vector failed");
        cr_assert_geq(f, s, "an even game of %zu cards: Alice %lld, Bob %lld", n, (long long)f,
                      (long long)s);
        cr_assert_eq(sg_cards_parity(v, n, &parity, &g), SG_OK, "sg_cards_parity failed");
        cr_assert_geq(f, g, "an even game of %zu cards: optimal %lld below the parity sum %lld", n,
                      (long long)f, (long long)g);
        cr_assert(first_wins(v, n), "an even game of %zu cards: first_wins is false", n);
    }
    free(v);
}

/* ---------------------------------------------------------------------
   Large arrays: the solvers against each other and the reference. */

Test(large, random_and_extreme, .timeout = 120)
{
    static const size_t sizes[] = { 100, 101, 127, 128, 255, 256, 257, 511, 777, 1000, 1023 };
    uint64_t seed = 0xCA4D5007ULL;
    int *v = malloc(1100 * sizeof *v);
    size_t a;
    int kind;

    cr_assert_not_null(v, "malloc failed");
    for (a = 0; a < LEN(sizes); a++)
        for (kind = 0; kind <= 6; kind++) {
            fill_large_kind(v, sizes[a], &seed, kind);
            check_large(v, sizes[a], sizes[a] <= 600 || kind % 3 == 0, true);
        }
    free(v);
}

Test(large, up_to_three_thousand, .timeout = 120)
{
    static const size_t sizes[] = { 1500, 2047, 2048, 2999, 3000 };
    uint64_t seed = 0xCA4D5008ULL;
    int *v = malloc(3000 * sizeof *v);
    size_t a;
    int kind;

    cr_assert_not_null(v, "malloc failed");
    for (a = 0; a < LEN(sizes); a++)
        for (kind = 0; kind <= 6; kind++) {
            fill_large_kind(v, sizes[a], &seed, kind);
            /* The full tables at 1500 only (2 x 18 MB); the line at two sizes. */
            check_large(v, sizes[a], sizes[a] == 1500 && kind < 3,
                        (sizes[a] == 1500 || sizes[a] == 3000) && kind % 2 == 0);
        }
    free(v);
}

Test(large, many_random_sizes, .timeout = 120)
{
    uint64_t seed = 0xCA4D5009ULL;
    int *v = malloc(3000 * sizeof *v);
    long count;

    cr_assert_not_null(v, "malloc failed");
    for (count = 0; count < 60; count++) {
        size_t n = (size_t)rng_range(&seed, 100, 3000);
        fill_large_kind(v, n, &seed, (int)(count % 7));
        check_large(v, n, false, n <= 1200);
    }
    free(v);
}

/* sg_cards_vector works in 32 bits when the absolute values add up to at most
   2^31 - 1 and in 64 bits otherwise: both sides of that boundary, for
   every n up to 70 (every remainder of the four- and eight-lane steps),
   with values so large that the differences come close to the bound. */
Test(large, thirty_two_bit_boundary, .timeout = 120)
{
    static const int64_t targets[] = { INT32_MAX, (int64_t)INT32_MAX + 1, INT32_MAX - 1,
                                       (int64_t)INT32_MAX + 2 };
    uint64_t seed = 0xCA4D500BULL;
    int v[4096];
    size_t n, a;
    int rep;

    for (n = 1; n <= 70; n++)
        for (a = 0; a < LEN(targets); a++)
            for (rep = 0; rep < 6 && targets[a] <= ((int64_t)INT_MAX + 1) * (int64_t)n; rep++) {
                fill_with_sum(v, n, targets[a], &seed);
                if (n <= MAXB)
                    check_small(v, n);
                else
                    check_large(v, n, n <= 40, true);
            }
    /* Single cards and pairs on the boundary. */
    {
        static const int one[][2] = { { INT_MAX, 0 }, { INT_MIN, 0 }, { INT_MIN + 1, 0 },
                                      { INT_MAX - 1, 1 }, { INT_MAX, -1 }, { -1, INT_MAX },
                                      { INT_MIN + 1, -1 }, { -1, INT_MIN + 1 }, { 1, INT_MIN + 1 } };
        for (a = 0; a < LEN(one); a++)
            check_small(one[a], 2);
    }
    /* Longer rows on both sides of the boundary. */
    for (n = 500; n <= 4096; n = n * 2 + 3)
        for (a = 0; a < LEN(targets); a++) {
            fill_with_sum(v, n, targets[a], &seed);
            check_large(v, n, false, n <= 2000);
        }
}

/* The line of play at every n from 1 to 40, around the widths of the
   four- and eight-lane steps, on both paths of sg_cards_line_bits: values in
   -3..3 (many ties, so the left-first rule is tested on every lane and
   on the intervals left over after the vectors) go through the 32-bit
   vector passes, and the same row times 2^29, whose absolute values add
   up to more than INT32_MAX, through the 64-bit scalar ones.  Scaling
   by a positive number keeps every comparison, ties included, so the
   two lines must be the same letter for letter. */
Test(large, line_at_the_vector_widths, .timeout = 120)
{
    enum { MAXN = 40, ROWS = 25 };
    const int scale = 1 << 29;
    uint64_t seed = 0xCA4D500CULL;
    int v[MAXN], big[MAXN];
    int64_t d[MAXN * MAXN], dbig[MAXN * MAXN];
    char moves[MAXN + 1], moves_big[MAXN + 1], desc[64];
    size_t n, i;
    int rep;

    for (n = 1; n <= MAXN; n++) {
        int wide_rows = 0;
        for (rep = 0; rep < ROWS; rep++) {
            int64_t f, s, fb, sb;
            for (i = 0; i < n; i++) {
                v[i] = rng_range(&seed, -3, 3);
                big[i] = v[i] * scale;
            }
            snprintf(desc, sizeof desc, "row %d of %zu cards in -3..3", rep, n);
            cr_assert_leq(sum_abs(v, n), INT32_MAX, "%s: not on the 32-bit path", desc);
            ref_diff_table(v, n, d);
            memset(moves, MOVE_SENTINEL, sizeof moves);
            cr_assert_eq(sg_cards_line_bits(v, n, moves, &f, &s), SG_OK, "sg_cards_line_bits(%s) failed", desc);
            cr_assert_eq(moves[n], MOVE_SENTINEL, "sg_cards_line_bits(%s) wrote moves[n]", desc);
            check_line(v, n, moves, d, f, s, desc);
            if (sum_abs(big, n) <= INT32_MAX)
                continue;       /* too few nonzero cards to leave the 32-bit path */
            wide_rows++;
            snprintf(desc, sizeof desc, "row %d of %zu cards in -3..3, times 2^29", rep, n);
            ref_diff_table(big, n, dbig);
            memset(moves_big, MOVE_SENTINEL, sizeof moves_big);
            cr_assert_eq(sg_cards_line_bits(big, n, moves_big, &fb, &sb), SG_OK,
                         "sg_cards_line_bits(%s) failed", desc);
            cr_assert_eq(moves_big[n], MOVE_SENTINEL, "sg_cards_line_bits(%s) wrote moves[n]", desc);
            check_line(big, n, moves_big, dbig, fb, sb, desc);
            cr_assert(fb == f * scale && sb == s * scale, "%s: scores %lld, %lld, not 2^29 times "
                      "%lld, %lld", desc, (long long)fb, (long long)sb, (long long)f, (long long)s);
            cr_assert_eq(memcmp(moves, moves_big, n), 0, "%s: the 64-bit line %.*s differs from "
                         "the 32-bit line %.*s", desc, (int)n, moves_big, (int)n, moves);
        }
        if (n >= 2)
            cr_assert_gt(wide_rows, 0, "no row of %zu cards took the 64-bit path", n);
    }
}

/* The line at its limit: every interval's bit is kept.  Checks the
   scores against sg_cards_vector and the reference, and replays the line. */
static void check_line_at_the_limit(const int *v, const char *kind)
{
    size_t n = SG_CARDS_LINE_MAX, i, lo, hi;
    char *moves = malloc(n + 2);
    int64_t f, s, f0, s0, sc[2];

    cr_assert_not_null(moves, "malloc failed");
    memset(moves, MOVE_SENTINEL, n + 2);
    cr_assert_eq(sg_cards_line_bits(v, n, moves, &f, &s), SG_OK, "sg_cards_line_bits at n = %zu (%s) failed",
                 n, kind);
    cr_assert_eq(moves[n], MOVE_SENTINEL, "sg_cards_line_bits wrote moves[n] (%s)", kind);
    cr_assert_eq(sg_cards_vector(v, n, &f0, &s0), SG_OK, "sg_cards_vector failed (%s)", kind);
    cr_assert(f == f0 && s == s0, "sg_cards_line_bits at n = %zu (%s): %lld, %lld; sg_cards_vector: %lld, %lld",
              n, kind, (long long)f, (long long)s, (long long)f0, (long long)s0);
    cr_assert_eq(f0 - s0, ref_diff(v, n), "sg_cards_vector at n = %zu (%s) disagrees with the reference",
                 n, kind);
    lo = 0;
    hi = n;
    sc[0] = sc[1] = 0;
    for (i = 0; i < n; i++) {
        cr_assert(moves[i] == 'L' || moves[i] == 'R', "move %zu is %d (%s)", i, (int)moves[i], kind);
        sc[i % 2] += moves[i] == 'L' ? v[lo++] : v[--hi];
    }
    cr_assert(sc[0] == f && sc[1] == s, "the line at n = %zu (%s) scores %lld, %lld, not %lld, %lld",
              n, kind, (long long)sc[0], (long long)sc[1], (long long)f, (long long)s);
    cr_assert_eq(sg_cards_line_bits(v, n + 1, moves, &f, &s), SG_ETOOBIG,
                 "sg_cards_line_bits at n = %zu must be SG_ETOOBIG", n + 1);
    free(moves);
}

/* At the limit on the 64-bit path: extreme values. */
Test(large, line_at_its_limit, .timeout = 120)
{
    size_t n = SG_CARDS_LINE_MAX, i;
    int *v = malloc((n + 1) * sizeof *v);
    uint64_t seed = 0xCA4D500AULL;

    cr_assert_not_null(v, "malloc failed");
    /* The line keeps one bit per interval, n(n+1)/2 bits: their size in
       bytes must be one that size_t holds. */
    cr_assert_leq(n + 1, SIZE_MAX / (n + 1), "SG_CARDS_LINE_MAX = %zu: n(n+1)/2 bits overflow "
                  "size_t", n);
    for (i = 0; i <= n; i++)
        v[i] = rng_extreme(&seed);
    cr_assert_gt(sum_abs(v, n), INT32_MAX, "the extreme row fits in 32 bits");
    check_line_at_the_limit(v, "extreme values, 64-bit path");
    free(v);
}

/* The card line at the limit against sg_cards_vector, on the 32-bit vector
   path: values in -1000..1000, as the benchmark's. */
Test(large, line_at_its_limit_32_bit, .timeout = 120)
{
    size_t n = SG_CARDS_LINE_MAX, i;
    int *v = malloc((n + 1) * sizeof *v);
    uint64_t seed = 0xCA4D500DULL;

    cr_assert_not_null(v, "malloc failed");
    for (i = 0; i <= n; i++)
        v[i] = rng_range(&seed, -1000, 1000);
    cr_assert_leq(sum_abs(v, n), INT32_MAX, "the row does not fit in 32 bits");
    check_line_at_the_limit(v, "values in -1000..1000, 32-bit path");
    free(v);
}

/* ---------------------------------------------------------------------
   The linear solver (Idziaszek's reduction): against the brute force on
   every row of up to 8 cards over -2..2, against the dp of this file on
   every row of 9 and 10 cards, and against the quadratic solvers on
   long rows with values at the int extremes.  (It is also one of the
   pair_solvers, so every test above runs it too.) */

/* The scores of sg_cards on v are those of the difference want. */
static void expect_linear(const int *v, size_t n, int64_t want, const char *what)
{
    int64_t f = SENTINEL, s = SENTINEL;
    int rc = sg_cards(v, n, &f, &s);

    cr_assert_eq(rc, SG_OK, "sg_cards(%s, n = %zu) returned %d", what, n, rc);
    cr_assert(f - s == want && f + s == sum_of(v, n),
              "sg_cards(%s, n = %zu) = %lld, %lld; the difference should be %lld",
              what, n, (long long)f, (long long)s, (long long)want);
}

/* One row of the test below: the brute force up to eight cards, the dp
   beyond. */
static void check_linear_row(const int *v, size_t n, void *ctx)
{
    if (n <= 8) {
        struct brute_score b = brute_cards(v, n);
        expect_linear(v, n, b.alice - b.bob, "a row against the brute force");
    } else
        expect_linear(v, n, ref_diff(v, n), "a row against the dp");
    ++*(long *)ctx;
}

Test(linear, every_row_up_to_ten_cards, .timeout = 120)
{
    long count = 0;
    for_each_array(10, -2, 2, check_linear_row, &count);
    cr_assert_eq(count, 12207031, "expected 12207031 rows, checked %ld", count);
}

/* The difference on v[0..n-1] (n <= 10) by recurrence (eq:cards), in
   one array and without malloc: the reference of the test below. */
static int64_t small_diff(const int64_t *v, size_t n)
{
    int64_t best[10];
    size_t len, i;

    if (n == 0)
        return 0;
    for (i = 0; i < n; i++)
        best[i] = v[i];
    for (len = 2; len <= n; len++)
        for (i = 0; i + len <= n; i++) {
            int64_t l = v[i] - best[i + 1], r = v[i + len - 1] - best[i];
            best[i] = l >= r ? l : r;
        }
    return best[0];
}

/* Lemma lem:cards-fold on its own: on every row of up to nine cards over
   -2..2, folding any one interior peak x <= y >= z (the end cards may be
   x or z) into x - y + z keeps the difference. */
Test(linear, every_fold_keeps_the_value, .timeout = 120)
{
    int64_t v[9], w[9];
    size_t n, i, p;
    long rows = 0, folds = 0;

    for (n = 0; n <= 9; n++) {
        size_t total = 1;
        for (i = 0; i < n; i++)
            total *= 5;
        for (size_t code = 0; code < total; code++, rows++) {
            size_t c = code;
            for (i = 0; i < n; i++) {
                v[i] = (int64_t)(c % 5) - 2;
                c /= 5;
            }
            int64_t want = small_diff(v, n);
            for (p = 0; p + 2 < n; p++) {
                if (!(v[p] <= v[p + 1] && v[p + 1] >= v[p + 2]))
                    continue;
                memcpy(w, v, p * sizeof *v);
                w[p] = v[p] - v[p + 1] + v[p + 2];
                memcpy(w + p + 1, v + p + 3, (n - p - 3) * sizeof *v);
                cr_assert_eq(small_diff(w, n - 2), want, "folding cards %zu..%zu of a row "
                             "of %zu cards (code %zu) changes its value", p, p + 2, n, code);
                folds++;
            }
        }
    }
    cr_assert(rows == 2441406 && folds == 7250980, "checked %ld rows and %ld folds, "
              "expected 2441406 and 7250980", rows, folds);
}

/* sg_cards against the dp of this file, and against sg_cards_vector
   where that is quick (its 64-bit path is slow on long rows). */
static void visit_long_row(const int *v, size_t n, int kind, void *ctx)
{
    int64_t f, s;

    (void)ctx;
    expect_linear(v, n, ref_diff(v, n), kind < 0 ? "a mountain, a valley or a saw" : "a long row");
    if (n <= 1000 || kind == 3 || kind == 6) {
        cr_assert_eq(sg_cards_vector(v, n, &f, &s), SG_OK, "sg_cards_vector failed");
        expect_linear(v, n, f - s, "a long row, against sg_cards_vector");
    }
}

Test(linear, long_rows_at_the_extremes, .timeout = 120)
{
    long count = for_each_long_extreme_row(0xCA4D5029ULL, visit_long_row, NULL);

    cr_assert_eq(count, 11 * FILL_LARGE_KINDS + 3, "checked %ld long rows", count);
}

/* Ten million cards, each INT_MAX or INT_MIN: the first player's score
   is then known without a table only for constant rows, so the check is
   that the solver runs at this size, keeps the total, and gives a
   constant row of odd length its one extra card. */
Test(linear, ten_million_cards, .timeout = 120)
{
    size_t n = 10000001, i;
    int *v = malloc(n * sizeof *v);
    int64_t f = SENTINEL, s = SENTINEL;

    cr_assert_not_null(v, "malloc failed");
    for (i = 0; i < n; i++)
        v[i] = INT_MIN;
    cr_assert_eq(sg_cards(v, n, &f, &s), SG_OK, "sg_cards(10^7 + 1 cards) failed");
    cr_assert(f == (int64_t)INT_MIN * 5000001 && s == (int64_t)INT_MIN * 5000000,
              "sg_cards(10^7 + 1 times INT_MIN) = %lld, %lld", (long long)f, (long long)s);
    for (i = 0; i < n; i++)
        v[i] = i % 3 ? INT_MAX : INT_MIN;
    cr_assert_eq(sg_cards(v, n, &f, &s), SG_OK, "sg_cards(10^7 + 1 cards) failed");
    cr_assert_eq(f + s, sum_of(v, n), "sg_cards(10^7 + 1 cards) loses cards");
    free(v);
}

/* ---------------------------------------------------------------------
   Errors: the code, and nothing written. */

Test(errors, pair_solvers_null)
{
    static const int v[3] = { 1, 2, 3 };
    size_t k;

    for (k = 0; k < LEN(pair_solvers); k++) {
        const char *name = pair_solvers[k].name;
        pair_solver solve = pair_solvers[k].solve;
        int64_t f = SENTINEL, s = SENTINEL;

        cr_assert_eq(solve(NULL, 3, &f, &s), SG_ENULL, "%s(NULL, 3) should be SG_ENULL", name);
        cr_assert(f == SENTINEL && s == SENTINEL, "%s(NULL, 3) wrote a result", name);
        if (solve == line_no_moves)
            continue;     /* first and second may be NULL for the line */
        cr_assert_eq(solve(v, 3, NULL, &s), SG_ENULL, "%s(v, 3, NULL, s) should be SG_ENULL", name);
        cr_assert_eq(s, SENTINEL, "%s(v, 3, NULL, s) wrote second", name);
        cr_assert_eq(solve(v, 3, &f, NULL), SG_ENULL, "%s(v, 3, f, NULL) should be SG_ENULL", name);
        cr_assert_eq(f, SENTINEL, "%s(v, 3, f, NULL) wrote first", name);
        cr_assert_eq(solve(v, 0, NULL, &s), SG_ENULL, "%s(v, 0, NULL, s) should be SG_ENULL", name);
        cr_assert_eq(solve(NULL, 0, &f, NULL), SG_ENULL, "%s(NULL, 0, f, NULL) should be SG_ENULL", name);
        cr_assert_eq(solve(NULL, 0, NULL, NULL), SG_ENULL, "%s(NULL, 0, NULL, NULL) should be SG_ENULL",
                     name);
        cr_assert(f == SENTINEL && s == SENTINEL, "%s wrote a result on SG_ENULL", name);
    }
    {
        int64_t f = SENTINEL, s = SENTINEL;
        uint64_t calls = CALLS_SENTINEL;
        cr_assert_eq(sg_cards_naive(NULL, 3, &f, &s, &calls), SG_ENULL, "naive(NULL, 3) should be SG_ENULL");
        cr_assert_eq(sg_cards_naive(v, 3, NULL, &s, &calls), SG_ENULL, "naive(v, 3, NULL) should be SG_ENULL");
        cr_assert_eq(sg_cards_naive(v, 3, &f, NULL, &calls), SG_ENULL, "naive(v, 3, f, NULL) should be SG_ENULL");
        cr_assert(f == SENTINEL && s == SENTINEL && calls == CALLS_SENTINEL, "a failed naive wrote a result");
    }
}

Test(errors, tables_null_and_too_big)
{
    static const int v[3] = { 1, 2, 3 };
    int64_t ft[9], st[9], dt[9];
    size_t big = SG_CARDS_TABLE_MAX + 1, i;
    int *zeros, rc;

    /* The caller's tables have n * n entries of 8 bytes: a size that
       size_t holds at the limit. */
    cr_assert_leq(SG_CARDS_TABLE_MAX, SIZE_MAX / SG_CARDS_TABLE_MAX / sizeof(int64_t),
                  "SG_CARDS_TABLE_MAX = %zu: n * n entries overflow size_t", SG_CARDS_TABLE_MAX);
    for (i = 0; i < 9; i++)
        ft[i] = st[i] = dt[i] = SENTINEL;
    cr_assert_eq(sg_cards_tables(NULL, 3, ft, st), SG_ENULL, "tables(NULL, 3) should be SG_ENULL");
    cr_assert_eq(sg_cards_tables(v, 3, NULL, st), SG_ENULL, "tables(v, 3, NULL, st) should be SG_ENULL");
    cr_assert_eq(sg_cards_tables(v, 3, ft, NULL), SG_ENULL, "tables(v, 3, ft, NULL) should be SG_ENULL");
    cr_assert_eq(sg_cards_relative(NULL, 3, dt), SG_ENULL, "relative(NULL, 3) should be SG_ENULL");
    cr_assert_eq(sg_cards_relative(v, 3, NULL), SG_ENULL, "relative(v, 3, NULL) should be SG_ENULL");
    /* Too big: refused before any table entry is written (the tables here
       are far too small, and so is the array of cards). */
    zeros = calloc(big, sizeof *zeros);
    cr_assert_not_null(zeros, "calloc failed");
    cr_assert_eq(sg_cards_tables(zeros, big, ft, st), SG_ETOOBIG, "tables(n = 65536) should be SG_ETOOBIG");
    cr_assert_eq(sg_cards_relative(zeros, big, dt), SG_ETOOBIG, "relative(n = 65536) should be SG_ETOOBIG");
    rc = sg_cards_tables(zeros, big, NULL, NULL);
    cr_assert(rc == SG_ETOOBIG || rc == SG_ENULL, "tables(n = 65536, NULL tables) returned %d", rc);
    for (i = 0; i < 9; i++)
        cr_assert(ft[i] == SENTINEL && st[i] == SENTINEL && dt[i] == SENTINEL,
                  "a refused table solver wrote entry %zu", i);
    free(zeros);
}

/* The lines of play of the card game keep the contract of their
   interface in chunks/cards.nw; on [1, 2, 3]: RRL, Alice 4, Bob 2. */
Test(errors, line_null_and_too_big)
{
    expect_ends_line_contract(sg_cards_line_bits, "sg_cards_line_bits", SG_CARDS_LINE_MAX, 4, 2, "RRL");
}

Test(errors, line_plain_null_and_too_big)
{
    expect_ends_line_contract(sg_cards_line_plain, "sg_cards_line_plain", SG_CARDS_LINE_MAX,
                              4, 2, "RRL");
}

Test(errors, parity_and_first_wins)
{
    static const int v[5] = { 1, 2, 3, 4, 5 };
    int parity = PARITY_SENTINEL;
    int64_t g = SENTINEL;
    bool wins = false;
    size_t n;

    for (n = 1; n <= 5; n += 2) {
        cr_assert_eq(sg_cards_parity(v, n, &parity, &g), SG_EINVAL, "parity with n = %zu should be SG_EINVAL", n);
        cr_assert(parity == PARITY_SENTINEL && g == SENTINEL, "a refused sg_cards_parity wrote a result");
    }
    cr_assert_eq(sg_cards_parity(NULL, 4, &parity, &g), SG_ENULL, "parity(NULL, 4) should be SG_ENULL");
    cr_assert_eq(sg_cards_parity(v, 4, NULL, &g), SG_ENULL, "parity(v, 4, NULL, g) should be SG_ENULL");
    cr_assert_eq(sg_cards_parity(v, 4, &parity, NULL), SG_ENULL, "parity(v, 4, p, NULL) should be SG_ENULL");
    cr_assert(parity == PARITY_SENTINEL && g == SENTINEL, "a refused sg_cards_parity wrote a result");
    cr_assert_eq(sg_cards_parity(v, 4, &parity, &g), SG_OK, "parity([1,2,3,4]) failed");
    cr_assert(parity == 1 && g == 6, "parity([1,2,3,4]) = %d, %lld; expected 1, 6", parity, (long long)g);

    cr_assert_eq(sg_cards_first_wins(NULL, 3, &wins), SG_ENULL, "first_wins(NULL, 3) should be SG_ENULL");
    cr_assert_eq(sg_cards_first_wins(v, 3, NULL), SG_ENULL, "first_wins(v, 3, NULL) should be SG_ENULL");
    cr_assert_not(wins, "a refused sg_cards_first_wins wrote its result");
}

Test(errors, above_sg_max_n)
{
#if SIZE_MAX > UINT32_MAX
    /* n = SG_MAX_N + 1 with tiny real arrays: each solver must refuse it
       before touching them. */
    static const int v[4] = { 1, 2, 3, 4 };
    size_t sizes[2] = { SG_MAX_N + 1, SIZE_MAX }, a, k;
    int64_t tab[4] = { SENTINEL, SENTINEL, SENTINEL, SENTINEL };
    char moves[4] = { MOVE_SENTINEL, MOVE_SENTINEL, MOVE_SENTINEL, MOVE_SENTINEL };
    uint64_t calls = CALLS_SENTINEL;
    int parity = PARITY_SENTINEL;
    bool wins = false;

    for (a = 0; a < 2; a++) {
        size_t big = sizes[a];
        int64_t f = SENTINEL, s = SENTINEL, g = SENTINEL;
        for (k = 0; k < LEN(pair_solvers); k++)
            cr_assert_eq(pair_solvers[k].solve(v, big, &f, &s), SG_ETOOBIG,
                         "%s(n = %zu) should be SG_ETOOBIG", pair_solvers[k].name, big);
        cr_assert_eq(sg_cards_naive(v, big, &f, &s, &calls), SG_ETOOBIG, "naive(n = %zu) should be SG_ETOOBIG", big);
        cr_assert_eq(sg_cards_tables(v, big, tab, tab), SG_ETOOBIG, "tables(n = %zu) should be SG_ETOOBIG", big);
        cr_assert_eq(sg_cards_relative(v, big, tab), SG_ETOOBIG, "relative(n = %zu) should be SG_ETOOBIG", big);
        cr_assert_eq(sg_cards_line_bits(v, big, moves, &f, &s), SG_ETOOBIG, "line(n = %zu) should be SG_ETOOBIG", big);
        cr_assert_eq(sg_cards_first_wins(v, big, &wins), SG_ETOOBIG, "first_wins(n = %zu) should be SG_ETOOBIG", big);
        /* An even n beyond SG_MAX_N: too big, whatever its parity. */
        cr_assert_eq(sg_cards_parity(v, big - big % 2, &parity, &g), SG_ETOOBIG,
                     "parity(n = %zu) should be SG_ETOOBIG", big - big % 2);
        cr_assert(f == SENTINEL && s == SENTINEL && g == SENTINEL, "a refused solver wrote a result");
    }
    cr_assert(calls == CALLS_SENTINEL && parity == PARITY_SENTINEL && !wins, "a refused solver wrote a result");
    for (k = 0; k < 4; k++)
        cr_assert(tab[k] == SENTINEL && moves[k] == MOVE_SENTINEL, "a refused solver wrote entry %zu", k);
#else
    cr_assert_leq((uintmax_t)SIZE_MAX, (uintmax_t)SG_MAX_N, "size_t has 32 bits: no array can exceed SG_MAX_N");
#endif
}

/* The line of sg_cards_line on v[0..n-1]: every move keeps the
   value (the left end is not preferred on ties), the scores are those
   of the table, nothing is written past moves[n-1], and the scores
   alone come out the same. */
static void expect_linear_line(const int *v, size_t n, const char *desc)
{
    char *moves = malloc(n + 1);
    int64_t *d = malloc((n * n + 1) * sizeof *d), f, s, f2 = 0, s2 = 0;

    cr_assert(moves != NULL && d != NULL, "malloc failed");
    moves[n] = MOVE_SENTINEL;
    cr_assert_eq(sg_cards_line(v, n, moves, &f, &s), SG_OK,
                 "sg_cards_line(%s) failed", desc);
    cr_assert_eq(moves[n], MOVE_SENTINEL, "sg_cards_line(%s) wrote moves[n]", desc);
    ref_diff_table(v, n, d);
    check_line_rule(v, n, moves, d, f, s, desc, false);
    cr_assert_eq(sg_cards(v, n, &f2, &s2), SG_OK, "sg_cards(%s) failed", desc);
    cr_assert(f == f2 && s == s2, "sg_cards_line(%s) scores %lld, %lld; sg_cards "
              "%lld, %lld", desc, (long long)f, (long long)s, (long long)f2, (long long)s2);
    free(moves);
    free(d);
}

Test(linear_line, every_row_up_to_nine_cards, .timeout = 120)
{
    int v[9];
    long count = 0;

    for (size_t n = 0; n <= 9; n++) {
        size_t total = 1;
        for (size_t i = 0; i < n; i++)
            total *= 5;
        for (size_t code = 0; code < total; code++) {
            size_t c = code;
            for (size_t i = 0; i < n; i++) {
                v[i] = (int)(c % 5) - 2;
                c /= 5;
            }
            expect_linear_line(v, n, "a short row in -2..2");
            count++;
        }
    }
    cr_assert_eq(count, 2441406, "expected 2441406 rows, checked %ld", count);
}

/* Long rows of every kind up to 2000 cards, and at 5000 (a table of
   200 megabytes) the kinds at the int extremes, INT_MIN and INT_MAX
   among small values, and a saw of them. */
Test(linear_line, long_rows_and_errors, .timeout = 120)
{
    static const size_t sizes[] = { 1, 2, 3, 64, 65, 999, 2000, 5000 };
    uint64_t seed = 0x11AEA7ULL;
    int *v = malloc(5000 * sizeof *v);
    char m[4];
    int64_t f, s;

    cr_assert_not_null(v, "malloc failed");
    for (size_t a = 0; a < LEN(sizes); a++)
        for (int kind = 0; kind < FILL_LARGE_KINDS; kind++) {
            if (sizes[a] > 2000 && kind != 2 && kind != 3)
                continue;
            fill_large_kind(v, sizes[a], &seed, kind);
            expect_linear_line(v, sizes[a], "a long row");
        }
    fill_kind(v, 5000, &seed, 2);
    expect_linear_line(v, 5000, "INT_MIN and INT_MAX among small values");
    for (size_t a = 0; a < 5000; a++)
        v[a] = a % 2 ? INT_MAX : INT_MIN;
    expect_linear_line(v, 5000, "a saw of extreme values");
    free(v);
    cr_assert_eq(sg_cards_line(NULL, 0, NULL, NULL, NULL), SG_OK, "n = 0 failed");
    cr_assert_eq(sg_cards_line(NULL, 3, m, &f, &s), SG_ENULL, "no cards");
    static const int three[] = { 1, 2, 3 };
    cr_assert_eq(sg_cards_line(three, 3, NULL, &f, &s), SG_ENULL, "no room for the moves");
    cr_assert_eq(sg_cards_line(three, 3, m, NULL, NULL), SG_OK, "no scores asked for");
}
