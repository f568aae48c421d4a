/* pty.h: driving the tool (SG_TOOL) through a pseudo-terminal, as a
   person at a terminal would: `stonegame play GAME ...' reads the
   person's lines from its terminal and writes to it.

   The terminal is in canonical mode (lines, ^D ends the input) and does
   not echo, so the output holds only what the tool wrote, its standard
   output and error together, with "\r\n" read back as "\n".

   A test, in short (tests/test-play-terminal.c has many):

       struct pty t;
       pty_start(&t, false, "play", "iii", "1", "2", "3", "7", NULL);
       pty_expect(&t, "[1/2] ");
       pty_send(&t, "1");
       pty_expect(&t, "Your move");
       pty_send(&t, "3");
       pty_expect(&t, "wins by 1: Alice 6, Bob 7.");
       cr_assert_eq(pty_finish(&t), 0);
       pty_free(&t);
*/
#ifndef SG_TESTS_PTY_H
#define SG_TESTS_PTY_H

#include <stdbool.h>
#include <stddef.h>
#include <sys/types.h>

struct pty {
    pid_t pid;          /* the tool */
    int fd;             /* the terminal's master side; -1 once closed */
    char *out;          /* all the tool wrote so far, NUL-terminated */
    size_t n, cap;
    size_t seen;        /* pty_expect looks after this offset */
    bool ended;         /* the tool closed the terminal (it exited) */
};

/* Starts SG_TOOL with the arguments (a NULL-terminated list, at most
   30) on a new terminal of 80 columns.  colour: NO_COLOR is removed
   from the tool's environment; else it is set to 1. */
void pty_start(struct pty *t, bool colour, ...);
void pty_startv(struct pty *t, bool colour, const char *const *args,
                size_t nargs);
/* Waits (up to 20 s) until text appears in the output after the part
   that earlier calls consumed, consumes the output up to its end and
   returns where it starts in t->out.  Fails the test if it never
   appears, showing the output. */
const char *pty_expect(struct pty *t, const char *text);
/* As pty_expect, but returns NULL instead of failing. */
const char *pty_wait_for(struct pty *t, const char *text, int timeout_ms);
/* Types line and Enter. */
void pty_send(struct pty *t, const char *line);
/* Types ^D at the start of a line: the end of input. */
void pty_eof(struct pty *t);
/* Reads the rest of the output and waits for the tool: its exit status,
   or -1 if a signal ended it (then the test should fail). */
int pty_finish(struct pty *t);
void pty_free(struct pty *t);

#endif
