/* values-misere-nim.c: the exercise values-misere-nim, misere Nim
   (sg_nim_misere). */
#include <criterion/criterion.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sg-exercises.h"
#include "brute.h"

#define MAXP 5            /* the most piles the search plays */
#define MAXS 7            /* the most stones in a pile it plays */
#define MEMO 4096         /* the most positions sg_search is given */

/* The brute force: misere Nim searched from its rules.  A position of
   up to MAXP piles of up to MAXS stones is the number whose
   base-(MAXS+1) digits are the piles; won[] memoises whether the
   player to move wins (-1: not known yet).  With no stone left, the
   player to move wins: the other one took the last stone. */
static signed char won[1 << (3 * MAXP)];

static int brute_won(int *piles, size_t n)
{
    size_t code = 0;
    for (size_t i = n; i-- > 0;)
        code = code * (MAXS + 1) + (size_t)piles[i];
    if (won[code] >= 0)
        return won[code];
    int w = 1, moved = 0;
    for (size_t i = 0; i < n; i++)
        for (int take = 1; take <= piles[i]; take++) {
            if (!moved)
                moved = 1, w = 0;
            piles[i] -= take;
            w = w || !brute_won(piles, n);
            piles[i] += take;
        }
    return won[code] = (signed char)w;
}

/* The same game as the library's search sees it: sg_game_nim, whose
   final positions are worth -1, with the ending turned into a win. */
static int64_t misere_end(const struct sg_game *game, uint64_t position)
{
    (void)game, (void)position;
    return 1;
}

static int search_won(const int *piles, size_t n)
{
    static int64_t memo[MEMO];
    struct sg_game game;
    int64_t value;
    expect_code(sg_game_nim(piles, n, &game), SG_OK, "the test's "
                "sg_game_nim");
    cr_assert(game.positions <= MEMO,
              "the test's memo is too small");
    game.end = misere_end;
    expect_code(sg_search(&game, memo, &value, NULL, NULL), SG_OK,
                "the test's sg_search");
    return value > 0;
}

static const char *who(int alice)
{
    return alice ? "Alice" : "Bob";
}

/* Calls sg_nim_misere; checks SG_OK and the winner want. */
static void expect(const int *piles, size_t n, int want, const char *what)
{
    char buf[200];
    bool got = !want;
    int status = sg_nim_misere(piles, n, &got);
    brute_format(piles, n, buf, sizeof buf);
    cr_assert_eq(status, SG_OK, "%s: sg_nim_misere(%s, n = %zu) returned "
                 "%d (%s), not SG_OK", what, buf, n, status,
                 sg_exercise_strerror(status));
    cr_assert_eq(got, want != 0, "%s: piles %s: %s should win, the "
                 "function says %s", what, buf, who(want), who(got));
}

Test(values_misere_nim, hand_examples)
{
    int a[] = {1};
    expect(a, 1, 0, "[1]: Alice must take the last stone");
    int b[] = {1, 1};
    expect(b, 2, 1, "[1,1]: Bob must take the last stone");
    int c[] = {2};
    expect(c, 1, 1, "[2]: Alice takes one and leaves Bob the last");
    int d[] = {1, 1, 1};
    expect(d, 3, 0, "[1,1,1]: three single stones, Alice takes the last");
    int e[] = {2, 2};
    expect(e, 2, 0, "[2,2]: nim-sum 0 with two large piles");
    int f[] = {1, 2, 3};
    expect(f, 3, 0, "[1,2,3]: nim-sum 0");
    int g[] = {3, 1, 1};
    expect(g, 3, 1, "[3,1,1]: Alice reduces the 3 to 1 and leaves three "
           "single stones");
    int h[] = {0, 0, 1, 0};
    expect(h, 4, 0, "[0,0,1,0]: one single stone");
    int i[] = {INT_MAX, INT_MAX};
    expect(i, 2, 0, "[INT_MAX, INT_MAX]: nim-sum 0");
    int j[] = {INT_MAX, 1, 1};
    expect(j, 3, 1, "[INT_MAX, 1, 1]: one large pile");
}

Test(values_misere_nim, no_stone)
{
    bool w = false;
    expect_code(sg_nim_misere(NULL, 0, &w), SG_OK, "n = 0, piles NULL");
    cr_assert_eq(w, true, "no pile: Alice cannot move, so Bob took the "
                 "last stone (or nobody did) and Alice wins");
    int z[] = {0, 0, 0};
    w = false;
    expect_code(sg_nim_misere(z, 3, &w), SG_OK, "three empty piles");
    cr_assert_eq(w, true, "three empty piles: Alice wins, as with none");
}

static void visit(const int *v, size_t n, void *ctx)
{
    int piles[MAXP];
    memcpy(piles, v, n * sizeof *piles);
    expect(v, n, brute_won(piles, n), (const char *)ctx);
}

/* Every position of up to 4 piles of up to 7 stones, and of up to 5
   piles of up to 3, against the brute force. */
Test(values_misere_nim, every_small_position)
{
    memset(won, -1, sizeof won);
    for_each_array(MAXP - 1, 0, MAXS, visit, "every position of up to 4 "
                   "piles of up to 7 stones, against a search of the game");
    for_each_array(MAXP, 0, 3, visit, "every position of up to 5 piles "
                   "of up to 3 stones, against a search of the game");
}

/* Up to 32 stones in many piles (the limit of sg_game_nim), and at
   most MEMO positions, against the library's search of the game
   tree. */
Test(values_misere_nim, against_sg_search)
{
    uint64_t seed = 1431;
    int piles[16];
    for (int t = 0; t < 2000; t++) {
        size_t n = (size_t)rng_range(&seed, 0, 16);
        int left = 32;
        uint64_t positions = 1;
        for (size_t i = 0; i < n; i++) {
            int top = t % 2 ? 1 : 6;
            piles[i] = rng_range(&seed, 0, top < left ? top : left);
            if (positions * (uint64_t)(piles[i] + 1) > MEMO)
                piles[i] = 0;
            positions *= (uint64_t)piles[i] + 1;
            left -= piles[i];
        }
        expect(piles, n, search_won(piles, n), "random piles, against "
               "sg_search");
    }
}

/* Large piles: Bouton's rule for misere Nim, which the tests above
   have checked on the small positions. */
Test(values_misere_nim, large_piles)
{
    uint64_t seed = 1432;
    int piles[30];
    for (int t = 0; t < 5000; t++) {
        size_t n = (size_t)rng_range(&seed, 1, 30);
        for (size_t i = 0; i < n; i++)
            piles[i] = t % 4 == 0 ? rng_range(&seed, 0, 1)
                                  : rng_range(&seed, 0, INT_MAX);
        if (t % 2 && n > 1) {
            unsigned x = 0;
            for (size_t i = 1; i < n; i++)
                x ^= (unsigned)piles[i];
            piles[0] = (int)x;
        }
        unsigned sum = 0;
        int large = 0;
        for (size_t i = 0; i < n; i++)
            sum ^= (unsigned)piles[i], large |= piles[i] > 1;
        expect(piles, n, large ? sum != 0 : sum == 0, "random piles, by "
               "Bouton's rule");
    }
}

Test(values_misere_nim, errors)
{
    int piles[] = {1, 2, -1};
    bool w = true;
    expect_code(sg_nim_misere(NULL, 1, &w), SG_ENULL, "piles NULL with "
                "n = 1");
    expect_code(sg_nim_misere(piles, 2, NULL), SG_ENULL, "alice_wins "
                "NULL");
    expect_code(sg_nim_misere(piles, 3, &w), SG_EINVAL, "a negative pile");
    cr_assert_eq(w, true, "*alice_wins must be left alone on an error");
    w = false;
    expect_code(sg_nim_misere(piles, 3, &w), SG_EINVAL, "a negative pile");
    cr_assert_eq(w, false, "*alice_wins must be left alone on an error");
}
