/* search-tt.c: the exercise search-tt, the kind of an entry of the
   transposition table (sg_alphabeta_repair): the search must give the
   value of sg_search on the games of the book. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>

#include "sg-exercises.h"
#include "brute.h"
#include "search-check.h"

#define CHECK(cond, ...) do { if (!(cond)) cr_assert_fail(__VA_ARGS__); } while (0)

static int64_t memo[1 << 16];
static int wrong;            /* games on which the repair is wrong */

/* The value of the repaired search on g, against sg_search's. */
static void expect_value(const struct sg_game *g, const char *what)
{
    int64_t want, got = 0;
    cr_assert_eq(sg_search(g, memo, &want, NULL, NULL), SG_OK);
    int status = sg_alphabeta_repair(g, &got);
    CHECK(status == SG_OK, "%s: sg_alphabeta_repair returned %d (%s)", what,
          status, sg_exercise_strerror(status));
    if (got != want && wrong++ == 0)
        cr_log_error("%s: the search says %lld, the value is %lld (a bound "
                     "stored as exact?)", what, (long long)got, (long long)want);
}

Test(search_tt, nim_2_2_1)
{
    static const int piles[] = {2, 2, 1};
    struct sg_game g;
    cr_assert_eq(sg_game_nim(piles, 3, &g), SG_OK);
    wrong = 0;
    expect_value(&g, "Nim 2, 2, 1");
    cr_assert_eq(wrong, 0, "Nim 2, 2, 1 is won by the player to move (take the "
                 "pile of one); an answer at or below alpha is only an upper bound");
    cr_assert_eq(sg_alphabeta_repair(NULL, memo), SG_ENULL);
    cr_assert_eq(sg_alphabeta_repair(&g, NULL), SG_ENULL);
}

Test(search_tt, every_nim_position)
{
    wrong = 0;
    every_nim(expect_value);
    cr_assert_eq(wrong, 0, "wrong on %d positions of Nim", wrong);
}

static void visit_stone2(const int *v, size_t n, void *ctx)
{
    struct sg_game g;
    char what[160], row[128];
    (void)ctx;
    snprintf(what, sizeof what, "Stone Game II %s", brute_format(v, n, row, sizeof row));
    cr_assert_eq(sg_game_stone2(v, n, &g), SG_OK);
    expect_value(&g, what);
}

Test(search_tt, canwin_and_stone2)
{
    wrong = 0;
    every_canwin(8, expect_value);
    for_each_array(6, -2, 3, visit_stone2, NULL);
    cr_assert_eq(wrong, 0, "wrong on %d games of Can I Win and Stone Game II",
                 wrong);
}
