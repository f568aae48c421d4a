/* threads-partizan.c: the calls of test-threads (the harness:
   tests/threads.h) for Blue-Red Hackenbush and Cutcake: stalks cut from
   the row (each value's bits give a stalk of up to 6 edges), their
   values, sum and line; the search of the first two as a forest; a
   Cutcake piece from the row's length. */
#include "threads.h"

enum { T_STALKS = 16, T_EDGES = 6 };

struct t_stalks {
    size_t n, len[T_STALKS];
    char edges[T_STALKS][T_EDGES];
    const char *s[T_STALKS];
};

static void t_stalks_make(const struct row *r, struct t_stalks *t)
{
    t->n = r->n < T_STALKS ? r->n : T_STALKS;
    for (size_t k = 0; k < t->n; k++) {
        unsigned bits = (unsigned)r->v[k];
        t->len[k] = 1 + bits % T_EDGES;
        for (size_t e = 0; e < t->len[k]; e++)
            t->edges[k][e] = bits >> (e + 3) & 1 ? 'R' : 'B';
        t->s[k] = t->edges[k];
    }
}

static uint64_t call_hackenbush(const struct row *r, struct room *m)
{
    struct t_stalks t;
    struct sg_dyadic v = {7, 7};
    size_t nmoves = 7;
    START(m, 0);
    t_stalks_make(r, &t);
    for (size_t k = 0; k < t.n; k++) {
        h = mix(h, (uint64_t)sg_hackenbush_value(t.s[k], t.len[k], &v));
        h = mix(mix(h, (uint64_t)v.num), (uint64_t)v.exp);
    }
    h = mix(h, (uint64_t)sg_hackenbush_sum(t.s, t.len, t.n, &v));
    h = mix(mix(h, (uint64_t)v.num), (uint64_t)v.exp);
    struct sg_hackenbush_move line[T_STALKS * T_EDGES];
    memset(line, 0x5A, sizeof line);
    h = mix(h, (uint64_t)sg_hackenbush_line(t.s, t.len, t.n, r->n % 2 == 0,
                                            line, T_STALKS * T_EDGES, &nmoves));
    h = mix(h, nmoves);
    return mix_bytes(h, line, sizeof line);
}

static uint64_t call_hackenbush_search(const struct row *r, struct room *m)
{
    struct t_stalks t;
    int parent[3 * T_EDGES], outcome = 7;
    char colour[3 * T_EDGES];
    size_t n = 0;
    struct sg_dyadic v = {7, 7};
    START(m, 0);
    t_stalks_make(r, &t);
    for (size_t k = 0; k < t.n && k < 2; k++)
        for (size_t e = 0; e < t.len[k]; e++, n++)
            parent[n] = e == 0 ? -1 : (int)n - 1, colour[n] = t.edges[k][e];
    struct sg_forest f = {n, parent, colour};
    h = mix(h, (uint64_t)sg_hackenbush_outcome(&f, &outcome));
    h = mix(h, (uint64_t)outcome);
    h = mix(h, (uint64_t)sg_hackenbush_forest_value(&f, &v));
    h = mix(mix(h, (uint64_t)v.num), (uint64_t)v.exp);
    h = mix(h, (uint64_t)sg_cutcake(1 + r->n % 20, 1 + r->heap % 20, &v));
    return mix(mix(h, (uint64_t)v.num), (uint64_t)v.exp);
}

THREAD_CALLS(partizan) = {
    { "sg_hackenbush_value, _sum, _line", call_hackenbush },
    { "sg_hackenbush_outcome, _forest_value, sg_cutcake", call_hackenbush_search },
    { NULL, NULL },
};
