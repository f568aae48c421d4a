/* tool-comments.c: the exercise tool-comments, comments on the tool's
   standard input.  The tool (its path is in the environment variable
   SG_TOOL) is run with fork and exec. */
#include <criterion/criterion.h>

#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sg-exercises.h"
#include "brute.h"
#include "tool-run.h"

#define LEN(a) (sizeof(a) / sizeof((a)[0]))

static const char json_1237[] =
    "{\"game\":\"iii\",\"n\":4,\"winner\":\"Bob\",\"alice\":6,\"bob\":7,\"moves\":[3,1]}\n";
static const char json_empty[] =
    "{\"game\":\"iii\",\"n\":0,\"winner\":\"Tie\",\"alice\":0,\"bob\":0,\"moves\":[]}\n";

/* s for a message: on one line, newlines as \n, other control bytes as
   \xhh, cut to fit in buf. */
static const char *shown(const char *s, char *buf, size_t size)
{
    size_t used = 0;
    for (; *s != '\0' && used + 8 < size; s++) {
        unsigned char c = (unsigned char)*s;
        if (c == '\n')
            used += (size_t)snprintf(buf + used, size - used, "\\n");
        else if (c < 0x20 || c >= 0x7f)
            used += (size_t)snprintf(buf + used, size - used, "\\x%02x", c);
        else
            buf[used++] = (char)c;
    }
    if (*s != '\0')
        used += (size_t)snprintf(buf + used, size - used, "...");
    buf[used] = '\0';
    return buf;
}

/* Runs stonegame iii --json with input on standard input and checks that
   it succeeds and prints exactly want. */
static void expect_json(const char *input, const char *want)
{
    struct run r;
    char in[200], got[400], wanted[400];
    run_tool(&r, input, "iii", "--json", (char *)NULL);
    cr_assert_eq(r.code, 0, "stonegame iii --json < \"%s\": exit status %d, expected 0 "
                 "(stderr: %s)", shown(input, in, sizeof in), r.code,
                 shown(r.err, got, sizeof got));
    cr_assert_str_eq(r.out, want, "stonegame iii --json < \"%s\": printed %s, expected %s",
                     shown(input, in, sizeof in), shown(r.out, got, sizeof got),
                     shown(want, wanted, sizeof wanted));
    cr_assert_eq(r.errlen, 0, "stonegame iii --json < \"%s\": unexpected stderr: %s",
                 shown(input, in, sizeof in), shown(r.err, got, sizeof got));
    run_free(&r);
}

/* Runs stonegame iii --json with input on standard input and checks that
   it refuses it (exit 2, one line on stderr) with a message that
   contains each of the NULL-terminated strings that follow. */
static void expect_refused(const char *input, ...)
{
    struct run r;
    char in[200], what[256], err[400];
    va_list ap;
    const char *part;
    snprintf(what, sizeof what, "stonegame iii --json < \"%s\"", shown(input, in, sizeof in));
    run_tool(&r, input, "iii", "--json", (char *)NULL);
    expect_usage_error(&r, what);
    va_start(ap, input);
    while ((part = va_arg(ap, const char *)) != NULL)
        cr_assert_not_null(strstr(r.err, part), "%s: the message should contain \"%s\", "
                           "got: %s", what, part, shown(r.err, err, sizeof err));
    va_end(ap);
    run_free(&r);
}

Test(tool_comments, example)
{
    expect_json("# stones\n1 2 3 # first three\n7\n", json_1237);
    struct run r;
    run_tool(&r, "# stones\n1 2 3 # first three\n7\n", "iii", (char *)NULL);
    expect_success(&r, "stonegame iii < \"# stones\\n1 2 3 # first three\\n7\\n\"");
    cr_assert_str_eq(r.out, "Bob wins: Alice 6, Bob 7.\n", "stonegame iii with comments "
                     "on stdin printed: %s", r.out);
    run_free(&r);
}

Test(tool_comments, comment_at_the_end)
{
    static const char *const inputs[] = {
        "1 2 3 7 # the end, without a newline",
        "1 2 3 7 #",
        "1 2 3 7#",
        "1 2 3 7\n#",
        "1 2 3 7\n# last line\n",
        "1 2 3 7 #\n",
    };
    for (size_t i = 0; i < LEN(inputs); i++)
        expect_json(inputs[i], json_1237);
}

Test(tool_comments, hash_ends_the_token)
{
    static const char *const inputs[] = {
        "1 2 3 7#x",
        "1#a\n2#b\n3#c\n7#d",
        "1 2 3#\n7",
        "1 2#3\n3 7",
        "1\t2\t3\t7#\n",
    };
    for (size_t i = 0; i < LEN(inputs); i++)
        expect_json(inputs[i], json_1237);
    expect_json("-1#\n-2#-5\n-3",
                "{\"game\":\"iii\",\"n\":3,\"winner\":\"Tie\",\"alice\":-3,\"bob\":-3,"
                "\"moves\":[2,1]}\n");
}

Test(tool_comments, only_comments)
{
    static const char *const inputs[] = {
        "#", "# nothing here\n", "# nothing\n#\n##\n", "  # 1 2 3\n\t# 7\n", "#\n#\n#",
    };
    for (size_t i = 0; i < LEN(inputs); i++)
        expect_json(inputs[i], json_empty);
}

Test(tool_comments, anything_goes_in_a_comment)
{
    static const char *const inputs[] = {
        "1 # 99 -5 x 1e3 --json #\n2 ## 3\n3\t#\t\xff\xfe\x01\r\n7",
        "# 1 2 3 7\n1 2 3 7 # 5 6",
        "1 2 3 7 # \"quotes\" and 'quotes' and \\ and ###\n",
        "1\r\n2 # dos line ends\r\n3\r\n7\r\n",
    };
    for (size_t i = 0; i < LEN(inputs); i++)
        expect_json(inputs[i], json_1237);
}

Test(tool_comments, line_numbers_count_comment_lines)
{
    expect_refused("# a\n# b\n1 x\n", "(line 3)", "'x'", "value 2", NULL);
    expect_refused("1 # c\n2 # d\n\n3 7x # e\n", "(line 4)", "'7x'", "value 4", NULL);
    expect_refused("# 1\n#\n# 2\n1 2 3 7y#z\n", "(line 4)", "'7y'", "value 4", NULL);
    expect_refused("1 2 # x\n# y\n\n# z\n5 +\n", "(line 5)", "'+'", "value 4", NULL);
}

Test(tool_comments, long_comments_across_blocks, .timeout = 60)
{
    /* The tool reads 64 KiB at a time: these comments run from one block
       into the next, and what looks like values after the block boundary
       is still comment. */
    size_t sizes[] = {65530, 65536, 100000, 200000};
    for (size_t s = 0; s < LEN(sizes); s++) {
        size_t len = sizes[s];
        char *input = malloc(len + 64);
        cr_assert_not_null(input, "malloc failed");
        size_t used = (size_t)sprintf(input, "1 2 #");
        for (; used < len; used++)
            input[used] = used % 7 == 0 ? ' ' : (char)('a' + used % 26);
        /* Line 1 ends in what looks like values, line 2 holds 3 7. */
        strcpy(input + used, " junk 5 -x\n3 7\n");
        expect_json(input, json_1237);
        /* The same comment, then 3 on line 2 and a bad value on line 3. */
        strcpy(input + used, " junk 5 -x\n3\n9z\n");
        expect_refused(input, "(line 3)", "'9z'", "value 4", NULL);
        free(input);
    }
}

Test(tool_comments, command_line_not_affected)
{
    expect_json("1 2 3 7 # values on stdin", json_1237);
    static const char *const cases[][5] = {
        {"iii", "1", "#", "2", NULL},
        {"iii", "1", "2", "3", "7#"},
        {"iii", "#", "1", NULL, NULL},
        {"iii", "--json", "1", "#x", NULL},
    };
    for (size_t c = 0; c < LEN(cases); c++) {
        const char *args[5];
        char what[128] = "stonegame";
        size_t n = 0;
        struct run r;
        while (n < 5 && cases[c][n] != NULL) {
            args[n] = cases[c][n];
            strcat(what, " ");
            strcat(what, args[n]);
            n++;
        }
        strcat(what, " ('#' on the command line is not a comment)");
        run_tool_argv(&r, NULL, n, args);
        expect_usage_error(&r, what);
        cr_assert_not_null(strstr(r.err, "on the command line"), "%s: got: %s", what, r.err);
        run_free(&r);
    }
}

Test(tool_comments, random_inputs_with_comments, .timeout = 120)
{
    /* Random rows written on stdin with random comments between the
       values; the tool must print what it prints for the same values on
       the command line, and the scores of the brute-force search. */
    static const char junk[] = "0123456789-+ #abcxyz\t";
    uint64_t seed = 32;
    for (int t = 0; t < 150; t++) {
        size_t n = (size_t)rng_range(&seed, 0, 12), used = 0;
        int v[12];
        char text[12][16], input[2000];
        const char *args[14];
        args[0] = "iii";
        args[1] = "--json";
        for (size_t i = 0; i <= n; i++) {
            if (i < n) {
                v[i] = rng_range(&seed, -20, 20);
                snprintf(text[i], sizeof text[i], "%d", v[i]);
                args[i + 2] = text[i];
                used += (size_t)sprintf(input + used, "%s", text[i]);
            }
            int kind = rng_range(&seed, 0, 3);
            if (kind == 0 || i == n) {
                /* a comment, glued to the value or not, to the end of the line
                   (or of the input) */
                if (rng_range(&seed, 0, 1))
                    input[used++] = ' ';
                input[used++] = '#';
                for (int k = rng_range(&seed, 0, 30); k > 0; k--)
                    input[used++] = junk[rng_range(&seed, 0, (int)sizeof junk - 2)];
                if (i < n || rng_range(&seed, 0, 1))
                    input[used++] = '\n';
            } else
                input[used++] = kind == 1 ? ' ' : '\n';
        }
        input[used] = '\0';
        struct run r;
        char in[400], what[512];
        snprintf(what, sizeof what, "stonegame iii --json < \"%s\"",
                 shown(input, in, sizeof in));
        run_tool_argv(&r, NULL, n + 2, args);
        expect_success(&r, "the same values on the command line");
        char *want = r.out;
        r.out = NULL;
        run_free(&r);
        expect_json(input, want);
        long long alice, bob;
        cr_assert_eq(sscanf(want, "{\"game\":\"iii\",\"n\":%*d,\"winner\":\"%*[A-Za-z]\","
                            "\"alice\":%lld,\"bob\":%lld", &alice, &bob), 2,
                     "%s: cannot read the scores in %s", what, want);
        cr_assert_eq(alice - bob, brute_stone3(v, n), "%s: Alice %lld, Bob %lld, but the "
                     "brute-force search gives Alice minus Bob = %lld", what, alice, bob,
                     (long long)brute_stone3(v, n));
        free(want);
    }
}
