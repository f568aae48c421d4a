/* test-threads.c: the library has no hidden shared state.  Every fast
   solver and every line of play of the public header is called on a set
   of random rows, one thread first; then THREADS threads call the same
   functions on the same rows at once, each on a different row at any
   moment, and every result must be what the single thread got.  The
   results of a call (its status code, its values and its moves) are
   folded into one 64-bit digest per row and function. */
#define _POSIX_C_SOURCE 200809L

#include <criterion/criterion.h>

#include <limits.h>
#include <pthread.h>
#include <sched.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "stonegame.h"
#include "brute.h"

#define LEN(a) (sizeof(a) / sizeof((a)[0]))
#define THREADS 8
#define ROWS 240
/* The longest row of the quadratic solvers, and of the others. */
#define MAX_N_QUADRATIC 160
#define MAX_N_LINEAR 4000
/* The largest heap of Stone Game IV. */
#define MAX_HEAP 10000

/* ---------------------------------------------------------------------
   Digests. */

static uint64_t mix(uint64_t h, uint64_t x)
{
    h ^= x + 0x9e3779b97f4a7c15ULL + (h << 6) + (h >> 2);
    h *= 0xff51afd7ed558ccdULL;
    return h ^ (h >> 33);
}

static uint64_t mix_bytes(uint64_t h, const void *p, size_t len)
{
    const unsigned char *b = p;
    for (size_t i = 0; i < len; i++)
        h = mix(h, b[i]);
    return mix(h, len);
}

/* ---------------------------------------------------------------------
   The rows: values of any kind, nonnegative values (Stone Game V, Nim),
   the pairs of Stone Game VI and a heap of Stone Game IV. */

struct row {
    size_t n;            /* the values v, u and w have n entries */
    int *v;              /* any ints */
    int *u;              /* any ints: Bob's values in Stone Game VI */
    int *w;              /* nonnegative */
    size_t heap;
};

/* Room for the outputs of one call, n + 2 of each at least. */
struct room {
    unsigned char *uc;
    char *c, *c2;
    size_t *z, *z2;
    int *i;
    struct sg_nim_move *nim;
};

static void room_init(struct room *m, size_t n)
{
    size_t k = 2 * n + 2;
    m->uc = malloc(k);
    m->c = malloc(k);
    m->c2 = malloc(k);
    m->z = malloc(k * sizeof *m->z);
    m->z2 = malloc(k * sizeof *m->z2);
    m->i = malloc(k * sizeof *m->i);
    m->nim = malloc(k * sizeof *m->nim);
}

static bool room_ok(const struct room *m)
{
    return m->uc && m->c && m->c2 && m->z && m->z2 && m->i && m->nim;
}

static void room_free(struct room *m)
{
    free(m->uc);
    free(m->c);
    free(m->c2);
    free(m->z);
    free(m->z2);
    free(m->i);
    free(m->nim);
}

/* The row's length for a quadratic solver. */
static size_t short_n(const struct row *r)
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
    memset((m)->nim, 0xA5, (2 * (n) + 2) * sizeof *(m)->nim)

static uint64_t call_stone3(const struct row *r, struct room *m)
{
    int64_t d = -7;
    START(m, 0);
    h = mix(h, (uint64_t)sg_stone3(r->v, r->n, &d));
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

static uint64_t call_stone2(const struct row *r, struct room *m)
{
    int64_t a = -7;
    START(m, 0);
    h = mix(h, (uint64_t)sg_stone2(r->v, short_n(r), &a));
    return mix(h, (uint64_t)a);
}

static uint64_t call_stone2_line(const struct row *r, struct room *m)
{
    int64_t a = -7;
    size_t nm = 77, n = short_n(r);
    START(m, n);
    h = mix(h, (uint64_t)sg_stone2_line(r->v, n, m->z, &nm, &a));
    h = mix(mix(h, (uint64_t)a), nm);
    return mix_bytes(h, m->z, (nm <= n ? nm : 0) * sizeof *m->z);
}

static uint64_t call_cards(const struct row *r, struct room *m)
{
    int64_t f = -7, s = -9;
    START(m, 0);
    h = mix(h, (uint64_t)sg_cards(r->v, short_n(r), &f, &s));
    return mix(mix(h, (uint64_t)f), (uint64_t)s);
}

static uint64_t call_cards_line(const struct row *r, struct room *m)
{
    int64_t f = -7, s = -9;
    size_t n = short_n(r);
    START(m, n);
    h = mix(h, (uint64_t)sg_cards_line(r->v, n, m->c, &f, &s));
    h = mix(mix(h, (uint64_t)f), (uint64_t)s);
    return mix_bytes(h, m->c, n);
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

static uint64_t call_stone9(const struct row *r, struct room *m)
{
    bool a = false;
    uint64_t c[3] = { 1, 2, 3 };
    START(m, 0);
    h = mix(h, (uint64_t)sg_stone9(r->v, r->n, &a));
    h = mix(h, a);
    h = mix(h, (uint64_t)sg_stone9_counts(r->v, r->n, c));
    h = mix(mix(mix(h, c[0]), c[1]), c[2]);
    h = mix(h, (uint64_t)sg_stone9_rule(c[0], c[1], c[2], &a));
    return mix(h, a);
}

static uint64_t call_stone9_line(const struct row *r, struct room *m)
{
    bool a = false;
    size_t nm = 77;
    START(m, r->n);
    h = mix(h, (uint64_t)sg_stone9_line(r->v, r->n, m->i, &nm, &a));
    h = mix(mix(h, a), nm);
    return mix_bytes(h, m->i, (nm <= r->n ? nm : 0) * sizeof *m->i);
}

static uint64_t call_stone4(const struct row *r, struct room *m)
{
    START(m, 0);
    /* Four heaps from r->heap on: a row's digest is four outcomes of
       each function, not one. */
    for (size_t k = 0; k < 4; k++) {
        bool a = false, b = true, c = false, d = true;
        h = mix(h, (uint64_t)sg_stone4(r->heap + k, &a));
        h = mix(h, (uint64_t)sg_stone4_table(r->heap + k, &b));
        h = mix(h, (uint64_t)sg_stone4_sieve(r->heap + k, &c));
        h = mix(h, (uint64_t)sg_stone4_blocked(r->heap + k, &d));
        h = mix(mix(mix(mix(h, a), b), c), d);
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

static uint64_t call_stone6(const struct row *r, struct room *m)
{
    int64_t d = -7, q = -9;
    START(m, 0);
    h = mix(h, (uint64_t)sg_stone6(r->v, r->u, r->n, &d));
    h = mix(h, (uint64_t)d);
    h = mix(h, (uint64_t)sg_stone6_qsort(r->v, r->u, r->n, &q));
    return mix(h, (uint64_t)q);
}

static uint64_t call_stone6_line(const struct row *r, struct room *m)
{
    int64_t a = -7, b = -9;
    START(m, r->n);
    h = mix(h, (uint64_t)sg_stone6_line(r->v, r->u, r->n, m->z, &a, &b));
    h = mix(mix(h, (uint64_t)a), (uint64_t)b);
    return mix_bytes(h, m->z, r->n * sizeof *m->z);
}

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

static uint64_t call_stone7_line(const struct row *r, struct room *m)
{
    int64_t a = -7, b = -9;
    size_t n = short_n(r);
    START(m, n);
    h = mix(h, (uint64_t)sg_stone7_line(r->v, n, m->c, &a, &b));
    h = mix(mix(h, (uint64_t)a), (uint64_t)b);
    return mix_bytes(h, m->c, n);
}

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

static uint64_t call_stone8_line(const struct row *r, struct room *m)
{
    int64_t a = -7, b = -9;
    size_t nm = 77;
    START(m, r->n);
    h = mix(h, (uint64_t)sg_stone8_line(r->v, r->n, m->z, &nm, &a, &b));
    h = mix(mix(mix(h, (uint64_t)a), (uint64_t)b), nm);
    return mix_bytes(h, m->z, (nm <= r->n ? nm : 0) * sizeof *m->z);
}

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
    START(m, n);
    h = mix(h, (uint64_t)sg_nim_line(r->w, n, m->nim, &nm, &a));
    h = mix(mix(h, a), nm);
    for (size_t j = 0; j < nm && j <= 2 * n; j++)
        h = mix(mix(h, m->nim[j].pile), (uint64_t)m->nim[j].take);
    return h;
}

static const struct {
    const char *name;
    solver_call *call;
} calls[] = {
    { "sg_stone3", call_stone3 },
    { "sg_stone3_line", call_stone3_line },
    { "sg_stone3_memo", call_stone3_memo },
    { "sg_stone2", call_stone2 },
    { "sg_stone2_line", call_stone2_line },
    { "sg_cards", call_cards },
    { "sg_cards_line", call_cards_line },
    { "sg_cards_rows, _by_length, _first_wins", call_cards_rows },
    { "sg_cards_parity", call_cards_parity },
    { "sg_stone9, _counts, _rule", call_stone9 },
    { "sg_stone9_line", call_stone9_line },
    { "sg_stone4, _table, _sieve, _blocked", call_stone4 },
    { "sg_stone4_line, sg_stone4_losing", call_stone4_line },
    { "sg_stone5", call_stone5 },
    { "sg_stone5_line", call_stone5_line },
    { "sg_stone6, sg_stone6_qsort", call_stone6 },
    { "sg_stone6_line", call_stone6_line },
    { "sg_stone7, _rows, _by_length", call_stone7 },
    { "sg_stone7_line", call_stone7_line },
    { "sg_stone8, _prefix, _streaming", call_stone8 },
    { "sg_stone8_line", call_stone8_line },
    { "sg_nim", call_nim },
    { "sg_nim_line", call_nim_line },
};
#define NCALLS LEN(calls)

/* ---------------------------------------------------------------------
   The rows, and what one thread got on them. */

static struct row rows[ROWS];
static uint64_t want[ROWS][NCALLS];

static void make_rows(void)
{
    uint64_t seed = 0x7468726561647321ULL;   /* "threads!" */

    for (size_t t = 0; t < ROWS; t++) {
        struct row *r = &rows[t];
        r->n = t % 4 == 0 ? (size_t)rng_range(&seed, MAX_N_QUADRATIC, MAX_N_LINEAR)
                          : (size_t)rng_range(&seed, 0, MAX_N_QUADRATIC);
        r->v = new_large_row(r->n, &seed, (int)(t % FILL_LARGE_KINDS));
        r->u = new_large_row(r->n, &seed, (int)((t / 2) % FILL_LARGE_KINDS));
        r->w = malloc((r->n + 1) * sizeof *r->w);
        cr_assert_not_null(r->w, "malloc failed");
        fill_nonnegative(r->w, r->n, &seed, (int)(t % 5));
        r->heap = (size_t)rng_range(&seed, 0, t % 3 ? 2000 : MAX_HEAP);
    }
}

static void free_rows(void)
{
    for (size_t t = 0; t < ROWS; t++) {
        free(rows[t].v);
        free(rows[t].u);
        free(rows[t].w);
    }
}

/* ---------------------------------------------------------------------
   The threads. */

struct worker {
    pthread_t id;
    size_t first;            /* the row it starts at */
    size_t rounds;           /* times it goes through every row */
    pthread_barrier_t *start;
    /* What it found: calls made, mismatches, the first one. */
    uint64_t made, wrong;
    size_t wrong_row, wrong_call;
    bool no_memory;
};

static void *work(void *arg)
{
    struct worker *w = arg;
    struct room m;

    room_init(&m, MAX_N_LINEAR);
    w->no_memory = !room_ok(&m);
    pthread_barrier_wait(w->start);
    for (size_t k = 0; !w->no_memory && k < w->rounds * ROWS; k++) {
        size_t t = (w->first + k) % ROWS;
        for (size_t c = 0; c < NCALLS; c++) {
            /* Each thread goes through the functions in its own order. */
            size_t f = (c + w->first + k) % NCALLS;
            uint64_t got = calls[f].call(&rows[t], &m);
            w->made++;
            if (got != want[t][f] && w->wrong++ == 0) {
                w->wrong_row = t;
                w->wrong_call = f;
            }
            /* In the first round, let another thread call the library
               between any two calls of this one, even on a single
               processor: state kept from one call to the next would be
               seen.  In the second, no yield: the threads run in
               parallel, or are preempted in the middle of calls. */
            if (k < ROWS)
                sched_yield();
        }
    }
    room_free(&m);
    return NULL;
}

Test(threads, every_solver_from_eight_threads, .timeout = 300)
{
    struct worker w[THREADS];
    pthread_barrier_t start;
    struct room m;
    size_t t, c;

    make_rows();
    room_init(&m, MAX_N_LINEAR);
    cr_assert(room_ok(&m), "malloc failed");
    for (t = 0; t < ROWS; t++)
        for (c = 0; c < NCALLS; c++) {
            want[t][c] = calls[c].call(&rows[t], &m);
            /* Twice, one thread: a function that is not deterministic
               even alone would make the test below meaningless. */
            cr_assert_eq(calls[c].call(&rows[t], &m), want[t][c],
                         "%s on row %zu (%zu values): two calls in one thread differ",
                         calls[c].name, t, rows[t].n);
        }
    room_free(&m);
    /* The digests tell the rows apart: the test compares something. */
    for (c = 0; c < NCALLS; c++) {
        size_t differ = 0;
        for (t = 1; t < ROWS; t++)
            differ += want[t][c] != want[t - 1][c];
        cr_assert_gt(differ, ROWS / 4, "%s gives the same digest on most rows (%zu of %d "
                     "differ from the row before): the calls fail or the digest is blind",
                     calls[c].name, differ, ROWS - 1);
    }

    cr_assert_eq(pthread_barrier_init(&start, NULL, THREADS), 0, "pthread_barrier_init failed");
    for (t = 0; t < THREADS; t++) {
        w[t] = (struct worker){ .first = t * ROWS / THREADS, .rounds = 2, .start = &start };
        cr_assert_eq(pthread_create(&w[t].id, NULL, work, &w[t]), 0,
                     "pthread_create failed for thread %zu", t);
    }
    for (t = 0; t < THREADS; t++)
        cr_assert_eq(pthread_join(w[t].id, NULL), 0, "pthread_join failed for thread %zu", t);
    pthread_barrier_destroy(&start);
    for (t = 0; t < THREADS; t++) {
        cr_assert_not(w[t].no_memory, "thread %zu: malloc failed", t);
        cr_assert_eq(w[t].made, (uint64_t)w[t].rounds * ROWS * NCALLS,
                     "thread %zu made %llu calls, not %zu", t, (unsigned long long)w[t].made,
                     w[t].rounds * ROWS * NCALLS);
        cr_assert_eq(w[t].wrong, 0,
                     "thread %zu: %llu results differ from one thread's; the first: %s on "
                     "row %zu (%zu values, heap %zu)", t, (unsigned long long)w[t].wrong,
                     calls[w[t].wrong_call].name, w[t].wrong_row, rows[w[t].wrong_row].n,
                     rows[w[t].wrong_row].heap);
    }
    free_rows();
}
