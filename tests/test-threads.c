/* test-threads.c: the library has no hidden shared state.  Every fast
   solver and every line of play of the public header is called on a set
   of random rows, one thread first; then THREADS threads call the same
   functions on the same rows at once, each on a different row at any
   moment, and every result must be what the single thread got.  The
   results of a call (its status code, its values and its moves) are
   folded into one 64-bit digest per row and function.  This file is the
   harness (tests/threads.h); each game's calls are in its own file,
   tests/threads-SLUG.c, linked with it. */
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

#include "brute.h"
#include "games.h"
#include "threads.h"

#define LEN(a) (sizeof(a) / sizeof((a)[0]))
#define THREADS 8
#define ROWS 240
/* The largest heap. */
#define MAX_HEAP 10000

/* ---------------------------------------------------------------------
   Room for the outputs of a call. */

static void room_init(struct room *m, size_t n)
{
    size_t k = 2 * n + 2;
    m->uc = malloc(k);
    m->c = malloc(k);
    m->c2 = malloc(k);
    m->z = malloc(k * sizeof *m->z);
    m->z2 = malloc(k * sizeof *m->z2);
    m->i = malloc(k * sizeof *m->i);
    m->rec = malloc(k * ROOM_RECORD);
}

static bool room_ok(const struct room *m)
{
    return m->uc && m->c && m->c2 && m->z && m->z2 && m->i && m->rec;
}

static void room_free(struct room *m)
{
    free(m->uc);
    free(m->c);
    free(m->c2);
    free(m->z);
    free(m->z2);
    free(m->i);
    free(m->rec);
}

/* ---------------------------------------------------------------------
   The calls: every game's table (tests/threads-SLUG.c), in the order of
   the games (games.h, from the Makefile), gathered into one. */

#define DECLARE_CALLS(slug) extern THREAD_CALLS(slug);
SG_EACH_GAME(DECLARE_CALLS)

#define CALLS_OF(slug) threads_##slug,
static const struct thread_call *const tables[] = { SG_EACH_GAME(CALLS_OF) };

static struct thread_call *calls;
static size_t ncalls;
/* What one thread got: want[t][c], call c on row t. */
static uint64_t *want[ROWS];

static void gather_calls(void)
{
    const struct thread_call *p;
    size_t g;

    ncalls = 0;
    for (g = 0; g < LEN(tables); g++)
        for (p = tables[g]; p->call; p++)
            ncalls++;
    calls = malloc(ncalls * sizeof *calls);
    cr_assert_not_null(calls, "malloc failed");
    ncalls = 0;
    for (g = 0; g < LEN(tables); g++)
        for (p = tables[g]; p->call; p++)
            calls[ncalls++] = *p;
    want[0] = malloc(ROWS * ncalls * sizeof *want[0]);
    cr_assert_not_null(want[0], "malloc failed");
    for (size_t t = 1; t < ROWS; t++)
        want[t] = want[0] + t * ncalls;
}

/* ---------------------------------------------------------------------
   The rows. */

static struct row rows[ROWS];

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
        for (size_t c = 0; c < ncalls; c++) {
            /* Each thread goes through the functions in its own order. */
            size_t f = (c + w->first + k) % ncalls;
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

    gather_calls();
    make_rows();
    room_init(&m, MAX_N_LINEAR);
    cr_assert(room_ok(&m), "malloc failed");
    for (t = 0; t < ROWS; t++)
        for (c = 0; c < ncalls; c++) {
            want[t][c] = calls[c].call(&rows[t], &m);
            /* Twice, one thread: a function that is not deterministic
               even alone would make the test below meaningless. */
            cr_assert_eq(calls[c].call(&rows[t], &m), want[t][c],
                         "%s on row %zu (%zu values): two calls in one thread differ",
                         calls[c].name, t, rows[t].n);
        }
    room_free(&m);
    /* The digests tell the rows apart: the test compares something. */
    for (c = 0; c < ncalls; c++) {
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
        cr_assert_eq(w[t].made, (uint64_t)w[t].rounds * ROWS * ncalls,
                     "thread %zu made %llu calls, not %zu", t, (unsigned long long)w[t].made,
                     w[t].rounds * ROWS * ncalls);
        cr_assert_eq(w[t].wrong, 0,
                     "thread %zu: %llu results differ from one thread's; the first: %s on "
                     "row %zu (%zu values, heap %zu)", t, (unsigned long long)w[t].wrong,
                     calls[w[t].wrong_call].name, w[t].wrong_row, rows[w[t].wrong_row].n,
                     rows[w[t].wrong_row].heap);
    }
    free_rows();
    free(want[0]);
    free(calls);
}
