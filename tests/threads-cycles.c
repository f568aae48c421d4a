/* threads-cycles.c: the calls of test-threads (the harness: tests/threads.h)
   for Cat and Mouse: on a graph of at most 24 nodes built from the row, a
   path 1, 2, ..., n-1, 0 and a chord from node i to node |v[i]| mod n. */
#include "threads.h"

enum { T_NODES = 24 };

struct t_graph {
    size_t first[T_NODES + 1];
    int adjacent[T_NODES * T_NODES];
    struct sg_graph g;
};

static void t_graph_make(const struct row *r, struct t_graph *t)
{
    size_t n = r->n < 3 ? 3 : r->n > T_NODES ? T_NODES : r->n, k = 0;
    unsigned char edge[T_NODES][T_NODES] = {{0}};
    for (size_t i = 0; i < n; i++) {
        size_t j = (size_t)(r->n > i ? (r->v[i] < 0 ? -(long long)r->v[i] : r->v[i]) : 0) % n;
        if (i >= 1) {
            size_t next = i + 1 < n ? i + 1 : 0;
            edge[i][next] = edge[next][i] = 1;
        }
        if (j != i)
            edge[i][j] = edge[j][i] = 1;
    }
    for (size_t v = 0; v < n; v++) {
        t->first[v] = k;
        for (size_t u = 0; u < n; u++)
            if (edge[v][u])
                t->adjacent[k++] = (int)u;
    }
    t->first[n] = k;
    t->g = (struct sg_graph){n, t->first, t->adjacent};
}

static uint64_t call_catmouse_solve(const struct row *r, struct room *m)
{
    struct t_graph t;
    signed char w[2 * T_NODES * T_NODES];
    int rem[2 * T_NODES * T_NODES], capped = 9;
    START(m, 0);
    t_graph_make(r, &t);
    memset(w, 0x5A, sizeof w);
    memset(rem, 0x5A, sizeof rem);
    h = mix(h, (uint64_t)sg_catmouse_solve(&t.g, w, rem));
    h = mix_bytes(h, w, sizeof w);
    h = mix_bytes(h, rem, sizeof rem);
    h = mix(h, (uint64_t)sg_catmouse_fixpoint(&t.g, w, rem));
    h = mix_bytes(h, w, sizeof w);
    h = mix(h, (uint64_t)sg_catmouse_capped(&t.g, 2 * t.g.n, &capped));
    return mix(h, (uint64_t)capped);
}

static uint64_t call_catmouse(const struct row *r, struct room *m)
{
    struct t_graph t;
    struct sg_catmouse_play play = {7, 7, 7};
    int line[4 * T_NODES];
    struct sg_graph_check check = {7, 7, 7};
    START(m, 0);
    t_graph_make(r, &t);
    for (size_t k = 0; k < 3; k++) {
        memset(line, 0x5A, sizeof line);
        size_t mouse = k == 0 ? 1 : k * t.g.n / 3;
        h = mix(h, (uint64_t)sg_catmouse(&t.g, mouse, 2, SG_MOUSE, line,
                                         4 * T_NODES, &play));
        h = mix(mix(mix(h, (uint64_t)play.winner), (uint64_t)play.remoteness),
                play.nmoves);
        h = mix_bytes(h, line, sizeof line);
    }
    h = mix(h, (uint64_t)sg_catmouse_check(&t.g, &check));
    return mix(mix(h, (uint64_t)check.fault), check.node);
}

THREAD_CALLS(cycles) = {
    { "sg_catmouse_solve, _fixpoint, _capped", call_catmouse_solve },
    { "sg_catmouse, sg_catmouse_check", call_catmouse },
    { NULL, NULL },
};
