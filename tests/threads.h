/* threads.h: the harness of test-threads (tests/test-threads.c), for
   the files tests/threads-SLUG.c that hold each game's calls.  A call
   runs functions of the library on one row, with room for their
   outputs, and folds everything they return into one digest; each
   game's file defines its table of calls with THREAD_CALLS(SLUG), ended
   by { NULL, NULL }, and the harness finds every game's table through
   SG_EACH_GAME, which the Makefile writes from its list of games. */
#ifndef SG_TESTS_THREADS_H
#define SG_TESTS_THREADS_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "stonegame.h"

/* The longest row of the quadratic solvers, and of the others. */
#define MAX_N_QUADRATIC 160
#define MAX_N_LINEAR 4000

/* The inputs: values of any kind, in one row or two, nonnegative
   values, and a heap. */
struct row {
    size_t n;            /* the values v, u and w have n entries */
    int *v;              /* any ints */
    int *u;              /* any ints: a second row, for a game of two rows */
    int *w;              /* nonnegative */
    size_t heap;
};

/* Room for the outputs of one call, 2n + 2 of each.  rec holds records
   of ROOM_RECORD bytes, such as a move of several fields; a game that
   uses them checks that its record fits. */
#define ROOM_RECORD 16
struct room {
    unsigned char *uc;
    char *c, *c2;
    size_t *z, *z2;
    int *i;
    void *rec;
};

/* Digests. */
static inline uint64_t mix(uint64_t h, uint64_t x)
{
    h ^= x + 0x9e3779b97f4a7c15ULL + (h << 6) + (h >> 2);
    h *= 0xff51afd7ed558ccdULL;
    return h ^ (h >> 33);
}

static inline uint64_t mix_bytes(uint64_t h, const void *p, size_t len)
{
    const unsigned char *b = p;
    for (size_t i = 0; i < len; i++)
        h = mix(h, b[i]);
    return mix(h, len);
}

/* The row's length for a quadratic solver. */
static inline size_t short_n(const struct row *r)
{
    return r->n < MAX_N_QUADRATIC ? r->n : MAX_N_QUADRATIC;
}

/* Each function: a call of the library on row r, folded into a digest,
   with room m for its outputs (filled with a pattern first, so that a
   result left unwritten is seen too). */
typedef uint64_t solver_call(const struct row *r, struct room *m);

#define START(m, n) \
    uint64_t h = 0x1234; \
    memset((m)->uc, 0xA5, 2 * (n) + 2); \
    memset((m)->c, 0xA5, 2 * (n) + 2); \
    memset((m)->z, 0xA5, (2 * (n) + 2) * sizeof *(m)->z); \
    memset((m)->i, 0xA5, (2 * (n) + 2) * sizeof *(m)->i); \
    memset((m)->rec, 0xA5, (2 * (n) + 2) * ROOM_RECORD)

/* One row of a game's table: the functions the call runs, and the call. */
struct thread_call {
    const char *name;
    solver_call *call;
};

/* A game's table of calls: THREAD_CALLS(SLUG) = { ..., { NULL, NULL } }; */
#define THREAD_CALLS(slug) const struct thread_call threads_##slug[]

#endif
