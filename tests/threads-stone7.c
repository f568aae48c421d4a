/* threads-stone7.c: the calls of test-threads (the harness: tests/threads.h)
   for Stone Game VII. */
#include "threads.h"

static uint64_t call_stone7(const struct row *r, struct room *m)
{
    int64_t d = -7, e = -8, f = -9;
    size_t n = short_n(r);
    START(m, 0);
    h = mix(h, (uint64_t)sg_stone7(r->v, n, &d));
    h = mix(h, (uint64_t)d);
    h = mix(h, (uint64_t)sg_stone7_rows(r->v, n, &e));
    h = mix(h, (uint64_t)e);
    h = mix(h, (uint64_t)sg_stone7_by_length(r->v, n, &f));
    return mix(h, (uint64_t)f);
}

/* A line of play, sg_stone7_line or sg_stone7_line_plain. */
static uint64_t line_call(int (*line)(const int *, size_t, char *, int64_t *, int64_t *),
                          const struct row *r, struct room *m)
{
    int64_t a = -7, b = -9;
    size_t n = short_n(r);
    START(m, n);
    h = mix(h, (uint64_t)line(r->v, n, m->c, &a, &b));
    h = mix(mix(h, (uint64_t)a), (uint64_t)b);
    return mix_bytes(h, m->c, n);
}

static uint64_t call_stone7_line(const struct row *r, struct room *m)
{
    return line_call(sg_stone7_line, r, m);
}

static uint64_t call_stone7_line_plain(const struct row *r, struct room *m)
{
    return line_call(sg_stone7_line_plain, r, m);
}

THREAD_CALLS(stone7) = {
    { "sg_stone7, _rows, _by_length", call_stone7 },
    { "sg_stone7_line", call_stone7_line },
    { "sg_stone7_line_plain", call_stone7_line_plain },
    { NULL, NULL },
};
