/* threads-values.c: the calls of test-threads (the harness: tests/threads.h)
   for the theory chapter: Nim and its line of play. */
#include "threads.h"

/* The moves of a line are written in the room's records. */
_Static_assert(sizeof(struct sg_nim_move) <= ROOM_RECORD, "a move of Nim fits in a record");

static uint64_t call_nim(const struct row *r, struct room *m)
{
    bool a = false;
    struct sg_nim_move mv = { 12345, -3 };
    START(m, 0);
    h = mix(h, (uint64_t)sg_nim(r->w, r->n, &a, &mv));
    return mix(mix(mix(h, a), mv.pile), (uint64_t)mv.take);
}

static uint64_t call_nim_line(const struct row *r, struct room *m)
{
    bool a = false;
    size_t nm = 77, n = short_n(r);
    struct sg_nim_move *moves = m->rec;
    START(m, n);
    h = mix(h, (uint64_t)sg_nim_line(r->w, n, moves, &nm, &a));
    h = mix(mix(h, a), nm);
    for (size_t j = 0; j < nm && j <= 2 * n; j++)
        h = mix(mix(h, moves[j].pile), (uint64_t)moves[j].take);
    return h;
}

THREAD_CALLS(values) = {
    { "sg_nim", call_nim },
    { "sg_nim_line", call_nim_line },
    { NULL, NULL },
};
