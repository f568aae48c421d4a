/* test-hardness.c: tests of Generalized Geography in libstonegame: the
   plain search (sg_geography) and the memo (sg_geography_memo) against a
   search written here (an array of visited nodes over an adjacency
   matrix), on every directed graph of 1 to 4 nodes from every start and
   on every graph of 5 nodes from node 0 without arcs into node 0 (any
   graph of 5 nodes with any start is one of these after a renaming,
   since an arc into the start is never usable); the lines of
   sg_geography_line replayed move by move; the reduction from
   quantified Boolean formulas on every formula of up to 3 variables,
   every prefix, and up to 3 clauses (a multiset of clauses, each a set
   of 1 to 3 literals of distinct variables), evaluated here and played
   on its graph; random graphs up to the memo's limit; the errors. */
#include <criterion/criterion.h>

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "stonegame.h"
#include "brute.h"

#define CHECK(cond, ...) do { if (!(cond)) cr_assert_fail(__VA_ARGS__); } while (0)
#define MAXN 40

/* A graph as a matrix, and its lists (successors in increasing order,
   or decreasing when reversed). */
struct tgraph {
    size_t n, first[MAXN + 1];
    int adjacent[MAXN * MAXN];
    unsigned char arc[MAXN][MAXN];
    struct sg_graph g;
};

static void make_lists(struct tgraph *t, bool reversed)
{
    matrix_lists(t->n, &t->arc[0][0], MAXN, reversed, t->first, t->adjacent);
    t->g = (struct sg_graph){t->n, t->first, t->adjacent};
}

/* The oracle: the mover at v wins if some arc leads to a node not seen
   whose mover loses; seen[] is restored on the way back. */
static bool oracle_wins(const struct tgraph *t, size_t v, bool *seen)
{
    for (size_t u = 0; u < t->n; u++) {
        if (!t->arc[v][u] || seen[u])
            continue;
        seen[u] = true;
        bool lost = !oracle_wins(t, u, seen);
        seen[u] = false;
        if (lost)
            return true;
    }
    return false;
}

static bool oracle(const struct tgraph *t, size_t start)
{
    bool seen[MAXN] = {false};
    seen[start] = true;
    return oracle_wins(t, start, seen);
}

/* Replays a line move by move: each move along an arc to a node not
   visited; after each move of the winner the opponent's position is
   lost (by the oracle); the line ends where the mover cannot move, and
   that mover is the loser. */
static void replay(const struct tgraph *t, size_t start, const char *what)
{
    int moves[MAXN];
    struct sg_geography_play play = {false, 99};
    memset(moves, 0x5A, sizeof moves);
    int status = sg_geography_line(&t->g, (int)start, moves, MAXN, &play);
    CHECK(status == SG_OK, "%s: sg_geography_line returned %d", what, status);
    bool want = oracle(t, start), seen[MAXN] = {false};
    CHECK(play.first_wins == want, "%s: the line says the first player %s",
          what, play.first_wins ? "wins" : "loses");
    CHECK(play.nmoves % 2 == (want ? 1u : 0u), "%s: %zu moves, but the "
          "first player %s", what, play.nmoves, want ? "wins" : "loses");
    seen[start] = true;
    size_t v = start;
    for (size_t j = 0; j < play.nmoves; j++) {
        int u = moves[j];
        CHECK(u >= 0 && (size_t)u < t->n && t->arc[v][u] && !seen[u],
              "%s: move %zu, to %d, is no move from %zu", what, j + 1, u, v);
        seen[u] = true;
        bool mover_wins = (j % 2 == 0) == want;
        CHECK(!mover_wins || !oracle_wins(t, (size_t)u, seen), "%s: move %zu "
              "to %d leaves the opponent a win", what, j + 1, u);
        v = (size_t)u;
    }
    for (size_t u = 0; u < t->n; u++)
        CHECK(!t->arc[v][u] || seen[u], "%s: the line stops at %zu, which "
              "still has a move to %zu", what, v, u);
}

/* Both searches and the line on one graph from one start, both orders
   of the lists. */
static void check_graph(struct tgraph *t, size_t start, const char *what)
{
    bool want = oracle(t, start);
    for (int reversed = 0; reversed < 2; reversed++) {
        make_lists(t, reversed);
        bool a = !want, b = !want;
        uint64_t p = 0, m = 0;
        CHECK(sg_geography(&t->g, (int)start, &a, &p) == SG_OK && a == want,
              "%s: sg_geography says the first player %s", what,
              a ? "wins" : "loses");
        CHECK(sg_geography_memo(&t->g, (int)start, &b, &m) == SG_OK && b == want,
              "%s: sg_geography_memo says the first player %s", what,
              b ? "wins" : "loses");
        CHECK(p >= 1 && m >= 1 && m <= p, "%s: the memo expanded %llu "
              "positions, the plain search %llu", what,
              (unsigned long long)m, (unsigned long long)p);
        replay(t, start, what);
    }
}

static void graph_of_mask(struct tgraph *t, size_t n, uint32_t mask,
                          bool into_zero)
{
    memset(t, 0, sizeof *t);
    t->n = n;
    size_t bit = 0;
    for (size_t v = 0; v < n; v++)
        for (size_t u = 0; u < n; u++)
            if (u != v && (into_zero || u != 0))
                t->arc[v][u] = mask >> bit++ & 1;
}

Test(hardness, every_graph_up_to_four_nodes_from_every_start)
{
    static struct tgraph t;
    char what[80];
    size_t count = 0;
    for (size_t n = 1; n <= 4; n++)
        for (uint32_t mask = 0; mask < 1u << (n * (n - 1)); mask++)
            for (size_t s = 0; s < n; s++) {
                graph_of_mask(&t, n, mask, true);
                snprintf(what, sizeof what, "%zu nodes, arcs %#x, start %zu",
                         n, mask, s);
                check_graph(&t, s, what);
                count++;
            }
    cr_assert_eq(count, 1 + 2 * 4 + 3 * 64 + 4 * 4096, "%zu pairs", count);
}

Test(hardness, every_graph_of_five_nodes_from_node_zero)
{
    static struct tgraph t;
    char what[80];
    size_t count = 0;
    for (uint32_t mask = 0; mask < 1u << 16; mask++) {
        graph_of_mask(&t, 5, mask, false);
        snprintf(what, sizeof what, "5 nodes, arcs %#x, start 0", mask);
        check_graph(&t, 0, what);
        count++;
    }
    cr_assert_eq(count, 65536u, "%zu graphs", count);
}

Test(hardness, random_graphs_up_to_the_memo_limit)
{
    static struct tgraph t;
    uint64_t seed = 1980;
    char what[80];
    for (int round = 0; round < 300; round++) {
        size_t n = (size_t)rng_range(&seed, 6, (int)SG_GEOGRAPHY_MEMO_MAX);
        int density = rng_range(&seed, 1, 4);
        memset(&t, 0, sizeof t);
        t.n = n;
        for (size_t v = 0; v < n; v++)
            for (size_t u = 0; u < n; u++)
                t.arc[v][u] = u != v && rng_range(&seed, 0, (int)n - 1) < density;
        size_t s = (size_t)rng_range(&seed, 0, (int)n - 1);
        snprintf(what, sizeof what, "random graph %d, %zu nodes, start %zu",
                 round, n, s);
        check_graph(&t, s, what);
    }
}

/* A path 0 -> 1 -> ... -> n-1: n positions, and the first player wins
   when n is even. */
Test(hardness, a_path_counts_its_positions)
{
    static struct tgraph t;
    for (size_t n = 1; n <= MAXN; n++) {
        memset(&t, 0, sizeof t);
        t.n = n;
        for (size_t v = 0; v + 1 < n; v++)
            t.arc[v][v + 1] = 1;
        make_lists(&t, false);
        bool a;
        uint64_t p;
        cr_assert_eq(sg_geography(&t.g, 0, &a, &p), SG_OK);
        cr_assert(a == (n % 2 == 0) && p == n, "a path of %zu nodes: %s "
                  "after %llu positions", n, a ? "won" : "lost",
                  (unsigned long long)p);
    }
}

/* The formula's value, computed here: the matrix on each of the 2^k
   assignments, then the quantifiers folded from the last. */
static bool formula_value(size_t k, const bool *forall, size_t m,
                          const size_t *cf, const int *lits)
{
    bool val[8];
    for (uint32_t a = 0; a < 1u << k; a++) {
        val[a] = true;
        for (size_t j = 0; j < m; j++) {
            bool some = false;
            for (size_t t = cf[j]; t < cf[j + 1]; t++) {
                int x = abs(lits[t]);
                some = some || ((a >> (x - 1) & 1) != 0) == (lits[t] > 0);
            }
            val[a] = val[a] && some;
        }
    }
    for (size_t i = k; i-- > 0;)
        for (uint32_t a = 0; a < 1u << i; a++)
            val[a] = forall[i] ? val[a] && val[a | 1u << i]
                               : val[a] || val[a | 1u << i];
    return val[0];
}

/* Clause number c of k variables, c from 1 to 3^k - 1: variable i is
   absent, positive or negative as the base-3 digit i of c says. */
static size_t clause_of(size_t k, size_t c, int *lits)
{
    size_t l = 0;
    for (size_t i = 0; i < k; i++, c /= 3)
        if (c % 3 != 0)
            lits[l++] = (c % 3 == 1 ? 1 : -1) * (int)(i + 1);
    return l;
}

/* The next non-decreasing sequence c[0..m-1] of values 1..top; false
   after the last. */
static bool next_multiset(size_t *c, size_t m, size_t top)
{
    size_t i = m;
    while (i > 0 && c[i - 1] == top)
        i--;
    if (i == 0)
        return false;
    c[i - 1]++;
    for (size_t j = i; j < m; j++)
        c[j] = c[i - 1];
    return true;
}

static bool check_formula(size_t k, const bool *forall, size_t m,
                          const size_t *chosen)
{
    size_t cf[4] = {0};
    int lits[9];
    for (size_t j = 0; j < m; j++)
        cf[j + 1] = cf[j] + clause_of(k, chosen[j], lits + cf[j]);
    struct sg_qbf f = {k, forall, m, cf, lits};
    size_t first[SG_QBF_NODES(3, 3) + 1];
    int adjacent[SG_QBF_ARCS(3, 3, 9)], start = -1;
    struct sg_graph g;
    bool want = formula_value(k, forall, m, cf, lits), truth = !want,
         wins = !want;
    CHECK(sg_qbf_true(&f, &truth) == SG_OK && truth == want, "k = %zu, "
          "clauses %zu %zu %zu of %zu: sg_qbf_true says %s", k, chosen[0],
          chosen[1], chosen[2], m, truth ? "true" : "false");
    CHECK(sg_geography_from_qbf(&f, first, adjacent, &g, &start) == SG_OK
          && g.n <= SG_QBF_NODES(k, m) && g.first[g.n] <= SG_QBF_ARCS(k, m, cf[m])
          && start == 0, "k = %zu, %zu clauses: the reduction failed or "
          "outgrew its bounds (%zu nodes)", k, m, g.n);
    CHECK(sg_geography(&g, start, &wins, NULL) == SG_OK && wins == want,
          "k = %zu, prefix %d%d%d, clauses %zu %zu %zu of %zu: the formula is "
          "%s but the first player %s", k, k > 0 && forall[0],
          k > 1 && forall[1], k > 2 && forall[2], chosen[0], chosen[1],
          chosen[2], m, want ? "true" : "false", wins ? "wins" : "loses");
    return want;
}

Test(hardness, the_reduction_on_every_small_formula)
{
    size_t count = 0, trues = 0;
    for (size_t k = 0; k <= 3; k++) {
        size_t clauses = 1;
        for (size_t i = 0; i < k; i++)
            clauses *= 3;
        for (uint32_t prefix = 0; prefix < 1u << k; prefix++) {
            bool forall[3] = {prefix & 1, prefix >> 1 & 1, prefix >> 2 & 1};
            for (size_t m = 0; m <= 3; m++) {
                if (k == 0 && m > 0)
                    break;
                size_t c[3] = {1, 1, 1};
                for (bool more = true; more;) {
                    trues += check_formula(k, forall, m, c);
                    count++;
                    more = next_multiset(c, m, clauses - 1);
                }
            }
        }
    }
    cr_assert_eq(count, 1 + 20 + 660 + 29232u, "%zu formulas", count);
    cr_assert(trues > 0 && trues < count, "%zu of %zu formulas true", trues, count);
}

Test(hardness, errors)
{
    size_t first[] = {0, 1, 1}, bad[] = {0, 2, 1}, late[] = {1, 1, 1};
    int adjacent[] = {1}, far[] = {2};
    struct sg_graph g = {2, first, adjacent}, none = {0, first, adjacent};
    bool w;
    uint64_t p;
    int moves[2];
    struct sg_geography_play play;
    int (*const searches[])(const struct sg_graph *, int, bool *, uint64_t *)
        = {sg_geography, sg_geography_memo};
    for (int s = 0; s < 2; s++) {
        cr_assert_eq(searches[s](NULL, 0, &w, &p), SG_ENULL, "a NULL graph");
        cr_assert_eq(searches[s](&g, 0, NULL, &p), SG_ENULL, "a NULL result");
        cr_assert_eq(searches[s](&g, 0, &w, NULL), SG_OK, "visited may be NULL");
        cr_assert_eq(searches[s](&none, 0, &w, &p), SG_EINVAL, "no nodes");
        cr_assert_eq(searches[s](&g, 2, &w, &p), SG_EINVAL, "start 2 of 2");
        cr_assert_eq(searches[s](&g, -1, &w, &p), SG_EINVAL, "start -1");
        g.first = bad;
        cr_assert_eq(searches[s](&g, 0, &w, &p), SG_EINVAL, "offsets decrease");
        g.first = late;
        cr_assert_eq(searches[s](&g, 0, &w, &p), SG_EINVAL, "offsets from 1");
        g.first = first, g.adjacent = far;
        cr_assert_eq(searches[s](&g, 0, &w, &p), SG_EINVAL, "an arc to node 2");
        g.adjacent = NULL;
        cr_assert_eq(searches[s](&g, 0, &w, &p), SG_ENULL, "NULL arcs");
        g.adjacent = adjacent;
    }
    struct sg_graph big = {SG_GEOGRAPHY_MEMO_MAX + 1, first, adjacent};
    cr_assert_eq(sg_geography_memo(&big, 0, &w, &p), SG_ETOOBIG, "memo above its limit");
    big.n = SG_GEOGRAPHY_MAX_NODES + 1;
    cr_assert_eq(sg_geography(&big, 0, &w, &p), SG_ETOOBIG, "search above its limit");
    cr_assert_eq(sg_geography_line(&big, 0, moves, 2, &play), SG_ETOOBIG, "line above its limit");
    cr_assert_eq(sg_geography_line(&g, 0, NULL, 1, &play), SG_ENULL, "NULL moves with room");
    cr_assert_eq(sg_geography_line(&g, 0, NULL, 0, &play), SG_OK, "NULL moves, no room");
    cr_assert(play.first_wins && play.nmoves == 1, "0 -> 1: one move, won");
    cr_assert_eq(sg_geography_line(&g, 0, moves, 2, NULL), SG_ENULL, "NULL play");
}

Test(hardness, formula_errors)
{
    bool forall[] = {false, true}, t;
    size_t cf[] = {0, 2}, dec[] = {0, 2, 1};
    int lits[] = {1, -2}, zero[] = {1, 0}, high[] = {1, 3};
    size_t first[SG_QBF_NODES(2, 2) + 1];
    int adjacent[SG_QBF_ARCS(2, 2, 4)], start;
    struct sg_graph g;
    struct sg_qbf f = {2, forall, 1, cf, lits};
    cr_assert_eq(sg_qbf_true(NULL, &t), SG_ENULL, "a NULL formula");
    cr_assert_eq(sg_qbf_true(&f, NULL), SG_ENULL, "a NULL result");
    cr_assert_eq(sg_geography_from_qbf(&f, NULL, adjacent, &g, &start), SG_ENULL, "NULL first");
    cr_assert_eq(sg_geography_from_qbf(&f, first, adjacent, &g, NULL), SG_ENULL, "NULL start");
    f.literals = zero;
    cr_assert_eq(sg_qbf_true(&f, &t), SG_EINVAL, "a literal 0");
    f.literals = high;
    cr_assert_eq(sg_geography_from_qbf(&f, first, adjacent, &g, &start), SG_EINVAL, "x3 of 2");
    f.literals = lits, f.clause_first = dec, f.nclauses = 2;
    cr_assert_eq(sg_qbf_true(&f, &t), SG_EINVAL, "offsets that decrease");
    f.clause_first = cf, f.nclauses = 1, f.nvars = SG_QBF_MAX_VARS + 1;
    cr_assert_eq(sg_qbf_true(&f, &t), SG_ETOOBIG, "too many variables");
    f.nvars = 2, f.forall = NULL;
    cr_assert_eq(sg_qbf_true(&f, &t), SG_ENULL, "a NULL prefix");
}
