/* test-play-terminal.c: `stonegame play GAME' for Stone Game III, the
   card game, Stone Game VII and Stone Game VIII, driven through a
   pseudo-terminal (tests/pty.h) as a person plays: whole games checked
   against `stonegame GAME --json', the first mistake, illegal moves,
   taking back, the list of moves and its colours, help, quitting, the end
   of input, and bad command lines. */
#define _GNU_SOURCE

#include <criterion/criterion.h>

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "brute.h"
#include "pty.h"
#include "tool-run.h"

#define LEN(a) (sizeof(a) / sizeof((a)[0]))

/* ---------------------------------------------------------------------
   What `stonegame GAME --json VALUES' says. */

struct solved { long long alice, bob; char first[16]; };

static void solve_row(const char *game, const int *v, size_t n,
                      struct solved *s)
{
    struct run r;
    run_values(&r, game, "--json", v, n, true);
    expect_success(&r, game);
    const char *a = strstr(r.out, "\"alice\":"), *b = strstr(r.out, "\"bob\":");
    const char *m = strstr(r.out, "\"moves\":[");
    cr_assert(a && b && m, "no scores or moves in %s", r.out);
    s->alice = atoll(a + 8);
    s->bob = atoll(b + 6);
    m += 9;
    size_t k = 0;
    while (*m != ',' && *m != ']' && k + 1 < sizeof s->first)
        if (*m++ != '"')
            s->first[k++] = m[-1];
    s->first[k] = '\0';
    run_free(&r);
}

/* ---------------------------------------------------------------------
   Reading the tool's turns. */

/* The values of the line before the one at `line' ("stones: 1 2 3"). */
static size_t shown_row(const char *start, const char *line, int *v,
                        size_t max)
{
    const char *prev = line - 1;
    while (prev > start && prev[-1] != '\n')
        prev--;
    const char *colon = line - 1;       /* the last colon: "stones:" */
    while (colon > prev && *colon != ':')
        colon--;
    cr_assert(*colon == ':', "no position shown");
    size_t n = 0;
    for (char *end, *s = (char *)colon + 1; n < max; s = end) {
        long x = strtol(s, &end, 10);
        if (end == s)
            break;
        v[n++] = (int)x;
    }
    return n;
}

/* Plays GAME, started on t, to its end, the person playing the first
   move of the tool's line from every position of theirs, and returns
   the line that starts with "Game over: ".  The final margin must be
   margin. */
static const char *finish_optimally(struct pty *t, const char *game,
                                    long long margin)
{
    struct solved now;
    for (;;) {
        const char *to_move = pty_wait_for(t, " to move.\n", 20000);
        if (to_move == NULL)
            break;
        const char *line = to_move;
        while (line > t->out && line[-1] != '\n')
            line--;
        const char *you = strstr(line, "(you)");
        if (you == NULL || you > to_move)
            continue;               /* the library's turn */
        int row[40];
        size_t k = shown_row(t->out, line, row, 40);
        solve_row(game, row, k, &now);
        pty_expect(t, "Your move (? h u q): ");
        pty_send(t, now.first);
    }
    const char *over = strstr(t->out, "Game over: ");
    cr_assert(over != NULL, "%s: the game did not end:\n%s", game, t->out);
    const char *scores = NULL;
    for (const char *at = over; (at = strstr(at, ": Alice ")) != NULL; at++)
        scores = at;                /* the last, after the winner's name */
    long long a = 0, b = 0;
    cr_assert(scores && sscanf(scores, ": Alice %lld, Bob %lld.", &a, &b) == 2,
              "%s: no final scores in %s", game, over);
    cr_assert_eq(a - b, margin, "%s: the game ended %lld to %lld, a margin "
                 "of %lld, not %lld", game, a, b, a - b, margin);
    long long d = a - b;
    if (d != 0) {
        char by[64];
        snprintf(by, sizeof by, "wins by %lld: ", d < 0 ? -d : d);
        cr_assert(strstr(over, by) != NULL, "%s: %s", game, over);
    }
    return over;
}

/* A whole game of GAME on v[0..n-1], the person on the given side (1
   first, 2 second) and playing optimally: it ends with the margin of
   the tool's solution of the start, and the person made no mistake
   (or no move, when the game ended before the person's turn). */
static void whole_game(const char *game, const int *v, size_t n, int side)
{
    const char *args[40] = {"play", game, "--"};
    char text[40][16];
    struct solved start;
    struct pty t;
    cr_assert(n <= 36);
    for (size_t i = 0; i < n; i++) {
        snprintf(text[i], sizeof text[i], "%d", v[i]);
        args[3 + i] = text[i];
    }
    solve_row(game, v, n, &start);
    pty_startv(&t, false, args, n + 3);
    pty_expect(&t, "[1/2] ");
    pty_send(&t, side == 1 ? "1" : "2");
    const char *over = finish_optimally(&t, game, start.alice - start.bob);
    /* The person was asked for a move (and made one) unless the game
       ended first; then the end says that no move was made. */
    bool moved = strstr(t.out, "Your move (? h u q): ") != NULL;
    cr_assert(strstr(over, moved ? "You made no mistake.\n"
                                 : "You made no move.\n") != NULL, "%s", over);
    cr_assert_eq(pty_finish(&t), 0);
    pty_free(&t);
}

static void whole_games(const char *game, uint64_t seed)
{
    for (int g = 0; g < 6; g++) {
        int v[12];
        size_t n = (size_t)rng_range(&seed, 1, 10);
        for (size_t i = 0; i < n; i++)
            v[i] = rng_range(&seed, -20, 30);
        whole_game(game, v, n, 1 + g % 2);
    }
}

Test(play_terminal, stone3_whole_games) { whole_games("iii", 3); }
Test(play_terminal, cards_whole_games) { whole_games("cards", 4); }
Test(play_terminal, stone7_whole_games) { whole_games("vii", 7); }
Test(play_terminal, stone8_whole_games)
{
    whole_games("viii", 8);
    int v[] = {-1, 2, -3, 4, -5};
    whole_game("viii", v, LEN(v), 1);
    whole_game("viii", v, LEN(v), 2);
}

/* ---------------------------------------------------------------------
   The example of the book, a mistake, and the commands. */

static void start_iii(struct pty *t, bool colour, const char *side)
{
    pty_start(t, colour, "play", "iii", "1", "2", "3", "7", NULL);
    pty_expect(t, "Do you want to move first or second? [1/2] ");
    pty_send(t, side);
}

Test(play_terminal, iii_example_of_the_book)
{
    struct pty t;
    start_iii(&t, false, "1");
    pty_expect(&t, "stones: 1 2 3 7\nAlice 0, Bob 0.  Alice (you) to move.\n"
               "Your move (? h u q): ");
    pty_send(&t, "3");
    pty_expect(&t, "stones: 7\nAlice 6, Bob 0.  Bob (the library) to move.\n"
               "Bob (the library) plays 1.\n"
               "Game over: Bob (the library) wins by 1: Alice 6, Bob 7.\n"
               "You made no mistake.\n");
    cr_assert_eq(pty_finish(&t), 0);
    pty_free(&t);
}

Test(play_terminal, iii_first_mistake)
{
    struct pty t;
    start_iii(&t, false, "1");
    pty_expect(&t, "Your move (? h u q): ");
    pty_send(&t, "1");
    pty_expect(&t, "Bob (the library) plays 3.\n"
               "Game over: Bob (the library) wins by 11: Alice 1, Bob 12.\n"
               "Your first mistake was move 1, playing 1; playing 3 would "
               "have kept 6 to 7.\n");
    cr_assert_eq(pty_finish(&t), 0);
    pty_free(&t);
}

Test(play_terminal, the_person_second)
{
    struct pty t;
    start_iii(&t, false, "2");
    pty_expect(&t, "Alice (the library) to move.\nAlice (the library) plays 3.\n"
               "stones: 7\nAlice 6, Bob 0.  Bob (you) to move.\n");
    pty_send(&t, "1");
    pty_expect(&t, "Game over: Bob (you) wins by 1: Alice 6, Bob 7.\n"
               "You made no mistake.\n");
    cr_assert_eq(pty_finish(&t), 0);
    pty_free(&t);
}

Test(play_terminal, illegal_moves_and_no_moves_change_nothing)
{
    struct pty t;
    start_iii(&t, false, "1");
    pty_expect(&t, "Your move (? h u q): ");
    static const char *const bad[] = {"4", "0", "-1", "99999999999"};
    for (size_t i = 0; i < LEN(bad); i++) {
        char want[200];
        pty_send(&t, bad[i]);
        snprintf(want, sizeof want, "'%s' is not a%s move", bad[i],
                 i < 3 ? " legal" : "");
        pty_expect(&t, want);
        pty_expect(&t, "Your move (? h u q): ");
    }
    pty_send(&t, "x y");
    pty_expect(&t, "'x y' is not a move: type ? for the legal moves, h for "
               "help.\nYour move (? h u q): ");
    pty_send(&t, "");
    pty_expect(&t, "Your move (? h u q): ");
    pty_send(&t, "3");
    pty_expect(&t, "wins by 1: Alice 6, Bob 7.\nYou made no mistake.\n");
    cr_assert_eq(pty_finish(&t), 0);
    pty_free(&t);
}

Test(play_terminal, undo_takes_back_the_move_and_the_reply)
{
    struct pty t;
    pty_start(&t, false, "play", "cards", "3", "9", "1", "2", NULL);
    pty_expect(&t, "[1/2] ");
    pty_send(&t, "2");
    pty_expect(&t, "Alice (the library) plays R.\ncards: 3 9 1\n"
               "Alice 2, Bob 0.  Bob (you) to move.\nYour move (? h u q): ");
    pty_send(&t, "u");
    pty_expect(&t, "You have no move to take back.\nYour move (? h u q): ");
    pty_send(&t, "l");
    pty_expect(&t, "Alice (the library) plays L.\ncards: 1\n"
               "Alice 11, Bob 3.  Bob (you) to move.\nYour move (? h u q): ");
    pty_send(&t, "u");
    pty_expect(&t, "cards: 3 9 1\nAlice 2, Bob 0.  Bob (you) to move.\n"
               "Your move (? h u q): ");
    pty_send(&t, "u");
    pty_expect(&t, "You have no move to take back.\nYour move (? h u q): ");
    pty_send(&t, "R");
    pty_expect(&t, "Alice (the library) plays R.\ncards: 3\n"
               "Alice 11, Bob 1.  Bob (you) to move.\n");
    pty_send(&t, "L");
    pty_expect(&t, "Game over: Alice (the library) wins by 7: Alice 11, "
               "Bob 4.\nYou made no mistake.\n");
    cr_assert_eq(pty_finish(&t), 0);
    pty_free(&t);
}

static void vii_with_a_mistake(bool take_it_back)
{
    struct pty t;
    pty_start(&t, false, "play", "vii", "5", "3", "1", "4", "2", NULL);
    pty_expect(&t, "[1/2] ");
    pty_send(&t, "1");
    pty_expect(&t, "Your move (? h u q): ");
    pty_send(&t, "L");          /* 15 to 12, where R keeps 18 to 12 */
    pty_expect(&t, "Bob (the library) plays ");
    if (take_it_back) {
        pty_expect(&t, "Your move (? h u q): ");
        pty_send(&t, "u");
        pty_expect(&t, "stones: 5 3 1 4 2\nAlice 0, Bob 0.  Alice (you)");
    }
    const char *over = finish_optimally(&t, "vii", take_it_back ? 6 : 3);
    if (take_it_back)
        cr_assert(strstr(over, "You made no mistake.\n"), "%s", over);
    else
        cr_assert(strstr(over, "Your first mistake was move 1, playing L; "
                         "playing R would have kept 18 to 12.\n"), "%s", over);
    cr_assert_eq(pty_finish(&t), 0);
    pty_free(&t);
}

Test(play_terminal, a_mistake_kept) { vii_with_a_mistake(false); }
Test(play_terminal, a_mistake_taken_back_is_forgotten) { vii_with_a_mistake(true); }

Test(play_terminal, the_list_of_moves)
{
    struct pty t;
    start_iii(&t, false, "1");
    pty_expect(&t, "Your move (? h u q): ");
    pty_send(&t, "?");
    pty_expect(&t, "  1        Bob wins: Alice 1, Bob 12\n"
               "  2        Bob wins: Alice 3, Bob 10\n"
               "  3        Bob wins: Alice 6, Bob 7\n"
               "Your move (? h u q): ");
    cr_assert(strchr(t.out, '\033') == NULL, "colour with NO_COLOR set");
    pty_send(&t, "q");
    pty_expect(&t, "You left the game unfinished.\n");
    cr_assert_eq(pty_finish(&t), 0);
    pty_free(&t);
}

Test(play_terminal, the_list_of_moves_in_colour)
{
    struct pty t;
    start_iii(&t, true, "1");
    pty_expect(&t, "Your move (? h u q): ");
    pty_send(&t, "?");
    pty_expect(&t, "  \033[31m1        Bob wins: Alice 1, Bob 12\033[0m\n"
               "  \033[31m2        Bob wins: Alice 3, Bob 10\033[0m\n"
               "  \033[32m3        Bob wins: Alice 6, Bob 7\033[0m\n");
    pty_free(&t);
    pty_start(&t, true, "play", "cards", "5", "5", NULL);
    pty_expect(&t, "[1/2] ");
    pty_send(&t, "1");
    pty_expect(&t, "Your move (? h u q): ");
    pty_send(&t, "?");
    pty_expect(&t, "  \033[32mL        Tie: Alice 5, Bob 5\033[0m\n"
               "  \033[32mR        Tie: Alice 5, Bob 5\033[0m\n");
    pty_free(&t);
}

Test(play_terminal, help)
{
    struct pty t;
    start_iii(&t, false, "1");
    pty_expect(&t, "Your move (? h u q): ");
    pty_send(&t, "h");
    pty_expect(&t, "Type a move as the library writes its own (for example 1), "
               "or:\n  ?  every legal move and what it is worth\n"
               "  u  take back your last move and the library's reply\n"
               "  h  this help\n  q  quit\nYour move (? h u q): ");
    pty_free(&t);
}

Test(play_terminal, the_question_of_sides)
{
    struct pty t;
    pty_start(&t, false, "play", "viii", "1", "2", "3", NULL);
    pty_expect(&t, "[1/2] ");
    pty_send(&t, "3");
    pty_expect(&t, "Please answer 1 or 2 (or q to quit).\n"
               "Do you want to move first or second? [1/2] ");
    pty_send(&t, "q");
    pty_expect(&t, "You left the game unfinished.\n");
    cr_assert_eq(pty_finish(&t), 0);
    pty_free(&t);
}

Test(play_terminal, end_of_input)
{
    struct pty t;
    pty_start(&t, false, "play", "vii", "1", "2", "3", NULL);
    pty_expect(&t, "[1/2] ");
    pty_eof(&t);
    pty_expect(&t, "stonegame: end of input; the game is left unfinished\n");
    cr_assert_eq(pty_finish(&t), 0);
    pty_free(&t);
    start_iii(&t, false, "1");
    pty_expect(&t, "Your move (? h u q): ");
    pty_send(&t, "1");
    pty_expect(&t, "Game over");
    cr_assert_eq(pty_finish(&t), 0);
    pty_free(&t);
    pty_start(&t, false, "play", "cards", "1", "2", "3", NULL);
    pty_expect(&t, "[1/2] ");
    pty_send(&t, "2");
    pty_expect(&t, "Your move (? h u q): ");
    pty_eof(&t);
    pty_expect(&t, "\nstonegame: end of input; the game is left unfinished\n");
    cr_assert_eq(pty_finish(&t), 0);
    pty_free(&t);
}

/* Bad command lines are refused as the tool refuses them: status 2,
   nothing on standard output, one line on standard error. */
Test(play_terminal, bad_command_lines)
{
    static const char *const bad[][6] = {
        {"play"}, {"play", "iii"}, {"play", "--json", "iii", "1"},
        {"play", "iii", "--play", "1"}, {"play", "nosuch", "1"},
        {"play", "iii", "1", "x"}, {"play", "cards", "--misere", "1"},
        {"play", "iii", "--bogus", "1"}, {"play", "--"},
        {"play", "viii", "2147483647", "-1", "2"}};
    for (size_t i = 0; i < LEN(bad); i++) {
        struct run r;
        size_t n = 0;
        while (n < 6 && bad[i][n] != NULL)
            n++;
        run_tool_argv(&r, "1\n", n, bad[i]);
        expect_usage_error(&r, bad[i][1] ? bad[i][1] : "play");
        run_free(&r);
    }
}
