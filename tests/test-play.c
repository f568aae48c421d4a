/* test-play.c: the play engine (chunks/play.nw) with the rules of Stone
   Game III, the card game, Stone Game VII and Stone Game VIII.  On every
   position reachable from small random rows, the engine's list of moves,
   the worth of the position and of every move, and the optimality of
   every reply are checked against a brute force written here from the
   rules alone; every move is made and taken back, and the state must come
   back exactly; illegal moves must change nothing. */
#define _POSIX_C_SOURCE 200809L

#include <criterion/criterion.h>

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "stonegame.h"
#include "sg-tool.h"
#include "sg-play.h"
#include "brute.h"

enum { MAXN = 9 };

static const struct game *game_named(const char *name)
{
    const struct game *g = tool_game_named(name);
    cr_assert_not_null(g, "no game %s in the tool", name);
    return g;
}

/* ---------------------------------------------------------------------
   The rules again, from the statements of the games. */

struct pos { int v[MAXN]; size_t n; };

static size_t legal_moves(const char *game, const struct pos *at,
                          int moves[MAXN])
{
    size_t k = 0;
    if (strcmp(game, "iii") == 0)
        for (int x = 1; x <= 3 && (size_t)x <= at->n; x++)
            moves[k++] = x;
    else if (strcmp(game, "viii") == 0)
        for (int x = 2; (size_t)x <= at->n; x++)
            moves[k++] = x;
    else if (at->n > 0) {
        moves[k++] = 'L';
        moves[k++] = 'R';
    }
    return k;
}

static int64_t apply(const char *game, const struct pos *at, int move,
                     struct pos *next)
{
    int64_t sum = 0, all = 0;
    for (size_t i = 0; i < at->n; i++)
        all += at->v[i];
    if (strcmp(game, "iii") == 0 || strcmp(game, "viii") == 0) {
        for (int i = 0; i < move; i++)
            sum += at->v[i];
        bool merge = strcmp(game, "viii") == 0;
        next->n = 0;
        if (merge)
            next->v[next->n++] = (int)sum;
        for (size_t i = (size_t)move; i < at->n; i++)
            next->v[next->n++] = at->v[i];
        return sum;
    }
    int taken = move == 'L' ? at->v[0] : at->v[at->n - 1];
    next->n = at->n - 1;
    memcpy(next->v, at->v + (move == 'L'), next->n * sizeof *next->v);
    return strcmp(game, "cards") == 0 ? taken : all - taken;
}

/* The best margin the player to move can force from at: his points
   from here less the other's. */
static int64_t brute(const char *game, const struct pos *at)
{
    int moves[MAXN];
    size_t k = legal_moves(game, at, moves);
    int64_t best = INT64_MIN;
    for (size_t j = 0; j < k; j++) {
        struct pos next;
        int64_t points = apply(game, at, moves[j], &next);
        int64_t m = points - brute(game, &next);
        if (m > best)
            best = m;
    }
    return k == 0 ? 0 : best;
}

/* ---------------------------------------------------------------------
   The engine against the brute force. */

static int64_t small(struct wide w)
{
    cr_assert(w.high == ((int64_t)w.low < 0 ? -1 : 0), "a score too large");
    return (int64_t)w.low;
}

static int64_t worth_margin(const struct worth *w)
{
    return small(w->alice) - small(w->bob);
}

static void check_winner(const struct worth *w)
{
    int64_t m = worth_margin(w);
    cr_assert_eq(w->winner, m > 0 ? ALICE : m < 0 ? BOB : TIE,
                 "the winner does not follow the final scores");
}

static void position_of(const struct play *p, struct pos *at)
{
    cr_assert(p->at.n <= MAXN);
    at->n = p->at.n;
    if (at->n > 0)
        memcpy(at->v, p->at.v, at->n * sizeof *at->v);
}

static bool same_pos(const struct pos *a, const struct pos *b)
{
    return a->n == b->n && memcmp(a->v, b->v, a->n * sizeof *a->v) == 0;
}

struct state { struct pos at; int64_t a, b; int mover; size_t made; };

static void state_of(const struct play *p, struct state *s)
{
    position_of(p, &s->at);
    s->a = small(p->score[0]);
    s->b = small(p->score[1]);
    s->mover = p->mover;
    s->made = p->history.n;
}

static void expect_state(const struct play *p, const struct state *s,
                         const char *what)
{
    struct state now;
    state_of(p, &now);
    cr_assert(same_pos(&now.at, &s->at) && now.a == s->a && now.b == s->b
              && now.mover == s->mover && now.made == s->made,
              "%s: the game is not as it was", what);
}

static size_t positions_checked;

static void check_moves_listed(const char *game, const struct play *p,
                               const int *moves, size_t k)
{
    struct value_list listed = {NULL, 0, 0};
    size_t more = 99;
    cr_assert_eq(p->g->play->moves(p, &listed, &more), SG_OK);
    cr_assert_eq(more, 0);
    cr_assert_eq(listed.n, k, "%s: %zu moves listed, %zu legal", game,
                 listed.n, k);
    for (size_t j = 0; j < k; j++)
        cr_assert_eq(listed.v[j], moves[j], "%s: move %zu", game, j);
    free(listed.v);
}

static void walk(const char *game, struct play *p)
{
    struct pos at, next;
    struct state before;
    struct worth now, w;
    int moves[MAXN], reply;
    position_of(p, &at);
    state_of(p, &before);
    size_t k = legal_moves(game, &at, moves);
    int64_t sign = p->mover == 0 ? 1 : -1;
    int64_t so_far = small(p->score[0]) - small(p->score[1]);
    positions_checked++;
    check_moves_listed(game, p, moves, k);
    cr_assert_eq(play_over(p), k == 0);
    cr_assert_eq(play_worth(p, &now), SG_OK);
    cr_assert_eq(worth_margin(&now), so_far + sign * brute(game, &at),
                 "%s: the worth of a position", game);
    check_winner(&now);
    if (k > 0) {
        cr_assert_eq(play_reply(p, &reply), SG_OK);
        cr_assert_eq(play_move_worth(p, &reply, &w), SG_OK,
                     "%s: the reply is not a legal move", game);
        cr_assert_eq(play_compare(p, &w, &now, p->mover), 0,
                     "%s: the reply is not optimal", game);
        cr_assert_eq(worth_margin(&w), worth_margin(&now));
    } else
        cr_assert_eq(play_reply(p, &reply), SG_EINVAL);
    for (size_t j = 0; j < k; j++) {
        int64_t points = apply(game, &at, moves[j], &next);
        cr_assert_eq(play_move_worth(p, &moves[j], &w), SG_OK);
        cr_assert_eq(worth_margin(&w),
                     so_far + sign * (points - brute(game, &next)),
                     "%s: the worth of a move", game);
        check_winner(&w);
        cr_assert(play_compare(p, &w, &now, p->mover) <= 0,
                  "%s: a move better than the position", game);
        cr_assert_eq(play_make(p, &moves[j]), SG_OK);
        struct pos made;
        position_of(p, &made);
        cr_assert(same_pos(&made, &next), "%s: the position after a move",
                  game);
        cr_assert_eq(small(p->score[before.mover]),
                     (before.mover ? before.b : before.a) + points);
        cr_assert_eq(p->mover, 1 - before.mover);
        walk(game, p);
        cr_assert_eq(play_undo(p), SG_OK);
        expect_state(p, &before, "after a move taken back");
    }
}

/* Moves that are not legal change nothing. */
static void try_illegal(const char *game, struct play *p)
{
    static const int bad[] = {0, -1, 4, 1000, 'X', 'l', 1};
    struct state before;
    struct worth w;
    struct pos at;
    int moves[MAXN];
    position_of(p, &at);
    size_t k = legal_moves(game, &at, moves);
    state_of(p, &before);
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        bool legal = false;
        for (size_t j = 0; j < k; j++)
            legal |= moves[j] == bad[i];
        if (legal)
            continue;
        cr_assert_eq(play_make(p, &bad[i]), SG_EINVAL, "%s: move %d", game,
                     bad[i]);
        cr_assert_eq(play_move_worth(p, &bad[i], &w), SG_EINVAL);
        expect_state(p, &before, "after an illegal move");
    }
}

static void check_game(const char *name, int rows, int low, int high)
{
    const struct game *g = game_named(name);
    uint64_t seed = 0x5eed0000 + (uint64_t)name[0] * 31 + strlen(name);
    positions_checked = 0;
    for (int r = 0; r < rows; r++) {
        struct value_list in = {NULL, 0, 0};
        size_t n = (size_t)r % MAXN;
        for (size_t i = 0; i < n; i++)
            cr_assert(tool_append(&in, (int)rng_range(&seed, low, high)));
        for (int person = 0; person < 2; person++) {
            struct play p;
            cr_assert_eq(play_begin(&p, g, false, &in, person), SG_OK);
            cr_assert_eq(p.person, person);
            try_illegal(name, &p);
            walk(name, &p);
            cr_assert_eq(play_undo(&p), SG_EINVAL, "nothing to take back");
            play_end(&p);
        }
        free(in.v);
    }
    cr_log_info("%s: %zu positions checked", name, positions_checked);
}

Test(play, stone3_every_position) { check_game("iii", 40, -9, 9); }
Test(play, cards_every_position) { check_game("cards", 40, -9, 9); }
Test(play, stone7_every_position) { check_game("vii", 40, -9, 9); }
Test(play, stone8_every_position) { check_game("viii", 40, -9, 9); }
Test(play, equal_values) { check_game("iii", 20, 3, 3); check_game("viii", 20, -2, -2); }

/* A whole game replayed: take back every move, one at a time, and the
   positions come back in reverse order. */
Test(play, undo_goes_back_through_the_game)
{
    const struct game *g = game_named("cards");
    int v[] = {3, 9, 1, 2, 8, 7, 4};
    struct value_list in = {v, 7, 7};
    struct play p;
    struct state seen[8];
    cr_assert_eq(play_begin(&p, g, false, &in, 0), SG_OK);
    for (int t = 0; t < 7; t++) {
        int move;
        state_of(&p, &seen[t]);
        cr_assert_eq(play_reply(&p, &move), SG_OK);
        cr_assert_eq(play_make(&p, &move), SG_OK);
    }
    cr_assert(play_over(&p));
    for (int t = 6; t >= 0; t--) {
        cr_assert_eq(play_undo(&p), SG_OK);
        expect_state(&p, &seen[t], "undo through the game");
    }
    play_end(&p);
}

/* Stone Game VIII refuses a row whose merged stones leave int. */
Test(play, stone8_refuses_sums_beyond_int)
{
    int v[] = {2147483647, -1, 2}, w[] = {2147483647, -1, 1};
    struct value_list in = {v, 3, 3}, fits = {w, 3, 3};
    struct play p;
    cr_assert_eq(play_begin(&p, game_named("viii"), false, &in, 0),
                 SG_EOVERFLOW);
    play_end(&p);
    cr_assert_eq(play_begin(&p, game_named("viii"), false, &fits, 0), SG_OK);
    int move = 3;
    cr_assert_eq(play_make(&p, &move), SG_OK);
    cr_assert_eq(p.at.n, 1);
    cr_assert_eq(p.at.v[0], 2147483647);
    play_end(&p);
}

/* The common reader of moves and the growing text. */
Test(play, reading_moves)
{
    struct play p;
    int v[] = {1, 2, 3}, move = 0;
    struct value_list in = {v, 3, 3};
    cr_assert_eq(play_begin(&p, game_named("cards"), false, &in, 0), SG_OK);
    cr_assert_eq(play_read(&p, "L", &move), SG_OK);
    cr_assert_eq(move, 'L');
    cr_assert_eq(play_read(&p, " r ", &move), SG_OK);
    cr_assert_eq(move, 'R');
    cr_assert_eq(play_read(&p, "2", &move), SG_OK);
    cr_assert_eq(move, 2);
    cr_assert_eq(play_read(&p, "-7", &move), SG_OK);
    cr_assert_eq(move, -7);
    static const char *const bad[] = {"", " ", "x", "LL", "2x", "1 2", "1,2",
                                      "99999999999", "L R", "+"};
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++)
        cr_assert_eq(play_read(&p, bad[i], &move), SG_EINVAL, "'%s'", bad[i]);
    play_end(&p);
}

Test(play, text_grows)
{
    struct text t = {NULL, 0, 0, false};
    for (int i = 0; i < 1000; i++)
        text_printf(&t, "%d ", i);
    cr_assert(!t.failed);
    cr_assert_eq(strlen(t.s), t.n);
    cr_assert(strncmp(t.s, "0 1 2 ", 6) == 0);
    cr_assert(strcmp(t.s + t.n - 4, "999 ") == 0);
    free(t.s);
}

/* A game without show or say of its own is shown as integers. */
Test(play, shown_as_integers_by_default)
{
    struct game fake = *game_named("iii");
    struct play_rules rules = *fake.play;
    rules.show = NULL;
    rules.say = NULL;
    fake.play = &rules;
    int v[] = {1, -2, 3}, move = 2, letter = 'R';
    struct value_list in = {v, 3, 3};
    struct play p;
    struct text t = {NULL, 0, 0, false};
    cr_assert_eq(play_begin(&p, &fake, false, &in, 0), SG_OK);
    play_show(&p, &t);
    play_say(&p, &move, &t);
    play_say(&p, &letter, &t);
    cr_assert_str_eq(t.s, "1 -2 32R");
    free(t.s);
    play_end(&p);
}

/* A long row is shown by its ends. */
Test(play, long_row_shown_by_its_ends)
{
    struct value_list in = {NULL, 0, 0};
    for (int i = 0; i < 100; i++)
        cr_assert(tool_append(&in, i));
    struct play p;
    struct text t = {NULL, 0, 0, false};
    cr_assert_eq(play_begin(&p, game_named("cards"), false, &in, 0), SG_OK);
    play_show(&p, &t);
    cr_assert_str_eq(t.s, "cards: 0 1 2 3 4 5 6 7 8 9 10 11 ... (76 more) ... "
                     "88 89 90 91 92 93 94 95 96 97 98 99");
    free(t.s);
    free(in.v);
    play_end(&p);
}

/* The card game at 100000 cards answers a move at once: the worth of
   the position, the library's reply and the move, for 20 moves. */
Test(play, cards_at_100000_cards_is_quick)
{
    struct value_list in = {NULL, 0, 0};
    uint64_t seed = 42;
    for (int i = 0; i < 100000; i++)
        cr_assert(tool_append(&in, (int)rng_range(&seed, -1000000, 1000000)));
    struct play p;
    struct timespec t0, t1;
    cr_assert_eq(play_begin(&p, game_named("cards"), false, &in, 1), SG_OK);
    clock_gettime(CLOCK_MONOTONIC, &t0);
    for (int t = 0; t < 20; t++) {
        struct worth w;
        int move;
        cr_assert_eq(play_worth(&p, &w), SG_OK);
        cr_assert_eq(play_reply(&p, &move), SG_OK);
        cr_assert_eq(play_make(&p, &move), SG_OK);
    }
    clock_gettime(CLOCK_MONOTONIC, &t1);
    double each = ((double)(t1.tv_sec - t0.tv_sec)
                   + (double)(t1.tv_nsec - t0.tv_nsec) / 1e9) / 20;
    cr_log_info("cards at 100000 cards: %.1f ms a move", each * 1e3);
    cr_assert(each < 1.0, "%.3f s a move", each);
    free(in.v);
    play_end(&p);
}
