/* search-check.c: the checks of the game-tree search declared in
   search-check.h. */
#include "search-check.h"

#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>

#include "brute.h"

#define SENTINEL ((int64_t)0x5A5A5A5A5A5A5A5ALL)
#define CALLS_SENTINEL ((uint64_t)0xA5A5A5A5A5A5A5A5ULL)
#define CAP 4096         /* the most positions of a game searched here */
#define PLAIN_MAX 32768  /* the largest game tree searched without a memo */

int64_t memo_buf[CAP + 1];
uint64_t positions_searched;

struct searched search(const struct sg_game *g, int64_t *memo, const char *desc)
{
    struct searched r = { SENTINEL, BEST_SENTINEL, { CALLS_SENTINEL, CALLS_SENTINEL } };
    int rc = sg_search(g, memo, &r.value, &r.best, &r.count);
    cr_assert_eq(rc, SG_OK, "sg_search(%s, %s) returned %d (%s)", desc,
                 memo ? "memo" : "no memo", rc, sg_strerror(rc));
    return r;
}

/* The test's own walk over a game, through game->moves only: the
   negamax value of every position reached (a recurrence written here),
   the number of nodes of the game tree below it (what a search without a
   memo visits; saturating), and how many distinct positions and moves
   there are from the start (what a search with a memo evaluates and
   calls). */
struct walk {
    const struct sg_game *g;
    uint64_t positions, edges;
    int64_t value[CAP];
    uint64_t nodes[CAP];     /* 0: not walked yet */
};
static struct walk the_walk;

static uint64_t add_sat(uint64_t a, uint64_t b)
{
    return a > UINT64_MAX - b ? UINT64_MAX : a + b;
}

static void walk_from(struct walk *w, uint64_t p, const char *desc)
{
    uint64_t next[SG_SEARCH_MAX_MOVES], nodes = 1;
    int64_t gain[SG_SEARCH_MAX_MOVES], best;
    size_t m, k;

    if (w->nodes[p] != 0)
        return;
    m = w->g->moves(w->g, p, next, gain);
    cr_assert_leq(m, (size_t)SG_SEARCH_MAX_MOVES, "%s: %zu moves from %llu", desc, m,
                  (unsigned long long)p);
    best = m > 0 ? INT64_MIN : w->g->end != NULL ? w->g->end(w->g, p) : 0;
    for (k = 0; k < m; k++) {
        cr_assert_lt(next[k], w->g->positions, "%s: a move from %llu leads to code %llu",
                     desc, (unsigned long long)p, (unsigned long long)next[k]);
        walk_from(w, next[k], desc);
        if (gain[k] - w->value[next[k]] > best)
            best = gain[k] - w->value[next[k]];
        nodes = add_sat(nodes, w->nodes[next[k]]);
    }
    w->value[p] = best;
    w->nodes[p] = nodes;
    w->positions++;
    w->edges += m;
}

static struct walk *walk(const struct sg_game *g, const char *desc)
{
    cr_assert_leq(g->positions, (uint64_t)CAP, "%s: %llu positions, the tests walk %d",
                  desc, (unsigned long long)g->positions, CAP);
    cr_assert_lt(g->start, g->positions, "%s: the start %llu is not a position", desc,
                 (unsigned long long)g->start);
    the_walk.g = g;
    the_walk.positions = the_walk.edges = 0;
    memset(the_walk.nodes, 0, (size_t)g->positions * sizeof the_walk.nodes[0]);
    walk_from(&the_walk, g->start, desc);
    return &the_walk;
}

/* best is the first move of the start, in the order of game->moves, that
   secures the value; SIZE_MAX if there is none. */
static void check_best(const struct sg_game *g, const struct walk *w, size_t best,
                       int64_t value, const char *desc)
{
    uint64_t next[SG_SEARCH_MAX_MOVES];
    int64_t gain[SG_SEARCH_MAX_MOVES];
    size_t m = g->moves(g, g->start, next, gain), k;

    if (m == 0) {
        cr_assert_eq(best, SIZE_MAX, "%s: no move, but best = %zu", desc, best);
        return;
    }
    cr_assert_lt(best, m, "%s: best = %zu of %zu moves", desc, best, m);
    for (k = 0; k < m; k++) {
        int64_t v = gain[k] - w->value[next[k]];
        cr_assert_leq(v, value, "%s: move %zu is worth %lld, more than the value %lld",
                      desc, k, (long long)v, (long long)value);
        if (k < best)
            cr_assert_lt(v, value, "%s: move %zu secures the value %lld, best says %zu",
                         desc, k, (long long)value, best);
        if (k == best)
            cr_assert_eq(v, value, "%s: best move %zu is worth %lld, the value is %lld",
                         desc, k, (long long)v, (long long)value);
    }
}

struct searched check_search(const struct sg_game *g, int64_t want, const char *desc)
{
    struct walk *w = walk(g, desc);
    struct searched with, plain;
    int64_t v;

    cr_assert_eq(w->value[g->start], want, "%s: the test's walk finds %lld, expected %lld",
                 desc, (long long)w->value[g->start], (long long)want);
    memo_buf[g->positions] = SENTINEL;
    with = search(g, memo_buf, desc);
    cr_assert_eq(with.value, want, "sg_search(%s, memo) = %lld, expected %lld", desc,
                 (long long)with.value, (long long)want);
    cr_assert_eq(memo_buf[g->positions], SENTINEL, "sg_search(%s) wrote past the memo", desc);
    cr_assert_leq(with.count.positions, g->positions,
                  "sg_search(%s, memo) evaluated %llu positions of %llu", desc,
                  (unsigned long long)with.count.positions, (unsigned long long)g->positions);
    cr_assert_eq(with.count.positions, w->positions,
                 "sg_search(%s, memo) evaluated %llu positions, %llu are reachable", desc,
                 (unsigned long long)with.count.positions, (unsigned long long)w->positions);
    cr_assert_eq(with.count.calls, 1 + w->edges,
                 "sg_search(%s, memo) made %llu calls, expected 1 + %llu moves", desc,
                 (unsigned long long)with.count.calls, (unsigned long long)w->edges);
    check_best(g, w, with.best, want, desc);

    v = SENTINEL;
    cr_assert_eq(sg_search(g, memo_buf, &v, NULL, NULL), SG_OK,
                 "sg_search(%s, memo, best = count = NULL) failed", desc);
    cr_assert_eq(v, want, "sg_search(%s) without best and count = %lld, expected %lld",
                 desc, (long long)v, (long long)want);

    if (w->nodes[g->start] <= PLAIN_MAX) {
        plain = search(g, NULL, desc);
        cr_assert_eq(plain.value, want, "sg_search(%s, no memo) = %lld, expected %lld", desc,
                     (long long)plain.value, (long long)want);
        cr_assert_eq(plain.best, with.best, "sg_search(%s): best %zu without memo, %zu with",
                     desc, plain.best, with.best);
        cr_assert_eq(plain.count.calls, w->nodes[g->start],
                     "sg_search(%s, no memo) made %llu calls, the tree has %llu nodes", desc,
                     (unsigned long long)plain.count.calls,
                     (unsigned long long)w->nodes[g->start]);
        cr_assert_eq(plain.count.positions, plain.count.calls,
                     "sg_search(%s, no memo): %llu positions in %llu calls", desc,
                     (unsigned long long)plain.count.positions,
                     (unsigned long long)plain.count.calls);
        cr_assert_geq(plain.count.calls, with.count.calls,
                      "sg_search(%s): fewer calls without the memo", desc);
    }
    return with;
}

struct searched describe_and_search(int (*describe)(const int *, size_t,
                                                    struct sg_game *),
                                    const char *name, const int *v, size_t n,
                                    int64_t want, char *desc, size_t size)
{
    char row[200];
    struct sg_game g;
    struct searched r;

    snprintf(desc, size, "%s %s", name, brute_format(v, n, row, sizeof row));
    cr_assert_eq(describe(v, n, &g), SG_OK, "sg_game_%s failed", desc);
    cr_assert(g.values == v && g.n == n, "sg_game_%s does not describe the row", desc);
    r = check_search(&g, want, desc);
    positions_searched += r.count.positions;
    return r;
}

void every_row(void (*visit)(const int *v, size_t n, void *ctx), size_t hi,
               int count, uint64_t seed, uint64_t least)
{
    int v[MAXL];

    positions_searched = 0;
    for_each_array(8, -1, 2, visit, NULL);
    for (int t = 0; t < count; t++) {
        size_t n = (size_t)rng_range(&seed, 9, (int)hi);
        fill_kind(v, n, &seed, t % 3);
        visit(v, n, NULL);
    }
    cr_assert_geq(positions_searched, least, "only %llu positions searched",
                  (unsigned long long)positions_searched);
}

void check_no_values(int (*describe)(const int *, size_t, struct sg_game *),
                     int64_t want, const char *name)
{
    struct sg_game g;
    int64_t v;
    size_t best;
    struct sg_search_count c;

    for (int with_memo = 0; with_memo < 2; with_memo++) {
        v = SENTINEL;
        best = BEST_SENTINEL;
        c.calls = c.positions = CALLS_SENTINEL;
        cr_assert_eq(describe(NULL, 0, &g), SG_OK, "%s of no values failed", name);
        int rc = sg_search(&g, with_memo ? memo_buf : NULL, &v, &best, &c);
        cr_assert_eq(rc, SG_OK, "%s of no values, memo %d: sg_search returned %d (%s)",
                     name, with_memo, rc, sg_strerror(rc));
        cr_assert_eq(v, want, "%s of no values is worth %lld", name, (long long)v);
        cr_assert_eq(best, SIZE_MAX, "%s of no values: best = %zu", name, best);
        cr_assert(c.calls == 1 && c.positions == 1, "%s of no values: %llu calls, "
                  "%llu positions", name, (unsigned long long)c.calls,
                  (unsigned long long)c.positions);
    }
}

void expect_search_error(const struct sg_game *g, int64_t *memo, int want,
                         const char *what)
{
    int64_t v = SENTINEL;
    size_t best = BEST_SENTINEL;
    struct sg_search_count c = { CALLS_SENTINEL, CALLS_SENTINEL };
    expect_code(sg_search(g, memo, &v, &best, &c), want, what);
    cr_assert(v == SENTINEL && best == BEST_SENTINEL && c.calls == CALLS_SENTINEL
              && c.positions == CALLS_SENTINEL, "%s: a result was written", what);
}

void expect_describe_error(int rc, const struct sg_game *g, int want, const char *what)
{
    static const unsigned char zero[sizeof(struct sg_game)];
    expect_code(rc, want, what);
    cr_assert_eq(memcmp(g, zero, sizeof *g), 0, "%s: the game was written", what);
}

void every_canwin(int most, void (*visit)(const struct sg_game *g,
                                          const char *desc))
{
    for (int m = 0; m <= most; m++)
        for (int t = -1; t <= m * (m + 1) / 2 + 2; t++) {
            struct sg_game g;
            char desc[64];
            snprintf(desc, sizeof desc, "Can I Win m=%d total=%d", m, t);
            cr_assert_eq(sg_game_canwin(m, t, &g), SG_OK, "%s", desc);
            visit(&g, desc);
        }
}

static void (*nim_visit)(const struct sg_game *g, const char *desc);

static void visit_nim_row(const int *v, size_t n, void *ctx)
{
    struct sg_game g;
    char desc[64], row[48];
    (void)ctx;
    snprintf(desc, sizeof desc, "Nim %s", brute_format(v, n, row, sizeof row));
    cr_assert_eq(sg_game_nim(v, n, &g), SG_OK, "%s", desc);
    nim_visit(&g, desc);
}

void every_nim(void (*visit)(const struct sg_game *g, const char *desc))
{
    nim_visit = visit;
    for_each_array(4, 0, 3, visit_nim_row, NULL);
}

int64_t chain_gain;

size_t chain_moves(const struct sg_game *g, uint64_t p,
                   uint64_t next[], int64_t gain[])
{
    if (p >= g->n)
        return 0;
    next[0] = p + 1, gain[0] = chain_gain;
    return 1;
}
