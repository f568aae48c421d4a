/* threads-cards.c: the calls of test-threads (the harness: tests/threads.h)
   for the card game. */
#include "threads.h"

static uint64_t call_cards(const struct row *r, struct room *m)
{
    int64_t f = -7, s = -9;
    START(m, 0);
    h = mix(h, (uint64_t)sg_cards(r->v, short_n(r), &f, &s));
    return mix(mix(h, (uint64_t)f), (uint64_t)s);
}

/* A line of play, sg_cards_line or sg_cards_line_plain. */
static uint64_t line_call(int (*line)(const int *, size_t, char *, int64_t *, int64_t *),
                          const struct row *r, struct room *m)
{
    int64_t f = -7, s = -9;
    size_t n = short_n(r);
    START(m, n);
    h = mix(h, (uint64_t)line(r->v, n, m->c, &f, &s));
    h = mix(mix(h, (uint64_t)f), (uint64_t)s);
    return mix_bytes(h, m->c, n);
}

static uint64_t call_cards_line(const struct row *r, struct room *m)
{
    return line_call(sg_cards_line, r, m);
}

static uint64_t call_cards_line_plain(const struct row *r, struct room *m)
{
    return line_call(sg_cards_line_plain, r, m);
}

static uint64_t call_cards_rows(const struct row *r, struct room *m)
{
    int64_t f = -7, s = -9, f2 = -7, s2 = -9;
    bool wins = false;
    size_t n = short_n(r);
    START(m, 0);
    h = mix(h, (uint64_t)sg_cards_rows(r->v, n, &f, &s));
    h = mix(mix(h, (uint64_t)f), (uint64_t)s);
    h = mix(h, (uint64_t)sg_cards_by_length(r->v, n, &f2, &s2));
    h = mix(mix(h, (uint64_t)f2), (uint64_t)s2);
    h = mix(h, (uint64_t)sg_cards_first_wins(r->v, n, &wins));
    return mix(h, wins);
}

static uint64_t call_cards_parity(const struct row *r, struct room *m)
{
    int parity = 9;
    int64_t g = -7;
    START(m, 0);
    h = mix(h, (uint64_t)sg_cards_parity(r->v, r->n & ~(size_t)1, &parity, &g));
    return mix(mix(h, (uint64_t)parity), (uint64_t)g);
}

THREAD_CALLS(cards) = {
    { "sg_cards", call_cards },
    { "sg_cards_line", call_cards_line },
    { "sg_cards_line_plain", call_cards_line_plain },
    { "sg_cards_rows, _by_length, _first_wins", call_cards_rows },
    { "sg_cards_parity", call_cards_parity },
    { NULL, NULL },
};
