/* threads-stone8.c: the calls of test-threads (the harness: tests/threads.h)
   for Stone Game VIII. */
#include "threads.h"

static uint64_t call_stone8(const struct row *r, struct room *m)
{
    int64_t d = -7, p = -8, s = -9;
    START(m, 0);
    h = mix(h, (uint64_t)sg_stone8(r->v, r->n, &d));
    h = mix(h, (uint64_t)d);
    h = mix(h, (uint64_t)sg_stone8_prefix(r->v, r->n, &p));
    h = mix(h, (uint64_t)p);
    h = mix(h, (uint64_t)sg_stone8_streaming(r->v, r->n, &s));
    return mix(h, (uint64_t)s);
}

/* A line of play: its status, scores, number of moves and moves. */
static uint64_t line_digest(const struct row *r, struct room *m,
                            int (*line)(const int *, size_t, size_t *, size_t *,
                                        int64_t *, int64_t *))
{
    int64_t a = -7, b = -9;
    size_t nm = 77;
    START(m, r->n);
    h = mix(h, (uint64_t)line(r->v, r->n, m->z, &nm, &a, &b));
    h = mix(mix(mix(h, (uint64_t)a), (uint64_t)b), nm);
    return mix_bytes(h, m->z, (nm <= r->n ? nm : 0) * sizeof *m->z);
}

static uint64_t call_stone8_line(const struct row *r, struct room *m)
{
    return line_digest(r, m, sg_stone8_line);
}

static uint64_t call_stone8_line_plain(const struct row *r, struct room *m)
{
    return line_digest(r, m, sg_stone8_line_plain);
}

THREAD_CALLS(stone8) = {
    { "sg_stone8, _prefix, _streaming", call_stone8 },
    { "sg_stone8_line", call_stone8_line },
    { "sg_stone8_line_plain", call_stone8_line_plain },
    { NULL, NULL },
};
