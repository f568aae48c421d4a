/* test-tool-hostile.c: the tool build/stonegame (its path is in the
   environment variable SG_TOOL) against hostile invocations that concern
   no game in particular, or every game of the tool's table alike: bad
   arguments without a game, /dev/zero, bad tokens and endless rows on
   standard input in every game, and --help naming every game.  Each
   game's own hostile invocations are in its tests/test-tool-SLUG.c, with
   the same harness (tests/hostile.h).  Every run of the tool is given at
   most RUN_SECONDS to exit, and killed after that, so that a hang fails
   its test with a message instead of a timeout. */
#define _GNU_SOURCE

#include <criterion/criterion.h>

#include <limits.h>
#include <stdio.h>
#include <string.h>

#include "stonegame.h"
#include "tool-run.h"
#include "hostile.h"
#include "sg-tool.h"

static const struct hostile cases[] = {
    /* No game, unknown games, the empty argument as a game. */
    { { NULL }, .status = 2, .err_has = "no game given" },
    { { "" }, .status = 2, .err_has = "unknown game ''" },
    { { "", "1" }, .status = 2, .err_has = "unknown game" },
    { { "bogus", "1", "2" }, .status = 2, .err_has = "unknown game 'bogus'" },
    { { "III", "1" }, .status = 2, .err_has = "unknown game 'III'" },
    { { "-7", "1" }, .status = 2, .err_has = "unknown game '-7'" },
    { { "--json" }, .status = 2, .err_has = "no game given" },
    { { "-" }, .status = 2, .err_has = "unknown option '-'" },
    { { "--", "--json", "1" }, .status = 2, .err_has = "unknown game '--json'" },
    /* Messages stay on one line and short, whatever the token holds. */
    { { "a\nb", "1" }, .status = 2, .err_has = "unknown game 'a\\x0ab'" },
    { { X100 }, .status = 2, .err_has = "unknown game" },
    /* Help and version without a game, and to a full standard output. */
    { { "bogus", "--help" }, .status = 0, .out_has = "Usage: stonegame" },
    { { "--help" }, .out_path = "/dev/full", .status = 1,
      .err_has = "error writing standard output: No space left on device" },
    { { "--version" }, .out_path = "/dev/full", .status = 1,
      .err_has = "error writing standard output: No space left on device" },
};

Test(hostile, table_of_invocations, .timeout = 120)
{
    size_t by_status[3] = { 0, 0, 0 };

    for (size_t i = 0; i < LEN(cases); i++)
        by_status[cases[i].status]++;
    cr_assert(by_status[0] > 0 && by_status[1] > 0 && by_status[2] > by_status[0] + by_status[1],
              "the table should be mostly refusals (status 2) with some 0 and 1: %zu, %zu, %zu",
              by_status[0], by_status[1], by_status[2]);
    check_hostile_table(cases, LEN(cases));
}

/* ---------------------------------------------------------------------
   Every game of the tool's table (sg-tool.h) alike. */

Test(hostile, dev_zero_refused_at_once, .timeout = 60)
{
    cr_assert_gt(tool_game_count, 0, "the tool's table has no game");
    for (size_t g = 0; g < tool_game_count; g++) {
        if (tool_games[g].read != NULL)     /* its own reader: its own tests */
            continue;
        const char *args[] = { tool_games[g].name, NULL };
        struct setup s = { args, NULL, 0, "/dev/zero", false, NULL };
        struct run r;
        char what[80];
        snprintf(what, sizeof what, "stonegame %s < /dev/zero", tool_games[g].name);
        run_setup(&r, &s, what);
        expect_usage_error(&r, what);
        cr_assert_not_null(strstr(r.err, "value 1 on standard input"),
                           "%s: the first value should be refused, got: %s", what, r.err);
        run_free(&r);
    }
}

/* Tokens that are no integer, refused as the first value of every game,
   from standard input and as an argument. */
Test(hostile, bad_tokens_in_every_game, .timeout = 120)
{
    static const char *const bad[] = { "0x10", "-", "+", "+-3", "--5", "1e3", "1x",
                                       "\xff\xfe", "\xc2\xa0" "1", "3\x80" };

    for (size_t g = 0; g < tool_game_count; g++)
        for (size_t k = 0; k < LEN(bad) && tool_games[g].read == NULL; k++) {
            const char *name = tool_games[g].name;
            struct hostile in = { { name }, .in = bad[k], .inlen = strlen(bad[k]),
                                  .status = 2, .err_has = "not an integer" };
            struct hostile arg = { { name, "--", bad[k] }, .status = 2,
                                   .err_has = "not an integer" };
            check_hostile(&in, k);
            check_hostile(&arg, k);
        }
}

/* An endless row of ones on standard input, in every game whose limit
   is below 100000 pieces of one value: refused at the first value
   beyond the limit. */
Test(hostile, endless_values_refused_at_the_limit, .timeout = 120)
{
    size_t checked = 0;

    for (size_t g = 0; g < tool_game_count; g++) {
        const struct game *game = &tool_games[g];
        if (game->max_n >= 100000 || game->per_piece != 1 || game->least > 1
            || game->most < 1 || game->read != NULL)
            continue;
        struct endless e = { "", { game->name, NULL }, PAT("1 "), "" };
        char what[80], has[40];
        snprintf(what, sizeof what, "%s on endless '1 '", game->name);
        snprintf(has, sizeof has, "value %zu", game->max_n + 1);
        e.what = what;
        e.err_has = has;
        expect_endless_refused(&e);
        checked++;
    }
    cr_assert_gt(checked, 0, "no game of the tool has a limit below 100000");
}

/* --help lists every game of the table, with its limit on the next line
   (each game's tests check the number). */
Test(hostile, help_lists_every_game, .timeout = 30)
{
    for (size_t g = 0; g < tool_game_count; g++)
        expect_help_says(tool_games[g].name, tool_games[g].usage != NULL
                                             ? tool_games[g].usage
                                             : tool_games[g].min_n == tool_games[g].max_n
                                             ? "one " : "at most ");
}
