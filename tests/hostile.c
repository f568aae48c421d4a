/* hostile.c: running the tool under test with any standard input,
   output and error, and checking hostile invocations (hostile.h). */
#define _GNU_SOURCE

#include <criterion/criterion.h>

#include <errno.h>
#include <stdarg.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "stonegame.h"
#include "tool-run.h"
#include "hostile.h"

/* ---------------------------------------------------------------------
   Running the tool with any standard input, output and error. */


/* Forks and executes SG_TOOL with the arguments args (up to a NULL;
   argv[0] is added), with in, out and err as its standard input, output
   and error, and SIGPIPE ignored if ignore_sigpipe (its default action
   otherwise, whatever the test process does).  Returns its pid. */
pid_t spawn_tool(const char *const *args, int in, int out, int err,
                        bool ignore_sigpipe)
{
    const char *path = SG_TOOL;
    char *argv[64];
    size_t n = 0;
    pid_t pid;

    argv[n++] = (char *)path;
    for (; args[n - 1] != NULL; n++) {
        cr_assert_lt(n, LEN(argv) - 1, "too many arguments for spawn_tool");
        argv[n] = (char *)args[n - 1];
    }
    argv[n] = NULL;
    fflush(NULL);
    pid = fork();
    cr_assert_neq(pid, -1, "fork failed: %s", strerror(errno));
    if (pid == 0) {
        int fds[3] = { in, out, err };
        signal(SIGPIPE, ignore_sigpipe ? SIG_IGN : SIG_DFL);
        for (int k = 0; k < 3; k++) {
            if (fds[k] == FD_CLOSED)
                close(k);
            else if (fds[k] != k && dup2(fds[k], k) < 0)
                _exit(126);
        }
        execv(path, argv);
        _exit(127);
    }
    return pid;
}

/* Waits up to seconds for the child pid to exit, polling every 5 ms.
   If it exits in time, stores its status in *status, and, if io is not
   NULL, the text of its /proc/PID/io (read while it is a zombie; "" if
   that file cannot be read) in io[0..iosize-1]; then reaps it and
   returns true.  Otherwise kills it with SIGKILL, reaps it and returns
   false. */
bool wait_exit(pid_t pid, double seconds, int *status, char *io, size_t iosize)
{
    struct timespec start, now, nap = { 0, 5000000 };
    siginfo_t info;

    clock_gettime(CLOCK_MONOTONIC, &start);
    for (;;) {
        memset(&info, 0, sizeof info);
        if (waitid(P_PID, (id_t)pid, &info, WEXITED | WNOHANG | WNOWAIT) < 0) {
            cr_assert_eq(errno, EINTR, "waitid failed: %s", strerror(errno));
            continue;
        }
        if (info.si_pid == pid)
            break;
        clock_gettime(CLOCK_MONOTONIC, &now);
        if ((double)(now.tv_sec - start.tv_sec) + (now.tv_nsec - start.tv_nsec) / 1e9
            > seconds) {
            kill(pid, SIGKILL);
            while (waitpid(pid, status, 0) < 0 && errno == EINTR)
                ;
            return false;
        }
        nanosleep(&nap, NULL);
    }
    if (io != NULL) {
        char path[64];
        FILE *f;
        size_t got = 0;
        snprintf(path, sizeof path, "/proc/%ld/io", (long)pid);
        f = fopen(path, "r");
        if (f != NULL) {
            got = fread(io, 1, iosize - 1, f);
            fclose(f);
        }
        io[got] = '\0';
    }
    while (waitpid(pid, status, 0) < 0)
        cr_assert_eq(errno, EINTR, "waitpid failed: %s", strerror(errno));
    return true;
}

/* The whole content of the file open as fd, NUL-terminated, its length
   in *len. */
char *read_all(int fd, size_t *len)
{
    size_t cap = 4096, used = 0;
    char *buf = malloc(cap);
    ssize_t got;

    cr_assert_not_null(buf, "malloc failed");
    cr_assert_eq(lseek(fd, 0, SEEK_SET), 0, "lseek failed: %s", strerror(errno));
    while ((got = read(fd, buf + used, cap - used - 1)) != 0) {
        if (got < 0) {
            cr_assert_eq(errno, EINTR, "read failed: %s", strerror(errno));
            continue;
        }
        used += (size_t)got;
        if (cap - used < 2) {
            char *bigger = realloc(buf, cap *= 2);
            cr_assert_not_null(bigger, "realloc failed");
            buf = bigger;
        }
    }
    buf[used] = '\0';
    *len = used;
    return buf;
}

/* A new temporary file, open for reading and writing, already unlinked. */
int temp_fd(void)
{
    char name[] = "/tmp/sg-hostile-XXXXXX";
    int fd = mkstemp(name);

    cr_assert_geq(fd, 0, "mkstemp failed: %s", strerror(errno));
    unlink(name);
    return fd;
}


/* Runs the tool as s says, stdout and stderr captured in temporary files
   (stdout left empty when it goes to out_path).  The tool must exit
   within RUN_SECONDS; what names the run in messages. */
void run_setup(struct run *r, const struct setup *s, const char *what)
{
    int in = temp_fd(), out = temp_fd(), err = temp_fd(), status;
    int child_in = in, child_out = out;
    pid_t pid;

    if (s->inlen > 0)
        cr_assert_eq(write(in, s->in, s->inlen), (ssize_t)s->inlen,
                     "%s: cannot write the input", what);
    cr_assert_eq(lseek(in, 0, SEEK_SET), 0, "lseek failed");
    if (s->in_path != NULL) {
        child_in = open(s->in_path, O_RDONLY);
        cr_assert_geq(child_in, 0, "%s: cannot open %s: %s", what, s->in_path,
                      strerror(errno));
    }
    if (s->in_closed)
        child_in = FD_CLOSED;
    if (s->out_path != NULL) {
        child_out = open(s->out_path, O_WRONLY);
        cr_assert_geq(child_out, 0, "%s: cannot open %s: %s", what, s->out_path,
                      strerror(errno));
    }
    pid = spawn_tool(s->args, child_in, child_out, err, false);
    cr_assert(wait_exit(pid, RUN_SECONDS, &status, NULL, 0),
              "%s: the tool was still running after %d s (killed)", what, RUN_SECONDS);
    r->exited = WIFEXITED(status);
    cr_assert(r->exited, "%s: the tool did not exit normally (status %#x)", what, status);
    r->code = WEXITSTATUS(status);
    cr_assert_neq(r->code, 127, "could not run %s", SG_TOOL);
    cr_assert_neq(r->code, 126, "could not set up the tool's standard streams");
    r->out = read_all(out, &r->outlen);
    r->err = read_all(err, &r->errlen);
    if (child_in != in && child_in != FD_CLOSED)
        close(child_in);
    if (child_out != out)
        close(child_out);
    close(in);
    close(out);
    close(err);
}

/* The arguments args (up to a NULL) as one string, for messages. */
void describe(char *buf, size_t size, const char *const *args)
{
    size_t used = (size_t)snprintf(buf, size, "stonegame");
    for (; *args != NULL && used < size; args++)
        used += (size_t)snprintf(buf + used, size - used, " '%s'", *args);
}

/* A failure of the tool, exit status 1: nothing on stdout, exactly one
   line on stderr that starts with "stonegame: ". */
void expect_failure(const struct run *r, const char *what)
{
    const char *nl;

    cr_assert_eq(r->code, 1, "%s: exit status %d, expected 1 (stdout: %.200s, stderr: %s)",
                 what, r->code, r->out, r->err);
    cr_assert_eq(r->outlen, 0, "%s: stdout should be empty, got: %.200s", what, r->out);
    cr_assert_eq(strncmp(r->err, "stonegame: ", 11), 0,
                 "%s: stderr should start with \"stonegame: \", got: %s", what, r->err);
    nl = strchr(r->err, '\n');
    cr_assert(nl != NULL && (size_t)(nl - r->err) + 1 == r->errlen,
              "%s: stderr should be exactly one line, got: %s", what, r->err);
}
/* Runs the hostile case c and checks what the tool did. */
void check_hostile(const struct hostile *c, size_t index)
{
    struct setup s = { c->args, c->in, c->inlen, c->in_path, c->in_closed, c->out_path };
    struct run r;
    char what[1200], args[900];

    describe(args, sizeof args, c->args);
    snprintf(what, sizeof what, "case %zu: %s (%zu bytes on stdin%s%s%s%s)", index, args,
             c->inlen, c->in_path ? ", stdin " : "", c->in_path ? c->in_path : "",
             c->in_closed ? ", stdin closed" : "", c->out_path ? ", stdout to a file" : "");
    run_setup(&r, &s, what);
    if (c->status == 0) {
        expect_success(&r, what);
        cr_assert_gt(r.outlen, 0, "%s: succeeded but printed nothing", what);
    } else if (c->status == 2) {
        expect_usage_error(&r, what);
    } else {
        expect_failure(&r, what);
    }
    if (c->out_has != NULL)
        cr_assert_not_null(strstr(r.out, c->out_has), "%s: stdout should contain \"%s\", got: %.300s",
                           what, c->out_has, r.out);
    if (c->err_has != NULL)
        cr_assert_not_null(strstr(r.err, c->err_has), "%s: stderr should contain \"%s\", got: %s",
                           what, c->err_has, r.err);
    run_free(&r);
}
/* ---------------------------------------------------------------------
   Endless input and a writer that stalls: the tool must refuse at the
   first bad byte without waiting for an end of file. */

/* Forks a process that writes pattern[0..len-1] to fd again and again
   until the write fails (SIGPIPE kills it when the reader has gone).
   close_fd is closed in it first (the pipe's read end). */
pid_t spawn_writer(int fd, int close_fd, const char *pattern, size_t len)
{
    pid_t pid;

    fflush(NULL);
    pid = fork();
    cr_assert_neq(pid, -1, "fork failed: %s", strerror(errno));
    if (pid == 0) {
        char block[4096];
        signal(SIGPIPE, SIG_DFL);
        close(close_fd);
        for (size_t i = 0; i < sizeof block; i++)
            block[i] = pattern[i % len];
        /* Whole patterns per block, so that the stream repeats exactly. */
        size_t whole = sizeof block - sizeof block % len;
        for (;;)
            if (write(fd, block, whole) < 0 && errno != EINTR)
                _exit(0);
    }
    return pid;
}


/* Runs the tool on the endless stream e, through a pipe; it must exit 2
   within RUN_SECONDS with one line that contains e->err_has. */
void expect_endless_refused(const struct endless *e)
{
    int p[2], out = temp_fd(), err = temp_fd(), status;
    pid_t tool, writer;
    struct run r = { 0 };

    cr_assert_eq(pipe2(p, O_CLOEXEC), 0, "pipe2 failed: %s", strerror(errno));
    tool = spawn_tool(e->args, p[0], out, err, false);
    writer = spawn_writer(p[1], p[0], e->pattern, e->len);
    close(p[0]);
    close(p[1]);
    bool exited = wait_exit(tool, RUN_SECONDS, &status, NULL, 0);
    kill(writer, SIGKILL);
    waitpid(writer, NULL, 0);
    cr_assert(exited, "%s: the tool was still reading after %d s (killed)", e->what,
              RUN_SECONDS);
    r.exited = WIFEXITED(status);
    cr_assert(r.exited, "%s: the tool did not exit normally (status %#x)", e->what, status);
    r.code = WEXITSTATUS(status);
    r.out = read_all(out, &r.outlen);
    r.err = read_all(err, &r.errlen);
    expect_usage_error(&r, e->what);
    cr_assert_not_null(strstr(r.err, e->err_has), "%s: stderr should contain \"%s\", got: %s",
                       e->what, e->err_has, r.err);
    run_free(&r);
    close(out);
    close(err);
}
/* Writes text[0..len-1] to a pipe and holds the pipe open without
   writing more: the tool must still refuse the input, exit status 2
   within RUN_SECONDS with one line on stderr that contains has. */
void expect_stalled_writer(const char *const *args, const char *text, size_t len,
                                  const char *has)
{
    int p[2], out = temp_fd(), err = temp_fd(), status;
    pid_t tool;
    struct run r;
    char what[200];

    snprintf(what, sizeof what, "%s on \"%s\" (%zu bytes) from a writer that stalls",
             args[0], text, len);
    cr_assert_eq(pipe2(p, O_CLOEXEC), 0, "pipe2 failed: %s", strerror(errno));
    tool = spawn_tool(args, p[0], out, err, false);
    close(p[0]);
    cr_assert_eq(write(p[1], text, len), (ssize_t)len, "%s: write failed", what);
    bool exited = wait_exit(tool, RUN_SECONDS, &status, NULL, 0);
    close(p[1]);
    cr_assert(exited, "%s: the tool was still waiting after %d s (killed)", what, RUN_SECONDS);
    cr_assert(WIFEXITED(status), "%s: the tool did not exit normally (status %#x)", what, status);
    r.exited = 1;
    r.code = WEXITSTATUS(status);
    r.out = read_all(out, &r.outlen);
    r.err = read_all(err, &r.errlen);
    expect_usage_error(&r, what);
    cr_assert_not_null(strstr(r.err, has), "%s: stderr should contain \"%s\", got: %s", what,
                       has, r.err);
    run_free(&r);
    close(out);
    close(err);
}

/* GAME --json with count values "1" as arguments. */
void run_ones(struct run *r, const char *game, size_t count)
{
    const char **args = malloc((count + 2) * sizeof *args);

    cr_assert_not_null(args, "malloc failed");
    args[0] = game;
    args[1] = "--json";
    for (size_t i = 0; i < count; i++)
        args[i + 2] = i % 2 ? "1" : "-1";
    run_tool_argv(r, NULL, count + 2, args);
    free(args);
}
/* ---------------------------------------------------------------------
   --play to a reader that has gone. */

/* Writes a row of n values, one of -1000..1000, to a new temporary
   file and returns it, positioned at its start. */
int row_file(size_t n)
{
    int fd = temp_fd();
    FILE *f = fdopen(dup(fd), "w");
    uint64_t x = 12345;

    cr_assert_not_null(f, "fdopen failed");
    for (size_t i = 0; i < n; i++) {
        x = x * 6364136223846793005ULL + 1442695040888963407ULL;
        fprintf(f, "%d%c", (int)((x >> 33) % 2001) - 1000, i % 20 == 19 ? '\n' : ' ');
    }
    cr_assert_eq(fclose(f), 0, "cannot write the row");
    cr_assert_eq(lseek(fd, 0, SEEK_SET), 0, "lseek failed");
    return fd;
}

/* The number after "name:" in the text of /proc/PID/io, or -1. */
long io_field(const char *io, const char *name)
{
    const char *p = strstr(io, name);
    return p ? strtol(p + strlen(name), NULL, 10) : -1;
}

void check_hostile_table(const struct hostile *cases, size_t n)
{
    cr_assert_gt(n, 0, "an empty table of hostile cases");
    for (size_t i = 0; i < n; i++) {
        cr_assert(cases[i].status >= 0 && cases[i].status <= 2, "case %zu: bad status", i);
        check_hostile(&cases[i], i);
    }
}

/* A limit on the size of files (ulimit -f 8: 8192 bytes) below the size
   of the output: the write fails, which by default raises SIGXFSZ; the
   tool must exit 1 with one line naming the error, its output cut off
   at the limit. */
void expect_file_size_limit(const char *game, const char *option)
{
    const char *args[] = { game, option, NULL };
    int in = row_file(200000), out = temp_fd(), err = temp_fd(), status;
    size_t outlen, errlen;
    struct rlimit old, limit;
    char want[128], *errs, *outs;

    cr_assert_eq(getrlimit(RLIMIT_FSIZE, &old), 0, "getrlimit failed");
    limit = old;
    limit.rlim_cur = 8192;
    cr_assert_eq(setrlimit(RLIMIT_FSIZE, &limit), 0, "setrlimit failed");
    pid_t tool = spawn_tool(args, in, out, err, false);   /* inherits the limit */
    cr_assert_eq(setrlimit(RLIMIT_FSIZE, &old), 0, "setrlimit failed");
    cr_assert(wait_exit(tool, 30, &status, NULL, 0), "%s %s with ulimit -f 8: still "
              "running after 30 s (killed)", game, option);
    errs = read_all(err, &errlen);
    outs = read_all(out, &outlen);
    cr_assert(WIFEXITED(status) && WEXITSTATUS(status) == 1,
              "%s %s with ulimit -f 8: status %#x, expected exit 1, not a death by SIGXFSZ "
              "(stderr: %s)", game, option, status, errs);
    snprintf(want, sizeof want, "stonegame: error writing standard output: %s\n",
             strerror(EFBIG));
    cr_assert_str_eq(errs, want, "%s %s with ulimit -f 8: stderr should name the error: %s",
                     game, option, errs);
    cr_assert(outlen > 0 && outlen <= 8192, "%s %s with ulimit -f 8: %zu bytes of output",
              game, option, outlen);
    free(errs);
    free(outs);
    close(in);
    close(out);
    close(err);
}

/* The line after GAME's line in --help must contain the text that format
   and the arguments after it make (the game's limit). */
void expect_help_says(const char *game, const char *format, ...)
{
    struct run r;
    char text[128];
    va_list args;

    va_start(args, format);
    vsnprintf(text, sizeof text, format, args);
    va_end(args);
    char head[32];
    const char *line, *next, *end;

    run_tool(&r, NULL, "--help", (char *)NULL);
    expect_success(&r, "stonegame --help");
    snprintf(head, sizeof head, "\n  %-8s ", game);
    line = strstr(r.out, head);
    cr_assert_not_null(line, "--help does not list the game %s: %s", game, r.out);
    next = strchr(line + 1, '\n');
    cr_assert_not_null(next, "--help ends after the game %s", game);
    end = strchr(next + 1, '\n');
    cr_assert_not_null(end, "--help ends after the game %s", game);
    cr_assert(memmem(next, (size_t)(end - next), text, strlen(text)) != NULL,
              "--help: the line after the game %s should say \"%s\": %.*s", game, text,
              (int)(end - next), next);
    run_free(&r);
}
