/* test-tool-search.c: tests of `stonegame canwin` (Can I Win) and
   `stonegame flip` (Flip Game II) in the command-line tool (its path is in
   the environment variable SG_TOOL).  The JSON is read strictly, the line
   of play replayed against the rules (every number chosen once, from 1 to
   M, until the total is reached; every flip turns a "++" into "--", until
   none is left), the winner compared with the library's, and the output
   for people checked exactly on examples.  Hostile inputs exit with
   status 2 and one line. */
#include <criterion/criterion.h>

#include <limits.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "stonegame.h"
#include "tool-run.h"

#define LEN(a) (sizeof(a) / sizeof((a)[0]))
#define CHECK(cond, ...) do { if (!(cond)) cr_assert_fail(__VA_ARGS__); } while (0)

/* The tool's limits (TOOL_CANWIN_MAX and TOOL_FLIP_MAX in the book). */
#define CANWIN_MAX 25
#define FLIP_MAX 20000

/* Reads the moves of a JSON object that ends with "moves":[...]}\n into
   moves[0..room-1]; returns their number, or -1 if the text is not so. */
static long json_moves(const char *json, long *moves, size_t room)
{
    const char *p = strstr(json, "\"moves\":[");
    size_t n = 0;
    if (p == NULL)
        return -1;
    p += strlen("\"moves\":[");
    while (*p != ']') {
        char *end;
        long v = strtol(p, &end, 10);
        if (end == p || n >= room)
            return -1;
        moves[n++] = v;
        p = *end == ',' ? end + 1 : end;
    }
    return strcmp(p, "]}\n") == 0 ? (long)n : -1;
}

static const char *name_of(int winner)
{
    return winner > 0 ? "Alice" : winner < 0 ? "Bob" : "None";
}

/* canwin M TOTAL --json: the object, the winner of sg_canwin, a legal
   line that ends as the winner says, and the moves of sg_canwin_line. */
static void check_canwin(int m, int total)
{
    char ms[16], ts[16], head[128];
    long moves[64];
    int want, lib[SG_CANWIN_MAX];
    size_t nlib;
    struct run r;
    snprintf(ms, sizeof ms, "%d", m), snprintf(ts, sizeof ts, "%d", total);
    cr_assert_eq(sg_canwin(m, total, &want, NULL), SG_OK);
    cr_assert_eq(sg_canwin_line(m, total, lib, &nlib, NULL), SG_OK);
    run_tool(&r, NULL, "canwin", "--json", "--", ms, ts, (char *)NULL);
    expect_success(&r, "canwin --json");
    snprintf(head, sizeof head, "{\"game\":\"canwin\",\"n\":%d,\"total\":%d,"
             "\"winner\":\"%s\",\"moves\":[", m, total, name_of(want));
    CHECK(strncmp(r.out, head, strlen(head)) == 0, "canwin %d %d: %s", m, total, r.out);
    long n = json_moves(r.out, moves, LEN(moves));
    CHECK(n == (long)nlib, "canwin %d %d: %ld moves, the library %zu", m, total, n, nlib);
    long sum = 0;
    unsigned used = 0;
    for (long j = 0; j < n; j++) {
        CHECK(moves[j] == lib[j] && moves[j] >= 1 && moves[j] <= m
              && !(used >> moves[j] & 1) && sum < total,
              "canwin %d %d: move %ld (%ld) illegal", m, total, j, moves[j]);
        used |= 1u << moves[j], sum += moves[j];
    }
    CHECK(want == 0 ? n == m && sum < total
                    : sum >= total && (n == 0 || (n % 2 == 1) == (want > 0)),
          "canwin %d %d: the line ends wrong", m, total);
    run_free(&r);
}

Test(canwin, every_small_game, .timeout = 120)
{
    int games = 0;
    for (int m = 1; m <= 7; m++)
        for (int t = -1; t <= m * (m + 1) / 2 + 1; t++, games++)
            check_canwin(m, t);
    check_canwin(CANWIN_MAX, 200);
    check_canwin(CANWIN_MAX, INT_MAX);
    check_canwin(CANWIN_MAX, INT_MIN);
    check_canwin(20, 152);
    cr_assert_gt(games, 100);
}

Test(canwin, stdin_and_people)
{
    struct run r;
    run_tool(&r, " 10\n11 \n", "canwin", "--json", (char *)NULL);
    expect_success(&r, "canwin on stdin");
    cr_assert_str_eq(r.out, "{\"game\":\"canwin\",\"n\":10,\"total\":11,"
                     "\"winner\":\"Bob\",\"moves\":[1,10]}\n");
    run_free(&r);
    expect_tool_output("Bob wins.\n", NULL, "canwin", "10", "11", (char *)NULL);
    expect_tool_output("Nobody wins.\n", NULL, "canwin", "3", "7", (char *)NULL);
    expect_tool_output("Alice wins.\n", NULL, "canwin", "--", "3", "-7", (char *)NULL);
    expect_tool_output("Can I Win on a pool of 10; Alice moves first.\n"
                       "   1. Alice chooses 1; the total is 1 of 12.\n"
                       "   2. Bob   chooses 2; the total is 3 of 12.\n"
                       "   3. Alice chooses 9; the total is 12 of 12.\n"
                       "Alice wins.\n", NULL, "canwin", "--play", "10", "12",
                       (char *)NULL);
    expect_tool_output("Can I Win on a pool of 4; nobody moves.\nAlice wins.\n",
                       NULL, "canwin", "--play", "4", "0", (char *)NULL);
}


Test(canwin, hostile)
{
    expect_refused_line("M must be an integer from 1 to 25; got '0'", NULL, "canwin", "0", "5", NULL);
    expect_refused_line("got '26'", NULL, "canwin", "26", "5", NULL);
    expect_refused_line("got '-1'", NULL, "canwin", "--", "-1", "5", NULL);
    expect_refused_line("got '99999999999999999999'", NULL, "canwin", "99999999999999999999", "5", NULL);
    expect_refused_line("got '1.5'", NULL, "canwin", "1.5", "5", NULL);
    expect_refused_line("got 'x'", NULL, "canwin", "x", "5", NULL);
    expect_refused_line("got '0x5'", NULL, "canwin", "0x5", "5", NULL);
    expect_refused_line("M must be", "+5 3", "canwin", NULL);
    expect_refused_line("M must be", "", "canwin", "", "5", NULL);
    expect_refused_line("TOTAL must be an integer from -2147483648 to 2147483647; got "
            "'2147483648'", NULL, "canwin", "5", "2147483648", NULL);
    expect_refused_line("TOTAL must be", NULL, "canwin", "5", "5a", NULL);
    expect_refused_line("takes two values, M and TOTAL; got 1", NULL, "canwin", "5", NULL);
    expect_refused_line("got 3", NULL, "canwin", "5", "5", "5", NULL);
    expect_refused_line("got 0", "", "canwin", NULL);
    expect_refused_line("got 0", "  \n", "canwin", "--json", NULL);
    expect_refused_line("got 4", "1 2 3 4", "canwin", NULL);
    static char many[1000];
    for (size_t k = 0; k + 2 < sizeof many; k += 2)
        many[k] = '1', many[k + 1] = ' ';
    expect_refused_line("longer than 400 bytes", many, "canwin", NULL);
    expect_refused_line("unknown option", NULL, "canwin", "--bogus", "5", "5", NULL);
    expect_refused_line("cannot be used together", NULL, "canwin", "--json", "--play", "5", "5", NULL);
}

/* Flip Game II on every row of up to 8 characters: the winner of
   sg_flip, and a legal line, the library's, that ends with no "++". */
static void check_flip(const char *row)
{
    size_t n = strlen(row), lib[16], nlib;
    long moves[16];
    bool want;
    char head[128], copy[32];
    struct run r;
    cr_assert_eq(sg_flip(row, n, &want), SG_OK);
    cr_assert_eq(sg_flip_line(row, n, lib, &nlib, NULL), SG_OK);
    run_tool(&r, NULL, "flip", "--json", "--", row, (char *)NULL);
    expect_success(&r, row);
    snprintf(head, sizeof head, "{\"game\":\"flip\",\"n\":%zu,\"winner\":\"%s\","
             "\"moves\":[", n, want ? "Alice" : "Bob");
    CHECK(strncmp(r.out, head, strlen(head)) == 0, "flip %s: %s", row, r.out);
    long m = json_moves(r.out, moves, LEN(moves));
    CHECK(m == (long)nlib, "flip %s: %ld moves", row, m);
    strcpy(copy, row);
    for (long j = 0; j < m; j++) {
        long i = moves[j];
        CHECK(i >= 0 && (size_t)i + 1 < n && copy[i] == '+' && copy[i + 1] == '+'
              && (size_t)i == lib[j], "flip %s: move %ld (%ld) illegal", row, j, i);
        copy[i] = copy[i + 1] = '-';
    }
    CHECK(strstr(copy, "++") == NULL && (m % 2 == 1) == want,
          "flip %s: the line ends wrong", row);
    run_free(&r);
}

Test(flip, every_row_up_to_8, .timeout = 120)
{
    char row[9];
    int rows = 0;
    for (size_t n = 0; n <= 8; n++)
        for (unsigned bits = 0; bits < (1u << n); bits++, rows++) {
            for (size_t i = 0; i < n; i++)
                row[i] = (bits >> i & 1) ? '+' : '-';
            row[n] = '\0';
            check_flip(row);
        }
    cr_assert_eq(rows, 511);
}

Test(flip, stdin_long_rows_and_people, .timeout = 60)
{
    static char big[FLIP_MAX + 2];
    struct run r;
    memset(big, '+', FLIP_MAX);
    big[FLIP_MAX] = '\n';
    run_tool(&r, big, "flip", "--json", (char *)NULL);
    expect_success(&r, "the longest row");
    bool want;
    cr_assert_eq(sg_flip(big, FLIP_MAX, &want), SG_OK);
    char head[80];
    snprintf(head, sizeof head, "{\"game\":\"flip\",\"n\":%d,\"winner\":\"%s\"",
             FLIP_MAX, want ? "Alice" : "Bob");
    cr_assert(strncmp(r.out, head, strlen(head)) == 0, "%.80s", r.out);
    run_free(&r);
    expect_tool_output("{\"game\":\"flip\",\"n\":4,\"winner\":\"Alice\",\"moves\":[1]}\n",
                       "++++\r\n", "flip", "--json", (char *)NULL);
    expect_tool_output("{\"game\":\"flip\",\"n\":0,\"winner\":\"Bob\",\"moves\":[]}\n",
                       "", "flip", "--json", (char *)NULL);
    expect_tool_output("{\"game\":\"flip\",\"n\":0,\"winner\":\"Bob\",\"moves\":[]}\n",
                       NULL, "flip", "--json", "", (char *)NULL);
    expect_tool_output("Flip Game II with 9 characters; Alice moves first.\n"
                       "   1. Alice flips 1 and 2, leaving ---+++-++.\n"
                       "   2. Bob   flips 3 and 4, leaving -----+-++.\n"
                       "   3. Alice flips 7 and 8, leaving -----+---.\n"
                       "Alice wins.\n", NULL, "flip", "--play", "--", "-+++++-++",
                       (char *)NULL);
    expect_tool_output("Bob wins.\n", NULL, "flip", "+-+-+", (char *)NULL);
}

Test(flip, hostile, .timeout = 60)
{
    static char big[FLIP_MAX + 4];
    memset(big, '+', FLIP_MAX + 1);
    expect_refused_line("the row has 'x' at character 2; only + and - are allowed", NULL, "flip", "+x+", NULL);
    expect_refused_line("the row has '1' at character 1", NULL, "flip", "10", NULL);
    expect_refused_line("the row has ' ' at character 4", "++- +\n", "flip", NULL);
    expect_refused_line("at character 3", "++\n\n", "flip", NULL);
    expect_refused_line("takes one row; got 2 values", NULL, "flip", "++", "+-", NULL);
    expect_refused_line("at most 20000 characters; got 20001", NULL, "flip", big, NULL);
    expect_refused_line("at most 20000 characters; got 20001", big, "flip", NULL);
    memset(big, '+', FLIP_MAX + 3);
    expect_refused_line("longer than 20002 bytes", big, "flip", "--json", NULL);
    expect_refused_line("unknown option", NULL, "flip", "-+", NULL);
    expect_refused_line("unknown option", NULL, "flip", "--+", NULL);
}
