/* values-nim-move.c: the exercise values-nim-move, every winning move in
   Nim (sg_nim_winning_moves). */
#include <criterion/criterion.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sg-exercises.h"
#include "brute.h"

#define MAXP 5            /* the most piles the search plays */
#define MAXS 7            /* the most stones in a pile it plays */

/* The brute force: Nim searched from its definition, without the
   nim-sum.  A position of up to MAXP piles of up to MAXS stones is the
   number whose base-(MAXS+1) digits are the piles; won[] memoises
   whether the player to move wins (-1: not known yet). */
static signed char won[1 << (3 * MAXP)];

static size_t code_of(const int *piles, size_t n)
{
    size_t code = 0;
    for (size_t i = n; i-- > 0;)
        code = code * (MAXS + 1) + (size_t)piles[i];
    return code;
}

static int brute_won(int *piles, size_t n)
{
    size_t code = code_of(piles, n);
    if (won[code] >= 0)
        return won[code];
    int w = 0;
    for (size_t i = 0; i < n && !w; i++)
        for (int take = 1; take <= piles[i] && !w; take++) {
            piles[i] -= take;
            w = !brute_won(piles, n);
            piles[i] += take;
        }
    return won[code] = (signed char)w;
}

/* The winning moves by the brute force, by pile and then by the
   number taken; returns their number. */
static size_t brute_moves(const int *start, size_t n,
                          struct sg_nim_move *moves, size_t room)
{
    int piles[MAXP];
    size_t count = 0;
    memcpy(piles, start, n * sizeof *piles);
    for (size_t i = 0; i < n; i++)
        for (int take = 1; take <= piles[i]; take++) {
            piles[i] -= take;
            if (!brute_won(piles, n)) {
                cr_assert(count < room, "the test's brute force found more "
                          "winning moves than piles");
                moves[count++] = (struct sg_nim_move){i, take};
            }
            piles[i] += take;
        }
    return count;
}

/* Calls the function; checks SG_OK and the moves want[0..nwant-1]. */
static void expect(const int *piles, size_t n,
                   const struct sg_nim_move *want, size_t nwant,
                   const char *what)
{
    char buf[200];
    struct sg_nim_move got[64];
    size_t count = SIZE_MAX;
    cr_assert(n < 64, "the test's arrays are too short");
    got[n] = (struct sg_nim_move){SIZE_MAX, -7};
    int status = sg_nim_winning_moves(piles, n, n ? got : NULL, &count);
    brute_format(piles, n, buf, sizeof buf);
    cr_assert_eq(status, SG_OK, "%s: sg_nim_winning_moves(%s, n = %zu) "
                 "returned %d (%s), not SG_OK", what, buf, n, status,
                 sg_exercise_strerror(status));
    cr_assert(got[n].pile == SIZE_MAX && got[n].take == -7,
              "%s: piles %s: the function wrote more than n moves", what,
              buf);
    cr_assert_eq(count, nwant, "%s: piles %s have %zu winning moves, the "
                 "function says %zu", what, buf, nwant, count);
    for (size_t j = 0; j < nwant; j++)
        cr_assert(got[j].pile == want[j].pile && got[j].take == want[j].take,
                  "%s: piles %s: winning move %zu should take %d from pile "
                  "%zu, got %d from pile %zu", what, buf, j, want[j].take,
                  want[j].pile, got[j].take, got[j].pile);
}

static void expect_brute(const int *piles, size_t n, const char *what)
{
    struct sg_nim_move want[MAXP];
    size_t nwant = brute_moves(piles, n, want, MAXP);
    expect(piles, n, want, nwant, what);
}

Test(values_nim_move, hand_examples)
{
    int a[] = {4, 5, 6};
    struct sg_nim_move wa[] = {{0, 1}, {1, 3}, {2, 5}};
    expect(a, 3, wa, 3, "[4,5,6]: three winning moves, to 3, 2 and 1");
    int b[] = {1, 2, 3};
    expect(b, 3, NULL, 0, "[1,2,3]: a P-position, no winning move");
    int c[] = {7};
    struct sg_nim_move wc[] = {{0, 7}};
    expect(c, 1, wc, 1, "[7]: take the whole pile");
    int d[] = {0, 0, 3, 0};
    struct sg_nim_move wd[] = {{2, 3}};
    expect(d, 4, wd, 1, "[0,0,3,0]");
    int e[] = {3, 4, 5};
    struct sg_nim_move we[] = {{0, 2}};
    expect(e, 3, we, 1, "[3,4,5]: the nim-sum is 2, only the 3 has that "
           "bit");
    int f[] = {INT_MAX, INT_MAX - 1};
    struct sg_nim_move wf[] = {{0, 1}};
    expect(f, 2, wf, 1, "[INT_MAX, INT_MAX - 1]");
    int g[] = {0, 0};
    expect(g, 2, NULL, 0, "[0,0]: no move at all");
}

Test(values_nim_move, empty)
{
    size_t count = 42;
    expect_code(sg_nim_winning_moves(NULL, 0, NULL, &count), SG_OK,
                "n = 0, piles and moves NULL");
    cr_assert_eq(count, 0, "no pile: no winning move, got %zu", count);
}

static void visit(const int *v, size_t n, void *ctx)
{
    expect_brute(v, n, (const char *)ctx);
}

/* Every position of up to 4 piles of up to 7 stones, and of up to 5
   piles of up to 3, against the brute force. */
Test(values_nim_move, every_small_position)
{
    memset(won, -1, sizeof won);
    for_each_array(MAXP - 1, 0, MAXS, visit, "every position of up to 4 "
                   "piles of up to 7 stones, against a search of the game");
    for_each_array(MAXP, 0, 3, visit, "every position of up to 5 piles "
                   "of up to 3 stones, against a search of the game");
}

/* Large piles: a move wins when it leaves the nim-sum of the other
   piles in its pile; the test computes that sum pile by pile. */
Test(values_nim_move, large_piles)
{
    uint64_t seed = 1421;
    int piles[40];
    struct sg_nim_move want[40];
    for (int t = 0; t < 5000; t++) {
        size_t n = (size_t)rng_range(&seed, 1, 40);
        for (size_t i = 0; i < n; i++)
            piles[i] = t % 3 == 0 ? rng_range(&seed, 0, 20)
                     : t % 3 == 1 ? rng_range(&seed, INT_MAX - 8, INT_MAX)
                                  : rng_range(&seed, 0, INT_MAX);
        if (t % 2 && n > 1) {       /* make it a P-position, or nearly */
            unsigned x = 0;
            for (size_t i = 1; i < n; i++)
                x ^= (unsigned)piles[i];
            piles[0] = (int)(x & INT_MAX);
        }
        size_t nwant = 0;
        for (size_t i = 0; i < n; i++) {
            unsigned others = 0;
            for (size_t j = 0; j < n; j++)
                if (j != i)
                    others ^= (unsigned)piles[j];
            if (others < (unsigned)piles[i])
                want[nwant++] = (struct sg_nim_move){
                    i, piles[i] - (int)others};
        }
        expect(piles, n, want, nwant, "random piles");
    }
}

Test(values_nim_move, errors)
{
    int piles[] = {1, 2, -1};
    struct sg_nim_move moves[3];
    size_t count = 42;
    expect_code(sg_nim_winning_moves(NULL, 1, moves, &count), SG_ENULL,
                "piles NULL with n = 1");
    expect_code(sg_nim_winning_moves(piles, 2, NULL, &count), SG_ENULL,
                "moves NULL with n = 2");
    expect_code(sg_nim_winning_moves(piles, 2, moves, NULL), SG_ENULL,
                "count NULL");
    expect_code(sg_nim_winning_moves(piles, 3, moves, &count), SG_EINVAL,
                "a negative pile");
    cr_assert_eq(count, 42, "*count must be left alone on an error");
}
