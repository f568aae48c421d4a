/* test-play-b.c: the play rules of Stone Game II, Stone Game IX, Can I
   Win, Flip Game II and Cat and Mouse (chunks/SLUG-tool.nw), through the
   engine (sg-play.h), against brute forces written here: from every
   small position reachable from every small start, the worth of the
   position and of every legal move, and the reply, which must keep the
   worth; Cat and Mouse's draw by repetition, illegal moves and the graph
   read from a file; and at the terminal (tests/pty.h), whole games of
   each, from both sides, against the line of `stonegame GAME --json'. */
#define _GNU_SOURCE

#include <criterion/criterion.h>

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "stonegame.h"
#include "brute.h"
#include "sg-tool.h"
#include "sg-play.h"
#include "pty.h"
#include "tool-run.h"

/* A check inside a long loop asserts only when it fails. */
#define CHECK(cond, ...) \
    do { if (!(cond)) cr_assert_fail(__VA_ARGS__); } while (0)

static const struct game *game_named(const char *name)
{
    const struct game *g = tool_game_named(name);
    cr_assert_not_null(g, "no game %s", name);
    return g;
}

/* What a brute force says of a position: the final result, in absolute
   terms, with the points made so far. */
struct expect {
    enum winner winner;
    int64_t alice, bob;
    long long remoteness;      /* LLONG_MIN: not checked */
};

typedef struct expect (*brute_fn)(const struct play *p,
                                  const struct value_list *at, int mover,
                                  const int64_t score[2]);

static int64_t wide_int(struct wide w)
{
    return (int64_t)w.low;     /* the small scores of the tests */
}

static void check_worth(const struct play *p, const struct worth *w,
                        struct expect e, const char *what, const char *desc)
{
    bool remote = p->g->fields & REMOTENESS;
    CHECK(w->winner == e.winner, "%s %s: winner %d, want %d", desc, what,
          (int)w->winner, (int)e.winner);
    CHECK(wide_int(w->alice) == e.alice && wide_int(w->bob) == e.bob,
          "%s %s: scores %lld-%lld, want %lld-%lld", desc, what,
          (long long)wide_int(w->alice), (long long)wide_int(w->bob),
          (long long)e.alice, (long long)e.bob);
    CHECK(!remote || e.remoteness == LLONG_MIN
          || w->remoteness == e.remoteness,
          "%s %s: remoteness %lld, want %lld", desc, what, w->remoteness,
          e.remoteness);
}

/* The position after a move, as the rules make it, for the brute force. */
struct after {
    struct value_list next;
    int64_t score[2];
};

static bool after_move(const struct play *p, const int *move,
                       struct after *a)
{
    int64_t points = 0;
    a->next.n = 0;
    if (p->g->play->after(p, move, &a->next, &points) != SG_OK)
        return false;
    a->score[0] = wide_int(p->score[0]);
    a->score[1] = wide_int(p->score[1]);
    a->score[p->mover] += points;
    return true;
}

static long explored;

/* Every position reachable from p's, to depth `depth`: the worth of the
   position, of each move, and the reply. */
static void explore(struct play *p, brute_fn brute, int depth,
                    const char *desc)
{
    struct worth here, w, best, best_worth;
    int64_t score[2] = {wide_int(p->score[0]), wide_int(p->score[1])};
    struct expect e = brute(p, &p->at, p->mover, score);
    explored++;
    CHECK(play_worth(p, &here) == SG_OK, "%s: play_worth", desc);
    check_worth(p, &here, e, "position", desc);
    if (e.remoteness != LLONG_MIN) {
        struct outcome out = {.moves = NULL};
        CHECK(p->g->play->solve(p, &p->at, p->mover == 0, &out) == SG_OK
              && out.remoteness == e.remoteness, "%s: the rules' "
              "remoteness %lld, want %lld", desc, out.remoteness,
              e.remoteness);
        free(out.moves);
    }
    struct value_list moves = {0};
    struct after a = {{0}, {0, 0}};
    size_t more = 9;
    CHECK(p->g->play->moves(p, &moves, &more) == SG_OK && more == 0,
          "%s: moves", desc);
    CHECK(play_over(p) == (moves.n == 0), "%s: play_over", desc);
    for (size_t k = 0; k < moves.n; k++) {
        CHECK(after_move(p, &moves.v[k], &a), "%s: after %d", desc,
              moves.v[k]);
        CHECK(play_move_worth(p, &moves.v[k], &w) == SG_OK, "%s: %d", desc,
              moves.v[k]);
        check_worth(p, &w, brute(p, &a.next, 1 - p->mover, a.score),
                    "move", desc);
        best = k == 0 || play_compare(p, &w, &best_worth, p->mover) > 0
               ? w : best_worth;
        best_worth = best;
    }
    if (moves.n > 0) {
        int reply;
        CHECK(play_reply(p, &reply) == SG_OK, "%s: no reply", desc);
        CHECK(play_move_worth(p, &reply, &w) == SG_OK, "%s: reply %d",
              desc, reply);
        CHECK(play_compare(p, &w, &best_worth, p->mover) == 0
              && w.winner == here.winner
              && wide_int(w.alice) == wide_int(here.alice)
              && wide_int(w.bob) == wide_int(here.bob)
              && (here.remoteness <= 0
                  || w.remoteness == here.remoteness - 1),
              "%s at %d %d %d (%zu): reply %d is not optimal: %d %lld, "
              "here %d %lld", desc, p->at.v[0], p->at.v[1], p->mover,
              p->at.n, reply, (int)w.winner, w.remoteness,
              (int)here.winner, here.remoteness);
    }
    for (size_t k = 0; depth > 0 && k < moves.n; k++) {
        CHECK(play_make(p, &moves.v[k]) == SG_OK, "%s: make", desc);
        explore(p, brute, depth - 1, desc);
        CHECK(play_undo(p) == SG_OK, "%s: undo", desc);
    }
    free(moves.v);
    free(a.next.v);
}

static void explore_game(const char *name, const int *v, size_t n,
                         brute_fn brute, int depth)
{
    struct play p;
    struct value_list in = {(int *)v, n, n};
    char desc[200];
    brute_format(v, n, desc, sizeof desc);
    for (int person = 0; person < 2; person++) {
        CHECK(play_begin(&p, game_named(name), false, &in, person) == SG_OK,
              "%s %s: play_begin", name, desc);
        explore(&p, brute, depth, desc);
        play_end(&p);
    }
}

/* Every row of up to five values in lo..hi, explored to depth. */
struct rows {
    const char *game;
    brute_fn brute;
    int depth;
    long count;
};

static void visit_row(const int *v, size_t n, void *ctx)
{
    struct rows *r = ctx;
    r->count++;
    explore_game(r->game, v, n, r->brute, r->depth);
}

static long explore_rows(const char *game, brute_fn brute, int lo, int hi,
                         int depth)
{
    struct rows r = {game, brute, depth, 0};
    explored = 0;
    for_each_array(5, lo, hi, visit_row, &r);
    cr_log_info("%s: %ld rows, %ld positions", game, r.count, explored);
    return r.count;
}

/* ---------------------------------------------------------------------
   Stone Game II: the brute force of brute.c from (0, M) on the piles
   left; the mover collects that much of what is left. */

static struct expect scored(int64_t alice, int64_t bob)
{
    return (struct expect){alice > bob ? ALICE : bob > alice ? BOB : TIE,
                           alice, bob, LLONG_MIN};
}

static struct expect brute_ii(const struct play *p,
                              const struct value_list *at, int mover,
                              const int64_t score[2])
{
    int64_t left = 0, a;
    (void)p;
    for (size_t i = 1; i < at->n; i++)
        left += at->v[i];
    a = brute_stone2_from(at->v + 1, at->n - 1, 0, (size_t)at->v[0], NULL);
    return mover == 0 ? scored(score[0] + a, score[1] + left - a)
                      : scored(score[0] + left - a, score[1] + a);
}

Test(play_ii, every_row_up_to_5_over_minus2_to_2, .timeout = 120)
{
    cr_assert_eq(explore_rows("ii", brute_ii, -2, 2, 8), 3906);
    cr_assert_eq(explored, 148222);
}

/* ---------------------------------------------------------------------
   Stone Game IX: every order of removing the stones, the winner hurrying
   and the loser delaying. */

static int rem3(int v)
{
    return (v % 3 + 3) % 3;
}

static int brute9(int *v, size_t n, int s, int mover, long long *remote)
{
    int best = -1;
    long long r, far = 0;
    *remote = 0;
    if (s == 0)
        return mover;               /* the last move lost */
    if (n == 0)
        return 1;                   /* Bob */
    for (size_t i = 0; i < n; i++) {
        int x = v[i];
        v[i] = v[n - 1];
        int w = brute9(v, n - 1, ((s < 0 ? 0 : s) + rem3(x)) % 3,
                       1 - mover, &r);
        v[i] = x;
        r++;
        if (best < 0 || (w == mover && (best != mover || r < far))
            || (w != mover && best != mover && r > far))
            best = w, far = r;
    }
    *remote = far;
    return best;
}

static struct expect brute_ix(const struct play *p,
                              const struct value_list *at, int mover,
                              const int64_t score[2])
{
    int v[16];
    long long r;
    (void)p, (void)score;
    memcpy(v, at->v + 1, (at->n - 1) * sizeof *v);
    int w = brute9(v, at->n - 1, at->v[0], mover, &r);
    return (struct expect){w == 0 ? ALICE : BOB, 0, 0, r};
}

Test(play_ix, every_row_up_to_5_over_minus1_to_4, .timeout = 300)
{
    cr_assert_eq(explore_rows("ix", brute_ix, -1, 4, 6), 9331);
    cr_assert_eq(explored, 799714);
}

/* ---------------------------------------------------------------------
   Can I Win: the recursion over the numbers left, no memo. */

static int brute_cw(int m, long long left, uint32_t used)
{
    int best = -2;
    if (left <= 0)
        return used == 0 ? 1 : -1;
    for (int k = 1; k <= m; k++)
        if (!(used >> (k - 1) & 1)) {
            int r = k >= left ? 1
                  : -brute_cw(m, left - k, used | UINT32_C(1) << (k - 1));
            best = r > best ? r : best;
        }
    return best == -2 ? 0 : best;
}

static struct expect brute_canwin(const struct play *p,
                                  const struct value_list *at, int mover,
                                  const int64_t score[2])
{
    long long left = at->v[1];
    (void)p, (void)score;
    for (int k = 1; k <= at->v[0]; k++)
        left -= (at->v[2] >> (k - 1) & 1) ? k : 0;
    int r = brute_cw(at->v[0], left, (uint32_t)at->v[2]);
    enum winner w = r == 0 ? NOBODY : (r > 0) == (mover == 0) ? ALICE : BOB;
    return (struct expect){w, 0, 0, LLONG_MIN};
}

Test(play_canwin, every_game_up_to_6, .timeout = 120)
{
    long games = 0;
    explored = 0;
    for (int m = 1; m <= 6; m++)
        for (int t = -1; t <= m * (m + 1) / 2 + 1; t++) {
            int v[2] = {m, t};
            explore_game("canwin", v, 2, brute_canwin, 8);
            games++;
        }
    cr_assert_eq(games, 6 * 3 + 1 + 3 + 6 + 10 + 15 + 21);
    cr_log_info("canwin: %ld positions", explored);
    cr_assert_eq(explored, 36838);
}

/* ---------------------------------------------------------------------
   Flip Game II: the plain recursion over the moves. */

static bool brute_flip_wins(int *v, size_t n)
{
    for (size_t i = 0; i + 1 < n; i++)
        if (v[i] && v[i + 1]) {
            v[i] = v[i + 1] = 0;
            bool other = brute_flip_wins(v, n);
            v[i] = v[i + 1] = 1;
            if (!other)
                return true;
        }
    return false;
}

static struct expect brute_flip(const struct play *p,
                                const struct value_list *at, int mover,
                                const int64_t score[2])
{
    int v[16];
    (void)p, (void)score;
    if (at->n > 0)
        memcpy(v, at->v, at->n * sizeof *v);
    bool wins = brute_flip_wins(v, at->n);
    return (struct expect){wins == (mover == 0) ? ALICE : BOB, 0, 0,
                           LLONG_MIN};
}

Test(play_flip, every_row_up_to_9, .timeout = 120)
{
    int v[9];
    long rows = 0;
    explored = 0;
    for (size_t n = 0; n <= 9; n++)
        for (uint32_t r = 0; r < (UINT32_C(1) << n); r++, rows++) {
            for (size_t i = 0; i < n; i++)
                v[i] = r >> i & 1;
            explore_game("flip", v, n, brute_flip, 5);
        }
    cr_assert_eq(rows, 1023);
    cr_log_info("flip: %ld positions", explored);
    cr_assert_eq(explored, 12760);
}

/* ---------------------------------------------------------------------
   Cat and Mouse: every position against a retrograde analysis written
   here, not the library's; a repeated position is a draw. */

struct graph_of {
    size_t first[8];
    int adjacent[64];
    struct sg_graph g;
};

static void graph_from(const struct value_list *in, struct graph_of *t)
{
    size_t n = (size_t)in->v[0], k = 1, arcs = 0;
    for (size_t v = 0; v < n; v++) {
        t->first[v] = arcs;
        for (int d = in->v[k++]; d > 0; d--)
            t->adjacent[arcs++] = in->v[k++];
    }
    t->first[n] = arcs;
    t->g = (struct sg_graph){n, t->first, t->adjacent};
}

/* Retrograde analysis by rounds, written here: a final position (the
   mouse on the hole or caught) is decided in round 0; a position is
   won in round k if a move reaches a position lost for the other
   player decided before, lost in round k once every move reaches one
   won for the other; what stays undecided is a draw.  The round is the
   remoteness: the winner's least, the loser's greatest. */
enum { CM_NODES = 8, CM_POSITIONS = 2 * CM_NODES * CM_NODES };

static void brute_cm_table(const struct graph_of *t, enum winner win[],
                           long long round[])
{
    size_t n = t->g.n;
    for (size_t q = 0; q < 2 * n * n; q++) {
        size_t mouse = q / 2 / n, cat = q / 2 % n;
        win[q] = mouse == 0 ? ALICE : mouse == cat ? BOB : TIE;
        round[q] = win[q] == TIE ? -1 : 0;
    }
    for (long long k = 1, changed = 1; changed; k++) {
        enum winner next[CM_POSITIONS];
        changed = 0;
        memcpy(next, win, 2 * n * n * sizeof *win);
        for (size_t q = 0; q < 2 * n * n; q++) {
            size_t mouse = q / 2 / n, cat = q / 2 % n, turn = q % 2;
            size_t from = turn == 0 ? mouse : cat;
            enum winner me = turn == 0 ? ALICE : BOB;
            enum winner other = turn == 0 ? BOB : ALICE;
            bool some_win = false, all_lose = true;
            if (win[q] != TIE)
                continue;
            for (size_t a = t->first[from]; a < t->first[from + 1]; a++) {
                size_t u = (size_t)t->adjacent[a];
                if (turn == 1 && u == 0)
                    continue;
                size_t r = turn == 0 ? 2 * (u * n + cat) + 1
                                     : 2 * (mouse * n + u);
                some_win |= win[r] == me;
                all_lose &= win[r] == other;
            }
            if (some_win || all_lose)
                next[q] = some_win ? me : other, round[q] = k, changed = 1;
        }
        memcpy(win, next, 2 * n * n * sizeof *win);
    }
}

static struct expect brute_catmouse(const struct play *p,
                                    const struct value_list *at, int mover,
                                    const int64_t score[2])
{
    struct graph_of t;
    enum winner win[CM_POSITIONS];
    long long round[CM_POSITIONS];
    (void)score;
    if (at->v[2])
        return (struct expect){TIE, 0, 0, -1};
    graph_from(&p->in, &t);
    brute_cm_table(&t, win, round);
    size_t q = 2 * ((size_t)at->v[0] * t.g.n + (size_t)at->v[1])
               + (size_t)mover;
    return (struct expect){win[q], 0, 0, round[q]};
}

/* The encoding of the tool: the nodes, then each node's degree and
   neighbours; from an adjacency matrix of n nodes. */
static size_t encode(const unsigned char *edge, size_t n, int *v)
{
    size_t k = 0;
    v[k++] = (int)n;
    for (size_t a = 0; a < n; a++) {
        size_t d = k++;
        v[d] = 0;
        for (size_t b = 0; b < n; b++)
            if (edge[a * n + b])
                v[k++] = (int)b, v[d]++;
    }
    return k;
}

static bool playable(const int *v, size_t len)
{
    struct value_list in = {(int *)v, len, len};
    struct graph_of t;
    struct sg_graph_check c;
    graph_from(&in, &t);
    return sg_catmouse_check(&t.g, &c) == SG_OK;
}

Test(play_catmouse, every_graph_on_5_nodes, .timeout = 300)
{
    unsigned char edge[25];
    int v[64];
    long graphs = 0;
    explored = 0;
    for (size_t n = 3; n <= 5; n++) {
        size_t pairs = n * (n - 1) / 2;
        for (uint32_t e = 0; e < (UINT32_C(1) << pairs); e++) {
            memset(edge, 0, sizeof edge);
            for (size_t a = 0, bit = 0; a < n; a++)
                for (size_t b = a + 1; b < n; b++, bit++)
                    edge[a * n + b] = edge[b * n + a] = e >> bit & 1;
            size_t len = encode(edge, n, v);
            if (!playable(v, len))
                continue;
            explore_game("catmouse", v, len, brute_catmouse,
                         n == 5 ? 6 : 8);
            graphs++;
        }
    }
    cr_log_info("catmouse: %ld graphs, %ld positions", graphs, explored);
    cr_assert_eq(graphs, 819);
    cr_assert_eq(explored, 39838);
}

/* LeetCode's first example is drawn: the mouse and the cat walking back
   and forth repeat the start, which ends the game in a draw. */
Test(play_catmouse, repetition_is_a_draw)
{
    int v[] = {6, 2, 2, 5, 1, 3, 3, 0, 4, 5, 3, 1, 4, 5, 2, 2, 3,
               3, 0, 2, 3};
    struct value_list in = {v, sizeof v / sizeof *v, sizeof v / sizeof *v};
    struct play p;
    struct worth w;
    cr_assert(playable(v, in.n));
    cr_assert_eq(play_begin(&p, game_named("catmouse"), false, &in, 0),
                 SG_OK);
    cr_assert_eq(play_worth(&p, &w), SG_OK);
    cr_assert_eq(w.winner, TIE);
    int path[] = {3, 4, 1, 2};  /* mouse 1-3, cat 2-4, back: the start */
    for (size_t k = 0; k < 4; k++) {
        cr_assert(!play_over(&p), "over after %zu moves", k);
        cr_assert_eq(play_make(&p, &path[k]), SG_OK, "move %zu", k);
    }
    cr_assert(play_over(&p), "the start repeated, the game goes on");
    cr_assert_eq(play_worth(&p, &w), SG_OK);
    cr_assert_eq(w.winner, TIE);
    cr_assert_eq(play_undo(&p), SG_OK);
    cr_assert(!play_over(&p));
    play_end(&p);
}

/* ---------------------------------------------------------------------
   Illegal moves change nothing. */

Test(play_rules, illegal_moves)
{
    struct {
        const char *game;
        int v[4];
        size_t n;
        int bad[3];
    } cases[] = {
        {"ii", {3, 1, 4, 1}, 4, {0, 3, -1}},
        {"ix", {3, 1, 4, 0}, 3, {2, 5, -3}},
        {"canwin", {4, 6, 0, 0}, 2, {0, 5, -1}},
        {"flip", {1, 1, 0, 1}, 4, {1, 2, 3}},
    };
    for (size_t c = 0; c < sizeof cases / sizeof *cases; c++) {
        struct value_list in = {cases[c].v, cases[c].n, cases[c].n};
        struct play p;
        cr_assert_eq(play_begin(&p, game_named(cases[c].game), false, &in,
                                0), SG_OK);
        for (size_t k = 0; k < 3; k++) {
            size_t before = p.at.n;
            cr_assert_eq(play_make(&p, &cases[c].bad[k]), SG_EINVAL,
                         "%s: %d", cases[c].game, cases[c].bad[k]);
            cr_assert_eq(p.at.n, before);
            cr_assert_eq(p.history.n, 0);
        }
        play_end(&p);
    }
}

/* ---------------------------------------------------------------------
   At the terminal (tests/pty.h): whole games against the tool, the
   person playing the tool's own line (`stonegame GAME --json`) from
   either side, the library's replies expected to be the line's, and the
   end checked against the JSON object. */

/* The moves of the JSON object in r->out, and a field's text. */
static size_t json_moves(const char *json, int *moves, size_t room)
{
    const char *s = strstr(json, "\"moves\":[");
    size_t n = 0;
    cr_assert(s != NULL, "no moves in %s", json);
    for (s += 9; *s != ']' && n < room; n++) {
        char *end;
        moves[n] = (int)strtol(s, &end, 10);
        s = *end == ',' ? end + 1 : end;
    }
    return n;
}

static void json_field(const char *json, const char *name, char *value,
                       size_t size)
{
    char key[40];
    snprintf(key, sizeof key, "\"%s\":", name);
    const char *s = strstr(json, key);
    cr_assert(s != NULL, "no %s in %s", name, json);
    s += strlen(key);
    s += *s == '"';
    size_t k = 0;
    while (s[k] != '"' && s[k] != ',' && s[k] != '}' && k + 1 < size)
        k++;
    memcpy(value, s, k);
    value[k] = '\0';
}

/* Plays game with values (args[0..nargs-1], the game first) as the
   person `person` (0: first), `length` moves of the tool's line (all of
   them if 0), and checks the end: the winner, and for Stone Game II the
   scores. */
static void play_the_line(const char *const *args, size_t nargs,
                          const char *input, int person, size_t length)
{
    const char *solve[32] = {args[0], "--json"}, *play[32] = {"play"};
    struct run r;
    struct pty t;
    int moves[200];
    char text[200], winner[40];
    for (size_t k = 1; k < nargs; k++)
        solve[k + 1] = args[k];
    for (size_t k = 0; k < nargs; k++)
        play[k + 1] = args[k];
    run_tool_argv(&r, input, nargs + 1, solve);
    expect_success(&r, args[0]);
    size_t n = json_moves(r.out, moves, 200);
    json_field(r.out, "winner", winner, sizeof winner);
    pty_startv(&t, false, play, nargs + 1);
    pty_expect(&t, "Do you want to move first or second? [1/2] ");
    pty_send(&t, person == 0 ? "1" : "2");
    for (size_t j = 0; j < (length > 0 ? length : n); j++) {
        snprintf(text, sizeof text, "%d", moves[j]);
        if ((int)(j % 2) == person) {
            pty_expect(&t, "Your move (? h u q): ");
            pty_send(&t, text);
        } else {
            snprintf(text, sizeof text, "(the library) plays %d.\n",
                     moves[j]);
            pty_expect(&t, text);
        }
    }
    if (strcmp(winner, "Draw") == 0)
        pty_expect(&t, "Game over: Draw.\n");
    else if (strcmp(winner, "None") == 0)
        pty_expect(&t, "Game over: nobody wins.\n");
    else if (strcmp(winner, "Tie") == 0)
        pty_expect(&t, "Game over: Tie");
    else {
        bool mine = (strcmp(winner, "Alice") == 0
                     || strcmp(winner, "Mouse") == 0) == (person == 0);
        snprintf(text, sizeof text, "Game over: %s (%s) wins", winner,
                 mine ? "you" : "the library");
        pty_expect(&t, text);
    }
    if (strstr(r.out, "\"alice\":") != NULL) {
        char alice[40], bob[40];
        json_field(r.out, "alice", alice, sizeof alice);
        json_field(r.out, "bob", bob, sizeof bob);
        snprintf(text, sizeof text, ": Alice %s, Bob %s.\n", alice, bob);
        pty_expect(&t, text);
    }
    /* Every move of the line is optimal, Cat and Mouse's included (the
       engine compares a move with the best move, both measured after a
       move, so remoteness counts alike); a line that ends before the
       person's turn leaves the person no move. */
    size_t played = length > 0 ? length : n;
    pty_expect(&t, played > (size_t)person ? "You made no mistake.\n"
                                           : "You made no move.\n");
    cr_assert_eq(pty_finish(&t), 0, "%s", t.out);
    pty_free(&t);
    run_free(&r);
}

#define PLAY_BOTH(input, length, ...)                                     \
    do {                                                                  \
        const char *a_[] = {__VA_ARGS__};                                 \
        for (int person = 0; person < 2; person++)                        \
            play_the_line(a_, sizeof a_ / sizeof *a_, input, person,      \
                          length);                                        \
    } while (0)

Test(play_terminal_b, ii_whole_games, .timeout = 60)
{
    PLAY_BOTH(NULL, 0, "ii", "2", "7", "9", "4", "4");
    PLAY_BOTH(NULL, 0, "ii", "1", "2", "3", "4", "5", "100");
    PLAY_BOTH(NULL, 0, "ii", "5", "-10", "3", "-1", "8", "2", "-7", "4");
}

Test(play_terminal_b, ix_whole_games, .timeout = 60)
{
    PLAY_BOTH(NULL, 0, "ix", "2", "1");
    PLAY_BOTH(NULL, 0, "ix", "5", "1", "2", "4", "3");
    PLAY_BOTH(NULL, 0, "ix", "2", "3", "6", "9", "1", "1", "1", "1", "-4");
}

Test(play_terminal_b, canwin_whole_games, .timeout = 60)
{
    PLAY_BOTH(NULL, 0, "canwin", "10", "11");
    PLAY_BOTH(NULL, 0, "canwin", "10", "0");
    PLAY_BOTH(NULL, 0, "canwin", "4", "6");
    PLAY_BOTH(NULL, 0, "canwin", "3", "7");
    PLAY_BOTH(NULL, 0, "canwin", "12", "40");
}

Test(play_terminal_b, flip_whole_games, .timeout = 60)
{
    PLAY_BOTH(NULL, 0, "flip", "++++");
    PLAY_BOTH(NULL, 0, "flip", "+++++");
    PLAY_BOTH(NULL, 0, "flip", "++-+++++-++++++");
}

/* Random rows of Stone Game II and IX and of Flip Game II, whole games
   from both sides. */
Test(play_terminal_b, random_whole_games, .timeout = 120)
{
    uint64_t seed = 0x33B;
    char text[16][16], row[16];
    const char *args[17];
    for (int round = 0; round < 30; round++) {
        size_t n = 1 + (size_t)rng_range(&seed, 0, 11);
        args[0] = round % 3 == 0 ? "ii" : round % 3 == 1 ? "ix" : "flip";
        for (size_t k = 0; k < n; k++) {
            snprintf(text[k], sizeof text[k], "%d",
                     rng_range(&seed, -9, 20));
            args[k + 1] = text[k];
            row[k] = rng_range(&seed, 0, 3) > 0 ? '+' : '-';
        }
        row[n] = '\0';
        if (round % 3 == 2)   /* a row that starts with - after -- */
            args[1] = row[0] == '-' ? "--" : row, args[2] = row,
            n = row[0] == '-' ? 2 : 1;
        for (int person = 0; person < 2; person++)
            play_the_line(args, n + 1, NULL, person, 0);
    }
}

/* A graph in a file of its own, for `play catmouse FILE'. */
static void graph_file(char *name, const char *text)
{
    strcpy(name, "/tmp/sg-test-graph-XXXXXX");
    int fd = mkstemp(name);
    cr_assert(fd >= 0);
    cr_assert_eq(write(fd, text, strlen(text)), (ssize_t)strlen(text));
    close(fd);
}

Test(play_terminal_b, catmouse_whole_games, .timeout = 60)
{
    static const char *const graphs[] = {
        "1 3\n0\n3\n0 2\n",                        /* the mouse wins */
        "2 5\n3\n0 4 5\n1 4 5\n2 3\n0 2 3\n",      /* a draw */
        "3\n2 3\n1 3\n0 1 2\n",                    /* the cat wins */
        "4\n2 3\n1 3 4\n1 2\n0 2\n",
    };
    char name[40];
    for (size_t k = 0; k < sizeof graphs / sizeof *graphs; k++) {
        graph_file(name, graphs[k]);
        /* the drawn line repeats a drawn position at its fifth move */
        PLAY_BOTH(graphs[k], k == 1 ? 5 : 0, "catmouse", name);
        unlink(name);
    }
}

/* Taking back, an illegal move and the end of input, in Cat and Mouse,
   whose table is kept across the replay of an undo. */
Test(play_terminal_b, catmouse_undo_illegal_eof, .timeout = 60)
{
    char name[40];
    struct pty t;
    graph_file(name, "2 5\n3\n0 4 5\n1 4 5\n2 3\n0 2 3\n");
    pty_start(&t, false, "play", "catmouse", name, NULL);
    pty_expect(&t, "[1/2] ");
    pty_send(&t, "1");
    pty_expect(&t, "mouse on 1, cat on 2\n");
    pty_expect(&t, "Your move (? h u q): ");
    pty_send(&t, "2");
    pty_expect(&t, "not a legal move here");
    pty_send(&t, "3");
    pty_expect(&t, "Cat (the library) plays 5.\n");
    pty_expect(&t, "Your move (? h u q): ");
    pty_send(&t, "u");
    pty_expect(&t, "mouse on 1, cat on 2\n");
    pty_expect(&t, "Your move (? h u q): ");
    pty_send(&t, "?");
    pty_expect(&t, "Draw");
    pty_eof(&t);
    pty_expect(&t, "stonegame: end of input; the game is left unfinished");
    cr_assert_eq(pty_finish(&t), 0);
    pty_free(&t);
    unlink(name);
}

/* The graph from a file, as `play catmouse FILE' needs it, or from
   values, a node each (the boards of the HTML edition): the same answer
   as from standard input, by name alone or after --graph; a file that
   cannot be opened, or is too long, is refused. */
Test(play_rules, catmouse_graph_file, .timeout = 60)
{
    const char *text = "2 5\n3\n0 4 5\n1 4 5\n2 3\n0 2 3\n";
    char name[40], option[60];
    struct run in, by_name, after_option, missing, big, values, dot, lines;
    graph_file(name, text);
    snprintf(option, sizeof option, "--graph=%s", name);
    run_tool(&in, text, "catmouse", "--json", (char *)NULL);
    run_tool(&by_name, NULL, "catmouse", "--json", name, (char *)NULL);
    run_tool(&after_option, NULL, "catmouse", "--json", "--", option,
             (char *)NULL);
    run_tool(&values, NULL, "catmouse", "--json", "2,5", "3", "0,4,5",
             "1,4,5", "2,3", "0,2,3", (char *)NULL);
    run_tool(&dot, NULL, "catmouse", "--json", "1", "0,2", "1", ".",
             (char *)NULL);
    run_tool(&lines, "1\n0 2\n1\n\n", "catmouse", "--json", (char *)NULL);
    expect_success(&by_name, "catmouse FILE");
    expect_success(&dot, "catmouse with a node without neighbours");
    cr_assert_str_eq(by_name.out, in.out);
    cr_assert_str_eq(after_option.out, in.out);
    cr_assert_str_eq(values.out, in.out);
    cr_assert_str_eq(dot.out, lines.out);
    run_tool(&missing, NULL, "catmouse", "/nonexistent/graph", (char *)NULL);
    expect_usage_error(&missing, "catmouse with no such file");
    cr_assert(strstr(missing.err, "cannot open") != NULL, "%s",
              missing.err);
    FILE *f = fopen(name, "w");
    for (int k = 0; k < 300000; k++)
        fputs("1 2 3 4\n", f);
    fclose(f);
    run_tool(&big, NULL, "catmouse", name, (char *)NULL);
    expect_usage_error(&big, "catmouse with a file too long");
    cr_assert(strstr(big.err, "longer than") != NULL, "%s", big.err);
    unlink(name);
    run_free(&in), run_free(&by_name), run_free(&after_option);
    run_free(&missing), run_free(&big), run_free(&values);
    run_free(&dot), run_free(&lines);
}

/* Stone Game II plays with a solver of at most SG_STONE2_WINDOWS_MAX
   piles: one more is bad input, refused before the question. */
Test(play_terminal_b, ii_too_many_piles)
{
    size_t n = SG_STONE2_WINDOWS_MAX + 1;
    const char **args = malloc((n + 2) * sizeof *args);
    cr_assert_not_null(args);
    args[0] = "play";
    args[1] = "ii";
    for (size_t i = 0; i < n; i++)
        args[i + 2] = "1";
    struct run r;
    run_tool_argv(&r, "1\n", n + 2, args);
    cr_assert(r.exited && r.code == 2, "exit %d: %s", r.code, r.err);
    cr_assert_eq(r.outlen, 0, "%s", r.out);
    char want[80];
    snprintf(want, sizeof want, "stonegame: play: Stone Game II cannot be "
             "played on %zu piles", n);
    cr_assert(strstr(r.err, want) != NULL, "%s", r.err);
    run_free(&r);
    free(args);
}
