/* fuzz-tool.c: fuzzes the tool's reading of its command line and of
   standard input.  The tool's program is linked without its main and
   called as stonegame_main; the first byte of the input chooses the game
   of the tool's table (modulo the number of games) and the options (the
   quotient), and the rest is standard input or, if the byte says so, the
   arguments (split at white space and zero bytes).  A game of one value,
   a heap, is skipped on heaps above 999999 (see has_a_large_number).  The
   tool must return 0, 1 or 2, and nothing may crash, leak or overflow. */
#define _POSIX_C_SOURCE 200809L
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "sg-tool.h"

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc, (void)argv;
    /* The tool's answers go to /dev/null; its complaints on stderr are
       silenced by running with -close_fd_mask=2, which keeps libFuzzer's
       own reports. */
    return freopen("/dev/null", "w", stdout) ? 0 : 1;
}

/* Whether the bytes hold a number of more than six significant digits.
   A game of one heap (Stone Game IV: the tool accepts up to 10^8) may sieve
   for seconds under the sanitizers and the fuzzer's instrumentation,
   past the fuzzer's timeout; the tool tests run those heaps at full
   speed, so the fuzzer skips them. */
static int has_a_large_number(const char *s, size_t len)
{
    size_t digits = 0;
    for (size_t i = 0; i < len; i++) {
        if (s[i] >= '0' && s[i] <= '9')
            digits += digits > 0 || s[i] != '0';
        else
            digits = 0;
        if (digits > 6)
            return 1;
    }
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static char text[4096];
    char *argv[600];
    int argc = 0;
    if (size == 0 || size > sizeof text)
        return 0;
    argv[argc++] = (char *)"stonegame";
    const struct game *game = &tool_games[data[0] % tool_game_count];
    unsigned flags = data[0] / tool_game_count;   /* what the game leaves */
    argv[argc++] = (char *)game->name;
    if (flags & 1)
        argv[argc++] = (char *)"--json";
    if (flags & 2)
        argv[argc++] = (char *)"--play";
    memcpy(text, data + 1, size - 1);
    text[size - 1] = '\0';
    if (game->max_n == 1 && has_a_large_number(text, size - 1))
        return 0;
    FILE *in = NULL;
    if (flags & 4) {                       /* the rest as arguments */
        for (char *p = text; *p != '\0' && argc < 599; ) {
            argv[argc++] = p;
            while (*p != '\0' && *p != ' ')
                p++;
            if (*p != '\0')
                *p++ = '\0';
        }
        in = fopen("/dev/null", "r");
    } else
        in = fmemopen((void *)(data + 1), size > 1 ? size - 1 : 1, "r");
    if (in == NULL)
        return 0;
    argv[argc] = NULL;
    FILE *saved = stdin;
    stdin = in;
    int status = stonegame_main(argc, argv);
    stdin = saved;
    fclose(in);
    if (status != 0 && status != 1 && status != 2)
        __builtin_trap();
    return 0;
}
