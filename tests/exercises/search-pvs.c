/* search-pvs.c: the exercise search-pvs, principal variation search
   (sg_pvs): the value of sg_search on every game of the book with an
   sg_game description, on small inputs, and the chapter's errors. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>

#include "sg-exercises.h"
#include "brute.h"
#include "search-check.h"

#define CHECK(cond, ...) do { if (!(cond)) cr_assert_fail(__VA_ARGS__); } while (0)

static int64_t memo[1 << 16];
static uint64_t calls_in_all;

static void expect_value(const struct sg_game *g, const char *what)
{
    int64_t want, got = 0;
    uint64_t calls = 0;
    cr_assert_eq(sg_search(g, memo, &want, NULL, NULL), SG_OK);
    int status = sg_pvs(g, &got, &calls);
    CHECK(status == SG_OK, "%s: sg_pvs returned %d (%s)", what, status,
          sg_exercise_strerror(status));
    CHECK(got == want, "%s: sg_pvs says %lld, the value is %lld", what,
          (long long)got, (long long)want);
    CHECK(calls >= 1, "%s: %llu calls", what, (unsigned long long)calls);
    CHECK(sg_pvs(g, &got, NULL) == SG_OK && got == want, "%s: NULL calls", what);
    calls_in_all += calls;
}

static void visit_row(const int *v, size_t n, void *ctx)
{
    struct sg_game g;
    char what[160], row[128];
    (void)ctx;
    brute_format(v, n, row, sizeof row);
    snprintf(what, sizeof what, "cards %s", row);
    cr_assert_eq(sg_game_cards(v, n, &g), SG_OK);
    expect_value(&g, what);
    snprintf(what, sizeof what, "Stone Game III %s", row);
    cr_assert_eq(sg_game_stone3(v, n, &g), SG_OK);
    expect_value(&g, what);
    snprintf(what, sizeof what, "Stone Game II %s", row);
    cr_assert_eq(sg_game_stone2(v, n, &g), SG_OK);
    expect_value(&g, what);
}

Test(search_pvs, scoring_games, .timeout = 60)
{
    calls_in_all = 0;
    for_each_array(6, -2, 3, visit_row, NULL);
    cr_assert_gt(calls_in_all, 10000);
}

Test(search_pvs, nim_and_can_i_win, .timeout = 60)
{
    calls_in_all = 0;
    every_nim(expect_value);
    every_canwin(7, expect_value);
    cr_assert_gt(calls_in_all, 10000);
}

Test(search_pvs, errors)
{
    static const int piles[] = {2, 2, 1};
    struct sg_game g;
    int64_t v = 5;
    cr_assert_eq(sg_game_nim(piles, 3, &g), SG_OK);
    cr_assert_eq(sg_pvs(&g, &v, NULL), SG_OK, "sg_pvs(Nim 2, 2, 1) failed");
    cr_assert_eq(v, 1, "Nim 2, 2, 1 is won by the player to move");
    cr_assert_eq(sg_pvs(NULL, &v, NULL), SG_ENULL);
    cr_assert_eq(sg_pvs(&g, NULL, NULL), SG_ENULL);
    struct sg_game chain = {NULL, 3, 0, 4, chain_moves, NULL};
    chain_gain = SG_ALPHABETA_MAX_GAIN + 1;
    v = 5;
    cr_assert_eq(sg_pvs(&chain, &v, NULL), SG_EOVERFLOW, "a gain above the bound");
    chain_gain = 1;
    chain.n = SG_SEARCH_MAX_DEPTH + 1;
    cr_assert_eq(sg_pvs(&chain, &v, NULL), SG_ETOOBIG, "a line too long");
    cr_assert_eq(v, 5, "an error wrote the value");
    chain.n = SG_SEARCH_MAX_DEPTH;
    cr_assert_eq(sg_pvs(&chain, &v, NULL), SG_OK);
    cr_assert_eq(v, 0, "a chain of %d moves of gain 1", (int)SG_SEARCH_MAX_DEPTH);
}
