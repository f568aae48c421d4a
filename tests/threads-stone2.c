/* threads-stone2.c: the calls of test-threads (the harness: tests/threads.h)
   for Stone Game II. */
#include "threads.h"

static uint64_t call_stone2(const struct row *r, struct room *m)
{
    int64_t a = -7;
    START(m, 0);
    h = mix(h, (uint64_t)sg_stone2(r->v, short_n(r), &a));
    return mix(h, (uint64_t)a);
}

static uint64_t call_stone2_windows(const struct row *r, struct room *m)
{
    int64_t a = -7;
    START(m, 0);
    h = mix(h, (uint64_t)sg_stone2_windows(r->v, short_n(r), &a));
    return mix(h, (uint64_t)a);
}

/* A line of play, sg_stone2_line or sg_stone2_line_plain. */
static uint64_t line_call(int (*line)(const int *, size_t, size_t *, size_t *, int64_t *),
                          const struct row *r, struct room *m)
{
    int64_t a = -7;
    size_t nm = 77, n = short_n(r);
    START(m, n);
    h = mix(h, (uint64_t)line(r->v, n, m->z, &nm, &a));
    h = mix(mix(h, (uint64_t)a), nm);
    return mix_bytes(h, m->z, (nm <= n ? nm : 0) * sizeof *m->z);
}

static uint64_t call_stone2_line(const struct row *r, struct room *m)
{
    return line_call(sg_stone2_line, r, m);
}

static uint64_t call_stone2_line_plain(const struct row *r, struct room *m)
{
    return line_call(sg_stone2_line_plain, r, m);
}

THREAD_CALLS(stone2) = {
    { "sg_stone2", call_stone2 },
    { "sg_stone2_windows", call_stone2_windows },
    { "sg_stone2_line", call_stone2_line },
    { "sg_stone2_line_plain", call_stone2_line_plain },
    { NULL, NULL },
};
