/* test-play-a.c: the rules of play of Nim and misere Nim, Stone Game IV,
   Blue-Red Hackenbush, Stone Game V and Stone Game VI (the games of
   chunks/values-tool.nw, misere-tool.nw, stone4-tool.nw, partizan-tool.nw,
   stone5-tool.nw and stone6-tool.nw), through the play engine.  On every
   small position, with either player to move, each game's own exhaustive
   search (written here, independently of the library) checks: the moves
   listed are exactly the legal ones (or, beyond the listing's cap, include
   every optimal one, with the rest counted); the worth of every legal move
   and of the position; that the library's reply is legal and optimal; that
   illegal moves are refused and change nothing.  Where a game has a solver
   of play of its own, its result is compared with the tool's solver
   (g->solve) on the same position.  Large positions check the caps and
   print what the worths cost. */
#define _POSIX_C_SOURCE 200809L
#include <criterion/criterion.h>

#include <limits.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "stonegame.h"
#include "sg-tool.h"
#include "sg-play.h"
#include "pty.h"
#include "tool-run.h"

/* A check inside a loop: a check that holds asserts nothing. */
#define CHECK(cond, ...) do { if (!(cond)) cr_assert_fail(__VA_ARGS__); } while (0)

enum { LISTED = 24, MOST = 8 };

static const struct game *game_named(const char *name)
{
    const struct game *g = tool_game_named(name);
    cr_assert_not_null(g, "no game %s", name);
    return g;
}

static void begin(struct play *p, const char *name, bool misere,
                  const int *v, size_t n, int mover)
{
    struct value_list in = {(int *)v, n, n};
    int status = play_begin(p, game_named(name), misere, &in, 0);
    CHECK(status == SG_OK, "%s: play_begin: %d", name, status);
    p->mover = mover;
}

static int64_t narrow(struct wide w)
{
    return (int64_t)w.low;
}

/* The moves the rules list, and how many they leave out. */
static size_t listed(struct play *p, struct value_list *moves, size_t *more)
{
    moves->n = 0;
    *more = 12345;
    int status = p->g->play->moves(p, moves, more);
    CHECK(status == SG_OK, "moves: %d", status);
    CHECK(moves->n % p->g->move_ints == 0, "moves: a part of a move");
    return moves->n / p->g->move_ints;
}

static bool is_listed(const struct play *p, const struct value_list *moves,
                      const int *move)
{
    size_t k = p->g->move_ints;
    for (size_t j = 0; j < moves->n; j += k)
        if (memcmp(&moves->v[j], move, k * sizeof *move) == 0)
            return true;
    return false;
}

static struct worth move_worth(struct play *p, const int *move)
{
    struct worth w;
    int status = play_move_worth(p, move, &w);
    CHECK(status == SG_OK, "play_move_worth: %d", status);
    return w;
}

static struct worth worth_now(struct play *p)
{
    struct worth w;
    int status = play_worth(p, &w);
    CHECK(status == SG_OK, "play_worth: %d", status);
    return w;
}

/* The reply is legal and keeps the worth of the position. */
static void check_reply(struct play *p, const char *what)
{
    int move[MOST];
    struct worth now = worth_now(p), after;
    int status = play_reply(p, move);
    CHECK(status == SG_OK, "%s: play_reply: %d", what, status);
    after = move_worth(p, move);
    CHECK(play_compare(p, &after, &now, p->mover) == 0,
          "%s: the reply is not optimal", what);
}

/* An illegal move is refused, and the game is as it was. */
static void check_refused(struct play *p, const int *move, const char *what)
{
    size_t n = p->at.n, h = p->history.n;
    int mover = p->mover;
    int *before = malloc((n + 1) * sizeof *before);
    cr_assert_not_null(before);
    memcpy(before, p->at.v, n * sizeof *before);
    CHECK(play_make(p, move) == SG_EINVAL, "%s: an illegal move made", what);
    CHECK(p->at.n == n && memcmp(before, p->at.v, n * sizeof *before) == 0
          && p->history.n == h && p->mover == mover,
          "%s: a refused move changed the game", what);
    free(before);
}

static enum winner winner_of(int player)
{
    return player == 0 ? ALICE : BOB;
}

static double seconds(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

/* =====================================================================
   Nim and misere Nim.  An exhaustive search over piles of at most 15
   stones, at most 4 piles, coded in base 16. */

static signed char nim_memo[2][65536];

static bool nim_brute(const int *piles, size_t n, bool misere)
{
    size_t code = 0;
    int p[4], stones = 0;
    for (size_t i = 0; i < n; i++)
        code = code * 16 + (size_t)piles[i], stones += piles[i];
    signed char *m = &nim_memo[misere][code];    /* 0-piles: one game */
    if (*m != 0)
        return *m > 0;
    bool win = stones == 0 && misere;
    memcpy(p, piles, n * sizeof *p);
    for (size_t i = 0; i < n && !win; i++) {
        for (int take = 1; take <= piles[i] && !win; take++) {
            p[i] = piles[i] - take;
            win = !nim_brute(p, n, misere);
        }
        p[i] = piles[i];
    }
    *m = win ? 1 : -1;
    return win;
}

/* Every move of a Nim position against the search: its worth, its being
   listed (all of them, or every winning one beyond the cap), the reply. */
static void check_nim(const int *piles, size_t n, bool misere, int mover,
                      size_t *count)
{
    struct play p;
    struct value_list moves = {NULL, 0, 0};
    size_t more, total = 0, legal = 0;
    begin(&p, "nim", misere, piles, n, mover);
    size_t k = listed(&p, &moves, &more);
    for (size_t i = 0; i < n; i++)
        total += (size_t)piles[i];
    CHECK(k + more == total, "nim: %zu listed + %zu more != %zu", k, more,
          total);
    CHECK(total > LISTED || k == total, "nim: a small position cut");
    for (size_t i = 0; i < n; i++)
        for (int take = 1; take <= piles[i]; take++, legal++) {
            int move[3] = {(int)i + 1, take, piles[i]}, q[4];
            memcpy(q, piles, n * sizeof *q);
            q[i] -= take;
            bool wins = !nim_brute(q, n, misere);
            struct worth w = move_worth(&p, move);
            CHECK(w.winner == winner_of(wins ? mover : 1 - mover),
                  "nim%s: the worth of move %d %d is wrong",
                  misere ? " --misere" : "", move[0], move[1]);
            CHECK(!wins || is_listed(&p, &moves, move),
                  "nim: winning move %d %d not listed", move[0], move[1]);
        }
    struct worth now = worth_now(&p);
    CHECK(now.winner == winner_of(nim_brute(piles, n, misere) ? mover
                                                                : 1 - mover),
          "nim: the worth of the position is wrong");
    if (total > 0)
        check_reply(&p, "nim");
    CHECK(play_over(&p) == (total == 0), "nim: play_over is wrong");
    free(moves.v);
    play_end(&p);
    *count += legal;
}

Test(play_nim, every_move_of_small_positions)
{
    size_t count = 0, positions = 0;
    for (int misere = 0; misere <= 1; misere++)
        for (size_t n = 0; n <= 3; n++)
            for (int code = 0; code < (n ? 1 << (3 * n) : 1); code++) {
                int piles[3];
                for (size_t i = 0; i < n; i++)
                    piles[i] = (code >> (3 * i)) & 7;
                for (int mover = 0; mover <= 1; mover++, positions++)
                    check_nim(piles, n, misere, mover, &count);
            }
    cr_log_info("nim: %zu positions, %zu moves checked", positions, count);
    cr_assert_gt(count, 10000);
}

Test(play_nim, beyond_the_cap_every_winning_move_is_listed)
{
    size_t count = 0, positions = 0;
    for (int misere = 0; misere <= 1; misere++)
        for (int a = 0; a <= 15; a++)
            for (int b = a; b <= 15; b += 2)
                for (int c = b; c <= 15; c += 3, positions++) {
                    int piles[4] = {a, b, c, misere ? 1 : 9};
                    check_nim(piles, 4, misere, (a + b) % 2, &count);
                }
    cr_log_info("nim, capped: %zu positions, %zu moves", positions, count);
    cr_assert_gt(count, 9000);
}

Test(play_nim, the_solver_of_play_replies_as_the_tool_does)
{
    for (int misere = 0; misere <= 1; misere++)
        for (int code = 0; code < 1 << 12; code++) {
            int piles[4], move[3];
            for (size_t i = 0; i < 4; i++)
                piles[i] = (code >> (3 * i)) & 7;
            struct play p;
            struct outcome out = {.moves = NULL};
            struct value_list in = {piles, 4, 4};
            begin(&p, "nim", misere, piles, 4, 0);
            const struct game *g = p.g;
            CHECK((misere ? g->solve_misere : g->solve)(&in, &out) == SG_OK,
                  "the tool's solver failed");
            if (out.nmoves > 0) {
                CHECK(play_reply(&p, move) == SG_OK, "no reply");
                CHECK(memcmp(move, out.moves, sizeof move) == 0,
                      "nim: the reply differs from the tool's line");
            }
            free(out.moves);
            play_end(&p);
        }
}

Test(play_nim, illegal_moves_and_reading)
{
    struct play p;
    int piles[3] = {3, 0, 5}, move[3];
    begin(&p, "nim", false, piles, 3, 0);
    int bad[][3] = {{0, 1, 3}, {4, 1, 0}, {2, 1, 0}, {1, 0, 3}, {1, 4, 3},
                    {1, 1, 2}, {3, -1, 5}};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
        check_refused(&p, bad[i], "nim");
    cr_assert_eq(play_read(&p, "3 2", move), SG_OK);
    cr_assert(move[0] == 3 && move[1] == 2 && move[2] == 5);
    cr_assert_eq(play_read(&p, " 1, 3 ", move), SG_OK);
    cr_assert(move[0] == 1 && move[1] == 3 && move[2] == 3);
    cr_assert_eq(play_read(&p, "3", move), SG_EINVAL);
    cr_assert_eq(play_read(&p, "3 2 1", move), SG_EINVAL);
    cr_assert_eq(play_read(&p, "3 x", move), SG_EINVAL);
    cr_assert_eq(play_read(&p, "99999999999 1", move), SG_EINVAL);
    cr_assert_eq(play_read(&p, "9 1", move), SG_OK);
    check_refused(&p, move, "nim: a pile that is not there");
    cr_assert_eq(play_read(&p, "3 5", move), SG_OK);
    cr_assert_eq(play_make(&p, move), SG_OK);
    cr_assert(p.at.v[2] == 0 && p.mover == 1);
    cr_assert_eq(play_undo(&p), SG_OK);
    cr_assert(p.at.v[2] == 5 && p.mover == 0 && p.history.n == 0);
    play_end(&p);
}

Test(play_nim, huge_piles)
{
    struct play p;
    struct value_list moves = {NULL, 0, 0};
    int piles[4] = {INT_MAX, INT_MAX - 1, 12345, 99999999};
    size_t more;
    for (int misere = 0; misere <= 1; misere++) {
        begin(&p, "nim", misere, piles, 4, 0);
        double t0 = seconds();
        size_t k = listed(&p, &moves, &more);
        uint64_t total = 2ull * INT_MAX - 1 + 12345 + 99999999;
        cr_assert_eq(k + more, total);
        cr_assert_leq(k, 4 * 4);
        size_t winning = 0;
        for (size_t j = 0; j < k; j++) {
            struct worth w = move_worth(&p, &moves.v[3 * j]);
            winning += w.winner == ALICE;
        }
        cr_assert_gt(winning, 0);
        check_reply(&p, "nim, huge piles");
        cr_log_info("nim%s on 4 piles to 2^31-1: %zu moves listed (%zu "
                    "winning), %zu left out, in %.3f s",
                    misere ? " --misere" : "", k, winning, more,
                    seconds() - t0);
        play_end(&p);
    }
    free(moves.v);
}

/* =====================================================================
   Stone Game IV: the table of the recurrence, written here. */

enum { IV_MOST = 2100 };

static bool iv_wins(size_t heap)
{
    static signed char memo[IV_MOST + 1];
    if (memo[heap] == 0) {
        bool win = false;
        for (size_t k = 1; k * k <= heap && !win; k++)
            win = !iv_wins(heap - k * k);
        memo[heap] = win ? 1 : -1;
    }
    return memo[heap] > 0;
}

Test(play_iv, every_move_of_every_heap)
{
    size_t count = 0;
    struct value_list moves = {NULL, 0, 0};
    for (int heap = 0; heap <= IV_MOST; heap += heap < 700 ? 1 : 37)
        for (int mover = 0; mover <= 1; mover++) {
            struct play p;
            size_t more, squares = 0;
            begin(&p, "iv", false, &heap, 1, mover);
            size_t k = listed(&p, &moves, &more);
            for (int s = 1; s * s <= heap; s++, squares++) {
                int move = s * s;
                bool wins = !iv_wins((size_t)(heap - move));
                struct worth w = move_worth(&p, &move);
                CHECK(w.winner == winner_of(wins ? mover : 1 - mover),
                      "iv: the worth of %d from %d", move, heap);
                CHECK(!wins || is_listed(&p, &moves, &move),
                      "iv: winning move %d from %d not listed", move, heap);
                count++;
            }
            CHECK(k + more == squares, "iv: %zu + %zu moves from %d", k,
                  more, heap);
            CHECK(squares > LISTED || more == 0, "iv: a short list cut");
            CHECK(worth_now(&p).winner
                  == winner_of(iv_wins((size_t)heap) ? mover : 1 - mover),
                  "iv: the worth of heap %d", heap);
            if (heap > 0)
                check_reply(&p, "iv");
            play_end(&p);
        }
    free(moves.v);
    cr_log_info("iv: %zu moves checked", count);
    cr_assert_gt(count, 25000);
}

Test(play_iv, the_line_of_play_is_the_tools)
{
    for (int heap = 0; heap <= 3000; heap++) {
        struct play p;
        struct outcome mine = {.moves = NULL}, tool = {.moves = NULL};
        struct value_list in = {&heap, 1, 1};
        begin(&p, "iv", false, &heap, 1, 0);
        CHECK(p.g->solve(&in, &tool) == SG_OK, "iv: the tool's solver");
        CHECK(p.g->play->solve(&p, &p.at, true, &mine) == SG_OK, "iv: solve");
        CHECK(mine.nmoves == tool.nmoves && mine.winner == tool.winner
              && memcmp(mine.moves, tool.moves,
                        mine.nmoves * sizeof *mine.moves) == 0,
              "iv: the line from %d is not the tool's", heap);
        free(mine.moves);
        free(tool.moves);
        play_end(&p);
    }
}

Test(play_iv, illegal_moves_undo_and_a_large_heap)
{
    struct play p;
    struct value_list moves = {NULL, 0, 0};
    int heap = 10, bad[] = {0, -1, 2, 3, 16, 5};
    size_t more;
    begin(&p, "iv", false, &heap, 1, 0);
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
        check_refused(&p, &bad[i], "iv");
    int move = 9;
    cr_assert_eq(play_make(&p, &move), SG_OK);
    cr_assert_eq(play_undo(&p), SG_OK);
    cr_assert(p.at.v[0] == 10 && p.mover == 0);
    play_end(&p);
    heap = 4000000;
    double t0 = seconds();
    begin(&p, "iv", false, &heap, 1, 0);
    double t1 = seconds();
    size_t k = listed(&p, &moves, &more);
    cr_assert_eq(k + more, 2000);
    for (size_t j = 0; j < k; j++)
        move_worth(&p, &moves.v[j]);
    check_reply(&p, "iv, a large heap");
    cr_log_info("iv from 4000000: begun in %.3f s, %zu moves listed and "
                "worth in %.3f s", t1 - t0, k, seconds() - t1);
    free(moves.v);
    play_end(&p);
}

/* =====================================================================
   Blue-Red Hackenbush: a search of the game with the player to move,
   on the play encoding (length, then edges 1 blue 0 red, per stalk). */

static bool hb_wins(const int *at, size_t n, int mover)
{
    int next[64];
    for (size_t i = 0; i < n; i += 1 + (size_t)at[i])
        for (int e = 1; e <= at[i]; e++) {
            if (at[i + (size_t)e] != (mover == 0))
                continue;
            size_t m = 0;
            for (size_t j = 0; j < n; j++)
                if (j < i + (size_t)e || j > i + (size_t)at[i])
                    next[m++] = j == i ? e - 1 : at[j];
            if (!hb_wins(next, m, 1 - mover))
                return true;
        }
    return false;
}

static void check_hackenbush(const int *at, size_t n, int mover,
                             size_t *count)
{
    struct play p;
    struct value_list moves = {NULL, 0, 0};
    size_t more, legal = 0, stalk = 0;
    struct value_list in = {(int *)at, n, n};
    begin(&p, "hackenbush", false, at, n, mover);
    size_t k = listed(&p, &moves, &more);
    for (size_t i = 0; i < n; i += 1 + (size_t)at[i], stalk++)
        for (int e = 1; e <= at[i]; e++) {
            int move[2] = {(int)stalk + 1, e};
            if (at[i + (size_t)e] != (mover == 0)) {
                check_refused(&p, move, "hackenbush: the other's colour");
                continue;
            }
            legal++;
            struct value_list next = {NULL, 0, 0};
            int64_t points;
            CHECK(p.g->play->after(&p, move, &next, &points) == SG_OK,
                  "hackenbush: a legal cut refused");
            bool wins = !hb_wins(next.v, next.n, 1 - mover);
            struct worth w = move_worth(&p, move);
            CHECK(w.winner == winner_of(wins ? mover : 1 - mover),
                  "hackenbush: the worth of cut %d %d", move[0], move[1]);
            CHECK(!wins || is_listed(&p, &moves, move),
                  "hackenbush: winning cut %d %d not listed", move[0], e);
            struct outcome out = {.moves = NULL};
            CHECK(p.g->solve(&next, &out) == SG_OK, "hackenbush: the tool");
            CHECK(strcmp(out.value, w.value) == 0,
                  "hackenbush: value %s, the tool's %s", w.value, out.value);
            free(out.moves);
            free(next.v);
        }
    CHECK(k + more == legal, "hackenbush: %zu + %zu != %zu", k, more, legal);
    CHECK(legal > LISTED || more == 0, "hackenbush: a short list cut");
    CHECK(worth_now(&p).winner
          == winner_of(hb_wins(at, n, mover) ? mover : 1 - mover),
          "hackenbush: the worth of the position");
    CHECK(play_over(&p) == (legal == 0), "hackenbush: play_over");
    if (legal > 0)
        check_reply(&p, "hackenbush");
    (void)in;
    free(moves.v);
    play_end(&p);
    *count += legal;
}

Test(play_hackenbush, every_move_of_small_sums)
{
    size_t count = 0, positions = 0;
    /* Up to three stalks of 1 to 3 edges: a stalk is coded 2..15 as
       1 followed by its edges in binary. */
    for (int s1 = 1; s1 < 16; s1++)
        for (int s2 = 1; s2 < (s1 > 1 ? 16 : 2); s2++)
            for (int s3 = 1; s3 < (s2 > 1 ? 16 : 2); s3++) {
                int code[3] = {s1, s2, s3}, at[16];
                size_t n = 0;
                for (int k = 0; k < 3; k++) {
                    if (code[k] < 2)
                        continue;
                    int len = 0;
                    while (code[k] >> (len + 1))
                        len++;
                    at[n++] = len;
                    for (int e = len - 1; e >= 0; e--)
                        at[n++] = (code[k] >> e) & 1;
                }
                for (int mover = 0; mover <= 1; mover++, positions++)
                    check_hackenbush(at, n, mover, &count);
            }
    cr_log_info("hackenbush: %zu positions, %zu moves", positions, count);
    cr_assert_gt(count, 20000);
}

Test(play_hackenbush, cut_stalks_keep_their_numbers)
{
    struct play p;
    int at[] = {3, 1, 0, 1, 2, 0, 0, 1, 1}, move[2];   /* BRB RR B */
    begin(&p, "hackenbush", false, at, 9, 0);
    int bad[][2] = {{0, 1}, {4, 1}, {2, 1}, {1, 2}, {1, 4}, {3, 2}};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
        check_refused(&p, bad[i], "hackenbush");
    cr_assert_eq(play_read(&p, "1 1", move), SG_OK);
    cr_assert_eq(play_make(&p, move), SG_OK);       /* BRB falls */
    int left[] = {0, 2, 0, 0, 1, 1};
    cr_assert(p.at.n == 6 && memcmp(p.at.v, left, sizeof left) == 0);
    int bob[2] = {2, 2};
    cr_assert_eq(play_make(&p, bob), SG_OK);
    int alice[2] = {3, 1};
    cr_assert_eq(play_make(&p, alice), SG_OK);
    cr_assert(play_over(&p) == false);              /* Bob has R left */
    struct text t = {NULL, 0, 0, false};
    p.g->play->show(&p, &t);
    cr_assert_str_eq(t.s, "stalks: 1:- 2:R 3:-");
    free(t.s);
    cr_assert_eq(play_undo(&p), SG_OK);
    cr_assert_eq(play_undo(&p), SG_OK);
    cr_assert(p.at.n == 6 && memcmp(p.at.v, left, sizeof left) == 0);
    play_end(&p);
    int many[60];                           /* 30 stalks: B, R, B, ... */
    for (int k = 0; k < 30; k++)
        many[2 * k] = 1, many[2 * k + 1] = k % 2 == 0;
    begin(&p, "hackenbush", false, many, 60, 0);
    t = (struct text){NULL, 0, 0, false};
    p.g->play->show(&p, &t);
    cr_assert_str_eq(t.s, "stalks: 1:B 2:R 3:B 4:R 5:B 6:R 7:B 8:R 9:B "
                     "10:R 11:B 12:R ... (6 more) ... 19:B 20:R 21:B 22:R "
                     "23:B 24:R 25:B 26:R 27:B 28:R 29:B 30:R");
    free(t.s);
    play_end(&p);
}

/* The value of a stalk of at most 48 edges (1 blue, 0 red) by Berlekamp's
   rule, in a double, exact: its first run adds 1 an edge, each later edge
   half of what the one below it added; blue plus, red minus. */
static double hb_stalk_value(const int *edge, int len)
{
    double v = 0, step = 1;
    bool run = true;
    for (int e = 0; e < len; e++) {
        if (run && e > 0 && edge[e] != edge[0])
            run = false;
        if (!run)
            step /= 2;
        v += edge[e] ? step : -step;
    }
    return v;
}

Test(play_hackenbush, beyond_the_cap_and_the_largest_sum)
{
    size_t count = 0, winning = 0, capped = 0;
    unsigned seed = 12345;
    struct value_list moves = {NULL, 0, 0};
    for (int round = 0; round < 40; round++) {
        int at[8 * 9];
        size_t n = 0, more;
        for (int s = 0; s < 8; s++) {
            at[n++] = 8;
            for (int e = 0; e < 8; e++) {
                seed = seed * 1103515245u + 12345u;
                at[n++] = (seed >> 16) & 1;
            }
        }
        for (int mover = 0; mover <= 1; mover++) {
            struct play p;
            begin(&p, "hackenbush", false, at, n, mover);
            size_t k = listed(&p, &moves, &more), legal = 0;
            for (int s = 0; s < 8; s++)
                for (int e = 1; e <= 8; e++) {
                    int move[2] = {s + 1, e};
                    if (at[9 * s + e] != (mover == 0))
                        continue;
                    legal++;
                    double left = 0;        /* the value the cut leaves */
                    for (int t = 0; t < 8; t++)
                        left += hb_stalk_value(&at[9 * t + 1],
                                               t == s ? e - 1 : 8);
                    bool wins = mover == 0 ? left >= 0 : left <= 0;
                    winning += wins;
                    struct worth w = move_worth(&p, move);
                    CHECK(w.winner == winner_of(wins ? mover : 1 - mover),
                          "hackenbush: the worth of cut %d %d", s + 1, e);
                    CHECK(!wins || is_listed(&p, &moves, move),
                          "hackenbush: a winning cut not listed");
                }
            CHECK(k + more == legal, "hackenbush: the count");
            capped += more > 0;
            count += legal;
            play_end(&p);
        }
    }
    cr_log_info("hackenbush, capped: %zu moves checked, %zu winning, "
                "%zu lists cut", count, winning, capped);
    cr_assert_gt(count, 2000);
    cr_assert_gt(winning, 200);
    cr_assert_gt(capped, 20);
    /* The slowest sum of the tool: 1024 stalks of 48 edges. */
    int *at = malloc(1024 * 49 * sizeof *at);
    cr_assert_not_null(at);
    for (int s = 0; s < 1024; s++) {
        at[49 * s] = 48;
        for (int e = 1; e <= 48; e++)
            at[49 * s + e] = s % 2 == 0;
    }
    struct play p;
    size_t more;
    begin(&p, "hackenbush", false, at, 1024 * 49, 0);
    double t0 = seconds();
    size_t k = listed(&p, &moves, &more);
    double t1 = seconds();
    for (size_t j = 0; j < k; j++)
        move_worth(&p, &moves.v[2 * j]);
    check_reply(&p, "hackenbush, 1024 stalks");
    cr_log_info("hackenbush on 1024 stalks of 48: %zu listed, %zu left out;"
                " list %.3f s, worths and reply %.3f s", k, more, t1 - t0,
                seconds() - t1);
    cr_assert_eq(k + more, 512 * 48);
    play_end(&p);
    free(at);
    free(moves.v);
}

/* =====================================================================
   Stone Game VI: a search of the best margin of the player to move
   (his final points less the other's, from here) on at most 7 stones. */

static int64_t vi_brute(const int *v, size_t n, int mover)
{
    int64_t best = INT64_MIN;
    int rest[16];
    if (n == 0)
        return 0;
    for (size_t k = 0; k < n; k++) {
        size_t m = 0;
        for (size_t i = 0; i < n; i++)
            if (i != k)
                rest[m++] = v[2 * i], rest[m++] = v[2 * i + 1];
        int64_t x = v[2 * k + mover] - vi_brute(rest, n - 1, 1 - mover);
        best = x > best ? x : best;
    }
    return best;
}

/* The worth of every move of a position: the margin against the search,
   the scores against the tool's solver of the position after it. */
static void check_vi(const int *v, size_t n, int mover, size_t *count)
{
    struct play p;
    struct value_list moves = {NULL, 0, 0};
    size_t more;
    begin(&p, "vi", false, v, 2 * n, mover);
    size_t k = listed(&p, &moves, &more);
    CHECK(k == n && more == 0, "vi: a short list cut");
    for (int move = 1; move <= (int)n; move++) {
        struct worth w = move_worth(&p, &move);
        int rest[16];
        size_t m = 0;
        for (size_t i = 0; i < n; i++)
            if ((int)i != move - 1)
                rest[m++] = v[2 * i], rest[m++] = v[2 * i + 1];
        int64_t margin = v[2 * (move - 1) + mover]
                         - vi_brute(rest, n - 1, 1 - mover);
        int64_t got = narrow(w.alice) - narrow(w.bob);
        CHECK((mover == 0 ? got : -got) == margin,
              "vi: the margin of move %d", move);
        int turned[16];
        for (size_t i = 0; i < m; i++)      /* the next mover's first */
            turned[i] = rest[mover == 0 ? i ^ 1 : i];
        struct value_list next = {turned, m, m};
        struct outcome out = {.moves = NULL};
        CHECK(p.g->solve(&next, &out) == SG_OK, "vi: the tool");
        struct wide a = mover == 0 ? out.bob : out.alice;
        struct wide b = mover == 0 ? out.alice : out.bob;
        int64_t mine = v[2 * (move - 1) + mover];
        CHECK(narrow(w.alice) == narrow(a) + (mover == 0 ? mine : 0)
              && narrow(w.bob) == narrow(b) + (mover == 1 ? mine : 0),
              "vi: the scores of move %d of %zu (mover %d) are %lld %lld, "
              "the tool's %lld %lld", move, n, mover,
              (long long)narrow(w.alice), (long long)narrow(w.bob),
              (long long)narrow(a), (long long)narrow(b));
        free(out.moves);
        (*count)++;
    }
    if (n >= 2) {       /* a position that is neither: the plain solver */
        struct value_list two = {(int *)v + 4, 2 * n - 4, 2 * n - 4};
        struct outcome out = {.moves = NULL};
        CHECK(p.g->play->solve(&p, &two, mover == 0, &out) == SG_OK,
              "vi: solve");
        int64_t m = narrow(out.alice) - narrow(out.bob);
        CHECK((mover == 0 ? m : -m) == vi_brute(v + 4, n - 2, mover),
              "vi: the plain solver's margin");
        free(out.moves);
    }
    struct worth now = worth_now(&p);
    int64_t got = narrow(now.alice) - narrow(now.bob);
    CHECK((mover == 0 ? got : -got) == vi_brute(v, n, mover),
          "vi: the worth of the position");
    if (n > 0)
        check_reply(&p, "vi");
    free(moves.v);
    play_end(&p);
}

Test(play_vi, every_move_of_small_rows)
{
    size_t count = 0, positions = 0;
    unsigned seed = 7;
    for (int round = 0; round < 3000; round++) {
        int v[14];
        size_t n = (size_t)round % 8;
        int range = round % 3 == 0 ? 3 : 21;
        for (size_t i = 0; i < 2 * n; i++) {
            seed = seed * 1103515245u + 12345u;
            v[i] = (int)((seed >> 16) % (unsigned)range) - range / 3;
        }
        for (int mover = 0; mover <= 1; mover++, positions++)
            check_vi(v, n, mover, &count);
    }
    cr_log_info("vi: %zu positions, %zu moves", positions, count);
    cr_assert_gt(count, 20000);
}

/* Beyond the cap, every optimal move is listed: the worths of all the
   moves, by the rules' own solver, against the best of them. */
Test(play_vi, beyond_the_cap_every_optimal_move_is_listed)
{
    unsigned seed = 99;
    size_t optimal = 0, positions = 0, beyond = 0;
    struct value_list moves = {NULL, 0, 0};
    for (int round = 0; round < 300; round++) {
        int v[2 * 60];
        size_t n = 25 + (size_t)round % 35, more;
        int range = round % 2 ? 2 : 4;
        for (size_t i = 0; i < 2 * n; i++) {
            seed = seed * 1103515245u + 12345u;
            v[i] = (int)((seed >> 16) % (unsigned)range);
        }
        for (int mover = 0; mover <= 1; mover++, positions++) {
            struct play p;
            struct worth best, w;
            begin(&p, "vi", false, v, 2 * n, mover);
            size_t k = listed(&p, &moves, &more);
            CHECK(k + more == n && k >= LISTED, "vi: the count");
            best = worth_now(&p);
            size_t here = 0;
            for (int move = 1; move <= (int)n; move++) {
                w = move_worth(&p, &move);
                int c = play_compare(&p, &w, &best, mover);
                CHECK(c <= 0, "vi: a move better than the position");
                CHECK(c < 0 || is_listed(&p, &moves, &move),
                      "vi: optimal move %d of %zu not listed", move, n);
                here += c == 0;
            }
            optimal += here;
            beyond += here > LISTED;
            play_end(&p);
        }
    }
    free(moves.v);
    cr_log_info("vi, capped: %zu positions, %zu optimal moves, %zu with "
                "more than %d", positions, optimal, beyond, LISTED);
    cr_assert_gt(optimal, 5000);
    cr_assert_gt(beyond, 10);
}

Test(play_vi, a_game_of_a_large_row)
{
    size_t n = 200000, more;
    int *v = malloc(2 * n * sizeof *v), move;
    unsigned seed = 3;
    struct value_list moves = {NULL, 0, 0};
    cr_assert_not_null(v);
    for (size_t i = 0; i < 2 * n; i++) {
        seed = seed * 1103515245u + 12345u;
        v[i] = (int)((seed >> 8) % 2000000) - 1000000;
    }
    struct play p;
    begin(&p, "vi", false, v, 2 * n, 0);
    double t0 = seconds();
    size_t k = listed(&p, &moves, &more);
    for (size_t j = 0; j < k; j++)
        move_worth(&p, &moves.v[j]);
    double t1 = seconds();
    cr_assert_eq(k + more, n);
    for (int turn = 0; turn < 6; turn++) {
        cr_assert_eq(play_reply(&p, &move), SG_OK);
        cr_assert_eq(play_make(&p, &move), SG_OK);
    }
    cr_assert_eq(play_undo(&p), SG_OK);
    check_reply(&p, "vi, a large row");
    cr_log_info("vi on %zu stones: %zu moves listed and worth in %.3f s; "
                "six replies, an undo and a check in %.3f s", n, k, t1 - t0,
                seconds() - t1);
    play_end(&p);
    free(moves.v);
    free(v);
}

Test(play_vi, illegal_moves_and_scores)
{
    struct play p;
    int v[] = {1, 5, 2, 2, 3, 1}, bad[] = {0, 4, -1}, move = 1;
    begin(&p, "vi", false, v, 6, 0);
    for (size_t i = 0; i < 3; i++)
        check_refused(&p, &bad[i], "vi");
    cr_assert_eq(play_make(&p, &move), SG_OK);      /* Alice: 1 */
    cr_assert_eq(play_make(&p, &move), SG_OK);      /* Bob: the 2/2, 2 */
    cr_assert(narrow(p.score[0]) == 1 && narrow(p.score[1]) == 2);
    cr_assert(p.at.n == 2 && p.at.v[0] == 3 && p.at.v[1] == 1);
    play_end(&p);
}

/* =====================================================================
   Stone Game V: the table of every interval, by the recurrence. */

static int64_t v_best(const int *v, size_t i, size_t j)
{
    int64_t best = 0;
    for (size_t k = i; k < j; k++) {
        int64_t l = 0, r = 0;
        for (size_t x = i; x <= j; x++)
            *(x <= k ? &l : &r) += v[x];
        if (l <= r && l + v_best(v, i, k) > best)
            best = l + v_best(v, i, k);
        if (l >= r && r + v_best(v, k + 1, j) > best)
            best = r + v_best(v, k + 1, j);
    }
    return best;
}

Test(play_v, every_move_of_small_rows)
{
    size_t count = 0, positions = 0;
    unsigned seed = 5;
    struct value_list moves = {NULL, 0, 0};
    for (int round = 0; round < 1500; round++, positions++) {
        int v[8];
        size_t n = (size_t)round % 8, more;
        for (size_t i = 0; i < n; i++) {
            seed = seed * 1103515245u + 12345u;
            v[i] = (int)((seed >> 16) % (round % 2 ? 3u : 9u));
        }
        struct play p;
        begin(&p, "v", false, v, n, 0);
        size_t k = listed(&p, &moves, &more), legal = 0;
        CHECK(more == 0, "v: moves left out");
        for (int c = 1; c < (int)n; c++)
            for (int side = 0; side < 2; side++) {
                int move[2] = {c, side ? 'R' : 'L'}, said[2];
                int64_t l = 0, r = 0;
                for (int x = 0; x < (int)n; x++)
                    *(x < c ? &l : &r) += v[x];
                if (side ? l < r : l > r) {
                    check_refused(&p, move, "v: the larger part");
                    continue;
                }
                legal++;
                CHECK(is_listed(&p, &moves, move), "v: a move not listed");
                struct worth w = move_worth(&p, move);
                int64_t best = side ? r + v_best(v, (size_t)c, n - 1)
                                    : l + v_best(v, 0, (size_t)c - 1);
                CHECK(narrow(w.alice) == best, "v: the worth of %d %c",
                      c, move[1]);
                struct text t = {NULL, 0, 0, false};
                p.g->play->say(&p, move, &t);
                CHECK(play_read(&p, t.s, said) == SG_OK
                      && said[0] == move[0] && said[1] == move[1],
                      "v: %s is not read back", t.s);
                free(t.s);
                count++;
            }
        CHECK(k == legal, "v: %zu listed, %zu legal", k, legal);
        CHECK(n == 0 || narrow(worth_now(&p).alice) == v_best(v, 0, n - 1),
              "v: the worth of the position");
        if (n > 1)
            check_reply(&p, "v");
        play_end(&p);
    }
    free(moves.v);
    cr_log_info("v: %zu rows, %zu moves", positions, count);
    cr_assert_gt(count, 4000);
}

Test(play_v, alice_alone_moves_and_reading)
{
    struct play p;
    int v[] = {6, 2, 3, 4, 5, 5}, move[2];
    begin(&p, "v", false, v, 6, 0);
    cr_assert(p.g->play->solo);
    cr_assert_eq(play_read(&p, "3", move), SG_OK);     /* 11 | 14 */
    cr_assert(move[0] == 3 && move[1] == 'L');
    cr_assert_eq(play_read(&p, "3 r", move), SG_OK);
    check_refused(&p, move, "v: the larger part");
    cr_assert_eq(play_read(&p, "0", move), SG_OK);
    check_refused(&p, move, "v: no cut");
    cr_assert_eq(play_read(&p, "6", move), SG_OK);
    check_refused(&p, move, "v: no cut");
    cr_assert_eq(play_read(&p, "x", move), SG_EINVAL);
    cr_assert_eq(play_read(&p, "3 L x", move), SG_EINVAL);
    cr_assert_eq(play_read(&p, "3", move), SG_OK);
    cr_assert_eq(play_make(&p, move), SG_OK);
    cr_assert(p.mover == 0 && narrow(p.score[0]) == 11 && p.at.n == 3);
    cr_assert_eq(play_read(&p, "1", move), SG_OK);      /* 6 | 5: R */
    cr_assert(move[1] == 'R');
    cr_assert_eq(play_read(&p, "1 L", move), SG_OK);
    check_refused(&p, move, "v: the larger part");
    play_end(&p);
    int tie[] = {1, 1};
    begin(&p, "v", false, tie, 2, 0);
    cr_assert_eq(play_read(&p, "1", move), SG_EINVAL);
    cr_assert_eq(play_read(&p, "1 R", move), SG_OK);
    cr_assert_eq(play_make(&p, move), SG_OK);
    cr_assert(play_over(&p));
    play_end(&p);
}

/* =====================================================================
   Whole games at the terminal (tests/pty.h): the person plays, from
   each position, the first move of the tool's own line from there
   (`stonegame GAME --json POSITION'), and the library replies; both
   play optimally, so the game must end as the tool's JSON says of the
   start, with no mistake of the person's. */

/* The text of the last line starting with prefix before end. */
static char *last_shown(const char *out, const char *end, const char *prefix,
                        char *buf, size_t size)
{
    const char *at = NULL;
    for (const char *s = out; (s = strstr(s, prefix)) != NULL && s < end; s++)
        at = s;
    cr_assert_not_null(at, "no line \"%s\" before the prompt", prefix);
    at += strlen(prefix);
    size_t len = strcspn(at, "\n");
    cr_assert_lt(len, size);
    memcpy(buf, at, len);
    buf[len] = '\0';
    return buf;
}

/* The integer after "key": in a JSON text. */
static long long json_number(const char *json, const char *key)
{
    char pattern[64];
    snprintf(pattern, sizeof pattern, "\"%s\":", key);
    const char *at = strstr(json, pattern);
    cr_assert_not_null(at, "no %s in %s", key, json);
    return strtoll(at + strlen(pattern), NULL, 10);
}

static void json_text(const char *json, const char *key, char *buf,
                      size_t size)
{
    char pattern[64];
    snprintf(pattern, sizeof pattern, "\"%s\":\"", key);
    const char *at = strstr(json, pattern);
    cr_assert_not_null(at, "no %s in %s", key, json);
    at += strlen(pattern);
    size_t len = strcspn(at, "\"");
    cr_assert_lt(len, size);
    memcpy(buf, at, len);
    buf[len] = '\0';
}

/* Cuts text at spaces (and at the separators seps) into args after
   the ones already there. */
static size_t split(char *text, const char *seps, const char **args,
                    size_t n)
{
    for (char *w = strtok(text, seps); w != NULL; w = strtok(NULL, seps))
        args[n++] = w;
    return n;
}

struct terminal_game {
    const char *game;
    bool misere;
    const char *prefix;             /* the start of the position's line */
    int person;                     /* 0: Alice, first; 1: Bob */
};

/* The tool's arguments for the position shown: its values, or for
   Hackenbush its stalks that are left, numbered in map. */
static size_t position_args(const struct terminal_game *tg, char *shown,
                            const char **args, size_t n, int *map)
{
    if (strcmp(tg->game, "hackenbush") != 0)
        return split(shown, " /", args, n);
    int stalk = 0;
    for (char *w = strtok(shown, " "); w != NULL; w = strtok(NULL, " ")) {
        char *edges = strchr(w, ':') + 1;
        stalk++;
        if (strcmp(edges, "-") != 0)
            map[n - 3] = stalk, args[n++] = edges;  /* after play, -- */
    }
    return n;
}

/* The person's move: the first of the tool's line, as it is typed. */
static void first_move(const struct terminal_game *tg, const char *json,
                       const int *map, char *buf, size_t size)
{
    const char *m = strstr(json, "\"moves\":[");
    cr_assert_not_null(m);
    m += strlen("\"moves\":[");
    long long a = 0, b = 0;
    char side = 0;
    if (*m == '[') {
        a = strtoll(m + 1, (char **)&m, 10);
        if (m[1] == '"')
            side = m[2];
        else
            b = strtoll(m + 1, NULL, 10);
    } else {
        a = strtoll(m, NULL, 10);
    }
    if (strcmp(tg->game, "hackenbush") == 0)
        snprintf(buf, size, "%d %lld", map[a - 1], b);
    else if (side != 0)
        snprintf(buf, size, "%lld %c", a, side);
    else if (strcmp(tg->game, "nim") == 0)
        snprintf(buf, size, "%lld %lld", a, b);
    else
        snprintf(buf, size, "%lld", a);
}

static void start_args(const struct terminal_game *tg, const char **args,
                       size_t *n, bool play)
{
    *n = 0;
    if (play)
        args[(*n)++] = "play";
    args[(*n)++] = tg->game;
    if (tg->misere)
        args[(*n)++] = "--misere";
    if (!play)
        args[(*n)++] = "--json";
    args[(*n)++] = "--";
}

/* Plays the game; returns the number of the person's moves. */
static int play_through(const struct terminal_game *tg,
                        const char *const *values, size_t nvalues,
                        char *end, size_t size)
{
    const char *args[64];
    size_t n;
    struct pty t;
    int moves = 0, map[64];
    start_args(tg, args, &n, true);
    args[n - 1] = values[0];            /* no -- after play: values */
    for (size_t i = 1; i < nvalues; i++)
        args[n++] = values[i];
    pty_startv(&t, false, args, n);
    if (strcmp(tg->game, "v") != 0) {
        pty_expect(&t, "Do you want to move first or second? [1/2] ");
        pty_send(&t, tg->person == 0 ? "1" : "2");
    }
    for (;;) {
        const char *prompt = NULL;
        for (int tries = 0; prompt == NULL && tries < 200; tries++) {
            prompt = pty_wait_for(&t, "Your move (? h u q): ", 100);
            if (prompt == NULL && strstr(t.out, "Game over") != NULL)
                break;
        }
        if (prompt == NULL)
            break;
        char shown[4096], move[64];
        struct run r;
        last_shown(t.out, prompt, tg->prefix, shown, sizeof shown);
        start_args(tg, args, &n, false);
        n = position_args(tg, shown, args, n, map);
        run_tool_argv(&r, NULL, n, args);
        expect_success(&r, "the tool on a position of play");
        first_move(tg, r.out, map, move, sizeof move);
        run_free(&r);
        pty_send(&t, move);
        moves++;
    }
    const char *over = pty_expect(&t, "Game over: ");
    size_t len = strcspn(over, "\n");
    cr_assert_lt(len, size);
    memcpy(end, over, len);
    end[len] = '\0';
    pty_expect(&t, "You made no mistake.");
    pty_eof(&t);
    cr_assert_eq(pty_finish(&t), 0);
    pty_free(&t);
    return moves;
}

/* The games, the person first. */
static const struct terminal_game nim_game = {"nim", false, "piles: ", 0};
static const struct terminal_game misere_game = {"nim", true, "piles: ",
                                                 0};
static const struct terminal_game iv_game = {"iv", false, "heaps: ", 0};
static const struct terminal_game hb_game = {"hackenbush", false,
                                             "stalks: ", 0};
static const struct terminal_game v_game = {"v", false, "stones: ", 0};
static const struct terminal_game vi_game = {"vi", false,
                                             "stones (Alice/Bob): ", 0};

/* The tool's JSON on the start. */
static void start_json(const struct terminal_game *tg,
                       const char *const *values, size_t nvalues,
                       struct run *r)
{
    const char *args[64];
    size_t n;
    start_args(tg, args, &n, false);
    for (size_t i = 0; i < nvalues; i++)
        args[n++] = values[i];
    run_tool_argv(r, NULL, n, args);
    expect_success(r, "the tool on the start");
}

static void whole_game(const struct terminal_game *tg,
                       const char *const *values, size_t nvalues)
{
    struct run r;
    char end[256], winner[16], expected[256];
    start_json(tg, values, nvalues, &r);
    int moves = play_through(tg, values, nvalues, end, sizeof end);
    cr_assert_gt(moves, 0);
    if (strcmp(tg->game, "v") == 0)
        snprintf(expected, sizeof expected, "Game over: Alice scores %lld.",
                 json_number(r.out, "alice"));
    else if (strcmp(tg->game, "vi") == 0) {
        long long a = json_number(r.out, "alice");
        long long b = json_number(r.out, "bob");
        json_text(r.out, "winner", winner, sizeof winner);
        if (a == b)
            snprintf(expected, sizeof expected, "Game over: ");
        else
            snprintf(expected, sizeof expected,
                     "Game over: %s (%s) wins by %lld: Alice %lld, Bob %lld.",
                     winner, winner[0] == 'A' ? "you" : "the library",
                     a > b ? a - b : b - a, a, b);
    } else {
        json_text(r.out, strcmp(tg->game, "hackenbush") ? "winner" : "first",
                  winner, sizeof winner);
        snprintf(expected, sizeof expected, "Game over: %s (%s) wins.",
                 winner, (winner[0] == 'A') == (tg->person == 0)
                 ? "you" : "the library");
    }
    cr_assert(strncmp(end, expected, strlen(expected)) == 0,
              "%s: the game ended \"%s\"; the tool says \"%s\"", tg->game,
              end, expected);
    cr_log_info("%s%s: a whole game, %d moves of the person's: %s",
                tg->game, tg->misere ? " --misere" : "", moves, end);
    run_free(&r);
}

Test(play_terminal_a, whole_games_against_the_tool)
{
    const struct terminal_game nim2 = {"nim", false, "piles: ", 1};
    const struct terminal_game misere2 = {"nim", true, "piles: ", 1};
    const struct terminal_game iv2 = {"iv", false, "heaps: ", 1};
    whole_game(&nim_game, (const char *[]){"3", "4", "5"}, 3);  /* Alice */
    whole_game(&nim_game, (const char *[]){"1", "2", "3"}, 3);  /* Bob */
    whole_game(&misere_game, (const char *[]){"1", "1", "2"}, 3);
    whole_game(&misere_game, (const char *[]){"1", "1", "1"}, 3);
    whole_game(&misere_game, (const char *[]){"2", "2", "5", "7"}, 4);
    whole_game(&nim2, (const char *[]){"3", "4", "5"}, 3);
    whole_game(&nim2, (const char *[]){"1", "2", "3"}, 3);
    whole_game(&misere2, (const char *[]){"1", "1", "2"}, 3);
    whole_game(&misere2, (const char *[]){"3", "3"}, 2);
    whole_game(&iv2, (const char *[]){"17"}, 1);
    whole_game(&iv2, (const char *[]){"99"}, 1);
    whole_game(&iv_game, (const char *[]){"17"}, 1);
    whole_game(&iv_game, (const char *[]){"7"}, 1);
    whole_game(&iv_game, (const char *[]){"1000"}, 1);
    whole_game(&hb_game, (const char *[]){"BRB", "RR", "BBR", "RBRB"}, 4);
    whole_game(&hb_game, (const char *[]){"B", "R"}, 2);
    whole_game(&hb_game, (const char *[]){"BRB", "RR", "BBR"}, 3);
    whole_game(&hb_game, (const char *[]){"RRB", "BR", "BRRB"}, 3);
    whole_game(&v_game, (const char *[]){"6", "2", "3", "4", "5", "5"}, 6);
    whole_game(&v_game, (const char *[]){"7", "7", "7", "7", "7", "7", "7"},
               7);
    whole_game(&vi_game, (const char *[]){"1", "3", "2", "1", "5", "2", "0",
                                          "4", "-3", "3"}, 10);
    whole_game(&vi_game, (const char *[]){"2", "2", "2", "2", "1", "3"}, 6);
}

/* A move that is no move, an illegal one, a move taken back, and the end
   of input, in each game. */
static void refuse_undo_and_leave(const struct terminal_game *tg,
                                  const char *const *values, size_t nvalues,
                                  const char *start, const char *bad,
                                  const char *illegal, const char *legal)
{
    const char *args[64] = {"play", tg->game};
    size_t n = 2;
    struct pty t;
    char line[512];
    if (tg->misere)
        args[n++] = "--misere";
    for (size_t i = 0; i < nvalues; i++)
        args[n++] = values[i];
    pty_startv(&t, false, args, n);
    if (strcmp(tg->game, "v") != 0) {
        pty_expect(&t, "[1/2] ");
        pty_send(&t, "1");
    }
    snprintf(line, sizeof line, "%s%s\n", tg->prefix, start);
    pty_expect(&t, line);
    pty_expect(&t, "Your move (? h u q): ");
    pty_send(&t, bad);
    snprintf(line, sizeof line, "'%s' is not a move", bad);
    pty_expect(&t, line);
    pty_expect(&t, "Your move (? h u q): ");
    pty_send(&t, illegal);
    snprintf(line, sizeof line, "'%s' is not a legal move here", illegal);
    pty_expect(&t, line);
    pty_expect(&t, "Your move (? h u q): ");
    pty_send(&t, legal);
    pty_expect(&t, "Your move (? h u q): ");
    pty_send(&t, "u");
    snprintf(line, sizeof line, "%s%s\n", tg->prefix, start);
    pty_expect(&t, line);
    pty_expect(&t, "Your move (? h u q): ");
    pty_eof(&t);
    pty_expect(&t, "stonegame: end of input; the game is left unfinished");
    cr_assert_eq(pty_finish(&t), 0);
    pty_free(&t);
}

Test(play_terminal_a, illegal_moves_undo_and_end_of_input)
{
    refuse_undo_and_leave(&nim_game, (const char *[]){"3", "4", "5", "9"}, 4,
                          "3 4 5 9", "3", "2 5", "4 1");
    refuse_undo_and_leave(&misere_game, (const char *[]){"1", "1", "2"}, 3,
                          "1 1 2", "x y", "3 3", "3 1");
    refuse_undo_and_leave(&iv_game, (const char *[]){"30"}, 1, "30", "4 4",
                          "8", "25");
    refuse_undo_and_leave(&hb_game, (const char *[]){"BRB", "RR", "BB"}, 3,
                          "1:BRB 2:RR 3:BB", "B", "2 1", "3 2");
    refuse_undo_and_leave(&v_game,
                          (const char *[]){"6", "2", "3", "4", "5", "5"}, 6,
                          "6 2 3 4 5 5", "3 Q", "3 R", "2");
    refuse_undo_and_leave(&vi_game,
                          (const char *[]){"1", "5", "2", "2", "3", "1", "4",
                                           "4"}, 8,
                          "1/5 2/2 3/1 4/4", "-", "5", "2");
}

/* The list of moves at the terminal, cut where a position has many:
   the moves left out are counted. */
Test(play_terminal_a, long_lists_of_moves_are_cut)
{
    struct {
        const char *const args[8];
        size_t nargs;
        const char *listed, *more;
    } cases[] = {
        {{"play", "nim", "1000000", "7"}, 4, "  1 999993 ",
         "and 1000000 more moves"},
        {{"play", "iv", "1000000"}, 3, "  1000000 ", "and 965 more moves"},
        {{"play", "nim", "--misere", "2000000000", "1"}, 5,
         "  1 2000000000 Alice wins", "and 1999999997 more moves"},
    };
    for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++) {
        struct pty t;
        pty_startv(&t, false, cases[c].args, cases[c].nargs);
        pty_expect(&t, "[1/2] ");
        pty_send(&t, "1");
        pty_expect(&t, "Your move (? h u q): ");
        pty_send(&t, "?");
        pty_expect(&t, cases[c].listed);
        pty_expect(&t, cases[c].more);
        pty_expect(&t, "Your move (? h u q): ");
        pty_send(&t, "q");
        cr_assert_eq(pty_finish(&t), 0);
        pty_free(&t);
    }
}
