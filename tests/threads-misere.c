/* threads-misere.c: the calls of test-threads (the harness: tests/threads.h)
   for misere play: misere Nim and its line on the nonnegative row, the
   search on the first piles of it (reduced to at most 3 stones, at most
   8 piles), and a misere subtraction table. */
#include "threads.h"

static uint64_t call_misere_nim(const struct row *r, struct room *m)
{
    bool alice = false;
    struct sg_nim_move move = {7, 7}, *line = m->rec;
    size_t nmoves = 7;
    START(m, r->n);
    _Static_assert(sizeof *line <= ROOM_RECORD, "a move fits a record");
    h = mix(h, (uint64_t)sg_misere_nim(r->w, r->n, &alice, &move));
    h = mix(mix(mix(h, alice), move.pile), (uint64_t)move.take);
    h = mix(h, (uint64_t)sg_misere_nim_line(r->w, r->n, line, &nmoves, &alice));
    h = mix(mix(h, alice), nmoves);
    for (size_t j = 0; j < nmoves && j < 2 * r->n + 1; j++)
        h = mix(mix(h, line[j].pile), (uint64_t)line[j].take);
    return h;
}

static uint64_t call_misere_search(const struct row *r, struct room *m)
{
    static const int set[] = {1, 3, 4};
    int heaps[8];
    bool wins[1 << 16], table[64];
    size_t n = r->n < 8 ? r->n : 8;
    START(m, 0);
    for (size_t i = 0; i < n; i++)
        heaps[i] = r->w[i] % 4;
    memset(wins, 0, sizeof wins);
    h = mix(h, (uint64_t)sg_misere_search(NULL, 0, heaps, n, wins));
    h = mix_bytes(h, wins, sizeof wins);
    h = mix(h, (uint64_t)sg_misere_search(set, 3, heaps, n, wins));
    h = mix_bytes(h, wins, sizeof wins);
    h = mix(h, (uint64_t)sg_misere_subtraction(set, 3, table, 64));
    return mix_bytes(h, table, sizeof table);
}

THREAD_CALLS(misere) = {
    { "sg_misere_nim, sg_misere_nim_line", call_misere_nim },
    { "sg_misere_search, sg_misere_subtraction", call_misere_search },
    { NULL, NULL },
};
