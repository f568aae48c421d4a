/* threads-stone4.c: the calls of test-threads (the harness: tests/threads.h)
   for Stone Game IV: on the row's heap. */
#include "threads.h"

static uint64_t call_stone4(const struct row *r, struct room *m)
{
    START(m, 0);
    /* Four heaps from r->heap on: a row's digest is four outcomes of
       each function, not one. */
    for (size_t k = 0; k < 4; k++) {
        bool a = false, b = true, c = false, d = true, e = false;
        h = mix(h, (uint64_t)sg_stone4(r->heap + k, &a));
        h = mix(h, (uint64_t)sg_stone4_table(r->heap + k, &b));
        h = mix(h, (uint64_t)sg_stone4_sieve(r->heap + k, &c));
        h = mix(h, (uint64_t)sg_stone4_blocked(r->heap + k, &d));
        h = mix(h, (uint64_t)sg_stone4_bits(r->heap + k, &e));
        h = mix(mix(mix(mix(mix(h, a), b), c), d), e);
    }
    return h;
}

static uint64_t call_stone4_line(const struct row *r, struct room *m)
{
    size_t sq[SG_STONE4_LINE_MAX], nm = 77, count = 0;
    bool a = false;
    memset(sq, 0xA5, sizeof sq);
    START(m, 0);
    h = mix(h, (uint64_t)sg_stone4_line(r->heap, sq, &nm, &a));
    h = mix(mix(h, a), nm);
    h = mix_bytes(h, sq, (nm <= SG_STONE4_LINE_MAX ? nm : 0) * sizeof *sq);
    h = mix(h, (uint64_t)sg_stone4_losing(r->heap, m->z, r->n + 1, &count));
    h = mix(h, count);
    return mix_bytes(h, m->z, (count < r->n + 1 ? count : r->n + 1) * sizeof *m->z);
}

static uint64_t call_stone4_line_plain(const struct row *r, struct room *m)
{
    size_t sq[SG_STONE4_LINE_MAX], nm = 77;
    bool a = false;
    memset(sq, 0xA5, sizeof sq);
    START(m, 0);
    h = mix(h, (uint64_t)sg_stone4_line_plain(r->heap, sq, &nm, &a));
    h = mix(mix(h, a), nm);
    return mix_bytes(h, sq, (nm <= SG_STONE4_LINE_MAX ? nm : 0) * sizeof *sq);
}

THREAD_CALLS(stone4) = {
    { "sg_stone4, _table, _sieve, _bits, _blocked", call_stone4 },
    { "sg_stone4_line, sg_stone4_losing", call_stone4_line },
    { "sg_stone4_line_plain", call_stone4_line_plain },
    { NULL, NULL },
};
