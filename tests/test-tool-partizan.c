/* test-tool-partizan.c: tests of `stonegame hackenbush` (Blue-Red
   Hackenbush on stalks) in the command-line tool (its path is in the
   environment variable SG_TOOL).  Good runs: every sum of one and two
   stalks of up to 3 edges, whose JSON must give the library's value,
   the winners its sign says, and a line that is legal and ends with the
   loser to move; stalks on standard input; the output for people and
   --play exactly.  Hostile inputs: the empty stalk, other letters,
   lower case, too long a stalk, too many stalks, too long an input,
   unknown options: each exits with status 2 and one line on stderr. */
#include <criterion/criterion.h>

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "stonegame.h"
#include "tool-run.h"

#define LEN(a) (sizeof(a) / sizeof((a)[0]))
#define CHECK(cond, ...) do { if (!(cond)) cr_assert_fail(__VA_ARGS__); } while (0)

/* Reads the pairs of "moves":[[s,e],...]}\n; returns their number, or -1. */
static long json_pairs(const char *json, long (*moves)[2], size_t room)
{
    const char *p = strstr(json, "\"moves\":[");
    size_t n = 0;
    if (p == NULL)
        return -1;
    p += strlen("\"moves\":[");
    while (*p == '[' && n < room) {
        char *end;
        moves[n][0] = strtol(p + 1, &end, 10);
        if (*end != ',')
            return -1;
        moves[n][1] = strtol(end + 1, &end, 10);
        if (*end != ']')
            return -1;
        n++;
        p = end[1] == ',' ? end + 2 : end + 1;
    }
    return strcmp(p, "]}\n") == 0 ? (long)n : -1;
}

/* hackenbush --json on the stalks: the value, the winners, the line. */
static void check_sum(const char *const *stalks, size_t n)
{
    const char *args[8] = {"hackenbush", "--json"};
    size_t lens[4], edges = 0;
    char value[SG_DYADIC_TEXT], head[256], copy[4][8];
    struct sg_dyadic v;
    for (size_t k = 0; k < n; k++) {
        args[2 + k] = stalks[k], lens[k] = strlen(stalks[k]), edges += lens[k];
        memcpy(copy[k], stalks[k], lens[k]);
    }
    cr_assert_eq(sg_hackenbush_sum(stalks, lens, n, &v), SG_OK);
    cr_assert_eq(sg_dyadic_text(v, value, sizeof value), SG_OK);
    struct run r;
    run_tool_argv(&r, NULL, 2 + n, args);
    expect_success(&r, stalks[0]);
    snprintf(head, sizeof head, "{\"game\":\"hackenbush\",\"n\":%zu,\"value\":\"%s\","
             "\"first\":\"%s\",\"second\":\"%s\",\"moves\":[", n, value,
             v.num > 0 ? "Alice" : "Bob", v.num < 0 ? "Bob" : "Alice");
    CHECK(strncmp(r.out, head, strlen(head)) == 0, "%s: %s", stalks[0], r.out);
    long moves[16][2], m = json_pairs(r.out, moves, LEN(moves));
    CHECK(m >= 0 && (size_t)m <= edges, "%s: the moves of %s", stalks[0], r.out);
    for (long j = 0; j < m; j++) {
        long s = moves[j][0] - 1, e = moves[j][1] - 1;
        char mine = j % 2 == 0 ? 'B' : 'R';
        CHECK(s >= 0 && (size_t)s < n && e >= 0 && (size_t)e < lens[s]
              && copy[s][e] == mine, "%s: move %ld is not a cut of %c", r.out, j + 1, mine);
        lens[s] = (size_t)e;
    }
    char next = m % 2 == 0 ? 'B' : 'R';
    for (size_t k = 0; k < n; k++)
        CHECK(memchr(copy[k], next, lens[k]) == NULL, "%s: the line stops early", r.out);
    CHECK((m % 2 == 1) == (v.num > 0), "%s: the line ends with the wrong player to move", r.out);
    run_free(&r);
}

Test(hackenbush, every_small_sum, .timeout = 120)
{
    static const char *const stalks[] = {"B", "R", "BB", "BR", "RB", "RR", "BBB",
        "BBR", "BRB", "BRR", "RBB", "RBR", "RRB", "RRR"};
    int count = 0;
    for (size_t a = 0; a < LEN(stalks); a++) {
        check_sum(&stalks[a], 1), count++;
        for (size_t b = a; b < LEN(stalks); b++) {
            const char *two[] = {stalks[a], stalks[b]};
            check_sum(two, 2), count++;
        }
    }
    cr_assert_eq(count, 14 + 14 * 15 / 2);
}

Test(hackenbush, stdin_and_people)
{
    expect_tool_output("{\"game\":\"hackenbush\",\"n\":3,\"value\":\"0\",\"first\":\"Bob\","
                       "\"second\":\"Alice\",\"moves\":[[1,1],[2,2],[2,1],[3,1]]}\n",
                       "BR\tBR\r\n  R", "hackenbush", "--json", (char *)NULL);
    expect_tool_output("{\"game\":\"hackenbush\",\"n\":0,\"value\":\"0\",\"first\":\"Bob\","
                       "\"second\":\"Alice\",\"moves\":[]}\n", "", "hackenbush", "--json",
                       (char *)NULL);
    expect_tool_output("The value is 3/4: Alice wins when Alice moves first, Alice "
                       "when Bob moves first.\n", NULL, "hackenbush", "BRB", (char *)NULL);
    expect_tool_output("The value is -5/2: Bob wins when Alice moves first, Bob "
                       "when Bob moves first.\n", NULL, "hackenbush", "RRB", "R", (char *)NULL);
    expect_tool_output("Blue-Red Hackenbush with 2 stalks; Alice moves first.\n"
                       "   1. Alice cuts edge 3 of stalk 1, leaving BR.\n"
                       "   2. Bob   cuts edge 2 of stalk 1, leaving B.\n"
                       "   3. Alice cuts edge 1 of stalk 1, leaving nothing there.\n"
                       "   4. Bob   cuts edge 2 of stalk 2, leaving R.\n"
                       "The value is -5/4: Bob wins when Alice moves first, Bob "
                       "when Bob moves first.\n", NULL, "hackenbush", "--play", "BRB",
                       "RR", (char *)NULL);
    /* a later stalk after an earlier one has been cut but not cleared */
    expect_tool_output("Blue-Red Hackenbush with 2 stalks; Alice moves first.\n"
                       "   1. Alice cuts edge 3 of stalk 1, leaving BR.\n"
                       "   2. Bob   cuts edge 2 of stalk 1, leaving B.\n"
                       "   3. Alice cuts edge 2 of stalk 2, leaving R.\n"
                       "   4. Bob   cuts edge 1 of stalk 2, leaving nothing there.\n"
                       "   5. Alice cuts edge 1 of stalk 1, leaving nothing there.\n"
                       "The value is 1/4: Alice wins when Alice moves first, Alice "
                       "when Bob moves first.\n", NULL, "hackenbush", "--play", "BRB",
                       "RB", (char *)NULL);
}

/* The largest input: 1024 stalks of 48 edges, on standard input. */
Test(hackenbush, at_the_limit, .timeout = 60)
{
    static char text[1024 * 49 + 1];
    for (size_t k = 0; k < 1024; k++) {
        for (size_t e = 0; e < 48; e++)
            text[49 * k + e] = (k * 7 + e * 3) % 5 < 2 ? 'R' : 'B';
        text[49 * k + 48] = '\n';
    }
    struct run r;
    run_tool(&r, text, "hackenbush", "--json", (char *)NULL);
    expect_success(&r, "1024 stalks");
    CHECK(strncmp(r.out, "{\"game\":\"hackenbush\",\"n\":1024,\"value\":\"", 38) == 0,
          "%.80s", r.out);
    run_free(&r);
}


Test(hackenbush, hostile, .timeout = 60)
{
    expect_refused_line("stalk 1 has 0 edges; a stalk has 1 to 48", NULL, "hackenbush", "", NULL);
    expect_refused_line("stalk 2 has 0 edges", NULL, "hackenbush", "BR", "", NULL);
    expect_refused_line("stalk 1 has 'b' at edge 2; only B and R are allowed", NULL,
            "hackenbush", "BbR", NULL);
    expect_refused_line("stalk 2 has 'G' at edge 1", NULL, "hackenbush", "B", "G", NULL);
    expect_refused_line("stalk 1 has '1' at edge 1", NULL, "hackenbush", "1", NULL);
    expect_refused_line("stalk 3 has 'x' at edge 3", "BB RR BBx", "hackenbush", NULL);
    static char long_stalk[50];
    memset(long_stalk, 'B', 49);
    expect_refused_line("stalk 1 has 49 edges; a stalk has 1 to 48", NULL, "hackenbush", long_stalk, NULL);
    static char many[1025 * 2 + 1];
    for (size_t k = 0; k < 1025; k++)
        many[2 * k] = 'B', many[2 * k + 1] = ' ';
    expect_refused_line("at most 1024 stalks", many, "hackenbush", NULL);
    static char huge[(1 << 20) + 10];
    memset(huge, ' ', sizeof huge - 1);
    expect_refused_line("", huge, "hackenbush", NULL);
    expect_refused_line("unknown option", NULL, "hackenbush", "--bogus", "B", NULL);
    expect_refused_line("cannot be used together", NULL, "hackenbush", "--json", "--play", "B", NULL);
}
