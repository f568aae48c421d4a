/* test-stone4.c: tests of the Stone Game IV solvers of libstonegame (one
   heap; a move removes a non-zero square number of stones; the player who
   cannot move loses).  The oracles are written here and use none of the
   chapter's ideas: a memoised recursion on win(i) = there is a k >= 1
   with k*k <= i and !win(i - k*k), the same recurrence filled bottom up
   (up to 10^6), and the plain marking of the heaps a square above each
   losing heap (up to 10^7).  Besides them, the negamax search of the
   values chapter on the subtraction game of the squares, and a mex
   computation of the Grundy values.  Checked: every solver (sg_stone4,
   _table, _sieve, _bits, _blocked, and the winner of sg_stone4_line) on every
   heap up to 3000, near the block boundaries and at random heaps up to
   10^6; the list of losing heaps and its room; the Grundy values; lines
   of play from every heap up to 20000 and from random heaps up to 10^8,
   replayed move by move; sg_stone4_line_plain's lines, the same as
   sg_stone4_line's and replayed too; and the error conventions. */
#include <criterion/criterion.h>

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "stonegame.h"
#include "brute.h"

#define LEN(a) (sizeof(a) / sizeof((a)[0]))
/* A check inside a long loop: Criterion reports every assertion to its
   runner, which is slow for millions of them, so a check that holds
   asserts nothing.  Each test ends with assertions on what it counted. */
#define CHECK(cond, ...) do { if (!(cond)) cr_assert_fail(__VA_ARGS__); } while (0)

#define BLOCK ((size_t)1 << 15)         /* the chapter's block: 32768 heaps */
#define MEMO_MAX 3000                   /* the recursion's largest heap */
#define MILLION ((size_t)1000000)
#define TEN_MILLION ((size_t)10000000)
#define HUNDRED_MILLION ((size_t)100000000)
#define LOST_UP_TO_A_MILLION ((size_t)13952)
#define LOST_UP_TO_3000 ((size_t)241)
#define SQSENT ((size_t)0xA5A5A5A5u)    /* a square no line removes */
#define NSENT ((size_t)0x5A5A5A5Au)

typedef int (*solver)(size_t, bool *);
typedef int (*line_function)(size_t, size_t *, size_t *, bool *);

/* The two lines of play, which must be the same. */
static const struct {
    const char *name;
    line_function f;
} lines[] = {
    { "sg_stone4_line", sg_stone4_line },
    { "sg_stone4_line_plain", sg_stone4_line_plain },
};

static const struct {
    const char *name;
    solver f;
} solvers[] = {
    { "sg_stone4", sg_stone4 },
    { "sg_stone4_table", sg_stone4_table },
    { "sg_stone4_sieve", sg_stone4_sieve },
    { "sg_stone4_blocked", sg_stone4_blocked },
    { "sg_stone4_bits", sg_stone4_bits },
};

/* The largest r with r * r <= x (no libm: the tests link without it). */
static uint64_t isqrt(uint64_t x)
{
    uint64_t r = 0, bit;

    for (bit = (uint64_t)1 << 31; bit > 0; bit >>= 1)
        if ((r + bit) * (r + bit) <= x)
            r += bit;
    return r;
}

/* ---------------------------------------------------------------------
   Oracles. */

/* The recurrence as it is written, memoised: brute.c's game of powers,
   with squares and the ordinary rule, computed once per test process. */
static bool memo_win(size_t i)
{
    static signed char *won;

    cr_assert_leq(i, (size_t)MEMO_MAX, "the recursion is meant for heaps up to %d", MEMO_MAX);
    if (won == NULL)
        won = brute_power_game(MEMO_MAX, 2, 0);
    return won[i] != 0;
}

/* The same recurrence bottom up: win[i] for i = 0..limit, 1 if won. */
static unsigned char *oracle_table(size_t limit)
{
    unsigned char *win = malloc(limit + 1);
    size_t i, k;

    cr_assert_not_null(win, "malloc failed");
    for (i = 0; i <= limit; i++) {
        unsigned char w = 0;
        for (k = 1; k * k <= i && !w; k++)
            w = !win[i - k * k];
        win[i] = w;
    }
    return win;
}

/* Each lost heap, met in increasing order, marks every heap a square
   above it as won (a heap is won exactly when a lost heap lies a square
   below it).  Checked against oracle_table where both are used. */
static unsigned char *oracle_marks(size_t limit)
{
    unsigned char *won = calloc(limit + 1, 1);
    size_t l, k;

    cr_assert_not_null(won, "calloc failed");
    for (l = 0; l <= limit; l++)
        if (!won[l])
            for (k = 1; k * k <= limit - l; k++)
                won[l + k * k] = 1;
    return won;
}

/* The losing heaps of win[0..limit], in increasing order; their number
   in *count. */
static size_t *losing_of(const unsigned char *win, size_t limit, size_t *count)
{
    size_t i, c = 0, *lost;

    for (i = 0; i <= limit; i++)
        c += !win[i];
    lost = malloc((c ? c : 1) * sizeof *lost);
    cr_assert_not_null(lost, "malloc failed");
    for (i = 0, c = 0; i <= limit; i++)
        if (!win[i])
            lost[c++] = i;
    *count = c;
    return lost;
}

/* Where is a heap decided: the oracle's table up to its limit, then a
   sorted list of losing heaps (from the library, checked against the
   table where they overlap) up to its limit, then sg_stone4. */
struct oracle {
    const unsigned char *win;
    size_t limit;
    const size_t *lost;
    size_t nlost, lost_limit;
};

static int cmp_size(const void *a, const void *b)
{
    size_t x = *(const size_t *)a, y = *(const size_t *)b;
    return (x > y) - (x < y);
}

static bool oracle_losing(const struct oracle *o, size_t h)
{
    bool w = true;

    if (h <= o->limit)
        return !o->win[h];
    if (o->lost != NULL && h <= o->lost_limit)
        return bsearch(&h, o->lost, o->nlost, sizeof *o->lost, cmp_size) != NULL;
    CHECK(sg_stone4(h, &w) == SG_OK, "sg_stone4(%zu) failed", h);
    return !w;
}

/* ---------------------------------------------------------------------
   The solvers. */

/* What solver k says about heap n, starting from *alice_wins = start. */
static bool ask(size_t k, size_t n, bool start)
{
    bool w = start;
    int rc = solvers[k].f(n, &w);

    CHECK(rc == SG_OK, "%s(%zu) returned %d (%s)", solvers[k].name, n, rc, sg_strerror(rc));
    return w;
}

/* Solver k on heap n must say won exactly when want. */
static void expect_solver(size_t k, size_t n, bool want)
{
    bool w = ask(k, n, !want);
    CHECK(w == want, "%s(%zu) says %s wins, the oracle says %s", solvers[k].name, n,
          w ? "Alice" : "Bob", want ? "Alice" : "Bob");
}

/* ---------------------------------------------------------------------
   Lines of play.  sg_stone4_line's line from heap n, replayed move by
   move: each move removes a positive square no larger than the heap;
   the players alternate from Alice; every move of the winner leaves a
   losing heap, and if strict, the smallest losing heap a square below
   (the rule the chapter's text states); every move of the loser removes
   the largest square, and leaves a winning non-empty heap; the line ends
   at the empty heap within SG_STONE4_LINE_MAX moves, the last move being
   the winner's; the winner is the oracle's.  Returns the number of
   moves.  replay_line_of plays the line of lines[L]. */
static size_t replay_line_of(const struct oracle *o, size_t n, bool strict, size_t L)
{
    size_t squares[SG_STONE4_LINE_MAX + 1], m = NSENT, j, heap = n;
    bool alice = n % 2 == 0, lose = oracle_losing(o, n);
    int rc;

    for (j = 0; j <= SG_STONE4_LINE_MAX; j++)
        squares[j] = SQSENT;
    rc = lines[L].f(n, squares, &m, &alice);
    CHECK(rc == SG_OK, "%s(%zu) returned %d (%s)", lines[L].name, n, rc, sg_strerror(rc));
    CHECK(alice == !lose, "%s(%zu) says %s wins, the oracle says %s", lines[L].name, n,
          alice ? "Alice" : "Bob", lose ? "Bob" : "Alice");
    CHECK(m <= SG_STONE4_LINE_MAX, "the line from %zu has %zu moves", n, m);
    CHECK(squares[SG_STONE4_LINE_MAX] == SQSENT, "%s(%zu) wrote past its 13 squares",
          lines[L].name, n);
    for (j = 0; j < m; j++) {
        bool alice_moves = j % 2 == 0, winner_moves = alice_moves == alice;
        size_t s = squares[j], r = (size_t)isqrt(s), left;

        CHECK(s >= 1 && r * r == s, "line from %zu: move %zu removes %zu, not a positive square",
              n, j, s);
        CHECK(s <= heap, "line from %zu: move %zu removes %zu of a heap of %zu", n, j, s, heap);
        left = heap - s;
        if (winner_moves) {
            CHECK(oracle_losing(o, left), "line from %zu: the winner %s moves from %zu to %zu "
                  "(move %zu), which is winning", n, alice ? "Alice" : "Bob", heap, left, j);
            if (strict) {
                size_t k;
                for (k = r + 1; k * k <= heap; k++)
                    CHECK(!oracle_losing(o, heap - k * k), "line from %zu: the winner moves from "
                          "%zu to %zu, but %zu is losing and smaller (move %zu)", n, heap, left,
                          heap - k * k, j);
            }
        } else {
            CHECK(r == isqrt(heap), "line from %zu: the loser removes %zu of %zu, not the largest "
                  "square (move %zu)", n, s, heap, j);
            CHECK(left > 0 && !oracle_losing(o, left), "line from %zu: the loser's move %zu leaves "
                  "%zu, a losing heap", n, j, left);
        }
        heap = left;
    }
    CHECK(heap == 0, "the line from %zu stops after %zu moves with %zu stones left", n, m, heap);
    CHECK((m % 2 == 1) == alice, "the line from %zu has %zu moves, but %s is said to win", n, m,
          alice ? "Alice" : "Bob");
    return m;
}

static size_t replay_line(const struct oracle *o, size_t n, bool strict)
{
    return replay_line_of(o, n, strict, 0);
}

/* The line from n as an array, checked to be the same with a NULL
   alice_wins. */
static size_t line_of(size_t n, size_t squares[SG_STONE4_LINE_MAX], bool *alice)
{
    size_t m = NSENT, m2 = NSENT, again[SG_STONE4_LINE_MAX];

    expect_code(sg_stone4_line(n, squares, &m, alice), SG_OK, "sg_stone4_line");
    expect_code(sg_stone4_line(n, again, &m2, NULL), SG_OK, "sg_stone4_line(alice_wins NULL)");
    cr_assert(m == m2 && memcmp(squares, again, m * sizeof *again) == 0,
              "sg_stone4_line(%zu) plays another line when alice_wins is NULL", n);
    return m;
}

/* ---------------------------------------------------------------------
   The oracles agree with each other. */

Test(oracle, the_recursion_the_table_and_the_marks_agree, .timeout = 60)
{
    unsigned char *win = oracle_table(MILLION), *won = oracle_marks(MILLION);
    size_t i, lost = 0;

    for (i = 0; i <= MEMO_MAX; i++)
        CHECK(memo_win(i) == (win[i] != 0), "oracles: the recursion and the table differ at %zu", i);
    for (i = 0; i <= MILLION; i++) {
        CHECK(win[i] == won[i], "oracles: the table and the marks differ at %zu", i);
        lost += !win[i];
    }
    cr_assert_eq(lost, LOST_UP_TO_A_MILLION, "the table finds %zu losing heaps up to 10^6", lost);
    cr_assert(!memo_win(0) && memo_win(1) && !memo_win(2) && memo_win(4) && !memo_win(7)
              && !memo_win(17), "the recursion is wrong on the heaps of the book");
    free(win);
    free(won);
}

/* ---------------------------------------------------------------------
   Every solver on every heap up to 3000. */

Test(small, every_solver_on_every_heap_up_to_3000, .timeout = 120)
{
    size_t n, k, lost = 0;

    for (n = 0; n <= MEMO_MAX; n++) {
        bool want = memo_win(n), w = !want;
        size_t squares[SG_STONE4_LINE_MAX], m = NSENT;
        int rc;

        for (k = 0; k < LEN(solvers); k++) {
            /* Twice, from either old value of *alice_wins. */
            expect_solver(k, n, want);
            CHECK(ask(k, n, want) == want, "%s(%zu) depends on the old value of *alice_wins",
                  solvers[k].name, n);
        }
        rc = sg_stone4_line(n, squares, &m, &w);
        CHECK(rc == SG_OK && w == want, "sg_stone4_line(%zu) returned %d and says %s wins, the "
              "recursion says %s", n, rc, w ? "Alice" : "Bob", want ? "Alice" : "Bob");
        lost += !want;
    }
    cr_assert_eq(lost, LOST_UP_TO_3000, "the recursion finds %zu losing heaps up to 3000", lost);
}

/* ---------------------------------------------------------------------
   The negamax search of the values chapter on the subtraction game of
   the squares.  A position lists at most SG_SEARCH_MAX_MOVES = 32 moves,
   so the set can hold the squares up to 32^2 = 1024, which is the whole
   game for heaps below 33^2 = 1089. */

#define SEARCH_MAX ((size_t)1088)

/* sg_search on the subtraction game of set[0..k-1] from heap n: +1 if
   the player to move wins; *move gets the square of the move it
   reports (0 if none). */
static int64_t search(const int *set, size_t k, size_t n, int64_t *memo_space, size_t *move)
{
    struct sg_game game;
    int64_t value = 0;
    size_t best = NSENT, i, m = 0;
    int rc;

    rc = sg_game_subtraction(set, k, n, &game);
    CHECK(rc == SG_OK, "sg_game_subtraction(k = %zu, %zu) returned %d", k, n, rc);
    rc = sg_search(&game, memo_space, &value, &best, NULL);
    CHECK(rc == SG_OK, "sg_search on the squares from %zu (k = %zu) returned %d (%s)", n, k, rc,
          sg_strerror(rc));
    CHECK(value == 1 || value == -1, "sg_search from %zu: value %lld", n, (long long)value);
    *move = 0;
    if (best == SIZE_MAX)
        return value;
    /* best indexes the moves as the game lists them: set order, those
       no larger than the heap. */
    for (i = 0; i < k; i++)
        if ((size_t)set[i] <= n && m++ == best)
            *move = (size_t)set[i];
    CHECK(*move != 0, "sg_search from %zu: move index %zu out of range", n, best);
    return value;
}

Test(search, negamax_on_the_squares_up_to_1088, .timeout = 120)
{
    int down[32], up[32], small[7];
    int64_t *space = malloc((SEARCH_MAX + 1) * sizeof *space);
    size_t n, k, move, lost = 0;
    struct sg_game game;
    int over[33];

    cr_assert_not_null(space, "malloc failed");
    for (k = 0; k < 32; k++) {
        up[k] = (int)((k + 1) * (k + 1));
        down[k] = (int)((32 - k) * (32 - k));
    }
    for (k = 0; k < 7; k++)
        small[k] = (int)((k + 1) * (k + 1));          /* 1 .. 49 */
    for (n = 0; n <= SEARCH_MAX; n++) {
        bool want = n <= MEMO_MAX ? memo_win(n) : false;
        int64_t v;

        /* The largest squares first: the search then never goes deeper
           than SG_SEARCH_MAX_DEPTH (taking 1 first would, beyond 1000). */
        v = search(down, 32, n, space, &move);
        CHECK((v > 0) == want, "sg_search (squares 1024 .. 1) says the heap %zu is %s, the "
              "recursion says %s", n, v > 0 ? "won" : "lost", want ? "won" : "lost");
        if (n == 0)
            CHECK(move == 0, "sg_search reports a move from the empty heap");
        else
            CHECK(move >= 1 && move <= n, "sg_search from %zu reports the move %zu", n, move);
        if (want)
            CHECK(!memo_win(n - move), "sg_search's move from %zu to %zu does not win", n, n - move);
        if (n <= 1000) {
            v = search(up, 32, n, space, &move);
            CHECK((v > 0) == want, "sg_search (squares 1 .. 1024) disagrees at %zu", n);
        }
        if (n <= 63) {                                 /* 64 = 8^2 is the first square left out */
            v = search(small, 7, n, space, &move);
            CHECK((v > 0) == want, "sg_search (squares 1 .. 49) disagrees at %zu", n);
        }
        /* Only the squares up to the heap, the largest first. */
        k = (size_t)isqrt(n);
        v = search(down + (32 - k), k, n, space, &move);
        CHECK((v > 0) == want, "sg_search (squares 1 .. %zu^2) disagrees at %zu", k, n);
        lost += !want;
    }
    free(space);
    /* Why the search stops there: 33 squares are too many moves. */
    for (k = 0; k < 33; k++)
        over[k] = (int)((k + 1) * (k + 1));
    expect_code(sg_game_subtraction(over, 33, 1089, &game), SG_ETOOBIG,
                "sg_game_subtraction with 33 squares");
    cr_assert_eq(lost, (size_t)119, "%zu losing heaps up to 1088, expected 119", lost);
}

/* ---------------------------------------------------------------------
   Heaps of the book. */

Test(known, the_heaps_of_the_book, .timeout = 30)
{
    static const size_t wins[] = { 1, 3, 4, 6, 9, 13, 16, 25, 27, 30, 32 };
    static const size_t loses[] = { 0, 2, 5, 7, 10, 12, 15, 17, 20, 22, 34 };
    size_t lost[16], count = NSENT, i, k, n;

    cr_assert_eq(SG_STONE4_LINE_MAX, (size_t)13, "SG_STONE4_LINE_MAX is %zu", SG_STONE4_LINE_MAX);
    for (i = 0; i < LEN(wins); i++)
        for (k = 0; k < LEN(solvers); k++)
            cr_assert(ask(k, wins[i], false), "%s(%zu) should say Alice wins", solvers[k].name,
                      wins[i]);
    for (i = 0; i < LEN(loses); i++)
        for (k = 0; k < LEN(solvers); k++)
            cr_assert(!ask(k, loses[i], true), "%s(%zu) should say Bob wins", solvers[k].name,
                      loses[i]);
    /* The first losing heaps. */
    for (i = 0; i < LEN(lost); i++)
        lost[i] = NSENT;
    expect_code(sg_stone4_losing(34, lost, LEN(lost), &count), SG_OK, "sg_stone4_losing(34)");
    cr_assert_eq(count, LEN(loses), "sg_stone4_losing(34) counts %zu losing heaps", count);
    for (i = 0; i < LEN(loses); i++)
        cr_assert_eq(lost[i], loses[i], "the losing heap %zu is %zu, expected %zu", i, lost[i],
                     loses[i]);
    for (; i < LEN(lost); i++)
        cr_assert_eq(lost[i], NSENT, "sg_stone4_losing(34) wrote past its %zu heaps", count);
    /* Up to 24, a heap loses exactly when it is 0 or 2 modulo 5; then
       the pattern breaks: 25, 27, 30 and 32 win. */
    for (n = 0; n <= 33; n++)
        cr_assert_eq(!ask(0, n, false), n <= 24 && (n % 5 == 0 || n % 5 == 2),
                     "sg_stone4(%zu) breaks the pattern of the book", n);
}

Test(known, lines_of_the_book, .timeout = 30)
{
    static const struct {
        size_t n;
        bool alice;
        size_t nmoves;
        size_t squares[5];
    } ex[] = {
        { 0, false, 0, { 0 } },
        { 1, true, 1, { 1 } },
        { 2, false, 2, { 1, 1 } },
        { 4, true, 1, { 4 } },
        { 7, false, 4, { 4, 1, 1, 1 } },
        { 13, true, 5, { 1, 9, 1, 1, 1 } },
        { 17, false, 2, { 16, 1 } },
    };
    size_t i, j, n, squares[SG_STONE4_LINE_MAX];

    for (i = 0; i < LEN(ex); i++) {
        bool alice = !ex[i].alice;
        size_t m = line_of(ex[i].n, squares, &alice);
        cr_assert_eq(alice, ex[i].alice, "sg_stone4_line(%zu): wrong winner", ex[i].n);
        cr_assert_eq(m, ex[i].nmoves, "sg_stone4_line(%zu) has %zu moves, expected %zu", ex[i].n,
                     m, ex[i].nmoves);
        for (j = 0; j < m; j++)
            cr_assert_eq(squares[j], ex[i].squares[j], "sg_stone4_line(%zu): move %zu removes "
                         "%zu, expected %zu", ex[i].n, j, squares[j], ex[i].squares[j]);
    }
    /* Theorem: no line from a heap of at most 14 stones is longer than
       five moves, and the one from 13 has five. */
    for (n = 0; n <= 14; n++) {
        bool alice;
        cr_assert_leq(line_of(n, squares, &alice), (size_t)5, "the line from %zu is longer "
                      "than 5 moves", n);
    }
}

/* ---------------------------------------------------------------------
   The list of losing heaps. */

Test(losing, the_list_up_to_a_million, .timeout = 120)
{
    unsigned char *win = oracle_table(MILLION);
    size_t want_count, *want = losing_of(win, MILLION, &want_count);
    size_t room = 2 * LOST_UP_TO_A_MILLION, *got = malloc((room + 1) * sizeof *got);
    size_t count = NSENT, i, k, limits = 0;
    int d;

    cr_assert_not_null(got, "malloc failed");
    cr_assert_eq(want_count, LOST_UP_TO_A_MILLION, "the oracle counts %zu", want_count);
    for (i = 0; i <= room; i++)
        got[i] = NSENT;
    expect_code(sg_stone4_losing(MILLION, got, room, &count), SG_OK, "sg_stone4_losing(10^6)");
    cr_assert_eq(count, LOST_UP_TO_A_MILLION, "sg_stone4_losing(10^6) counts %zu losing heaps, "
                 "expected %zu", count, LOST_UP_TO_A_MILLION);
    for (i = 0; i < count; i++)
        CHECK(got[i] == want[i], "losing heap number %zu: sg_stone4_losing says %zu, the oracle "
              "%zu", i, got[i], want[i]);
    for (; i <= room; i++)
        CHECK(got[i] == NSENT, "sg_stone4_losing(10^6) wrote past its %zu heaps, at %zu", count, i);
    /* Only counting. */
    count = NSENT;
    expect_code(sg_stone4_losing(MILLION, NULL, 0, &count), SG_OK, "sg_stone4_losing(10^6, NULL, 0)");
    cr_assert_eq(count, LOST_UP_TO_A_MILLION, "counting only gives %zu", count);

    /* Every limit up to 100, and the limits around the block boundaries:
       the list is the oracle's up to the limit. */
    for (k = 0; k <= MILLION / BLOCK + 1; k++)
        for (d = k == 0 ? 0 : -2; d <= (k == 0 ? 100 : 2); d++) {
            size_t limit = k * BLOCK + (size_t)(ptrdiff_t)d, expect = 0;
            if (limit > MILLION)
                continue;
            while (expect < want_count && want[expect] <= limit)
                expect++;
            count = NSENT;
            CHECK(sg_stone4_losing(limit, got, room, &count) == SG_OK, "sg_stone4_losing(%zu) "
                  "failed", limit);
            CHECK(count == expect, "sg_stone4_losing(%zu) counts %zu, the oracle %zu", limit,
                  count, expect);
            CHECK(memcmp(got, want, expect * sizeof *got) == 0, "sg_stone4_losing(%zu) lists "
                  "other heaps than the oracle", limit);
            limits++;
        }
    cr_assert_eq(limits, (size_t)(101 + 5 * (MILLION / BLOCK)), "%zu limits were checked", limits);
    free(win);
    free(want);
    free(got);
}

Test(losing, room_is_as_for_snprintf, .timeout = 60)
{
    static const size_t rooms[] = { 1, 2, 10, 11, 12, 100, 240, 241, 242, 500 };
    size_t limit = MEMO_MAX, want[MEMO_MAX + 1], want_count = 0, i, r;
    size_t buf[600], count;

    for (i = 0; i <= limit; i++)
        if (!memo_win(i))
            want[want_count++] = i;
    /* room 0: nothing is written, NULL or not. */
    count = NSENT;
    expect_code(sg_stone4_losing(limit, NULL, 0, &count), SG_OK, "sg_stone4_losing(room 0, NULL)");
    cr_assert_eq(count, want_count, "room 0: count %zu, expected %zu", count, want_count);
    for (i = 0; i < LEN(buf); i++)
        buf[i] = NSENT;
    count = NSENT;
    expect_code(sg_stone4_losing(limit, buf, 0, &count), SG_OK, "sg_stone4_losing(room 0)");
    cr_assert_eq(count, want_count, "room 0 with an array: count %zu", count);
    for (i = 0; i < LEN(buf); i++)
        cr_assert_eq(buf[i], NSENT, "room 0: sg_stone4_losing wrote buf[%zu]", i);
    /* Any room: exactly min(room, count) entries, the first ones. */
    for (r = 0; r < LEN(rooms); r++) {
        size_t room = rooms[r], wrote = room < want_count ? room : want_count;
        for (i = 0; i < LEN(buf); i++)
            buf[i] = NSENT;
        count = NSENT;
        expect_code(sg_stone4_losing(limit, buf, room, &count), SG_OK, "sg_stone4_losing");
        cr_assert_eq(count, want_count, "room %zu: count %zu, expected %zu", room, count, want_count);
        for (i = 0; i < wrote; i++)
            cr_assert_eq(buf[i], want[i], "room %zu: entry %zu is %zu, expected %zu", room, i,
                         buf[i], want[i]);
        for (; i < LEN(buf); i++)
            cr_assert_eq(buf[i], NSENT, "room %zu: sg_stone4_losing wrote buf[%zu] (%zu heaps)",
                         room, i, want_count);
    }
    /* The smallest limits. */
    count = NSENT;
    buf[0] = buf[1] = NSENT;
    expect_code(sg_stone4_losing(0, buf, 2, &count), SG_OK, "sg_stone4_losing(0)");
    cr_assert(count == 1 && buf[0] == 0 && buf[1] == NSENT, "sg_stone4_losing(0): %zu heaps", count);
    expect_code(sg_stone4_losing(1, buf, 2, &count), SG_OK, "sg_stone4_losing(1)");
    cr_assert(count == 1 && buf[0] == 0 && buf[1] == NSENT, "sg_stone4_losing(1): %zu heaps", count);
    expect_code(sg_stone4_losing(2, buf, 2, &count), SG_OK, "sg_stone4_losing(2)");
    cr_assert(count == 2 && buf[0] == 0 && buf[1] == 2, "sg_stone4_losing(2): %zu heaps", count);
    cr_assert_eq(want_count, LOST_UP_TO_3000, "the recursion counts %zu losing heaps up to 3000",
                 want_count);
}

/* ---------------------------------------------------------------------
   Larger heaps: the block boundaries, and random heaps up to 10^6. */

Test(blocks, every_solver_near_the_block_boundaries, .timeout = 180)
{
    unsigned char *win = oracle_table(MILLION);
    size_t k, n, j, checks = 0, tables = 0, moves = 0;
    int d;

    for (k = 1; k * BLOCK <= MILLION; k++)
        for (d = -3; d <= 3; d++) {
            n = k * BLOCK + (size_t)(ptrdiff_t)d;
            expect_solver(0, n, win[n] != 0);
            expect_solver(2, n, win[n] != 0);
            expect_solver(3, n, win[n] != 0);
            expect_solver(4, n, win[n] != 0);
            if (k <= 6) {
                expect_solver(1, n, win[n] != 0);
                tables++;
            }
            checks++;
        }
    /* sg_stone4 on every heap around the first three boundaries. */
    for (k = 1; k <= 3; k++)
        for (n = k * BLOCK - 64; n <= k * BLOCK + 64; n++, checks++)
            expect_solver(0, n, win[n] != 0);
    /* sg_stone4 looks for a losing heap a square below: put one near a
       boundary, and ask about the heaps a square above it. */
    for (k = 1; k * BLOCK + 64 <= MILLION; k++)
        for (n = k * BLOCK - 40; n <= k * BLOCK + 40; n++)
            if (!win[n])
                for (j = 1; j <= 12 && n + j * j <= MILLION; j++, moves++)
                    expect_solver(0, n + j * j, true);
    expect_solver(0, MILLION, win[MILLION] != 0);
    expect_solver(2, MILLION, win[MILLION] != 0);
    expect_solver(3, MILLION, win[MILLION] != 0);
    expect_solver(4, MILLION, win[MILLION] != 0);
    cr_assert_eq(checks, 7 * (MILLION / BLOCK) + 3 * 129, "%zu heaps were checked", checks);
    cr_assert_eq(tables, (size_t)42, "%zu heaps were checked with the table", tables);
    cr_assert_gt(moves, (size_t)100, "only %zu heaps a square above a losing heap", moves);
    free(win);
}

Test(blocks, random_heaps_up_to_a_million, .timeout = 180)
{
    unsigned char *win = oracle_table(MILLION);
    uint64_t seed = 0x5710E4ULL;
    size_t t, asked[5] = { 0, 0, 0, 0, 0 }, lost = 0;

    for (t = 0; t < 2000; t++) {
        size_t n = (size_t)(rng_next(&seed) % (MILLION + 1));
        bool want = win[n] != 0;
        expect_solver(0, n, want);
        asked[0]++;
        if (t % 8 == 0)
            expect_solver(3, n, want), asked[3]++;
        if (t % 16 == 0) {
            expect_solver(2, n, want), asked[2]++;
            expect_solver(4, n, want), asked[4]++;
        }
        if (t % 100 == 0)
            expect_solver(1, n, want), asked[1]++;
        lost += !want;
    }
    cr_assert(asked[0] == 2000 && asked[1] == 20 && asked[2] == 125 && asked[3] == 250
              && asked[4] == 125, "the solvers were asked %zu, %zu, %zu, %zu and %zu times",
              asked[0], asked[1], asked[2], asked[3], asked[4]);
    cr_assert_gt(lost, (size_t)5, "only %zu of the random heaps are losing", lost);
    free(win);
}

/* ---------------------------------------------------------------------
   Grundy values: a heap loses exactly when its Grundy value is 0. */

Test(grundy, zero_exactly_at_the_losing_heaps, .timeout = 60)
{
    enum { COUNT = MEMO_MAX + 1 };
    static unsigned got[COUNT], mine[COUNT], again[COUNT];
    int up[60], down[60];
    size_t k = 0, n, j, zeros = 0;
    bool seen[64];

    for (j = 1; j * j < COUNT; j++)
        up[k++] = (int)(j * j);
    for (j = 0; j < k; j++)
        down[j] = up[k - 1 - j];
    cr_assert_eq(k, (size_t)54, "%zu squares up to 3000", k);
    expect_code(sg_grundy_subtraction(up, k, got, COUNT), SG_OK, "sg_grundy_subtraction");
    expect_code(sg_grundy_subtraction(down, k, again, COUNT), SG_OK, "sg_grundy_subtraction");
    for (n = 0; n < COUNT; n++) {
        unsigned g = 0;
        memset(seen, 0, sizeof seen);
        for (j = 1; j * j <= n; j++) {
            cr_assert_lt(mine[n - j * j], 64u, "a Grundy value above 63");
            seen[mine[n - j * j]] = true;
        }
        while (seen[g])
            g++;
        mine[n] = g;
        CHECK(got[n] == g, "G(%zu): sg_grundy_subtraction says %u, the mex %u", n, got[n], g);
        CHECK(again[n] == g, "G(%zu) with the squares in decreasing order: %u, expected %u", n,
              again[n], g);
        CHECK((got[n] == 0) == !memo_win(n), "G(%zu) = %u, but the heap is %s", n, got[n],
              memo_win(n) ? "winning" : "losing");
        zeros += got[n] == 0;
    }
    cr_assert(got[3] == 1 && got[10] == 0, "G(3) = %u and G(10) = %u, the book says 1 and 0",
              got[3], got[10]);
    cr_assert_eq(zeros, LOST_UP_TO_3000, "%zu zeros among the Grundy values up to 3000", zeros);
}

/* ---------------------------------------------------------------------
   Lines of play. */

Test(line, every_heap_up_to_20000, .timeout = 180)
{
    enum { TOP = 20000 };
    unsigned char *win = oracle_table(TOP);
    struct oracle o = { win, TOP, NULL, 0, 0 };
    size_t n, longest = 0, at = 0, alice = 0;

    for (n = 0; n <= TOP; n++) {
        size_t m = replay_line(&o, n, false);
        if (m > longest)
            longest = m, at = n;
        alice += win[n];
        if (n <= 14)
            CHECK(m <= 5, "the line from %zu has %zu moves, more than 5", n, m);
    }
    cr_assert_leq(longest, SG_STONE4_LINE_MAX, "the line from %zu has %zu moves", at, longest);
    cr_assert_geq(longest, (size_t)5, "no line up to 20000 has 5 moves");
    cr_assert_lt(alice, (size_t)TOP, "every heap is won");
    free(win);
}

Test(line, the_winner_moves_to_the_smallest_losing_heap, .timeout = 180)
{
    unsigned char *win = oracle_table(MILLION);
    struct oracle o = { win, MILLION, NULL, 0, 0 };
    uint64_t seed = 0x11E5ULL;
    size_t n, t, moves = 0;

    for (n = 0; n <= 5000; n++)
        moves += replay_line(&o, n, true);
    for (t = 0; t < 300; t++)
        moves += replay_line(&o, (size_t)(rng_next(&seed) % (MILLION + 1)), true);
    cr_assert_gt(moves, (size_t)5301, "only %zu moves were replayed", moves);
    free(win);
}

Test(line, random_heaps_up_to_a_hundred_million, .timeout = 600)
{
    unsigned char *win = oracle_table(MILLION), *won = oracle_marks(TEN_MILLION);
    size_t room = HUNDRED_MILLION / 200, count = NSENT, *lost = malloc(room * sizeof *lost);
    size_t i, j, t, top7 = 0, heaps = 0, lose = 0, over7 = 0;
    uint64_t seed = 0xB16B00B5ULL;
    struct oracle o;

    cr_assert_not_null(lost, "malloc failed");
    for (i = 0; i <= MILLION; i++)
        CHECK(win[i] == won[i], "oracles: the table and the marks differ at %zu", i);
    /* The library's list up to 10^8, checked against the marks up to
       10^7: the losing heaps beyond 10^7 are the library's word. */
    expect_code(sg_stone4_losing(HUNDRED_MILLION, lost, room, &count), SG_OK,
                "sg_stone4_losing(10^8)");
    cr_assert_leq(count, room, "%zu losing heaps up to 10^8, room for %zu", count, room);
    for (i = 0, j = 0; i <= TEN_MILLION; i++)
        if (!won[i]) {
            CHECK(j < count && lost[j] == i, "losing heap number %zu: the marks say %zu, "
                  "sg_stone4_losing(10^8) %zu", j, i, j < count ? lost[j] : 0);
            j++;
            top7 = i;
        }
    for (; j < count; j++)
        CHECK(lost[j] > lost[j - 1] && lost[j] <= HUNDRED_MILLION, "sg_stone4_losing(10^8): "
              "entry %zu is %zu after %zu", j, lost[j], lost[j - 1]);
    o = (struct oracle){ won, TEN_MILLION, lost, count, HUNDRED_MILLION };

    {
        size_t fixed[4];
        fixed[0] = TEN_MILLION;
        fixed[1] = HUNDRED_MILLION;
        fixed[2] = top7;                       /* the largest losing heap below 10^7 */
        fixed[3] = lost[count - 1];            /* the largest losing heap up to 10^8 */
        cr_assert(oracle_losing(&o, fixed[2]) && fixed[3] > TEN_MILLION,
                  "the largest losing heaps are %zu and %zu", fixed[2], fixed[3]);
        for (i = 0; i < LEN(fixed); i++, heaps++) {
            replay_line(&o, fixed[i], false);
            lose += oracle_losing(&o, fixed[i]);
        }
    }
    /* 100 random heaps up to 10^6, 150 up to 10^7 and 50 up to 10^8:
       the line from a heap of 10^8 may sieve most of the heaps below it
       (up to a second), so the largest heaps are fewer. */
    for (t = 0; t < 300; t++, heaps++) {
        size_t lo = t < 100 ? 20001 : t < 250 ? MILLION + 1 : TEN_MILLION + 1;
        size_t hi = t < 100 ? MILLION : t < 250 ? TEN_MILLION : HUNDRED_MILLION;
        size_t n = lo + (size_t)(rng_next(&seed) % (hi - lo + 1));
        bool losing = oracle_losing(&o, n);
        replay_line(&o, n, false);
        /* sg_stone4 too, below 10^7: above, its search is the line's
           first one again. */
        if (n <= TEN_MILLION)
            expect_solver(0, n, !losing);
        lose += losing;
        over7 += n > TEN_MILLION;
    }
    cr_assert_eq(heaps, (size_t)304, "%zu lines were replayed", heaps);
    cr_assert_geq(lose, (size_t)2, "only %zu losing heaps were played", lose);
    cr_assert_eq(over7, (size_t)50, "%zu random heaps above 10^7", over7);
    free(win);
    free(won);
    free(lost);
}

/* ---------------------------------------------------------------------
   The plain line of Part I: the line of sg_stone4_line, square for
   square, and replayed move by move on its own. */

/* sg_stone4_line_plain from heap n plays the line of sg_stone4_line,
   with alice_wins and without; returns its number of moves. */
static size_t expect_same_line(size_t n)
{
    size_t sq[2][SG_STONE4_LINE_MAX], m[2] = { NSENT, NSENT }, again[SG_STONE4_LINE_MAX];
    size_t m2 = NSENT;
    bool w[2] = { n % 2 == 0, n % 2 == 1 };
    int rc[2];

    for (size_t L = 0; L < 2; L++)
        rc[L] = lines[L].f(n, sq[L], &m[L], &w[L]);
    CHECK(rc[0] == SG_OK && rc[1] == SG_OK, "heap %zu: the lines returned %d and %d", n,
          rc[0], rc[1]);
    CHECK(m[0] == m[1] && w[0] == w[1] && m[0] <= SG_STONE4_LINE_MAX
          && memcmp(sq[0], sq[1], m[0] * sizeof **sq) == 0,
          "heap %zu: sg_stone4_line plays %zu moves, sg_stone4_line_plain %zu, or another "
          "line or winner", n, m[0], m[1]);
    rc[1] = sg_stone4_line_plain(n, again, &m2, NULL);
    CHECK(rc[1] == SG_OK && m2 == m[1] && memcmp(again, sq[1], m2 * sizeof *again) == 0,
          "sg_stone4_line_plain(%zu) plays another line when alice_wins is NULL", n);
    return m[1];
}

Test(plain, the_line_of_sg_stone4_line_on_every_heap_up_to_20000, .timeout = 180)
{
    enum { TOP = 20000 };
    unsigned char *win = oracle_table(TOP);
    struct oracle o = { win, TOP, NULL, 0, 0 };
    size_t n, moves = 0, same = 0;

    for (n = 0; n <= TOP; n++) {
        size_t m = replay_line_of(&o, n, true, 1);
        same += expect_same_line(n) == m;
        moves += m;
    }
    cr_assert_eq(same, (size_t)TOP + 1, "%zu lines were compared", same);
    cr_assert_gt(moves, (size_t)TOP, "only %zu moves were replayed", moves);
    free(win);
}

Test(plain, the_line_of_sg_stone4_line_on_random_heaps_up_to_a_million, .timeout = 300)
{
    unsigned char *win = oracle_table(MILLION);
    struct oracle o = { win, MILLION, NULL, 0, 0 };
    uint64_t seed = 0x9A1ULL;
    size_t t, heaps = 0, lose = 0, fixed[] = { MILLION, MILLION - 1, 2 * BLOCK, 2 * BLOCK - 1 };

    for (t = 0; t < LEN(fixed) + 400; t++, heaps++) {
        size_t n = t < LEN(fixed) ? fixed[t] : (size_t)(rng_next(&seed) % (MILLION + 1));
        CHECK(replay_line_of(&o, n, true, 1) == expect_same_line(n), "heap %zu", n);
        lose += !win[n];
    }
    /* The losing heaps are rare among random ones: the largest few. */
    for (size_t n = MILLION, found = 0; found < 20; n--)
        if (!win[n]) {
            CHECK(replay_line_of(&o, n, true, 1) == expect_same_line(n), "heap %zu", n);
            found++, heaps++, lose++;
        }
    cr_assert_eq(heaps, LEN(fixed) + 420, "%zu lines were compared", heaps);
    cr_assert_geq(lose, (size_t)20, "only %zu losing heaps were played", lose);
    free(win);
}

/* Every combination of NULL and non-NULL results, on small, large and
   too large heaps: sg_stone4_line_plain returns what sg_stone4_line
   returns, writes what it writes, and nothing when it refuses. */
Test(plain, the_errors_of_sg_stone4_line, .timeout = 60)
{
    size_t heaps[8], nheaps = 0, i, k, calls = 0;
    static const size_t small[] = { 0, 1, 2, 13, 1000 };

    for (i = 0; i < LEN(small); i++)
        heaps[nheaps++] = small[i];
    heaps[nheaps++] = SG_MAX_N - 1;             /* refused only for a NULL */
    heaps[nheaps++] = SG_MAX_N;
    heaps[nheaps++] = SIZE_MAX;
    for (i = 0; i < nheaps; i++)
        for (int nulls = 0; nulls < 8; nulls++) {
            bool valid = !(nulls & 2) && (!(nulls & 1) || heaps[i] == 0);
            if (heaps[i] == SG_MAX_N - 1 && valid)
                continue;                       /* a sieve of 4 GB */
            size_t sq[2][SG_STONE4_LINE_MAX], m[2] = { NSENT, NSENT };
            bool w[2] = { true, true };
            int rc[2];
            for (size_t L = 0; L < 2; L++) {
                for (k = 0; k < SG_STONE4_LINE_MAX; k++)
                    sq[L][k] = SQSENT;
                rc[L] = lines[L].f(heaps[i], nulls & 1 ? NULL : sq[L], nulls & 2 ? NULL : &m[L],
                                   nulls & 4 ? NULL : &w[L]);
            }
            cr_assert_eq(rc[1], rc[0], "heap %zu, NULLs %d: sg_stone4_line_plain returns %d, "
                         "sg_stone4_line %d", heaps[i], nulls, rc[1], rc[0]);
            cr_assert_eq(rc[1] == SG_OK, valid && heaps[i] < SG_MAX_N, "heap %zu, NULLs %d: "
                         "sg_stone4_line_plain returns %d", heaps[i], nulls, rc[1]);
            if (rc[1] == SG_ENULL)
                cr_assert(nulls & 3, "heap %zu: SG_ENULL with no NULL", heaps[i]);
            cr_assert(m[0] == m[1] && w[0] == w[1]
                      && memcmp(sq[0], sq[1], sizeof sq[0]) == 0, "heap %zu, NULLs %d: the "
                      "two lines write different results", heaps[i], nulls);
            if (rc[1] != SG_OK)
                for (k = 0; k < SG_STONE4_LINE_MAX; k++)
                    cr_assert(sq[1][k] == SQSENT && m[1] == NSENT && w[1],
                              "a refused sg_stone4_line_plain wrote a result");
            calls++;
        }
    cr_assert_eq(calls, nheaps * 8 - 2, "%zu combinations were tried", calls);
}

/* ---------------------------------------------------------------------
   Errors. */

Test(errors, null_results, .timeout = 30)
{
    static const size_t heaps[] = { 0, 1, 2, 1000, SG_MAX_N - 1 };
    size_t i, k, squares[SG_STONE4_LINE_MAX], buf[4], m = NSENT, count = NSENT;
    bool w = true;

    for (i = 0; i < LEN(heaps); i++) {
        for (k = 0; k < LEN(solvers); k++)
            cr_assert_eq(solvers[k].f(heaps[i], NULL), SG_ENULL, "%s(%zu, NULL) should be "
                         "SG_ENULL", solvers[k].name, heaps[i]);
        for (k = 0; k < SG_STONE4_LINE_MAX; k++)
            squares[k] = SQSENT;
        cr_assert_eq(sg_stone4_line(heaps[i], squares, NULL, &w), SG_ENULL,
                     "sg_stone4_line(%zu, nmoves NULL) should be SG_ENULL", heaps[i]);
        cr_assert_eq(sg_stone4_line(heaps[i], squares, NULL, NULL), SG_ENULL,
                     "sg_stone4_line(%zu, nmoves and alice_wins NULL) should be SG_ENULL", heaps[i]);
        for (k = 0; k < SG_STONE4_LINE_MAX; k++)
            cr_assert_eq(squares[k], SQSENT, "a refused sg_stone4_line wrote squares[%zu]", k);
        if (heaps[i] > 0) {
            cr_assert_eq(sg_stone4_line(heaps[i], NULL, &m, &w), SG_ENULL,
                         "sg_stone4_line(%zu, squares NULL) should be SG_ENULL", heaps[i]);
            cr_assert_eq(sg_stone4_line(heaps[i], NULL, &m, NULL), SG_ENULL,
                         "sg_stone4_line(%zu, squares NULL, alice_wins NULL) should be SG_ENULL",
                         heaps[i]);
        }
    }
    cr_assert_eq(m, NSENT, "a refused sg_stone4_line wrote *nmoves");
    cr_assert(w, "a refused sg_stone4_line wrote *alice_wins");
    for (i = 0; i < LEN(buf); i++)
        buf[i] = NSENT;
    cr_assert_eq(sg_stone4_losing(10, buf, LEN(buf), NULL), SG_ENULL,
                 "sg_stone4_losing(count NULL) should be SG_ENULL");
    cr_assert_eq(sg_stone4_losing(10, NULL, 1, &count), SG_ENULL,
                 "sg_stone4_losing(NULL, room 1) should be SG_ENULL");
    cr_assert_eq(sg_stone4_losing(10, NULL, 0, NULL), SG_ENULL,
                 "sg_stone4_losing(NULL, room 0, count NULL) should be SG_ENULL");
    cr_assert_eq(count, NSENT, "a refused sg_stone4_losing wrote *count");
    for (i = 0; i < LEN(buf); i++)
        cr_assert_eq(buf[i], NSENT, "a refused sg_stone4_losing wrote losing[%zu]", i);
}

Test(errors, heaps_from_sg_max_n_are_too_big, .timeout = 30)
{
    size_t big[4], nbig = 0, i, k, squares[SG_STONE4_LINE_MAX], buf[4], m = NSENT, count = NSENT;
    int pass;

    big[nbig++] = SG_MAX_N;
#if SIZE_MAX > UINT32_MAX
    big[nbig++] = SG_MAX_N + 1;
    big[nbig++] = (size_t)1 << 40;
#endif
    big[nbig++] = SIZE_MAX;
    for (k = 0; k < SG_STONE4_LINE_MAX; k++)
        squares[k] = SQSENT;
    for (k = 0; k < LEN(buf); k++)
        buf[k] = NSENT;
    for (pass = 0; pass < 2; pass++) {
        bool w = pass == 0;
        for (i = 0; i < nbig; i++) {
            for (k = 0; k < LEN(solvers); k++)
                cr_assert_eq(solvers[k].f(big[i], &w), SG_ETOOBIG, "%s(%zu) should be SG_ETOOBIG",
                             solvers[k].name, big[i]);
            cr_assert_eq(sg_stone4_line(big[i], squares, &m, &w), SG_ETOOBIG,
                         "sg_stone4_line(%zu) should be SG_ETOOBIG", big[i]);
            cr_assert_eq(sg_stone4_line(big[i], squares, &m, NULL), SG_ETOOBIG,
                         "sg_stone4_line(%zu, alice_wins NULL) should be SG_ETOOBIG", big[i]);
            cr_assert_eq(sg_stone4_losing(big[i], buf, LEN(buf), &count), SG_ETOOBIG,
                         "sg_stone4_losing(%zu) should be SG_ETOOBIG", big[i]);
            cr_assert_eq(sg_stone4_losing(big[i], NULL, 0, &count), SG_ETOOBIG,
                         "sg_stone4_losing(%zu, NULL, 0) should be SG_ETOOBIG", big[i]);
        }
        cr_assert_eq(w, pass == 0, "a refused solver wrote *alice_wins");
    }
    cr_assert_eq(m, NSENT, "a refused sg_stone4_line wrote *nmoves");
    cr_assert_eq(count, NSENT, "a refused sg_stone4_losing wrote *count");
    for (k = 0; k < SG_STONE4_LINE_MAX; k++)
        cr_assert_eq(squares[k], SQSENT, "a refused sg_stone4_line wrote squares[%zu]", k);
    for (k = 0; k < LEN(buf); k++)
        cr_assert_eq(buf[k], NSENT, "a refused sg_stone4_losing wrote losing[%zu]", k);
    /* With a NULL result as well, either refusal is right. */
    for (i = 0; i < nbig; i++) {
        int rc = sg_stone4(big[i], NULL);
        cr_assert(rc == SG_ENULL || rc == SG_ETOOBIG, "sg_stone4(%zu, NULL) returned %d", big[i], rc);
        rc = sg_stone4_line(big[i], NULL, &m, NULL);
        cr_assert(rc == SG_ENULL || rc == SG_ETOOBIG, "sg_stone4_line(%zu, NULL) returned %d",
                  big[i], rc);
    }
}

Test(errors, the_empty_heap_needs_no_squares, .timeout = 30)
{
    size_t m = NSENT, squares[SG_STONE4_LINE_MAX], k;
    bool w = true;

    expect_code(sg_stone4_line(0, NULL, &m, &w), SG_OK, "sg_stone4_line(0, NULL)");
    cr_assert(m == 0 && !w, "sg_stone4_line(0, NULL): %zu moves, %s wins", m, w ? "Alice" : "Bob");
    m = NSENT;
    expect_code(sg_stone4_line(0, NULL, &m, NULL), SG_OK, "sg_stone4_line(0, NULL, alice_wins NULL)");
    cr_assert_eq(m, 0, "sg_stone4_line(0, NULL, alice_wins NULL): %zu moves", m);
    for (k = 0; k < SG_STONE4_LINE_MAX; k++)
        squares[k] = SQSENT;
    m = NSENT;
    w = true;
    expect_code(sg_stone4_line(0, squares, &m, &w), SG_OK, "sg_stone4_line(0)");
    cr_assert(m == 0 && !w, "sg_stone4_line(0): %zu moves, %s wins", m, w ? "Alice" : "Bob");
    for (k = 0; k < SG_STONE4_LINE_MAX; k++)
        cr_assert_eq(squares[k], SQSENT, "sg_stone4_line(0) wrote squares[%zu]", k);
    for (k = 0; k < LEN(solvers); k++)
        cr_assert(!ask(k, 0, true), "%s(0) should say Bob wins", solvers[k].name);
}
