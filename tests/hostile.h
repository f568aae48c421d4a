/* hostile.h: running the tool under test (its path is in SG_TOOL) with
   any standard input, output and error, within RUN_SECONDS, and checking
   hostile invocations: the table of tests/test-tool-hostile.c, and the
   rows that each game's tool tests add for their own game. */
#ifndef SG_TESTS_HOSTILE_H
#define SG_TESTS_HOSTILE_H

#include <stdbool.h>
#include <stddef.h>
#include <sys/types.h>

#include "tool-run.h"

#define LEN(a) (sizeof(a) / sizeof((a)[0]))
/* How long any run of the tool may take before it is killed. */
#define RUN_SECONDS 10

/* The file descriptor to give the tool as 0, 1 or 2; FD_CLOSED closes it. */
#define FD_CLOSED (-1)

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

struct endless {
    const char *what;
    const char *args[4];
    const char *pattern;     /* repeated forever */
    size_t len;
    const char *err_has;
};

#define PAT(s) (s), sizeof(s) - 1

/* Forks and executes SG_TOOL with the arguments args (up to a NULL;
   argv[0] is added), with in, out and err as its standard input, output
   and error, and SIGPIPE ignored if ignore_sigpipe (its default action
   otherwise, whatever the test process does).  Returns its pid. */
pid_t spawn_tool(const char *const *args, int in, int out, int err, bool ignore_sigpipe);

/* Waits up to seconds for the child pid to exit, polling every 5 ms.
   If it exits in time, stores its status in *status, and, if io is not
   NULL, the text of its /proc/PID/io (read while it is a zombie; "" if
   that file cannot be read) in io[0..iosize-1]; then reaps it and
   returns true.  Otherwise kills it with SIGKILL, reaps it and returns
   false. */
bool wait_exit(pid_t pid, double seconds, int *status, char *io, size_t iosize);

/* The whole content of the file open as fd, NUL-terminated, its length
   in *len. */
char *read_all(int fd, size_t *len);

/* A new temporary file, open for reading and writing, already unlinked. */
int temp_fd(void);

/* Runs the tool as s says, stdout and stderr captured in temporary files
   (stdout left empty when it goes to out_path).  The tool must exit
   within RUN_SECONDS; what names the run in messages. */
void run_setup(struct run *r, const struct setup *s, const char *what);

/* The arguments args (up to a NULL) as one string, for messages. */
void describe(char *buf, size_t size, const char *const *args);

/* A failure of the tool, exit status 1: nothing on stdout, exactly one
   line on stderr that starts with "stonegame: ". */
void expect_failure(const struct run *r, const char *what);

/* Runs the hostile case c and checks what the tool did. */
void check_hostile(const struct hostile *c, size_t index);

/* Forks a process that writes pattern[0..len-1] to fd again and again
   until the write fails (SIGPIPE kills it when the reader has gone).
   close_fd is closed in it first (the pipe's read end). */
pid_t spawn_writer(int fd, int close_fd, const char *pattern, size_t len);

/* Runs the tool on the endless stream e, through a pipe; it must exit 2
   within RUN_SECONDS with one line that contains e->err_has. */
void expect_endless_refused(const struct endless *e);

/* Writes text[0..len-1] to a pipe and holds the pipe open without
   writing more: the tool must still refuse the input, exit status 2
   within RUN_SECONDS with one line on stderr that contains has. */
void expect_stalled_writer(const char *const *args, const char *text, size_t len,
                           const char *has);

/* GAME --json with count values "1" as arguments. */
void run_ones(struct run *r, const char *game, size_t count);

/* Writes a row of n values, one of -1000..1000, to a new temporary
   file and returns it, positioned at its start. */
int row_file(size_t n);

/* The number after "name:" in the text of /proc/PID/io, or -1. */
long io_field(const char *io, const char *name);

/* A limit on the size of files (ulimit -f 8: 8192 bytes) below the size
   of the output of GAME OPTION on a row of 200000 values: the tool must
   exit 1 with one line naming the error, its output cut off at the
   limit. */
void expect_file_size_limit(const char *game, const char *option);

/* The line after GAME's line in --help must contain the text that format
   and the arguments after it make (the game's limit). */
void expect_help_says(const char *game, const char *format, ...)
#if defined __GNUC__
    __attribute__((format(printf, 2, 3)))
#endif
    ;

/* Checks the n hostile cases, each by check_hostile. */
void check_hostile_table(const struct hostile *cases, size_t n);

#endif
