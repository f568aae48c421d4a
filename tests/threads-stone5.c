/* threads-stone5.c: the calls of test-threads (the harness: tests/threads.h)
   for Stone Game V: on the nonnegative row w. */
#include "threads.h"

static uint64_t call_stone5(const struct row *r, struct room *m)
{
    int64_t a = -7;
    START(m, 0);
    h = mix(h, (uint64_t)sg_stone5(r->w, short_n(r), &a));
    return mix(h, (uint64_t)a);
}

static uint64_t call_stone5_line(const struct row *r, struct room *m)
{
    int64_t a = -7;
    size_t rounds = 77, n = short_n(r);
    START(m, n);
    memset(m->c2, 0xA5, 2 * n + 2);
    h = mix(h, (uint64_t)sg_stone5_line(r->w, n, m->z, m->c2, &rounds, &a));
    h = mix(mix(h, (uint64_t)a), rounds);
    if (rounds <= n) {
        h = mix_bytes(h, m->z, rounds * sizeof *m->z);
        h = mix_bytes(h, m->c2, rounds);
    }
    return h;
}

THREAD_CALLS(stone5) = {
    { "sg_stone5", call_stone5 },
    { "sg_stone5_line", call_stone5_line },
    { NULL, NULL },
};
