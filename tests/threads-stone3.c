/* threads-stone3.c: the calls of test-threads (the harness: tests/threads.h)
   for Stone Game III. */
#include "threads.h"

static uint64_t call_stone3(const struct row *r, struct room *m)
{
    int64_t d = -7;
    START(m, 0);
    h = mix(h, (uint64_t)sg_stone3(r->v, r->n, &d));
    h = mix(h, (uint64_t)d);
    h = mix(h, (uint64_t)sg_stone3_plain(r->v, r->n, &d));
    return mix(h, (uint64_t)d);
}

static uint64_t call_stone3_line(const struct row *r, struct room *m)
{
    int64_t d = -7;
    size_t nm = 77;
    START(m, r->n);
    h = mix(h, (uint64_t)sg_stone3_line(r->v, r->n, m->uc, &nm, &d));
    h = mix(mix(h, (uint64_t)d), nm);
    return mix_bytes(h, m->uc, nm <= r->n ? nm : 0);
}

static uint64_t call_stone3_memo(const struct row *r, struct room *m)
{
    int64_t d = -7;
    uint64_t calls = 5;
    size_t n = short_n(r);
    START(m, 0);
    h = mix(h, (uint64_t)sg_stone3_memo(r->v, n, &d, &calls));
    return mix(mix(h, (uint64_t)d), calls);
}

THREAD_CALLS(stone3) = {
    { "sg_stone3, _plain", call_stone3 },
    { "sg_stone3_line", call_stone3_line },
    { "sg_stone3_memo", call_stone3_memo },
    { NULL, NULL },
};
