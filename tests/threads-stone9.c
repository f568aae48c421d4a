/* threads-stone9.c: the calls of test-threads (the harness: tests/threads.h)
   for Stone Game IX. */
#include "threads.h"

static uint64_t call_stone9(const struct row *r, struct room *m)
{
    bool a = false;
    uint64_t c[3] = { 1, 2, 3 };
    START(m, 0);
    h = mix(h, (uint64_t)sg_stone9(r->v, r->n, &a));
    h = mix(h, a);
    h = mix(h, (uint64_t)sg_stone9_counts(r->v, r->n, c));
    h = mix(mix(mix(h, c[0]), c[1]), c[2]);
    h = mix(h, (uint64_t)sg_stone9_rule(c[0], c[1], c[2], &a));
    h = mix(h, a);
    h = mix(h, (uint64_t)sg_stone9_plain(r->v, r->n, &a));
    return mix(h, a);
}

static uint64_t call_stone9_line(const struct row *r, struct room *m)
{
    bool a = false;
    size_t nm = 77;
    START(m, r->n);
    h = mix(h, (uint64_t)sg_stone9_line(r->v, r->n, m->i, &nm, &a));
    h = mix(mix(h, a), nm);
    return mix_bytes(h, m->i, (nm <= r->n ? nm : 0) * sizeof *m->i);
}

THREAD_CALLS(stone9) = {
    { "sg_stone9, _counts, _rule, _plain", call_stone9 },
    { "sg_stone9_line", call_stone9_line },
    { NULL, NULL },
};
