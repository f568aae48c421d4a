/* test-tool-hostile.c: the tool build/stonegame (its path is in the
   environment variable SG_TOOL) against hostile invocations: a table of
   bad arguments and bad bytes on standard input, each with the exit
   status it must give; endless streams and a writer that stalls, which
   must be refused without waiting for an end of file; read errors on
   standard input and write errors on standard output; a reader of
   --play that has gone; values beyond a game's count refused as soon as
   they are read; and the limits that --help lists.  Every run of the
   tool is given at most RUN_SECONDS to exit, and killed after that, so
   that a hang fails its test with a message instead of a timeout. */
#define _GNU_SOURCE

#include <criterion/criterion.h>

#include <errno.h>
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

#define LEN(a) (sizeof(a) / sizeof((a)[0]))
/* How long any run of the tool may take before it is killed. */
#define RUN_SECONDS 10

/* ---------------------------------------------------------------------
   Running the tool with any standard input, output and error. */

/* The file descriptor to give the tool as 0, 1 or 2; FD_CLOSED closes it. */
#define FD_CLOSED (-1)

/* Forks and executes SG_TOOL with the arguments args (up to a NULL;
   argv[0] is added), with in, out and err as its standard input, output
   and error, and SIGPIPE ignored if ignore_sigpipe (its default action
   otherwise, whatever the test process does).  Returns its pid. */
static pid_t spawn_tool(const char *const *args, int in, int out, int err,
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
static bool wait_exit(pid_t pid, double seconds, int *status, char *io, size_t iosize)
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
static char *read_all(int fd, size_t *len)
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
static int temp_fd(void)
{
    char name[] = "/tmp/sg-hostile-XXXXXX";
    int fd = mkstemp(name);

    cr_assert_geq(fd, 0, "mkstemp failed: %s", strerror(errno));
    unlink(name);
    return fd;
}

/* What the tool is given: its arguments, its standard input (the bytes
   in[0..inlen-1], or the file in_path, or closed) and its standard
   output (captured, or the file out_path). */
struct setup {
    const char *const *args;
    const char *in;
    size_t inlen;
    const char *in_path;
    bool in_closed;
    const char *out_path;
};

/* Runs the tool as s says, stdout and stderr captured in temporary files
   (stdout left empty when it goes to out_path).  The tool must exit
   within RUN_SECONDS; what names the run in messages. */
static void run_setup(struct run *r, const struct setup *s, const char *what)
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
static void describe(char *buf, size_t size, const char *const *args)
{
    size_t used = (size_t)snprintf(buf, size, "stonegame");
    for (; *args != NULL && used < size; args++)
        used += (size_t)snprintf(buf + used, size - used, " '%s'", *args);
}

/* A failure of the tool, exit status 1: nothing on stdout, exactly one
   line on stderr that starts with "stonegame: ". */
static void expect_failure(const struct run *r, const char *what)
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

/* ---------------------------------------------------------------------
   The table of hostile invocations. */

/* Input bytes given as a string literal, NULs included. */
#define IN(s) .in = (s), .inlen = sizeof(s) - 1
/* Sixteen zeros; the values of exactly 64 and of 65 characters. */
#define Z16 "0000000000000000"
#define V64 Z16 Z16 Z16 "0000000000000007"    /* 63 zeros and a 7 */
#define V65 "0" V64
#define N64 "-" Z16 Z16 Z16 "000000000000009"  /* a minus, 62 zeros, a 9 */
#define N65 "-0" Z16 Z16 Z16 "000000000000009"
#define X10 "xxxxxxxxxx"
#define X100 X10 X10 X10 X10 X10 X10 X10 X10 X10 X10
_Static_assert(sizeof V64 == 65 && sizeof N64 == 65, "V64 and N64 have 64 characters");
_Static_assert(sizeof V65 == 66 && sizeof N65 == 66, "V65 and N65 have 65 characters");

struct hostile {
    const char *args[8];     /* up to a NULL */
    const char *in;          /* standard input, inlen bytes (none if 0) */
    size_t inlen;
    const char *in_path;     /* or standard input from this file */
    bool in_closed;          /* or standard input closed */
    const char *out_path;    /* standard output to this file, not captured */
    int status;              /* the exit status the tool must give */
    const char *out_has;     /* stdout must contain this, if not NULL */
    const char *err_has;     /* stderr must contain this, if not NULL */
};

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
    /* The empty argument and lone signs as values. */
    { { "iii", "" }, .status = 2, .err_has = "not an integer" },
    { { "iii", "1", "", "2" }, .status = 2, .err_has = "value 2" },
    { { "ix", "--", "" }, .status = 2, .err_has = "not an integer" },
    { { "iii", "-" }, .status = 2, .err_has = "unknown option '-'" },
    { { "iii", "--", "-" }, .status = 2, .err_has = "not an integer" },
    { { "iii", "+" }, .status = 2, .err_has = "not an integer" },
    { { "viii", "+-3" }, .status = 2, .err_has = "not an integer" },
    { { "iii", "--5" }, .status = 2, .err_has = "unknown option '--5'" },
    { { "iii", "--", "--5" }, .status = 2, .err_has = "not an integer" },
    { { "cards", "1e3" }, .status = 2, .err_has = "not an integer" },
    { { "ii", "0x10" }, .status = 2, .err_has = "not an integer" },
    { { "vii", "1x" }, .status = 2, .err_has = "not an integer" },
    { { "iii", "1 2" }, .status = 2, .err_has = "not an integer" },
    { { "iii", " 1" }, .status = 2, .err_has = "not an integer" },
    { { "iii", "\xd9\xa3" }, .status = 2, .err_has = "not an integer" },
    { { "iii", "+5" }, .status = 0, .out_has = "Alice 5" },
    /* The range of int, and the games' own bounds. */
    { { "iii", "2147483648" }, .status = 2, .err_has = "outside the range of int" },
    { { "ix", "-2147483649" }, .status = 2, .err_has = "outside the range of int" },
    { { "cards", "99999999999999999999999" }, .status = 2, .err_has = "outside the range" },
    { { "iii", "--json", "2147483647", "-2147483648" }, .status = 0, .out_has = "\"n\":2" },
    { { "nim", "-1" }, .status = 2, .err_has = "cannot be negative" },
    { { "nim", "3", "--", "-4" }, .status = 2, .err_has = "cannot be negative" },
    { { "v", "1", "-1" }, .status = 2, .err_has = "cannot be negative" },
    { { "v", "-2147483648" }, .status = 2, .err_has = "cannot be negative" },
    { { "iv", "-1" }, .status = 2, .err_has = "cannot be negative" },
    { { "iv", "100000001" }, .status = 2, .err_has = "cannot be more than 100000000" },
    { { "iv", "2147483648" }, .status = 2, .err_has = "cannot be more than 100000000" },
    /* The count of values: iv takes one heap, vi pairs, viii any. */
    { { "iv", "1", "2" }, .status = 2, .err_has = "one too many" },
    { { "iv" }, .status = 2, .err_has = "exactly 1 heap" },
    { { "iv" }, IN("5 6\n"), .status = 2, .err_has = "one too many" },
    { { "iv", "--json", "0" }, .status = 0, .out_has = "\"n\":0" },
    { { "vi", "1", "2", "3" }, .status = 2, .err_has = "2 values for each" },
    { { "vi", "--json" }, IN("1 2 3\n"), .status = 2, .err_has = "2 values for each" },
    { { "viii", "--json" }, .status = 0, .out_has = "\"n\":0" },
    { { "viii", "--json", "5" }, .status = 0, .out_has = "\"n\":1" },
    { { "viii", "--play", "--", "-5" }, .status = 0, .out_has = "nobody moves" },
    /* 64 characters with leading zeros are a value, 65 are not: on the
       command line and on standard input. */
    { { "iii", "--json", V64 }, .status = 0, .out_has = "\"alice\":7" },
    { { "iii", "--json", N64 }, .status = 0, .out_has = "\"alice\":-9" },
    { { "iii", V65 }, .status = 2, .err_has = "too long" },
    { { "iii", N65 }, .status = 2, .err_has = "too long" },
    { { "iii", "--json" }, IN(V64 "\n"), .status = 0, .out_has = "\"alice\":7" },
    { { "iii", "--json" }, IN(N64), .status = 0, .out_has = "\"alice\":-9" },
    { { "iii" }, IN(V65 "\n"), .status = 2, .err_has = "too long" },
    { { "iii" }, IN("1 " N65), .status = 2, .err_has = "too long" },
    { { "nim" }, IN("-" Z16 Z16 Z16 Z16), .status = 2, .err_has = "too long" },
    /* Bad tokens on standard input, in every game. */
    { { "iii" }, IN("1 2 x 3"), .status = 2, .err_has = "value 3" },
    { { "ii" }, IN("0x10"), .status = 2, .err_has = "not an integer" },
    { { "cards" }, IN("-"), .status = 2, .err_has = "not an integer" },
    { { "cards" }, IN("1 +\n"), .status = 2, .err_has = "not an integer" },
    { { "ix" }, IN("1e3"), .status = 2, .err_has = "not an integer" },
    { { "v" }, IN("+-3"), .status = 2, .err_has = "not an integer" },
    { { "vii" }, IN("--5"), .status = 2, .err_has = "not an integer" },
    { { "viii" }, IN("2147483648"), .status = 2, .err_has = "outside the range of int" },
    { { "vi" }, IN("1 2\n-2147483649 4"), .status = 2, .err_has = "line 2" },
    { { "nim" }, IN("99999999999999"), .status = 2, .err_has = "outside the range of int" },
    { { "nim" }, IN("1 -1"), .status = 2, .err_has = "cannot be negative" },
    { { "v" }, IN("4 -0000000001"), .status = 2, .err_has = "cannot be negative" },
    { { "iv" }, IN("100000001"), .status = 2, .err_has = "cannot be more than" },
    { { "iii" }, IN("1\n2\n\n\n3 x"), .status = 2, .err_has = "line 5" },
    /* NUL bytes and bytes that are not UTF-8. */
    { { "vii" }, IN("1\0 2"), .status = 2, .err_has = "\\x00" },
    { { "vii" }, IN("\0"), .status = 2, .err_has = "not an integer" },
    { { "ii" }, IN("1 2\0"), .status = 2, .err_has = "value 2" },
    { { "iii" }, IN("1 \0 3"), .status = 2, .err_has = "value 2" },
    /* quoted up to the bad byte (and the digits after it, none here) */
    { { "cards" }, IN("\xff\xfe"), .status = 2, .err_has = "'\\xff'" },
    { { "cards" }, IN("1 \xc3\xa9"), .status = 2, .err_has = "not an integer" },
    { { "iii" }, IN("\xc2\xa0" "1"), .status = 2, .err_has = "not an integer" },
    { { "ix" }, IN("3\x80"), .status = 2, .err_has = "not an integer" },
    /* Every white-space byte separates; many spaces before a value. */
    { { "ix", "--json" }, IN("1\r\n2\r\n3\r\n"), .status = 0, .out_has = "\"n\":3" },
    { { "ix", "--json" }, IN("1\t2\v3\f4\r5\n6 7"), .status = 0, .out_has = "\"n\":7" },
    { { "iii", "--json" }, IN("\r\r\r\v\v\f\f\t\t\n\n"), .status = 0, .out_has = "\"n\":0" },
    { { "iii", "--json" },
      IN("                                                                "
         "                                                                "
         "                                                              7"),
      .status = 0, .out_has = "\"alice\":7" },
    /* Messages stay on one line and short, whatever the token holds. */
    { { "a\nb", "1" }, .status = 2, .err_has = "unknown game 'a\\x0ab'" },
    { { "iii", "1\n2" }, .status = 2, .err_has = "'1\\x0a2'" },
    { { "iii", "--a\nb" }, .status = 2, .err_has = "unknown option '--a\\x0ab'" },
    { { "iii", "-1x" }, .status = 2, .err_has = "not an integer" },
    { { "iii", X100 }, .status = 2, .err_has = "..." },
    { { X100 }, .status = 2, .err_has = "unknown game" },
    { { "iii" }, IN("1 " X100 "\n"), .status = 2, .err_has = "'x': not an integer" },
    /* Options before and after values, and -- everywhere. */
    { { "iii", "--bogus", "1" }, .status = 2, .err_has = "unknown option '--bogus'" },
    { { "iii", "1", "2", "--bogus" }, .status = 2, .err_has = "unknown option '--bogus'" },
    { { "iii", "1", "-x" }, .status = 2, .err_has = "unknown option '-x'" },
    { { "--bogus", "iii", "1" }, .status = 2, .err_has = "unknown option" },
    { { "iii", "--jsonx" }, IN("1"), .status = 2, .err_has = "unknown option" },
    { { "iii", "--", "1", "--", "2" }, .status = 2, .err_has = "'--': not an integer" },
    { { "iii", "--", "--json" }, .status = 2, .err_has = "not an integer" },
    { { "iii", "--json", "1", "--", "-2" }, .status = 0, .out_has = "\"bob\":-2" },
    { { "iii", "1", "--json", "--", "-2" }, .status = 0, .out_has = "\"bob\":-2" },
    { { "--", "iii", "--json", "1" }, .status = 2, .err_has = "not an integer" },
    { { "--json", "iii", "--", "1" }, .status = 0, .out_has = "\"n\":1" },
    { { "iii", "--json", "--" }, IN("4 5"), .status = 0, .out_has = "\"n\":2" },
    { { "iii", "1", "--json" }, .status = 0, .out_has = "{\"game\":\"iii\"" },
    { { "nim", "1", "--play", "2" }, .status = 0, .out_has = "Alice moves first" },
    /* Help and version anywhere before --; --json with --play. */
    { { "iii", "1", "--help" }, .status = 0, .out_has = "Usage: stonegame" },
    { { "iii", "1", "-h" }, .status = 0, .out_has = "Usage: stonegame" },
    { { "bogus", "--help" }, .status = 0, .out_has = "Usage: stonegame" },
    { { "iii", "--", "--help" }, .status = 2, .err_has = "not an integer" },
    { { "iii", "1", "--version" }, .status = 0, .out_has = "stonegame " SG_VERSION "\n" },
    { { "iii", "--json", "--play", "1" }, .status = 2, .err_has = "--json and --play" },
    { { "iii", "--play", "--json", "1" }, .status = 2, .err_has = "--json and --play" },
    { { "iii", "1", "--play", "2", "--json" }, .status = 2, .err_has = "--json and --play" },
    { { "iii", "--json", "--play" }, IN("1"), .status = 2, .err_has = "--json and --play" },
    /* Standard input that is not a file of bytes, and a closed one. */
    { { "iii" }, .in_path = "/dev/zero", .status = 2, .err_has = "\\x00" },
    { { "viii", "--json" }, .in_path = "/dev/null", .status = 0, .out_has = "\"n\":0" },
    { { "iii" }, .in_path = "/", .status = 1, .err_has = "error reading standard input" },
    { { "iii" }, .in_closed = true, .status = 1, .err_has = "error reading standard input" },
    { { "iii", "5" }, .in_closed = true, .status = 0, .out_has = "Alice wins" },
    /* Standard output that is full. */
    { { "--help" }, .out_path = "/dev/full", .status = 1,
      .err_has = "error writing standard output: No space left on device" },
    { { "--version" }, .out_path = "/dev/full", .status = 1,
      .err_has = "error writing standard output: No space left on device" },
    { { "iii", "1", "2", "3" }, .out_path = "/dev/full", .status = 1,
      .err_has = "error writing standard output: No space left on device" },
    { { "iii", "--json", "1", "2", "3" }, .out_path = "/dev/full", .status = 1,
      .err_has = "error writing standard output: No space left on device" },
    { { "nim", "--play", "3", "4", "5" }, .out_path = "/dev/full", .status = 1,
      .err_has = "error writing standard output: No space left on device" },
};

/* Runs the hostile case c and checks what the tool did. */
static void check_case(const struct hostile *c, size_t index)
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

Test(hostile, table_of_invocations, .timeout = 300)
{
    size_t i, by_status[3] = { 0, 0, 0 };

    cr_assert_geq(LEN(cases), 60, "the table should have at least 60 cases, has %zu", LEN(cases));
    for (i = 0; i < LEN(cases); i++) {
        cr_assert(cases[i].status >= 0 && cases[i].status <= 2, "case %zu: bad status", i);
        by_status[cases[i].status]++;
        check_case(&cases[i], i);
    }
    cr_assert(by_status[0] > 0 && by_status[1] > 0 && by_status[2] > by_status[0] + by_status[1],
              "the table should be mostly refusals (status 2) with some 0 and 1: %zu, %zu, %zu",
              by_status[0], by_status[1], by_status[2]);
}

Test(hostile, read_error_names_the_reason, .timeout = 60)
{
    static const char *const args[] = { "iii", "--json", NULL };
    char want[200];
    struct setup s = { args, NULL, 0, "/", false, NULL };
    struct run r;

    snprintf(want, sizeof want, "stonegame: error reading standard input: %s\n",
             strerror(EISDIR));
    run_setup(&r, &s, "stonegame iii --json < /");
    expect_failure(&r, "stonegame iii --json < /");
    cr_assert_str_eq(r.err, want, "stonegame iii --json < / said: %s", r.err);
    run_free(&r);

    s.in_path = NULL;
    s.in_closed = true;
    snprintf(want, sizeof want, "stonegame: error reading standard input: %s\n",
             strerror(EBADF));
    run_setup(&r, &s, "stonegame iii --json <&-");
    expect_failure(&r, "stonegame iii --json <&-");
    cr_assert_str_eq(r.err, want, "stonegame iii --json <&- said: %s", r.err);
    run_free(&r);
}

/* ---------------------------------------------------------------------
   Input across the reader's blocks: a value after more white space than
   a block, and tokens that straddle the end of a block. */

static void expect_padded(size_t spaces, const char *token, int status, const char *has)
{
    static const char *const args[] = { "iii", "--json", NULL };
    size_t tlen = strlen(token);
    char *text = malloc(spaces + tlen + 1), what[160];
    struct setup s = { args, text, spaces + tlen, NULL, false, NULL };
    struct run r;

    cr_assert_not_null(text, "malloc failed");
    for (size_t i = 0; i < spaces; i++)
        text[i] = " \n\t\r\v\f"[i % 6];
    memcpy(text + spaces, token, tlen);
    snprintf(what, sizeof what, "iii --json on %zu white-space bytes and a token of %zu",
             spaces, tlen);
    run_setup(&r, &s, what);
    if (status == 0)
        expect_success(&r, what);
    else
        expect_usage_error(&r, what);
    cr_assert_not_null(strstr(status == 0 ? r.out : r.err, has), "%s: expected \"%s\", got: %s%s",
                       what, has, r.out, r.err);
    run_free(&r);
    free(text);
}

Test(hostile, tokens_across_blocks, .timeout = 120)
{
    static const size_t spaces[] = { 65536 - 1, 65536 - 10, 65536 - 40, 65536 - 64, 65536,
                                     3 * 65536 + 7, 1000000 };

    for (size_t k = 0; k < LEN(spaces); k++) {
        expect_padded(spaces[k], V64, 0, "\"alice\":7");
        expect_padded(spaces[k], N64, 0, "\"alice\":-9");
        expect_padded(spaces[k], V65, 2, "too long");
        expect_padded(spaces[k], "12345678901", 2, "outside the range of int");
        expect_padded(spaces[k], "1234x", 2, "not an integer");
    }
}

/* ---------------------------------------------------------------------
   Endless input and a writer that stalls: the tool must refuse at the
   first bad byte without waiting for an end of file. */

/* Forks a process that writes pattern[0..len-1] to fd again and again
   until the write fails (SIGPIPE kills it when the reader has gone).
   close_fd is closed in it first (the pipe's read end). */
static pid_t spawn_writer(int fd, int close_fd, const char *pattern, size_t len)
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

struct endless {
    const char *what;
    const char *args[4];
    const char *pattern;     /* repeated forever */
    size_t len;
    const char *err_has;
};

#define PAT(s) (s), sizeof(s) - 1

/* Runs the tool on the endless stream e, through a pipe; it must exit 2
   within RUN_SECONDS with one line that contains e->err_has. */
static void expect_endless_refused(const struct endless *e)
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

Test(hostile, endless_streams_refused_at_once, .timeout = 120)
{
    static const struct endless streams[] = {
        { "iii on endless 'x'", { "iii", NULL }, PAT("x"), "not an integer" },
        { "iii on endless NUL bytes", { "iii", NULL }, "\0", 1, "\\x00" },
        { "iii --json on endless '0'", { "iii", "--json", NULL }, PAT("0"), "too long" },
        { "nim on endless '-0'", { "nim", NULL }, PAT("-0"), "not an integer" },
        { "cards on endless '-'", { "cards", NULL }, PAT("-"), "not an integer" },
        { "ix on endless '9'", { "ix", NULL }, PAT("9"), "outside the range of int" },
        { "iv on endless '1'", { "iv", NULL }, PAT("1"), "cannot be more than 100000000" },
        { "viii on endless '1 2 x'", { "viii", NULL }, PAT("1 2 x"), "value 3" },
    };

    for (size_t k = 0; k < LEN(streams); k++)
        expect_endless_refused(&streams[k]);
}

Test(hostile, dev_zero_refused_at_once, .timeout = 60)
{
    static const char *const games[] = { "iii", "ii", "cards", "ix", "iv", "v", "vi", "vii",
                                         "viii", "nim" };

    for (size_t g = 0; g < LEN(games); g++) {
        const char *args[] = { games[g], NULL };
        struct setup s = { args, NULL, 0, "/dev/zero", false, NULL };
        struct run r;
        char what[80];
        snprintf(what, sizeof what, "stonegame %s < /dev/zero", games[g]);
        run_setup(&r, &s, what);
        expect_usage_error(&r, what);
        cr_assert_not_null(strstr(r.err, "value 1 on standard input"),
                           "%s: the first value should be refused, got: %s", what, r.err);
        run_free(&r);
    }
}

/* Writes text[0..len-1] to a pipe and holds the pipe open without
   writing more: the tool must still refuse the input, exit status 2
   within RUN_SECONDS with one line on stderr that contains has. */
static void expect_stalled_writer(const char *const *args, const char *text, size_t len,
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

Test(hostile, stalled_writer_refused_without_eof, .timeout = 120)
{
    static const char *const iii[] = { "iii", NULL };
    static const char *const json[] = { "iii", "--json", NULL };
    static const char *const iv[] = { "iv", NULL };
    static const char *const nim[] = { "nim", NULL };
    static const char *const cards[] = { "cards", NULL };

    expect_stalled_writer(iii, PAT("1 2 x"), "value 3");
    expect_stalled_writer(json, PAT("1 2 x"), "'x'");
    expect_stalled_writer(iii, PAT("1 2 3 +-"), "value 4");
    expect_stalled_writer(iii, PAT("1 \0"), "value 2");
    expect_stalled_writer(iii, PAT("1\0"), "value 1");
    expect_stalled_writer(iii, PAT("7 2147483648"), "outside the range of int");
    expect_stalled_writer(iii, PAT("7 " V65), "too long");
    expect_stalled_writer(nim, PAT("5 -1"), "cannot be negative");
    expect_stalled_writer(iv, PAT("100000001"), "cannot be more than");
    expect_stalled_writer(iv, PAT("5 6 "), "one too many");
    expect_stalled_writer(iv, PAT("5 6"), "one too many");   /* at its first byte */
    expect_stalled_writer(cards, PAT("1 0x"), "not an integer");
}

/* The control of the test above: while a writer stalls on input that is
   still good, the tool must wait for more; the same input then closed
   succeeds. */
Test(hostile, stalled_writer_of_good_input_is_waited_for, .timeout = 60)
{
    static const char *const args[] = { "iii", "--json", NULL };
    static const char *const prefixes[] = { "1 2 3", "1 2 3 ", "1 2 -", "1 2 +", "1 2 " V64 };

    for (size_t k = 0; k < LEN(prefixes); k++) {
        int p[2], out = temp_fd(), err = temp_fd(), status;
        const char *text = prefixes[k];
        size_t len = strlen(text);
        char *got, *errs;
        size_t outlen, errlen;
        pid_t tool;

        cr_assert_eq(pipe2(p, O_CLOEXEC), 0, "pipe2 failed: %s", strerror(errno));
        tool = spawn_tool(args, p[0], out, err, false);
        close(p[0]);
        cr_assert_eq(write(p[1], text, len), (ssize_t)len, "write failed");
        bool exited = wait_exit(tool, 0.5, &status, NULL, 0);
        cr_assert_not(exited, "iii --json on \"%s\" and no end of file: the tool exited "
                      "(status %#x) before its input ended", text, status);
        close(p[1]);
        close(out);
        close(err);

        /* The same bytes and then the end of file: now the tool decides. */
        out = temp_fd();
        err = temp_fd();
        cr_assert_eq(pipe2(p, O_CLOEXEC), 0, "pipe2 failed: %s", strerror(errno));
        tool = spawn_tool(args, p[0], out, err, false);
        close(p[0]);
        cr_assert_eq(write(p[1], text, len), (ssize_t)len, "write failed");
        close(p[1]);
        cr_assert(wait_exit(tool, RUN_SECONDS, &status, NULL, 0),
                  "iii --json on \"%s\" then an end of file: still running after %d s", text,
                  RUN_SECONDS);
        got = read_all(out, &outlen);
        errs = read_all(err, &errlen);
        bool lone_sign = text[len - 1] == '-' || text[len - 1] == '+';
        cr_assert(WIFEXITED(status) && WEXITSTATUS(status) == (lone_sign ? 2 : 0),
                  "iii --json on \"%s\" then an end of file: status %#x, expected exit %d "
                  "(stderr: %s)", text, status, lone_sign ? 2 : 0, errs);
        cr_assert_eq(lone_sign ? errlen > 0 : outlen > 0, true,
                     "iii --json on \"%s\" then an end of file: stdout %s, stderr %s", text,
                     got, errs);
        free(got);
        free(errs);
        close(out);
        close(err);
    }
}

/* ---------------------------------------------------------------------
   Count limits: a value beyond a game's limit is refused as it is read. */

/* GAME --json with count values "1" as arguments. */
static void run_ones(struct run *r, const char *game, size_t count)
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

Test(hostile, cards_limit_on_the_command_line, .timeout = 120)
{
    struct run r;
    char want[64], limit[32];

    snprintf(want, sizeof want, "\"n\":%zu,", SG_CARDS_LINE_MAX);
    snprintf(limit, sizeof limit, "%zu", SG_CARDS_LINE_MAX);
    run_ones(&r, "cards", SG_CARDS_LINE_MAX);
    expect_success(&r, "cards --json with 32768 cards as arguments");
    cr_assert_not_null(strstr(r.out, want), "cards --json with 32768 cards printed: %.200s",
                       r.out);
    run_free(&r);
    run_ones(&r, "cards", SG_CARDS_LINE_MAX + 1);
    expect_usage_error(&r, "cards --json with 32769 cards as arguments");
    cr_assert(strstr(r.err, "one too many") && strstr(r.err, limit)
              && strstr(r.err, "value 32769"),
              "cards with 32769 cards: the message should name value 32769, say one too many "
              "and give %s: %s", limit, r.err);
    run_free(&r);
}

Test(hostile, endless_values_refused_at_the_limit, .timeout = 120)
{
    static const struct endless streams[] = {
        { "cards on endless '1 '", { "cards", NULL }, PAT("1 "), "value 32769" },
        { "cards --json on endless '-7\\n'", { "cards", "--json", NULL }, PAT("-7\n"),
          "one too many" },
        { "vii on endless '1 '", { "vii", NULL }, PAT("1 "), "value 32769" },
        { "ii on endless '1 '", { "ii", NULL }, PAT("1 "), "value 50001" },
        { "v --play on endless '3\\t'", { "v", "--play", NULL }, PAT("3\t"), "value 16384" },
        { "iv on endless '1 '", { "iv", NULL }, PAT("1 "), "value 2" },
    };

    for (size_t k = 0; k < LEN(streams); k++)
        expect_endless_refused(&streams[k]);
}

/* ---------------------------------------------------------------------
   --play to a reader that has gone. */

/* Writes a row of n values, one of -1000..1000, to a new temporary
   file and returns it, positioned at its start. */
static int row_file(size_t n)
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
static long io_field(const char *io, const char *name)
{
    const char *p = strstr(io, name);
    return p ? strtol(p + strlen(name), NULL, 10) : -1;
}

static void expect_stops_when_reader_gone(const char *option)
{
    static const size_t n = 1000000;
    const char *args[] = { "iii", option, NULL };
    int in = row_file(n), full = temp_fd(), err = temp_fd(), p[2], status;
    char io[1024], head[64], *errs;
    size_t fulllen, errlen, got = 0;
    pid_t tool;
    bool have_io = access("/proc/self/io", R_OK) == 0;

    /* The whole output, to a file first: its size. */
    tool = spawn_tool(args, in, full, err, false);
    cr_assert(wait_exit(tool, 60, &status, NULL, 0), "iii %s on %zu values: still running "
              "after 60 s", option, n);
    cr_assert(WIFEXITED(status) && WEXITSTATUS(status) == 0,
              "iii %s on %zu values to a file: status %#x", option, n, status);
    fulllen = (size_t)lseek(full, 0, SEEK_END);
    cr_assert_gt(fulllen, 1000000, "iii %s on %zu values printed only %zu bytes", option, n,
                 fulllen);
    close(full);
    close(err);

    /* Then to a pipe whose reader reads the first bytes and goes. */
    err = temp_fd();
    cr_assert_eq(lseek(in, 0, SEEK_SET), 0, "lseek failed");
    cr_assert_eq(pipe2(p, O_CLOEXEC), 0, "pipe2 failed: %s", strerror(errno));
    tool = spawn_tool(args, in, p[1], err, false);   /* SIGPIPE at its default */
    close(p[1]);
    while (got < sizeof head - 1) {
        ssize_t k = read(p[0], head + got, sizeof head - 1 - got);
        if (k <= 0)
            break;
        got += (size_t)k;
    }
    head[got] = '\0';
    close(p[0]);
    cr_assert(wait_exit(tool, 5, &status, have_io ? io : NULL, sizeof io),
              "iii %s on %zu values, reader gone: still running after 5 s (killed)", option, n);
    errs = read_all(err, &errlen);
    cr_assert(WIFEXITED(status) && WEXITSTATUS(status) == 1,
              "iii %s on %zu values, reader gone: status %#x, expected exit 1, not a "
              "death by SIGPIPE (stderr: %s)", option, n, status, errs);
    const char *start = strcmp(option, "--play") == 0 ? "Stone Game III with 1000000 stones"
                                                      : "{\"game\":\"iii\",\"n\":1000000,";
    cr_assert_eq(strncmp(head, start, strlen(start)), 0,
                 "iii %s: the reader should have read \"%s\" first, read: %s", option, start,
                 head);
    char want[128];
    snprintf(want, sizeof want, "stonegame: error writing standard output: %s\n",
             strerror(EPIPE));
    cr_assert_str_eq(errs, want, "iii %s, reader gone: stderr should name the broken pipe: %s",
                     option, errs);
    if (have_io) {
        /* Writes the tool tried, failed ones included: a tool that kept
           going would try one per buffer of the whole output. */
        long syscw = io_field(io, "syscw:"), wchar = io_field(io, "wchar:");
        cr_assert(syscw >= 0 && wchar >= 0, "cannot read the tool's /proc/PID/io: %s", io);
        cr_assert_lt((size_t)wchar, fulllen / 4, "iii %s, reader gone: wrote %ld of the %zu "
                     "bytes of the output", option, wchar, fulllen);
        cr_assert_lt(syscw, 64, "iii %s, reader gone: %ld calls of write (the whole output is "
                     "%zu bytes): it did not stop writing", option, syscw, fulllen);
    }
    free(errs);
    close(in);
    close(err);
}

Test(hostile, play_stops_when_the_reader_has_gone, .timeout = 180)
{
    expect_stops_when_reader_gone("--play");
}

Test(hostile, json_stops_when_the_reader_has_gone, .timeout = 180)
{
    expect_stops_when_reader_gone("--json");
}

/* A limit on the size of files (ulimit -f 8: 8192 bytes) below the size
   of the output: the write fails, which by default raises SIGXFSZ; the
   tool must exit 1 with one line naming the error, its output cut off
   at the limit. */
static void expect_file_size_limit(const char *game, const char *option)
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

Test(hostile, a_file_size_limit_is_a_write_error, .timeout = 120)
{
    expect_file_size_limit("iii", "--json");
    expect_file_size_limit("iii", "--play");
    expect_file_size_limit("ix", "--json");
    expect_file_size_limit("vi", "--json");
}

/* ---------------------------------------------------------------------
   --help lists each game with its limit. */

Test(hostile, help_lists_the_limits, .timeout = 30)
{
    struct limit {
        const char *game;
        char text[64];
    } limits[10] = {
        { "nim", "at most 10000000 piles" },
        { "iv", "one heap of at most 100000000" },
        { "iii", "at most 100000000 stones" },
        { "viii", "at most 100000000 stones" },
        { "cards", "" },
        { "vii", "" },
        { "ii", "" },
        { "v", "" },
        { "vi", "at most 50000000 stones" },
        { "ix", "at most 100000000 stones" },
    };
    struct run r;

    snprintf(limits[4].text, sizeof limits[4].text, "at most %zu cards", SG_CARDS_LINE_MAX);
    snprintf(limits[5].text, sizeof limits[5].text, "at most %zu stones", SG_STONE7_LINE_MAX);
    snprintf(limits[6].text, sizeof limits[6].text, "at most %zu piles", SG_STONE2_MAX);
    snprintf(limits[7].text, sizeof limits[7].text, "at most %zu stones", SG_STONE5_MAX);
    run_tool(&r, NULL, "--help", (char *)NULL);
    expect_success(&r, "stonegame --help");
    cr_assert_not_null(strstr(r.out, "at most 32768 cards"), "--help: no \"at most 32768 "
                       "cards\": %s", r.out);
    cr_assert_not_null(strstr(r.out, "at most 100000000 stones"), "--help: no \"at most "
                       "100000000 stones\": %s", r.out);
    for (size_t g = 0; g < LEN(limits); g++) {
        char head[32];
        const char *line, *next, *end;
        snprintf(head, sizeof head, "\n  %-7s ", limits[g].game);
        line = strstr(r.out, head);
        cr_assert_not_null(line, "--help does not list the game %s: %s", limits[g].game, r.out);
        next = strchr(line + 1, '\n');
        cr_assert_not_null(next, "--help ends after the game %s", limits[g].game);
        end = strchr(next + 1, '\n');
        cr_assert_not_null(end, "--help ends after the game %s", limits[g].game);
        cr_assert(memmem(next, (size_t)(end - next), limits[g].text, strlen(limits[g].text))
                  != NULL, "--help: the line after the game %s should say \"%s\": %.*s",
                  limits[g].game, limits[g].text, (int)(end - next), next);
    }
    run_free(&r);
}
