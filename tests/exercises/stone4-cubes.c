/* stone4-cubes.c: the exercise stone4-cubes, subtract a cube
   (sg_stone4_cubes): a move removes a positive cube, 1, 8, 27, ...,
   stones, and the player who cannot move loses. */
#include <criterion/criterion.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sg-exercises.h"
#include "brute.h"

#define SMALL ((size_t)3000)            /* every heap up to this one */
#define BIG SG_STONE4_VARIANT_MAX       /* the largest heap allowed */

/* Calls sg_stone4_cubes on h stones; checks SG_OK and the winner want
   (silent when right). */
static void expect(size_t h, int want, const char *what)
{
    expect_heap_winner(sg_stone4_cubes, "sg_stone4_cubes",
                       sg_exercise_strerror, h, want, what);
}

Test(stone4_cubes, hand_examples)
{
    expect(0, 0, "no stone: Alice cannot move, Bob wins");
    expect(1, 1, "1 stone: Alice takes it");
    expect(2, 0, "2 stones: only 1 can be taken, twice");
    expect(3, 1, "3 stones: Alice takes 1 and leaves 2");
    expect(4, 0, "4 stones: only 1 can be taken (4 is no cube)");
    expect(7, 1, "7 stones: Alice takes 1 and leaves 6");
    expect(8, 1, "8 stones: Alice takes 8");
    expect(9, 0, "9 stones: 8 and 1 are both won for Bob");
    expect(26, 1, "26 stones: Alice takes 8 and leaves 18");
    expect(27, 1, "27 stones: Alice takes 27");
    expect(34, 0, "34 stones: 33, 26 and 7 are all won for Bob");
    expect(80, 0, "80 stones: every move leaves Bob a winning heap");
}

/* Heaps where the squares' game and this one disagree: a solver of the
   squares' game fails here. */
Test(stone4_cubes, not_the_squares)
{
    expect(4, 0, "4 stones: no move of 4 stones in this game");
    expect(5, 1, "5 stones (lost with squares): Alice takes 1 and "
           "leaves 4");
    expect(6, 0, "6 stones: only 1 can be taken, and 5 is won");
    expect(16, 1, "16 stones: Alice takes 1 and leaves 15");
    expect(17, 1, "17 stones (lost with squares): Alice takes 8 and "
           "leaves 9");
}

Test(stone4_cubes, every_heap_up_to_3000, .timeout = 60)
{
    signed char *won = brute_power_game(SMALL, 3, 0);
    for (size_t h = 0; h <= SMALL; h++)
        expect(h, won[h], "every heap up to 3000, against a brute-force "
               "search");
    free(won);
}

/* The largest heaps, with lost heaps among them, and heaps on either
   side of the largest cubes. */
Test(stone4_cubes, large_heaps_against_brute_force, .timeout = 120)
{
    signed char *won = brute_power_game(BIG, 3, 0);
    uint64_t seed = 1511;
    size_t asked = 0, lost = 0;
    for (size_t h = BIG - 30; h <= BIG; h++, asked++)
        expect(h, won[h], "the heaps up to a million, against a "
               "brute-force search");
    for (size_t h = BIG; lost < 8 && h > 0; h--)
        if (!won[h] && rng_range(&seed, 0, 3) == 0) {
            expect(h, 0, "a lost heap below a million, against a "
                   "brute-force search");
            lost++, asked++;
        }
    for (size_t k = 95; k <= 99; k++)
        for (size_t d = 0; d <= 2; d++, asked++) {
            size_t h = k * k * k - 1 + d;
            expect(h, won[h], "a heap next to a cube, against a "
                   "brute-force search");
        }
    for (int t = 0; t < 10; t++, asked++) {
        size_t h = (size_t)rng_range(&seed, 100000, (int)BIG);
        expect(h, won[h], "a random heap up to a million, against a "
               "brute-force search");
    }
    /* The counts that the solution's discussion quotes. */
    const size_t upto[] = {1000, 10000, 100000, 1000000};
    const size_t count[] = {253, 1685, 13003, 85163};
    size_t all_lost = 0, i = 0;
    for (size_t h = 0; h <= BIG; h++) {
        all_lost += !won[h];
        if (i < 4 && h == upto[i]) {
            cr_assert_eq(all_lost, count[i], "the test's brute force "
                         "should find %zu lost heaps up to %zu, not %zu",
                         count[i], upto[i], all_lost);
            i++;
        }
    }
    cr_assert_eq(i, 4, "the test checked %zu of the 4 counts", i);
    cr_assert_eq(lost, 8, "the test found too few lost heaps");
    cr_assert_eq(asked, 64, "the test asked %zu heaps", asked);
    free(won);
}

Test(stone4_cubes, errors)
{
    expect(BIG, 1, "a million stones (the largest heap allowed)");
    expect_heap_errors(sg_stone4_cubes, BIG, "sg_stone4_cubes");
}
