/* cycles-graph.c: the exercise cycles-graph, retrograde analysis of a
   game on a directed graph (sg_cycles_outcomes): normal play, the
   players alternate, an infinite play is a draw. */
#include <criterion/criterion.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "sg-exercises.h"
#include "brute.h"

#define CHECK(cond, ...) \
    do { if (!(cond)) cr_assert_fail(__VA_ARGS__); } while (0)

/* The plain fixpoint: sweep until nothing changes, each sweep reading
   only what the sweeps before it decided. */
static void fixpoint(size_t n, const size_t *first, const size_t *next,
                     signed char *out)
{
    signed char *old = malloc(n + 1);
    cr_assert(old != NULL, "the test ran out of memory");
    memset(out, 0, n);
    for (bool changed = true; changed;) {
        changed = false;
        memcpy(old, out, n);
        for (size_t v = 0; v < n; v++) {
            if (old[v] != 0)
                continue;
            bool win = false, all_won = true;
            for (size_t j = first[v]; j < first[v + 1]; j++) {
                win |= old[next[j]] == -1;
                all_won &= old[next[j]] == 1;
            }
            if (win || all_won) {
                out[v] = win ? 1 : -1;
                changed = true;
            }
        }
    }
    free(old);
}

/* Calls the exercise with a guard after the last outcome. */
static void call(size_t n, const size_t *first, const size_t *next,
                 signed char *out)
{
    memset(out, 7, n + 1);
    int status = sg_cycles_outcomes(n, first, next, out);
    cr_assert_eq(status, SG_OK, "n = %zu: sg_cycles_outcomes returned %d "
                 "(%s), not SG_OK", n, status, sg_exercise_strerror(status));
    cr_assert_eq(out[n], 7, "n = %zu: the function wrote past outcome[n-1]", n);
}

Test(cycles_graph, the_question)
{
    size_t first[] = {0, 1, 3, 3}, next[] = {1, 0, 2};
    signed char out[4];
    call(3, first, next, out);
    cr_assert(out[2] == -1, "position 2 has no move: lost (-1), got %d", out[2]);
    cr_assert(out[1] == 1, "1 moves to the lost 2: won (1), got %d", out[1]);
    cr_assert(out[0] == -1, "0 can only move to the won 1: lost (-1), got %d", out[0]);
}

Test(cycles_graph, a_pure_cycle_is_drawn)
{
    size_t first[] = {0, 1, 2, 3}, next[] = {1, 2, 0};
    signed char out[4];
    call(3, first, next, out);
    for (size_t v = 0; v < 3; v++)
        cr_assert(out[v] == 0, "a cycle with no way out: position %zu is a "
                  "draw (0), got %d", v, out[v]);
}

Test(cycles_graph, against_the_fixpoint_on_random_graphs)
{
    uint64_t seed = 913;
    for (int round = 0; round < 3000; round++) {
        size_t n = (size_t)rng_range(&seed, 1, 40), arcs = 0;
        int most = rng_range(&seed, 0, 3);
        size_t *first = malloc((n + 1) * sizeof *first);
        size_t *next = malloc((n * 3 + 1) * sizeof *next);
        signed char *out = malloc(n + 1), *want = malloc(n);
        cr_assert(first && next && out && want, "the test ran out of memory");
        for (size_t v = 0; v < n; v++) {
            first[v] = arcs;
            int k = rng_range(&seed, 0, most);
            for (int j = 0; j < k; j++)
                next[arcs++] = (size_t)rng_range(&seed, 0, (int)n - 1);
        }
        first[n] = arcs;
        fixpoint(n, first, next, want);
        call(n, first, next, out);
        for (size_t v = 0; v < n; v++)
            CHECK(out[v] == want[v], "random graph %d (%zu positions, %zu "
                  "moves): position %zu should be %d, got %d", round, n,
                  arcs, v, want[v], out[v]);
        free(first), free(next), free(out), free(want);
    }
}

Test(cycles_graph, errors)
{
    size_t first[] = {0, 1, 1}, bad[] = {0, 2, 1}, next[] = {5};
    signed char out[2];
    cr_assert_eq(sg_cycles_outcomes(2, NULL, next, out), SG_ENULL,
                 "a NULL first: SG_ENULL");
    cr_assert_eq(sg_cycles_outcomes(2, first, next, NULL), SG_ENULL,
                 "a NULL outcome: SG_ENULL");
    cr_assert_eq(sg_cycles_outcomes(2, first, next, out), SG_EINVAL,
                 "a move to position 5 of 2: SG_EINVAL");
    cr_assert_eq(sg_cycles_outcomes(2, bad, next, out), SG_EINVAL,
                 "offsets that decrease: SG_EINVAL");
    cr_assert_eq(sg_cycles_outcomes(SG_CYCLES_GAME_MAX + 1, first, next, out),
                 SG_ETOOBIG, "n above SG_CYCLES_GAME_MAX: SG_ETOOBIG");
}
