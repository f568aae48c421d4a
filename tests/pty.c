/* pty.c: the helpers declared in pty.h. */
#define _GNU_SOURCE

#include <criterion/criterion.h>

#include <errno.h>
#include <poll.h>
#include <sys/ioctl.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>

#include "pty.h"
#include "tool-run.h"

#define MAX_ARGS 32

/* From the system's <pty.h> (-lutil), which this file cannot include by
   name: -Itests finds tests/pty.h first. */
int forkpty(int *amaster, char *name, const struct termios *termp,
            const struct winsize *winp);

/* A terminal as a person's: lines, ^D for the end, no echo. */
static void person_terminal(struct termios *tio)
{
    memset(tio, 0, sizeof *tio);
    tio->c_iflag = ICRNL;
    tio->c_oflag = OPOST | ONLCR;
    tio->c_cflag = CS8 | CREAD;
    tio->c_lflag = ICANON | ISIG;
    tio->c_cc[VEOF] = 4;
    tio->c_cc[VINTR] = 3;
    tio->c_cc[VERASE] = 0x7f;
    tio->c_cc[VMIN] = 1;
    cfsetispeed(tio, B38400);
    cfsetospeed(tio, B38400);
}

void pty_startv(struct pty *t, bool colour, const char *const *args,
                size_t nargs)
{
    const char *tool = SG_TOOL;
    char *argv[MAX_ARGS + 2];
    struct termios tio;
    struct winsize ws = {.ws_row = 24, .ws_col = 80};

    cr_assert(nargs <= MAX_ARGS, "pty_start: too many arguments");
    argv[0] = (char *)tool;
    for (size_t i = 0; i < nargs; i++)
        argv[i + 1] = (char *)args[i];
    argv[nargs + 1] = NULL;
    *t = (struct pty){.fd = -1};
    t->cap = 4096;
    t->out = calloc(t->cap, 1);
    cr_assert(t->out != NULL, "pty_start: out of memory");
    person_terminal(&tio);
    fflush(NULL);
    t->pid = forkpty(&t->fd, NULL, &tio, &ws);
    cr_assert(t->pid >= 0, "forkpty failed: %s", strerror(errno));
    if (t->pid == 0) {
        if (colour)
            unsetenv("NO_COLOR");
        else
            setenv("NO_COLOR", "1", 1);
        execv(tool, argv);
        _exit(127);
    }
}

void pty_start(struct pty *t, bool colour, ...)
{
    const char *args[MAX_ARGS + 1];
    size_t n = 0;
    va_list ap;
    va_start(ap, colour);
    for (const char *a; (a = va_arg(ap, const char *)) != NULL;) {
        cr_assert(n < MAX_ARGS, "pty_start: too many arguments");
        args[n++] = a;
    }
    va_end(ap);
    pty_startv(t, colour, args, n);
}

/* Appends what arrives within timeout_ms (at most one read); false at
   the end of the output or when nothing came. */
static bool read_some(struct pty *t, int timeout_ms)
{
    char buf[4096];
    struct pollfd pfd = {.fd = t->fd, .events = POLLIN};
    if (t->ended || poll(&pfd, 1, timeout_ms) <= 0)
        return false;
    ssize_t got = read(t->fd, buf, sizeof buf);
    if (got <= 0) {             /* EIO: the tool has closed its side */
        t->ended = true;
        return false;
    }
    for (ssize_t i = 0; i < got; i++) {
        if (buf[i] == '\r')
            continue;
        if (t->n + 2 > t->cap) {
            t->cap *= 2;
            t->out = realloc(t->out, t->cap);
            cr_assert(t->out != NULL, "pty: out of memory");
        }
        t->out[t->n++] = buf[i];
    }
    t->out[t->n] = '\0';
    return true;
}

static long now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1000L + ts.tv_nsec / 1000000L;
}

const char *pty_wait_for(struct pty *t, const char *text, int timeout_ms)
{
    long end = now_ms() + timeout_ms;
    for (;;) {
        char *at = strstr(t->out + t->seen, text);
        if (at != NULL) {
            t->seen = (size_t)(at - t->out) + strlen(text);
            return at;
        }
        long left = end - now_ms();
        if (left <= 0 || t->ended)
            return NULL;
        read_some(t, (int)left);
    }
}

const char *pty_expect(struct pty *t, const char *text)
{
    const char *at = pty_wait_for(t, text, 20000);
    cr_assert(at != NULL, "the tool did not write \"%s\"; after what was "
              "expected before, it wrote:\n%s", text, t->out + t->seen);
    return at;
}

static void type(struct pty *t, const char *s, size_t len)
{
    while (len > 0) {
        ssize_t put = write(t->fd, s, len);
        if (put < 0 && errno == EINTR)
            continue;
        cr_assert(put > 0, "pty: cannot type to the tool: %s",
                  strerror(errno));
        s += put;
        len -= (size_t)put;
    }
}

void pty_send(struct pty *t, const char *line)
{
    type(t, line, strlen(line));
    type(t, "\n", 1);
}

void pty_eof(struct pty *t)
{
    type(t, "\004", 1);
}

int pty_finish(struct pty *t)
{
    long end = now_ms() + 20000;
    int status;
    while (!t->ended && now_ms() < end)
        read_some(t, 200);
    if (!t->ended)
        kill(t->pid, SIGKILL);
    cr_assert(waitpid(t->pid, &status, 0) == t->pid, "pty: waitpid failed");
    if (t->fd >= 0)
        close(t->fd);
    t->fd = -1;
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

void pty_free(struct pty *t)
{
    if (t->fd >= 0) {
        kill(t->pid, SIGKILL);
        waitpid(t->pid, NULL, 0);
        close(t->fd);
    }
    free(t->out);
    *t = (struct pty){.fd = -1};
}
