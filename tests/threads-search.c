/* threads-search.c: the calls of test-threads (the harness: tests/threads.h)
   for the chapter on searching game trees: alpha-beta with its options on
   the row's card game, Can I Win and Flip Game II from the row's heap. */
#include "threads.h"

static uint64_t call_alphabeta(const struct row *r, struct room *m)
{
    static const struct sg_search_options opts[] = {
        {.order = true}, {.table = true}, {.deepen = true}};
    size_t n = r->n < 12 ? r->n : 12;
    struct sg_game g;
    START(m, 0);
    h = mix(h, (uint64_t)sg_game_cards(r->v, n, &g));
    for (size_t k = 0; k < 3; k++) {
        int64_t v = 0;
        size_t best = 0;
        struct sg_search_count c = {0, 0};
        h = mix(h, (uint64_t)sg_alphabeta(&g, &opts[k], &v, &best, &c));
        h = mix(mix(mix(mix(h, (uint64_t)v), best), c.calls), c.positions);
    }
    return h;
}

static uint64_t call_canwin(const struct row *r, struct room *m)
{
    int mm = (int)(r->heap % 16), total = (int)(r->heap % 97), w = 9;
    size_t nm = 77;
    uint64_t p = 0;
    START(m, 0);
    h = mix(h, (uint64_t)sg_canwin(mm, total, &w, &p));
    h = mix(mix(h, (uint64_t)w), p);
    h = mix(h, (uint64_t)sg_canwin_line(mm, total, m->i, &nm, &w));
    return mix_bytes(mix(h, nm), m->i, (nm <= SG_CANWIN_MAX ? nm : 0) * sizeof *m->i);
}

/* The row's signs as a row of Flip Game II. */
static uint64_t call_flip(const struct row *r, struct room *m)
{
    size_t n = short_n(r), nm = 77;
    bool a = false, b = true, c = false;
    START(m, n);
    for (size_t i = 0; i < n; i++)
        m->c2[i] = r->v[i] % 5 ? '+' : '-';
    h = mix(h, (uint64_t)sg_flip(m->c2, n, &a));
    h = mix(h, (uint64_t)sg_flip_grundy(m->c2, n, &b));
    h = mix(h, (uint64_t)sg_flip_line(m->c2, n, m->z, &nm, &c));
    h = mix(mix(mix(mix(h, a), b), c), nm);
    return mix_bytes(h, m->z, (nm <= n ? nm : 0) * sizeof *m->z);
}

THREAD_CALLS(search) = {
    { "sg_alphabeta", call_alphabeta },
    { "sg_canwin, sg_canwin_line", call_canwin },
    { "sg_flip, _grundy, _line", call_flip },
    { NULL, NULL },
};
