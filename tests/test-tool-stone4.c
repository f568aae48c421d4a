/* test-tool-stone4.c: tests of `stonegame iv`, Stone Game IV in the
   command-line tool (its path is in the environment variable SG_TOOL).
   The tool's JSON is parsed strictly and its line of play replayed move
   by move against the rules: every move removes a positive square no
   larger than the heap, the players alternate from Alice, the line ends
   at the empty heap, every move of the winner leaves a losing heap and
   every move of the loser removes the largest square; the winner is the
   one a table of the recurrence written here names (up to 10^6; above,
   sg_stone4 decides).  The line must also be sg_stone4_line's, and the
   output for people is checked exactly.  Bad input exits with status 2
   and one line on stderr. */
#include <criterion/criterion.h>

#include <limits.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "stonegame.h"
#include "brute.h"
#include "tool-run.h"
#include "hostile.h"

#define LEN(a) (sizeof(a) / sizeof((a)[0]))
#define CHECK(cond, ...) do { if (!(cond)) cr_assert_fail(__VA_ARGS__); } while (0)

/* The tool's largest heap (TOOL_IV_MAX in the book). */
#define IV_MAX ((size_t)100000000)
/* The oracle's table reaches this far. */
#define TABLE_MAX ((size_t)1000000)
/* The largest losing heap up to 10^8 (the last entry of
   sg_stone4_losing(10^8) when these tests were written; test-stone4.c
   plays it again from the library's list): the slowest heap the tool
   takes. */
#define LOSING_NEAR_MAX ((size_t)99999882)
/* More moves than any line has (SG_STONE4_LINE_MAX is 13). */
#define ROOM 64

/* ---------------------------------------------------------------------
   The oracle: win[i] for i = 0..limit by the recurrence win(i) = there
   is a k >= 1 with k*k <= i and !win(i - k*k). */

static unsigned char *table;
static size_t table_limit;

static void need_table(size_t limit)
{
    size_t i, k;

    if (table != NULL && table_limit >= limit)
        return;
    free(table);
    table = malloc(limit + 1);
    cr_assert_not_null(table, "malloc failed");
    for (i = 0; i <= limit; i++) {
        unsigned char w = 0;
        for (k = 1; k * k <= i && !w; k++)
            w = !table[i - k * k];
        table[i] = w;
    }
    table_limit = limit;
}

static bool is_losing(size_t h)
{
    bool w = true;

    if (table != NULL && h <= table_limit)
        return !table[h];
    expect_code(sg_stone4(h, &w), SG_OK, "sg_stone4");
    return !w;
}

static size_t isqrt(size_t x)
{
    uint64_t r = 0, bit;

    for (bit = (uint64_t)1 << 31; bit > 0; bit >>= 1)
        if ((r + bit) * (r + bit) <= (uint64_t)x)
            r += bit;
    return (size_t)r;
}

/* ---------------------------------------------------------------------
   A strict parser of the tool's JSON line. */

struct iv_result {
    size_t n;
    bool alice;
    size_t nmoves;
    size_t moves[ROOM];
};

static bool lit(const char **p, const char *s)
{
    size_t len = strlen(s);
    if (strncmp(*p, s, len) != 0)
        return false;
    *p += len;
    return true;
}

/* A JSON number that is a non-negative integer without leading zeros. */
static bool number(const char **p, size_t *x)
{
    const char *s = *p;
    size_t v = 0;

    if (*s < '0' || *s > '9' || (s[0] == '0' && s[1] >= '0' && s[1] <= '9'))
        return false;
    for (; *s >= '0' && *s <= '9'; s++) {
        if (v > (SIZE_MAX - 9) / 10)
            return false;
        v = v * 10 + (size_t)(*s - '0');
    }
    *x = v;
    *p = s;
    return true;
}

/* NULL on success, else what is wrong with the line. */
static const char *parse_iv(const char *s, struct iv_result *res)
{
    const char *p = s;

    res->nmoves = 0;
    if (!lit(&p, "{\"game\":\"iv\",\"n\":") || !number(&p, &res->n))
        return "a bad start";
    if (lit(&p, ",\"winner\":\"Alice\""))
        res->alice = true;
    else if (lit(&p, ",\"winner\":\"Bob\""))
        res->alice = false;
    else
        return "no winner Alice or Bob";
    if (!lit(&p, ",\"moves\":["))
        return "no moves";
    if (*p != ']')
        for (;;) {
            if (res->nmoves == ROOM)
                return "too many moves";
            if (!number(&p, &res->moves[res->nmoves++]))
                return "a move that is not a number";
            if (!lit(&p, ","))
                break;
        }
    if (!lit(&p, "]}\n"))
        return "a bad end";
    return *p == '\0' ? NULL : "text after the line";
}

/* The JSON line sg_stone4_line gives for heap n. */
static void library_json(size_t n, char *buf, size_t size)
{
    size_t squares[SG_STONE4_LINE_MAX], m, j, used;
    bool alice;

    expect_code(sg_stone4_line(n, squares, &m, &alice), SG_OK, "sg_stone4_line");
    used = (size_t)snprintf(buf, size, "{\"game\":\"iv\",\"n\":%zu,\"winner\":\"%s\",\"moves\":[",
                            n, alice ? "Alice" : "Bob");
    for (j = 0; j < m; j++)
        used += (size_t)snprintf(buf + used, size - used, "%s%zu", j ? "," : "", squares[j]);
    snprintf(buf + used, size - used, "]}\n");
}

/* Parses the tool's JSON for heap n, replays it (the checks of the
   file's opening comment), and compares it with sg_stone4_line's.  If
   known is not NULL, *known says whether heap n is losing (the oracle is
   not asked). */
static struct iv_result check_json_known(const char *out, size_t n, const bool *known,
                                         const char *desc)
{
    struct iv_result res;
    const char *bad = parse_iv(out, &res);
    size_t heap = n, j;
    char want[512];
    bool losing;

    cr_assert_null(bad, "%s: %s in\n%s", desc, bad, out);
    cr_assert_eq(res.n, n, "%s: n is %zu, expected %zu", desc, res.n, n);
    losing = known != NULL ? *known : is_losing(n);
    cr_assert_eq(res.alice, !losing, "%s: %s wins, but the heap is %s", desc,
                 res.alice ? "Alice" : "Bob", losing ? "losing" : "winning");
    cr_assert_leq(res.nmoves, SG_STONE4_LINE_MAX, "%s: %zu moves", desc, res.nmoves);
    for (j = 0; j < res.nmoves; j++) {
        size_t s = res.moves[j], r = isqrt(s);
        bool winners = (j % 2 == 0) == res.alice;
        cr_assert(s >= 1 && r * r == s && s <= heap, "%s: move %zu removes %zu of %zu stones",
                  desc, j + 1, s, heap);
        if (winners)
            cr_assert(is_losing(heap - s), "%s: move %zu, the winner's, leaves %zu, a winning "
                      "heap", desc, j + 1, heap - s);
        else
            cr_assert_eq(r, isqrt(heap), "%s: move %zu, the loser's, removes %zu of %zu, not "
                         "the largest square", desc, j + 1, s, heap);
        heap -= s;
    }
    cr_assert_eq(heap, 0, "%s: the line ends with %zu stones left", desc, heap);
    cr_assert_eq(res.nmoves % 2 == 1, res.alice, "%s: %zu moves, but %s wins", desc, res.nmoves,
                 res.alice ? "Alice" : "Bob");
    library_json(n, want, sizeof want);
    cr_assert_str_eq(out, want, "%s printed\n%s\nsg_stone4_line gives\n%s", desc, out, want);
    return res;
}

static struct iv_result check_json(const char *out, size_t n, const char *desc)
{
    return check_json_known(out, n, NULL, desc);
}

/* The output of --play for a line, as the tool writes it. */
static void play_text(const struct iv_result *res, char *buf, size_t size)
{
    size_t used, j, heap = res->n;

    used = (size_t)snprintf(buf, size, "Stone Game IV on a heap of %zu; %s.\n",
                            res->n, res->nmoves ? "Alice moves first" : "nobody moves");
    for (j = 0; j < res->nmoves; j++) {
        used += (size_t)snprintf(buf + used, size - used,
                                 "%4zu. %-5s removes %zu of %zu stone%s, leaving %zu.\n", j + 1,
                                 j % 2 ? "Bob" : "Alice", res->moves[j], heap, heap == 1 ? "" : "s",
                                 heap - res->moves[j]);
        heap -= res->moves[j];
    }
    snprintf(buf + used, size - used, "%s wins.\n", res->alice ? "Alice" : "Bob");
}

/* Runs `iv OPTION N` (OPTION left out if NULL). */
static void run_heap(struct run *r, const char *option, size_t n)
{
    char arg[32];

    snprintf(arg, sizeof arg, "%zu", n);
    if (option != NULL)
        run_tool(r, NULL, "iv", option, arg, (char *)NULL);
    else
        run_tool(r, NULL, "iv", arg, (char *)NULL);
}

/* ---------------------------------------------------------------------
   JSON. */

Test(iv_tool, json_examples, .timeout = 60)
{
    static const struct { size_t n; const char *want; } ex[] = {
        { 0, "{\"game\":\"iv\",\"n\":0,\"winner\":\"Bob\",\"moves\":[]}\n" },
        { 1, "{\"game\":\"iv\",\"n\":1,\"winner\":\"Alice\",\"moves\":[1]}\n" },
        { 2, "{\"game\":\"iv\",\"n\":2,\"winner\":\"Bob\",\"moves\":[1,1]}\n" },
        { 4, "{\"game\":\"iv\",\"n\":4,\"winner\":\"Alice\",\"moves\":[4]}\n" },
        { 7, "{\"game\":\"iv\",\"n\":7,\"winner\":\"Bob\",\"moves\":[4,1,1,1]}\n" },
        { 13, "{\"game\":\"iv\",\"n\":13,\"winner\":\"Alice\",\"moves\":[1,9,1,1,1]}\n" },
        { 17, "{\"game\":\"iv\",\"n\":17,\"winner\":\"Bob\",\"moves\":[16,1]}\n" },
    };
    size_t k;

    need_table(1000);
    for (k = 0; k < LEN(ex); k++) {
        struct run r;
        char desc[64];

        snprintf(desc, sizeof desc, "iv --json %zu", ex[k].n);
        run_heap(&r, "--json", ex[k].n);
        expect_success(&r, desc);
        check_json(r.out, ex[k].n, desc);
        cr_assert_str_eq(r.out, ex[k].want, "%s printed\n%s\nexpected\n%s", desc, r.out, ex[k].want);
        run_free(&r);
    }
}

Test(iv_tool, json_large_heaps, .timeout = 120)
{
    static const size_t heaps[] = { 34, 1000, 32767, 32768, 999999, 1000000, 10000000,
                                    IV_MAX - 1, IV_MAX };
    size_t k;

    need_table(TABLE_MAX);
    for (k = 0; k < LEN(heaps); k++) {
        struct run r;
        char desc[64];

        snprintf(desc, sizeof desc, "iv --json %zu", heaps[k]);
        run_heap(&r, "--json", heaps[k]);
        expect_success(&r, desc);
        check_json(r.out, heaps[k], desc);
        run_free(&r);
    }
}

Test(iv_tool, json_random_heaps, .timeout = 120)
{
    uint64_t seed = 0x1F5710E4ULL;
    size_t t, alice = 0;

    need_table(TABLE_MAX);
    for (t = 0; t < 60; t++) {
        size_t n = t < 30 ? (size_t)(rng_next(&seed) % 2001) : (size_t)(rng_next(&seed) % (TABLE_MAX + 1));
        struct iv_result res;
        struct run r;
        char desc[64];

        snprintf(desc, sizeof desc, "iv --json %zu", n);
        run_heap(&r, "--json", n);
        expect_success(&r, desc);
        res = check_json(r.out, n, desc);
        alice += res.alice;
        run_free(&r);
    }
    cr_assert(alice > 0 && alice < 60, "Alice wins %zu of the 60 random heaps", alice);
}

Test(iv_tool, options_and_the_separator, .timeout = 30)
{
    static const char want[] = "{\"game\":\"iv\",\"n\":17,\"winner\":\"Bob\",\"moves\":[16,1]}\n";
    struct run r;

    run_tool(&r, NULL, "iv", "17", "--json", (char *)NULL);
    expect_success(&r, "iv 17 --json");
    cr_assert_str_eq(r.out, want, "iv 17 --json printed %s", r.out);
    run_free(&r);
    run_tool(&r, NULL, "iv", "--json", "--", "17", (char *)NULL);
    expect_success(&r, "iv --json -- 17");
    cr_assert_str_eq(r.out, want, "iv --json -- 17 printed %s", r.out);
    run_free(&r);
}

/* ---------------------------------------------------------------------
   For people. */

Test(iv_tool, sentences, .timeout = 30)
{
    static const size_t heaps[] = { 0, 1, 2, 3, 4, 5, 7, 17, 34, 35, 1000000 };
    size_t k;

    need_table(TABLE_MAX);
    for (k = 0; k < LEN(heaps); k++) {
        struct run r;
        char desc[64];

        snprintf(desc, sizeof desc, "iv %zu", heaps[k]);
        run_heap(&r, NULL, heaps[k]);
        expect_success(&r, desc);
        cr_assert_str_eq(r.out, is_losing(heaps[k]) ? "Bob wins.\n" : "Alice wins.\n",
                         "%s printed %s", desc, r.out);
        run_free(&r);
    }
}

Test(iv_tool, play_examples, .timeout = 30)
{
    static const char want7[] =
        "Stone Game IV on a heap of 7; Alice moves first.\n"
        "   1. Alice removes 4 of 7 stones, leaving 3.\n"
        "   2. Bob   removes 1 of 3 stones, leaving 2.\n"
        "   3. Alice removes 1 of 2 stones, leaving 1.\n"
        "   4. Bob   removes 1 of 1 stone, leaving 0.\n"
        "Bob wins.\n";
    static const char want13[] =
        "Stone Game IV on a heap of 13; Alice moves first.\n"
        "   1. Alice removes 1 of 13 stones, leaving 12.\n"
        "   2. Bob   removes 9 of 12 stones, leaving 3.\n"
        "   3. Alice removes 1 of 3 stones, leaving 2.\n"
        "   4. Bob   removes 1 of 2 stones, leaving 1.\n"
        "   5. Alice removes 1 of 1 stone, leaving 0.\n"
        "Alice wins.\n";
    static const char want0[] = "Stone Game IV on a heap of 0; nobody moves.\nBob wins.\n";
    struct run r;

    run_tool(&r, NULL, "iv", "--play", "7", (char *)NULL);
    expect_success(&r, "iv --play 7");
    cr_assert_str_eq(r.out, want7, "iv --play 7 printed\n%s\nexpected\n%s", r.out, want7);
    run_free(&r);
    run_tool(&r, NULL, "iv", "13", "--play", (char *)NULL);
    expect_success(&r, "iv 13 --play");
    cr_assert_str_eq(r.out, want13, "iv 13 --play printed\n%s\nexpected\n%s", r.out, want13);
    run_free(&r);
    run_tool(&r, NULL, "iv", "--play", "0", (char *)NULL);
    expect_success(&r, "iv --play 0");
    cr_assert_str_eq(r.out, want0, "iv --play 0 printed\n%s\nexpected\n%s", r.out, want0);
    run_free(&r);
}

/* The --play lines tell the moves of the JSON line. */
Test(iv_tool, play_agrees_with_json, .timeout = 120)
{
    uint64_t seed = 0x9A7ULL;
    size_t t;

    need_table(TABLE_MAX);
    for (t = 0; t < 60; t++) {
        size_t n = t <= 30 ? t : t == 31 ? IV_MAX : (size_t)(rng_next(&seed) % (TABLE_MAX + 1));
        struct iv_result res;
        struct run r;
        char desc[64], want[2048];

        snprintf(desc, sizeof desc, "iv --json %zu", n);
        run_heap(&r, "--json", n);
        expect_success(&r, desc);
        res = check_json(r.out, n, desc);
        run_free(&r);
        play_text(&res, want, sizeof want);
        snprintf(desc, sizeof desc, "iv --play %zu", n);
        run_heap(&r, "--play", n);
        expect_success(&r, desc);
        cr_assert_eq(count_lines(r.out), res.nmoves + 2, "%s printed %zu lines for %zu moves", desc,
                     count_lines(r.out), res.nmoves);
        cr_assert_str_eq(r.out, want, "%s printed\n%s\nexpected\n%s", desc, r.out, want);
        run_free(&r);
    }
}

/* ---------------------------------------------------------------------
   Standard input. */

Test(iv_tool, values_on_standard_input, .timeout = 30)
{
    static const struct { const char *input; size_t n; } ex[] = {
        { "17\n", 17 }, { "7", 7 }, { "  13  \n", 13 }, { "\n\n0\n\n", 0 }, { "\t34\n", 34 },
        { "100000000\n", IV_MAX },
    };
    size_t k;

    need_table(1000);
    for (k = 0; k < LEN(ex); k++) {
        struct iv_result res;
        struct run r;
        char desc[64], want[2048];

        snprintf(desc, sizeof desc, "iv --json < '%zu'", ex[k].n);
        run_tool(&r, ex[k].input, "iv", "--json", (char *)NULL);
        expect_success(&r, desc);
        res = check_json(r.out, ex[k].n, desc);
        run_free(&r);
        play_text(&res, want, sizeof want);
        run_tool(&r, ex[k].input, "iv", "--play", (char *)NULL);
        expect_success(&r, "iv --play < heap");
        cr_assert_str_eq(r.out, want, "iv --play < '%zu' printed\n%s\nexpected\n%s", ex[k].n,
                         r.out, want);
        run_free(&r);
        run_tool(&r, ex[k].input, "iv", (char *)NULL);
        expect_success(&r, "iv < heap");
        cr_assert_str_eq(r.out, res.alice ? "Alice wins.\n" : "Bob wins.\n",
                         "iv < '%zu' printed %s", ex[k].n, r.out);
        run_free(&r);
    }
}

Test(iv_tool, refused_standard_input, .timeout = 30)
{
    static const char *const inputs[] = {
        "", "\n", "  \n\n", "1 2\n", "17\n17\n", "-1\n", "100000001\n", "abc\n", "1.5\n",
        "7 x\n", "99999999999999999999\n",
    };
    static const char *const options[] = { NULL, "--json", "--play" };
    size_t k, o;

    for (k = 0; k < LEN(inputs); k++)
        for (o = 0; o < LEN(options); o++) {
            struct run r;
            char desc[96];

            snprintf(desc, sizeof desc, "iv %s < '%s'", options[o] ? options[o] : "", inputs[k]);
            if (options[o] != NULL)
                run_tool(&r, inputs[k], "iv", options[o], (char *)NULL);
            else
                run_tool(&r, inputs[k], "iv", (char *)NULL);
            expect_usage_error(&r, desc);
            run_free(&r);
        }
}

/* ---------------------------------------------------------------------
   Refused arguments. */

Test(iv_tool, refused_arguments, .timeout = 60)
{
    static const char *const bad[][3] = {
        { NULL }, { "1", "2" }, { "0", "0" }, { "17", "17", "17" }, { "-1" }, { "100000001" },
        { "abc" }, { "1.5" }, { "-100000000" }, { "1000000000" }, { "99999999999999999999" },
        { "" }, { "7x" }, { "--", "-1" }, { "--", "1", "2" },
    };
    static const char *const options[] = { NULL, "--json", "--play" };
    size_t k, o, j;

    for (k = 0; k < LEN(bad); k++)
        for (o = 0; o < LEN(options); o++) {
            const char *args[6];
            size_t nargs = 0;
            struct run r;
            char desc[128];
            size_t used;

            args[nargs++] = "iv";
            if (options[o] != NULL)
                args[nargs++] = options[o];
            for (j = 0; j < 3 && bad[k][j] != NULL; j++)
                args[nargs++] = bad[k][j];
            used = (size_t)snprintf(desc, sizeof desc, "stonegame");
            for (j = 0; j < nargs; j++)
                used += (size_t)snprintf(desc + used, sizeof desc - used, " '%s'", args[j]);
            run_tool_argv(&r, NULL, nargs, args);
            expect_usage_error(&r, desc);
            run_free(&r);
        }
}

/* ---------------------------------------------------------------------
   The largest heaps. */

Test(iv_tool, the_limit_is_accepted, .timeout = 120)
{
    static const char want[] = "{\"game\":\"iv\",\"n\":100000000,\"winner\":\"Alice\","
                               "\"moves\":[100000000]}\n";
    struct run r;

    run_tool(&r, NULL, "iv", "--json", "100000000", (char *)NULL);
    expect_success(&r, "iv --json 100000000");
    check_json(r.out, IV_MAX, "iv --json 100000000");
    cr_assert_str_eq(r.out, want, "iv --json 100000000 printed %s", r.out);   /* 10^8 = (10^4)^2 */
    run_free(&r);
    run_tool(&r, NULL, "iv", "100000000", (char *)NULL);
    expect_success(&r, "iv 100000000");
    cr_assert_str_eq(r.out, "Alice wins.\n", "iv 100000000 printed %s", r.out);
    run_free(&r);
}

/* The slowest heap the tool takes: a losing heap just below its limit,
   for which every heap below is sieved (about a second, twice: the tool,
   then sg_stone4_line here, whose winner is Bob: the heap is losing by
   the library's word, which the replay then holds to). */
Test(iv_tool, a_losing_heap_at_the_limit, .timeout = 300)
{
    const bool losing = true;
    struct iv_result res;
    struct run r;

    need_table(100000);
    run_heap(&r, "--json", LOSING_NEAR_MAX);
    expect_success(&r, "iv --json 99999882");
    res = check_json_known(r.out, LOSING_NEAR_MAX, &losing, "iv --json 99999882");
    cr_assert(!res.alice && res.nmoves >= 2, "the heap %zu should be losing", LOSING_NEAR_MAX);
    run_free(&r);
}

/* ---------------------------------------------------------------------
   Hostile invocations of Stone Game IV (tests/hostile.h): bad arguments and
   bad bytes on standard input, each with the exit status it must give. */

static const struct hostile hostile_cases[] = {
    /* The range of int, and the games' own bounds. */
    { { "iv", "-1" }, .status = 2, .err_has = "cannot be negative" },
    { { "iv", "100000001" }, .status = 2, .err_has = "cannot be more than 100000000" },
    { { "iv", "2147483648" }, .status = 2, .err_has = "cannot be more than 100000000" },
    /* The count of values. */
    { { "iv", "1", "2" }, .status = 2, .err_has = "one too many" },
    { { "iv" }, .status = 2, .err_has = "exactly 1 heap" },
    { { "iv" }, IN("5 6\n"), .status = 2, .err_has = "one too many" },
    { { "iv", "--json", "0" }, .status = 0, .out_has = "\"n\":0" },
    /* Bad tokens on standard input. */
    { { "iv" }, IN("100000001"), .status = 2, .err_has = "cannot be more than" },
};

Test(hostile, iv_invocations, .timeout = 120)
{
    check_hostile_table(hostile_cases, LEN(hostile_cases));
}

Test(hostile, iv_endless_streams_refused_at_once, .timeout = 120)
{
    static const struct endless streams[] = {
        { "iv on endless '1'", { "iv", NULL }, PAT("1"), "cannot be more than 100000000" },
    };

    for (size_t k = 0; k < LEN(streams); k++)
        expect_endless_refused(&streams[k]);
}

Test(hostile, iv_stalled_writer_refused_without_eof, .timeout = 120)
{
    static const char *const iv[] = { "iv", NULL };

    expect_stalled_writer(iv, PAT("100000001"), "cannot be more than");
    expect_stalled_writer(iv, PAT("5 6 "), "one too many");
    expect_stalled_writer(iv, PAT("5 6"), "one too many");   /* at its first byte */
}

Test(hostile, iv_help_gives_the_limit, .timeout = 30)
{
    expect_help_says("iv", "one heap of at most 100000000");
}
