/* threads-stone6.c: the calls of test-threads (the harness: tests/threads.h)
   for Stone Game VI: the row v is Alice's values, u Bob's. */
#include "threads.h"

static uint64_t call_stone6(const struct row *r, struct room *m)
{
    int64_t d = -7, q = -9;
    START(m, 0);
    h = mix(h, (uint64_t)sg_stone6(r->v, r->u, r->n, &d));
    h = mix(h, (uint64_t)d);
    h = mix(h, (uint64_t)sg_stone6_qsort(r->v, r->u, r->n, &q));
    return mix(h, (uint64_t)q);
}

static uint64_t call_stone6_line(const struct row *r, struct room *m)
{
    int64_t a = -7, b = -9;
    START(m, r->n);
    h = mix(h, (uint64_t)sg_stone6_line(r->v, r->u, r->n, m->z, &a, &b));
    h = mix(mix(h, (uint64_t)a), (uint64_t)b);
    return mix_bytes(h, m->z, r->n * sizeof *m->z);
}

static uint64_t call_stone6_line_plain(const struct row *r, struct room *m)
{
    int64_t a = -7, b = -9;
    START(m, r->n);
    h = mix(h, (uint64_t)sg_stone6_line_plain(r->v, r->u, r->n, m->z, &a, &b));
    h = mix(mix(h, (uint64_t)a), (uint64_t)b);
    return mix_bytes(h, m->z, r->n * sizeof *m->z);
}

THREAD_CALLS(stone6) = {
    { "sg_stone6, sg_stone6_qsort", call_stone6 },
    { "sg_stone6_line", call_stone6_line },
    { "sg_stone6_line_plain", call_stone6_line_plain },
    { NULL, NULL },
};
