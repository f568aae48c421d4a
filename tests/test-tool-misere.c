/* test-tool-misere.c: tests of `stonegame nim --misere`, misere Nim in the
   command-line tool (its path is in the environment variable SG_TOOL).
   Good runs: small examples exactly, and every position of at most 3
   piles of at most 4 stones, whose JSON must be the library's verdict
   and line (sg_misere_nim_line); --play exactly; the option anywhere on
   the line, and with the values on standard input.  Hostile inputs:
   --misere given to a game without a misere form (every other game of
   the tool), with --json and --play together, and bad values: each
   exits with status 2 and one line on stderr. */
#include <criterion/criterion.h>

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "stonegame.h"
#include "tool-run.h"

#define CHECK(cond, ...) do { if (!(cond)) cr_assert_fail(__VA_ARGS__); } while (0)

Test(tool_misere, json_examples)
{
    expect_tool_output("{\"game\":\"nim\",\"n\":3,\"misere\":true,\"winner\":"
                       "\"Alice\",\"moves\":[[3,1],[1,1],[2,1],[3,1]]}\n", NULL,
                       "nim", "--misere", "--json", "1", "1", "2", (char *)NULL);
    expect_tool_output("{\"game\":\"nim\",\"n\":0,\"misere\":true,\"winner\":"
                       "\"Alice\",\"moves\":[]}\n", "",
                       "nim", "--json", "--misere", (char *)NULL);
    expect_tool_output("{\"game\":\"nim\",\"n\":1,\"misere\":true,\"winner\":"
                       "\"Bob\",\"moves\":[[1,1]]}\n", "1\n",
                       "--misere", "nim", "--json", (char *)NULL);
    /* Nim without the option is unchanged */
    expect_tool_output("{\"game\":\"nim\",\"n\":1,\"winner\":\"Alice\","
                       "\"moves\":[[1,1]]}\n", NULL, "nim", "--json", "1",
                       (char *)NULL);
}

Test(tool_misere, play_and_sentence)
{
    expect_tool_output("Misere Nim with 3 piles; Alice moves first.\n"
                       "   1. Alice takes 1 of the 2 stones of pile 3.\n"
                       "   2. Bob   takes the only stone of pile 1.\n"
                       "   3. Alice takes the only stone of pile 2.\n"
                       "   4. Bob   takes the only stone of pile 3.\n"
                       "Alice wins.\n", NULL, "nim", "--misere", "--play",
                       "1", "1", "2", (char *)NULL);
    expect_tool_output("Alice wins.\n", NULL, "nim", "--misere", "3", "3",
                       "1", (char *)NULL);
}

/* The JSON of every position of at most 3 piles of at most 4 stones is
   the library's verdict and line. */
Test(tool_misere, every_small_position_is_the_library_answer)
{
    size_t runs = 0;
    for (size_t n = 0; n <= 3; n++)
        for (int c = 0; c < (n == 0 ? 1 : n == 1 ? 5 : n == 2 ? 25 : 125); c++) {
            int p[3];
            char args[3][8], want[400];
            const char *argv[6] = {"nim", "--misere", "--json"};
            for (size_t i = 0, r = (size_t)c; i < n; i++, r /= 5) {
                p[i] = (int)(r % 5);
                snprintf(args[i], sizeof args[i], "%d", p[i]);
                argv[3 + i] = args[i];
            }
            struct sg_nim_move line[7];
            size_t nmoves;
            bool alice;
            cr_assert(sg_misere_nim_line(p, n, line, &nmoves, &alice) == SG_OK,
                      "the library failed");
            int len = snprintf(want, sizeof want, "{\"game\":\"nim\",\"n\":%zu,"
                               "\"misere\":true,\"winner\":\"%s\",\"moves\":[",
                               n, alice ? "Alice" : "Bob");
            for (size_t j = 0; j < nmoves; j++)
                len += snprintf(want + len, sizeof want - (size_t)len, "%s[%zu,%d]",
                                j ? "," : "", line[j].pile + 1, line[j].take);
            snprintf(want + len, sizeof want - (size_t)len, "]}\n");
            struct run r;
            run_tool_argv(&r, n == 0 ? "" : NULL, 3 + n, argv);
            expect_success(&r, "nim --misere --json");
            CHECK(strcmp(r.out, want) == 0, "got %s, want %s", r.out, want);
            run_free(&r);
            runs++;
        }
    cr_assert_eq(runs, 156, "156 runs, not %zu", runs);
}

Test(tool_misere, the_help_lists_the_option)
{
    struct run r;
    run_tool(&r, NULL, "--help", (char *)NULL);
    expect_success(&r, "--help");
    cr_assert(strstr(r.out, "--misere") != NULL, "--help names --misere");
    run_free(&r);
}

static void expect_refused(const char *input, const char *has, const char *const *args,
                           size_t nargs)
{
    struct run r;
    run_tool_argv(&r, input, nargs, args);
    expect_usage_error(&r, args[0]);
    cr_assert(strstr(r.err, has) != NULL, "stonegame %s %s: stderr %s should "
              "say %s", args[0], nargs > 1 ? args[1] : "", r.err, has);
    run_free(&r);
}

Test(tool_misere, hostile_inputs)
{
    static const char *const games[] = {"iii", "ii", "cards", "ix", "iv", "v",
                                        "vi", "vii", "viii", "canwin", "flip",
                                        "catmouse"};
    for (size_t g = 0; g < sizeof games / sizeof games[0]; g++) {
        const char *args[] = {games[g], "--misere", "1", "1"};
        expect_refused("", "has no misere form", args, 4);
    }
    const char *both[] = {"nim", "--misere", "--json", "--play", "1"};
    expect_refused(NULL, "cannot be used together", both, 5);
    const char *negative[] = {"nim", "--misere", "1", "-2"};
    expect_refused(NULL, "cannot be negative", negative, 4);
    const char *word[] = {"nim", "--misere", "x"};
    expect_refused(NULL, "not an integer", word, 3);
    const char *stdin_bad[] = {"nim", "--misere"};
    expect_refused("1 2 3x\n", "not an integer", stdin_bad, 2);
    const char *misspelt[] = {"nim", "--misre", "1"};
    expect_refused(NULL, "unknown option", misspelt, 3);
    const char *nogame[] = {"--misere"};
    expect_refused("", "no game given", nogame, 1);
}
