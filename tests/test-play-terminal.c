/* test-play-terminal.c: `stonegame play GAME' for Stone Game III, the
   card game, Stone Game VII and Stone Game VIII, driven through a
   pseudo-terminal (tests/pty.h) as a person plays: whole games checked
   against `stonegame GAME --json', illegal moves, taking back, the end
   of input, and bad command lines. */
#define _GNU_SOURCE

#include <criterion/criterion.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pty.h"
#include "tool-run.h"

Test(play_terminal, iii_example_of_the_book)
{
    struct pty t;
    pty_start(&t, false, "play", "iii", "1", "2", "3", "7", NULL);
    pty_expect(&t, "Do you want to move first or second? [1/2] ");
    pty_send(&t, "1");
    pty_expect(&t, "stones: 1 2 3 7\nAlice 0, Bob 0.  Alice (you) to move.\n");
    pty_expect(&t, "Your move (? h u q): ");
    pty_send(&t, "3");
    pty_expect(&t, "Bob (the library) plays 1.\n");
    pty_expect(&t, "Game over: Bob (the library) wins by 1: Alice 6, Bob 7.\n");
    pty_expect(&t, "You made no mistake.\n");
    cr_assert_eq(pty_finish(&t), 0);
    pty_free(&t);
}
