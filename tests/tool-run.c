/* tool-run.c: the helpers declared in tool-run.h. */
#define _POSIX_C_SOURCE 200809L

#include <criterion/criterion.h>

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include "tool-run.h"
#include "brute.h"

#define MAX_ARGS 256

const char *tool_path(void)
{
    const char *path = getenv("SG_TOOL");

    cr_assert(path != NULL && path[0] != '\0',
              "the environment variable SG_TOOL must name the tool to test");
    return path;
}


static char *slurp(FILE *f, size_t *len)
{
    size_t cap = 4096, used = 0, got;
    char *buf = malloc(cap);

    cr_assert_not_null(buf, "malloc failed");
    rewind(f);
    while ((got = fread(buf + used, 1, cap - used - 1, f)) > 0) {
        used += got;
        if (cap - used < 2) {
            char *bigger = realloc(buf, cap * 2);
            cr_assert_not_null(bigger, "realloc failed");
            buf = bigger;
            cap *= 2;
        }
    }
    buf[used] = '\0';
    *len = used;
    return buf;
}

/* Runs SG_TOOL with the nargs arguments args (argv[0] is added) and the
   given text (or nothing, if NULL) on standard input. */
void run_tool_argv(struct run *r, const char *input, size_t nargs, const char *const *args)
{
    FILE *in = tmpfile(), *out = tmpfile(), *err = tmpfile();
    char **argv = malloc((nargs + 2) * sizeof *argv);
    pid_t pid;
    int status;
    size_t i;

    cr_assert(in && out && err && argv, "cannot create temporary files");
    if (input != NULL && *input != '\0') {
        size_t len = strlen(input);
        cr_assert_eq(fwrite(input, 1, len, in), len, "cannot write the input");
    }
    cr_assert_eq(fflush(in), 0, "cannot flush the input");
    rewind(in);
    argv[0] = (char *)SG_TOOL;
    for (i = 0; i < nargs; i++)
        argv[i + 1] = (char *)args[i];
    argv[nargs + 1] = NULL;

    fflush(NULL);
    pid = fork();
    cr_assert_neq(pid, -1, "fork failed: %s", strerror(errno));
    if (pid == 0) {
        if (lseek(fileno(in), 0, SEEK_SET) != 0
            || dup2(fileno(in), 0) < 0 || dup2(fileno(out), 1) < 0
            || dup2(fileno(err), 2) < 0)
            _exit(126);
        execv(SG_TOOL, argv);
        _exit(127);
    }
    while (waitpid(pid, &status, 0) < 0)
        cr_assert_eq(errno, EINTR, "waitpid failed: %s", strerror(errno));
    r->exited = WIFEXITED(status);
    r->code = r->exited ? WEXITSTATUS(status) : -1;
    cr_assert(r->exited, "the tool did not exit normally (status %d)", status);
    cr_assert_neq(r->code, 127, "could not run %s", SG_TOOL);
    r->out = slurp(out, &r->outlen);
    r->err = slurp(err, &r->errlen);
    fclose(in);
    fclose(out);
    fclose(err);
    free(argv);
}

/* Copies the arguments of ap, up to a NULL, into args (room for
   MAX_ARGS) and returns their number. */
static size_t take_args(va_list ap, const char **args)
{
    size_t n = 0;
    char *a;

    while ((a = va_arg(ap, char *)) != NULL) {
        cr_assert_lt(n, (size_t)MAX_ARGS, "too many arguments");
        args[n++] = a;
    }
    return n;
}

/* The same with the arguments given as a NULL-terminated list. */
void run_tool(struct run *r, const char *input, ...)
{
    const char *args[MAX_ARGS];
    size_t n;
    va_list ap;

    va_start(ap, input);
    n = take_args(ap, args);
    va_end(ap);
    run_tool_argv(r, input, n, args);
}

void run_free(struct run *r)
{
    free(r->out);
    free(r->err);
    r->out = r->err = NULL;
}

/* A successful run: exit 0, and nothing on stderr. */
void expect_success(const struct run *r, const char *what)
{
    cr_assert_eq(r->code, 0, "%s: exit status %d, stderr: %s", what, r->code, r->err);
    cr_assert_eq(r->errlen, 0, "%s: unexpected stderr: %s", what, r->err);
}

/* A refused input: exit 2, empty stdout, exactly one line on stderr that
   starts with "stonegame: ". */
void expect_usage_error(const struct run *r, const char *what)
{
    const char *nl;

    cr_assert_eq(r->code, 2, "%s: exit status %d, expected 2 (stdout: %s, stderr: %s)",
                 what, r->code, r->out, r->err);
    cr_assert_eq(r->outlen, 0, "%s: stdout should be empty, got: %s", what, r->out);
    cr_assert_eq(strncmp(r->err, "stonegame: ", 11), 0,
                 "%s: stderr should start with \"stonegame: \", got: %s", what, r->err);
    nl = strchr(r->err, '\n');
    cr_assert_not_null(nl, "%s: stderr is not a complete line: %s", what, r->err);
    cr_assert_eq((size_t)(nl - r->err) + 1, r->errlen, "%s: stderr has more than one line: %s",
                 what, r->err);
    cr_assert_gt(r->errlen, 12, "%s: the error message is empty: %s", what, r->err);
}


void run_values(struct run *r, const char *game, const char *option,
                const int *v, size_t n, bool dashdash)
{
    const char **args = malloc((n + 4) * sizeof *args);
    char *text = malloc(n * 12 + 1);
    size_t i, k = 0, p = 0;

    cr_assert(args && text, "malloc failed");
    args[k++] = game;
    if (option != NULL)
        args[k++] = option;
    if (dashdash)
        args[k++] = "--";
    for (i = 0; i < n; i++) {
        args[k++] = text + p;
        p += (size_t)sprintf(text + p, "%d", v[i]) + 1;
    }
    run_tool_argv(r, NULL, k, args);
    free(args);
    free(text);
}

char *as_text(const int *v, size_t n, const char *sep)
{
    size_t cap = n * (12 + strlen(sep)) + 2, used = 0, i;
    char *text = malloc(cap);

    cr_assert_not_null(text, "malloc failed");
    text[0] = '\0';
    for (i = 0; i < n; i++)
        used += (size_t)snprintf(text + used, cap - used, "%d%s", v[i], sep);
    return text;
}

size_t count_lines(const char *s)
{
    size_t k = 0;

    for (; *s; s++)
        k += *s == '\n';
    return k;
}

const char *wide_decimal(wide w, char buf[48])
{
    size_t k = 47;
    uwide m = w < 0 ? -(uwide)w : (uwide)w;
    buf[k] = '\0';
    do
        buf[--k] = (char)('0' + (int)(m % 10));
    while ((m /= 10) != 0);
    if (w < 0)
        buf[--k] = '-';
    return buf + k;
}

/* ---------------------------------------------------------------------
   The tests that every game's tool tests run. */

/* n rounded down to a whole number of the game's pieces. */
static size_t whole_pieces(const struct tool_game *g, size_t n)
{
    return g->per_piece > 1 ? n - n % g->per_piece : n;
}

void tool_expected_free(struct tool_expected *e)
{
    free(e->json);
    free(e->play);
    free(e->sentence);
}

void expect_json_of_arguments(const struct tool_game *g, const int *v, size_t n, bool dashdash)
{
    struct tool_expected e;
    struct run r;
    char desc[600];

    brute_format(v, n, desc, sizeof desc);
    g->expect(v, n, &e);
    run_values(&r, g->game, "--json", v, n, dashdash);
    expect_success(&r, desc);
    cr_assert_str_eq(r.out, e.json, "%s --json %s printed\n%s\nexpected\n%s", g->game, desc, r.out,
                     e.json);
    if (g->check_json != NULL)
        g->check_json(r.out, v, n, desc);
    run_free(&r);
    tool_expected_free(&e);
}

void expect_json_random_arguments(const struct tool_game *g, uint64_t seed, int count,
                                  int short_max)
{
    int v[40], t;

    cr_assert(short_max >= 1 && short_max <= 40, "expect_json_random_arguments: %d", short_max);
    for (t = 0; t < count; t++) {
        size_t n = whole_pieces(g, (size_t)rng_range(&seed, 1, t % 2 ? short_max : 40));
        g->fill(v, n, &seed, t % g->kinds);
        expect_json_of_arguments(g, v, n, t % 3 == 0);
    }
}

void expect_json_random_stdin(const struct tool_game *g, uint64_t seed, int short_rows,
                              int long_lo, int long_hi)
{
    static const char *const seps[] = { " ", "\n", "\t", "  \r\n" };
    int *v = malloc(5000 * sizeof *v), t;

    cr_assert(v != NULL && long_hi <= 5000, "expect_json_random_stdin: %d values", long_hi);
    for (t = 0; t < 60; t++) {
        size_t n = whole_pieces(g, t < short_rows ? (size_t)rng_range(&seed, 0, 60)
                                                  : (size_t)rng_range(&seed, long_lo, long_hi));
        char *text, desc[600];
        struct tool_expected e;
        struct run r;

        g->fill(v, n, &seed, t % g->kinds);
        brute_format(v, n, desc, sizeof desc);
        text = as_text(v, n, seps[t % 4]);
        g->expect(v, n, &e);
        run_tool(&r, text, g->game, "--json", (char *)NULL);
        expect_success(&r, desc);
        cr_assert_str_eq(r.out, e.json, "%s --json < %s printed\n%s\nexpected\n%s", g->game, desc,
                         r.out, e.json);
        if (g->check_json != NULL)
            g->check_json(r.out, v, n, desc);
        run_free(&r);
        tool_expected_free(&e);
        free(text);
    }
    free(v);
}

void expect_play_random(const struct tool_game *g, uint64_t seed)
{
    int v[30], t;

    for (t = 0; t < 40; t++) {
        size_t n = whole_pieces(g, (size_t)rng_range(&seed, 1, 30));
        struct tool_expected e;
        struct run r;
        char *text, what[40];

        g->fill(v, n, &seed, t % g->kinds);
        g->expect(v, n, &e);
        text = as_text(v, n, "\n");
        snprintf(what, sizeof what, "%s --play (random)", g->game);
        run_tool(&r, text, g->game, "--play", (char *)NULL);
        expect_success(&r, what);
        cr_assert_eq(count_lines(r.out), e.play_lines, "%s --play on %zu values printed %zu lines, "
                     "not %zu", g->game, n, count_lines(r.out), e.play_lines);
        cr_assert_str_eq(r.out, e.play, "%s --play < %s printed\n%s\nexpected\n%s", g->game, text,
                         r.out, e.play);
        run_free(&r);
        snprintf(what, sizeof what, "%s (random)", g->game);
        run_tool(&r, text, g->game, (char *)NULL);
        expect_success(&r, what);
        cr_assert_str_eq(r.out, e.sentence, "%s < %s printed %s, expected %s", g->game, text, r.out,
                         e.sentence);
        run_free(&r);
        tool_expected_free(&e);
        free(text);
    }
}

void expect_json_example(const struct tool_game *g, const char *const *values, size_t max,
                         const char *want)
{
    const char *args[MAX_ARGS] = { g->game, "--json" };
    int v[MAX_ARGS];
    size_t nargs = 2, i;
    struct tool_expected e;
    struct run r;
    char what[120];

    cr_assert_leq(max, (size_t)MAX_ARGS - 2, "expect_json_example: %zu values", max);
    for (i = 0; i < max && values[i] != NULL; i++) {
        args[nargs++] = values[i];
        v[i] = atoi(values[i]);
    }
    g->expect(v, i, &e);
    cr_assert_str_eq(e.json, want, "the library gives %s, the test expects %s", e.json, want);
    tool_expected_free(&e);
    snprintf(what, sizeof what, "%s --json %s ...", g->game, values[0]);
    run_tool_argv(&r, NULL, nargs, args);
    expect_success(&r, what);
    cr_assert_str_eq(r.out, want, "%s printed\n%s\nexpected\n%s", what, r.out, want);
    if (g->check_json != NULL)
        g->check_json(r.out, v, i, what);
    run_free(&r);
}

void expect_no_values(const char *game, const char *json, const char *play,
                      const char *sentence)
{
    static const char *const inputs[] = { NULL, "", "   \n\t\n" };
    size_t k;

    for (k = 0; k < sizeof inputs / sizeof inputs[0]; k++) {
        struct run r;
        char what[40];
        snprintf(what, sizeof what, "%s --json < (nothing)", game);
        run_tool(&r, inputs[k], game, "--json", (char *)NULL);
        expect_success(&r, what);
        cr_assert_str_eq(r.out, json, "%s printed: %s", what, r.out);
        run_free(&r);
        snprintf(what, sizeof what, "%s --play < (nothing)", game);
        run_tool(&r, inputs[k], game, "--play", (char *)NULL);
        expect_success(&r, what);
        cr_assert_str_eq(r.out, play, "%s printed: %s", what, r.out);
        run_free(&r);
        snprintf(what, sizeof what, "%s < (nothing)", game);
        run_tool(&r, inputs[k], game, (char *)NULL);
        expect_success(&r, what);
        cr_assert_str_eq(r.out, sentence, "%s printed: %s", what, r.out);
        run_free(&r);
    }
}

void expect_bad_arguments_refused(const char *game, const char *const *play,
                                  const char *const *bad, size_t nbad)
{
    size_t k;

    for (k = 0; k < nbad; k++) {
        const char *args[MAX_ARGS] = { game, "--play" };
        size_t nargs = 2, i;
        struct run r;
        char what[160];
        snprintf(what, sizeof what, "%s 1 '%s' 2", game, bad[k]);
        run_tool(&r, NULL, game, "1", bad[k], "2", (char *)NULL);
        expect_usage_error(&r, what);
        run_free(&r);
        snprintf(what, sizeof what, "%s --json '%s'", game, bad[k]);
        run_tool(&r, NULL, game, "--json", bad[k], (char *)NULL);
        expect_usage_error(&r, what);
        run_free(&r);
        if (play == NULL)
            continue;
        snprintf(what, sizeof what, "%s --play", game);
        for (i = 0; play[i] != NULL && nargs < MAX_ARGS - 1; i++) {
            args[nargs++] = play[i];
            snprintf(what + strlen(what), sizeof what - strlen(what), " %s", play[i]);
        }
        args[nargs++] = bad[k];
        snprintf(what + strlen(what), sizeof what - strlen(what), " '%s'", bad[k]);
        run_tool_argv(&r, NULL, nargs, args);
        expect_usage_error(&r, what);
        run_free(&r);
    }
}

void expect_bad_stdin_refused(const char *game, const char *const *bad, size_t nbad, bool bare)
{
    size_t k;

    for (k = 0; k < nbad; k++) {
        struct run r;
        char what[160];
        snprintf(what, sizeof what, "%s --json < '%.100s'", game, bad[k]);
        run_tool(&r, bad[k], game, "--json", (char *)NULL);
        expect_usage_error(&r, what);
        run_free(&r);
        if (!bare)
            continue;
        snprintf(what, sizeof what, "%s < '%.100s'", game, bad[k]);
        run_tool(&r, bad[k], game, (char *)NULL);
        expect_usage_error(&r, what);
        run_free(&r);
    }
}

void expect_unknown_options_refused(const char *game, const char *input)
{
    static const char *const options[] = { "--bogus", "-x", "--jsonx", "--json=1", "--plays",
                                           "-j", "-p" };
    static const char *const first[] = { "--json", "--play" };
    size_t k, f;

    for (k = 0; k < sizeof options / sizeof options[0]; k++) {
        struct run r;
        char what[160];
        snprintf(what, sizeof what, "%s %s 1 2", game, options[k]);
        run_tool(&r, NULL, game, options[k], "1", "2", (char *)NULL);
        expect_usage_error(&r, what);
        run_free(&r);
        for (f = 0; f < 2; f++) {
            snprintf(what, sizeof what, "%s %s %s < %s", game, first[f], options[k], input);
            run_tool(&r, input, game, first[f], options[k], (char *)NULL);
            expect_usage_error(&r, what);
            run_free(&r);
        }
    }
}

void expect_tool_output(const char *want, const char *input, ...)
{
    const char *args[MAX_ARGS];
    char what[300] = "stonegame";
    size_t n, i;
    struct run r;
    va_list ap;

    va_start(ap, input);
    n = take_args(ap, args);
    va_end(ap);
    for (i = 0; i < n; i++)
        snprintf(what + strlen(what), sizeof what - strlen(what), " %.40s", args[i]);
    if (input != NULL)
        snprintf(what + strlen(what), sizeof what - strlen(what), " < '%.60s'", input);
    run_tool_argv(&r, input, n, args);
    expect_success(&r, what);
    cr_assert_str_eq(r.out, want, "%s printed\n%s\nexpected\n%s", what, r.out, want);
    run_free(&r);
}

const char *scores_winner(int64_t alice, int64_t bob, char **sentence)
{
    const char *winner = alice > bob ? "Alice" : alice < bob ? "Bob" : "Tie";

    *sentence = malloc(120);
    cr_assert_not_null(*sentence, "malloc failed");
    snprintf(*sentence, 120, "%s%s: Alice %lld, Bob %lld.\n", winner, alice == bob ? "" : " wins",
             (long long)alice, (long long)bob);
    return winner;
}

void expect_play_example(const struct tool_game *g, const char *const *values, size_t max,
                         const char *want)
{
    const char *args[MAX_ARGS] = { g->game, "--play", "--" };
    int v[MAX_ARGS];
    size_t nargs = 3, i;
    struct tool_expected e;
    struct run r;

    cr_assert_leq(max, (size_t)MAX_ARGS - 3, "expect_play_example: %zu values", max);
    for (i = 0; i < max && values[i] != NULL; i++) {
        args[nargs++] = values[i];
        v[i] = atoi(values[i]);
    }
    g->expect(v, i, &e);
    cr_assert_str_eq(e.play, want, "the library's line gives\n%s\nthe test expects\n%s", e.play,
                     want);
    run_tool_argv(&r, NULL, nargs, args);
    expect_success(&r, "GAME --play -- VALUES");
    cr_assert_str_eq(r.out, want, "%s --play -- %s ... printed\n%s\nexpected\n%s", g->game,
                     values[0], r.out, want);
    run_free(&r);
    args[1] = g->game;                    /* GAME -- VALUES: the sentence */
    run_tool_argv(&r, NULL, nargs - 1, args + 1);
    expect_success(&r, "GAME -- VALUES");
    cr_assert_str_eq(r.out, e.sentence, "%s -- %s ... printed %s, expected %s", g->game,
                     values[0], r.out, e.sentence);
    run_free(&r);
    tool_expected_free(&e);
}

void expect_refused_line(const char *has, const char *input, ...)
{
    const char *args[8];
    size_t n = 0;
    va_list ap;
    va_start(ap, input);
    for (const char *a; n < 8 && (a = va_arg(ap, const char *)) != NULL;)
        args[n++] = a;
    va_end(ap);
    struct run r;
    char what[80];
    snprintf(what, sizeof what, "%s %.20s (stdin %.20s)", args[0],
             n > 1 ? args[1] : "", input ? input : "none");
    run_tool_argv(&r, input, n, args);
    expect_usage_error(&r, what);
    cr_assert_not_null(strstr(r.err, has), "%s %s: got %s", args[0],
                       n > 1 ? args[1] : "", r.err);
    run_free(&r);
}
