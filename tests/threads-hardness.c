/* threads-hardness.c: the calls of test-threads (the harness:
   tests/threads.h) for Generalized Geography: on a graph of at most
   T_NODES nodes built from the row, node i with arcs to i + 1 and to
   |v[i]| mod n, and on the reduction's graph of a formula built from
   the row. */
#include "threads.h"

enum { T_NODES = 16 };

struct t_digraph {
    size_t first[T_NODES + 1];
    int adjacent[2 * T_NODES];
    struct sg_graph g;
};

static void t_digraph_make(const struct row *r, struct t_digraph *t)
{
    size_t n = r->n < 1 ? 1 : r->n > T_NODES ? T_NODES : r->n, k = 0;
    for (size_t i = 0; i < n; i++) {
        t->first[i] = k;
        if (i + 1 < n)
            t->adjacent[k++] = (int)(i + 1);
        long long x = i < r->n ? r->v[i] : 0;
        t->adjacent[k++] = (int)((size_t)(x < 0 ? -x : x) % n);
    }
    t->first[n] = k;
    t->g = (struct sg_graph){n, t->first, t->adjacent};
}

static uint64_t call_geography(const struct row *r, struct room *m)
{
    struct t_digraph t;
    bool a = false, b = false;
    uint64_t p = 0, q = 0;
    struct sg_geography_play play = {false, 7};
    START(m, 0);
    t_digraph_make(r, &t);
    h = mix(h, (uint64_t)sg_geography(&t.g, 0, &a, &p));
    h = mix(h, (uint64_t)sg_geography_memo(&t.g, 0, &b, &q));
    h = mix(mix(mix(mix(h, a), b), p), q);
    int moves[T_NODES];
    memset(moves, 0x5A, sizeof moves);
    h = mix(h, (uint64_t)sg_geography_line(&t.g, 0, moves, T_NODES, &play));
    h = mix(mix(h, play.first_wins), play.nmoves);
    return mix_bytes(h, moves, sizeof moves);
}

static uint64_t call_qbf(const struct row *r, struct room *m)
{
    enum { K = 3, M = 4 };
    bool forall[K];
    size_t clause_first[M + 1];
    int literals[2 * M];
    START(m, 0);
    for (size_t i = 0; i < K; i++)
        forall[i] = r->n > i && r->v[i] % 2 != 0;
    for (size_t j = 0; j <= M; j++)
        clause_first[j] = 2 * j;
    for (size_t t = 0; t < 2 * M; t++) {
        int x = r->n > t ? r->v[t] : (int)t;
        literals[t] = (x % 2 ? -1 : 1) * (1 + (int)((unsigned)x % K));
    }
    struct sg_qbf f = {K, forall, M, clause_first, literals};
    size_t first[SG_QBF_NODES(K, M) + 1];
    int adjacent[SG_QBF_ARCS(K, M, 2 * M)], start = -1;
    struct sg_graph g = {0, NULL, NULL};
    bool truth = false, wins = false;
    h = mix(h, (uint64_t)sg_qbf_true(&f, &truth));
    h = mix(h, (uint64_t)sg_geography_from_qbf(&f, first, adjacent, &g, &start));
    h = mix(h, (uint64_t)sg_geography(&g, start, &wins, NULL));
    return mix(mix(mix(h, truth), wins), g.n);
}

THREAD_CALLS(hardness) = {
    { "sg_geography, _memo, _line", call_geography },
    { "sg_qbf_true, sg_geography_from_qbf", call_qbf },
    { NULL, NULL },
};
