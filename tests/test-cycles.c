/* test-cycles.c: tests of Cat and Mouse (LeetCode 913) in libstonegame:
   retrograde analysis (sg_catmouse_solve) against the plain fixpoint of
   the library (sg_catmouse_fixpoint) and against a fixpoint of the
   outcomes written here (sweeps in place until nothing changes), on
   every graph of 3 to 6 nodes that obeys the rules and on random graphs
   up to 50 nodes; lines of play of sg_catmouse replayed move by move;
   the capped program of the published solutions; the check's faults and
   the error conventions. */
#include <criterion/criterion.h>

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "stonegame.h"
#include "brute.h"

#define CHECK(cond, ...) do { if (!(cond)) cr_assert_fail(__VA_ARGS__); } while (0)
#define MAXN 50

/* A graph as a matrix, and its adjacency lists (neighbours in a given
   order). */
struct tgraph {
    size_t n, first[MAXN + 1];
    int adjacent[MAXN * MAXN];
    unsigned char edge[MAXN][MAXN];
    struct sg_graph g;
};

static void make_lists(struct tgraph *t, bool reversed)
{
    matrix_lists(t->n, &t->edge[0][0], MAXN, reversed, t->first, t->adjacent);
    t->g = (struct sg_graph){t->n, t->first, t->adjacent};
}

static void join(struct tgraph *t, size_t u, size_t v)
{
    t->edge[u][v] = t->edge[v][u] = 1;
}

static size_t pos(size_t n, size_t m, size_t c, int turn)
{
    return (m * n + c) * 2 + (size_t)turn;
}

/* The oracle: outcomes only, swept in place (Gauss-Seidel) until nothing
   changes.  0 mouse to move, 1 cat to move; a player who cannot move
   loses. */
static int oracle_at(const struct tgraph *t, const signed char *w, size_t m,
                     size_t c, int turn)
{
    if (m == 0)
        return SG_MOUSE;
    if (m == c)
        return SG_CAT;
    int me = turn == 0 ? SG_MOUSE : SG_CAT;
    size_t v = turn == 0 ? m : c, moves = 0, lost = 0;
    for (size_t u = 0; u < t->n; u++) {
        if (!t->edge[v][u] || (turn == 1 && u == 0))
            continue;
        int x = w[turn == 0 ? pos(t->n, u, c, 1) : pos(t->n, m, u, 0)];
        if (x == me)
            return me;
        moves++;
        lost += x == -me;
    }
    return lost == moves ? -me : SG_DRAW;
}

static void oracle(const struct tgraph *t, signed char *w)
{
    memset(w, 0, 2 * t->n * t->n);
    for (bool changed = true; changed;) {
        changed = false;
        for (size_t m = 0; m < t->n; m++)
            for (size_t c = 1; c < t->n; c++)
                for (int turn = 0; turn < 2; turn++) {
                    size_t p = pos(t->n, m, c, turn);
                    if (w[p] != SG_DRAW)
                        continue;
                    w[p] = (signed char)oracle_at(t, w, m, c, turn);
                    changed |= w[p] != SG_DRAW;
                }
    }
}

/* Replays the line of sg_catmouse from (m, c, turn) against the labels
   w, r of the fixpoint: every move along an edge, the cat never on the
   hole; in a decided game the winner moves to a position lost for the
   player there with the smallest remoteness, the loser to one with the
   largest, and the line has exactly r moves and ends at remoteness 0;
   a drawn line has 2n moves on drawn positions. */
static void replay(const struct tgraph *t, const signed char *w, const int *r,
                   size_t m, size_t c, int turn, const char *what)
{
    size_t n = t->n;
    int line[2 * MAXN * MAXN + 2 * MAXN];
    struct sg_catmouse_play play;
    int status = sg_catmouse(&t->g, m, c, turn == 0 ? SG_MOUSE : SG_CAT,
                             line, sizeof line / sizeof *line, &play);
    CHECK(status == SG_OK, "%s: sg_catmouse returned %d", what, status);
    size_t p = pos(n, m, c, turn);
    CHECK(play.winner == w[p] && play.remoteness == r[p], "%s: start (%zu,%zu,%d) "
          "is %d in %d, sg_catmouse says %d in %d", what, m, c, turn, w[p], r[p],
          play.winner, play.remoteness);
    size_t want = r[p] >= 0 ? (size_t)r[p] : 2 * n;
    CHECK(play.nmoves == want, "%s: the line has %zu moves, not %zu", what,
          play.nmoves, want);
    for (size_t j = 0; j < play.nmoves; j++) {
        size_t v = turn == 0 ? m : c;
        CHECK(line[j] >= 0 && (size_t)line[j] < n && t->edge[v][line[j]]
              && !(turn == 1 && line[j] == 0), "%s: move %zu (to %d) is not "
              "allowed", what, j, line[j]);
        size_t q = turn == 0 ? pos(n, (size_t)line[j], c, 1)
                             : pos(n, m, (size_t)line[j], 0);
        int me = turn == 0 ? SG_MOUSE : SG_CAT, best = -1;
        for (size_t u = 0; u < n; u++) {
            if (!t->edge[v][u] || (turn == 1 && u == 0))
                continue;
            size_t x = turn == 0 ? pos(n, u, c, 1) : pos(n, m, u, 0);
            if (w[p] == me && w[x] == me && (best < 0 || r[x] < best))
                best = r[x];            /* the winner: the fastest win */
            if (w[p] == -me && r[x] > best)
                best = r[x];            /* the loser: the longest */
        }
        if (r[p] >= 0)
            CHECK(w[q] == w[p] && r[q] == best && best == r[p] - 1, "%s: "
                  "move %zu (to %d) reaches %d in %d; the best is %d in %d",
                  what, j, line[j], w[q], r[q], w[p], best);
        else
            CHECK(r[q] < 0, "%s: move %zu (to %d) leaves the draw", what, j,
                  line[j]);
        *(turn == 0 ? &m : &c) = (size_t)line[j];
        turn = 1 - turn;
        p = pos(n, m, c, turn);
    }
    CHECK(r[p] == 0 || (r[p] < 0 && want == 2 * n), "%s: the line ends at "
          "(%zu,%zu,%d) with remoteness %d", what, m, c, turn, r[p]);
}

/* Solves t three ways and compares them; replays the lines from the
   starts asked for (every start, or LeetCode's). */
static void compare_all(const struct tgraph *t, bool every_start,
                        const char *what)
{
    size_t n = t->n, total = 2 * n * n;
    signed char *w = malloc(total), *w2 = malloc(total), *wo = malloc(total);
    int *r = malloc(total * sizeof *r), *r2 = malloc(total * sizeof *r2);
    cr_assert(w && w2 && wo && r && r2, "the test ran out of memory");
    CHECK(sg_catmouse_solve(&t->g, w, r) == SG_OK, "%s: solve failed", what);
    CHECK(sg_catmouse_fixpoint(&t->g, w2, r2) == SG_OK, "%s: fixpoint failed", what);
    oracle(t, wo);
    for (size_t m = 0; m < n; m++)
        for (size_t c = 1; c < n; c++)
            for (int turn = 0; turn < 2; turn++) {
                size_t p = pos(n, m, c, turn);
                CHECK(w[p] == w2[p] && r[p] == r2[p] && w[p] == wo[p], "%s: "
                      "(%zu,%zu,%d): retrograde %d in %d, fixpoint %d in %d, "
                      "oracle %d", what, m, c, turn, w[p], r[p], w2[p], r2[p], wo[p]);
                CHECK((r[p] < 0) == (w[p] == SG_DRAW), "%s: a draw has remoteness -1", what);
                if (every_start && m != c)
                    replay(t, w, r, m, c, turn, what);
            }
    if (!every_start)
        replay(t, w, r, 1, 2, 0, what);
    free(w), free(w2), free(wo), free(r), free(r2);
}

/* Every graph of n nodes: one bit per pair of nodes. */
static size_t every_graph(size_t n, bool every_start)
{
    size_t pairs = n * (n - 1) / 2, fine = 0;
    static struct tgraph t;
    for (unsigned long mask = 0; mask < 1ul << pairs; mask++) {
        memset(&t, 0, sizeof t);
        t.n = n;
        for (size_t u = 0, k = 0; u < n; u++)
            for (size_t v = u + 1; v < n; v++, k++)
                if (mask >> k & 1)
                    join(&t, u, v);
        make_lists(&t, mask % 2);
        struct sg_graph_check check;
        if (sg_catmouse_check(&t.g, &check) != SG_OK)
            continue;
        char what[64];
        snprintf(what, sizeof what, "n = %zu, edges %#lx", n, mask);
        compare_all(&t, every_start, what);
        fine++;
    }
    return fine;
}

Test(cycles, every_graph_up_to_6_nodes, .timeout = 60)
{
    cr_assert_eq(every_graph(3, true), 3, "three graphs of 3 nodes obey the rules");
    cr_assert_eq(every_graph(4, true), 38, "38 graphs of 4 nodes obey the rules");
    cr_assert_eq(every_graph(5, true), 778, "778 graphs of 5 nodes obey the rules");
    cr_assert_eq(every_graph(6, true), 28516, "28516 graphs of 6 nodes obey the rules");
}

/* A random graph of n nodes: a path from 1 to the hole through some
   nodes, and random edges. */
static void random_graph(struct tgraph *t, size_t n, uint64_t *seed)
{
    memset(t, 0, sizeof *t);
    t->n = n;
    join(t, 1, 0);
    join(t, 2, (size_t)rng_range(seed, 3, (int)n - 1 + (n == 3)) % n);
    int chance = rng_range(seed, 5, 60);
    for (size_t u = 0; u < n; u++)
        for (size_t v = u + 1; v < n; v++)
            if (rng_range(seed, 0, 999) < chance * 10 / (int)n + 10)
                join(t, u, v);
    if (rng_range(seed, 0, 1))
        t->edge[1][0] = t->edge[0][1] = 0, join(t, 1, n - 1), join(t, n - 1, 0);
    make_lists(t, rng_range(seed, 0, 1));
}

Test(cycles, random_graphs_up_to_50_nodes, .timeout = 60)
{
    uint64_t seed = 913;
    static struct tgraph t;
    size_t tried = 0, drawn = 0;
    for (int round = 0; round < 1000; round++) {
        size_t n = (size_t)rng_range(&seed, 3, round < 700 ? 12 : MAXN);
        random_graph(&t, n, &seed);
        struct sg_graph_check check;
        if (sg_catmouse_check(&t.g, &check) != SG_OK)
            continue;
        char what[64];
        snprintf(what, sizeof what, "random graph %d, n = %zu", round, n);
        compare_all(&t, n <= 12, what);
        signed char w[2 * MAXN * MAXN];
        int r[2 * MAXN * MAXN];
        sg_catmouse_solve(&t.g, w, r);
        for (size_t m = 1; m < n; m++)
            for (size_t c = 1; c < n; c++)
                drawn += m != c && r[pos(n, m, c, 0)] < 0;
        tried++;
    }
    cr_assert_gt(tried, 200, "only %zu random graphs obeyed the rules", tried);
    cr_assert_gt(drawn, 0, "no random graph had a drawn position");
}

/* The capped program: right whenever the start's remoteness is at most
   the cap, and always with the cap 2n^2. */
Test(cycles, capped_against_retrograde, .timeout = 60)
{
    uint64_t seed = 1728;
    static struct tgraph t;
    size_t compared = 0;
    for (int round = 0; round < 300; round++) {
        size_t n = (size_t)rng_range(&seed, 3, 20);
        random_graph(&t, n, &seed);
        signed char w[2 * 20 * 20];
        int r[2 * 20 * 20], capped, full;
        if (sg_catmouse_solve(&t.g, w, r) != SG_OK)
            continue;
        size_t s = pos(n, 1, 2, 0);
        cr_assert_eq(sg_catmouse_capped(&t.g, 2 * n * n, &full), SG_OK);
        CHECK(full == w[s], "round %d: capped at 2n^2 says %d, not %d", round, full, w[s]);
        cr_assert_eq(sg_catmouse_capped(&t.g, 2 * n, &capped), SG_OK);
        CHECK(r[s] > (int)(2 * n) || capped == w[s], "round %d: capped at 2n "
              "says %d, not %d (remoteness %d)", round, capped, w[s], r[s]);
        compared++;
    }
    cr_assert_gt(compared, 150, "only %zu graphs compared", compared);
}

static void from_edges(struct tgraph *t, size_t n, const int (*e)[2], size_t count)
{
    memset(t, 0, sizeof *t);
    t->n = n;
    for (size_t k = 0; k < count; k++)
        join(t, (size_t)e[k][0], (size_t)e[k][1]);
    make_lists(t, false);
}

/* The smallest graph on which the cap of 2n moves is wrong (the
   chapter's figure program finds it): the mouse wins in 17 moves. */
Test(cycles, the_cap_of_2n_is_wrong_on_8_nodes)
{
    static const int e[][2] = {{0, 2}, {0, 3}, {0, 7}, {1, 4}, {1, 5}, {1, 6},
                               {1, 7}, {2, 5}, {2, 6}, {2, 7}, {3, 4}, {3, 6},
                               {3, 7}, {4, 5}, {4, 6}, {5, 7}};
    static struct tgraph t;
    from_edges(&t, 8, e, sizeof e / sizeof *e);
    int capped, line[40];
    struct sg_catmouse_play play;
    cr_assert_eq(sg_catmouse(&t.g, 1, 2, SG_MOUSE, line, 40, &play), SG_OK);
    cr_assert(play.winner == SG_MOUSE && play.remoteness == 17 && play.nmoves == 17,
              "the mouse wins in 17 moves; got %d in %d", play.winner, play.remoteness);
    cr_assert_eq(sg_catmouse_capped(&t.g, 16, &capped), SG_OK);
    cr_assert_eq(capped, SG_DRAW, "capped at 16 moves: a draw");
    cr_assert_eq(sg_catmouse_capped(&t.g, 17, &capped), SG_OK);
    cr_assert_eq(capped, SG_MOUSE, "capped at 17 moves: the mouse");
    compare_all(&t, true, "the counterexample");
}

Test(cycles, leetcode_examples)
{
    static const int e1[][2] = {{0, 2}, {0, 5}, {1, 3}, {2, 4}, {2, 5}, {3, 4}, {3, 5}};
    static const int e2[][2] = {{0, 1}, {0, 3}, {2, 3}};
    static struct tgraph t;
    struct sg_catmouse_play play;
    int line[12];
    from_edges(&t, 6, e1, 7);
    cr_assert_eq(sg_catmouse(&t.g, 1, 2, SG_MOUSE, line, 12, &play), SG_OK);
    cr_assert(play.winner == SG_DRAW && play.remoteness == -1 && play.nmoves == 12,
              "example 1 is a draw, shown for 12 moves");
    cr_assert(line[0] == 3 && line[1] == 5, "the mouse must go to 3, the cat to 5");
    from_edges(&t, 4, e2, 3);
    cr_assert_eq(sg_catmouse(&t.g, 1, 2, SG_MOUSE, line, 12, &play), SG_OK);
    cr_assert(play.winner == SG_MOUSE && play.remoteness == 1 && play.nmoves == 1
              && line[0] == 0, "example 2: the mouse goes to the hole at once");
    /* room 0 counts the moves and writes none */
    line[0] = 77;
    cr_assert_eq(sg_catmouse(&t.g, 1, 2, SG_MOUSE, NULL, 0, &play), SG_OK);
    cr_assert_eq(play.nmoves, 1);
}

static int fault_of(size_t n, const size_t *first, const int *adjacent,
                    struct sg_graph_check *check)
{
    struct sg_graph g = {n, first, adjacent};
    check->fault = -1;
    return sg_catmouse_check(&g, check);
}

Test(cycles, every_fault)
{
    struct sg_graph_check k;
    /* a triangle: fine (the cat on 2 can move to 1) */
    size_t f3[] = {0, 2, 4, 6};
    int a3[] = {1, 2, 0, 2, 0, 1};
    cr_assert_eq(fault_of(3, f3, a3, &k), SG_OK);
    cr_assert_eq(k.fault, SG_GRAPH_FINE);
    cr_assert_eq(fault_of(2, f3, a3, &k), SG_EINVAL);
    cr_assert_eq(k.fault, SG_GRAPH_TOO_FEW);
    cr_assert_eq(fault_of(SG_CATMOUSE_MAX_NODES + 1, f3, a3, &k), SG_ETOOBIG);
    cr_assert_eq(k.fault, SG_GRAPH_TOO_MANY);
    int unknown[] = {1, 2, 0, 3, 0, 1};
    cr_assert_eq(fault_of(3, f3, unknown, &k), SG_EINVAL);
    cr_assert(k.fault == SG_GRAPH_UNKNOWN && k.node == 1 && k.neighbour == 3);
    int loop[] = {1, 2, 0, 1, 0, 1};
    cr_assert_eq(fault_of(3, f3, loop, &k), SG_EINVAL);
    cr_assert(k.fault == SG_GRAPH_LOOP && k.node == 1 && k.neighbour == 1);
    int twice[] = {1, 1, 0, 2, 0, 1};
    cr_assert_eq(fault_of(3, f3, twice, &k), SG_EINVAL);
    cr_assert(k.fault == SG_GRAPH_TWICE && k.node == 0 && k.neighbour == 1);
    size_t f1[] = {0, 1, 3, 5};
    int oneway[] = {1, 0, 2, 0, 1};     /* 2 lists 0, 0 does not list 2 */
    cr_assert_eq(fault_of(3, f1, oneway, &k), SG_EINVAL);
    cr_assert(k.fault == SG_GRAPH_ONE_WAY && k.node == 2 && k.neighbour == 0);
    size_t fn[] = {0, 0, 1, 3, 4};
    int apart[] = {2, 1, 3, 2};         /* 1-2, 2-3; the hole alone */
    cr_assert_eq(fault_of(4, fn, apart, &k), SG_EINVAL);
    cr_assert(k.fault == SG_GRAPH_NO_HOLE && k.node == 1);
    size_t fs[] = {0, 2, 3, 4};
    int stuck[] = {1, 2, 0, 0};         /* 0-1, 0-2: the cat has no move */
    cr_assert_eq(fault_of(3, fs, stuck, &k), SG_EINVAL);
    cr_assert(k.fault == SG_GRAPH_CAT_STUCK && k.node == 2);
    size_t down[] = {0, 2, 1, 6};
    cr_assert_eq(fault_of(3, down, a3, &k), SG_EINVAL);
    cr_assert(k.fault == SG_GRAPH_OFFSETS && k.node == 1);
}

Test(cycles, errors)
{
    size_t f3[] = {0, 2, 4, 6};
    int a3[] = {1, 2, 0, 2, 0, 1}, line[8];
    struct sg_graph g = {3, f3, a3};
    struct sg_catmouse_play play;
    signed char w[18];
    int r[18], cw;
    cr_assert_eq(sg_catmouse_check(NULL, &(struct sg_graph_check){0}), SG_ENULL);
    cr_assert_eq(sg_catmouse_check(&g, NULL), SG_ENULL);
    cr_assert_eq(sg_catmouse_solve(&g, NULL, r), SG_ENULL);
    cr_assert_eq(sg_catmouse_solve(&g, w, NULL), SG_ENULL);
    cr_assert_eq(sg_catmouse_fixpoint(&g, NULL, r), SG_ENULL);
    cr_assert_eq(sg_catmouse_capped(&g, 6, NULL), SG_ENULL);
    cr_assert_eq(sg_catmouse(&g, 1, 2, SG_MOUSE, NULL, 1, &play), SG_ENULL);
    cr_assert_eq(sg_catmouse(&g, 1, 2, SG_MOUSE, line, 8, NULL), SG_ENULL);
    cr_assert_eq(sg_catmouse(&g, 3, 2, SG_MOUSE, line, 8, &play), SG_EINVAL);
    cr_assert_eq(sg_catmouse(&g, 1, 0, SG_MOUSE, line, 8, &play), SG_EINVAL);
    cr_assert_eq(sg_catmouse(&g, 1, 2, SG_DRAW, line, 8, &play), SG_EINVAL);
    g.n = 2;
    cr_assert_eq(sg_catmouse_solve(&g, w, r), SG_EINVAL);
    cr_assert_eq(sg_catmouse_capped(&g, 6, &cw), SG_EINVAL);
    /* the start on a final position: no move */
    g.n = 3;
    cr_assert_eq(sg_catmouse(&g, 0, 2, SG_CAT, line, 8, &play), SG_OK);
    cr_assert(play.winner == SG_MOUSE && play.remoteness == 0 && play.nmoves == 0);
}
