/* stone4-misere.c: the exercise stone4-misere, Stone Game IV under the
   misere rule (sg_stone4_misere): a move removes a non-zero square, and
   the player who removes the last stone loses. */
#include <criterion/criterion.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sg-exercises.h"
#include "brute.h"

#define SMALL ((size_t)3000)            /* every heap up to this one */
#define BIG SG_STONE4_VARIANT_MAX       /* the largest heap allowed */

/* Calls sg_stone4_misere on h stones; checks SG_OK and the winner want
   (silent when right). */
static void expect(size_t h, int want, const char *what)
{
    expect_heap_winner(sg_stone4_misere, "sg_stone4_misere",
                       sg_exercise_strerror, h, want, what);
}

Test(stone4_misere, hand_examples)
{
    expect(0, 1, "no stone: Bob took the last one, so Alice has won");
    expect(1, 0, "1 stone: Alice must take it, and loses");
    expect(2, 1, "2 stones: Alice takes 1 and leaves Bob the last one");
    expect(3, 0, "3 stones: only 1 can be taken, twice, then Alice takes "
           "the last");
    expect(4, 1, "4 stones: Alice takes 1 and leaves 3");
    expect(5, 1, "5 stones: Alice takes 4 and leaves 1");
    expect(6, 0, "6 stones: 5 and 2 are both won for Bob");
    expect(8, 0, "8 stones: 7 and 4 are both won for Bob");
    expect(9, 1, "9 stones: Alice takes 1 and leaves 8");
    expect(11, 0, "11 stones: 10, 7 and 2 are all won for Bob");
    expect(34, 1, "34 stones: Alice takes 16 and leaves 18");
    expect(35, 0, "35 stones: every move leaves Bob a winning heap");
}

/* Under the ordinary rule 0, 2, 5, 7, 10, ... are lost; under this one
   1, 3, 6, 8, 11, ...: a copy of the ordinary game would fail here. */
Test(stone4_misere, not_the_ordinary_game)
{
    const size_t ordinary_lost[] = {0, 2, 5, 7, 10, 12, 15, 17, 20, 22,
                                    34, 39, 44, 52, 57};
    for (size_t i = 0; i < sizeof ordinary_lost / sizeof *ordinary_lost;
         i++)
        expect(ordinary_lost[i], 1, "a heap lost in the ordinary game, "
               "won under the misere rule");
}

Test(stone4_misere, every_heap_up_to_3000, .timeout = 60)
{
    signed char *won = brute_power_game(SMALL, 2, 1);
    for (size_t h = 0; h <= SMALL; h++)
        expect(h, won[h], "every heap up to 3000, against a brute-force "
               "search");
    free(won);
}

/* The largest heaps, and lost heaps among them (one in 70 is lost near
   a million, so heaps drawn at random would nearly all be won). */
Test(stone4_misere, large_heaps_against_brute_force, .timeout = 120)
{
    signed char *won = brute_power_game(BIG, 2, 1);
    uint64_t seed = 1510;
    size_t asked = 0, lost = 0;
    for (size_t h = BIG - 20; h <= BIG; h++, asked++)
        expect(h, won[h], "the heaps up to a million, against a "
               "brute-force search");
    for (size_t h = BIG; lost < 8 && h > 0; h--)
        if (!won[h] && rng_range(&seed, 0, 3) == 0) {
            expect(h, 0, "a lost heap below a million, against a "
                   "brute-force search");
            lost++, asked++;
        }
    for (int t = 0; t < 10; t++, asked++) {
        size_t h = (size_t)rng_range(&seed, 100000, (int)BIG);
        expect(h, won[h], "a random heap up to a million, against a "
               "brute-force search");
    }
    cr_assert_eq(lost, 8, "the test found too few lost heaps");
    cr_assert_eq(asked, 39, "the test asked %zu heaps", asked);
    free(won);
}

/* A second opinion that does not search: the heap n >= 1 is lost under
   this rule exactly when n - 1 is lost in the ordinary game.  (By
   induction on n: both say "every square k*k <= n leaves a won heap",
   the square n itself leaves the empty heap, won under this rule, and
   every smaller square k*k leaves n - k*k >= 1, won here exactly when
   n - 1 - k*k is won in the ordinary game.)  The ordinary game's lost
   heaps come from the library's sg_stone4_losing. */
Test(stone4_misere, lost_heaps_are_the_ordinary_ones_plus_one,
     .timeout = 120)
{
    size_t count = 0;
    expect_code(sg_stone4_losing(BIG - 1, NULL, 0, &count), SG_OK,
                "the test's sg_stone4_losing");
    size_t *lost = malloc(count * sizeof *lost);
    cr_assert_not_null(lost, "the test ran out of memory");
    expect_code(sg_stone4_losing(BIG - 1, lost, count, &count), SG_OK,
                "the test's sg_stone4_losing");
    for (size_t i = count - 6; i < count; i++) {
        expect(lost[i] + 1, 0, "one more than a lost heap of the ordinary "
               "game");
        expect(lost[i] + 2, 1, "two more than a lost heap of the ordinary "
               "game");
    }
    for (size_t i = 100; i < count; i += count / 8)
        expect(lost[i] + 1, 0, "one more than a lost heap of the ordinary "
               "game");
    free(lost);
}

Test(stone4_misere, errors)
{
    expect(BIG, 1, "a million stones (the largest heap allowed)");
    expect_heap_errors(sg_stone4_misere, BIG, "sg_stone4_misere");
}
